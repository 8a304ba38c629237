#!/usr/bin/env node
// Compiles every grammar in grammars/ into generated/:
//   generated/NAME.js        the parser (CommonJS), every rule a start rule
//   generated/NAME.d.ts      its types: one result type per start rule, from grammars/NAME.types.ts
//   generated/NAME.tree.js   the tree build: the compact parse tree, or the whole derivation,
//                            as data for the interpreter of generated/tree-runtime.js
//                            (scripts/tree.js, scripts/tree-runtime.js)
//   generated/NAME.tree.d.ts its types
//   generated/NAME.bnf.js    the RFC's grammar (grammars/bnf/NAME.bnf or .abnf) as text, for
//                            src/shared/rfc-bnf.ts (generate, conformance): the library reads no file
//   generated/NAME.bnf.d.ts  its types
//   generated/NAME.entry.js  the entry parser: the fast parser of the rules a
//                            dialect's parse starts from, no more
//   generated/NAME.entry.report.js  their reporting parser (it imports the
//                            fast one): what builds a syntax error's details
//   generated/NAME.rules.js, NAME.rules.report.js  the same two of every rule
//   generated/NAME.match.js  the recognizer of every rule (isValid)
//                            (see "The entry parser and the rules parser" below)
//   generated/NAME.entry.d.ts, ... their types
//   generated/esm/NAME.tree.js, NAME.entry.js, NAME.entry.report.js,
//   NAME.rules.js, NAME.rules.report.js, NAME.match.js, NAME.bnf.js, tree-runtime.js
//                            the same modules as ES modules (the package's ESM
//                            build, dist/esm/, imports them)
//   generated/esm/NAME.js    the parser for an ES import: generated/NAME.js re-exported
//
//   node scripts/generate.js            regenerate
//   node scripts/generate.js --check    exit 1 when generated/ is out of date (nothing is written)
//
// A grammar may be a variant of another (grammars/rfc2732.peggy of
// grammars/rfc2396.peggy): see "Variants" below.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const peggy = require("peggy");
const {
  generateFast,
  generateSplit,
  OWN_OPTIONS_RUNTIME,
} = require("./optimize.js");
const compose = require("./compose.js");
const tree = require("./tree.js");
const { baseOf } = compose;

const root = path.resolve(__dirname, "..");
const grammarsDir = path.join(root, "grammars");
const generatedDir = path.join(root, "generated");

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
// Variants. A grammar whose opening comment holds the line "// base: NAME" is
// a variant of grammars/NAME.peggy: scripts/compose.js composes it with its
// base (the same code composes a user's grammar at run time, src/variant.ts).
// Types compose the same way: grammars/NAME.types.ts of a variant holds the
// declarations that replace the base's of the same name, or are added.

/** The rules of a grammar's text and their spans (scripts/compose.js). */
function ruleSpans(text, grammarSource) {
  return compose.ruleSpans(peggy, text, grammarSource);
}

/**
 * The text of grammars/NAME.peggy, composed with its base if it is a variant:
 * { text, grammarFile, baseFiles }. `dir` holds the grammars (default
 * grammars/ of this package).
 */
function loadGrammar(name, dir = grammarsDir) {
  const file = path.join(dir, `${name}.peggy`);
  const grammarFile = dir === grammarsDir ? `grammars/${name}.peggy` : file;
  const text = fs.readFileSync(file, "utf8");
  return composeWithBase(text, grammarFile, dir);
}

/**
 * A grammar's text composed with its base, if it names one, from the grammars
 * in `dir` (default grammars/ of this package): { text, grammarFile, baseFiles }.
 */
function composeWithBase(text, grammarFile, dir = grammarsDir) {
  return compose.composeGrammar(peggy, text, grammarFile, (baseName) =>
    fs.existsSync(path.join(dir, `${baseName}.peggy`))
      ? loadGrammar(baseName, dir)
      : null,
  );
}

/** The text of grammars/NAME.types.ts, composed with its base's if the grammar is a variant. */
function loadTypes(name) {
  const grammarBase = baseOf(
    fs.readFileSync(path.join(grammarsDir, `${name}.peggy`), "utf8"),
  );
  const typesFile = path.join(grammarsDir, `${name}.types.ts`);
  if (!fs.existsSync(typesFile)) {
    // A variant without types of its own has its base's.
    return grammarBase === null
      ? "export interface RuleResults {}\n"
      : loadTypes(grammarBase);
  }
  const text = fs.readFileSync(typesFile, "utf8");
  const baseName = baseOf(text);
  if (baseName !== grammarBase) {
    throw new Error(
      `grammars/${name}.types.ts names the base ${baseName}, its grammar ${grammarBase}`,
    );
  }
  if (baseName === null) return text;
  const ts = require("typescript");
  const declarations = (source) =>
    ts
      .createSourceFile("types.ts", source, ts.ScriptTarget.Latest, true)
      .statements.map((s) => ({
        name: s.name ? s.name.text : null,
        start: s.getFullStart(),
        end: s.getEnd(),
      }));
  const baseText = loadTypes(baseName);
  const baseDeclarations = new Map(
    declarations(baseText).map((d) => [d.name, d]),
  );
  const own = declarations(text).filter((d) => d.name !== null);
  // The variant's declarations without its opening comment (the first has it in its leading trivia).
  const declarationText = (d) =>
    "\n\n" + text.slice(d.start, d.end).replace(/^(\s*\/\/.*\n)*\s*/, "");
  let composed = baseText;
  for (const d of own
    .filter((d) => baseDeclarations.has(d.name))
    .sort(
      (a, b) =>
        baseDeclarations.get(b.name).start - baseDeclarations.get(a.name).start,
    )) {
    const at = baseDeclarations.get(d.name);
    composed =
      composed.slice(0, at.start) + declarationText(d) + composed.slice(at.end);
  }
  const added = own.filter((d) => !baseDeclarations.has(d.name));
  return (
    composed.trimEnd() +
    added.map(declarationText).join("") +
    "\n"
  ).replace(/^\n+/, "");
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

/**
 * peggy's parser with the fast back end's (scripts/optimize.js); when the back
 * end does not compile the grammar, peggy's alone, and a line on stderr that
 * says why (construct, rule, file:line:column), as the file's opening comment does.
 */
function generateParser(text, options) {
  const { source, fallback } = generateFast(peggy, text, options);
  if (fallback !== null) console.warn(fallback.message);
  return source;
}

/**
 * Every file generated from one grammar: { relative path: content }. A grammar
 * error gets `formatted`: peggy's format(), the message with file, line, column
 * and the line itself (of the composed text when the grammar is a variant).
 */
function generateGrammar(name) {
  const { text, grammarFile, baseFiles } = loadGrammar(name);
  try {
    return generateGrammarFrom(name, text, grammarFile, baseFiles);
  } catch (error) {
    const e = /** @type {{ format?: Function, formatted?: string }} */ (error);
    if (typeof e.format === "function") {
      e.formatted =
        e.format([{ source: grammarFile, text }]) +
        (baseFiles.length > 0
          ? `\n(line and column are in ${grammarFile} composed with ${baseFiles.join(", ")})`
          : "");
    }
    throw error;
  }
}

function generateGrammarFrom(name, text, grammarFile, baseFiles) {
  const typesSource = loadTypes(name);
  const ast = peggy.parser.parse(text, { grammarSource: grammarFile });
  const ruleNames = ast.rules.map((r) => r.name);
  const defaultRule = ruleNames[0];
  const files = {
    [`generated/${name}.js`]: parserModule(text, grammarFile, baseFiles),
    [`generated/esm/${name}.js`]: parserModuleEs(name, grammarFile, baseFiles),
    [`generated/${name}.d.ts`]: parserDts(
      name,
      ruleNames,
      defaultRule,
      typesSource,
      baseFiles,
    ),
    [`generated/${name}.tree.js`]: treeModule(
      text,
      grammarFile,
      baseFiles,
      "commonjs",
      true,
    ),
    [`generated/esm/${name}.tree.js`]: treeModule(
      text,
      grammarFile,
      baseFiles,
      "es",
      true,
    ),
    [`generated/${name}.tree.d.ts`]: treeDts(
      name,
      ruleNames,
      defaultRule,
      baseFiles,
    ),
  };
  const entryRules = Object.hasOwn(ENTRY_RULES, name) ? ENTRY_RULES[name] : [];
  if (entryRules.length > 0) {
    const missing = entryRules.filter((r) => !ruleNames.includes(r));
    if (missing.length > 0) {
      throw new Error(
        `${grammarFile}: no rule ${missing.join(", ")} (ENTRY_RULES)`,
      );
    }
    Object.assign(
      files,
      splitFiles(
        name,
        `${name}.entry`,
        entryRules.join(", "),
        text,
        grammarFile,
        baseFiles,
        entryRules,
        typesSource,
      ),
    );
  }
  Object.assign(
    files,
    matchFiles(name, text, grammarFile, baseFiles, ruleNames, typesSource),
  );
  Object.assign(
    files,
    splitFiles(
      name,
      `${name}.rules`,
      "every rule",
      text,
      grammarFile,
      baseFiles,
      ruleNames,
      typesSource,
    ),
  );
  return files;
}

/**
 * The parser module of a grammar's (composed) text: generated/NAME.js for a
 * grammar of grammars/, or the module `url-grammars generate-parser` writes.
 * `grammarFile` is the name its header and its errors give the grammar.
 */
function parserModule(text, grammarFile, baseFiles = [], format = "commonjs") {
  const options = {
    output: "source",
    format,
    allowedStartRules: ["*"],
    grammarSource: grammarFile,
  };
  const parser = generateParser(text, options);
  return (
    header(grammarFile, "The parser.", baseFiles) +
    parser +
    (format === "es" ? "" : ESM_NAMED_EXPORTS)
  );
}

/**
 * generated/esm/NAME.js: the parser for an ES import, generated/NAME.js
 * itself (an ES module may import a CommonJS one; the reverse needs Node
 * 20.19), so that the package holds peggy's parser of each grammar once. No
 * module of the library imports it (they import the split modules, each an
 * ES module of its own for bundlers); url-grammars/generated/NAME does.
 * scripts/copy-generated.js points its import at dist/generated/NAME.js.
 */
function parserModuleEs(name, grammarFile, baseFiles) {
  return (
    header(grammarFile, "The parser, as an ES module.", baseFiles) +
    [
      `// The CommonJS module generated/${name}.js, the one copy of the parser.`,
      `import parser from ${JSON.stringify(`../${name}.js`)};`,
      "",
      "export const { StartRules, SyntaxError, parse } = parser;",
      "",
    ].join("\n")
  );
}

/**
 * The tree build module of a grammar's (composed) text (scripts/tree.js), as
 * `format` (commonjs or es): generated/NAME.tree.js with `shared` (the run
 * time imported from generated/tree-runtime.js), else a module that holds the
 * run time (a grammar compiled at run time, src/variant.ts).
 */
function treeModule(
  text,
  grammarFile,
  baseFiles = [],
  format = "commonjs",
  shared = false,
) {
  return (
    header(
      grammarFile,
      "The tree build: the grammar as data for the tree build's run time.",
      baseFiles,
    ) + tree.treeModuleSource(peggy, text, grammarFile, format, shared)
  );
}

/** The tree build of a grammar, without its header, as one module (`format`: commonjs or es). */
function generateTree(text, grammarFile, format = "commonjs") {
  return tree.treeModuleSource(peggy, text, grammarFile, format, false);
}

/** generated/tree-runtime.js and its ES twin: the tree build's run time (scripts/tree-runtime.js). */
function treeRuntimeFiles() {
  const head = [
    "// GENERATED FILE, do not edit. The tree build's run time.",
    "// Source: scripts/tree-runtime.js and peggy's SyntaxError. Run `npm run generate`.",
    `// Generator: scripts/generate.js with peggy ${peggy.VERSION}.`,
    "",
  ].join("\n");
  return {
    "generated/tree-runtime.js": tree.runtimeModule(peggy, "commonjs", head),
    "generated/esm/tree-runtime.js": tree.runtimeModule(peggy, "es", head),
  };
}

function grammarNames() {
  return fs
    .readdirSync(grammarsDir)
    .filter((f) => f.endsWith(".peggy"))
    .map((f) => f.slice(0, -".peggy".length))
    .sort();
}

/** The RFC's grammar of NAME (grammars/bnf/NAME.abnf, or NAME.bnf) as a module that exports its text. */
function generateBnfText(name) {
  const bnfDir = path.join(grammarsDir, "bnf");
  const file = fs.existsSync(path.join(bnfDir, `${name}.abnf`))
    ? `${name}.abnf`
    : `${name}.bnf`;
  const text = fs.readFileSync(path.join(bnfDir, file), "utf8");
  const notation = file.endsWith(".abnf") ? "abnf" : "bnf";
  const head = (what) =>
    [
      `// GENERATED FILE, do not edit. ${what}`,
      `// Source: grammars/bnf/${file}. Edit it and run \`npm run generate\`.`,
      "",
    ].join("\n");
  return {
    [`generated/${name}.bnf.js`]:
      head("The RFC's grammar as text.") +
      [
        `"use strict";`,
        `Object.defineProperty(exports, "__esModule", { value: true });`,
        `exports.notation = ${JSON.stringify(notation)};`,
        `exports.text = ${JSON.stringify(text)};`,
        "",
      ].join("\n"),
    [`generated/esm/${name}.bnf.js`]:
      head("The RFC's grammar as text.") +
      [
        `export const notation = ${JSON.stringify(notation)};`,
        `export const text = ${JSON.stringify(text)};`,
        "",
      ].join("\n"),
    [`generated/${name}.bnf.d.ts`]:
      head("Types of the RFC's grammar as text.") +
      [
        `/** The notation of grammars/bnf/${file}. */`,
        `export declare const notation: ${JSON.stringify(notation)};`,
        `/** The text of grammars/bnf/${file}, verbatim. */`,
        `export declare const text: string;`,
        "",
      ].join("\n"),
  };
}

/** Every file generated from every grammar. */
function generateAll() {
  const files = {};
  for (const name of grammarNames()) {
    Object.assign(files, generateGrammar(name));
    Object.assign(files, generateBnfText(name));
  }
  Object.assign(files, treeRuntimeFiles());
  // The ES modules of generated/esm/ are ES modules to Node too.
  files["generated/esm/package.json"] =
    JSON.stringify({ type: "module", sideEffects: false }, null, 2) + "\n";
  return files;
}

/** Every file under generated/, as a path from the repository root. */
function existingFiles() {
  if (!fs.existsSync(generatedDir)) return [];
  return fs
    .readdirSync(generatedDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join("/"),
    );
}

/** The generated files that differ from what is on disk, and stale ones. */
function outOfDate(files = generateAll()) {
  const stale = [];
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== content)
      stale.push(rel);
  }
  for (const rel of existingFiles()) {
    if (!(rel in files)) stale.push(`${rel} (no grammar generates it)`);
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
  for (const rel of existingFiles()) {
    if (!(rel in files)) fs.rmSync(path.join(root, rel));
  }
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
    console.log(`wrote ${rel}`);
  }
  return 0;
}

module.exports = {
  generateParser,
  composeWithBase,
  parserModule,
  treeModule,
  peggyVersion: peggy.VERSION,
  ruleSpans,
  generateAll,
  generateGrammar,
  generateTree,
  generateSplitModules,
  ENTRY_RULES,
  outOfDate,
  grammarNames,
  loadGrammar,
  loadTypes,
};

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    // A grammar error: peggy's own message points into the grammar.
    const e = /** @type {{ formatted?: string, message: string }} */ (error);
    console.error(
      typeof e.formatted === "string" ? e.formatted : String(error),
    );
    process.exitCode = 1;
  }
}
