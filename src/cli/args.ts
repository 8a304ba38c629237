// Command-line arguments, read with Node's util.parseArgs: the command, its
// options (each command declares its own) and its positionals.
import { parseArgs } from "node:util";
import { dialectEntry, DIALECTS, type DialectEntry } from "../compare.js";

/** An option a command takes: a flag, or one that takes a value. */
export interface OptionSpec {
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
 * Reads `argv` (after the command) with the command's options: unknown
 * options, a value given to a flag, a missing value and a wrong number of
 * positionals are usage errors. "--" ends the options.
 */
export function readArguments(
  command: string,
  argv: readonly string[],
  options: Readonly<Record<string, OptionSpec>>,
  positionals: readonly [number, number],
): CommandArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(
      error instanceof Error ? error.message : String(error),
      command,
    );
  }
  const [min, max] = positionals;
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (
    values["help"] !== true &&
    (parsed.positionals.length < min || parsed.positionals.length > max)
  ) {
    throw new UsageError(
      `${command} takes ${min === max ? min : `${min} to ${max}`} argument(s)`,
      command,
    );
  }
  return { command, values, positionals: parsed.positionals };
}

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
  if (rfc === undefined) return DIALECTS;
  const chosen: DialectEntry[] = [];
  for (const name of rfc.split(",")) {
    const dialect = dialectEntry(name.trim());
    if (dialect === undefined) throw unknownRfc(name, args.command);
    if (!chosen.includes(dialect)) chosen.push(dialect);
  }
  return DIALECTS.filter((d) => chosen.includes(d));
}

function unknownRfc(rfc: string, command: string): UsageError {
  return new UsageError(
    `unknown --rfc ${JSON.stringify(rfc)}; choose ${DIALECTS.map((d) => d.name.slice(3)).join(", ")}`,
    command,
  );
}
