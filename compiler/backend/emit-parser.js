// The fast parser's module-level code (compiler/backend/): the run-time
// around the rule functions.
//
// Takes: what the other passes made: the table declarations (classes.js),
// the expectation sources (emit-report.js), the action and rule functions
// (emit-rules.js), the start rules with their value and reporting functions,
// and whether the reporting parser covers the grammar.
// Gives (emitParser): JavaScript source that declares
// `peg$fastParse(input, options)` for a module that also declares peggy's
// peg$parse and peg$SyntaxError and peg$ownOptions (assemble.js puts it
// there). peg$fastParse runs the start rule's value version; on input outside
// the language it runs the reporting version and throws peggy's SyntaxError
// (or peg$buildError's error, or returns peg$reject), or, when the reporting
// parser does not cover the grammar, hands the input to peg$parse. The
// helpers actions call (text(), offset(), range(), location(), error(),
// expected()) are peggy's, over the fast parser's positions; error() and
// expected() make the fast parser give up, and peg$parse throws peggy's own
// error. emitSplitParser gives the same parsers as the code of two modules
// (see "The split form" below).
"use strict";

function indent(blocks) {
  return blocks.map((b) =>
    b
      .split("\n")
      .map((line) => (line === "" ? line : "  " + line))
      .join("\n"),
  );
}

// Helpers of both forms: a position's line and column, the code point at a
// position, and the error built from the recorded failures.
const POSITION = [
  "  function peg$position(s, pos) {",
  "    let line = 1, column = 1;",
  "    for (let i = 0; i < pos; i++) {",
  "      if (s.charCodeAt(i) === 10) { line++; column = 1; } else { column++; }",
  "    }",
  "    return { offset: pos, line, column };",
  "  }",
];

/** location(), as peggy's parser defines it, with what it needs (POSITION). */
const LOCATION = [
  ...POSITION,
  "  function location() {",
  "    return {",
  "      source: options.grammarSource,",
  "      start: peg$position(input, peg$savedPos),",
  "      end: peg$position(input, peg$currPos),",
  "    };",
  "  }",
];
const CODE_POINT_AT = [
  "  function peg$codePointAt(s, p) {",
  "    const cp = s.codePointAt(p);",
  '    return cp === undefined ? "" : String.fromCodePoint(cp);',
  "  }",
];
// peg$fail: the furthest failure and what was expected there.
const FAIL = [
  "  function peg$fail(pos, k) {",
  "    if (pos < peg$maxFailPos) return;",
  "    if (pos > peg$maxFailPos) {",
  "      peg$maxFailPos = pos;",
  "      peg$maxFailExpected = [];",
  "    }",
  "    peg$maxFailExpected.push(k);",
  "  }",
];

// What a syntax error is made of: the expectations recorded at the furthest
// failure, the character found there, and where.
const FAILURE_DETAILS = [
  "    const expected = recorded.map((k) => peg$expectations[k]());",
  "    const found = pos < s.length ? peg$codePointAt(s, pos) : null;",
  "    const location = {",
  "      source: opts.grammarSource,",
  "      start: peg$position(s, pos),",
  "      end: peg$position(s, pos < s.length ? pos + 1 : pos),",
  "    };",
];

const SYNTAX_ERROR = [
  "  // What peg$parse throws, built from the recorded failures; or, when the",
  "  // options give peg$buildError, what that makes of them (a caller that maps",
  "  // the error to its own skips peggy's). peggy's message is written when",
  "  // first read (it is most of the cost of the error).",
  "  function peg$syntaxError(s, pos, recorded, opts) {",
  ...FAILURE_DETAILS,
  '    if (typeof opts.peg$buildError === "function") {',
  "      return opts.peg$buildError(s, expected, found, location);",
  "    }",
  "    const error = new peg$SyntaxError(undefined, expected, found, location);",
  "    // Descriptors on no prototype: a polluted Object.prototype (get, value) would make them invalid.",
  "    const settle = (value) => ({ __proto__: null, value, writable: true, enumerable: false, configurable: true });",
  '    Object.defineProperty(error, "message", {',
  "      __proto__: null,",
  "      get() {",
  "        const message = peg$SyntaxError.buildMessage(expected, found);",
  '        Object.defineProperty(this, "message", settle(message));',
  "        return message;",
  "      },",
  '      set(value) { Object.defineProperty(this, "message", settle(value)); },',
  "      enumerable: false,",
  "      configurable: true,",
  "    });",
  "    return error;",
  "  }",
];

// The split reporting parser's peg$syntaxError: the reporting module is the
// library's (src/shared/grammar.ts gives peg$buildError on every call), so it
// carries no peggy SyntaxError class (most of a parse bundle's error code);
// called without peg$buildError it says so.
const REPORT_SYNTAX_ERROR = [
  "  // What the caller's peg$buildError makes of the recorded failures.",
  "  function peg$syntaxError(s, pos, recorded, opts) {",
  '    if (typeof opts.peg$buildError !== "function") {',
  '      throw new TypeError("a reporting module of url-grammars needs the option peg$buildError");',
  "    }",
  ...FAILURE_DETAILS,
  "    return opts.peg$buildError(s, expected, found, location);",
  "  }",
];

function emitParser({
  tables,
  expectations,
  actionDecls,
  ruleCode,
  starts,
  hasThrowingCode,
  reporting,
  endExpectation,
}) {
  return [
    "// ---------------------------------------------------------------------------",
    "// The fast parser (scripts/optimize.js): the same language and results as",
    "// peg$parse. peg$v_* build values, peg$m_* only match, peg$x_* match and",
    "// record expectations as peg$parse does, run only when the others failed.",
    "const peg$fastParse = /* @__PURE__ */ (function () {",
    "  const peg$FAILED = {};",
    "  const peg$REPORT = {};",
    "  let peg$end = 0;",
    "  let peg$silent = 0;",
    "  let peg$maxFailPos = 0;",
    "  let peg$maxFailExpected = [];",
    "  let peg$savedPos = 0;",
    "  let peg$currPos = 0;",
    '  let input = "";',
    "  let options = peg$ownOptions(undefined);",
    "",
    "  function text() { return input.substring(peg$savedPos, peg$currPos); }",
    "  function offset() { return peg$savedPos; }",
    "  function range() { return { source: options.grammarSource, start: peg$savedPos, end: peg$currPos }; }",
    ...LOCATION,
    ...FAIL,
    ...SYNTAX_ERROR,
    "  // peg$parse, with its SyntaxError made into the caller's error when the",
    "  // options give peg$buildError (so that no path throws peggy's own).",
    "  function peg$parseReported(s, opts) {",
    '    if (typeof opts.peg$buildError !== "function") return peg$parse(s, opts);',
    "    try {",
    "      return peg$parse(s, opts);",
    "    } catch (e) {",
    "      if (e instanceof peg$SyntaxError) throw opts.peg$buildError(s, e.expected, e.found, e.location);",
    "      throw e;",
    "    }",
    "  }",
    "  function error() { throw peg$REPORT; }",
    "  function expected() { throw peg$REPORT; }",
    ...CODE_POINT_AT,
    "",
    ...indent(tables),
    "",
    "  // Each call makes a new expectation object, as peg$parse does.",
    "  const peg$expectations = [",
    ...expectations.map((e) => `    () => (${e}),`),
    "  ];",
    "",
    ...indent(actionDecls),
    "",
    ...indent(ruleCode),
    "",
    "  // Start rule -> [value function, reporting function].",
    "  const peg$starts = new Map([",
    ...starts.map(
      ([name, v, x]) => `    [${JSON.stringify(name)}, [${v}, ${x}]],`,
    ),
    "  ]);",
    `  const peg$defaultStart = ${starts.length > 0 ? "peg$starts.get(" + JSON.stringify(starts[0][0]) + ")" : "undefined"};`,
    "",
    "  return function peg$fastParse(source, given) {",
    ...fastParsePrologue("    "),
    ...runStart("    ", hasThrowingCode, false, "start[0]"),
    "    if (result !== peg$FAILED && peg$end === source.length) return result;",
    ...(reporting
      ? [
          "    // The input is not in the language. A caller that needs no error (a",
          "    // validity check) gives peg$reject, the value to return instead.",
          "    if (opts.peg$reject !== undefined) return opts.peg$reject;",
          "    // Otherwise run the reporting parser.",
          "    peg$silent = 0;",
          "    peg$maxFailPos = 0;",
          "    peg$maxFailExpected = [];",
          "    const end = start[1](source, 0);",
          "    if (end === source.length) {",
          "      // Cannot happen (the two parsers accept one language); if it did, peg$parse decides.",
          "      if (opts.peg$checkFastPath === true) {",
          '        throw new Error("scripts/optimize.js: the fast parser rejects what the reporting parser accepts");',
          "      }",
          "      return peg$parseReported(source, opts);",
          "    }",
          `    if (end >= 0) peg$fail(end, ${endExpectation});`,
          "    const recorded = peg$maxFailExpected;",
          "    peg$maxFailExpected = [];",
          "    throw peg$syntaxError(source, peg$maxFailPos, recorded, opts);",
        ]
      : [
          "    // peg$parse decides, and throws its own error. (With peg$checkFastPath,",
          "    // for tests: it must not accept what the fast parser rejected.)",
          "    if (opts.peg$checkFastPath === true) {",
          "      peg$parse(source, opts);",
          '      throw new Error("scripts/optimize.js: the fast parser rejects what peg$parse accepts");',
          "    }",
          "    return peg$parse(source, opts);",
        ]),
    "  };",
    "})();",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// The split form (scripts/generate.js's entry and rules modules): the fast
// parser and the reporting parser in two modules, so that a bundle of a
// function that reports no error (isValid) carries no reporting code.
//
// The fast module declares, at its top level, the tables (exported, so that
// the reporting module reads the same ones) and peg$makeParse(report): the
// fast parser, which on input outside the language returns peg$reject when
// the options give it, else calls `report(source, opts)`, the reporting
// parser, when there is one (peg$fastParse, the module's `parse`, has none:
// it says to pass peg$reject or use the reporting module). The reporting
// module imports them and exports as `parse` peg$makeParse(its reporting
// parser): the fast parser first, the reporting parser on input it rejected,
// throwing peggy's SyntaxError (or peg$buildError's error).

/** Which of text(), offset(), range(), location() and error()/expected() the actions call. */
function helpersCalled(actionDecls) {
  const code = actionDecls.join("\n");
  const calls = (name) => new RegExp(`(^|[^.\\w$])${name}\\s*\\(`).test(code);
  return {
    text: calls("text"),
    offset: calls("offset"),
    range: calls("range"),
    location: calls("location"),
  };
}

/**
 * The names of the tables that `code` reads: peg$T0, ... (ASCII bits) and
 * peg$U0, ... (a set of more than four ranges above ASCII; classes.js).
 */
function tablesRead(code) {
  return new Set(code.match(/\bpeg\$[TU]\d+\b/g) || []);
}

/**
 * The split form: { fast, report }, the bodies of the two modules (without
 * imports or exports, which compiler/backend/assemble.js writes), and
 * `tables`, the names the fast module exports for the reporting module. With
 * `match`, starts name match versions: the fast module only recognizes (its
 * parse returns true for input in the language), and there is no reporting
 * module (report is null).
 * `fastRuleCode` holds the value and match versions, `reportRuleCode` the
 * reporting versions; `tableDecls` come from classes.js, one a table. With
 * `cutters` ([start rule, its cut version]) and their `cutLabels`, the fast
 * module has peg$startCutter too (cutterCode).
 */
function emitSplitParser({
  tables,
  expectations,
  actionDecls,
  fastRuleCode,
  reportRuleCode,
  starts,
  hasThrowingCode,
  endExpectation,
  match = false,
  cutters = [],
  cutLabels = [],
}) {
  const fast = splitFastModule({
    tables,
    actionDecls,
    fastRuleCode,
    starts,
    hasThrowingCode,
    match,
    cutters,
    cutLabels,
  });
  if (match) return { fast, report: null, tables: [] };
  const reportTables = tablesRead(reportRuleCode.join("\n"));
  const report = splitReportModule({
    expectations,
    reportRuleCode,
    starts,
    endExpectation,
  });
  return {
    fast,
    report,
    tables: tables
      .map((t) => /^const (peg\$[TU]\d+) /.exec(t)[1])
      .filter((t) => reportTables.has(t)),
  };
}

/** The fast module's body in the split form (emitSplitParser). */
function splitFastModule({
  tables,
  actionDecls,
  fastRuleCode,
  starts,
  hasThrowingCode,
  match,
  cutters,
  cutLabels,
}) {
  const helpers = helpersCalled(actionDecls);
  const cutting = cutters.length > 0;
  // A recognizer with no action or predicate code: its start parser only calls the rule.
  const bare = match && actionDecls.length === 0 && !hasThrowingCode;
  return [
    "// ---------------------------------------------------------------------------",
    "// The tables of the character sets, which the reporting module reads too.",
    ...tables,
    "",
    "// ---------------------------------------------------------------------------",
    "// The fast parser (scripts/optimize.js): the same language and results as",
    "// peggy's peg$parse. peg$v_* build values, peg$m_* only match. It records no",
    "// expectations: the reporting parser, in the reporting module, does.",
    "const peg$parsers = /* @__PURE__ */ (function () {",
    "  const peg$FAILED = {};",
    ...(hasThrowingCode ? ["  const peg$REPORT = {};"] : []),
    "  let peg$end = 0;",
    "  let peg$savedPos = 0;",
    "  let peg$currPos = 0;",
    '  let input = "";',
    "  let options = peg$ownOptions(undefined);",
    ...(cutting ? ["  let peg$cuts = null;"] : []),
    "",
    ...(helpers.text
      ? [
          "  function text() { return input.substring(peg$savedPos, peg$currPos); }",
        ]
      : []),
    ...(helpers.offset ? ["  function offset() { return peg$savedPos; }"] : []),
    ...(helpers.range
      ? [
          "  function range() { return { source: options.grammarSource, start: peg$savedPos, end: peg$currPos }; }",
        ]
      : []),
    ...(helpers.location ? LOCATION : []),
    ...(hasThrowingCode
      ? [
          "  function error() { throw peg$REPORT; }",
          "  function expected() { throw peg$REPORT; }",
        ]
      : []),
    "",
    ...indent(actionDecls),
    "",
    ...indent(fastRuleCode),
    "",
    match
      ? "  // Start rule -> match function (this module only recognizes)."
      : "  // Start rule -> value function.",
    "  const peg$starts = new Map([",
    ...starts.map(([name, v]) => `    [${JSON.stringify(name)}, ${v}],`),
    "  ]);",
    `  const peg$defaultStart = peg$starts.get(${JSON.stringify(starts[0][0])});`,
    "",
    "  function makeParse(report) {",
    "    return function peg$fastParse(source, given) {",
    ...fastParsePrologue("      "),
    ...runStart("      ", hasThrowingCode, match),
    match
      ? "      if (result === source.length) return true;"
      : "      if (result !== peg$FAILED && peg$end === source.length) return result;",
    "      // The input is not in the language. A caller that needs no error (a",
    "      // validity check) gives peg$reject, the value to return instead.",
    "      if (opts.peg$reject !== undefined) return opts.peg$reject;",
    "      if (report === null) throw new Error(peg$NO_REPORT);",
    "      return report(source, opts);",
    "    };",
    "  }",
    "",
    "  // What peg$fastParse does with options that give only startRule and",
    "  // peg$reject, without reading any: for a caller that parses many strings",
    "  // from one rule (a dialect's parse), and checks that each is a string.",
    ...(bare && !cutting
      ? []
      : ["  const peg$noOptions = peg$ownOptions(undefined);"]),
    "  function startParser(rule) {",
    "    const start = peg$starts.get(rule);",
    '    if (start === undefined) throw new Error(`Can\'t start parsing from rule "${rule}".`);',
    "    return function peg$parseStart(source, reject) {",
    ...(bare
      ? [
          "      // No action or predicate here: nothing reads the input or the options.",
          "      return start(source, 0) === source.length ? true : reject;",
        ]
      : [
          "      const outerInput = input, outerOptions = options;",
          "      input = source;",
          "      options = peg$noOptions;",
          "      let result;",
          ...runStart("      ", hasThrowingCode, match),
          match
            ? "      return result === source.length ? true : reject;"
            : "      return result !== peg$FAILED && peg$end === source.length ? result : reject;",
        ]),
    "    };",
    "  }",
    "",
    ...(cutting ? cutterCode(cutters, cutLabels, hasThrowingCode) : []),
    `  return { makeParse, startParser${cutting ? ", startCutter" : ""} };`,
    "})();",
    "",
    "/** The fast parser that calls `report` on input outside the language (null: none). */",
    "function peg$makeParse(report) {",
    "  return peg$parsers.makeParse(report);",
    "}",
    "",
    ...(cutting
      ? [
          "/**",
          " * The cutter of one start rule: (source, cuts) => whether source is in the",
          " * language; if so, cuts[i] holds where the last element labelled",
          " * peg$cutLabels[i] on its parse ended (-1: none did). source must be a",
          " * string, cuts an Int32Array of peg$cutLabels.length slots at least.",
          " */",
          "function peg$startCutter(rule) {",
          "  return peg$parsers.startCutter(rule);",
          "}",
          `const peg$cutLabels = ${JSON.stringify(cutLabels)};`,
          "",
        ]
      : []),
    "/**",
    " * The parser of one start rule, as peg$fastParse with { startRule: rule,",
    " * peg$reject: reject } parses: (source, reject) => the rule's value on",
    match
      ? " * source (true: this module only recognizes), or reject for source outside"
      : " * source, or reject for source outside the language. source must be a",
    match ? " * the language. source must be a string." : " * string.",
    " */",
    "function peg$startParser(rule) {",
    "  return peg$parsers.startParser(rule);",
    "}",
    "",
    "const peg$fastParse = /* @__PURE__ */ peg$makeParse(null);",
    "",
  ].join("\n");
}

/** The reporting module's body in the split form (emitSplitParser). */
function splitReportModule({
  expectations,
  reportRuleCode,
  starts,
  endExpectation,
}) {
  return [
    "// ---------------------------------------------------------------------------",
    "// The reporting parser (scripts/optimize.js): peg$x_* match and record",
    "// expectations as peggy's peg$parse does; they run only on input that the",
    "// fast parser (peg$makeParse, of the fast module) rejected.",
    "const peg$reportParse = /* @__PURE__ */ (function () {",
    "  let peg$silent = 0;",
    "  let peg$maxFailPos = 0;",
    "  let peg$maxFailExpected = [];",
    "",
    ...FAIL,
    ...POSITION,
    ...CODE_POINT_AT,
    ...REPORT_SYNTAX_ERROR,
    "",
    "  // Each call makes a new expectation object, as peg$parse does.",
    "  const peg$expectations = [",
    ...expectations.map((e) => `    () => (${e}),`),
    "  ];",
    "",
    ...indent(reportRuleCode),
    "",
    "  // Start rule -> reporting function.",
    "  const peg$reports = new Map([",
    ...starts.map(([name, , x]) => `    [${JSON.stringify(name)}, ${x}],`),
    "  ]);",
    `  const peg$defaultReport = peg$reports.get(${JSON.stringify(starts[0][0])});`,
    "",
    "  // Called by the fast parser on input outside the language, with the",
    "  // caller's own options (whose start rule the fast parser has).",
    "  function peg$report(source, opts) {",
    "    const start = opts.startRule === undefined ? peg$defaultReport : peg$reports.get(opts.startRule);",
    "    peg$silent = 0;",
    "    peg$maxFailPos = 0;",
    "    peg$maxFailExpected = [];",
    "    const end = start(source, 0);",
    "    if (end === source.length) {",
    "      // Cannot happen (the two parsers accept one language; the tests check it).",
    '      throw new Error("scripts/optimize.js: the fast parser rejects what the reporting parser accepts");',
    "    }",
    `    if (end >= 0) peg$fail(end, ${endExpectation});`,
    "    const recorded = peg$maxFailExpected;",
    "    peg$maxFailExpected = [];",
    "    throw peg$syntaxError(source, peg$maxFailPos, recorded, opts);",
    "  }",
    "",
    "  return peg$makeParse(peg$report);",
    "})();",
    "",
  ].join("\n");
}

/**
 * The start of each cutter (cut-points.js): the cut versions of the start
 * rules (peg$cutters) and startCutter(rule), which runs one on a string with
 * the caller's slots, every slot -1 first.
 */
function cutterCode(cutters, cutLabels, hasThrowingCode) {
  return [
    "  // Start rule -> cut version (a match version that records cut points).",
    "  const peg$cutters = new Map([",
    ...cutters.map(([name, c]) => `    [${JSON.stringify(name)}, ${c}],`),
    "  ]);",
    "  function startCutter(rule) {",
    "    const start = peg$cutters.get(rule);",
    '    if (start === undefined) throw new Error(`Can\'t start parsing from rule "${rule}".`);',
    "    return function peg$cutStart(source, cuts) {",
    "      const outerInput = input, outerOptions = options, outerCuts = peg$cuts;",
    "      input = source;",
    "      options = peg$noOptions;",
    "      peg$cuts = cuts;",
    ...cutLabels.map((_, i) => `      cuts[${i}] = -1;`),
    "      let result;",
    ...runStart("      ", hasThrowingCode, true),
    "      peg$cuts = outerCuts;",
    "      return result === source.length;",
    "    };",
    "  }",
    "",
  ];
}

/**
 * The call of the start rule's function `fn` on `source`, indented by `ind`,
 * into `result`, then the input and options restored; with
 * `hasThrowingCode`, an action's error() or expected() is a failure (-1 for
 * a recognizer).
 */
function runStart(ind, hasThrowingCode, match, fn = "start") {
  return [
    hasThrowingCode
      ? `try { result = ${fn}(source, 0); } catch (e) { if (e !== peg$REPORT) throw e; result = ${match ? "-1" : "peg$FAILED"}; }`
      : `result = ${fn}(source, 0);`,
    "input = outerInput;",
    "options = outerOptions;",
  ].map((line) => ind + line);
}

/**
 * The lines of peg$fastParse up to its call of the start rule, indented by
 * `ind`: the caller's own options, the calls peggy's parser takes instead,
 * the start rule, and the input and options saved for the call.
 */
function fastParsePrologue(ind) {
  return [
    "// The caller's own options only (see peg$ownOptions).",
    "const opts = peg$ownOptions(given);",
    "if (opts.tracer !== undefined || opts.peg$library !== undefined || opts.peg$currPos !== undefined",
    "    || opts.peg$silentFails !== undefined || opts.peg$maxFailExpected !== undefined) {",
    "  return peg$parse(source, opts);",
    "}",
    "const start = opts.startRule === undefined ? peg$defaultStart : peg$starts.get(opts.startRule);",
    'if (start === undefined || typeof source !== "string") return peg$parse(source, opts);',
    "// Saved and restored, so that an action may parse, and no input outlives its parse.",
    "const outerInput = input, outerOptions = options;",
    "input = source;",
    "options = opts;",
    "let result;",
  ].map((line) => ind + line);
}

module.exports = { emitParser, emitSplitParser };
