// url-grammars resolve [--rfc N] [resolve's options] [--json] <base> <reference>
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

export const resolve: Command = {
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
  each(args, reference) {
    const dialect = chooseDialect(args, "2396");
    const base = args.positionals[0] as string;
    if (typeof dialect.resolve !== "function") {
      throw new UsageError(
        `${dialect.title}: ${dialect.resolve.reason}`,
        args.command,
      );
    }
    const options = functionOptionValues(
      args,
      dialect,
      "resolve",
      dialect.resolveOptions,
      EVERY_OPTION,
    );
    const value = dialect.resolve(base, reference, options);
    return {
      text:
        (flag(args, "json")
          ? JSON.stringify({
              dialect: dialect.name,
              base,
              reference,
              ...(Object.keys(options).length === 0 ? {} : { options }),
              resolved: value,
            })
          : value) + "\n",
      status: EXIT_OK,
    };
  },
};
