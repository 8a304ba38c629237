// check's cutting of bytes into lines (lineBatches, checkBatch) and its output
// buffer, on one thread: what --jobs and one thread share.
import { Readable } from "node:stream";
import fc from "fast-check";
import {
  checkBatch,
  LineChecker,
  lineBatches,
  OutputBuffer,
} from "../../src/cli/check-lines";
import { dialectEntry, type DialectEntry } from "../../src/compare";

const rfc2396 = dialectEntry("rfc2396") as DialectEntry;

async function batchesOf(
  chunks: readonly Buffer[],
  size: number,
): Promise<{ bytes: Buffer; last: boolean }[]> {
  const batches: { bytes: Buffer; last: boolean }[] = [];
  for await (const batch of lineBatches(Readable.from(chunks), size))
    batches.push(batch);
  return batches;
}

/** Bytes cut into chunks at the given offsets. */
function cut(bytes: Buffer, offsets: readonly number[]): Buffer[] {
  const at = [...new Set(offsets.map((o) => o % (bytes.length + 1)))].sort(
    (a, b) => a - b,
  );
  const chunks: Buffer[] = [];
  let from = 0;
  for (const to of [...at, bytes.length]) {
    chunks.push(bytes.subarray(from, to));
    from = to;
  }
  return chunks;
}

/** Lines of URL-ish text, non-ASCII, CR and empty lines among them. */
const lineText = fc
  .array(
    fc.constantFrom("a", "/", ":", "\r", "\u00e9", "\u{1f600}", "%", "b", " "),
    { maxLength: 30 },
  )
  .map((cs) => cs.join(""));
const input = fc.record({
  bom: fc.boolean(),
  lines: fc.array(lineText, { maxLength: 40 }),
  newlineAtEnd: fc.boolean(),
  offsets: fc.array(fc.nat(), { maxLength: 8 }),
  size: fc.integer({ min: 1, max: 64 }),
});
const bytesOf = (i: {
  bom: boolean;
  lines: string[];
  newlineAtEnd: boolean;
}): Buffer =>
  Buffer.concat([
    Buffer.from(i.bom ? [0xef, 0xbb, 0xbf] : []),
    Buffer.from(i.lines.join("\n") + (i.newlineAtEnd ? "\n" : "")),
  ]);

describe("lineBatches", () => {
  test("the batches are the input without its byte-order mark, each but the last ending after a newline, each its own ArrayBuffer", async () => {
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        const bytes = bytesOf(i);
        const batches = await batchesOf(cut(bytes, i.offsets), i.size);
        expect(
          Buffer.concat(batches.map((b) => b.bytes)).equals(
            bytes.subarray(i.bom ? 3 : 0),
          ),
        ).toBe(true);
        batches.forEach((batch, k) => {
          // Only the last may be the input's end without a newline.
          if (k < batches.length - 1) expect(batch.last).toBe(false);
          if (!batch.last) expect(batch.bytes[batch.bytes.length - 1]).toBe(10);
          expect(batch.bytes.byteOffset).toBe(0);
          expect(batch.bytes.buffer.byteLength).toBe(batch.bytes.length);
        });
      }),
    );
  });

  test("a batch holds about `size` bytes, more only for a line longer than that", async () => {
    const line = "http://a/b\n";
    const batches = await batchesOf(
      cut(
        Buffer.from(line.repeat(1000) + "x".repeat(5000) + "\n"),
        [
          1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 11000,
          12000, 13000, 14000,
        ],
      ),
      1024,
    );
    const long = batches.findIndex((b) => b.bytes.includes("x".repeat(5000)));
    expect(long).toBeGreaterThan(2);
    // The read chunks are 1000 bytes: a batch is cut at the first chunk that
    // brings it to 1024 bytes.
    for (const batch of batches.slice(0, long))
      expect(batch.bytes.length).toBeLessThan(2048);
    expect(batches[long]?.bytes.length).toBeGreaterThan(5000);
  });

  test("a line longer than many reads: each read is searched for a newline once (work linear in the line, not quadratic)", async () => {
    // 400 reads of 4 KB without a newline, then one: a reader that searched
    // all it holds on each read would search 400 × 401 / 2 reads' worth.
    const chunks = [
      ...Array.from({ length: 400 }, () => Buffer.alloc(4096, 0x61)),
      Buffer.from("\nhttp://a/\n"),
    ];
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    let searched = 0;
    const lastIndexOf = Buffer.prototype.lastIndexOf;
    const spy = jest
      .spyOn(Buffer.prototype, "lastIndexOf")
      .mockImplementation(function (this: Buffer, ...args) {
        searched += this.length;
        return lastIndexOf.apply(this, args);
      });
    try {
      const batches = await batchesOf(chunks, 64 * 1024);
      expect(Buffer.concat(batches.map((b) => b.bytes)).length).toBe(total);
    } finally {
      spy.mockRestore();
    }
    expect(searched).toBeGreaterThanOrEqual(total);
    expect(searched).toBeLessThanOrEqual(total + 3);
  });
});

describe("checkBatch", () => {
  test("writes for each line what JSON.stringify writes for its record, numbered in order, whatever the batches", async () => {
    await fc.assert(
      fc.asyncProperty(input, async (i) => {
        const bytes = bytesOf(i);
        const checker = new LineChecker([rfc2396], undefined);
        const chunks: Buffer[] = [];
        const out = new OutputBuffer(64, (chunk) => chunks.push(chunk));
        let n = 1;
        for (const batch of await batchesOf(cut(bytes, i.offsets), i.size))
          n += checkBatch(batch.bytes, n, batch.last, checker, out);
        out.flush();
        // Each chunk ends where a record ends: it decodes on its own.
        for (const chunk of chunks)
          expect(chunk.toString("utf8").endsWith("\n")).toBe(true);
        const text = i.lines.join("\n") + (i.newlineAtEnd ? "\n" : "");
        const lines = text.split("\n");
        // The last line ends without "\n" unless it is empty (no line).
        const unterminated = lines.pop() as string;
        if (unterminated !== "") lines.push(unterminated);
        const expected = lines.map((text: string, k) => {
          const last = k === lines.length - 1 && unterminated !== "";
          const line = last ? text : text.replace(/\r$/, "");
          let view: unknown;
          try {
            view = { valid: true, components: rfc2396.view(line) };
          } catch (error) {
            const e = error as Record<string, unknown>;
            view = {
              valid: false,
              error: {
                name: e["name"],
                rule: e["rule"],
                offset: e["offset"],
                line: e["line"],
                column: e["column"],
                found: e["found"],
                expected: e["expected"],
                message: e["message"],
              },
            };
          }
          return `${JSON.stringify({ line: k + 1, input: line, rfc2396: view })}\n`;
        });
        expect(Buffer.concat(chunks).toString("utf8")).toBe(expected.join(""));
        expect(n - 1).toBe(lines.length);
        const counts = checker.counts.get("rfc2396");
        expect((counts?.valid ?? 0) + (counts?.invalid ?? 0)).toBe(
          lines.length,
        );
      }),
    );
  });

  test("a batch that is not the input's last may not end inside a line", () => {
    const checker = new LineChecker([rfc2396], undefined);
    const out = new OutputBuffer(64, () => undefined);
    expect(() =>
      checkBatch(Buffer.from("http://a/\nhttp"), 1, false, checker, out),
    ).toThrow(/not the last/);
  });
});

describe("OutputBuffer", () => {
  test("hands on chunks of about its size that end where a record ends; a longer record grows it", () => {
    const chunks: Buffer[] = [];
    const out = new OutputBuffer(16, (chunk) => chunks.push(chunk));
    for (const record of [
      "\u00e9\u00e9\u00e9\n",
      "abcdefghij\n",
      "x".repeat(40) + "\n",
      "\u{1f600}\n",
    ])
      out.record(record);
    out.flush();
    expect(chunks.map((c) => c.toString("utf8"))).toEqual([
      "\u00e9\u00e9\u00e9\nabcdefghij\n",
      "x".repeat(40) + "\n",
      "\u{1f600}\n",
    ]);
    // Each chunk has an ArrayBuffer of its own (a worker moves it).
    expect(new Set(chunks.map((c) => c.buffer)).size).toBe(chunks.length);
  });
});
