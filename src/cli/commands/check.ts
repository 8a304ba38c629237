// url-grammars check [--rfc N] [--fail-on-invalid] [file|-]
import { DIALECTS, type DialectEntry } from "../../compare.js";
import { UrlSyntaxError, type DialectName } from "../../errors.js";
import { chooseDialect, flag, stringOption, UsageError } from "../args.js";
import type { Command } from "../command.js";
import { inputOf, reason, streamLines } from "../input.js";
import {
  EXIT_INVALID,
  EXIT_NO_INPUT,
  EXIT_OK,
  EXIT_OUTPUT,
  type Io,
} from "../io.js";
import { errorJson, rate } from "../output.js";
import { fill, readTemplate, type Template } from "../template.js";

export const check: Command = {
  options: {
    rfc: { type: "string" },
    "fail-on-invalid": { type: "boolean" },
    get: { type: "string" },
  },
  positionals: [0, 1],
  async run(args, io) {
    const get = stringOption(args, "get");
    if (get !== undefined && stringOption(args, "rfc") === undefined)
      throw new UsageError("--get needs --rfc: one dialect", args.command);
    const template =
      get === undefined ? undefined : readTemplate(get, args.command);
    const dialects =
      stringOption(args, "rfc") === undefined
        ? DIALECTS
        : [chooseDialect(args, "2396")];
    const input = inputOf(args.positionals[0], io);
    if (typeof input === "string") {
      io.stderr.write(`url-grammars: ${input}\n`);
      return EXIT_NO_INPUT;
    }
    return checkLines(
      input,
      dialects,
      io,
      flag(args, "fail-on-invalid"),
      template,
    );
  },
};

async function checkLines(
  input: NodeJS.ReadableStream,
  dialects: readonly DialectEntry[],
  io: Io,
  failOnInvalid: boolean,
  template: Template | undefined,
): Promise<number> {
  const counts = new Map<DialectName, { valid: number; invalid: number }>(
    dialects.map((d) => [d.name, { valid: 0, invalid: 0 }]),
  );
  let lines = 0;
  let invalidLines = 0;
  const outcome = await streamLines(input, io, "checked", (line) => {
    lines++;
    if (template !== undefined) {
      // One dialect: the template for a valid line, nothing for an invalid one.
      const dialect = dialects[0] as DialectEntry;
      const count = counts.get(dialect.name) as {
        valid: number;
        invalid: number;
      };
      try {
        const text = fill(template, line, dialect.generic(line));
        count.valid++;
        return text + "\n";
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        count.invalid++;
        invalidLines++;
        return "";
      }
    }
    // What JSON.stringify writes for { line, input, [dialect]: { valid,
    // components } or { valid, error } }, written directly (a test checks the
    // bytes are the same): building the view and its JSON cost twice the parse.
    let record = `{"line":${lines},"input":${JSON.stringify(line)}`;
    let invalid = false;
    for (const dialect of dialects) {
      const count = counts.get(dialect.name) as {
        valid: number;
        invalid: number;
      };
      try {
        const components = dialect.viewJson(line);
        record += `,"${dialect.name}":{"valid":true,"components":${components}}`;
        count.valid++;
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        record += `,"${dialect.name}":{"valid":false,"error":${JSON.stringify(errorJson(error))}}`;
        count.invalid++;
        invalid = true;
      }
    }
    if (invalid) invalidLines++;
    return `${record}}\n`;
  });
  const status = failOnInvalid && invalidLines > 0 ? EXIT_INVALID : EXIT_OK;
  switch (outcome.kind) {
    case "input-failed":
      io.stderr.write(
        `url-grammars: cannot read the input: ${reason(outcome.error)}\n`,
      );
      return EXIT_NO_INPUT;
    case "output-closed":
      return status;
    case "output-failed":
      io.stderr.write(
        `url-grammars: cannot write the output: ${reason(outcome.error)}\n`,
      );
      return EXIT_OUTPUT;
    case "done": {
      const summary = [...counts].map(
        ([name, c]) => `${name}: ${c.valid} valid, ${c.invalid} invalid`,
      );
      io.stderr.write(
        `${outcome.lines} lines in ${(outcome.ms / 1000).toFixed(2)} s (${rate(outcome.lines, outcome.ms)} lines/s)\n${summary.join("\n")}\n`,
      );
      return status;
    }
  }
}
