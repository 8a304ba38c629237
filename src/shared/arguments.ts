// What the public functions check of their arguments, and how a TypeError
// names a value. Every dialect's `serialize` checks that its argument is a
// component object of the dialect (read as own properties only, see own.ts),
// and that the string it writes reads back, in the dialect, as those
// components. Anything else is a TypeError that says what was expected.
import { UrlSyntaxError } from "../errors.js";
export { describeValue } from "./options.js";
import {
  checkKeys,
  describeArgument,
  describeValue,
  isPlainObject,
  quote,
  readOwn,
  type KeySpec,
} from "./options.js";

/**
 * The TypeError for a value that is not a component object: `fn` names the
 * function ("rfc2396.serialize"), `expected` what it takes, `found` what was
 * wrong.
 */
export function notComponents(
  fn: string,
  expected: string,
  found: string,
): TypeError {
  return new TypeError(`${fn}: expected ${expected}; found ${found}`);
}

/** readOwn (options.ts) of parts: a TypeError saying what was `expected` unless `value` is a plain object. */
export function readOwnParts(
  value: unknown,
  fn: string,
  expected: string,
): Readonly<Record<string, unknown>> {
  if (!isPlainObject(value))
    throw notComponents(fn, expected, describeArgument(value));
  return readOwn(fn, value, "part");
}

/**
 * The own properties of `value`, each read once (see readOwn in options.ts),
 * and checked against `spec`: a TypeError unless `value` is a plain object
 * (saying what was `expected`) whose keys are all in `spec` (a key that is
 * not names the nearest that is).
 */
export function readParts(
  value: unknown,
  fn: string,
  spec: KeySpec,
  expected: string,
): Readonly<Record<string, unknown>> {
  const copy = readOwnParts(value, fn, expected);
  checkKeys(fn, copy, spec, "part");
  return copy;
}

/** Throws notComponents unless `value` is a string (or undefined, when `optional`). */
export function requireField(
  value: unknown,
  name: string,
  optional: boolean,
  title: string,
  expected: string,
): void {
  if (typeof value === "string") return;
  if (optional && value === undefined) return;
  throw notComponents(title, expected, `${name} is ${describeValue(value)}`);
}

/**
 * The string `text` that serialize (or format: `fn` names the function) wrote,
 * checked against the components it was written from: `read` parses it in the dialect (a UrlSyntaxError when it
 * is outside the grammar), and `differs` names the first component that reads
 * back otherwise, with both values, or undefined when all agree.
 */
export function requireReadBack<T>(
  text: string,
  fn: string,
  read: (text: string) => T,
  differs: (back: T) => string | undefined,
): string {
  let back: T;
  try {
    back = read(text);
  } catch (error) {
    if (!(error instanceof UrlSyntaxError)) throw error;
    throw new TypeError(
      `${fn}: the components do not make a URL of the grammar: they are written ${quote(text)}, which is outside it at offset ${error.offset}`,
    );
  }
  const difference = differs(back);
  if (difference !== undefined) {
    throw new TypeError(
      `${fn}: the components cannot be written so that they read back: they are written ${quote(text)}, which reads back with ${difference}`,
    );
  }
  return text;
}

/**
 * The first of `names` whose value in `back` is not its value in `given`, as
 * `name "back", not "given"`; undefined when they all agree.
 */
export function firstDifference<T extends object>(
  given: T,
  back: object,
  names: readonly (keyof T & string)[],
): string | undefined {
  for (const name of names) {
    const want: unknown = given[name];
    const found: unknown = (back as Partial<T>)[name];
    if (want !== found) return `${name} ${show(found)}, not ${show(want)}`;
  }
  return undefined;
}

function show(value: unknown): string {
  return typeof value === "string" ? quote(value) : String(value);
}

/**
 * The five components of the generic syntax, as RFC 2396 section 5.2 step 7
 * and RFC 3986 section 5.3 recombine them.
 */
export interface GenericParts {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  /** The path component; for an RFC 2396 opaque URI, the opaque_part. */
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/** The names of the five components, in the order they are written. */
export const GENERIC_PART_NAMES = [
  "scheme",
  "authority",
  "path",
  "query",
  "fragment",
] as const;

/**
 * The five components of `value`, read once as its own properties (see
 * readParts): a TypeError (naming `fn`, "rfc3986.serialize", and what was
 * `expected`) unless it is a plain object whose keys are in `spec` (the
 * components and the fields a parsed reference has), whose path is a string
 * and whose other components are each a string or undefined (absent is
 * undefined). `given` is what was read, for fieldsDiffer.
 */
export function requireGenericParts(
  value: unknown,
  fn: string,
  expected: string,
  spec: KeySpec,
): {
  readonly parts: GenericParts;
  readonly given: Readonly<Record<string, unknown>>;
} {
  const given = readParts(value, fn, spec, expected);
  const parts: GenericParts = {
    scheme: given["scheme"] as string | undefined,
    authority: given["authority"] as string | undefined,
    path: given["path"] as string,
    query: given["query"] as string | undefined,
    fragment: given["fragment"] as string | undefined,
  };
  for (const name of GENERIC_PART_NAMES) {
    requireField(parts[name], name, name !== "path", fn, expected);
  }
  return { parts, given };
}

/**
 * The first field of `given` (what serialize was given, read by readParts)
 * that is not one of `written` (the components serialize writes) and whose
 * value is not the one `back` (what the written string reads back as) has,
 * as a sentence; undefined when they all agree. A parsed reference's other
 * fields (host, port, segments, ...) are views of the components: serialize
 * writes the components, so a view that says otherwise is refused, never
 * silently dropped.
 */
export function fieldsDiffer(
  given: Readonly<Record<string, unknown>>,
  back: object,
  written: readonly string[],
): string | undefined {
  const read = back as Readonly<Record<string, unknown>>;
  for (const name of Object.keys(given)) {
    if (written.includes(name)) continue;
    const found = Object.hasOwn(read, name) ? read[name] : undefined;
    if (!sameValue(given[name], found))
      return `${name} ${showValue(found)}, not ${showValue(given[name])} (serialize writes ${written.join(", ")}: the other fields must agree with them, or be left out)`;
  }
  return undefined;
}

/** Whether two values (strings, numbers, booleans, arrays and plain objects of them) are the same, field by field. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== "object" ||
    typeof b !== "object" ||
    a === null ||
    b === null
  )
    return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter(
    (k) => (a as Record<string, unknown>)[k] !== undefined,
  );
  const keysB = Object.keys(b).filter(
    (k) => (b as Record<string, unknown>)[k] !== undefined,
  );
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (k) =>
      Object.hasOwn(b, k) &&
      sameValue(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
      ),
  );
}

function showValue(value: unknown): string {
  if (typeof value === "string") return quote(value);
  if (typeof value !== "object" || value === null) return String(value);
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? text.slice(0, 80) + "..." : text;
  } catch {
    return describeValue(value);
  }
}
