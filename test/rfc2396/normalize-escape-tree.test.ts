// Section 6 (normalization, equivalence), section 2.4 (escaping), parse trees.
import { UrlEncodingError, UrlSyntaxError } from "../../src/errors";
import {
  equivalent,
  escape,
  isValid,
  normalize,
  tree,
  unescape,
  unescapeOctets,
  type Rfc2396EscapeComponent,
} from "../../src/rfc2396";
import type { ParseTree } from "../../src/shared/tree";

describe("section 6: normalize", () => {
  test.each([
    // The RFC's own example: host names are case insensitive.
    ["http://www.XEROX.com", "http://www.xerox.com"],
    ["HTTP://a/", "http://a/"],
    ["http://a:80/", "http://a/"],
    ["http://a:0080/", "http://a/"],
    ["http://a:/", "http://a/"],
    ["https://a:443/x", "https://a/x"],
    ["https://a:80/x", "https://a:80/x"],
    ["ftp://a:21/", "ftp://a/"],
    ["gopher://a:70/", "gopher://a/"],
    ["nntp://a:119/g", "nntp://a/g"],
    ["telnet://a:23/", "telnet://a/"],
    ["wais://a:210/d", "wais://a/d"],
    ["prospero://a:1525/p", "prospero://a/p"],
    ["foo://a:80/", "foo://a:80/"],
    // Section 2.3: an escaped unreserved character is that character ("%7e"
    // is "~"); an escaped reserved one keeps its escape, in uppercase hex.
    ["http://a/%7e%2f?%3d#%2a", "http://a/~%2F?%3D#*"],
    ["http://User@A.B/Path", "http://User@a.b/Path"],
    ["//A.B:80/", "//a.b:80/"],
    ["http://A_B/", "http://A_B/"],
    ["mailto:Fred@Example.COM", "mailto:Fred@Example.COM"],
    ["http://a/./b/../c", "http://a/./b/../c"],
  ])("%s -> %s", (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  test("options: decodeUnreserved, removeDotSegments", () => {
    expect(normalize("http://a/%7e%41%2F")).toBe("http://a/~A%2F");
    expect(normalize("http://a/%7e%41%2F", { decodeUnreserved: false })).toBe(
      "http://a/%7E%41%2F",
    );
    expect(normalize("http://a/./b/../c/.", { removeDotSegments: true })).toBe(
      "http://a/c/",
    );
    expect(normalize("http://a/../c", { removeDotSegments: true })).toBe(
      "http://a/../c",
    );
    expect(normalize("g/../h", { removeDotSegments: true })).toBe("g/../h");
  });

  test("normalize is idempotent and its result parses", () => {
    for (const input of ["HTTP://A:80/%7e?%3d", "//X.Y:/p", "ftp://u@H:21/"]) {
      const once = normalize(input);
      expect(normalize(once)).toBe(once);
      expect(isValid(once)).toBe(true);
    }
  });
});

describe("section 6: equivalent", () => {
  test.each([
    ["http://www.XEROX.com", "http://www.xerox.com", true],
    ["http://a:80/", "http://a/", true],
    ["http://a/%7E", "http://a/%7e", true],
    // Section 2.3: "Unreserved characters can be escaped without changing the
    // semantics of the URI".
    ["http://a/~", "http://a/%7e", true],
    ["http://a/%2F", "http://a//", false],
    ["http://a/b", "http://a/B", false],
    ["http://a/b#f", "http://a/b", false],
    ["http://a:81/", "http://a/", false],
  ])("%s ~ %s: %s", (a, b, expected) => {
    expect(equivalent(a, b)).toBe(expected);
  });

  test("{ decodeUnreserved: false }: escapes compared as written, but for their hex case", () => {
    expect(
      equivalent("http://a/~", "http://a/%7e", { decodeUnreserved: false }),
    ).toBe(false);
    expect(
      equivalent("http://a/%7E", "http://a/%7e", { decodeUnreserved: false }),
    ).toBe(true);
  });

  test("invalid input is a UrlSyntaxError", () => {
    expect(() => equivalent("http://a b", "http://a")).toThrow(UrlSyntaxError);
  });
});

describe("section 2.4: escape by component", () => {
  test.each([
    ["segment", "a b/c;d?e#f%g:h@i", "a%20b%2Fc%3Bd%3Fe%23f%25g:h@i"],
    ["param", "x=1;y/z", "x=1%3By%2Fz"],
    ["query", "a b&c=d/e?f#g", "a%20b&c=d/e?f%23g"],
    ["fragment", "top of/page#2", "top%20of/page%232"],
    ["userinfo", "user:p@ss/w", "user:p%40ss%2Fw"],
    ["reg_name", "a b@c:d/e", "a%20b@c:d%2Fe"],
    ["segment", "é€😀", "%C3%A9%E2%82%AC%F0%9F%98%80"],
    ["segment", "-_.!~*'()", "-_.!~*'()"],
    ["query", '\u0000\u007f"<>\\^`{|}', "%00%7F%22%3C%3E%5C%5E%60%7B%7C%7D"],
  ] as [Rfc2396EscapeComponent, string, string][])(
    "%s: %j -> %j",
    (component, text, escaped) => {
      expect(escape(text, component)).toBe(escaped);
      expect(unescape(escaped)).toBe(text);
    },
  );

  test("every ASCII character escapes into its component's rule", () => {
    const rule = {
      segment: "segment",
      param: "param",
      query: "query",
      fragment: "fragment",
      userinfo: "userinfo",
      reg_name: "reg_name",
    } as const;
    for (const component of Object.keys(rule) as Rfc2396EscapeComponent[]) {
      for (let code = 0; code < 128; code++) {
        const text = "a" + String.fromCharCode(code);
        expect(isValid(escape(text, component), rule[component])).toBe(true);
      }
    }
  });

  test("escape leaves exactly the component's characters unescaped", () => {
    const all = Array.from({ length: 128 }, (_, i) =>
      String.fromCharCode(i),
    ).join("");
    const kept = (component: Rfc2396EscapeComponent): string =>
      [...all].filter((c) => escape(c, component) === c).join("");
    const unreserved =
      "!'()*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~";
    const sorted = (s: string): string => [...s].sort().join("");
    expect(sorted(kept("segment"))).toBe(sorted(unreserved + ":@&=+$,"));
    expect(sorted(kept("query"))).toBe(sorted(unreserved + ";/?:@&=+$,"));
    expect(sorted(kept("userinfo"))).toBe(sorted(unreserved + ";:&=+$,"));
    expect(sorted(kept("reg_name"))).toBe(sorted(unreserved + "$,;:@&=+"));
  });

  test("a lone surrogate is a UrlEncodingError, an unknown component a TypeError", () => {
    expect(() => escape("a\uD800", "segment")).toThrow(UrlEncodingError);
    expect(() => escape("a\uDC00b", "segment")).toThrow(UrlEncodingError);
    expect(() => escape("a", "path" as Rfc2396EscapeComponent)).toThrow(
      TypeError,
    );
    // A name Object.prototype holds is no component either.
    for (const name of ["constructor", "__proto__", "toString"]) {
      expect(() => escape("a", name as Rfc2396EscapeComponent)).toThrow(
        TypeError,
      );
    }
  });
});

describe("section 2.4: unescape", () => {
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
    "malformed %j is a UrlSyntaxError of rule escaped at offset %d",
    (text, offset) => {
      expect.assertions(3);
      try {
        unescape(text);
      } catch (error) {
        expect(error).toBeInstanceOf(UrlSyntaxError);
        expect((error as UrlSyntaxError).rule).toBe("escaped");
        expect((error as UrlSyntaxError).offset).toBe(offset);
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

  test("spans and names of the rules that matched, and only those: the compact tree", () => {
    expect(flatten(tree("//a.1:8/x"))).toEqual([
      "URI_reference 0-9 //a.1:8/x",
      "  relativeURI 0-9 //a.1:8/x",
      "    net_path 0-9 //a.1:8/x",
      "      authority 2-7 a.1:8",
      "        reg_name 2-7 a.1:8",
      "      abs_path 7-9 /x",
      "        path_segments 8-9 x",
      "          segment 8-9 x",
    ]);
  });

  test("with detail, every rule that matched, down to the characters", () => {
    expect(flatten(tree("a.1:8", "authority", { detail: true }))).toEqual([
      "authority 0-5 a.1:8",
      "  reg_name 0-5 a.1:8",
      "    unreserved 0-1 a",
      "      alphanum 0-1 a",
      "        alpha 0-1 a",
      "          lowalpha 0-1 a",
      "    unreserved 1-2 .",
      "      mark 1-2 .",
      "    unreserved 2-3 1",
      "      alphanum 2-3 1",
      "        digit 2-3 1",
      // ":" is one of reg_name's own characters, no rule of its own.
      "    unreserved 4-5 8",
      "      alphanum 4-5 8",
      "        digit 4-5 8",
    ]);
  });

  test("a server that spans the authority is a server, to the last character", () => {
    const root = tree("u@h.example:80", "authority");
    const names = flatten(root).map((l) =>
      l.trim().split(" ").slice(0, 2).join(" "),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "authority 0-14",
        "server 0-14",
        "userinfo 0-1",
        "hostport 2-14",
        "host 2-11",
        "hostname 2-11",
        "domainlabel 2-3",
        "toplabel 4-11",
        "port 12-14",
      ]),
    );
    expect(names.some((n) => n.startsWith("reg_name"))).toBe(false);
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

  test("errors are UrlSyntaxError", () => {
    expect(() => tree("http://a b")).toThrow(UrlSyntaxError);
    expect(() => tree("?y")).toThrow(UrlSyntaxError);
  });
});

describe("unescape on large input", () => {
  test("1 MB of text and 1 MB of escapes", () => {
    const plain = "a".repeat(1024 * 1024);
    expect(unescapeOctets(plain)).toHaveLength(1024 * 1024);
    expect(unescape("%41".repeat(350 * 1024))).toBe("A".repeat(350 * 1024));
  });
});
