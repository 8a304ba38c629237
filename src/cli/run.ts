// The url-grammars command line: argument parsing, the commands, and output.
// run() takes its streams as arguments, so tests drive it without a process.
import * as fs from "node:fs";
import * as path from "node:path";
import * as readline from "node:readline";
import {
  compare,
  dialectEntry,
  DIALECTS,
  type Comparison,
  type ComponentValue,
  type DialectEntry,
} from "../compare.js";
import {
  UrlResolutionError,
  UrlSyntaxError,
  type DialectName,
} from "../errors.js";
import type { ParseTree } from "../shared/tree.js";

export interface OutputStream {
  write(chunk: string): boolean;
  once?(event: "drain", listener: () => void): unknown;
  readonly isTTY?: boolean;
}

export interface Io {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Exit codes: 0 done, 1 a URL outside the grammar (or unresolvable), 2 bad usage. */
const EXIT_OK = 0;
const EXIT_INVALID = 1;
const EXIT_USAGE = 2;

const HELP: Record<string, string> = {
  main: `url-grammars: what RFC 1738, RFC 1808 and RFC 2396 say a URL means

Usage:
  url-grammars parse [--rfc 1738|1808|2396] [--json] <url>
  url-grammars resolve [--rfc 1808|2396] [--json] <base> <reference>
  url-grammars compare [--base <base>] [--json] <url>
  url-grammars tree [--rfc 1738|1808|2396] [--rule <rule>] <url>
  url-grammars check [--rfc 1738|1808|2396] [file|-]
  url-grammars <command> --help
  url-grammars --version

Exit status: 0 done, 1 a URL outside the grammar, 2 bad usage.
Colour only when standard output is a terminal and NO_COLOR is unset.`,
  parse: `Usage: url-grammars parse [--rfc 1738|1808|2396] [--json] <url>

Parses <url> with one dialect (default 2396) and prints its components as a
table, or as JSON with --json. A URL outside the grammar prints the error with
a caret under the offset and exits 1.`,
  resolve: `Usage: url-grammars resolve [--rfc 1808|2396] [--json] <base> <reference>

Resolves <reference> against <base> by the dialect's algorithm (default 2396:
section 5.2) and prints the result.`,
  compare: `Usage: url-grammars compare [--base <base>] [--json] <url>

Parses <url> with every dialect and prints the components side by side, one
column per dialect, with the rows where the dialects disagree marked "*".
With --base, also resolves <url> against <base> in each dialect.`,
  tree: `Usage: url-grammars tree [--rfc 1738|1808|2396] [--rule <rule>] <url>

Prints the parse tree: one line per rule that matched, indented, with its
span [start, end) and the text it matched. --rule starts at another rule of
the RFC (for example host, port, path_segments).`,
  check: `Usage: url-grammars check [--rfc 1738|1808|2396] [file|-]

Checks newline-delimited URLs from <file> (or standard input, "-" or no file)
with one dialect, or every dialect without --rfc. Writes one JSON line per
input to standard output and a summary (valid and invalid counts per dialect,
lines per second) to standard error, with a progress line on a terminal.
Memory stays constant however long the input.`,
};

interface Parsed {
  readonly command: string | undefined;
  readonly flags: ReadonlySet<string>;
  readonly options: ReadonlyMap<string, string>;
  readonly positionals: readonly string[];
}

class UsageError extends Error {
  constructor(
    message: string,
    readonly command: string | undefined,
  ) {
    super(message);
  }
}

const FLAGS = new Set(["--json", "--help", "-h", "--version", "-v"]);
const VALUED = new Set(["--rfc", "--base", "--rule"]);
const ALLOWED: Record<
  string,
  { options: string[]; positionals: [number, number] }
> = {
  parse: { options: ["--rfc", "--json"], positionals: [1, 1] },
  resolve: { options: ["--rfc", "--json"], positionals: [2, 2] },
  compare: { options: ["--base", "--json"], positionals: [1, 1] },
  tree: { options: ["--rfc", "--rule"], positionals: [1, 1] },
  check: { options: ["--rfc"], positionals: [0, 1] },
};

function parseArguments(argv: readonly string[]): Parsed {
  const flags = new Set<string>();
  const options = new Map<string, string>();
  const positionals: string[] = [];
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    if (FLAGS.has(name)) {
      flags.add(name === "-h" ? "--help" : name === "-v" ? "--version" : name);
    } else if (VALUED.has(name)) {
      const value =
        eq > 0 && arg.startsWith("--") ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined)
        throw new UsageError(`${name} needs a value`, command);
      options.set(name, value);
    } else if (arg.startsWith("-") && arg !== "-") {
      throw new UsageError(`unknown option ${arg}`, command);
    } else if (command === undefined) {
      command = arg;
    } else {
      positionals.push(arg);
    }
  }
  return { command, flags, options, positionals };
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const colour = io.stdout.isTTY === true && io.env["NO_COLOR"] === undefined;
  const paint = painter(colour);
  let parsed: Parsed;
  try {
    parsed = parseArguments(argv);
    if (parsed.flags.has("--version")) {
      io.stdout.write(`${packageVersion()}\n`);
      return EXIT_OK;
    }
    if (parsed.command === undefined) {
      if (parsed.flags.has("--help")) {
        io.stdout.write(HELP["main"] + "\n");
        return EXIT_OK;
      }
      throw new UsageError("no command given", undefined);
    }
    const allowed = ALLOWED[parsed.command];
    if (allowed === undefined)
      throw new UsageError(
        `unknown command ${JSON.stringify(parsed.command)}`,
        undefined,
      );
    if (parsed.flags.has("--help")) {
      io.stdout.write(HELP[parsed.command] + "\n");
      return EXIT_OK;
    }
    for (const name of [...parsed.flags, ...parsed.options.keys()]) {
      if (!allowed.options.includes(name))
        throw new UsageError(
          `${parsed.command} takes no ${name}`,
          parsed.command,
        );
    }
    const [min, max] = allowed.positionals;
    if (parsed.positionals.length < min || parsed.positionals.length > max) {
      throw new UsageError(
        `${parsed.command} takes ${min === max ? min : `${min} to ${max}`} argument(s)`,
        parsed.command,
      );
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(
      `url-grammars: ${error.message}\n\n${HELP[error.command ?? "main"] ?? HELP["main"]}\n`,
    );
    return EXIT_USAGE;
  }

  const json = parsed.flags.has("--json");
  const [first, second] = parsed.positionals as [string, string];
  try {
    switch (parsed.command) {
      case "parse": {
        const dialect = chooseDialect(parsed, "2396");
        const view = dialect.view(first);
        if (json)
          io.stdout.write(
            JSON.stringify(
              { dialect: dialect.name, input: first, components: view },
              null,
              2,
            ) + "\n",
          );
        else
          io.stdout.write(
            table(
              ["component", dialect.title],
              Object.entries(view).map(([k, v]) => [k, show(v)]),
              paint,
            ) + "\n",
          );
        return EXIT_OK;
      }
      case "resolve": {
        const dialect = chooseDialect(parsed, "2396");
        if (typeof dialect.resolve !== "function") {
          io.stderr.write(
            `url-grammars: ${dialect.title}: ${dialect.resolve.reason}\n`,
          );
          return EXIT_INVALID;
        }
        const value = dialect.resolve(first, second);
        io.stdout.write(
          json
            ? JSON.stringify({
                dialect: dialect.name,
                base: first,
                reference: second,
                resolved: value,
              }) + "\n"
            : value + "\n",
        );
        return EXIT_OK;
      }
      case "compare": {
        const base = parsed.options.get("--base");
        const comparison = compare(first, base === undefined ? {} : { base });
        io.stdout.write(
          (json
            ? JSON.stringify(comparisonJson(comparison), null, 2)
            : compareTable(comparison, paint)) + "\n",
        );
        return comparison.dialects.some((d) => d.valid)
          ? EXIT_OK
          : EXIT_INVALID;
      }
      case "tree": {
        const dialect = chooseDialect(parsed, "2396");
        const rule = parsed.options.get("--rule");
        if (rule !== undefined && !dialect.rules.includes(rule)) {
          io.stderr.write(
            `url-grammars: ${dialect.title} has no rule ${JSON.stringify(rule)}; its rules are:\n  ${dialect.rules.join(" ")}\n`,
          );
          return EXIT_USAGE;
        }
        io.stdout.write(treeText(dialect.tree(first, rule), paint));
        return EXIT_OK;
      }
      case "check": {
        const rfc = parsed.options.get("--rfc");
        const dialects =
          rfc === undefined ? DIALECTS : [chooseDialect(parsed, "2396")];
        return await check(
          first === undefined || first === "-"
            ? io.stdin
            : fs.createReadStream(first),
          dialects,
          io,
        );
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(
        `url-grammars: ${error.message}\n\n${HELP[parsed.command] ?? HELP["main"]}\n`,
      );
      return EXIT_USAGE;
    }
    if (
      error instanceof UrlSyntaxError ||
      error instanceof UrlResolutionError
    ) {
      io.stderr.write(
        (error instanceof UrlSyntaxError
          ? error.format()
          : `${error.name}: ${error.message}`) + "\n",
      );
      return EXIT_INVALID;
    }
    throw error;
  }
  return EXIT_USAGE;
}

function chooseDialect(parsed: Parsed, fallback: string): DialectEntry {
  const rfc = parsed.options.get("--rfc") ?? fallback;
  const dialect = dialectEntry(rfc);
  if (dialect === undefined) {
    throw new UsageError(
      `unknown --rfc ${JSON.stringify(rfc)}; choose ${DIALECTS.map((d) => d.name.slice(3)).join(", ")}`,
      parsed.command,
    );
  }
  return dialect;
}

function packageVersion(): string {
  let dir = __dirname;
  for (;;) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === "url-grammars" && pkg.version !== undefined)
        return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "unknown";
    dir = parent;
  }
}

// ---------------------------------------------------------------------------
// Output

interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
}

function painter(colour: boolean): Paint {
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
function show(value: ComponentValue): string {
  if (value === undefined) return "-";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

const ANSI = /\u001b\[[0-9;]*m/g;
const width = (s: string): number => [...s.replace(ANSI, "")].length;
const pad = (s: string, n: number): string =>
  s + " ".repeat(Math.max(0, n - width(s)));

function table(
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

function compareTable(comparison: Comparison, paint: Paint): string {
  const reports = comparison.dialects;
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
  const keys: string[] = [];
  for (const r of reports)
    if (r.valid)
      for (const k of Object.keys(r.components))
        if (!keys.includes(k)) keys.push(k);
  const rows: string[][] = [];
  const mark = (name: string): string =>
    differing.has(name) ? paint.yellow("*") : " ";
  rows.push([
    mark("valid"),
    "valid",
    ...reports.map((r) =>
      r.valid ? paint.green("yes") : paint.red(`no (offset ${r.error.offset})`),
    ),
  ]);
  for (const key of keys) {
    rows.push([
      mark(key),
      key,
      ...reports.map((r) =>
        r.valid
          ? key in r.components
            ? show(r.components[key])
            : paint.dim("(none)")
          : "",
      ),
    ]);
  }
  if (comparison.base !== undefined) {
    rows.push([
      mark("resolved"),
      "resolved",
      ...reports.map((r) => {
        const res = r.resolved;
        if (res === undefined) return "";
        if (!res.defined) return paint.dim(res.reason);
        return res.ok
          ? res.value
          : paint.red(
              `error: ${res.error instanceof UrlSyntaxError ? `offset ${res.error.offset}` : res.error.code}`,
            );
      }),
    ]);
  }
  const title = `${JSON.stringify(comparison.input)}${comparison.base === undefined ? "" : ` against ${JSON.stringify(comparison.base)}`}`;
  const footer =
    comparison.disagreements.length === 0
      ? "The dialects agree."
      : `${paint.yellow("*")} the dialects disagree (${comparison.disagreements.length} point${comparison.disagreements.length === 1 ? "" : "s"}).`;
  return `${title}\n\n${table(["", "", ...reports.map((r) => r.title)], rows, paint)}\n\n${footer}`;
}

function errorJson(
  error: UrlSyntaxError | UrlResolutionError,
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
  return { name: error.name, code: error.code, message: error.message };
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
    disagreements: comparison.disagreements,
  };
}

function treeText(root: ParseTree, paint: Paint): string {
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

// ---------------------------------------------------------------------------
// check: newline-delimited input, streamed

const FLUSH_AT = 64 * 1024;

async function check(
  input: NodeJS.ReadableStream,
  dialects: readonly DialectEntry[],
  io: Io,
): Promise<number> {
  const counts = new Map<DialectName, { valid: number; invalid: number }>(
    dialects.map((d) => [d.name, { valid: 0, invalid: 0 }]),
  );
  const progress = io.stderr.isTTY === true;
  const started = Date.now();
  let lines = 0;
  let lastProgress = started;
  // Output goes out in chunks of about FLUSH_AT characters (one write per line
  // costs more than the parse), and waits for the stream to drain when it asks.
  let pending = "";
  const flush = async (): Promise<void> => {
    const chunk = pending;
    pending = "";
    if (!io.stdout.write(chunk) && io.stdout.once !== undefined) {
      const stdout = io.stdout;
      await new Promise<void>((resolve) => stdout.once?.("drain", resolve));
    }
  };
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of reader) {
    lines++;
    const record: Record<string, unknown> = { line: lines, input: line };
    for (const dialect of dialects) {
      const count = counts.get(dialect.name) as {
        valid: number;
        invalid: number;
      };
      try {
        record[dialect.name] = { valid: true, components: dialect.view(line) };
        count.valid++;
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        record[dialect.name] = { valid: false, error: errorJson(error) };
        count.invalid++;
      }
    }
    pending += JSON.stringify(record) + "\n";
    if (pending.length >= FLUSH_AT) {
      await flush();
    }
    if (progress) {
      const now = Date.now();
      if (now - lastProgress >= 250) {
        lastProgress = now;
        io.stderr.write(
          `\r\u001b[Kchecked ${lines} lines, ${rate(lines, now - started)} lines/s`,
        );
      }
    }
  }
  if (pending !== "") await flush();
  const elapsed = Date.now() - started;
  if (progress) io.stderr.write("\r\u001b[K");
  const summary = [...counts].map(
    ([name, c]) => `${name}: ${c.valid} valid, ${c.invalid} invalid`,
  );
  io.stderr.write(
    `${lines} lines in ${(elapsed / 1000).toFixed(2)} s (${rate(lines, elapsed)} lines/s)\n${summary.join("\n")}\n`,
  );
  return EXIT_OK;
}

function rate(lines: number, ms: number): string {
  return ms <= 0 ? String(lines) : Math.round((lines * 1000) / ms).toString();
}
