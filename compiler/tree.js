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
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { regexpClassEscape } = require("./peggy.js");
const { peg$OP: OP, peg$RULE: KIND } = require("./tree-runtime.js");

const RUNTIME_FILE = path.join(__dirname, "tree-runtime.js");
const DETAIL = "$detail";

function stripSemantics(node) {
  switch (node.type) {
    case "text":
    case "action":
      return stripSemantics(node.expression);
    case "labeled":
      return {
        ...node,
        pick: undefined,
        expression: stripSemantics(node.expression),
      };
    case "choice":
      return { ...node, alternatives: node.alternatives.map(stripSemantics) };
    case "sequence":
      return { ...node, elements: node.elements.map(stripSemantics) };
    case "repeated":
      return {
        ...node,
        delimiter: node.delimiter
          ? stripSemantics(node.delimiter)
          : node.delimiter,
        expression: stripSemantics(node.expression),
      };
    case "named":
    case "simple_and":
    case "simple_not":
    case "optional":
    case "zero_or_more":
    case "one_or_more":
    case "group":
      return { ...node, expression: stripSemantics(node.expression) };
    default:
      return node;
  }
}

/** The sub-expressions of an AST node. */
function subexpressions(node) {
  switch (node.type) {
    case "choice":
      return node.alternatives;
    case "sequence":
      return node.elements;
    case "repeated":
      return node.delimiter
        ? [node.expression, node.delimiter]
        : [node.expression];
    default:
      return node.expression ? [node.expression] : [];
  }
}

/** A copy of the expression, every rule reference renamed by `rename`. */
function renameRefs(node, rename) {
  if (node.type === "rule_ref") return { ...node, name: rename(node.name) };
  switch (node.type) {
    case "choice":
      return {
        ...node,
        alternatives: node.alternatives.map((a) => renameRefs(a, rename)),
      };
    case "sequence":
      return {
        ...node,
        elements: node.elements.map((e) => renameRefs(e, rename)),
      };
    case "repeated":
      return {
        ...node,
        delimiter: node.delimiter
          ? renameRefs(node.delimiter, rename)
          : node.delimiter,
        expression: renameRefs(node.expression, rename),
      };
    default:
      return node.expression
        ? { ...node, expression: renameRefs(node.expression, rename) }
        : { ...node };
  }
}

function isRepetition(node) {
  return (
    node.type === "zero_or_more" ||
    node.type === "one_or_more" ||
    node.type === "repeated"
  );
}

// A rule made only of lookaheads matches no text: it is no node of the tree.
function isPureLookahead(node) {
  switch (node.type) {
    case "simple_and":
    case "simple_not":
      return true;
    case "named":
    case "group":
      return isPureLookahead(node.expression);
    case "choice":
      return node.alternatives.every(isPureLookahead);
    case "sequence":
      return node.elements.every(isPureLookahead);
    default:
      return false;
  }
}

/** Each rule's kind: "lookahead", "token", "character" (repeats tokens) or "structure". */
function ruleKinds(rules) {
  const byName = new Map(rules.map((r) => [r.name, r]));
  const refsOf = (node, out = new Set()) => {
    if (node.type === "rule_ref") out.add(node.name);
    for (const e of subexpressions(node)) refsOf(e, out);
    return out;
  };
  const repeats = (node) =>
    isRepetition(node) || subexpressions(node).some(repeats);
  const kinds = new Map();
  const visiting = new Set();
  const isToken = (name) => {
    const known = kinds.get(name);
    if (known !== undefined) return known === "token" || known === "lookahead";
    if (visiting.has(name)) return false; // recursive: unbounded
    visiting.add(name);
    const rule = byName.get(name);
    const token =
      !repeats(rule.expression) && [...refsOf(rule.expression)].every(isToken);
    visiting.delete(name);
    if (token) kinds.set(name, "token");
    return token;
  };
  for (const rule of rules) {
    if (isPureLookahead(rule.expression)) kinds.set(rule.name, "lookahead");
  }
  for (const rule of rules) {
    if (kinds.has(rule.name) || isToken(rule.name)) continue;
    const character = [...refsOf(rule.expression)].every(isToken);
    kinds.set(rule.name, character ? "character" : "structure");
  }
  return kinds;
}

/**
 * A structure rule's body for the compact tree: a repetition made only of
 * tokens (and literals, classes, lookaheads) is matched as text, no nodes.
 */
function compactBody(node, kinds) {
  const isTokenRef = (name) =>
    kinds.get(name) === "token" || kinds.get(name) === "lookahead";
  const onlyTokens = (n) =>
    (n.type !== "rule_ref" || isTokenRef(n.name)) &&
    subexpressions(n).every(onlyTokens);
  if (isRepetition(node) && onlyTokens(node)) {
    return { type: "text", location: node.location, expression: node };
  }
  switch (node.type) {
    case "simple_and":
    case "simple_not":
      return node;
    case "choice":
      return {
        ...node,
        alternatives: node.alternatives.map((a) => compactBody(a, kinds)),
      };
    case "sequence":
      return {
        ...node,
        elements: node.elements.map((e) => compactBody(e, kinds)),
      };
    case "repeated":
      return {
        ...node,
        delimiter: node.delimiter
          ? compactBody(node.delimiter, kinds)
          : node.delimiter,
        expression: compactBody(node.expression, kinds),
      };
    default:
      return node.expression
        ? { ...node, expression: compactBody(node.expression, kinds) }
        : node;
  }
}

/**
 * A rule whose expression is `body` under the display name of `named` (or
 * none), wrapped in the action that makes `rule`'s node (a leaf, or with the
 * nodes `body` built as children). The action is a marker for treeData; its
 * code is never run.
 */
function treeRule(rule, name, named, body, leaf) {
  const location = body.location;
  const wrapped = {
    type: "action",
    location,
    codeLocation: location,
    code: `return ${JSON.stringify({ node: rule.name, leaf })};`,
    treeNode: { rule: rule.name, leaf },
    expression: body,
  };
  return {
    ...rule,
    name,
    expression: named ? { ...named, expression: wrapped } : wrapped,
  };
}

/** A peggy plugin: the grammar's rules rewritten as the tree build's, compact and detail. */
const treePlugin = {
  use(config) {
    config.passes.transform.unshift(function buildParseTree(ast, options) {
      const kinds = ruleKinds(ast.rules);
      const detailName = (name) =>
        kinds.get(name) === "lookahead" ? name : name + DETAIL;
      const compact = [];
      const detail = [];
      for (const rule of ast.rules) {
        const expression = stripSemantics(rule.expression);
        const kind = kinds.get(rule.name);
        if (kind === "lookahead") {
          compact.push({ ...rule, expression });
          continue;
        }
        const named = expression.type === "named" ? expression : null;
        const body = named ? named.expression : expression;
        detail.push(
          treeRule(
            rule,
            detailName(rule.name),
            named,
            renameRefs(body, detailName),
            false,
          ),
        );
        compact.push(
          kind === "structure"
            ? treeRule(rule, rule.name, named, compactBody(body, kinds), false)
            : treeRule(
                rule,
                rule.name,
                named,
                { type: "text", location: body.location, expression: body },
                true,
              ),
        );
      }
      ast.rules = compact.concat(detail);
      // The detail rules are start rules too (peggy checked the list before
      // this pass, against the grammar's own rules).
      for (const rule of detail) options.allowedStartRules.push(rule.name);
    });
    // The data is read off the AST: peggy generates no code.
    config.passes.generate = [];
  },
};

/**
 * The tree build of a grammar's text as data for compiler/tree-runtime.js's
 * peg$treeParser: { startRules, starts, rules, expectations }.
 */
function treeData(peggy, text, grammarFile) {
  const startRules = peggy.parser
    .parse(text, { grammarSource: grammarFile })
    .rules.map((r) => r.name);
  const ast = peggy.generate(text, {
    output: "ast",
    allowedStartRules: ["*"],
    grammarSource: grammarFile,
    plugins: [treePlugin],
  });
  const escape = regexpClassEscape();
  const index = new Map(ast.rules.map((r, i) => [r.name, i]));
  const expectations = [];
  const expectationIndex = new Map();
  const expectation = (e) => {
    const key = JSON.stringify(e);
    if (!expectationIndex.has(key)) {
      expectationIndex.set(key, expectations.length);
      expectations.push(e);
    }
    return expectationIndex.get(key);
  };
  let ruleName = "";
  const refuse = (what, node) => {
    throw new peggy.GrammarError(
      `the tree build takes no ${what} (rule ${ruleName})`,
      node.location,
    );
  };
  const encode = (node) => {
    switch (node.type) {
      case "rule_ref":
        if (!index.has(node.name))
          refuse(`rule of another grammar (${node.name})`, node);
        return [OP.RULE, index.get(node.name)];
      case "literal":
        return [
          OP.LITERAL,
          node.value,
          node.ignoreCase ? 1 : 0,
          expectation({
            type: "literal",
            text: node.value,
            ignoreCase: node.ignoreCase,
          }),
        ];
      case "class": {
        const part = (p) =>
          Array.isArray(p) ? `${escape(p[0])}-${escape(p[1])}` : escape(p);
        return [
          OP.CLASS,
          `^[${node.inverted ? "^" : ""}${node.parts.map(part).join("")}]`,
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
        return [OP.SEQUENCE, ...node.elements.map(encode)];
      case "choice":
        return [OP.CHOICE, ...node.alternatives.map(encode)];
      case "optional":
        return [OP.OPTIONAL, encode(node.expression)];
      case "zero_or_more":
        return [OP.ZERO_OR_MORE, encode(node.expression)];
      case "one_or_more":
        return [OP.ONE_OR_MORE, encode(node.expression)];
      case "repeated": {
        // peggy's `e|n|` has no min: min is max.
        const min = node.min ?? node.max;
        if (min.type !== "constant" || node.max.type !== "constant") {
          refuse("repetition bound that is not a constant", node);
        }
        return [
          OP.REPEATED,
          encode(node.expression),
          min.value,
          node.max.value,
          node.delimiter ? encode(node.delimiter) : null,
        ];
      }
      case "simple_and":
        return [OP.AND, encode(node.expression)];
      case "simple_not":
        return [OP.NOT, encode(node.expression)];
      case "text":
        return [OP.TEXT, encode(node.expression)];
      case "named":
        return [
          OP.NAMED,
          encode(node.expression),
          expectation({ type: "other", description: node.name }),
        ];
      case "group":
      case "labeled":
        return encode(node.expression);
      case "semantic_and":
      case "semantic_not":
        return refuse("semantic predicate", node);
      default:
        return refuse(node.type.replace(/_/g, " "), node);
    }
  };
  const rules = ast.rules.map((rule) => {
    ruleName = rule.name;
    const named = rule.expression.type === "named" ? rule.expression : null;
    const action = named ? named.expression : rule.expression;
    if (action.type !== "action" || action.treeNode === undefined) {
      return [KIND.NONE, null, encode(rule.expression)];
    }
    const body = encode(action.expression);
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
  const starts = startRules.map((name) => [
    index.get(name),
    index.has(name + DETAIL) ? index.get(name + DETAIL) : -1,
  ]);
  return { startRules, starts, rules, expectations };
}

/** The data as JavaScript: `const peg$grammar = {...};`, a rule a line. */
function dataSource(data) {
  const list = (items) =>
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

/** peggy's own SyntaxError class, as peggy writes it in a parser. */
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

/** generated/tree-runtime.js: the run time, with peggy's SyntaxError, as `format`. */
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
