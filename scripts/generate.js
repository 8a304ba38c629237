#!/usr/bin/env node
// Compiles every grammar in grammars/ into generated/:
//   generated/NAME.js        the parser (CommonJS), every rule a start rule
//   generated/NAME.d.ts      its types: one result type per start rule, from grammars/NAME.types.ts
//   generated/NAME.tree.js   the tree build: every rule returns a parse-tree node
//   generated/NAME.tree.d.ts its types
//
//   node scripts/generate.js            regenerate
//   node scripts/generate.js --check    exit 1 when generated/ is out of date (nothing is written)
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const peggy = require("peggy");
const { generateOptimized, ownOptionsOnly } = require("./optimize.js");

const root = path.resolve(__dirname, "..");
const grammarsDir = path.join(root, "grammars");
const generatedDir = path.join(root, "generated");

function header(grammarFile, what) {
  return [
    `// GENERATED FILE, do not edit. ${what}`,
    `// Source: ${grammarFile}. Edit the grammar and run \`npm run generate\`.`,
    `// Generator: scripts/generate.js with peggy ${peggy.VERSION}.`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// The tree build. A plugin rewrites the grammar's AST so that every rule returns
// a node { rule, start, end, text, children }: text captures and actions are
// dropped (they would hide or replace the nodes below them), plucks are undone,
// and each rule's expression is wrapped in an action that collects the nodes
// found in its result. PEG discards the results of alternatives that failed, so
// the children are exactly the rules of the final derivation, with exact spans.

const TREE_RUNTIME = `
class ParseTreeNode {
  constructor(rule, start, end, text, children) {
    this.rule = rule;
    this.start = start;
    this.end = end;
    this.text = text;
    this.children = children;
  }
}
function peg$collectNodes(value, out) {
  if (value instanceof ParseTreeNode) {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) peg$collectNodes(item, out);
  }
  return out;
}
function peg$treeNode(rule, range, text, result) {
  return new ParseTreeNode(rule, range.start, range.end, text, peg$collectNodes(result, []));
}
`;

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

const treePlugin = {
  use(config) {
    config.passes.transform.unshift(function buildParseTree(ast) {
      for (const rule of ast.rules) {
        let expression = stripSemantics(rule.expression);
        if (isPureLookahead(expression)) {
          rule.expression = expression;
          continue;
        }
        const named = expression.type === "named" ? expression : null;
        const body = named ? named.expression : expression;
        const location = body.location;
        const wrapped = {
          type: "action",
          location,
          codeLocation: location,
          // range(), not location(): offsets only, no line and column to count.
          code: `return peg$treeNode(${JSON.stringify(rule.name)}, range(), text(), children);`,
          expression: {
            type: "labeled",
            label: "children",
            labelLocation: location,
            location,
            expression: body,
          },
        };
        rule.expression = named ? { ...named, expression: wrapped } : wrapped;
      }
      const runtime = {
        type: "top_level_initializer",
        code: TREE_RUNTIME,
        codeLocation: ast.location,
        location: ast.location,
      };
      const existing = ast.topLevelInitializer;
      ast.topLevelInitializer = existing ? [runtime].concat(existing) : runtime;
    });
  },
};

// ---------------------------------------------------------------------------
// Declarations. peggy writes .d.ts files only from its CLI, from a template it
// ships; we fill in the same template, then add the grammar's own result types.

function dtsTemplate(ruleNames, defaultRule) {
  const templatePath = path.join(
    path.dirname(require.resolve("peggy/package.json")),
    "bin",
    "generated_template.d.ts",
  );
  return fs
    .readFileSync(templatePath, "utf8")
    .replace(
      "$$$StartRules$$$",
      ruleNames.map((r) => JSON.stringify(r)).join(" | "),
    )
    .replace("$$$DefaultStartRule$$$", JSON.stringify(defaultRule))
    .replace(
      /\n\/\/ Overload of ParseFunction for each allowedStartRule\s*$/,
      "\n",
    );
}

function parserDts(name, ruleNames, defaultRule, typesSource) {
  return [
    header(`grammars/${name}.peggy`, "Types of the parser."),
    dtsTemplate(ruleNames, defaultRule),
    `// From grammars/${name}.types.ts:`,
    typesSource.trim(),
    "",
    "/** What parsing from start rule R returns: rules not listed in RuleResults return the matched text. */",
    "export type RuleResult<R extends StartRuleNames> = R extends keyof RuleResults ? RuleResults[R] : string;",
    "",
    `declare function ParseFunction<R extends StartRuleNames = ${JSON.stringify(defaultRule)}>(`,
    "  input: string,",
    "  options?: ParseOptions<R>,",
    "): RuleResult<R>;",
    "",
  ].join("\n");
}

function treeDts(name, ruleNames, defaultRule) {
  return [
    header(`grammars/${name}.peggy`, "Types of the tree build."),
    dtsTemplate(ruleNames, defaultRule),
    "/** A rule that matched: its name, the span [start, end) it matched, that text, and the rules it is made of. */",
    "export interface ParseTreeNode {",
    "  readonly rule: StartRuleNames;",
    "  readonly start: number;",
    "  readonly end: number;",
    "  readonly text: string;",
    "  readonly children: ParseTreeNode[];",
    "}",
    "",
    `declare function ParseFunction<R extends StartRuleNames = ${JSON.stringify(defaultRule)}>(`,
    "  input: string,",
    "  options?: ParseOptions<R>,",
    "): ParseTreeNode;",
    "",
  ].join("\n");
}

// peggy's CommonJS output ends `module.exports = { StartRules: [...], ... }`,
// from which Node cannot read named exports for an ESM `import { parse }`; this
// line (never run) names them in the form Node's CommonJS lexer reads.
const ESM_NAMED_EXPORTS =
  "\n0 && (module.exports = { StartRules, SyntaxError, parse });\n";

// ---------------------------------------------------------------------------

/** Every file generated from one grammar: { relative path: content }. */
function generateGrammar(name) {
  const grammarFile = `grammars/${name}.peggy`;
  const text = fs.readFileSync(path.join(root, grammarFile), "utf8");
  const typesFile = path.join(grammarsDir, `${name}.types.ts`);
  const typesSource = fs.existsSync(typesFile)
    ? fs.readFileSync(typesFile, "utf8")
    : "export interface RuleResults {}\n";
  const ast = peggy.parser.parse(text, { grammarSource: grammarFile });
  const ruleNames = ast.rules.map((r) => r.name);
  const defaultRule = ruleNames[0];
  const options = {
    output: "source",
    format: "commonjs",
    allowedStartRules: ["*"],
    grammarSource: grammarFile,
  };
  const parser = generateOptimized(peggy, text, options); // fast path: scripts/optimize.js
  const tree = ownOptionsOnly(
    peggy.generate(text, { ...options, plugins: [treePlugin] }),
  );
  return {
    [`generated/${name}.js`]:
      header(grammarFile, "The parser.") + parser + ESM_NAMED_EXPORTS,
    [`generated/${name}.d.ts`]: parserDts(
      name,
      ruleNames,
      defaultRule,
      typesSource,
    ),
    [`generated/${name}.tree.js`]:
      header(
        grammarFile,
        "The tree build: every rule returns a parse-tree node.",
      ) +
      tree +
      ESM_NAMED_EXPORTS,
    [`generated/${name}.tree.d.ts`]: treeDts(name, ruleNames, defaultRule),
  };
}

function grammarNames() {
  return fs
    .readdirSync(grammarsDir)
    .filter((f) => f.endsWith(".peggy"))
    .map((f) => f.slice(0, -".peggy".length))
    .sort();
}

/** Every file generated from every grammar. */
function generateAll() {
  const files = {};
  for (const name of grammarNames())
    Object.assign(files, generateGrammar(name));
  return files;
}

/** The generated files that differ from what is on disk, and stale ones. */
function outOfDate(files = generateAll()) {
  const stale = [];
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== content)
      stale.push(rel);
  }
  if (fs.existsSync(generatedDir)) {
    for (const f of fs.readdirSync(generatedDir)) {
      const rel = `generated/${f}`;
      if (!(rel in files)) stale.push(`${rel} (no grammar generates it)`);
    }
  }
  return stale;
}

function main(argv) {
  const check = argv.includes("--check");
  const files = generateAll();
  if (check) {
    const stale = outOfDate(files);
    if (stale.length > 0) {
      console.error(
        "generated/ is out of date with grammars/; run `npm run generate`:",
      );
      for (const s of stale) console.error(`  ${s}`);
      return 1;
    }
    console.log(
      `generated/ is up to date (${Object.keys(files).length} files).`,
    );
    return 0;
  }
  fs.mkdirSync(generatedDir, { recursive: true });
  for (const f of fs.readdirSync(generatedDir)) {
    if (!(`generated/${f}` in files)) fs.rmSync(path.join(generatedDir, f));
  }
  for (const [rel, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(root, rel), content);
    console.log(`wrote ${rel}`);
  }
  return 0;
}

module.exports = { generateAll, generateGrammar, outOfDate, grammarNames };

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    // A grammar error: peggy's own message points into the grammar.
    const e = /** @type {{ format?: Function, message: string }} */ (error);
    console.error(typeof e.format === "function" ? e.message : String(error));
    process.exitCode = 1;
  }
}
