// Resolving relative references: RFC 2396 section 5.2, steps 1 to 7.
import { UrlResolutionError, type GrammarName } from "../errors.js";
import { own } from "../shared/own.js";
import { oneOf, withAliases, type KeySpec } from "../shared/options.js";
import {
  leadingDotDotCount,
  removeDotSegments,
} from "../shared/dot-segments.js";
import type { Rfc2396ReferenceComponents } from "./components.js";
import { readableParts, type Rfc2396Parts } from "./serialize.js";
import {
  Cuts,
  directoryEnd,
  mayHoldDots,
  plainMerge,
  type CutReader,
  type Merged,
} from "../shared/cut-points.js";

export interface Rfc2396ResolveOptions {
  /**
   * Step 6g: what to do when the merged path still begins with ".." segments
   * (more ".." than the base path has levels).
   * - "keep" (default): keep them in the path, as Appendix C's abnormal examples
   *   show (`../../../g` gives `http://a/../g`);
   * - "remove": discard them (`http://a/g`);
   * - "error": throw a UrlResolutionError with code "dot-segments-above-root".
   */
  readonly leftoverDotSegments?: "keep" | "remove" | "error";
  /**
   * Step 3: a reference that carries the base's own scheme (`http:g`).
   * - "absolute" (default, "for validating parsers"): it is an absolute URI;
   * - "relative" ("for backwards compatibility"): when the scheme matches the
   *   base's (case-insensitively) and is one of HIERARCHICAL_SCHEMES, the scheme
   *   is removed and the rest resolved as a relative reference.
   */
  readonly sameScheme?: "absolute" | "relative";
}

/** What resolve, createResolver and relativize know of their options. */
export const RESOLVE_OPTIONS: KeySpec = /* @__PURE__ */ withAliases(
  {
    leftoverDotSegments: /* @__PURE__ */ oneOf(["keep", "remove", "error"]),
    sameScheme: /* @__PURE__ */ oneOf(["absolute", "relative"]),
  },
  // RFC 3986's name for the choice sameScheme makes.
  { strict: "sameScheme" },
);

/**
 * Schemes "known to always use the <hier_part> syntax" (step 3): those RFC 1738
 * gives a "//" form, and https.
 */
export const HIERARCHICAL_SCHEMES: ReadonlySet<string> = new Set([
  "ftp",
  "file",
  "gopher",
  "http",
  "https",
  "nntp",
  "prospero",
  "telnet",
  "wais",
]);

/** Parses a reference's text for step 1; given by the module, which owns the parser. */
export type ReferenceParser = (text: string) => Rfc2396ReferenceComponents;

/** What the resolution reads of a reference: its components, not its segments. */
type Reference = Rfc2396ReferenceComponents;

const NO_OPTIONS: Rfc2396ResolveOptions = {};

/**
 * Section 5.2. `base` must be an absolute URI (its fragment is ignored);
 * `ref` is the reference, already parsed (step 1) from `refText`. Errors name
 * `dialect` (RFC 2396, or a variant of it). Returns the components of the
 * result, which step 7 recombines (`recompose`): they read back as themselves.
 */
export function resolveParsed(
  dialect: GrammarName,
  base: Reference,
  baseText: string,
  ref: Reference,
  refText: string,
  parseReference: ReferenceParser,
  options: Rfc2396ResolveOptions = NO_OPTIONS,
): Rfc2396Parts {
  requireAbsoluteBase(dialect, base, baseText, refText);

  // 1) The URI reference is parsed into the potential four components and
  //    fragment identifier (done by the caller: `ref`).

  // 2) If the path component is empty and the scheme, authority, and query
  //    components are undefined, then it is a reference to the current document
  //    and we are done: the base without its fragment, with the reference's.
  if (ref.form === "same-document") {
    return {
      scheme: base.scheme,
      authority: base.authority,
      path: base.path,
      query: base.query,
      fragment: ref.fragment,
    };
  }
  //    Otherwise, the reference URI's query and fragment components are defined
  //    as found (or not found) within the URI reference.
  const fragment = ref.fragment;

  // 3) If the scheme component is defined, the reference is an absolute URI and
  //    we are done. Otherwise, the scheme is inherited from the base URI.
  if (ref.kind === "absolute") {
    const backwardsCompatible =
      own(options, "sameScheme") === "relative" &&
      ref.scheme.toLowerCase() === base.scheme.toLowerCase() &&
      HIERARCHICAL_SCHEMES.has(ref.scheme.toLowerCase()) &&
      base.form === "hierarchical";
    if (!backwardsCompatible) {
      return ref;
    }
    //    For backwards compatibility: remove the scheme and continue with the
    //    steps below for the rest, if the rest is a relative reference.
    const rest = parseReference(refText.slice(ref.scheme.length + 1));
    if (rest.kind === "absolute") {
      return ref;
    }
    return resolveParsed(
      dialect,
      base,
      baseText,
      rest,
      refText,
      parseReference,
      options,
    );
  }
  if (base.form !== "hierarchical") {
    return failResolution(
      dialect,
      baseText,
      refText,
      "base-not-hierarchical",
      "the base is opaque, so it has no hierarchy to be relative to (section 5)",
    );
  }
  const scheme = base.scheme;

  // 4) If the authority component is defined, then the reference is a
  //    network-path and we skip to step 7. Otherwise, the authority is inherited
  //    from the base URI's authority component.
  const authority = ref.authority ?? base.authority;

  // 5) If the path component begins with a slash character ("/"), then the
  //    reference is an absolute-path and we skip to step 7.
  if (ref.authority !== undefined || ref.path.startsWith("/")) {
    return readableParts({
      scheme,
      authority,
      path: ref.path,
      query: ref.query,
      fragment,
    });
  }

  // 6) A relative-path reference: merge it with the base URI's path.
  //    a) All but the last segment of the base URI's path component is copied to
  //       the buffer. Deviation: a base with an authority and an empty path
  //       ("http://example.com") is read as having the path "/", so that the
  //       reference cannot be glued to the authority (RFC 3986 section 5.2.3).
  const basePath = base.path === "" ? "/" : base.path;
  const directory = basePath.slice(1, basePath.lastIndexOf("/") + 1);
  //    b) The reference's path component is appended to the buffer.
  //    The buffer always begins with "/"; we keep its text after that slash.
  //    c) to f): see removeDotSegments.
  let text = removeDotSegments(directory + ref.path);
  //    g) If the resulting buffer string still begins with one or more complete
  //       path segments of "..", then the reference is considered to be in error.
  const leftover = leadingDotDotCount(text);
  if (leftover > 0) {
    const policy = own(options, "leftoverDotSegments") ?? "keep";
    if (policy === "error") {
      return failResolution(
        dialect,
        baseText,
        refText,
        "dot-segments-above-root",
        `${leftover} ".." segment(s) would climb above the root of the base path`,
      );
    }
    if (policy === "remove") {
      text = text.slice(Math.min(3 * leftover, text.length)); // each "../"
    }
  }
  //    h) The remaining buffer string is the reference URI's new path.
  const path = "/" + text;

  // 7) The resulting URI components, including any inherited from the base
  //    URI, are recombined to give the absolute form of the URI reference (by
  //    the caller: recompose), written so that they read back (readableParts).
  return readableParts({ scheme, authority, path, query: ref.query, fragment });
}

/**
 * Section 5.1: a base URI is absolute. A base without a scheme is a
 * UrlResolutionError ("base-not-absolute"), which createResolver throws at
 * once (with an empty reference) and resolve for the reference it was given.
 */
export function requireAbsoluteBase(
  dialect: GrammarName,
  base: Reference,
  baseText: string,
  refText: string,
): asserts base is Extract<Reference, { readonly kind: "absolute" }> {
  if (base.kind !== "absolute") failNotAbsolute(dialect, baseText, refText);
}

/** Throws requireAbsoluteBase's error for a base without a scheme. */
export function failNotAbsolute(
  dialect: GrammarName,
  baseText: string,
  refText: string,
): never {
  return failResolution(
    dialect,
    baseText,
    refText,
    "base-not-absolute",
    "the base has no scheme (section 5.1: a base URI is absolute)",
  );
}

function failResolution(
  dialect: GrammarName,
  base: string,
  reference: string,
  code: UrlResolutionError["code"],
  message: string,
): never {
  throw new UrlResolutionError({
    dialect,
    code,
    base,
    reference,
    message,
  });
}

/**
 * resolveParsed on the texts of the base (absolute: the caller has checked)
 * and of the reference, and their cut points (src/shared/cut-points.ts): the
 * same target, recombined by step 7 as recompose writes it, written at once
 * from slices of the two texts. Where the merged path may hold dot segments
 * or a ".." left above the root, or is not a plain merge, the buffer of step
 * 6 is made and rewritten as resolveParsed rewrites it. `refText` is the
 * reference as given (`ref` is its rest after a scheme step 3 removes),
 * which errors name; `read` reads that rest; `merged` is scratch.
 */
export function resolveCut(
  dialect: GrammarName,
  base: string,
  b: Cuts,
  ref: string,
  r: Cuts,
  refText: string,
  read: CutReader,
  options: Rfc2396ResolveOptions,
  merged: Merged,
): string {
  // 2) A reference to the current document: the base, with the reference's
  //    fragment.
  if (r.scheme < 0 && r.authority < 0 && r.queryEnd === 0) {
    return base.slice(0, b.queryEnd) + ref;
  }
  const hierarchical = base.charCodeAt(b.scheme + 1) === SLASH;
  // 3) An absolute URI is the target, unless read as relative for backwards
  //    compatibility.
  if (r.scheme >= 0) {
    const scheme = ref.slice(0, r.scheme).toLowerCase();
    if (
      own(options, "sameScheme") !== "relative" ||
      scheme !== base.slice(0, b.scheme).toLowerCase() ||
      !HIERARCHICAL_SCHEMES.has(scheme) ||
      !hierarchical
    ) {
      return ref;
    }
    const rest = ref.slice(r.scheme + 1);
    const restCuts = new Cuts();
    read(rest, restCuts);
    if (restCuts.scheme >= 0) return ref;
    return resolveCut(
      dialect,
      base,
      b,
      rest,
      restCuts,
      refText,
      read,
      options,
      merged,
    );
  }
  if (!hierarchical) {
    return failResolution(
      dialect,
      base,
      refText,
      "base-not-hierarchical",
      "the base is opaque, so it has no hierarchy to be relative to (section 5)",
    );
  }
  // 4) A network-path: the base's scheme and the rest of the reference.
  if (r.authority >= 0) return base.slice(0, b.scheme + 1) + ref;
  // 5) An absolute-path: after the base's authority.
  if (ref.charCodeAt(r.path) === SLASH) return base.slice(0, b.path) + ref;
  // 6) A relative-path: merged with the base's directory.
  return mergeCut(dialect, base, b, ref, r, refText, options, merged);
}

/** Step 6 and its recombination, as resolveCut writes them. */
function mergeCut(
  dialect: GrammarName,
  base: string,
  b: Cuts,
  ref: string,
  r: Cuts,
  refText: string,
  options: Rfc2396ResolveOptions,
  merged: Merged,
): string {
  const empty = b.path === b.pathEnd; // read as "/" (see resolveParsed)
  const dirEnd = empty ? b.path : directoryEnd(base, b.path, b.pathEnd);
  if (empty) {
    if (!mayHoldDots(ref, r.path, r.pathEnd))
      return base.slice(0, b.path) + "/" + ref.slice(r.path);
  } else if (plainMerge(base, b, dirEnd, ref, r, false, merged)) {
    // The directory, less a segment for each leading "..", and the rest.
    return base.slice(0, merged.dirEnd) + ref.slice(merged.rest);
  }
  // a) and b): the buffer, its text after the leading "/".
  let text = removeDotSegments(
    (empty ? "" : base.slice(b.path + 1, dirEnd)) +
      ref.slice(r.path, r.pathEnd),
  );
  // g) leading ".." segments.
  const leftover = leadingDotDotCount(text);
  if (leftover > 0) {
    const policy = own(options, "leftoverDotSegments") ?? "keep";
    if (policy === "error") {
      return failResolution(
        dialect,
        base,
        refText,
        "dot-segments-above-root",
        `${leftover} ".." segment(s) would climb above the root of the base path`,
      );
    }
    if (policy === "remove") {
      text = text.slice(Math.min(3 * leftover, text.length)); // each "../"
    }
  }
  // h) and 7), written so as to read back (readableParts).
  const path =
    b.authority < 0 && text.charCodeAt(0) === SLASH ? "/./" + text : "/" + text;
  return base.slice(0, b.path) + path + ref.slice(r.pathEnd);
}

const SLASH = 0x2f;
