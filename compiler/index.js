// @ts-check
// The grammar compiler, as a library: takes a grammar (the name of one of
// grammars/, or a grammar's text) and gives its modules' sources, their
// declarations and the facts about it. It writes no file: scripts/generate.js
// writes generated/ from compileAll(), and src/variant.ts (url-grammars/variant,
// a grammar compiled at run time) evaluates what parserModule and treeModule
// give. One concern a module:
//   grammars.js       the grammars read: grammars/NAME.peggy, composed with its
//                     base (compose.js) when it is a variant; grammars/bnf/
//   peggy.js          the one place peggy is required
//   types.js          a grammar's result types (grammars/NAME.types.ts), by the
//                     TypeScript compiler
//   modules.js        the parser module (optimize.js: the fast back end, its
//                     passes in backend/), the tree build (tree.js, the rules
//                     rewritten by tree-rewrite.js, its run time
//                     tree-runtime.js), the RFC's grammar as text
//   split-modules.js  the entry, rules, report and match modules, CommonJS and ES
//   declarations.js   the .d.ts of them all
//   facts.js          what src/ needs to know of the grammars (entry rules,
//                     helper rules): data only, imported by both sides
"use strict";

const { GrammarCompositionError } = require("./compose.js");
const facts = require("./facts.js");
const grammars = require("./grammars.js");
const { treeDts, parserDts } = require("./declarations.js");
const modules = require("./modules.js");
const { peggy } = require("./peggy.js");
const { matchFiles, splitFiles } = require("./split-modules.js");
const { loadTypes } = require("./types.js");

/** @typedef {import("./grammars.js").Composed} Composed */
/** @typedef {keyof typeof facts.ENTRY_RULES} GrammarName */

/**
 * What the compiler knows of a grammar once compiled.
 * @typedef {object} GrammarFacts
 * @property {string} name
 * @property {string} grammarFile the file its errors and headers name
 * @property {readonly string[]} baseFiles its bases' files, nearest first
 * @property {readonly string[]} rules its rules, in order
 * @property {readonly string[]} entryRules the start rules of its entry parser (none: no entry parser)
 * @property {readonly string[]} helperRules its rules that are not the RFC's
 */

/**
 * A grammar compiled: its modules and declarations (paths under generated/,
 * as scripts/generate.js writes them), and its facts.
 * @typedef {object} Compiled
 * @property {Record<string, string>} modules
 * @property {Record<string, string>} declarations
 * @property {GrammarFacts} facts
 */

/**
 * A fact of facts.js for a grammar: its list, or none for a grammar it does not name.
 * @param {Readonly<Record<string, readonly string[]>>} table
 * @param {string} name
 * @returns {readonly string[]}
 */
function factOf(table, name) {
  return Object.hasOwn(table, name)
    ? /** @type {readonly string[]} */ (table[name])
    : [];
}

/**
 * Compiles a grammar: `grammar` is the name of one of grammars/ (its modules
 * are generated/NAME.*: the parser, the tree build, the entry, rules and match
 * modules, the RFC's text, all with their ES twins and declarations), or a
 * grammar's text (options.grammarSource names it, options.name its modules):
 * then its parser and tree build (a variant names its base in grammars/).
 * A grammar peggy cannot compile throws peggy's GrammarError, with
 * `formatted` (peggy's format(): file, line, column and the line itself, of
 * the composed text for a variant); a variant that cannot be composed a
 * GrammarCompositionError.
 * @param {string} grammar
 * @param {{ readonly name?: string, readonly grammarSource?: string }} [options]
 * @returns {Compiled}
 */
function compile(grammar, options = {}) {
  if (typeof grammar !== "string")
    throw new TypeError("compile: the grammar must be a name or a text");
  for (const key of Object.keys(options)) {
    if (key !== "name" && key !== "grammarSource")
      throw new TypeError(`compile: unknown option ${JSON.stringify(key)}`);
  }
  if (Object.hasOwn(options, "grammarSource")) {
    const grammarSource = String(options.grammarSource);
    const name = Object.hasOwn(options, "name")
      ? String(options.name)
      : grammarSource;
    return withFormatted(
      grammars.composeWithBase(grammar, grammarSource),
      (composed) => compileText(name, composed),
    );
  }
  return withFormatted(grammars.loadGrammar(grammar), (composed) =>
    compileNamed(grammar, composed),
  );
}

/**
 * Runs `f` on a composed grammar; a grammar error it throws gets `formatted`.
 * @template T
 * @param {Composed} composed
 * @param {(composed: Composed) => T} f
 * @returns {T}
 */
function withFormatted(composed, f) {
  try {
    return f(composed);
  } catch (error) {
    const e = /** @type {{ format?: unknown, formatted?: string }} */ (error);
    if (typeof e.format === "function") {
      const { text, grammarFile, baseFiles } = composed;
      e.formatted =
        e.format([{ source: grammarFile, text }]) +
        (baseFiles.length > 0
          ? `\n(line and column are in ${grammarFile} composed with ${baseFiles.join(", ")})`
          : "");
    }
    throw error;
  }
}

/**
 * The facts of a composed grammar named `name`.
 * @param {string} name
 * @param {Composed} composed
 * @returns {GrammarFacts}
 */
function factsOf(name, { text, grammarFile, baseFiles }) {
  const rules = peggy.parser
    .parse(text, {
      grammarSource: grammarFile,
      reservedWords: peggy.RESERVED_WORDS,
    })
    .rules.map((r) => r.name);
  const entryRules = factOf(facts.ENTRY_RULES, name);
  const missing = entryRules.filter((r) => !rules.includes(r));
  if (missing.length > 0) {
    throw new Error(
      `${grammarFile}: no rule ${missing.join(", ")} (compiler/facts.js, ENTRY_RULES)`,
    );
  }
  return {
    name,
    grammarFile,
    baseFiles,
    rules,
    entryRules,
    helperRules: factOf(facts.HELPER_RULES, name),
  };
}

/**
 * A grammar's text: its parser and its tree build (with its run time), as
 * CommonJS modules NAME.js and NAME.tree.js.
 * @param {string} name
 * @param {Composed} composed
 * @returns {Compiled}
 */
function compileText(name, composed) {
  const { text, grammarFile, baseFiles } = composed;
  return {
    modules: {
      [`${name}.js`]: modules.parserModule(text, grammarFile, baseFiles),
      [`${name}.tree.js`]: modules.treeModule(text, grammarFile, baseFiles),
    },
    declarations: {},
    facts: factsOf(name, composed),
  };
}

/**
 * A grammar of grammars/: every module of generated/ made of it.
 * @param {string} name
 * @param {Composed} composed
 * @returns {Compiled}
 */
function compileNamed(name, composed) {
  const { text, grammarFile, baseFiles } = composed;
  const grammarFacts = factsOf(name, composed);
  const rules = [...grammarFacts.rules];
  const defaultRule = String(rules[0]);
  const typesSource = loadTypes(name);
  const tree = (/** @type {"commonjs" | "es"} */ format) =>
    modules.treeModule(text, grammarFile, baseFiles, format, true);
  /** @type {{ modules: Record<string, string>, declarations: Record<string, string> }} */
  const out = {
    modules: {
      [`${name}.js`]: modules.parserModule(text, grammarFile, baseFiles),
      [`esm/${name}.js`]: modules.parserModuleEs(name, grammarFile, baseFiles),
      [`${name}.tree.js`]: tree("commonjs"),
      [`esm/${name}.tree.js`]: tree("es"),
    },
    declarations: {
      [`${name}.d.ts`]: parserDts(
        name,
        rules,
        defaultRule,
        typesSource,
        baseFiles,
      ),
      [`${name}.tree.d.ts`]: treeDts(name, rules, defaultRule, baseFiles),
    },
  };
  const source = { name, text, grammarFile, baseFiles, typesSource };
  const parts = [
    ...(grammarFacts.entryRules.length > 0
      ? [
          splitFiles(
            source,
            `${name}.entry`,
            grammarFacts.entryRules.join(", "),
            [...grammarFacts.entryRules],
            Object.hasOwn(facts.CUT_LABELS, name)
              ? facts.CUT_LABELS[
                  /** @type {keyof typeof facts.CUT_LABELS} */ (name)
                ]
              : [],
          ),
        ]
      : []),
    matchFiles(source, rules),
    splitFiles(source, `${name}.rules`, "every rule", rules),
    modules.bnfModules(name, grammars.loadBnf(name)),
  ];
  for (const part of parts) {
    Object.assign(out.modules, part.modules);
    Object.assign(out.declarations, part.declarations);
  }
  return { ...out, facts: grammarFacts };
}

/**
 * Every file of generated/: each grammar's modules and declarations, the tree
 * build's run time and generated/esm/package.json, as { path under
 * generated/: content }, in the order scripts/generate.js writes them.
 * @returns {Record<string, string>}
 */
function compileAll() {
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of grammars.grammarNames()) {
    const { modules: sources, declarations } = compile(name);
    Object.assign(files, sources, declarations);
  }
  Object.assign(files, modules.treeRuntimeModules());
  // The ES modules of generated/esm/ are ES modules to Node too.
  files["esm/package.json"] =
    JSON.stringify({ type: "module", sideEffects: false }, null, 2) + "\n";
  return files;
}

module.exports = {
  compile,
  compileAll,
  facts,
  peggy,
  GrammarError: peggy.GrammarError,
  GrammarCompositionError,
  grammarNames: grammars.grammarNames,
  loadGrammar: grammars.loadGrammar,
  composeWithBase: grammars.composeWithBase,
  parseGrammar: grammars.parseGrammar,
  ruleSpans: grammars.ruleSpans,
  loadTypes,
  generateParser: modules.generateParser,
  parserModule: modules.parserModule,
  treeModule: modules.treeModule,
  generateTree: modules.generateTree,
  generateSplitModules: require("./split-modules.js").generateSplitModules,
};
