// Command-line arguments, read with Node's util.parseArgs: the command, its
// options (each command declares its own, command.ts) and its positionals.
import { parseArgs } from "node:util";
import type {
  DialectEntry,
  OptionSpec as FunctionOptionSpec,
  OptionValues,
} from "../dialect.js";
import { optionsOf, type Command } from "./command.js";
import { allDialects, dialectEntry, DIALECT_NAMES } from "./dialects.js";
import type { Io } from "./io.js";

/** An option as util.parseArgs takes it: a flag, or one that takes a value. */
interface OptionSpec {
  readonly type: "boolean" | "string";
  readonly short?: string;
}

export interface CommandArgs {
  readonly command: string;
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/** Bad usage: printed with the command's help, exit 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command: string | undefined,
  ) {
    super(message);
  }
}

/**
 * util.parseArgs's options from a command's declared ones (command.ts):
 * "--name <value>" takes a value, "--name" is a flag, "-x, " before it gives
 * its short form.
 */
function parseArgsOptions(
  declared: Readonly<Record<string, string>>,
): Record<string, OptionSpec> {
  const options: Record<string, OptionSpec> = {};
  for (const key of Object.keys(declared)) {
    const m = /^(?:-([a-zA-Z]), )?--([a-z][a-z0-9-]*)( \S+)?$/.exec(key);
    if (m === null) throw new Error(`an option declared as ${key}`);
    options[m[2] as string] = {
      type: m[3] === undefined ? "boolean" : "string",
      ...(m[1] === undefined ? {} : { short: m[1] }),
    };
  }
  return options;
}

/**
 * Reads `argv` (after the command) by the command's declaration: unknown
 * options, a value given to a flag, a missing value and a wrong number of
 * positionals (one fewer with --url-file) are usage errors. "--" ends the
 * options.
 */
export function readArguments(
  command: string,
  argv: readonly string[],
  spec: Command,
): CommandArgs {
  const options = parseArgsOptions(optionsOf(spec));
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv, options),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(
      error instanceof Error ? error.message : String(error),
      command,
    );
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  // With --url-file, the last argument comes from the file.
  const file =
    spec.each !== undefined && typeof values["url-file"] === "string";
  const [min, max] = spec.positionals.map((n) => (file ? n - 1 : n)) as [
    number,
    number,
  ];
  const count = parsed.positionals.length;
  if (values["help"] !== true && (count < min || count > max)) {
    const takes = `takes ${min === max ? min : `${min} to ${max}`} argument(s)`;
    throw new UsageError(
      spec.needs !== undefined
        ? `${command} needs ${spec.needs}`
        : file
          ? `${command} --url-file ${takes}: the file gives the last`
          : `${command} ${takes}`,
      command,
    );
  }
  return { command, values, positionals: parsed.positionals };
}

/**
 * `argv` with a negative number given to an option that takes a value joined
 * to it ("--jobs -5" as "--jobs=-5", "-n -5" as "--count=-5"): parseArgs
 * reads "-5" as an option, and says the argument is ambiguous; joined, the
 * command reads the value and says what the option takes. Up to "--".
 */
function joinNegativeValues(
  argv: readonly string[],
  options: Readonly<Record<string, OptionSpec>>,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      out.push(...argv.slice(i));
      break;
    }
    const name = arg.startsWith("--")
      ? arg.slice(2)
      : /^-[^-]$/.test(arg)
        ? Object.keys(options).find((k) => options[k]?.short === arg[1])
        : undefined;
    const next = argv[i + 1];
    if (
      name !== undefined &&
      Object.hasOwn(options, name) &&
      options[name]?.type === "string" &&
      next !== undefined &&
      NEGATIVE_NUMBER.test(next)
    ) {
      out.push(`--${name}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** A value that starts like a negative number: "-5", "-0.5", "-.5". */
const NEGATIVE_NUMBER = /^-\.?[0-9]/;

/** The value of a string option, if given. */
export function stringOption(
  args: CommandArgs,
  name: string,
): string | undefined {
  const value = Object.hasOwn(args.values, name)
    ? args.values[name]
    : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Whether a flag was given. */
export function flag(args: CommandArgs, name: string): boolean {
  return Object.hasOwn(args.values, name) && args.values[name] === true;
}

/**
 * The width to fit a table to: `--width` (a whole number of columns, at least
 * 1; anything else is a usage error), or the terminal's columns when standard
 * output is a terminal; undefined on a pipe, which gets the table whole.
 */
export function outputWidth(args: CommandArgs, io: Io): number | undefined {
  const given = stringOption(args, "width");
  if (given !== undefined) {
    const columns = Number(given);
    if (
      !/^[0-9]+$/.test(given) ||
      columns < 1 ||
      !Number.isSafeInteger(columns)
    )
      throw new UsageError(
        `--width takes a whole number of columns, 1 or more, not ${JSON.stringify(given)}`,
        args.command,
      );
    return columns;
  }
  const columns = io.stdout.isTTY === true ? io.stdout.columns : undefined;
  return typeof columns === "number" && Number.isInteger(columns) && columns > 0
    ? columns
    : undefined;
}

/** The dialect `--rfc` names (by number, "2396", or name, "rfc2396"), or `fallback`. */
export function chooseDialect(
  args: CommandArgs,
  fallback: string,
): DialectEntry {
  const rfc = stringOption(args, "rfc") ?? fallback;
  const dialect = dialectEntry(rfc);
  if (dialect === undefined) throw unknownRfc(rfc, args.command);
  return dialect;
}

/** The dialects a comma-separated `--rfc` names ("1808,2396"), or every dialect. */
export function chooseDialects(args: CommandArgs): readonly DialectEntry[] {
  const rfc = stringOption(args, "rfc");
  if (rfc === undefined) return allDialects();
  const chosen: DialectEntry[] = [];
  for (const name of rfc.split(",")) {
    const dialect = dialectEntry(name.trim());
    if (dialect === undefined) throw unknownRfc(name, args.command);
    if (!chosen.includes(dialect)) chosen.push(dialect);
  }
  return DIALECT_NAMES.flatMap((name) => chosen.filter((d) => d.name === name));
}

function unknownRfc(rfc: string, command: string): UsageError {
  return new UsageError(
    `unknown --rfc ${JSON.stringify(rfc)}; choose ${DIALECT_NAMES.map((name) => name.slice(3)).join(", ")}`,
    command,
  );
}

/** "decodeUnreserved" as a command-line flag: "decode-unreserved". */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A dialect's options of a function: its normalizeOptions, or its resolveOptions. */
type OptionsOf = (dialect: DialectEntry) => readonly FunctionOptionSpec[];

/** A function's options over every dialect (each loaded), each once. */
function everyOption(pick: OptionsOf): FunctionOptionSpec[] {
  return allDialects()
    .flatMap(pick)
    .filter((spec, i, all) => all.findIndex((s) => s.name === spec.name) === i);
}

/**
 * A command's options (command.ts) for a function's options over every
 * dialect: a boolean option is `--name` and `--no-name`, a choice
 * `--name <choice>`; their help is the command's text, by dialect.
 */
export function functionOptions(pick: OptionsOf): Record<string, string> {
  const found: Record<string, string> = {};
  for (const spec of everyOption(pick)) {
    const flagName = kebab(spec.name);
    if (spec.kind === "boolean") {
      found[`--${flagName}`] = "";
      found[`--no-${flagName}`] = "";
    } else {
      found[`--${flagName} ${spec.choices.join("|")}`] = "";
    }
  }
  return found;
}

/**
 * The values of the options `dialect` takes (`pick`: from its entry), read
 * from the flags given; a flag for an option the dialect does not have, a
 * flag given with its "no-" form, or a choice outside its list, is a usage
 * error naming the dialect and the function.
 */
export function functionOptionValues(
  args: CommandArgs,
  dialect: DialectEntry,
  what: string,
  pick: OptionsOf,
): OptionValues {
  const specs = pick(dialect);
  const values: Record<string, boolean | string> = {};
  for (const spec of everyOption(pick)) {
    const flagName = kebab(spec.name);
    const mine = specs.some((s) => s.name === spec.name);
    const given =
      spec.kind === "boolean"
        ? flag(args, flagName)
          ? true
          : flag(args, `no-${flagName}`)
            ? false
            : undefined
        : stringOption(args, flagName);
    if (given === undefined) continue;
    if (!mine) {
      const offered = specs.map((s) => `--${kebab(s.name)}`).join(", ");
      throw new UsageError(
        `${dialect.title}'s ${what} has no option --${flagName}${offered === "" ? "" : `; its options are ${offered}`}`,
        args.command,
      );
    }
    if (
      spec.kind === "boolean" &&
      flag(args, flagName) &&
      flag(args, `no-${flagName}`)
    ) {
      throw new UsageError(
        `--${flagName} and --no-${flagName} contradict each other`,
        args.command,
      );
    }
    if (
      spec.kind === "choice" &&
      typeof given === "string" &&
      !spec.choices.includes(given)
    ) {
      throw new UsageError(
        `--${flagName} takes ${spec.choices.join(", ")}, not ${JSON.stringify(given)}`,
        args.command,
      );
    }
    values[spec.name] = given;
  }
  return values;
}
