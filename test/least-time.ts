// Timing for the linearity tests: the least of several runs, since a pause of
// the collector, or of a machine shared with other work, lengthens one run,
// never all of them.

/** The least time, in nanoseconds, that `run` took in `runs` runs. */
export function leastTime(run: () => void, runs = 5): number {
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    run();
    least = Math.min(least, Number(process.hrtime.bigint() - start));
  }
  return least;
}
