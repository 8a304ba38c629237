// The baseline section (--baseline <dir>): each dialect's parse, tryParse,
// isValid, resolve and createResolver of this build against the same
// function of another build of the package (an older commit's dist/), and
// the functions that take an options object, called with one.
//
// Each round is a pair of fresh processes (bench/baseline-child.ts), one per
// build, one right after the other, the order alternating from round to
// round: each loads its build alone, warms every row up the same way, and
// times each row once (a collection before each), on the same inputs. Two
// builds in one process do not measure their code alone: timed in one
// process, this build against a byte-identical copy of itself gave ratios
// from 0.5× to 2× on some rows, for the same code (the functions of one
// dialect share the process's inline caches, allocation sites and compiled
// regular expressions with the other's); a fresh process per round draws
// that state anew, and its luck shows in the spread instead. Each round gives
// one ratio of the two CPU times per row (bench/ratios.ts).
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { BenchArgumentError } from "./args.js";
import { formatRate, median, table } from "./harness.js";
import {
  BOUND_BASE,
  each,
  type Corpus,
  type Dialect,
  type Pair,
  type Resolve,
} from "./inputs.js";
import { OPTION_CALLS, type OptionCall } from "./options.js";
import {
  formatRatio,
  probedRatios,
  roundRatios,
  spreadSentence,
  SUMMARY_HEADINGS,
  summarize,
  summaryCells,
} from "./ratios.js";
import { header, loadAverage } from "./report.js";

/** "Within 2%": the tolerance for parse and resolve. */
export const TOLERANCE = 0.02;

/** The least CPU time of one timed run: the inputs are repeated up to it. */
export const MIN_SECONDS = 0.05;

/**
 * The dist/ directory of the build `dir` names: `dir` itself when it holds
 * src/rfc2396/index.js (a dist/), else its dist/ when that does (a clone
 * built with npm run build). Throws BenchArgumentError otherwise.
 */
export function resolveBuild(dir: string): string {
  const given = path.resolve(dir);
  for (const candidate of [given, path.join(given, "dist")]) {
    if (fs.existsSync(path.join(candidate, "src", "rfc2396", "index.js")))
      return candidate;
  }
  throw new BenchArgumentError(
    `--baseline ${dir}: neither it nor its dist/ holds a build (src/rfc2396/index.js); ` +
      "build the commit first (see bench/baseline.md)",
  );
}

/** A row: one function of one build, over its inputs. */
export interface Row {
  readonly name: string;
  /** "plain": called without options; "options": with an options object. */
  readonly group: "plain" | "options";
  readonly count: number;
  readonly noun: string;
  /** Processes the inputs once; returns a checksum. */
  readonly run: () => number;
}

function row<I>(
  name: string,
  group: Row["group"],
  inputs: readonly I[],
  noun: string,
  f: (input: I) => unknown,
): Row {
  const contender = each(name, f);
  return {
    name,
    group,
    count: inputs.length,
    noun,
    run: () => contender.run(inputs),
  };
}

/** The rows of one build: each function of each dialect it has, then the option calls. */
export function rowsOf(corpus: Corpus, dialects: readonly Dialect[]): Row[] {
  const { urls, pairs } = corpus;
  const refs = pairs.map((p) => p.reference);
  const rows: Row[] = [];
  for (const d of dialects) {
    rows.push(row(`${d.name}.parse`, "plain", urls, "URLs", d.parse));
    rows.push(row(`${d.name}.tryParse`, "plain", urls, "URLs", d.tryParse));
    rows.push(row(`${d.name}.isValid`, "plain", urls, "URLs", d.isValid));
    const resolve = d.resolve;
    if (resolve !== null) {
      rows.push(
        row(`${d.name}.resolve`, "plain", pairs, "pairs", (p: Pair) =>
          resolve(p.base, p.reference),
        ),
      );
    }
    if (d.createResolver !== null) {
      const bound = d.createResolver(BOUND_BASE);
      const name = `${d.name}.createResolver(base)`;
      rows.push(row(name, "plain", refs, "references", bound));
    }
  }
  for (const call of OPTION_CALLS) {
    const d = dialects.find((other) => other.name === call.dialect);
    const f = d?.module[call.fn];
    if (typeof f === "function") rows.push(optionRow(corpus, call, f as Call));
  }
  return rows;
}

type Call = (...args: unknown[]) => unknown;

/** The function of `call` with its last options object, a fresh one per call (as a literal makes). */
function optionRow(corpus: Corpus, call: OptionCall, f: Call): Row {
  const options = call.options[call.options.length - 1] as object;
  const name = `${call.dialect}.${call.fn}(…, ${JSON.stringify(options)})`;
  if (call.on === "pairs") {
    const resolve: Resolve = (base, reference) =>
      f(base, reference, { ...options }) as string;
    return row(name, "options", corpus.pairs, "pairs", (p: Pair) =>
      resolve(p.base, p.reference),
    );
  }
  return row(name, "options", corpus.urls, "URLs", (s: string) =>
    f(s, ...call.before, { ...options }),
  );
}

/** What a child process reports: each row's CPU seconds per pass over its inputs. */
export interface ChildReport {
  readonly rows: readonly {
    readonly name: string;
    readonly group: Row["group"];
    readonly count: number;
    readonly noun: string;
    readonly passes: number;
    readonly seconds: number;
    /** CPU seconds of the probe (bench/baseline-child.ts), the mean of those just before and just after the row. */
    readonly probe: number;
    /** What a pass returns: the inputs accepted, and twice those thrown on. */
    readonly checksum: number;
  }[];
}

/** A child's standard output read back; throws on anything else. */
export function parseChildReport(text: string): ChildReport {
  const value = JSON.parse(text) as unknown;
  const rows = (value as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("a child's report has no rows");
  for (const r of rows as Record<string, unknown>[]) {
    const ok =
      typeof r["name"] === "string" &&
      (r["group"] === "plain" || r["group"] === "options") &&
      typeof r["noun"] === "string" &&
      [r["count"], r["passes"], r["seconds"], r["probe"]].every(
        (n) => typeof n === "number" && n > 0,
      ) &&
      typeof r["checksum"] === "number" &&
      r["checksum"] >= 0;
    if (!ok)
      throw new Error(`a child's row is malformed: ${JSON.stringify(r)}`);
  }
  return value as ChildReport;
}

/** A row both builds have, with its seconds per pass in each round. */
export interface PairedRow {
  readonly name: string;
  readonly group: Row["group"];
  readonly count: number;
  readonly noun: string;
  readonly passes: number;
  readonly current: readonly number[];
  readonly baseline: readonly number[];
  /** Each round's probe (see ChildReport) beside the row, in each build's process. */
  readonly currentProbe: readonly number[];
  readonly baselineProbe: readonly number[];
  /** The two builds' checksums differ (see ChildReport): they do not do the same work. */
  readonly differs: boolean;
}

/**
 * The rounds' reports paired by row name, in this build's order: the rows
 * both builds have (the others named in `missing`). `current[i]` and
 * `baseline[i]` are round i's.
 */
export function pairRounds(
  current: readonly ChildReport[],
  baseline: readonly ChildReport[],
): { readonly rows: PairedRow[]; readonly missing: string[] } {
  if (current.length !== baseline.length || current.length === 0)
    throw new RangeError("the two builds ran different numbers of rounds");
  const first = current[0] as ChildReport;
  const baselineNames = new Set(
    (baseline[0] as ChildReport).rows.map((r) => r.name),
  );
  const found = (reports: readonly ChildReport[], name: string) =>
    reports.map((report, i) => {
      const r = report.rows.find((r) => r.name === name);
      if (r === undefined)
        throw new RangeError(`round ${i} has no row ${name}`);
      return r;
    });
  const rows: PairedRow[] = [];
  const missing: string[] = [];
  for (const r of first.rows) {
    if (!baselineNames.has(r.name)) {
      missing.push(r.name);
      continue;
    }
    const [ours, theirs] = [found(current, r.name), found(baseline, r.name)];
    const checksums = new Set([...ours, ...theirs].map((x) => x.checksum));
    rows.push({
      name: r.name,
      group: r.group,
      count: r.count,
      noun: r.noun,
      passes: r.passes,
      current: ours.map((x) => x.seconds),
      baseline: theirs.map((x) => x.seconds),
      currentProbe: ours.map((x) => x.probe),
      baselineProbe: theirs.map((x) => x.probe),
      differs: checksums.size > 1,
    });
  }
  return { rows, missing };
}

/** One fresh process timing every row of the build in `dist` (bench/baseline-child.ts). */
function runChild(dist: string, corpus: Corpus, warmup: number): ChildReport {
  const child = path.join(__dirname, "baseline-child.js");
  const result = spawnSync(
    process.execPath,
    ["--expose-gc", child, dist, corpus.dir, String(warmup)],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (result.status !== 0) {
    throw new Error(
      `${child} ${dist} exited ${result.status}: ${result.stderr}`,
    );
  }
  return parseChildReport(result.stdout);
}

/** The section: the rounds, then a table per group, with what they rest on. */
export function baselineSection(
  corpus: Corpus,
  baselineDir: string,
  rounds: number,
  warmup: number,
): void {
  const dist = resolveBuild(baselineDir);
  const builds = [path.resolve(__dirname, ".."), dist] as const;
  header(`Baseline: this build against the build in ${dist}`);
  const before = loadAverage();
  const start = Date.now();
  const reports: [ChildReport[], ChildReport[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
      reports[which]?.push(runChild(builds[which] as string, corpus, warmup));
    }
  }
  const seconds = ((Date.now() - start) / 1000).toFixed(0);
  console.log(
    `${rounds} rounds, each a fresh process per build, one right after the other (the order ` +
      `alternating), each warming every row up ${warmup} times and then timing each row once ` +
      `(a collection before each; the inputs, ${corpus.name}, repeated to at least ` +
      `${MIN_SECONDS * 1000} ms of CPU time). The ratio is this build's time ÷ the baseline's in ` +
      `the same round (above 1.000×: this build is slower): the median of the ${rounds} rounds' ` +
      `ratios, its 95% confidence interval (order statistics, as the sign test; it narrows as rounds ` +
      `are added), their middle half (25th–75th percentile) and their range. "within" ${TOLERANCE * 100}%: ` +
      `the median's interval's top is at most ${formatRatio(1 + TOLERANCE)}; "SLOWER": its bottom is above it; ` +
      `"unclear": it straddles it. "÷ probe": the same, each time first divided by the probe's ` +
      `beside it in its process (a sum of the corpus's characters, the same code in both: how fast ` +
      `that process read memory just then; see bench/baseline.md). Load average (1, 5, 15 min) before: ${before}; after: ` +
      `${loadAverage()}; ${seconds} s.`,
  );
  const { rows, missing } = pairRounds(reports[0], reports[1]);
  if (missing.length > 0)
    console.log(`\nNot in the baseline build: ${missing.join(", ")}.`);
  report(
    "Without options",
    rows.filter((r) => r.group === "plain"),
  );
  report(
    "With an options object (a fresh one per call)",
    rows.filter((r) => r.group === "options"),
  );
}

/** One table: each row's ratios summarized, by time and by time ÷ probe (see the section's text). */
function report(title: string, rows: readonly PairedRow[]): void {
  if (rows.length === 0) return;
  console.log(`\n### ${title}\n`);
  const lines: string[][] = [
    [
      "",
      "inputs × passes",
      "this build",
      "baseline",
      "this ÷ baseline (time)",
      ...SUMMARY_HEADINGS,
      `within ${TOLERANCE * 100}%`,
      "÷ probe",
      "median's 95% interval",
      `within ${TOLERANCE * 100}% (÷ probe)`,
    ],
  ];
  const summaries = rows.map((r) => {
    const summary = summarize(roundRatios(r.current, r.baseline));
    // ÷ probe: its median, the median's interval and the verdict.
    const [byProbe, byProbeInterval, , , byProbeVerdict] = summaryCells(
      summarize(
        probedRatios(r.current, r.currentProbe, r.baseline, r.baselineProbe),
      ),
      TOLERANCE,
    );
    lines.push([
      r.name,
      `${r.count} ${r.noun} × ${r.passes}`,
      formatRate(r.count / median(r.current)),
      formatRate(r.count / median(r.baseline)),
      ...summaryCells(summary, TOLERANCE),
      byProbe as string,
      byProbeInterval as string,
      byProbeVerdict as string,
    ]);
    return summary;
  });
  console.log(table(lines));
  console.log(`\n${spreadSentence(summaries)}`);
  const differ = rows.filter((r) => r.differs).map((r) => r.name);
  if (differ.length > 0) {
    console.log(
      `The builds do not do the same work on ${differ.join(", ")}: their checksums ` +
        "(the inputs accepted, and twice those thrown on) differ.",
    );
  }
}
