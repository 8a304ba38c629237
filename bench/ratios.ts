// The arithmetic of the baseline section (bench/baseline.ts): a row is timed
// for this build and for the baseline build in each round, one right after
// the other, and each round gives one ratio of their times; the figure is the
// median of those ratios, with their spread (the middle half, and the whole
// range), so that a noisy machine shows as a wide spread, not as a wrong
// figure.

/**
 * The `q` quantile (0 to 1) of `values`: linear interpolation between the
 * two nearest order statistics (R's and NumPy's default). Throws on no values.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new RangeError("quantile of no values");
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile ${q} not in [0, 1]`);
  const sorted = [...values].sort((a, b) => a - b);
  const at = q * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (at - below);
}

/**
 * Each round's time of this build divided by the baseline's time in the same
 * round (above 1: this build is slower). The two lists are seconds per round,
 * in round order, of equal length.
 */
export function roundRatios(
  current: readonly number[],
  baseline: readonly number[],
): number[] {
  if (current.length !== baseline.length) {
    throw new RangeError(
      `${current.length} rounds of this build, ${baseline.length} of the baseline`,
    );
  }
  return current.map((seconds, i) => {
    const base = baseline[i] as number;
    if (!(seconds > 0 && base > 0))
      throw new RangeError(`round ${i}: a time that is not positive`);
    return seconds / base;
  });
}

export interface RatioSummary {
  readonly rounds: number;
  readonly median: number;
  /** The 25th and 75th percentiles: the middle half of the rounds. */
  readonly lowQuartile: number;
  readonly highQuartile: number;
  readonly min: number;
  readonly max: number;
}

export function summarize(ratios: readonly number[]): RatioSummary {
  return {
    rounds: ratios.length,
    median: quantile(ratios, 0.5),
    lowQuartile: quantile(ratios, 0.25),
    highQuartile: quantile(ratios, 0.75),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
  };
}

/**
 * What a summary says against a tolerance (0.02: "within 2%"), by the middle
 * half of the rounds, not the median alone: "faster" when even the slower
 * quarter is faster by more than the tolerance, "within" when the slower
 * quarter is within it, "SLOWER" when even the faster quarter is slower by
 * more, and "unclear" when the middle half straddles the tolerance (more
 * rounds, or a quieter machine, decide it).
 */
export function verdict(
  summary: RatioSummary,
  tolerance: number,
): "faster" | "within" | "SLOWER" | "unclear" {
  if (summary.highQuartile < 1 - tolerance) return "faster";
  if (summary.highQuartile <= 1 + tolerance) return "within";
  if (summary.lowQuartile > 1 + tolerance) return "SLOWER";
  return "unclear";
}

/** A ratio as the tables print it: three decimals and a ×. */
export function formatRatio(value: number): string {
  return `${value.toFixed(3)}×`;
}

/** A summary's cells in a table: the median, the middle half, the range, and the verdict. */
export function summaryCells(
  summary: RatioSummary,
  tolerance: number,
): string[] {
  return [
    formatRatio(summary.median),
    `${formatRatio(summary.lowQuartile)}–${formatRatio(summary.highQuartile)}`,
    `${formatRatio(summary.min)}–${formatRatio(summary.max)}`,
    verdict(summary, tolerance),
  ];
}

/** A sentence on the rows' summaries: the medians' extent and the widest middle half. */
export function spreadSentence(summaries: readonly RatioSummary[]): string {
  if (summaries.length === 0) return "No rows.";
  const medians = summaries.map((s) => s.median);
  const widest = Math.max(
    ...summaries.map((s) => s.highQuartile - s.lowQuartile),
  );
  return (
    `${summaries.length} rows, ${summaries[0]?.rounds} rounds each; medians from ` +
    `${formatRatio(Math.min(...medians))} to ${formatRatio(Math.max(...medians))}; ` +
    `the widest middle half ${(widest * 100).toFixed(1)} points.`
  );
}
