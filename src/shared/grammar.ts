// Running a generated parser: the one place where peggy's errors become
// UrlSyntaxError. Shared by every dialect; imports no dialect.
import {
  UrlSyntaxError,
  UrlTreeLimitError,
  requireString,
  type GrammarName,
  type SyntaxErrorDetails,
} from "../errors.js";
import type {
  Expectation as PeggyExpectation,
  SyntaxError as GeneratedSyntaxError,
} from "../../generated/rfc3986.js";
import { describeValue } from "./arguments.js";
import { own } from "./own.js";

/** A generated parser's SyntaxError, as far as this module reads it (a type only: every generated/NAME.d.ts declares peggy's same types). */
type PeggySyntaxError = Pick<
  GeneratedSyntaxError,
  "expected" | "found" | "location"
>;

/** A generated parser module, as far as running it goes. */
export interface GeneratedModule {
  readonly SyntaxError: abstract new (...args: never[]) => object;
  readonly StartRules: readonly string[];
  /** A tree build's error past its node limit (generated/NAME.tree.js). */
  readonly TreeLimitError?: abstract new (...args: never[]) => {
    readonly limit: number;
    readonly offset: number;
  };
}

/**
 * A fast parser module (generated/NAME.entry.js, NAME.rules.js), which has no
 * SyntaxError (it returns validityOptions' token instead), or a module that
 * has both parsers (generated/NAME.js, a grammar compiled at run time).
 */
export type FastModule = Pick<GeneratedModule, "StartRules"> &
  Partial<Pick<GeneratedModule, "SyntaxError">>;

/**
 * Runs `run` (a call of a generated parser started at `rule`) and turns the
 * parser's SyntaxError into a UrlSyntaxError, and a tree build's
 * TreeLimitError into a UrlTreeLimitError. Other errors pass through.
 */
export function runParser<T>(
  dialect: GrammarName,
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
      throw new UrlSyntaxError({
        dialect,
        rule,
        input,
        ...toDetails(input, error as unknown as PeggySyntaxError),
      });
    }
    if (
      module.TreeLimitError !== undefined &&
      error instanceof module.TreeLimitError
    ) {
      throw new UrlTreeLimitError({
        dialect,
        rule,
        limit: error.limit,
        offset: error.offset,
        inputLength: input.length,
      });
    }
    throw error;
  }
}

/** Throws a TypeError unless `rule` is one of `rules` (a dialect's RFC rules). */
export function requireRule(
  rules: ReadonlySet<string>,
  rule: unknown,
): asserts rule is string {
  if (typeof rule !== "string" || !rules.has(rule)) {
    throw new TypeError(
      `Unknown rule: ${describeValue(rule)}; the rules are: ${[...rules].join(", ")}`,
    );
  }
}

/** What a UrlSyntaxError reports of a generated parser's failure on `input`. */
function toDetails(input: string, error: PeggySyntaxError): SyntaxErrorDetails {
  const { offset, line, column } = error.location.start;
  const found =
    offset < input.length
      ? String.fromCodePoint(input.codePointAt(offset) ?? 0)
      : null;
  return {
    offset,
    line,
    column,
    found,
    expected: describeExpected(error.expected ?? []),
  };
}

/** What the reporting parser throws with reportOptions: the details, found. */
class Report {
  constructor(readonly details: SyntaxErrorDetails) {}
}

/** Options of a generated parser (a type, so that it fits ParseOptions' index signature). */
export type ReportOptions<R extends string> = {
  readonly startRule: R;
  /** Makes what the reporting parser throws (compiler/optimize.js). */
  readonly peg$buildError: (
    input: string,
    expected: PeggySyntaxError["expected"],
    found: PeggySyntaxError["found"],
    location: PeggySyntaxError["location"],
  ) => Report;
};

/**
 * The options that make a generated parser (a reporting module,
 * generated/NAME.entry.report.js or NAME.rules.report.js), on input outside
 * the language, run its reporting parser and throw what it found (for
 * syntaxError's `report`). Built once per rule, by the dialect. `foundIn`:
 * the text the error's `found` is read from, when the parser read another
 * (RFC 1738's parseRule folds a scheme's case; the error shows the input).
 */
export function reportOptions<R extends string>(
  rule: R,
  foundIn?: string,
): ReportOptions<R> {
  return parserOptions({
    startRule: rule,
    peg$buildError: (input, expected, found, location) =>
      new Report(toDetails(foundIn ?? input, { expected, found, location })),
  });
}

/** A prototype with no prototype, for parserOptions. */
const NO_PROTOTYPE: object = Object.freeze(Object.create(null));

/**
 * `fields` as options of a generated parser: an object on a prototype that has
 * no prototype, so that an option not given is undefined whatever
 * Object.prototype holds, and which the parser reads as it is, without
 * copying its own properties (compiler/optimize.js, peg$ownOptions). Unlike
 * Object.create(null), it keeps V8's fast properties.
 */
export function parserOptions<T extends object>(fields: T): T {
  return Object.assign(Object.create(NO_PROTOTYPE) as T, fields);
}

/** Whether a parse with validityOptions found its input outside the language. */
export function isRejected(value: unknown): boolean {
  return value === NOT_IN_LANGUAGE;
}

/**
 * The error for `input`, which a parse with validityOptions rejected at
 * `rule`: its details are found when first read, by `report`, a parse of the
 * same text with reportOptions. So a dialect's `parse` throws as soon as the
 * fast parser fails, and the reporting parser runs only for a caller that
 * looks at the error.
 */
export function syntaxError(
  dialect: GrammarName,
  rule: string,
  input: string,
  report: () => unknown,
): UrlSyntaxError {
  return new UrlSyntaxError(syntaxErrorFields(dialect, rule, input, report));
}

/** What syntaxError gives UrlSyntaxError's constructor, for a parse that calls it itself (see refusal in bind.ts). */
export function syntaxErrorFields(
  dialect: GrammarName,
  rule: string,
  input: string,
  report: () => unknown,
): UrlSyntaxErrorFields {
  return { dialect, rule, input, details: () => reported(report) };
}

/** What UrlSyntaxError's constructor takes. */
export type UrlSyntaxErrorFields = ConstructorParameters<
  typeof UrlSyntaxError
>[0];

function reported(report: () => unknown): SyntaxErrorDetails {
  try {
    report();
  } catch (thrown) {
    if (thrown instanceof Report) return thrown.details;
    throw thrown;
  }
  // The fast parser and the reporting parser accept one language (the tests
  // and the benchmark check it); this is where a bug in either would show.
  throw new Error(
    "compiler/optimize.js: the reporting parser accepts what the fast parser rejected",
  );
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

/**
 * What a validating parse (validityOptions) returns for input outside the
 * language: a token no rule returns, so that no error is built, or thrown,
 * only to be dropped.
 */
const NOT_IN_LANGUAGE = Symbol("not in the language");

/** Options of a generated parser (a type, not an interface, so that it fits ParseOptions' index signature). */
export type ValidityOptions<R extends string> = {
  readonly startRule: R;
  /** Returned at once for input outside the language (compiler/optimize.js). */
  readonly peg$reject: symbol;
};

const VALIDITY_OPTIONS = new Map<string, ValidityOptions<string>>();

/**
 * The options for `accepts` and for a dialect's `parse`: start at `rule`, and
 * for input outside the language return a token at once (see isRejected),
 * without running the reporting parser. Built once per rule.
 */
export function validityOptions<R extends string>(rule: R): ValidityOptions<R> {
  let options = VALIDITY_OPTIONS.get(rule);
  if (options === undefined) {
    options = parserOptions({ startRule: rule, peg$reject: NOT_IN_LANGUAGE });
    VALIDITY_OPTIONS.set(rule, options);
  }
  return options as ValidityOptions<R>;
}

/** A generated module's parse, as called with validityOptions. */
type ValidityParse<R extends string, V> = (
  input: string,
  options: ValidityOptions<R>,
) => V;

/** A split fast module's peg$startParser (generated/NAME.entry.js, NAME.rules.js, NAME.match.js). */
type StartParserOf<R extends string, V> = (
  rule: R,
) => <T>(input: string, reject: T) => V | T;

/**
 * The parse of `rule` that a dialect calls on every input: `(input) =>` the
 * rule's value, or the token isRejected recognizes. Through the module's
 * peg$startParser when it has one (the generated split modules: the options
 * are read once, here, not on every call), else `parse` with
 * validityOptions(rule) (a grammar compiled at run time). The caller checks
 * that input is a string.
 */
export function startParser<R extends string, V>(
  module: FastModule,
  parse: ValidityParse<R, V>,
  rule: R,
): (input: string) => V {
  // Read as an own property: Object.prototype may hold one.
  const start = own(
    module as FastModule & { readonly peg$startParser?: StartParserOf<R, V> },
    "peg$startParser",
  );
  if (start === undefined) {
    const options = validityOptions(rule);
    return (input) => parse(input, options);
  }
  const parseStart = start(rule);
  // The token stands for a rejection only: callers test it with isRejected.
  return (input) => parseStart(input, NOT_IN_LANGUAGE as V);
}

/**
 * startParser of every rule of `module`, each made when first asked for:
 * for a function that takes the rule with each call (isValid). The caller
 * checks that the rule is one of the module's.
 */
export function startParsers<R extends string, V>(
  module: FastModule,
  parse: ValidityParse<R, V>,
): (rule: R) => (input: string) => V {
  const made = new Map<string, (input: string) => V>();
  return (rule) => {
    let parser = made.get(rule);
    if (parser === undefined) {
      parser = startParser(module, parse, rule);
      made.set(rule, parser);
    }
    return parser;
  };
}

/**
 * `isValid` of every dialect: whether `run()`, a parse with validityOptions,
 * accepts its input (with other options, or a module whose own parser
 * ignores peg$reject, whether it gets through without the module's
 * SyntaxError). A fast module (generated/NAME.rules.js, NAME.entry.js) has
 * no SyntaxError: it returns the token of validityOptions.
 */
export function accepts(module: FastModule, run: () => unknown): boolean {
  // Read as an own property: a fast module has none, and Object.prototype
  // may hold one (a CommonJS module's exports are a plain object).
  const SyntaxError = own(module, "SyntaxError");
  try {
    return run() !== NOT_IN_LANGUAGE;
  } catch (error) {
    if (SyntaxError !== undefined && error instanceof SyntaxError) return false;
    throw error;
  }
}

/**
 * `parseRule` of every dialect: `value`, what a fast parser of every rule
 * (generated/NAME.rules.js) returned for `input` with validityOptions(rule),
 * or, when it rejected the input, a UrlSyntaxError whose details `report`
 * finds when first read (a parse by generated/NAME.rules.report.js with
 * reportOptions(rule)).
 */
export function ruleValue<T>(
  dialect: GrammarName,
  rule: string,
  input: string,
  value: unknown,
  report: () => unknown,
): T {
  if (value === NOT_IN_LANGUAGE) {
    throw syntaxError(dialect, rule, input, report);
  }
  return value as T;
}
