// Escaped encoding, shared by the dialects: "%" hex hex stands for one octet
// (RFC 2396 section 2.4.1, RFC 1738 section 2.2). Each dialect says which
// characters a component allows unescaped; text is escaped as UTF-8 octets.
import {
  UrlEncodingError,
  UrlSyntaxError,
  requireString,
  type GrammarName,
} from "../errors.js";
import { describeValue } from "./arguments.js";

/** A set of ASCII characters, as a lookup table by char code. */
export type AsciiSet = Uint8Array;

export function asciiSet(...groups: string[]): AsciiSet {
  const table = new Uint8Array(128);
  for (const group of groups) {
    for (const c of group) table[c.charCodeAt(0)] = 1;
  }
  return table;
}

export const ALPHANUM =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

const HEX_DIGITS = "0123456789ABCDEF";

/**
 * `escape` of every dialect: escapes `text` for `component`, a key of the
 * dialect's table of what each component leaves unescaped. Only the table's
 * own keys are components (not "constructor" or the other names
 * Object.prototype holds); anything else is a TypeError.
 */
export function escapeComponent<C extends string>(
  allowedBy: Readonly<Record<C, AsciiSet>>,
  component: C,
  text: unknown,
): string {
  requireComponent(allowedBy, component);
  return escapeWith(allowedBy[component], text);
}

/**
 * A TypeError unless `component` is an own key of `table` (not "constructor"
 * or another name Object.prototype holds), naming the components there are.
 */
export function requireComponent(table: object, component: unknown): void {
  if (typeof component !== "string" || !Object.hasOwn(table, component)) {
    throw new TypeError(
      `Unknown component: ${describeValue(component)}; the components are: ${Object.keys(table).join(", ")}`,
    );
  }
}

/**
 * Escapes every character of `text` that `allowed` does not hold, as the "%XX"
 * of each of its UTF-8 octets. "%" is never in `allowed`, so escaping is not
 * idempotent: escaping an escaped string escapes its "%" again (section 2.4.2).
 * A lone surrogate has no UTF-8 octets: a UrlEncodingError at its offset.
 */
export function escapeWith(allowed: AsciiSet, text: unknown): string {
  requireString(text, "text");
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      out += allowed[code] === 1 ? text[i] : percent(code);
      continue;
    }
    const point = codePointAt(text, i);
    if (point > 0xffff) i++;
    for (const octet of utf8(point)) out += percent(octet);
  }
  return out;
}

/**
 * The code point at text[i], of a surrogate pair's two halves; a lone
 * surrogate, which has no UTF-8 octets, is a UrlEncodingError at its offset.
 */
function codePointAt(text: string, i: number): number {
  const point = text.codePointAt(i)!;
  if (point >= 0xd800 && point <= 0xdfff)
    throw new UrlEncodingError(text, i, "lone-surrogate");
  return point;
}

/** An octet as "%XX", uppercase hex. */
export function percent(octet: number): string {
  return "%" + HEX_DIGITS[octet >> 4] + HEX_DIGITS[octet & 15];
}

function utf8(point: number): number[] {
  if (point < 0x800) return [0xc0 | (point >> 6), 0x80 | (point & 63)];
  if (point < 0x10000)
    return [
      0xe0 | (point >> 12),
      0x80 | ((point >> 6) & 63),
      0x80 | (point & 63),
    ];
  return [
    0xf0 | (point >> 18),
    0x80 | ((point >> 12) & 63),
    0x80 | ((point >> 6) & 63),
    0x80 | (point & 63),
  ];
}

/** The value of a hex digit's character code, or -1 for any other code. */
export function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/**
 * What a dialect's grammar calls an escape and its hex digit, for the
 * UrlSyntaxError of a malformed one: RFC 2396's `escaped` and `hex` (also the
 * names RFC 1738 and RFC 1808 are read with), RFC 3986's `pct_encoded` and
 * `HEXDIG`.
 */
export interface EscapeGrammar {
  readonly rule: string;
  readonly hexDigit: string;
}

const ESCAPED: EscapeGrammar = { rule: "escaped", hexDigit: "hex" };

/**
 * The octets of `text`: each "%XX" is one octet, every other character stands
 * for its own UTF-8 octets. A "%" not followed by two hex digits is a
 * UrlSyntaxError of the rule `escaped` (or the rule `grammar` names); a lone
 * surrogate, which has no UTF-8 octets, a UrlEncodingError.
 */
export function unescapeOctets(
  dialect: GrammarName,
  text: unknown,
  grammar: EscapeGrammar = ESCAPED,
): Uint8Array {
  requireString(text, "text");
  const octets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 37) {
      octets.push(escapedOctet(dialect, grammar, text, i));
      i += 2;
    } else if (code < 128) {
      octets.push(code);
    } else {
      const point = codePointAt(text, i);
      if (point > 0xffff) i++;
      for (const octet of utf8(point)) octets.push(octet);
    }
  }
  return Uint8Array.from(octets);
}

/**
 * The octet of the escape "%XX" at text[at]; a digit that is not hex (or
 * missing) is a UrlSyntaxError at its offset.
 */
function escapedOctet(
  dialect: GrammarName,
  grammar: EscapeGrammar,
  text: string,
  at: number,
): number {
  const high = hexValue(text.charCodeAt(at + 1));
  const low = high < 0 ? -1 : hexValue(text.charCodeAt(at + 2));
  if (low < 0) {
    const offset = high < 0 ? at + 1 : at + 2;
    throw syntaxErrorAt(dialect, grammar.rule, text, offset, [
      grammar.hexDigit,
    ]);
  }
  return high * 16 + low;
}

/**
 * The inverse of escapeWith: decodes every "%XX" and reads the octets as UTF-8.
 * Malformed "%" sequences are a UrlSyntaxError; octets that are not UTF-8 a
 * UrlEncodingError at the "%" where the bad sequence starts.
 */
export function unescapeText(
  dialect: GrammarName,
  text: unknown,
  grammar: EscapeGrammar = ESCAPED,
): string {
  requireString(text, "text");
  const decoded = decodedOrNotUtf8(dialect, text, grammar);
  if (typeof decoded === "string") return decoded;
  throw new UrlEncodingError(text, decoded.offset);
}

/**
 * Escaped octets that do not read as UTF-8: `offset` is the offset, in the
 * raw text, of the "%" where UTF-8 first fails (unescapeOctets of the raw
 * text gives the octets themselves).
 */
export interface NotUtf8 {
  readonly kind: "not-utf8";
  readonly offset: number;
}

/** The UTF-8 decoder for octets already known to be UTF-8 (firstNotUtf8). */
const UTF8 = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * `text` with every "%XX" decoded and the octets read as UTF-8, or, when they
 * are not UTF-8, where the bad sequence starts. Malformed "%" sequences are a
 * UrlSyntaxError (none in text the grammar has validated). Octets that are
 * not UTF-8 throw nothing here: a text with thousands of them (a hostile one)
 * costs no more than a text without.
 */
export function decodedOrNotUtf8(
  dialect: GrammarName,
  text: string,
  grammar: EscapeGrammar = ESCAPED,
): string | NotUtf8 {
  if (!text.includes("%")) return text;
  let out = "";
  let i = 0;
  while (i < text.length) {
    const percentAt = text.indexOf("%", i);
    if (percentAt < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, percentAt);
    // A run of escapes decodes as one octet sequence, so that multi-octet
    // characters written as several escapes come out whole.
    const escapes: number[] = [];
    let end = percentAt;
    for (; end < text.length && text.charCodeAt(end) === 37; end += 3)
      escapes.push(escapedOctet(dialect, grammar, text, end));
    const octets = Uint8Array.from(escapes);
    const bad = firstNotUtf8(octets);
    if (bad >= 0) return { kind: "not-utf8", offset: percentAt + bad * 3 };
    out += UTF8.decode(octets);
    i = end;
  }
  return out;
}

/**
 * The index of the octet where the first sequence that is not UTF-8 starts
 * (a stray continuation octet, a lead octet without its continuations, an
 * overlong form, a surrogate, a code point past U+10FFFF), or -1 when all of
 * `octets` is UTF-8: the well-formed sequences of the Unicode Standard's
 * table 3-7, which TextDecoder's fatal mode accepts.
 */
function firstNotUtf8(octets: Uint8Array): number {
  for (let i = 0; i < octets.length;) {
    const length = utf8LengthAt(octets, i);
    if (length === 0) return i;
    i += length;
  }
  return -1;
}

/**
 * The length of the well-formed UTF-8 sequence (table 3-7 of the Unicode
 * Standard) that starts at octets[at], or 0 when none does.
 */
export function utf8LengthAt(
  octets: ArrayLike<number>,
  at: number,
): 0 | 1 | 2 | 3 | 4 {
  const n = octets.length;
  const continuation = (k: number, low = 0x80, high = 0xbf): boolean => {
    const octet = k < n ? (octets[k] as number) : -1;
    return octet >= low && octet <= high;
  };
  const lead = octets[at] as number;
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return continuation(at + 1) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    const low = lead === 0xe0 ? 0xa0 : 0x80;
    const high = lead === 0xed ? 0x9f : 0xbf;
    return continuation(at + 1, low, high) && continuation(at + 2) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const low = lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xf4 ? 0x8f : 0xbf;
    return continuation(at + 1, low, high) &&
      continuation(at + 2) &&
      continuation(at + 3)
      ? 4
      : 0;
  }
  return 0;
}

/** A UrlSyntaxError at `offset` of `input`, with line and column counted. */
export function syntaxErrorAt(
  dialect: GrammarName,
  rule: string,
  input: string,
  offset: number,
  expected: readonly string[],
): UrlSyntaxError {
  const lines = input.slice(0, offset).split("\n");
  return new UrlSyntaxError({
    dialect,
    rule,
    input,
    offset,
    line: lines.length,
    column: lines[lines.length - 1]!.length + 1,
    found:
      offset < input.length
        ? String.fromCodePoint(input.codePointAt(offset) ?? 0)
        : null,
    expected,
  });
}

const ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * Escapes in a normal form: hex digits uppercase ("%7e" becomes "%7E"; with
 * `uppercaseHex` false, as written), and, with `decodeUnreserved`, the escape
 * of a character in `unreserved` decoded ("%7E" becomes "~" where "~" is
 * unreserved).
 */
export function normalizeEscapes(
  text: string,
  unreserved: AsciiSet,
  decodeUnreserved: boolean,
  uppercaseHex = true,
): string {
  if (!text.includes("%") || (!decodeUnreserved && !uppercaseHex)) return text;
  return text.replace(ESCAPE, (escape: string, hex: string) => {
    const code = parseInt(hex, 16);
    if (decodeUnreserved && code < 128 && unreserved[code] === 1)
      return String.fromCharCode(code);
    return uppercaseHex ? "%" + hex.toUpperCase() : escape;
  });
}
