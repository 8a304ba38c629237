// url-grammars normalize and equivalent: by the dialect's normalize.
import {
  chooseDialect,
  flag,
  functionOptions,
  functionOptionValues,
} from "../args.js";
import type { Command } from "../command.js";
import type { DialectEntry, OptionSpec } from "../../dialect.js";
import { EXIT_INVALID, EXIT_OK } from "../io.js";
import { printed } from "../output.js";

const NORMALIZE = (d: DialectEntry): readonly OptionSpec[] =>
  d.normalizeOptions;

const OPTIONS = {
  "--rfc <rfc>": "the dialect (default 2396)",
  "--json": "print the input and the result as JSON",
  ...functionOptions(NORMALIZE),
};

export const normalize: Command = {
  usage: (h) => `[--rfc ${h.every}] [options] [--json] <url>`,
  about: (
    h,
  ) => `Prints <url> in the dialect's normal form (default 2396: section 6). The
options, by dialect (each --name sets the option, --no-name clears it; the
dialect's default otherwise):
${h.optionLines((d) => d.normalizeOptions)}`,
  options: OPTIONS,
  examples: ["url-grammars normalize 'HTTP://www.XEROX.com:80/%7e'"],
  positionals: [1, 1],
  each(args, input) {
    const dialect = chooseDialect(args, "2396");
    const options = functionOptionValues(args, dialect, "normalize", NORMALIZE);
    const value = dialect.normalize(input, options);
    const record = {
      dialect: dialect.name,
      input,
      ...(Object.keys(options).length === 0 ? {} : { options }),
      normalized: value,
    };
    return printed(flag(args, "json"), record, value);
  },
};

/** Exits 0 when the two are equivalent, 1 when they are not (as cmp and diff do). */
export const equivalent: Command = {
  usage: (h) => `[--rfc ${h.every}] [options] [--json] <url> <url>`,
  about: `Says whether the two URLs are equivalent in the dialect (their normal forms
are equal) and exits 0 when they are, 1 when they are not. The options are
normalize's (url-grammars help normalize). With --url-file, each line is
compared with the one URL given, and the command exits 1 if any is not
equivalent to it.`,
  options: OPTIONS,
  examples: ["url-grammars equivalent 'http://a:80/%7e' 'HTTP://A/%7E'"],
  positionals: [2, 2],
  each(args, b) {
    const dialect = chooseDialect(args, "2396");
    const options = functionOptionValues(
      args,
      dialect,
      "equivalent",
      NORMALIZE,
    );
    const a = args.positionals[0] as string;
    const same = dialect.equivalent(a, b, options);
    const record = {
      dialect: dialect.name,
      a,
      b,
      ...(Object.keys(options).length === 0 ? {} : { options }),
      equivalent: same,
    };
    return printed(
      flag(args, "json"),
      record,
      same ? "equivalent" : "not equivalent",
      same ? EXIT_OK : EXIT_INVALID,
    );
  },
};
