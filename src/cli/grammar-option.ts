// --grammar FILE [--grammar-base rfc2396|rfc2732]: a grammar compiled at run
// time (url-grammars/variant) as a column of compare and check, or the grammar
// parse and tree read by. `--base rfc2396` (or 2396, rfc2732, 2732) with
// --grammar says the same as --grammar-base: no base URL is so written (a
// base URL has a scheme), so compare's --base keeps its meaning for any other
// value. The column is named after the file. A grammar is
// compiled once per run, whatever the number of URLs (--url-file). The errors
// a grammar can give, and their exit codes, are here too.
import * as fs from "node:fs";
import * as path from "node:path";
import type { ColumnEntry } from "../dialect.js";
import { variantColumn } from "../variant-face.js";
import { VariantError } from "../errors.js";
import { isDialectName } from "../registry.js";
import {
  compileVariant,
  VARIANT_BASES,
  type Variant,
  type VariantBase,
} from "../variant.js";
import {
  chooseDialect,
  stringOption,
  UsageError,
  type CommandArgs,
} from "./args.js";
import { EXIT_NO_INPUT, EXIT_UNAVAILABLE, type Io } from "./io.js";

/** A grammar that cannot be compiled (EX_DATAERR). */
export const EXIT_GRAMMAR = 65;

/** The options of a command that takes a grammar (command.ts). */
export const GRAMMAR_OPTIONS = {
  "--grammar <file>": "a grammar of your own, compiled at run time",
  "--grammar-base 2396|2732":
    "the dialect whose components and resolution it has",
};

/** --grammar-base's other name, for a command without a base URL (compare's --base is both). */
export const GRAMMAR_BASE_ALIAS = {
  "--base 2396|2732": "the same as --grammar-base",
};

/** A value of --base that names a grammar's base, not a base URL. */
const BASE_NAME = /^(rfc)?(2396|2732)$/;

/** The --base given when it is a base URL (compare's): not a grammar's base (see the header). */
export function baseURL(args: CommandArgs): string | undefined {
  const base = stringOption(args, "base");
  return base !== undefined &&
    stringOption(args, "grammar") !== undefined &&
    BASE_NAME.test(base)
    ? undefined
    : base;
}

/** A grammar file that cannot be read: exit 66, as an input file. */
export class GrammarFileError extends Error {}

/** The text of a grammar file, or a GrammarFileError that names it. */
export function readGrammarFile(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new GrammarFileError(
      `cannot read the grammar ${file}: ${(error as Error).message}`,
    );
  }
}

const compiled = new Map<string, Variant>();

/** The variant `--grammar` names as a column (see grammarVariant), or undefined without the option. */
export function grammarColumn(args: CommandArgs): ColumnEntry | undefined {
  const variant = grammarVariant(args);
  return variant === undefined ? undefined : variantColumn(variant);
}

/**
 * The variant `--grammar` names, compiled (with `--grammar-base`'s typed
 * layer), or undefined without the option. Its name is the file's, without
 * its extension (or with it, when that would be a shipped dialect's name:
 * rfc2396.peggy).
 */
export function grammarVariant(args: CommandArgs): Variant | undefined {
  const spec = grammarSpec(args);
  return spec === undefined
    ? undefined
    : compileGrammarFile(spec.file, spec.base);
}

/** What --grammar and --grammar-base name: the file and the base. */
export interface GrammarSpec {
  readonly file: string;
  readonly base: VariantBase | undefined;
}

/** The --grammar and --grammar-base given, read (a usage error if not as documented), or undefined. */
export function grammarSpec(args: CommandArgs): GrammarSpec | undefined {
  const file = stringOption(args, "grammar");
  const baseOption = stringOption(args, "base");
  const baseText =
    stringOption(args, "grammar-base") ??
    (file !== undefined &&
    baseOption !== undefined &&
    BASE_NAME.test(baseOption)
      ? baseOption
      : undefined);
  if (args.command !== "compare" && baseOption !== undefined) {
    if (file === undefined)
      throw new UsageError("--base needs --grammar", args.command);
    if (!BASE_NAME.test(baseOption))
      throw new UsageError(
        `unknown --base ${JSON.stringify(baseOption)}; choose ${VARIANT_BASES.map((b) => b.slice(3)).join(", ")}`,
        args.command,
      );
  }
  if (file === undefined) {
    if (baseText !== undefined)
      throw new UsageError("--grammar-base needs --grammar", args.command);
    return undefined;
  }
  if (baseText === undefined) return { file, base: undefined };
  const wanted = baseText.startsWith("rfc") ? baseText : `rfc${baseText}`;
  const base = VARIANT_BASES.find((b) => b === wanted);
  if (base === undefined)
    throw new UsageError(
      `unknown --grammar-base ${JSON.stringify(baseText)}; choose ${VARIANT_BASES.map((b) => b.slice(3)).join(", ")}`,
      args.command,
    );
  return { file, base };
}

/**
 * The grammar in `file` compiled, with `base`'s typed layer if given (once
 * per file and base). Its name is the file's, without its extension (or with
 * it, when that would be a shipped dialect's name: rfc2396.peggy).
 */
export function compileGrammarFile(
  file: string,
  base: VariantBase | undefined,
): Variant {
  const key = `${base ?? ""}\n${file}`;
  let variant = compiled.get(key);
  if (variant === undefined) {
    const source = readGrammarFile(file);
    const stem = path.basename(file, path.extname(file));
    const name = isDialectName(stem) ? path.basename(file) : stem;
    const options = { name, grammarSource: file };
    variant =
      base === undefined
        ? compileVariant(source, options)
        : compileVariant(source, { ...options, base });
    compiled.set(key, variant);
  }
  return variant;
}

/**
 * The exit status for an error of a grammar, having written it; undefined for
 * any other error.
 */
export function grammarFailure(error: unknown, io: Io): number | undefined {
  if (error instanceof GrammarFileError) {
    io.stderr.write(`url-grammars: ${error.message}\n`);
    return EXIT_NO_INPUT;
  }
  if (error instanceof VariantError) {
    io.stderr.write(`url-grammars: ${error.formatted}\n`);
    return error.code === "peggy-missing" ? EXIT_UNAVAILABLE : EXIT_GRAMMAR;
  }
  return undefined;
}

/**
 * The one grammar of parse and tree: the variant --grammar names, or the
 * dialect --rfc names (default RFC 2396); not both.
 */
export function grammarOrDialect(args: CommandArgs): ColumnEntry {
  const column = grammarColumn(args);
  if (column === undefined) return chooseDialect(args, "2396");
  if (stringOption(args, "rfc") !== undefined)
    throw new UsageError(
      "--grammar and --rfc exclude each other: the command reads by one grammar",
      args.command,
    );
  return column;
}
