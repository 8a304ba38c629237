// url-grammars tree: the parse tree of one URL.
import { stringOption, UsageError } from "../args.js";
import {
  GRAMMAR_BASE_ALIAS,
  GRAMMAR_OPTIONS,
  grammarOrDialect,
} from "../grammar-option.js";
import type { Command } from "../command.js";
import { EXIT_OK } from "../io.js";
import { treeText } from "../output.js";

export const tree: Command = {
  usage: (h) => `[--rfc ${h.every} | ${h.grammar}] [--rule <rule>] <url>`,
  about: `Prints the compact parse tree: one line per node, indented, with its span
[start, end) and the text it matched. A node is a rule that gives the URL its
structure (authority, hostname, segment) or a character rule (domainlabel,
port, query), a leaf that holds its span; runs of single characters have no
node. --rule starts at another rule of the RFC (for example host, port,
path_segments). A tree has at most 1000000 nodes: past that the command prints
UrlTreeLimitError and exits 1. With --grammar <file>, the tree by that
grammar (compiled at run time; url-grammars --help), from any of its rules.`,
  options: {
    "--rfc <rfc>": "the dialect (default 2396)",
    "--rule <rule>": "start at another rule of the RFC",
    ...GRAMMAR_OPTIONS,
    ...GRAMMAR_BASE_ALIAS,
  },
  examples: ["url-grammars tree --rfc 3986 --rule authority 'u@h:80'"],
  positionals: [1, 1],
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
