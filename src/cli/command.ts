// The shape of a command: the options it takes, how many arguments, and what
// it does.
import { outputWidth, type CommandArgs, type OptionSpec } from "./args.js";
import type { Io } from "./io.js";
import type { Paint } from "./output.js";

/** How a command that reads URLs is run on one of them. */
export interface EachContext {
  readonly paint: Paint;
  /** True when the URLs come from --url-file: the output is one record per URL (JSON on one line). */
  readonly stream: boolean;
  /** The width to fit a table to (args.ts, outputWidth); undefined: print it whole. */
  readonly width: number | undefined;
}

/** What a command prints for one URL, and the exit status it earns. */
export interface EachResult {
  readonly text: string;
  readonly status: number;
}

export interface Command {
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** The least and the most positional arguments. */
  readonly positionals: readonly [number, number];
  /** What the positional arguments are, for the usage error when their count is wrong (else the count is said). */
  readonly needs?: string;
  /** Runs the command; returns the exit status. */
  run(args: CommandArgs, io: Io, paint: Paint): Promise<number>;
  /**
   * For a command whose last argument is a URL: its output for one URL. With
   * it, the command takes --url-file FILE ("-": standard input) in place of
   * that argument, and runs on each line.
   */
  each?(args: CommandArgs, url: string, context: EachContext): EachResult;
}

/** `run` of a command that has `each`: on its last argument. */
export async function runOnArgument(
  command: Command,
  args: CommandArgs,
  io: Io,
  paint: Paint,
): Promise<number> {
  const url = args.positionals[args.positionals.length - 1] as string;
  const width = outputWidth(args, io);
  const result = (command.each as NonNullable<Command["each"]>)(args, url, {
    paint,
    stream: false,
    width,
  });
  io.stdout.write(result.text);
  return result.status;
}
