// The fuzz target's tables (check.ts): the errors each function may throw,
// the names each dialect's components and options go by.
import {
  UrlEncodingError,
  UrlFormatError,
  UrlResolutionError,
  UrlSyntaxError,
  UrlTreeLimitError,
} from "../../src/errors";

/** The errors each function may throw, for arguments of the right types. */
export const TYPED: Readonly<
  Record<string, readonly (new (...a: never[]) => Error)[]>
> = {
  parse: [UrlSyntaxError],
  tryParse: [],
  isValid: [],
  parseRule: [UrlSyntaxError],
  tree: [UrlSyntaxError, UrlTreeLimitError],
  serialize: [],
  resolve: [UrlSyntaxError, UrlResolutionError],
  createResolver: [UrlSyntaxError, UrlResolutionError],
  relativize: [UrlSyntaxError, UrlResolutionError],
  normalize: [UrlSyntaxError],
  equivalent: [UrlSyntaxError],
  escape: [UrlEncodingError],
  unescape: [UrlSyntaxError, UrlEncodingError],
  unescapeOctets: [UrlSyntaxError, UrlEncodingError],
  split: [],
  format: [UrlFormatError, UrlEncodingError],
  generate: [RangeError],
};
/** What `kind` says of a reference, in each dialect's vocabulary: RFC 3986 says "URI" and "relative-ref", RFC 3987 "IRI" and "irelative-ref". */
export const ABSOLUTE_KINDS: ReadonlySet<string> = new Set([
  "absolute",
  "URI",
  "IRI",
]);
export const RELATIVE_KINDS: ReadonlySet<string> = new Set([
  "relative",
  "relative-ref",
  "irelative-ref",
]);

/** Any function not listed: the library's typed errors. */
export const ANY_TYPED = [UrlSyntaxError, UrlResolutionError, UrlEncodingError];

/** Component names escape may know, across the dialects (each dialect's are found by trying). */
export const COMPONENT_CANDIDATES = [
  "segment",
  "param",
  "query",
  "fragment",
  "userinfo",
  "reg_name",
  "net_loc",
  "user",
  "password",
  "urlpath",
  "fsegment",
  "hsegment",
  "search",
  "selector",
  "gopher_plus_string",
  "encoded822addr",
  "database",
  "wtype",
  "wpath",
  "psegment",
  "fieldname",
  "fieldvalue",
  "path",
  "host",
  "pchar",
  "isegment",
  "isegment_nz_nc",
  "iquery",
  "ifragment",
  "iuserinfo",
  "ireg_name",
];

export const BOOLEANS = [false, true];

/** RFC 3986's normalize options, RFC 3987's and RFC 6874's too. */
const RFC3986_FLAGS = [
  "caseNormalization",
  "percentEncodingNormalization",
  "pathSegmentNormalization",
  "schemeBasedNormalization",
];

/** Each dialect's normalize options (a variant on RFC 2396's takes its). */
export const NORMALIZE_FLAGS: Readonly<Record<string, readonly string[]>> = {
  rfc1738: ["decodeUnreserved"],
  rfc1808: ["decodeUnreserved", "removeDotSegments"],
  rfc2396: ["decodeUnreserved", "removeDotSegments"],
  rfc2732: ["decodeUnreserved", "removeDotSegments"],
  rfc3986: RFC3986_FLAGS,
  rfc3987: RFC3986_FLAGS,
  rfc6874: RFC3986_FLAGS,
};

/** Each dialect's resolve options, one of which a call may take (RFC 1808 has none). */
export const RESOLVE_OPTIONS: Readonly<
  Record<string, readonly Readonly<Record<string, unknown>>[]>
> = {
  rfc1808: [],
  rfc2396: [
    { leftoverDotSegments: "remove" },
    { leftoverDotSegments: "error" },
    { sameScheme: "relative" },
  ],
  rfc2732: [
    { leftoverDotSegments: "remove" },
    { leftoverDotSegments: "error" },
    { sameScheme: "relative" },
  ],
  rfc3986: [{ strict: false }],
  rfc3987: [{ strict: false }],
  rfc6874: [{ strict: false }],
};
