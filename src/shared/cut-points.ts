// Where a reference's components lie in its text: what resolution reads of
// each side (RFC 3986 section 5.2.1's five components, RFC 2396 section 5.2
// step 1's, RFC 1808 section 2.4's with its params after the path), as
// offsets, so that the result is written once from slices of the base and
// the reference, with no component and no typed reference made.
// The offsets come from the generated recognizer's cut points
// (generated/NAME.entry.js's peg$startCutter, on the labels compiler/facts.js
// names in CUT_LABELS), or, for a grammar without a cutter, from Appendix B's
// split of a string the grammar accepted (splitCuts). Imports no dialect.
import { requireString } from "../errors.js";
import type { AppendixBComponents } from "./appendix-b.js";

/**
 * The components of a reference, as offsets into its text. The scheme is
 * [0, scheme), the authority [authority, path), the path [path, pathEnd),
 * the query (pathEnd, queryEnd) when pathEnd < queryEnd (a "?" at pathEnd),
 * the fragment (queryEnd, length) when queryEnd < length (a "#" at
 * queryEnd). RFC 1808's path holds the "/" that may precede it, and
 * [pathEnd, queryEnd) its ";" params, then its "?" query (a net_loc holds
 * "?" and ";", so a URL without a path after its net_loc has neither).
 */
export class Cuts {
  /** The ":" that ends the scheme; -1 without a scheme. */
  scheme = -1;
  /** Where the authority begins, after "//"; -1 without an authority. */
  authority = -1;
  /** Where the path begins: after the authority, else after the scheme's ":", else 0. */
  path = 0;
  /** Where the path ends: at its "?" (RFC 1808: or ";"), else at queryEnd (an RFC 2396 opaque_part holds its "?"s). */
  pathEnd = 0;
  /** Where the query ends (or the path, without one): at the "#", else the end. */
  queryEnd = 0;
}

/**
 * The cut points of a reference into `cuts`, or the dialect's
 * UrlSyntaxError for a string outside its grammar (a TypeError, as parse's,
 * for a value that is not a string).
 */
export type CutReader = (input: string, cuts: Cuts) => void;

/**
 * A cutter of generated/NAME.entry.js (peg$startCutter): whether `source` is
 * in the language of its start rule; if so, slot i of `slots` holds where the
 * last element labelled CUT_LABELS[name][i] on the parse ended (-1 where
 * none took part).
 */
export type Cutter = (source: string, slots: Int32Array) => boolean;

// The slots of a cutter, in the order of CUT_LABELS (compiler/facts.js):
// the scheme's end, the authority's end, the path's end (RFC 2396's and
// RFC 3986's "path" labels), the end before the fragment (RFC 3986's
// optional "query" after the path, RFC 2396's "uri" before "#").
const SCHEME = 0;
const AUTHORITY = 1;
const PATH = 2;
const BEFORE_FRAGMENT = 3;
/** How many slots a cutter fills. */
export const CUT_SLOTS = 4;

/**
 * A CutReader on `cutter`; a string it rejects is `fail`ed (which throws).
 * Without a path label (RFC 2396's opaque_part, a query-only or empty
 * reference; RFC 1808's absoluteURL second branch, a net_path without an
 * abs_path), the path runs to the query's end after a scheme or an
 * authority, else is empty.
 */
export function cutReaderOf(
  cutter: Cutter,
  fail: (input: string) => never,
): CutReader {
  const slots = new Int32Array(CUT_SLOTS);
  return (input, cuts) => {
    requireString(input, "input");
    if (!cutter(input, slots)) fail(input);
    const scheme = slots[SCHEME] as number;
    const authority = slots[AUTHORITY] as number;
    const queryEnd = slots[BEFORE_FRAGMENT] as number;
    const pathEnd = slots[PATH] as number;
    cuts.scheme = scheme;
    cuts.authority = authority < 0 ? -1 : scheme + 3;
    cuts.path = authority < 0 ? scheme + 1 : authority;
    cuts.pathEnd =
      pathEnd >= 0 ? pathEnd : scheme >= 0 || authority >= 0 ? queryEnd : 0;
    cuts.queryEnd = queryEnd;
  };
}

/**
 * Appendix B's split (RFC 2396 and RFC 3986 give the same expression) of a
 * string that the grammar accepted, where it gives the grammar's components:
 * a scheme, then "//" and an authority up to the first "/", "?" or "#",
 * the path to the first "?" or "#", the query to the first "#". With
 * `opaque` (RFC 2396), a scheme not followed by "/" is followed by an
 * opaque_part, which runs to the "#".
 */
export function splitCuts(input: string, cuts: Cuts, opaque: boolean): void {
  const length = input.length;
  let scheme = -1;
  if (isAlpha(input.charCodeAt(0))) {
    for (let i = 1; i < length; i++) {
      const c = input.charCodeAt(i);
      if (c === COLON) {
        scheme = i;
        break;
      }
      if (c === SLASH || c === QUESTION || c === HASH) break;
    }
  }
  let at = scheme + 1;
  let queryEnd = input.indexOf("#", at);
  if (queryEnd < 0) queryEnd = length;
  let pathEnd = input.indexOf("?", at);
  if (
    pathEnd < 0 ||
    pathEnd > queryEnd ||
    (opaque && scheme >= 0 && input.charCodeAt(at) !== SLASH)
  )
    pathEnd = queryEnd;
  let authority = -1;
  if (input.charCodeAt(at) === SLASH && input.charCodeAt(at + 1) === SLASH) {
    authority = at + 2;
    at = input.indexOf("/", authority);
    if (at < 0 || at > pathEnd) at = pathEnd;
  }
  cuts.scheme = scheme;
  cuts.authority = authority;
  cuts.path = at;
  cuts.pathEnd = pathEnd;
  cuts.queryEnd = queryEnd;
}

/**
 * The cut points of a reference whose components (RFC 3986 section 5.2.1's
 * five, as parse gives them) are `c`: each is the text between its
 * delimiters, so their lengths place them.
 */
export function cutsOfComponents(
  c: Omit<AppendixBComponents, "fragment">,
  cuts: Cuts,
): void {
  const scheme = c.scheme === undefined ? -1 : c.scheme.length;
  const authority = c.authority === undefined ? -1 : scheme + 3;
  const path =
    c.authority === undefined ? scheme + 1 : authority + c.authority.length;
  const pathEnd = path + c.path.length;
  cuts.scheme = scheme;
  cuts.authority = authority;
  cuts.path = path;
  cuts.pathEnd = pathEnd;
  cuts.queryEnd =
    c.query === undefined ? pathEnd : pathEnd + 1 + c.query.length;
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Whether `text`'s [start, end) may hold a "." or ".." path segment: a
 * segment there begins with "." (at `start`, or after a "/"). (True does
 * not mean there is one; false means there is none.) One search for "." in
 * most paths, which hold none before their last segment.
 */
export function mayHoldDots(text: string, start: number, end: number): boolean {
  let at = text.indexOf(".", start);
  while (at >= 0 && at < end) {
    if (at === start || text.charCodeAt(at - 1) === SLASH) return true;
    at = text.indexOf(".", at + 1);
  }
  return false;
}

/**
 * The end of the directory of the path [start, end) of `text`: the offset
 * after its last "/" (start when it has none).
 */
export function directoryEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start && text.charCodeAt(at - 1) !== SLASH) at--;
  return at;
}

/**
 * Where a merge by takeLeadingDots left off: the end of the base's
 * directory once the reference's leading dot segments are taken off it, and
 * where the rest of the reference's path begins.
 */
export class Merged {
  dirEnd = 0;
  rest = 0;
}

/**
 * The leading "." and ".." segments of the relative path [start, end) of
 * `ref`, taken off the directory [dirStart, dirEnd) of `base` (which holds
 * no dot segment and ends with "/": an absolute path's, which begins with
 * "/", or an RFC 1808 relative path's, which may also be empty) as
 * remove_dot_segments takes them off the merged path (RFC 3986 section
 * 5.2.4; RFC 2396 section 5.2 step 6 c to f and RFC 1808 section 4 step 6
 * alike): "./" and a final "." are dropped, "../" and a final ".." remove
 * the directory's last segment. Into `merged`; false (and `merged` unset)
 * when a ".." finds no segment to remove and `aboveRoot` is false (RFC 2396
 * and RFC 1808 keep such a ".."; RFC 3986 drops it).
 */
export function takeLeadingDots(
  base: string,
  dirStart: number,
  dirEnd: number,
  ref: string,
  start: number,
  end: number,
  aboveRoot: boolean,
  merged: Merged,
): boolean {
  let at = start;
  let dir = dirEnd;
  while (at < end && ref.charCodeAt(at) === DOT) {
    const next = at + 1 < end ? ref.charCodeAt(at + 1) : -1;
    if (next === SLASH || next === -1) {
      at += next === -1 ? 1 : 2;
      continue;
    }
    if (next !== DOT) break;
    const third = at + 2 < end ? ref.charCodeAt(at + 2) : -1;
    if (third !== SLASH && third !== -1) break;
    if (dir - dirStart > 1) dir = directoryEnd(base, dirStart, dir - 1);
    else if (!aboveRoot) return false;
    at += third === -1 ? 2 : 3;
  }
  merged.dirEnd = dir;
  merged.rest = at;
  return true;
}

const DOT = 0x2e;
/**
 * Whether the merge of the reference's path [r.path, r.pathEnd) onto the
 * base's directory [b.path, dirEnd) is plain: neither holds a dot segment
 * but the reference's leading ones (takeLeadingDots, `aboveRoot` as there),
 * and the target's path is no "//..." without an authority (which the
 * dialects write otherwise). Then the target is `base.slice(0,
 * merged.dirEnd) + ref.slice(merged.rest)`.
 */
export function plainMerge(
  base: string,
  b: Cuts,
  dirEnd: number,
  ref: string,
  r: Cuts,
  aboveRoot: boolean,
  merged: Merged,
): boolean {
  return (
    !mayHoldDots(base, b.path, dirEnd) &&
    takeLeadingDots(
      base,
      b.path,
      dirEnd,
      ref,
      r.path,
      r.pathEnd,
      aboveRoot,
      merged,
    ) &&
    !mayHoldDots(ref, merged.rest, r.pathEnd) &&
    !(
      b.authority < 0 &&
      merged.dirEnd === b.path + 1 &&
      ref.charCodeAt(merged.rest) === SLASH
    )
  );
}

const SLASH = 0x2f;
const COLON = 0x3a;
const QUESTION = 0x3f;
const HASH = 0x23;
