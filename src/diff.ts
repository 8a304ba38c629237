// diff: where the columns (the dialects, and the WHATWG URL Standard) read
// many URLs differently, counted by what differs. Each line is read once by
// every column (its `tryParse`, or one `new URL()`), mapped to RFC 3986's
// vocabulary (src/generic.ts), and compared component by component; a report
// keeps counts and the first examples of each category, so memory stays
// constant however many lines it sees.
import { DIALECTS, type ColumnName, type DialectEntry } from "./compare.js";
import { DIALECT_NAMES, UrlResolutionError, UrlSyntaxError } from "./errors.js";
import {
  addressedValue,
  GENERIC_COMPONENTS,
  type GenericComponents,
} from "./generic.js";
import { own } from "./shared/own.js";
import {
  arrayOf,
  BOOLEAN,
  checkOptions,
  NUMBER,
  type KeySpec,
} from "./shared/options.js";
import { whatwgParse } from "./whatwg.js";

/**
 * What can differ between two readings of one line. The first nine are the
 * components and outcomes; the last two are what security reviewers look
 * for: two columns that read a different host (the parser differentials
 * behind SSRF and open redirects), and a host that holds "@" in one column
 * where another reads a userinfo (userinfo read as part of the host).
 */
export type DiffCategory =
  | "validity"
  | (typeof GENERIC_COMPONENTS)[number]
  | "resolved"
  | "host-conflict"
  | "userinfo-in-host";

export const DIFF_CATEGORIES: readonly DiffCategory[] = [
  "validity",
  ...GENERIC_COMPONENTS,
  "resolved",
  "host-conflict",
  "userinfo-in-host",
];

/** How each category compares two values, for the report's legend. */
export const DIFF_CATEGORY_NOTES: Readonly<Record<DiffCategory, string>> = {
  validity: "one column accepts the string, another rejects it",
  scheme: "the schemes differ, ignoring case",
  userinfo: "the userinfo differs (absent and empty apart)",
  host: "the hosts differ, ignoring ASCII case (absent and empty apart)",
  port: "the ports differ as numbers; a scheme's default port is no port",
  path: "the paths differ as text",
  query: "the queries differ (absent and empty apart)",
  fragment: "the fragments differ (absent and empty apart)",
  resolved:
    "the resolved strings differ, or one column fails to resolve (--resolve)",
  "host-conflict": "two columns that both read a host read different hosts",
  "userinfo-in-host":
    "one column reads a userinfo where another keeps the '@' in its host or authority",
};

/** A value as a column read it, for examples: absent is undefined; a failure is null. */
export type ColumnValue = string | boolean | null | undefined;

export interface DiffExample {
  /** The line number, from 1. */
  readonly line: number;
  readonly input: string;
  /** Each column's value for the category (for validity: whether it accepts). */
  readonly values: Readonly<Partial<Record<ColumnName, ColumnValue>>>;
  /**
   * The columns of `values` whose value is absent (undefined: the column
   * reads no such component), which JSON leaves out of `values`: with them,
   * a summary read back from JSON shows every column it showed.
   */
  readonly absent: readonly ColumnName[];
}

export interface DiffGroup {
  readonly category: DiffCategory;
  /** Lines where this category differs. */
  readonly count: number;
  /** count / lines. */
  readonly share: number;
  readonly examples: readonly DiffExample[];
}

/** What a summary's `format` says it is. */
export const DIFF_FORMAT = "url-grammars diff";
/** The version of the summary's fields, which a merge of summaries checks. */
export const DIFF_FORMAT_VERSION = 1;

export interface DiffSummary {
  /** "url-grammars diff": what this is (the command's --merge reads only such a summary). */
  readonly format: typeof DIFF_FORMAT;
  /** The version of these fields: 1. */
  readonly formatVersion: typeof DIFF_FORMAT_VERSION;
  readonly columns: readonly ColumnName[];
  readonly mode: "parse" | "resolve";
  readonly lines: number;
  /** Lines where at least one category differs. */
  readonly linesWithDifferences: number;
  /** --resolve: lines without a tab, skipped. */
  readonly malformedLines: number;
  /** The examples kept per category at most (the option `examples`). */
  readonly examplesPerGroup: number;
  /** Every category, in DIFF_CATEGORIES order, with its count (zero included). */
  readonly groups: readonly DiffGroup[];
}

export interface DiffOptions {
  /** The dialects to read with (default: all). */
  readonly dialects?: readonly DialectEntry["name"][];
  /** Add the WHATWG column (default: true). */
  readonly whatwg?: boolean;
  /**
   * Each line is `base<TAB>reference`: compare the resolved strings. A
   * further tab ends the reference, and the fields after it are not read (a
   * TSV file's other columns, as `bench/corpus/relative.tsv`'s origin); a
   * line without a tab is counted as malformed.
   */
  readonly resolve?: boolean;
  /** How many examples to keep per category (default: 3). */
  readonly examples?: number;
}

/**
 * One column's reading of a line: its components, or false (rejected), or
 * "needs-base". WHATWG's reading of a string that needs a base (a
 * relative-URL-with-fragment string, "?y": see src/whatwg-relative.ts) is
 * neither valid nor invalid: it takes no part in the comparison.
 */
type ColumnReading = GenericComponents | false | "needs-base";

/** A column's valid reading: its components. */
interface ValidReading {
  readonly column: ColumnName;
  readonly c: GenericComponents;
}

/** How many lines addAll reads at a time, column by column (the command hands it as many). */
export const DIFF_BATCH = 512;

/** What DiffReport knows of its options; dialect names are matched exactly. */
const DIFF_OPTIONS: KeySpec = {
  dialects: /* @__PURE__ */ arrayOf(DIALECT_NAMES),
  whatwg: BOOLEAN,
  resolve: BOOLEAN,
  examples: NUMBER,
};

/** Compares a stream of lines, one `add` (or a batch, `addAll`) at a time; `summary` at any point. */
export class DiffReport {
  private readonly entries: readonly DialectEntry[];
  private readonly whatwg: boolean;
  /** The columns' names: the dialects', then "whatwg". */
  private readonly names: readonly ColumnName[];
  private readonly mode: "parse" | "resolve";
  private readonly keep: number;
  private lines = 0;
  private withDifferences = 0;
  private malformed = 0;
  private readonly counts = new Map<DiffCategory, number>();
  private readonly examples = new Map<DiffCategory, DiffExample[]>();
  /** The lines being read, by column: each column's reading of each line. */
  private readonly readings: ColumnReading[][] = [];

  constructor(given?: DiffOptions) {
    const options = checkOptions("DiffReport", given, DIFF_OPTIONS);
    const dialects = own(options, "dialects");
    this.entries = DIALECTS.filter(
      (d) => dialects === undefined || dialects.includes(d.name),
    );
    this.whatwg = own(options, "whatwg") !== false;
    this.mode = own(options, "resolve") === true ? "resolve" : "parse";
    const keep = own(options, "examples") ?? 3;
    if (!Number.isInteger(keep) || keep < 0)
      throw new RangeError("examples must be a whole number, 0 or more");
    this.keep = keep;
    if (this.entries.length + (this.whatwg ? 1 : 0) < 2)
      throw new RangeError("diff needs at least two columns to compare");
    this.names = [
      ...this.entries.map((e) => e.name),
      ...(this.whatwg ? (["whatwg"] as const) : []),
    ];
  }

  get columns(): readonly ColumnName[] {
    return [...this.names];
  }

  /** Reads one line in every column; returns the categories that differ on it. */
  add(input: string): readonly DiffCategory[] {
    if (typeof input !== "string")
      throw new TypeError("input must be a string");
    if (this.mode === "resolve")
      return this.record(input, this.resolveLine(input));
    this.read([input], 0, 1);
    return this.record(input, this.compare(0));
  }

  /**
   * Reads each line as `add` does, in order, a batch of lines at a time:
   * each column reads the whole batch in turn, which is faster than an
   * `add` a line (one parser's code stays hot).
   */
  addAll(lines: readonly string[]): void {
    if (!Array.isArray(lines) || !lines.every((l) => typeof l === "string"))
      throw new TypeError("lines must be an array of strings");
    for (let from = 0; from < lines.length; from += DIFF_BATCH) {
      const to = Math.min(from + DIFF_BATCH, lines.length);
      if (this.mode === "parse") this.read(lines, from, to);
      for (let k = from; k < to; k++) {
        const line = lines[k] as string;
        this.record(
          line,
          this.mode === "parse"
            ? this.compare(k - from)
            : this.resolveLine(line),
        );
      }
    }
  }

  /** Counts a line and what differs on it (undefined: a malformed line), keeping examples. */
  private record(
    input: string,
    found: ReadonlyMap<DiffCategory, DiffExample["values"]> | undefined,
  ): readonly DiffCategory[] {
    this.lines++;
    if (found === undefined || found.size === 0) return [];
    this.withDifferences++;
    for (const [category, values] of found) {
      this.counts.set(category, (this.counts.get(category) ?? 0) + 1);
      let kept = this.examples.get(category);
      if (kept === undefined) this.examples.set(category, (kept = []));
      if (kept.length < this.keep)
        kept.push({
          line: this.lines,
          input,
          values,
          absent: absentOf(values),
        });
    }
    return [...found.keys()];
  }

  summary(): DiffSummary {
    return summaryOf({
      columns: this.names,
      mode: this.mode,
      keep: this.keep,
      lines: this.lines,
      withDifferences: this.withDifferences,
      malformed: this.malformed,
      counts: this.counts,
      examples: this.examples,
    });
  }

  /**
   * Reads lines[from] to lines[to - 1] in every column, column by column,
   * each line once: this.readings[column][k - from].
   */
  private read(lines: readonly string[], from: number, to: number): void {
    const { entries, readings } = this;
    const n = entries.length;
    for (let i = 0; i < n; i++) {
      const readGeneric = (entries[i] as DialectEntry).readGeneric;
      const column = (readings[i] ??= []);
      for (let k = from; k < to; k++)
        column[k - from] = readGeneric(lines[k] as string) ?? false;
    }
    if (!this.whatwg) return;
    const column = (readings[n] ??= []);
    for (let k = from; k < to; k++) {
      const w = whatwgParse(lines[k] as string);
      // Its components hold the generic ones (and its href).
      column[k - from] = w.valid
        ? w.components
        : w.needsBase
          ? "needs-base"
          : false;
    }
  }

  /**
   * What differs among the columns' readings of the line read k-th. Most
   * lines read alike: the readings are compared as a whole first
   * (sameSpans, sameText), and only a line where they differ goes through
   * `differences`.
   */
  private compare(k: number): ReadonlyMap<DiffCategory, DiffExample["values"]> {
    const { readings, names } = this;
    const n = this.entries.length;
    let valid = 0;
    let invalid = 0;
    let first: GenericComponents | undefined;
    let same = true;
    for (let i = 0; i < names.length; i++) {
      const c = (readings[i] as ColumnReading[])[k] as ColumnReading;
      if (c === false) invalid++;
      else if (c !== "needs-base") {
        valid++;
        if (first === undefined) first = c;
        else if (same) same = i < n ? sameSpans(first, c) : sameText(first, c);
      }
    }
    if (same && (valid === 0 || invalid === 0)) return NONE;
    return differences(
      names,
      readings.map((column) => column[k] as ColumnReading),
      same,
    );
  }

  private resolveLine(
    line: string,
  ): Map<DiffCategory, DiffExample["values"]> | undefined {
    const tab = line.indexOf("\t");
    if (tab < 0) {
      this.malformed++;
      return undefined;
    }
    const base = line.slice(0, tab);
    const next = line.indexOf("\t", tab + 1);
    const reference = line.slice(tab + 1, next < 0 ? line.length : next);
    const values: Partial<Record<ColumnName, ColumnValue>> = {};
    for (const entry of this.entries) {
      if (typeof entry.resolve !== "function") continue;
      try {
        values[entry.name] = entry.resolve(base, reference);
      } catch (error) {
        if (
          !(error instanceof UrlSyntaxError) &&
          !(error instanceof UrlResolutionError)
        )
          throw error;
        values[entry.name] = null;
      }
    }
    if (this.whatwg) {
      const w = whatwgParse(reference, base);
      values.whatwg = w.valid ? w.components.href : null;
    }
    const found = new Map<DiffCategory, DiffExample["values"]>();
    if (new Set(Object.values(values)).size > 1) found.set("resolved", values);
    return found;
  }
}

/** What a summary is made of: a DiffReport's counts, or (the command's --merge and --jobs) several summaries' added up. */
export interface DiffTally {
  readonly columns: readonly ColumnName[];
  readonly mode: DiffSummary["mode"];
  /** The examples kept per category at most. */
  readonly keep: number;
  readonly lines: number;
  readonly withDifferences: number;
  readonly malformed: number;
  readonly counts: ReadonlyMap<DiffCategory, number>;
  readonly examples: ReadonlyMap<DiffCategory, readonly DiffExample[]>;
}

/** The summary of a tally: every category of its mode, in DIFF_CATEGORIES order, each share its count over the lines. */
export function summaryOf(tally: DiffTally): DiffSummary {
  const { lines, mode } = tally;
  return {
    format: DIFF_FORMAT,
    formatVersion: DIFF_FORMAT_VERSION,
    columns: [...tally.columns],
    mode,
    lines,
    linesWithDifferences: tally.withDifferences,
    malformedLines: tally.malformed,
    examplesPerGroup: tally.keep,
    groups: DIFF_CATEGORIES.filter((c) =>
      mode === "resolve" ? c === "resolved" : c !== "resolved",
    ).map((category) => {
      const count = tally.counts.get(category) ?? 0;
      return {
        category,
        count,
        share: lines === 0 ? 0 : count / lines,
        examples: tally.examples.get(category) ?? [],
      };
    }),
  };
}

/** The columns whose value is absent (DiffExample's `absent`). */
function absentOf(values: DiffExample["values"]): ColumnName[] {
  return Object.keys(values).filter((column) => values[column] === undefined);
}

function show(name: string, value: string | undefined): string {
  return value === undefined ? `no ${name}` : `${name} ${value}`;
}

/** The readings' values of `category` (or of one component), by column, for an example. */
function valuesOf(
  readings: readonly ValidReading[],
  value: (c: GenericComponents) => ColumnValue,
): DiffExample["values"] {
  const values: Partial<Record<ColumnName, ColumnValue>> = {};
  for (const r of readings) values[r.column] = value(r.c);
  return values;
}

/**
 * Whether the readings read `component` differently as it bears on what is
 * addressed (addressedValue): whether any differs from the first. Equal text
 * (and, for a port, an equal scheme, which decides its default) is an equal
 * reading, so that addressedValue runs only where the text differs.
 */
function differ(
  valid: readonly ValidReading[],
  component: (typeof GENERIC_COMPONENTS)[number],
): boolean {
  if (valid.length < 2) return false;
  const first = (valid[0] as ValidReading).c;
  let firstValue: string | undefined;
  let found = false;
  for (let i = 1; i < valid.length; i++) {
    const c = (valid[i] as ValidReading).c;
    if (
      c[component] === first[component] &&
      (component !== "port" || c.scheme === first.scheme)
    )
      continue;
    if (!found) {
      firstValue = addressedValue(component, first);
      found = true;
    }
    if (addressedValue(component, c) !== firstValue) return true;
  }
  return false;
}

/** Whether two readings have the same text in every component diff compares. */
function sameText(a: GenericComponents, b: GenericComponents): boolean {
  return (
    a.scheme === b.scheme &&
    a.userinfo === b.userinfo &&
    a.host === b.host &&
    a.port === b.port &&
    a.path === b.path &&
    a.query === b.query &&
    a.fragment === b.fragment
  );
}

/**
 * sameText of two dialects' readings of one string, by the components'
 * lengths. A dialect's reading (readGeneric) is the string laid out as
 * section 3 of RFC 3986 lays out a reference: scheme ":" ["//" authority]
 * path ["?" query] ["#" fragment], the authority [userinfo "@"] host [":"
 * port] where it has a host, and no userinfo or port where it has none, each
 * component a span of the string (only RFC 1738 lowercases its scheme);
 * test/diff.test.ts checks each dialect so. Two such readings whose
 * components (the authority too) have the same lengths have the same spans,
 * so the same text: their strings, each a different copy, need not be
 * compared character by character.
 */
function sameSpans(a: GenericComponents, b: GenericComponents): boolean {
  return (
    a.scheme === b.scheme &&
    spanLength(a.authority) === spanLength(b.authority) &&
    spanLength(a.userinfo) === spanLength(b.userinfo) &&
    spanLength(a.host) === spanLength(b.host) &&
    spanLength(a.port) === spanLength(b.port) &&
    spanLength(a.path) === spanLength(b.path) &&
    spanLength(a.query) === spanLength(b.query) &&
    spanLength(a.fragment) === spanLength(b.fragment)
  );
}

/** A component's length, -1 when absent. */
function spanLength(text: string | undefined): number {
  return text === undefined ? -1 : text.length;
}

/** No difference: what most lines find (never changed). */
const NONE: ReadonlyMap<DiffCategory, DiffExample["values"]> = new Map();

/**
 * What differs among the readings, by column (`names`). `alike`: the valid
 * readings have the same text (sameText), so that only their validity can
 * differ (no component, no host, and no userinfo read by one and not another).
 */
function differences(
  names: readonly ColumnName[],
  readings: readonly ColumnReading[],
  alike: boolean,
): ReadonlyMap<DiffCategory, DiffExample["values"]> {
  let found: Map<DiffCategory, DiffExample["values"]> | undefined;
  const set = (category: DiffCategory, values: DiffExample["values"]) =>
    (found ??= new Map()).set(category, values);
  const valid: ValidReading[] = [];
  const validity: Partial<Record<ColumnName, ColumnValue>> = {};
  let invalid = 0;
  readings.forEach((c, i) => {
    const column = names[i] as ColumnName;
    if (c === "needs-base") return;
    validity[column] = c !== false;
    if (c === false) invalid++;
    else valid.push({ column, c });
  });
  if (valid.length > 0 && invalid > 0) set("validity", validity);
  if (alike) return found ?? NONE;
  for (const component of GENERIC_COMPONENTS)
    if (differ(valid, component))
      set(
        component,
        valuesOf(valid, (c) => c[component]),
      );
  const hosts = valid.filter((r) => r.c.host !== undefined);
  if (differ(hosts, "host"))
    set(
      "host-conflict",
      valuesOf(hosts, (c) => c.host),
    );
  // A reading with an "@" in its authority but no userinfo keeps what
  // another reading calls the userinfo in its host (or reg_name, net_loc).
  const atWithoutUserinfo = valid.some(
    (r) => r.c.userinfo === undefined && r.c.authority?.includes("@") === true,
  );
  const withUserinfo = valid.some((r) => r.c.userinfo !== undefined);
  if (atWithoutUserinfo && withUserinfo) {
    set(
      "userinfo-in-host",
      valuesOf(valid, (c) =>
        [
          show("authority", c.authority),
          show("userinfo", c.userinfo),
          show("host", c.host),
        ].join(", "),
      ),
    );
  }
  return found ?? NONE;
}
