// @ts-check
// The modules of a grammar besides the split ones (compiler/split-modules.js):
// its parser (peggy's, with the fast back end's, compiler/optimize.js), as a
// CommonJS module and its ES re-export; its tree build (compiler/tree.js) and
// the tree build's run time; the RFC's grammar as text. Each is a string: the
// compiler writes no file (scripts/generate.js writes generated/).
"use strict";

const { generateFast } = require("./optimize.js");
const { peggy } = require("./peggy.js");
const tree = require("./tree.js");

/**
 * The comment every generated module and declaration opens with.
 * @param {string} grammarFile
 * @param {string} what
 * @param {readonly string[]} baseFiles
 */
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

// peggy's CommonJS output ends `module.exports = { StartRules: [...], ... }`,
// from which Node cannot read named exports for an ESM `import { parse }`; this
// line (never run) names them in the form Node's CommonJS lexer reads.
const ESM_NAMED_EXPORTS =
  "\n0 && (module.exports = { StartRules, SyntaxError, parse });\n";

/**
 * peggy's parser with the fast back end's (compiler/optimize.js); when the
 * back end does not compile the grammar, peggy's alone, and `warn` gets the
 * line that says why (construct, rule, file:line:column), as the module's
 * opening comment does (default: a line on stderr).
 * @param {string} text
 * @param {import("peggy").SourceBuildOptions<"source">} options
 * @param {(message: string) => void} warn
 * @returns {string}
 */
function generateParser(text, options, warn = (m) => console.warn(m)) {
  const { source, fallback } = generateFast(peggy, text, options);
  if (fallback !== null) warn(fallback.message);
  return source;
}

/**
 * The parser module of a grammar's (composed) text: generated/NAME.js for a
 * grammar of grammars/, or the module `url-grammars generate-parser` writes.
 * `grammarFile` is the name its header and its errors give the grammar.
 * @param {string} text
 * @param {string} grammarFile
 * @param {readonly string[]} baseFiles
 * @param {"commonjs" | "es"} format
 */
function parserModule(text, grammarFile, baseFiles = [], format = "commonjs") {
  const parser = generateParser(text, {
    output: "source",
    format,
    allowedStartRules: ["*"],
    grammarSource: grammarFile,
  });
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
 * @param {string} name
 * @param {string} grammarFile
 * @param {readonly string[]} baseFiles
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
 * The tree build module of a grammar's (composed) text (compiler/tree.js), as
 * `format` (commonjs or es): generated/NAME.tree.js with `shared` (the run
 * time imported from generated/tree-runtime.js), else a module that holds the
 * run time (a grammar compiled at run time, src/variant.ts).
 * @param {string} text
 * @param {string} grammarFile
 * @param {readonly string[]} baseFiles
 * @param {"commonjs" | "es"} format
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

/**
 * The tree build of a grammar, without its header, as one module.
 * @param {string} text
 * @param {string} grammarFile
 * @param {"commonjs" | "es"} format
 */
function generateTree(text, grammarFile, format = "commonjs") {
  return tree.treeModuleSource(peggy, text, grammarFile, format, false);
}

/**
 * generated/tree-runtime.js and its ES twin: the tree build's run time
 * (compiler/tree-runtime.js), as paths under generated/ to their sources.
 * @returns {Record<string, string>}
 */
function treeRuntimeModules() {
  const head = [
    "// GENERATED FILE, do not edit. The tree build's run time.",
    "// Source: scripts/tree-runtime.js and peggy's SyntaxError. Run `npm run generate`.",
    `// Generator: scripts/generate.js with peggy ${peggy.VERSION}.`,
    "",
  ].join("\n");
  return {
    "tree-runtime.js": tree.runtimeModule(peggy, "commonjs", head),
    "esm/tree-runtime.js": tree.runtimeModule(peggy, "es", head),
  };
}

/**
 * The RFC's grammar (`bnf`, compiler/grammars.js loadBnf) as modules that
 * export its text, and their declarations, as paths under generated/.
 * @param {string} name
 * @param {{ file: string, notation: string, text: string }} bnf
 * @returns {{ modules: Record<string, string>, declarations: Record<string, string> }}
 */
function bnfModules(name, { file, notation, text }) {
  const head = (/** @type {string} */ what) =>
    [
      `// GENERATED FILE, do not edit. ${what}`,
      `// Source: grammars/bnf/${file}. Edit it and run \`npm run generate\`.`,
      "",
    ].join("\n");
  return {
    modules: {
      [`${name}.bnf.js`]:
        head("The RFC's grammar as text.") +
        [
          `"use strict";`,
          `Object.defineProperty(exports, "__esModule", { value: true });`,
          `exports.notation = ${JSON.stringify(notation)};`,
          `exports.text = ${JSON.stringify(text)};`,
          "",
        ].join("\n"),
      [`esm/${name}.bnf.js`]:
        head("The RFC's grammar as text.") +
        [
          `export const notation = ${JSON.stringify(notation)};`,
          `export const text = ${JSON.stringify(text)};`,
          "",
        ].join("\n"),
    },
    declarations: {
      [`${name}.bnf.d.ts`]:
        head("Types of the RFC's grammar as text.") +
        [
          `/** The notation of grammars/bnf/${file}. */`,
          `export declare const notation: ${JSON.stringify(notation)};`,
          `/** The text of grammars/bnf/${file}, verbatim. */`,
          `export declare const text: string;`,
          "",
        ].join("\n"),
    },
  };
}

module.exports = {
  header,
  ESM_NAMED_EXPORTS,
  generateParser,
  parserModule,
  parserModuleEs,
  treeModule,
  generateTree,
  treeRuntimeModules,
  bnfModules,
};
