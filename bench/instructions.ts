// Machine instructions per input of baseline rows (bench/baseline.ts),
// counted by valgrind's callgrind with V8 in its deterministic mode
// (--predictable, --single-threaded): a build gives the same count run after
// run, whatever the machine's load, so a difference of 1% between two builds
// shows in one run each, where the timed baseline section needs dozens of
// rounds on a quiet machine. An instruction count is not a time (a cache
// miss costs more than an add, and a collection is counted when it falls in
// the passes): it says where a row the timed section calls "unclear" stands,
// and which change moved it. With --baseline each row ends with this build's
// count ÷ the baseline's and a verdict against the timed section's 2%: a
// verdict on the work per input, which the timed section, on a machine whose
// speed moves by more than 2% (bench/baseline.md), cannot give.
//
//   node dist/bench/instructions.js [--baseline <dir>] [--corpus <dir>] <row>...
//
// <row> names a row of the baseline section exactly ("rfc2396.tryParse",
// 'rfc1738.parse(…, {"strict":false})'). Each count is two runs of this file
// as a child (--child) under valgrind: every parse, tryParse and isValid row
// of the build run once over the corpus (so that the code the dialects share
// has seen them all, as in the benchmark and in any program that uses
// several), then the row 3 times, then 2 (first run) or 6 (second run) more
// times; the difference of the two counts, over 4 passes of the row's
// inputs. Needs valgrind (Debian: apt-get install valgrind); a row takes
// about a minute per build on the sample corpus.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { resolveBuild, rowsOf, TOLERANCE, type Row } from "./baseline.js";
import { consume } from "./harness.js";
import { loadCorpus, loadDialects, thisBuild } from "./inputs.js";

/** The passes of the row in the two runs: the count of the first is taken from the second's. */
export const PASSES = [2, 6] as const;

/** The rows every child runs once first: each dialect's parse, tryParse and isValid. */
export function isWarmed(row: Row): boolean {
  return /\.(parse|tryParse|isValid)$/.test(row.name);
}

/** The instructions callgrind counted, from its summary on standard error ("Collected : N"). */
export function collected(stderr: string): number {
  const match = /Collected : (\d+)/.exec(stderr);
  if (match === null)
    throw new Error(`callgrind printed no count:\n${stderr.slice(-2000)}`);
  return Number(match[1]);
}

/** Instructions per input: the counts of the runs of PASSES, of a row of `count` inputs. */
export function perInput(
  counts: readonly [number, number],
  count: number,
): number {
  return (counts[1] - counts[0]) / ((PASSES[1] - PASSES[0]) * count);
}

/**
 * What two counts of a row say against the baseline section's tolerance (2%):
 * this build's count ÷ the baseline's, and "within" when that is at most
 * 1 + tolerance, else "SLOWER". A count has no interval: the same build gives
 * the same count, so one run of each decides.
 */
export function countVerdict(
  current: number,
  baseline: number,
  tolerance = TOLERANCE,
): { ratio: number; verdict: "within" | "SLOWER" } {
  if (!(current > 0 && baseline > 0))
    throw new RangeError(`counts must be positive: ${current}, ${baseline}`);
  const ratio = current / baseline;
  return { ratio, verdict: ratio <= 1 + tolerance ? "within" : "SLOWER" };
}

/** countVerdict's answer, as the output says it. */
export function verdictText(v: ReturnType<typeof countVerdict>): string {
  const said = v.verdict === "within" ? `within ${TOLERANCE * 100}%` : "SLOWER";
  return `this ÷ baseline ${v.ratio.toFixed(3)}×, ${said}`;
}

/** The child: `row` of the build in `dist`, after the warm-up, `passes` more times. */
function child(
  dist: string,
  corpus: string,
  name: string,
  passes: number,
): void {
  const rows = rowsOf(loadCorpus(corpus), loadDialects(dist));
  const row = rows.find((r) => r.name === name);
  if (row === undefined) throw new Error(`no row ${name} in ${dist}`);
  for (const warm of rows) if (isWarmed(warm)) consume(warm.run());
  for (let p = 0; p < 3 + passes; p++) consume(row.run());
}

/** The count of one child run under callgrind. */
function countOf(
  dist: string,
  corpus: string,
  row: string,
  passes: number,
): number {
  const run = spawnSync(
    "valgrind",
    [
      "--tool=callgrind",
      "--callgrind-out-file=/dev/null",
      process.execPath,
      "--single-threaded",
      "--predictable",
      __filename,
      "--child",
      dist,
      corpus,
      row,
      String(passes),
    ],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (run.error !== undefined)
    throw new Error(`valgrind: ${run.error.message} (is it installed?)`);
  if (run.status !== 0)
    throw new Error(`the child failed:\n${run.stderr.slice(-2000)}`);
  return collected(run.stderr);
}

const USAGE =
  "usage: instructions.js [--baseline <dir>] [--corpus <dir>] <row>...";

/** What to print, and the exit status, when the command line is wrong. */
function refusal(problem: string): { print: string; status: 2 } {
  return { print: `instructions: ${problem}\n${USAGE}`, status: 2 };
}

/** The options and rows of `argv`, or what to print instead: the usage (--help, status 0), or what is wrong and the usage (status 2). */
export function readArguments(
  argv: readonly string[],
):
  | { baseline?: string; corpus?: string; rows: string[] }
  | { print: string; status: 0 | 2 } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: {
        baseline: { type: "string" },
        corpus: { type: "string" },
        help: { type: "boolean" },
      },
      allowPositionals: true,
    });
    const { help, ...paths } = values;
    if (help === true) return { print: USAGE, status: 0 };
    if (positionals.length > 0) return { ...paths, rows: positionals };
    return refusal("no row named");
  } catch (error) {
    return refusal((error as Error).message);
  }
}

/** The rows named, in their order, or what is wrong: the names of no row, and the rows there are (checked before any is counted). */
export function pickRows(
  names: readonly string[],
  rows: readonly Row[],
): Row[] | string {
  const picked = names.map((name) => rows.find((r) => r.name === name));
  const unknown = names.filter((_, i) => picked[i] === undefined);
  if (unknown.length === 0) return picked as Row[];
  const known = rows.map((r) => JSON.stringify(r.name)).join(", ");
  return `no row ${unknown.map((n) => JSON.stringify(n)).join(", ")}; the rows: ${known}`;
}

/** Prints readArguments' or refusal's text, and sets the exit status. */
function printRefusal({
  print,
  status,
}: {
  print: string;
  status: 0 | 2;
}): void {
  (status === 0 ? console.log : console.error)(print);
  process.exitCode = status;
}

function main(argv: readonly string[]): void {
  if (argv[0] === "--child") {
    const [, dist = "", corpus = "", row = "", passes = ""] = argv;
    return child(dist, corpus, row, Number(passes));
  }
  const args = readArguments(argv);
  if ("print" in args) return printRefusal(args);
  const corpus = loadCorpus(args.corpus);
  const builds: [label: string, dist: string][] = [["this build", thisBuild]];
  if (args.baseline !== undefined)
    builds.push(["baseline", resolveBuild(args.baseline)]);
  const rows = pickRows(args.rows, rowsOf(corpus, loadDialects(thisBuild)));
  if (typeof rows === "string") return printRefusal(refusal(rows));
  for (const { name, count } of rows) {
    const perBuild = builds.map(([, dist]) => {
      const counts = PASSES.map((n) => countOf(dist, corpus.dir, name, n)) as [
        number,
        number,
      ];
      return perInput(counts, count);
    });
    const cells = builds.map(
      ([label], i) => `${label} ${Math.round(perBuild[i] as number)}`,
    );
    const [current, baseline] = perBuild;
    const verdict =
      current === undefined || baseline === undefined
        ? ""
        : `; ${verdictText(countVerdict(current, baseline))}`;
    console.log(
      `${name}: ${cells.join(", ")} instructions per input${verdict}`,
    );
  }
}

if (require.main === module) main(process.argv.slice(2));
