// @ts-check
// The one place the compiler requires peggy. peggy is a dependency of the
// build (npm run generate) and an optional peer dependency of the package:
// url-grammars/variant loads this module when it first compiles a grammar, and
// a missing peggy is the MODULE_NOT_FOUND of the require below (src/variant.ts
// makes it a VariantError, "peggy-missing"). The other modules of compiler/
// take peggy from here, as an argument or by requiring this module.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const peggy = require("peggy");

/** A file of peggy's package (a path from its root, as "bin/generated_template.d.ts"). */
function peggyFile(/** @type {string} */ file) {
  return path.join(
    path.dirname(require.resolve("peggy/package.json")),
    ...file.split("/"),
  );
}

/** The text of a file of peggy's package. */
function readPeggyFile(/** @type {string} */ file) {
  return fs.readFileSync(peggyFile(file), "utf8");
}

/**
 * peggy's escaping of class characters, as its generated parsers use it
 * (lib/compiler/utils.js, not among peggy's exports).
 * @returns {(s: string) => string}
 */
function regexpClassEscape() {
  return require(peggyFile("lib/compiler/utils.js")).regexpClassEscape;
}

module.exports = { peggy, peggyFile, readPeggyFile, regexpClassEscape };
