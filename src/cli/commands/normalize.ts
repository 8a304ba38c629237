// url-grammars normalize [--rfc N] [normalize's options] [--json] <url>
// url-grammars equivalent [--rfc N] [normalize's options] [--json] <a> <b>
import { DIALECTS } from "../../compare.js";
import {
  chooseDialect,
  flag,
  functionOptionSpecs,
  functionOptionValues,
} from "../args.js";
import { runOnArgument, type Command } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../io.js";

const EVERY_OPTION = DIALECTS.flatMap((d) => d.normalizeOptions).filter(
  (spec, i, all) => all.findIndex((s) => s.name === spec.name) === i,
);

const OPTIONS = {
  rfc: { type: "string" },
  json: { type: "boolean" },
  ...functionOptionSpecs(EVERY_OPTION),
} as const;

export const normalize: Command = {
  options: { ...OPTIONS, "url-file": { type: "string" } },
  positionals: [1, 1],
  run(args, io, paint) {
    return runOnArgument(this, args, io, paint);
  },
  each(args, input) {
    const dialect = chooseDialect(args, "2396");
    const options = functionOptionValues(
      args,
      dialect,
      "normalize",
      dialect.normalizeOptions,
      EVERY_OPTION,
    );
    const value = dialect.normalize(input, options);
    return {
      text:
        (flag(args, "json")
          ? JSON.stringify({
              dialect: dialect.name,
              input,
              ...(Object.keys(options).length === 0 ? {} : { options }),
              normalized: value,
            })
          : value) + "\n",
      status: EXIT_OK,
    };
  },
};

/** Exits 0 when the two are equivalent, 1 when they are not (as cmp and diff do). */
export const equivalent: Command = {
  options: { ...OPTIONS, "url-file": { type: "string" } },
  positionals: [2, 2],
  run(args, io, paint) {
    return runOnArgument(this, args, io, paint);
  },
  each(args, b) {
    const dialect = chooseDialect(args, "2396");
    const options = functionOptionValues(
      args,
      dialect,
      "equivalent",
      dialect.normalizeOptions,
      EVERY_OPTION,
    );
    const a = args.positionals[0] as string;
    const same = dialect.equivalent(a, b, options);
    return {
      text: flag(args, "json")
        ? JSON.stringify({
            dialect: dialect.name,
            a,
            b,
            ...(Object.keys(options).length === 0 ? {} : { options }),
            equivalent: same,
          }) + "\n"
        : `${same ? "equivalent" : "not equivalent"}\n`,
      status: same ? EXIT_OK : EXIT_INVALID,
    };
  },
};
