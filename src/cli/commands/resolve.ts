// url-grammars resolve [--rfc N] [--json] <base> <reference>
import { chooseDialect, flag } from "../args.js";
import type { Command } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../io.js";

export const resolve: Command = {
  options: { rfc: { type: "string" }, json: { type: "boolean" } },
  positionals: [2, 2],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396");
    const [base, reference] = args.positionals as [string, string];
    if (typeof dialect.resolve !== "function") {
      io.stderr.write(
        `url-grammars: ${dialect.title}: ${dialect.resolve.reason}\n`,
      );
      return EXIT_INVALID;
    }
    const value = dialect.resolve(base, reference);
    io.stdout.write(
      flag(args, "json")
        ? JSON.stringify({
            dialect: dialect.name,
            base,
            reference,
            resolved: value,
          }) + "\n"
        : value + "\n",
    );
    return EXIT_OK;
  },
};
