// Recomposition: RFC 2396 section 5.2, step 7.

/** The components step 7 recombines. Every Rfc2396Reference has them. */
export interface Rfc2396Parts {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  /** The path component; for an opaque URI, the opaque_part. */
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/**
 * Section 5.2 step 7: "The resulting URI components, including any inherited
 * from the base URI, are recombined". A component that is undefined gets no
 * separator; one that is empty keeps its separator.
 */
export function serialize(components: Rfc2396Parts): string {
  if (typeof components !== "object" || components === null) {
    throw new TypeError(
      "components must be an object with the components of section 5.2 step 7",
    );
  }
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
