// The url-grammars command line: argument parsing, the commands, and output.
// run() takes its streams as arguments, so tests drive it without a process.
import * as fs from "node:fs";
import * as path from "node:path";
import { StringDecoder } from "node:string_decoder";
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
  UrlTreeLimitError,
  type DialectName,
} from "../errors.js";
import type { ParseTree } from "../shared/tree.js";

export interface OutputStream {
  write(chunk: string): boolean;
  once?(event: "drain" | "close", listener: () => void): unknown;
  /** A stream that fails (a closed pipe: EPIPE) says so here. */
  on?(event: "error", listener: (error: Error) => void): unknown;
  off?(event: "drain" | "close", listener: () => void): unknown;
  off?(event: "error", listener: (error: Error) => void): unknown;
  readonly isTTY?: boolean;
}

export interface Io {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Exit codes (the help's "Exit status" lists them; 64 and up from sysexits.h). */
const EXIT_OK = 0;
/** A URL outside the grammar, a reference that cannot be resolved, a tree past its limit; check only with --fail-on-invalid. */
const EXIT_INVALID = 1;
const EXIT_USAGE = 2;
/** An input file that cannot be read (EX_NOINPUT). */
export const EXIT_NO_INPUT = 66;
/** A bug: an error the command does not expect (EX_SOFTWARE; main.ts). */
export const EXIT_INTERNAL = 70;
/** Standard output failed, other than by being closed (EX_IOERR). */
export const EXIT_OUTPUT = 74;

const EXIT_STATUS = `Exit status:
  0   done (check: every line was read, valid or not)
  1   a URL outside the grammar, a reference that cannot be resolved, or a
      tree past its node limit; check: an invalid line, with --fail-on-invalid
  2   bad usage: an unknown command, option or option value, a missing argument
  66  an input file that cannot be read (missing, a directory, no permission)
  70  an internal error (a bug: please report it)
  74  standard output failed (a closed pipe is not a failure: the command
      stops quietly, with the status of what it did until then)`;

/** The dialects' numbers for --rfc, as the help shows them: "1738|1808|2396|...". */
const EVERY_RFC = DIALECTS.map((d) => d.name.slice("rfc".length)).join("|");
/** The same, for the dialects whose RFC defines resolution. */
const RESOLVING_RFC = DIALECTS.filter((d) => typeof d.resolve === "function")
  .map((d) => d.name.slice("rfc".length))
  .join("|");
/** "RFC 1738, RFC 1808, ... and RFC 3986" */
const TITLES = DIALECTS.map((d) => d.title)
  .join(", ")
  .replace(/, ([^,]*)$/, " and $1");

const HELP: Record<string, string> = {
  main: `url-grammars: what ${TITLES} say a URL means

Usage:
  url-grammars parse [--rfc ${EVERY_RFC}] [--json] <url>
  url-grammars resolve [--rfc ${RESOLVING_RFC}] [--json] <base> <reference>
  url-grammars compare [--base <base>] [--json] <url>
  url-grammars tree [--rfc ${EVERY_RFC}] [--rule <rule>] <url>
  url-grammars check [--rfc ${EVERY_RFC}] [--fail-on-invalid] [file|-]
  url-grammars <command> --help
  url-grammars --version

${EXIT_STATUS}

Colour only when standard output is a terminal and NO_COLOR is unset.`,
  parse: `Usage: url-grammars parse [--rfc ${EVERY_RFC}] [--json] <url>

Parses <url> with one dialect (default 2396) and prints its components as a
table, or as JSON with --json. A URL outside the grammar prints the error with
a caret under the offset and exits 1.`,
  resolve: `Usage: url-grammars resolve [--rfc ${RESOLVING_RFC}] [--json] <base> <reference>

Resolves <reference> against <base> by the dialect's algorithm (default 2396:
section 5.2) and prints the result.`,
  compare: `Usage: url-grammars compare [--base <base>] [--json] <url>

Parses <url> with every dialect and prints the components side by side, one
column per dialect, with the rows where the dialects disagree marked "*".
With --base, also resolves <url> against <base> in each dialect.`,
  tree: `Usage: url-grammars tree [--rfc ${EVERY_RFC}] [--rule <rule>] <url>

Prints the compact parse tree: one line per node, indented, with its span
[start, end) and the text it matched. A node is a rule that gives the URL its
structure (authority, hostname, segment) or a character rule (domainlabel,
port, query), a leaf that holds its span; runs of single characters have no
node. --rule starts at another rule of the RFC (for example host, port,
path_segments). A tree has at most 1000000 nodes: past that the command prints
UrlTreeLimitError and exits 1.`,
  check: `Usage: url-grammars check [--rfc ${EVERY_RFC}] [--fail-on-invalid] [file|-]

Checks newline-delimited URLs from <file> (or standard input, "-" or no file)
with one dialect, or every dialect without --rfc. A line ends at a line feed,
and a carriage return just before it is dropped; any other carriage return is
part of the line. A byte-order mark at the start of the input is dropped.
Writes one JSON line per input to standard output and a summary (valid and
invalid counts per dialect, lines per second) to standard error, with a
progress line on a terminal. Memory stays constant however long the input.

Exits 0 when every line was read, valid or not: the output is the report.
With --fail-on-invalid, exits 1 when any line is invalid in any dialect
checked (for CI). A file that cannot be read exits 66.`,
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

const FLAGS = new Set([
  "--json",
  "--fail-on-invalid",
  "--help",
  "-h",
  "--version",
  "-v",
]);
const VALUED = new Set(["--rfc", "--base", "--rule"]);
const ALLOWED: Record<
  string,
  { options: string[]; positionals: [number, number] }
> = {
  parse: { options: ["--rfc", "--json"], positionals: [1, 1] },
  resolve: { options: ["--rfc", "--json"], positionals: [2, 2] },
  compare: { options: ["--base", "--json"], positionals: [1, 1] },
  tree: { options: ["--rfc", "--rule"], positionals: [1, 1] },
  check: { options: ["--rfc", "--fail-on-invalid"], positionals: [0, 1] },
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
      if (name !== arg)
        throw new UsageError(`${name} takes no value (${arg})`, command);
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
        let input = io.stdin;
        if (first === undefined || first === "-") {
          const problem = stdinProblem(io.stdin);
          if (problem !== undefined) {
            io.stderr.write(`url-grammars: ${problem}\n`);
            return EXIT_NO_INPUT;
          }
        } else {
          const opened = openInput(first);
          if (typeof opened === "string") {
            io.stderr.write(`url-grammars: ${opened}\n`);
            return EXIT_NO_INPUT;
          }
          input = opened;
        }
        return await check(input, dialects, io, {
          failOnInvalid: parsed.flags.has("--fail-on-invalid"),
        });
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
      error instanceof UrlResolutionError ||
      error instanceof UrlTreeLimitError
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

/**
 * The file, open for reading, or why it cannot be read (a missing file, a
 * directory, no permission), naming it.
 */
function openInput(file: string): fs.ReadStream | string {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    return `cannot read ${JSON.stringify(file)}: ${reason(error)}`;
  }
  try {
    if (fs.fstatSync(fd).isDirectory()) {
      fs.closeSync(fd);
      return `cannot read ${JSON.stringify(file)}: it is a directory`;
    }
  } catch (error) {
    fs.closeSync(fd);
    return `cannot read ${JSON.stringify(file)}: ${reason(error)}`;
  }
  return fs.createReadStream(file, { fd });
}

/**
 * Why standard input cannot be read, when it is a file descriptor that is a
 * directory (`check < /`: Node reads such a descriptor as an empty input).
 */
function stdinProblem(stdin: NodeJS.ReadableStream): string | undefined {
  const fd = (stdin as { fd?: unknown }).fd;
  if (typeof fd !== "number") return undefined;
  try {
    if (fs.fstatSync(fd).isDirectory())
      return "cannot read standard input: it is a directory";
  } catch (error) {
    return `cannot read standard input: ${reason(error)}`;
  }
  return undefined;
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long",
  EIO: "input/output error",
};

/** The code of a system error (ENOENT, EPIPE, ...), from any realm. */
function errorCode(error: unknown): string | undefined {
  const code =
    typeof error === "object" && error !== null
      ? (error as { code?: unknown }).code
      : undefined;
  return typeof code === "string" ? code : undefined;
}

/** A file-system error, said in words (its code in parentheses). */
function reason(error: unknown): string {
  const code = errorCode(error);
  if (code !== undefined && Object.hasOwn(REASONS, code))
    return `${REASONS[code]} (${code})`;
  return typeof error === "object" && error !== null && "message" in error
    ? String(error.message)
    : String(error);
}

/**
 * Calls `line` for each line of `input`, in order: a line ends at "\n", and a
 * "\r" just before it is dropped; a "\r" anywhere else is part of the line. A
 * byte-order mark at the very start is dropped. A last line without "\n" is a
 * line; an input that ends with "\n" has no empty line after it. After each
 * chunk of input, `afterChunk` is awaited (output flow control); when it
 * returns false, reading stops. A line longer than a chunk is kept as pieces
 * until its end, so time stays linear in its length.
 */
async function eachLine(
  input: NodeJS.ReadableStream,
  line: (text: string) => void,
  afterChunk: () => Promise<boolean>,
): Promise<void> {
  const decoder = new StringDecoder("utf8");
  let pieces: string[] = [];
  let start = true;
  const take = (text: string): void => {
    if (start && text.length > 0) {
      start = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let from = 0;
    for (let lf = text.indexOf("\n"); lf >= 0; lf = text.indexOf("\n", from)) {
      let whole = text.slice(from, lf);
      if (pieces.length > 0) {
        pieces.push(whole);
        whole = pieces.join("");
        pieces = [];
      }
      line(whole.endsWith("\r") ? whole.slice(0, -1) : whole);
      from = lf + 1;
    }
    if (from < text.length) pieces.push(from === 0 ? text : text.slice(from));
  };
  for await (const chunk of input) {
    take(typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer));
    if (!(await afterChunk())) return;
  }
  take(decoder.end());
  if (pieces.length > 0) line(pieces.join(""));
}

const FLUSH_AT = 64 * 1024;

async function check(
  input: NodeJS.ReadableStream,
  dialects: readonly DialectEntry[],
  io: Io,
  options: { readonly failOnInvalid: boolean },
): Promise<number> {
  const counts = new Map<DialectName, { valid: number; invalid: number }>(
    dialects.map((d) => [d.name, { valid: 0, invalid: 0 }]),
  );
  const progress = io.stderr.isTTY === true;
  const started = Date.now();
  let lines = 0;
  let invalidLines = 0;
  let lastProgress = started;
  // Standard output may fail under us: a reader that closed the pipe (EPIPE:
  // stop reading, quietly), or another error (stop, and say so).
  let outputError: Error | undefined;
  const onOutputError = (error: Error): void => {
    outputError ??= error;
  };
  io.stdout.on?.("error", onOutputError);
  // Output goes out in chunks of about FLUSH_AT characters (one write per line
  // costs more than the parse), and waits for the stream to drain when it asks.
  let pending = "";
  const flush = async (): Promise<void> => {
    const chunk = pending;
    pending = "";
    if (outputError !== undefined) return;
    if (!io.stdout.write(chunk) && io.stdout.once !== undefined) {
      await drained(io.stdout);
    }
  };
  const checkLine = (line: string): void => {
    lines++;
    const record: Record<string, unknown> = { line: lines, input: line };
    let invalid = false;
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
        invalid = true;
      }
    }
    if (invalid) invalidLines++;
    pending += JSON.stringify(record) + "\n";
  };
  try {
    await eachLine(input, checkLine, async () => {
      if (pending.length >= FLUSH_AT) await flush();
      if (progress) {
        const now = Date.now();
        if (now - lastProgress >= 250) {
          lastProgress = now;
          io.stderr.write(
            `\r\u001b[Kchecked ${lines} lines, ${rate(lines, now - started)} lines/s`,
          );
        }
      }
      return outputError === undefined;
    });
  } catch (error) {
    // The input failed while being read (the file was there when opened).
    if (progress) io.stderr.write("\r\u001b[K");
    io.stderr.write(`url-grammars: cannot read the input: ${reason(error)}\n`);
    return EXIT_NO_INPUT;
  }
  if (pending !== "") await flush();
  io.stdout.off?.("error", onOutputError);
  const elapsed = Date.now() - started;
  if (progress) io.stderr.write("\r\u001b[K");
  const status =
    options.failOnInvalid && invalidLines > 0 ? EXIT_INVALID : EXIT_OK;
  if (outputError !== undefined) {
    if (isClosedPipe(outputError)) return status;
    io.stderr.write(
      `url-grammars: cannot write the output: ${reason(outputError)}\n`,
    );
    return EXIT_OUTPUT;
  }
  const summary = [...counts].map(
    ([name, c]) => `${name}: ${c.valid} valid, ${c.invalid} invalid`,
  );
  io.stderr.write(
    `${lines} lines in ${(elapsed / 1000).toFixed(2)} s (${rate(lines, elapsed)} lines/s)\n${summary.join("\n")}\n`,
  );
  return status;
}

/** Resolves when the stream drains, fails or closes (a failed stream never drains). */
function drained(stream: OutputStream): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = (): void => {
      stream.off?.("drain", done);
      stream.off?.("close", done);
      stream.off?.("error", done);
      resolve();
    };
    stream.once?.("drain", done);
    stream.once?.("close", done);
    stream.on?.("error", done);
  });
}

/**
 * Whether a write failed because the reader closed the pipe (EPIPE, or a
 * write after the stream was destroyed by that).
 */
export function isClosedPipe(error: unknown): boolean {
  const code = errorCode(error);
  return code === "EPIPE" || code === "ERR_STREAM_DESTROYED";
}

function rate(lines: number, ms: number): string {
  return ms <= 0 ? String(lines) : Math.round((lines * 1000) / ms).toString();
}
