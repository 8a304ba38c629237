// A command, declared once in its own module (commands/NAME.ts): its usage,
// what it does, its options with their help lines, its examples, and how it
// runs. args.ts derives util.parseArgs's options from the declaration, and
// help.ts the command's help and its line in the main help.
import type { DialectEntry, OptionSpec } from "../entries/column.js";
import type { CommandArgs } from "./args.js";
import type { Io } from "./io.js";
import type { Paint } from "./output.js";

/** What a command's help may name about the dialects (help.ts loads them to say it). */
export interface HelpFacts {
  /** --rfc's values for one dialect: "1738|1808|2396|2732|3986". */
  readonly every: string;
  /** The same, for the dialects whose RFC defines resolution. */
  readonly resolving: string;
  /** --rfc's value for several dialects: "<rfc>[,<rfc>...]". */
  readonly list: string;
  /** The options of a grammar compiled at run time (grammar-option.ts). */
  readonly grammar: string;
  readonly dialects: readonly DialectEntry[];
  /** Each dialect's options of a function, one line per dialect that has any. */
  optionLines(pick: (d: DialectEntry) => readonly OptionSpec[]): string;
}

/** What a command's help is made of. */
export interface CommandHelp {
  readonly name: string;
  /** Its forms, each after "url-grammars NAME "; a "\n" goes on under the form's first word. */
  usage(h: HelpFacts): readonly string[];
  /** What it does: the paragraphs under the usage. */
  about(h: HelpFacts): string;
  /**
   * Its options: "--name" (a flag) or "--name <value>" (an option that takes
   * a value), "-x, " before it for a short form, each with its help line
   * ("": not listed, the text tells of it: the dialects' own options).
   * Every command also takes -h, --help, and one with `each` --url-file.
   */
  readonly options: Readonly<Record<string, string>>;
  /** Command lines that run as shown: "url-grammars ...", "|" piping one into the next. */
  readonly examples: readonly string[];
}

/** How a command that reads URLs is run on one of them. */
export interface EachContext {
  readonly paint: Paint;
  /** True when the URLs come from --url-file: the output is one record per URL (JSON on one line). */
  readonly stream: boolean;
  /** The width to fit a table to (args.ts, outputWidth); undefined: print it whole. */
  readonly width: number | undefined;
}

/** What a command prints for one URL, and the exit status it earns. */
export interface EachResult {
  readonly text: string;
  readonly status: number;
}

export interface Command extends CommandHelp {
  /** The least and the most positional arguments. */
  readonly positionals: readonly [number, number];
  /** What the positional arguments are, for the usage error when their count is wrong (else the count is said). */
  readonly needs?: string;
  /** Runs the command; returns the exit status. Without it, `each` on the last argument. */
  run?(args: CommandArgs, io: Io, paint: Paint): Promise<number>;
  /**
   * For a command whose last argument is a URL: its output for one URL. With
   * it, the command takes --url-file FILE ("-": standard input) in place of
   * that argument, and runs on each line.
   */
  each?(args: CommandArgs, url: string, context: EachContext): EachResult;
}

/** The options every command takes, and every one with `each`. */
const HELP = { "-h, --help": "print this help" };
const URL_FILE = {
  "--url-file <file>": 'run on each line of <file> ("-": standard input)',
};

/** A command's options, with those every command (or every one with `each`) takes. */
export function optionsOf(command: Command): Readonly<Record<string, string>> {
  return {
    ...command.options,
    ...(command.each === undefined ? {} : URL_FILE),
    ...HELP,
  };
}

/**
 * Each command, in the order the main help lists them, its module loaded
 * when asked for: a command loads only the dialects it reads
 * (src/cli/dialects.ts), so that `check --rfc 2396` does not load the other
 * four.
 */
export const COMMANDS: Readonly<Record<string, () => Command>> = {
  parse: () =>
    (require("./commands/parse.js") as typeof import("./commands/parse.js"))
      .parse,
  resolve: () =>
    (require("./commands/resolve.js") as typeof import("./commands/resolve.js"))
      .resolve,
  relativize: () =>
    (require("./commands/resolve.js") as typeof import("./commands/resolve.js"))
      .relativize,
  compare: () =>
    (require("./commands/compare.js") as typeof import("./commands/compare.js"))
      .compare,
  tree: () =>
    (require("./commands/tree.js") as typeof import("./commands/tree.js")).tree,
  split: () =>
    (require("./commands/split.js") as typeof import("./commands/split.js"))
      .split,
  check: () =>
    (require("./commands/check.js") as typeof import("./commands/check.js"))
      .check,
  diff: () =>
    (require("./commands/diff.js") as typeof import("./commands/diff.js")).diff,
  normalize: () =>
    (
      require("./commands/normalize.js") as typeof import("./commands/normalize.js")
    ).normalize,
  equivalent: () =>
    (
      require("./commands/normalize.js") as typeof import("./commands/normalize.js")
    ).equivalent,
  escape: () =>
    (require("./commands/escape.js") as typeof import("./commands/escape.js"))
      .escape,
  unescape: () =>
    (require("./commands/escape.js") as typeof import("./commands/escape.js"))
      .unescape,
  "generate-parser": () =>
    (
      require("./commands/generate-parser.js") as typeof import("./commands/generate-parser.js")
    ).generateParser,
  generate: () =>
    (
      require("./commands/generate.js") as typeof import("./commands/generate.js")
    ).generate,
  conformance: () =>
    (
      require("./commands/conformance.js") as typeof import("./commands/conformance.js")
    ).conformance,
};
