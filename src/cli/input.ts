// Reading newline-delimited input and writing line-by-line output with flow
// control, for the commands that stream (check, diff): memory stays constant
// however long the input.
import * as fs from "node:fs";
import { StringDecoder } from "node:string_decoder";
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
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    return `cannot read ${JSON.stringify(file)}: ${reason(error)}`;
  }
  try {
    if (fs.fstatSync(fd).isDirectory()) {
      fs.closeSync(fd);
      return `cannot read ${JSON.stringify(file)}: it is a directory`;
    }
  } catch (error) {
    fs.closeSync(fd);
    return `cannot read ${JSON.stringify(file)}: ${reason(error)}`;
  }
  return fs.createReadStream(file, { fd });
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

/**
 * Calls `line` for each line of `input`, in order: a line ends at "\n", and a
 * "\r" just before it is dropped; a "\r" anywhere else is part of the line. A
 * byte-order mark at the very start is dropped. A last line without "\n" is a
 * line; an input that ends with "\n" has no empty line after it. After each
 * chunk of input, `afterChunk` is awaited (output flow control); when it
 * returns false, reading stops. A line longer than a chunk is kept as pieces
 * until its end, so time stays linear in its length.
 */
async function eachLine(
  input: NodeJS.ReadableStream,
  line: (text: string) => void,
  afterChunk: () => Promise<boolean>,
): Promise<void> {
  const decoder = new StringDecoder("utf8");
  let pieces: string[] = [];
  let start = true;
  const take = (text: string): void => {
    if (start && text.length > 0) {
      start = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let from = 0;
    for (let lf = text.indexOf("\n"); lf >= 0; lf = text.indexOf("\n", from)) {
      let whole = text.slice(from, lf);
      if (pieces.length > 0) {
        pieces.push(whole);
        whole = pieces.join("");
        pieces = [];
      }
      line(whole.endsWith("\r") ? whole.slice(0, -1) : whole);
      from = lf + 1;
    }
    if (from < text.length) pieces.push(from === 0 ? text : text.slice(from));
  };
  for await (const chunk of input) {
    take(typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer));
    if (!(await afterChunk())) return;
  }
  take(decoder.end());
  if (pieces.length > 0) line(pieces.join(""));
}

/** Resolves when the stream drains, fails or closes (a failed stream never drains). */
function drained(stream: OutputStream): Promise<void> {
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

/** How a stream of lines ended. */
export type StreamOutcome =
  | { readonly kind: "done"; readonly lines: number; readonly ms: number }
  /** The input failed while being read (it was there when opened). */
  | { readonly kind: "input-failed"; readonly error: unknown }
  /** The reader of standard output closed it: not a failure. */
  | { readonly kind: "output-closed"; readonly lines: number }
  | { readonly kind: "output-failed"; readonly error: unknown };

const FLUSH_AT = 64 * 1024;

/**
 * Reads `input` line by line, writes what `handle` returns for each line to
 * standard output (in chunks of about 64 KB, waiting for the stream to drain
 * when it asks), and shows a progress line on standard error when that is a
 * terminal.
 */
export async function streamLines(
  input: NodeJS.ReadableStream,
  io: Io,
  verb: string,
  handle: (line: string) => string,
): Promise<StreamOutcome> {
  const progress = io.stderr.isTTY === true;
  const started = Date.now();
  let lines = 0;
  let lastProgress = started;
  // Standard output may fail under us: a reader that closed the pipe (EPIPE:
  // stop reading, quietly), or another error (stop, and say so).
  let outputError: unknown;
  const onOutputError = (error: Error): void => {
    outputError ??= error;
  };
  io.stdout.on?.("error", onOutputError);
  let pending = "";
  const flush = async (): Promise<void> => {
    const chunk = pending;
    pending = "";
    if (outputError !== undefined) return;
    if (!io.stdout.write(chunk) && io.stdout.once !== undefined) {
      await drained(io.stdout);
    }
  };
  // An error thrown by `handle` is a bug, not a failure of the input.
  let handlerFailed = false;
  try {
    await eachLine(
      input,
      (line) => {
        lines++;
        try {
          pending += handle(line);
        } catch (error) {
          handlerFailed = true;
          throw error;
        }
      },
      async () => {
        if (pending.length >= FLUSH_AT) await flush();
        if (progress) {
          const now = Date.now();
          if (now - lastProgress >= 250) {
            lastProgress = now;
            io.stderr.write(
              `\r\u001b[K${verb} ${lines} lines, ${rate(lines, now - started)} lines/s`,
            );
          }
        }
        return outputError === undefined;
      },
    );
  } catch (error) {
    if (progress) io.stderr.write("\r\u001b[K");
    io.stdout.off?.("error", onOutputError);
    if (handlerFailed) throw error;
    return { kind: "input-failed", error };
  }
  if (pending !== "") await flush();
  io.stdout.off?.("error", onOutputError);
  if (progress) io.stderr.write("\r\u001b[K");
  if (outputError !== undefined) {
    return isClosedPipe(outputError)
      ? { kind: "output-closed", lines }
      : { kind: "output-failed", error: outputError };
  }
  return { kind: "done", lines, ms: Date.now() - started };
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
  if (outcome.kind === "input-failed") {
    io.stderr.write(
      `url-grammars: cannot read the input: ${reason(outcome.error)}\n`,
    );
    return EXIT_NO_INPUT;
  }
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

  write(chunk: Uint8Array): void {
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
