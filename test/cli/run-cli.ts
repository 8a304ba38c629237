// The url-grammars command driven through run() with in-memory streams: what
// every test of the command line calls (a real process is the built command,
// run by the tests that need one: a closed pipe, exit codes, signals).
import { Readable } from "node:stream";
import * as tty from "node:tty";
import { run, type Io } from "../../src/cli/run";

/** What a run of the command gave. */
export interface Captured {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliOptions {
  /** Standard input: one string, or the chunks it arrives in. Empty by default. */
  readonly stdin?: string | readonly (string | Buffer)[];
  /** Both outputs are a terminal, which answers hasColors as Node's own does for `env`. */
  readonly tty?: boolean;
  /** Standard output is a terminal this many columns wide (as `tty`). */
  readonly columns?: number;
  readonly env?: Record<string, string>;
  /** The script check --jobs and diff --jobs start their workers on. */
  readonly workerScript?: string;
}

/** A terminal's hasColors, as Node's answers for `env` (16 colours: what hasColors(env) asks by default). */
function hasColors(env?: object): boolean {
  return tty.WriteStream.prototype.hasColors.call(
    tty.WriteStream.prototype,
    16,
    env,
  );
}

/** Runs the command on `argv`, its outputs captured. */
export async function cli(
  argv: readonly string[],
  options: CliOptions = {},
): Promise<Captured> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const terminal = options.tty === true || options.columns !== undefined;
  const io: Io = {
    stdout: {
      write: (s) => (stdout.push(String(s)), true),
      isTTY: terminal,
      ...(terminal ? { hasColors } : {}),
      ...(options.columns !== undefined ? { columns: options.columns } : {}),
    },
    stderr: {
      write: (s) => (stderr.push(String(s)), true),
      isTTY: options.tty === true,
    },
    stdin: Readable.from(
      typeof options.stdin === "string" || options.stdin === undefined
        ? [options.stdin ?? ""]
        : [...options.stdin],
    ),
    env: options.env ?? {},
    ...(options.workerScript !== undefined
      ? { workerScript: options.workerScript }
      : {}),
  };
  const code = await run([...argv], io);
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}
