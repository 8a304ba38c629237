// Percent-encoding by component: RFC 3986 section 2 (2.1 percent-encoding,
// 2.2 reserved characters, 2.3 unreserved characters), with the character sets
// of Appendix A. Each component allows unencoded exactly what its rule allows;
// data is encoded as UTF-8 octets (section 2.5).
import {
  ALPHANUM,
  asciiSet,
  escapeComponent,
  unescapeText,
  unescapeOctets as unescapeOctetsWith,
  type EscapeGrammar,
} from "../shared/escaping.js";
import type { GrammarName } from "../errors.js";

/** The components `escape` knows, by their rule names. */
export type Rfc3986EscapeComponent =
  "segment" | "segment_nz_nc" | "query" | "fragment" | "userinfo" | "reg_name";

/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
const UNRESERVED = ALPHANUM + "-._~";
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
const SUB_DELIMS = "!$&'()*+,;=";

const ALLOWED: Readonly<Record<Rfc3986EscapeComponent, Uint8Array>> = {
  // segment = *pchar; pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
  segment: /* @__PURE__ */ asciiSet(UNRESERVED, SUB_DELIMS, ":@"),
  // segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ): the
  // first segment of a relative-path reference, where ":" would end a scheme
  segment_nz_nc: /* @__PURE__ */ asciiSet(UNRESERVED, SUB_DELIMS, "@"),
  // query = *( pchar / "/" / "?" )
  query: /* @__PURE__ */ asciiSet(UNRESERVED, SUB_DELIMS, ":@/?"),
  // fragment = *( pchar / "/" / "?" )
  fragment: /* @__PURE__ */ asciiSet(UNRESERVED, SUB_DELIMS, ":@/?"),
  // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
  userinfo: /* @__PURE__ */ asciiSet(UNRESERVED, SUB_DELIMS, ":"),
  // reg-name = *( unreserved / pct-encoded / sub-delims )
  reg_name: /* @__PURE__ */ asciiSet(UNRESERVED, SUB_DELIMS),
};

/**
 * Percent-encodes the characters of `text` that `component` does not allow
 * unencoded, as "%XX" of their UTF-8 octets (uppercase hex, section 2.1).
 * The result matches the component's rule (segment_nz_nc needs at least one
 * character). A lone surrogate is a TypeError.
 */
export function escape(
  text: string,
  component: Rfc3986EscapeComponent,
): string {
  return escapeComponent(ALLOWED, component, text);
}

/** The names a malformed percent-encoding is reported with. */
const PCT_ENCODED: EscapeGrammar = { rule: "pct_encoded", hexDigit: "HEXDIG" };

/** `unescape` of RFC 3986's grammar or a variant of it, whose errors name it. */
export function unescapeOf(name: GrammarName): (text: string) => string {
  return (text) => unescapeText(name, text, PCT_ENCODED);
}

/** `unescapeOctets` of RFC 3986's grammar or a variant of it, whose errors name it. */
export function unescapeOctetsOf(
  name: GrammarName,
): (text: string) => Uint8Array {
  return (text) => unescapeOctetsWith(name, text, PCT_ENCODED);
}

/**
 * Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of
 * `escape`). A "%" without two HEXDIGs is a UrlSyntaxError of pct_encoded;
 * octets that are not UTF-8 a UrlEncodingError.
 */
export const unescape = /* @__PURE__ */ unescapeOf("rfc3986");

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export const unescapeOctets = /* @__PURE__ */ unescapeOctetsOf("rfc3986");

/** unreserved, for percent-encoding normalization (section 6.2.2.2). */
export const UNRESERVED_SET = /* @__PURE__ */ asciiSet(UNRESERVED);
