// How check, diff and a command on --url-file's lines read their input: in
// batches of whole lines, each batch's result taken in input order; with
// --jobs N (check, diff), on N threads, the command's own and N-1 workers:
// check writes its output byte for byte as one thread does, and diff adds up
// its batches' summaries as one thread counts them. What a command does with
// a batch is its BatchWork (check's here, diff's in diff-workers.ts, the
// --url-file's in run.ts); the rest, below, is the same for all.
//
// The command's thread reads the input as bytes and cuts it into batches of
// whole lines (lineBatches: about 64 KB each, cut after a "\n"; with 256 KB
// batches the command's thread alone took 0.15 s longer on the corpus), numbers
// each batch's first line, and hands each batch to the worker with the fewest
// batches in hand, moving its bytes (a transferred ArrayBuffer, not a copy).
// A worker reads the batch as one thread does (checkBatch: decoded
// in pieces of at most 16 KB, so that one non-ASCII line does not make a whole
// batch a two-byte string) and moves back its result (check's output as UTF-8
// bytes). The command's thread takes the results in batch order, with at most
// a few batches per thread in flight, so memory stays bounded.
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
import { ONE_THREAD, type Jobs } from "./jobs.js";
import { readTemplate, type Template } from "./template.js";
import type * as DiffWorkers from "./diff-workers.js";

/** What a worker is started with: whose work it does (ROLES), and that work's options. */
export interface WorkerData {
  readonly role: string;
}

/** What a check worker is started with. */
export interface CheckWorkerData extends WorkerData {
  readonly role: "url-grammars check";
  readonly dialects: readonly DialectName[];
  /** --grammar's file and base: a column after the dialects', compiled by each worker. */
  readonly grammar: GrammarSpec | undefined;
  readonly template: string | undefined;
}

/**
 * What a command does with a batch of whole lines, the same on the command's
 * thread and in a worker: its result (`R`, moved to the command's thread
 * with `transfer`), and after the last batch what the totals need (`F`); on
 * the command's thread, each batch's result, this thread's or a worker's,
 * taken in input order.
 */
export interface BatchWork<R, F> {
  /** The workers' data (their role names their work); none for a work only this thread does. */
  readonly data?: WorkerData;
  /** The progress line's verb: "checked". */
  readonly verb: string;
  /** Reads the lines of `bytes` (checkBatch), numbered from `firstLine`. */
  batch(
    bytes: Buffer,
    firstLine: number,
    last: boolean,
  ): {
    readonly lines: number;
    readonly result: R;
    /** The ArrayBuffers of `result` that a message moves rather than copies. */
    readonly transfer: readonly ArrayBuffer[];
  };
  /** After the last batch. */
  end(): F;
  /** Takes each batch's result, this thread's or a worker's, in input order. */
  take(result: R, output: ByteOutput): void;
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

type FromWorker<R, F> =
  | { readonly kind: "ready" }
  | { readonly kind: "batch"; readonly index: number; readonly result: R }
  | { readonly kind: "end"; readonly final: F };

/** The work of each role, loaded in the worker that takes it: a check worker does not load diff's modules. */
const ROLES: Readonly<
  Record<string, (data: WorkerData) => BatchWork<unknown, unknown>>
> = {
  "url-grammars check": (data) => checkWorkerSide(data as CheckWorkerData),
  "url-grammars diff": (data) =>
    (require("./diff-workers.js") as typeof DiffWorkers).diffWorkerSide(data),
};

/** Whether a worker's data names a role: the command's script runs as that worker. */
export function isWorkerData(data: unknown): data is WorkerData {
  if (typeof data !== "object" || data === null) return false;
  const role = (data as { role?: unknown }).role;
  return typeof role === "string" && Object.hasOwn(ROLES, role);
}

/** The batches a worker holds (one it checks, one waiting) before this thread checks one itself. */
const QUEUE = 2;
/** A batch of input: about this many bytes. */
const BATCH = 64 * 1024;
/** A worker's output: chunks of about this many bytes. */
const WRITE = 256 * 1024;
const LF = 0x0a;

/** The worker's side: its role's work on each batch it is sent; at the end, its final. */
export function runWorker(): void {
  const data = workerData as WorkerData;
  const port = parentPort;
  if (port === null) throw new Error("runWorker: not in a worker");
  const work = (ROLES[data.role] as (typeof ROLES)[string])(data);
  type Reply = FromWorker<unknown, unknown>;
  port.postMessage({ kind: "ready" } satisfies Reply);
  port.on("message", (message: ToWorker) => {
    if (message.kind === "end") {
      const final = work.end();
      port.postMessage({ kind: "end", final } satisfies Reply);
      port.close();
      return;
    }
    const { buffer, byteOffset, byteLength } = message.bytes;
    const bytes = Buffer.from(buffer, byteOffset, byteLength);
    const { firstLine, index, last } = message;
    const { result, transfer } = work.batch(bytes, firstLine, last);
    port.postMessage(
      { kind: "batch", index, result } satisfies Reply,
      transfer,
    );
  });
}

/** check's counts, of one thread. */
export interface CheckFinal {
  readonly counts: readonly [GrammarName, Counts][];
  readonly invalidLines: number;
}

/** check's work: each batch's output as UTF-8 chunks, written in order; at the end, the counts. */
class CheckWork implements BatchWork<readonly Uint8Array[], CheckFinal> {
  readonly verb = "checked";
  private readonly checker: LineChecker;
  private chunks: Uint8Array[] = [];
  private readonly out = new OutputBuffer(WRITE, (chunk) =>
    this.chunks.push(chunk),
  );

  constructor(
    readonly data: CheckWorkerData,
    columns: readonly ColumnEntry[],
    template: Template | undefined,
  ) {
    this.checker = new LineChecker(columns, template);
  }

  batch(bytes: Buffer, firstLine: number, last: boolean) {
    const lines = checkBatch(bytes, firstLine, last, this.checker, this.out);
    this.out.flush();
    const result = this.chunks;
    this.chunks = [];
    // Each chunk has an ArrayBuffer of its own (OutputBuffer), moved, not copied.
    return {
      lines,
      result,
      transfer: result.map((chunk) => chunk.buffer as ArrayBuffer),
    };
  }

  end(): CheckFinal {
    return {
      counts: [...this.checker.counts],
      invalidLines: this.checker.invalidLines,
    };
  }

  take(chunks: readonly Uint8Array[], output: ByteOutput): void {
    for (const chunk of chunks)
      output.write(
        Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      );
  }
}

/** A check worker's work: its columns as the command's (a grammar compiled again), its template read again. */
function checkWorkerSide(data: CheckWorkerData): CheckWork {
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
  return new CheckWork(data, dialects, template);
}

/** The workers of a run on several threads: how many started, were handed a batch, and the lines they read. */
export interface Threads {
  /** Workers started. */
  readonly started: number;
  /** Workers handed a batch. */
  readonly used: number;
  readonly workerLines: number;
}

/** How a run on several threads ended, with the finals of this thread and of each worker handed a batch. */
export type RunOutcome<F> =
  | {
      readonly kind: "done";
      readonly lines: number;
      readonly ms: number;
      readonly finals: readonly F[];
      /** With --jobs: the workers started, and the lines they read. */
      readonly threads: Threads | undefined;
    }
  | { readonly kind: "input-failed"; readonly error: unknown }
  | { readonly kind: "output-closed"; readonly finals: readonly F[] }
  | { readonly kind: "output-failed"; readonly error: unknown };

/** The command's side of check, on one thread or several (--jobs). */
export function checkInWorkers(
  input: NodeJS.ReadableStream,
  io: Io,
  jobs: Jobs,
  data: Omit<CheckWorkerData, "role">,
  /** The columns, in order (the dialects', then the grammar's), as this thread checks them. */
  columns: readonly ColumnEntry[],
  template: Template | undefined,
): Promise<RunOutcome<CheckFinal>> {
  const work = new CheckWork(
    { role: "url-grammars check", ...data },
    columns,
    template,
  );
  return runInWorkers(input, io, work, jobs);
}

/** Reads, cuts, hands out, and takes the results in order: a command's work on `jobs` threads (one: this thread alone). */
export async function runInWorkers<R, F>(
  input: NodeJS.ReadableStream,
  io: Io,
  work: BatchWork<R, F>,
  jobs: Jobs = ONE_THREAD,
): Promise<RunOutcome<F>> {
  const run = new BatchRun(io, jobs, work);
  try {
    return await run.drive(input);
  } finally {
    // Also after an error thrown here (a bug): live workers would keep the
    // process from ending.
    await run.stop();
  }
}

/** A run on several threads: the workers, the batches in flight, the results taken so far. */
class BatchRun<R, F> {
  private readonly workers: Worker[] = [];
  /**
   * Batches each worker has in hand. A worker started after a delay counts
   * as one whose hands are full (`placeholder`) until it says it is ready,
   * so that no batch waits for a worker still starting while this thread,
   * warm by then, could check it; workers started with the command (a delay
   * of 0) take the first batches at once, as this thread is as cold as they.
   */
  private readonly inHand: number[] = [];
  private readonly placeholder: number;
  /** Whether each worker was handed a batch. */
  private readonly handed: boolean[] = [];
  /** Lines handed to the workers (each checked by the time the run is done). */
  private workerLines = 0;
  private workerError: unknown;
  private readonly done = new Map<number, R>();
  private wake: (() => void) | undefined;
  private readonly finals: F[] = [];
  private readonly output: ByteOutput;
  private readonly progress: Progress;
  private sent = 0;
  private written = 0;
  private lines = 0;
  private readonly inFlightLimit: number;
  private ended = false;

  private readonly signal = (): void => {
    const w = this.wake;
    this.wake = undefined;
    w?.();
  };

  constructor(
    private readonly io: Io,
    private readonly jobs: Jobs,
    private readonly work: BatchWork<R, F>,
  ) {
    this.placeholder = jobs.delay === 0 ? 0 : QUEUE;
    this.output = new ByteOutput(io);
    io.stdout.on?.("error", this.signal);
    this.progress = new Progress(io, work.verb);
    this.inFlightLimit = jobs.jobs * 4;
  }

  private waitForProgress(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }

  private stopped(): boolean {
    return this.workerError !== undefined || this.output.error !== undefined;
  }

  private startWorkers(): void {
    for (let w = 0; w < this.jobs.jobs - 1; w++) {
      // A worker's standard output and error are its own streams, not piped
      // into this thread's (a pipe is a listener on process.stdout and
      // process.stderr per worker: past ten, Node warns of a leak). It
      // writes nothing to standard output (its output comes as messages),
      // and what it writes to standard error (a warning) is passed on.
      const worker = new Worker(this.jobs.script as string, {
        workerData: this.work.data,
        stdout: true,
        stderr: true,
      });
      worker.stdout.resume();
      worker.stderr.on("data", (chunk: Buffer) => this.io.stderr.write(chunk));
      this.workers.push(worker);
      this.inHand.push(this.placeholder);
      worker.on("message", (message: FromWorker<R, F>) => {
        this.received(w, message);
        this.signal();
      });
      worker.on("error", (error) => {
        this.workerError ??= error;
        this.signal();
      });
    }
  }

  /** What worker w said: it is ready, a batch's result, or its final. */
  private received(w: number, message: FromWorker<R, F>): void {
    if (message.kind === "ready")
      this.inHand[w] = (this.inHand[w] as number) - this.placeholder;
    else if (message.kind === "batch") {
      this.done.set(message.index, message.result);
      this.inHand[w] = (this.inHand[w] as number) - 1;
    } else this.finals.push(message.final);
  }

  /** Takes the results that are ready, in order (check writes them); waits for the stream to drain when it asks. */
  private async writeReady(): Promise<void> {
    while (this.done.has(this.written) && this.output.error === undefined) {
      const result = this.done.get(this.written) as R;
      this.done.delete(this.written);
      this.written++;
      this.work.take(result, this.output);
      await this.output.ready();
    }
  }

  private async send(bytes: Buffer, last: boolean): Promise<void> {
    if (
      this.jobs.jobs > 1 &&
      this.workers.length === 0 &&
      Date.now() - this.progress.started >= this.jobs.delay
    )
      this.startWorkers();
    await this.takeWhile(() => this.sent - this.written >= this.inFlightLimit);
    if (this.stopped()) return;
    let w = 0;
    for (let k = 1; k < this.workers.length; k++)
      if ((this.inHand[k] as number) < (this.inHand[w] as number)) w = k;
    let lines: number;
    if (this.workers.length === 0 || (this.inHand[w] as number) >= QUEUE) {
      // No worker yet, or every worker has its hands full (or is still
      // starting): this thread checks the batch.
      const done = this.work.batch(bytes, this.lines + 1, last);
      this.done.set(this.sent, done.result);
      lines = done.lines;
    } else lines = this.handOut(w, bytes, last);
    this.sent++;
    this.lines += lines;
    this.progress.update(this.lines);
  }

  /** Takes the results as they come while `more` holds and the run goes on. */
  private async takeWhile(more: () => boolean): Promise<void> {
    while (more() && !this.stopped()) {
      await this.writeReady();
      if (more() && !this.stopped()) await this.waitForProgress();
    }
  }

  /** Worker w is handed the batch; returns its lines. */
  private handOut(w: number, bytes: Buffer, last: boolean): number {
    const message: ToWorker = {
      kind: "batch",
      index: this.sent,
      firstLine: this.lines + 1,
      bytes,
      last,
    };
    const count = countLines(bytes, last);
    // lineBatches gives each batch an ArrayBuffer of its own: moved, not
    // copied (and no longer readable here).
    (this.workers[w] as Worker).postMessage(message, [
      bytes.buffer as ArrayBuffer,
    ]);
    this.inHand[w] = (this.inHand[w] as number) + 1;
    this.handed[w] = true;
    this.workerLines += count;
    return count;
  }

  /** Clears the progress line, stops listening to the output, ends the workers: once, however the check ends. */
  async stop(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.progress.clear();
    this.io.stdout.off?.("error", this.signal);
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  async drive(input: NodeJS.ReadableStream): Promise<RunOutcome<F>> {
    const batches = lineBatches(input, BATCH);
    try {
      for (;;) {
        let next: IteratorResult<{ bytes: Buffer; last: boolean }>;
        try {
          next = await batches.next();
        } catch (error) {
          this.output.close();
          if (this.workerError !== undefined) throw this.workerError;
          return { kind: "input-failed", error };
        }
        if (next.done === true) break;
        await this.send(next.value.bytes, next.value.last);
        await this.writeReady();
        if (this.stopped()) break;
      }
    } finally {
      await batches.return(undefined);
    }
    await this.takeWhile(() => this.written < this.sent);
    if (this.workerError !== undefined) {
      this.output.close();
      throw this.workerError;
    }
    const failed = this.output.close();
    if (failed !== undefined && failed.kind !== "output-closed") return failed;
    // The finals of this thread and of the workers (also when the output
    // closed early: check --fail-on-invalid counts the lines checked). A
    // worker never handed a batch has nothing to count: stop() ends it
    // (perhaps still starting) without waiting for it.
    const used = this.workers.filter((_, w) => this.handed[w] === true);
    for (const worker of used)
      worker.postMessage({ kind: "end" } satisfies ToWorker);
    while (this.finals.length < used.length && this.workerError === undefined)
      await this.waitForProgress();
    if (this.workerError !== undefined) throw this.workerError;
    const finals = [this.work.end(), ...this.finals];
    if (failed !== undefined) return { ...failed, finals };
    return {
      kind: "done",
      lines: this.lines,
      ms: Date.now() - this.progress.started,
      finals,
      threads:
        this.jobs.jobs === 1
          ? undefined
          : {
              started: this.workers.length,
              used: used.length,
              workerLines: this.workerLines,
            },
    };
  }
}

/** The lines of a batch: one for each "\n", and the last batch's line without one. */
function countLines(bytes: Buffer, last: boolean): number {
  let n = 0;
  for (let i = bytes.indexOf(LF); i >= 0; i = bytes.indexOf(LF, i + 1)) n++;
  if (last && bytes.length > 0 && bytes[bytes.length - 1] !== LF) n++;
  return n;
}
