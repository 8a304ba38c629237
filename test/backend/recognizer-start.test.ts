// The recognizer's start parser (the split form with `match`: a module like
// generated/NAME.match.js): peg$startParser(rule)(input, reject) gives true
// for what peggy's parser accepts from that rule and `reject` for what it
// rejects. A recognizer with no action or predicate code calls the rule and
// nothing else (it sets no input or options). (A grammar with a predicate
// has no reporting parser, so no split form.)
import * as compiler from "../../compiler/index.js";
import { GRAMMAR_SOURCE, compileBoth, inputsFor, load } from "./harness";

interface Recognizer {
  parse(input: string, options: object): unknown;
  peg$startParser(rule: string): (input: string, reject: unknown) => unknown;
}

const BARE = "nothing reads the input or the options";

const grammars: ReadonlyArray<readonly [string, string]> = [
  [
    "no code (a start parser that only calls the rule)",
    `start = $(seg ("/" seg)*) ("?" q)?\nseg = ([a-z] / "%" [0-9] [0-9])*\nq = [a-z=&]*`,
  ],
  [
    "an optional its guard may skip (compiler/backend/analyze-guards.js)",
    `start = (([a-z] / "%" [0-9])* "@")? [a-z.]+ (":" [0-9]*)?`,
  ],
  [
    "actions (not run by a recognizer)",
    `start = x:$[a-z]+ "." y:$[0-9]* { return { x, y } }`,
  ],
];

describe.each(grammars)("%s", (_name, text) => {
  const rules = compileBoth(text).peggy.StartRules;
  const { fast } = compiler.generateSplitModules(
    "test",
    "test.match",
    text,
    GRAMMAR_SOURCE,
    rules,
    "commonjs",
    true,
  );
  const recognizer = load(fast) as unknown as Recognizer;
  const { peggy } = compileBoth(text);
  const REJECTED = Symbol("rejected");

  test("the start parser only calls the rule", () => {
    expect(fast).toContain(BARE);
  });

  test("every rule, on inputs from the grammar, agrees with peggy's parser", () => {
    let accepted = 0;
    let rejected = 0;
    for (const [rule, inputs] of inputsFor(text)) {
      const start = recognizer.peg$startParser(rule);
      for (const input of inputs) {
        let expected: unknown = true;
        try {
          peggy.parse(input, { startRule: rule });
        } catch (error) {
          if (!(error instanceof peggy.SyntaxError)) throw error;
          expected = REJECTED;
        }
        if (expected === true) accepted++;
        else rejected++;
        expect([input, start(input, REJECTED)]).toEqual([input, expected]);
        expect([
          input,
          recognizer.parse(input, { startRule: rule, peg$reject: REJECTED }),
        ]).toEqual([input, expected]);
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
  });
});
