// What the commands print: colour, tables, component values, errors as JSON,
// parse trees. No command logic here.
import type { ComponentValue } from "../compare.js";
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
  type UrlTreeLimitError,
} from "../errors.js";
import type { ParseTree } from "../shared/tree.js";

export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
}

export function painter(colour: boolean): Paint {
  const wrap = (open: number, close: number) => (s: string) =>
    colour ? `\u001b[${open}m${s}\u001b[${close}m` : s;
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
  };
}

/** A value as a table shows it: strings quoted (so "" is visible), undefined as a dash. */
export function show(value: ComponentValue): string {
  if (value === undefined) return "-";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

const ANSI = /\u001b\[[0-9;]*m/g;
const width = (s: string): number => [...s.replace(ANSI, "")].length;
const pad = (s: string, n: number): string =>
  s + " ".repeat(Math.max(0, n - width(s)));

export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  paint: Paint,
): string {
  const widths = header.map((h, i) =>
    Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => pad(c, widths[i] as number))
      .join("  ")
      .trimEnd();
  return [
    paint.bold(line(header)),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n");
}

/** An error as JSON: its name, and what says where and why. */
export function errorJson(
  error:
    UrlSyntaxError | UrlResolutionError | UrlTreeLimitError | UrlEncodingError,
): Record<string, unknown> {
  if (error instanceof UrlSyntaxError) {
    return {
      name: error.name,
      rule: error.rule,
      offset: error.offset,
      line: error.line,
      column: error.column,
      found: error.found,
      expected: error.expected,
      message: error.message,
    };
  }
  if (error instanceof UrlResolutionError || error instanceof UrlEncodingError)
    return { name: error.name, code: error.code, message: error.message };
  return { name: error.name, message: error.message };
}

export function treeText(root: ParseTree, paint: Paint): string {
  const lines: string[] = [];
  const walk = (node: ParseTree, depth: number): void => {
    lines.push(
      `${"  ".repeat(depth)}${paint.bold(node.rule)} ${paint.dim(`[${node.start}, ${node.end})`)} ${JSON.stringify(node.text)}`,
    );
    for (const child of node.children) walk(child, depth + 1);
  };
  walk(root, 0);
  return lines.join("\n") + "\n";
}

/** Lines per second, rounded. */
export function rate(lines: number, ms: number): string {
  return ms <= 0 ? String(lines) : Math.round((lines * 1000) / ms).toString();
}
