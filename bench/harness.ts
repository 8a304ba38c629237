// Timing for the benchmark: contenders run interleaved in one process, several
// rounds, and each figure is a median. The machine may be shared, so time is
// the process's CPU time (user + system, all its threads: the garbage
// collector's helpers count), not wall time, which counts the other processes'
// turns too; and ratios are taken within a round (ours and theirs measured
// moments apart), the median of those per-round ratios reported.

/** Something to time: `run` processes every input once and returns a checksum. */
export interface Contender<I> {
  readonly name: string;
  readonly run: (inputs: readonly I[]) => number;
}

export interface Timing {
  readonly name: string;
  /** Median operations per second over the rounds. */
  readonly opsPerSecond: number;
  /** Operations per second in each round. */
  readonly rounds: readonly number[];
}

/** A checksum that the optimizer cannot see through. */
let sink = 0;
export function consume(n: number): void {
  sink = (sink + n) | 0;
}
export function sinkValue(): number {
  return sink;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** CPU seconds this process has used. */
export function cpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Runs every contender over all inputs once per round, for `rounds` rounds after
 * `warmup` unrecorded ones; the order of the contenders rotates each round.
 */
export function timeInterleaved<I>(
  contenders: readonly Contender<I>[],
  inputs: readonly I[],
  rounds: number,
  warmup: number,
): Timing[] {
  const perRound: number[][] = contenders.map(() => []);
  for (let round = -warmup; round < rounds; round++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + Math.max(round, 0)) % contenders.length;
      const contender = contenders[i] as Contender<I>;
      const start = cpu();
      consume(contender.run(inputs));
      const elapsed = cpu() - start;
      if (round >= 0) (perRound[i] as number[]).push(inputs.length / elapsed);
    }
  }
  return contenders.map((c, i) => ({
    name: c.name,
    rounds: perRound[i] as number[],
    opsPerSecond: median(perRound[i] as number[]),
  }));
}

/** A row whose sides (the same work, done different ways) are timed against each other. */
export interface SidedRow {
  readonly name: string;
  /** Each side processes the row's inputs once and returns a checksum. */
  readonly sides: readonly (() => number)[];
}

export interface SidedTiming {
  readonly name: string;
  /** How many times each timed run processes the inputs. */
  readonly passes: number;
  /** Seconds of CPU time per pass over the inputs: one list per side, one entry per round. */
  readonly seconds: readonly (readonly number[])[];
}

/**
 * Times each row's sides in every round, one right after the other (with a
 * collection before each, under --expose-gc), the order rotating with the
 * round and the row, for `rounds` rounds after `warmup` unrecorded ones. A
 * timed run repeats the inputs `passes` times, as many as make the slowest
 * side take `minSeconds` in the last warm-up round.
 */
export function timeSides(
  rows: readonly SidedRow[],
  rounds: number,
  warmup: number,
  minSeconds: number,
): SidedTiming[] {
  const gc = (globalThis as { gc?: () => void }).gc;
  const passes = rows.map(() => 1);
  const seconds = rows.map((row) => row.sides.map((): number[] => []));
  for (let round = -warmup; round < rounds; round++) {
    rows.forEach((row, r) => {
      const n = row.sides.length;
      let slowest = 0;
      for (let k = 0; k < n; k++) {
        const side = (k + round + warmup + r) % n;
        const run = row.sides[side] as () => number;
        if (gc !== undefined) gc();
        const start = cpu();
        for (let p = 0; p < (passes[r] as number); p++) consume(run());
        const elapsed = cpu() - start;
        slowest = Math.max(slowest, elapsed);
        if (round >= 0)
          (seconds[r]?.[side] as number[]).push(
            elapsed / (passes[r] as number),
          );
      }
      if (round === -1 && slowest > 0)
        passes[r] = Math.max(1, Math.ceil(minSeconds / slowest));
    });
  }
  return rows.map((row, r) => ({
    name: row.name,
    passes: passes[r] as number,
    seconds: seconds[r] as number[][],
  }));
}

/** The median over rounds of (ours / theirs), each pair measured in the same round. */
export function ratio(ours: Timing, theirs: Timing): number {
  return median(ours.rounds.map((o, i) => o / (theirs.rounds[i] as number)));
}

/**
 * The least time of one call of `f`: calls are timed in batches of at least a
 * millisecond, until `budget` seconds are spent (at least `min` batches). With
 * `collect` (and node's --expose-gc), each batch starts from a collected heap,
 * and the collection of the garbage a batch makes is part of its time.
 * Wall time: a batch is short, and the least of many is one that no other
 * process interrupted (CPU time would count the compiler's threads instead).
 */
export function bestTime(
  f: () => number,
  budget: number,
  collect: boolean,
  min = 5,
): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  let batch = 1;
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) consume(f());
    if (seconds(start) >= 1e-3) break;
    batch *= 2;
  }
  let best = Infinity;
  const begin = process.hrtime.bigint();
  for (let n = 0; n < min || seconds(begin) < budget; n++) {
    if (collect && gc !== undefined) gc();
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) consume(f());
    best = Math.min(best, seconds(start) / batch);
  }
  return best;
}

function seconds(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

// ---- printing --------------------------------------------------------------

export function formatRate(opsPerSecond: number): string {
  return opsPerSecond >= 1e6
    ? `${(opsPerSecond / 1e6).toFixed(2)} M/s`
    : `${(opsPerSecond / 1e3).toFixed(1)} k/s`;
}

/** A table with a header row, columns padded; numbers right-aligned. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const line = (row: readonly string[]): string =>
    "| " +
    row
      .map((cell, i) =>
        /^[\d.,×x ]+(M\/s|k\/s|µs|ns\/B|ms|KB|B|%)?$/.test(cell) && i > 0
          ? cell.padStart(widths[i] as number)
          : cell.padEnd(widths[i] as number),
      )
      .join(" | ") +
    " |";
  const [head, ...body] = rows;
  return [
    line(head ?? []),
    "|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|",
    ...body.map(line),
  ].join("\n");
}
