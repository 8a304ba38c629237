// The generated parsers' fast path (scripts/optimize.js) against peggy's own
// parser in the same module: the same values, and the same SyntaxError
// (expected, found, location, message). The option `peg$silentFails: 0` sends
// a call to peggy's parser, unchanged; `peg$checkFastPath: true` makes the
// fast path throw where it would otherwise hand an input it wrongly rejected
// to peggy's parser.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";

interface GeneratedParser {
  readonly StartRules: readonly string[];
  readonly SyntaxError: new (...args: never[]) => Error;
  parse(input: string, options: object): unknown;
}

const root = path.resolve(__dirname, "..", "..");
const names = fs
  .readdirSync(path.join(root, "grammars"))
  .filter((f) => f.endsWith(".peggy"))
  .map((f) => f.slice(0, -".peggy".length));

// Real URLs and references (the benchmark's corpus): the first 50 of each.
const corpus = (file: string, column: number): string[] =>
  fs
    .readFileSync(path.join(root, "bench", "corpus", file), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .slice(0, 50)
    .map((line) => line.split("\t")[column] as string);
const real = [...corpus("urls.txt", 0), ...corpus("relative.tsv", 1)];

// Characters that the grammars treat specially, and some they reject.
const alphabet = [
  ..."aZ09-._~!$&'()*+,;=:@/?#%[]{}| \"<>^`\\\tAFf.\u00e9\u0100\n",
  "\ud83d\ude00",
];
const urlish = fc
  .array(fc.constantFrom(...alphabet), { maxLength: 24 })
  .map((chars) => chars.join(""));

/** What a call gives: its value, or its SyntaxError's fields. */
function outcome(
  run: () => unknown,
  syntaxError: GeneratedParser["SyntaxError"],
): unknown {
  try {
    return { value: run() };
  } catch (error) {
    if (!(error instanceof syntaxError)) throw error;
    const e = error as Error & Record<"expected" | "found" | "location", unknown>;
    return {
      name: e.name,
      message: e.message,
      expected: e.expected,
      found: e.found,
      location: e.location,
    };
  }
}

describe.each(names)("generated/%s.js", (name) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const parser = require(
    path.join(root, "generated", `${name}.js`),
  ) as GeneratedParser;
  const options = { grammarSource: "g" };
  const agree = (startRule: string, input: string): void => {
    const fast = outcome(
      () =>
        parser.parse(input, { ...options, startRule, peg$checkFastPath: true }),
      parser.SyntaxError,
    );
    const peggy = outcome(
      () => parser.parse(input, { ...options, startRule, peg$silentFails: 0 }),
      parser.SyntaxError,
    );
    expect(fast).toEqual(peggy);
  };

  test.each(parser.StartRules)(
    "%s: real URLs and references, each also with a character changed and one dropped",
    (rule) => {
      for (const url of real) {
        const i = url.length >> 1;
        agree(rule, url);
        agree(rule, url.slice(0, i) + "{" + url.slice(i + 1));
        agree(rule, url.slice(0, i) + url.slice(i + 1));
      }
    },
  );

  test.each(parser.StartRules)("%s: random strings", (rule) => {
    fc.assert(
      fc.property(urlish, (input) => agree(rule, input)),
      { numRuns: 100 },
    );
  });
});

// The options a caller gives in place of peggy's SyntaxError: peg$reject (a
// value returned at once, for validity checks) and peg$buildError (the caller's
// error, made from what the reporting parser recorded).
describe.each(names)("generated/%s.js: peg$reject and peg$buildError", (name) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const parser = require(
    path.join(root, "generated", `${name}.js`),
  ) as GeneratedParser;
  const REJECTED = Symbol("rejected");
  const build = (
    input: string,
    expected: unknown,
    found: unknown,
    location: unknown,
  ) => ({ built: { input, expected, found, location } });

  /** What peg$reject and peg$buildError give, against what peggy's parser gives. */
  const check = (startRule: string, input: string): void => {
    const peggy = outcome(
      () => parser.parse(input, { startRule, peg$silentFails: 0 }),
      parser.SyntaxError,
    ) as { value?: unknown; expected?: unknown; found?: unknown; location?: unknown };
    const thrown = (run: () => unknown): { value: unknown } | { thrown: unknown } => {
      try {
        return { value: run() };
      } catch (error) {
        return { thrown: error };
      }
    };
    const rejected = thrown(() =>
      parser.parse(input, { startRule, peg$reject: REJECTED }),
    );
    const built = thrown(() =>
      parser.parse(input, { startRule, peg$buildError: build }),
    );
    if ("value" in peggy) {
      expect(rejected).toEqual({ value: peggy.value });
      expect(built).toEqual({ value: peggy.value });
    } else {
      expect(rejected).toEqual({ value: REJECTED });
      expect(built).toEqual({
        thrown: {
          built: {
            input,
            expected: peggy.expected,
            found: peggy.found,
            location: peggy.location,
          },
        },
      });
    }
  };

  test.each(parser.StartRules)(
    "%s: real URLs and references, and each with a character changed",
    (rule) => {
      for (const url of real) {
        const i = url.length >> 1;
        check(rule, url);
        check(rule, url.slice(0, i) + "{" + url.slice(i + 1));
      }
    },
  );
});
