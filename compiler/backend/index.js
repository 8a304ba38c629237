// The fast back end for peggy: a compiler from peggy's grammar AST to a fast
// parser that accepts exactly the language of peggy's parser and returns
// exactly its values (see compiler/optimize.js for what the generated module
// holds and why it is fast).
//
// Takes: peggy's AST after its transform passes (the one its generate passes
// see), the start rules, peggy's regexpClassEscape, and peggy's options.
// Gives: compileFastParser(...), the source that declares peg$fastParse; or
// throws Unsupported, naming the construct, the rule and the grammar line,
// for a grammar the back end does not compile (assemble.js then keeps peggy's
// parser alone, and says so).
//
// The passes, in the order PASSES runs them, each over one compilation (a
// Unit: the AST, the options, and what the passes before it found):
//   refuse          support.js: what the back end does not compile (and
//                   action code that might have effects, code-reader.js),
//                   before anything is emitted
//   analyze         analyze.js (and analyze-lists.js, analyze-guards.js):
//                   what each rule and expression needs (sets, nullability,
//                   first characters, labels read, inlining, choices and
//                   lists in match mode, guards of attempts that may fail)
//   refuseEndless   support.js: a repetition a parser would repeat forever
//   reporting       whether there is a reporting parser, and peggy's
//                   expectations it records (emit-report.js)
//   emitRules       emit-rules.js: each rule's value (peg$v_), match (peg$m_)
//                   and reporting (peg$x_) versions, and the actions they
//                   call; one function a node type (emit-nodes.js,
//                   emit-repetition.js, emit-sequence.js), the character
//                   tests and their tables from classes.js
//   emitParser      emit-parser.js: the run-time around them: peg$fastParse,
//                   or (split) the fast parser and the reporting parser as
//                   two modules' code
// Every walk of the AST in these is a visitor (visitor.js). assemble.js puts
// the result into peggy's own output.
"use strict";

const {
  refusalOf,
  endlessRepetition,
  createClassifier,
  Unsupported,
} = require("./support.js");
const { createAnalysis } = require("./analyze.js");
const { createSetTests } = require("./classes.js");
const { createExpectations } = require("./emit-report.js");
const { createRuleEmitter } = require("./emit-rules.js");
const { createCutAnalysis } = require("./cut-points.js");
const { emitParser, emitSplitParser } = require("./emit-parser.js");
const { build, children } = require("./visitor.js");

/**
 * One compilation: what compileFastParser was given, then what each pass adds
 * (a pass reads what the passes before it set).
 * @typedef {object} Unit
 * @property {{ rules: Array<{ name: string, expression: import("./visitor.js").Node }> }} ast
 * @property {string[]} allowedStartRules
 * @property {(s: string) => string} regexpClassEscape
 * @property {{ [option: string]: any }} options
 * @property {(code: string) => object} [classify]  refuse
 * @property {Map<string, object>} [rules]  analyze: the rules by name
 * @property {ReturnType<typeof createAnalysis>} [analysis]  analyze
 * @property {boolean} [reporting]  reporting: whether there is a reporting parser
 * @property {ReturnType<typeof createExpectations>} [expectations]  reporting
 * @property {number | null} [endExpectation]  reporting
 * @property {ReturnType<typeof createSetTests>} [sets]  emitRules
 * @property {ReturnType<typeof createRuleEmitter>} [emitter]  emitRules
 * @property {Array<[string, string, string]>} [starts]  emitRules
 * @property {Array<[string, string]>} [cutters]  emitRules: each start rule's cutter, with `cutLabels`
 * @property {unknown} [result]  emitParser: the source, or the split form
 */

/** @typedef {(unit: Unit) => void} Pass */

/** 1. Refuses what the back end does not compile. */
function refuse(unit) {
  unit.classify = createClassifier(unit.options.trustedCalls);
  const refusal = refusalOf(unit.ast, unit.options, unit.classify);
  if (refusal !== null) {
    throw new Unsupported(refusal.construct, refusal.rule, refusal.location);
  }
}

/** 2. The analysis, asked by the emitters as they go. */
function analyze(unit) {
  unit.rules = new Map(unit.ast.rules.map((r) => [r.name, r]));
  unit.analysis = createAnalysis(
    unit.rules,
    unit.classify,
    unit.regexpClassEscape,
  );
}

/** 3. Refuses a repetition a parser repeats forever (it needs the analysis's nullable). */
function refuseEndless(unit) {
  const endless = endlessRepetition(unit.ast, unit.analysis.nullable);
  if (endless !== null) {
    throw new Unsupported(endless.construct, endless.rule, endless.location);
  }
}

/**
 * 4. The reporting parser covers grammars whose code reads no labels where
 * no value is wanted (no semantic predicates, no action calling error() or
 * expected(), no computed repetition bound), which peggy compiles without
 * its cache, and whose classes have no escapes like \p{L} (peggy 5.1's
 * message for those throws a TypeError while the parse fails, which only
 * peggy's parser reproduces); for the others, peggy's parser reports.
 */
function reporting(unit) {
  const { ast, options, analysis } = unit;
  unit.expectations = createExpectations();
  unit.reporting =
    options.cache !== true &&
    !ast.rules.some(
      (rule) =>
        analysis.readsLabels(rule.expression) ||
        hasClassEscape(rule.expression),
    );
  unit.endExpectation = unit.reporting
    ? unit.expectations.expectationOf({ type: "end" })
    : null;
}

/**
 * 5. The rules: each start rule's value and reporting versions, and every
 * version those use, compiled on demand.
 * (With the back end's own option `match`, for a module that only
 * recognizes, the match versions instead of the value versions, and no
 * reporting versions: see emit-parser.js, emitSplitParser. With its option
 * `cutLabels`, in the split form, each start rule's cutter too:
 * cut-points.js.)
 */
function emitRules(unit) {
  const { options } = unit;
  unit.sets = createSetTests();
  const cutLabels =
    options.split === true && Array.isArray(options.cutLabels)
      ? options.cutLabels
      : [];
  const cuts = createCutAnalysis(unit.rules, cutLabels);
  const emitter = createRuleEmitter({
    rules: unit.rules,
    analysis: unit.analysis,
    setTest: unit.sets.setTest,
    expectations: unit.expectations,
    regexpClassEscape: unit.regexpClassEscape,
    classify: unit.classify,
    cuts,
  });
  const match = options.split === true && options.match === true;
  unit.starts = unit.allowedStartRules.map((name) => [
    name,
    emitter.ruleFunctionName(name, match ? "m" : "v"),
    unit.reporting && !match ? emitter.ruleFunctionName(name, "x") : "null",
  ]);
  emitter.compilePending();
  // The cutters after the parsers, so that theirs keep their code and tables.
  unit.cutters =
    cutLabels.length > 0
      ? unit.allowedStartRules.map((name) => [
          name,
          emitter.ruleFunctionName(name, cuts.ruleCuts(name) ? "c" : "m"),
        ])
      : [];
  emitter.compilePending();
  unit.emitter = emitter;
}

/**
 * 6. The module-level code around them: one piece, or with `split` (the
 * back end's own option) the fast parser and the reporting parser apart.
 */
function emitModule(unit) {
  const { options, emitter, sets, expectations, starts } = unit;
  if (options.split === true) {
    if (!unit.reporting) {
      throw new Error(
        "scripts/optimize.js: no reporting parser for this grammar, so no split form",
      );
    }
    const code = emitter.ruleCode();
    const isReporting = (c) => c.startsWith("function peg$x_");
    unit.result = emitSplitParser({
      tables: sets.declarations(),
      expectations: expectations.sources(),
      actionDecls: emitter.actionCode(),
      fastRuleCode: code.filter((c) => !isReporting(c)),
      reportRuleCode: code.filter(isReporting),
      starts,
      hasThrowingCode: emitter.hasThrowingCode(),
      endExpectation: unit.endExpectation,
      match: options.match === true,
      cutters: unit.cutters ?? [],
      cutLabels: options.cutLabels ?? [],
    });
    return;
  }
  unit.result = emitParser({
    tables: sets.declarations(),
    expectations: expectations.sources(),
    actionDecls: emitter.actionCode(),
    ruleCode: emitter.ruleCode(),
    starts,
    hasThrowingCode: emitter.hasThrowingCode(),
    reporting: unit.reporting,
    endExpectation: unit.endExpectation,
  });
}

/**
 * The back end's passes, by name, in the order compileFastParser runs them
 * (see the header).
 * @type {ReadonlyArray<readonly [string, Pass]>}
 */
const PASSES = Object.freeze([
  ["refuse", refuse],
  ["analyze", analyze],
  ["refuseEndless", refuseEndless],
  ["reporting", reporting],
  ["emitRules", emitRules],
  ["emitParser", emitModule],
]);

/**
 * Compiles the fast and reporting parsers for a peggy grammar AST (taken after
 * peggy's transform passes). Returns JavaScript source that declares
 * `peg$fastParse(input, options)`, for a module that also declares peggy's
 * peg$parse and peg$SyntaxError. Throws Unsupported for what it does not cover.
 * `options` are peggy's: `cache` leaves error reports to peg$parse (whose
 * cache changes which failures it records), `trace` is refused; and the back
 * end's own `trustedCalls` (see support.js, createClassifier) and `split`:
 * then it returns { fast, report, tables } (emit-parser.js, emitSplitParser),
 * the fast parser and the reporting parser as two modules' code; with `split`
 * and `match` as well, the fast module only recognizes (its parse returns
 * true for input in the language) and there is no reporting code.
 * @param {Unit["ast"]} ast
 * @param {string[]} allowedStartRules
 * @param {(s: string) => string} regexpClassEscape
 * @param {{ [option: string]: any }} [options]
 * @returns {any}
 */
function compileFastParser(
  ast,
  allowedStartRules,
  regexpClassEscape,
  options = {},
) {
  /** @type {Unit} */
  const unit = { ast, allowedStartRules, regexpClassEscape, options };
  for (const [, pass] of PASSES) pass(unit);
  return unit.result;
}

/** Whether a class under `node` has a part that is an escape object (\p{...}). */
const hasClassEscape = build(
  {
    class: (node) =>
      node.parts.some((p) => typeof p === "object" && !Array.isArray(p)),
  },
  (node) => children(node).some((child) => hasClassEscape(child)),
);

module.exports = { compileFastParser, Unsupported, PASSES };
