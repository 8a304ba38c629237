// url-grammars escape [--rfc N] --component C <text>
// url-grammars unescape [--rfc N] <text>
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import { EXIT_OK } from "../io.js";

export const escape: Command = {
  options: {
    rfc: { type: "string" },
    component: { type: "string" },
    json: { type: "boolean" },
  },
  positionals: [1, 1],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396");
    const component = stringOption(args, "component");
    if (
      component === undefined ||
      !dialect.escapeComponents.includes(component)
    ) {
      throw new UsageError(
        `${component === undefined ? "escape needs --component" : `${dialect.title} has no component ${JSON.stringify(component)}`}; its components are ${dialect.escapeComponents.join(", ")}`,
        args.command,
      );
    }
    const text = args.positionals[0] as string;
    const value = dialect.escape(text, component);
    io.stdout.write(
      flag(args, "json")
        ? JSON.stringify({
            dialect: dialect.name,
            component,
            text,
            escaped: value,
          }) + "\n"
        : value + "\n",
    );
    return EXIT_OK;
  },
};

export const unescape: Command = {
  options: { rfc: { type: "string" }, json: { type: "boolean" } },
  positionals: [1, 1],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396");
    const text = args.positionals[0] as string;
    const value = dialect.unescape(text);
    io.stdout.write(
      flag(args, "json")
        ? JSON.stringify({ dialect: dialect.name, text, unescaped: value }) +
            "\n"
        : value + "\n",
    );
    return EXIT_OK;
  },
};
