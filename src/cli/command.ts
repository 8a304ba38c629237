// The shape of a command: the options it takes, how many arguments, and what
// it does.
import type { CommandArgs, OptionSpec } from "./args.js";
import type { Io } from "./io.js";
import type { Paint } from "./output.js";

export interface Command {
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** The least and the most positional arguments. */
  readonly positionals: readonly [number, number];
  /** Runs the command; returns the exit status. */
  run(args: CommandArgs, io: Io, paint: Paint): Promise<number>;
}
