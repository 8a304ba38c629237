// @ts-check
// The declarations (.d.ts) of the generated modules. peggy writes .d.ts files
// only from its CLI, from a template it ships; we fill in the same template,
// then add the grammar's own result types (compiler/types.js composes them).
"use strict";

const { header } = require("./modules.js");
const { readPeggyFile } = require("./peggy.js");

/**
 * peggy's template of a parser's declarations, for these start rules.
 * @param {readonly string[]} ruleNames
 * @param {string} defaultRule
 */
function dtsTemplate(ruleNames, defaultRule) {
  return (
    readPeggyFile("bin/generated_template.d.ts")
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

/**
 * The declarations of a grammar's parser: peggy's, with the grammar's result
 * types (grammars/NAME.types.ts, compiler/types.js) and parse typed by them.
 * @param {string} name
 * @param {readonly string[]} ruleNames
 * @param {string} defaultRule
 * @param {string} typesSource
 * @param {readonly string[]} baseFiles
 */
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

/**
 * The declarations of a grammar's tree build (compiler/tree.js).
 * @param {string} name
 * @param {readonly string[]} ruleNames
 * @param {string} defaultRule
 * @param {readonly string[]} baseFiles
 */
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

/**
 * A fast module's types: the parser's, but no SyntaxError (it throws none),
 * and its peg$startParser (whose parser returns true, with `match`).
 * @param {string} dts the parser's declarations (parserDts)
 */
function fastDts(dts, match = false) {
  const at = dts.indexOf("\nexport declare class SyntaxError ");
  const end = dts.indexOf("\n}\n", at);
  if (at < 0 || end < 0) {
    throw new Error(
      "compiler/declarations.js: peggy's types changed shape (SyntaxError)",
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

/**
 * A recognizer's types: the fast module's, but parse returns true (or peg$reject).
 * @param {string} dts the fast module's declarations (fastDts)
 */
function matchDts(dts) {
  const parse = /\n {2}options\?: ParseOptions<R>,\n\): RuleResult<R>;\n/;
  if (!parse.test(dts)) {
    throw new Error(
      "compiler/declarations.js: the parser's types changed shape (parse)",
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

/**
 * An entry module's types with its cutter (compiler/backend/cut-points.js):
 * peg$startCutter and the labels of its slots, `labels`.
 * @param {string} dts the fast module's declarations (fastDts)
 * @param {readonly string[]} labels
 */
function cutterDts(dts, labels) {
  return (
    dts +
    [
      "",
      "/**",
      " * The cutter of one start rule: (source, cuts) => whether source is in the",
      " * rule's language; if so, cuts[i] holds where the last element labelled",
      " * CutLabels[i] on its parse ended (-1: none did). source must be a string,",
      " * cuts an Int32Array of CutLabels.length slots at least.",
      " */",
      "export declare function peg$startCutter<R extends StartRuleNames>(",
      "  rule: R,",
      "): (source: string, cuts: Int32Array) => boolean;",
      `/** The labels whose ends a cutter records, by slot. */`,
      `export declare const CutLabels: ${JSON.stringify(labels)};`,
      "",
    ].join("\n")
  );
}

module.exports = { parserDts, treeDts, fastDts, matchDts, cutterDts };
