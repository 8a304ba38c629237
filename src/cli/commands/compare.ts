// url-grammars compare [--rfc N,M] [--base B] [--no-whatwg] [--width N] [--json] <url>
import {
  compare as compareColumns,
  syntaxReason,
  type Comparison,
  type ComponentView,
} from "../../compare.js";
import { UrlSyntaxError } from "../../errors.js";
import { chooseDialects, flag } from "../args.js";
import type { Command } from "../command.js";
import { beside, fitEntry, fits, fitTable, fitText } from "../fit.js";
import { baseURL, GRAMMAR_OPTIONS, grammarVariant } from "../grammar-option.js";
import { EXIT_INVALID, EXIT_OK } from "../io.js";
import {
  errorJson,
  shortText,
  showShort,
  table,
  type Paint,
} from "../output.js";

export const compare: Command = {
  usage: (h) =>
    `[--rfc <rfc>[,<rfc>...]] [${h.grammar}] [--base <base>] [--no-whatwg] [--only-differences] [--width <n>] [--json] <url>`,
  about: `Parses <url> with every dialect (or those --rfc names, comma-separated) and
prints the components side by side, one column per dialect, with the rows
where the columns disagree marked "*". The last column, WHATWG URL, is what
browsers and Node make of the string (the platform's own URL): the living
standard's answer, not an RFC's; --no-whatwg leaves it out. With --base, also
resolves <url> against <base> in each column. Without --base, the WHATWG
column says "needs a base" for a relative-URL string ("?y", "//g": valid by
the standard, parsed only against a base), which is no disagreement; with
it, the column is new URL(<url>, <base>): its components are the resolved
URL's, and are not compared. --grammar <file> adds a column, named after the
file, for a grammar of your own compiled at run time (url-grammars --help);
with --grammar-base it has that dialect's components and resolution, without
it only validity and its start rule's value.

A value longer than 200 characters is shown as its first 120 and its length
(--json gives it whole): the table's size does not grow with the URL's.

On a terminal narrower than the table, the table is fitted to its width: the
columns come in bands, one under another, each beside the marks and row
names; a value wider than its column wraps in it, and a row empty in all of
a band's columns is left out of that band. --width <n> fits the output to n
columns, on a pipe too; without it a pipe gets the table whole.`,
  options: {
    "--rfc <rfc>[,<rfc>...]": "the dialects (default every one)",
    "--base <base>": "also resolve <url> against <base>",
    "--no-whatwg": "leave out the WHATWG URL column",
    "--only-differences": "show only the rows marked as differing",
    "--width <n>": "fit the table to <n> columns",
    "--json": "print the comparison as JSON",
    ...GRAMMAR_OPTIONS,
  },
  examples: [
    "url-grammars compare 'http://[::1]:80/a/../b'",
    "url-grammars compare --only-differences --base 'http://a/b/c/d;p?q#f' '?y'",
  ],
  positionals: [1, 1],
  each(args, input, { paint, stream, width }) {
    const base = baseURL(args);
    const variant = grammarVariant(args);
    const comparison = compareColumns(input, {
      dialects: chooseDialects(args).map((d) => d.name),
      whatwg: !flag(args, "no-whatwg"),
      ...(base === undefined ? {} : { base }),
      ...(variant === undefined ? {} : { variants: [variant] }),
    });
    const text = flag(args, "json")
      ? JSON.stringify(comparisonJson(comparison), null, stream ? undefined : 2)
      : compareTable(comparison, paint, flag(args, "only-differences"), width);
    return {
      text: text + "\n",
      status: comparison.dialects.some((d) => d.valid) ? EXIT_OK : EXIT_INVALID,
    };
  },
};

/** One column of the table: its title, validity cell, components and resolved cell. */
interface TableColumn {
  readonly title: string;
  readonly valid: string;
  /** Why the column rejects the input, in one line; "" when it accepts it. */
  readonly why: string;
  readonly components: ComponentView | undefined;
  /** For a rejected column, what its RFC's splitting algorithm yields. */
  readonly split: ComponentView | undefined;
  readonly resolved: string;
}

function tableColumns(comparison: Comparison, paint: Paint): TableColumn[] {
  const columns: TableColumn[] = comparison.dialects.map((r) => {
    const res = r.resolved;
    return {
      title: r.title,
      valid: r.valid
        ? paint.green("yes")
        : paint.red(`no (offset ${r.error.offset})`),
      why: r.valid ? "" : syntaxReason(r.error),
      components: r.valid ? r.components : undefined,
      split: r.valid ? undefined : r.split,
      resolved:
        res === undefined
          ? ""
          : !res.defined
            ? paint.dim(res.reason)
            : res.ok
              ? shortText(res.value)
              : paint.red(
                  `error: ${res.error instanceof UrlSyntaxError ? `offset ${res.error.offset}` : res.error.code}`,
                ),
    };
  });
  const w = comparison.whatwg;
  if (w !== undefined) {
    columns.push({
      title: `${w.title} (living standard)`,
      valid:
        w.verdict === "valid"
          ? paint.green("yes")
          : w.verdict === "needs-base"
            ? paint.yellow(NEEDS_BASE)
            : paint.red("no"),
      why:
        w.verdict === "valid"
          ? ""
          : w.verdict === "needs-base"
            ? NEEDS_BASE_WHY
            : shortText(w.failure.message),
      components: w.valid ? w.components : undefined,
      split: undefined,
      resolved:
        w.resolved === undefined
          ? ""
          : w.resolved.ok
            ? shortText(w.resolved.value)
            : paint.red(shortText(`error: ${w.resolved.failure.message}`)),
    });
  }
  return columns;
}

/** The WHATWG column's verdict on a relative-URL-with-fragment string given without a base. */
const NEEDS_BASE = "needs a base";
const NEEDS_BASE_WHY =
  "a relative-URL string: new URL() reads it against a base";
/** Said under the table when the WHATWG column read the input against the base. */
const WITH_BASE_NOTE =
  "With the base, WHATWG URL is new URL(input, base): its components are the resolved URL's, not compared.";

/** The marks of the table, and the legend under it. */
const ADDRESSED = "*";
const VOCABULARY = "~";

/** The legend's entries: a mark, and what it means in the lines it is printed in. */
function legendEntries(paint: Paint): [string, string[]][] {
  return [
    [
      paint.yellow(ADDRESSED),
      [
        "the columns disagree on what is addressed: validity, the resolved",
        "string, or a scheme, userinfo, host, port, path, query or fragment",
        "beyond case and a port's leading zeros or default",
      ],
    ],
    [
      paint.yellow(VOCABULARY),
      [
        "the columns disagree in vocabulary only (kind, form, a defaulted",
        'port, RFC 1808\'s path without its "/")',
      ],
    ],
    ["-", ["absent: the column reads no such component"]],
    [
      "split:",
      [
        "a rejected column's value by its RFC's splitting algorithm",
        "(RFC 1808 section 2.4, Appendix B of RFC 2396 and RFC 3986)",
      ],
    ],
    [paint.dim("(none)"), ["the column's RFC has no such component"]],
  ];
}

/**
 * The legend under the table, each mark in a margin of 8 columns; fitted to
 * `width` when a line is wider, each entry wrapped anew.
 */
function legend(paint: Paint, width: number | undefined): string {
  const entries = legendEntries(paint);
  const whole = entries
    .map(([mark, lines]) => beside(mark, lines, 8))
    .join("\n");
  if (width === undefined || fits(whole, width)) return whole;
  return entries
    .map(([mark, lines]) => fitEntry(mark, lines.join(" "), width, 8))
    .join("\n");
}

function compareTable(
  comparison: Comparison,
  paint: Paint,
  onlyDifferences: boolean,
  width: number | undefined,
): string {
  const marks = new Map<string, string>();
  for (const d of comparison.disagreements) {
    if (d.aspect === "component")
      marks.set(d.component, d.addressed ? ADDRESSED : VOCABULARY);
    else marks.set(d.aspect === "validity" ? "valid" : "resolved", ADDRESSED);
  }
  const columns = tableColumns(comparison, paint);
  const keys: string[] = [];
  for (const c of columns)
    for (const k of Object.keys(c.components ?? c.split ?? {}))
      if (k !== "inGrammar" && !keys.includes(k)) keys.push(k);
  const mark = (name: string): string => {
    const m = marks.get(name);
    return m === undefined ? " " : paint.yellow(m);
  };
  const rows: string[][] = [
    [mark("valid"), "valid", ...columns.map((c) => c.valid)],
  ];
  if (columns.some((c) => c.why !== ""))
    rows.push([mark("valid"), "why", ...columns.map((c) => paint.dim(c.why))]);
  for (const key of keys) {
    rows.push([
      mark(key),
      key,
      ...columns.map((c) =>
        c.components !== undefined
          ? Object.hasOwn(c.components, key)
            ? showShort(c.components[key])
            : paint.dim("(none)")
          : c.split !== undefined && Object.hasOwn(c.split, key)
            ? paint.dim(`split: ${showShort(c.split[key])}`)
            : "",
      ),
    ]);
  }
  if (comparison.base !== undefined) {
    rows.push([
      mark("resolved"),
      "resolved",
      ...columns.map((c) => c.resolved),
    ]);
  }
  const title = `${showShort(comparison.input)}${comparison.base === undefined ? "" : ` against ${showShort(comparison.base)}`}`;
  const shown = onlyDifferences ? rows.filter((r) => r[0] !== " ") : rows;
  const addressed = comparison.disagreements.filter(
    (d) => d.aspect !== "component" || d.addressed,
  ).length;
  const vocabulary = comparison.disagreements.length - addressed;
  const footer =
    comparison.disagreements.length === 0
      ? "The columns agree."
      : `The columns disagree on ${addressed} point${addressed === 1 ? "" : "s"} of what is addressed and ${vocabulary} of vocabulary.`;
  const w = comparison.whatwg;
  const note =
    w === undefined
      ? ""
      : `\n${w.note}.${w.valid && w.withBase ? `\n${WITH_BASE_NOTE}` : ""}`;
  const header = ["", "", ...columns.map((c) => c.title)];
  const body =
    shown.length === 0
      ? ""
      : `${width === undefined ? table(header, shown, paint) : fitTable(header, shown, paint, width, 2)}\n\n`;
  const fitted = (text: string): string =>
    width === undefined ? text : fitText(text, width);
  return `${fitted(title)}\n\n${body}${fitted(`${footer}${note}`)}\n\n${legend(paint, width)}`;
}

function comparisonJson(comparison: Comparison): unknown {
  return {
    input: comparison.input,
    base: comparison.base,
    dialects: comparison.dialects.map((r) => ({
      dialect: r.dialect,
      valid: r.valid,
      ...(r.valid
        ? { components: r.components }
        : { error: errorJson(r.error) }),
      ...(r.resolved === undefined
        ? {}
        : {
            resolved: !r.resolved.defined
              ? { defined: false, reason: r.resolved.reason }
              : r.resolved.ok
                ? { defined: true, value: r.resolved.value }
                : { defined: true, error: errorJson(r.resolved.error) },
          }),
    })),
    ...(comparison.whatwg === undefined ? {} : { whatwg: comparison.whatwg }),
    disagreements: comparison.disagreements,
  };
}
