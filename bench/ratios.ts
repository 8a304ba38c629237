// The arithmetic of the baseline section (bench/baseline.ts): a row is timed
// for this build and for the baseline build in each round, one right after
// the other, and each round gives one ratio of their times; the figure is the
// median of those ratios, with their spread (the middle half, and the whole
// range), so that a noisy machine shows as a wide spread, not as a wrong
// figure. The verdict against a tolerance rests on the median's confidence
// interval (medianInterval), which narrows as rounds are added, where the
// middle half does not: it is the spread of one round's ratio.

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

/**
 * roundRatios of each time divided by the probe's time beside it in the same
 * process (bench/baseline-child.ts): the ratio of the two builds freed of how
 * fast each process read memory just then.
 */
export function probedRatios(
  current: readonly number[],
  currentProbe: readonly number[],
  baseline: readonly number[],
  baselineProbe: readonly number[],
): number[] {
  const per = (times: readonly number[], probes: readonly number[]) => {
    if (probes.length !== times.length)
      throw new RangeError(`${times.length} times, ${probes.length} probes`);
    return times.map((seconds, i) => {
      const probe = probes[i] as number;
      if (!(probe > 0))
        throw new RangeError(`round ${i}: a probe that is not positive`);
      return seconds / probe;
    });
  };
  return roundRatios(per(current, currentProbe), per(baseline, baselineProbe));
}

/**
 * The distribution-free confidence interval of the median of `values` (the
 * sign test's): the order statistics x(k) and x(n+1-k), k the largest rank
 * for which a Binomial(n, 1/2) count below k has probability at most
 * (1 - confidence) / 2. It holds the true median of the rounds' ratios with at
 * least that probability whatever their distribution, provided the rounds
 * are independent (a fresh process each). With too few values for any such
 * k (fewer than 6 at 95%), the whole range.
 */
export function medianInterval(
  values: readonly number[],
  confidence = 0.95,
): { readonly low: number; readonly high: number } {
  if (values.length === 0) throw new RangeError("interval of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const tail = (1 - confidence) / 2;
  // k: the largest with P(X <= k - 1) <= tail, X ~ Binomial(n, 1/2), else
  // 1; the terms P(X = j) in logs, so that a large n does not underflow.
  let k = 1;
  let logTerm = -n * Math.LN2; // log P(X = 0)
  let cdf = Math.exp(logTerm);
  for (let j = 0; cdf <= tail;) {
    k = j + 1;
    j++;
    logTerm += Math.log((n - j + 1) / j);
    cdf += Math.exp(logTerm);
  }
  return { low: sorted[k - 1] as number, high: sorted[n - k] as number };
}

export interface RatioSummary {
  readonly rounds: number;
  readonly median: number;
  /** The median's 95% confidence interval (medianInterval). */
  readonly medianLow: number;
  readonly medianHigh: number;
  /** The 25th and 75th percentiles: the middle half of the rounds. */
  readonly lowQuartile: number;
  readonly highQuartile: number;
  readonly min: number;
  readonly max: number;
}

export function summarize(ratios: readonly number[]): RatioSummary {
  const interval = medianInterval(ratios);
  return {
    rounds: ratios.length,
    median: quantile(ratios, 0.5),
    medianLow: interval.low,
    medianHigh: interval.high,
    lowQuartile: quantile(ratios, 0.25),
    highQuartile: quantile(ratios, 0.75),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
  };
}

/**
 * What a summary says against a tolerance (0.02: "within 2%"), by the
 * median's 95% confidence interval, not the median alone: "faster" when the
 * whole interval is faster by more than the tolerance, "within" when its top
 * is within it, "SLOWER" when its bottom is slower by more, and "unclear"
 * when it straddles the tolerance (more rounds, or a quieter machine, decide).
 */
export function verdict(
  summary: RatioSummary,
  tolerance: number,
): "faster" | "within" | "SLOWER" | "unclear" {
  if (summary.medianHigh < 1 - tolerance) return "faster";
  if (summary.medianHigh <= 1 + tolerance) return "within";
  if (summary.medianLow > 1 + tolerance) return "SLOWER";
  return "unclear";
}

/** A ratio as the tables print it: three decimals and a ×. */
export function formatRatio(value: number): string {
  return `${value.toFixed(3)}×`;
}

/** The columns summaryCells fills, after the figure's own. */
export const SUMMARY_HEADINGS = [
  "median's 95% interval",
  "middle half",
  "range",
] as const;

/** A summary's cells in a table: the median, its interval, the middle half, the range, and the verdict. */
export function summaryCells(
  summary: RatioSummary,
  tolerance: number,
): string[] {
  return [
    formatRatio(summary.median),
    `${formatRatio(summary.medianLow)}–${formatRatio(summary.medianHigh)}`,
    `${formatRatio(summary.lowQuartile)}–${formatRatio(summary.highQuartile)}`,
    `${formatRatio(summary.min)}–${formatRatio(summary.max)}`,
    verdict(summary, tolerance),
  ];
}

/** A sentence on the rows' summaries: the medians' extent and the widest middle half. */
export function spreadSentence(summaries: readonly RatioSummary[]): string {
  if (summaries.length === 0) return "No rows.";
  const medians = summaries.map((s) => s.median);
  const points = (width: (s: RatioSummary) => number) =>
    (Math.max(...summaries.map(width)) * 100).toFixed(1);
  return (
    `${summaries.length} rows, ${summaries[0]?.rounds} rounds each; medians from ` +
    `${formatRatio(Math.min(...medians))} to ${formatRatio(Math.max(...medians))}; ` +
    `the widest median's interval ${points((s) => s.medianHigh - s.medianLow)} points, ` +
    `the widest middle half ${points((s) => s.highQuartile - s.lowQuartile)}.`
  );
}
