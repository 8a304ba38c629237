// The generated parsers' fast path (compiler/optimize.js) against peggy's own
// parser in the same module: the same values, and the same SyntaxError
// (expected, found, location, message). The option `peg$silentFails: 0` sends
// a call to peggy's parser, unchanged; `peg$checkFastPath: true` makes the
// fast path throw where it would otherwise hand an input it wrongly rejected
// to peggy's parser.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";

interface GeneratedParser {
  readonly StartRules: readonly string[];
  readonly SyntaxError: new (...args: never[]) => Error;
  parse(input: string, options: object): unknown;
}

/** A split fast module (NAME.entry.js, NAME.rules.js, NAME.match.js). */
type FastModule = Omit<GeneratedParser, "SyntaxError"> & {
  peg$startParser(rule: string): (input: string, reject: unknown) => unknown;
};

const root = path.resolve(__dirname, "..", "..");
const names = fs
  .readdirSync(path.join(root, "grammars"))
  .filter((f) => f.endsWith(".peggy"))
  .map((f) => f.slice(0, -".peggy".length));

// Real URLs and references (the benchmark's corpus): the first 12 of each.
const corpus = (file: string, column: number): string[] =>
  fs
    .readFileSync(path.join(root, "bench", "corpus", file), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .slice(0, 12)
    .map((line) => line.split("\t")[column] as string);
const real = [...corpus("urls.txt", 0), ...corpus("relative.tsv", 1)];

// Characters that the grammars treat specially, and some they reject; beyond
// ASCII, RFC 3987's: characters beyond U+FFFF (surrogate pairs) in and out of
// its ranges, a private one, a bidirectional formatting one, and each half of
// a pair alone.
const alphabet = [
  ..."aZ09-._~!$&'()*+,;=:@/?#%[]{}| \"<>^`\\\tAFf.\u00e9\u0100\n",
  "\ud83d\ude00",
  "\u{10000}",
  "\u{1FFFE}",
  "\u{10FFFD}",
  "\uE000",
  "\u200E",
  "\uD800",
  "\uDC00",
];
const urlish = fc
  .array(fc.constantFrom(...alphabet), { maxLength: 24 })
  .map((chars) => chars.join(""));

/**
 * expect(a).toEqual(b), without jest's cost where both are objects of the
 * same JSON (the values and errors compared here hold no symbol, undefined,
 * NaN or class that JSON would hide; a difference JSON shows goes to
 * toEqual, which reports it).
 */
function expectSame(a: unknown, b: unknown): void {
  if (
    typeof a === "object" &&
    a !== null &&
    typeof b === "object" &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b)
  )
    return;
  expect(a).toEqual(b);
}

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
    expectSame(fast, peggy);
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
      { numRuns: 25 },
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

// The split modules (scripts/generate.js): the fast parser of the few rules a
// dialect's parse starts from (generated/NAME.entry.js) or of every rule
// (NAME.rules.js), and their reporting parsers (NAME.entry.report.js,
// NAME.rules.report.js), which import them; no peggy parser. The reporting
// module against peggy's parser in generated/NAME.js: the same values and the
// same SyntaxError; the fast module: the same language, and no error of its
// own.
const entryNames = names.filter((name) =>
  fs.existsSync(path.join(root, "generated", `${name}.entry.js`)),
);

test("every grammar has an entry parser", () => {
  expect(entryNames).toEqual(names);
});

describe.each(
  entryNames.flatMap((name) => [
    [name, "entry"],
    [name, "rules"],
  ]),
)("generated/%s.%s.js and its reporting module", (name, kind) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const parser = require(
    path.join(root, "generated", `${name}.js`),
  ) as GeneratedParser;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const report = require(
    path.join(root, "generated", `${name}.${kind}.report.js`),
  ) as GeneratedParser;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fast = require(
    path.join(root, "generated", `${name}.${kind}.js`),
  ) as FastModule;
  const options = { grammarSource: "g" };
  // A reporting module carries no SyntaxError class of its own: it throws
  // what the caller's peg$buildError makes, here peggy's own error.
  const peg$buildError = (
    _input: string,
    expected: unknown,
    found: unknown,
    location: unknown,
  ): Error => {
    const SyntaxError = parser.SyntaxError as unknown as {
      new (...args: unknown[]): Error;
      buildMessage(expected: unknown, found: unknown): string;
    };
    return new SyntaxError(
      SyntaxError.buildMessage(expected, found),
      expected,
      found,
      location,
    );
  };
  const REJECTED = Symbol("rejected");
  const agree = (startRule: string, input: string): void => {
    const reported = outcome(
      () => report.parse(input, { ...options, startRule, peg$buildError }),
      parser.SyntaxError,
    );
    const peggy = outcome(
      () => parser.parse(input, { ...options, startRule, peg$silentFails: 0 }),
      parser.SyntaxError,
    );
    expectSame(reported, peggy);
    const value = fast.parse(input, { startRule, peg$reject: REJECTED });
    if (value === REJECTED) expect(peggy).not.toHaveProperty("value");
    else expect(peggy).toEqual({ value });
    // The start rule's own parser gives what parse gives with these options.
    expect(fast.peg$startParser(startRule)(input, REJECTED)).toEqual(value);
  };
  // The rules of a kind: the entry rules, or every rule (some of them).
  const rules = (kind === "entry"
    ? report.StartRules
    : report.StartRules.filter((_, i) => i % 4 === 0)) as string[];

  test("its start rules are rules of the grammar, the first its default", () => {
    expect(report.StartRules).toEqual(fast.StartRules);
    if (kind === "rules") expect(report.StartRules).toEqual(parser.StartRules);
    for (const rule of report.StartRules)
      expect(parser.StartRules).toContain(rule);
    const [first] = report.StartRules as [string];
    for (const input of ["http://a/b", "a b"]) {
      expect(
        outcome(() => report.parse(input, { peg$buildError }), parser.SyntaxError),
      ).toEqual(
        outcome(
          () => report.parse(input, { startRule: first, peg$buildError }),
          parser.SyntaxError,
        ),
      );
    }
  });

  test("without peg$buildError, input outside the language is a TypeError naming it", () => {
    const startRule = report.StartRules[0] as string;
    expect(report.parse("http://a/b", { startRule })).toEqual(
      parser.parse("http://a/b", { startRule }),
    );
    expect(() => report.parse("a b", {})).toThrow(
      new TypeError(
        "a reporting module of url-grammars needs the option peg$buildError",
      ),
    );
  });

  test.each(rules)(
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

  test.each(rules)("%s: random strings", (rule) => {
    fc.assert(
      fc.property(urlish, (input) => agree(rule, input)),
      { numRuns: kind === "entry" ? 50 : 12 },
    );
  });

  test("a rule it does not have, and peggy's options, are errors that say so", () => {
    const other = parser.StartRules.find((r) => !report.StartRules.includes(r));
    for (const module of [fast, report]) {
      if (other !== undefined) {
        expect(() => module.parse("a", { startRule: other })).toThrow(
          `Can't start parsing from rule "${other}".`,
        );
      }
      expect(() => module.parse("a", { peg$silentFails: 0 })).toThrow(
        `generated/${name}.js does`,
      );
      expect(() => module.parse(1 as unknown as string, {})).toThrow(TypeError);
    }
    for (const rule of [other, "__proto__", "toString"]) {
      if (rule === undefined) continue;
      expect(() => fast.peg$startParser(rule)).toThrow(
        `Can't start parsing from rule "${rule}".`,
      );
    }
  });

  test("the fast module, without peg$reject, names the reporting module", () => {
    expect(() => fast.parse("a b c", {})).toThrow(
      `generated/${name}.${kind}.report.js`,
    );
  });
});

// The recognizer of every rule (generated/NAME.match.js): true for what
// peggy's parser accepts, peg$reject for what it rejects.
describe.each(entryNames)("generated/%s.match.js", (name) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const parser = require(
    path.join(root, "generated", `${name}.js`),
  ) as GeneratedParser;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const match = require(
    path.join(root, "generated", `${name}.match.js`),
  ) as FastModule;
  const REJECTED = Symbol("rejected");
  const agree = (startRule: string, input: string): void => {
    const peggy = outcome(
      () => parser.parse(input, { startRule, peg$silentFails: 0 }),
      parser.SyntaxError,
    );
    const expected = Object.hasOwn(peggy as object, "value") ? true : REJECTED;
    expect(match.parse(input, { startRule, peg$reject: REJECTED })).toBe(
      expected,
    );
    expect(match.peg$startParser(startRule)(input, REJECTED)).toBe(expected);
  };

  test("its start rules are every rule of the grammar", () => {
    expect(match.StartRules).toEqual(parser.StartRules);
  });

  test("every rule: real URLs and references, and random strings", () => {
    for (const rule of parser.StartRules) {
      for (const url of real.slice(0, 12)) {
        agree(rule, url);
        agree(rule, url.slice(0, url.length >> 1) + "{");
      }
      fc.assert(
        fc.property(urlish, (input) => agree(rule, input)),
        { numRuns: 15 },
      );
    }
  });

  test("without peg$reject, it says that it only recognizes", () => {
    expect(() => match.parse("a b c", {})).toThrow("only recognizes");
  });
});

// generated/esm/: the same modules as ES modules. Node runs both forms of each
// on the same inputs, in a child process (jest here loads CommonJS only).
test("the ES modules of generated/esm/ give what the CommonJS ones give", () => {
  const script = `
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const names = ${JSON.stringify(names)};
const inputs = ${JSON.stringify([...real, "a b", "http://[::1]:80/x", "%zz", "", "?y"])};
const run = (module, input, startRule) => {
  try { return JSON.stringify(module.parse(input, { startRule })); }
  catch (e) { return "error " + e.name + " " + e.message + " " + JSON.stringify(e.location); }
};
let compared = 0;
for (const name of names) {
  for (const suffix of ["", ".entry.report", ".rules.report", ".match", ".tree"]) {
    const cjs = require("${root}/generated/" + name + suffix + ".js");
    const esm = await import("${root}/generated/esm/" + name + suffix + ".js");
    if (JSON.stringify(esm.StartRules) !== JSON.stringify(cjs.StartRules)) throw new Error(name + suffix + ": StartRules");
    if (suffix === ".tree" && esm.NodeLimit !== cjs.NodeLimit) throw new Error(name + suffix + ": NodeLimit");
    for (const rule of cjs.StartRules.slice(0, 8)) for (const input of inputs) {
      const a = run(cjs, input, rule), b = run(esm, input, rule);
      if (a !== b) throw new Error(name + suffix + " " + rule + " " + JSON.stringify(input) + ": " + a + " / " + b);
      compared++;
    }
  }
}
console.log(compared);
`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  expect(Number(out.trim())).toBeGreaterThan(1000);
});
