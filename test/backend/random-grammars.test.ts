// The fast back end against peggy's own parser on random small grammars: three
// rules built from every kind of expression (literals with and without i,
// classes, ".", rule references, sequences, choices, ?, *, +, bounded and
// delimited repetition, $, &, !, labels and actions using text(), offset()
// and location() or reading a member that may be missing, plucks, semantic
// predicates, named rules, and two shapes the back end compiles its own way:
// an optional or alternative led by a repetition with a literal after it,
// which it guards, and a repetition of a choice of fixed strings inside $,
// which it scans with a sticky regular expression), each grammar run on inputs
// made from it. A grammar peggy rejects (left recursion, a repetition of what
// can match nothing) is skipped; most are not, and the test counts them, and
// the grammars compiled to a guard and to a scan.
import fc from "fast-check";
import * as compiler from "../../compiler/index.js";
import {
  agree,
  compileBoth,
  GRAMMAR_SOURCE,
  inputsFor,
  load,
  outcome,
  type Parser,
} from "./harness";
import { grammar, peggyAccepts, RUNS } from "./random-grammar";

/** What a guard (compiler/backend/analyze-guards.js) compiles to. */
const GUARD = "input.indexOf(";

/** What a scan (compiler/backend/emit-repetition.js) compiles to: a sticky regular expression. */
const SCAN = /const peg\$R\d+ = \/.*\/y;/;

test("random small grammars: the fast back end agrees with peggy's parser", () => {
  let compiled = 0;
  let guarded = 0;
  let scanned = 0;
  fc.assert(
    fc.property(grammar, fc.integer({ min: 1, max: 1 << 30 }), (text, seed) => {
      if (!peggyAccepts(text)) return;
      const both = compileBoth(text);
      if (both.fallback !== null) {
        // The one refusal a grammar of these constructs may get: a repetition
        // that a parser, peggy's too, repeats forever (so none is run).
        expect(both.fallback.reason).toMatch(/repeats it forever/);
        return;
      }
      compiled++;
      if (both.source.includes(GUARD)) guarded++;
      if (SCAN.test(both.source)) scanned++;
      for (const [rule, inputs] of inputsFor(text, {
        seed,
        sentences: 12,
        strings: 12,
      })) {
        for (const input of inputs) agree(both, rule, input.slice(0, 40));
      }
    }),
    // A fixed seed, so a run is the same on every machine; BACKEND_SEED explores others.
    RUNS,
  );
  // Most random grammars are ones peggy compiles: the property saw real ones,
  // guarded attempts and scanned repetitions among them.
  expect(compiled).toBeGreaterThan(RUNS.numRuns / 2);
  expect(guarded).toBeGreaterThan(0);
  expect(scanned).toBeGreaterThan(0);
});

/** A CommonJS module's exports, from its source, with `imported` as the one module it may require. */
function loadWith(source: string, imported: unknown): Parser {
  const module = { exports: {} as Parser };
  new Function("module", "exports", "require", source)(
    module,
    module.exports,
    () => imported,
  );
  return module.exports;
}

test("random small grammars: the split form (fast module, reporting module, recognizer) agrees with peggy's parser", () => {
  let compiled = 0;
  let guarded = 0;
  const REJECTED = Symbol("rejected");
  fc.assert(
    fc.property(grammar, fc.integer({ min: 1, max: 1 << 30 }), (text, seed) => {
      if (!peggyAccepts(text)) return;
      const both = compileBoth(text);
      // The split form needs the fast back end and its reporting parser
      // (which a grammar with a semantic predicate, say, does not get).
      if (
        both.fallback !== null ||
        !both.source.includes("throw peg$syntaxError(source, peg$maxFailPos")
      )
        return;
      compiled++;
      const rules = both.peggy.StartRules;
      const split = (match: boolean) =>
        compiler.generateSplitModules(
          "test",
          "test.split",
          text,
          GRAMMAR_SOURCE,
          rules,
          "commonjs",
          match,
        );
      const modules = split(false);
      const fast = load(modules.fast);
      // The reporting module throws what peg$buildError makes: here peggy's own error.
      const reportModule = loadWith(modules.report as string, fast);
      const SyntaxError = both.peggy.SyntaxError as unknown as {
        new (...args: unknown[]): Error;
        buildMessage(expected: unknown, found: unknown): string;
      };
      const peg$buildError = (
        _input: string,
        expected: unknown,
        found: unknown,
        location: unknown,
      ): Error =>
        new SyntaxError(
          SyntaxError.buildMessage(expected, found),
          expected,
          found,
          location,
        );
      const report: Parser = {
        ...reportModule,
        SyntaxError: both.peggy.SyntaxError,
        parse: (input, options) =>
          reportModule.parse(input, { ...options, peg$buildError }),
      };
      const recognizerSource = split(true).fast;
      if (modules.fast.includes(GUARD) && recognizerSource.includes(GUARD))
        guarded++;
      const recognizer = load(recognizerSource);
      for (const [rule, inputs] of inputsFor(text, {
        seed,
        sentences: 8,
        strings: 8,
      })) {
        for (const whole of inputs) {
          const input = whole.slice(0, 40);
          const expected = agree({ ...both, fast: report }, rule, input);
          const value = "value" in expected ? expected.value : REJECTED;
          const given = { startRule: rule, peg$reject: REJECTED };
          expect(
            outcome(() => fast.parse(input, given), both.peggy.SyntaxError),
          ).toStrictEqual("thrown" in expected ? expected : { value });
          expect(
            outcome(
              () => recognizer.parse(input, given),
              both.peggy.SyntaxError,
            ),
          ).toStrictEqual(
            "thrown" in expected
              ? expected
              : { value: value === REJECTED ? REJECTED : true },
          );
        }
      }
    }),
    RUNS,
  );
  expect(compiled).toBeGreaterThan(RUNS.numRuns / 5);
  expect(guarded).toBeGreaterThan(0);
});
