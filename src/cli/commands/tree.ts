// url-grammars tree [--rfc N | --grammar FILE [--grammar-base B]] [--rule R] <url> | --url-file FILE
import { stringOption, UsageError } from "../args.js";
import { GRAMMAR_OPTIONS, grammarOrDialect } from "../grammar-option.js";
import { runOnArgument, type Command } from "../command.js";
import { EXIT_OK } from "../io.js";
import { treeText } from "../output.js";

export const tree: Command = {
  options: {
    rfc: { type: "string" },
    rule: { type: "string" },
    "url-file": { type: "string" },
    ...GRAMMAR_OPTIONS,
  },
  positionals: [1, 1],
  run(args, io, paint) {
    return runOnArgument(this, args, io, paint);
  },
  each(args, input, { paint }) {
    const dialect = grammarOrDialect(args);
    const rule = stringOption(args, "rule");
    if (rule !== undefined && !dialect.rules.includes(rule)) {
      throw new UsageError(
        `${dialect.title} has no rule ${JSON.stringify(rule)}; its rules are:\n  ${dialect.rules.join(" ")}`,
        args.command,
      );
    }
    return {
      text: treeText(dialect.tree(input, rule), paint),
      status: EXIT_OK,
    };
  },
};
