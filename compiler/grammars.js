// @ts-check
// The grammars the compiler reads: grammars/NAME.peggy of this package (or of
// a directory given), composed with its base when it is a variant
// (compiler/compose.js), and the RFC's own grammar text of grammars/bnf/.
// Reads files, writes none.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const compose = require("./compose.js");
const { peggy } = require("./peggy.js");

/** grammars/ of this package: beside compiler/, in a clone and in the installed package. */
const GRAMMARS_DIR = path.join(__dirname, "..", "grammars");

/**
 * A grammar's text as peggy compiles it: a variant composed with its base.
 * @typedef {object} Composed
 * @property {string} text the composed text
 * @property {string} grammarFile the file its errors and headers name
 * @property {readonly string[]} baseFiles its bases' files, nearest first
 */

/** The names of the grammars of `dir` (default grammars/), sorted. */
function grammarNames(dir = GRAMMARS_DIR) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".peggy"))
    .map((f) => f.slice(0, -".peggy".length))
    .sort();
}

/** The rules of a grammar's text and their spans (compiler/compose.js). */
function ruleSpans(
  /** @type {string} */ text,
  /** @type {string} */ grammarSource,
) {
  return compose.ruleSpans(peggy, text, grammarSource);
}

/** peggy's AST of a grammar's text; a syntax error is a GrammarCompositionError. */
function parseGrammar(
  /** @type {string} */ text,
  /** @type {string} */ grammarSource,
) {
  return compose.parseGrammar(peggy, text, grammarSource);
}

/**
 * The text of NAME.peggy of `dir` (default grammars/), composed with its base
 * if it is a variant.
 * @param {string} name
 * @returns {Composed}
 */
function loadGrammar(name, dir = GRAMMARS_DIR) {
  const file = path.join(dir, `${name}.peggy`);
  const grammarFile = dir === GRAMMARS_DIR ? `grammars/${name}.peggy` : file;
  const text = fs.readFileSync(file, "utf8");
  return composeWithBase(text, grammarFile, dir);
}

/**
 * A grammar's text composed with its base, if it names one, from the grammars
 * in `dir` (default grammars/).
 * @param {string} text
 * @param {string} grammarFile
 * @returns {Composed}
 */
function composeWithBase(text, grammarFile, dir = GRAMMARS_DIR) {
  return compose.composeGrammar(peggy, text, grammarFile, (baseName) =>
    fs.existsSync(path.join(dir, `${baseName}.peggy`))
      ? loadGrammar(baseName, dir)
      : null,
  );
}

/**
 * The RFC's grammar of NAME (grammars/bnf/NAME.abnf, or NAME.bnf): its file
 * name, notation and text.
 * @param {string} name
 * @returns {{ file: string, notation: "abnf" | "bnf", text: string }}
 */
function loadBnf(name, dir = GRAMMARS_DIR) {
  const bnfDir = path.join(dir, "bnf");
  const file = fs.existsSync(path.join(bnfDir, `${name}.abnf`))
    ? `${name}.abnf`
    : `${name}.bnf`;
  return {
    file,
    notation: file.endsWith(".abnf") ? "abnf" : "bnf",
    text: fs.readFileSync(path.join(bnfDir, file), "utf8"),
  };
}

module.exports = {
  GRAMMARS_DIR,
  grammarNames,
  ruleSpans,
  parseGrammar,
  loadGrammar,
  composeWithBase,
  loadBnf,
};
