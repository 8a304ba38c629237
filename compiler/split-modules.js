// @ts-check
// The split modules of the fast back end (the entry parser, the parser of
// every rule, each with its reporting parser, and the recognizer of every
// rule), as CommonJS and ES modules, and their declarations
// (compiler/declarations.js). scripts/generate.js writes them to generated/.
"use strict";

const path = require("node:path");
const {
  cutterDts,
  fastDts,
  matchDts,
  parserDts,
} = require("./declarations.js");
const { header } = require("./modules.js");
const { generateSplit, OWN_OPTIONS_RUNTIME } = require("./optimize.js");
const { peggy } = require("./peggy.js");

// ---------------------------------------------------------------------------
// The entry parser and the rules parser, each in two modules. generated/NAME.js
// holds peggy's own parser (the reference that tests and the benchmark check
// against) and the fast parser and reporting parser of every rule; most of its
// weight is in what a dialect never runs. So a dialect imports instead:
//   NAME.entry.js         the fast parser of the few rules its parse, tryParse
//                         and default isValid start from (compiler/facts.js,
//                         ENTRY_RULES)
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

/**
 * What stands for peggy's parser in a split module: the errors it would throw, and none of its work.
 * @param {string} name
 * @param {string} base
 * @param {readonly string[]} rules
 * @param {boolean} match
 */
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
 * With `match`, the recognizer: `report` is null. With `cutLabels` (not
 * empty), the fast module has each start rule's cutter
 * (compiler/backend/cut-points.js) too: peg$startCutter, and CutLabels.
 * @param {string} name
 * @param {string} base
 * @param {string} text
 * @param {string} grammarFile
 * @param {readonly string[]} rules
 * @param {"commonjs" | "es"} format
 * @param {boolean} match
 * @param {readonly string[]} cutLabels
 * @returns {{ fast: string, report: string | null }}
 */
function generateSplitModules(
  name,
  base,
  text,
  grammarFile,
  rules,
  format,
  match = false,
  cutLabels = [],
) {
  const { fast, report, tables } = generateSplit(peggy, text, {
    output: "source",
    format,
    allowedStartRules: rules,
    grammarSource: grammarFile,
    match,
    ...(cutLabels.length > 0 ? { cutLabels } : {}),
  });
  const es = format === "es";
  const fastExports = [
    ["StartRules", "peg$allowedStartRules"],
    ["parse", "peg$fastParse"],
    ["peg$makeParse", "peg$makeParse"],
    ["peg$startParser", "peg$startParser"],
    ...(cutLabels.length > 0
      ? [
          ["peg$startCutter", "peg$startCutter"],
          ["CutLabels", "peg$cutLabels"],
        ]
      : []),
    ...tables.map((/** @type {string} */ t) => [t, t]),
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
    ...tables.map((/** @type {string} */ t) => [t, t]),
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
    report,
    es
      ? [
          "export {",
          "  peg$allowedStartRules as StartRules,",
          "  peg$reportParse as parse,",
          "};",
          "",
        ].join("\n")
      : [
          "module.exports = {",
          "  StartRules: peg$allowedStartRules,",
          "  parse: peg$reportParse,",
          "};",
          "0 && (module.exports = { StartRules, parse });",
          "",
        ].join("\n"),
  ].join("\n");
  return { fast: fastModule, report: reportModule };
}

/**
 * A grammar as the split modules take it: its name, composed text, file, its
 * bases' files and its result types (compiler/types.js).
 * @typedef {object} SplitSource
 * @property {string} name
 * @property {string} text
 * @property {string} grammarFile
 * @property {readonly string[]} baseFiles
 * @property {string} typesSource
 */

/**
 * The modules and declarations of generated/ (paths under it).
 * @typedef {object} Output
 * @property {Record<string, string>} modules
 * @property {Record<string, string>} declarations
 */

/** @type {readonly ["commonjs", "es"]} */
const FORMATS = ["commonjs", "es"];

/**
 * The recognizer of every rule: NAME.match.js, its ES twin and types.
 * @param {SplitSource} source
 * @param {string[]} rules
 * @returns {Output}
 */
function matchFiles(source, rules) {
  const { name, text, grammarFile, baseFiles, typesSource } = source;
  /** @type {Output} */
  const out = { modules: {}, declarations: {} };
  const base = `${name}.match`;
  for (const format of FORMATS) {
    const dir = format === "es" ? "esm/" : "";
    const { fast } = generateSplitModules(
      name,
      base,
      text,
      grammarFile,
      rules,
      format,
      true,
    );
    out.modules[`${dir}${base}.js`] =
      header(grammarFile, "The recognizer of every rule.", baseFiles) + fast;
  }
  out.declarations[`${base}.d.ts`] = matchDts(
    fastDts(
      parserDts(name, rules, String(rules[0]), typesSource, baseFiles),
      true,
    ),
  );
  return out;
}

/**
 * The split modules of `rules`: BASE.js, BASE.report.js, their ES twins and
 * types. BASE is NAME.entry or NAME.rules; `what` names the rules in headers;
 * `cutLabels`, where not empty, the labels of the fast module's cutters.
 * @param {SplitSource} source
 * @param {string} base
 * @param {string} what
 * @param {string[]} rules
 * @param {readonly string[]} cutLabels
 * @returns {Output}
 */
function splitFiles(source, base, what, rules, cutLabels = []) {
  const { name, text, grammarFile, baseFiles, typesSource } = source;
  /** @type {Output} */
  const out = { modules: {}, declarations: {} };
  for (const format of FORMATS) {
    const dir = format === "es" ? "esm/" : "";
    const { fast, report } = generateSplitModules(
      name,
      base,
      text,
      grammarFile,
      rules,
      format,
      false,
      cutLabels,
    );
    out.modules[`${dir}${base}.js`] =
      header(grammarFile, `The fast parser of ${what}.`, baseFiles) + fast;
    out.modules[`${dir}${base}.report.js`] =
      header(grammarFile, `The reporting parser of ${what}.`, baseFiles) +
      report;
  }
  const dts = parserDts(name, rules, String(rules[0]), typesSource, baseFiles);
  out.declarations[`${base}.d.ts`] =
    cutLabels.length > 0 ? cutterDts(fastDts(dts), cutLabels) : fastDts(dts);
  out.declarations[`${base}.report.d.ts`] = fastDts(dts);
  return out;
}

module.exports = { generateSplitModules, matchFiles, splitFiles };
