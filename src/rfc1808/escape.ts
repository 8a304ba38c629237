// Escaping by component, with the character classes of RFC 1808 section 2.2
// (and, for user and password, RFC 1738 section 5). Each component allows
// unescaped exactly what its rule allows. Unlike RFC 2396, "~" is no unreserved
// character here (it is `national`), and "$" and "+" are `safe`.
import {
  ALPHANUM,
  asciiSet,
  escapeComponent,
  unescapeText,
  unescapeOctets as unescapeOctetsWith,
} from "../shared/escaping.js";

/** The components `escape` knows, by their rule names. */
export type Rfc1808EscapeComponent =
  "segment" | "param" | "net_loc" | "query" | "fragment" | "user" | "password";

/** unreserved = alpha | digit | safe | extra; safe = "$" | "-" | "_" | "." | "+"; extra = "!" | "*" | "'" | "(" | ")" | "," */
const UNRESERVED = ALPHANUM + "$-_.+" + "!*'(),";
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" */
const RESERVED = ";/?:@&=";
/** pchar = uchar | ":" | "@" | "&" | "=" (uchar = unreserved | escape) */
const PCHAR_EXTRA = ":@&=";

const ALLOWED: Readonly<Record<Rfc1808EscapeComponent, Uint8Array>> = {
  // segment = *pchar ("/" and ";" delimit segments and params, so they are escaped)
  segment: asciiSet(UNRESERVED, PCHAR_EXTRA),
  // param = *( pchar | "/" ) (";" delimits params)
  param: asciiSet(UNRESERVED, PCHAR_EXTRA, "/"),
  // net_loc = *( pchar | ";" | "?" )
  net_loc: asciiSet(UNRESERVED, PCHAR_EXTRA, ";?"),
  // query = *( uchar | reserved )
  query: asciiSet(UNRESERVED, RESERVED),
  // fragment = *( uchar | reserved )
  fragment: asciiSet(UNRESERVED, RESERVED),
  // RFC 1738: user = *[ uchar | ";" | "?" | "&" | "=" ]
  user: asciiSet(UNRESERVED, ";?&="),
  // RFC 1738: password = *[ uchar | ";" | "?" | "&" | "=" ]
  password: asciiSet(UNRESERVED, ";?&="),
};

/** The components `escape` knows, in the order above. */
export const ESCAPE_COMPONENTS = /* @__PURE__ */ Object.keys(
  ALLOWED,
) as Rfc1808EscapeComponent[];

/**
 * Escapes the characters of `text` that `component` does not allow unescaped,
 * as "%XX" of their UTF-8 octets (uppercase hex). The result matches the
 * component's rule.
 */
export function escape(
  text: string,
  component: Rfc1808EscapeComponent,
): string {
  return escapeComponent(ALLOWED, component, text);
}

/** Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of `escape`). */
export function unescape(text: string): string {
  return unescapeText("rfc1808", text);
}

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export function unescapeOctets(text: string): Uint8Array {
  return unescapeOctetsWith("rfc1808", text);
}

/** unreserved, for normalization's decodeUnreserved option. */
export const UNRESERVED_SET = asciiSet(UNRESERVED);
