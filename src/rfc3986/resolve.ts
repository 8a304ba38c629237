// Reference resolution: RFC 3986 section 5.2 (5.2.1 to 5.2.4), recomposed by
// section 5.3.
import { UrlResolutionError, type GrammarName } from "../errors.js";
import type { Rfc3986ReferenceComponents } from "./components.js";
import { removeDotSegments } from "./remove-dot-segments.js";
import { recomposeComputed } from "./serialize.js";
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
  if (base.kind === "URI") return base;
  throw new UrlResolutionError({
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

  // Section 5.3, with the deviation recomposeComputed documents.
  return recomposeComputed(tScheme, tAuthority, tPath, tQuery, tFragment);
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
