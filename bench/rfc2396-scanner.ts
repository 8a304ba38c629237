// The limit: a hand-written validating scanner for RFC 2396's URI-reference
// (Appendix A), written for the benchmark only. It takes a string and says
// whether it is in the language that rfc2396.isValid accepts (rule
// URI_reference, strict: "?y" alone is not), building nothing; the benchmark
// checks that it agrees with rfc2396.isValid on every line of the corpus and
// times rfc2396.parse against it. It is no parser for the library: the
// library's parsers stay generated from the grammar.
//
// What makes a hand-written scanner short: the language is regular, and
// several of the grammar's distinctions do not change it. authority is
// `server | reg_name`, and every character a server may hold is a reg_name
// character, so an authority is in the language when it is empty or made of
// reg_name characters alone (the host's syntax decides only which of the two
// it is). `segment = *pchar *( ";" param )` with `param = *pchar` makes
// path_segments any string of pchars, ";" and "/".

// Character classes, one bit each, for the 128 ASCII codes (anything else is
// in no class: RFC 2396 URIs are ASCII).
const ALPHA = 1;
const SCHEME = 2; // alpha | digit | "+" | "-" | "."
const URIC = 4; // reserved | unreserved (escaped is read apart)
const PATH = 8; // pchar | ";" | "/" (path_segments)
const REL_SEGMENT = 16; // unreserved | ";" | "@" | "&" | "=" | "+" | "$" | ","
const REG_NAME = 32; // unreserved | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+"

const CLASSES = new Uint8Array(128);

function add(chars: string, bits: number): void {
  for (let i = 0; i < chars.length; i++) {
    const code = chars.charCodeAt(i);
    CLASSES[code] = (CLASSES[code] as number) | bits;
  }
}
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const ALPHAS = LOWER + LOWER.toUpperCase();
const DIGITS = "0123456789";
const MARK = "-_.!~*'()";
const UNRESERVED = ALPHAS + DIGITS + MARK;
const RESERVED = ";/?:@&=+$,";
add(ALPHAS, ALPHA);
add(ALPHAS + DIGITS + "+-.", SCHEME);
add(UNRESERVED + RESERVED, URIC);
add(UNRESERVED + ":@&=+$," + ";/", PATH);
add(UNRESERVED + ";@&=+$,", REL_SEGMENT);
add(UNRESERVED + "$,;:@&=+", REG_NAME);

function isHex(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x46) ||
    (code >= 0x61 && code <= 0x66)
  );
}

/**
 * The offset after the longest run from `i` of characters of class `bits` and
 * escapes (`"%" hex hex`), stopping before `end`; -1 at a "%" that is not an
 * escape (no other alternative can take a "%").
 */
function run(s: string, i: number, end: number, bits: number): number {
  while (i < end) {
    const code = s.charCodeAt(i);
    if (code < 128 && ((CLASSES[code] as number) & bits) !== 0) {
      i++;
    } else if (code === 0x25) {
      if (
        i + 2 >= end ||
        !isHex(s.charCodeAt(i + 1)) ||
        !isHex(s.charCodeAt(i + 2))
      ) {
        return -1;
      }
      i += 3;
    } else {
      return i;
    }
  }
  return i;
}

/** Whether `s` is an RFC 2396 URI-reference (rule URI_reference). */
export function isRfc2396Reference(s: string): boolean {
  // [ absoluteURI | relativeURI ] [ "#" fragment ]: the first "#" ends the
  // URI part ("#" is in no class), and the fragment is *uric.
  let end = s.indexOf("#");
  if (end < 0) {
    end = s.length;
  } else if (run(s, end + 1, s.length, URIC) !== s.length) {
    return false;
  }
  if (end === 0) return true;
  // absoluteURI = scheme ":" ( hier_part | opaque_part )
  const first = s.charCodeAt(0);
  if (first < 128 && ((CLASSES[first] as number) & ALPHA) !== 0) {
    let i = 1;
    while (i < end) {
      const code = s.charCodeAt(i);
      if (code >= 128 || ((CLASSES[code] as number) & SCHEME) === 0) break;
      i++;
    }
    if (i < end && s.charCodeAt(i) === 0x3a) {
      // ":" ends the scheme: what follows is a hier_part or an opaque_part
      // (a relativeURI cannot hold ":" before its first "/").
      const rest = i + 1;
      if (rest < end && s.charCodeAt(rest) === 0x2f) {
        return hierarchical(s, rest, end);
      }
      // opaque_part = uric_no_slash *uric: not empty, and its first
      // character (not "/", seen above) is any uric.
      return rest < end && run(s, rest, end, URIC) === end;
    }
  }
  // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
  if (s.charCodeAt(0) === 0x2f) return hierarchical(s, 0, end);
  // rel_path = rel_segment [ abs_path ]
  const segmentEnd = run(s, 0, end, REL_SEGMENT);
  if (segmentEnd <= 0) return false;
  return pathAndQuery(s, segmentEnd, end);
}

/** ( net_path | abs_path ) [ "?" query ], from `i` (a "/") to `end`. */
function hierarchical(s: string, i: number, end: number): boolean {
  if (i + 1 < end && s.charCodeAt(i + 1) === 0x2f) {
    // net_path = "//" authority [ abs_path ]: authority is empty or reg_name
    // characters (see the header).
    const authorityEnd = run(s, i + 2, end, REG_NAME);
    if (authorityEnd < 0) return false;
    return pathAndQuery(s, authorityEnd, end);
  }
  return pathAndQuery(s, i, end);
}

/** [ abs_path ] [ "?" query ] from `i` to `end`: what may follow an authority or a rel_segment. */
function pathAndQuery(s: string, i: number, end: number): boolean {
  if (i < end && s.charCodeAt(i) === 0x2f) {
    i = run(s, i + 1, end, PATH);
    if (i < 0) return false;
  }
  if (i === end) return true;
  // "?" query, query = *uric
  return s.charCodeAt(i) === 0x3f && run(s, i + 1, end, URIC) === end;
}
