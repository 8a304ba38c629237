// The conformance table of docs/testing-your-parser.md (npm run conformance): fast-uri,
// uri-js and Node's URL against RFC 2396 and RFC 3986, as in-process
// parsers (bench/conformance-parsers.ts), the same strings for each.
//
//   node dist/bench/conformance.js [-n <strings per rule>] [--seed <s>]
//
// Prints a Markdown table: the members each parser accepts, the non-members
// it rejects (the RFC grammar's verdicts), the components it reads as the
// RFC does (over the members it gave components for, the seven components it
// reports), and the first disagreement of each kind, shrunk.
import { parseArgs } from "node:util";
import {
  conformance,
  type ConformanceReport,
  type Parser,
} from "../src/conformance.js";
import type { DialectName } from "../src/errors.js";
import {
  fastUriParser,
  nodeUrlParser,
  REPORTED,
  uriJsParser,
} from "./conformance-parsers.js";

const PARSERS: readonly (readonly [string, Parser])[] = [
  ["fast-uri", fastUriParser],
  ["uri-js", uriJsParser],
  ["Node URL", nodeUrlParser],
];
const RFCS: readonly (readonly [string, DialectName])[] = [
  ["RFC 2396", "rfc2396"],
  ["RFC 3986", "rfc3986"],
];

const percent = (n: number, of: number): string =>
  of === 0 ? "-" : `${((100 * n) / of).toFixed(1)}%`;

function row(parser: string, rfc: string, r: ConformanceReport): string {
  const sum = (f: (x: ConformanceReport["rules"][number]) => number): number =>
    r.rules.reduce((n, x) => n + f(x), 0);
  const compared = r.components.reduce((n, c) => n + c.compared, 0);
  const agreed = r.components.reduce((n, c) => n + c.agreed, 0);
  const worst = [...r.components].sort(
    (a, b) => a.agreed / a.compared - b.agreed / b.compared,
  )[0];
  // The first disagreement of each kind, shrunk.
  const kinds = ["rejects-member", "accepts-non-member", "component"] as const;
  const example = kinds
    .map((kind) => r.examples.find((e) => e.kind === kind))
    .flatMap((e) =>
      e === undefined
        ? []
        : [
            e.kind === "component"
              ? `${e.component} of \`${JSON.stringify(e.minimal)}\``
              : `${e.kind === "rejects-member" ? "rejects" : "accepts"} \`${JSON.stringify(e.minimal)}\``,
          ],
    )
    .join("; ");
  return `| ${parser} | ${rfc} | ${percent(
    sum((x) => x.acceptedMembers),
    sum((x) => x.members),
  )} | ${percent(
    sum((x) => x.rejectedNonMembers),
    sum((x) => x.nonMembers),
  )} | ${percent(agreed, compared)} | ${worst === undefined ? "-" : `${worst.component} ${percent(worst.agreed, worst.compared)}`} | ${example === "" ? "-" : example} |`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: "string", short: "n", default: "10000" },
      seed: { type: "string", default: "1" },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  const lines = [
    `${count} strings per rule, seed ${seed}`,
    "",
    "| parser | RFC | members accepted | non-members rejected | components as the RFC reads them | worst component | first disagreements, shrunk |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [name, parser] of PARSERS)
    for (const [title, dialect] of RFCS) {
      const report = await conformance(dialect, parser, {
        count,
        seed,
        components: REPORTED,
        examples: 10,
      });
      lines.push(row(name, title, report));
    }
  console.log(lines.join("\n"));
}

void main();
