// The fast back end for peggy: a compiler from peggy's grammar AST to a fast
// parser that accepts exactly the language of peggy's parser and returns
// exactly its values (see scripts/optimize.js for what the generated module
// holds and why it is fast).
//
// Takes: peggy's AST after its transform passes (the one its generate passes
// see), the start rules, peggy's regexpClassEscape, and peggy's options.
// Gives: compileFastParser(...), the source that declares peg$fastParse; or
// throws Unsupported, naming the construct, the rule and the grammar line,
// for a grammar the back end does not compile (assemble.js then keeps peggy's
// parser alone, and says so).
//
// The passes, in order:
//   support.js     refuses what the back end does not compile (and action
//                  code that might have effects), before anything is emitted
//   analyze.js     what each rule and expression needs (sets, nullability,
//                  first characters, labels read, inlining)
//   classes.js     character sets to table tests and their tables
//   emit-rules.js  each rule's value (peg$v_), match (peg$m_) and reporting
//                  (peg$x_) versions, and the actions they call
//   emit-report.js what the reporting versions record (peggy's expectations)
//   emit-parser.js the run-time around them: peg$fastParse, or (split) the
//                  fast parser and the reporting parser as two modules' code
// assemble.js puts the result into peggy's own output.
"use strict";

const {
  refusalOf,
  endlessRepetition,
  createClassifier,
  Unsupported,
} = require("./support.js");
const { createAnalysis, visitChildren } = require("./analyze.js");
const { createSetTests } = require("./classes.js");
const { createExpectations } = require("./emit-report.js");
const { createRuleEmitter } = require("./emit-rules.js");
const { emitParser, emitSplitParser } = require("./emit-parser.js");

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
 */
function compileFastParser(
  ast,
  allowedStartRules,
  regexpClassEscape,
  options = {},
) {
  // 1. Refuse what the back end does not compile.
  const classify = createClassifier(options.trustedCalls);
  const refusal = refusalOf(ast, options, classify);
  if (refusal !== null) {
    throw new Unsupported(refusal.construct, refusal.rule, refusal.location);
  }

  // 2. Analysis, set tests, expectations: asked by the emitters as they go.
  const rules = new Map(ast.rules.map((r) => [r.name, r]));
  const analysis = createAnalysis(rules, classify, regexpClassEscape);
  const endless = endlessRepetition(ast, analysis.nullable);
  if (endless !== null) {
    throw new Unsupported(endless.construct, endless.rule, endless.location);
  }
  const sets = createSetTests();
  const expectations = createExpectations();
  const emitter = createRuleEmitter({
    rules,
    analysis,
    setTest: sets.setTest,
    expectations,
    regexpClassEscape,
    classify,
  });

  // 3. The reporting parser covers grammars whose code reads no labels where
  // no value is wanted (no semantic predicates, no action calling error() or
  // expected(), no computed repetition bound), which peggy compiles without
  // its cache, and whose classes have no escapes like \p{L} (peggy 5.1's
  // message for those throws a TypeError while the parse fails, which only
  // peggy's parser reproduces); for the others, peggy's parser reports.
  const reporting =
    options.cache !== true &&
    !ast.rules.some(
      (rule) =>
        analysis.readsLabels(rule.expression) ||
        hasClassEscape(rule.expression),
    );
  const endExpectation = reporting
    ? expectations.expectationOf({ type: "end" })
    : null;

  // 4. The rules: each start rule's value and reporting versions, and every
  // version those use, compiled on demand.
  // (With the back end's own option `match`, for a module that only
  // recognizes, the match versions instead of the value versions, and no
  // reporting versions: see emit-parser.js, emitSplitParser.)
  const match = options.split === true && options.match === true;
  const starts = allowedStartRules.map((name) => [
    name,
    emitter.ruleFunctionName(name, match ? "m" : "v"),
    reporting && !match ? emitter.ruleFunctionName(name, "x") : "null",
  ]);
  emitter.compilePending();

  // 5. The module-level code around them: one piece, or with `split` (the
  // back end's own option) the fast parser and the reporting parser apart.
  if (options.split === true) {
    if (!reporting) {
      throw new Error(
        "scripts/optimize.js: no reporting parser for this grammar, so no split form",
      );
    }
    const code = emitter.ruleCode();
    const isReporting = (c) => c.startsWith("function peg$x_");
    return emitSplitParser({
      tables: sets.declarations(),
      expectations: expectations.sources(),
      actionDecls: emitter.actionCode(),
      fastRuleCode: code.filter((c) => !isReporting(c)),
      reportRuleCode: code.filter(isReporting),
      starts,
      hasThrowingCode: emitter.hasThrowingCode(),
      endExpectation,
      match,
    });
  }
  return emitParser({
    tables: sets.declarations(),
    expectations: expectations.sources(),
    actionDecls: emitter.actionCode(),
    ruleCode: emitter.ruleCode(),
    starts,
    hasThrowingCode: emitter.hasThrowingCode(),
    reporting,
    endExpectation,
  });
}

/** Whether a class under `node` has a part that is an escape object (\p{...}). */
function hasClassEscape(node) {
  if (
    node.type === "class" &&
    node.parts.some((p) => typeof p === "object" && !Array.isArray(p))
  )
    return true;
  let found = false;
  visitChildren(node, (child) => {
    found = found || hasClassEscape(child);
  });
  return found;
}

module.exports = { compileFastParser, Unsupported };
