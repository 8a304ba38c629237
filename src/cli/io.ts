// The streams a command runs with, and its exit codes. run() takes its
// streams as arguments, so tests drive the commands without a process.

export interface OutputStream {
  /** Text, or bytes (check writes its records as UTF-8 bytes, in chunks that end at a line's end). */
  write(chunk: string | Uint8Array): boolean;
  once?(event: "drain" | "close", listener: () => void): unknown;
  /** A stream that fails (a closed pipe: EPIPE) says so here. */
  on?(event: "error", listener: (error: Error) => void): unknown;
  off?(event: "drain" | "close", listener: () => void): unknown;
  off?(event: "error", listener: (error: Error) => void): unknown;
  readonly isTTY?: boolean;
  /** A terminal's width in columns (Node's tty.WriteStream#columns). */
  readonly columns?: number;
  /** A terminal's colour support for `env` (Node's tty.WriteStream#hasColors). */
  hasColors?(env?: object): boolean;
}

export interface Io {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The command's own script, which check --jobs starts its workers on (main.ts). */
  readonly workerScript?: string;
}

/** Exit codes (the help's "Exit status" lists them; 64 and up from sysexits.h). */
export const EXIT_OK = 0;
/** A URL outside the grammar, a reference that cannot be resolved, a tree past its limit; check only with --fail-on-invalid. */
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;
/** Input that is not what the command reads: diff --merge's reports (EX_DATAERR; grammar-option.ts's EXIT_GRAMMAR is the same status). */
export const EXIT_DATA = 65;
/** An input file that cannot be read (EX_NOINPUT). */
export const EXIT_NO_INPUT = 66;
/** Something the command needs is not there: peggy (--grammar), the parser's command (conformance) (EX_UNAVAILABLE). */
export const EXIT_UNAVAILABLE = 69;
/** A bug: an error the command does not expect (EX_SOFTWARE; main.ts). */
export const EXIT_INTERNAL = 70;
/** Standard output failed, other than by being closed (EX_IOERR). */
export const EXIT_OUTPUT = 74;
