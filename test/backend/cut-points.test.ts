// The back end's cutters (compiler/backend/cut-points.js): a start rule's
// match version that records where the labelled elements named by the
// option cutLabels ended, on the parse peggy's parser makes. Checked
// against peggy's own parser of a reference grammar (random-grammar.ts,
// renderCutReference) whose values are those ends, on random small
// grammars, and on grammars written for the cases that undo a record: an
// alternative or an optional expression that fails after a labelled element
// matched, a label shared by rules and alternatives, a label inside a
// repetition or a lookahead (never recorded).
import fc from "fast-check";
import * as peggy from "peggy";
import * as compiler from "../../compiler/index.js";
import {
  compileBoth,
  GRAMMAR_SOURCE,
  inputsFor,
  load,
  outcome,
  type Parser,
} from "./harness";
import {
  grammarRules,
  peggyAccepts,
  render,
  renderCutReference,
  RUNS,
} from "./random-grammar";

type Cutter = (source: string, cuts: Int32Array) => boolean;

/** The split fast module of `text`, with a cutter of every rule on `labels`. */
function cutterModule(
  text: string,
  rules: readonly string[],
  labels: readonly string[],
): {
  startCutter(rule: string): Cutter;
  readonly CutLabels: string[];
  readonly source: string;
} {
  const { fast } = compiler.generateSplitModules(
    "test",
    "test.split",
    text,
    GRAMMAR_SOURCE,
    [...rules],
    "commonjs",
    false,
    labels,
  );
  const module = load(fast) as unknown as {
    peg$startCutter(rule: string): Cutter;
    CutLabels: string[];
  };
  return {
    startCutter: (rule) => module.peg$startCutter(rule),
    CutLabels: module.CutLabels,
    source: fast,
  };
}

/** The slots a reference value (a list of [slot, end]) gives: the last end of each. */
function slotsOf(records: readonly [number, number][], size: number): number[] {
  const slots: number[] = new Array<number>(size).fill(-1);
  for (const [slot, end] of records) slots[slot] = end;
  return slots;
}

/** What a cutter gives on `input`: false, or the slots; or what it threw. */
function cut(cutter: Cutter, input: string, size: number): unknown {
  const cuts = new Int32Array(size).fill(7); // every slot is written
  try {
    return cutter(input, cuts) ? [...cuts] : false;
  } catch (error) {
    return { thrown: (error as Error).message };
  }
}

test("random small grammars: a cutter records the ends peggy's parse of the reference gives", () => {
  let compared = 0;
  let guarded = 0;
  fc.assert(
    fc.property(
      grammarRules,
      fc.integer({ min: 1, max: 1 << 30 }),
      ([rules, named], seed) => {
        const text = render(rules, named);
        if (!peggyAccepts(text)) return;
        const both = compileBoth(text);
        // The split form needs the fast back end and its reporting parser.
        if (
          both.fallback !== null ||
          !both.source.includes("throw peg$syntaxError(source, peg$maxFailPos")
        )
          return;
        // Every other label is recorded (at least one: some grammars have none).
        const labels = [...new Set(text.match(/\bl\d+(?=:)/g) ?? [])].filter(
          (_, i) => i % 2 === 0,
        );
        if (labels.length === 0) return;
        const reference = load(
          peggy.generate(
            renderCutReference(rules, named, (l) => {
              const slot = labels.indexOf(l);
              return slot < 0 ? undefined : slot;
            }),
            { output: "source", format: "commonjs", allowedStartRules: ["*"] },
          ),
        );
        const module = cutterModule(text, both.peggy.StartRules, labels);
        expect(module.CutLabels).toEqual(labels);
        // A guard (compiler/backend/analyze-guards.js) in a cut version's code.
        const cutVersions = module.source
          .split(/\n\s*function /)
          .filter((f) => f.startsWith("peg$c_"));
        if (cutVersions.some((f) => f.includes("input.indexOf("))) guarded++;
        for (const [rule, inputs] of inputsFor(text, {
          seed,
          sentences: 8,
          strings: 8,
        })) {
          const cutter = module.startCutter(rule);
          for (const whole of inputs) {
            const input = whole.slice(0, 40);
            // Where the grammar's own actions throw, the cutter's runs do too.
            const original = outcome(
              () => both.peggy.parse(input, { startRule: rule }),
              both.peggy.SyntaxError,
            );
            if ("thrown" in original) continue;
            const expected = outcome(
              () => reference.parse(input, { startRule: rule }),
              reference.SyntaxError,
            );
            const got = cut(cutter, input, labels.length);
            try {
              expect(got).toEqual(
                "value" in expected
                  ? slotsOf(expected.value as [number, number][], labels.length)
                  : false,
              );
            } catch (error) {
              const e = error as Error;
              e.message = `${text}\nrule ${rule}, input ${JSON.stringify(input)}:\n${e.message}`;
              throw e;
            }
            compared++;
          }
        }
      },
    ),
    RUNS,
  );
  expect(compared).toBeGreaterThan(RUNS.numRuns);
  expect(guarded).toBeGreaterThan(0);
});

/** `grammar`'s cutter of its first rule, on `labels`. */
function cutterOf(grammar: string, labels: readonly string[]): Cutter {
  const rules = peggy.parser
    .parse(grammar, { reservedWords: peggy.RESERVED_WORDS })
    .rules.map((r) => r.name);
  return cutterModule(grammar, rules, labels).startCutter(rules[0] as string);
}

describe("a cutter's records on grammars written for them", () => {
  // start = a labelled element, then a failure: the next alternative's parse.
  const undone = [
    'start = x:"ab" "c" { return 1; } / y:"a" "bd" { return 2; } / "abe"',
    "",
  ].join("\n");

  test.each([
    ["abc", [2, -1]],
    ["abd", [-1, 1]],
    ["abe", [-1, -1]],
    ["abf", false],
  ] as const)(
    "an alternative that fails after a labelled element records nothing: %j",
    (input, expected) => {
      expect(cut(cutterOf(undone, ["x", "y"]), input, 2)).toEqual(expected);
    },
  );

  const optional = 'start = (x:"a" "b")? y:"a"? z:$"c"* { return 0; }';
  test.each([
    ["ab", [1, 2, 2]],
    ["a", [-1, 1, 1]],
    ["abacc", [1, 3, 5]],
    ["", [-1, 0, 0]],
  ] as const)(
    "an optional expression that fails records nothing, one that matches nothing records its end: %j",
    (input, expected) => {
      expect(cut(cutterOf(optional, ["x", "y", "z"]), input, 3)).toEqual(
        expected,
      );
    },
  );

  // An optional that its guard skips (no "@" after it) records nothing; one
  // that the guard lets through and that fails after x matched neither.
  const guarded = 'start = (x:$[a-z]* "@")? y:$[a-z.@]+ { return 0; }';
  test.each([
    ["ab@cd", [2, 5]],
    ["ab.c", [-1, 4]],
    ["ab.c@d", [-1, 6]],
    ["@a", [0, 2]],
    ["@", false],
    ["", false],
  ] as const)(
    "an optional that its guard skips records nothing: %j",
    (input, expected) => {
      const module = cutterModule(guarded, ["start"], ["x", "y"]);
      expect(module.source).toContain('input.indexOf("@", p) < 0');
      expect(cut(module.startCutter("start"), input, 2)).toEqual(expected);
    },
  );

  // One label in two rules and two alternatives: the last on the parse.
  const shared = [
    "start = a / b",
    'a = p:"x" "/" q:b2 { return 0; }',
    'b = "y" p:$[a-z]* { return 0; }',
    'b2 = p:"z" { return 0; }',
  ].join("\n");
  test.each([
    ["x/z", [3, 3]],
    ["yab", [3, -1]],
    ["y", [1, -1]],
    ["x/", false],
  ] as const)(
    "a label in several rules and alternatives holds the last end on the parse: %j",
    (input, expected) => {
      expect(cut(cutterOf(shared, ["p", "q"]), input, 2)).toEqual(expected);
    },
  );

  // Inside a repetition or a lookahead, nothing is recorded.
  const hidden = 'start = (x:"a")* &(y:"b") z:"b" { return 0; }';
  test.each([
    ["aab", [-1, -1, 3]],
    ["b", [-1, -1, 1]],
  ] as const)(
    "a label inside a repetition or a lookahead is not recorded: %j",
    (input, expected) => {
      expect(cut(cutterOf(hidden, ["x", "y", "z"]), input, 3)).toEqual(
        expected,
      );
    },
  );

  // A recursive rule: the outermost element labelled last ends last.
  const recursive =
    'start = "(" x:start ")" { return 0; } / x:"a" { return 0; }';
  test.each([
    ["a", [1]],
    ["((a))", [4]],
    ["((a)", false],
  ] as const)(
    "a recursive rule records on every level, the outermost last: %j",
    (input, expected) => {
      expect(cut(cutterOf(recursive, ["x"]), input, 1)).toEqual(expected);
    },
  );

  test("a grammar without cut labels has no cutter", () => {
    const { fast } = compiler.generateSplitModules(
      "test",
      "test.split",
      undone,
      GRAMMAR_SOURCE,
      ["start"],
      "commonjs",
    );
    const module = load(fast) as Parser & { peg$startCutter?: unknown };
    expect(module.peg$startCutter).toBeUndefined();
  });
});
