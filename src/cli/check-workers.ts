// check --jobs N: the lines checked on N threads, the command's own and N-1
// workers, the output in input order and byte for byte what one thread
// writes.
//
// The command's thread reads the input as bytes and cuts it into batches of
// whole lines (lineBatches: about 64 KB each, cut after a "\n"; with 256 KB
// batches the command's thread alone took 0.15 s longer on the corpus), numbers
// each batch's first line, and hands each batch to the worker with the fewest
// batches in hand, moving its bytes (a transferred ArrayBuffer, not a copy).
// A worker checks the batch as check on one thread does (checkBatch: decoded
// in pieces of at most 16 KB, so that one non-ASCII line does not make a whole
// batch a two-byte string) and moves back its output as UTF-8 bytes. The
// command's thread writes those bytes in batch order, with at most a few
// batches per thread in flight, so memory stays bounded.
//
// The workers start only once this thread has been checking for a while
// (`delay`: a second unless URL_GRAMMARS_JOBS_DELAY says otherwise), and a
// worker is handed batches only once it has said it is ready (workers started
// with the command, a delay of 0, take the first batches at once); until
// then, and whenever every worker has two batches in hand (one it checks, one
// waiting), this thread checks the next batch itself. A worker's start-up costs as much
// CPU as the command's own (Node's internals and the CLI compiled again:
// about a quarter of a second) and its first batches run cold, slowed further
// by the other thread's work on a machine of two cores: on the benchmark's
// 157,744 lines (a second on one thread), a worker started at once made the
// check slower, not faster. Input that takes less than the delay is checked
// on this thread alone; longer input gets the workers for the rest.
import { parentPort, Worker, workerData } from "node:worker_threads";
import type { ColumnEntry, DialectEntry } from "../dialect.js";
import { variantColumn } from "../variant-face.js";
import { dialectEntry } from "./dialects.js";
import type { DialectName, GrammarName } from "../errors.js";
import { compileGrammarFile, type GrammarSpec } from "./grammar-option.js";
import {
  checkBatch,
  LineChecker,
  lineBatches,
  OutputBuffer,
  type Counts,
} from "./check-lines.js";
import { ByteOutput, Progress } from "./input.js";
import type { Io } from "./io.js";
import { readTemplate, type Template } from "./template.js";

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
      /** Whole lines; the input's last batch may end in a line without "\n". */
      readonly bytes: Uint8Array;
      readonly last: boolean;
    }
  | { readonly kind: "end" };

type FromWorker =
  | { readonly kind: "ready" }
  | {
      readonly kind: "batch";
      readonly index: number;
      /** The batch's output, UTF-8, in order. */
      readonly chunks: readonly Uint8Array[];
    }
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

/** The batches a worker holds (one it checks, one waiting) before this thread checks one itself. */
const QUEUE = 2;
/** A batch of input: about this many bytes. */
const BATCH = 64 * 1024;
/** A worker's output: chunks of about this many bytes. */
const WRITE = 256 * 1024;
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
  port.postMessage({ kind: "ready" } satisfies FromWorker);
  let chunks: Uint8Array[] = [];
  const out = new OutputBuffer(WRITE, (chunk) => chunks.push(chunk));
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
    checkBatch(bytes, message.firstLine, message.last, checker, out);
    out.flush();
    const reply: FromWorker = { kind: "batch", index: message.index, chunks };
    // Each chunk has an ArrayBuffer of its own (OutputBuffer), moved, not copied.
    port.postMessage(
      reply,
      chunks.map((chunk) => chunk.buffer as ArrayBuffer),
    );
    chunks = [];
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
      /** With --jobs: the workers started, and the lines they checked. */
      readonly threads?: {
        /** Workers started. */
        readonly started: number;
        /** Workers handed a batch. */
        readonly used: number;
        readonly workerLines: number;
      };
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
  /** The columns, in order (the dialects', then the grammar's), as this thread checks them. */
  columns: readonly ColumnEntry[],
  template: Template | undefined,
  /** Milliseconds of checking on this thread alone before the workers start. */
  delay: number,
): Promise<CheckOutcome> {
  const checker = new LineChecker(columns, template);
  let ownChunks: Uint8Array[] = [];
  const out = new OutputBuffer(WRITE, (chunk) => ownChunks.push(chunk));
  const workers: Worker[] = [];
  /**
   * Batches each worker has in hand. A worker started after a delay counts
   * as one whose hands are full (`placeholder`) until it says it is ready,
   * so that no batch waits for a worker still starting while this thread,
   * warm by then, could check it; workers started with the command (a delay
   * of 0) take the first batches at once, as this thread is as cold as they.
   */
  const inHand: number[] = [];
  const placeholder = delay === 0 ? 0 : QUEUE;
  /** Whether each worker was handed a batch. */
  const handed: boolean[] = [];
  /** Lines checked by the workers. */
  let workerLines = 0;
  const linesOf = new Map<number, number>();
  let workerError: unknown;
  const done = new Map<number, readonly Uint8Array[]>();
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
  const startWorkers = (): void => {
    for (let w = 0; w < jobs - 1; w++) {
      // A worker's standard output and error are its own streams, not piped
      // into this thread's (a pipe is a listener on process.stdout and
      // process.stderr per worker: past ten, Node warns of a leak). It
      // writes nothing to standard output (its output comes as messages),
      // and what it writes to standard error (a warning) is passed on.
      const worker = new Worker(script, {
        workerData: { role: "url-grammars check", ...data },
        stdout: true,
        stderr: true,
      });
      worker.stdout.resume();
      worker.stderr.on("data", (chunk: Buffer) => io.stderr.write(chunk));
      workers.push(worker);
      inHand.push(placeholder);
      worker.on("message", (message: FromWorker) => {
        if (message.kind === "ready")
          inHand[w] = (inHand[w] as number) - placeholder;
        else if (message.kind === "batch") {
          done.set(message.index, message.chunks);
          workerLines += linesOf.get(message.index) as number;
          linesOf.delete(message.index);
          inHand[w] = (inHand[w] as number) - 1;
        } else finals.push(message);
        signal();
      });
      worker.on("error", (error) => {
        workerError ??= error;
        signal();
      });
    }
  };

  const output = new ByteOutput(io);
  io.stdout.on?.("error", signal);
  const progress = new Progress(io, "checked");
  let sent = 0;
  let written = 0;
  let lines = 0;
  const inFlightLimit = jobs * 4;
  const stopped = (): boolean =>
    workerError !== undefined || output.error !== undefined;

  /** Writes the batches that are ready, in order; waits for the stream to drain when it asks. */
  const writeReady = async (): Promise<void> => {
    while (done.has(written) && output.error === undefined) {
      const chunks = done.get(written) as readonly Uint8Array[];
      done.delete(written);
      written++;
      for (const chunk of chunks)
        output.write(
          Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
        );
      await output.ready();
    }
  };
  const send = async (bytes: Buffer, last: boolean): Promise<void> => {
    if (workers.length === 0 && Date.now() - progress.started >= delay)
      startWorkers();
    while (sent - written >= inFlightLimit && !stopped()) {
      await writeReady();
      if (sent - written >= inFlightLimit && !stopped())
        await waitForProgress();
    }
    if (stopped()) return;
    let w = 0;
    for (let k = 1; k < workers.length; k++)
      if ((inHand[k] as number) < (inHand[w] as number)) w = k;
    if (workers.length === 0 || (inHand[w] as number) >= QUEUE) {
      // No worker yet, or every worker has its hands full (or is still
      // starting): this thread checks the batch.
      lines += checkBatch(bytes, lines + 1, last, checker, out);
      out.flush();
      done.set(sent, ownChunks);
      ownChunks = [];
      sent++;
      progress.update(lines);
      return;
    }
    const message: ToWorker = {
      kind: "batch",
      index: sent,
      firstLine: lines + 1,
      bytes,
      last,
    };
    const count = countLines(bytes, last);
    // lineBatches gives each batch an ArrayBuffer of its own: moved, not
    // copied (and no longer readable here).
    (workers[w] as Worker).postMessage(message, [bytes.buffer as ArrayBuffer]);
    inHand[w] = (inHand[w] as number) + 1;
    handed[w] = true;
    linesOf.set(sent, count);
    sent++;
    lines += count;
    progress.update(lines);
  };

  let ended = false;
  /** Clears the progress line, stops listening to the output, ends the workers: once, however the check ends. */
  const stop = async (): Promise<void> => {
    if (ended) return;
    ended = true;
    progress.clear();
    io.stdout.off?.("error", signal);
    await Promise.all(workers.map((w) => w.terminate()));
  };

  const drive = async (): Promise<CheckOutcome> => {
    const batches = lineBatches(input, BATCH);
    try {
      for (;;) {
        let next: IteratorResult<{ bytes: Buffer; last: boolean }>;
        try {
          next = await batches.next();
        } catch (error) {
          output.close();
          if (workerError !== undefined) throw workerError;
          return { kind: "input-failed", error };
        }
        if (next.done === true) break;
        await send(next.value.bytes, next.value.last);
        await writeReady();
        if (stopped()) break;
      }
    } finally {
      await batches.return(undefined);
    }
    while (written < sent && !stopped()) {
      await writeReady();
      if (written < sent && !stopped()) await waitForProgress();
    }
    if (workerError !== undefined) {
      output.close();
      throw workerError;
    }
    const failed = output.close();
    if (failed !== undefined && failed.kind !== "output-closed") return failed;
    // The counts of every line checked, this thread's and the workers' (also
    // when the output closed early: --fail-on-invalid counts the lines
    // checked). A worker never handed a batch has nothing to count: stop()
    // ends it (perhaps still starting) without waiting for it.
    const used = workers.filter((_, w) => handed[w] === true);
    for (const worker of used)
      worker.postMessage({ kind: "end" } satisfies ToWorker);
    while (finals.length < used.length && workerError === undefined)
      await waitForProgress();
    if (workerError !== undefined) throw workerError;
    const counts = new Map<GrammarName, Counts>(
      columns.map((d) => [d.name, { valid: 0, invalid: 0 }]),
    );
    let invalidLines = 0;
    for (const final of [
      { counts: [...checker.counts], invalidLines: checker.invalidLines },
      ...finals,
    ]) {
      invalidLines += final.invalidLines;
      for (const [name, c] of final.counts) {
        const total = counts.get(name) as Counts;
        total.valid += c.valid;
        total.invalid += c.invalid;
      }
    }
    if (failed !== undefined) return { ...failed, counts, invalidLines };
    return {
      kind: "done",
      lines,
      ms: Date.now() - progress.started,
      counts,
      invalidLines,
      threads: { started: workers.length, used: used.length, workerLines },
    };
  };
  try {
    return await drive();
  } finally {
    // Also after an error thrown here (a bug): live workers would keep the
    // process from ending.
    await stop();
  }
}

/** The lines of a batch: one for each "\n", and the last batch's line without one. */
function countLines(bytes: Buffer, last: boolean): number {
  let n = 0;
  for (let i = bytes.indexOf(LF); i >= 0; i = bytes.indexOf(LF, i + 1)) n++;
  if (last && bytes.length > 0 && bytes[bytes.length - 1] !== LF) n++;
  return n;
}
