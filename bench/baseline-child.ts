// One round of the baseline section (bench/baseline.ts) for one build, in a
// process of its own, so that the build's code runs alone:
//
//   node --expose-gc dist/bench/baseline-child.js <dist> <corpus dir> <warm-up rounds>
//
// loads the dialects of the build in <dist> and the corpus in <corpus dir>,
// runs every row (rowsOf) once per warm-up round, then times each row once,
// a collection before each, its inputs repeated as many times as make the
// last warm-up run last MIN_SECONDS; prints a ChildReport (JSON). It imports
// nothing of this build's src/, which would put this build beside the other.
//
// Each timed row is bracketed by the probe: the same loop in every child,
// whatever the build (a sum of the corpus's characters), whose time says how
// fast this process reads memory just then. On the machine these figures come
// from, that speed changes from process to process and within one, by up to
// 2× (a plain loop of arithmetic does not move): the section also divides a
// row's time by its probe's (see bench/baseline.md).
import { MIN_SECONDS, rowsOf, type ChildReport, type Row } from "./baseline.js";
import { consume, cpu } from "./harness.js";
import { loadCorpus, loadDialects } from "./inputs.js";

/**
 * CPU seconds of `passes` passes of `row`, after a collection (under
 * --expose-gc), and the checksum of a pass.
 */
function timed(row: Row, passes: number): [number, number] {
  (globalThis as { gc?: () => void }).gc?.();
  let checksum = 0;
  const start = cpu();
  for (let p = 0; p < passes; p++) checksum = row.run();
  const seconds = cpu() - start;
  consume(checksum);
  return [seconds, checksum];
}

/**
 * CPU seconds of one pass of the probe over `urls`: the sum of their
 * characters' codes, the same code whichever build is loaded. (It allocates
 * nothing, so no collection falls in it.)
 */
function probe(urls: readonly string[]): number {
  const start = cpu();
  let sum = 0;
  for (const url of urls)
    for (let i = 0; i < url.length; i++) sum += url.charCodeAt(i);
  const seconds = cpu() - start;
  consume(sum);
  return seconds;
}

function main(argv: readonly string[]): void {
  const [dist, corpusDir, warmupText] = argv;
  const warmup = Number(warmupText);
  if (dist === undefined || corpusDir === undefined || !(warmup >= 1)) {
    throw new Error(
      "usage: baseline-child.js <dist> <corpus dir> <warm-up rounds>",
    );
  }
  const corpus = loadCorpus(corpusDir);
  const rows = rowsOf(corpus, loadDialects(dist));
  const passes = rows.map(() => 1);
  for (let w = 0; w < warmup; w++) {
    rows.forEach((row, i) => {
      probe(corpus.urls);
      const [seconds] = timed(row, 1);
      if (w === warmup - 1)
        passes[i] = Math.max(
          1,
          Math.ceil(MIN_SECONDS / Math.max(seconds, 1e-6)),
        );
    });
  }
  let before = probe(corpus.urls);
  const report: ChildReport = {
    rows: rows.map((row, i) => {
      const n = passes[i] as number;
      const { name, group, count, noun } = row;
      const [seconds, checksum] = timed(row, n);
      const after = probe(corpus.urls);
      const probed = (before + after) / 2;
      before = after;
      return {
        name,
        group,
        count,
        noun,
        passes: n,
        seconds: seconds / n,
        probe: probed,
        checksum,
      };
    }),
  };
  process.stdout.write(JSON.stringify(report));
}

main(process.argv.slice(2));
