// The input a command reads (a file or standard input, or why it cannot be
// read), and the output and progress line of the commands that stream
// (check-workers.ts): memory stays constant however long the input.
import * as fs from "node:fs";
import {
  EXIT_NO_INPUT,
  EXIT_OUTPUT,
  type Io,
  type OutputStream,
} from "./io.js";
import { rate } from "./output.js";

/**
 * The file, open for reading, or why it cannot be read (a missing file, a
 * directory, no permission), naming it.
 */
export function openInput(file: string): fs.ReadStream | string {
  let fd: number | undefined;
  let why: string;
  try {
    fd = fs.openSync(file, "r");
    if (!fs.fstatSync(fd).isDirectory())
      return fs.createReadStream(file, { fd });
    why = "it is a directory";
  } catch (error) {
    why = reason(error);
  }
  if (fd !== undefined) fs.closeSync(fd);
  return `cannot read ${JSON.stringify(file)}: ${why}`;
}

/**
 * Why standard input cannot be read, when it is a file descriptor that is a
 * directory (`check < /`: Node reads such a descriptor as an empty input).
 */
export function stdinProblem(stdin: NodeJS.ReadableStream): string | undefined {
  const fd = (stdin as { fd?: unknown }).fd;
  if (typeof fd !== "number") return undefined;
  try {
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory())
      return "cannot read standard input: it is a directory";
    if (fd === 0 && isClosedStandardInput(stat))
      return "cannot read standard input: it is closed (or is /dev/null opened for reading and writing, which Node puts in place of a closed one)";
  } catch (error) {
    return `cannot read standard input: ${reason(error)}`;
  }
  return undefined;
}

/**
 * Whether descriptor 0 is what Node puts in place of a closed standard input
 * (`check - <&-`): at start-up Node opens /dev/null for reading and writing on
 * a standard descriptor that is closed, and reads it as an empty input. A
 * shell's `< /dev/null` opens /dev/null for reading only, and so does a
 * parent's stdio "ignore" in Node: the two are told apart by the access mode,
 * which Linux shows in /proc/self/fdinfo/0. Its limits: where that file
 * cannot be read (not Linux) a closed input still reads as empty, and a
 * /dev/null a parent opened for reading and writing on purpose (`<>
 * /dev/null`, Python's subprocess.DEVNULL) reads as closed.
 */
function isClosedStandardInput(stat: fs.Stats): boolean {
  if (!stat.isCharacterDevice()) return false;
  let info: string;
  try {
    if (fs.statSync("/dev/null").rdev !== stat.rdev) return false;
    info = fs.readFileSync("/proc/self/fdinfo/0", "utf8");
  } catch {
    return false;
  }
  const flags = /^flags:\s*([0-7]+)$/m.exec(info)?.[1];
  // O_ACCMODE is 3, O_RDWR 2.
  return flags !== undefined && (parseInt(flags, 8) & 3) === 2;
}

/**
 * The input named by a command's file argument: standard input for "-" or
 * none, or the file; or why it cannot be read.
 */
export function inputOf(
  file: string | undefined,
  io: Io,
): NodeJS.ReadableStream | string {
  if (file === undefined || file === "-") {
    return stdinProblem(io.stdin) ?? io.stdin;
  }
  return openInput(file);
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long",
  EIO: "input/output error",
};

/** The code of a system error (ENOENT, EPIPE, ...), from any realm. */
function errorCode(error: unknown): string | undefined {
  const code =
    typeof error === "object" && error !== null
      ? (error as { code?: unknown }).code
      : undefined;
  return typeof code === "string" ? code : undefined;
}

/** A file-system error, said in words (its code in parentheses). */
export function reason(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && Object.hasOwn(REASONS, code))
    return `${REASONS[code]} (${code})`;
  return typeof error === "object" && error !== null && "message" in error
    ? String(error.message)
    : String(error);
}

/**
 * Whether a write failed because the reader closed the pipe (EPIPE, or a
 * write after the stream was destroyed by that).
 */
export function isClosedPipe(error: unknown): boolean {
  const code = errorCode(error);
  return code === "EPIPE" || code === "ERR_STREAM_DESTROYED";
}

/** Resolves when the stream drains, fails or closes (a failed stream never drains). */
export function drained(stream: OutputStream): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = (): void => {
      stream.off?.("drain", done);
      stream.off?.("close", done);
      stream.off?.("error", done);
      resolve();
    };
    stream.once?.("drain", done);
    stream.once?.("close", done);
    stream.on?.("error", done);
  });
}

/** Says why the input cannot be read (as inputOf does); returns 66 (EX_NOINPUT). */
export function noInput(why: string, io: Io): number {
  io.stderr.write(`url-grammars: ${why}\n`);
  return EXIT_NO_INPUT;
}

/**
 * What a streaming command says when its input or its output failed, and the
 * exit status: 66 for the input (EX_NOINPUT), 74 for the output (EX_IOERR).
 */
export function streamFailure(
  outcome:
    | { readonly kind: "input-failed"; readonly error: unknown }
    | { readonly kind: "output-failed"; readonly error: unknown },
  io: Io,
): number {
  if (outcome.kind === "input-failed")
    return noInput(`cannot read the input: ${reason(outcome.error)}`, io);
  io.stderr.write(
    `url-grammars: cannot write the output: ${reason(outcome.error)}\n`,
  );
  return EXIT_OUTPUT;
}

/**
 * Standard output for bytes: each chunk written as it comes; `ready` waits
 * for the stream to drain when a write asked to. The first error of the
 * stream is kept in `error` (and no more is written): a reader that closed
 * the pipe (EPIPE: stop, quietly) or another failure (stop, and say so).
 */
export class ByteOutput {
  error: unknown;
  private full = false;
  private readonly onError = (error: Error): void => {
    this.error ??= error;
  };

  constructor(private readonly io: Io) {
    io.stdout.on?.("error", this.onError);
  }

  write(chunk: string | Uint8Array): void {
    if (this.error !== undefined) return;
    if (!this.io.stdout.write(chunk) && this.io.stdout.once !== undefined)
      this.full = true;
  }

  /** Resolves when the stream may take more (at once, unless a write asked to wait). */
  async ready(): Promise<void> {
    if (!this.full) return;
    this.full = false;
    if (this.error === undefined) await drained(this.io.stdout);
  }

  /** Stops listening for errors; how the output ended, when it failed. */
  close():
    | { readonly kind: "output-closed" }
    | { readonly kind: "output-failed"; readonly error: unknown }
    | undefined {
    this.io.stdout.off?.("error", this.onError);
    if (this.error === undefined) return undefined;
    return isClosedPipe(this.error)
      ? { kind: "output-closed" }
      : { kind: "output-failed", error: this.error };
  }
}

/** The progress line a streaming command shows on standard error when that is a terminal. */
export class Progress {
  readonly started = Date.now();
  private last = this.started;
  private readonly shown: boolean;

  constructor(
    private readonly io: Io,
    private readonly verb: string,
  ) {
    this.shown = io.stderr.isTTY === true;
  }

  /** Says how many lines are done, at most four times a second. */
  update(lines: number): void {
    if (!this.shown) return;
    const now = Date.now();
    if (now - this.last < 250) return;
    this.last = now;
    this.io.stderr.write(
      `\r\u001b[K${this.verb} ${lines} lines, ${rate(lines, now - this.started)} lines/s`,
    );
  }

  clear(): void {
    if (this.shown) this.io.stderr.write("\r\u001b[K");
  }
}
