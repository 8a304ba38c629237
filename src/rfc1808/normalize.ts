// Normalization and equivalence under RFC 1808. The RFC has no section on
// equivalence; what it and RFC 1738 (which it builds on) do say is applied:
//   - section 2.4: an empty params, query or fragment is the same as none
//     ("If the ... is the last character, or no ... is present, then the ...
//     is empty"), so ";", "?" and "#" with nothing after them are dropped
//     (except where that would leave the entirely empty URL, see below);
//   - RFC 1738 section 5: "the scheme is in lower case; interpreters should use
//     case-ignore", so the scheme is lowercased;
//   - RFC 1738 section 3.1: a host is a domain name (RFC 1034, where case does
//     not matter) or a hostnumber, and "Most schemes designate protocols that
//     have a default port number": in a net_loc that is a login, a hostname is
//     lowercased and a port equal to the scheme's default is dropped with its
//     ":", another written without leading zeros (normalPort in
//     shared/default-ports.ts, the rule every dialect shares);
//   - an escape stands for its octet whatever the case of its hex digits, so
//     they are uppercased.
// The rest follows the options.
import { normalPort } from "../shared/default-ports.js";
import { removeDotSegments as removeDots } from "../shared/dot-segments.js";
import type { Rfc1808URL } from "./components.js";
import { normalizeEscapes } from "../shared/escaping.js";
import { own } from "../shared/own.js";
import { firstThatGainsNothing } from "../shared/structure.js";
import {
  DECODE_AND_DOT_SEGMENT_OPTIONS,
  type KeySpec,
} from "../shared/options.js";
import { UNRESERVED_SET } from "./escape.js";

import {
  readableParts,
  recompose,
  recomposeOpaque,
  type Rfc1808Parts,
} from "./serialize.js";

/** Escapes in normal form, with this dialect's unreserved characters. */
const normalizeEscapesWith = (
  text: string,
  decodeUnreserved: boolean,
): string => normalizeEscapes(text, UNRESERVED_SET, decodeUnreserved);

export interface Rfc1808NormalizeOptions {
  /**
   * Decode escapes of unreserved characters ("%41" becomes "A"). RFC 1738
   * section 2.2 lets unreserved characters be written either way but does not
   * say the two are equivalent for every scheme, so it is off by default.
   */
  readonly decodeUnreserved?: boolean;
  /**
   * Apply section 4 step 6's rewrites (a to d) to the path of an absolute URL
   * whose path is preceded by a slash. Off by default: RFC 1808 does not say
   * that dot segments are equivalent outside resolution.
   */
  readonly removeDotSegments?: boolean;
}

/** What normalize and equivalent know of their options. */
export const NORMALIZE_OPTIONS: KeySpec = DECODE_AND_DOT_SEGMENT_OPTIONS;

/** Reads a URL's text; given by the module, which owns the parser. */
export type URLParser = (text: string) => Rfc1808URL;

/**
 * The normal form of `text` (see the file's header), in two stages: first the
 * escapes of every component, then, on the URL read again, the cases, the port
 * and the empty components. Decoding an escape can change what a net_loc is
 * ("h%41" is no RFC 1738 host, "hA" is), so the second stage reads the result
 * of the first, and a net_loc that decoding would make a login keeps its
 * escapes: a normalization gives no URL a host or a port it did not have.
 * Returns the components, which read back as themselves (readableParts, as
 * resolution's step 7 writes them).
 */
export function normalizeURL(
  text: string,
  parseURL: URLParser,
  options: Rfc1808NormalizeOptions = {},
): Rfc1808Parts {
  const url = parseURL(text);
  const decode = own(options, "decodeUnreserved") === true;
  // Decoding may make a net_loc a login ("%65vil.com", "h:%38%30"): then the
  // net_loc's escapes stay as written, and if the URL still gains a host or a
  // port, every escape does (src/shared/structure.ts).
  const escaped = firstThatGainsNothing(url, GAINED, [
    () => parseURL(normalizeEscapesIn(url, decode, decode)),
    () => parseURL(normalizeEscapesIn(url, decode, false)),
    () => parseURL(normalizeEscapesIn(url, false, false)),
  ]);
  return normalizeStructure(escaped, options);
}

/** What decoding may not give a URL (see src/shared/structure.ts). */
const GAINED = ["netLoc", "host", "port"];

/** Stage 1: the hex digits of every escape uppercased, and unreserved characters decoded if asked. */
function normalizeEscapesIn(
  url: Rfc1808URL,
  decodeUnreserved: boolean,
  decodeNetLoc: boolean,
): string {
  const escapes = (text: string): string =>
    normalizeEscapesWith(text, decodeUnreserved);
  const maybe = (text: string | undefined): string | undefined =>
    text === undefined ? undefined : escapes(text);
  if (url.form === "opaque") {
    return recomposeOpaque({
      scheme: url.scheme,
      opaque: escapes(url.opaque),
      fragment: maybe(url.fragment),
    });
  }
  let path = escapes(url.path);
  const colon = url.path.indexOf(":");
  if (
    url.form === "rel_path" &&
    colon >= 0 &&
    !url.path.slice(0, colon).includes("/")
  ) {
    // Section 2.4.2 reads "scheme characters, then ':'" as a scheme: decoding
    // the text before the first ":" of a relative path ("%41:") could make one.
    path =
      normalizeEscapesWith(url.path.slice(0, colon), false) +
      escapes(url.path.slice(colon));
  }
  return recompose({
    scheme: url.scheme,
    netLoc:
      url.netLoc === undefined
        ? undefined
        : normalizeEscapesWith(url.netLoc, decodeNetLoc),
    path,
    pathAbsolute: url.pathAbsolute,
    params: maybe(url.params),
    query: maybe(url.query),
    fragment: maybe(url.fragment),
  });
}

/** Stage 2: cases, the default port, empty components, and dot segments if asked. */
function normalizeStructure(
  url: Rfc1808URL,
  options: Rfc1808NormalizeOptions,
): Rfc1808Parts {
  const empty = (text: string | undefined): boolean =>
    text === undefined || text === "";
  // Section 4 step 2a treats the entirely empty URL apart (it keeps the base's
  // fragment), so a relative URL made only of empty components (";", "?#")
  // keeps its separators: dropping them would make it entirely empty.
  const onlyEmpty =
    url.kind === "relative" &&
    url.netLoc === undefined &&
    !url.pathAbsolute &&
    url.path === "" &&
    empty(url.params) &&
    empty(url.query) &&
    empty(url.fragment);
  /** Section 2.4: empty is the same as absent. */
  const nonEmpty = (text: string | undefined): string | undefined =>
    text === "" && !onlyEmpty ? undefined : text;
  const scheme = url.scheme?.toLowerCase();
  const fragment = nonEmpty(url.fragment);

  if (url.form === "opaque") {
    return { scheme: url.scheme.toLowerCase(), opaque: url.opaque, fragment };
  }

  let netLoc = url.netLoc;
  if (url.netLocKind === "login") {
    const port = normalPort(scheme, url.port);
    const credentials =
      url.user === undefined
        ? ""
        : url.user +
          (url.password === undefined ? "" : `:${url.password}`) +
          "@";
    netLoc =
      credentials +
      (url.hostKind === "hostname" ? url.host.toLowerCase() : url.host) +
      (port === undefined ? "" : `:${port}`);
  }

  let path = url.path;
  if (
    own(options, "removeDotSegments") === true &&
    url.kind === "absolute" &&
    url.pathAbsolute
  ) {
    path = removeDots(path);
  }
  return readableParts({
    scheme,
    netLoc,
    path,
    pathAbsolute: url.pathAbsolute,
    params: nonEmpty(url.params),
    query: nonEmpty(url.query),
    fragment,
  });
}
