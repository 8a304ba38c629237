// npm run fuzz [-- --seed N --count N --workers N --dialects a,b]
//
// Every exported function of every dialect (src/compare.ts's DIALECTS: a new
// dialect joins by being listed there), on generated, mutated and hostile
// inputs (inputs.ts), held to the laws (check.ts): typed errors only, no call
// over the time bound, what resolve, normalize and serialize return reads
// back, normalize is idempotent and keeps the authority, resolve gives the
// reference's authority or the base's, escape and unescape round-trip. The
// inputs are split over worker threads (default: two). Prints a table of
// calls, failures and slow calls per dialect and function; exits 1 on any
// failure or slow call.
import * as os from "node:os";
import * as path from "node:path";
import { Worker } from "node:worker_threads";
import { DIALECTS } from "../../src/compare";
import { BOUND, TREE_LIMIT, type Failure, type FunctionStats } from "./check";
import type { WorkerMessage, WorkerTask } from "./worker";

interface Options {
  seed: number;
  count: number;
  workers: number;
  dialects: readonly string[];
}

function options(argv: readonly string[]): Options {
  const o: Options = {
    seed: 12,
    count: 100_000,
    workers: Math.min(2, os.availableParallelism()),
    dialects: DIALECTS.map((d) => d.name),
  };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    switch (argv[i]) {
      case "--seed":
        o.seed = Number(value);
        i++;
        break;
      case "--count":
        o.count = Number(value);
        i++;
        break;
      case "--workers":
        o.workers = Number(value);
        i++;
        break;
      case "--dialects":
        o.dialects = String(value).split(",");
        i++;
        break;
      default:
        throw new Error(
          `unknown argument ${argv[i]} (--seed N, --count N per dialect, --workers N, --dialects a,b)`,
        );
    }
  }
  if (
    !Number.isInteger(o.seed) ||
    !Number.isInteger(o.count) ||
    o.count < 1 ||
    !(o.workers >= 1)
  ) {
    throw new Error(
      "--seed and --count take integers, --count and --workers at least 1",
    );
  }
  return o;
}

interface DialectResult {
  readonly dialect: string;
  readonly stats: Map<string, FunctionStats>;
  readonly failures: Failure[];
  readonly slowest: Map<string, number>;
  readonly kinds: Map<string, number>;
  readonly components: readonly string[];
  readonly seconds: number;
}

function runWorker(
  task: WorkerTask,
  onProgress: (done: number) => void,
): Promise<Extract<WorkerMessage, { type: "done" }>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, "worker.js"), {
      workerData: task,
    });
    let result: Extract<WorkerMessage, { type: "done" }> | undefined;
    worker.on("message", (m: WorkerMessage) => {
      if (m.type === "progress") onProgress(m.done);
      else result = m;
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (result !== undefined) resolve(result);
      else reject(new Error(`worker for ${task.dialect} exited with ${code}`));
    });
  });
}

async function runDialect(dialect: string, o: Options): Promise<DialectResult> {
  const start = performance.now();
  const done = new Array<number>(o.workers).fill(0);
  let shown = 0;
  const progress = (w: number) => (n: number) => {
    done[w] = n;
    const total = done.reduce((a, b) => a + b, 0);
    if (process.stderr.isTTY && total - shown >= 20_000) {
      shown = total;
      process.stderr.write(`\r${dialect}: ${total} / ${o.count}`);
    }
  };
  const parts = await Promise.all(
    Array.from({ length: o.workers }, (_, w) =>
      runWorker(
        { dialect, seed: o.seed, count: o.count, first: w, stride: o.workers },
        progress(w),
      ),
    ),
  );
  if (process.stderr.isTTY) process.stderr.write("\r\x1b[K");
  const stats = new Map<string, FunctionStats>();
  const slowest = new Map<string, number>();
  const kinds = new Map<string, number>();
  const failures: Failure[] = [];
  for (const part of parts) {
    for (const [fn, s] of part.stats) {
      const t = stats.get(fn) ?? { calls: 0, failures: 0, slow: 0 };
      t.calls += s.calls;
      t.failures += s.failures;
      t.slow += s.slow;
      stats.set(fn, t);
    }
    for (const [fn, v] of part.slowest)
      slowest.set(fn, Math.max(v, slowest.get(fn) ?? 0));
    for (const [k, v] of part.kinds) kinds.set(k, (kinds.get(k) ?? 0) + v);
    failures.push(...part.failures);
  }
  return {
    dialect,
    stats,
    failures,
    slowest,
    kinds,
    components: parts[0]?.components ?? [],
    seconds: (performance.now() - start) / 1000,
  };
}

function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((h, i) =>
    Math.max(3, h.length, ...rows.map((r) => (r[i] as string).length)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  return [
    line(header),
    `| ${widths.map((w, i) => (i < 2 ? "-".repeat(w) : "-".repeat(w - 1) + ":")).join(" | ")} |`,
    ...rows.map(line),
  ].join("\n");
}

const number = (n: number): string => n.toLocaleString("en-US");

async function main(): Promise<number> {
  const o = options(process.argv.slice(2));
  const results: DialectResult[] = [];
  for (const dialect of o.dialects) results.push(await runDialect(dialect, o));

  const rows: string[][] = [];
  for (const r of results) {
    for (const [fn, s] of [...r.stats].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const perK = r.slowest.get(fn);
      rows.push([
        r.dialect,
        fn,
        number(s.calls),
        number(s.failures),
        number(s.slow),
        perK === undefined ? "-" : `${perK.toFixed(3)} ms`,
      ]);
    }
  }
  console.log(
    `npm run fuzz -- --seed ${o.seed} --count ${o.count} (${o.workers} workers, Node ${process.version}); bound per call: ${BOUND.fixedMs} ms + ${BOUND.perCharUs} µs per input character (tree: ${BOUND.treePerCharUs} µs); tree on inputs up to ${number(TREE_LIMIT)} characters\n`,
  );
  console.log(
    table(
      [
        "dialect",
        "function",
        "calls",
        "failures",
        "slow calls",
        "slowest per 1000 chars (inputs ≥ 10k)",
      ],
      rows,
    ),
  );
  console.log("");
  for (const r of results) {
    const kinds = [...r.kinds].map(([k, v]) => `${number(v)} ${k}`).join(", ");
    console.log(
      `${r.dialect}: ${number(o.count)} inputs (${kinds}) in ${r.seconds.toFixed(0)} s; escape components: ${r.components.join(", ") || "-"}`,
    );
  }
  const failures = results.flatMap((r) => r.failures);
  const bad = results.reduce(
    (n, r) =>
      n + [...r.stats.values()].reduce((m, s) => m + s.failures + s.slow, 0),
    0,
  );
  if (bad > 0) {
    console.log(
      `\n${number(bad)} failures and slow calls; the first of each function:`,
    );
    for (const f of failures) {
      console.log(
        `- ${f.dialect}.${f.fn} on a ${f.inputKind} ${f.input}: ${f.problem}`,
      );
    }
    return 1;
  }
  console.log("\nNo failures, no slow calls.");
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
