// url-grammars tree [--rfc N] [--rule R] <url>
import { chooseDialect, stringOption } from "../args.js";
import type { Command } from "../command.js";
import { EXIT_OK, EXIT_USAGE } from "../io.js";
import { treeText } from "../output.js";

export const tree: Command = {
  options: { rfc: { type: "string" }, rule: { type: "string" } },
  positionals: [1, 1],
  async run(args, io, paint) {
    const dialect = chooseDialect(args, "2396");
    const rule = stringOption(args, "rule");
    if (rule !== undefined && !dialect.rules.includes(rule)) {
      io.stderr.write(
        `url-grammars: ${dialect.title} has no rule ${JSON.stringify(rule)}; its rules are:\n  ${dialect.rules.join(" ")}\n`,
      );
      return EXIT_USAGE;
    }
    io.stdout.write(
      treeText(dialect.tree(args.positionals[0] as string, rule), paint),
    );
    return EXIT_OK;
  },
};
