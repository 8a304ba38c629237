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
//                            (see "The entry parser and the rules parser" in
//                            scripts/split-modules.js, which makes these and the .d.ts)
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
const { generateFast } = require("../compiler/optimize.js");
const compose = require("../compiler/compose.js");
const tree = require("../compiler/tree.js");
const {
  header,
  parserDts,
  treeDts,
  ESM_NAMED_EXPORTS,
  ENTRY_RULES,
  generateSplitModules,
  matchFiles,
  splitFiles,
} = require("../compiler/split-modules.js");
const { baseOf } = compose;

const root = path.resolve(__dirname, "..");
const grammarsDir = path.join(root, "grammars");
const generatedDir = path.join(root, "generated");

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
