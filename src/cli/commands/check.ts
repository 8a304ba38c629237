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
  type GrammarSpec,
} from "../grammar-option.js";
import { ByteOutput, inputOf, Progress, streamFailure } from "../input.js";
import { EXIT_INVALID, EXIT_NO_INPUT, EXIT_OK, type Io } from "../io.js";
import {
  checkBatch,
  LineChecker,
  lineBatches,
  OutputBuffer,
  type Counts,
} from "../check-lines.js";
import {
  checkInWorkers,
  type CheckOutcome,
  type Threads,
} from "../check-workers.js";
import { jobsOption, workersSaid } from "../jobs.js";
import { rate } from "../output.js";
import { readTemplate, type Template } from "../template.js";

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
    const { jobs, delay, script } = jobsOption(args, io);
    const input = inputOf(args.positionals[0], io);
    if (typeof input === "string") {
      io.stderr.write(`url-grammars: ${input}\n`);
      return EXIT_NO_INPUT;
    }
    if (jobs > 1)
      return checkInParallel(
        input,
        dialects,
        spec,
        io,
        flag(args, "fail-on-invalid"),
        get,
        template,
        jobs,
        script as string,
        delay,
      );
    return checkLines(
      input,
      dialects,
      io,
      flag(args, "fail-on-invalid"),
      template,
    );
  },
};

/** The input read in chunks of about this many bytes (Node's file streams read 64 KB). */
const READ = 64 * 1024;
/** The output written in chunks of about this many bytes. */
const WRITE = 256 * 1024;

async function checkLines(
  input: NodeJS.ReadableStream,
  dialects: readonly ColumnEntry[],
  io: Io,
  failOnInvalid: boolean,
  template: Template | undefined,
): Promise<number> {
  const checker = new LineChecker(dialects, template);
  const output = new ByteOutput(io);
  const out = new OutputBuffer(WRITE, (chunk) => output.write(chunk));
  const progress = new Progress(io, "checked");
  const batches = lineBatches(input, READ);
  let lines = 0;
  try {
    for (;;) {
      let next: IteratorResult<{ bytes: Buffer; last: boolean }>;
      try {
        next = await batches.next();
      } catch (error) {
        progress.clear();
        output.close();
        return finish({ kind: "input-failed", error }, io, failOnInvalid);
      }
      if (next.done === true) break;
      // An error thrown here is a bug, not a failure of the input.
      lines += checkBatch(
        next.value.bytes,
        lines + 1,
        next.value.last,
        checker,
        out,
      );
      out.flush();
      await output.ready();
      progress.update(lines);
      if (output.error !== undefined) break;
    }
  } finally {
    await batches.return(undefined);
  }
  progress.clear();
  const failed = output.close();
  const summary = {
    counts: checker.counts,
    invalidLines: checker.invalidLines,
  };
  return finish(
    failed === undefined
      ? { kind: "done", lines, ms: Date.now() - progress.started, ...summary }
      : failed.kind === "output-closed"
        ? { ...failed, ...summary }
        : failed,
    io,
    failOnInvalid,
  );
}

async function checkInParallel(
  input: NodeJS.ReadableStream,
  dialects: readonly ColumnEntry[],
  grammar: GrammarSpec | undefined,
  io: Io,
  failOnInvalid: boolean,
  get: string | undefined,
  template: Template | undefined,
  jobs: number,
  script: string,
  delay: number,
): Promise<number> {
  // Each worker compiles --grammar's file itself: a compiled grammar is code,
  // which a message cannot carry.
  const shipped = dialects.filter(isDialectEntry);
  const outcome = await checkInWorkers(
    input,
    io,
    script,
    jobs,
    { dialects: shipped.map((d) => d.name), grammar, template: get },
    dialects,
    template,
    delay,
  );
  return finish(outcome, io, failOnInvalid);
}

/** The summary and the exit status of a check, on one thread or several. */
function finish(outcome: CheckOutcome, io: Io, failOnInvalid: boolean): number {
  switch (outcome.kind) {
    case "input-failed":
    case "output-failed":
      return streamFailure(outcome, io);
    case "output-closed":
      return status(failOnInvalid, outcome.invalidLines);
    case "done":
      summarize(io, outcome.lines, outcome.ms, outcome.counts, outcome.threads);
      return status(failOnInvalid, outcome.invalidLines);
  }
}

function status(failOnInvalid: boolean, invalidLines: number): number {
  return failOnInvalid && invalidLines > 0 ? EXIT_INVALID : EXIT_OK;
}

function summarize(
  io: Io,
  lines: number,
  ms: number,
  counts: ReadonlyMap<GrammarName, Counts>,
  threads: Threads | undefined,
): void {
  const summary = [...counts].map(
    ([name, c]) => `${name}: ${c.valid} valid, ${c.invalid} invalid`,
  );
  io.stderr.write(
    `${lines} lines in ${(ms / 1000).toFixed(2)} s (${rate(lines, ms)} lines/s)${workersSaid(threads, "check")}\n${summary.join("\n")}\n`,
  );
}
