// url-grammars parse [--rfc N | --grammar FILE [--grammar-base B]] [--json | --get TEMPLATE] <url> | --url-file FILE
import { flag, stringOption, UsageError } from "../args.js";
import { runOnArgument, type Command } from "../command.js";
import { GRAMMAR_OPTIONS, grammarOrDialect } from "../grammar-option.js";
import { EXIT_OK } from "../io.js";
import { show, table } from "../output.js";
import { fill, readTemplate } from "../template.js";

export const parse: Command = {
  options: {
    rfc: { type: "string" },
    json: { type: "boolean" },
    get: { type: "string" },
    "url-file": { type: "string" },
    ...GRAMMAR_OPTIONS,
  },
  positionals: [1, 1],
  run(args, io, paint) {
    return runOnArgument(this, args, io, paint);
  },
  each(args, input, { paint, stream }) {
    const dialect = grammarOrDialect(args);
    const get = stringOption(args, "get");
    if (get !== undefined) {
      if (flag(args, "json"))
        throw new UsageError(
          "--get and --json exclude each other",
          args.command,
        );
      const template = readTemplate(get, args.command);
      const generic = dialect.generic;
      if (generic === undefined)
        throw new UsageError(
          `--get needs components: give ${dialect.title} a typed layer with --grammar-base`,
          args.command,
        );
      return {
        text: fill(template, input, generic(input)) + "\n",
        status: EXIT_OK,
      };
    }
    // JSON: what the library's parse returns, whole (segments, decoded
    // values, an RFC 3986 host's alternative); the table: its single values.
    const text = flag(args, "json")
      ? JSON.stringify(
          { dialect: dialect.name, input, components: dialect.parse(input) },
          null,
          stream ? undefined : 2,
        )
      : table(
          ["component", dialect.title],
          Object.entries(dialect.view(input)).map(([k, v]) => [k, show(v)]),
          paint,
        );
    return { text: text + "\n", status: EXIT_OK };
  },
};
