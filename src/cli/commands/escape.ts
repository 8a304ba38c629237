// url-grammars escape and unescape: by the dialect's escaping.
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import { print, printed } from "../output.js";

export const escape: Command = {
  usage: (h) => `[--rfc ${h.every}] --component <component> [--json] <text>`,
  about: (
    h,
  ) => `Escapes <text> for <component> of the dialect (default 2396): every character
the component does not allow becomes the "%XX" of its UTF-8 octets. The
components, by dialect:
${h.dialects.map((d) => `  ${d.title}: ${d.escapeComponents.join(", ")}`).join("\n")}`,
  options: {
    "--rfc <rfc>": "the dialect (default 2396)",
    "--component <component>": "the component to escape <text> for",
    "--json": "print the input and the result as JSON",
  },
  examples: ["url-grammars escape --rfc 3986 --component segment 'a b/c?'"],
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
    const record = { dialect: dialect.name, component, text, escaped: value };
    return print(io, printed(flag(args, "json"), record, value));
  },
};

export const unescape: Command = {
  usage: (h) => `[--rfc ${h.every}] [--json] <text>`,
  about: `Decodes every "%XX" of <text> and reads the octets as UTF-8. A "%" without two
hexadecimal digits, or octets that are not UTF-8, print UrlEncodingError and
exit 1.`,
  options: {
    "--rfc <rfc>": "the dialect (default 2396)",
    "--json": "print the input and the result as JSON",
  },
  examples: ["url-grammars unescape '%E2%82%AC'"],
  positionals: [1, 1],
  async run(args, io) {
    const dialect = chooseDialect(args, "2396");
    const text = args.positionals[0] as string;
    const value = dialect.unescape(text);
    const record = { dialect: dialect.name, text, unescaped: value };
    return print(io, printed(flag(args, "json"), record, value));
  },
};
