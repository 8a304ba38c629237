// Recomposition: RFC 1808 section 4, step 7.

/** The components of a generic-RL or a relativeURL, as step 7 recombines them. */
export interface Rfc1808GenericParts {
  readonly scheme: string | undefined;
  readonly netLoc: string | undefined;
  /** The path without the "/" that may precede it (section 2.4.6). */
  readonly path: string;
  /** Whether a "/" precedes the path. */
  readonly pathAbsolute: boolean;
  readonly params: string | undefined;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  readonly opaque?: undefined;
}

/** absoluteURL's second branch: scheme ":" *( uchar | reserved ). */
export interface Rfc1808OpaqueParts {
  readonly scheme: string;
  readonly opaque: string;
  readonly fragment: string | undefined;
}

/** What `serialize` writes. Every Rfc1808URL is one of these. */
export type Rfc1808Parts = Rfc1808GenericParts | Rfc1808OpaqueParts;

/**
 * Section 4, step 7: "The resulting URL components, including any inherited
 * from the base URL, are recombined to give the absolute form of the embedded
 * URL." A component that is undefined gets no separator; one that is empty
 * keeps its separator, so that serialize(parse(s)) === s. The components are
 * written as given: they are not checked against the grammar.
 */
export function serialize(components: Rfc1808Parts): string {
  if (typeof components !== "object" || components === null) {
    throw new TypeError(
      "components must be an object with the components of section 4 step 7",
    );
  }
  let result = "";
  if (components.scheme !== undefined) {
    result += components.scheme + ":";
  }
  if (components.opaque !== undefined) {
    result += components.opaque;
  } else {
    if (components.netLoc !== undefined) {
      result += "//" + components.netLoc;
    }
    if (components.pathAbsolute) {
      result += "/";
    }
    result += components.path;
    if (components.params !== undefined) {
      result += ";" + components.params;
    }
    if (components.query !== undefined) {
      result += "?" + components.query;
    }
  }
  if (components.fragment !== undefined) {
    result += "#" + components.fragment;
  }
  return result;
}
