// RFC 3987 section 3: the mappings between IRIs and URIs, on the RFC's own
// examples, then laws over generated text.
import fc from "fast-check";
import { asciiSet, normalizeEscapes } from "../../src/shared/escaping";
import { iriToUri, isIriCharacter, uriToIri } from "../../src/rfc3987/mapping";

describe("section 3.1: IRI to URI", () => {
  test.each([
    // Section 3.1's examples (XML notation &#xE9; written as \u00e9).
    [
      "http://r\u00e9sum\u00e9.example.org",
      "http://r%C3%A9sum%C3%A9.example.org",
    ],
    [
      "http://www.example.org/red%09ros\u00e9#red",
      "http://www.example.org/red%09ros%C3%A9#red",
    ],
    [
      "http://example.com/\u{10300}\u{10301}\u{10302}",
      "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
    ],
    [
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
    ],
    // Section 3.2.1's results, mapped back.
    ["http://www.example.org/D\u00fcrst", "http://www.example.org/D%C3%BCrst"],
    // An iprivate character of the query.
    ["http://a/?\ue000", "http://a/?%EE%80%80"],
  ])("%s -> %s", (iri, uri) => {
    expect(iriToUri(iri)).toBe(uri);
  });

  test("a URI maps to itself (section 3.1: the mapping is an identity for URIs, and idempotent)", () => {
    const uri = "http://a/b%2Fc%7e?q=%25#f";
    expect(iriToUri(uri)).toBe(uri);
    expect(iriToUri(iriToUri("http://\u00e9/"))).toBe(
      iriToUri("http://\u00e9/"),
    );
  });
});

describe("section 3.2: URI to IRI", () => {
  test.each([
    // Section 3.2.1's three examples (step 5's result).
    ["http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"],
    ["http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"],
    [
      "http://xn--99zt52a.example.org/%e2%80%ae",
      "http://xn--99zt52a.example.org/%E2%80%AE",
    ],
    // Section 3.2's ISO 8859-1 example stays as it is.
    [
      "http://www.example.org/r%E9sum%E9.html",
      "http://www.example.org/r%E9sum%E9.html",
    ],
    // Step 2: "%", reserved characters and ASCII not allowed in URIs stay
    // escaped, as written; unreserved ASCII is decoded.
    ["http://a/%25%2F%2f%3F%20%3C%41%7e", "http://a/%25%2F%2f%3F%20%3CA~"],
    // Step 3: an octet outside a well-formed sequence (a lead octet without
    // its continuation, an overlong form, a surrogate's octets).
    ["http://a/%C3%28%C3", "http://a/%C3%28%C3"],
    ["http://a/%c0%af", "http://a/%C0%AF"],
    ["http://a/%ED%A0%80", "http://a/%ED%A0%80"],
    // Step 4: the bidirectional formatting characters (section 4.1), a
    // noncharacter, and iprivate outside the query stay escaped.
    ["http://a/%E2%80%8E%E2%80%AA", "http://a/%E2%80%8E%E2%80%AA"],
    ["http://a/%EF%BF%BE", "http://a/%EF%BF%BE"],
    ["http://a/%EE%80%80?%EE%80%80", "http://a/%EE%80%80?\ue000"],
    ["http://a/?%EE%80%80#%EE%80%80", "http://a/?\ue000#%EE%80%80"],
    // An astral character.
    ["http://a/%F0%90%8C%80", "http://a/\u{10300}"],
  ])("%s -> %s", (uri, iri) => {
    expect(uriToIri(uri)).toBe(iri);
  });
});

describe("isIriCharacter: ucschar, and iprivate in the query, less section 4.1's", () => {
  test.each<[string, boolean, boolean]>([
    ["009F", false, false],
    ["00A0", true, true],
    ["D7FF", true, true],
    ["E000", false, true],
    ["F8FF", false, true],
    ["F900", true, true],
    ["FDCF", true, true],
    ["FDD0", false, false],
    ["FDEF", false, false],
    ["FDF0", true, true],
    ["FFEF", true, true],
    ["FFF0", false, false],
    ["10000", true, true],
    ["1FFFD", true, true],
    ["1FFFE", false, false],
    ["DFFFD", true, true],
    ["E0000", false, false],
    ["E0FFF", false, false],
    ["E1000", true, true],
    ["EFFFD", true, true],
    ["F0000", false, true],
    ["FFFFD", false, true],
    ["FFFFE", false, false],
    ["100000", false, true],
    ["10FFFD", false, true],
    ["10FFFE", false, false],
    ["200E", false, false],
    ["200F", false, false],
    ["202A", false, false],
    ["202E", false, false],
    ["202F", true, true],
  ])("U+%s: outside the query %s, in it %s", (hex, outside, inside) => {
    expect(isIriCharacter(parseInt(hex, 16), false)).toBe(outside);
    expect(isIriCharacter(parseInt(hex, 16), true)).toBe(inside);
  });
});

/** A character of an IRI's path: unreserved ASCII, or a code point of ucschar (bidi formatting left out). */
const pathCharacter = fc.oneof(
  fc.constantFrom(..."aZ09-._~"),
  fc
    .integer({ min: 0xa0, max: 0x10ffff })
    .filter((point) => isIriCharacter(point, false))
    .map((point) => String.fromCodePoint(point)),
);

/** A piece of a URI: a character allowed unescaped, or an escape of any octet (either case), or the escapes of a character's UTF-8. */
const uriPiece = fc.oneof(
  fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/?#"),
  fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.boolean())
    .map(([octet, lower]) => {
      const hex = octet.toString(16).padStart(2, "0");
      return `%${lower ? hex : hex.toUpperCase()}`;
    }),
  fc
    .integer({ min: 0x80, max: 0x10ffff })
    .filter((point) => point < 0xd800 || point > 0xdfff)
    .map((point) =>
      [...new TextEncoder().encode(String.fromCodePoint(point))]
        .map((octet) => `%${octet.toString(16).toUpperCase().padStart(2, "0")}`)
        .join(""),
    ),
);

const UNRESERVED = asciiSet(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~",
);
/** A URI up to the case of its hex digits and escapes of unreserved characters (what section 3.2 may change). */
const percentNormal = (uri: string): string =>
  normalizeEscapes(uri, UNRESERVED, true);

describe("laws", () => {
  test("an IRI's path of ucschar and unreserved characters maps to ASCII and back", () => {
    fc.assert(
      fc.property(fc.array(pathCharacter, { maxLength: 20 }), (chars) => {
        const iri = `http://a/${chars.join("")}`;
        const uri = iriToUri(iri);
        expect(uri).toMatch(/^[\x21-\x7e]*$/);
        expect(uriToIri(uri)).toBe(iri);
      }),
      { numRuns: 300 },
    );
  });

  test("toURI(toIRI(u)) is u, up to the case of hex digits and escaped unreserved characters", () => {
    fc.assert(
      fc.property(fc.array(uriPiece, { maxLength: 24 }), (pieces) => {
        const uri = `http://a/${pieces.join("")}`;
        const iri = uriToIri(uri);
        expect(percentNormal(iriToUri(iri))).toBe(percentNormal(uri));
        // Never a "%25" decoded, nor a bidirectional formatting character.
        const escapedPercents = (text: string) =>
          (text.match(/%25/gi) ?? []).length;
        expect(escapedPercents(iri)).toBe(escapedPercents(uri));
        expect(iri).not.toMatch(/[\u200e\u200f\u202a-\u202e]/);
      }),
      { numRuns: 300 },
    );
  });
});
