// The fast back end against peggy's own parser on random small grammars: three
// rules built from every kind of expression (literals with and without i,
// classes, ".", rule references, sequences, choices, ?, *, +, bounded and
// delimited repetition, $, &, !, labels and actions using text(), offset()
// and location() or reading a member that may be missing, plucks, semantic
// predicates, named rules), each grammar run on
// inputs made from it. A grammar peggy rejects (left recursion, a repetition
// of what can match nothing) is skipped; most are not, and the test counts
// them.
import fc from "fast-check";
import * as peggy from "peggy";
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

/** Action code over the label L: values, positions, and reads that throw on null or undefined. */
/** Random grammars a property tries: BACKEND_RUNS (default 100) from BACKEND_SEED (default 14). */
const RUNS = {
  numRuns: Number(process.env["BACKEND_RUNS"] ?? 100),
  seed: Number(process.env["BACKEND_SEED"] ?? 14),
};

const ACTIONS = [
  "return [L, text(), offset()];",
  "return { value: L, at: location().start.offset };",
  "return L.length;",
  "return L?.length ?? null;",
];

type Expr =
  | { k: "lit"; v: string; i: boolean }
  | { k: "cls"; src: string }
  | { k: "any" }
  | { k: "ref"; n: number }
  | { k: "seq" | "alt"; es: Expr[] }
  | {
      k: "opt" | "star" | "plus" | "text" | "and" | "not" | "pluck";
      e: Expr;
    }
  | { k: "act"; e: Expr; code: number }
  | { k: "rep"; e: Expr; bounds: string }
  | { k: "sem"; code: string };

const { expr } = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", maxDepth: 4, withCrossShrink: true },
    fc.record({
      k: fc.constant("lit" as const),
      v: fc.constantFrom("a", "b", "ab", "ba", "", "A"),
      i: fc.boolean(),
    }),
    fc.record({
      k: fc.constant("cls" as const),
      src: fc.constantFrom("[a-c]", "[^a]", "[ab]i", "[0-9]", "[a\\-]"),
    }),
    fc.constant({ k: "any" as const }),
    fc.record({
      k: fc.constant("ref" as const),
      n: fc.integer({ min: 0, max: 2 }),
    }),
    fc.record({
      k: fc.constantFrom("seq" as const, "alt" as const),
      es: fc.array(tie("expr"), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({
      k: fc.constantFrom(
        "opt" as const,
        "star" as const,
        "plus" as const,
        "text" as const,
        "and" as const,
        "not" as const,
        "pluck" as const,
      ),
      e: tie("expr"),
    }),
    fc.record({
      k: fc.constant("act" as const),
      e: tie("expr"),
      code: fc.integer({ min: 0, max: ACTIONS.length - 1 }),
    }),
    fc.record({
      k: fc.constant("rep" as const),
      e: tie("expr"),
      bounds: fc.constantFrom("|2|", "|1..2|", '|..2, ","|', "|2..|"),
    }),
    fc.record({
      k: fc.constant("sem" as const),
      code: fc.constantFrom(
        "return offset() % 2 === 0",
        'return text() === ""',
        "return true",
      ),
    }),
  ),
}));

/** The grammar's text; labels are numbered so that none repeats in a scope. */
function render(rules: Expr[], named: boolean): string {
  let label = 0;
  const r = (e: Expr): string => {
    switch (e.k) {
      case "lit":
        return JSON.stringify(e.v) + (e.i ? "i" : "");
      case "cls":
        return e.src;
      case "any":
        return ".";
      case "ref":
        return `r${e.n}`;
      case "seq":
        return `(${e.es.map(r).join(" ")})`;
      case "alt":
        return `(${e.es.map(r).join(" / ")})`;
      case "opt":
        return `(${r(e.e)})?`;
      case "star":
        return `(${r(e.e)})*`;
      case "plus":
        return `(${r(e.e)})+`;
      case "text":
        return `$(${r(e.e)})`;
      case "and":
        return `&(${r(e.e)})`;
      case "not":
        return `!(${r(e.e)})`;
      case "act": {
        const l = `l${label++}`;
        return `(${l}:(${r(e.e)}) { ${ACTIONS[e.code]?.replace(/L/g, l)} })`;
      }
      case "pluck":
        return `("<" @(${r(e.e)}) ">")`;
      case "rep":
        return `(${r(e.e)})${e.bounds}`;
      case "sem":
        return `&{ ${e.code} }`;
    }
  };
  return rules
    .map((e, i) => `r${i}${named && i === 1 ? ' "the r1"' : ""} = ${r(e)}`)
    .join("\n");
}

const grammar = fc
  .tuple(fc.array(expr, { minLength: 3, maxLength: 3 }), fc.boolean())
  .map(([rules, named]) => render(rules, named));

/** Whether peggy compiles the grammar (it rejects left recursion and repetitions of what can match nothing). */
function peggyAccepts(text: string): boolean {
  try {
    peggy.generate(text, { output: "source", allowedStartRules: ["*"] });
    return true;
  } catch {
    return false;
  }
}

test("random small grammars: the fast back end agrees with peggy's parser", () => {
  let compiled = 0;
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
  // Most random grammars are ones peggy compiles: the property saw real ones.
  expect(compiled).toBeGreaterThan(RUNS.numRuns / 2);
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
      const recognizer = load(split(true).fast);
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
});
