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
  const child: ChildProcessWithoutNullStreams = spawn(command, [...args], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let failure: ConformanceError | undefined;
  let exited = false;
  let stderr = "";
  let partial = "";
  /** The batch being answered: its strings, the answers so far, how it ends. */
  let pending:
    | {
        readonly inputs: readonly string[];
        readonly answers: Answer[];
        resolve(answers: readonly Answer[]): void;
        reject(error: ConformanceError): void;
      }
    | undefined;
  let timer: NodeJS.Timeout | undefined;

  const tail = (): string => {
    const text = stderr.trim();
    return text === "" ? "" : `; its standard error ends: ${text}`;
  };
  const fail = (error: ConformanceError): void => {
    failure ??= error;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = undefined;
    batch?.reject(failure);
  };
  const arm = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      const waiting =
        batch === undefined ? undefined : batch.inputs[batch.answers.length];
      child.kill();
      fail(
        new ConformanceError(
          "timeout",
          `the parser gave no answer in ${timeoutMs} ms${waiting === undefined ? "" : ` for ${JSON.stringify(waiting)}`}${tail()}`,
          waiting,
        ),
      );
    }, timeoutMs);
  };
  const line = (text: string): void => {
    const batch = pending;
    if (batch === undefined) {
      fail(
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
        fail(error);
        return;
      }
      throw error;
    }
    arm();
    if (batch.answers.length === batch.inputs.length) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      batch.resolve(batch.answers);
    }
  };

  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    let text = partial + chunk;
    let lf = text.indexOf("\n");
    while (lf >= 0 && failure === undefined) {
      const one = text.slice(0, lf);
      line(one.endsWith("\r") ? one.slice(0, -1) : one);
      text = text.slice(lf + 1);
      lf = text.indexOf("\n");
    }
    partial = text;
  });
  // Output that ends before the batch is answered: a child that exited with a
  // failure, or one that finished (status 0) having answered too few.
  child.stdout.on("end", () => {
    const batch = pending;
    if (batch === undefined) return;
    const report = (): void => {
      const code = child.exitCode;
      const signal = child.signalCode;
      const where = `after ${batch.answers.length} of ${batch.inputs.length} answers`;
      fail(
        code === 0
          ? new ConformanceError(
              "missing",
              `the parser's output ended ${where}${tail()}`,
              batch.inputs[batch.answers.length],
            )
          : new ConformanceError(
              "exited",
              `the parser exited (${signal ?? `status ${code}`}) ${where}${tail()}`,
              batch.inputs[batch.answers.length],
            ),
      );
    };
    if (exited) report();
    else child.once("exit", report);
  });
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });
  child.on("error", (error: NodeJS.ErrnoException) => {
    exited = true;
    fail(
      new ConformanceError(
        "spawn",
        `cannot run ${JSON.stringify(command)}: ${error.message}`,
      ),
    );
  });
  child.on("exit", () => {
    exited = true;
  });
  // Writing to a child that died fails with EPIPE; its exit says why.
  child.stdin.on("error", () => undefined);

  const ask: BatchParser = (inputs) =>
    new Promise<readonly Answer[]>((resolve, reject) => {
      if (failure !== undefined) {
        reject(failure);
        return;
      }
      if (exited) {
        reject(
          new ConformanceError("exited", `the parser has exited${tail()}`),
        );
        return;
      }
      for (const input of inputs)
        if (LINE_BREAK.test(input))
          throw new Error(
            `bug: a string with a line break cannot be sent: ${JSON.stringify(input)}`,
          );
      pending = { inputs, answers: [], resolve, reject };
      arm();
      void write(inputs.map((input) => `${input}\n`).join(""));
    });

  /** Writes to the child, waiting for its input to drain when it asks. */
  const write = async (text: string): Promise<void> => {
    const CHUNK = 64 * 1024;
    for (let at = 0; at < text.length && failure === undefined; at += CHUNK) {
      if (!child.stdin.write(text.slice(at, at + CHUNK)))
        await new Promise<void>((drained) => {
          const done = (): void => {
            child.stdin.off("drain", done);
            child.stdin.off("close", done);
            drained();
          };
          child.stdin.once("drain", done);
          child.stdin.once("close", done);
        });
    }
  };

  const close = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (exited) return;
    const gone = new Promise<void>((resolve) =>
      child.once("exit", () => resolve()),
    );
    child.stdin.end();
    const killer = setTimeout(() => child.kill(), timeoutMs);
    await gone;
    clearTimeout(killer);
  };

  return { ask, close };
}
