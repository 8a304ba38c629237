// Variants: a grammar written as the rules it changes in another grammar, its
// base, the way RFC 2732 amends RFC 2396. Takes a grammar's text and a way to
// load a base by name; gives the composed text that peggy compiles. One module
// for both times a grammar is composed: at build time (scripts/generate.js,
// grammars/ to generated/) and at run time (src/variant.ts, url-grammars/variant
// and the --grammar option of the command, on a user's grammar and the
// package's own grammars/). Plain CommonJS JavaScript, so that the build needs
// no build of its own, shipped in the package for the run time.
//
// A grammar whose opening comment holds the line "// base: NAME" is a variant
// of NAME: each of its rules replaces the base's rule of the same name, in the
// base's place, and each rule the base lacks is added after the base's rules,
// in the variant's order. Composition is on the text, guided by peggy's own
// parse of each file: a rule is its definition and the comment lines directly
// above it (the RFC's line), so the composed grammar reads as if written by
// hand and compiles as any grammar does. A variant's file is parsed on its own
// first, so that a mistake in it is reported in its own lines.
// @ts-check
"use strict";

/** @typedef {typeof import("peggy")} Peggy */
/** @typedef {import("./grammars.js").Composed} Composed */
/**
 * A place in a grammar's text: 0-based offset, 1-based line and column.
 * @typedef {{ offset: number, line: number, column: number }} Location
 */
/** @typedef {"grammar-syntax" | "no-initializer" | "unknown-base"} CompositionErrorCode */

const BASE_LINE = /^\/\/ base: ([A-Za-z0-9_-]+)\s*$/;

/**
 * A grammar that cannot be composed: `code` says why ("grammar-syntax" for
 * text peggy cannot read, "no-initializer" for an initializer in a grammar that
 * is or has a variant, "unknown-base" for a base line naming no grammar),
 * `grammarSource` the file and `location` where in it ({ offset, line, column },
 * 1-based line and column). `formatted` is peggy's format() of a syntax error:
 * the message, the file, line and column, and the line with a caret.
 */
class GrammarCompositionError extends Error {
  /**
   * @param {CompositionErrorCode} code
   * @param {string} message
   * @param {string} grammarSource
   * @param {Location} location
   * @param {string} [formatted]
   */
  constructor(code, message, grammarSource, location, formatted) {
    super(message);
    this.name = "GrammarCompositionError";
    this.code = code;
    this.grammarSource = grammarSource;
    this.location = location;
    this.formatted =
      formatted ??
      `Error: ${message}\n --> ${grammarSource}:${location.line}:${location.column}`;
  }
}

/**
 * The base line of a grammar or types file: { name, location } of the
 * "// base: NAME" line in its opening comment, or null.
 * @param {string} text
 * @returns {{ name: string, location: Location } | null}
 */
function baseLineOf(text) {
  let offset = 0;
  let line = 1;
  for (const lineText of text.split("\n")) {
    const trimmed = lineText.replace(/\r$/, "");
    if (!trimmed.startsWith("//")) return null;
    const m = BASE_LINE.exec(trimmed);
    if (m) {
      const name = /** @type {string} */ (m[1]);
      const column = trimmed.indexOf(name) + 1;
      return {
        name,
        location: { offset: offset + column - 1, line, column },
      };
    }
    offset += lineText.length + 1;
    line++;
  }
  return null;
}

/**
 * The base named in the opening comment of a grammar or types file, or null.
 * @param {string} text
 * @returns {string | null}
 */
function baseOf(text) {
  const found = baseLineOf(text);
  return found === null ? null : found.name;
}

/**
 * peggy's AST of a grammar's text; a syntax error is a GrammarCompositionError
 * (code "grammar-syntax") with peggy's location and format().
 * @param {Peggy} peggy
 * @param {string} text
 * @param {string} grammarSource
 * @returns {import("peggy").ast.Grammar}
 */
function parseGrammar(peggy, text, grammarSource) {
  try {
    return peggy.parser.parse(text, {
      grammarSource,
      reservedWords: peggy.RESERVED_WORDS,
    });
  } catch (error) {
    if (!(error instanceof peggy.parser.SyntaxError)) throw error;
    const { offset, line, column } = error.location.start;
    throw new GrammarCompositionError(
      "grammar-syntax",
      error.message,
      grammarSource,
      { offset, line, column },
      error.format([{ source: grammarSource, text }]),
    );
  }
}

/**
 * Each rule of a grammar's text: its name and the span of its definition with the comment lines above it.
 * @param {Peggy} peggy
 * @param {string} text
 * @param {string} grammarSource
 * @returns {{ name: string, start: number, end: number }[]}
 */
function ruleSpans(peggy, text, grammarSource) {
  const ast = parseGrammar(peggy, text, grammarSource);
  const initializer = ast.topLevelInitializer || ast.initializer;
  if (initializer) {
    const at = /** @type {import("peggy").ast.Initializer} */ (
      Array.isArray(initializer) ? initializer[0] : initializer
    );
    const { offset, line, column } = at.location.start;
    throw new GrammarCompositionError(
      "no-initializer",
      `${grammarSource}: a grammar that is or has a variant has no initializer`,
      grammarSource,
      { offset, line, column },
    );
  }
  return ast.rules.map((rule) => {
    let start = text.lastIndexOf("\n", rule.location.start.offset - 1) + 1;
    for (;;) {
      const above = text.lastIndexOf("\n", start - 2) + 1;
      if (start === 0 || !text.slice(above, start).trimStart().startsWith("//"))
        break;
      start = above;
    }
    // peggy's span of a rule runs on over the blank lines after it.
    const end =
      start + text.slice(start, rule.location.end.offset).trimEnd().length;
    return { name: rule.name, start, end };
  });
}

/**
 * The grammar `text` (read from `grammarFile`), composed with its base if it
 * is a variant: { text, grammarFile, baseFiles }. `loadBase(name)` gives a
 * base's own composition ({ text, grammarFile, baseFiles }), or null when no
 * grammar has that name (then a GrammarCompositionError "unknown-base" points
 * at the base line).
 * @param {Peggy} peggy
 * @param {string} text
 * @param {string} grammarFile
 * @param {(name: string) => Composed | null} loadBase
 * @returns {Composed}
 */
function composeGrammar(peggy, text, grammarFile, loadBase) {
  const baseLine = baseLineOf(text);
  if (baseLine === null) return { text, grammarFile, baseFiles: [] };
  const base = loadBase(baseLine.name);
  if (base === null) {
    throw new GrammarCompositionError(
      "unknown-base",
      `${grammarFile} names the base ${JSON.stringify(baseLine.name)}, which is no grammar`,
      grammarFile,
      baseLine.location,
    );
  }
  const own = ruleSpans(peggy, text, grammarFile);
  const baseRules = new Map(
    ruleSpans(peggy, base.text, base.grammarFile).map((r) => [r.name, r]),
  );
  const replaced = own.filter((r) => baseRules.has(r.name));
  const added = own.filter((r) => !baseRules.has(r.name));
  /** @param {{ start: number, end: number }} r */
  const ruleText = (r) => text.slice(r.start, r.end);
  /** @param {{ name: string }} r */
  const baseRule = (r) =>
    /** @type {{ start: number, end: number }} */ (baseRules.get(r.name));
  let composed = base.text;
  // From the end, so that the offsets of the rules still to replace hold.
  for (const rule of [...replaced].sort(
    (a, b) => baseRule(b).start - baseRule(a).start,
  )) {
    const at = baseRule(rule);
    composed =
      composed.slice(0, at.start) + ruleText(rule) + composed.slice(at.end);
  }
  if (added.length > 0) {
    composed =
      composed.trimEnd() +
      `\n\n// ${"-".repeat(75)}\n// Added by ${grammarFile}.\n\n` +
      added.map(ruleText).join("\n\n") +
      "\n";
  }
  return {
    text: composed,
    grammarFile,
    baseFiles: [base.grammarFile, ...base.baseFiles],
  };
}

module.exports = {
  GrammarCompositionError,
  baseLineOf,
  baseOf,
  parseGrammar,
  ruleSpans,
  composeGrammar,
};
