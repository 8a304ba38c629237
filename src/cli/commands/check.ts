// url-grammars check: newline-delimited URLs checked by each dialect, streamed.
import type { ColumnEntry, DialectEntry } from "../../dialect.js";
import { allDialects, isDialectEntry } from "../dialects.js";
import type { GrammarName } from "../../errors.js";
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import {
  GRAMMAR_BASE_ALIAS,
  GRAMMAR_OPTIONS,
  grammarColumn,
  grammarSpec,
} from "../grammar-option.js";
import { inputOf, noInput, streamFailure } from "../input.js";
import { EXIT_INVALID, EXIT_OK, type Io } from "../io.js";
import type { Counts } from "../check-lines.js";
import {
  checkInWorkers,
  type CheckFinal,
  type RunOutcome,
} from "../check-workers.js";
import { jobsOption, runSaid } from "../jobs.js";
import { readTemplate } from "../template.js";

export const check: Command = {
  usage: (h) =>
    `[--rfc ${h.every}] [${h.grammar}] [--fail-on-invalid] [--get <template>] [--jobs <n>] [file|-]`,
  about: `Checks newline-delimited URLs from <file> (or standard input, "-" or no file)
with one dialect, or every dialect without --rfc. A line ends at a line feed,
and a carriage return just before it is dropped; any other carriage return is
part of the line. A byte-order mark at the start of the input is dropped.
Writes one JSON line per input to standard output and a summary (valid and
invalid counts per dialect, lines per second) to standard error, with a
progress line on a terminal. Memory stays constant however long the input.

With --get <template> (and --rfc), prints the template filled in for each
valid line instead of JSON, and nothing for an invalid one. --jobs <n> checks
on n threads (the command's and n-1 workers); the output is the same, byte for
byte, in input order. Each worker first compiles its code (about a third of a
second), so the workers start only after a second of checking, or with the
command for a file of 32 MiB or more (the environment variable
URL_GRAMMARS_JOBS_DELAY=<milliseconds> sets the delay for any input; 0
starts them with the command, taking the first batches): an input checked
within it is checked on one thread, and a worker started later takes
batches once it is ready. The summary says how many lines the workers
checked.
--grammar <file> adds a grammar of your own as a column named after the file
(url-grammars --help; with --jobs, each thread compiles it); with --get, it is
the one grammar read.

Exits 0 when every line was read, valid or not: the output is the report.
With --fail-on-invalid, exits 1 when any line is invalid in any dialect
checked (for CI). An input that cannot be read (a file, a closed standard
input) exits 66.`,
  options: {
    "--rfc <rfc>": "one dialect (default every one)",
    "--fail-on-invalid": "exit 1 when a line is invalid in a dialect",
    "--get <template>": "print the template filled in for each valid line",
    "--jobs <n>": "check on <n> threads (1 to 99; default 1)",
    ...GRAMMAR_OPTIONS,
    ...GRAMMAR_BASE_ALIAS,
  },
  examples: [
    "url-grammars generate --rfc 3986 -n 1000 | url-grammars check --rfc 2396",
  ],
  positionals: [0, 1],
  async run(args, io) {
    const get = stringOption(args, "get");
    const rfc = stringOption(args, "rfc");
    const spec = grammarSpec(args);
    const grammar = grammarColumn(args);
    if (get !== undefined && (rfc === undefined) === (grammar === undefined))
      throw new UsageError(
        "--get needs --rfc (one dialect) or --grammar: one grammar",
        args.command,
      );
    if (
      get !== undefined &&
      grammar?.generic === undefined &&
      rfc === undefined
    )
      throw new UsageError(
        `--get needs components: give ${grammar?.title} a typed layer with --grammar-base`,
        args.command,
      );
    const template =
      get === undefined ? undefined : readTemplate(get, args.command);
    const chosen: readonly DialectEntry[] =
      rfc === undefined ? allDialects() : [chooseDialect(args, "2396")];
    // --grammar adds the grammar's column; with --get it is the only one.
    const dialects: readonly ColumnEntry[] =
      grammar === undefined
        ? chosen
        : get !== undefined
          ? [grammar]
          : [...chosen, grammar];
    const jobs = jobsOption(args, io);
    const input = inputOf(args.positionals[0], io);
    if (typeof input === "string") return noInput(input, io);
    // With --jobs, each worker compiles --grammar's file itself: a compiled
    // grammar is code, which a message cannot carry.
    const shipped = dialects.filter(isDialectEntry).map((d) => d.name);
    const outcome = await checkInWorkers(
      input,
      io,
      jobs,
      { dialects: shipped, grammar: spec, template: get },
      dialects,
      template,
    );
    return finish(outcome, dialects, io, flag(args, "fail-on-invalid"));
  },
};

/** The summary and the exit status of a check, on one thread or several. */
function finish(
  outcome: RunOutcome<CheckFinal>,
  columns: readonly ColumnEntry[],
  io: Io,
  failOnInvalid: boolean,
): number {
  if (outcome.kind === "input-failed" || outcome.kind === "output-failed")
    return streamFailure(outcome, io);
  // The counts of every line checked, this thread's and the workers' (also
  // when the output closed early: --fail-on-invalid counts the lines
  // checked).
  const counts = new Map<GrammarName, Counts>(
    columns.map((d) => [d.name, { valid: 0, invalid: 0 }]),
  );
  let invalidLines = 0;
  for (const final of outcome.finals) {
    invalidLines += final.invalidLines;
    for (const [name, c] of final.counts) {
      const total = counts.get(name) as Counts;
      total.valid += c.valid;
      total.invalid += c.invalid;
    }
  }
  if (outcome.kind === "done") {
    const summary = [...counts].map(
      ([name, c]) => `${name}: ${c.valid} valid, ${c.invalid} invalid`,
    );
    io.stderr.write(`${runSaid(outcome, "check")}\n${summary.join("\n")}\n`);
  }
  return failOnInvalid && invalidLines > 0 ? EXIT_INVALID : EXIT_OK;
}
