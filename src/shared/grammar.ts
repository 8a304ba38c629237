// Running a generated parser: the one place where peggy's errors become
// UrlSyntaxError. Shared by every dialect; imports no dialect.
import { UrlSyntaxError, requireString, type DialectName } from "../errors.js";

/** The parts of a peggy expectation this module reads (see generated/*.d.ts). */
type PeggyExpectation =
  | {
      readonly type: "literal";
      readonly text: string;
      readonly ignoreCase: boolean;
    }
  | {
      readonly type: "class";
      readonly parts: readonly (string | readonly [string, string])[];
      readonly inverted: boolean;
      readonly ignoreCase: boolean;
    }
  | { readonly type: "any" }
  | { readonly type: "end" }
  | { readonly type: "other"; readonly description: string };

/** The parts of a generated parser's SyntaxError this module reads. */
interface PeggySyntaxError {
  readonly expected: readonly PeggyExpectation[] | null;
  readonly found: string | null | undefined;
  readonly location: {
    readonly start: {
      readonly offset: number;
      readonly line: number;
      readonly column: number;
    };
  };
}

/** A generated parser module, as far as running it goes. */
export interface GeneratedModule {
  readonly SyntaxError: abstract new (...args: never[]) => object;
  readonly StartRules: readonly string[];
}

/**
 * Runs `run` (a call of a generated parser started at `rule`) and turns the
 * parser's SyntaxError into a UrlSyntaxError. Other errors pass through.
 */
export function runParser<T>(
  dialect: DialectName,
  module: GeneratedModule,
  rule: string,
  input: unknown,
  run: (input: string) => T,
): T {
  requireString(input, "input");
  try {
    return run(input);
  } catch (error) {
    if (error instanceof module.SyntaxError) {
      throw toUrlSyntaxError(
        dialect,
        rule,
        input,
        error as unknown as PeggySyntaxError,
      );
    }
    throw error;
  }
}

/**
 * Runs `run`, a call of a generated parser with reportingOptions, on `input`
 * (a TypeError unless it is a string). Its failures are UrlSyntaxErrors
 * already and pass through: no catch, so no second throw (each throw costs
 * about as much as a parse).
 */
export function runReported<T>(input: unknown, run: (input: string) => T): T {
  requireString(input, "input");
  return run(input);
}

/** Throws a TypeError unless `rule` is one of `rules` (a dialect's RFC rules). */
export function requireRule(
  rules: ReadonlySet<string>,
  rule: unknown,
): asserts rule is string {
  if (typeof rule !== "string" || !rules.has(rule)) {
    throw new TypeError(
      `Unknown rule ${JSON.stringify(rule)}; the rules are: ${[...rules].join(", ")}`,
    );
  }
}

/**
 * For a generated parser's `peg$buildError` option (scripts/optimize.js): its
 * reporting parser then throws the UrlSyntaxError at once, and no SyntaxError
 * of its own is made to be mapped here.
 */
export function syntaxErrorBuilder(
  dialect: DialectName,
  rule: string,
): (
  input: string,
  expected: PeggySyntaxError["expected"],
  found: PeggySyntaxError["found"],
  location: PeggySyntaxError["location"],
) => UrlSyntaxError {
  return (input, expected, found, location) =>
    toUrlSyntaxError(dialect, rule, input, { expected, found, location });
}

function toUrlSyntaxError(
  dialect: DialectName,
  rule: string,
  input: string,
  error: PeggySyntaxError,
): UrlSyntaxError {
  const { offset, line, column } = error.location.start;
  const found =
    offset < input.length
      ? String.fromCodePoint(input.codePointAt(offset) ?? 0)
      : null;
  return new UrlSyntaxError({
    dialect,
    rule,
    input,
    offset,
    line,
    column,
    found,
    expected: describeExpected(error.expected ?? []),
  });
}

/**
 * The expectations, readable, de-duplicated and sorted. A class of single
 * characters that the grammar writes inline (pchar's `[:@&=+$,]`) reads as
 * those characters, each quoted as a literal is: the reader sees `":"`, not a
 * class whose members repeat the literals beside it.
 */
function describeExpected(expected: readonly PeggyExpectation[]): string[] {
  const seen = new Set<string>();
  for (const e of expected) {
    if (e.type === "class" && !e.inverted && !e.ignoreCase) {
      const chars = e.parts.filter((p): p is string => typeof p === "string");
      if (chars.length === e.parts.length) {
        for (const c of chars) seen.add(JSON.stringify(c));
        continue;
      }
    }
    seen.add(describeExpectation(e));
  }
  return [...seen].sort();
}

function describeExpectation(e: PeggyExpectation): string {
  switch (e.type) {
    case "literal":
      return JSON.stringify(e.text);
    case "class": {
      const parts = e.parts.map((p) =>
        typeof p === "string"
          ? classChar(p)
          : `${classChar(p[0])}-${classChar(p[1])}`,
      );
      return `[${e.inverted ? "^" : ""}${parts.join("")}]`;
    }
    case "any":
      return "any character";
    case "end":
      return "end of input";
    case "other":
      return e.description;
  }
}

function classChar(c: string): string {
  return c === "]" || c === "\\" || c === "^" || c === "-" ? `\\${c}` : c;
}

/** `tryParse` of every dialect: `run()`'s value, or the UrlSyntaxError it threw. */
export function tryRun<T>(
  run: () => T,
):
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: UrlSyntaxError } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof UrlSyntaxError) return { ok: false, error };
    throw error;
  }
}

/**
 * What a validating parse (validityOptions) returns for input outside the
 * language: a token no rule returns, so that no error is built, or thrown,
 * only to be dropped.
 */
const NOT_IN_LANGUAGE = Symbol("not in the language");

/** Options of a generated parser (a type, not an interface, so that it fits ParseOptions' index signature). */
type ValidityOptions<R extends string> = {
  readonly startRule: R;
  /** Returned at once for input outside the language (scripts/optimize.js). */
  readonly peg$reject: symbol;
};
type ReportingOptions<R extends string> = {
  readonly startRule: R;
  /** Makes the error the reporting parser throws (scripts/optimize.js). */
  readonly peg$buildError: ReturnType<typeof syntaxErrorBuilder>;
};

const VALIDITY_OPTIONS = new Map<string, ValidityOptions<string>>();

/**
 * The options for `accepts`: start at `rule`, and for input outside the
 * language return a token at once, without running the reporting parser
 * (built once per rule).
 */
export function validityOptions<R extends string>(rule: R): ValidityOptions<R> {
  let options = VALIDITY_OPTIONS.get(rule);
  if (options === undefined) {
    options = { startRule: rule, peg$reject: NOT_IN_LANGUAGE };
    VALIDITY_OPTIONS.set(rule, options);
  }
  return options as ValidityOptions<R>;
}

/**
 * The options for parsing from `rule` with errors reported: the generated
 * reporting parser throws the UrlSyntaxError itself, naming `reportedRule`
 * (no SyntaxError of the generated parser's own is made, then mapped). A
 * dialect builds these once, at load.
 */
export function reportingOptions<R extends string>(
  dialect: DialectName,
  rule: R,
  reportedRule: string = rule,
): ReportingOptions<R> {
  return {
    startRule: rule,
    peg$buildError: syntaxErrorBuilder(dialect, reportedRule),
  };
}

/**
 * `isValid` of every dialect: whether `run()`, a parse with validityOptions,
 * accepts its input (with other options, whether it gets through without the
 * module's SyntaxError).
 */
export function accepts(module: GeneratedModule, run: () => unknown): boolean {
  try {
    return run() !== NOT_IN_LANGUAGE;
  } catch (error) {
    if (error instanceof module.SyntaxError) return false;
    throw error;
  }
}
