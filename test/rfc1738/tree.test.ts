// Parse trees: nodes named by the RFC's rules, with exact spans.
import type { ParseTree } from "../../src/shared/tree";
import { rules, tree, type Rfc1738Rule } from "../../src/rfc1738";

/** The tree as [rule, text] pairs of the nodes whose rules are listed, in document order. */
function outline(
  node: ParseTree<Rfc1738Rule>,
  keep: ReadonlySet<string>,
): [string, string][] {
  const here: [string, string][] = keep.has(node.rule)
    ? [[node.rule, node.text]]
    : [];
  return here.concat(node.children.flatMap((child) => outline(child, keep)));
}

function checkSpans(node: ParseTree<Rfc1738Rule>, input: string): void {
  expect(rules).toContain(node.rule);
  expect(node.text).toBe(input.slice(node.start, node.end));
  let at = node.start;
  for (const child of node.children) {
    expect(child.start).toBeGreaterThanOrEqual(at);
    expect(child.end).toBeLessThanOrEqual(node.end);
    at = child.end;
    checkSpans(child, input);
  }
}

const STRUCTURE = new Set([
  "httpurl",
  "ftpurl",
  "gopherurl",
  "newsurl",
  "waisurl",
  "waisindex",
  "waisdoc",
  "waisdatabase",
  "otherurl",
  "genericurl",
  "scheme",
  "schemepart",
  "ip_schemepart",
  "login",
  "user",
  "password",
  "hostport",
  "host",
  "hostname",
  "hostnumber",
  "port",
  "hpath",
  "hsegment",
  "search",
  "fpath",
  "fsegment",
  "ftptype",
  "gtype",
  "selector",
  "gopher_plus_string",
  "grouppart",
  "group",
  "article",
  "database",
  "wtype",
  "wpath",
  "urlpath",
]);

describe("the tree reads like the BNF", () => {
  test.each<[string, [string, string][]]>([
    [
      "http://h.example:8/a/b?q",
      [
        ["httpurl", "http://h.example:8/a/b?q"],
        ["hostport", "h.example:8"],
        ["host", "h.example"],
        ["hostname", "h.example"],
        ["port", "8"],
        ["hpath", "a/b"],
        ["hsegment", "a"],
        ["hsegment", "b"],
        ["search", "q"],
      ],
    ],
    [
      "gopher://h/1sel%09find%09+X",
      [
        ["gopherurl", "gopher://h/1sel%09find%09+X"],
        ["hostport", "h"],
        ["host", "h"],
        ["hostname", "h"],
        ["gtype", "1"],
        ["selector", "sel"],
        ["search", "find"],
        ["gopher_plus_string", "+X"],
      ],
    ],
    [
      "gopher://h/1a%09b/c",
      [
        ["gopherurl", "gopher://h/1a%09b/c"],
        ["hostport", "h"],
        ["host", "h"],
        ["hostname", "h"],
        ["gtype", "1"],
        ["selector", "a%09b/c"],
      ],
    ],
    [
      "wais://h/db?x",
      [
        ["waisurl", "wais://h/db?x"],
        ["waisindex", "wais://h/db?x"],
        ["hostport", "h"],
        ["host", "h"],
        ["hostname", "h"],
        ["database", "db"],
        ["search", "x"],
      ],
    ],
    [
      "Http://u@1.2.3.4/",
      [
        ["otherurl", "Http://u@1.2.3.4/"],
        ["genericurl", "Http://u@1.2.3.4/"],
        ["scheme", "Http"],
        ["schemepart", "//u@1.2.3.4/"],
        ["ip_schemepart", "//u@1.2.3.4/"],
        ["login", "u@1.2.3.4"],
        ["user", "u"],
        ["hostport", "1.2.3.4"],
        ["host", "1.2.3.4"],
        ["hostnumber", "1.2.3.4"],
        ["urlpath", ""],
      ],
    ],
    [
      "news:a1@h",
      [
        ["newsurl", "news:a1@h"],
        ["grouppart", "a1@h"],
        ["article", "a1@h"],
        ["host", "h"],
        ["hostname", "h"],
      ],
    ],
  ])("%s", (input, expected) => {
    const root = tree(input);
    expect(root.rule).toBe("url");
    expect(root.start).toBe(0);
    expect(root.end).toBe(input.length);
    checkSpans(root, input);
    expect(outline(root, STRUCTURE)).toEqual(expected);
  });

  test("from another start rule", () => {
    const root = tree("ftp://h/a;type=A", "ftpurl");
    expect(root.rule).toBe("ftpurl");
    expect(outline(root, new Set(["fsegment", "ftptype"]))).toEqual([
      ["fsegment", "a"],
      ["ftptype", "A"],
    ]);
    expect(tree("a.b", "hostname").children.map((c) => c.rule)).toEqual([
      "domainlabel",
      "toplabel",
    ]);
  });

  test("strict: the tree of a lowercase scheme only", () => {
    expect(tree("HTTP://h/").text).toBe("HTTP://h/");
    expect(() => tree("HTTP://h/", "url", { strict: true })).toThrow();
  });
});
