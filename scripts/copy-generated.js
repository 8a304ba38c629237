#!/usr/bin/env node
// After the two tsc builds (CommonJS into dist/, ES modules into dist/esm/),
// the generated parsers go beside them (dist/src/** and dist/esm/src/**
// import ../../generated/*.js). generated/esm/*.js ships once, compacted (see
// compact), in dist/esm/generated/; dist/generated/ holds, for require,
// peggy's parser of each grammar (NAME.js, compacted, which its ES twin
// re-exports), the grammar's text (NAME.bnf.js), and for every other module
// one line that requires its ES twin (Node requires an ES module since 20.19).
// Of the declarations, those an entry point's load: generated/NAME.d.ts and
// NAME.tree.d.ts (the ES build's re-export them: scripts/finish-dist.js).
// dist/esm/package.json makes dist/esm/ ES modules without side effects.
// peggy's parser of a grammar ships where package.json exports it (nothing
// else loads it): not RFC 3987's and RFC 6874's (216 KB; the 3 MB budget).
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const esbuild = require("esbuild");

const root = path.resolve(__dirname, "..");
const from = path.join(root, "generated");
const esmFrom = path.join(from, "esm");

/** The declarations an entry point's declarations load (see above). */
const SHIPPED_DECLARATIONS = /^rfc\d+(\.tree)?\.d\.ts$/;

// Compacting: whitespace, comments and local names only (esbuild), with
// exported names, strings and structure kept, and the /* @__PURE__ */ marks
// bundlers need (esbuild drops them: each is written as a marker first and
// put back). Checked: the compacted module and the module with only its local
// names renamed print alike. The tree runtime keeps its names (ParseTreeNode
// is the class callers see); NAME.bnf.js is copied as it is.
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

/** Copies module `file` of `fromDir` (`format`) to `toDir`; an ES module's import of "../NAME.js" (peggy's parser) reads dist/generated/. */
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

/** A module of dist/generated/ that is its ES twin, required: a CommonJS caller and an importing one share one instance (one tree runtime). */
const cjsOfEsm = (file) =>
  `// ${file} of url-grammars: its ES module (scripts/copy-generated.js).\n"use strict";\nmodule.exports = require("../esm/generated/${file}");\n`;

/** Whether a CommonJS module ships whole (see above): peggy's parser of a grammar and the grammar's text. */
const shipsWhole = (file) =>
  /^rfc\d+\.js$/.test(file) || file.endsWith(".bnf.js");

const { exports: EXPORTS } = require(path.join(root, "package.json"));
/** Whether `file` is peggy's parser of a grammar that package.json does not export (see above). */
const isUnexportedParser = (file) =>
  /^rfc\d+\.js$/.test(file) &&
  EXPORTS[`./generated/${file.slice(0, -".js".length)}`] === undefined;

const cjs = path.join(root, "dist", "generated");
const esm = path.join(root, "dist", "esm", "generated");
for (const dir of [cjs, esm]) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}
for (const file of fs.readdirSync(from)) {
  if (isUnexportedParser(file)) continue;
  if (SHIPPED_DECLARATIONS.test(file))
    fs.copyFileSync(path.join(from, file), path.join(cjs, file));
  else if (shipsWhole(file)) copyModule(from, cjs, file, "cjs");
  else if (file.endsWith(".js"))
    fs.writeFileSync(path.join(cjs, file), cjsOfEsm(file));
}
for (const file of fs.readdirSync(esmFrom))
  if (file.endsWith(".js") && !isUnexportedParser(file))
    copyModule(esmFrom, esm, file, "esm");
fs.writeFileSync(
  path.join(root, "dist", "esm", "package.json"),
  JSON.stringify({ type: "module", sideEffects: false }, null, 2) + "\n",
);
