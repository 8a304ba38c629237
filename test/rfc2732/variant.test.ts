// RFC 2732 as a variant of RFC 2396: resolution (RFC 2396 section 5.2)
// against a base whose host is an IPv6reference; the strings of RFC 2396
// that behave the same in both; near misses; normalization and escaping with
// "[" and "]" reserved; every rule RFC 2732 adds or changes, a member and a
// non-member; errors that name RFC 2732.
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
} from "../../src/errors";
import * as rfc2396 from "../../src/rfc2396";
import {
  createResolver,
  equivalent,
  escape,
  isValid,
  name,
  normalize,
  parse,
  parseRule,
  resolve,
  rfc2732,
  rules,
  serialize,
  tree,
  tryParse,
  unescape,
  type Rfc2732Rule,
} from "../../src/rfc2732";
import type { ParseTree } from "../../src/shared/tree";

// RFC 2396 Appendix C, with the base's host "a" an IPv6reference: every
// reference resolves as there, with the base's authority.
const BASE = "http://[FEDC:BA98::3210]/b/c/d;p?q";
const appendixC: [string, string][] = [
  ["g:h", "g:h"],
  ["g", "http://[FEDC:BA98::3210]/b/c/g"],
  ["./g", "http://[FEDC:BA98::3210]/b/c/g"],
  ["g/", "http://[FEDC:BA98::3210]/b/c/g/"],
  ["/g", "http://[FEDC:BA98::3210]/g"],
  ["//g", "http://g"],
  ["?y", "http://[FEDC:BA98::3210]/b/c/?y"],
  ["g?y", "http://[FEDC:BA98::3210]/b/c/g?y"],
  ["#s", "http://[FEDC:BA98::3210]/b/c/d;p?q#s"],
  ["g#s", "http://[FEDC:BA98::3210]/b/c/g#s"],
  ["g?y#s", "http://[FEDC:BA98::3210]/b/c/g?y#s"],
  [";x", "http://[FEDC:BA98::3210]/b/c/;x"],
  ["g;x", "http://[FEDC:BA98::3210]/b/c/g;x"],
  ["g;x?y#s", "http://[FEDC:BA98::3210]/b/c/g;x?y#s"],
  [".", "http://[FEDC:BA98::3210]/b/c/"],
  ["./", "http://[FEDC:BA98::3210]/b/c/"],
  ["..", "http://[FEDC:BA98::3210]/b/"],
  ["../", "http://[FEDC:BA98::3210]/b/"],
  ["../g", "http://[FEDC:BA98::3210]/b/g"],
  ["../..", "http://[FEDC:BA98::3210]/"],
  ["../../", "http://[FEDC:BA98::3210]/"],
  ["../../g", "http://[FEDC:BA98::3210]/g"],
  ["", "http://[FEDC:BA98::3210]/b/c/d;p?q"],
  ["../../../g", "http://[FEDC:BA98::3210]/../g"],
  ["../../../../g", "http://[FEDC:BA98::3210]/../../g"],
  ["/./g", "http://[FEDC:BA98::3210]/./g"],
  ["/../g", "http://[FEDC:BA98::3210]/../g"],
  ["g.", "http://[FEDC:BA98::3210]/b/c/g."],
  [".g", "http://[FEDC:BA98::3210]/b/c/.g"],
  ["g..", "http://[FEDC:BA98::3210]/b/c/g.."],
  ["..g", "http://[FEDC:BA98::3210]/b/c/..g"],
  ["./../g", "http://[FEDC:BA98::3210]/b/g"],
  ["./g/.", "http://[FEDC:BA98::3210]/b/c/g/"],
  ["g/./h", "http://[FEDC:BA98::3210]/b/c/g/h"],
  ["g/../h", "http://[FEDC:BA98::3210]/b/c/h"],
  ["g;x=1/./y", "http://[FEDC:BA98::3210]/b/c/g;x=1/y"],
  ["g;x=1/../y", "http://[FEDC:BA98::3210]/b/c/y"],
  ["g?y/./x", "http://[FEDC:BA98::3210]/b/c/g?y/./x"],
  ["g?y/../x", "http://[FEDC:BA98::3210]/b/c/g?y/../x"],
  ["g#s/./x", "http://[FEDC:BA98::3210]/b/c/g#s/./x"],
  ["g#s/../x", "http://[FEDC:BA98::3210]/b/c/g#s/../x"],
  ["http:g", "http:g"],
  // References that carry an IPv6reference of their own.
  ["//[::1]", "http://[::1]"],
  ["//[::1]:8080/x?y", "http://[::1]:8080/x?y"],
  ["http://[1080::8:800:200C:417A]/foo", "http://[1080::8:800:200C:417A]/foo"],
  ["g?[y]#[s]", "http://[FEDC:BA98::3210]/b/c/g?[y]#[s]"],
];

describe(`RFC 2396 Appendix C against ${BASE}`, () => {
  const bound = createResolver(BASE);
  test.each(appendixC)("%j = %s", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
    expect(bound(reference)).toBe(expected);
  });

  test("http:g = http://[FEDC:BA98::3210]/b/c/g ; for backwards compatibility", () => {
    expect(resolve(BASE, "http:g", { sameScheme: "relative" })).toBe(
      "http://[FEDC:BA98::3210]/b/c/g",
    );
  });

  test("an IPv6 base with an empty path, as RFC 2396's deviation 2 reads it", () => {
    expect(resolve("http://[::1]", "g")).toBe("http://[::1]/g");
    expect(resolve("http://[::1]:80", "?y")).toBe("http://[::1]:80/?y");
  });
});

// Strings of RFC 2396 that RFC 2732 does not touch: they parse, resolve,
// normalize and validate alike.
const rfc2396Strings = [
  "ftp://ftp.is.co.za/rfc/rfc1808.txt",
  "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
  "http://www.math.uio.no/faq/compression-faq/part1.html",
  "mailto:mduerst@ifi.unizh.ch",
  "news:comp.infosystems.www.servers.unix",
  "telnet://melvyl.ucop.edu/",
  "http://www.ics.uci.edu/pub/ietf/uri/#Related",
  "http://user@www.example.com:8080/a/b;p?q#f",
  "http://10.0.0.1:80/",
  "//a.1:8/x",
  "../g?y",
  "?y",
  "",
  "#f",
  "HTTP://www.XEROX.com:80/%7e",
];
describe("the strings of RFC 2396 behave the same", () => {
  test.each(rfc2396Strings)("%j", (s) => {
    expect(parse(s)).toEqual(rfc2396.parse(s));
    expect(isValid(s)).toBe(rfc2396.isValid(s));
    expect(normalize(s)).toBe(rfc2396.normalize(s));
    expect(resolve("http://a/b/c/d;p?q", s)).toBe(
      rfc2396.resolve("http://a/b/c/d;p?q", s),
    );
    // The trees differ where change (2) reads an IPv4address with DIGIT, not digit.
    if (isValid(s) && !/\/\/[0-9.]+[:/]/.test(s)) {
      expect(tree(s)).toEqual(rfc2396.tree(s));
    }
  });
  test.each(["http:", "http://a/b c", "a#b#c", "1a:b"])(
    "%j is invalid in both",
    (s) => {
      expect({ rfc2732: isValid(s), rfc2396: rfc2396.isValid(s) }).toEqual({
        rfc2732: false,
        rfc2396: false,
      });
    },
  );
});

describe("near misses", () => {
  // [input, valid in RFC 2732, why]
  const rows: [string, boolean, string][] = [
    ["http://[::1/", false, 'no "]"'],
    ["http://[::1]]/", false, 'a second "]"'],
    ["http://[v1.x]/", false, "RFC 3986's IPvFuture is not RFC 2732's"],
    ["http://[]/", false, "an empty IPv6reference"],
    ["http://[1::2::3]/", false, 'two "::"'],
    ["http://[12345::1]/", false, "hex4 = 1*4HEXDIG"],
    ["http://[::1.2.3]/", false, "an IPv4address of three parts"],
    ["http://[::1.2.3.1234]/", false, "1*3DIGIT"],
    ["http://[g::1]/", false, "g is no HEXDIG"],
    ["http://::1/", true, 'without its brackets, "::1" is a reg_name'],
    ["http://::1:/", true, "... and so is this"],
    [
      "http://[1:2:3:4:5:6:7:8:9]/",
      true,
      "nine groups: RFC 2373's grammar does not count them",
    ],
    ["http://[1:2:3:4:5:6:7:8]/", true, "eight groups"],
    ["http://[::]/", true, '"::" alone'],
    ["http://[:::1.2.3.4]/", true, 'hexpart "::", then ":" IPv4address'],
    ["http://[::1]:/", true, "port = *digit"],
    ["http://u:p@[::1]:80/", true, "userinfo before an IPv6reference"],
  ];
  test.each(rows)("%s: %p (%s)", (input, valid) => {
    expect(isValid(input)).toBe(valid);
    expect(tryParse(input).ok).toBe(valid);
  });

  test("a near miss is a UrlSyntaxError of rfc2732 at the bad character", () => {
    const result = tryParse("http://[::1/");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect({
      name: result.error.name,
      dialect: result.error.dialect,
      rule: result.error.rule,
      offset: result.error.offset,
      found: result.error.found,
    }).toEqual({
      name: "UrlSyntaxError",
      dialect: "rfc2732",
      rule: "URI_reference",
      offset: 11,
      found: "/",
    });
    expect(result.error.message).toMatch(/^Invalid RFC 2732 URI_reference/);
  });
});

describe("normalization (RFC 2396 section 6) and escaping (section 2.4) with RFC 2732's reserved", () => {
  const normalRows: [string, string][] = [
    ["HTTP://[FEDC:BA98::3210]:80/%7e", "http://[fedc:ba98::3210]/~"],
    [
      "http://[::FFFF:129.144.52.38]:8080/",
      "http://[::ffff:129.144.52.38]:8080/",
    ],
    ["http://a/b?q=%5b[x]", "http://a/b?q=%5B[x]"],
    ["http://A/", "http://a/"],
  ];
  test.each(normalRows)("normalize(%j) = %j", (input, normal) => {
    expect(normalize(input)).toBe(normal);
    expect(isValid(normal)).toBe(true);
    expect(normalize(normal)).toBe(normal);
  });
  test("equivalent IPv6 hosts differ only in case", () => {
    expect(equivalent("http://[FEDC::1]/", "http://[fedc::1]:80/")).toBe(true);
    expect(equivalent("http://[::1]/", "http://[::0:1]/")).toBe(false);
  });

  // [text, component, RFC 2732's escape, RFC 2396's escape]
  const escapeRows: [string, rfc2396.Rfc2396EscapeComponent, string, string][] =
    [
      ["a[b]", "query", "a[b]", "a%5Bb%5D"],
      ["a[b]", "fragment", "a[b]", "a%5Bb%5D"],
      ["a[b]", "segment", "a%5Bb%5D", "a%5Bb%5D"],
      ["a[b]", "param", "a%5Bb%5D", "a%5Bb%5D"],
      ["a[b]", "userinfo", "a%5Bb%5D", "a%5Bb%5D"],
      ["a[b]", "reg_name", "a%5Bb%5D", "a%5Bb%5D"],
      ["a b/c;d", "segment", "a%20b%2Fc%3Bd", "a%20b%2Fc%3Bd"],
      ["{|}", "query", "%7B%7C%7D", "%7B%7C%7D"],
    ];
  test.each(escapeRows)(
    "escape(%j, %j) = %j (RFC 2396: %j)",
    (text, component, escaped, rfc2396Escaped) => {
      expect(escape(text, component)).toBe(escaped);
      expect(rfc2396.escape(text, component)).toBe(rfc2396Escaped);
      expect(unescape(escaped)).toBe(text);
    },
  );
  test("an escaped query keeps its brackets and stays in the grammar", () => {
    const query = escape("k=[v] é", "query");
    expect(query).toBe("k=[v]%20%C3%A9");
    expect(isValid(query, "query")).toBe(true);
    expect(rfc2396.isValid(query, "query")).toBe(false);
  });
});

describe("every rule RFC 2732 adds or changes: members and non-members", () => {
  const table: [Rfc2732Rule, string[], string[]][] = [
    [
      "host",
      ["a.b", "1.2.3.4", "[::1]", "[1080::8:800:200C:417A]"],
      ["[::1", "1.2.3.1234", "[v1.x]", ""],
    ],
    [
      "IPv6reference",
      ["[::]", "[::192.9.5.5]", "[1:2:3:4:5:6:7:8:9]"],
      ["::1", "[::1", "[]", "[::1]x"],
    ],
    [
      "IPv6address",
      ["::", "1::", "::1", "1:2:3:4:5:6:7:8", "::FFFF:1.2.3.4", "::1.2.3.4"],
      ["", ":", "1::2::3", "1.2.3.4", "::1.2.3", "12345::"],
    ],
    [
      "hexpart",
      ["1", "1:2", "1::", "1::2", "::", "::ab:CD"],
      ["", ":", "1:", "1:::2", "1.2"],
    ],
    ["hexseq", ["1", "a:b:c", "FFFF:0"], ["", "1:", "1::2", "12345"]],
    ["hex4", ["0", "fFfF", "abc"], ["", "12345", "g", ":"]],
    [
      "IPv4address",
      ["0.0.0.0", "255.255.255.255", "999.1.1.1"],
      ["1.2.3", "1.2.3.4444", "a.b.c.d"],
    ],
    ["reserved", [";", "[", "]", ","], ["a", "{", "#"]],
    ["DIGIT", ["0", "9"], ["a", "", "10"]],
    ["HEXDIG", ["0", "a", "F"], ["g", "", "aa"]],
    // Unchanged by RFC 2732, but reached by its changes.
    ["query", ["a=[1]&b=]", ""], ["#", "a b"]],
    ["authority", ["[::1]:80", "u@[::1]", "1.2.3.1234"], ["[::1]x", "a/b"]],
  ];
  test.each(table)("%s", (rule, members, nonMembers) => {
    for (const m of members)
      expect({ m, valid: isValid(m, rule) }).toEqual({ m, valid: true });
    for (const n of nonMembers)
      expect({ n, valid: isValid(n, rule) }).toEqual({ n, valid: false });
  });

  test("the rules: RFC 2396's in its order, then those RFC 2732 and RFC 2373 add", () => {
    expect(rules).toEqual([
      ...rfc2396.rules,
      "IPv6reference",
      "IPv6address",
      "hexpart",
      "hexseq",
      "hex4",
      "DIGIT",
      "HEXDIG",
    ]);
    expect(() => isValid("a", "lenient_URI_reference" as Rfc2732Rule)).toThrow(
      TypeError,
    );
  });
  test("parseRule returns the grammar's nodes, the host's with its kind", () => {
    expect(parseRule("hostport", "[::1]:80")).toEqual({
      host: { type: "IPv6reference", text: "[::1]" },
      port: "80",
    });
    expect(parseRule("hexseq", "a:b")).toBe("a:b");
  });
  test("tree: the compact tree stops at hex4, a character rule; the detail goes down to DIGIT", () => {
    const rules = (node: ParseTree): string[] => [
      node.rule,
      ...node.children.flatMap(rules),
    ];
    const compact = rules(tree("http://[::1]/"));
    const detail = rules(tree("http://[::1]/", undefined, { detail: true }));
    expect(compact).toEqual(
      expect.arrayContaining(["IPv6reference", "IPv6address", "hex4"]),
    );
    expect(compact).not.toContain("HEXDIG");
    expect(detail).toEqual(
      expect.arrayContaining(["IPv6reference", "hex4", "HEXDIG", "DIGIT"]),
    );
  });
  test("tree names RFC 2373's rules", () => {
    const find = (node: ParseTree, rule: string): ParseTree | undefined =>
      node.rule === rule
        ? node
        : node.children
            .map((child) => find(child, rule))
            .find((found) => found !== undefined);
    const host = find(
      tree("http://[::1]/", undefined, { detail: true }),
      "host",
    );
    expect(host?.children.map((c) => [c.rule, c.text])).toEqual([
      ["IPv6reference", "[::1]"],
    ]);
    const ipv6 = tree("[::1]", "IPv6reference", { detail: true });
    expect(ipv6.children.map((c) => c.rule)).toEqual(["IPv6address"]);
    expect(ipv6.children[0]!.children.map((c) => c.rule)).toEqual(["hexpart"]);
  });
});

describe("errors name RFC 2732", () => {
  test("the dialect", () => {
    expect(name).toBe("rfc2732");
    expect(rfc2732.name).toBe("rfc2732");
  });
  test("UrlSyntaxError from parseRule and tree", () => {
    for (const run of [
      () => parseRule("IPv6address", "1::2::3"),
      () => tree("http://[::1/"),
    ]) {
      expect(run).toThrow(UrlSyntaxError);
      try {
        run();
      } catch (error) {
        expect((error as UrlSyntaxError).dialect).toBe("rfc2732");
      }
    }
  });
  test("UrlResolutionError", () => {
    const run = () => resolve("a/b", "g");
    expect(run).toThrow(UrlResolutionError);
    try {
      run();
    } catch (error) {
      expect({
        dialect: (error as UrlResolutionError).dialect,
        code: (error as UrlResolutionError).code,
      }).toEqual({ dialect: "rfc2732", code: "base-not-absolute" });
      expect((error as Error).message).toMatch(/^RFC 2732: cannot resolve/);
    }
    expect(() =>
      resolve("http://[::1]/a/b", "../../../g", {
        leftoverDotSegments: "error",
      }),
    ).toThrow(UrlResolutionError);
    expect(() => resolve("mailto:x@[y]", "g")).toThrow(UrlResolutionError);
  });
  test("unescape's errors", () => {
    expect(() => unescape("%zz")).toThrow(UrlSyntaxError);
    try {
      unescape("%zz");
    } catch (error) {
      expect((error as UrlSyntaxError).dialect).toBe("rfc2732");
    }
    expect(() => unescape("%ff")).toThrow(UrlEncodingError);
  });
  test("a value that is not a string, an unknown rule or component: TypeError", () => {
    expect(() => parse(1 as unknown as string)).toThrow(TypeError);
    expect(() => isValid("a", "IPv6" as Rfc2732Rule)).toThrow(TypeError);
    expect(() => escape("a", "host" as rfc2396.Rfc2396EscapeComponent)).toThrow(
      TypeError,
    );
  });
});

test("serialize(parse(s)) === s for an IPv6 reference", () => {
  for (const s of ["//[::1]:8/x?[y]#[z]", "http://u@[::1]", "http://[::1]?"]) {
    expect(serialize(parse(s))).toBe(s);
  }
});
