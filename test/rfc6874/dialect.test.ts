// RFC 6874: RFC 3986 with a zone identifier in an IPv6 literal. Section 2's
// examples, then what each function of the dialect makes of a zone.
import * as rfc3986 from "../../src/rfc3986";
import * as rfc6874 from "../../src/rfc6874";
import { UrlEncodingError, UrlSyntaxError } from "../../src/errors";

/** The IP-literal a reference's host holds, or undefined. */
function ipLiteral(input: string): unknown {
  const host = rfc6874.parse(input).host;
  return host?.type === "IP-literal" ? host.ipLiteral : undefined;
}

describe('section 2: IPv6addrz = IPv6address "%25" ZoneID', () => {
  test.each([
    // Section 2's example: "fe80::a%en1" written in a URI.
    [
      "http://[fe80::a%25en1]",
      { type: "IPv6addrz", address: "fe80::a", zoneID: "en1", zone: "en1" },
    ],
    // ZoneID = 1*( unreserved / pct-encoded ): an escaped "%" and a non-ASCII name.
    [
      "http://[fe80::1%25a%25b]/",
      { type: "IPv6addrz", address: "fe80::1", zoneID: "a%25b", zone: "a%b" },
    ],
    [
      "//[::1%25%C3%A9th0]",
      {
        type: "IPv6addrz",
        address: "::1",
        zoneID: "%C3%A9th0",
        zone: "\u00e9th0",
      },
    ],
    [
      "//[::1%25%FF]",
      {
        type: "IPv6addrz",
        address: "::1",
        zoneID: "%FF",
        zone: { kind: "not-utf8", offset: 0 },
      },
    ],
    // Without a zone, RFC 3986's IP-literal.
    ["http://[fe80::a]/", { type: "IPv6address", address: "fe80::a" }],
  ])("%s", (input, expected) => {
    expect(ipLiteral(input)).toEqual(expected);
    expect(rfc6874.isValid(input)).toBe(true);
    expect(rfc6874.serialize(rfc6874.parse(input))).toBe(input);
  });

  test.each([
    // Section 3's bare "%" (what a user might type) is not the syntax.
    ["http://[fe80::a%en1]", 15],
    // An empty ZoneID: 1*( ... ).
    ["http://[fe80::a%25]", 18],
    // A zone only after an IPv6address, not an IPvFuture or a reg-name.
    ["http://[v1.x%25en1]", 12],
  ])("%s is no URI-reference: an error at offset %i", (input, offset) => {
    const result = rfc6874.tryParse(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UrlSyntaxError);
    expect(result.error.dialect).toBe("rfc6874");
    expect(result.error.offset).toBe(offset);
  });

  test("outside brackets, %25 is a reg-name's escaped '%', as in RFC 3986", () => {
    expect(rfc6874.parse("http://a%25en1/").host).toEqual({
      type: "reg-name",
      text: "a%25en1",
    });
  });

  test("RFC 3986 has no zone identifiers", () => {
    expect(rfc3986.isValid("http://[fe80::a%25en1]")).toBe(false);
    expect(rfc6874.isValid("[fe80::a%25en1]", "IP_literal")).toBe(true);
    expect(rfc6874.isValid("en1", "ZoneID")).toBe(true);
    expect(rfc6874.rules).toEqual(
      expect.arrayContaining(["ZoneID", "IPv6addrz"]),
    );
  });
});

describe("RFC 3986's functions over zone identifiers", () => {
  test.each([
    ["http://[fe80::1%25eth0]/a/b", "../c", "http://[fe80::1%25eth0]/c"],
    ["http://a/b", "//[fe80::1%25eth0]:80/x", "http://[fe80::1%25eth0]:80/x"],
  ])("resolve(%s, %s) = %s", (base, reference, target) => {
    expect(rfc6874.resolve(base, reference)).toBe(target);
    expect(rfc6874.createResolver(base)(reference)).toBe(target);
    expect(rfc6874.resolve(base, rfc6874.relativize(base, target))).toBe(
      target,
    );
  });

  test("normalize lowercases the scheme and the address, and keeps the zone's case (its escapes normalized)", () => {
    expect(rfc6874.normalize("HTTP://[FE80::A%25En%2d1%2f]/%7e")).toBe(
      "http://[fe80::a%25En-1%2F]/~",
    );
    expect(rfc6874.equivalent("http://[::1%25a]/", "http://[::1%25A]/")).toBe(
      false,
    );
    expect(rfc6874.equivalent("http://[::1%25a]/", "HTTP://[::1%25a]")).toBe(
      false,
    );
    expect(
      rfc6874.equivalent("http://[::1%25a]/", "HTTP://[::1%25a]/", {
        schemeBasedNormalization: true,
      }),
    ).toBe(true);
  });

  test("format writes an IP-literal with a zone as it is, and escapes a reg-name's '%'", () => {
    expect(
      rfc6874.format({ scheme: "http", host: "[fe80::1%25eth0]", path: "/" }),
    ).toBe("http://[fe80::1%25eth0]/");
    expect(rfc6874.format({ scheme: "http", host: "a%b", path: "/" })).toBe(
      "http://a%25b/",
    );
  });

  test("split, tree and parseRule read the zone", () => {
    expect(rfc6874.split("http://[::1%25x]/p").authority).toBe("[::1%25x]");
    expect(rfc6874.split("http://[::1%25x]/p").inGrammar).toBe(true);
    expect(rfc3986.split("http://[::1%25x]/p").inGrammar).toBe(false);
    expect(rfc6874.parseRule("IPv6addrz", "::1%25x")).toEqual({
      type: "IPv6addrz",
      address: "::1",
      zoneID: "x",
    });
    const rules: string[] = [];
    const walk = (node: { rule: string; children: readonly unknown[] }) => {
      rules.push(node.rule);
      node.children.forEach((c) => walk(c as typeof node));
    };
    walk(rfc6874.tree("http://[::1%25x]/", undefined, { detail: true }));
    expect(rules).toEqual(expect.arrayContaining(["IPv6addrz", "ZoneID"]));
  });

  test("errors name the dialect", () => {
    expect(() => rfc6874.unescape("%FF")).toThrow(UrlEncodingError);
    try {
      rfc6874.unescape("%G0");
    } catch (error) {
      expect(error).toBeInstanceOf(UrlSyntaxError);
      expect((error as UrlSyntaxError).dialect).toBe("rfc6874");
    }
    expect(() => rfc6874.resolve("//[::1%25x]/", "g")).toThrow(
      expect.objectContaining({ dialect: "rfc6874" }),
    );
  });
});
