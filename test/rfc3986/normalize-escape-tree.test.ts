// Section 6.2 (normalization and equivalence, rung by rung), section 2
// (percent-encoding by component), parse trees.
import { UrlEncodingError, UrlSyntaxError } from "../../src/errors";
import {
  equivalent,
  escape,
  isValid,
  normalize,
  parse,
  tree,
  unescape,
  unescapeOctets,
  type Rfc3986EscapeComponent,
  type Rfc3986NormalizeOptions,
} from "../../src/rfc3986";
import type { ParseTree } from "../../src/shared/tree";

const SCHEME_BASED: Rfc3986NormalizeOptions = {
  schemeBasedNormalization: true,
};
const NONE: Rfc3986NormalizeOptions = {
  caseNormalization: false,
  percentEncodingNormalization: false,
  pathSegmentNormalization: false,
  schemeBasedNormalization: false,
};

describe("section 6.2.2, syntax-based normalization (the default)", () => {
  test("the RFC's two URIs are equivalent", () => {
    expect(normalize("example://a/b/c/%7Bfoo%7D")).toBe(
      "example://a/b/c/%7Bfoo%7D",
    );
    expect(normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")).toBe(
      "example://a/b/c/%7Bfoo%7D",
    );
    expect(
      equivalent(
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
      ),
    ).toBe(true);
  });

  test("6.2.2.1: <HTTP://www.EXAMPLE.com/> is equivalent to <http://www.example.com/>", () => {
    expect(normalize("HTTP://www.EXAMPLE.com/")).toBe(
      "http://www.example.com/",
    );
    expect(
      equivalent("HTTP://www.EXAMPLE.com/", "http://www.example.com/"),
    ).toBe(true);
  });

  test.each([
    // 6.2.2.1: hex digits uppercase; scheme and host lowercase; the rest keeps its case.
    ["http://a/%3a?%3a#%3a", "http://a/%3A?%3A#%3A"],
    [
      "HTTP://User:Pw@Host.Example/Path?Q#F",
      "http://User:Pw@host.example/Path?Q#F",
    ],
    ["http://[2001:DB8::A]/", "http://[2001:db8::a]/"],
    ["http://[V7.ABC]/", "http://[v7.abc]/"],
    ["http://%c3%a9.example/", "http://%C3%A9.example/"],
    // 6.2.2.2: unreserved characters decoded; others stay encoded.
    ["http://a/%7E%41%2D%2e%5F%30", "http://a/~A-._0"],
    ["http://a/%2F%3F%23%25%20", "http://a/%2F%3F%23%25%20"],
    ["http://%7Eu%3a@a/", "http://~u%3A@a/"],
    // A host decodes before it is lowercased: %41 is "A", which is "a".
    ["http://%41%42.example/", "http://ab.example/"],
    // 6.2.2.3: dot segments removed.
    ["http://a/b/c/./../../g", "http://a/g"],
    ["http://a/../../g", "http://a/g"],
    ["foo:a/b/../c", "foo:a/c"],
    ["/a/./b/../c", "/a/c"],
    ["//h/a/../b", "//h/b"],
    // ... but not from a relative-path reference, which has no base yet.
    ["../g", "../g"],
    ["a/./b/../c", "a/./b/../c"],
    // Delimiters of empty components stay (6.2.3: "http://example.com/?").
    ["http://example.com/?", "http://example.com/?"],
    ["http://example.com/#", "http://example.com/#"],
    // Syntax-based normalization leaves the port and the empty path alone.
    ["http://example.com:80", "http://example.com:80"],
    ["http://example.com:", "http://example.com:"],
  ])("%s -> %s", (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  test("the order of the rungs: dot segments are removed before decoding, and '%2E%2E' is never decoded into '..'", () => {
    expect(normalize("http://h/a/%2E%2E/b")).toBe("http://h/a/%2E%2E/b");
    expect(normalize("http://h/a/%2e/b")).toBe("http://h/a/%2E/b");
    expect(normalize("http://h/a/%2e%2e%2e/b")).toBe("http://h/a/.../b");
    expect(normalize("http://h/a/.%2E/b")).toBe("http://h/a/.%2E/b");
    expect(normalize("http://h/a/b/../%2E%2E/c")).toBe("http://h/a/%2E%2E/c");
    expect(normalize("../%2E%2E/g")).toBe("../%2E%2E/g");
    expect(
      normalize("http://h/a/%2E%2E/b", { pathSegmentNormalization: false }),
    ).toBe("http://h/a/%2E%2E/b");
    expect(
      normalize("http://h/a/%2E%2E/b", { percentEncodingNormalization: false }),
    ).toBe("http://h/a/%2E%2E/b");
    expect(equivalent("http://h/a/%2E%2E/b", "http://h/b")).toBe(false);
    expect(equivalent("http://h/a/%2E%2E/b", "http://h/a/%2e%2e/b")).toBe(true);
  });

  test("a host is decoded before it is lowercased", () => {
    expect(normalize("http://%41.com/")).toBe("http://a.com/");
  });
});

describe("section 6.2.3, scheme-based normalization (an option)", () => {
  const four = [
    "http://example.com",
    "http://example.com/",
    "http://example.com:/",
    "http://example.com:80/",
  ];

  test.each(four)(
    "%s: its normal form for the http scheme is http://example.com/",
    (input) => {
      expect(normalize(input, SCHEME_BASED)).toBe("http://example.com/");
    },
  );

  test("the four URIs are equivalent, and only with it", () => {
    for (const a of four) {
      for (const b of four) {
        expect(equivalent(a, b, SCHEME_BASED)).toBe(true);
      }
    }
    expect(equivalent(four[0] as string, four[3] as string)).toBe(false);
  });

  test.each([
    ["https://a:443/x", "https://a/x"],
    ["https://a:80/x", "https://a:80/x"],
    ["ftp://a:021/", "ftp://a/"],
    ["foo://a:80/", "foo://a:80/"],
    ["foo://a:/", "foo://a/"],
    ["//a:/x", "//a/x"],
    ["//a:80/x", "//a:80/x"],
    ["http://example.com/?", "http://example.com/?"],
    ["foo:", "foo:"],
    ["http://u@a:80", "http://u@a/"],
  ])("%s -> %s", (input, expected) => {
    expect(normalize(input, SCHEME_BASED)).toBe(expected);
  });
});

describe("every rung can be turned off", () => {
  test("with no rung, the reference is as written", () => {
    for (const input of [
      "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
      "HTTP://A:80",
      "../%7e/./x",
    ]) {
      expect(normalize(input, NONE)).toBe(input);
    }
  });

  test.each([
    ["caseNormalization", "HTTP://A/%7e%2f", "HTTP://A/~%2f"],
    ["percentEncodingNormalization", "HTTP://A/%7e%2f", "http://a/%7E%2F"],
    ["pathSegmentNormalization", "http://a/./b", "http://a/./b"],
  ] as [keyof Rfc3986NormalizeOptions, string, string][])(
    "without %s: %s -> %s",
    (option, input, expected) => {
      expect(normalize(input, { [option]: false })).toBe(expected);
    },
  );

  test("options must be a plain object of booleans", () => {
    const inherited = Object.create({
      caseNormalization: false,
      schemeBasedNormalization: true,
    }) as Rfc3986NormalizeOptions;
    expect(() => normalize("HTTP://A:80", inherited)).toThrow(
      /rfc3986\.normalize: the options must be a plain object/,
    );
    expect(() =>
      normalize("HTTP://A", { caseNormalization: "no" } as never),
    ).toThrow(
      'rfc3986.normalize: option "caseNormalization" must be a boolean (true or false), not the string "no"',
    );
  });
});

describe("normalization never changes whether there is an authority", () => {
  test.each([
    // remove_dot_segments makes "//x" of these paths; written "/.//x".
    ["foo:/..//x", "foo:/.//x"],
    ["foo:.///x", "foo:/.//x"],
    ["/..//x", "/.//x"],
    ["foo:/.//x", "foo:/.//x"],
    ["foo://h/..//x", "foo://h//x"],
  ])("%s -> %s", (input, expected) => {
    const normal = normalize(input);
    expect(normal).toBe(expected);
    expect(parse(normal).authority).toBe(parse(input).authority);
    expect(normalize(normal)).toBe(normal);
  });
});

describe("equivalent", () => {
  test.each([
    ["http://a/~", "http://a/%7e", true],
    ["http://a/b", "http://a/B", false],
    ["http://a/b#f", "http://a/b", false],
    ["http://a/b?", "http://a/b", false],
    ["http://A/%2f", "http://a/%2F", true],
  ])("%s ~ %s: %s", (a, b, expected) => {
    expect(equivalent(a, b)).toBe(expected);
  });

  test("invalid input is a UrlSyntaxError", () => {
    expect(() => equivalent("http://a b", "http://a")).toThrow(UrlSyntaxError);
  });
});

describe("section 2: escape by component", () => {
  test.each([
    ["segment", "a b/c?d#e%f:g@h;i", "a%20b%2Fc%3Fd%23e%25f:g@h;i"],
    ["segment_nz_nc", "this:that", "this%3Athat"],
    ["query", "a b&c=d/e?f#g[h]", "a%20b&c=d/e?f%23g%5Bh%5D"],
    ["fragment", "top of/page#2", "top%20of/page%232"],
    ["userinfo", "user:p@ss/w", "user:p%40ss%2Fw"],
    ["reg_name", "a b@c:d/e", "a%20b%40c%3Ad%2Fe"],
    ["segment", "é€😀", "%C3%A9%E2%82%AC%F0%9F%98%80"],
    ["segment", "-._~!$&'()*+,;=", "-._~!$&'()*+,;="],
    ["query", '\u0000\u007f"<>\\^`{|}', "%00%7F%22%3C%3E%5C%5E%60%7B%7C%7D"],
  ] as [Rfc3986EscapeComponent, string, string][])(
    "%s: %j -> %j",
    (component, text, escaped) => {
      expect(escape(text, component)).toBe(escaped);
      expect(unescape(escaped)).toBe(text);
    },
  );

  test("every ASCII character escapes into its component's rule", () => {
    const components: Rfc3986EscapeComponent[] = [
      "segment",
      "segment_nz_nc",
      "query",
      "fragment",
      "userinfo",
      "reg_name",
    ];
    for (const component of components) {
      for (let code = 0; code < 128; code++) {
        const text = "a" + String.fromCharCode(code);
        expect([
          component,
          code,
          isValid(escape(text, component), component),
        ]).toEqual([component, code, true]);
      }
    }
  });

  test("escape leaves exactly the component's characters unencoded", () => {
    const all = Array.from({ length: 128 }, (_, i) =>
      String.fromCharCode(i),
    ).join("");
    const kept = (component: Rfc3986EscapeComponent): string =>
      [...all].filter((c) => escape(c, component) === c).join("");
    const unreserved =
      "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~";
    const subDelims = "!$&'()*+,;=";
    const sorted = (s: string): string => [...s].sort().join("");
    expect(sorted(kept("segment"))).toBe(sorted(unreserved + subDelims + ":@"));
    expect(sorted(kept("segment_nz_nc"))).toBe(
      sorted(unreserved + subDelims + "@"),
    );
    expect(sorted(kept("query"))).toBe(sorted(unreserved + subDelims + ":@/?"));
    expect(sorted(kept("fragment"))).toBe(
      sorted(unreserved + subDelims + ":@/?"),
    );
    expect(sorted(kept("userinfo"))).toBe(sorted(unreserved + subDelims + ":"));
    expect(sorted(kept("reg_name"))).toBe(sorted(unreserved + subDelims));
  });

  test("a lone surrogate is a UrlEncodingError at its offset; an unknown component a TypeError", () => {
    expect(() => escape("a\uD800", "segment")).toThrow(UrlEncodingError);
    expect(() => escape("a\uDC00b", "query")).toThrow(
      expect.objectContaining({ offset: 1 }),
    );
    expect(() => escape("a", "path" as Rfc3986EscapeComponent)).toThrow(
      TypeError,
    );
    for (const name of ["constructor", "__proto__", "toString"]) {
      expect(() => escape("a", name as Rfc3986EscapeComponent)).toThrow(
        TypeError,
      );
    }
  });
});

describe("section 2.1: unescape", () => {
  test.each([
    ["%41%42c", "ABc"],
    ["%e2%82%ac", "€"],
    ["a%2Fb", "a/b"],
    ["no escapes", "no escapes"],
    ["%25", "%"],
    ["%2541", "%41"],
  ])("%j -> %j", (text, expected) => {
    expect(unescape(text)).toBe(expected);
  });

  test.each([
    ["%", 1],
    ["a%4", 3],
    ["%zz", 1],
    ["ab%4g", 4],
  ])(
    "malformed %j is a UrlSyntaxError of pct_encoded at offset %d, expecting HEXDIG",
    (text, offset) => {
      expect.assertions(5);
      try {
        unescape(text);
      } catch (error) {
        expect(error).toBeInstanceOf(UrlSyntaxError);
        expect((error as UrlSyntaxError).dialect).toBe("rfc3986");
        expect((error as UrlSyntaxError).rule).toBe("pct_encoded");
        expect((error as UrlSyntaxError).offset).toBe(offset);
        expect((error as UrlSyntaxError).expected).toEqual(["HEXDIG"]);
      }
    },
  );

  test("octets that are not UTF-8 are a UrlEncodingError at the bad octet", () => {
    expect.assertions(2);
    try {
      unescape("ok%C3%A9%FFx");
    } catch (error) {
      expect(error).toBeInstanceOf(UrlEncodingError);
      expect((error as UrlEncodingError).offset).toBe(8);
    }
  });

  test("unescapeOctets gives the raw octets", () => {
    expect([...unescapeOctets("%FFa%00")]).toEqual([0xff, 0x61, 0x00]);
    expect(() => unescapeOctets("%F")).toThrow(UrlSyntaxError);
  });
});

describe("tree", () => {
  const flatten = (
    node: ParseTree,
    depth = 0,
    out: string[] = [],
  ): string[] => {
    out.push(
      `${"  ".repeat(depth)}${node.rule} ${node.start}-${node.end} ${node.text}`,
    );
    for (const child of node.children) flatten(child, depth + 1, out);
    return out;
  };
  const CHARACTER_RULES =
    /^\s*(unreserved|ALPHA|DIGIT|HEXDIG|pchar|sub_delims|h16|dec_octet)\b/;

  test("spans and names of the rules that matched, and only those", () => {
    const lines = flatten(tree("//[::1]:8/x")).filter(
      (l) => !CHARACTER_RULES.test(l),
    );
    expect(lines).toEqual([
      "URI_reference 0-11 //[::1]:8/x",
      "  relative_ref 0-11 //[::1]:8/x",
      "    relative_part 0-11 //[::1]:8/x",
      "      authority 2-9 [::1]:8",
      "        host 2-7 [::1]",
      "          IP_literal 2-7 [::1]",
      "            IPv6address 3-6 ::1",
      "        port 8-9 8",
      "      path_abempty 9-11 /x",
      "        segment 10-11 x",
    ]);
  });

  test("a host that is not wholly an IPv4address is a reg-name, with no IPv4address node", () => {
    const names = flatten(tree("1.2.3.4x", "host")).map((l) =>
      l.trim().split(" ").slice(0, 2).join(" "),
    );
    expect(names).toContain("reg_name 0-8");
    expect(names.some((n) => n.startsWith("IPv4address"))).toBe(false);
  });

  test("every node's text is its span of the input, and children lie in order inside it", () => {
    const input = "http://u:p@www.example.com:8080/a/b;p?q=1#f";
    const check = (node: ParseTree): void => {
      expect(node.text).toBe(input.slice(node.start, node.end));
      let at = node.start;
      for (const child of node.children) {
        expect(child.start).toBeGreaterThanOrEqual(at);
        expect(child.end).toBeLessThanOrEqual(node.end);
        at = child.end;
        check(child);
      }
    };
    check(tree(input));
  });

  test("errors are UrlSyntaxError; an unknown rule a TypeError", () => {
    expect(() => tree("http://a b")).toThrow(UrlSyntaxError);
    expect(() => tree("a:b", "path_noscheme")).toThrow(UrlSyntaxError);
    expect(() => tree("a", "lenient" as never)).toThrow(TypeError);
  });
});
