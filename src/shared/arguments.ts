// What the public functions check of their arguments, and how a TypeError
// names a value. Every dialect's `serialize` checks that its argument is a
// component object of the dialect (read as own properties only, see own.ts),
// and that the string it writes reads back, in the dialect, as those
// components. Anything else is a TypeError that says what was expected.
import { UrlSyntaxError } from "../errors.js";
import { own } from "./own.js";

/**
 * A value, as a TypeError's message names it: a string quoted, anything else
 * by its type (never by JSON.stringify, which throws on a BigInt or a cycle).
 */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "undefined":
      return "undefined";
    case "string":
      return `the string ${quote(value)}`;
    case "object":
      return "an object";
    default:
      return `a ${typeof value}`;
  }
}

/**
 * The TypeError for a value that is not a component object: `title` names the
 * dialect ("RFC 2396"), `expected` what serialize takes, `found` what was wrong.
 */
export function notComponents(
  title: string,
  expected: string,
  found: string,
): TypeError {
  return new TypeError(
    `${title} serialize: expected ${expected}; found ${found}`,
  );
}

/** Throws notComponents unless `value` is an object (not null, not an array). */
export function requireObject(
  value: unknown,
  title: string,
  expected: string,
): asserts value is object {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw notComponents(title, expected, describeValue(value));
  }
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
 * The string `text` that serialize wrote, checked against the components it
 * was written from: `read` parses it in the dialect (a UrlSyntaxError when it
 * is outside the grammar), and `differs` names the first component that reads
 * back otherwise, with both values, or undefined when all agree.
 */
export function requireReadBack<T>(
  text: string,
  title: string,
  read: (text: string) => T,
  differs: (back: T) => string | undefined,
): string {
  let back: T;
  try {
    back = read(text);
  } catch (error) {
    if (!(error instanceof UrlSyntaxError)) throw error;
    throw new TypeError(
      `${title} serialize: the components do not make a URL of the grammar: they are written ${quote(text)}, which is outside it at offset ${error.offset}`,
    );
  }
  const difference = differs(back);
  if (difference !== undefined) {
    throw new TypeError(
      `${title} serialize: the components cannot be written so that they read back: they are written ${quote(text)}, which reads back with ${difference}`,
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

function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? text.slice(0, 80) + "..." : text);
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
 * The five components of `value`, read as its own properties: a TypeError
 * (naming `title`, "RFC 3986", and what was `expected`) unless it is an object
 * whose path is a string and whose other components are each a string or
 * undefined (absent is undefined).
 */
export function requireGenericParts(
  value: unknown,
  title: string,
  expected: string,
): GenericParts {
  requireObject(value, title, expected);
  const parts = value as Partial<GenericParts>;
  const result: GenericParts = {
    scheme: own(parts, "scheme"),
    authority: own(parts, "authority"),
    path: own(parts, "path") as string,
    query: own(parts, "query"),
    fragment: own(parts, "fragment"),
  };
  for (const name of GENERIC_PART_NAMES) {
    requireField(result[name], name, name !== "path", title, expected);
  }
  return result;
}
