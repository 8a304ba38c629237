// Escaping by component: RFC 2396 section 2.4, with the character classes of
// Appendix A. Each component allows unescaped exactly what its rule allows.
import {
  ALPHANUM,
  asciiSet,
  escapeComponent,
  unescapeText,
  unescapeOctets as unescapeOctetsWith,
} from "../shared/escaping.js";

/** The components `escape` knows, by their rule names. */
export type Rfc2396EscapeComponent =
  "segment" | "param" | "query" | "fragment" | "userinfo" | "reg_name";

/** unreserved = alphanum | mark */
const UNRESERVED = ALPHANUM + "-_.!~*'()";
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," */
const RESERVED = ";/?:@&=+$,";

const ALLOWED: Readonly<Record<Rfc2396EscapeComponent, Uint8Array>> = {
  // segment = *pchar *( ";" param ); pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","
  // (";" and "/" delimit params and segments, so they are escaped within one)
  segment: asciiSet(UNRESERVED, ":@&=+$,"),
  // param = *pchar
  param: asciiSet(UNRESERVED, ":@&=+$,"),
  // query = *uric; uric = reserved | unreserved | escaped
  query: asciiSet(RESERVED, UNRESERVED),
  // fragment = *uric
  fragment: asciiSet(RESERVED, UNRESERVED),
  // userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
  userinfo: asciiSet(UNRESERVED, ";:&=+$,"),
  // reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
  reg_name: asciiSet(UNRESERVED, "$,;:@&=+"),
};

/**
 * Escapes the characters of `text` that `component` does not allow unescaped,
 * as "%XX" of their UTF-8 octets (uppercase hex). The result matches the
 * component's rule (reg_name needs at least one character).
 */
export function escape(
  text: string,
  component: Rfc2396EscapeComponent,
): string {
  return escapeComponent(ALLOWED, component, text);
}

/** Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of `escape`). */
export function unescape(text: string): string {
  return unescapeText("rfc2396", text);
}

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export function unescapeOctets(text: string): Uint8Array {
  return unescapeOctetsWith("rfc2396", text);
}

/** unreserved, for normalization's decodeUnreserved option. */
export const UNRESERVED_SET = asciiSet(UNRESERVED);
