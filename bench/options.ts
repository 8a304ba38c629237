// The options section: what passing an options object costs the functions
// that parse or resolve, against passing none, in this build. Each function
// is called with no options, with {}, and with one key set to its default
// value (the same result as none), a fresh object per call, as a literal at
// the call site makes; each round times the three one after the other, and
// each gives the ratio of their CPU times (bench/ratios.ts).
import { formatRate, median, table, timeSides } from "./harness.js";
import { each, type Dialect } from "./inputs.js";
import {
  roundRatios,
  spreadSentence,
  SUMMARY_HEADINGS,
  summarize,
  summaryCells,
  type RatioSummary,
} from "./ratios.js";
import { header, loadAverage, type Run } from "./report.js";

/** A function that takes an options object, and the objects it is called with. */
export interface OptionCall {
  readonly dialect: string;
  readonly fn: string;
  /** Its inputs: the corpus's URLs, or its (base, reference) pairs. */
  readonly on: "urls" | "pairs";
  /** The arguments between the input and the options (isValid's rule). */
  readonly before: readonly unknown[];
  /** {}, then, where the function knows a key, one key set to its default. */
  readonly options: readonly object[];
}

export const OPTION_CALLS: readonly OptionCall[] = [
  ...(["parse", "tryParse"] as const).map((fn): OptionCall => ({
    dialect: "rfc1738",
    fn,
    on: "urls",
    before: [],
    options: [{}, { strict: false }],
  })),
  {
    dialect: "rfc1738",
    fn: "isValid",
    on: "urls",
    before: ["url"],
    options: [{}, { strict: false }],
  },
  ...(["rfc2396", "rfc2732"] as const).map((dialect): OptionCall => ({
    dialect,
    fn: "resolve",
    on: "pairs",
    before: [],
    options: [{}, { leftoverDotSegments: "keep" }],
  })),
  // RFC 1808's resolve knows no option.
  { dialect: "rfc1808", fn: "resolve", on: "pairs", before: [], options: [{}] },
  {
    dialect: "rfc3986",
    fn: "resolve",
    on: "pairs",
    before: [],
    options: [{}, { strict: true }],
  },
];

type Call = (...args: unknown[]) => unknown;

interface Row {
  readonly name: string;
  readonly count: number;
  readonly noun: string;
  /** How each side calls the function: none, then each of the call's options. */
  readonly labels: readonly string[];
  readonly sides: readonly (() => number)[];
}

function rowOf(run: Run, call: OptionCall, f: Call): Row {
  const { urls, pairs } = run.corpus;
  const sides = [undefined, ...call.options].map((options) => {
    // A fresh object per call, as a literal at the call site makes.
    const extra = (): unknown[] =>
      options === undefined ? [] : [{ ...options }];
    if (call.on === "pairs") {
      const c = each(call.fn, (p: { base: string; reference: string }) =>
        f(p.base, p.reference, ...extra()),
      );
      return () => c.run(pairs);
    }
    const c = each(call.fn, (s: string) => f(s, ...call.before, ...extra()));
    return () => c.run(urls);
  });
  return {
    name: `${call.dialect}.${call.fn}`,
    count: call.on === "pairs" ? pairs.length : urls.length,
    noun: call.on === "pairs" ? "pairs" : "URLs",
    labels: ["none", ...call.options.map((o) => JSON.stringify(o))],
    sides,
  };
}

export function optionsSection(
  run: Run,
  all: readonly Dialect[],
  rounds: number,
  warmup: number,
): void {
  header("Options: what an options object costs, against none (this build)");
  const rows: Row[] = [];
  for (const call of OPTION_CALLS) {
    const d = all.find((other) => other.name === call.dialect);
    const f = d?.module[call.fn];
    if (typeof f === "function") rows.push(rowOf(run, call, f as Call));
  }
  console.log(
    `Each function called with no options and with each options object (a fresh one per call), ` +
      `on the same inputs (${run.corpus.name}), one right after the other in each of ${rounds} rounds ` +
      `after ${warmup} warm-up. The ratio is the time with the object ÷ the time with none in the same ` +
      `round: the median of the rounds' ratios, its 95% confidence interval (the verdict's ` +
      `basis, as in the baseline section), their middle half and their range.\n`,
  );
  const before = loadAverage();
  const timings = timeSides(rows, rounds, warmup, 0.05);
  const lines: string[][] = [
    [
      "",
      "options",
      "inputs × passes",
      "ops/s",
      "÷ none (time)",
      ...SUMMARY_HEADINGS,
      "within 2%",
    ],
  ];
  const summaries: RatioSummary[] = [];
  timings.forEach((timing, i) => {
    const row = rows[i] as Row;
    const none = timing.seconds[0] as number[];
    timing.seconds.forEach((seconds, k) => {
      const summary = k === 0 ? null : summarize(roundRatios(seconds, none));
      if (summary !== null) summaries.push(summary);
      lines.push([
        k === 0 ? row.name : "",
        row.labels[k] as string,
        `${row.count} ${row.noun} × ${timing.passes}`,
        formatRate(row.count / median(seconds)),
        ...(summary === null
          ? ["", "", "", "", ""]
          : summaryCells(summary, 0.02)),
      ]);
    });
  });
  console.log(table(lines));
  console.log(
    `\n${spreadSentence(summaries)} Load average (1, 5, 15 min) before: ${before}; after: ${loadAverage()}.`,
  );
}
