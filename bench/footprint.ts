// What a parse costs beyond time: the memory it leaves behind (garbage), and
// the size and time of each dialect's parse tree per input character (tree).
import { consume, table, timeInterleaved, type Timing } from "./harness.js";
import { each, type Dialect, type TreeNode } from "./inputs.js";
import { header, type Run } from "./report.js";
import { fill } from "./scaling.js";

export function garbageSection(run: Run, all: readonly Dialect[]): void {
  const { urls } = run.corpus;
  header("Garbage: what a parse leaves behind");
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) {
    console.log("Skipped: run node with --expose-gc (npm run bench does).");
    return;
  }
  const heap = (): number => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const rows: string[][] = [
    [
      "parser",
      "heap after warm-up",
      "after 5 passes, results dropped",
      "difference",
      "kept results",
      "a 1 MB parse leaves",
    ],
  ];
  let leak = false;
  for (const d of all) {
    const parseAll = (keep: unknown[] | null): void => {
      for (const u of urls) {
        try {
          const r = d.parse(u);
          if (keep !== null) keep.push(r);
        } catch {
          // rejected input: its error is dropped too
        }
      }
    };
    parseAll(null);
    parseAll(null);
    const before = heap();
    for (let i = 0; i < 5; i++) parseAll(null);
    const after = heap();
    const kept: unknown[] = [];
    parseAll(kept);
    const withResults = heap();
    consume(kept.length);
    kept.length = 0;
    const afterDrop = heap();
    // A flat 1 MB input, alive throughout: what the heap holds after its parse
    // (result dropped) beyond what it held before is what the parse left.
    const big = Buffer.from(
      fill("http://example.com/", "seg/", 1_000_000),
      "latin1",
    ).toString("latin1");
    const beforeBig = heap();
    try {
      consume(d.parse(big) === undefined ? 0 : 1);
    } catch {
      consume(2);
    }
    const bigLeft = heap() - beforeBig;
    consume(big.length);
    const diff = after - before;
    if (diff > 256 * 1024 || bigLeft > 256 * 1024) leak = true;
    rows.push([
      `${d.name}.parse`,
      kb(before),
      kb(after),
      kb(diff),
      `${kb(withResults - afterDrop)} (${((withResults - afterDrop) / urls.length).toFixed(0)} B each)`,
      kb(Math.max(0, bigLeft)),
    ]);
  }
  console.log(table(rows));
  console.log(
    leak
      ? "\nSomething outlives a parse."
      : "\nNothing outlives a parse but the returned object (differences are within the heap's own noise).",
  );
  if (leak) process.exitCode = 1;
}

export function treeSection(run: Run, all: readonly Dialect[]): void {
  const { urls } = run.corpus;
  header(
    "Tree: the parse tree of each URL a dialect accepts (µs and nodes per input character)",
  );
  const countNodes = (node: TreeNode): number => {
    let n = 1;
    for (const child of node.children) n += countNodes(child);
    return n;
  };
  const rows: string[][] = [
    [
      "dialect",
      "URLs",
      "chars",
      "tree µs/char",
      "tree nodes/char",
      "detail µs/char",
      "detail nodes/char",
      "parse µs/char",
      "",
    ],
  ];
  let allMet = true;
  for (const d of all) {
    const tree = d.tree;
    if (tree === null) continue;
    const inputs = urls.filter((s) => d.isValid(s));
    const chars = inputs.reduce((n, s) => n + s.length, 0);
    let nodes = 0;
    let detailNodes = 0;
    for (const s of inputs) {
      nodes += countNodes(tree(s));
      detailNodes += countNodes(tree(s, undefined, { detail: true }));
    }
    const [compact, detail, parse] = timeInterleaved(
      [
        each(`${d.name}.tree`, (s: string) => tree(s)),
        each(`${d.name}.tree detail`, (s: string) =>
          tree(s, undefined, { detail: true }),
        ),
        each(`${d.name}.parse`, d.parse),
      ],
      inputs,
      run.rounds,
      run.warmup,
    ) as [Timing, Timing, Timing];
    // ops/s over inputs of chars/inputs.length characters on average.
    const perChar = (t: Timing): number =>
      1e6 / ((t.opsPerSecond * chars) / inputs.length);
    const met = perChar(compact) <= 1 && nodes / chars <= 2;
    allMet &&= met;
    rows.push([
      d.name,
      String(inputs.length),
      String(chars),
      perChar(compact).toFixed(3),
      (nodes / chars).toFixed(3),
      perChar(detail).toFixed(3),
      (detailNodes / chars).toFixed(3),
      perChar(parse).toFixed(3),
      met ? "met" : "NOT MET",
    ]);
  }
  console.log(table(rows));
  console.log(
    `\nTargets for tree (compact): at most 1 µs and at most 2 nodes per character: ` +
      (allMet ? "met by every dialect." : "NOT met by every dialect."),
  );
}
