// url-grammars resolve and relativize: by the dialect's resolve.
import {
  chooseDialect,
  flag,
  functionOptions,
  functionOptionValues,
  UsageError,
} from "../args.js";
import type { Command, CommandHelp } from "../command.js";
import type { DialectEntry, OptionSpec } from "../../dialect.js";
import { printed } from "../output.js";

const RESOLVE = (d: DialectEntry): readonly OptionSpec[] => d.resolveOptions;

/**
 * A command on a base and a second URL, by the dialect's `resolve` or
 * `relativize` (whose options are resolve's): `argument` names the second
 * URL in JSON, `answer` the result.
 */
function againstBase(
  what: "resolve" | "relativize",
  argument: "reference" | "target",
  answer: "resolved" | "relative",
  help: Pick<CommandHelp, "usage" | "about" | "examples">,
): Command {
  return {
    ...help,
    options: {
      "--rfc <rfc>": "the dialect (default 2396)",
      "--json": `print the input and the result as JSON`,
      ...functionOptions(RESOLVE),
    },
    positionals: [2, 2],
    each(args, url) {
      const dialect = chooseDialect(args, "2396");
      const base = args.positionals[0] as string;
      const f = dialect[what];
      if (typeof f !== "function") {
        throw new UsageError(`${dialect.title}: ${f.reason}`, args.command);
      }
      const options = functionOptionValues(args, dialect, what, RESOLVE);
      const value = f(base, url, options);
      const record = {
        dialect: dialect.name,
        base,
        [argument]: url,
        ...(Object.keys(options).length === 0 ? {} : { options }),
        [answer]: value,
      };
      return printed(flag(args, "json"), record, value);
    },
  };
}

export const resolve = againstBase("resolve", "reference", "resolved", {
  usage: (h) => `[--rfc ${h.resolving}] [options] [--json] <base> <reference>`,
  about: (
    h,
  ) => `Resolves <reference> against <base> by the dialect's algorithm (default 2396:
section 5.2) and prints the result. RFC 1738 defines no relative URLs:
--rfc 1738 is a usage error. The options, by dialect:
${h.optionLines((d) => d.resolveOptions)}`,
  examples: ["url-grammars resolve 'http://a/b/c/d;p?q' '../../g'"],
});

export const relativize = againstBase("relativize", "target", "relative", {
  usage: (h) => `[--rfc ${h.resolving}] [options] [--json] <base> <target>`,
  about: (
    h,
  ) => `Prints the shortest reference that resolves against <base>, by the dialect's
resolve (default 2396), to <target> (itself first resolved against <base>).
RFC 1738 defines no relative URLs: --rfc 1738 is a usage error. The options
are resolve's:
${h.optionLines((d) => d.resolveOptions)}`,
  examples: ["url-grammars relativize 'http://a/b/c/d;p?q' 'http://a/b/c/?y'"],
});
