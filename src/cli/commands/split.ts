// url-grammars split: what each RFC's splitting algorithm makes of a string.
import type { ComponentView, DialectEntry } from "../../compare.js";
import { chooseDialects, flag } from "../args.js";
import type { Command } from "../command.js";
import { fitTable, fitText } from "../fit.js";
import { EXIT_OK } from "../io.js";
import { showShort, table, type Paint } from "../output.js";

/** A dialect's split of the input, or why its RFC has no splitting algorithm. */
type Column =
  | {
      readonly dialect: DialectEntry;
      readonly defined: true;
      readonly split: ComponentView;
    }
  | {
      readonly dialect: DialectEntry;
      readonly defined: false;
      readonly reason: string;
    };

export const split: Command = {
  usage: () => `[--rfc <rfc>[,<rfc>...]] [--width <n>] [--json] <url>`,
  about: `What each RFC's own splitting algorithm makes of <url>, valid or not: RFC 1808
section 2.4 (fragment, scheme, net_loc, query, params, then the path), and
the regular expression of Appendix B of RFC 2396 (and RFC 2732) and RFC 3986;
and whether the string is also in the dialect's grammar. RFC 1738 defines no
splitting algorithm and says so. Most parsers in use split rather than
validate: this is what they are meant to make of a string. The table is
fitted to a terminal's width, or to --width <n>, and a value longer than 200
characters shortened to its first 120 and its length, as compare's are.`,
  options: {
    "--rfc <rfc>[,<rfc>...]": "the dialects (default every one)",
    "--width <n>": "fit the table to <n> columns",
    "--json": "print the splits as JSON",
  },
  examples: ["url-grammars split --rfc 1808,3986 'http://a?b/c'"],
  positionals: [1, 1],
  each(args, input, { paint, stream, width }) {
    const columns = chooseDialects(args).map((dialect): Column =>
      typeof dialect.split === "function"
        ? { dialect, defined: true, split: dialect.split(input) }
        : { dialect, defined: false, reason: dialect.split.reason },
    );
    // Each column as JSON: its fields, in order, the dialect by its name.
    const dialects = columns.map((c) => ({ ...c, dialect: c.dialect.name }));
    const text = flag(args, "json")
      ? JSON.stringify({ input, dialects }, null, stream ? undefined : 2)
      : splitTable(input, columns, paint, width);
    return { text: `${text}\n`, status: EXIT_OK };
  },
};

function splitTable(
  input: string,
  columns: readonly Column[],
  paint: Paint,
  width: number | undefined,
): string {
  const keys: string[] = [];
  for (const c of columns)
    if (c.defined)
      for (const key of Object.keys(c.split))
        if (key !== "inGrammar" && !keys.includes(key)) keys.push(key);
  const rows = [
    [
      "in grammar",
      ...columns.map((c) =>
        !c.defined
          ? paint.dim(c.reason)
          : c.split["inGrammar"] === true
            ? paint.green("yes")
            : paint.red("no"),
      ),
    ],
    ...keys.map((key) => [
      key,
      ...columns.map((c) =>
        !c.defined
          ? ""
          : Object.hasOwn(c.split, key)
            ? showShort(c.split[key])
            : paint.dim("(none)"),
      ),
    ]),
  ];
  const title = showShort(input);
  const header = ["", ...columns.map((c) => c.dialect.title)];
  return width === undefined
    ? `${title}\n\n${table(header, rows, paint)}`
    : `${fitText(title, width)}\n\n${fitTable(header, rows, paint, width, 1)}`;
}
