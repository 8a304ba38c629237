// What the fast back end refuses, and what happens then: the grammar's module
// is peggy's own parser, opening with a comment that names the construct, the
// rule and the grammar's file:line:column; `npm run generate` prints the same
// (compiler/modules.js, generateParser); the module still parses as peggy's.
// Then the reading of action code (compiler/backend/support.js), a table.
import type * as peggyTypes from "peggy";
import * as compiler from "../../compiler/index.js";
import { GRAMMAR_SOURCE, agree, compileBoth, inputsFor } from "./harness";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const support = require("../../compiler/backend/support.js") as {
  createClassifier(
    trusted?: string[],
  ): (
    code: string,
  ) => { throws: boolean; position: boolean } | { refused: string };
};

/** A plugin that puts a node of a type peggy 5 does not have into rule `rule`, after peggy generated its own parser. */
const injectUnknownNode = (rule: string) => ({
  use(config: peggyTypes.Config) {
    config.passes.generate.push((ast: peggyTypes.ast.Grammar) => {
      const target = ast.rules.find((r) => r.name === rule);
      if (target === undefined) throw new Error(`no rule ${rule}`);
      target.expression = {
        type: "a_future_node",
        location: target.expression.location,
      } as unknown as peggyTypes.ast.Expression;
    });
  },
});

const refused: ReadonlyArray<readonly [string, string, object, RegExp]> = [
  [
    "a per-parse initializer",
    `{ let depth = 0; }\nstart = "a"+`,
    {},
    /^test\.peggy:1:1: a per-parse initializer$/,
  ],
  [
    "an action with an effect (++)",
    `{{ let count = 0; }}\nstart = ("a" { count++; return count; })+`,
    {},
    /^test\.peggy:2:15: rule start: an action: `\+\+` in code$/,
  ],
  [
    "an action calling a function of the initializer",
    `{{ function f(x) { return [x]; } }}\nstart = "a" b\nb = x:"b" { return f(x); }`,
    {},
    /^test\.peggy:3:12: rule b: an action: a call of f\(\)$/,
  ],
  [
    "an action assigning to a variable of the initializer",
    `{{ let last = null; }}\nstart = x:[a-z] { last = x; return x; }`,
    {},
    /^test\.peggy:2:18: rule start: an action: an assignment in code/,
  ],
  [
    "a predicate reading peggy's internals",
    `start = "a" &{ return peg$currPos > 0; } "b"`,
    {},
    /^test\.peggy:1:15: rule start: a predicate &\{ \}: peggy's internal peg\$currPos$/,
  ],
  [
    "a repetition bound whose code calls text()",
    `start = "a"|{ return text().length + 1; }|`,
    {},
    /^test\.peggy:1:14: rule start: a repetition bound's code that calls text\(\)/,
  ],
  [
    "a node type peggy 5 does not have (injected)",
    `start = "a" inner\ninner = "b"+`,
    { plugins: [injectUnknownNode("inner")] },
    /^test\.peggy:2:9: rule inner: a a_future_node expression$/,
  ],
  [
    "a repetition of what may match nothing (peggy 5.1 compiles it; its parser loops)",
    `start = (("a"|..2|)+)|2| "b"`,
    {},
    /^test\.peggy:1:10: rule start: a repetition with no upper bound of what may match nothing/,
  ],
  [
    "a trace build",
    `start = "a"+`,
    { trace: true },
    /^a trace build \(peggy's trace option\)$/,
  ],
];

describe.each(refused)("refused: %s", (_name, grammar, extra, reason) => {
  const compiled = compileBoth(grammar, extra);

  test("the fallback names the construct, the rule and file:line:column", () => {
    expect(compiled.fallback).not.toBeNull();
    expect(compiled.fallback?.reason).toMatch(reason);
    expect(compiled.fallback?.message).toContain(
      "not compiled by the fast back end; the parser is peggy's own (correct, slower)",
    );
    expect(compiled.fallback?.message.startsWith(GRAMMAR_SOURCE)).toBe(true);
  });

  test("the module is peggy's parser alone, and opens by saying why", () => {
    const [first, second] = compiled.source.split("\n");
    expect(first).toBe(
      "// Back end: peggy's own parser only (correct, slower). The fast back end",
    );
    expect(second).toBe(
      `// (scripts/optimize.js) does not compile this grammar: ${compiled.fallback?.reason}.`,
    );
    expect(compiled.source).not.toContain("peg$fastParse");
  });

  test("it parses as peggy's parser does", () => {
    // A trace build logs every rule; peggy's parser loops on the other.
    if (
      Object.hasOwn(extra, "trace") ||
      /forever/.test(compiled.fallback?.reason ?? "")
    )
      return;
    for (const [rule, inputs] of inputsFor(grammar, { sentences: 10 })) {
      for (const input of inputs) agree(compiled, rule, input);
    }
  });
});

describe("npm run generate on a grammar the back end refuses", () => {
  test("prints the reason on stderr, and the file says it too", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const source = compiler.generateParser(
        `{{ function f(x) { return x; } }}\nstart = x:"a" { return f(x); }`,
        {
          output: "source",
          format: "commonjs",
          allowedStartRules: ["*"],
          grammarSource: "grammars/mine.peggy",
        },
      );
      expect(warn.mock.calls).toEqual([
        [
          "grammars/mine.peggy:2:16: rule start: an action: a call of f(): not compiled by the fast back end; the parser is peggy's own (correct, slower)",
        ],
      ]);
      expect(source).toContain(
        "does not compile this grammar: grammars/mine.peggy:2:16: rule start: an action: a call of f().",
      );
    } finally {
      warn.mockRestore();
    }
  });

  test("prints nothing for a grammar it compiles", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const source = compiler.generateParser(`start = "a"+`, {
        output: "source",
        format: "commonjs",
        grammarSource: "grammars/mine.peggy",
      });
      expect(warn).not.toHaveBeenCalled();
      expect(source).toContain("peg$fastParse");
    } finally {
      warn.mockRestore();
    }
  });
});

// The reading of code: what may be skipped or repeated (a computation that
// cannot throw), what must run where peggy runs it (error(), expected(), or
// code that may throw), what is refused. "position": it reads text(),
// offset(), range() or location(), so the positions are set before a call.
const code: ReadonlyArray<readonly [string, string, string]> = [
  ["return { a, b }", "", "computation"],
  ["return { ...a, b: c?.d ?? null, e: [f, g] }", "", "computation"],
  ["return text()", "position", "computation"],
  ["return [offset(), range(), location()]", "position", "computation"],
  ["return a === b && c !== d && e <= f && g >= h", "", "computation"],
  ["return a / b", "", "computation"],
  ["return \"f(x)\" + 'g(y)' + `h(z)` // k()", "", "computation"],
  ['if (n > 2) error("big"); return n', "throws, position", "computation"],
  ['expected("a word")', "throws, position", "computation"],
  ['return a.join("").toLowerCase()', "throws", "computation"],
  ["const x = a.length; return x", "throws", "computation"],
  ["return a.map((x) => x + 1)", "throws", "computation"],
  ["return a.reduce((s, x) => s + x, 0)", "throws", "computation"],
  ["return options.flag ?? null", "throws", "computation"],
  ['return `${a}-${b.join("")}`', "throws", "computation"],
  ["return parseInt(a, 10) + Number(b)", "throws", "computation"],
  ["return [...a]", "throws", "computation"],
  ["return a[0]", "throws", "computation"],
  ["return (a) / 2 + b / 3", "", "computation"],
  ["return k in a", "throws", "computation"],
  ["return 1n + a", "a BigInt literal in code", "refused"],
  ["count++", "`++` in code", "refused"],
  ["x = 1; return x", "an assignment in code", "refused"],
  ["let x = 1; x += 2; return x", "an assignment in code", "refused"],
  ["return f(x)", "a call of f()", "refused"],
  ["return a.push(1)", "a call of the method push()", "refused"],
  ["return a.map(f)", "a call of the method map()", "refused"],
  ["return new Date()", "`new` in code", "refused"],
  ["throw new Error()", "`throw` in code", "refused"],
  ["return delete a.b", "`delete` in code", "refused"],
  ["return /a(b)/.test(x)", "a regular expression literal in code", "refused"],
  ["return `${f()}`", "a call of f()", "refused"],
  ["return (g)(x)", "a call of a computed function", "refused"],
  ["return \u00e9t\u00e9(x)", "a call of \u00e9t\u00e9()", "refused"],
  ["return \\u0066(x)", "a call of \\u0066()", "refused"],
  [
    'if (a) /"/.test(b); f(); return "x"',
    "a regular expression literal in code",
    "refused",
  ],
  ["return tag`x`", "a call of tag()", "refused"],
  ["return peg$currPos", "peggy's internal peg$currPos", "refused"],
];

describe("the reading of code", () => {
  const classify = support.createClassifier();
  test.each(code)("%s: %s (%s)", (source, detail, kind) => {
    const result = classify(source);
    if (kind === "refused") {
      expect(result).toHaveProperty("refused");
      expect((result as { refused: string }).refused.startsWith(detail)).toBe(
        true,
      );
    } else {
      expect(result).not.toHaveProperty("refused");
      expect(result).toEqual({
        throws: detail.includes("throws"),
        position: detail.includes("position"),
      });
    }
  });

  test("a call the caller vouches for is read as a computation", () => {
    const trusting = support.createClassifier(["peg$treeNode"]);
    expect(trusting("return peg$treeNode(text(), children)")).toEqual({
      throws: false,
      position: true,
    });
    expect(classify("return peg$treeNode(text(), children)")).toEqual({
      refused: "peggy's internal peg$treeNode",
    });
  });
});
