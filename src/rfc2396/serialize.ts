// Recomposition: RFC 2396 section 5.2, step 7.
import { own } from "../shared/own.js";
import { requireField, requireObject } from "../shared/arguments.js";

/** The components step 7 recombines. Every Rfc2396Reference has them. */
export interface Rfc2396Parts {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  /** The path component; for an opaque URI, the opaque_part. */
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/** The names of the components, in the order step 7 writes them. */
export const PART_NAMES = [
  "scheme",
  "authority",
  "path",
  "query",
  "fragment",
] as const;

const TITLE = "RFC 2396";
const EXPECTED =
  "the components of section 5.2 step 7 (an object: path a string; scheme, authority, query and fragment each a string or undefined)";

/**
 * Section 5.2 step 7: "The resulting URI components, including any inherited
 * from the base URI, are recombined". A component that is undefined gets no
 * separator; one that is empty keeps its separator. The components are written
 * as given: for what resolution and normalization computed. The module's
 * `serialize` checks its argument first (`requireParts`) and what it wrote
 * after.
 */
export function recompose(components: Rfc2396Parts): string {
  let result = "";
  if (components.scheme !== undefined) {
    result += components.scheme + ":";
  }
  if (components.authority !== undefined) {
    result += "//" + components.authority;
  }
  result += components.path;
  if (components.query !== undefined) {
    result += "?" + components.query;
  }
  if (components.fragment !== undefined) {
    result += "#" + components.fragment;
  }
  return result;
}

/**
 * The components as step 7 must write them to read back as themselves, for
 * resolution and normalization alike. When there is no authority, a path that
 * begins with "//" would be read back as an authority; it is written as
 * "/.//..." instead (the same path once dot segments are removed), so that
 * neither a relative reference nor the removal of dot segments can give the
 * result an authority its input did not have.
 */
export function readableParts(parts: Rfc2396Parts): Rfc2396Parts {
  if (parts.authority === undefined && parts.path.startsWith("//")) {
    return {
      scheme: parts.scheme,
      authority: undefined,
      path: "/." + parts.path,
      query: parts.query,
      fragment: parts.fragment,
    };
  }
  return parts;
}

/**
 * The components of `value`, read as its own properties: a TypeError unless
 * it is an object whose path is a string and whose other components are each
 * a string or undefined (absent is undefined).
 */
export function requireParts(value: unknown): Rfc2396Parts {
  requireObject(value, TITLE, EXPECTED);
  const parts = value as Partial<Rfc2396Parts>;
  const result: Rfc2396Parts = {
    scheme: own(parts, "scheme"),
    authority: own(parts, "authority"),
    path: own(parts, "path") as string,
    query: own(parts, "query"),
    fragment: own(parts, "fragment"),
  };
  for (const name of PART_NAMES) {
    requireField(result[name], name, name !== "path", TITLE, EXPECTED);
  }
  return result;
}
