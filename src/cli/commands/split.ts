// url-grammars split [--rfc N,M] [--width N] [--json] <url> | --url-file FILE
import type { ComponentView, DialectEntry } from "../../compare.js";
import { chooseDialects, flag } from "../args.js";
import { runOnArgument, type Command } from "../command.js";
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
  options: {
    rfc: { type: "string" },
    json: { type: "boolean" },
    "url-file": { type: "string" },
    width: { type: "string" },
  },
  positionals: [1, 1],
  run(args, io, paint) {
    return runOnArgument(this, args, io, paint);
  },
  each(args, input, { paint, stream, width }) {
    const columns = chooseDialects(args).map((dialect): Column =>
      typeof dialect.split === "function"
        ? { dialect, defined: true, split: dialect.split(input) }
        : { dialect, defined: false, reason: dialect.split.reason },
    );
    const text = flag(args, "json")
      ? JSON.stringify(
          {
            input,
            dialects: columns.map((c) =>
              c.defined
                ? { dialect: c.dialect.name, defined: true, split: c.split }
                : { dialect: c.dialect.name, defined: false, reason: c.reason },
            ),
          },
          null,
          stream ? undefined : 2,
        )
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
