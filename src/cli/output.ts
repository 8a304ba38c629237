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
import type { EachResult } from "./command.js";
import { EXIT_OK, type Io } from "./io.js";

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

/**
 * A value of more than this many characters is shortened in compare's and
 * split's tables, so that the table grows with the number of cells, not with
 * the length of the URL (every cell of a column is padded to the widest).
 */
export const CELL_LIMIT = 200;
/** How many characters of a shortened value are shown. */
const CELL_HEAD = 120;

/** `n` with a comma between each three digits ("4,194,320"). */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * The characters (code points) of `text`, or undefined when there are at
 * most CELL_LIMIT of them; with the index after the first CELL_HEAD.
 */
function longText(text: string): { count: number; head: number } | undefined {
  if (text.length <= CELL_LIMIT) return undefined;
  let count = 0;
  let head = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // The second half of a pair is part of the character before it.
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
      const before = text.charCodeAt(i - 1);
      if (before >= 0xd800 && before <= 0xdbff) continue;
    }
    if (count === CELL_HEAD) head = i;
    count++;
  }
  return count <= CELL_LIMIT ? undefined : { count, head };
}

/** What follows a shortened value: its length, and where to find all of it. */
const shortened = (count: number): string =>
  ` (${grouped(count)} characters; --json for the whole value)`;

/**
 * `text` as a table cell: as it is, or, past CELL_LIMIT characters, its first
 * CELL_HEAD, "…" and its length.
 */
export function shortText(text: string): string {
  const long = longText(text);
  if (long === undefined) return text;
  return `${text.slice(0, long.head)}…${shortened(long.count)}`;
}

/** show(), with a string of more than CELL_LIMIT characters shortened as shortText() does, inside its quotes. */
export function showShort(value: ComponentValue): string {
  if (typeof value !== "string") return show(value);
  const long = longText(value);
  if (long === undefined) return show(value);
  const head = JSON.stringify(value.slice(0, long.head));
  return `${head.slice(0, -1)}…"${shortened(long.count)}`;
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

/** A command's result for one input: `text`, or with `json` the JSON of `record`; a line either way. */
export function printed(
  json: boolean,
  record: object,
  text: string,
  status = EXIT_OK,
): EachResult {
  return { text: (json ? JSON.stringify(record) : text) + "\n", status };
}

/** Writes a result to standard output; returns its exit status. */
export function print(io: Io, result: EachResult): number {
  io.stdout.write(result.text);
  return result.status;
}
