// Normalization (what RFC 1808 section 2.4 and RFC 1738 make equivalent),
// escaping with RFC 1808's character classes, and unescaping.
import fc from "fast-check";
import { UrlEncodingError, UrlSyntaxError } from "../../src/errors";
import {
  equivalent,
  escape,
  isValid,
  normalize,
  parse,
  resolve,
  unescape,
  unescapeOctets,
  type Rfc1808EscapeComponent,
} from "../../src/rfc1808";

describe("normalize", () => {
  test.each([
    // RFC 1738 section 5: "interpreters should use case-ignore" for the scheme.
    ["HTTP://a/b", "http://a/b"],
    // A hostname is a domain name: case does not matter.
    ["http://WWW.Example.COM/P", "http://www.example.com/P"],
    // The scheme's default port (RFC 1738) goes with its ":".
    ["http://a:80/b", "http://a/b"],
    ["http://a:0080/b", "http://a/b"],
    ["ftp://a:21/", "ftp://a/"],
    ["http://a:8080/b", "http://a:8080/b"],
    ["foo://a:80/b", "foo://a:80/b"],
    // Escapes: hex digits uppercased.
    ["http://a/%7e%2f?%3d#%3f", "http://a/%7E%2F?%3D#%3F"],
    // Section 2.4: an empty params, query or fragment is no params, query or fragment.
    ["http://a/b;?#", "http://a/b"],
    ["http://a/b;p?#", "http://a/b;p"],
    ["g;?", "g"],
    // ... but a relative URL made only of empty components stays as it is
    // (section 4 step 2a treats the entirely empty URL apart).
    [";?#", ";?#"],
    ["#", "#"],
    ["", ""],
    // user and password are escaped text; the host is lowercased.
    ["ftp://Foo:%3a@Host.COM/", "ftp://Foo:%3A@host.com/"],
    // A net_loc that is no login is kept as it is, escapes apart.
    ["http://A?B:/", "http://A?B:/"],
    ["http://a%2d:/", "http://a%2D:/"],
    // The opaque form: scheme and escapes only.
    ["HTTP://A//%2f#", "http://A//%2F"],
    // Dot segments stay unless asked.
    ["http://a/b/../c", "http://a/b/../c"],
  ])("%p -> %p", (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  test("options", () => {
    expect(normalize("http://a/%41%7E%2F", { decodeUnreserved: true })).toBe(
      "http://a/A%7E%2F",
    );
    expect(
      normalize("http://a/b/./c/../d;p/../x", { removeDotSegments: true }),
    ).toBe("http://a/b/d;p/../x");
    // Decoding may not turn a relative path into a scheme.
    expect(normalize("%41:b/%41:", { decodeUnreserved: true })).toBe(
      "%41:b/A:",
    );
    expect(normalize("a/%41:", { decodeUnreserved: true })).toBe("a/A:");
    // Only an absolute URL's path preceded by a slash.
    expect(normalize("../a/./b", { removeDotSegments: true })).toBe("../a/./b");
    expect(normalize("foo:a/../b", { removeDotSegments: true })).toBe(
      "foo:a/../b",
    );
  });

  test("equivalent", () => {
    expect(equivalent("HTTP://A:80/b?", "http://a/b")).toBe(true);
    expect(equivalent("http://a/b", "http://a/B")).toBe(false);
    expect(equivalent("http://a/%41", "http://a/A")).toBe(false);
    expect(
      equivalent("http://a/%41", "http://a/A", { decodeUnreserved: true }),
    ).toBe(true);
  });

  test("property: normalize is idempotent, and keeps the kind of URL", () => {
    const unit = fc.constantFrom(
      ..."aZ09$-_.+!*'(),;/?:@&=#".split(""),
      "%2f",
      "%41",
    );
    fc.assert(
      fc.property(
        fc.constantFrom("", "HTTP:", "%41", "http://H:80", "ftp://u:@h"),
        fc.string({ unit, maxLength: 16 }),
        fc.boolean(),
        (prefix, rest, decode) => {
          const input = prefix + rest;
          if (!isValid(input)) return;
          const options = { decodeUnreserved: decode };
          const once = normalize(input, options);
          expect(normalize(once, options)).toBe(once);
          expect(parse(once).kind).toBe(parse(input).kind);
          expect(equivalent(input, once, options)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("escape", () => {
  test.each<[Rfc1808EscapeComponent, string, string]>([
    ["segment", "a b/c;d?e:f@g&h=i~j", "a%20b%2Fc%3Bd%3Fe:f@g&h=i%7Ej"],
    ["param", "a/b;c?d", "a/b%3Bc%3Fd"],
    ["net_loc", "u:p@h;x?y/z", "u:p@h;x?y%2Fz"],
    ["query", "a/b?c;d#e", "a/b?c;d%23e"],
    ["fragment", "s/./x#y", "s/./x%23y"],
    ["user", "f:o@o;?&=", "f%3Ao%40o;?&="],
    ["password", "p:w/d", "p%3Aw%2Fd"],
    // safe and extra stay; national and punctuation do not.
    ["segment", "$-_.+!*'(),", "$-_.+!*'(),"],
    [
      "segment",
      '{}|\\^~[]`<>#%"',
      "%7B%7D%7C%5C%5E%7E%5B%5D%60%3C%3E%23%25%22",
    ],
    // Non-ASCII as UTF-8 octets.
    ["segment", "é\u{1F600}", "%C3%A9%F0%9F%98%80"],
  ])("%s: %p -> %p", (component, text, expected) => {
    expect(escape(text, component)).toBe(expected);
  });

  test.each<[Rfc1808EscapeComponent, string]>([
    ["segment", "segment"],
    ["param", "param"],
    ["net_loc", "net_loc"],
    ["query", "query"],
    ["fragment", "fragment"],
  ])(
    "property: escape(text, %s) is a member of %s and unescapes to text",
    (component, rule) => {
      fc.assert(
        fc.property(fc.string({ unit: "grapheme", maxLength: 20 }), (text) => {
          const escaped = escape(text, component);
          expect(isValid(escaped, rule as never)).toBe(true);
          expect(unescape(escaped)).toBe(text);
        }),
        { numRuns: 300 },
      );
    },
  );
});

describe("unescape", () => {
  test("decodes escapes as UTF-8", () => {
    expect(unescape("a%20b%C3%A9%f0%9f%98%80")).toBe("a bé\u{1F600}");
    expect(Array.from(unescapeOctets("%FFa"))).toEqual([255, 97]);
  });

  test("a malformed escape is a UrlSyntaxError of rule escape at the bad digit", () => {
    expect.assertions(3);
    try {
      unescape("ab%4z");
    } catch (error) {
      expect(error).toBeInstanceOf(UrlSyntaxError);
      expect((error as UrlSyntaxError).dialect).toBe("rfc1808");
      expect((error as UrlSyntaxError).offset).toBe(4);
    }
  });

  test("octets that are not UTF-8 are a UrlEncodingError", () => {
    expect(() => unescape("a%FF")).toThrow(UrlEncodingError);
  });

  test("resolve keeps escapes as they are (nothing is decoded first)", () => {
    expect(resolve("http://a/b/c", "%2e%2e/g")).toBe("http://a/b/%2e%2e/g");
    expect(parse("%2e%2e/g").path).toBe("%2e%2e/g");
  });
});
