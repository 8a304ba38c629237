// url-grammars generate: strings of a rule of an RFC's grammar.
import type { DialectName } from "../../errors.js";
import { DIALECT_NAMES, DIALECTS } from "../../registry.js";
import { generate as generateStrings } from "../../generate.js";
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import { andList, fitText } from "../fit.js";
import { ByteOutput, isClosedPipe } from "../input.js";
import { EXIT_OK, EXIT_OUTPUT } from "../io.js";

/** The value of a whole-number option, or `fallback`; a usage error names it. */
export function wholeOption(
  value: string | undefined,
  name: string,
  fallback: number,
  least = 0,
): number {
  if (value === undefined) return fallback;
  const n = /^-?\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < least)
    throw new UsageError(
      `${name} takes a whole number${least > 0 ? ` of at least ${least}` : ", 0 or more"}, not ${JSON.stringify(value)}`,
      undefined,
    );
  return n;
}

const FLUSH_AT = 64 * 1024;

/** "URI-reference for 2396, 2732, ..., URL for 1808, ...": each dialect's reference rule, with the dialects that have it. */
const RULES_READ = [
  ...new Set(DIALECT_NAMES.map((n) => DIALECTS[n].referenceRule)),
]
  .map((rule) => {
    const numbers = DIALECT_NAMES.filter(
      (n) => DIALECTS[n].referenceRule === rule,
    ).map((n) => n.slice("rfc".length));
    return `${rule} for ${andList(numbers)}`;
  })
  .join(", ");

export const generate: Command = {
  usage: (h) =>
    `[--rfc ${h.every}] [--rule <rule>] [-n <n>] [--seed <s>]\n[--near-misses] [--max-length <l>] [--json]`,
  about: `${fitText(`Prints <n> strings (default 10) of <rule> of the RFC's own grammar (default 2396; the rule parse reads, ${RULES_READ}), one a line, from the seed <s> (default 1): the same arguments print the same strings. The strings lean toward the tricky cases: empty components, trailing dots, labels ending in digits, escapes, every alternative of every rule. A rule is named as the RFC writes it (URI-reference) or as the grammar does (URI_reference).`, 80)}

With --near-misses, every other string is a near miss of the one before it
(one to three edits, drawn to fall outside the language), and each line is
"valid" or "invalid", a tab, then the string: the verdict of the RFC's
grammar (its BNF or ABNF, recognized independently of this package's
parsers). No string holds a CR or LF. --max-length <l> keeps every string
to at most <l> characters. --json prints one object a line: input, kind
(member or near-miss), valid. The strings stream: any <n> runs in constant
memory, and a closed pipe stops the command quietly.`,
  options: {
    "--rfc <rfc>": "the dialect (default 2396)",
    "--rule <rule>": "the rule (default the one parse reads)",
    "-n, --count <n>": "how many strings (default 10)",
    "--seed <s>": "the seed (default 1)",
    "--near-misses": "every other string a near miss, each marked",
    "--max-length <l>": "no string longer than <l> characters",
    "--json": "one object a line: input, kind, valid",
  },
  examples: [
    "url-grammars generate --rfc 3986 --rule IPv4address -n 4 --near-misses",
  ],
  positionals: [0, 0],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396").name as DialectName;
    const json = flag(args, "json");
    const nearMisses = flag(args, "near-misses");
    const maxLength = stringOption(args, "max-length");
    const rule = stringOption(args, "rule");
    let strings: Iterator<{ input: string; kind: string; valid: boolean }>;
    try {
      strings = generateStrings(dialect, {
        count: wholeOption(stringOption(args, "count"), "-n", 10),
        seed: wholeOption(stringOption(args, "seed"), "--seed", 1),
        nearMisses,
        ...(maxLength === undefined
          ? {}
          : { maxLength: wholeOption(maxLength, "--max-length", 1, 1) }),
        ...(rule === undefined ? {} : { rule }),
      });
    } catch (error) {
      if (error instanceof RangeError || error instanceof UsageError)
        throw new UsageError(error.message, args.command);
      throw error;
    }
    const output = new ByteOutput(io);
    let pending = "";
    try {
      for (let next = strings.next(); !next.done; next = strings.next()) {
        const s = next.value;
        pending += json
          ? `${JSON.stringify(s)}\n`
          : nearMisses
            ? `${s.valid ? "valid" : "invalid"}\t${s.input}\n`
            : `${s.input}\n`;
        if (pending.length >= FLUSH_AT) {
          output.write(pending);
          pending = "";
          await output.ready();
        }
        if (output.error !== undefined) break;
      }
      if (pending !== "") output.write(pending);
      await output.ready();
    } catch (error) {
      // A rule with no string as short as --max-length says so as it is drawn.
      if (error instanceof RangeError)
        throw new UsageError(error.message, args.command);
      throw error;
    } finally {
      output.close();
    }
    const failed = output.error;
    if (failed !== undefined && !isClosedPipe(failed)) {
      io.stderr.write(
        `url-grammars: cannot write the output: ${failed instanceof Error ? failed.message : String(failed)}\n`,
      );
      return EXIT_OUTPUT;
    }
    return EXIT_OK;
  },
};
