// check --jobs N: the lines checked on N worker threads, the output in input
// order and byte for byte what one thread writes.
//
// The command's thread reads the input as bytes and cuts it into batches at
// newlines (a batch is a read chunk up to its last "\n"; a line longer than a
// chunk waits for its end), numbers each batch's first line, and hands the
// batches to the workers in turn; it writes their output in batch order, with
// at most a few batches per worker in flight, so memory stays bounded. A
// worker decodes its batch in pieces of at most 16 KB cut at newlines (so
// that one non-ASCII line does not make a whole batch a two-byte string) and
// checks each line with a LineChecker, as check on one thread does.
import { parentPort, Worker, workerData } from "node:worker_threads";
import {
  dialectEntry,
  variantColumn,
  type ColumnEntry,
  type DialectEntry,
} from "../compare.js";
import type { DialectName, GrammarName } from "../errors.js";
import { compileGrammarFile, type GrammarSpec } from "./grammar-option.js";
import { LineChecker, type Counts } from "./check-lines.js";
import { isClosedPipe } from "./input.js";
import type { Io } from "./io.js";
import { rate } from "./output.js";
import { readTemplate } from "./template.js";

/** What a worker is started with. */
export interface CheckWorkerData {
  readonly role: "url-grammars check";
  readonly dialects: readonly DialectName[];
  /** --grammar's file and base: a column after the dialects', compiled by each worker. */
  readonly grammar: GrammarSpec | undefined;
  readonly template: string | undefined;
}

type ToWorker =
  | {
      readonly kind: "batch";
      readonly index: number;
      readonly firstLine: number;
      readonly bytes: Uint8Array;
      /** The input's last batch: its last line may lack a "\n". */
      readonly last: boolean;
    }
  | { readonly kind: "end" };

type FromWorker =
  | { readonly kind: "batch"; readonly index: number; readonly text: string }
  | {
      readonly kind: "counts";
      readonly counts: readonly [GrammarName, Counts][];
      readonly invalidLines: number;
    };

export function isCheckWorkerData(data: unknown): data is CheckWorkerData {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { role?: unknown }).role === "url-grammars check"
  );
}

const PIECE = 16 * 1024;
const LF = 0x0a;

/** The worker's side: check each batch it is sent; at the end, send the counts. */
export function runCheckWorker(): void {
  const data = workerData as CheckWorkerData;
  const port = parentPort;
  if (port === null) throw new Error("runCheckWorker: not in a worker");
  const dialects: ColumnEntry[] = data.dialects.map(
    (name) => dialectEntry(name) as DialectEntry,
  );
  if (data.grammar !== undefined)
    dialects.push(
      variantColumn(compileGrammarFile(data.grammar.file, data.grammar.base)),
    );
  const template =
    data.template === undefined
      ? undefined
      : readTemplate(data.template, "check");
  const checker = new LineChecker(dialects, template);
  port.on("message", (message: ToWorker) => {
    if (message.kind === "end") {
      const reply: FromWorker = {
        kind: "counts",
        counts: [...checker.counts],
        invalidLines: checker.invalidLines,
      };
      port.postMessage(reply);
      port.close();
      return;
    }
    const bytes = Buffer.from(
      message.bytes.buffer,
      message.bytes.byteOffset,
      message.bytes.byteLength,
    );
    let n = message.firstLine;
    let out = "";
    let start = 0;
    while (start < bytes.length) {
      let end = Math.min(start + PIECE, bytes.length);
      if (end < bytes.length) {
        const before = bytes.lastIndexOf(LF, end - 1);
        if (before >= start) end = before + 1;
        else {
          const after = bytes.indexOf(LF, end);
          end = after < 0 ? bytes.length : after + 1;
        }
      }
      const text = bytes.toString("utf8", start, end);
      let from = 0;
      for (
        let lf = text.indexOf("\n");
        lf >= 0;
        lf = text.indexOf("\n", from)
      ) {
        const line = text.slice(from, lf);
        out += checker.line(
          line.endsWith("\r") ? line.slice(0, -1) : line,
          n++,
        );
        from = lf + 1;
      }
      // Only the input's last line can end without "\n"; it keeps a "\r".
      if (from < text.length) out += checker.line(text.slice(from), n++);
      start = end;
    }
    const reply: FromWorker = {
      kind: "batch",
      index: message.index,
      text: out,
    };
    port.postMessage(reply);
  });
}

/** How a check ended (on one thread or several), with the summary's counts. */
export type CheckOutcome =
  | {
      readonly kind: "done";
      readonly lines: number;
      readonly ms: number;
      readonly counts: Map<GrammarName, Counts>;
      readonly invalidLines: number;
    }
  | { readonly kind: "input-failed"; readonly error: unknown }
  | {
      readonly kind: "output-closed";
      readonly counts: Map<GrammarName, Counts>;
      readonly invalidLines: number;
    }
  | { readonly kind: "output-failed"; readonly error: unknown };

/** The command's side: read, cut, hand out, and write in order. */
export async function checkInWorkers(
  input: NodeJS.ReadableStream,
  io: Io,
  script: string,
  jobs: number,
  data: Omit<CheckWorkerData, "role">,
  /** The columns' names, in order (the dialects', then the grammar's). */
  columns: readonly GrammarName[],
): Promise<CheckOutcome> {
  const workers = Array.from(
    { length: jobs },
    () =>
      new Worker(script, {
        workerData: { role: "url-grammars check", ...data },
      }),
  );
  let workerError: unknown;
  const done = new Map<number, string>();
  let wake: (() => void) | undefined;
  const signal = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const waitForProgress = (): Promise<void> =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  const finals: (FromWorker & { kind: "counts" })[] = [];
  for (const worker of workers) {
    worker.on("message", (message: FromWorker) => {
      if (message.kind === "batch") done.set(message.index, message.text);
      else finals.push(message);
      signal();
    });
    worker.on("error", (error) => {
      workerError ??= error;
      signal();
    });
  }

  let outputError: unknown;
  const onOutputError = (error: Error): void => {
    outputError ??= error;
    signal();
  };
  io.stdout.on?.("error", onOutputError);

  const progress = io.stderr.isTTY === true;
  const started = Date.now();
  let lastProgress = started;
  let sent = 0;
  let written = 0;
  let lines = 0;
  const inFlightLimit = jobs * 4;

  /** Writes the batches that are ready, in order; waits for the stream to drain when it asks. */
  const writeReady = async (): Promise<void> => {
    while (done.has(written) && outputError === undefined) {
      const text = done.get(written) as string;
      done.delete(written);
      written++;
      if (text !== "" && !io.stdout.write(text) && io.stdout.once !== undefined)
        await new Promise<void>((resolve) => {
          const go = (): void => {
            io.stdout.off?.("drain", go);
            io.stdout.off?.("close", go);
            resolve();
          };
          io.stdout.once?.("drain", go);
          io.stdout.once?.("close", go);
        });
    }
  };
  const check = (): void => {
    if (workerError !== undefined) throw workerError;
  };
  const send = async (
    bytes: Buffer,
    count: number,
    last: boolean,
  ): Promise<void> => {
    while (sent - written >= inFlightLimit && outputError === undefined) {
      check();
      await writeReady();
      if (sent - written >= inFlightLimit && outputError === undefined)
        await waitForProgress();
    }
    const message: ToWorker = {
      kind: "batch",
      index: sent,
      firstLine: lines + 1,
      bytes,
      last,
    };
    (workers[sent % jobs] as Worker).postMessage(message);
    sent++;
    lines += count;
    if (progress) {
      const now = Date.now();
      if (now - lastProgress >= 250) {
        lastProgress = now;
        io.stderr.write(
          `\r\u001b[Kchecked ${lines} lines, ${rate(lines, now - started)} lines/s`,
        );
      }
    }
  };

  const stopWorkers = async (): Promise<void> => {
    await Promise.all(workers.map((w) => w.terminate()));
  };

  let pending: Buffer[] = [];
  let first = true;
  try {
    for await (const chunk of input) {
      let bytes =
        typeof chunk === "string"
          ? Buffer.from(chunk, "utf8")
          : (chunk as Buffer);
      if (first && bytes.length > 0) {
        first = false;
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
          bytes = bytes.subarray(3);
      }
      const cut = bytes.lastIndexOf(LF);
      if (cut < 0) {
        pending.push(bytes);
        continue;
      }
      const batch = Buffer.concat([...pending, bytes.subarray(0, cut + 1)]);
      pending =
        cut + 1 < bytes.length ? [Buffer.from(bytes.subarray(cut + 1))] : [];
      await send(batch, countLines(batch), false);
      check();
      if (outputError !== undefined) break;
    }
  } catch (error) {
    if (progress) io.stderr.write("\r\u001b[K");
    io.stdout.off?.("error", onOutputError);
    await stopWorkers();
    if (error === workerError) throw error;
    return { kind: "input-failed", error };
  }
  if (outputError === undefined && pending.length > 0) {
    const rest = Buffer.concat(pending);
    if (rest.length > 0) await send(rest, 1, true);
  }
  while (written < sent && outputError === undefined) {
    check();
    await writeReady();
    if (written < sent && outputError === undefined) await waitForProgress();
  }
  if (progress) io.stderr.write("\r\u001b[K");
  io.stdout.off?.("error", onOutputError);
  if (outputError !== undefined) {
    const summary = { counts: new Map<GrammarName, Counts>(), invalidLines: 0 };
    await stopWorkers();
    return isClosedPipe(outputError)
      ? { kind: "output-closed", ...summary }
      : { kind: "output-failed", error: outputError };
  }
  for (const worker of workers)
    worker.postMessage({ kind: "end" } satisfies ToWorker);
  while (finals.length < jobs) {
    check();
    await waitForProgress();
  }
  const counts = new Map<GrammarName, Counts>(
    columns.map((d) => [d, { valid: 0, invalid: 0 }]),
  );
  let invalidLines = 0;
  for (const final of finals) {
    invalidLines += final.invalidLines;
    for (const [name, c] of final.counts) {
      const total = counts.get(name) as Counts;
      total.valid += c.valid;
      total.invalid += c.invalid;
    }
  }
  await stopWorkers();
  return {
    kind: "done",
    lines,
    ms: Date.now() - started,
    counts,
    invalidLines,
  };
}

function countLines(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(LF); i >= 0; i = bytes.indexOf(LF, i + 1)) n++;
  return n;
}
