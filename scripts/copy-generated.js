#!/usr/bin/env node
// After the two tsc builds (tsconfig.build.json: CommonJS into dist/;
// tsconfig.esm.json: ES modules into dist/esm/): dist/src/** and
// dist/esm/src/** import ../../generated/*.js, so the generated parsers go
// beside them: generated/esm/*.js (ES modules) to dist/esm/generated/,
// compacted (see compact below); to dist/generated/, for require, peggy's
// parser of each grammar (generated/NAME.js, compacted, which its ES twin
// re-exports) and the grammar's text, and for every other module a line that
// requires its ES twin (cjsOfEsm: each module ships once).
// Of the declarations, those an entry point's declarations load, to
// dist/generated/: a grammar's parser's (generated/NAME.d.ts, the types of
// url-grammars/generated/NAME and of the dialects' nodes) and its tree
// build's (generated/NAME.tree.d.ts); the split modules' are for src/ to
// compile against, and no entry point's declarations name them. (The ES
// build's declarations re-export these: scripts/finish-dist.js.)
// dist/esm/package.json makes every .js under dist/esm/ an ES module to Node,
// bundlers and TypeScript, and tells bundlers that no module of it has side
// effects (so each drops what the code it bundles does not use).
// Only the modules of the dialects' grammars ship (DIALECT_NAMES of
// src/registry.ts, which tsc has built): a grammar of grammars/ that no
// dialect loads yet (RFC 3987's and RFC 6874's, whose dialects issue 29 is to
// add) stays out of the package but for its text, grammars/NAME.peggy.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const esbuild = require("esbuild");
const { grammarNames } = require("../compiler/grammars.js");

const root = path.resolve(__dirname, "..");
const from = path.join(root, "generated");
const esmFrom = path.join(from, "esm");

/** The declarations an entry point's declarations load (see above). */
const SHIPPED_DECLARATIONS = /^rfc\d+(\.tree)?\.d\.ts$/;

/** The grammars whose modules ship: the dialects' (see above). */
const { DIALECT_NAMES } = require(
  path.join(root, "dist", "src", "registry.js"),
);
const UNSHIPPED = new Set(
  grammarNames().filter((name) => !DIALECT_NAMES.includes(name)),
);

/** Whether generated/ file `file` (NAME.js, NAME.entry.js, ...) ships: it is no grammar's (tree-runtime.js), or a dialect's. */
function ships(file) {
  const dot = file.indexOf(".");
  return dot < 0 || !UNSHIPPED.has(file.slice(0, dot));
}

// peggy's and the fast back end's code is most of the package, and most of
// its bytes are indentation, comments and long local names. So the copies
// in dist/ are that code compacted by esbuild: whitespace, comments and
// local names, nothing else (no rewriting of expressions); exported names,
// strings and structure are kept. esbuild drops /* @__PURE__ */ annotations
// when it minifies, and bundlers need them to drop the module-level calls a
// bundle does not use: each is written as a call on a marker first, and put
// back after. The check: the compacted module and the module with its local
// names alone renamed are one program (esbuild prints both alike). The tree
// build's run time keeps its names (ParseTreeNode is the class of the nodes
// a caller sees). The RFC's text (NAME.bnf.js) is copied as it is.
const PURE = "/* @__PURE__ */ ";
const MARKER = "__urlGrammarsPure";

/** `source` (a generated module, `format` cjs or esm) compacted; `file` names it in the header. */
function compact(source, format, file) {
  if (source.includes(MARKER)) throw new Error(`${file}: holds ${MARKER}`);
  const pures = source.split(PURE).length - 1;
  const marked = source.split(PURE).join(`${MARKER}+`);
  const options = {
    format,
    target: "esnext",
    legalComments: "none",
    minifyIdentifiers: !file.endsWith("tree-runtime.js"),
  };
  const unmark = (code) => code.replace(/__urlGrammarsPure ?\+ ?/g, PURE);
  const code = unmark(
    esbuild.transformSync(marked, { ...options, minifyWhitespace: true }).code,
  );
  const renamed = unmark(esbuild.transformSync(marked, options).code);
  const printed = (c) =>
    esbuild.transformSync(c, {
      format,
      target: "esnext",
      minifyWhitespace: true,
    }).code;
  if (
    printed(code) !== printed(renamed) ||
    code.split(PURE).length - 1 !== pures
  ) {
    throw new Error(`${file}: compacting changed the module`);
  }
  return `// ${file} of url-grammars, compacted (scripts/copy-generated.js).\n${code}`;
}

/**
 * Copies generated module `file` of `fromDir` (`format`) into `toDir`. An ES
 * module that imports a CommonJS one of generated/ (generated/esm/NAME.js,
 * from "../NAME.js") imports it from dist/generated/ ("../../generated/").
 */
function copyModule(fromDir, toDir, file, format) {
  const source = fs
    .readFileSync(path.join(fromDir, file), "utf8")
    .replace(/ from "\.\.\/([^"/]+)";/g, ' from "../../generated/$1";');
  const relative = path.relative(root, path.join(fromDir, file));
  fs.writeFileSync(
    path.join(toDir, file),
    file.endsWith(".bnf.js")
      ? source
      : compact(source, format, relative.split(path.sep).join("/")),
  );
}

/**
 * A module of dist/generated/ that is its ES twin's (dist/esm/generated/),
 * required: Node 20.19 and later require an ES module, so each module ships
 * once, in the form bundlers read; a CommonJS caller gets the same module
 * instance as an importing one (one tree-runtime, one class of nodes).
 */
function cjsOfEsm(file) {
  return (
    `// ${file} of url-grammars: its ES module, required (scripts/copy-generated.js).\n` +
    `"use strict";\nmodule.exports = require("../esm/generated/${file}");\n`
  );
}

/** Whether a CommonJS module of generated/ ships whole: peggy's parser of a grammar (NAME.js, which its ES twin re-exports) and the grammar's text (NAME.bnf.js); every other is its ES twin's (cjsOfEsm). */
function shipsWhole(file) {
  return /^rfc\d+\.js$/.test(file) || file.endsWith(".bnf.js");
}

function fresh(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}

const cjs = path.join(root, "dist", "generated");
const esm = path.join(root, "dist", "esm", "generated");
fresh(cjs);
fresh(esm);
for (const file of fs.readdirSync(from).filter(ships)) {
  if (file.endsWith(".js") && shipsWhole(file))
    copyModule(from, cjs, file, "cjs");
  else if (file.endsWith(".js"))
    fs.writeFileSync(path.join(cjs, file), cjsOfEsm(file));
  if (SHIPPED_DECLARATIONS.test(file)) {
    fs.copyFileSync(path.join(from, file), path.join(cjs, file));
  }
}
for (const file of fs.readdirSync(esmFrom).filter(ships)) {
  if (file.endsWith(".js")) copyModule(esmFrom, esm, file, "esm");
}
fs.writeFileSync(
  path.join(root, "dist", "esm", "package.json"),
  JSON.stringify({ type: "module", sideEffects: false }, null, 2) + "\n",
);
