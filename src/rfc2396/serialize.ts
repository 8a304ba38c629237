// Recomposition: RFC 2396 section 5.2, step 7.
import {
  GENERIC_PART_NAMES,
  requireGenericParts,
  type GenericParts,
} from "../shared/arguments.js";

/** The components step 7 recombines. Every Rfc2396Reference has them. */
export type Rfc2396Parts = GenericParts;

/** The names of the components, in the order step 7 writes them. */
export const PART_NAMES = GENERIC_PART_NAMES;

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
export function requireParts(value: unknown, title = TITLE): Rfc2396Parts {
  return requireGenericParts(value, title, EXPECTED);
}
