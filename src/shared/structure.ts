// What a normalization may not do: give a URL an authority, a host or a port
// that its input did not have. Decoding an escape can change how a URL parses
// ("http://%65vil.com/" has no host by RFC 1738's grammar or RFC 2396's, and
// "http://evil.com/" has one; "x://h:%38%30/" has no port, "x://h:80/" has
// one), so each normalizer reads its result again and, where that gains one
// of these, keeps the escapes of the part that gained it as written.
import { own } from "./own.js";

/** The fields that name an authority, a host or a port in a dialect's parsed URL. */
export type StructureFields = readonly string[];

/**
 * The first of `fields` that `after` has (defined) and `before` does not, or
 * undefined: what the normalization gained.
 */
export function gainedField(
  before: object,
  after: object,
  fields: StructureFields,
): string | undefined {
  const read = (url: object, name: string): unknown =>
    own(url as Readonly<Record<string, unknown>>, name);
  return fields.find(
    (name) =>
      read(after, name) !== undefined && read(before, name) === undefined,
  );
}

/**
 * The first of `tries` (the normal forms to try, from the most decoded to the
 * least, the last of which decodes nothing) whose parse gains no field of
 * `fields` over `before`; the last when every other does.
 */
export function firstThatGainsNothing<T extends object>(
  before: object,
  fields: StructureFields,
  tries: readonly (() => T)[],
): T {
  let found: T | undefined;
  for (const attempt of tries) {
    found = attempt();
    if (gainedField(before, found, fields) === undefined) return found;
  }
  return found as T;
}
