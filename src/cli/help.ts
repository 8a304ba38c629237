// The help texts: one per command, and the main one.
import type { DialectEntry, OptionSpec } from "../dialect.js";
import { allDialects } from "./dialects.js";

/** The options of a grammar compiled at run time (src/cli/grammar-option.ts). */
const GRAMMAR = "--grammar <file> [--grammar-base 2396|2732]";
/** "1738,1808,..." */
const RFC_LIST = "<rfc>[,<rfc>...]";

/** "decodeUnreserved" as a flag, "--decode-unreserved". */
const flagOf = (name: string): string =>
  `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const EXIT_STATUS = `Exit status:
  0   done (check, diff: every line was read, valid or not; conformance: the
      parser agreed on every string)
  1   a URL outside the grammar, a reference that cannot be resolved, or a
      tree past its node limit; check: an invalid line, with --fail-on-invalid;
      conformance: a disagreement
  2   bad usage: an unknown command, option or option value, a missing argument
  65  a grammar (--grammar, generate-parser) that cannot be compiled: the
      error names its file, line and column
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

let built: Readonly<Record<string, string>> | undefined;

/**
 * The help texts, one per command and the main one, made when first asked
 * for: they name every dialect and its options, which loads every dialect
 * (src/cli/dialects.ts), so a command that prints no help does not.
 */
export function help(): Readonly<Record<string, string>> {
  return (built ??= helpTexts(allDialects()));
}

function helpTexts(
  dialects: readonly DialectEntry[],
): Readonly<Record<string, string>> {
  /** The dialects' numbers for --rfc, as the help shows them: "1738|1808|2396|...". */
  const EVERY_RFC = dialects.map((d) => d.name.slice("rfc".length)).join("|");
  /** The same, for the dialects whose RFC defines resolution. */
  const RESOLVING_RFC = dialects
    .filter((d) => typeof d.resolve === "function")
    .map((d) => d.name.slice("rfc".length))
    .join("|");
  /** "RFC 1738, RFC 1808, ... and RFC 3986" */
  const TITLES = dialects
    .map((d) => d.title)
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1");
  /** Each dialect's options of a function, one line per dialect that has any. */
  function optionLines(
    pick: (d: DialectEntry) => readonly OptionSpec[],
  ): string {
    return dialects
      .filter((d) => pick(d).length > 0)
      .map(
        (d) =>
          `  ${d.title}: ${pick(d)
            .map((o) =>
              o.kind === "boolean"
                ? `${flagOf(o.name)} / --no-${flagOf(o.name).slice(2)}`
                : `${flagOf(o.name)} ${o.choices.join("|")}`,
            )
            .join(", ")}`,
      )
      .join("\n");
  }

  return {
    main: `url-grammars: what ${TITLES} say a URL means

Usage:
  url-grammars parse [--rfc ${EVERY_RFC} | --grammar <file>] [--json | --get <template>] <url>
  url-grammars resolve [--rfc ${RESOLVING_RFC}] [options] [--json] <base> <reference>
  url-grammars relativize [--rfc ${RESOLVING_RFC}] [options] [--json] <base> <target>
  url-grammars compare [--rfc ${RFC_LIST}] [--grammar <file>] [--base <base>] [--no-whatwg] [--only-differences] [--width <n>] [--json] <url>
  url-grammars tree [--rfc ${EVERY_RFC} | --grammar <file>] [--rule <rule>] <url>
  url-grammars split [--rfc ${RFC_LIST}] [--width <n>] [--json] <url>
  url-grammars check [--rfc ${EVERY_RFC}] [--grammar <file>] [--fail-on-invalid] [--get <template>] [--jobs <n>] [file|-]
  url-grammars diff [--rfc ${RFC_LIST}] [--no-whatwg] [--resolve] [--examples <n>] [--width <n>] [--json] [file|-]
  url-grammars normalize [--rfc ${EVERY_RFC}] [options] [--json] <url>
  url-grammars equivalent [--rfc ${EVERY_RFC}] [options] [--json] <url> <url>
  url-grammars escape [--rfc ${EVERY_RFC}] --component <component> [--json] <text>
  url-grammars unescape [--rfc ${EVERY_RFC}] [--json] <text>
  url-grammars generate-parser <grammar> [-o <out.js>]
  url-grammars generate [--rfc ${EVERY_RFC}] [--rule <rule>] [-n <n>] [--seed <s>] [--near-misses] [--json]
  url-grammars conformance [--rfc ${EVERY_RFC}] [--rule <rule>] [-n <n>] [--json] -- <command ...>
  url-grammars help [<command>]
  url-grammars <command> --help
  url-grammars --version

parse, resolve, relativize, compare, tree, split, normalize and equivalent take
--url-file <file> ("-": standard input) in place of their last argument, and
run on each line.
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
dumb) and NO_COLOR is unset or empty; FORCE_COLOR forces it, also on a pipe.`,
    parse: `Usage: url-grammars parse [--rfc ${EVERY_RFC} | ${GRAMMAR}] [--json | --get <template>] <url>
       url-grammars parse [--rfc ${EVERY_RFC} | ${GRAMMAR}] [--json | --get <template>] --url-file <file>

Parses <url> with one dialect (default 2396) and prints its components as a
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
    resolve: `Usage: url-grammars resolve [--rfc ${RESOLVING_RFC}] [options] [--json] <base> <reference>

Resolves <reference> against <base> by the dialect's algorithm (default 2396:
section 5.2) and prints the result. RFC 1738 defines no relative URLs:
--rfc 1738 is a usage error. The options, by dialect:
${optionLines((d) => d.resolveOptions)}`,
    relativize: `Usage: url-grammars relativize [--rfc ${RESOLVING_RFC}] [options] [--json] <base> <target>

Prints the shortest reference that resolves against <base>, by the dialect's
resolve (default 2396), to <target> (itself first resolved against <base>).
RFC 1738 defines no relative URLs: --rfc 1738 is a usage error. The options
are resolve's:
${optionLines((d) => d.resolveOptions)}`,
    normalize: `Usage: url-grammars normalize [--rfc ${EVERY_RFC}] [options] [--json] <url>

Prints <url> in the dialect's normal form (default 2396: section 6). The
options, by dialect (each --name sets the option, --no-name clears it; the
dialect's default otherwise):
${optionLines((d) => d.normalizeOptions)}`,
    equivalent: `Usage: url-grammars equivalent [--rfc ${EVERY_RFC}] [options] [--json] <url> <url>

Says whether the two URLs are equivalent in the dialect (their normal forms
are equal) and exits 0 when they are, 1 when they are not. The options are
normalize's (url-grammars help normalize). With --url-file, each line is
compared with the one URL given, and the command exits 1 if any is not
equivalent to it.`,
    escape: `Usage: url-grammars escape [--rfc ${EVERY_RFC}] --component <component> [--json] <text>

Escapes <text> for <component> of the dialect (default 2396): every character
the component does not allow becomes the "%XX" of its UTF-8 octets. The
components, by dialect:
${dialects.map((d) => `  ${d.title}: ${d.escapeComponents.join(", ")}`).join("\n")}`,
    unescape: `Usage: url-grammars unescape [--rfc ${EVERY_RFC}] [--json] <text>

Decodes every "%XX" of <text> and reads the octets as UTF-8. A "%" without two
hexadecimal digits, or octets that are not UTF-8, print UrlEncodingError and
exit 1.`,
    compare: `Usage: url-grammars compare [--rfc ${RFC_LIST}] [${GRAMMAR}] [--base <base>] [--no-whatwg] [--width <n>] [--json] <url>

Parses <url> with every dialect (or those --rfc names, comma-separated) and
prints the components side by side, one column per dialect, with the rows
where the columns disagree marked "*". The last column, WHATWG URL, is what
browsers and Node make of the string (the platform's own URL): the living
standard's answer, not an RFC's; --no-whatwg leaves it out. With --base, also
resolves <url> against <base> in each column. Without --base, the WHATWG
column says "needs a base" for a relative-URL string ("?y", "//g": valid by
the standard, parsed only against a base), which is no disagreement; with
it, the column is new URL(<url>, <base>): its components are the resolved
URL's, and are not compared. --grammar <file> adds a column, named after the
file, for a grammar of your own compiled at run time (url-grammars --help);
with --grammar-base it has that dialect's components and resolution, without
it only validity and its start rule's value.

A value longer than 200 characters is shown as its first 120 and its length
(--json gives it whole): the table's size does not grow with the URL's.

On a terminal narrower than the table, the table is fitted to its width: the
columns come in bands, one under another, each beside the marks and row
names; a value wider than its column wraps in it, and a row empty in all of
a band's columns is left out of that band. --width <n> fits the output to n
columns, on a pipe too; without it a pipe gets the table whole.`,
    tree: `Usage: url-grammars tree [--rfc ${EVERY_RFC} | ${GRAMMAR}] [--rule <rule>] <url>

Prints the compact parse tree: one line per node, indented, with its span
[start, end) and the text it matched. A node is a rule that gives the URL its
structure (authority, hostname, segment) or a character rule (domainlabel,
port, query), a leaf that holds its span; runs of single characters have no
node. --rule starts at another rule of the RFC (for example host, port,
path_segments). A tree has at most 1000000 nodes: past that the command prints
UrlTreeLimitError and exits 1. With --grammar <file>, the tree by that
grammar (compiled at run time; url-grammars --help), from any of its rules.`,
    check: `Usage: url-grammars check [--rfc ${EVERY_RFC}] [${GRAMMAR}] [--fail-on-invalid] [--get <template>] [--jobs <n>] [file|-]

Checks newline-delimited URLs from <file> (or standard input, "-" or no file)
with one dialect, or every dialect without --rfc. A line ends at a line feed,
and a carriage return just before it is dropped; any other carriage return is
part of the line. A byte-order mark at the start of the input is dropped.
Writes one JSON line per input to standard output and a summary (valid and
invalid counts per dialect, lines per second) to standard error, with a
progress line on a terminal. Memory stays constant however long the input.

With --get <template> (and --rfc), prints the template filled in for each
valid line instead of JSON, and nothing for an invalid one. --jobs <n> checks
on n threads (the command's and n-1 workers); the output is the same, byte for
byte, in input order. Each worker first compiles its code (about a third of a
second), so the workers start only after a second of checking, or with the
command for a file of 32 MiB or more (the environment variable
URL_GRAMMARS_JOBS_DELAY=<milliseconds> sets the delay for any input; 0
starts them with the command, taking the first batches): an input checked
within it is checked on one thread, and a worker started later takes
batches once it is ready. The summary says how many lines the workers
checked.
--grammar <file> adds a grammar of your own as a column named after the file
(url-grammars --help; with --jobs, each thread compiles it); with --get, it is
the one grammar read.

Exits 0 when every line was read, valid or not: the output is the report.
With --fail-on-invalid, exits 1 when any line is invalid in any dialect
checked (for CI). An input that cannot be read (a file, a closed standard
input) exits 66.`,
    diff: `Usage: url-grammars diff [--rfc ${RFC_LIST}] [--no-whatwg] [--resolve] [--examples <n>] [--width <n>] [--json] [file|-]

Reads newline-delimited URLs from <file> (or standard input) in every dialect
(or those --rfc names, comma-separated) and in WHATWG URL (unless
--no-whatwg), maps each reading to RFC 3986's components, and reports where
the columns disagree, grouped by what differs: validity, scheme, userinfo,
host, port, path, query, fragment; and two groups security reviewers look
for: host-conflict (two columns read different hosts) and userinfo-in-host
(a host holding "@" where another column reads a userinfo). For each group:
the count of lines, their share, and the first <n> examples (default 3).
Schemes and hosts compare ignoring case; ports as numbers, a scheme's default
port being no port.

With --resolve, each line is <base><TAB><reference>, and the report compares
the resolved strings (a column that fails to resolve differs from one that
resolves). Lines are read as check reads them; memory stays constant however
long the input, with a progress line on a terminal. --json prints the summary
as JSON. The report is fitted to a terminal's width, or to --width <n>, as
compare's table is.`,
    split: `Usage: url-grammars split [--rfc ${RFC_LIST}] [--width <n>] [--json] <url>

What each RFC's own splitting algorithm makes of <url>, valid or not: RFC 1808
section 2.4 (fragment, scheme, net_loc, query, params, then the path), and
the regular expression of Appendix B of RFC 2396 (and RFC 2732) and RFC 3986;
and whether the string is also in the dialect's grammar. RFC 1738 defines no
splitting algorithm and says so. Most parsers in use split rather than
validate: this is what they are meant to make of a string. The table is
fitted to a terminal's width, or to --width <n>, and a value longer than 200
characters shortened to its first 120 and its length, as compare's are.`,
    "generate-parser": `Usage: url-grammars generate-parser <grammar> [-o <out.js>]

Compiles <grammar>, a peggy grammar (or a variant file, composed with the
shipped grammar its "// base: NAME" line names), into a standalone CommonJS
parser module: the output of npm run generate (the fast back end, every rule a
start rule), for a project that wants a parser generated at build time.
Writes it to <out.js>, or to standard output. Needs peggy (npm install peggy):
exit 69 without it; a grammar that cannot be compiled prints peggy's report
with the file, line and column and exits 65.`,
    generate: `Usage: url-grammars generate [--rfc ${EVERY_RFC}] [--rule <rule>] [-n <n>] [--seed <s>]
                             [--near-misses] [--max-length <l>] [--json]

Prints <n> strings (default 10) of <rule> of the RFC's own grammar (default
2396; the rule parse reads, URI-reference for 2396, 2732 and 3986, URL for
1808, url for 1738), one a line, from the seed <s> (default 1): the same
arguments print the same strings. The strings lean toward the tricky cases:
empty components, trailing dots, labels ending in digits, escapes, every
alternative of every rule. A rule is named as the RFC writes it
(URI-reference) or as the grammar does (URI_reference).

With --near-misses, every other string is a near miss of the one before it
(one to three edits, drawn to fall outside the language), and each line is
"valid" or "invalid", a tab, then the string: the verdict of the RFC's
grammar (its BNF or ABNF, recognized independently of this package's
parsers). No string holds a CR or LF. --max-length <l> keeps every string
to at most <l> characters. --json prints one object a line: input, kind
(member or near-miss), valid. The strings stream: any <n> runs in constant
memory, and a closed pipe stops the command quietly.`,
    conformance: `Usage: url-grammars conformance [--rfc ${EVERY_RFC}] [--rule <rule>] [-n <n>] [--seed <s>]
                                [--components <name,...>] [--examples <n>] [--max-length <l>]
                                [--timeout <ms>] [--json] -- <command ...>

Tests a URL parser against the RFC's grammar (default 2396). <command> runs
as a child process that reads one string per line on standard input and
writes one line per string on standard output, in order: "valid", "invalid",
or a JSON object of components (scheme, authority, userinfo, host, port,
path, query, fragment; one left out, or null, is absent).

The strings are generate's, <n> (default 1000) from <rule> and from each rule
its definition names (half of them near misses); the expected verdict is the
RFC grammar's, the expected components this package's parse of the string
(compared for the rule parse reads only). Components compare as exact text:
an absent component differs from an empty one ("http://h?" has the query
""), and no case is folded nor escape decoded. --components names the ones
to compare (default all; a parser that does not report the authority leaves
it out).

The report: agreement per rule the strings came from and per component, and
the first <n> disagreements (--examples, default 5), each shrunk to a
minimal string that disagrees the same way. --json prints the report as
JSON. A child that cannot start, dies, writes a line that is no answer,
writes too few lines or is silent for <ms> (--timeout, default 10000) stops
the run with a message and exit 69 or 76, never a hang.

Exit status: 0 every string agreed, 1 a disagreement, 2 bad usage, 69 the
command cannot be run, 76 the command broke the protocol.`,
    help: `Usage: url-grammars help [<command>]

Prints the help of <command>, or the main help.`,
  };
}
