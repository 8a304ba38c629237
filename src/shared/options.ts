// Checking an options object or an object of parts, once per call: every
// public function that takes one declares a spec (each key it knows, with what
// the key accepts) next to its options type, and checks what it is given with
// checkOptions. The argument must be a plain object (or undefined: absent); a
// key the function does not know is a TypeError that names the key, the
// function and the keys it knows, and suggests the nearest known key; a value
// of the wrong type or outside its choices is a TypeError that says what the
// key accepts. Only own properties count (as in own.ts): a polluted
// Object.prototype changes nothing. Each value is read once, into a copy that
// the function then reads, so that a getter cannot answer the check one thing
// and the function another. A value that is undefined is the same as absent.

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

/** What one key accepts: `accepts` says it in an error, `test` checks a value (never undefined). */
export interface KeyKind {
  readonly accepts: string;
  readonly test: (value: unknown) => boolean;
  /** What was found instead, when describeArgument would say too little (the element of an array that is wrong). */
  readonly found?: (value: unknown) => string;
}

/** The keys a function knows, each with what it accepts. */
export type KeySpec = Readonly<Record<string, KeyKind>>;

/** A copy of the own keys that were given and not undefined, read once. */
export type Checked<T> = T & Readonly<Record<string, unknown>>;

export const BOOLEAN: KeyKind = {
  accepts: "a boolean (true or false)",
  test: (value) => typeof value === "boolean",
};

export const STRING: KeyKind = {
  accepts: "a string",
  test: (value) => typeof value === "string",
};

export const NUMBER: KeyKind = {
  accepts: "a number",
  test: (value) => typeof value === "number",
};

/** A string or a number (a port). */
export const STRING_OR_NUMBER: KeyKind = {
  accepts: "a string or a number",
  test: (value) => typeof value === "string" || typeof value === "number",
};

/** Any value: the function checks it itself (a component object's fields, whose checks name the field). */
export const ANY: KeyKind = { accepts: "any value", test: () => true };

/** One of `choices`, exactly. */
export function oneOf(choices: readonly (string | boolean)[]): KeyKind {
  return {
    accepts: `one of ${listed(choices.map(show))}`,
    test: (value) => choices.includes(value as string | boolean),
  };
}

/** An array whose every element is one of `choices`, exactly (dialect names). */
export function arrayOf(choices: readonly string[]): KeyKind {
  return arrayWhere(`an array of ${listed(choices.map(show))}`, (element) =>
    choices.includes(element as string),
  );
}

/** An array whose every element passes `test`, as `accepts` says. */
export function arrayWhere(
  accepts: string,
  test: (element: unknown) => boolean,
): KeyKind {
  return {
    accepts,
    test: (value) => Array.isArray(value) && value.every(test),
    found: (value) => {
      if (!Array.isArray(value)) return describeArgument(value);
      const index = value.findIndex((element: unknown) => !test(element));
      return `an array whose element ${index} is ${describeArgument(value[index])}`;
    },
  };
}

/**
 * The names a spec's keys go by elsewhere, between the dialects (RFC 2396's
 * removeDotSegments is RFC 3986's pathSegmentNormalization) and in other
 * libraries (Node's URL calls the host `hostname`): a key the function does
 * not know that is one of them suggests the key it stands for. Kept apart from
 * the spec (see withAliases), so that a bundle of a function whose spec has
 * none carries no table.
 */
export type Aliases = Readonly<Record<string, string>>;

const ALIASES = new WeakMap<KeySpec, Aliases>();

/** `spec`, with the other names of its keys (see Aliases); call it `/* @__PURE__ *\/`. */
export function withAliases<S extends KeySpec>(spec: S, aliases: Aliases): S {
  ALIASES.set(spec, aliases);
  return spec;
}

/** The other names of the parts of every dialect's format (and serialize), as Node's URL and others name them. */
export const PART_ALIASES: Aliases = {
  hostname: "host",
  pathname: "path",
  search: "query",
  hash: "fragment",
  username: "userinfo",
  password: "userinfo",
  protocol: "scheme",
  authority: "host",
};

/**
 * What RFC 1808's and RFC 2396's normalize and equivalent know of their
 * options (RFC 2732's are RFC 2396's): the same two, with RFC 3986's names
 * for them as aliases.
 */
export const DECODE_AND_DOT_SEGMENT_OPTIONS: KeySpec =
  /* @__PURE__ */ withAliases(
    { decodeUnreserved: BOOLEAN, removeDotSegments: BOOLEAN },
    {
      pathSegmentNormalization: "removeDotSegments",
      percentEncodingNormalization: "decodeUnreserved",
    },
  );

/** The other names of the fields of a parsed reference (serialize's argument in RFC 2396's and RFC 3986's vocabularies). */
export const REFERENCE_ALIASES: Aliases = {
  hostname: "host",
  pathname: "path",
  search: "query",
  hash: "fragment",
  username: "userinfo",
  protocol: "scheme",
  netLoc: "authority",
};

/**
 * The known key to suggest for `key`: the key it is another name of (see
 * Aliases), else the nearest known key within two edits (case ignored), else
 * undefined.
 */
export function nearestKey(
  key: string,
  known: readonly string[],
  aliases?: Aliases,
): string | undefined {
  const alias =
    aliases !== undefined && Object.hasOwn(aliases, key)
      ? aliases[key]
      : undefined;
  if (alias !== undefined && known.includes(alias)) return alias;
  let best: string | undefined;
  let bestDistance = 3;
  const lower = key.toLowerCase();
  for (const name of known) {
    const distance = editDistance(lower, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

/** The Levenshtein distance, 3 for anything beyond 2 (only 2 or less is used). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(
        Math.min(
          (previous[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    previous = row;
  }
  return previous[b.length] as number;
}

/** Whether `value` is a plain object: made by `{}`, Object.create(null) or JSON.parse, in any realm. */
export function isPlainObject(value: unknown): value is object {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** A value, as an error names it: describeValue, with the class of an object that is not plain. */
export function describeArgument(value: unknown): string {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    if (isPlainObject(value)) return "an object";
    const made: unknown = (value as { constructor?: unknown }).constructor;
    const name =
      typeof made === "function" && made.name !== "" ? made.name : undefined;
    if (name === "String" || name === "Number" || name === "Boolean")
      return `a ${name} object`;
    return name === undefined || name === "Object"
      ? "an object that inherits its properties"
      : `an instance of ${name}`;
  }
  return describeValue(value);
}

/** A string as JSON writes it, cut at 80 characters. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? text.slice(0, 80) + "..." : text);
}

/** "a, b and c". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] as string}`;
}

function show(value: string | boolean): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** The TypeError for an argument that is not a plain object. */
export function notPlainObject(
  fn: string,
  value: unknown,
  noun: "option" | "part",
): TypeError {
  const what = noun === "option" ? "the options" : "the parts";
  return new TypeError(
    `${fn}: ${what} must be a plain object${noun === "option" ? " or undefined" : ""} (own properties, as {} makes), not ${describeArgument(value)}`,
  );
}

/** The TypeError for a key that `fn` does not know. */
export function unknownKey(
  fn: string,
  key: string,
  known: readonly string[],
  noun: "option" | "part",
  knownAs = `The ${noun}s it knows`,
  aliases?: Aliases,
): TypeError {
  const name = JSON.stringify(key);
  const suggestion = nearestKey(key, known, aliases);
  const hint = suggestion === undefined ? "" : ` Did you mean "${suggestion}"?`;
  const knows =
    known.length === 0
      ? `It takes no ${noun}s.`
      : `${knownAs}: ${listed(known)}.`;
  return new TypeError(`${fn}: unknown ${noun} ${name}.${hint} ${knows}`);
}

/** The TypeError for a value that its key does not accept. */
export function badValue(
  fn: string,
  key: string,
  kind: KeyKind,
  value: unknown,
  noun: "option" | "part",
): TypeError {
  return new TypeError(
    `${fn}: ${noun} "${key}" must be ${kind.accepts}, not ${(kind.found ?? describeArgument)(value)}`,
  );
}

/**
 * The own properties of `value`, each read once into a copy (with no
 * prototype), undefined ones left out: a TypeError (see notPlainObject)
 * unless `value` is a plain object.
 */
export function readOwn(
  fn: string,
  value: unknown,
  noun: "option" | "part",
): Readonly<Record<string, unknown>> {
  if (!isPlainObject(value)) throw notPlainObject(fn, value, noun);
  const copy = emptyCopy();
  for (const key of Object.getOwnPropertyNames(value)) {
    const read: unknown = (value as Record<string, unknown>)[key];
    if (read !== undefined) copy[key] = read;
  }
  noSymbolKey(fn, value, noun);
  return copy;
}

/** A prototype with no prototype, for emptyCopy. */
const NO_PROTOTYPE: object = Object.freeze(Object.create(null));

/**
 * An empty object for a copy of options or parts: on a prototype that has
 * none, so that Object.prototype is never read, and unlike
 * Object.create(null) kept in V8's fast properties (the function reads it).
 */
function emptyCopy(): Record<string, unknown> {
  return Object.create(NO_PROTOTYPE) as Record<string, unknown>;
}

/**
 * A TypeError when `value` has an own key that is a symbol. (The string keys
 * and the symbols are asked for apart: Reflect.ownKeys takes several times as
 * long as both together, and a symbol key comes after every string key in
 * its order too.)
 */
function noSymbolKey(fn: string, value: object, noun: "option" | "part"): void {
  const [key] = Object.getOwnPropertySymbols(value);
  if (key !== undefined)
    throw new TypeError(
      `${fn}: unknown ${noun} ${String(key)}: ${noun}s are named by strings`,
    );
}

/**
 * `value` checked against `spec` (see the file's header) by the function
 * `fn` ("rfc3986.normalize"): undefined when it is undefined, else a copy of
 * its own keys that are not undefined, each read once.
 */
export function checkOptions<T extends object>(
  fn: string,
  value: T | undefined,
  spec: KeySpec,
  noun: "option" | "part" = "option",
): Checked<T> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw notPlainObject(fn, value, noun);
  // readOwn and checkKeys in one pass: each key read once, checked, copied.
  const copy = emptyCopy();
  for (const key of Object.getOwnPropertyNames(value)) {
    const read: unknown = (value as Record<string, unknown>)[key];
    if (read === undefined) continue;
    const kind = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (kind === undefined) throw unknownKeyOf(fn, key, spec, noun);
    if (!kind.test(read)) throw badValue(fn, key, kind, read, noun);
    copy[key] = read;
  }
  noSymbolKey(fn, value, noun);
  return copy as Checked<T>;
}

/** The TypeError for a key that `spec` does not hold. */
function unknownKeyOf(
  fn: string,
  key: string,
  spec: KeySpec,
  noun: "option" | "part",
): TypeError {
  return unknownKey(
    fn,
    key,
    Object.keys(spec),
    noun,
    undefined,
    ALIASES.get(spec),
  );
}

/** Every key of `copy` (readOwn's) checked against `spec`. */
export function checkKeys(
  fn: string,
  copy: Readonly<Record<string, unknown>>,
  spec: KeySpec,
  noun: "option" | "part" = "option",
): void {
  for (const key of Object.keys(copy)) {
    const kind = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (kind === undefined) throw unknownKeyOf(fn, key, spec, noun);
    const found = copy[key];
    if (!kind.test(found)) throw badValue(fn, key, kind, found, noun);
  }
}

/** Every key of every member of a union (the fields of every kind of parsed reference). */
export type KeysOf<T> = T extends unknown ? keyof T & string : never;

/** A spec in which every key of `T` accepts any value (the function checks them): its type lists them all. */
export function anyOf<K extends string>(
  keys: Readonly<Record<K, true>>,
): Readonly<Record<K, KeyKind>> {
  const spec = {} as Record<K, KeyKind>;
  for (const key of Object.keys(keys) as K[]) spec[key] = ANY;
  return spec;
}
