// A command, declared once in its own module (commands/NAME.ts): its usage,
// what it does, its options with their help lines, its examples, and how it
// runs. args.ts derives util.parseArgs's options from the declaration, and
// help.ts the command's help and its line in the main help.
import type { DialectEntry, OptionSpec } from "../dialect.js";
import type { CommandArgs } from "./args.js";
import type * as Parse from "./commands/parse.js";
import type * as Resolve from "./commands/resolve.js";
import type * as Compare from "./commands/compare.js";
import type * as Tree from "./commands/tree.js";
import type * as Split from "./commands/split.js";
import type * as Check from "./commands/check.js";
import type * as Diff from "./commands/diff.js";
import type * as Normalize from "./commands/normalize.js";
import type * as Escape from "./commands/escape.js";
import type * as Iri from "./commands/iri.js";
import type * as GenerateParser from "./commands/generate-parser.js";
import type * as Generate from "./commands/generate.js";
import type * as Conformance from "./commands/conformance.js";
import type { Io } from "./io.js";
import type { Paint } from "./output.js";

/** What a command's help may name about the dialects (help.ts loads them to say it). */
export interface HelpFacts {
  /** --rfc's values for one dialect: "1738|1808|2396|2732|3986". */
  readonly every: string;
  /** The same, for the dialects whose RFC defines resolution. */
  readonly resolving: string;
  /** The options of a grammar compiled at run time (grammar-option.ts). */
  readonly grammar: string;
  readonly dialects: readonly DialectEntry[];
  /** Each dialect's options of a function, one line per dialect that has any. */
  optionLines(pick: (d: DialectEntry) => readonly OptionSpec[]): string;
}

/** What a command's help is made of. */
export interface CommandHelp {
  /** Its form, or forms, each after "url-grammars NAME "; a "\n" goes on under the form's first word. */
  usage(h: HelpFacts): string | readonly string[];
  /** What it does: the paragraphs under the usage. */
  readonly about: string | ((h: HelpFacts) => string);
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
  parse: () => (require("./commands/parse.js") as typeof Parse).parse,
  resolve: () => (require("./commands/resolve.js") as typeof Resolve).resolve,
  relativize: () =>
    (require("./commands/resolve.js") as typeof Resolve).relativize,
  compare: () => (require("./commands/compare.js") as typeof Compare).compare,
  tree: () => (require("./commands/tree.js") as typeof Tree).tree,
  split: () => (require("./commands/split.js") as typeof Split).split,
  check: () => (require("./commands/check.js") as typeof Check).check,
  diff: () => (require("./commands/diff.js") as typeof Diff).diff,
  normalize: () =>
    (require("./commands/normalize.js") as typeof Normalize).normalize,
  equivalent: () =>
    (require("./commands/normalize.js") as typeof Normalize).equivalent,
  escape: () => (require("./commands/escape.js") as typeof Escape).escape,
  unescape: () => (require("./commands/escape.js") as typeof Escape).unescape,
  "to-uri": () => (require("./commands/iri.js") as typeof Iri).toUri,
  "to-iri": () => (require("./commands/iri.js") as typeof Iri).toIri,
  "generate-parser": () =>
    (require("./commands/generate-parser.js") as typeof GenerateParser)
      .generateParser,
  generate: () =>
    (require("./commands/generate.js") as typeof Generate).generate,
  conformance: () =>
    (require("./commands/conformance.js") as typeof Conformance).conformance,
};
