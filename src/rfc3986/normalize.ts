// Normalization and equivalence: RFC 3986 section 6.2, the comparison ladder.
// Each rung is an option: section 6.2.2's syntax-based normalization (case,
// percent-encoding, path segments) is on by default, section 6.2.3's
// scheme-based normalization is off by default ("Implementations may use
// scheme-specific rules, at further processing cost").
//
// The order of the rungs: case normalization (6.2.2.1) and path segment
// normalization (6.2.2.3) act on the text as written, and percent-encoding
// normalization (6.2.2.2) comes after dot-segment removal: decoding never
// happens before it. A segment that percent-encoding normalization would turn
// into "." or ".." ("%2E%2E") keeps its percent-encodings (their hex digits
// uppercased): decoding it after removal would make a dot segment that removal
// never saw, which a second normalization (or a resolver) would then act on, so
// "/a/%2E%2E/b" stays as it is rather than climbing to "/b". Section 2.3 calls
// "%2E" and "." equivalent; equivalent() does not claim that one equivalence,
// the safe side for a reader who compares paths. Hosts are decoded before they
// are lowercased ("%41" becomes "a", not "A"). In this order normalize is
// idempotent: normalize(normalize(s)) === normalize(s) for every option set.
import { normalPort } from "../shared/default-ports.js";
import { normalizeEscapes } from "../shared/escaping.js";
import type { Rfc3986FamilyReference } from "./components.js";
import { UNRESERVED_SET } from "./escape.js";
import { removeDotSegments } from "./remove-dot-segments.js";
import { readablePath, recompose } from "./serialize.js";
import {
  BOOLEAN,
  checkOptions,
  withAliases,
  type KeySpec,
} from "../shared/options.js";

export interface Rfc3986NormalizeOptions {
  /**
   * Section 6.2.2.1, case normalization (default true): the scheme and the
   * host are lowercased, and the hexadecimal digits of every percent-encoding
   * are uppercased ("%3a" becomes "%3A"). Other components keep their case.
   */
  readonly caseNormalization?: boolean;
  /**
   * Section 6.2.2.2, percent-encoding normalization (default true): a
   * percent-encoded octet that is an unreserved character is decoded ("%7E"
   * becomes "~", "%41" becomes "A", "%2E" becomes ".").
   */
  readonly percentEncodingNormalization?: boolean;
  /**
   * Section 6.2.2.3, path segment normalization (default true):
   * remove_dot_segments (section 5.2.4) is applied to the path, wherever
   * section 5.2.2 would apply it to the reference's own path: in a URI, and in
   * a relative reference with an authority or a path that begins with "/". A
   * relative-path reference keeps its dot segments: they stand for levels of a
   * base it does not have ("../g" is not "g").
   */
  readonly pathSegmentNormalization?: boolean;
  /**
   * Section 6.2.3, scheme-based normalization (default false), where there is
   * an authority: an empty path becomes "/" ("In general, a URI that uses the
   * generic syntax for authority with an empty path should be normalized to a
   * path of "/""), and a ":" with an empty port, or with the scheme's default
   * port (src/shared/default-ports.ts), is removed, and another port is
   * written without leading zeros (a port is a number, section 3.2.3).
   */
  readonly schemeBasedNormalization?: boolean;
}

/**
 * What normalize and equivalent know of their options: section 6.2's rungs,
 * then `more` (RFC 3987's).
 */
export function normalizeSpec(more?: KeySpec): KeySpec {
  return withAliases(
    {
      caseNormalization: BOOLEAN,
      percentEncodingNormalization: BOOLEAN,
      pathSegmentNormalization: BOOLEAN,
      schemeBasedNormalization: BOOLEAN,
      ...more,
    },
    // RFC 2396's and RFC 1808's names.
    {
      removeDotSegments: "pathSegmentNormalization",
      decodeUnreserved: "percentEncodingNormalization",
    },
  );
}

const NORMALIZE_OPTIONS = /* @__PURE__ */ normalizeSpec();

/** The options of `fn` ("rfc3986.normalize"), checked (see checkOptions). */
export function normalizeOptions(
  fn: string,
  options: Rfc3986NormalizeOptions | undefined,
): Rfc3986NormalizeOptions | undefined {
  return checkOptions(fn, options, NORMALIZE_OPTIONS);
}

/**
 * 6.2.2.2 where `decode` (an unreserved character's percent-encoding
 * decoded), and the hex digits of 6.2.2.1 where `upper`, in one pass over
 * `text`.
 */
function escapes(text: string, decode: boolean, upper: boolean): string {
  return normalizeEscapes(text, UNRESERVED_SET, decode, upper);
}

/**
 * Section 6.2.2 and 6.2.3 applied to a parsed reference, recomposed (section
 * 5.3). The options are checked already (normalizeOptions).
 */
export function normalizeReference(
  ref: Rfc3986FamilyReference,
  options?: Rfc3986NormalizeOptions,
): string {
  // Each option given, else its default.
  const caseNormalization = options?.caseNormalization ?? true;
  const percentEncoding = options?.percentEncodingNormalization ?? true;
  const pathSegments = options?.pathSegmentNormalization ?? true;
  const schemeBased = options?.schemeBasedNormalization ?? false;
  const encodings = (text: string): string =>
    escapes(text, percentEncoding, caseNormalization);
  const optional = (text: string | undefined): string | undefined =>
    text === undefined ? undefined : encodings(text);

  // 6.2.2.1: "the scheme and host are case-insensitive and therefore should
  // be normalized to lowercase".
  const scheme =
    ref.scheme !== undefined && caseNormalization
      ? ref.scheme.toLowerCase()
      : ref.scheme;

  let authority: string | undefined;
  if (ref.authority !== undefined) {
    // 6.2.3: "an explicit ":port", for which the port is empty or the default
    // for the scheme, is equivalent to one where the port and its ":"
    // delimiter are elided and thus should be removed". A port is "a port
    // number in decimal" (section 3.2.3): its leading zeros go too
    // (normalPort, the rule every dialect shares).
    const port = schemeBased ? normalPort(scheme, ref.port) : ref.port;
    authority =
      (ref.userinfo === undefined ? "" : encodings(ref.userinfo) + "@") +
      normalizeHost(ref.host, percentEncoding, caseNormalization) +
      (port === undefined ? "" : ":" + port);
  }

  let path = ref.path;
  // 6.2.2.3: "URI normalizers should remove dot-segments by applying the
  // remove_dot_segments algorithm to the path".
  if (
    pathSegments &&
    (ref.scheme !== undefined ||
      ref.authority !== undefined ||
      path.charCodeAt(0) === 0x2f) // "/"
  ) {
    path = removeDotSegments(path);
  }
  path = pathEncodings(path, percentEncoding, caseNormalization);
  // 6.2.3: an empty path with an authority "should be normalized to a path of "/"".
  if (schemeBased && authority !== undefined && path === "") path = "/";

  return recompose(
    scheme,
    authority,
    readablePath(path, authority === undefined),
    optional(ref.query),
    optional(ref.fragment),
  );
}

/**
 * 6.2.2.2 and the hex digits of 6.2.2.1 in a path, segment by segment, after
 * dot-segment removal: a segment whose decoding would be "." or ".." keeps its
 * percent-encodings (see the header).
 */
function pathEncodings(
  path: string,
  percentEncoding: boolean,
  caseNormalization: boolean,
): string {
  if (!path.includes("%")) return path;
  const decoded = escapes(path, percentEncoding, caseNormalization);
  if (!percentEncoding || !decoded.includes(".")) return decoded;
  const written = path.split("/");
  const segments = decoded.split("/");
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if ((segment === "." || segment === "..") && written[i] !== segment) {
      segments[i] = escapes(written[i] as string, false, caseNormalization);
    }
  }
  return segments.join("/");
}

/**
 * The host, normalized: a reg-name's unreserved percent-encodings decoded
 * (6.2.2.2), then the host lowercased and its remaining percent-encodings'
 * hex digits uppercased (6.2.2.1). An IP-literal's hex digits (and an
 * IPvFuture's text) are lowercased too: the whole host is case-insensitive.
 */
function normalizeHost(
  host: NonNullable<Rfc3986FamilyReference["host"]>,
  percentEncoding: boolean,
  caseNormalization: boolean,
): string {
  if (host.type !== "reg-name" && host.type !== "ireg-name") {
    // An IP-literal holds a "%" only in RFC 6874's grammar, before a zone
    // identifier ("[fe80::1%25eth0]"). RFC 6874 says nothing of its case, and
    // RFC 4007 (section 11) leaves its form to the system, whose interface
    // names are case-sensitive: it keeps its case, and only its
    // percent-encodings are normalized (as 6.2.2.1 and 6.2.2.2 say).
    const zone = host.text.indexOf("%25");
    if (zone < 0)
      return caseNormalization ? host.text.toLowerCase() : host.text;
    const address = host.text.slice(0, zone + 3);
    return (
      (caseNormalization ? address.toLowerCase() : address) +
      escapes(
        host.text.slice(zone + 3, -1),
        percentEncoding,
        caseNormalization,
      ) +
      "]"
    );
  }
  const decoded = escapes(host.text, percentEncoding, false);
  // RFC 3987's ireg-name: only a host of US-ASCII alone is case-insensitive
  // (its section 5.3.2.1); one with other characters, or escapes of octets
  // beyond ASCII (UTF-8 of other characters), keeps its case.
  const lowercase =
    caseNormalization &&
    (host.type === "reg-name" || !/[^\0-\x7f]|%[89a-f]/i.test(decoded));
  return caseNormalization
    ? escapes(lowercase ? decoded.toLowerCase() : decoded, false, true)
    : decoded;
}
