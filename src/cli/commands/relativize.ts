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

export const relativize: Command = {
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
  each(args, target) {
    const dialect = chooseDialect(args, "2396");
    const base = args.positionals[0] as string;
    if (typeof dialect.relativize !== "function") {
      throw new UsageError(
        `${dialect.title}: ${dialect.relativize.reason}`,
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
    const value = dialect.relativize(base, target, options);
    return {
      text:
        (flag(args, "json")
          ? JSON.stringify({
              dialect: dialect.name,
              base,
              target,
              ...(Object.keys(options).length === 0 ? {} : { options }),
              relative: value,
            })
          : value) + "\n",
      status: EXIT_OK,
    };
  },
};
