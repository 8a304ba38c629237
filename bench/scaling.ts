// The scaling section: parse time against input length, 100 B to 1 MB, for
// each dialect's generated parser alone and for its parse; a linear parse
// keeps its time per byte as the input grows.
import * as path from "node:path";
import { bestTime, table } from "./harness.js";
import type { Dialect } from "./inputs.js";
import { header, type Run } from "./report.js";

export function scalingSection(run: Run, all: readonly Dialect[]): void {
  header(
    "Scaling: time against input length (least wall time of repeated parses, per byte)",
  );
  const sizes = [100, 1_000, 10_000, 100_000, 1_000_000];
  // Each shape grows one component to the size; "rejected" ends with a space,
  // so the parse fails at the very end and peggy's parser reports it.
  const shapes: { name: string; make: (n: number) => string }[] = [
    { name: "path", make: (n) => fill("http://example.com/", "seg/", n) },
    { name: "query", make: (n) => fill("http://example.com/?", "k=v&", n) },
    { name: "host", make: (n) => fill("http://", "ab-c.", n - 4) + "com/" },
    {
      name: "rejected",
      make: (n) => fill("http://example.com/", "seg/", n - 1) + " ",
    },
  ];
  const rows: string[][] = [
    [
      "parser",
      "shape",
      ...sizes.map((s) => `${formatSize(s)} ns/B`),
      "1 MB ÷ 10 kB",
    ],
  ];
  // Each dialect's generated parser alone (its first rule: the grammar's
  // work), then the dialect's parse (that, and building the typed result).
  const parsers: {
    name: string;
    parse: (input: string) => unknown;
    raw: boolean;
  }[] = [];
  for (const d of all) {
    const generated = require(
      path.join(__dirname, "..", "generated", `${d.name}.js`),
    ) as { StartRules: string[]; parse: (s: string, o: object) => unknown };
    const options = { startRule: generated.StartRules[0] };
    parsers.push({
      name: `generated/${d.name}.js ${options.startRule}`,
      parse: (s) => generated.parse(s, options),
      raw: true,
    });
    parsers.push({ name: `${d.name}.parse`, parse: d.parse, raw: false });
  }
  let worstRaw = 0;
  let worst = 0;
  const call = (parse: (input: string) => unknown, input: string): number => {
    try {
      return parse(input) === undefined ? 0 : 1;
    } catch {
      return 2;
    }
  };
  for (const parser of parsers) {
    // Warm-up: every shape at the small sizes, so that the compiler is done.
    const warm = process.hrtime.bigint();
    while (Number(process.hrtime.bigint() - warm) < (run.quick ? 2e8 : 5e8)) {
      for (const shape of shapes) {
        for (const size of sizes.slice(0, 3))
          call(parser.parse, shape.make(size));
      }
    }
    for (const shape of shapes) {
      const perByte = sizes.map((size) => {
        const input = shape.make(size);
        const t = bestTime(
          () => call(parser.parse, input),
          run.quick ? 0.05 : 0.25,
          size >= 100_000,
        );
        return (t * 1e9) / input.length;
      });
      const growth = (perByte[4] as number) / (perByte[2] as number);
      if (parser.raw) worstRaw = Math.max(worstRaw, growth);
      else worst = Math.max(worst, growth);
      if (!parser.raw && shape.name === "path") {
        run.targets.push({
          what: `${parser.name}: time per byte, 1 MB path ÷ 10 kB path`,
          value: growth,
          goal: 2,
          atMost: true,
        });
      }
      rows.push([
        parser.name,
        shape.name,
        ...perByte.map((v) => v.toFixed(v < 10 ? 2 : 1)),
        `${growth.toFixed(2)}×`,
      ]);
    }
  }
  console.log(table(rows));
  // A parse that is linear keeps its time per byte as the input grows 100-fold
  // (up to the cost of memory: a 1 MB input and its result do not fit in the
  // caches, and the collector's work grows with the live heap); a quadratic one
  // would multiply it by 100.
  const worstAll = Math.max(worstRaw, worst);
  console.log(
    `\nFrom 10 kB to 1 MB, time per byte grows at most ${worstRaw.toFixed(2)}× for the generated parsers ` +
      `and ${worst.toFixed(2)}× for the dialects' parse, which also builds the result (at 1 MB ` +
      `a path of 250,000 segments, split only when read). A quadratic parse would show 100×: ` +
      (worstAll < 10 ? "the time is linear." : "the time is NOT linear."),
  );
  if (worstAll >= 10) process.exitCode = 1;
}

export function fill(prefix: string, unit: string, size: number): string {
  const n = Math.max(1, Math.ceil((size - prefix.length) / unit.length));
  return (prefix + unit.repeat(n)).slice(0, Math.max(size, prefix.length + 1));
}

function formatSize(n: number): string {
  return n >= 1e6 ? `${n / 1e6} MB` : n >= 1e3 ? `${n / 1e3} kB` : `${n} B`;
}
