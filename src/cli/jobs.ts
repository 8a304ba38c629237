// --jobs <n>, as check and diff read it (their threads: check-workers.ts):
// the threads, when the workers start, and what the summary says of them.
import * as fs from "node:fs";
import { own } from "../shared/own.js";
import { stringOption, UsageError, type CommandArgs } from "./args.js";
import type { RunOutcome } from "./check-workers.js";
import type { Io } from "./io.js";
import { rate } from "./output.js";

/** The environment variable that sets how long --jobs reads on one thread before its workers start. */
const JOBS_DELAY = "URL_GRAMMARS_JOBS_DELAY";
/** Its default: a second (check-workers.ts says why). */
const DEFAULT_JOBS_DELAY = 1000;
/**
 * A file at least this large starts the workers with the command: its check
 * lasts long enough for a worker's start-up and warm-up to pay. (On the
 * machine of bench/README.md, 1,577,440 lines, 95 MB: 2.17 to 2.29 s with
 * the workers started at once, 2.80 s after the second; 157,744 lines, 9.5
 * MB: 0.50 to 0.53 s against 0.48 to 0.51 s.)
 */
const LARGE_INPUT = 32 * 1024 * 1024;

/** --jobs as check and diff read it: the threads, the milliseconds before the workers start, and the command's script they run. */
export interface Jobs {
  readonly jobs: number;
  readonly delay: number;
  /** Defined when jobs > 1. */
  readonly script: string | undefined;
}

/** A command's work on its own thread alone. */
export const ONE_THREAD: Jobs = { jobs: 1, delay: 0, script: undefined };

/** --jobs <n> (1 to 99; default 1), and when its workers start: usage errors for a bad value and outside the command. */
export function jobsOption(args: CommandArgs, io: Io): Jobs {
  const jobsText = stringOption(args, "jobs") ?? "1";
  if (!/^[1-9][0-9]?$/.test(jobsText))
    throw new UsageError(
      `--jobs takes a number of threads from 1 to 99, not ${JSON.stringify(jobsText)}`,
      args.command,
    );
  const jobs = Number(jobsText);
  const delay =
    jobs > 1 ? jobsDelay(args, io, fileSize(args.positionals[0])) : 0;
  const script = io.workerScript;
  if (jobs > 1 && script === undefined)
    throw new UsageError(
      "--jobs needs the url-grammars command (its workers run its own script)",
      args.command,
    );
  return { jobs, delay, script };
}

/** The size of a regular file named on the command line, or undefined (standard input, a pipe, a file that cannot be read: inputOf says why). */
function fileSize(file: string | undefined): number | undefined {
  if (file === undefined || file === "-") return undefined;
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The milliseconds of URL_GRAMMARS_JOBS_DELAY (an own property of the
 * environment); without it, 0 for a file of LARGE_INPUT bytes or more, else
 * the default.
 */
function jobsDelay(
  args: CommandArgs,
  io: Io,
  size: number | undefined,
): number {
  const text = own(io.env, JOBS_DELAY);
  if (text === undefined || text === "")
    return size !== undefined && size >= LARGE_INPUT ? 0 : DEFAULT_JOBS_DELAY;
  if (!/^[0-9]{1,9}$/.test(text))
    throw new UsageError(
      `${JOBS_DELAY} takes a number of milliseconds, not ${JSON.stringify(text)}`,
      args.command,
    );
  return Number(text);
}

/**
 * What a summary says of a run: "1000 lines in 0.50 s (2000 lines/s)", and
 * with --jobs the workers' share, ", 500 of them on 1 worker", or why none
 * read a line (`run`: "check", "diff").
 */
export function runSaid(
  done: Extract<RunOutcome<unknown>, { kind: "done" }>,
  run: string,
): string {
  const { lines, ms, threads } = done;
  const said = `${lines} lines in ${(ms / 1000).toFixed(2)} s (${rate(lines, ms)} lines/s)`;
  if (threads === undefined) return said;
  return threads.started === 0
    ? `${said}, no worker (the ${run} ended within the delay before workers start)`
    : threads.used === 0
      ? `${said}, no worker (the input ended while they were starting)`
      : `${said}, ${threads.workerLines} of them on ${threads.used} worker${threads.used === 1 ? "" : "s"}`;
}
