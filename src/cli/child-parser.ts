// A parser under test as a child process, for `conformance`: it reads one
// string per line on standard input and writes one line per string on
// standard output, in order: "valid", "invalid", or a JSON object of
// components. Takes the command and a timeout; gives a BatchParser and a way
// to stop the child. A child that cannot start, exits, writes a line that is
// none of those, writes fewer lines than it was sent (its output ends), or is
// silent for the timeout, fails the batch with a ConformanceError of that
// code; never a hang. A string holding CR or LF cannot be sent as a line: the
// generator makes none (src/generate.ts), and one here is a bug.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import {
  ConformanceError,
  readAnswer,
  type Answer,
  type BatchParser,
} from "../conformance.js";
import { LINE_BREAK } from "../generate.js";
import { drained } from "./input.js";

export interface ChildParser {
  readonly ask: BatchParser;
  /** Closes the child's input and waits for it to exit (killing it after the timeout). */
  close(): Promise<void>;
}

/** How much of the child's standard error a failure quotes. */
const STDERR_TAIL = 2000;

export function childParser(
  command: string,
  args: readonly string[],
  timeoutMs: number,
): ChildParser {
  const run = new ChildRun(command, args, timeoutMs);
  return { ask: (inputs) => run.ask(inputs), close: () => run.close() };
}

/** The batch being answered: its strings, the answers so far, how it ends. */
interface Pending {
  readonly inputs: readonly string[];
  readonly answers: Answer[];
  resolve(answers: readonly Answer[]): void;
  reject(error: ConformanceError): void;
}

/** The child and what is known of it: its failure, its standard error's tail, the batch it answers. */
class ChildRun {
  private readonly child: ChildProcessWithoutNullStreams;
  private failure: ConformanceError | undefined;
  private exited = false;
  private stderr = "";
  private partial = "";
  private pending: Pending | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    command: string,
    args: readonly string[],
    private readonly timeoutMs: number,
  ) {
    const child = spawn(command, [...args], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => this.data(chunk));
    // Output that ends before the batch is answered: a child that exited with a
    // failure, or one that finished (status 0) having answered too few.
    child.stdout.on("end", () => this.end());
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      this.exited = true;
      this.fail(
        new ConformanceError(
          "spawn",
          `cannot run ${JSON.stringify(command)}: ${error.message}`,
        ),
      );
    });
    child.on("exit", () => {
      this.exited = true;
    });
    // Writing to a child that died fails with EPIPE; its exit says why.
    child.stdin.on("error", () => undefined);
  }

  private tail(): string {
    const text = this.stderr.trim();
    return text === "" ? "" : `; its standard error ends: ${text}`;
  }

  private fail(error: ConformanceError): void {
    this.failure ??= error;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = undefined;
    batch?.reject(this.failure);
  }

  private arm(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const batch = this.pending;
      const waiting =
        batch === undefined ? undefined : batch.inputs[batch.answers.length];
      this.child.kill();
      this.fail(
        new ConformanceError(
          "timeout",
          `the parser gave no answer in ${this.timeoutMs} ms${waiting === undefined ? "" : ` for ${JSON.stringify(waiting)}`}${this.tail()}`,
          waiting,
        ),
      );
    }, this.timeoutMs);
  }

  private data(chunk: string): void {
    let text = this.partial + chunk;
    let lf = text.indexOf("\n");
    while (lf >= 0 && this.failure === undefined) {
      const one = text.slice(0, lf);
      this.line(one.endsWith("\r") ? one.slice(0, -1) : one);
      text = text.slice(lf + 1);
      lf = text.indexOf("\n");
    }
    this.partial = text;
  }

  private line(text: string): void {
    const batch = this.pending;
    if (batch === undefined) {
      this.fail(
        new ConformanceError(
          "answer",
          `the parser wrote a line that answers no string: ${JSON.stringify(text.slice(0, 60))}`,
        ),
      );
      return;
    }
    const input = batch.inputs[batch.answers.length]!;
    let value: unknown = text;
    if (text.startsWith("{")) {
      try {
        value = JSON.parse(text);
      } catch {
        value = text;
      }
    }
    try {
      batch.answers.push(readAnswer(value, input));
    } catch (error) {
      if (error instanceof ConformanceError) {
        this.fail(error);
        return;
      }
      throw error;
    }
    this.arm();
    if (batch.answers.length === batch.inputs.length) {
      if (this.timer !== undefined) clearTimeout(this.timer);
      this.timer = undefined;
      this.pending = undefined;
      batch.resolve(batch.answers);
    }
  }

  private end(): void {
    const batch = this.pending;
    if (batch === undefined) return;
    const report = (): void => {
      const code = this.child.exitCode;
      const signal = this.child.signalCode;
      const where = `after ${batch.answers.length} of ${batch.inputs.length} answers`;
      this.fail(
        code === 0
          ? new ConformanceError(
              "missing",
              `the parser's output ended ${where}${this.tail()}`,
              batch.inputs[batch.answers.length],
            )
          : new ConformanceError(
              "exited",
              `the parser exited (${signal ?? `status ${code}`}) ${where}${this.tail()}`,
              batch.inputs[batch.answers.length],
            ),
      );
    };
    if (this.exited) report();
    else this.child.once("exit", report);
  }

  ask(inputs: readonly string[]): Promise<readonly Answer[]> {
    return new Promise<readonly Answer[]>((resolve, reject) => {
      if (this.failure !== undefined) {
        reject(this.failure);
        return;
      }
      if (this.exited) {
        reject(
          new ConformanceError("exited", `the parser has exited${this.tail()}`),
        );
        return;
      }
      for (const input of inputs)
        if (LINE_BREAK.test(input))
          throw new Error(
            `bug: a string with a line break cannot be sent: ${JSON.stringify(input)}`,
          );
      this.pending = { inputs, answers: [], resolve, reject };
      this.arm();
      void this.write(inputs.map((input) => `${input}\n`).join(""));
    });
  }

  /** Writes to the child, waiting for its input to drain when it asks. */
  private async write(text: string): Promise<void> {
    const CHUNK = 64 * 1024;
    const stdin = this.child.stdin;
    for (
      let at = 0;
      at < text.length && this.failure === undefined;
      at += CHUNK
    ) {
      if (!stdin.write(text.slice(at, at + CHUNK))) await drained(stdin);
    }
  }

  async close(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.exited) return;
    const gone = new Promise<void>((resolve) =>
      this.child.once("exit", () => resolve()),
    );
    this.child.stdin.end();
    const killer = setTimeout(() => this.child.kill(), this.timeoutMs);
    await gone;
    clearTimeout(killer);
  }
}
