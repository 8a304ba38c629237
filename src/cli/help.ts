// The help: each command's written from its declaration (command.ts), and
// the main one, which gives every command's usage.
import { kebab } from "./args.js";
import {
  COMMANDS,
  optionsOf,
  type CommandHelp,
  type HelpFacts,
} from "./command.js";
import { allDialects } from "./dialects.js";
import { andList, fitEntry, fitText } from "./fit.js";

const EXIT_STATUS = `Exit status:
  0   done (check, diff: every line was read, valid or not; conformance: the
      parser agreed on every string)
  1   a URL outside the grammar, a reference that cannot be resolved, or a
      tree past its node limit; check: an invalid line, with --fail-on-invalid;
      conformance: a disagreement
  2   bad usage: an unknown command, option or option value, a missing argument
  65  a grammar (--grammar, generate-parser) that cannot be compiled: the
      error names its file, line and column; diff --merge: a part that is
      not a report of diff --json, or not of the first part's options
  66  an input that cannot be read (a file missing, a directory, no
      permission; a closed standard input) or a grammar file that cannot be
      read
  69  unavailable: peggy, which compiles a grammar at run time, is not
      installed (npm install peggy); conformance: the parser's command cannot
      be run (EX_UNAVAILABLE)
  70  an internal error (a bug: please report it)
  74  standard output failed (a closed pipe is not a failure: the command
      stops quietly, with the status of what it did until then)
  76  conformance: the parser broke the protocol: a line that is no answer,
      too few lines, an exit or a timeout (EX_PROTOCOL)`;

/** `url-grammars help [<command>]`, whose arguments run.ts reads itself. */
const HELP: CommandHelp = {
  usage: () => "[<command>]",
  about: "Prints the help of <command>, or the main help.",
  options: {},
  examples: ["url-grammars help compare"],
};

let built: Readonly<Record<string, string>> | undefined;

/**
 * The help texts, one per command and the main one, made when first asked
 * for: they name every dialect and its options, which loads every dialect
 * (src/cli/dialects.ts) and every command, so a command that prints no help
 * does not.
 */
export function help(): Readonly<Record<string, string>> {
  if (built !== undefined) return built;
  const facts = helpFacts();
  const texts: Record<string, string> = {};
  const usages: string[] = [];
  const perLine: string[] = [];
  const each = (name: string, c: CommandHelp, options = c.options): void => {
    texts[name] = commandHelp(name, c, options, facts);
    usages.push(
      form(`  url-grammars ${name} `, [c.usage(facts)].flat()[0] as string),
    );
  };
  for (const [name, load] of Object.entries(COMMANDS)) {
    const command = load();
    each(name, command, optionsOf(command));
    if (command.each !== undefined) perLine.push(name);
  }
  each("help", HELP);
  const main = mainHelp(usages.join("\n"), andList(perLine), facts);
  return (built = { main, ...texts });
}

function helpFacts(): HelpFacts {
  const dialects = allDialects();
  const numbers = (list: typeof dialects): string =>
    list.map((d) => d.name.slice("rfc".length)).join("|");
  return {
    every: numbers(dialects),
    resolving: numbers(dialects.filter((d) => typeof d.resolve === "function")),
    grammar: "--grammar <file> [--grammar-base 2396|2732]",
    dialects,
    optionLines: (pick) =>
      dialects
        .filter((d) => pick(d).length > 0)
        .map(
          (d) =>
            `  ${d.title}: ${pick(d)
              .map((o) =>
                o.kind === "boolean"
                  ? `--${kebab(o.name)} / --no-${kebab(o.name)}`
                  : `--${kebab(o.name)} ${o.choices.join("|")}`,
              )
              .join(", ")}`,
        )
        .join("\n"),
  };
}

/** A form of a command's usage after `prefix`, its next lines under its first word. */
function form(prefix: string, text: string): string {
  return prefix + text.replaceAll("\n", `\n${" ".repeat(prefix.length)}`);
}

/** A command's help: its usage, what it does, its options and its examples. */
function commandHelp(
  name: string,
  c: CommandHelp,
  options: Readonly<Record<string, string>>,
  facts: HelpFacts,
): string {
  const usage = [c.usage(facts)]
    .flat()
    .map((text, i) =>
      form(`${i === 0 ? "Usage:" : "      "} url-grammars ${name} `, text),
    );
  const listed = Object.keys(options).filter((key) => options[key] !== "");
  const margin = 4 + Math.max(0, ...listed.map((key) => key.length));
  const about = typeof c.about === "string" ? c.about : c.about(facts);
  const sections = [usage.join("\n"), about];
  if (listed.length > 0)
    sections.push(
      "Options:\n" +
        listed
          .map((key) =>
            fitEntry(`  ${key}`, options[key] as string, 80, margin),
          )
          .join("\n"),
    );
  if (c.examples.length > 0)
    sections.push(
      "Examples:\n" + c.examples.map((line) => `  ${line}`).join("\n"),
    );
  return sections.join("\n\n");
}

/** The main help, around every command's usage (`usageLines`). */
function mainHelp(
  usageLines: string,
  perLine: string,
  facts: HelpFacts,
): string {
  const titles = andList(facts.dialects.map((d) => d.title));
  return `url-grammars: what ${titles} say a URL means

Usage:
${usageLines}
  url-grammars <command> --help
  url-grammars --version

${fitText(`${perLine} take --url-file <file> ("-": standard input) in place of their last argument, and run on each line.`, 80)}
--get "{host}:{port}" prints the components a template names, in RFC 3986's
vocabulary whatever the dialect: {scheme} {authority} {userinfo} {host}
{port} {path} {query} {fragment} {url}; an absent one is empty; "{{" is "{".

--grammar <file> adds a grammar of your own, compiled at run time (peggy must
be installed), as a column named after the file (compare, check), or reads by
it (parse, tree): a copy of a shipped grammar edited, or a variant file whose
opening comment names its base ("// base: rfc2396") and holds the rules it
changes. --grammar-base 2396|2732 gives it that dialect's components and
resolution, if it keeps the rules they are read from; with --grammar,
--base rfc2396 (or 2396, rfc2732, 2732) says the same (no base URL is so
written: compare's --base http://... is still the base URL).

A "--" ends the options: what follows is an argument even if it starts with
"-" (url-grammars parse -- -x).

${EXIT_STATUS}

Colour only when standard output is a terminal with colours (TERM is not
dumb) and NO_COLOR is unset or empty; FORCE_COLOR forces it, also on a pipe.`;
}
