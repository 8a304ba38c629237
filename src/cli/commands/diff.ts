// url-grammars diff [--rfc N,M] [--no-whatwg] [--resolve] [--examples n] [--jobs n] [--width N] [--json] [file|-]
// url-grammars diff --merge [--width N] [--json] <report>...
import {
  DIFF_CATEGORY_NOTES,
  type DiffOptions,
  type DiffSummary,
} from "../../diff.js";
import { WHATWG_NOTE } from "../../whatwg.js";
import {
  chooseDialects,
  flag,
  outputWidth,
  stringOption,
  UsageError,
  type CommandArgs,
} from "../args.js";
import { runInWorkers } from "../check-workers.js";
import { jobsOption, runSaid } from "../jobs.js";
import type { Command } from "../command.js";
import { DiffPartError, mergeReports } from "../diff-merge.js";
import { DiffWork } from "../diff-workers.js";
import { fitTable, fitText } from "../fit.js";
import { inputOf, noInput, streamFailure } from "../input.js";
import { EXIT_DATA, EXIT_OK, type Io } from "../io.js";
import { table, type Paint } from "../output.js";

export const diff: Command = {
  usage: () => [
    `[--rfc <rfc>[,<rfc>...]] [--no-whatwg] [--resolve] [--examples <n>]\n[--jobs <n>] [--width <n>] [--json] [file|-]`,
    `--merge [--width <n>] [--json] <report>...`,
  ],
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

With --resolve, each line is <base><TAB><reference> (a further tab and the
fields after it are not read), and the report compares the resolved strings
(a column that fails to resolve differs from one that resolves). Lines are
read as check reads them; memory stays constant however long the input, with
a progress line on a terminal. --json prints the summary as JSON. The report
is fitted to a terminal's width, or to --width <n>, as compare's table is.

--jobs <n> reads on n threads, as check --jobs does (and with the same
URL_GRAMMARS_JOBS_DELAY): the report is the same, byte for byte, and a line
on standard error says how many lines the workers read.

--merge prints the report of one run over the parts of an input taken in
order, from the reports --json wrote for each part (<report>: a file, or "-"
for standard input once): counts and shares of the whole, and the first
examples, each part's line numbers after the lines of the parts before it. It
takes the options of the parts from them: the others are bad usage. A part
that is not such a report, or was written with other options than the first
(dialects, WHATWG, --resolve, --examples), exits 65.`,
  options: {
    "--rfc <rfc>[,<rfc>...]": "the dialects (default every one)",
    "--no-whatwg": "leave out WHATWG URL",
    "--resolve": "each line <base><TAB><reference>: compare resolutions",
    "--examples <n>": "the examples shown per group (default 3)",
    "--jobs <n>": "read on <n> threads (1 to 99; default 1)",
    "--merge": "merge the --json reports of an input's parts, in order",
    "--width <n>": "fit the report to <n> columns",
    "--json": "print the summary as JSON",
  },
  examples: ["url-grammars generate -n 1000 | url-grammars diff --examples 1"],
  positionals: [0, Infinity],
  async run(args, io, paint) {
    const width = outputWidth(args, io);
    if (flag(args, "merge")) return merge(args, io, paint, width);
    if (args.positionals.length > 1)
      throw new UsageError(
        "diff takes 0 to 1 argument(s), or with --merge the reports to merge",
        args.command,
      );
    const examplesText = stringOption(args, "examples") ?? "3";
    if (!/^\d{1,4}$/.test(examplesText))
      throw new UsageError(
        `--examples takes a whole number from 0 to 9999, not ${JSON.stringify(examplesText)}`,
        args.command,
      );
    const whatwg = !flag(args, "no-whatwg");
    const dialects = chooseDialects(args);
    if (dialects.length + (whatwg ? 1 : 0) < 2)
      throw new UsageError("diff needs at least two columns", args.command);
    const options: DiffOptions = {
      dialects: dialects.map((d) => d.name),
      whatwg,
      resolve: flag(args, "resolve"),
      examples: Number(examplesText),
    };
    const jobs = jobsOption(args, io);
    const input = inputOf(args.positionals[0], io);
    if (typeof input === "string") return noInput(input, io);
    const work = new DiffWork({ role: "url-grammars diff", options });
    const outcome = await runInWorkers(input, io, work, jobs);
    if (outcome.kind === "input-failed" || outcome.kind === "output-failed")
      return streamFailure(outcome, io);
    if (outcome.kind === "output-closed") return EXIT_OK;
    if (outcome.threads !== undefined)
      io.stderr.write(`${runSaid(outcome, "diff")}\n`);
    io.stdout.write(report(args, work.total.summary(), paint, width));
    return EXIT_OK;
  },
};

/** The summary as the command prints it: JSON, or text. */
function report(
  args: CommandArgs,
  summary: DiffSummary,
  paint: Paint,
  width: number | undefined,
): string {
  return flag(args, "json")
    ? JSON.stringify(summary, null, 2) + "\n"
    : summaryText(summary, paint, width);
}

/** The options that would change a report: --merge takes them from the reports. */
const REPORT_OPTIONS = ["rfc", "no-whatwg", "resolve", "examples", "jobs"];
/** A report larger than this is none that diff --json wrote (its examples are at most 9999 per group). */
const MOST_BYTES = 256 * 1024 * 1024;

/** diff --merge: the reports read, merged, and printed as one run's. */
async function merge(
  args: CommandArgs,
  io: Io,
  paint: Paint,
  width: number | undefined,
): Promise<number> {
  const given = REPORT_OPTIONS.find((name) => args.values[name] !== undefined);
  if (given !== undefined)
    throw new UsageError(
      `--merge takes the options of the reports it merges from them: --${given} cannot be given with it`,
      args.command,
    );
  const files = args.positionals;
  if (files.length === 0)
    throw new UsageError(
      "--merge needs the reports to merge: one file for each part of the input, in order",
      args.command,
    );
  if (files.filter((f) => f === "-").length > 1)
    throw new UsageError(
      '--merge reads standard input ("-") once',
      args.command,
    );
  const parts: { name: string; text: string }[] = [];
  for (const file of files) {
    const name = file === "-" ? "standard input" : file;
    const input = inputOf(file, io);
    if (typeof input === "string") return noInput(input, io);
    const text = await readPart(input, name, io);
    if (typeof text === "number") return text;
    parts.push({ name, text });
  }
  let summary: DiffSummary;
  try {
    summary = mergeReports(parts);
  } catch (error) {
    if (!(error instanceof DiffPartError)) throw error;
    io.stderr.write(`url-grammars: ${error.message}\n`);
    return EXIT_DATA;
  }
  io.stdout.write(report(args, summary, paint, width));
  return EXIT_OK;
}

/** A part's text (UTF-8); or, said, the exit status of a part that fails or is larger than MOST_BYTES. */
async function readPart(
  input: NodeJS.ReadableStream,
  name: string,
  io: Io,
): Promise<string | number> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of input) {
      const bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, "utf8")
          : (chunk as Buffer);
      size += bytes.length;
      if (size > MOST_BYTES) {
        io.stderr.write(
          `url-grammars: ${name}: larger than ${MOST_BYTES / 1024 / 1024} MiB: not a report of url-grammars diff --json\n`,
        );
        return EXIT_DATA;
      }
      chunks.push(bytes);
    }
  } catch (error) {
    return streamFailure({ kind: "input-failed", error }, io);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}

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
