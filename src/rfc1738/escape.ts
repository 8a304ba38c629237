// Escaping by component: RFC 1738 section 2.2, with the character classes of
// section 5. Each component, named by its rule, allows unescaped exactly the
// characters its rule allows ("%" always escaped: it starts an escape).
import {
  ALPHANUM,
  asciiSet,
  escapeComponent,
  unescapeText,
  unescapeOctets as unescapeOctetsWith,
} from "../shared/escaping.js";

/** The components `escape` knows, by their rule names (section 5). */
export type Rfc1738EscapeComponent =
  | "user"
  | "password"
  | "urlpath"
  | "fsegment"
  | "hsegment"
  | "search"
  | "selector"
  | "gopher_plus_string"
  | "encoded822addr"
  | "database"
  | "wtype"
  | "wpath"
  | "psegment"
  | "fieldname"
  | "fieldvalue";

/** unreserved = alpha | digit | safe | extra */
const UNRESERVED = ALPHANUM + "$-_.+" + "!*'(),";
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" */
const RESERVED = ";/?:@&=";

const ALLOWED: Readonly<Record<Rfc1738EscapeComponent, Uint8Array>> = {
  // user = *[ uchar | ";" | "?" | "&" | "=" ]; uchar = unreserved | escape
  user: asciiSet(UNRESERVED, ";?&="),
  // password = *[ uchar | ";" | "?" | "&" | "=" ]
  password: asciiSet(UNRESERVED, ";?&="),
  // urlpath = *xchar; xchar = unreserved | reserved | escape
  urlpath: asciiSet(UNRESERVED, RESERVED),
  // fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
  fsegment: asciiSet(UNRESERVED, "?:@&="),
  // hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
  hsegment: asciiSet(UNRESERVED, ";:@&="),
  // search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
  search: asciiSet(UNRESERVED, ";:@&="),
  // selector = *xchar (a tab, which a Gopher selector cannot hold, comes out as "%09")
  selector: asciiSet(UNRESERVED, RESERVED),
  // gopher+_string = *xchar
  gopher_plus_string: asciiSet(UNRESERVED, RESERVED),
  // encoded822addr = 1*xchar
  encoded822addr: asciiSet(UNRESERVED, RESERVED),
  // database = *uchar
  database: asciiSet(UNRESERVED),
  // wtype = *uchar
  wtype: asciiSet(UNRESERVED),
  // wpath = *uchar
  wpath: asciiSet(UNRESERVED),
  // psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
  psegment: asciiSet(UNRESERVED, "?:@&="),
  // fieldname = *[ uchar | "?" | ":" | "@" | "&" ]
  fieldname: asciiSet(UNRESERVED, "?:@&"),
  // fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]
  fieldvalue: asciiSet(UNRESERVED, "?:@&"),
};

/** Every component `escape` knows. */
export const ESCAPE_COMPONENTS = /* @__PURE__ */ Object.keys(
  ALLOWED,
) as readonly Rfc1738EscapeComponent[];

/**
 * Escapes the characters of `text` that `component` does not allow unescaped,
 * as "%XX" of their UTF-8 octets (uppercase hex). The result matches the
 * component's rule (encoded822addr also needs at least one character).
 */
export function escape(
  text: string,
  component: Rfc1738EscapeComponent,
): string {
  return escapeComponent(ALLOWED, component, text);
}

/** Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of `escape`). */
export function unescape(text: string): string {
  return unescapeText("rfc1738", text);
}

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export function unescapeOctets(text: string): Uint8Array {
  return unescapeOctetsWith("rfc1738", text);
}

/** unreserved, for normalization's decodeUnreserved option. */
export const UNRESERVED_SET = asciiSet(UNRESERVED);
