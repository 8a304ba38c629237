// What check writes for each line, and the counts of its summary, on one
// thread or on each worker of --jobs: the input's bytes cut into lines
// (checkBatch), each line checked by a LineChecker, and its record written as
// UTF-8 into an OutputBuffer, which hands its bytes on in large chunks. One
// thread and N threads run this same code on the same bytes, so they write
// the same bytes.
import type { ColumnEntry } from "../compare.js";
import { UrlSyntaxError, type GrammarName } from "../errors.js";
import { errorJson } from "./output.js";
import { fill, type Template } from "./template.js";

export interface Counts {
  valid: number;
  invalid: number;
}

/**
 * Records written as UTF-8 into a buffer, handed on (`emit`) in chunks of
 * about `size` bytes that end where a record ends, so that a character is
 * never cut between two chunks. A record longer than the room left grows the
 * buffer. An emitted chunk is the emitter's: the buffer is not written again
 * (a worker moves it to the command's thread; a stream may hold it).
 */
export class OutputBuffer {
  private buffer: Buffer;
  private position = 0;
  /** A chunk is handed on when it holds this much: most records fit in the rest. */
  private readonly full: number;

  constructor(
    private readonly size: number,
    private readonly emit: (chunk: Buffer) => void,
  ) {
    // Not from Node's shared pool: a worker moves the whole ArrayBuffer.
    this.buffer = Buffer.allocUnsafeSlow(size);
    this.full = size - (size >> 3);
  }

  /** One record (one call for each: a call costs more than a few bytes). */
  record(text: string): void {
    // UTF-8 takes at most 3 bytes for each UTF-16 code unit.
    const most = text.length * 3;
    if (this.position + most > this.buffer.length) {
      const grown = Buffer.allocUnsafeSlow(
        Math.max(this.size, this.position + most),
      );
      this.buffer.copy(grown, 0, 0, this.position);
      this.buffer = grown;
    }
    this.position += this.buffer.write(text, this.position, "utf8");
    if (this.position >= this.full) this.flush();
  }

  /** Hands on what is written (at the end of a batch, or of the input). */
  flush(): void {
    if (this.position === 0) return;
    const chunk = this.buffer.subarray(0, this.position);
    this.buffer = Buffer.allocUnsafeSlow(this.size);
    this.position = 0;
    this.emit(chunk);
  }
}

/** A character that sends a string through JSON.stringify: one JSON escapes (a quote, backslash or control), or DEL or a non-ASCII character (JSON escapes a lone surrogate). */
const ESCAPED = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;

/** `JSON.stringify(text)`, without its cost when no character needs an escape. */
function jsonString(text: string): string {
  return ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`;
}

export class LineChecker {
  /** Valid and invalid lines per dialect. */
  readonly counts: Map<GrammarName, Counts>;
  /** Lines invalid in at least one dialect. */
  invalidLines = 0;
  private readonly columns: readonly {
    readonly dialect: ColumnEntry;
    readonly count: Counts;
    /** `,"name":{"valid":true,"components":` */
    readonly valid: string;
    /** `,"name":{"valid":false,"error":` */
    readonly invalid: string;
  }[];

  constructor(
    dialects: readonly ColumnEntry[],
    private readonly template: Template | undefined,
  ) {
    this.counts = new Map(
      dialects.map((d) => [d.name, { valid: 0, invalid: 0 }]),
    );
    this.columns = dialects.map((dialect) => ({
      dialect,
      count: this.counts.get(dialect.name) as Counts,
      valid: `,${JSON.stringify(dialect.name)}:{"valid":true,"components":`,
      invalid: `,${JSON.stringify(dialect.name)}:{"valid":false,"error":`,
    }));
  }

  /**
   * Writes the output for line number `n` (from 1): a JSON record, or the
   * filled template.
   */
  line(text: string, n: number, out: OutputBuffer): void {
    if (this.template !== undefined) {
      // One dialect: the template for a valid line, nothing for an invalid one.
      const column = this.columns[0] as LineChecker["columns"][number];
      // The command gives a template only to a column with components.
      const generic = column.dialect.generic as NonNullable<
        ColumnEntry["generic"]
      >;
      try {
        const filled = fill(this.template, text, generic(text));
        column.count.valid++;
        out.record(`${filled}\n`);
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        column.count.invalid++;
        this.invalidLines++;
      }
      return;
    }
    // What JSON.stringify writes for { line, input, [dialect]: { valid,
    // components } or { valid, error } }, written directly (a test checks the
    // bytes are the same): building the view and its JSON cost twice the parse.
    let record = `{"line":${n},"input":${jsonString(text)}`;
    let invalid = false;
    for (const column of this.columns) {
      let components: string;
      try {
        components = column.dialect.viewJson(text);
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        record += `${column.invalid}${JSON.stringify(errorJson(error))}}`;
        column.count.invalid++;
        invalid = true;
        continue;
      }
      record += `${column.valid}${components}}`;
      column.count.valid++;
    }
    out.record(`${record}}\n`);
    if (invalid) this.invalidLines++;
  }
}

const LF = 0x0a;
const CR = 0x0d;
/** The most bytes decoded into one string, unless one line is longer. */
const PIECE = 16 * 1024;

/** What checkBatch hands each line to, with its number and `out`: check's LineChecker, diff's batch of lines. */
export interface LineReader<O> {
  line(text: string, n: number, out: O): void;
}

/**
 * Checks the lines of `bytes`, numbered from `firstLine`; returns how many.
 * A line ends at "\n", and a "\r" just before it is dropped; the bytes of the
 * input's last batch (`last`) may end without "\n", and that line keeps a
 * "\r" at its end. The bytes are decoded as UTF-8 in pieces of at most 16 KB
 * cut after a "\n" (a longer line is a piece of its own), so that one
 * non-ASCII line makes only its piece a two-byte string; a "\n" is never part
 * of a multi-byte sequence, so the pieces decode as the whole would.
 */
export function checkBatch<O>(
  bytes: Buffer,
  firstLine: number,
  last: boolean,
  checker: LineReader<O>,
  out: O,
): number {
  let n = firstLine;
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
    for (let lf = text.indexOf("\n"); lf >= 0; lf = text.indexOf("\n", from)) {
      const cut = lf > from && text.charCodeAt(lf - 1) === CR ? lf - 1 : lf;
      checker.line(text.slice(from, cut), n++, out);
      from = lf + 1;
    }
    if (from < text.length) {
      if (!last)
        throw new Error(
          "checkBatch: a batch that is not the last ends in a line",
        );
      checker.line(text.slice(from), n++, out);
    }
    start = end;
  }
  return n - firstLine;
}

/**
 * Cuts a stream of bytes into batches of whole lines: each a fresh buffer
 * (its own ArrayBuffer, which a worker may take) of about `size` bytes or
 * more, ending after a "\n", but the last, which holds what follows the last
 * "\n" (nothing when the input ends with one). A byte-order mark at the very
 * start is dropped. A line longer than `size` waits for its end, so memory is
 * the longest line's and a batch's.
 */
export async function* lineBatches(
  input: NodeJS.ReadableStream,
  size: number,
): AsyncGenerator<{ readonly bytes: Buffer; readonly last: boolean }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Whether the start was looked at for a byte-order mark. */
  let started = false;
  const take = (count: number): Buffer => {
    const batch = Buffer.allocUnsafeSlow(count);
    let at = 0;
    const rest: Buffer[] = [];
    for (const part of pending) {
      if (at >= count) rest.push(part);
      else if (at + part.length <= count) {
        part.copy(batch, at);
        at += part.length;
      } else {
        part.copy(batch, at, 0, count - at);
        rest.push(part.subarray(count - at));
        at = count;
      }
    }
    pending = rest;
    pendingBytes -= count;
    return batch;
  };
  /** Where the last "\n" pending ends (0: none): each chunk is searched once. */
  let cut = 0;
  /** The first bytes, until there are 3 to look at for a byte-order mark. */
  let head: Buffer[] = [];
  let headBytes = 0;
  for await (const chunk of input) {
    let bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, "utf8")
        : (chunk as Buffer);
    if (bytes.length === 0) continue;
    if (!started) {
      head.push(bytes);
      headBytes += bytes.length;
      if (headBytes < 3) continue;
      started = true;
      bytes = Buffer.concat(head, headBytes);
      head = [];
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        bytes = bytes.subarray(3);
      if (bytes.length === 0) continue;
    }
    const lf = bytes.lastIndexOf(LF);
    if (lf >= 0) cut = pendingBytes + lf + 1;
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes >= size && cut > 0) {
      yield { bytes: take(cut), last: false };
      cut = 0;
    }
  }
  // An input of fewer than 3 bytes: those bytes.
  if (!started) {
    pending = head;
    pendingBytes = headBytes;
  }
  // What is left: whole lines, then perhaps a line without "\n".
  if (pendingBytes > 0) yield { bytes: take(pendingBytes), last: true };
}
