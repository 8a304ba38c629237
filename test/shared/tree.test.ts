// Parse trees of every dialect: compact (a node per structure, not per
// character), the whole derivation on demand, and a bound on what one call
// builds (issue 12, item 1).
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { UrlSyntaxError, UrlTreeLimitError } from "../../src/errors";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc3986 from "../../src/rfc3986";
import type { ParseTree, TreeOptions } from "../../src/shared/tree";
import { grammarBnf, rfcBnf } from "../proof/dialects";
import { Random, SentenceGenerator } from "../../src/shared/sentences";
import { bundle } from "../bundle";

/** The documented limit (docs/rfc2396.md, tree; scripts/generate.js TREE_NODE_LIMIT). */
const NODE_LIMIT = 1_000_000;

interface TreeDialect {
  readonly name: "rfc1738" | "rfc1808" | "rfc2396" | "rfc3986";
  readonly rules: readonly string[];
  readonly tree: (
    input: string,
    rule?: string,
    options?: TreeOptions,
  ) => ParseTree;
  /** A URL of about `n` characters with a structure node every few characters. */
  readonly manyNodes: (n: number) => string;
  /** A rule that is only characters, and a member of it `n` characters long. */
  readonly characters: readonly [rule: string, member: (n: number) => string];
  /** The rule of an escape's hex digit ("hex"; RFC 3986's is HEXDIG). */
  readonly hexDigit: string;
}

const dialects: readonly TreeDialect[] = [
  {
    name: "rfc2396",
    rules: rfc2396.rules,
    tree: rfc2396.tree as TreeDialect["tree"],
    manyNodes: (n) => "http://a" + "/a".repeat(n / 2),
    characters: ["query", (n) => "a".repeat(n)],
    hexDigit: "hex",
  },
  {
    name: "rfc1808",
    rules: rfc1808.rules,
    tree: rfc1808.tree as TreeDialect["tree"],
    manyNodes: (n) => "http://a/b" + ";a".repeat(n / 2),
    characters: ["query", (n) => "a".repeat(n)],
    hexDigit: "hex",
  },
  {
    name: "rfc1738",
    rules: rfc1738.rules,
    tree: rfc1738.tree as TreeDialect["tree"],
    manyNodes: (n) => "http://a" + "/a".repeat(n / 2),
    characters: ["search", (n) => "a".repeat(n)],
    hexDigit: "hex",
  },
  {
    name: "rfc3986",
    rules: rfc3986.rules,
    tree: rfc3986.tree as TreeDialect["tree"],
    manyNodes: (n) => "http://a" + "/a".repeat(n / 2),
    characters: ["query", (n) => "a".repeat(n)],
    hexDigit: "HEXDIG",
  },
];

const count = (node: ParseTree): number =>
  node.children.reduce((n, child) => n + count(child), 1);

/** The nodes in document order, as "rule start end". */
const preorder = (node: ParseTree, out: string[] = []): string[] => {
  out.push(`${node.rule} ${node.start} ${node.end}`);
  for (const child of node.children) preorder(child, out);
  return out;
};

/**
 * The nodes whose text is not the input's slice at their span, or whose
 * children overlap or leave their parent's span (one expectation per tree:
 * an expectation per node is slow).
 */
function badSpans(
  node: ParseTree,
  input: string,
  out: string[] = [],
): string[] {
  if (node.text !== input.slice(node.start, node.end))
    out.push(`${node.rule} ${node.start}-${node.end}: text ${node.text}`);
  let at = node.start;
  for (const child of node.children) {
    if (child.start < at || child.end > node.end)
      out.push(`${child.rule} ${child.start}-${child.end} in ${node.rule}`);
    at = child.end;
    badSpans(child, input, out);
  }
  return out;
}

function checkSpans(node: ParseTree, input: string): void {
  expect(badSpans(node, input)).toEqual([]);
}

/** Members of the dialect's first rule, from its BNF (test/proof/sentences.ts). */
function sentences(dialect: TreeDialect, n: number): string[] {
  const bnf = grammarBnf(dialect.name, rfcBnf(dialect.name));
  const generator = new SentenceGenerator(bnf, { softLength: 120 });
  const random = new Random(1202);
  const first = bnf.names[0] as string;
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(generator.member(first, random));
  return out;
}

const fixtures = fs
  .readFileSync(path.resolve(__dirname, "../fixtures/urls.txt"), "utf8")
  .split("\n")
  .filter((line) => line !== "");

describe.each(dialects)("$name", (dialect) => {
  const members = sentences(dialect, 300).concat(fixtures);
  const accepted = members.filter((s) => {
    try {
      dialect.tree(s);
      return true;
    } catch (error) {
      if (error instanceof UrlSyntaxError) return false;
      throw error;
    }
  });

  test("the sentences are members", () => {
    expect(accepted.length).toBeGreaterThan(250);
  });

  test("a 64 kB path segment is one node: a node per structure, not per character", () => {
    const input = "http://a/" + "a".repeat(1 << 16);
    const root = dialect.tree(input);
    expect(root.end).toBe(input.length);
    expect(count(root)).toBeLessThan(30);
    checkSpans(root, input);
  });

  test("at most 2 nodes per character, over generated URLs", () => {
    let nodes = 0;
    let chars = 0;
    for (const input of accepted) {
      const n = count(dialect.tree(input));
      // A short URL has a node for each level of the grammar it goes through.
      expect(n).toBeLessThanOrEqual(2 * input.length + 16);
      nodes += n;
      chars += input.length;
    }
    expect(nodes / chars).toBeLessThanOrEqual(2);
  });

  test("the compact tree is the whole derivation with the detail left out", () => {
    for (const input of accepted) {
      const compact = dialect.tree(input);
      const detail = dialect.tree(input, undefined, { detail: true });
      checkSpans(compact, input);
      checkSpans(detail, input);
      // Every compact node is a node of the derivation, in the same order.
      const all = preorder(detail);
      let at = 0;
      const missing = preorder(compact).filter((node) => {
        at = all.indexOf(node, at) + 1;
        return at === 0;
      });
      expect(missing).toEqual([]);
      expect(count(detail)).toBeGreaterThanOrEqual(count(compact));
    }
  });

  test("the detail below a leaf: the leaf's text from the leaf's rule, with detail", () => {
    const input = "http://a/b%41c";
    const leaves: ParseTree[] = [];
    const walk = (node: ParseTree): void => {
      if (node.children.length === 0) leaves.push(node);
      node.children.forEach(walk);
    };
    walk(dialect.tree(input));
    const detailed = preorder(dialect.tree(input, undefined, { detail: true }));
    for (const leaf of leaves) {
      const below = dialect.tree(leaf.text, leaf.rule, { detail: true });
      expect(below.rule).toBe(leaf.rule);
      const shifted = preorder(below).map((line) => {
        const [rule, start, end] = line.split(" ");
        return `${rule} ${Number(start) + leaf.start} ${Number(end) + leaf.start}`;
      });
      const at = detailed.indexOf(shifted[0] as string);
      expect(detailed.slice(at, at + shifted.length)).toEqual(shifted);
    }
    // The escape's octet, down to its hex digits.
    const escape = preorder(dialect.tree(input, undefined, { detail: true }));
    expect(escape).toContain(`${dialect.hexDigit} 11 12`);
  });

  test("an own `detail` only: a polluted prototype changes no tree", () => {
    const proto = Object.prototype as { detail?: unknown };
    proto.detail = true;
    try {
      expect(count(dialect.tree("http://a/b", undefined, {}))).toBe(
        count(dialect.tree("http://a/b")),
      );
    } finally {
      delete proto.detail;
    }
  });

  test(`past ${NODE_LIMIT} nodes: UrlTreeLimitError, with where and what`, () => {
    const [rule, member] = dialect.characters;
    const input = member(400_000); // 3 to 5 nodes per character with detail
    let thrown: unknown;
    try {
      dialect.tree(input, rule, { detail: true });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UrlTreeLimitError);
    const error = thrown as UrlTreeLimitError;
    expect(error).toMatchObject({
      name: "UrlTreeLimitError",
      dialect: dialect.name,
      rule,
      limit: NODE_LIMIT,
      inputLength: input.length,
    });
    expect(error.offset).toBeGreaterThan(0);
    expect(error.offset).toBeLessThan(input.length);
    expect(error.message).toContain(`more than ${NODE_LIMIT} nodes`);
    // The same characters make one leaf in the compact tree.
    expect(count(dialect.tree(input, rule))).toBe(1);
  });
});

describe("large input in a small heap (a child process)", () => {
  // The library bundled from src/, run by node with a heap far smaller than
  // the old tree build needed (1.66 GB for 1 MB).
  const HEAP_MB = 128;
  const runner = `
    const lib = require(process.argv[1]);
    const out = [];
    const count = (n) => n.children.reduce((a, c) => a + count(c), 1);
    for (const [dialect, input] of JSON.parse(process.argv[2]).map(([d, shape, n]) => [d, shape === "segment" ? "http://a/" + "a".repeat(n) : SHAPES[d](n)])) {
      const started = Date.now();
      try {
        const root = lib[dialect].tree(input);
        out.push({ dialect, nodes: count(root), end: root.end, ms: Date.now() - started });
      } catch (error) {
        out.push({ dialect, error: error.name, limit: error.limit, ms: Date.now() - started });
      }
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const shapes = `const SHAPES = { ${dialects.map((d) => `${d.name}: ${d.manyNodes.toString()}`).join(", ")} };`;

  test("the 5 MB reproduction succeeds; 5 MB of structure throws UrlTreeLimitError", () => {
    const library = bundle("src/index.ts");
    const cases = dialects.flatMap((d) => [
      [d.name, "segment", 5 << 20],
      [d.name, "many", 5 << 20],
    ]);
    const stdout = execFileSync(
      process.execPath,
      [
        `--max-old-space-size=${HEAP_MB}`,
        "-e",
        shapes + runner,
        library,
        JSON.stringify(cases),
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    const results = JSON.parse(stdout) as {
      dialect: string;
      nodes?: number;
      end?: number;
      error?: string;
      limit?: number;
      ms: number;
    }[];
    expect(results).toHaveLength(cases.length);
    results.forEach((result, i) => {
      if (i % 2 === 0) {
        expect(result).toMatchObject({ end: (5 << 20) + "http://a/".length });
        expect(result.nodes).toBeLessThan(30);
      } else {
        expect(result).toMatchObject({
          error: "UrlTreeLimitError",
          limit: NODE_LIMIT,
        });
      }
    });
  }, 60_000);
});
