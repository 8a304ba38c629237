// RFC 3987 section 3: the mappings between IRIs and URIs. Both take text
// that is already valid (an IRI reference, a URI reference): the dialect's
// toURI and toIRI check that first, and these functions only map.
import {
  asciiSet,
  escapeWith,
  hexValue,
  percent,
  utf8LengthAt,
} from "../shared/escaping.js";

/** Every ASCII character: section 3.1 maps only ucschar and iprivate, which lie above it. */
const ASCII = /* @__PURE__ */ asciiSet(
  String.fromCharCode(...Array.from({ length: 128 }, (_, c) => c)),
);

/**
 * Section 3.1, mapping of IRIs to URIs, on an IRI reference: step 1 variant
 * c (the text is already Unicode: no normalization), then step 2: each
 * character of ucschar or iprivate (in a valid IRI, every character outside
 * ASCII) becomes the "%HH" triplets of its UTF-8 octets (2.1, 2.2: uppercase
 * hex), in its place (2.3). Everything else, existing escapes included,
 * stays as it is.
 */
export function iriToUri(iri: string): string {
  return escapeWith(ASCII, iri);
}

/** RFC 3986's unreserved (ALPHA / DIGIT / "-" / "." / "_" / "~"): the only ASCII that step 2 of section 3.2 decodes. */
const UNRESERVED = /* @__PURE__ */ asciiSet(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~",
);

/**
 * Section 2.2's ucschar, and iprivate where `private` (the query: `iquery =
 * *( ipchar / iprivate / "/" / "?" )`), less the bidirectional formatting
 * characters section 4.1 forbids (LRM, RLM, LRE, RLE, PDF, LRO, RLO): the
 * characters step 4 of section 3.2 lets a decoded escape become.
 */
export function isIriCharacter(point: number, inQuery: boolean): boolean {
  if (point === 0x200e || point === 0x200f) return false;
  if (point >= 0x202a && point <= 0x202e) return false;
  if (point >= 0xa0 && point <= 0xd7ff) return true;
  if (point >= 0xf900 && point <= 0xfdcf) return true;
  if (point >= 0xfdf0 && point <= 0xffef) return true;
  // %x10000-1FFFD ... %xD0000-DFFFD and %xE1000-EFFFD: each plane but its
  // last two code points (noncharacters); plane 14 from U+E1000.
  if (point >= 0x10000 && point <= 0xefffd) {
    if ((point & 0xffff) > 0xfffd) return false;
    return point < 0xe0000 || point >= 0xe1000;
  }
  if (!inQuery) return false;
  return (
    (point >= 0xe000 && point <= 0xf8ff) ||
    (point >= 0xf0000 && point <= 0xffffd) ||
    (point >= 0x100000 && point <= 0x10fffd)
  );
}

/**
 * Section 3.2, converting URIs to IRIs, on a URI reference (valid by RFC
 * 3986, so that every "%" starts a triplet). Each run of escapes:
 *   1. is read as US-ASCII octets;
 *   2. gives its octets, except that the escape of "%", of a reserved
 *      character or of ASCII not allowed in URIs stays as written (the only
 *      ASCII decoded is unreserved);
 *   3. where the octets are not a well-formed UTF-8 sequence, each is
 *      escaped again ("%HH", uppercase hex);
 *   4. where a sequence decodes to a character not allowed in an IRI (see
 *      isIriCharacter), its octets are escaped again;
 *   5. the rest is read as UTF-8: the characters themselves.
 * `normalizing` (normalize's use, which has decoded the unreserved
 * characters it may): no ASCII is decoded, and what is not decoded stays as
 * written.
 */
export function uriToIri(uri: string, normalizing = false): string {
  // Where the query is (Appendix B: after the first "?" before any "#").
  const hash = uri.indexOf("#");
  const question = uri.indexOf("?");
  const queryStart =
    question >= 0 && (hash < 0 || question < hash) ? question : -1;
  const queryEnd = hash < 0 ? uri.length : hash;
  let out = "";
  let from = 0;
  for (;;) {
    const start = uri.indexOf("%", from);
    if (start < 0) return out + uri.slice(from);
    out += uri.slice(from, start);
    let end = start;
    while (uri.charCodeAt(end) === 37) end += 3;
    const inQuery = queryStart >= 0 && start > queryStart && start < queryEnd;
    out += convertRun(uri, start, end, inQuery, normalizing);
    from = end;
  }
}

/** Steps 1 to 5 of section 3.2 on the run of escapes uri[start, end). */
function convertRun(
  uri: string,
  start: number,
  end: number,
  inQuery: boolean,
  normalizing: boolean,
): string {
  const octets: number[] = [];
  for (let at = start; at < end; at += 3)
    octets.push(
      hexValue(uri.charCodeAt(at + 1)) * 16 + hexValue(uri.charCodeAt(at + 2)),
    );
  let out = "";
  for (let k = 0; k < octets.length;) {
    const octet = octets[k] as number;
    if (octet < 0x80) {
      out +=
        !normalizing && UNRESERVED[octet] === 1
          ? String.fromCharCode(octet)
          : uri.slice(start + 3 * k, start + 3 * k + 3);
      k++;
      continue;
    }
    // Escaped again: uppercase (steps 3 and 4), or as written (normalizing).
    const again = (from: number, count: number): string =>
      normalizing
        ? uri.slice(start + 3 * from, start + 3 * (from + count))
        : octets
            .slice(from, from + count)
            .map(percent)
            .join("");
    const length = utf8LengthAt(octets, k);
    if (length === 0) {
      out += again(k, 1);
      k++;
      continue;
    }
    const point = codePointOf(octets.slice(k, k + length));
    out += isIriCharacter(point, inQuery)
      ? String.fromCodePoint(point)
      : again(k, length);
    k += length;
  }
  return out;
}

/** The code point of a well-formed UTF-8 sequence of two to four octets. */
function codePointOf(sequence: readonly number[]): number {
  const [lead, ...rest] = sequence as [number, ...number[]];
  let point = lead & (0xff >> (sequence.length + 1));
  for (const octet of rest) point = (point << 6) | (octet & 0x3f);
  return point;
}
