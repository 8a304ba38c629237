// generated/ is in sync with grammars/, and says where it came from; the tree
// build is made from any grammar alike.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import fc from "fast-check";

import * as compiler from "../compiler/index.js";

// scripts/generate.js is CommonJS JavaScript, run by npm run generate.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require("../scripts/generate.js") as {
  generateAll(): Record<string, string>;
  outOfDate(files?: Record<string, string>): string[];
};

const root = path.resolve(__dirname, "..");

const escapeRegExp = (text: string): string =>
  text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");

// Every grammar generated once, for the tests that read it all.
let generatedFiles: Record<string, string> | undefined;
const generated = (): Record<string, string> =>
  (generatedFiles ??= generator.generateAll());

describe("npm run generate", () => {
  test("generated/ matches what the grammars generate (run `npm run generate` if not)", () => {
    expect(generator.outOfDate(generated())).toEqual([]);
  });

  test("every grammar gives a parser, its types, a tree build and its types, each headed by its source", () => {
    const files = generated();
    for (const name of compiler.grammarNames()) {
      for (const suffix of [".js", ".d.ts", ".tree.js", ".tree.d.ts"]) {
        const content = files[`generated/${name}${suffix}`];
        expect(content).toBeDefined();
        expect(content).toMatch(/^\/\/ GENERATED FILE, do not edit\./);
        expect(content).toContain(`Source: grammars/${name}.peggy.`);
      }
    }
  });

  test("the declarations give structural rules their node types, not any", () => {
    const dts = fs.readFileSync(
      path.join(root, "generated/rfc2396.d.ts"),
      "utf8",
    );
    expect(dts).toContain("export interface URIReferenceNode");
    expect(dts).toMatch(
      /RuleResult<R extends StartRuleNames> = R extends keyof RuleResults \? RuleResults\[R\] : string/,
    );
    expect(dts).not.toMatch(/\): any;/);
  });

  test("every rule of the grammar is a start rule", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const parser = require("../generated/rfc2396.js") as {
      StartRules: string[];
    };
    const grammar = fs.readFileSync(
      path.join(root, "grammars/rfc2396.peggy"),
      "utf8",
    );
    const defined = [
      ...grammar.matchAll(/^([A-Za-z_][A-Za-z0-9_]*)(?: "[^"]*")?\s*$/gm),
    ].map((m) => m[1]);
    expect(parser.StartRules).toEqual(defined);
  });
});

describe("a variant (grammars/rfc2732.peggy, base: rfc2396)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const base = require("../generated/rfc2396.js") as { StartRules: string[] };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const variant = require("../generated/rfc2732.js") as {
    StartRules: string[];
  };
  const composed = compiler.loadGrammar("rfc2732");
  const own = fs.readFileSync(
    path.join(root, "grammars/rfc2732.peggy"),
    "utf8",
  );
  const baseText = fs.readFileSync(
    path.join(root, "grammars/rfc2396.peggy"),
    "utf8",
  );
  /** A rule's definition and the comment lines above it, as the text holds it. */
  const ruleBlock = (text: string, rule: string): string | undefined =>
    new RegExp(`(?:^//.*\\n)*^${rule}(?: "[^"]*")?\\n(?:^ .*\\n?)*`, "m")
      .exec(text)?.[0]
      .trimEnd();

  test("has the base's rules in the base's order, then the rules it adds", () => {
    const added = [
      "IPv6reference",
      "IPv6address",
      "hexpart",
      "hexseq",
      "hex4",
      "DIGIT",
      "HEXDIG",
    ];
    expect(variant.StartRules).toEqual([...base.StartRules, ...added]);
  });

  test.each(["host", "IPv4address", "reserved"])(
    "its %s replaces the base's, comment and all",
    (rule) => {
      const replaced = ruleBlock(own, rule);
      expect(replaced).toBeDefined();
      expect(replaced).not.toEqual(ruleBlock(baseText, rule));
      expect(ruleBlock(composed.text, rule)).toBe(replaced);
    },
  );

  test("the rest is the base's text, then the added rules", () => {
    const replaced = ["host", "IPv4address", "reserved"];
    const strip = (text: string) =>
      replaced.reduce((t, r) => t.replace(ruleBlock(t, r)!, `<${r}>`), text);
    expect(strip(composed.text)).toMatch(
      new RegExp(
        `^${escapeRegExp(strip(baseText).trimEnd())}\\n\\n// -+\\n// Added by grammars/rfc2732.peggy.\\n\\n// RFC 2732 section 3 \\(1\\):\\n// ipv6reference = `,
      ),
    );
  });

  test("its types are the base's, with its HostNode", () => {
    const types = compiler.loadTypes("rfc2732");
    expect(types).toContain(
      'Kind extends string = "hostname" | "IPv4address" | "IPv6reference"',
    );
    expect(types.match(/export interface HostNode/g)).toHaveLength(1);
    expect(types).toContain("export interface URIReferenceNode<");
    expect(types).not.toContain("base: rfc2396");
  });

  test("its generated files name the base", () => {
    const files = generated();
    for (const suffix of [".js", ".d.ts", ".tree.js", ".tree.d.ts"]) {
      expect(files[`generated/rfc2732${suffix}`]).toContain(
        "// Base: grammars/rfc2396.peggy, whose rules grammars/rfc2732.peggy replaces or adds to.",
      );
      expect(files[`generated/rfc2396${suffix}`]).not.toContain("// Base:");
    }
  });
});

describe("the tree build of any grammar", () => {
  // Not a URL grammar: nesting (a recursive rule), a named character class, a
  // rule of only lookaheads, a token used alone in a structure rule, and a
  // run of tokens inside one.
  const grammar = [
    'list = "(" items:items? ")" { return items; }',
    'items = @item ("," @item)*',
    "item = list / pair / word",
    'pair = key:word "=" sign value:$digit+ &end { return [key, value]; }',
    "word = $letter+",
    "sign = [+-]",
    'letter "letter" = [a-z]',
    'digit "digit" = [0-9]',
    "end = &[,)] / !.",
  ].join("\n");
  type Node = {
    rule: string;
    start: number;
    end: number;
    text: string;
    children: Node[];
  };
  let tree: {
    StartRules: string[];
    NodeLimit: number;
    parse(
      input: string,
      options?: { startRule?: string; detail?: boolean; maxNodes?: number },
    ): Node;
    TreeLimitError: new () => Error & { limit: number; offset: number };
    SyntaxError: new () => Error;
  };
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ug-tree-"));
    const file = path.join(dir, "toy.tree.js");
    fs.writeFileSync(file, compiler.generateTree(grammar, "toy.peggy"));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    tree = require(file) as typeof tree;
  });
  const show = (node: Node, depth = 0, out: string[] = []): string[] => {
    out.push(`${"  ".repeat(depth)}${node.rule} ${node.start}-${node.end}`);
    for (const child of node.children) show(child, depth + 1, out);
    return out;
  };

  test("the start rules are the grammar's own", () => {
    expect(tree.StartRules).toEqual([
      "list",
      "items",
      "item",
      "pair",
      "word",
      "sign",
      "letter",
      "digit",
      "end",
    ]);
    expect(tree.NodeLimit).toBe(1_000_000);
  });

  test("compact: structure rules, and character rules as leaves; runs of tokens have no node", () => {
    expect(show(tree.parse("(ab,(c),k=+12)"))).toEqual([
      "list 0-14",
      "  items 1-13",
      "    item 1-3",
      "      word 1-3",
      "    item 4-7",
      "      list 4-7",
      "        items 5-6",
      "          item 5-6",
      "            word 5-6",
      "    item 8-13",
      "      pair 8-13",
      "        word 8-9",
      "        sign 10-11",
    ]);
  });

  test("detail: every rule that matched", () => {
    expect(
      show(tree.parse("k=+12", { startRule: "pair", detail: true })),
    ).toEqual([
      "pair 0-5",
      "  word 0-1",
      "    letter 0-1",
      "  sign 2-3",
      "  digit 3-4",
      "  digit 4-5",
    ]);
    expect(show(tree.parse("ab", { startRule: "word" }))).toEqual(["word 0-2"]);
  });

  test("past maxNodes, TreeLimitError with the limit and where", () => {
    let thrown: unknown;
    try {
      tree.parse("(a,b,c,d)", { maxNodes: 5 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(tree.TreeLimitError);
    // Abandoned alternatives count: each word is built once for pair, which
    // fails at "=", then again for word; the sixth node is item "b", at 3.
    expect(thrown).toMatchObject({ limit: 5, offset: 3 });
    // The count starts again at each call.
    expect(tree.parse("(a)", { maxNodes: 5 }).end).toBe(3);
    expect(() => tree.parse("(a)", { maxNodes: 4 })).toThrow(
      tree.TreeLimitError,
    );
    expect(() => tree.parse("(a)", { maxNodes: -1 })).toThrow(TypeError);
  });

  test("a grammar with code the data cannot carry has no tree build: peggy's GrammarError, at the code", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const peggy = require("peggy") as {
      GrammarError: new () => Error & {
        location: { start: { line: number; column: number } };
      };
    };
    for (const [text, what, column] of [
      ['a = "a" &{ return true; } "b"', "semantic predicate", 9],
      ['a = "a"|n|\nn = ""', "repetition bound that is not a constant", 5],
    ] as const) {
      let thrown: unknown;
      try {
        compiler.generateTree(text, "code.peggy");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(peggy.GrammarError);
      const error = thrown as InstanceType<typeof peggy.GrammarError>;
      expect(error.message).toBe(`the tree build takes no ${what} (rule a)`);
      expect(error.location.start).toMatchObject({ line: 1, column });
    }
  });

  test("not a start rule, or outside the grammar: peggy's errors", () => {
    expect(() => tree.parse("a", { startRule: "word$detail" })).toThrow(
      /Can't start parsing from rule/,
    );
    expect(() => tree.parse("(a")).toThrow(tree.SyntaxError);
  });
});

describe("a grammar error", () => {
  test("is reported with its file, line and column and the line itself (peggy's format())", () => {
    let caught: unknown;
    try {
      compiler.ruleSpans('a = "a"\nb = "b" (\n', "grammars/broken.peggy");
    } catch (error) {
      caught = error;
    }
    const formatted = (caught as { formatted?: unknown }).formatted;
    expect(typeof formatted).toBe("string");
    expect(formatted).toMatch(
      /^Error: Expected .* but end of input found\.\n --> grammars\/broken\.peggy:3:1\n/,
    );
  });
});

// The tree build (compiler/tree.js, run by compiler/tree-runtime.js) against
// peggy's own parser of the same grammar (generated/NAME.js, called with
// peg$silentFails so that peggy's parser runs): the same language from every
// rule, and on input outside it the same SyntaxError (message, expected,
// found, location), in the compact tree and in the whole derivation.
describe.each(compiler.grammarNames())(
  "generated/%s.tree.js against peggy's parser",
  (name) => {
    type Parser = {
      StartRules: string[];
      SyntaxError: new () => Error;
      parse(input: string, options: object): unknown;
    };
    /* eslint-disable @typescript-eslint/no-require-imports */
    const peggy = require(`../generated/${name}.js`) as Parser;
    const tree = require(`../generated/${name}.tree.js`) as Parser;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const outcome = (
      run: () => unknown,
      SyntaxError: Parser["SyntaxError"],
    ) => {
      try {
        run();
        return "matched";
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        const e = error as unknown as Record<string, unknown>;
        return {
          message: e.message,
          expected: e.expected,
          found: e.found,
          location: e.location,
        };
      }
    };
    const alphabet = [
      ..."aZ09-._~!$&'()*+,;=:@/?#%[]| \"<>\u00e9vV\n",
      "::",
      "\u{10000}",
      "\u{1FFFE}",
      "\uE000",
      "\uD800",
      "\uDC00",
      "%25",
    ];
    const urlish = fc
      .array(fc.constantFrom(...alphabet), { maxLength: 16 })
      .map((chars) => chars.join(""));

    test("the same language and the same errors, from every rule", () => {
      fc.assert(
        fc.property(
          urlish,
          fc.constantFrom(...peggy.StartRules),
          fc.boolean(),
          (input, startRule, detail) => {
            const options = { startRule, grammarSource: "g" };
            expect(
              outcome(
                () => tree.parse(input, { ...options, detail }),
                tree.SyntaxError,
              ),
            ).toEqual(
              outcome(
                () => peggy.parse(input, { ...options, peg$silentFails: 0 }),
                peggy.SyntaxError,
              ),
            );
          },
        ),
        { numRuns: 1000 },
      );
    });
  },
);
