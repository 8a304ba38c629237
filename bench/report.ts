// How the benchmark prints: a section's header, a table of rates with the
// ratio to the first contender, the targets gathered on the way (printed at
// the end), the machine, and what every section is given (Run).
import * as fs from "node:fs";
import * as os from "node:os";
import { formatRate, ratio, table, type Timing } from "./harness.js";
import type { Corpus } from "./inputs.js";

/** A figure against its goal, printed in the last table. */
export interface Target {
  readonly what: string;
  readonly value: number;
  readonly goal: number;
  /** The value must be at most the goal (a growth), not at least (a ratio of speeds). */
  readonly atMost?: boolean;
}

/** What every section is given. */
export interface Run {
  readonly quick: boolean;
  /** Rounds (recorded) and warm-up rounds of an interleaved timing. */
  readonly rounds: number;
  readonly warmup: number;
  readonly corpus: Corpus;
  /** Where sections put their targets. */
  readonly targets: Target[];
}

export function header(title: string): void {
  console.log(`\n## ${title}\n`);
}

/** Each contender's rate, and `ours` divided by it (ratios of the same rounds). */
export function rateTable(
  timings: readonly Timing[],
  ours: Timing,
  extra: (t: Timing) => string[] = () => [],
  extraHead: string[] = [],
): string {
  return table([
    ["", "ops/s", `${ours.name} ÷ this`, ...extraHead],
    ...timings.map((t) => [
      t.name,
      formatRate(t.opsPerSecond),
      t === ours ? "1.00×" : `${ratio(ours, t).toFixed(2)}×`,
      ...extra(t),
    ]),
  ]);
}

/**
 * Each other dialect within 1.5× of RFC 2396: `timings` has the `dialects`
 * dialects' first, rfc2396's leading (then other contenders); `population`
 * names the inputs when they are not the whole corpus.
 */
export function pushDialectTargets(
  targets: Target[],
  timings: readonly Timing[],
  dialects: number,
  population = "",
): void {
  const ours = timings[0] as Timing;
  for (const t of timings.slice(1, dialects)) {
    targets.push({
      what: `${t.name} ÷ ${ours.name}${population === "" ? "" : `, ${population}`}`,
      value: ratio(t, ours),
      goal: 1 / 1.5,
    });
  }
}

export function printTargets(targets: readonly Target[]): void {
  if (targets.length === 0) return;
  header("Targets (ratios from the same interleaved runs)");
  console.log(
    table([
      ["ratio", "measured", "goal", ""],
      ...targets.map((t) => [
        t.what,
        `${t.value.toFixed(2)}×`,
        `${t.atMost === true ? "≤" : "≥"} ${t.goal.toFixed(2)}×`,
        (t.atMost === true ? t.value <= t.goal : t.value >= t.goal)
          ? "met"
          : "NOT MET",
      ]),
    ]),
  );
}

export function machine(): string {
  const cpuinfo = fs.existsSync("/proc/cpuinfo")
    ? fs.readFileSync("/proc/cpuinfo", "utf8")
    : "";
  const model = /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? "unknown CPU";
  const cores = (cpuinfo.match(/^processor\s*:/gm) ?? []).length;
  return `Node ${process.version}, ${model}, ${cores} core(s), ${process.platform} ${process.arch}`;
}

/** The load averages (1, 5 and 15 minutes), as the tables quote them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
}
