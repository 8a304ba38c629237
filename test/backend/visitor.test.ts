// The back end's one walk of peggy's AST (compiler/backend/visitor.js) on
// real grammar ASTs, and its table of passes (compiler/backend/index.js).
import * as peggy from "peggy";

type Node = { type: string; [key: string]: unknown };
type Visit<A extends unknown[], R> = (node: Node, ...args: A) => R;

// compiler/ is CommonJS JavaScript, required as scripts/generate.js does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const visitor = require("../../compiler/backend/visitor.js") as {
  build<A extends unknown[], R>(
    table: Record<string, Visit<A, R>>,
    otherwise?: Visit<A, R>,
  ): Visit<A, R>;
  children(node: Node): Node[];
  mapChildren(node: Node, f: (child: Node) => Node): Node;
  firstOfChildren<R>(node: Node, f: (child: Node) => R | null): R | null;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const backEnd = require("../../compiler/backend/index.js") as {
  PASSES: ReadonlyArray<readonly [string, unknown]>;
};

const GRAMMAR = `
start = head:word tail:("," @word)* { return [head, ...tail]; }
word = $[a-z]+ / "(" start ")" / n:[0-9]|1..3, "_"| &"!" . !{ return false; }
`;

/** The expression of each rule of GRAMMAR, as peggy's parser gives it. */
function expressions(): Node[] {
  const ast = peggy.parser.parse(GRAMMAR, {
    grammarSource: "test",
    reservedWords: [],
  }) as unknown as { rules: Array<{ expression: Node }> };
  return ast.rules.map((rule) => rule.expression);
}

describe("visitor.build", () => {
  test("children lead a walk through every node, in source order", () => {
    const types: string[] = [];
    const record = (node: Node) => {
      types.push(node.type);
    };
    const visit = visitor.build<[], void>({}, (node) => {
      record(node);
      for (const child of visitor.children(node)) visit(child);
    });
    for (const e of expressions()) visit(e);
    expect(types).toEqual([
      "action",
      "sequence",
      "labeled",
      "rule_ref",
      "labeled",
      "zero_or_more",
      "group",
      "sequence",
      "literal",
      "labeled",
      "rule_ref",
      "choice",
      "text",
      "one_or_more",
      "class",
      "sequence",
      "literal",
      "rule_ref",
      "literal",
      "sequence",
      "labeled",
      "repeated",
      "class",
      "literal",
      "simple_and",
      "literal",
      "any",
      "semantic_not",
    ]);
  });

  test("a table entry decides where the walk goes; the default step visits children with the same arguments", () => {
    const refs: string[] = [];
    const visit = visitor.build<[string[]], void>({
      rule_ref: (node, out) => {
        out.push(String(node["name"]));
      },
      group: () => undefined, // not entered: its rule_ref is not seen
    });
    for (const e of expressions()) visit(e, refs);
    expect(refs).toEqual(["word", "start"]);
  });

  test("a node type the table holds only by inheritance goes to otherwise", () => {
    const visit = visitor.build<[], string>(
      { literal: () => "table" },
      (node) => `otherwise ${node.type}`,
    );
    expect(visit({ type: "literal" })).toBe("table");
    expect(visit({ type: "toString" })).toBe("otherwise toString");
    expect(visit({ type: "constructor" })).toBe("otherwise constructor");
  });
});

describe("children, mapChildren, firstOfChildren", () => {
  test("a repetition's expression comes before its delimiter", () => {
    const repeated = {
      type: "repeated",
      expression: { type: "any" },
      delimiter: { type: "literal" },
      min: null,
      max: null,
    };
    expect(visitor.children(repeated).map((c) => c.type)).toEqual([
      "any",
      "literal",
    ]);
    expect(
      visitor.children({
        type: "repeated",
        expression: { type: "any" },
        delimiter: null,
      }),
    ).toHaveLength(1);
  });

  test("mapChildren copies: the node itself is not changed", () => {
    const [start] = expressions();
    if (start === undefined) throw new Error("no rule");
    const before = JSON.stringify(start);
    const rename: Visit<[], Node> = visitor.build<[], Node>(
      { rule_ref: (node) => ({ ...node, name: `${String(node["name"])}2` }) },
      (node) => visitor.mapChildren(node, (child) => rename(child)),
    );
    const renamed = rename(start);
    expect(JSON.stringify(start)).toBe(before);
    expect(JSON.stringify(renamed)).toBe(
      before.replaceAll('"name":"word"', '"name":"word2"'),
    );
  });

  test("firstOfChildren stops at the first answer", () => {
    const seen: string[] = [];
    const choice = {
      type: "choice",
      alternatives: [{ type: "any" }, { type: "literal" }, { type: "class" }],
    };
    const found = visitor.firstOfChildren(choice, (c) => {
      seen.push(c.type);
      return c.type === "literal" ? c.type : null;
    });
    expect(found).toBe("literal");
    expect(seen).toEqual(["any", "literal"]);
  });
});

test("the back end's passes, by name, in order", () => {
  expect(backEnd.PASSES.map(([name]) => name)).toEqual([
    "refuse",
    "analyze",
    "refuseEndless",
    "reporting",
    "emitRules",
    "emitParser",
  ]);
});
