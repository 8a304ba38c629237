// The url-grammars command line: finds the command, reads its arguments, runs
// it, and turns the errors it expects into messages and exit codes. Each
// command lives in commands/; run() takes its streams as arguments, so tests
// drive it without a process.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
  UrlTreeLimitError,
} from "../errors.js";
import { readArguments, UsageError } from "./args.js";
import type { Command } from "./command.js";
import { check } from "./commands/check.js";
import { compare } from "./commands/compare.js";
import { diff } from "./commands/diff.js";
import { escape, unescape } from "./commands/escape.js";
import { equivalent, normalize } from "./commands/normalize.js";
import { parse } from "./commands/parse.js";
import { resolve } from "./commands/resolve.js";
import { tree } from "./commands/tree.js";
import { HELP } from "./help.js";
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, type Io } from "./io.js";
import { errorJson, painter } from "./output.js";

export { isClosedPipe } from "./input.js";
export {
  EXIT_INTERNAL,
  EXIT_NO_INPUT,
  EXIT_OUTPUT,
  type Io,
  type OutputStream,
} from "./io.js";

const COMMANDS: Readonly<Record<string, Command>> = {
  parse,
  resolve,
  compare,
  tree,
  check,
  diff,
  normalize,
  equivalent,
  escape,
  unescape,
};

/**
 * Whether to colour standard output: the stream's own answer for the
 * environment (Node's hasColors honours NO_COLOR, FORCE_COLOR and
 * TERM=dumb), with an empty NO_COLOR not counting (no-color.org: "when
 * present and not an empty string"); a stream that is not a terminal is
 * coloured only with FORCE_COLOR.
 */
function useColour(io: Io): boolean {
  const env: Record<string, string | undefined> = { ...io.env };
  if (env["NO_COLOR"] === "") delete env["NO_COLOR"];
  if (io.stdout.isTTY === true && typeof io.stdout.hasColors === "function")
    return io.stdout.hasColors(env);
  const force = env["FORCE_COLOR"];
  return (
    force !== undefined &&
    force !== "0" &&
    force !== "false" &&
    env["NO_COLOR"] === undefined
  );
}

export async function run(argv: readonly string[], io: Io): Promise<number> {
  const paint = painter(useColour(io));
  let command: string | undefined;
  let json = false;
  try {
    const first = argv[0];
    if (first === undefined)
      throw new UsageError("no command given", undefined);
    if (first === "--version" || first === "-v") {
      if (argv.length > 1)
        throw new UsageError(`${first} takes no arguments`, undefined);
      io.stdout.write(`${packageVersion()}\n`);
      return EXIT_OK;
    }
    if (first === "--help" || first === "-h") {
      if (argv.length > 1)
        throw new UsageError(`${first} takes no arguments`, undefined);
      io.stdout.write(HELP["main"] + "\n");
      return EXIT_OK;
    }
    if (first === "help") {
      const topic = argv[1];
      if (
        argv.length > 2 ||
        (topic !== undefined && !Object.hasOwn(HELP, topic))
      )
        throw new UsageError(
          `help takes one command name: ${Object.keys(COMMANDS).join(", ")}`,
          "help",
        );
      io.stdout.write(HELP[topic ?? "main"] + "\n");
      return EXIT_OK;
    }
    if (first.startsWith("-"))
      throw new UsageError(
        `options come after the command (${JSON.stringify(first)})`,
        undefined,
      );
    if (!Object.hasOwn(COMMANDS, first))
      throw new UsageError(
        `unknown command ${JSON.stringify(first)}`,
        undefined,
      );
    command = first;
    const spec = COMMANDS[first] as Command;
    const args = readArguments(
      first,
      argv.slice(1),
      spec.options,
      spec.positionals,
    );
    json = args.values["json"] === true;
    if (args.values["help"] === true) {
      io.stdout.write(HELP[first] + "\n");
      return EXIT_OK;
    }
    return await spec.run(args, io, paint);
  } catch (error) {
    if (error instanceof UsageError) {
      const topic = error.command ?? command ?? "main";
      io.stderr.write(
        `url-grammars: ${error.message}\n\n${HELP[topic] ?? HELP["main"]}\n`,
      );
      return EXIT_USAGE;
    }
    if (
      error instanceof UrlSyntaxError ||
      error instanceof UrlResolutionError ||
      error instanceof UrlTreeLimitError ||
      error instanceof UrlEncodingError
    ) {
      if (json) {
        io.stdout.write(JSON.stringify({ error: errorJson(error) }) + "\n");
        return EXIT_INVALID;
      }
      io.stderr.write(
        (error instanceof UrlSyntaxError
          ? error.format()
          : `${error.name}: ${error.message}`) + "\n",
      );
      return EXIT_INVALID;
    }
    throw error;
  }
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
