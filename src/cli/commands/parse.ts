// url-grammars parse [--rfc N] [--json] <url>
import { chooseDialect, flag } from "../args.js";
import type { Command } from "../command.js";
import { EXIT_OK } from "../io.js";
import { show, table } from "../output.js";

export const parse: Command = {
  options: { rfc: { type: "string" }, json: { type: "boolean" } },
  positionals: [1, 1],
  async run(args, io, paint) {
    const dialect = chooseDialect(args, "2396");
    const input = args.positionals[0] as string;
    const view = dialect.view(input);
    io.stdout.write(
      flag(args, "json")
        ? JSON.stringify(
            { dialect: dialect.name, input, components: view },
            null,
            2,
          ) + "\n"
        : table(
            ["component", dialect.title],
            Object.entries(view).map(([k, v]) => [k, show(v)]),
            paint,
          ) + "\n",
    );
    return EXIT_OK;
  },
};
