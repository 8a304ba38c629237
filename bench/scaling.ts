// The scaling section: parse time against input length, 100 B to 1 MB, for
// each dialect's generated parser alone and for its parse; a linear parse
// keeps its time per byte as the input grows.
import { bestTime, table } from "./harness.js";
import { leadingRule, peggyParser, type Dialect } from "./inputs.js";
import { header, type Run } from "./report.js";

export function scalingSection(run: Run, all: readonly Dialect[]): void {
  header(
    "Scaling: time against input length (least wall time of repeated parses, per byte)",
  );
  const sizes = [100, 1_000, 10_000, 100_000, 1_000_000];
  // Each shape grows one component to the size; "rejected" ends with a space,
  // so the parse fails at the very end and peggy's parser reports it.
  const shapes: Shape[] = [
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
  // Each dialect's generated parser alone (its leading rule, leadingRule:
  // the grammar's work), then the dialect's parse (that, and building the
  // typed result). RFC 3987's also read IRIs: the shapes beyond ASCII.
  const parsers: {
    name: string;
    parse: (input: string) => unknown;
    raw: boolean;
    shapes: readonly Shape[];
  }[] = [];
  for (const d of all) {
    const generated = peggyParser(d.name);
    const options = { startRule: leadingRule(d.name, generated.StartRules) };
    const own = d.name === "rfc3987" ? [...shapes, ...IRI_SHAPES] : shapes;
    parsers.push({
      name: `generated/${d.name}.js ${options.startRule}`,
      parse: (s) => generated.parse(s, options),
      raw: true,
      shapes: own,
    });
    parsers.push({
      name: `${d.name}.parse`,
      parse: d.parse,
      raw: false,
      shapes: own,
    });
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
      for (const shape of parser.shapes) {
        for (const size of sizes.slice(0, 3))
          call(parser.parse, shape.make(size));
      }
    }
    for (const shape of parser.shapes) {
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
      if (!parser.raw && (shape.name === "path" || shape.iri === true)) {
        run.targets.push({
          what: `${parser.name}: time per byte, 1 MB ${shape.name} ÷ 10 kB ${shape.name}`,
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
      `a path of 250,000 segments, split only when read; RFC 3987's shapes beyond ASCII ` +
      `count UTF-16 code units, not bytes). A quadratic parse would show 100×: ` +
      (worstAll < 10 ? "the time is linear." : "the time is NOT linear."),
  );
  if (worstAll >= 10) process.exitCode = 1;
}

/** A component grown to a size; `iri`: one of RFC 3987's shapes. */
interface Shape {
  readonly name: string;
  readonly make: (n: number) => string;
  readonly iri?: boolean;
}

/**
 * IRIs, their size in UTF-16 code units: a path of characters of the BMP
 * (ucschar's %xA0-D7FF) and one of astral characters (its %x10000-1FFFD and
 * %x20000-2FFFD, a surrogate pair each), a query of iprivate characters
 * (%xE000-F8FF and the astral %xF0000-FFFFD and %x100000-10FFFD), an
 * ireg-name of BMP labels, and an astral path that fails at its end: on a
 * lone surrogate (the grammar refuses it), and on U+200E (ucschar holds it;
 * section 4.1 forbids it, so the generated parser accepts what parse
 * refuses). Each repeats a whole unit, so that no surrogate pair is cut.
 */
const IRI_SHAPES: readonly Shape[] = [
  iriShape("path, BMP", (n) =>
    units("http://example.com/", "\u00e9t\u00e9/\u65e5\u672c/", n),
  ),
  iriShape("path, astral", (n) =>
    units("http://example.com/", "\u{10000}\u{2f800}/", n),
  ),
  iriShape("query, iprivate", (n) =>
    units("http://example.com/?", "k=\ue000\u{f0000}\u{10fffd}&", n),
  ),
  iriShape(
    "ireg-name, BMP",
    (n) => units("http://", "\u00fcb\u00e9r.", n - 4) + "com/",
  ),
  iriShape(
    "rejected, astral",
    (n) => units("http://example.com/", "\u{10000}/", n - 1) + "\ud800",
  ),
  iriShape(
    "bidi at the end",
    (n) => units("http://example.com/", "\u{10000}/", n - 1) + "\u200e",
  ),
];

function iriShape(name: string, make: (n: number) => string): Shape {
  return { name, make, iri: true };
}

/** `prefix`, then whole copies of `unit` up to about `size` code units. */
function units(prefix: string, unit: string, size: number): string {
  return (
    prefix +
    unit.repeat(Math.max(1, Math.round((size - prefix.length) / unit.length)))
  );
}

export function fill(prefix: string, unit: string, size: number): string {
  const n = Math.max(1, Math.ceil((size - prefix.length) / unit.length));
  return (prefix + unit.repeat(n)).slice(0, Math.max(size, prefix.length + 1));
}

function formatSize(n: number): string {
  return n >= 1e6 ? `${n / 1e6} MB` : n >= 1e3 ? `${n / 1e3} kB` : `${n} B`;
}
