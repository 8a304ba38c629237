// url-grammars parse: one URL by one dialect or grammar.
import { flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import {
  GRAMMAR_BASE_ALIAS,
  GRAMMAR_OPTIONS,
  grammarOrDialect,
} from "../grammar-option.js";
import { EXIT_OK } from "../io.js";
import { show, table } from "../output.js";
import { fill, readTemplate } from "../template.js";

export const parse: Command = {
  usage: (h) => [
    `[--rfc ${h.every} | ${h.grammar}] [--json | --get <template>] <url>`,
    `[--rfc ${h.every} | ${h.grammar}] [--json | --get <template>] --url-file <file>`,
  ],
  about: `Parses <url> with one dialect (default 2396) and prints its components as a
table, or with --json what the library's parse returns (whole: segments,
decoded values), or the template --get names filled in
("{host}:{port}"; url-grammars --help lists the names). A URL outside the
grammar prints the error with a caret under the offset and exits 1. With
--url-file, each line of the file (or standard input, "-") is a URL: one
output per line (JSON on one line), an error on standard error (as JSON on
standard output with --json), and exit 1 if any line failed.

With --grammar <file>, parses by that grammar instead (compiled at run time;
url-grammars --help): with --grammar-base, its components as that dialect's;
without, the value of its start rule (URI_reference, or its first rule).`,
  options: {
    "--rfc <rfc>": "the dialect (default 2396)",
    "--json": "print what the library's parse returns, as JSON",
    "--get <template>": 'print the components a template names: "{host}"',
    ...GRAMMAR_OPTIONS,
    ...GRAMMAR_BASE_ALIAS,
  },
  examples: [
    "url-grammars parse --rfc 3986 'http://[::1]:8080/a?q#f'",
    "url-grammars parse --get '{host} {port}' 'http://www.example.com:8080/'",
  ],
  positionals: [1, 1],
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
