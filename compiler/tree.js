// The tree build of a grammar (scripts/generate.js writes it as
// generated/NAME.tree.js; src/variant.ts makes it for a grammar compiled at run
// time): the grammar as data, which compiler/tree-runtime.js's interpreter runs
// to build parse trees, nodes { rule, start, end, text, children }.
//
// The data is the grammar rewritten so that rules make nodes: text captures
// and actions are dropped (they would hide or replace the nodes below them),
// and a rule's node collects the nodes its expression built. PEG discards what
// alternatives that failed built, so the nodes are exactly the rules of the
// final derivation, with exact spans. The rewritten grammar goes through
// peggy's own passes (its checks, and the transforms that decide what a
// failure reports: merged classes, display names), and the data is what
// those passes leave.
//
// The rules fall in three kinds, found from the grammar alone:
//   lookahead  a rule made only of lookaheads: it matches no text, no node.
//   character  a rule made only of character rules: a token (it matches a
//              bounded number of characters: alpha, escaped, pchar) or a rule
//              that repeats tokens (domainlabel, port, query).
//   structure  every other rule (hostname, segment, authority).
// Each rule is rewritten twice:
//   NAME         the compact tree (the default). A structure node's children are
//                the nodes of the structure and character rules it refers to;
//                a run of tokens (a repetition made only of them, as pchar* in a
//                segment) is matched as text, under its parent, with no node. A
//                character rule is a leaf: its node holds its span and has no
//                children. So the tree has a node per structure, not per
//                character, and leaves are matched without building anything.
//   NAME$detail  the whole derivation: every rule a node, down to alpha and
//                digit (parse with `detail: true`).
// Every node the build makes is counted, those of alternatives it abandons
// included (what is matched without building, in lookaheads and text, makes
// none); past `maxNodes` (default the run time's peg$NODE_LIMIT) parse throws
// TreeLimitError, so no call can build a tree that exhausts memory.
//
// A grammar whose rules hold code the data cannot carry (semantic predicates,
// repetition bounds that are not constants, imported rules) has no tree build:
// treeData throws peggy's GrammarError, naming the construct and the rule, at
// the construct (src/variant.ts makes it a VariantError).
// @ts-check
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { regexpClassEscape } = require("./peggy.js");
const { peg$OP: OP, peg$RULE: KIND } = require("./tree-runtime.js");
const {
  DETAIL,
  ruleKinds,
  treePlugin,
  sub,
  alternatives,
  elements,
} = require("./tree-rewrite.js");

/** @typedef {import("./tree-rewrite.js").Node} Node */
/** @typedef {import("./tree-rewrite.js").Rule} Rule */

const RUNTIME_FILE = path.join(__dirname, "tree-runtime.js");

/** @typedef {typeof import("peggy")} Peggy */

/**
 * An expression of the data: [op, ...operands], operands expressions or values.
 * @typedef {(string | number | null | Code)[]} Code
 */

/**
 * A grammar's tree build as data (treeData).
 * @typedef {object} TreeData
 * @property {string[]} startRules
 * @property {[number, number][]} starts
 * @property {[number, string | null, Code][]} rules
 * @property {object[]} expectations
 */

/**
 * The encoder of a rewritten grammar's expressions as data: `index` holds the
 * rules' places, `expectation` gives an expectation's place in the list, and
 * `ruleName` names the rule being encoded (for errors).
 * @param {Peggy} peggy
 * @param {Map<string, number>} index
 * @param {(e: object) => number} expectation
 * @param {() => string} ruleName
 * @returns {(node: Node) => Code}
 */
function encoder(peggy, index, expectation, ruleName) {
  const escape = regexpClassEscape();
  /** @type {(what: string, node: Node) => never} */
  const refuse = (what, node) => {
    throw new peggy.GrammarError(
      `the tree build takes no ${what} (rule ${ruleName()})`,
      node.location,
    );
  };
  /** @type {(node: Node) => Code} */
  const encode = (node) => {
    switch (node.type) {
      case "rule_ref": {
        const at = index.get(String(node.name));
        if (at === undefined)
          return refuse(`rule of another grammar (${node.name})`, node);
        return [OP.RULE, at];
      }
      case "literal":
        return [
          OP.LITERAL,
          String(node.value),
          node.ignoreCase ? 1 : 0,
          expectation({
            type: "literal",
            text: node.value,
            ignoreCase: node.ignoreCase,
          }),
        ];
      case "class": {
        const part = (/** @type {string | string[]} */ p) =>
          Array.isArray(p)
            ? `${escape(String(p[0]))}-${escape(String(p[1]))}`
            : escape(p);
        return [
          OP.CLASS,
          `^[${node.inverted ? "^" : ""}${(node.parts ?? []).map(part).join("")}]`,
          `${node.ignoreCase ? "i" : ""}${node.unicode ? "u" : ""}`,
          expectation({
            type: "class",
            parts: node.parts,
            inverted: node.inverted,
            ignoreCase: node.ignoreCase,
            unicode: node.unicode,
          }),
          node.unicode ? 1 : 0,
        ];
      }
      case "any":
        return [OP.ANY, expectation({ type: "any" })];
      case "sequence":
        return [OP.SEQUENCE, ...elements(node).map(encode)];
      case "choice":
        return [OP.CHOICE, ...alternatives(node).map(encode)];
      case "optional":
        return [OP.OPTIONAL, encode(sub(node))];
      case "zero_or_more":
        return [OP.ZERO_OR_MORE, encode(sub(node))];
      case "one_or_more":
        return [OP.ONE_OR_MORE, encode(sub(node))];
      case "repeated": {
        // peggy's `e|n|` has no min: min is max.
        const max = node.max;
        const min = node.min ?? max;
        if (
          min?.type !== "constant" ||
          max?.type !== "constant" ||
          min.value === undefined ||
          max.value === undefined
        ) {
          return refuse("repetition bound that is not a constant", node);
        }
        return [
          OP.REPEATED,
          encode(sub(node)),
          min.value,
          max.value,
          node.delimiter ? encode(node.delimiter) : null,
        ];
      }
      case "simple_and":
        return [OP.AND, encode(sub(node))];
      case "simple_not":
        return [OP.NOT, encode(sub(node))];
      case "text":
        return [OP.TEXT, encode(sub(node))];
      case "named":
        return [
          OP.NAMED,
          encode(sub(node)),
          expectation({ type: "other", description: node.name }),
        ];
      case "group":
      case "labeled":
        return encode(sub(node));
      case "semantic_and":
      case "semantic_not":
        return refuse("semantic predicate", node);
      default:
        return refuse(node.type.replace(/_/g, " "), node);
    }
  };
  return encode;
}

/**
 * The tree build of a grammar's text as data for compiler/tree-runtime.js's
 * peg$treeParser: { startRules, starts, rules, expectations }.
 * @param {Peggy} peggy
 * @param {string} text
 * @param {string} grammarFile
 * @returns {TreeData}
 */
function treeData(peggy, text, grammarFile) {
  const startRules = peggy.parser
    .parse(text, {
      grammarSource: grammarFile,
      reservedWords: peggy.RESERVED_WORDS,
    })
    .rules.map((r) => r.name);
  const ast = peggy.generate(text, {
    output: "ast",
    allowedStartRules: ["*"],
    grammarSource: grammarFile,
    plugins: [treePlugin],
  });
  const astRules = /** @type {Rule[]} */ (/** @type {unknown} */ (ast.rules));
  const index = new Map(astRules.map((r, i) => [r.name, i]));
  /** @type {object[]} */
  const expectations = [];
  /** @type {Map<string, number>} */
  const expectationIndex = new Map();
  const expectation = (/** @type {object} */ e) => {
    const key = JSON.stringify(e);
    if (!expectationIndex.has(key)) {
      expectationIndex.set(key, expectations.length);
      expectations.push(e);
    }
    return /** @type {number} */ (expectationIndex.get(key));
  };
  let ruleName = "";
  const encode = encoder(peggy, index, expectation, () => ruleName);
  /** @type {TreeData["rules"]} */
  const rules = astRules.map((rule) => {
    ruleName = rule.name;
    const named = rule.expression.type === "named" ? rule.expression : null;
    const action = named ? sub(named) : rule.expression;
    if (action.type !== "action" || action.treeNode === undefined) {
      return [KIND.NONE, null, encode(rule.expression)];
    }
    const body = encode(sub(action));
    return [
      action.treeNode.leaf ? KIND.LEAF : KIND.NODE,
      action.treeNode.rule,
      named
        ? [
            OP.NAMED,
            body,
            expectation({ type: "other", description: named.name }),
          ]
        : body,
    ];
  });
  /** @type {TreeData["starts"]} */
  const starts = startRules.map((name) => [
    /** @type {number} */ (index.get(name)),
    index.get(name + DETAIL) ?? -1,
  ]);
  return { startRules, starts, rules, expectations };
}

/**
 * The data as JavaScript: `const peg$grammar = {...};`, a rule a line.
 * @param {TreeData} data
 */
function dataSource(data) {
  const list = (/** @type {readonly unknown[]} */ items) =>
    `[\n${items.map((x) => `    ${JSON.stringify(x)},`).join("\n")}\n  ]`;
  return [
    "// The grammar's tree build as data (scripts/tree.js): its start rules; for",
    "// each, its rule in the compact tree and in the whole derivation (-1: the",
    "// same); the rules, [kind, node, expression]; peggy's expectations.",
    `const peg$startRules = ${JSON.stringify(data.startRules)};`,
    "const peg$grammar = {",
    "  startRules: peg$startRules,",
    `  starts: ${JSON.stringify(data.starts)},`,
    `  rules: ${list(data.rules)},`,
    `  expectations: ${list(data.expectations)},`,
    "};",
    "",
  ].join("\n");
}

const RUNTIME_NAMES = [
  "ParseTreeNode",
  "peg$TreeLimitError",
  "peg$NODE_LIMIT",
  "peg$OP",
  "peg$RULE",
  "peg$treeParser",
];

/** compiler/tree-runtime.js without its "use strict" and its exports: declarations. */
function runtimeDeclarations() {
  const source = fs.readFileSync(RUNTIME_FILE, "utf8");
  const strict = '\n"use strict";\n';
  const exportsAt = source.lastIndexOf("\nmodule.exports = {\n");
  const exported = `\nmodule.exports = {\n${RUNTIME_NAMES.map((n) => `  ${n},\n`).join("")}};\n`;
  if (
    source.indexOf(strict) < 0 ||
    exportsAt < 0 ||
    source.slice(exportsAt) !== exported
  ) {
    throw new Error("compiler/tree.js: compiler/tree-runtime.js changed shape");
  }
  return source.slice(source.indexOf(strict) + strict.length, exportsAt + 1);
}

/**
 * peggy's own SyntaxError class, as peggy writes it in a parser.
 * @param {Peggy} peggy
 */
function syntaxErrorClass(peggy) {
  const source = peggy.generate('start = "a"', {
    output: "source",
    format: "commonjs",
  });
  const at = source.indexOf("\nclass peg$SyntaxError extends SyntaxError {\n");
  const end = source.indexOf("\n}\n", at);
  if (at < 0 || end < 0) {
    throw new Error("compiler/tree.js: peggy's output changed shape");
  }
  return source.slice(at + 1, end + 2);
}

/**
 * generated/tree-runtime.js: the run time, with peggy's SyntaxError, as `format`.
 * @param {Peggy} peggy
 * @param {"commonjs" | "es"} format
 * @param {string} head the module's opening comment
 */
function runtimeModule(peggy, format, head) {
  const names = ["peg$SyntaxError", ...RUNTIME_NAMES];
  return [
    head,
    ...(format === "es" ? [] : ['"use strict";', ""]),
    syntaxErrorClass(peggy),
    runtimeDeclarations(),
    format === "es"
      ? `export {\n${names.map((n) => `  ${n},`).join("\n")}\n};\n`
      : `module.exports = {\n${names.map((n) => `  ${n},`).join("\n")}\n};\n`,
  ].join("\n");
}

/** What a tree module exports, and from which of its names. */
const TREE_EXPORTS = [
  ["StartRules", "peg$startRules"],
  ["SyntaxError", "peg$SyntaxError"],
  ["parse", "peg$parseTree"],
  ["TreeLimitError", "peg$TreeLimitError"],
  ["NodeLimit", "peg$NODE_LIMIT"],
];

/**
 * A grammar's tree module, as `format` (commonjs or es): its data and the
 * tree build's entry, with the run time imported from ./tree-runtime.js
 * (`shared`, the package's generated/), or in the module itself.
 * @param {Peggy} peggy
 * @param {string} text
 * @param {string} grammarFile
 * @param {"commonjs" | "es"} format
 * @param {boolean} shared
 */
function treeModuleSource(peggy, text, grammarFile, format, shared) {
  const es = format === "es";
  const imported = [
    "peg$SyntaxError",
    "peg$TreeLimitError",
    "peg$NODE_LIMIT",
    "peg$treeParser",
  ];
  let runtime;
  if (!shared) {
    runtime = [syntaxErrorClass(peggy), runtimeDeclarations()].join("\n");
  } else if (es) {
    runtime = `import {\n${imported.map((n) => `  ${n},`).join("\n")}\n} from "./tree-runtime.js";\n`;
  } else {
    runtime = `const {\n${imported.map((n) => `  ${n},`).join("\n")}\n} = require("./tree-runtime.js");\n`;
  }
  const entry = [
    "// The tree build's entry: the compact tree, or the whole derivation with",
    "// `detail: true`, at most `maxNodes` nodes.",
    `const peg$parseTree = ${es ? "/* @__PURE__ */ " : ""}peg$treeParser(peg$grammar, peg$SyntaxError);`,
    "",
  ].join("\n");
  if (es) {
    return [
      runtime,
      dataSource(treeData(peggy, text, grammarFile)),
      entry,
      `export {\n${TREE_EXPORTS.map(([e, l]) => `  ${l} as ${e},`).join("\n")}\n};\n`,
    ].join("\n");
  }
  return [
    '"use strict";',
    "",
    runtime,
    dataSource(treeData(peggy, text, grammarFile)),
    entry,
    `module.exports = {\n${TREE_EXPORTS.map(([e, l]) => `  ${e}: ${l},`).join("\n")}\n};`,
    // Names the exports in the form Node's CommonJS lexer reads, for an ESM
    // `import { parse }` (never run).
    `0 && (module.exports = { ${TREE_EXPORTS.map(([e]) => e).join(", ")} });`,
    "",
  ].join("\n");
}

module.exports = {
  DETAIL,
  ruleKinds,
  treeData,
  treeModuleSource,
  runtimeModule,
};
