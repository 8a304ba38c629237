// Whether a string is what the URL Standard calls a relative-URL-with-fragment
// string (https://url.spec.whatwg.org/#relative-url-with-fragment-string):
// one of the two kinds of valid URL string, the kind that the standard's
// parser reads only against a base (`new URL("?y")` throws; `new URL("?y",
// base)` does not). The WHATWG column says "needs a base" for such a string
// given without a base, not that it is invalid.
//
// What is implemented, from the standard's "URL writing" section:
//   relative-URL-with-fragment string = relative-URL string ["#" URL-fragment string]
//   relative-URL string = (scheme-relative-URL string | path-absolute-URL string
//                          | path-relative-scheme-less-URL string) ["?" URL-query string]
//   scheme-relative-URL string = "//" opaque-host-and-port string [path-absolute-URL string]
//   opaque-host-and-port string = "" | valid opaque-host string [":" URL-port string]
//   valid opaque-host string = 1*(URL unit but a forbidden host code point)
//                              | "[" valid IPv6-address string "]"
//   URL-port string = "" | digits of a number up to 65535
//   path-absolute-URL string = "/" path-relative-URL string
//   path-relative-URL string = URL-path-segment strings separated by "/", not starting with "/"
//   path-relative-scheme-less-URL string = a path-relative-URL string that does not
//                                           start with a URL-scheme string and ":"
//   URL-query string, URL-fragment string = *URL unit
//   URL unit = URL code point | "%" HEXDIG HEXDIG
//
// Its limits, said plainly:
// - The standard's relative-URL string depends on the base's scheme (a
//   special scheme asks a valid host string after "//", a file base allows
//   other forms). Without a base there is no scheme to switch on: this takes
//   the branch for any other scheme (an opaque host), which admits every
//   string any branch admits, so "needs a base" means "a relative-URL string
//   for a base of some scheme"; whether `new URL(input, base)` accepts it
//   depends on the base (`//` is one for "foo://x" and fails against
//   "http://a/"; an opaque-path base such as "mailto:x" takes only "#...").
// - The string is judged as written: the parser's removal of surrounding
//   spaces and controls and of tabs and newlines is not applied, so " ?y" is
//   no relative-URL string (the space is no URL code point), though the
//   parser reads it against a base, with a validation error.
// - A valid IPv6-address string is matched by RFC 3986's IPv6address (the
//   text forms of RFC 4291 section 2.2, dotted quads without leading zeros).

/** Whether `input` is a relative-URL-with-fragment string (see above). */
export function isRelativeUrlWithFragment(input: string): boolean {
  const hash = input.indexOf("#");
  const end = hash < 0 ? input.length : hash;
  if (hash >= 0 && !urlUnits(input, hash + 1, input.length)) return false;
  // The query runs from the first "?" before the fragment.
  let question = input.indexOf("?");
  if (question >= end) question = -1;
  if (question >= 0 && !urlUnits(input, question + 1, end)) return false;
  return relativeUrl(input, question < 0 ? end : question);
}

/** A relative-URL string without its query: `input` up to `end`. */
function relativeUrl(input: string, end: number): boolean {
  if (input.startsWith("//") && end >= 2) {
    let hostEnd = input.indexOf("/", 2);
    if (hostEnd < 0 || hostEnd > end) hostEnd = end;
    return (
      opaqueHostAndPort(input, 2, hostEnd) &&
      (hostEnd === end || pathAbsolute(input, hostEnd, end))
    );
  }
  if (end > 0 && input.charCodeAt(0) === SLASH)
    return pathAbsolute(input, 0, end);
  return !SCHEME_START.test(input) && urlUnits(input, 0, end);
}

/**
 * A URL-scheme string and ":" at the start: its characters hold no "?" or
 * "#", so a match ends before the query or the fragment.
 */
const SCHEME_START = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** "/" followed by a path-relative-URL string (which does not start with "/"). */
function pathAbsolute(input: string, from: number, to: number): boolean {
  return (
    input.charCodeAt(from) === SLASH &&
    (from + 1 === to || input.charCodeAt(from + 1) !== SLASH) &&
    urlUnits(input, from + 1, to)
  );
}

function opaqueHostAndPort(input: string, from: number, to: number): boolean {
  if (from === to) return true;
  if (input.charCodeAt(from) === 0x5b) {
    const close = input.indexOf("]", from);
    if (close < 0 || close >= to) return false;
    if (!IPV6.test(input.slice(from + 1, close))) return false;
    return (
      close + 1 === to ||
      (input.charCodeAt(close + 1) === COLON && port(input, close + 2, to))
    );
  }
  let colon = input.indexOf(":", from);
  if (colon >= to) colon = -1;
  const hostEnd = colon < 0 ? to : colon;
  return (
    hostEnd > from &&
    urlUnits(input, from, hostEnd, FORBIDDEN_HOST) &&
    (colon < 0 || port(input, colon + 1, to))
  );
}

/** A URL-port string: empty, or digits of a number up to 65535. */
function port(input: string, from: number, to: number): boolean {
  const digits = input.slice(from, to);
  return /^[0-9]*$/.test(digits) && Number(digits) <= 0xffff;
}

const SLASH = 0x2f;
const COLON = 0x3a;
const PERCENT = 0x25;
/** The forbidden host code points that are URL code points ("/" and "?" end the host before it is read). */
const FORBIDDEN_HOST = ":@";
/** The URL code points of ASCII other than the alphanumerics. */
const ASCII_URL_PUNCTUATION = "!$&'()*+,-./:;=?@_~";

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAlpha = (c: number): boolean =>
  (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isHex = (c: number): boolean =>
  isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** Whether `input` from `from` to `to` is URL units, none of them in `excluded`. */
function urlUnits(
  input: string,
  from: number,
  to: number,
  excluded = "",
): boolean {
  for (let i = from; i < to; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (c === PERCENT) {
        if (
          i + 2 >= to ||
          !isHex(input.charCodeAt(i + 1)) ||
          !isHex(input.charCodeAt(i + 2))
        )
          return false;
        i += 2;
        continue;
      }
      const ch = input[i] as string;
      if (!isAlpha(c) && !isDigit(c) && !ASCII_URL_PUNCTUATION.includes(ch))
        return false;
      if (excluded !== "" && excluded.includes(ch)) return false;
      continue;
    }
    const code = input.codePointAt(i) as number;
    if (code > 0xffff) i++;
    if (!nonAsciiUrlCodePoint(code)) return false;
  }
  return true;
}

/** U+00A0 to U+10FFFD, but no surrogate (a lone one) and no noncharacter. */
function nonAsciiUrlCodePoint(code: number): boolean {
  if (code < 0xa0 || code > 0x10fffd) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  if (code >= 0xfdd0 && code <= 0xfdef) return false;
  return (code & 0xfffe) !== 0xfffe;
}

const H16 = "[0-9A-Fa-f]{1,4}";
const DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
const LS32 = `(?:${H16}:${H16}|${DEC_OCTET}(?:\\.${DEC_OCTET}){3})`;
const before = (n: number): string =>
  n === 0 ? "" : `(?:(?:${H16}:){0,${n - 1}}${H16})?`;
/** RFC 3986's IPv6address. */
const IPV6 = new RegExp(
  `^(?:${[
    `(?:${H16}:){6}${LS32}`,
    `::(?:${H16}:){5}${LS32}`,
    `${before(1)}::(?:${H16}:){4}${LS32}`,
    `${before(2)}::(?:${H16}:){3}${LS32}`,
    `${before(3)}::(?:${H16}:){2}${LS32}`,
    `${before(4)}::${H16}:${LS32}`,
    `${before(5)}::${LS32}`,
    `${before(6)}::${H16}`,
    `${before(7)}::`,
  ].join("|")})$`,
);
