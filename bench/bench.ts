// The benchmark (npm run bench): every dialect against the parsers people use,
// on real URLs, in one process, interleaved, median of several rounds.
//
//   node --expose-gc dist/bench/bench.js [--quick] [--corpus <dir>] [--check-baseline <main.js>]
//     [--only parse,rejections,resolve,bound,scaling,garbage,agreement,tree,bundle,flat,check]
//
// --corpus reads urls.txt and relative.tsv from <dir> instead of bench/corpus
// (the committed sample): the full corpus the sample was taken from, for
// instance. --check-baseline adds another build's CLI (its dist/src/cli/main.js)
// to the check section, as the reference its lines per second are divided by.
//
// Sections:
//   agreement  the generated parsers' fast path returns what peggy's own parser
//              returns, on the corpus (compiler/optimize.js)
//   parse      each dialect's parse against fast-uri, uri-js, whatwg-url, Node URL,
//              legacy url.parse and the RFC 2396 Appendix B regular expression
//   rejections what a URL outside a dialect's language costs parse, against
//              isValid and a bare thrown Error, and its share of parse's time
//   resolve    each dialect's resolve against fast-uri, uri-js, new URL(ref, base)
//   bound      a resolver bound to one base (parsed once) against new URL(ref, base)
//   scaling    parse time against input length, 100 B to 1 MB
//   garbage    no memory outlives a parse but the returned object
//   tree       each dialect's tree (compact, and with detail): microseconds and
//              nodes per input character, on the URLs the dialect accepts
//   bundle     a browser bundle of one function of each entry (esbuild, minified
//              and gzip, from the ES module build), beside uri-js and fast-uri
//   flat       the corpus as read (two-byte slices, for its non-ASCII lines)
//              against the same lines flattened to one-byte strings
//   check      the CLI's check on the corpus, on one thread and with --jobs 2
//              (wall time: the point is the second core), output compared
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as legacyUrl from "node:url";
import * as fastUri from "fast-uri";
import * as uriJs from "uri-js";
import { URL as WhatwgURL } from "whatwg-url";
import * as rfc2396 from "../src/rfc2396/index.js";
import { isRfc2396Reference } from "./rfc2396-scanner.js";
import {
  isRfc2396ReferenceByRegExp,
  rfc2396ComponentsByRegExp,
} from "./rfc2396-regexp.js";
import * as rfc2396Entry from "../generated/rfc2396.entry.js";
import { isRejected, startParser } from "../src/shared/grammar.js";
import {
  bestTime,
  consume,
  formatRate,
  median,
  ratio,
  table,
  timeInterleaved,
  type Contender,
  type Timing,
} from "./harness.js";

// ---- inputs and dialects ---------------------------------------------------

const root = path.resolve(__dirname, "..", "..");

function lines(file: string): string[] {
  return fs
    .readFileSync(path.join(corpusDir, file), "utf8")
    .split("\n")
    .filter((line) => line !== "");
}

interface Pair {
  readonly base: string;
  readonly reference: string;
}

/** What the benchmark uses of a dialect module. */
interface DialectModule {
  readonly parse: (input: string) => unknown;
  readonly tryParse: (input: string) => { readonly ok: boolean };
  readonly isValid: (input: string) => boolean;
  readonly resolve?: unknown;
  readonly createResolver?: unknown;
  readonly tree?: unknown;
}
/** A parse tree, as far as the benchmark counts it. */
interface TreeNode {
  readonly children: readonly TreeNode[];
}
type Tree = (
  input: string,
  rule?: string,
  options?: { detail?: boolean },
) => TreeNode;
type Resolve = (base: string, reference: string) => string;
type CreateResolver = (base: string) => (reference: string) => string;

interface Dialect {
  readonly name: string;
  readonly parse: (input: string) => unknown;
  readonly tryParse: (input: string) => { readonly ok: boolean };
  readonly isValid: (input: string) => boolean;
  readonly resolve: Resolve | null;
  readonly createResolver: CreateResolver | null;
  readonly tree: Tree | null;
}

/** rfc2396, then every other dialect whose module is built (dist/src/NAME/index.js). */
function dialects(): Dialect[] {
  const found: Dialect[] = [fromModule("rfc2396", rfc2396)];
  for (const name of ["rfc1808", "rfc1738", "rfc3986", "rfc2732"]) {
    const file = path.join(__dirname, "..", "src", name, "index.js");
    if (!fs.existsSync(file)) continue;
    found.push(fromModule(name, require(file) as DialectModule));
  }
  return found;
}

function fromModule(name: string, m: DialectModule): Dialect {
  return {
    name,
    parse: m.parse,
    tryParse: m.tryParse,
    isValid: (input) => m.isValid(input),
    resolve: typeof m.resolve === "function" ? (m.resolve as Resolve) : null,
    createResolver:
      typeof m.createResolver === "function"
        ? (m.createResolver as CreateResolver)
        : null,
    tree: typeof m.tree === "function" ? (m.tree as Tree) : null,
  };
}

/** A contender that calls `f` on every input; an input it rejects by throwing counts as done. */
function each<I>(name: string, f: (input: I) => unknown): Contender<I> {
  return {
    name,
    run(inputs) {
      let n = 0;
      for (const input of inputs) {
        try {
          if (f(input) !== undefined) n++;
        } catch {
          n += 2;
        }
      }
      return n;
    },
  };
}

/** How many inputs `f` accepts (does not throw on, or returns no error for). */
function accepted<I>(inputs: readonly I[], f: (input: I) => boolean): number {
  let n = 0;
  for (const input of inputs) {
    try {
      if (f(input)) n++;
    } catch {
      // rejected
    }
  }
  return n;
}

// RFC 2396 Appendix B: "the following line is the regular expression for
// breaking-down a URI reference into its components". It validates nothing.
const APPENDIX_B =
  /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

// url.parse warns (DEP0170) about some URLs of the corpus; the benchmark calls
// it on purpose, as a reference point.
process.noDeprecation = true;

// ---- options ---------------------------------------------------------------

const argv = process.argv.slice(2);
const quick = argv.includes("--quick");
const onlyArg = argv.find((a) => a === "--only" || a.startsWith("--only="));
const only = onlyArg
  ? new Set(
      (onlyArg.includes("=")
        ? onlyArg.slice(onlyArg.indexOf("=") + 1)
        : (argv[argv.indexOf(onlyArg) + 1] ?? "")
      ).split(","),
    )
  : null;
/** The value of `--name value` or `--name=value`, or undefined. */
function option(name: string): string | undefined {
  const arg = argv.find((a) => a === name || a.startsWith(`${name}=`));
  if (arg === undefined) return undefined;
  return arg.includes("=")
    ? arg.slice(arg.indexOf("=") + 1)
    : argv[argv.indexOf(arg) + 1];
}
const corpusOption = option("--corpus");
const corpusDir =
  corpusOption === undefined
    ? path.join(root, "bench", "corpus")
    : path.resolve(corpusOption);
/** How the tables name the corpus: the sample's path, or the directory given. */
const corpusName = corpusOption === undefined ? "bench/corpus" : corpusDir;
const checkBaseline = option("--check-baseline");
const ROUNDS = quick ? 3 : 9;
const WARMUP = quick ? 1 : 2;
const wants = (section: string): boolean => only === null || only.has(section);

// ---- sections --------------------------------------------------------------

function header(title: string): void {
  console.log(`\n## ${title}\n`);
}

function rateTable(
  timings: readonly Timing[],
  ours: Timing,
  extra: (t: Timing) => string[] = () => [],
  extraHead: string[] = [],
): string {
  return table([
    ["", "ops/s", `${ours.name} ÷ this`, ...extraHead],
    ...timings.map((t) => [
      t.name,
      formatRate(t.opsPerSecond),
      t === ours ? "1.00×" : `${ratio(ours, t).toFixed(2)}×`,
      ...extra(t),
    ]),
  ]);
}

interface Target {
  readonly what: string;
  readonly value: number;
  readonly goal: number;
  /** The value must be at most the goal (a growth), not at least (a ratio of speeds). */
  readonly atMost?: boolean;
}
const targets: Target[] = [];

function agreement(all: readonly Dialect[], urls: readonly string[]): void {
  header("Agreement: the fast path returns what peggy's parser returns");
  // peg$silentFails in the options sends a call to peggy's own parser, the
  // reference the fast path must agree with; peg$checkFastPath makes the fast
  // path throw rather than hand peggy's parser an input it wrongly rejected
  // (see compiler/optimize.js).
  const rows: string[][] = [
    ["parser", "start rule", "inputs", "disagreements"],
  ];
  let bad = 0;
  for (const d of all) {
    const file = path.join(__dirname, "..", "generated", `${d.name}.js`);
    const parser = require(file) as {
      StartRules: string[];
      parse: (s: string, o: object) => unknown;
    };
    let others = 0;
    for (const rule of parser.StartRules) {
      const first = rule === parser.StartRules[0];
      const inputs = first ? urls : urls.slice(0, quick ? 200 : 2000);
      let n = 0;
      for (const input of inputs) {
        const fast = outcome(() =>
          parser.parse(input, { startRule: rule, peg$checkFastPath: true }),
        );
        const slow = outcome(() =>
          parser.parse(input, { startRule: rule, peg$silentFails: 0 }),
        );
        if (fast !== slow) {
          n++;
          if (n <= 3) {
            console.log(
              `  ${d.name} ${rule} ${JSON.stringify(input)}: ${fast} vs ${slow}`,
            );
          }
        }
      }
      bad += n;
      if (first) {
        rows.push([
          `generated/${d.name}.js`,
          rule,
          String(inputs.length),
          String(n),
        ]);
      } else {
        others += n;
      }
    }
    rows.push([
      `generated/${d.name}.js`,
      `the ${parser.StartRules.length - 1} other rules`,
      `${Math.min(urls.length, quick ? 200 : 2000)} each`,
      String(others),
    ]);
  }
  console.log(table(rows));
  if (bad > 0) process.exitCode = 1;
}

function outcome(f: () => unknown): string {
  try {
    return "ok " + JSON.stringify(f());
  } catch (e) {
    const err = e as {
      message?: string;
      expected?: unknown;
      location?: unknown;
    };
    return `error ${JSON.stringify([err.message, err.expected, err.location])}`;
  }
}

/** rfc2396.parse's own parser: its entry parser's start rule (see startParser). */
const lenientNode = startParser(
  rfc2396Entry,
  rfc2396Entry.parse,
  "lenient_URI_reference",
);

function parseSection(all: readonly Dialect[], urls: readonly string[]): void {
  header(`Parse: ${urls.length} URLs from ${corpusName}/urls.txt`);
  const contenders: Contender<string>[] = [
    ...all.map((d) => each(`${d.name}.parse`, d.parse)),
    each("fast-uri parse", (s: string) => fastUri.parse(s)),
    each("uri-js parse", (s: string) => uriJs.parse(s)),
    each("whatwg-url new URL", (s: string) => new WhatwgURL(s)),
    each("Node new URL", (s: string) => new URL(s)),
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    each("Node url.parse (legacy)", (s: string) => legacyUrl.parse(s)),
    each("RFC 2396 Appendix B regex", (s: string) => APPENDIX_B.exec(s)),
    // The limit: validating the same language by hand, building nothing.
    each("RFC 2396 scanner (the limit)", (s: string) =>
      isRfc2396Reference(s) ? true : undefined,
    ),
    // The same language as one regular expression, in V8's machine code:
    // recognized, and its components found (bench/rfc2396-regexp.ts).
    each("RFC 2396 as one RegExp, test", (s: string) =>
      isRfc2396ReferenceByRegExp(s) ? true : undefined,
    ),
    each("RFC 2396 as one RegExp, exec (components)", (s: string) =>
      rfc2396ComponentsByRegExp(s),
    ),
    // Where rfc2396.parse's time goes: its generated parser alone (the
    // grammar's nodes, no typed result, no segments accessor), and the
    // recognizer isValid runs (no values at all).
    each("rfc2396 entry parser alone (nodes)", (s: string) => lenientNode(s)),
    each("rfc2396.isValid (recognizer)", (s: string) =>
      rfc2396.isValid(s) ? true : undefined,
    ),
    // tryParse builds no error for a URL outside the language unless the
    // caller reads it: what a caller that only sorts URLs pays.
    ...all.map((d) => each(`${d.name}.tryParse`, d.tryParse)),
  ];
  const acceptance = new Map<string, number>([
    ...all.flatMap((d): [string, number][] => {
      const n = accepted(urls, (s) => (d.parse(s), true));
      return [
        [`${d.name}.parse`, n],
        [`${d.name}.tryParse`, n],
      ];
    }),
    [
      "fast-uri parse",
      accepted(urls, (s) => fastUri.parse(s).error === undefined),
    ],
    ["uri-js parse", accepted(urls, (s) => uriJs.parse(s).error === undefined)],
    ["whatwg-url new URL", accepted(urls, (s) => (new WhatwgURL(s), true))],
    ["Node new URL", accepted(urls, (s) => (new URL(s), true))],
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    [
      "Node url.parse (legacy)",
      accepted(urls, (s) => (legacyUrl.parse(s), true)),
    ],
    ["RFC 2396 Appendix B regex", urls.length],
    ["RFC 2396 scanner (the limit)", accepted(urls, isRfc2396Reference)],
    [
      "RFC 2396 as one RegExp, test",
      accepted(urls, isRfc2396ReferenceByRegExp),
    ],
    [
      "RFC 2396 as one RegExp, exec (components)",
      accepted(urls, (s) => rfc2396ComponentsByRegExp(s) !== null),
    ],
    [
      "rfc2396 entry parser alone (nodes)",
      accepted(urls, (s) => !isRejected(lenientNode(s))),
    ],
    ["rfc2396.isValid (recognizer)", accepted(urls, (s) => rfc2396.isValid(s))],
  ]);
  const timings = timeInterleaved(contenders, urls, ROUNDS, WARMUP);
  const ours = timings[0] as Timing;
  console.log(
    rateTable(
      timings,
      ours,
      (t) => [
        `${(((acceptance.get(t.name) ?? 0) / urls.length) * 100).toFixed(2)}%`,
      ],
      ["accepts"],
    ),
  );
  const named = (name: string): Timing =>
    timings.find((t) => t.name === name) as Timing;
  targets.push({
    what: "rfc2396.parse ÷ fast-uri parse",
    value: ratio(ours, named("fast-uri parse")),
    goal: 2,
  });
  targets.push({
    what: "rfc2396.parse ÷ Node new URL",
    value: ratio(ours, named("Node new URL")),
    goal: 1,
  });
  targets.push({
    what: "rfc2396.parse ÷ the RFC 2396 scanner (the limit)",
    value: ratio(ours, named("RFC 2396 scanner (the limit)")),
    goal: 0.7,
  });
  pushDialectTargets(timings, all.length);
  for (const t of timings.filter(
    (t) => t.name.endsWith(".tryParse") && t.name !== "rfc2396.tryParse",
  )) {
    targets.push({
      what: `${t.name} ÷ ${ours.name}, the whole corpus`,
      value: ratio(t, ours),
      goal: 1 / 1.5,
    });
  }

  // The same work for every dialect: the URLs all of them accept. On the whole
  // corpus a dialect that rejects more URLs throws more errors, and a thrown
  // error costs more than a parse (see the Rejections section).
  const common = urls.filter((u) =>
    all.every((d) => accepted([u], (s) => (d.parse(s), true)) === 1),
  );
  header(
    `Parse, the ${common.length} of those URLs that every dialect accepts (${all.map((d) => d.name).join(", ")})`,
  );
  const commonTimings = timeInterleaved(
    contenders.slice(0, all.length),
    common,
    ROUNDS,
    WARMUP,
  );
  const commonOurs = commonTimings[0] as Timing;
  console.log(rateTable(commonTimings, commonOurs));
  pushDialectTargets(
    commonTimings,
    all.length,
    "on the URLs every dialect accepts",
  );
}

function rejectionSection(
  all: readonly Dialect[],
  urls: readonly string[],
): void {
  header("Rejections: what an input outside a dialect's language costs");
  // For each dialect, the corpus URLs it rejects: parse (the fast parser
  // fails, the reporting parser finds the offset and what was expected, and a
  // UrlSyntaxError is made and thrown), isValid (the fast parser only), and,
  // for scale, making and throwing a bare Error at the same call depth.
  const rows: string[][] = [
    [
      "dialect",
      "rejected URLs",
      "parse (throws)",
      "isValid",
      "new Error + throw",
      "share of parse time on the corpus",
    ],
  ];
  for (const d of all) {
    const rejected = urls.filter(
      (u) => accepted([u], (s) => (d.parse(s), true)) === 0,
    );
    if (rejected.length === 0) continue;
    const isValid = d.isValid;
    const timings = timeInterleaved(
      [
        each(`${d.name}.parse`, d.parse),
        each(`${d.name}.isValid`, (s: string) => isValid(s) || undefined),
        each("new Error + throw", (s: string) => {
          throw new Error(s);
        }),
      ],
      rejected,
      ROUNDS,
      WARMUP,
    );
    const [parse, valid, bare] = timings.map((t) => 1e6 / t.opsPerSecond) as [
      number,
      number,
      number,
    ];
    const rejectedSet = new Set(rejected);
    const acceptedUrls = urls.filter((u) => !rejectedSet.has(u));
    const [acceptedTiming] = timeInterleaved(
      [each(`${d.name}.parse`, d.parse)],
      acceptedUrls,
      ROUNDS,
      WARMUP,
    ) as [Timing];
    const acceptedTotal =
      (acceptedUrls.length * 1e6) / acceptedTiming.opsPerSecond;
    const rejectedTotal = rejected.length * parse;
    rows.push([
      d.name,
      `${rejected.length} (${((rejected.length / urls.length) * 100).toFixed(2)}%)`,
      `${parse.toFixed(2)} µs`,
      `${valid.toFixed(2)} µs`,
      `${bare.toFixed(2)} µs`,
      `${((rejectedTotal / (rejectedTotal + acceptedTotal)) * 100).toFixed(0)}%`,
    ]);
  }
  console.log(table(rows));
}

function resolveSection(all: readonly Dialect[], pairs: readonly Pair[]): void {
  header(
    `Resolve: ${pairs.length} (base, reference) pairs from ${corpusName}/relative.tsv`,
  );
  const contenders: Contender<Pair>[] = [
    ...all
      .filter((d) => d.resolve !== null)
      .map((d) => {
        const resolve = d.resolve as Resolve;
        return each(`${d.name}.resolve`, (p: Pair) =>
          resolve(p.base, p.reference),
        );
      }),
    each("fast-uri resolve", (p: Pair) => fastUri.resolve(p.base, p.reference)),
    each("uri-js resolve", (p: Pair) => uriJs.resolve(p.base, p.reference)),
    each(
      "Node new URL(ref, base)",
      (p: Pair) => new URL(p.reference, p.base).href,
    ),
  ];
  const timings = timeInterleaved(contenders, pairs, ROUNDS, WARMUP);
  const ours = timings[0] as Timing;
  console.log(rateTable(timings, ours));
  const named = (name: string): Timing =>
    timings.find((t) => t.name === name) as Timing;
  targets.push({
    what: "rfc2396.resolve ÷ fast-uri resolve",
    value: ratio(ours, named("fast-uri resolve")),
    goal: 3,
  });
  targets.push({
    what: "rfc2396.resolve ÷ Node new URL(ref, base)",
    value: ratio(ours, named("Node new URL(ref, base)")),
    goal: 1,
  });
  pushDialectTargets(timings, all.filter((d) => d.resolve !== null).length);
}

/**
 * Each other dialect within 1.5× of RFC 2396: `timings` has the `dialects`
 * dialects' first, rfc2396's leading (then other contenders); `population`
 * names the inputs when they are not the whole corpus.
 */
function pushDialectTargets(
  timings: readonly Timing[],
  dialects: number,
  population = "",
): void {
  const ours = timings[0] as Timing;
  for (const t of timings.slice(1, dialects)) {
    targets.push({
      what: `${t.name} ÷ ${ours.name}${population === "" ? "" : `, ${population}`}`,
      value: ratio(t, ours),
      goal: 1 / 1.5,
    });
  }
}

function boundSection(all: readonly Dialect[], pairs: readonly Pair[]): void {
  // One base, and every reference of the corpus.
  const base = "https://docs.example.org/guide/reference/api/index.html?v=2";
  const refs = pairs.map((p) => p.reference);
  const baseURL = new URL(base);
  const contenders: Contender<string>[] = [
    ...all
      .filter((d) => d.createResolver !== null)
      .map((d) => {
        const bound = (d.createResolver as CreateResolver)(base);
        return each(`${d.name}.createResolver(base)`, bound);
      }),
    each("Node new URL(ref, base)", (r: string) => new URL(r, base).href),
    each("Node new URL(ref, baseURL)", (r: string) => new URL(r, baseURL).href),
  ];
  const run = (inputs: readonly string[], title: string): Timing[] => {
    header(title);
    const timings = timeInterleaved(contenders, inputs, ROUNDS, WARMUP);
    console.log(rateTable(timings, timings[0] as Timing));
    return timings;
  };
  const timings = run(
    refs,
    `Bound resolver: ${refs.length} references from relative.tsv against one base, ${base}`,
  );
  // The same without the references RFC 2396 rejects (each costs an error
  // object, with its stack trace; Node's URL accepts them).
  const valid = refs.filter(
    (r) => accepted([r], (s) => (rfc2396.parse(s), true)) === 1,
  );
  const validTimings = run(
    valid,
    `Bound resolver, the ${valid.length} of those references that RFC 2396 accepts`,
  );
  const versusNode = (all: readonly Timing[], population: string): void => {
    const node = all.find(
      (t) => t.name === "Node new URL(ref, base)",
    ) as Timing;
    targets.push({
      what: `rfc2396.createResolver(base) ÷ Node new URL(ref, base)${population}`,
      value: ratio(all[0] as Timing, node),
      goal: 1,
    });
  };
  versusNode(timings, "");
  versusNode(validTimings, ", on the references RFC 2396 accepts");
  pushDialectTargets(
    timings,
    all.filter((d) => d.createResolver !== null).length,
  );
}

function scalingSection(all: readonly Dialect[]): void {
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
    while (Number(process.hrtime.bigint() - warm) < (quick ? 2e8 : 5e8)) {
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
          quick ? 0.05 : 0.25,
          size >= 100_000,
        );
        return (t * 1e9) / input.length;
      });
      const growth = (perByte[4] as number) / (perByte[2] as number);
      if (parser.raw) worstRaw = Math.max(worstRaw, growth);
      else worst = Math.max(worst, growth);
      if (!parser.raw && shape.name === "path") {
        targets.push({
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

function fill(prefix: string, unit: string, size: number): string {
  const n = Math.max(1, Math.ceil((size - prefix.length) / unit.length));
  return (prefix + unit.repeat(n)).slice(0, Math.max(size, prefix.length + 1));
}

function formatSize(n: number): string {
  return n >= 1e6 ? `${n / 1e6} MB` : n >= 1e3 ? `${n / 1e3} kB` : `${n} B`;
}

function garbageSection(
  all: readonly Dialect[],
  urls: readonly string[],
): void {
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

function treeSection(all: readonly Dialect[], urls: readonly string[]): void {
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
      ROUNDS,
      WARMUP,
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

/**
 * The corpus as read (each line a slice of one string decoded from the whole
 * file: with a non-ASCII line in the file, every slice is a two-byte string)
 * and flattened (each ASCII line copied into a one-byte string of its own):
 * what the difference costs rfc2396.parse and Node's URL. The other sections
 * use the corpus as read.
 */
function flatSection(urls: readonly string[]): void {
  const nonAscii = urls.filter((u) => /[^\x00-\x7f]/.test(u)).length;
  header(
    `Corpus as read and flattened (${nonAscii} of ${urls.length} lines are not ASCII)`,
  );
  const flat = urls.map((u) =>
    /[^\x00-\x7f]/.test(u) ? u : Buffer.from(u, "latin1").toString("latin1"),
  );
  const parse = rfc2396.parse;
  const timings = timeInterleaved(
    [
      each("rfc2396.parse, as read", (i: number) => parse(urls[i] as string)),
      each("rfc2396.parse, flattened", (i: number) => parse(flat[i] as string)),
      each("Node new URL, as read", (i: number) => new URL(urls[i] as string)),
      each(
        "Node new URL, flattened",
        (i: number) => new URL(flat[i] as string),
      ),
    ],
    urls.map((_, i) => i),
    ROUNDS,
    WARMUP,
  );
  console.log(rateTable(timings, timings[0] as Timing));
}

/**
 * What a browser bundle of one function costs: esbuild bundles a module that
 * imports one function from an entry of the package's ES module build
 * (dist/esm/, minified, for the browser) and the bundle is gzipped; beside
 * it, the same for uri-js and fast-uri. Each dialect's parse carries its
 * entry parser (generated/NAME.entry.js), its reporting parser
 * (NAME.entry.report.js) and what parse maps its result with; isValid the
 * recognizer of every rule (NAME.match.js) alone; resolve and tree carry
 * what they add. Through the root, esbuild keeps the dialect's namespace
 * whole (evanw/esbuild#1420); rollup (no plugin: a resolveId hook that gives
 * the package's modules no side effects, as its "sideEffects": false says)
 * shakes it, its output minified by esbuild's transform.
 */
async function bundleSection(): Promise<void> {
  header(
    "Bundle: a browser bundle of one function (esbuild, minified; rollup, minified by esbuild)",
  );
  // esbuild is a devDependency; the benchmark runs in the clone.
  const esbuild = require("esbuild") as typeof import("esbuild");
  const zlib = require("node:zlib") as typeof import("node:zlib");
  // dist/bench/bench.js -> dist/esm/src/
  const esmSrc = path.join(__dirname, "..", "esm", "src");
  const from = (module: string): string =>
    JSON.stringify(path.join(esmSrc, module));
  const names = ["rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986"];
  const entries: [string, string][] = [
    ...names.map((name): [string, string] => [
      `url-grammars/${name} parse`,
      `import { parse } from ${from(`${name}/index.js`)}; globalThis.x = parse;`,
    ]),
    ...names.map((name): [string, string] => [
      `url-grammars/${name} isValid`,
      `import { isValid } from ${from(`${name}/index.js`)}; globalThis.x = isValid;`,
    ]),
    ...names
      .filter((name) => name !== "rfc1738")
      .map((name): [string, string] => [
        `url-grammars/${name} resolve`,
        `import { resolve } from ${from(`${name}/index.js`)}; globalThis.x = resolve;`,
      ]),
    [
      "url-grammars/rfc3986 tree",
      `import { tree } from ${from("rfc3986/index.js")}; globalThis.x = tree;`,
    ],
    [
      "url-grammars { rfc2396 }, rfc2396.parse",
      `import { rfc2396 } from ${from("index.js")}; globalThis.x = rfc2396.parse;`,
    ],
    [
      "url-grammars { compare }",
      `import { compare } from ${from("index.js")}; globalThis.x = compare;`,
    ],
    ["uri-js parse", `import { parse } from "uri-js"; globalThis.x = parse;`],
    [
      "fast-uri parse",
      `import { parse } from "fast-uri"; globalThis.x = parse;`,
    ],
  ];
  const rows: string[][] = [["entry", "minified", "gzip"]];
  const row = (name: string, bytes: Uint8Array): void => {
    rows.push([
      name,
      `${(bytes.length / 1024).toFixed(1)} KB`,
      `${(zlib.gzipSync(bytes).length / 1024).toFixed(1)} KB`,
    ]);
  };
  for (const [name, contents] of entries) {
    const out = esbuild.buildSync({
      stdin: { contents, resolveDir: root, loader: "js" },
      bundle: true,
      minify: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "error",
    });
    row(name, (out.outputFiles[0] as { contents: Uint8Array }).contents);
  }
  // rollup through the root, for the same functions.
  const { rollup } = require("rollup") as typeof import("rollup");
  const rollupEntries: [string, string][] = [
    [
      "rollup: url-grammars { rfc2396 }, rfc2396.parse",
      `import { rfc2396 } from "url-grammars"; globalThis.x = rfc2396.parse;`,
    ],
    [
      "rollup: url-grammars { rfc3986 }, rfc3986.isValid",
      `import { rfc3986 } from "url-grammars"; globalThis.x = rfc3986.isValid;`,
    ],
    [
      "rollup: url-grammars { compare }",
      `import { compare } from "url-grammars"; globalThis.x = compare;`,
    ],
  ];
  for (const [name, contents] of rollupEntries) {
    const built = await rollup({
      input: "entry",
      onwarn: () => {},
      plugins: [
        {
          name: "url-grammars",
          resolveId(id: string, importer: string | undefined) {
            if (id === "entry") return id;
            if (id === "url-grammars") {
              return {
                id: path.join(esmSrc, "index.js"),
                moduleSideEffects: false,
              };
            }
            if (importer !== undefined && id.startsWith(".")) {
              return {
                id: path.resolve(path.dirname(importer), id),
                moduleSideEffects: false,
              };
            }
            return null;
          },
          load: (id: string) => (id === "entry" ? contents : null),
        },
      ],
    });
    const { output } = await built.generate({ format: "es" });
    const minified = esbuild.transformSync(output[0].code, {
      minify: true,
      format: "esm",
    });
    row(name, new TextEncoder().encode(minified.code));
  }
  console.log(table(rows));
}

/**
 * The RFC 2396 scanner (bench/rfc2396-scanner.ts, the limit the parse is
 * timed against) accepts what rfc2396.isValid accepts: every URL of the
 * corpus, and every base and reference of its pairs.
 */
function scannerAgreement(
  urls: readonly string[],
  pairs: readonly Pair[],
): void {
  const inputs = [...urls, ...pairs.flatMap((p) => [p.base, p.reference])];
  for (const [what, file, accepts] of [
    ["scanner", "bench/rfc2396-scanner.ts", isRfc2396Reference],
    [
      "regular expression",
      "bench/rfc2396-regexp.ts",
      isRfc2396ReferenceByRegExp,
    ],
  ] as const) {
    const disagreements = inputs.filter(
      (s) => accepts(s) !== rfc2396.isValid(s),
    );
    console.log(
      `\nThe RFC 2396 ${what} (${file}) and rfc2396.isValid ` +
        `disagree on ${disagreements.length} of ${inputs.length} inputs (the URLs, the bases and the references).`,
    );
    for (const s of disagreements.slice(0, 5)) {
      console.log(
        `  ${JSON.stringify(s)}: ${what} ${accepts(s)}, isValid ${rfc2396.isValid(s)}`,
      );
    }
    if (disagreements.length > 0) process.exitCode = 1;
  }
}

/**
 * The CLI's check on the corpus's URLs with RFC 2396, on one thread and on
 * two (--jobs 2), and with --check-baseline another build's check: each a
 * whole process (its start-up included), timed by the wall clock (the point
 * of --jobs is the second core), interleaved, medians; the standard output of
 * each compared with one thread's, byte for byte. Beside the wall clock, the
 * CPU time of each run (user + system, of every thread: on Linux, from
 * /proc/self/stat's cutime and cstime around the child) and the load average
 * before it: a wall-clock ratio means something only on an idle machine.
 */
function checkSection(): void {
  const cli = path.join(__dirname, "..", "src", "cli", "main.js");
  const file = path.join(corpusDir, "urls.txt");
  const lineCount = lines("urls.txt").length;
  header(
    `Check: url-grammars check --rfc 2396 on the ${lineCount} lines of ${corpusName}/urls.txt (wall time of the whole process)`,
  );
  const runs: { name: string; args: string[] }[] = [
    { name: "check", args: [cli, "check", "--rfc", "2396", file] },
    {
      name: "check --jobs 2",
      args: [cli, "check", "--rfc", "2396", "--jobs", "2", file],
    },
  ];
  if (checkBaseline !== undefined) {
    runs.push({
      name: "check, baseline build",
      args: [path.resolve(checkBaseline), "check", "--rfc", "2396", file],
    });
  }
  const rounds = quick ? 1 : 3;
  const seconds: number[][] = runs.map(() => []);
  const cpu: number[][] = runs.map(() => []);
  const loads: number[] = [];
  const digests: string[] = [];
  for (let round = -1; round < rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const i = (k + Math.max(round, 0)) % runs.length;
      const run = runs[i] as { name: string; args: string[] };
      const load = os.loadavg()[0] as number;
      const cpuBefore = childrenCpuSeconds();
      const start = process.hrtime.bigint();
      const result = spawnSync(process.execPath, run.args, {
        maxBuffer: 1 << 30,
      });
      const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
      const cpuAfter = childrenCpuSeconds();
      if (result.status !== 0) {
        console.log(`${run.name} exited ${result.status}`);
        process.exitCode = 1;
        return;
      }
      digests[i] = createHash("sha256").update(result.stdout).digest("hex");
      if (round >= 0) {
        (seconds[i] as number[]).push(elapsed);
        loads.push(load);
        if (cpuBefore !== undefined && cpuAfter !== undefined)
          (cpu[i] as number[]).push(cpuAfter - cpuBefore);
      }
    }
  }
  const timings: Timing[] = runs.map((run, i) => {
    const perRound = (seconds[i] as number[]).map((t) => lineCount / t);
    return { name: run.name, rounds: perRound, opsPerSecond: median(perRound) };
  });
  const reference = timings[checkBaseline === undefined ? 0 : 2] as Timing;
  console.log(
    table([
      ["", "lines/s", `this ÷ ${reference.name}`, "CPU s", "output"],
      ...timings.map((t, i) => [
        t.name,
        formatRate(t.opsPerSecond),
        `${ratio(t, reference).toFixed(2)}×`,
        (cpu[i] as number[]).length === 0
          ? "-"
          : median(cpu[i] as number[]).toFixed(2),
        digests[i] === digests[0] ? "identical to check's" : "DIFFERS",
      ]),
    ]),
  );
  console.log(
    `load average (1 min) before each run: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
  );
  if (digests[1] !== digests[0]) process.exitCode = 1;
  if (checkBaseline !== undefined) {
    targets.push({
      what: "check --jobs 2 ÷ check, baseline build (lines/s)",
      value: ratio(timings[1] as Timing, reference),
      goal: 2.5,
    });
  }
}

/**
 * The CPU time (user + system, in seconds) of the children this process has
 * waited for, on Linux (/proc/self/stat's cutime and cstime, in clock ticks
 * of 1/100 s, USER_HZ); undefined elsewhere.
 */
function childrenCpuSeconds(): number | undefined {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which is in parentheses: cutime and
  // cstime are fields 16 and 17 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function machine(): string {
  const cpuinfo = fs.existsSync("/proc/cpuinfo")
    ? fs.readFileSync("/proc/cpuinfo", "utf8")
    : "";
  const model = /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? "unknown CPU";
  const cores = (cpuinfo.match(/^processor\s*:/gm) ?? []).length;
  return `Node ${process.version}, ${model}, ${cores} core(s), ${process.platform} ${process.arch}`;
}

async function main(): Promise<void> {
  const all = dialects();
  const urls = lines("urls.txt");
  const pairs: Pair[] = lines("relative.tsv").map((line) => {
    const [base = "", reference = ""] = line.split("\t");
    return { base, reference };
  });
  console.log(`# url-grammars benchmark`);
  console.log(
    `\n${machine()}; ${ROUNDS} rounds after ${WARMUP} warm-up, contenders interleaved, medians.` +
      ` Dialects: ${all.map((d) => d.name).join(", ")}. Corpus: ${corpusName}` +
      ` (${urls.length} URLs, ${pairs.length} pairs).`,
  );
  if (wants("parse") || wants("agreement")) scannerAgreement(urls, pairs);
  if (wants("agreement")) agreement(all, urls);
  if (wants("parse")) parseSection(all, urls);
  if (wants("rejections")) rejectionSection(all, urls);
  if (wants("resolve")) resolveSection(all, pairs);
  if (wants("bound")) boundSection(all, pairs);
  if (wants("scaling")) scalingSection(all);
  if (wants("garbage")) garbageSection(all, urls);
  if (wants("tree")) treeSection(all, urls);
  if (wants("bundle")) await bundleSection();
  if (wants("flat")) flatSection(urls);
  if (wants("check")) checkSection();
  if (targets.length > 0) {
    header("Targets (ratios from the same interleaved runs)");
    console.log(
      table([
        ["ratio", "measured", "goal", ""],
        ...targets.map((t) => [
          t.what,
          `${t.value.toFixed(2)}×`,
          `${t.atMost === true ? "≤" : "≥"} ${t.goal.toFixed(2)}×`,
          (t.atMost === true ? t.value <= t.goal : t.value >= t.goal)
            ? "met"
            : "NOT MET",
        ]),
      ]),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
