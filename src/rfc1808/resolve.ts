// Resolving relative URLs: RFC 1808 section 4, steps 1 to 7, twice: on
// section 2.4's components (resolveParsed: the compare and diff columns,
// column.ts) and on cut points, the offsets of those components in the two
// texts (resolveCut: resolve and createResolver, which write the URL at once
// from slices; test/shared/cut-points.test.ts holds the two to one answer).
//
// Section 2.4's components are used throughout: "" and undefined alike are an
// "empty" component, and the path does not hold the "/" that may precede it
// (`pathAbsolute` says whether one does).
//
// Deviations from section 4 (also in DEVIATIONS below):
//   1. Step 6: a base with a net_loc and an empty path ("http://example.com")
//      is merged as if its path were "/". Read literally, step 6 removes the
//      whole (empty) path and appends the embedded path, and step 7 writes
//      "http://example.comg"; RFC 2396's dialect and RFC 3986 section 5.2.3
//      give "http://example.com/g".
//   2. Step 7: when the result has a net_loc and something follows it (a path,
//      params or a query), a "/" is written before the path, as
//      `net_path = "//" net_loc [ abs_path ]` requires. Only step 5 against the
//      base of deviation 1 needs it: "?y" against "http://example.com" gives
//      "http://example.com/?y", where the letter of step 7 gives
//      "http://example.com?y", whose net_loc would read back as "example.com?y".
//   3. Step 7: when the path of the result begins with "/" (its first segment
//      is empty), a "." segment is put in front ("/.//g", ".//g"): the same
//      path once step 6a removes it. `path = fsegment *( "/" segment )` needs
//      a first segment that is not empty, so such a path would read back
//      otherwise: after a net_loc as absoluteURL's second, opaque branch
//      ("http://a//g", which has no net_loc), without one as a net_loc
//      ("http://g"), and as an absolute path for a relative one. Normalization
//      writes its result through the same step (readableParts), so that
//      removing dot segments cannot give a URL a net_loc or take one away.
import type { KeySpec } from "../shared/options.js";
import { UrlResolutionError } from "../errors.js";
import { removeDotSegments } from "../shared/dot-segments.js";
import {
  directoryEnd,
  mayHoldDots,
  plainMerge,
  type Cuts,
  type Merged,
} from "../shared/cut-points.js";
import type { Rfc1808URL } from "./components.js";
import { readableParts, type Rfc1808Parts } from "./serialize.js";

/**
 * RFC 1808 leaves no choice open to the resolver (unlike RFC 2396's step 6g and
 * its "backwards compatibility" for "http:g"): there are no options. The
 * parameter exists so that every dialect's `resolve` has the same shape.
 */
export type Rfc1808ResolveOptions = Readonly<Record<string, never>>;

/** What resolve, createResolver and relativize know of their options: none (an empty object, or undefined). */
export const RESOLVE_OPTIONS: KeySpec = {};

/** Where this resolver departs from section 4, and why (see the file's header). */
export const DEVIATIONS: readonly {
  readonly step: string;
  readonly summary: string;
}[] = [
  {
    step: "6",
    summary:
      'A base with a net_loc and an empty path ("http://example.com") is merged as if its path were "/": "g" gives "http://example.com/g", not "http://example.comg".',
  },
  {
    step: "7",
    summary:
      'A result with a net_loc followed by a path, params or a query gets a "/" before the path (net_path = "//" net_loc [ abs_path ]): "?y" against "http://example.com" gives "http://example.com/?y".',
  },
  {
    step: "7",
    summary:
      'A result whose path begins with "/" (an empty first segment), which would read back differently ("http://a//g" as an opaque URL without its net_loc, "http://g" with a net_loc, ".//g" as an absolute path), gets a leading "." segment: "http://a/.//g", "http:/.//g", ".//g". normalize writes its results the same way.',
  },
];

/**
 * Section 3: a base URL is absolute; the empty string is the unknown base
 * (step 1). Any other base without a scheme is a UrlResolutionError
 * ("base-not-absolute"), which createResolver throws at once (with an empty
 * reference) and resolve for the reference it was given.
 */
export function requireAbsoluteBase(
  base: Rfc1808URL,
  baseText: string,
  refText: string,
): void {
  if (baseText !== "" && base.kind !== "absolute") {
    failNotAbsolute(baseText, refText);
  }
}

/**
 * Section 4. `base` and `ref` are already parsed (step 2) from `baseText` and
 * `refText`. Returns the components of the result, which step 7 recombines
 * (`recomposeAny`): they read back as themselves.
 */
export function resolveParsed(
  base: Rfc1808URL,
  baseText: string,
  ref: Rfc1808URL,
  refText: string,
): Rfc1808Parts {
  // Step 1: The base URL is established according to the rules of Section 3.
  //   If the base URL is the empty string (unknown), the embedded URL is
  //   interpreted as an absolute URL and we are done.
  if (baseText === "") {
    return ref;
  }
  requireAbsoluteBase(base, baseText, refText);

  // Step 2: Both the base and embedded URLs are parsed into their component
  //   parts as described in Section 2.4 (done by the caller).
  //   a) If the embedded URL is entirely empty, it inherits the entire base URL
  //      (i.e., is set equal to the base URL) and we are done.
  if (refText === "") {
    return base;
  }
  //   b) If the embedded URL starts with a scheme name, it is interpreted as an
  //      absolute URL and we are done.
  if (ref.kind === "absolute") {
    return ref;
  }
  //   c) Otherwise, the embedded URL inherits the scheme of the base URL.
  if (base.form !== "generic-RL") {
    return failNotGeneric(baseText, refText);
  }
  const scheme = base.scheme;
  const { fragment } = ref;

  // Step 3: If the embedded URL's <net_loc> is non-empty, we skip to Step 7.
  //   Otherwise, the embedded URL inherits the <net_loc> (if any) of the base URL.
  const ownNetLoc = nonEmpty(ref.netLoc);
  const netLoc = ownNetLoc ? ref.netLoc : base.netLoc;

  // Step 4: If the embedded URL path is preceded by a slash "/", the path is not
  //   relative and we skip to Step 7.
  if (ownNetLoc || ref.pathAbsolute) {
    return readableParts({
      scheme,
      netLoc,
      path: ref.path,
      pathAbsolute: ref.pathAbsolute,
      params: ref.params,
      query: ref.query,
      fragment,
    });
  }

  // Step 5: If the embedded URL path is empty (and not preceded by a slash), then
  //   the embedded URL inherits the base URL path, and
  if (ref.path === "") {
    //   a) if the embedded URL's <params> is non-empty, we skip to step 7;
    //      otherwise, it inherits the <params> of the base URL (if any) and
    //   b) if the embedded URL's <query> is non-empty, we skip to step 7;
    //      otherwise, it inherits the <query> of the base URL (if any) and we
    //      skip to step 7.
    const ownParams = nonEmpty(ref.params);
    return readableParts({
      scheme,
      netLoc,
      path: base.path,
      pathAbsolute: base.pathAbsolute,
      params: ownParams ? ref.params : base.params,
      query: ownParams || nonEmpty(ref.query) ? ref.query : base.query,
      fragment,
    });
  }

  // Step 6: The last segment of the base URL's path (anything following the
  //   rightmost slash "/", or the entire path if no slash is present) is removed
  //   and the embedded URL's path is appended in its place.
  //   Deviation 1: a base with a net_loc and an empty path is merged as if its
  //   path were "/" (the empty path preceded by a slash).
  const pathAbsolute =
    base.pathAbsolute || (netLoc !== undefined && base.path === "");
  const directory = base.path.slice(0, base.path.lastIndexOf("/") + 1);
  //   The following operations are then applied, in order, to the new path
  //   (a to d: see removeDotSegments):
  //   a) All occurrences of "./", where "." is a complete path segment, are removed.
  //   b) If the path ends with "." as a complete path segment, that "." is removed.
  //   c) All occurrences of "<segment>/../", where <segment> is a complete path
  //      segment not equal to "..", are removed, leftmost first, until none is left.
  //   d) If the path ends with "<segment>/..", where <segment> is a complete path
  //      segment not equal to "..", that "<segment>/.." is removed.
  const path = removeDotSegments(directory + ref.path);

  // Step 7: The resulting URL components, including any inherited from the
  //   base URL, are recombined to give the absolute form of the embedded URL
  //   (by the caller: recomposeAny), written so that they read back
  //   (readableParts: deviations 2 and 3). So are those of steps 3 to 5.
  return readableParts({
    scheme,
    netLoc,
    path,
    pathAbsolute,
    params: ref.params,
    query: ref.query,
    fragment,
  });
}

/** Section 2.4: a component that is absent and one that is "" are both empty. */
function nonEmpty(component: string | undefined): component is string {
  return component !== undefined && component !== "";
}

/**
 * Section 3: the error of requireAbsoluteBase, for a base (not the empty
 * string) without a scheme, read from its cut points.
 */
export function failNotAbsolute(baseText: string, refText: string): never {
  throw new UrlResolutionError({
    dialect: "rfc1808",
    code: "base-not-absolute",
    base: baseText,
    reference: refText,
    message: "the base has no scheme (section 3: a base URL is absolute)",
  });
}

/** Step 2c: the error for a base that is no generic-RL. */
function failNotGeneric(baseText: string, refText: string): never {
  throw new UrlResolutionError({
    dialect: "rfc1808",
    code: "base-not-hierarchical",
    base: baseText,
    reference: refText,
    message:
      "the base is no generic-RL (section 2.2: the BNF describes the generic-RL syntax for valid base URLs)",
  });
}

/**
 * Where the params of the URL `text` cut at `c` end: at the "?" of its
 * query, else before its fragment (neither path nor params holds a "?");
 * at the path's end without a ";" there (no params: a path that runs to
 * the fragment, a net_loc's or an opaque URL's, is followed by "#" or
 * nothing).
 */
function paramsEnd(text: string, c: Cuts): number {
  if (text.charCodeAt(c.pathEnd) !== SEMICOLON) return c.pathEnd;
  const question = text.indexOf("?", c.pathEnd);
  return question < 0 || question > c.queryEnd ? c.queryEnd : question;
}

/**
 * Whether an absolute URL is absoluteURL's second branch (no generic-RL, so
 * no valid base, section 2.2): a generic-RL whose scheme is followed by "//"
 * has a net_loc (net_path, the first branch of relativeURL, then matches), so
 * a URL with "//" there and no net_loc is the second branch.
 */
function isOpaque(text: string, c: Cuts): boolean {
  return (
    c.authority < 0 &&
    text.charCodeAt(c.scheme + 1) === SLASH &&
    text.charCodeAt(c.scheme + 2) === SLASH
  );
}

/**
 * resolveParsed on the texts of the base and of the embedded URL, and their
 * cut points (src/shared/cut-points.ts: the path with the "/" that may
 * precede it, [path, pathEnd); the params and query after it, cut by
 * paramsEnd): the same URL, written by step 7 (recomposeAny and
 * readableParts) as resolveParsed's components are, at once from slices of
 * the two texts. The base is "" or absolute (the caller has checked). Where
 * the merged path of step 6 may hold dot segments, or needs deviation 3's
 * ".", the path is made as resolveParsed makes it. `merged` is scratch.
 */
export function resolveCut(
  baseText: string,
  b: Cuts,
  refText: string,
  r: Cuts,
  merged: Merged,
): string {
  // Step 1: an unknown base: the embedded URL.
  if (baseText === "") return refText;
  // Step 2a: an empty embedded URL is the base; b) one with a scheme is
  //   absolute; c) otherwise it inherits the scheme of a generic-RL base.
  if (refText === "") return baseText;
  if (r.scheme >= 0) return refText;
  if (isOpaque(baseText, b)) return failNotGeneric(baseText, refText);
  // Step 3: a non-empty <net_loc>: the base's scheme and the embedded URL.
  if (r.authority >= 0 && r.path > r.authority) {
    return baseText.slice(0, b.scheme + 1) + refText;
  }
  // Step 4: a path preceded by "/": after the base's <net_loc> (if any).
  if (refText.charCodeAt(r.path) === SLASH && r.path < r.pathEnd) {
    return baseText.slice(0, b.path) + refText.slice(r.path);
  }
  // Step 5: an empty path: the base's, and its params and query unless the
  //   embedded URL's own are non-empty.
  if (r.path === r.pathEnd) return inheritPath(baseText, b, refText, r);
  // Step 6: the base's path without its last segment, and the embedded
  //   path, its dot segments removed (a to d); deviation 1: a base with a
  //   <net_loc> and an empty path has the path "/".
  return mergeCut(baseText, b, refText, r, merged);
}

/** Step 5 and its recombination, as resolveCut writes them. */
function inheritPath(
  baseText: string,
  b: Cuts,
  refText: string,
  r: Cuts,
): string {
  const refParams = paramsEnd(refText, r);
  // a) params after the ";"; b) a query after the "?".
  const ownParams = refParams > r.pathEnd + 1;
  const ownQuery = refParams + 1 < r.queryEnd;
  if (!ownParams && !ownQuery) {
    return baseText.slice(0, b.queryEnd) + refText.slice(r.queryEnd);
  }
  // Step 7, deviation 2: a "/" between a <net_loc> and what follows it
  //   (a base with a <net_loc> and no path has no params or query).
  const head =
    b.authority >= 0 && b.path === b.pathEnd
      ? baseText.slice(0, b.pathEnd) + "/"
      : baseText.slice(0, b.pathEnd);
  if (ownParams) return head + refText.slice(r.pathEnd);
  return (
    head +
    baseText.slice(b.pathEnd, paramsEnd(baseText, b)) +
    refText.slice(refParams)
  );
}

/** Step 6 and its recombination, as resolveCut writes them. */
function mergeCut(
  baseText: string,
  b: Cuts,
  refText: string,
  r: Cuts,
  merged: Merged,
): string {
  // Deviation 1: a <net_loc> and an empty path: the directory is "/".
  const rootOnly = b.authority >= 0 && b.path === b.pathEnd;
  const absolute = rootOnly || baseText.charCodeAt(b.path) === SLASH;
  const dirEnd = directoryEnd(baseText, b.path, b.pathEnd);
  if (rootOnly) {
    if (!mayHoldDots(refText, r.path, r.pathEnd))
      return baseText.slice(0, b.path) + "/" + refText.slice(r.path);
  } else if (
    plainMerge(baseText, b, dirEnd, refText, r, false, merged) &&
    // Deviation 3 (a path that begins with "/" after the root) is not plain.
    !(
      merged.dirEnd === (absolute ? b.path + 1 : b.path) &&
      refText.charCodeAt(merged.rest) === SLASH
    )
  ) {
    // The directory, less a segment for each leading "..", and the rest.
    return baseText.slice(0, merged.dirEnd) + refText.slice(merged.rest);
  }
  // a) to d) on the path without the "/" before it.
  const text = removeDotSegments(
    baseText.slice(absolute && !rootOnly ? b.path + 1 : b.path, dirEnd) +
      refText.slice(r.path, r.pathEnd),
  );
  // Step 7, deviation 3: a "." segment before a path that begins with "/".
  return (
    baseText.slice(0, b.path) +
    (absolute ? "/" : "") +
    (text.charCodeAt(0) === SLASH ? "./" : "") +
    text +
    refText.slice(r.pathEnd)
  );
}

const SLASH = 0x2f;
const SEMICOLON = 0x3b;
