// A second back end for peggy: fast parsers compiled from the same grammar AST
// that peggy compiles, spliced into peggy's own output (compiler/modules.js
// calls generateFast instead of peggy.generate). This file is its entry; the
// compiler's passes are in compiler/backend/ (index.js says which does what).
//
//   const { generateFast } = require("./optimize.js");
//   const { source, fallback } = generateFast(peggy, grammarText, peggyOptions);
//
// The generated module keeps peggy's parser, peg$parse, untouched, and exports
// as `parse` a function that runs two parsers of its own:
//   - a fast parser, which accepts exactly peg$parse's language and returns
//     exactly its values, and records no expectations at all;
//   - when that one fails, a reporting parser, which records every failure as
//     peg$parse does (peg$fail at the same points in the same order, silenced
//     where peggy silences them), so the SyntaxError it throws has peggy's
//     expected list, found, location and message. The message is written when
//     first read: most of the cost of an error, which callers that map the
//     error to their own (src/shared/grammar.ts) never pay.
// With `peg$checkFastPath: true` (for tests), input that the fast parser
// rejects and the reporting parser (or, for a grammar it does not cover,
// peg$parse) accepts throws an Error (they accept one language, so this
// cannot happen; without the option peg$parse decides).
// With the option `peg$buildError: (input, expected, found, location) => error`
// (not peggy's: the caller's), the reporting parser throws what that function
// returns instead of a SyntaxError (also in place of the SyntaxError of
// peg$parse, when the fast path hands a parse to it).
// With `peg$reject: value` (for validity checks, which need no error), input
// outside the language makes parse return that value at once: no reporting
// parser runs and nothing is thrown (a throw costs more than a parse). The
// value must be one no rule returns, such as a symbol of the caller's own.
// peg$parse, when it runs, ignores this option too.
// Options are read as the caller's own properties only (ownOptionsOnly): a
// polluted Object.prototype gives no start rule, no peg$reject, no peg$library.
// Calls with peggy's internal options (tracer, peg$library, peg$currPos,
// peg$silentFails, peg$maxFailExpected) go to peg$parse itself, so
// `parse(s, { startRule, peg$silentFails: 0 })` runs peggy's parser: the
// reference that `npm run bench` checks the fast path against.
//
// What makes the parsers fast (each a rewrite of code, never of the language):
//   1. Nothing is built per call: rules, actions, character tables and
//      expectations are compiled once, at module level; positions are passed
//      and returned as integers (a failing function returns -1 or peg$FAILED).
//   2. Each rule has a value version (peg$v_) that builds what the rule returns
//      and a match version (peg$m_) that only moves the position, used wherever
//      the value is thrown away: inside $( ), lookaheads, unlabeled elements of
//      a sequence with an action. So `$(pchar*)` builds no arrays and runs no
//      actions. Small rules that are not recursive are expanded in place.
//   3. A rule, class, literal, choice or named rule that always matches one
//      character of a fixed set (pchar's `unreserved / [:@&=+$,]`) is one test
//      of charCodeAt against a bit table; a repetition of it is a tight loop.
//      charCodeAt is never called past the end of the input (V8 compiles a slow
//      generic path for a call that ever was).
//   4. The fast parser does no expectation bookkeeping (peg$fail,
//      peg$silentFails) at all; the reporting parser (peg$x_) runs only on
//      input that is not in the language.
//   5. An optional or an alternative led by a run and needing a literal after
//      it (`[ userinfo "@" ]`) is not tried where indexOf finds no such
//      literal (compiler/backend/analyze-guards.js says where that is safe).
//
// Which grammars (compiler/backend/support.js says it in full): every peggy 5
// expression, with repetition bounds constant, a label or code. Actions,
// predicates and bounds must be plainly computations (no assignment but to a
// local they declare, no call but to peggy's text(), offset(), range(),
// location(), error(), expected() and a few pure built-ins): match versions
// skip actions, and peg$parse runs again on input the fast parser rejected,
// which is right only for code without effects. Actions that call error() or
// expected(), or that may throw (`a.b` of a null a, ...), always run where
// peggy's would; if error() or expected() throws, the fast parser gives up
// and peg$parse runs and throws peggy's own error. Grammars with semantic
// predicates, error()-calling actions, computed bounds or classes with \p{..}
// escapes (or generated with peggy's cache) get the fast parser, and
// peg$parse reports their errors. A caller may vouch for functions of its
// own (option trustedCalls).
//
// Anything else (a per-parse initializer, imports, code that calls a
// function of its own, a trace build, an output format other than commonjs
// or es) is refused, naming the construct, the rule and the grammar's
// file:line:column: the grammar is generated by peggy alone, unchanged but
// for a comment at the top saying why, and generateFast returns the reason
// (compiler/modules.js passes it to a warning). Never a parser that differs from peggy's.
//
// generateSplit gives the same fast and reporting parsers in two pieces, for
// two modules (compiler/split-modules.js's NAME.entry.js and NAME.entry.report.js,
// NAME.rules.js and NAME.rules.report.js): the fast one alone, which returns
// peg$reject on input outside the language, and the reporting one, which
// imports it and reports as above. Neither has peggy's parser.
// @ts-check
"use strict";

const {
  generateFast,
  generateOptimized,
  generateSplit,
  ownOptionsOnly,
  OWN_OPTIONS_RUNTIME,
} = require("./backend/assemble.js");
const { compileFastParser } = require("./backend/index.js");

module.exports = {
  generateFast,
  generateOptimized,
  generateSplit,
  OWN_OPTIONS_RUNTIME,
  compileFastParser,
  ownOptionsOnly,
};
