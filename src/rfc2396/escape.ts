// Escaping by component: RFC 2396 section 2.4, with the character classes of
// Appendix A. Each component allows unescaped exactly what its rule allows.
import type { GrammarName } from "../errors.js";
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
export const RESERVED = ";/?:@&=+$,";

/**
 * What each component allows unescaped, given the grammar's reserved
 * characters (RFC 2396's RESERVED; a variant's may have more: RFC 2732 adds
 * "[" and "]", which then stand unescaped in a query and a fragment).
 */
function allowedBy(
  reserved: string,
): Readonly<Record<Rfc2396EscapeComponent, Uint8Array>> {
  return {
    // segment = *pchar *( ";" param ); pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","
    // (";" and "/" delimit params and segments, so they are escaped within one)
    segment: asciiSet(UNRESERVED, ":@&=+$,"),
    // param = *pchar
    param: asciiSet(UNRESERVED, ":@&=+$,"),
    // query = *uric; uric = reserved | unreserved | escaped
    query: asciiSet(reserved, UNRESERVED),
    // fragment = *uric
    fragment: asciiSet(reserved, UNRESERVED),
    // userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
    userinfo: asciiSet(UNRESERVED, ";:&=+$,"),
    // reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
    reg_name: asciiSet(UNRESERVED, "$,;:@&=+"),
  };
}

/** The components `escape` knows, in the order above. */
export const ESCAPE_COMPONENTS = /* @__PURE__ */ Object.keys(
  /* @__PURE__ */ allowedBy(RESERVED),
) as Rfc2396EscapeComponent[];

/** The escaping functions of a dialect on RFC 2396's grammar or a variant's (see src/rfc2396/index.ts). */
export interface Rfc2396Escaping {
  escape(text: string, component: Rfc2396EscapeComponent): string;
  unescape(text: string): string;
  unescapeOctets(text: string): Uint8Array;
}

/** The escaping of the dialect `dialect`, whose grammar's reserved characters are `reserved`. */
export function escaping(
  dialect: GrammarName,
  reserved: string,
): Rfc2396Escaping {
  const allowed = allowedBy(reserved);
  return {
    /**
     * Escapes the characters of `text` that `component` does not allow
     * unescaped, as "%XX" of their UTF-8 octets (uppercase hex). The result
     * matches the component's rule (reg_name needs at least one character).
     */
    escape: (text, component) => escapeComponent(allowed, component, text),
    /** Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of `escape`). */
    unescape: (text) => unescapeText(dialect, text),
    /** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
    unescapeOctets: (text) => unescapeOctetsWith(dialect, text),
  };
}

/** unreserved, for normalization's decodeUnreserved option. */
export const UNRESERVED_SET = asciiSet(UNRESERVED);
