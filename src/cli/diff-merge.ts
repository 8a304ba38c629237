// diff's reports added up: the summaries of consecutive parts of an input
// (diff --merge, of the reports diff --json wrote; diff --jobs, of its
// batches') make the summary one run over the whole input makes. Counts add
// up, each share is its count over the lines (summaryOf, as one run computes
// it), and a category's examples are the first ones by line number: each
// part keeps its first `examplesPerGroup`, so the first of theirs, each
// part's line numbers shifted by the lines of the parts before it, are the
// whole input's.
import type { ColumnName } from "../compare.js";
import {
  DIFF_CATEGORIES,
  DIFF_FORMAT,
  DIFF_FORMAT_VERSION,
  summaryOf,
  type ColumnValue,
  type DiffCategory,
  type DiffExample,
  type DiffSummary,
  type DiffTally,
} from "../diff.js";
import { DIALECT_NAMES } from "../errors.js";

/** A part that cannot be merged: not a diff report, damaged, or not of the same options as the first part. */
export class DiffPartError extends Error {
  override readonly name = "DiffPartError";

  constructor(
    /** The part as the command line named it. */
    readonly part: string,
    message: string,
  ) {
    super(`${part}: ${message}`);
  }
}

/** The summaries of consecutive parts of an input, added up in order: a tally that summaryOf reads. */
export class DiffMerge implements DiffTally {
  readonly columns: readonly ColumnName[];
  readonly mode: DiffSummary["mode"];
  readonly keep: number;
  lines = 0;
  withDifferences = 0;
  malformed = 0;
  readonly counts = new Map<DiffCategory, number>();
  readonly examples = new Map<DiffCategory, DiffExample[]>();

  /** A merge of summaries with the options of `first` (its columns, mode and examples per group), nothing added yet. */
  constructor(first: DiffSummary) {
    this.columns = first.columns;
    this.mode = first.mode;
    this.keep = first.examplesPerGroup;
  }

  /** Adds the summary of the lines that follow those added so far. */
  add(part: DiffSummary): void {
    const offset = this.lines;
    for (const group of part.groups) {
      const { category } = group;
      this.counts.set(category, (this.counts.get(category) ?? 0) + group.count);
      let kept = this.examples.get(category);
      if (kept === undefined) this.examples.set(category, (kept = []));
      for (const example of group.examples) {
        if (kept.length >= this.keep) break;
        kept.push({ ...example, line: example.line + offset });
      }
    }
    this.lines += part.lines;
    this.withDifferences += part.linesWithDifferences;
    this.malformed += part.malformedLines;
  }

  summary(): DiffSummary {
    return summaryOf(this);
  }
}

/**
 * The parts' summaries merged: each part the text of a report diff --json
 * wrote, named as the command line named it, in input order. Throws a
 * DiffPartError for a part that is not JSON, not a diff report, of another
 * format version, damaged, or written with other options than the first.
 */
export function mergeReports(
  parts: readonly { readonly name: string; readonly text: string }[],
): DiffSummary {
  const summaries = parts.map(({ name, text }) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new DiffPartError(
        name,
        `not JSON (${error instanceof Error ? error.message : String(error)}): not a report of url-grammars diff --json`,
      );
    }
    return readReport(value, name);
  });
  const first = summaries[0];
  if (first === undefined) throw new RangeError("mergeReports: no part");
  const merge = new DiffMerge(first);
  summaries.forEach((summary, i) => {
    const name = (parts[i] as (typeof parts)[number]).name;
    const differs = (what: string, value: string, expected: string): never => {
      throw new DiffPartError(
        name,
        `written with other options than ${(parts[0] as (typeof parts)[number]).name}: ${what} ${value}, not ${expected}; only the parts of one diff (the same options) merge`,
      );
    };
    if (summary.columns.join(",") !== first.columns.join(","))
      differs("columns", summary.columns.join(", "), first.columns.join(", "));
    if (summary.mode !== first.mode) differs("mode", summary.mode, first.mode);
    if (summary.examplesPerGroup !== first.examplesPerGroup)
      differs(
        "examples per group (--examples)",
        String(summary.examplesPerGroup),
        String(first.examplesPerGroup),
      );
    merge.add(summary);
  });
  return merge.summary();
}

/** The columns a report may name: the dialects of this url-grammars, and WHATWG URL. */
const COLUMNS: readonly unknown[] = [...DIALECT_NAMES, "whatwg"];

/** What is wrong with a value read as a part, or undefined. */
type Check = (value: unknown) => string | undefined;

const wholeNumber =
  (most = Number.MAX_SAFE_INTEGER, least = 0): Check =>
  (value) =>
    Number.isSafeInteger(value) &&
    (value as number) >= least &&
    (value as number) <= most
      ? undefined
      : least === 0 && most === Number.MAX_SAFE_INTEGER
        ? "not a whole number, 0 or more"
        : `not a whole number from ${least} to ${most}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A report diff --json wrote, read back: a DiffSummary whose examples' values
 * hold their absent columns again (undefined, as the summary had them, in
 * the columns' order), or a DiffPartError saying what is wrong.
 */
function readReport(value: unknown, name: string): DiffSummary {
  const damaged = (where: string, what: string): never => {
    throw new DiffPartError(name, `a damaged diff report: ${where} is ${what}`);
  };
  const field = (where: string, v: unknown, check: Check): void => {
    const wrong = check(v);
    if (wrong !== undefined) damaged(where, wrong);
  };
  if (!isRecord(value) || value["format"] !== DIFF_FORMAT)
    throw new DiffPartError(
      name,
      `not a diff report (the JSON url-grammars diff --json writes, whose "format" is ${JSON.stringify(DIFF_FORMAT)})`,
    );
  if (value["formatVersion"] !== DIFF_FORMAT_VERSION)
    throw new DiffPartError(
      name,
      `a diff report of format version ${JSON.stringify(value["formatVersion"])}: this url-grammars merges version ${DIFF_FORMAT_VERSION}`,
    );
  const { columns, mode, groups } = value;
  if (
    !Array.isArray(columns) ||
    columns.length < 2 ||
    !columns.every((c) => COLUMNS.includes(c)) ||
    new Set(columns).size !== columns.length
  )
    damaged("columns", `not a list of two or more of ${COLUMNS.join(", ")}`);
  if (mode !== "parse" && mode !== "resolve")
    damaged("mode", 'neither "parse" nor "resolve"');
  field("lines", value["lines"], wholeNumber());
  const lines = value["lines"] as number;
  field(
    "linesWithDifferences",
    value["linesWithDifferences"],
    wholeNumber(lines),
  );
  field(
    "malformedLines",
    value["malformedLines"],
    wholeNumber(mode === "resolve" ? lines : 0),
  );
  field("examplesPerGroup", value["examplesPerGroup"], wholeNumber());
  const keep = value["examplesPerGroup"] as number;
  const categories = DIFF_CATEGORIES.filter((c) =>
    mode === "resolve" ? c === "resolved" : c !== "resolved",
  );
  if (
    !Array.isArray(groups) ||
    groups.length !== categories.length ||
    !groups.every((g, i) => isRecord(g) && g["category"] === categories[i])
  )
    damaged("groups", `not the groups ${categories.join(", ")}, in order`);
  const known = new Set<string>(columns as string[]);
  const groupsRead = (groups as Record<string, unknown>[]).map((group, i) => {
    const where = `groups[${i}]`;
    field(
      `${where}.count`,
      group["count"],
      wholeNumber(value["linesWithDifferences"] as number),
    );
    if (typeof group["share"] !== "number")
      damaged(`${where}.share`, "not a number");
    const count = group["count"] as number;
    const examples = group["examples"];
    const shown = Math.min(count, keep);
    if (!Array.isArray(examples) || examples.length !== shown)
      damaged(
        `${where}.examples`,
        `not a list of ${shown} example(s) (the first ${keep} of ${count})`,
      );
    let previous = 0;
    const read = (examples as unknown[]).map((example, k) => {
      const at = `${where}.examples[${k}]`;
      const e = readExample(example, known, columns as ColumnName[]);
      if (typeof e === "string") return damaged(at, e);
      field(`${at}.line`, e.line, wholeNumber(lines, previous + 1));
      previous = e.line;
      return e;
    });
    return {
      category: group["category"] as DiffCategory,
      count,
      share: group["share"] as number,
      examples: read,
    };
  });
  return {
    format: DIFF_FORMAT,
    formatVersion: DIFF_FORMAT_VERSION,
    columns: columns as ColumnName[],
    mode: mode as DiffSummary["mode"],
    lines,
    linesWithDifferences: value["linesWithDifferences"] as number,
    malformedLines: value["malformedLines"] as number,
    examplesPerGroup: keep,
    groups: groupsRead,
  };
}

/** An example read back, its values in the columns' order with the absent ones again; or what is wrong with it. */
function readExample(
  example: unknown,
  known: ReadonlySet<string>,
  columns: readonly ColumnName[],
): DiffExample | string {
  if (!isRecord(example)) return "not an object";
  const { line, input, values, absent } = example;
  if (typeof line !== "number") return "without a line number";
  if (typeof input !== "string") return "without its input";
  if (!isRecord(values)) return "without values";
  if (
    !Array.isArray(absent) ||
    !absent.every((c) => typeof c === "string" && known.has(c))
  )
    return "without the list of its absent columns";
  for (const [column, v] of Object.entries(values)) {
    if (!known.has(column) || absent.includes(column))
      return `a value of ${JSON.stringify(column)}, which is no column of the report or is absent`;
    if (v !== null && typeof v !== "string" && typeof v !== "boolean")
      return `a value of ${JSON.stringify(column)} that no column reads`;
  }
  const shown: Partial<Record<ColumnName, ColumnValue>> = {};
  for (const column of columns)
    if (Object.hasOwn(values, column))
      shown[column] = values[column] as ColumnValue;
    else if (absent.includes(column)) shown[column] = undefined;
  return { line, input, values: shown, absent: absent as ColumnName[] };
}
