// url-grammars generate [--rfc N] [--rule R] [-n N] [--seed S] [--near-misses] [--max-length L] [--json]
import type { DialectName } from "../../errors.js";
import { generate as generateStrings } from "../../generate.js";
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import { isClosedPipe } from "../input.js";
import { EXIT_OK, EXIT_OUTPUT, type OutputStream } from "../io.js";

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

export const generate: Command = {
  options: {
    rfc: { type: "string" },
    rule: { type: "string" },
    count: { type: "string", short: "n" },
    seed: { type: "string" },
    "near-misses": { type: "boolean" },
    "max-length": { type: "string" },
    json: { type: "boolean" },
  },
  positionals: [0, 0],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396").name as DialectName;
    const json = flag(args, "json");
    const nearMisses = flag(args, "near-misses");
    const maxLength = stringOption(args, "max-length");
    let strings: Iterator<{ input: string; kind: string; valid: boolean }>;
    try {
      strings = generateStrings(dialect, {
        count: wholeOption(stringOption(args, "count"), "-n", 10),
        seed: wholeOption(stringOption(args, "seed"), "--seed", 1),
        nearMisses,
        ...(maxLength === undefined
          ? {}
          : { maxLength: wholeOption(maxLength, "--max-length", 1, 1) }),
        ...(stringOption(args, "rule") === undefined
          ? {}
          : { rule: stringOption(args, "rule") as string }),
      });
    } catch (error) {
      if (error instanceof RangeError || error instanceof UsageError)
        throw new UsageError(error.message, args.command);
      throw error;
    }
    const out = io.stdout;
    let failed: unknown;
    const onError = (error: Error): void => {
      failed ??= error;
    };
    out.on?.("error", onError);
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
          if (!(await write(out, pending))) break;
          pending = "";
        }
        if (failed !== undefined) break;
      }
      if (pending !== "" && failed === undefined) await write(out, pending);
    } catch (error) {
      // A rule with no string as short as --max-length says so as it is drawn.
      if (error instanceof RangeError)
        throw new UsageError(error.message, args.command);
      throw error;
    } finally {
      out.off?.("error", onError);
    }
    if (failed !== undefined && !isClosedPipe(failed)) {
      io.stderr.write(
        `url-grammars: cannot write the output: ${failed instanceof Error ? failed.message : String(failed)}\n`,
      );
      return EXIT_OUTPUT;
    }
    return EXIT_OK;
  },
};

/** Writes `chunk`, waiting for the stream to drain when it asks; false when the stream closed or failed. */
async function write(out: OutputStream, chunk: string): Promise<boolean> {
  if (out.write(chunk) || out.once === undefined) return true;
  return new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => (): void => {
      out.off?.("drain", drained);
      out.off?.("close", closed);
      resolve(ok);
    };
    const drained = done(true);
    const closed = done(false);
    out.once?.("drain", drained);
    out.once?.("close", closed);
  });
}
