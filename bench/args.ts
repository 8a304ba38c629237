// The benchmark's command line (bench/bench.ts's header lists it): read into
// BenchArguments, every mistake a BenchArgumentError (an unknown flag, a flag
// without its value or given twice, an unknown section, a count that is not a
// positive integer), so that a typo does not run the whole benchmark.

/** The sections, in the order they run (see bench/bench.ts). */
export const SECTIONS = [
  "agreement",
  "parse",
  "rejections",
  "resolve",
  "bound",
  "scaling",
  "garbage",
  "tree",
  "bundle",
  "flat",
  "iri",
  "check",
  "options",
  "baseline",
] as const;

export type Section = (typeof SECTIONS)[number];

export interface BenchArguments {
  /** --quick: fewer rounds, shorter budgets. */
  readonly quick: boolean;
  /** --only a,b: the sections to run; null for every one. */
  readonly only: ReadonlySet<Section> | null;
  /** --corpus <dir>: a directory holding urls.txt and relative.tsv. */
  readonly corpus: string | undefined;
  /** --check-baseline <main.js>: another build's CLI, for the check section. */
  readonly checkBaseline: string | undefined;
  /** --baseline <dir>: another build of the package, for the baseline section. */
  readonly baseline: string | undefined;
  /** --rounds <n>: the rounds of every timed section, in place of its default. */
  readonly rounds: number | undefined;
}

export class BenchArgumentError extends Error {
  override readonly name = "BenchArgumentError";
}

const FLAGS = ["--quick"] as const;
const VALUED = [
  "--only",
  "--corpus",
  "--check-baseline",
  "--baseline",
  "--rounds",
] as const;
type Valued = (typeof VALUED)[number];

export const USAGE =
  "node --expose-gc dist/bench/bench.js [--quick] [--rounds <n>] [--corpus <dir>]\n" +
  "  [--check-baseline <main.js>] [--baseline <dir>] [--only " +
  SECTIONS.join(",") +
  "]";

/** `argv` (process.argv without node and the script) read; throws BenchArgumentError. */
export function parseArguments(argv: readonly string[]): BenchArguments {
  let quick = false;
  const values = new Map<Valued, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const equals = arg.indexOf("=");
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    if ((FLAGS as readonly string[]).includes(name)) {
      if (equals > 0)
        throw new BenchArgumentError(`${name} takes no value: ${arg}`);
      quick = true;
      continue;
    }
    if (!(VALUED as readonly string[]).includes(name)) {
      throw new BenchArgumentError(
        arg.startsWith("-")
          ? `unknown flag ${arg}; the flags: ${[...FLAGS, ...VALUED].join(", ")}`
          : `unexpected argument ${JSON.stringify(arg)}`,
      );
    }
    const flag = name as Valued;
    if (values.has(flag)) throw new BenchArgumentError(`${flag} given twice`);
    let value: string | undefined;
    if (equals > 0) value = arg.slice(equals + 1);
    else {
      value = argv[i + 1];
      if (value !== undefined && !value.startsWith("--")) i++;
      else value = undefined;
    }
    if (value === undefined || value === "")
      throw new BenchArgumentError(`${flag} needs a value`);
    values.set(flag, value);
  }
  const only = values.has("--only")
    ? sections(values.get("--only") as string)
    : null;
  const baseline = values.get("--baseline");
  if (only !== null && only.has("baseline") && baseline === undefined) {
    throw new BenchArgumentError(
      "the baseline section needs --baseline <dir> (another build of the package)",
    );
  }
  const roundsText = values.get("--rounds");
  return {
    quick,
    only,
    corpus: values.get("--corpus"),
    checkBaseline: values.get("--check-baseline"),
    baseline,
    rounds: roundsText === undefined ? undefined : count(roundsText),
  };
}

function sections(list: string): ReadonlySet<Section> {
  const names = list.split(",").filter((name) => name !== "");
  for (const name of names) {
    if (!(SECTIONS as readonly string[]).includes(name)) {
      throw new BenchArgumentError(
        `unknown section ${JSON.stringify(name)} in --only; the sections: ${SECTIONS.join(", ")}`,
      );
    }
  }
  if (names.length === 0)
    throw new BenchArgumentError("--only needs at least one section");
  return new Set(names as Section[]);
}

function count(text: string): number {
  if (!/^[1-9]\d{0,5}$/.test(text)) {
    throw new BenchArgumentError(
      `--rounds must be a positive integer (at most 999999), not ${JSON.stringify(text)}`,
    );
  }
  return Number(text);
}

/**
 * Whether `section` runs: the sections --only names, else every one, the
 * baseline section only with --baseline.
 */
export function wants(args: BenchArguments, section: Section): boolean {
  if (args.only !== null) return args.only.has(section);
  return section !== "baseline" || args.baseline !== undefined;
}

/** The rounds and warm-up rounds of a section that interleaves contenders. */
export function roundsOf(
  args: BenchArguments,
  section: "interleaved" | "baseline",
): { readonly rounds: number; readonly warmup: number } {
  const fallback =
    section === "baseline" ? (args.quick ? 5 : 21) : args.quick ? 3 : 9;
  return { rounds: args.rounds ?? fallback, warmup: args.quick ? 1 : 2 };
}
