// The generated modules besides peggy's parser and the tree build: the split
// modules of the fast back end (the entry parser, the parser of every rule,
// each with its reporting parser, and the recognizer of every rule), and the
// declarations of them all. scripts/generate.js writes them to generated/.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const peggy = require("peggy");
const { generateSplit, OWN_OPTIONS_RUNTIME } = require("./optimize.js");

/** The comment every generated module and declaration opens with. */
function header(grammarFile, what, baseFiles = []) {
  return [
    `// GENERATED FILE, do not edit. ${what}`,
    `// Source: ${grammarFile}. Edit the grammar and run \`npm run generate\`.`,
    ...baseFiles.map(
      (base) =>
        `// Base: ${base}, whose rules ${grammarFile} replaces or adds to.`,
    ),
    `// Generator: scripts/generate.js with peggy ${peggy.VERSION}.`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// Declarations. peggy writes .d.ts files only from its CLI, from a template it
// ships; we fill in the same template, then add the grammar's own result types.

function dtsTemplate(ruleNames, defaultRule) {
  const templatePath = path.join(
    path.dirname(require.resolve("peggy/package.json")),
    "bin",
    "generated_template.d.ts",
  );
  return (
    fs
      .readFileSync(templatePath, "utf8")
      .replace(
        "$$$StartRules$$$",
        ruleNames.map((r) => JSON.stringify(r)).join(" | "),
      )
      .replace("$$$DefaultStartRule$$$", JSON.stringify(defaultRule))
      // parse is declared below as an exported function: a module's .d.ts that
      // declares a function it does not export makes TypeScript see an export
      // Node's ESM import of the CommonJS module does not have
      // (@arethetypeswrong's "Named exports").
      .replace("export declare const parse: typeof ParseFunction;\n", "")
      .replace(
        /\n\/\/ Overload of ParseFunction for each allowedStartRule\s*$/,
        "\n",
      )
  );
}

function parserDts(name, ruleNames, defaultRule, typesSource, baseFiles) {
  return [
    header(`grammars/${name}.peggy`, "Types of the parser.", baseFiles),
    dtsTemplate(ruleNames, defaultRule),
    `// From grammars/${name}.types.ts:`,
    typesSource.trim(),
    "",
    "/** What parsing from start rule R returns: rules not listed in RuleResults return the matched text. */",
    "export type RuleResult<R extends StartRuleNames> = R extends keyof RuleResults ? RuleResults[R] : string;",
    "",
    `export declare function parse<R extends StartRuleNames = ${JSON.stringify(defaultRule)}>(`,
    "  input: string,",
    "  options?: ParseOptions<R>,",
    "): RuleResult<R>;",
    "",
  ].join("\n");
}

function treeDts(name, ruleNames, defaultRule, baseFiles) {
  return [
    header(`grammars/${name}.peggy`, "Types of the tree build.", baseFiles),
    dtsTemplate(ruleNames, defaultRule),
    "/**",
    " * A rule that matched: its name, the span [start, end) it matched, that text,",
    " * and the nodes below it (in the compact tree: of structure and character",
    " * rules only; a character rule's node has none).",
    " */",
    "export interface ParseTreeNode {",
    "  readonly rule: StartRuleNames;",
    "  readonly start: number;",
    "  readonly end: number;",
    "  readonly text: string;",
    "  readonly children: readonly ParseTreeNode[];",
    "}",
    "",
    "/** Options of the tree build, besides peggy's. */",
    "export interface TreeOptions {",
    "  /** The whole derivation, every rule a node (default: the compact tree). */",
    "  readonly detail?: boolean;",
    "  /** The most nodes the call may build (default NodeLimit). */",
    "  readonly maxNodes?: number;",
    "}",
    "",
    "/** What parse throws once it has built more than `limit` nodes; `offset`: where the build was then. */",
    "export declare class TreeLimitError extends Error {",
    "  readonly limit: number;",
    "  readonly offset: number;",
    "}",
    "",
    "/** The most nodes a call builds unless it passes maxNodes. */",
    "export declare const NodeLimit: number;",
    "",
    `export declare function parse<R extends StartRuleNames = ${JSON.stringify(defaultRule)}>(`,
    "  input: string,",
    "  options?: ParseOptions<R> & TreeOptions,",
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
// The entry parser and the rules parser, each in two modules. generated/NAME.js
// holds peggy's own parser (the reference that tests and the benchmark check
// against) and the fast parser and reporting parser of every rule; most of its
// weight is in what a dialect never runs. So a dialect imports instead:
//   NAME.entry.js         the fast parser of the few rules its parse, tryParse
//                         and default isValid start from (ENTRY_RULES)
//   NAME.entry.report.js  their reporting parser, which imports the fast one
//                         (and its tables) and reports as generated/NAME.js
//                         does: what parse loads, to build an error's details
//   NAME.rules.js         the fast parser of every rule (parseRule's parse)
//   NAME.rules.report.js  their reporting parser (parseRule's errors)
//   NAME.match.js         the recognizer of every rule: their match versions,
//                         which build no value (isValid, format's host check)
// So a bundle of isValid carries no reporting code and no value building,
// and a bundle of parse neither peggy's parser nor the rules parser. None has peggy's parser: a
// call the fast parser does not take (a start rule not listed, an input that
// is not a string, peggy's internal options) throws what peggy would for the
// first two, and names generated/NAME.js for the last. A fast module called
// without peg$reject on input outside the language throws an Error that names
// its reporting module.

/** The start rules of each grammar's entry parser (src/rfcNNNN/ starts parse there). */
const ENTRY_RULES = {
  rfc1738: ["url"],
  rfc1808: ["URL", "net_loc_login"],
  rfc2396: ["lenient_URI_reference", "URI_reference"],
  rfc2732: ["lenient_URI_reference", "URI_reference"],
  rfc3986: ["URI_reference"],
};

/** What stands for peggy's parser in a split module: the errors it would throw, and none of its work. */
function noReferenceParser(name, base, rules, match) {
  return [
    "",
    `// No peggy parser here (generated/${name}.js has it, with every rule): a`,
    "// call the fast parser does not take gets the error peggy's would throw.",
    `const peg$allowedStartRules = ${JSON.stringify(rules)};`,
    "function peg$parse(input, options) {",
    "  const startRule = options.startRule === undefined ? peg$allowedStartRules[0] : options.startRule;",
    "  if (!peg$allowedStartRules.includes(startRule)) {",
    '    throw new Error(`Can\'t start parsing from rule "${startRule}".`);',
    "  }",
    '  if (typeof input !== "string") throw new TypeError("input must be a string");',
    `  throw new Error("generated/${base}.js takes no peggy options; generated/${name}.js does");`,
    "}",
    match
      ? `const peg$NO_REPORT = "generated/${base}.js only recognizes: give peg$reject";`
      : `const peg$NO_REPORT = "generated/${base}.js has no reporting parser: give peg$reject, or parse with generated/${base}.report.js";`,
    "",
  ].join("\n");
}

/**
 * The two modules of `rules` of a grammar, generated/BASE.js (the fast
 * parser) and generated/BASE.report.js (the reporting parser), without their
 * headers, as `format`: { fast, report }. BASE is NAME.entry or NAME.rules.
 */
function generateSplitModules(
  name,
  base,
  text,
  grammarFile,
  rules,
  format,
  match = false,
) {
  const { syntaxErrorClass, fast, report, tables } = generateSplit(
    peggy,
    text,
    {
      output: "source",
      format,
      allowedStartRules: rules,
      grammarSource: grammarFile,
      match,
    },
  );
  const es = format === "es";
  const fastExports = [
    ["StartRules", "peg$allowedStartRules"],
    ["parse", "peg$fastParse"],
    ["peg$makeParse", "peg$makeParse"],
    ["peg$startParser", "peg$startParser"],
    ...tables.map((t) => [t, t]),
  ];
  const fastModule = [
    ...(es ? [] : ['"use strict";', ""]),
    ...(match
      ? [
          "// The recognizer (scripts/optimize.js, generateSplit with `match`): true for",
          "// input in the language, else peg$reject. It builds no value, and reports nothing.",
        ]
      : [
          "// The fast parser (scripts/optimize.js, generateSplit): on input outside the",
          `// language it returns peg$reject; generated/${base}.report.js reports.`,
        ]),
    OWN_OPTIONS_RUNTIME.trim(),
    noReferenceParser(name, base, rules, match),
    fast,
    es
      ? [
          "export {",
          ...fastExports.map(([e, l]) => `  ${l === e ? l : `${l} as ${e}`},`),
          "};",
          "",
        ].join("\n")
      : [
          "module.exports = {",
          ...fastExports.map(([e, l]) => `  ${l === e ? l : `${e}: ${l}`},`),
          "};",
          "",
        ].join("\n"),
  ].join("\n");
  if (match) return { fast: fastModule, report: null };
  const imported = [
    ["StartRules", "peg$allowedStartRules"],
    ["peg$makeParse", "peg$makeParse"],
    ...tables.map((t) => [t, t]),
  ];
  const from = JSON.stringify(`./${path.basename(base)}.js`);
  const reportModule = [
    ...(es
      ? [
          "import {",
          ...imported.map(([e, l]) => `  ${l === e ? l : `${e} as ${l}`},`),
          `} from ${from};`,
        ]
      : [
          '"use strict";',
          "",
          "const {",
          ...imported.map(([e, l]) => `  ${l === e ? l : `${e}: ${l}`},`),
          `} = require(${from});`,
        ]),
    "",
    syntaxErrorClass,
    "",
    report,
    es
      ? [
          "export {",
          "  peg$allowedStartRules as StartRules,",
          "  peg$SyntaxError as SyntaxError,",
          "  peg$reportParse as parse,",
          "};",
          "",
        ].join("\n")
      : [
          "module.exports = {",
          "  StartRules: peg$allowedStartRules,",
          "  SyntaxError: peg$SyntaxError,",
          "  parse: peg$reportParse,",
          "};",
          ESM_NAMED_EXPORTS.trimStart(),
        ].join("\n"),
  ].join("\n");
  return { fast: fastModule, report: reportModule };
}

/**
 * A fast module's types: the parser's, but no SyntaxError (it throws none),
 * and its peg$startParser (whose parser returns true, with `match`).
 */
function fastDts(dts, match = false) {
  const at = dts.indexOf("\nexport declare class SyntaxError ");
  const end = dts.indexOf("\n}\n", at);
  if (at < 0 || end < 0) {
    throw new Error(
      "scripts/generate.js: peggy's types changed shape (SyntaxError)",
    );
  }
  return (
    dts.slice(0, at + 1) +
    dts.slice(end + "\n}\n".length) +
    [
      "",
      "/**",
      " * The parser of one start rule, as parse with { startRule: rule,",
      " * peg$reject: reject } parses: (input, reject) => " +
        (match ? "true for input in" : "the rule's value on"),
      " * " +
        (match ? "the rule's language" : "input") +
        ", or reject for input outside the language. input must be a string.",
      " */",
      "export declare function peg$startParser<R extends StartRuleNames>(",
      "  rule: R,",
      `): <T>(input: string, reject: T) => ${match ? "true" : "RuleResult<R>"} | T;`,
      "",
    ].join("\n")
  );
}

/** A recognizer's types: the fast module's, but parse returns true (or peg$reject). */
function matchDts(dts) {
  const parse = /\n {2}options\?: ParseOptions<R>,\n\): RuleResult<R>;\n/;
  if (!parse.test(dts)) {
    throw new Error(
      "scripts/generate.js: the parser's types changed shape (parse)",
    );
  }
  return dts
    .replace(
      parse,
      "\n  options: ParseOptions<R> & { readonly peg$reject: T },\n): true | T;\n",
    )
    .replace(
      /\nexport declare function parse<R extends StartRuleNames = ("[^"]*")>\(/,
      "\n/** true for input in the language of options.startRule, else options.peg$reject. */\nexport declare function parse<T, R extends StartRuleNames = $1>(",
    );
}

/** The files of the recognizer of every rule: generated/NAME.match.js, its ESM twin and types. */
function matchFiles(name, text, grammarFile, baseFiles, rules, typesSource) {
  const files = {};
  const base = `${name}.match`;
  for (const format of ["commonjs", "es"]) {
    const dir = format === "es" ? "generated/esm" : "generated";
    const { fast } = generateSplitModules(
      name,
      base,
      text,
      grammarFile,
      rules,
      format,
      true,
    );
    files[`${dir}/${base}.js`] =
      header(grammarFile, "The recognizer of every rule.", baseFiles) + fast;
  }
  files[`generated/${base}.d.ts`] = matchDts(
    fastDts(parserDts(name, rules, rules[0], typesSource, baseFiles), true),
  );
  return files;
}

/** The files of the split modules of `rules`: generated/BASE.js, BASE.report.js, their ESM twins and types. */
function splitFiles(
  name,
  base,
  what,
  text,
  grammarFile,
  baseFiles,
  rules,
  typesSource,
) {
  const files = {};
  for (const format of ["commonjs", "es"]) {
    const dir = format === "es" ? "generated/esm" : "generated";
    const { fast, report } = generateSplitModules(
      name,
      base,
      text,
      grammarFile,
      rules,
      format,
    );
    files[`${dir}/${base}.js`] =
      header(grammarFile, `The fast parser of ${what}.`, baseFiles) + fast;
    files[`${dir}/${base}.report.js`] =
      header(grammarFile, `The reporting parser of ${what}.`, baseFiles) +
      report;
  }
  const dts = parserDts(name, rules, rules[0], typesSource, baseFiles);
  files[`generated/${base}.d.ts`] = fastDts(dts);
  files[`generated/${base}.report.d.ts`] = dts;
  return files;
}

module.exports = {
  header,
  parserDts,
  treeDts,
  ESM_NAMED_EXPORTS,
  ENTRY_RULES,
  generateSplitModules,
  matchFiles,
  splitFiles,
};
