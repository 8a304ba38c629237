// The benchmark's command line (bench/args.ts) and the baseline section's
// arithmetic (bench/ratios.ts) and bookkeeping (bench/baseline.ts): what a
// flag means, what is refused, how a round's ratio is taken and summarized,
// how the rounds of two builds are paired; and how bench/instructions.ts
// reads callgrind's count. Nothing here is timed or run under valgrind.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import {
  BenchArgumentError,
  parseArguments,
  roundsOf,
  wants,
} from "../../bench/args";
import {
  pairRounds,
  parseChildReport,
  resolveBuild,
  type ChildReport,
} from "../../bench/baseline";
import {
  collected,
  countVerdict,
  isWarmed,
  perInput,
  PASSES,
  pickRows,
  readArguments,
  verdictText,
} from "../../bench/instructions";
import {
  probedRatios,
  quantile,
  roundRatios,
  spreadSentence,
  summarize,
  summaryCells,
  verdict,
  medianInterval,
} from "../../bench/ratios";

describe("parseArguments", () => {
  test("no arguments: every section but baseline, the default rounds", () => {
    const args = parseArguments([]);
    expect(args).toEqual({
      quick: false,
      only: null,
      corpus: undefined,
      checkBaseline: undefined,
      baseline: undefined,
      rounds: undefined,
    });
    expect(wants(args, "parse")).toBe(true);
    expect(wants(args, "options")).toBe(true);
    expect(wants(args, "baseline")).toBe(false);
    expect(roundsOf(args, "interleaved")).toEqual({ rounds: 9, warmup: 2 });
    expect(roundsOf(args, "baseline")).toEqual({ rounds: 21, warmup: 2 });
  });

  test("--baseline, both spellings of a value, --only and --rounds", () => {
    const args = parseArguments([
      "--baseline",
      "/tmp/base",
      "--only=parse,baseline",
      "--rounds",
      "31",
      "--corpus=/data",
    ]);
    expect(args.baseline).toBe("/tmp/base");
    expect(args.corpus).toBe("/data");
    expect([...(args.only ?? [])]).toEqual(["parse", "baseline"]);
    expect(wants(args, "baseline")).toBe(true);
    expect(wants(args, "resolve")).toBe(false);
    expect(roundsOf(args, "baseline")).toEqual({ rounds: 31, warmup: 2 });
    expect(roundsOf(args, "interleaved")).toEqual({ rounds: 31, warmup: 2 });
  });

  test("--baseline without --only runs the baseline section with the rest", () => {
    const args = parseArguments(["--baseline", "b", "--quick"]);
    expect(wants(args, "baseline")).toBe(true);
    expect(wants(args, "check")).toBe(true);
    expect(roundsOf(args, "baseline")).toEqual({ rounds: 5, warmup: 1 });
    expect(roundsOf(args, "interleaved")).toEqual({ rounds: 3, warmup: 1 });
  });

  test.each([
    [["--basline", "x"], /unknown flag --basline/],
    [["--baseline"], /--baseline needs a value/],
    [["--baseline", "--quick"], /--baseline needs a value/],
    [["--baseline="], /--baseline needs a value/],
    [["--baseline", "a", "--baseline", "b"], /given twice/],
    [["--only", "baseline"], /needs --baseline/],
    [["--only", "parse,pares"], /unknown section "pares"/],
    [["--only", ","], /at least one section/],
    [["--rounds", "0"], /positive integer/],
    [["--rounds", "2.5"], /positive integer/],
    [["--quick=1"], /takes no value/],
    [["parse"], /unexpected argument "parse"/],
  ])("%j is refused", (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(BenchArgumentError);
    expect(() => parseArguments(argv)).toThrow(message);
  });
});

describe("resolveBuild", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-baseline-"));
    const module = path.join(dir, "clone", "dist", "src", "rfc2396");
    fs.mkdirSync(module, { recursive: true });
    fs.writeFileSync(path.join(module, "index.js"), "");
    fs.mkdirSync(path.join(dir, "empty"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a clone names its dist/, a dist/ names itself", () => {
    const dist = path.join(dir, "clone", "dist");
    expect(resolveBuild(path.join(dir, "clone"))).toBe(dist);
    expect(resolveBuild(dist)).toBe(dist);
  });

  test("a directory without a build is a BenchArgumentError", () => {
    expect(() => resolveBuild(path.join(dir, "empty"))).toThrow(
      BenchArgumentError,
    );
    expect(() => resolveBuild(path.join(dir, "missing"))).toThrow(
      /neither it nor its dist\/ holds a build/,
    );
  });
});

describe("the ratios", () => {
  test("quantile interpolates between order statistics", () => {
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.25)).toBe(12.5);
    expect(quantile([7], 0.75)).toBe(7);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
  });

  test("a round's ratio is this build's time over the baseline's", () => {
    expect(roundRatios([2, 3, 1], [1, 3, 2])).toEqual([2, 1, 0.5]);
    expect(() => roundRatios([1, 2], [1])).toThrow(/2 rounds/);
    expect(() => roundRatios([0], [1])).toThrow(/not positive/);
  });

  test("÷ probe: each time over its process's probe, then this build's over the baseline's", () => {
    // Round 0: the same time, but this build's process read memory twice as
    // slowly (its probe took twice as long): by the probe, it is 2× faster.
    expect(probedRatios([2, 3], [2, 1], [2, 6], [1, 1])).toEqual([0.5, 0.5]);
    expect(() => probedRatios([1, 2], [1], [1, 2], [1, 1])).toThrow(
      /2 times, 1 probes/,
    );
    expect(() => probedRatios([1], [0], [1], [1])).toThrow(/not positive/);
  });

  test("summary: median, middle half and range of the rounds' ratios", () => {
    const summary = summarize(
      roundRatios([1.1, 1.0, 0.9, 1.3, 1.0], [1, 1, 1, 1, 1]),
    );
    expect(summary.rounds).toBe(5);
    expect(summary.median).toBeCloseTo(1.0);
    expect(summary.lowQuartile).toBeCloseTo(1.0);
    expect(summary.highQuartile).toBeCloseTo(1.1);
    expect(summary.min).toBeCloseTo(0.9);
    expect(summary.max).toBeCloseTo(1.3);
    // Five rounds are too few for a 95% interval of the median: the range.
    expect(summaryCells(summary, 0.02)).toEqual([
      "1.000×",
      "0.900×–1.300×",
      "1.000×–1.100×",
      "0.900×–1.300×",
      "unclear",
    ]);
    expect(spreadSentence([summary])).toBe(
      "1 rows, 5 rounds each; medians from 1.000× to 1.000×; the widest median's interval 40.0 points, the widest middle half 10.0.",
    );
  });

  // The ranks of the sign test's 95% interval (Conover's table; k = the
  // lower rank): n = 6 → 1, 9 → 2, 21 → 6, 31 → 10, 61 → 23, 101 → 41.
  test.each([
    [5, 1],
    [6, 1],
    [8, 1],
    [9, 2],
    [21, 6],
    [31, 10],
    [61, 23],
    [101, 41],
    [2000, 956],
  ])("the median's 95%% interval of %i values starts at rank %i", (n, rank) => {
    const values = Array.from({ length: n }, (_, i) => n - i); // n..1, unsorted
    expect(medianInterval(values)).toEqual({ low: rank, high: n + 1 - rank });
  });

  test("the median's interval narrows as rounds are added; the middle half does not", () => {
    // The same spread of ratios (0.90 to 1.10, evenly), 21 and then 201 rounds.
    const spread = (n: number) =>
      Array.from({ length: n }, (_, i) => 0.9 + (0.2 * i) / (n - 1));
    const [few, many] = [summarize(spread(21)), summarize(spread(201))];
    expect(few.highQuartile - few.lowQuartile).toBeCloseTo(0.1);
    expect(many.highQuartile - many.lowQuartile).toBeCloseTo(0.1);
    expect(few.medianHigh - few.medianLow).toBeGreaterThan(0.08);
    expect(many.medianHigh - many.medianLow).toBeLessThan(0.03);
    expect(verdict(few, 0.02)).toBe("unclear");
    expect(verdict(many, 0.02)).toBe("within");
  });

  test("verdict: by the median's interval against the tolerance", () => {
    const of = (low: number, high: number) =>
      verdict(
        {
          rounds: 9,
          median: (low + high) / 2,
          medianLow: low,
          medianHigh: high,
          lowQuartile: low - 0.1,
          highQuartile: high + 0.1,
          min: low - 0.2,
          max: high + 0.2,
        },
        0.02,
      );
    expect(of(0.9, 0.97)).toBe("faster");
    expect(of(0.97, 1.02)).toBe("within");
    expect(of(0.99, 1.03)).toBe("unclear");
    expect(of(1.03, 1.1)).toBe("SLOWER");
  });
});

describe("a child's report and the pairing of rounds", () => {
  const report = (
    rows: [string, number, number][],
    group: "plain" | "options" = "plain",
    probe = 0.01,
  ): ChildReport => ({
    rows: rows.map(([name, seconds, checksum]) => ({
      name,
      group,
      count: 10,
      noun: "URLs",
      passes: 2,
      seconds,
      probe,
      checksum,
    })),
  });

  test("a report is read back, a malformed one refused", () => {
    const text = JSON.stringify(report([["rfc2396.parse", 0.5, 12]]));
    expect(parseChildReport(text)).toEqual(JSON.parse(text));
    expect(() => parseChildReport("{}")).toThrow(/no rows/);
    const bad = JSON.stringify(report([["rfc2396.parse", 0, 12]]));
    expect(() => parseChildReport(bad)).toThrow(/malformed/);
    const noProbe = report([["rfc2396.parse", 0.5, 12]], "plain", 0);
    expect(() => parseChildReport(JSON.stringify(noProbe))).toThrow(
      /malformed/,
    );
  });

  test("rows are paired by name, round by round; a row the baseline lacks is named", () => {
    const current = [
      report([
        ["a.parse", 1, 5],
        ["b.parse", 2, 5],
      ]),
      report([
        ["a.parse", 3, 5],
        ["b.parse", 4, 5],
      ]),
    ];
    const baseline = [
      report([["a.parse", 10, 5]], "plain", 0.02),
      report([["a.parse", 30, 6]], "plain", 0.03),
    ];
    const { rows, missing } = pairRounds(current, baseline);
    expect(missing).toEqual(["b.parse"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.current).toEqual([1, 3]);
    expect(rows[0]?.baseline).toEqual([10, 30]);
    expect(rows[0]?.differs).toBe(true);
    expect(roundRatios(rows[0]!.current, rows[0]!.baseline)).toEqual([
      0.1, 0.1,
    ]);
    expect(rows[0]?.currentProbe).toEqual([0.01, 0.01]);
    expect(rows[0]?.baselineProbe).toEqual([0.02, 0.03]);
    expect(() => pairRounds(current, baseline.slice(1))).toThrow(RangeError);
  });
});

describe("bench/instructions.ts", () => {
  test.each([
    ["rfc2396.parse", true],
    ["rfc6874.tryParse", true],
    ["rfc1738.isValid", true],
    ["rfc3986.resolve", false],
    ["rfc3986.createResolver(base)", false],
    ['rfc1738.parse(…, {"strict":false})', false],
  ])("the warm-up runs %s: %s", (name, warmed) => {
    const row = { name, group: "plain", count: 1, noun: "URLs" } as const;
    expect(isWarmed({ ...row, run: () => 0 })).toBe(warmed);
  });

  test("callgrind's count is read from its summary, and its absence is an error", () => {
    const summary =
      "==12== Events    : Ir\n==12== Collected : 123456789\n==12== \n==12== I   refs:      123,456,789\n";
    expect(collected(summary)).toBe(123456789);
    expect(() => collected("valgrind: command not found")).toThrow(
      /printed no count/,
    );
  });

  test.each([
    [1020, 1000, 1.02, "within", "this ÷ baseline 1.020×, within 2%"],
    [1021, 1000, 1.021, "SLOWER", "this ÷ baseline 1.021×, SLOWER"],
    [5539, 5820, 5539 / 5820, "within", "this ÷ baseline 0.952×, within 2%"],
  ])(
    "counts %d against %d: %d, %s",
    (current, baseline, ratio, verdict, text) => {
      const v = countVerdict(current, baseline);
      expect(v).toEqual({ ratio, verdict });
      expect(verdictText(v)).toBe(text);
    },
  );

  test("a count that is not positive is a RangeError, not a ratio", () => {
    expect(() => countVerdict(0, 1000)).toThrow(RangeError);
    expect(() => countVerdict(1000, 0)).toThrow(RangeError);
    expect(() => countVerdict(Number.NaN, 1000)).toThrow(RangeError);
  });

  test.each([
    [["--help"], { print: expect.stringMatching(/^usage: /), status: 0 }],
    [[], { print: expect.stringMatching(/no row named\nusage: /), status: 2 }],
    [
      ["--bogus", "rfc3986.parse"],
      {
        print: expect.stringMatching(
          /^instructions: Unknown option '--bogus'.*\nusage: /s,
        ),
        status: 2,
      },
    ],
    [
      ["--baseline", "/b", "rfc3986.parse", "rfc3986.resolve"],
      { baseline: "/b", rows: ["rfc3986.parse", "rfc3986.resolve"] },
    ],
  ])("its command line %j: %j", (argv, expected) => {
    expect(readArguments(argv)).toEqual(expected);
  });

  test("the rows named are picked in their order, and an unknown name is refused before any is counted", () => {
    const row = (name: string) =>
      ({ name, group: "plain", count: 1, noun: "URLs", run: () => 0 }) as const;
    const rows = [row("rfc3986.parse"), row("rfc3986.resolve")];
    expect(pickRows(["rfc3986.resolve", "rfc3986.parse"], rows)).toEqual([
      rows[1],
      rows[0],
    ]);
    expect(pickRows(["rfc3986.parse", "rfc9999.parse"], rows)).toBe(
      'no row "rfc9999.parse"; the rows: "rfc3986.parse", "rfc3986.resolve"',
    );
  });

  test("instructions per input: the second run's extra passes, over the inputs", () => {
    const extra = PASSES[1] - PASSES[0];
    expect(perInput([1000, 1000 + extra * 50 * 7], 50)).toBe(7);
  });
});
