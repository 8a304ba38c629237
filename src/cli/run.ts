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
import {
  flag,
  outputWidth,
  readArguments,
  stringOption,
  UsageError,
  type CommandArgs,
} from "./args.js";
import { COMMANDS, type Command } from "./command.js";
import { grammarFailure } from "./grammar-option.js";
import { help } from "./help.js";
import {
  EXIT_INVALID,
  EXIT_NO_INPUT,
  EXIT_OK,
  EXIT_USAGE,
  type Io,
} from "./io.js";
import { checkBatch } from "./check-lines.js";
import { runInWorkers } from "./check-workers.js";
import { inputOf, noInput, streamFailure } from "./input.js";
import { errorJson, painter, print, type Paint } from "./output.js";

export { isClosedPipe } from "./input.js";
export {
  EXIT_INTERNAL,
  EXIT_NO_INPUT,
  EXIT_OUTPUT,
  type Io,
  type OutputStream,
} from "./io.js";

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
  // --json among the options (before "--"): a usage error is JSON then too,
  // although the arguments it is in could not be read.
  const end = argv.indexOf("--");
  let json = argv.slice(1, end < 0 ? argv.length : end).includes("--json");
  try {
    const first = argv[0];
    if (first === undefined)
      throw new UsageError("no command given", undefined);
    const version = first === "--version" || first === "-v";
    if (version || first === "--help" || first === "-h") {
      if (argv.length > 1)
        throw new UsageError(`${first} takes no arguments`, undefined);
      io.stdout.write(`${version ? packageVersion() : help()["main"]}\n`);
      return EXIT_OK;
    }
    if (first === "help") {
      const topic = argv[1];
      if (
        argv.length > 2 ||
        (topic !== undefined && !Object.hasOwn(help(), topic))
      )
        throw new UsageError(
          `help takes one command name: ${Object.keys(COMMANDS).join(", ")}`,
          "help",
        );
      io.stdout.write(help()[topic ?? "main"] + "\n");
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
    const spec = (COMMANDS[first] as () => Command)();
    const args = readArguments(first, argv.slice(1), spec);
    json = args.values["json"] === true;
    if (args.values["help"] === true) {
      io.stdout.write(help()[first] + "\n");
      return EXIT_OK;
    }
    const urlFile = stringOption(args, "url-file");
    if (spec.each !== undefined && urlFile !== undefined)
      return await eachLine(spec, args, urlFile, io, paint);
    return spec.run !== undefined
      ? await spec.run(args, io, paint)
      : runOnArgument(spec, args, io, paint);
  } catch (error) {
    const grammarStatus = grammarFailure(error, io);
    if (grammarStatus !== undefined) return grammarStatus;
    if (error instanceof UsageError) {
      const topic = error.command ?? command ?? "main";
      if (json)
        io.stdout.write(
          JSON.stringify({
            error: { name: "UsageError", message: error.message },
          }) + "\n",
        );
      else
        io.stderr.write(
          `url-grammars: ${error.message}\n\n${help()[topic] ?? help()["main"]}\n`,
        );
      return EXIT_USAGE;
    }
    if (!isUrlError(error)) throw error;
    if (json)
      io.stdout.write(JSON.stringify({ error: errorJson(error) }) + "\n");
    else io.stderr.write(errorText(error) + "\n");
    return EXIT_INVALID;
  }
}

/** A command without `run`: `each` on its last argument. */
function runOnArgument(
  command: Command,
  args: CommandArgs,
  io: Io,
  paint: Paint,
): number {
  const url = args.positionals[args.positionals.length - 1] as string;
  const each = command.each as NonNullable<Command["each"]>;
  const width = outputWidth(args, io);
  return print(io, each(args, url, { paint, stream: false, width }));
}

/** A command with `each`, over the lines of --url-file: one output per line. */
async function eachLine(
  spec: Command,
  args: CommandArgs,
  file: string,
  io: Io,
  paint: Paint,
): Promise<number> {
  const each = spec.each as NonNullable<Command["each"]>;
  const width = outputWidth(args, io);
  const input = inputOf(file, io);
  const json = flag(args, "json");
  if (typeof input === "string") {
    if (!json) return noInput(input, io);
    const error = { name: "InputError", message: input };
    io.stdout.write(JSON.stringify({ error }) + "\n");
    return EXIT_NO_INPUT;
  }
  let status = EXIT_OK;
  const one = (url: string, line: number): string => {
    try {
      const result = each(args, url, { paint, stream: true, width });
      if (result.status !== EXIT_OK) status = result.status;
      return result.text;
    } catch (error) {
      if (!isUrlError(error)) throw error;
      status = EXIT_INVALID;
      if (json)
        return (
          JSON.stringify({ line, input: url, error: errorJson(error) }) + "\n"
        );
      io.stderr.write(`line ${line}: ${errorText(error)}\n`);
      return "";
    }
  };
  const outcome = await runInWorkers(input, io, {
    verb: "read",
    batch(bytes, firstLine, last) {
      let text = "";
      const reader = {
        line: (url: string, n: number) => (text += one(url, n)),
      };
      const lines = checkBatch(bytes, firstLine, last, reader, undefined);
      return { lines, result: text, transfer: [] };
    },
    end: () => null,
    take: (text, output) => output.write(text),
  });
  return outcome.kind === "input-failed" || outcome.kind === "output-failed"
    ? streamFailure(outcome, io)
    : status;
}

type UrlError =
  UrlSyntaxError | UrlResolutionError | UrlTreeLimitError | UrlEncodingError;

function isUrlError(error: unknown): error is UrlError {
  return (
    error instanceof UrlSyntaxError ||
    error instanceof UrlResolutionError ||
    error instanceof UrlTreeLimitError ||
    error instanceof UrlEncodingError
  );
}

/** An error as the command prints it: a syntax error with its caret. */
function errorText(error: UrlError): string {
  return error instanceof UrlSyntaxError
    ? error.format()
    : `${error.name}: ${error.message}`;
}

/**
 * The package's version: its package.json's, the first up from this module
 * (src/cli/ in a clone's tests, dist/src/cli/ as built and installed).
 */
function packageVersion(): string {
  for (
    let dir = __dirname;
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, "package.json");
    const pkg = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)
      : undefined;
    if (pkg?.["name"] === "url-grammars" && typeof pkg["version"] === "string")
      return pkg["version"];
  }
  return "unknown";
}
