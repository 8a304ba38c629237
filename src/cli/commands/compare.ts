// url-grammars compare [--rfc N,M] [--base B] [--no-whatwg] [--json] <url>
import {
  compare as compareColumns,
  type Comparison,
  type ComponentView,
} from "../../compare.js";
import { UrlSyntaxError } from "../../errors.js";
import { chooseDialects, flag, stringOption } from "../args.js";
import type { Command } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../io.js";
import { errorJson, show, table, type Paint } from "../output.js";

export const compare: Command = {
  options: {
    rfc: { type: "string" },
    base: { type: "string" },
    "no-whatwg": { type: "boolean" },
    json: { type: "boolean" },
  },
  positionals: [1, 1],
  async run(args, io, paint) {
    const base = stringOption(args, "base");
    const comparison = compareColumns(args.positionals[0] as string, {
      dialects: chooseDialects(args).map((d) => d.name),
      whatwg: !flag(args, "no-whatwg"),
      ...(base === undefined ? {} : { base }),
    });
    io.stdout.write(
      (flag(args, "json")
        ? JSON.stringify(comparisonJson(comparison), null, 2)
        : compareTable(comparison, paint)) + "\n",
    );
    return comparison.dialects.some((d) => d.valid) ? EXIT_OK : EXIT_INVALID;
  },
};

/** One column of the table: its title, validity cell, components and resolved cell. */
interface TableColumn {
  readonly title: string;
  readonly valid: string;
  readonly components: ComponentView | undefined;
  readonly resolved: string;
}

function tableColumns(comparison: Comparison, paint: Paint): TableColumn[] {
  const columns: TableColumn[] = comparison.dialects.map((r) => {
    const res = r.resolved;
    return {
      title: r.title,
      valid: r.valid
        ? paint.green("yes")
        : paint.red(`no (offset ${r.error.offset})`),
      components: r.valid ? r.components : undefined,
      resolved:
        res === undefined
          ? ""
          : !res.defined
            ? paint.dim(res.reason)
            : res.ok
              ? res.value
              : paint.red(
                  `error: ${res.error instanceof UrlSyntaxError ? `offset ${res.error.offset}` : res.error.code}`,
                ),
    };
  });
  const w = comparison.whatwg;
  if (w !== undefined) {
    columns.push({
      title: `${w.title} (living standard)`,
      valid: w.valid
        ? paint.green("yes")
        : paint.red(`no (${w.failure.message})`),
      components: w.valid ? w.components : undefined,
      resolved:
        w.resolved === undefined
          ? ""
          : w.resolved.ok
            ? w.resolved.value
            : paint.red(`error: ${w.resolved.failure.message}`),
    });
  }
  return columns;
}

function compareTable(comparison: Comparison, paint: Paint): string {
  const differing = new Set<string>();
  for (const d of comparison.disagreements) {
    differing.add(
      d.aspect === "component"
        ? d.component
        : d.aspect === "validity"
          ? "valid"
          : "resolved",
    );
  }
  const columns = tableColumns(comparison, paint);
  const keys: string[] = [];
  for (const c of columns)
    if (c.components !== undefined)
      for (const k of Object.keys(c.components))
        if (!keys.includes(k)) keys.push(k);
  const mark = (name: string): string =>
    differing.has(name) ? paint.yellow("*") : " ";
  const rows: string[][] = [
    [mark("valid"), "valid", ...columns.map((c) => c.valid)],
  ];
  for (const key of keys) {
    rows.push([
      mark(key),
      key,
      ...columns.map((c) =>
        c.components === undefined
          ? ""
          : Object.hasOwn(c.components, key)
            ? show(c.components[key])
            : paint.dim("(none)"),
      ),
    ]);
  }
  if (comparison.base !== undefined) {
    rows.push([
      mark("resolved"),
      "resolved",
      ...columns.map((c) => c.resolved),
    ]);
  }
  const title = `${JSON.stringify(comparison.input)}${comparison.base === undefined ? "" : ` against ${JSON.stringify(comparison.base)}`}`;
  const count = comparison.disagreements.length;
  const footer =
    count === 0
      ? "The columns agree."
      : `${paint.yellow("*")} the columns disagree (${count} point${count === 1 ? "" : "s"}).`;
  const note =
    comparison.whatwg === undefined ? "" : `\n${comparison.whatwg.note}.`;
  return `${title}\n\n${table(["", "", ...columns.map((c) => c.title)], rows, paint)}\n\n${footer}${note}`;
}

function comparisonJson(comparison: Comparison): unknown {
  return {
    input: comparison.input,
    base: comparison.base,
    dialects: comparison.dialects.map((r) => ({
      dialect: r.dialect,
      valid: r.valid,
      ...(r.valid
        ? { components: r.components }
        : { error: errorJson(r.error) }),
      ...(r.resolved === undefined
        ? {}
        : {
            resolved: !r.resolved.defined
              ? { defined: false, reason: r.resolved.reason }
              : r.resolved.ok
                ? { defined: true, value: r.resolved.value }
                : { defined: true, error: errorJson(r.resolved.error) },
          }),
    })),
    ...(comparison.whatwg === undefined ? {} : { whatwg: comparison.whatwg }),
    disagreements: comparison.disagreements,
  };
}
