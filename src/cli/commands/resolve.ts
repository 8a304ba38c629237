// url-grammars resolve [--rfc N] [resolve's options] [--json] <base> <reference>
// url-grammars relativize [--rfc N] [resolve's options] [--json] <base> <target>
import { DIALECTS } from "../../compare.js";
import {
  chooseDialect,
  flag,
  functionOptionSpecs,
  functionOptionValues,
  UsageError,
} from "../args.js";
import { runOnArgument, type Command } from "../command.js";
import { EXIT_OK } from "../io.js";

const EVERY_OPTION = DIALECTS.flatMap((d) => d.resolveOptions).filter(
  (spec, i, all) => all.findIndex((s) => s.name === spec.name) === i,
);

/**
 * A command on a base and a second URL, by the dialect's `resolve` or
 * `relativize` (whose options are resolve's): `argument` names the second
 * URL in JSON, `answer` the result.
 */
function againstBase(
  what: "resolve" | "relativize",
  argument: "reference" | "target",
  answer: "resolved" | "relative",
): Command {
  return {
    options: {
      rfc: { type: "string" },
      json: { type: "boolean" },
      ...functionOptionSpecs(EVERY_OPTION),
      "url-file": { type: "string" },
    },
    positionals: [2, 2],
    run(args, io, paint) {
      return runOnArgument(this, args, io, paint);
    },
    each(args, url) {
      const dialect = chooseDialect(args, "2396");
      const base = args.positionals[0] as string;
      const f = dialect[what];
      if (typeof f !== "function") {
        throw new UsageError(`${dialect.title}: ${f.reason}`, args.command);
      }
      const options = functionOptionValues(
        args,
        dialect,
        what,
        dialect.resolveOptions,
        EVERY_OPTION,
      );
      const value = f(base, url, options);
      return {
        text:
          (flag(args, "json")
            ? JSON.stringify({
                dialect: dialect.name,
                base,
                [argument]: url,
                ...(Object.keys(options).length === 0 ? {} : { options }),
                [answer]: value,
              })
            : value) + "\n",
        status: EXIT_OK,
      };
    },
  };
}

export const resolve = againstBase("resolve", "reference", "resolved");
export const relativize = againstBase("relativize", "target", "relative");
