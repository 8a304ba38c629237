// Every rule of RFC 1808 section 2.2, started at that rule: a member and a
// non-member each. Then the PEG traps the grammar's header lists, the RFC 1738
// helper rules, and the parse tree.
import * as generated from "../../generated/rfc1808";
import { UrlSyntaxError } from "../../src/errors";
import {
  isValid,
  parseRule,
  rules,
  tree,
  type Rfc1808Rule,
} from "../../src/rfc1808";
import type { ParseTree } from "../../src/shared/tree";

// [rule, member, non-member]
const table: [Rfc1808Rule, string, string][] = [
  ["URL", "http://a/b/c/d;p?q#f", "//a//b"],
  ["absoluteURL", "http://a//b", "g"],
  ["generic_RL", "http://a/b", "http://a//b"],
  ["relativeURL", "//a?b/c", "a#b"],
  ["net_path", "//u:p@h;x?y/d", "/a"],
  ["abs_path", "/a;b?c", "//a"],
  ["rel_path", "a/b;c/d?e", "/a"],
  ["path", "a//b", "/a"],
  ["fsegment", "a:b@c&d=e", ""],
  ["segment", "", "a/b"],
  ["params", "a;b/c", "a?b"],
  ["param", "a/b=c", "a;b"],
  ["scheme", "1+x.y-z", "a:b"],
  ["net_loc", "u:p@h;x?y", "a/b"],
  ["query", "a/b?c;d:e@f&g=h", "a#b"],
  ["fragment", "s/./x?y", "a#b"],
  ["pchar", ":", "/"],
  ["uchar", "%2f", "%2"],
  ["unreserved", "$", "~"],
  ["escape", "%aF", "%g0"],
  ["hex", "f", "g"],
  ["alpha", "Z", "1"],
  ["lowalpha", "z", "Z"],
  ["hialpha", "Z", "z"],
  ["digit", "9", "a"],
  ["safe", "+", "~"],
  ["extra", ",", "~"],
  ["national", "~", "a"],
  ["reserved", "=", "#"],
  ["punctuation", '"', "a"],
];

describe("a member and a non-member for every rule of section 2.2", () => {
  test("the table covers every rule, in the RFC's order", () => {
    expect(table.map(([rule]) => rule)).toEqual(rules);
  });

  test.each(table)("%s: %p is a member, %p is not", (rule, member, non) => {
    expect(isValid(member, rule)).toBe(true);
    expect(() => parseRule(rule, member)).not.toThrow();
    expect(isValid(non, rule)).toBe(false);
    expect(() => parseRule(rule, non)).toThrow(UrlSyntaxError);
  });

  test("the helper rules are not offered as RFC rules", () => {
    for (const helper of [
      "absoluteURL_end",
      "net_loc_login",
      "login",
      "host",
    ]) {
      expect(rules).not.toContain(helper);
      expect(() => isValid("a", helper as Rfc1808Rule)).toThrow(TypeError);
    }
  });
});

describe("RFC 1808's character classes differ from RFC 2396's", () => {
  test.each([
    ["~", false],
    ["$", true],
    ["+", true],
    ["!", true],
  ])("%s in a path: %s", (c, allowed) => {
    expect(isValid(`a${c}b`, "URL")).toBe(allowed);
  });
});

describe("PEG traps (see the grammar's header)", () => {
  test("absoluteURL: generic-RL wins when it spans the rest of the URL", () => {
    expect(parseRule("absoluteURL", "http://a/b?q")).toEqual({
      type: "generic-RL",
      scheme: "http",
      relativeURL: {
        type: "net_path",
        netLoc: "a",
        absPath: {
          type: "abs_path",
          relPath: { type: "rel_path", path: "b", params: null, query: "q" },
        },
      },
    });
  });

  test("absoluteURL: generic-RL stops before the fragment and still wins", () => {
    expect(parseRule("URL", "http://a/b#f").url.type).toBe("generic-RL");
  });

  test("absoluteURL: the second branch when generic-RL spans only a prefix", () => {
    // generic-RL matches "http://a/" (fsegment needs a pchar after "/").
    expect(parseRule("absoluteURL", "http://a//b")).toEqual({
      type: "opaque",
      scheme: "http",
      opaque: "//a//b",
    });
    expect(parseRule("URL", "http:////#f")).toEqual({
      url: { type: "opaque", scheme: "http", opaque: "////" },
      fragment: "f",
    });
    expect(isValid("http://a//b", "generic_RL")).toBe(false);
  });

  test('absoluteURL before relativeURL: "g:h" is a rel_path too, but reads as a scheme', () => {
    expect(isValid("g:h", "rel_path")).toBe(true);
    expect(parseRule("URL", "g:h").url.type).toBe("generic-RL");
    // Without ":" right after scheme characters, it is relative.
    expect(parseRule("URL", "a/b:c").url.type).toBe("rel_path");
    expect(parseRule("URL", ":c").url.type).toBe("rel_path");
  });

  test("relativeURL: abs_path may not begin with two slashes outside net_path", () => {
    expect(isValid("//a//b", "relativeURL")).toBe(false);
    expect(isValid("/a//b", "relativeURL")).toBe(true);
  });

  test("rel_path: every part is optional", () => {
    const empty = { type: "rel_path", path: null, params: null, query: null };
    expect(parseRule("rel_path", "")).toEqual(empty);
    expect(parseRule("rel_path", ";x")).toEqual({ ...empty, params: "x" });
    expect(parseRule("rel_path", "?y")).toEqual({ ...empty, query: "y" });
    expect(parseRule("rel_path", ";?")).toEqual({
      ...empty,
      params: "",
      query: "",
    });
    expect(parseRule("URL", "")).toEqual({ url: empty, fragment: null });
  });

  test('net_loc includes "?" and ";"', () => {
    expect(parseRule("net_path", "//a?b;c/d")).toEqual({
      type: "net_path",
      netLoc: "a?b;c",
      absPath: {
        type: "abs_path",
        relPath: { type: "rel_path", path: "d", params: null, query: null },
      },
    });
    expect(parseRule("URL", "http://a?b")).toEqual({
      url: {
        type: "generic-RL",
        scheme: "http",
        relativeURL: { type: "net_path", netLoc: "a?b", absPath: null },
      },
      fragment: null,
    });
  });

  test('params hold "/": path arithmetic cannot reach them', () => {
    expect(parseRule("rel_path", "g;p/../x")).toEqual({
      type: "rel_path",
      path: "g",
      params: "p/../x",
      query: null,
    });
  });
});

describe("parse trees", () => {
  function check(node: ParseTree<Rfc1808Rule>, input: string): void {
    expect(node.text).toBe(input.slice(node.start, node.end));
    for (const child of node.children) {
      expect(child.start).toBeGreaterThanOrEqual(node.start);
      expect(child.end).toBeLessThanOrEqual(node.end);
      check(child, input);
    }
  }
  function find(node: ParseTree<Rfc1808Rule>, rule: string): string[] {
    const here = node.rule === rule ? [node.text] : [];
    return here.concat(...node.children.map((c) => find(c, rule)));
  }

  test("spans are exact, and the rules are the derivation's", () => {
    const input = "http://u@h:1/b/c;p;q?y#s";
    const root = tree(input);
    expect(root.rule).toBe("URL");
    expect([root.start, root.end]).toEqual([0, input.length]);
    check(root, input);
    expect(find(root, "generic_RL")).toEqual(["http://u@h:1/b/c;p;q?y"]);
    expect(find(root, "net_loc")).toEqual(["u@h:1"]);
    expect(find(root, "path")).toEqual(["b/c"]);
    expect(find(root, "param")).toEqual(["p", "q"]);
    expect(find(root, "query")).toEqual(["y"]);
    expect(find(root, "fragment")).toEqual(["s"]);
  });

  test("the opaque branch: no relativeURL node survives the failed alternative", () => {
    const root = tree("http://a//b");
    expect(find(root, "generic_RL")).toEqual([]);
    expect(find(root, "relativeURL")).toEqual([]);
    expect(find(root, "absoluteURL")).toEqual(["http://a//b"]);
  });

  test("started at a rule", () => {
    const root = tree("a;b", "params");
    expect(root.rule).toBe("params");
    expect(root.children.map((c) => c.rule)).toEqual(["param", "param"]);
  });

  test("outside the grammar: UrlSyntaxError", () => {
    expect(() => tree("a b")).toThrow(UrlSyntaxError);
    expect(() => tree("a", "nonsense" as Rfc1808Rule)).toThrow(TypeError);
  });
});

describe("the helper rules (RFC 1738 section 5, for section 3.1's login)", () => {
  const accepts = (rule: string, input: string): boolean => {
    try {
      generated.parse(input, { startRule: rule as never });
      return true;
    } catch (error) {
      if (error instanceof generated.SyntaxError) return false;
      throw error;
    }
  };

  // [rule, member, non-member]
  test.each([
    ["login", "u:p@h.com:21", "u@v@h"],
    ["login", "@h", "h:"],
    ["hostport", "10.0.0.1:80", "h:8x"],
    ["host", "a.b-c.d", "a.1"],
    ["hostname", "a1.b-2.c", "a-.b"],
    ["domainlabel", "a--b", "a-"],
    ["toplabel", "a-1", "1a"],
    ["alphadigit", "7", "-"],
    ["hostnumber", "1.22.333.4444", "1.2.3"],
    ["port", "0080", ""],
    ["user", "a%41;?&=", "a:b"],
    ["password", "", "a@b"],
    ["digits", "123", "12a"],
  ])("%s: %p is a member, %p is not", (rule, member, non) => {
    expect(accepts(rule, member)).toBe(true);
    expect(accepts(rule, non)).toBe(false);
  });

  test("net_loc_login: the login, or null when the net_loc is none", () => {
    expect(generated.parse("u:@h:1", { startRule: "net_loc_login" })).toEqual({
      credentials: { user: "u", password: "" },
      hostport: { host: { type: "hostname", text: "h" }, port: "1" },
    });
    expect(generated.parse("a?b", { startRule: "net_loc_login" })).toBeNull();
  });
});
