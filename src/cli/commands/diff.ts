// url-grammars diff [--rfc N,M] [--no-whatwg] [--resolve] [--examples n] [--width N] [--json] [file|-]
import {
  DIFF_BATCH,
  DIFF_CATEGORY_NOTES,
  DiffReport,
  type DiffSummary,
} from "../../diff.js";
import { WHATWG_NOTE } from "../../whatwg.js";
import {
  chooseDialects,
  flag,
  outputWidth,
  stringOption,
  UsageError,
} from "../args.js";
import type { Command } from "../command.js";
import { fitTable, fitText } from "../fit.js";
import { inputOf, streamFailure, streamLines } from "../input.js";
import { EXIT_NO_INPUT, EXIT_OK } from "../io.js";
import { table, type Paint } from "../output.js";

export const diff: Command = {
  usage: () =>
    `[--rfc <rfc>[,<rfc>...]] [--no-whatwg] [--resolve] [--examples <n>] [--width <n>] [--json] [file|-]`,
  about: `Reads newline-delimited URLs from <file> (or standard input) in every dialect
(or those --rfc names, comma-separated) and in WHATWG URL (unless
--no-whatwg), maps each reading to RFC 3986's components, and reports where
the columns disagree, grouped by what differs: validity, scheme, userinfo,
host, port, path, query, fragment; and two groups security reviewers look
for: host-conflict (two columns read different hosts) and userinfo-in-host
(a host holding "@" where another column reads a userinfo). For each group:
the count of lines, their share, and the first <n> examples (default 3).
Schemes and hosts compare ignoring case; ports as numbers, a scheme's default
port being no port.

With --resolve, each line is <base><TAB><reference>, and the report compares
the resolved strings (a column that fails to resolve differs from one that
resolves). Lines are read as check reads them; memory stays constant however
long the input, with a progress line on a terminal. --json prints the summary
as JSON. The report is fitted to a terminal's width, or to --width <n>, as
compare's table is.`,
  options: {
    "--rfc <rfc>[,<rfc>...]": "the dialects (default every one)",
    "--no-whatwg": "leave out WHATWG URL",
    "--resolve": "each line <base><TAB><reference>: compare resolutions",
    "--examples <n>": "the examples shown per group (default 3)",
    "--width <n>": "fit the report to <n> columns",
    "--json": "print the summary as JSON",
  },
  examples: ["url-grammars generate -n 1000 | url-grammars diff --examples 1"],
  positionals: [0, 1],
  async run(args, io, paint) {
    const examplesText = stringOption(args, "examples") ?? "3";
    if (!/^\d{1,4}$/.test(examplesText))
      throw new UsageError(
        `--examples takes a whole number from 0 to 9999, not ${JSON.stringify(examplesText)}`,
        args.command,
      );
    const width = outputWidth(args, io);
    const whatwg = !flag(args, "no-whatwg");
    const dialects = chooseDialects(args);
    if (dialects.length + (whatwg ? 1 : 0) < 2)
      throw new UsageError("diff needs at least two columns", args.command);
    const report = new DiffReport({
      dialects: dialects.map((d) => d.name),
      whatwg,
      resolve: flag(args, "resolve"),
      examples: Number(examplesText),
    });
    const input = inputOf(args.positionals[0], io);
    if (typeof input === "string") {
      io.stderr.write(`url-grammars: ${input}\n`);
      return EXIT_NO_INPUT;
    }
    // Lines are read a batch at a time (addAll: each column reads the batch
    // in turn), the last one when the input ends.
    let batch: string[] = [];
    const outcome = await streamLines(input, io, "compared", (line) => {
      if (batch.push(line) === DIFF_BATCH) {
        report.addAll(batch);
        batch = [];
      }
      return "";
    });
    switch (outcome.kind) {
      case "input-failed":
      case "output-failed":
        return streamFailure(outcome, io);
      case "output-closed":
        return EXIT_OK;
      case "done": {
        report.addAll(batch);
        const summary = report.summary();
        io.stdout.write(
          flag(args, "json")
            ? JSON.stringify(summary, null, 2) + "\n"
            : summaryText(summary, paint, width),
        );
        return EXIT_OK;
      }
    }
  },
};

/** A share as a percentage: one decimal, or as many as show a share that is not zero. */
function percent(share: number): string {
  const digits = share > 0 && share < 0.001 ? 3 : 1;
  return `${(share * 100).toFixed(digits)}%`;
}

/**
 * The summary as text; fitted to `width` if given: the table by fitTable, and
 * each other line wider than the width wrapped, its continuation indented two
 * more.
 */
function summaryText(
  summary: DiffSummary,
  paint: Paint,
  width: number | undefined,
): string {
  const out: string[] = [];
  const differing = summary.linesWithDifferences;
  out.push(
    `${summary.lines} line${summary.lines === 1 ? "" : "s"} read by ${summary.columns.join(", ")}${summary.mode === "resolve" ? " (resolving base<TAB>reference)" : ""}`,
    `${differing} line${differing === 1 ? "" : "s"} (${percent(summary.lines === 0 ? 0 : differing / summary.lines)}) read differently by at least two columns`,
  );
  if (summary.malformedLines > 0)
    out.push(`${summary.malformedLines} line(s) without a tab skipped`);
  const header = ["what differs", "lines", "share", "meaning"];
  const rows = summary.groups.map((g) => [
    g.category,
    String(g.count),
    percent(g.share),
    DIFF_CATEGORY_NOTES[g.category],
  ]);
  out.push(
    "",
    width === undefined
      ? table(header, rows, paint)
      : fitTable(header, rows, paint, width, 1),
  );
  for (const g of summary.groups) {
    if (g.examples.length === 0) continue;
    out.push(
      "",
      paint.bold(`${g.category}: first ${g.examples.length} of ${g.count}`),
    );
    for (const e of g.examples) {
      out.push(`  line ${e.line}: ${JSON.stringify(e.input)}`);
      for (const [column, value] of Object.entries(e.values)) {
        out.push(
          `    ${column}: ${value === undefined ? "-" : value === null ? "fails" : typeof value === "boolean" ? (value ? "valid" : "invalid") : JSON.stringify(value)}`,
        );
      }
    }
  }
  if (summary.columns.includes("whatwg")) out.push("", `${WHATWG_NOTE}.`);
  const text = out.join("\n");
  // The table's lines fit: fitText leaves them as they are.
  return (width === undefined ? text : fitText(text, width, 2)) + "\n";
}
