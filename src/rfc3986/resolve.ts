// Reference resolution: RFC 3986 section 5.2 (5.2.1 to 5.2.4), recomposed by
// section 5.3.
import { UrlResolutionError, type GrammarName } from "../errors.js";
import type { Rfc3986ReferenceComponents } from "./components.js";
import { removeDotSegments } from "./remove-dot-segments.js";
import { readablePath, recompose } from "./serialize.js";
import {
  directoryEnd,
  mayHoldDots,
  plainMerge,
  type Cuts,
  type Merged,
} from "../shared/cut-points.js";
import {
  BOOLEAN,
  checkOptions,
  withAliases,
  type KeySpec,
} from "../shared/options.js";

export interface Rfc3986ResolveOptions {
  /**
   * Section 5.2.2: "A non-strict parser may ignore a scheme in the reference
   * if it is identical to the base URI's scheme." true (the default): strict,
   * `http:g` against an http base is the URI `http:g`; false: the reference's
   * scheme, when it is the base's (compared case-insensitively, as schemes
   * are, section 3.1), is undefined, and `http:g` resolves as `g` does
   * (section 5.4.2: "for backward compatibility").
   */
  readonly strict?: boolean;
}

/** The base after section 5.2.1: a URI (a scheme is required), its fragment ignored. */
export type ResolutionBase = Extract<
  Rfc3986ReferenceComponents,
  { kind: "URI" }
>;

/**
 * Section 5.2.1: "only the scheme component is required to be present in a
 * base URI; the other components may be empty or undefined". A base without
 * one (a relative reference) is a UrlResolutionError; a base's fragment is
 * never read.
 */
export function requireBase(
  dialect: GrammarName,
  base: Rfc3986ReferenceComponents,
  baseText: string,
  referenceText: string,
): ResolutionBase {
  // Whether it has a scheme, whatever its kind is called (RFC 3987's "IRI").
  if (base.scheme !== undefined) return base;
  throw baseNotAbsolute(dialect, baseText, referenceText);
}

/** The error of a base without a scheme (see requireBase). */
export function baseNotAbsolute(
  dialect: GrammarName,
  baseText: string,
  referenceText: string,
): UrlResolutionError {
  return new UrlResolutionError({
    dialect,
    code: "base-not-absolute",
    base: baseText,
    reference: referenceText,
    message:
      "the base has no scheme (section 5.2.1: a base URI must have a scheme component)",
  });
}

/** What resolve, createResolver and relativize know of their options. */
export const RESOLVE_OPTIONS: KeySpec = /* @__PURE__ */ withAliases(
  { strict: BOOLEAN },
  // RFC 2396's name for the choice strict makes.
  { sameScheme: "strict" },
);

/**
 * Whether the options ask for the non-strict reading: checked (see
 * checkOptions) as the options of `fn` ("rfc3986.resolve"), own properties
 * only, and not at all when there are none.
 */
export function isStrict(
  fn: string,
  options: Rfc3986ResolveOptions | undefined,
): boolean {
  if (options === undefined) return true;
  return checkOptions(fn, options, RESOLVE_OPTIONS)?.strict !== false;
}

/**
 * Section 5.2.2, "Transform References": the target URI (T) of the reference
 * (R), already parsed, against the base (Base), recomposed by section 5.3.
 */
export function transformReference(
  base: ResolutionBase,
  r: Rfc3986ReferenceComponents,
  strict: boolean,
): string {
  // -- The URI reference is parsed into the five URI components
  // (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);
  //    (done by the caller: `r`)

  // -- A non-strict parser may ignore a scheme in the reference
  // -- if it is identical to the base URI's scheme.
  // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
  let rScheme = r.scheme;
  if (
    !strict &&
    rScheme !== undefined &&
    rScheme.toLowerCase() === base.scheme.toLowerCase()
  ) {
    rScheme = undefined;
  }

  let tScheme: string;
  let tAuthority: string | undefined;
  let tPath: string;
  let tQuery: string | undefined;
  if (rScheme !== undefined) {
    // if defined(R.scheme) then
    tScheme = rScheme;
    tAuthority = r.authority;
    tPath = removeDotSegments(r.path);
    tQuery = r.query;
  } else {
    if (r.authority !== undefined) {
      // if defined(R.authority) then
      tAuthority = r.authority;
      tPath = removeDotSegments(r.path);
      tQuery = r.query;
    } else {
      if (r.path === "") {
        // if (R.path == "") then
        tPath = base.path;
        // if defined(R.query) then T.query = R.query; else T.query = Base.query;
        tQuery = r.query !== undefined ? r.query : base.query;
      } else {
        if (r.path.charCodeAt(0) === 0x2f) {
          // if (R.path starts-with "/") then
          tPath = removeDotSegments(r.path);
        } else {
          // T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);
          tPath = removeDotSegments(merge(base, r.path));
        }
        tQuery = r.query;
      }
      // T.authority = Base.authority;
      tAuthority = base.authority;
    }
    // T.scheme = Base.scheme;
    tScheme = base.scheme;
  }
  // T.fragment = R.fragment;
  const tFragment = r.fragment;

  // Section 5.3, with the deviation readablePath documents.
  const path = readablePath(tPath, tAuthority === undefined);
  return recompose(tScheme, tAuthority, path, tQuery, tFragment);
}

/** Section 5.2.3, "Merge Paths". */
export function merge(base: ResolutionBase, referencePath: string): string {
  // o If the base URI has a defined authority component and an empty path,
  //   then return a string consisting of "/" concatenated with the
  //   reference's path; otherwise,
  if (base.authority !== undefined && base.path === "") {
    return "/" + referencePath;
  }
  // o return a string consisting of the reference's path component appended
  //   to all but the last segment of the base URI's path (i.e., excluding any
  //   characters after the right-most "/" in the base URI path, or excluding
  //   the entire base URI path if it does not contain any "/" characters).
  return base.path.slice(0, base.path.lastIndexOf("/") + 1) + referencePath;
}

/**
 * transformReference on the texts of the base and the reference and their
 * cut points (src/shared/cut-points.ts), the base's with a scheme: the same
 * target, written at once from slices of the two texts, with no component
 * made. Where a path may hold dot segments, or a merge is not a plain one
 * (a base path that is not absolute or holds a dot segment), the path is
 * made and removeDotSegments and readablePath's deviation applied to it
 * as transformReference applies them. `merged` is scratch for the merge.
 */
export function transformCut(
  base: string,
  b: Cuts,
  ref: string,
  r: Cuts,
  strict: boolean,
  merged: Merged,
): string {
  // Where the reference's components after a scheme it keeps begin: a
  // scheme that the non-strict reading ignores is not written.
  let from = 0;
  if (r.scheme >= 0) {
    if (strict || !sameScheme(base, b.scheme, ref, r.scheme)) {
      // T is R, its path without dot segments.
      return dotsRemoved("", ref, 0, r, r.authority < 0);
    }
    from = r.scheme + 1;
  }
  if (r.authority >= 0) {
    // T.scheme = Base.scheme, and the rest is R's.
    return dotsRemoved(base.slice(0, b.scheme + 1), ref, from, r, false);
  }
  if (r.path === r.pathEnd) {
    // T.path = Base.path; T.query = R.query if defined, else Base.query.
    return r.pathEnd < r.queryEnd
      ? base.slice(0, b.pathEnd) + ref.slice(r.pathEnd)
      : base.slice(0, b.queryEnd) + ref.slice(r.queryEnd);
  }
  if (ref.charCodeAt(r.path) === SLASH) {
    // T.path = remove_dot_segments(R.path), after Base's authority.
    return dotsRemoved(base.slice(0, b.path), ref, from, r, b.authority < 0);
  }
  return mergeCut(base, b, ref, r, merged);
}

/** Section 5.2.3's merge, then remove_dot_segments, as transformCut writes them. */
function mergeCut(
  base: string,
  b: Cuts,
  ref: string,
  r: Cuts,
  merged: Merged,
): string {
  if (b.authority >= 0 && b.path === b.pathEnd) {
    // "/" concatenated with the reference's path.
    if (!mayHoldDots(ref, r.path, r.pathEnd))
      return base.slice(0, b.path) + "/" + ref.slice(r.path);
    const path = removeDotSegments("/" + ref.slice(r.path, r.pathEnd));
    return base.slice(0, b.path) + path + ref.slice(r.pathEnd);
  }
  const dirEnd = directoryEnd(base, b.path, b.pathEnd);
  if (
    base.charCodeAt(b.path) === SLASH &&
    plainMerge(base, b, dirEnd, ref, r, true, merged)
  ) {
    // The directory, less a segment for each leading "..", and the rest.
    return base.slice(0, merged.dirEnd) + ref.slice(merged.rest);
  }
  const path = removeDotSegments(
    base.slice(b.path, dirEnd) + ref.slice(r.path, r.pathEnd),
  );
  return (
    base.slice(0, b.path) +
    readablePath(path, b.authority < 0) +
    ref.slice(r.pathEnd)
  );
}

/**
 * `head`, then `text` from `from` with the path of `c` without its dot
 * segments (as readablePath writes it, `noAuthority` in the target).
 */
function dotsRemoved(
  head: string,
  text: string,
  from: number,
  c: Cuts,
  noAuthority: boolean,
): string {
  if (!mayHoldDots(text, c.path, c.pathEnd))
    return head + (from === 0 ? text : text.slice(from));
  const path = removeDotSegments(text.slice(c.path, c.pathEnd));
  return (
    head +
    text.slice(from, c.path) +
    readablePath(path, noAuthority) +
    text.slice(c.pathEnd)
  );
}

/** Whether the schemes [0, baseEnd) and [0, refEnd) are one, compared case-insensitively (section 3.1). */
function sameScheme(
  base: string,
  baseEnd: number,
  ref: string,
  refEnd: number,
): boolean {
  return (
    baseEnd === refEnd &&
    ref.slice(0, refEnd).toLowerCase() === base.slice(0, baseEnd).toLowerCase()
  );
}

const SLASH = 0x2f;
