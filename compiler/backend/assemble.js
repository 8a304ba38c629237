// The assembly step of the fast back end (compiler/backend/): peggy's own
// output, with the fast parser spliced in.
//
// Takes: peggy, a grammar's text and the options for peggy.generate (output
// "source"; format "commonjs" or "es" for the fast parser).
// Gives: generateFast (the module's source, and why the back end fell back to
// peggy's parser alone, if it did), generateOptimized (the source alone),
// generateSplit (the fast and reporting parsers apart, and peggy's
// SyntaxError class, for scripts/generate.js to write as two modules), and
// ownOptionsOnly (peggy's output made to read the caller's own options only).
//
// The module keeps peggy's code as peggy wrote it (but for ownOptionsOnly's
// three rewrites), adds the fast parser (index.js) before its exports, and
// exports peg$fastParse as `parse`. This is the only module that knows the
// layout of peggy's output.
"use strict";

const { compileFastParser, Unsupported } = require("./index.js");

// Every option a generated parser reads is the caller's own: peggy's peg$parse
// reads options.startRule, options.peg$library, options.peg$currPos, ... and the
// fast parser its own, and a property missing from the caller's object would be
// looked up on Object.prototype, which anyone may have polluted. peg$ownOptions
// gives both an object whose prototype chain ends before any Object.prototype:
// the caller's, when it already is one (src/shared/grammar.ts makes its options
// so, on a prototype that has no prototype, so that the parse copies nothing),
// or else a copy of the caller's own enumerable properties.
const OWN_OPTIONS_RUNTIME = `
// The caller's options, as own properties only (scripts/optimize.js).
const peg$NO_PROTOTYPE = Object.freeze(Object.create(null));
function peg$ownOptions(options) {
  if (options !== undefined && options !== null) {
    const proto = Object.getPrototypeOf(options);
    if (proto === null) return options;
    // A prototype of no prototype, which no realm's Object.prototype is (each has its own isPrototypeOf).
    if (Object.getPrototypeOf(proto) === null && !Object.hasOwn(proto, "isPrototypeOf")) return options;
  }
  const own = Object.create(peg$NO_PROTOTYPE);
  if (options !== undefined && options !== null) {
    for (const key of Object.keys(options)) own[key] = options[key];
  }
  return own;
}
`;

/**
 * peggy's output with its peg$parse reading the caller's own options only
 * (see OWN_OPTIONS_RUNTIME), and its table of start rules on no prototype (so
 * that no name Object.prototype holds is a start rule).
 */
function ownOptionsOnly(source) {
  const rewrites = [
    [
      /\nfunction peg\$parse\(input, options\) \{\n/,
      (m) => `\n${OWN_OPTIONS_RUNTIME}${m}`,
    ],
    [
      /\n {2}options = options !== undefined \? options : \{\};\n/,
      () => "\n  options = peg$ownOptions(options);\n",
    ],
    [
      /\n {2}const peg\$startRuleFunctions = \{\n/,
      (m) => `${m}    __proto__: null,\n`,
    ],
  ];
  for (const [pattern, replace] of rewrites) {
    const found = source.match(new RegExp(pattern.source, "g")) || [];
    if (found.length !== 1) {
      throw new Error(
        `scripts/optimize.js: peggy's output changed shape (${pattern} found ${found.length} times)`,
      );
    }
    source = source.replace(pattern, replace);
  }
  return source;
}

/**
 * peggy.generate(text, options) with the fast parser spliced in: { source,
 * fallback }. options.output must be "source"; formats "commonjs" and "es"
 * are optimized. When the back end does not compile the grammar (a construct
 * it refuses, another format), source is peggy's parser alone, opening with a
 * comment that says so and why, and fallback is { reason, message } (message:
 * one line for the person who runs the generator, that opens with the
 * grammar's file:line:column); otherwise fallback is null.
 */
function generateFast(peggy, text, options) {
  let captured = null;
  const capture = {
    use(config) {
      config.passes.generate.unshift((ast) => {
        captured = ast;
      });
    },
  };
  const source = ownOptionsOnly(
    peggy.generate(text, {
      ...options,
      plugins: [...(options.plugins || []), capture],
    }),
  );
  const { reason, located, code } = fastParserFor(peggy, captured, options);
  if (code === null) {
    const where = located
      ? reason
      : `${options.grammarSource === undefined ? "grammar" : String(options.grammarSource)}: ${reason}`;
    return {
      source:
        `// Back end: peggy's own parser only (correct, slower). The fast back end\n` +
        `// (scripts/optimize.js) does not compile this grammar: ${reason}.\n` +
        source,
      fallback: {
        reason,
        message: `${where}: not compiled by the fast back end; the parser is peggy's own (correct, slower)`,
      },
    };
  }
  return { source: splice(source, code, options.format), fallback: null };
}

/**
 * The split form of the fast back end (scripts/generate.js's entry and rules
 * modules): { syntaxErrorClass, fast, report, tables }. syntaxErrorClass is
 * peggy's own peg$SyntaxError class, as peggy wrote it; fast, report and
 * tables are what compiler/backend/emit-parser.js's emitSplitParser gives.
 * Throws when the back end does not compile the grammar, or compiles no
 * reporting parser for it (there is then no split form: peggy's parser
 * reports, and it is in neither module).
 */
function generateSplit(peggy, text, options) {
  let captured = null;
  const capture = {
    use(config) {
      config.passes.generate.unshift((ast) => {
        captured = ast;
      });
    },
  };
  const source = peggy.generate(text, {
    ...options,
    plugins: [...(options.plugins || []), capture],
  });
  const at = source.indexOf("\nclass peg$SyntaxError extends SyntaxError {\n");
  const end = source.indexOf("\nfunction peg$parse(input, options) {\n");
  if (at < 0 || end < at) {
    throw new Error(
      "scripts/optimize.js: peggy's output changed shape (peg$SyntaxError)",
    );
  }
  const { reason, code } = fastParserFor(peggy, captured, {
    ...options,
    split: true,
  });
  if (code === null) {
    throw new Error(
      `${String(options.grammarSource)}: not compiled by the fast back end (${reason}), so no split form`,
    );
  }
  return { syntaxErrorClass: source.slice(at + 1, end).trimEnd(), ...code };
}

/** generateFast's source alone. */
function generateOptimized(peggy, text, options) {
  return generateFast(peggy, text, options).source;
}

function fastParserFor(peggy, ast, options) {
  if (options.format !== "commonjs" && options.format !== "es") {
    return { reason: `format ${options.format}`, located: false, code: null };
  }
  const given = options.allowedStartRules || [ast.rules[0].name];
  const allowed = given.includes("*") ? ast.rules.map((r) => r.name) : given;
  // peggy's own escaping of class characters, so the sets are read off the very
  // regular expressions peggy tests with.
  const { regexpClassEscape } = require(
    require.resolve("peggy/lib/compiler/utils.js", {
      paths: [require.resolve("peggy")],
    }),
  );
  try {
    return {
      reason: null,
      code: compileFastParser(ast, allowed, regexpClassEscape, options),
    };
  } catch (e) {
    if (e instanceof Unsupported)
      return { reason: e.message, located: e.location !== null, code: null };
    throw e;
  }
}

function splice(source, code, format) {
  const once = (pattern, what) => {
    const matches = source.match(new RegExp(pattern.source, "g")) || [];
    if (matches.length !== 1) {
      throw new Error(
        `scripts/optimize.js: peggy's output changed shape (${what} found ${matches.length} times)`,
      );
    }
  };
  if (format === "commonjs") {
    const exportsAt = /\nmodule\.exports = \{\n/;
    const parseExport = /\n {2}parse: peg\$parse,\n/;
    once(exportsAt, "module.exports");
    once(parseExport, "parse: peg$parse");
    return source
      .replace(exportsAt, (m) => `\n${code}${m}`)
      .replace(parseExport, "\n  parse: peg$fastParse,\n");
  }
  const exportsAt = /\nexport \{\n/;
  const parseExport = /\n {2}peg\$parse as parse\n/;
  once(exportsAt, "export {");
  once(parseExport, "peg$parse as parse");
  return source
    .replace(exportsAt, (m) => `\n${code}${m}`)
    .replace(parseExport, "\n  peg$fastParse as parse\n");
}

module.exports = {
  generateFast,
  generateSplit,
  generateOptimized,
  ownOptionsOnly,
  OWN_OPTIONS_RUNTIME,
};
