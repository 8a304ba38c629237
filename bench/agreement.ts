// The agreement sections: the generated parsers' fast path returns what
// peggy's own parser returns (agreement), and the benchmark's RFC 2396
// scanner and regular expression accept what rfc2396.isValid accepts.
import * as rfc2396 from "../src/rfc2396/index.js";
import { table } from "./harness.js";
import { leadingRule, peggyParser, type Dialect } from "./inputs.js";
import { header, type Run } from "./report.js";
import { isRfc2396Reference } from "./rfc2396-scanner.js";
import { isRfc2396ReferenceByRegExp } from "./rfc2396-regexp.js";

export function agreementSection(run: Run, all: readonly Dialect[]): void {
  const { urls } = run.corpus;
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
    const parser = peggyParser(d.name);
    let others = 0;
    const leading = leadingRule(d.name, parser.StartRules);
    for (const rule of parser.StartRules) {
      const first = rule === leading;
      const inputs = first ? urls : urls.slice(0, run.quick ? 200 : 2000);
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
      `${Math.min(urls.length, run.quick ? 200 : 2000)} each`,
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

/**
 * The RFC 2396 scanner (bench/rfc2396-scanner.ts, the limit the parse is
 * timed against) accepts what rfc2396.isValid accepts: every URL of the
 * corpus, and every base and reference of its pairs.
 */
export function scannerAgreement(run: Run): void {
  const { urls, pairs } = run.corpus;
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
