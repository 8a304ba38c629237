// The parse sections: each dialect's parse against the parsers people use
// (parse), what a URL outside a dialect's language costs (rejections), and
// the corpus as read against the same lines flattened (flat).
import * as legacyUrl from "node:url";
import * as fastUri from "fast-uri";
import * as uriJs from "uri-js";
import { URL as WhatwgURL } from "whatwg-url";
import * as rfc2396 from "../src/rfc2396/index.js";
import * as rfc2396Entry from "../generated/rfc2396.entry.js";
import { isRejected, startParser } from "../src/shared/grammar.js";
import { isRfc2396Reference } from "./rfc2396-scanner.js";
import {
  isRfc2396ReferenceByRegExp,
  rfc2396ComponentsByRegExp,
} from "./rfc2396-regexp.js";
import {
  ratio,
  table,
  timeInterleaved,
  type Contender,
  type Timing,
} from "./harness.js";
import { accepted, each, flattened, type Dialect } from "./inputs.js";
import { header, pushDialectTargets, rateTable, type Run } from "./report.js";

// RFC 2396 Appendix B: "the following line is the regular expression for
// breaking-down a URI reference into its components". It validates nothing.
const APPENDIX_B =
  /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/** rfc2396.parse's own parser: its entry parser's start rule (see startParser). */
const lenientNode = startParser(
  rfc2396Entry,
  rfc2396Entry.parse,
  "lenient_URI_reference",
);

/** Every dialect's parse, the other parsers, and every dialect's tryParse, with what each accepts. */
function parseContenders(
  all: readonly Dialect[],
): [Contender<string>, (s: string) => boolean][] {
  const parses = (f: (s: string) => unknown) => (s: string) => (f(s), true);
  return [
    ...all.map((d): [Contender<string>, (s: string) => boolean] => [
      each(`${d.name}.parse`, d.parse),
      parses(d.parse),
    ]),
    [
      each("fast-uri parse", (s: string) => fastUri.parse(s)),
      (s) => fastUri.parse(s).error === undefined,
    ],
    [
      each("uri-js parse", (s: string) => uriJs.parse(s)),
      (s) => uriJs.parse(s).error === undefined,
    ],
    [
      each("whatwg-url new URL", (s: string) => new WhatwgURL(s)),
      parses((s) => new WhatwgURL(s)),
    ],
    [
      each("Node new URL", (s: string) => new URL(s)),
      parses((s) => new URL(s)),
    ],
    [
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      each("Node url.parse (legacy)", (s: string) => legacyUrl.parse(s)),
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      parses((s) => legacyUrl.parse(s)),
    ],
    [
      each("RFC 2396 Appendix B regex", (s: string) => APPENDIX_B.exec(s)),
      () => true,
    ],
    // The limit: validating the same language by hand, building nothing.
    [
      each("RFC 2396 scanner (the limit)", (s: string) =>
        isRfc2396Reference(s) ? true : undefined,
      ),
      isRfc2396Reference,
    ],
    // The same language as one regular expression, in V8's machine code:
    // recognized, and its components found (bench/rfc2396-regexp.ts).
    [
      each("RFC 2396 as one RegExp, test", (s: string) =>
        isRfc2396ReferenceByRegExp(s) ? true : undefined,
      ),
      isRfc2396ReferenceByRegExp,
    ],
    [
      each("RFC 2396 as one RegExp, exec (components)", (s: string) =>
        rfc2396ComponentsByRegExp(s),
      ),
      (s) => rfc2396ComponentsByRegExp(s) !== null,
    ],
    // Where rfc2396.parse's time goes: its generated parser alone (the
    // grammar's nodes, no typed result, no segments accessor), and the
    // recognizer isValid runs (no values at all).
    [
      each("rfc2396 entry parser alone (nodes)", (s: string) => lenientNode(s)),
      (s) => !isRejected(lenientNode(s)),
    ],
    [
      each("rfc2396.isValid (recognizer)", (s: string) =>
        rfc2396.isValid(s) ? true : undefined,
      ),
      (s) => rfc2396.isValid(s),
    ],
    // tryParse builds no error for a URL outside the language unless the
    // caller reads it: what a caller that only sorts URLs pays.
    ...all.map((d): [Contender<string>, (s: string) => boolean] => [
      each(`${d.name}.tryParse`, d.tryParse),
      parses(d.parse),
    ]),
  ];
}

export function parseSection(run: Run, all: readonly Dialect[]): void {
  const { urls } = run.corpus;
  header(`Parse: ${urls.length} URLs from ${run.corpus.name}/urls.txt`);
  const withAcceptance = parseContenders(all);
  const contenders = withAcceptance.map(([c]) => c);
  const acceptance = new Map(
    withAcceptance.map(([c, accepts]) => [c.name, accepted(urls, accepts)]),
  );
  const timings = timeInterleaved(contenders, urls, run.rounds, run.warmup);
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
  // Issue 18's targets of parse against Node's URL (1.0×) and the scanner
  // (0.7×) are replaced by issue 30's (resolve, and isValid against the
  // scanner: bench/README.md says why); the table above still shows both.
  run.targets.push({
    what: "rfc2396.parse ÷ fast-uri parse",
    value: ratio(ours, named("fast-uri parse")),
    goal: 2,
  });
  pushDialectTargets(run.targets, timings, all.length);
  for (const t of timings.filter(
    (t) => t.name.endsWith(".tryParse") && t.name !== "rfc2396.tryParse",
  )) {
    run.targets.push({
      what: `${t.name} ÷ ${ours.name}, the whole corpus`,
      value: ratio(t, ours),
      goal: 1 / 1.5,
    });
  }
  commonParse(run, all, contenders.slice(0, all.length));
}

/**
 * The same work for every dialect: the URLs all of them accept. On the whole
 * corpus a dialect that rejects more URLs throws more errors, and a thrown
 * error costs more than a parse (see the Rejections section).
 */
function commonParse(
  run: Run,
  all: readonly Dialect[],
  parses: readonly Contender<string>[],
): void {
  const common = run.corpus.urls.filter((u) =>
    all.every((d) => accepted([u], (s) => (d.parse(s), true)) === 1),
  );
  header(
    `Parse, the ${common.length} of those URLs that every dialect accepts (${all.map((d) => d.name).join(", ")})`,
  );
  const timings = timeInterleaved(parses, common, run.rounds, run.warmup);
  console.log(rateTable(timings, timings[0] as Timing));
  pushDialectTargets(
    run.targets,
    timings,
    all.length,
    "on the URLs every dialect accepts",
  );
}

export function rejectionSection(run: Run, all: readonly Dialect[]): void {
  const { urls } = run.corpus;
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
      run.rounds,
      run.warmup,
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
      run.rounds,
      run.warmup,
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

/**
 * The corpus as read (each line a slice of one string decoded from the whole
 * file: with a non-ASCII line in the file, every slice is a two-byte string)
 * and flattened (each ASCII line copied into a one-byte string of its own):
 * what the difference costs rfc2396.parse and Node's URL. The other sections
 * use the corpus as read.
 */
export function flatSection(run: Run): void {
  const { urls } = run.corpus;
  const nonAscii = urls.filter((u) => /[^\x00-\x7f]/.test(u)).length;
  header(
    `Corpus as read and flattened (${nonAscii} of ${urls.length} lines are not ASCII)`,
  );
  const flat = urls.map(flattened);
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
    run.rounds,
    run.warmup,
  );
  console.log(rateTable(timings, timings[0] as Timing));
}
