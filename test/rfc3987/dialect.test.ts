// RFC 3987: IRI references, their typed components in RFC 3987's vocabulary,
// section 4.1's bidirectional formatting characters, RFC 3986's resolution
// over IRIs, and section 3's mappings, on the RFC's examples and then on
// generated IRIs.
import * as rfc3986 from "../../src/rfc3986";
import * as rfc3987 from "../../src/rfc3987";
import { UrlSyntaxError } from "../../src/errors";
import { UNRESERVED_SET } from "../../src/rfc3986/escape";
import { normalizeEscapes } from "../../src/shared/escaping";

/** A URI up to the case of its hex digits and escaped unreserved characters, which section 3.2 may change. */
const percentNormal = (uri: string): string =>
  normalizeEscapes(uri, UNRESERVED_SET, true);

describe("parse: IRI references in RFC 3987's vocabulary", () => {
  test("section 3.1's example: an ireg-name of ucschar characters", () => {
    const iri = rfc3987.parse("http://r\u00e9sum\u00e9.example.org/\u00e9?q#f");
    expect(iri).toMatchObject({
      kind: "IRI",
      scheme: "http",
      authority: "r\u00e9sum\u00e9.example.org",
      host: { type: "ireg-name", text: "r\u00e9sum\u00e9.example.org" },
      pathForm: "ipath-abempty",
      path: "/\u00e9",
      segments: ["\u00e9"],
      query: "q",
      fragment: "f",
    });
    expect(rfc3987.serialize(iri)).toBe(
      "http://r\u00e9sum\u00e9.example.org/\u00e9?q#f",
    );
  });

  test.each([
    ["\u{10300}\u{10301}", "irelative-ref", "ipath-noscheme"],
    ["/\u00fc", "irelative-ref", "ipath-absolute"],
    ["mailto:\u00e9@x", "IRI", "ipath-rootless"],
    ["", "irelative-ref", "ipath-empty"],
  ])("%j: %s, %s", (input, kind, pathForm) => {
    expect(rfc3987.parse(input)).toMatchObject({ kind, pathForm });
    expect(rfc3987.isValid(input)).toBe(true);
  });

  test.each<[string, string, number]>([
    ["a lone high surrogate", "http://a/\ud800x", 9],
    ["a lone low surrogate", "http://a/\udc00", 9],
    ["a noncharacter", "http://a/\uffff", 9],
    ["an iprivate character outside the query", "http://a/\ue000", 9],
    ["a bidirectional formatting character (LRM)", "http://a/\u200e", 9],
    ["RLO, in the query", "http://a/?\u202e", 10],
    ["a space before an RLM: the grammar's error first", "http://a/ \u200f", 9],
  ])("%s is an error at offset %i (UTF-16 units)", (_, input, offset) => {
    const result = rfc3987.tryParse(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UrlSyntaxError);
    expect(result.error.dialect).toBe("rfc3987");
    expect(result.error.offset).toBe(offset);
    expect(rfc3987.isValid(input)).toBe(false);
    expect(() => rfc3987.parse(input)).toThrow(UrlSyntaxError);
  });

  test("section 4.1's characters: the error says what was expected", () => {
    const result = rfc3987.tryParse("http://a/\u202a");
    expect(!result.ok && result.error.expected).toEqual([
      "no bidirectional formatting character (section 4.1)",
    ]);
  });

  test("iprivate in the query; an astral character as one character", () => {
    expect(rfc3987.isValid("http://a/?\ue000\u{f0000}")).toBe(true);
    expect(rfc3987.isValid("\u{10300}", "ucschar")).toBe(true);
    expect(rfc3987.isValid("\ud800", "ucschar")).toBe(false);
  });
});

describe("resolution: RFC 3986 section 5.2 over IRIs", () => {
  test.each([
    [
      "http://r\u00e9sum\u00e9.example/a/b",
      "../\u00e9",
      "http://r\u00e9sum\u00e9.example/\u00e9",
    ],
    ["http://a/b/c/d;p?q", "g?\u00fc", "http://a/b/c/g?\u00fc"],
    ["http://a/b/c/d;p?q", "//\u00e9/x", "http://\u00e9/x"],
  ])("resolve(%j, %j) = %j", (base, reference, target) => {
    expect(rfc3987.resolve(base, reference)).toBe(target);
    expect(rfc3987.createResolver(base)(reference)).toBe(target);
    expect(rfc3987.resolve(base, rfc3987.relativize(base, target))).toBe(
      target,
    );
  });

  test("a base or reference with a bidirectional formatting character is an error", () => {
    expect(() => rfc3987.resolve("http://a/\u200e", "g")).toThrow(
      UrlSyntaxError,
    );
    expect(() => rfc3987.resolve("http://a/", "\u200fg")).toThrow(
      UrlSyntaxError,
    );
  });
});

describe("section 3: toURI and toIRI", () => {
  test.each([
    [
      "http://r\u00e9sum\u00e9.example.org",
      "http://r%C3%A9sum%C3%A9.example.org",
    ],
    ["http://example.com/\u{10300}", "http://example.com/%F0%90%8C%80"],
    [
      "http://www.example.org/red%09ros\u00e9#red",
      "http://www.example.org/red%09ros%C3%A9#red",
    ],
  ])("toURI(%j) = %j", (iri, uri) => {
    expect(rfc3987.toURI(iri)).toBe(uri);
    expect(rfc3986.isValid(rfc3987.toURI(iri))).toBe(true);
  });

  test.each([
    ["http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"],
    ["http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"],
    [
      "http://xn--99zt52a.example.org/%e2%80%ae",
      "http://xn--99zt52a.example.org/%E2%80%AE",
    ],
  ])("toIRI(%j) = %j (section 3.2.1)", (uri, iri) => {
    expect(rfc3987.toIRI(uri)).toBe(iri);
    expect(rfc3987.isValid(rfc3987.toIRI(uri))).toBe(true);
  });

  test("what is not an IRI (or a URI) is a UrlSyntaxError naming the dialect", () => {
    expect(() => rfc3987.toURI("http://a b/")).toThrow(UrlSyntaxError);
    expect(() => rfc3987.toURI("http://a/\u200e")).toThrow(UrlSyntaxError);
    try {
      rfc3987.toIRI("http://\u00e9/");
      throw new Error("no error");
    } catch (error) {
      expect(error).toBeInstanceOf(UrlSyntaxError);
      expect((error as UrlSyntaxError).dialect).toBe("rfc3987");
      expect((error as UrlSyntaxError).rule).toBe("URI_reference");
      expect((error as UrlSyntaxError).offset).toBe(7);
    }
    expect(() => rfc3987.toURI(5 as never)).toThrow(TypeError);
    expect(() => rfc3987.toIRI(5 as never)).toThrow(TypeError);
  });

  test("laws over generated IRI references: toURI gives an RFC 3986 URI reference, and toURI(toIRI(u)) is u but for hex case and escaped unreserved characters", () => {
    let checked = 0;
    for (const { input } of rfc3987.generate({ count: 600, seed: 3987 })) {
      if (!rfc3987.isValid(input)) continue;
      const uri = rfc3987.toURI(input);
      expect([input, rfc3986.isValid(uri)]).toEqual([input, true]);
      expect(percentNormal(rfc3987.toURI(rfc3987.toIRI(uri)))).toBe(
        percentNormal(uri),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe("section 5.3: the comparison ladder", () => {
  test("section 5.3.2's example: the two IRIs are equivalent", () => {
    const a = "example://a/b/c/%7Bfoo%7D/ros\u00e9";
    const b = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
    expect(rfc3987.normalize(a)).toBe("example://a/b/c/%7Bfoo%7D/ros\u00e9");
    expect(rfc3987.normalize(b)).toBe(rfc3987.normalize(a));
    expect(rfc3987.equivalent(a, b)).toBe(true);
  });

  test.each([
    // 5.3.2.1: the scheme and a US-ASCII host lowercased; hex digits uppercased.
    ["HTTP://www.EXAMPLE.com/%3a", "http://www.example.com/%3A"],
    // A host with other characters keeps its case (section 5.3.2.1, 5.3.3).
    ["http://R\u00c9SUM\u00c9.example/", "http://R\u00c9SUM\u00c9.example/"],
    ["http://R%C3%89SUM%C3%89.example/", "http://R\u00c9SUM\u00c9.example/"],
    // 5.3.2.3: escapes of characters an IRI allows decoded, others kept.
    [
      "http://a/%C3%BC%FC%E2%80%AE?%EE%80%80",
      "http://a/\u00fc%FC%E2%80%AE?\ue000",
    ],
    ["http://a/%ee%80%80", "http://a/%EE%80%80"],
    // 5.3.2.4: dot segments removed; a "%2E" segment keeps its escape.
    ["http://a/b/./c/../%2E/d", "http://a/b/%2E/d"],
  ])("normalize(%j) = %j", (input, normal) => {
    expect(rfc3987.normalize(input)).toBe(normal);
    expect(rfc3987.isValid(normal)).toBe(true);
    expect(rfc3987.normalize(normal)).toBe(normal);
  });

  test("5.3.2.2: character normalization only when asked, and NFC or NFKC as asked", () => {
    const decomposed = "http://a/re\u0301sume\u0301";
    expect(rfc3987.normalize(decomposed)).toBe(decomposed);
    expect(
      rfc3987.normalize(decomposed, { characterNormalization: "NFC" }),
    ).toBe("http://a/r\u00e9sum\u00e9");
    // NFKC folds compatibility characters; NFC does not.
    expect(
      rfc3987.normalize("http://a/\uff21", { characterNormalization: "NFC" }),
    ).toBe("http://a/\uff21");
    expect(
      rfc3987.normalize("http://a/\uff21", { characterNormalization: "NFKC" }),
    ).toBe("http://a/A");
    expect(
      rfc3987.equivalent(decomposed, "http://a/r\u00e9sum\u00e9", {
        characterNormalization: "NFC",
      }),
    ).toBe(true);
    expect(rfc3987.equivalent(decomposed, "http://a/r\u00e9sum\u00e9")).toBe(
      false,
    );
  });

  test("NFKC never moves a component's end: a fullwidth '/' in a host or '?' in a path stays as written", () => {
    // U+FF0F FULLWIDTH SOLIDUS is "/" under NFKC; U+FF1F is "?".
    expect(
      rfc3987.normalize("http://a\uff0fb/p\uff1fq", {
        characterNormalization: "NFKC",
      }),
    ).toBe("http://a\uff0fb/p\uff1fq");
    const parsed = rfc3987.parse(
      rfc3987.normalize("http://evil\uff0f@good/", {
        characterNormalization: "NFKC",
      }),
    );
    expect(parsed.host?.text).toBe("good");
  });

  test("options are checked: an unknown name or a form that is none is a TypeError", () => {
    expect(() =>
      rfc3987.normalize("a", { characterNormalization: "NFD" } as never),
    ).toThrow(TypeError);
    expect(() => rfc3987.normalize("a", { nfc: true } as never)).toThrow(
      TypeError,
    );
    expect(() => rfc3987.normalize("http://a/\u200e")).toThrow(UrlSyntaxError);
  });
});

describe("escape and format for IRIs", () => {
  test.each<[string, rfc3987.Rfc3987EscapeComponent, string]>([
    ["r\u00e9sum\u00e9 a/b", "isegment", "r\u00e9sum\u00e9%20a%2Fb"],
    ["\u{10300}?#", "iquery", "\u{10300}?%23"],
    ["\ue000", "iquery", "\ue000"],
    ["\ue000", "isegment", "%EE%80%80"],
    ["a\u200eb", "ifragment", "a%E2%80%8Eb"],
    ["\uffff", "iuserinfo", "%EF%BF%BF"],
    ["a:b", "isegment_nz_nc", "a%3Ab"],
    ["R\u00c9.example", "ireg_name", "R\u00c9.example"],
  ])("escape(%j, %s) = %j", (text, component, escaped) => {
    const result = rfc3987.escape(text, component);
    expect(result).toBe(escaped);
    expect(rfc3987.isValid(result, component)).toBe(true);
    expect(rfc3987.unescape(result)).toBe(text);
  });

  test("a lone surrogate and an unknown component are errors", () => {
    expect(() => rfc3987.escape("a\ud800", "isegment")).toThrow(
      expect.objectContaining({ name: "UrlEncodingError" }),
    );
    expect(() => rfc3987.escape("a", "segment" as never)).toThrow(TypeError);
    expect(() => rfc3987.escape("a", "constructor" as never)).toThrow(
      TypeError,
    );
  });

  test("format keeps an IRI's characters, and reads back as its parts", () => {
    const iri = rfc3987.format({
      scheme: "http",
      host: "r\u00e9sum\u00e9.example",
      path: "/caf\u00e9 au lait",
      query: "q=\u00fc&\ue000",
      fragment: "\u00e9",
    });
    expect(iri).toBe(
      "http://r\u00e9sum\u00e9.example/caf\u00e9%20au%20lait?q=\u00fc&\ue000#\u00e9",
    );
    expect(rfc3987.parse(iri).host?.type).toBe("ireg-name");
    expect(
      rfc3987.format({ scheme: "http", host: "[::1]", path: "/\u200e" }),
    ).toBe("http://[::1]/%E2%80%8E");
  });
});
