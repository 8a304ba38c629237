// url-grammars resolve [--rfc N] [resolve's options] [--json] <base> <reference>
import { DIALECTS } from "../../compare.js";
import {
  chooseDialect,
  flag,
  functionOptionSpecs,
  functionOptionValues,
  UsageError,
} from "../args.js";
import type { Command } from "../command.js";
import { EXIT_OK } from "../io.js";

const EVERY_OPTION = DIALECTS.flatMap((d) => d.resolveOptions).filter(
  (spec, i, all) => all.findIndex((s) => s.name === spec.name) === i,
);

export const resolve: Command = {
  options: {
    rfc: { type: "string" },
    json: { type: "boolean" },
    ...functionOptionSpecs(EVERY_OPTION),
  },
  positionals: [2, 2],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396");
    const [base, reference] = args.positionals as [string, string];
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
    io.stdout.write(
      flag(args, "json")
        ? JSON.stringify({
            dialect: dialect.name,
            base,
            reference,
            ...(Object.keys(options).length === 0 ? {} : { options }),
            resolved: value,
          }) + "\n"
        : value + "\n",
    );
    return EXIT_OK;
  },
};
