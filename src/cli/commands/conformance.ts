// url-grammars conformance: a parser, run as a child process, tested.
import {
  COMPONENT_NAMES,
  ConformanceError,
  conformanceBatched,
  type ComponentName,
  type ConformanceReport,
  type Example,
} from "../../conformance.js";
import type { DialectName } from "../../errors.js";
import { REFERENCE_RULES } from "../../generate.js";
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import { childParser } from "../child-parser.js";
import type { Command } from "../command.js";
import { EXIT_INVALID, EXIT_OK, EXIT_UNAVAILABLE } from "../io.js";
import { table, type Paint } from "../output.js";
import { wholeOption } from "./generate.js";

/** The parser broke the protocol: a line that is no answer, too few lines, an exit, a timeout (EX_PROTOCOL). */
export const EXIT_PROTOCOL = 76;

export const conformance: Command = {
  usage: (h) =>
    `[--rfc ${h.every}] [--rule <rule>] [-n <n>] [--seed <s>]\n[--components <name,...>] [--examples <n>] [--max-length <l>]\n[--timeout <ms>] [--json] -- <command ...>`,
  about: `Tests a URL parser against the RFC's grammar (default 2396). <command> runs
as a child process that reads one string per line on standard input and
writes one line per string on standard output, in order: "valid", "invalid",
or a JSON object of components (scheme, authority, userinfo, host, port,
path, query, fragment; one left out, or null, is absent).

The strings are generate's, <n> (default 1000) from <rule> and from each rule
its definition names (half of them near misses); the expected verdict is the
RFC grammar's, the expected components this package's parse of the string
(compared for the rule parse reads only). Components compare as exact text:
an absent component differs from an empty one ("http://h?" has the query
""), and no case is folded nor escape decoded. --components names the ones
to compare (default all; a parser that does not report the authority leaves
it out).

The report: agreement per rule the strings came from and per component, and
the first <n> disagreements (--examples, default 5), each shrunk to a
minimal string that disagrees the same way. --json prints the report as
JSON. A child that cannot start, dies, writes a line that is no answer,
writes too few lines or is silent for <ms> (--timeout, default 10000) stops
the run with a message and exit 69 or 76, never a hang.

Exit status: 0 every string agreed, 1 a disagreement, 2 bad usage, 69 the
command cannot be run, 76 the command broke the protocol.`,
  options: {
    "--rfc <rfc>": "the dialect (default 2396)",
    "--rule <rule>": "the rule the strings are drawn from",
    "-n, --count <n>": "how many strings (default 1000)",
    "--seed <s>": "the seed (default 1)",
    "--components <name,...>": "the components compared (default all)",
    "--examples <n>": "the disagreements shown (default 5)",
    "--max-length <l>": "no string longer than <l> characters",
    "--timeout <ms>": "the wait for an answer (default 10000)",
    "--json": "print the report as JSON",
  },
  examples: ["url-grammars conformance --rfc 3986 -n 200 -- node my-parser.js"],
  positionals: [1, Number.MAX_SAFE_INTEGER],
  needs:
    'the command of the parser to test, after "--": url-grammars conformance [options] -- <command ...>',
  async run(args, io, paint) {
    const dialect = chooseDialect(args, "2396");
    const components = stringOption(args, "components");
    const chosen =
      components === undefined
        ? COMPONENT_NAMES
        : components.split(",").map((c) => c.trim());
    for (const c of chosen)
      if (!(COMPONENT_NAMES as readonly string[]).includes(c))
        throw new UsageError(
          `--components takes names from ${COMPONENT_NAMES.join(", ")}, not ${JSON.stringify(c)}`,
          args.command,
        );
    const maxLength = stringOption(args, "max-length");
    const rule = stringOption(args, "rule");
    const options = {
      count: wholeOption(stringOption(args, "count"), "-n", 1000, 1),
      seed: wholeOption(stringOption(args, "seed"), "--seed", 1),
      examples: wholeOption(stringOption(args, "examples"), "--examples", 5),
      components: chosen as ComponentName[],
      ...(maxLength === undefined
        ? {}
        : { maxLength: wholeOption(maxLength, "--max-length", 1, 1) }),
      ...(rule === undefined ? {} : { rule }),
    };
    const timeout = wholeOption(
      stringOption(args, "timeout"),
      "--timeout",
      10000,
      1,
    );
    const [command, ...rest] = args.positionals as [string, ...string[]];
    const child = childParser(command, rest, timeout);
    let report: ConformanceReport;
    try {
      report = await conformanceBatched(
        dialect.name as DialectName,
        child.ask,
        options,
      );
    } catch (error) {
      if (error instanceof RangeError)
        throw new UsageError(error.message, args.command);
      if (!(error instanceof ConformanceError)) throw error;
      if (flag(args, "json"))
        io.stdout.write(
          JSON.stringify({
            error: {
              name: error.name,
              code: error.code,
              message: error.message,
              input: error.input ?? null,
            },
          }) + "\n",
        );
      else io.stderr.write(`url-grammars: ${error.message}\n`);
      return error.code === "spawn" ? EXIT_UNAVAILABLE : EXIT_PROTOCOL;
    } finally {
      await child.close();
    }
    io.stdout.write(
      flag(args, "json")
        ? JSON.stringify(
            report,
            (_, v: unknown) => (v === undefined ? null : v),
            2,
          ) + "\n"
        : reportText(report, dialect.title, args.positionals.join(" "), paint),
    );
    return report.disagreements === 0 ? EXIT_OK : EXIT_INVALID;
  },
};

const share = (n: number, of: number): string =>
  of === 0 ? "-" : `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;

/** The report as the command prints it. */
export function reportText(
  report: ConformanceReport,
  title: string,
  command: string,
  paint: Paint,
): string {
  const out: string[] = [
    `${title}, rule ${report.rule}: ${command}`,
    `${report.count} strings from each rule below (half of them near misses), seed ${report.seed}; verdicts by the RFC's grammar`,
    "",
    table(
      ["strings from", "agreed", "members accepted", "non-members rejected"],
      report.rules.map((r) => [
        r.rule,
        share(r.agreed, r.strings),
        share(r.acceptedMembers, r.members),
        share(r.rejectedNonMembers, r.nonMembers),
      ]),
      paint,
    ),
    "",
  ];
  if (!report.comparesComponents)
    out.push(
      `Components are compared only for ${REFERENCE_RULES[report.dialect]}, the rule parse reads.`,
      "",
    );
  else if (report.components.every((c) => c.compared === 0))
    out.push("The parser gave no components (only verdicts).", "");
  else
    out.push(
      table(
        ["component", "agreed"],
        report.components.map((c) => [
          c.component,
          share(c.agreed, c.compared),
        ]),
        paint,
      ),
      "",
    );
  if (report.disagreements === 0) {
    out.push(paint.green(`No disagreement in ${report.strings} strings.`));
    return out.join("\n") + "\n";
  }
  out.push(
    paint.red(
      `${report.disagreements} disagreements in ${report.strings} strings.`,
    ) + (report.examples.length > 0 ? " The first, shrunk:" : ""),
  );
  for (const e of report.examples) out.push(`  ${exampleText(e)}`);
  return out.join("\n") + "\n";
}

const quote = (value: string | undefined): string =>
  value === undefined ? "absent" : JSON.stringify(value);

function exampleText(e: Example): string {
  const what =
    e.kind === "rejects-member"
      ? "rejects the member"
      : e.kind === "accepts-non-member"
        ? "accepts the non-member"
        : `${e.component} differs on`;
  const values =
    e.kind === "component"
      ? `: the grammar's ${quote(e.expected)}, the parser's ${quote(e.actual)}`
      : "";
  return `${what} ${JSON.stringify(e.minimal)}${values} (drawn from ${e.rule}: ${JSON.stringify(e.input)})`;
}
