/**
 * The errors every dialect throws. Nothing a caller passes makes a dialect
 * throw anything else: input outside the grammar is a UrlSyntaxError, a value
 * that is not a string is a TypeError, a reference that cannot be resolved is
 * a UrlResolutionError, escaped octets that are not UTF-8 (or text with a lone
 * surrogate, to escape) a UrlEncodingError, and a parse tree past the limit of
 * one `tree` call a UrlTreeLimitError.
 */

import { DIALECT_NAMES, isDialectName, type DialectName } from "./registry.js";

export { DIALECT_NAMES, type DialectName };

/**
 * A grammar's name, as errors give it: one of the dialects, or the name of a
 * grammar compiled at run time (url-grammars/variant), which is none of them.
 */
export type GrammarName = DialectName | (string & Record<never, never>);

/** "RFC 2396": the title of a dialect's RFC, as messages name it; a variant's name as it is. */
export function rfcTitle(grammar: GrammarName): string {
  return isDialectName(grammar) ? `RFC ${grammar.slice(3)}` : grammar;
}

/** How many characters of the input `format()` shows on each side of the offset. */
const FORMAT_WINDOW = 60;

/** Where the grammar could go no further, and what it would have taken there. */
export interface SyntaxErrorDetails {
  /** 0-based offset into the input. */
  readonly offset: number;
  /** 1-based line of `offset` (input with control characters may have several). */
  readonly line: number;
  /** 1-based column of `offset`. */
  readonly column: number;
  /** The character found at `offset`, or null at the end of the input. */
  readonly found: string | null;
  /** What the grammar would have accepted at `offset`, readable and de-duplicated. */
  readonly expected: readonly string[];
}

/**
 * Input that the dialect's grammar does not accept, started at `rule`.
 *
 * The details (`offset`, `line`, `column`, `found`, `expected` and the
 * `message` made of them) may be found when first read: a dialect's `parse`
 * knows at once that its input is outside the grammar, and runs the parser
 * that records what was expected only if the error is looked at. A caller that
 * catches the error and drops it pays for neither. They are getters, so
 * `JSON.stringify` goes through `toJSON`.
 */
export class UrlSyntaxError extends Error {
  override readonly name = "UrlSyntaxError";
  /** The dialect (or the run-time variant, url-grammars/variant) whose grammar rejected the input. */
  readonly dialect: GrammarName;
  /** The start rule, under the RFC's name (`URI_reference`, `host`, ...). */
  readonly rule: string;
  /** The whole input. */
  readonly input: string;
  /** The details, or the function that finds them (called once, on first read). */
  #details: SyntaxErrorDetails | (() => SyntaxErrorDetails);

  constructor(
    fields: {
      dialect: GrammarName;
      rule: string;
      input: string;
    } & (SyntaxErrorDetails | { details: () => SyntaxErrorDetails }),
  ) {
    // No message is given to Error: `message` is a getter (below), which the
    // stack trace reads when it is first formatted.
    super();
    this.dialect = fields.dialect;
    this.rule = fields.rule;
    this.input = fields.input;
    this.#details = hasDetailsFunction(fields)
      ? fields.details
      : {
          offset: fields.offset,
          line: fields.line,
          column: fields.column,
          found: fields.found,
          expected: fields.expected,
        };
  }

  #resolved(): SyntaxErrorDetails {
    if (typeof this.#details === "function") this.#details = this.#details();
    return this.#details;
  }

  /** Where the grammar could go no further: 0-based offset into `input`. */
  get offset(): number {
    return this.#resolved().offset;
  }
  /** 1-based line of `offset` (input with control characters may have several). */
  get line(): number {
    return this.#resolved().line;
  }
  /** 1-based column of `offset`. */
  get column(): number {
    return this.#resolved().column;
  }
  /** The character found at `offset`, or null at the end of the input. */
  get found(): string | null {
    return this.#resolved().found;
  }
  /** What the grammar would have accepted at `offset`, readable and de-duplicated. */
  get expected(): readonly string[] {
    return this.#resolved().expected;
  }

  override get message(): string {
    const { offset, line, column, found, expected } = this.#resolved();
    return (
      `Invalid ${rfcTitle(this.dialect)} ${this.rule} at offset ${offset} ` +
      `(line ${line}, column ${column}): expected ${listOr(expected)} ` +
      `but found ${found === null ? "end of input" : describeChar(found)}`
    );
  }

  /** Every field, for JSON.stringify (the details are getters, which it skips). */
  toJSON(): {
    name: "UrlSyntaxError";
    dialect: GrammarName;
    rule: string;
    input: string;
    message: string;
  } & SyntaxErrorDetails {
    const { offset, line, column, found, expected } = this.#resolved();
    return {
      name: this.name,
      dialect: this.dialect,
      rule: this.rule,
      input: this.input,
      offset,
      line,
      column,
      found,
      expected,
      message: this.message,
    };
  }

  /**
   * The message, then the input with a caret under the offset. Control
   * characters show as their Unicode control pictures (one column each), and
   * long input is cut to a window around the offset.
   */
  format(): string {
    const from = Math.max(0, this.offset - FORMAT_WINDOW);
    const to = Math.min(this.input.length, this.offset + FORMAT_WINDOW);
    const before = from > 0 ? "..." : "";
    const after = to < this.input.length ? "..." : "";
    const shown = before + visible(this.input.slice(from, to)) + after;
    const caret =
      " ".repeat(
        before.length + [...this.input.slice(from, this.offset)].length,
      ) + "^";
    return `${this.name}: ${this.message}\n  ${shown}\n  ${caret}`;
  }
}

// Node's util.inspect (console.log) shows an error's stack and its own fields;
// the details of a UrlSyntaxError are getters, so this shows them too, as its
// own fields were shown. A symbol of the registry: no import of node:util,
// and nothing outside Node reads it. The descriptor has no prototype: a
// polluted Object.prototype ("get") would make it invalid.
Object.defineProperty(
  UrlSyntaxError.prototype,
  Symbol.for("nodejs.util.inspect.custom"),
  Object.assign(Object.create(null) as PropertyDescriptor, {
    value: function inspectUrlSyntaxError(
      this: UrlSyntaxError,
      _depth: number,
      options: object,
      inspect?: (value: unknown, options: object) => string,
    ): string {
      const { message: _message, ...fields } = this.toJSON();
      return inspect === undefined
        ? String(this.stack)
        : `${String(this.stack)} ${inspect(fields, options)}`;
    },
  }),
);

/** Why a reference could not be resolved against a base. */
export type ResolutionErrorCode =
  /** The base has no scheme: section 5.1 requires an absolute base. */
  | "base-not-absolute"
  /** The base is opaque (no hier_part), so a relative reference has nothing to be relative to. */
  | "base-not-hierarchical"
  /** Section 5.2 step 6g, with the `"error"` option: ".." segments would climb above the root. */
  | "dot-segments-above-root";

/** A reference that cannot be resolved against the base, under the options given. */
export class UrlResolutionError extends Error {
  override readonly name = "UrlResolutionError";
  readonly dialect: GrammarName;
  readonly code: ResolutionErrorCode;
  readonly base: string;
  readonly reference: string;

  constructor(
    fields: Omit<UrlResolutionError, keyof Error> & { message: string },
  ) {
    super(
      `${rfcTitle(fields.dialect)}: cannot resolve ${JSON.stringify(fields.reference)} against ${JSON.stringify(fields.base)}: ${fields.message}`,
    );
    this.dialect = fields.dialect;
    this.code = fields.code;
    this.base = fields.base;
    this.reference = fields.reference;
  }
}

/** Whether the fields give the function that finds the details (an own `details`, not one on Object.prototype). */
function hasDetailsFunction(
  fields: SyntaxErrorDetails | { details: () => SyntaxErrorDetails },
): fields is { details: () => SyntaxErrorDetails } {
  return Object.hasOwn(fields, "details");
}

/** Why `format` cannot write the parts given. */
export type FormatErrorCode =
  /** The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. */
  | "invalid-scheme"
  /** The port is not digits (or a whole number). */
  | "invalid-port"
  /** The host cannot be written as this dialect's host. */
  | "invalid-host"
  /** A userinfo or port without a host: an authority needs its host. */
  | "no-host"
  /** A path that does not begin with "/" after an authority would join it. */
  | "path-after-authority"
  /** A path that begins with "//" and no authority would read as one. */
  | "path-reads-as-authority"
  /** A first segment holding ":" with no scheme would read as a scheme. */
  | "colon-in-first-segment"
  /** RFC 2396: a scheme with neither authority nor absolute path makes an opaque URI, whose opaque_part may not be empty. */
  | "empty-opaque-part"
  /** RFC 2396: an opaque URI has no query: its "?" is part of the opaque_part. */
  | "query-in-opaque-part"
  /** RFC 1808: a path's first segment is never empty, so a path may not begin with "//". */
  | "empty-first-segment"
  /** RFC 1738: a part that the scheme's URL needs is absent (an http URL's host). */
  | "missing-part"
  /** RFC 1738: a part stands only after another, which is absent (http's search after a path). */
  | "needs-part"
  /** RFC 1738: a value its rule cannot hold, even escaped (an ftp typecode not a, i or d; a newsgroup name with a space). */
  | "invalid-value"
  /** RFC 1808: a net_loc takes "?", so a query needs a path after the net_loc. */
  | "query-after-net-loc";

/**
 * What `format` throws when a part cannot stand where it was put: `part`
 * names it, `code` says why.
 */
export class UrlFormatError extends Error {
  override readonly name = "UrlFormatError";
  readonly dialect: GrammarName;
  readonly part: string;
  readonly code: FormatErrorCode;

  constructor(fields: Omit<UrlFormatError, keyof Error> & { message: string }) {
    super(
      `${rfcTitle(fields.dialect)} format: ${fields.part}: ${fields.message}`,
    );
    this.dialect = fields.dialect;
    this.part = fields.part;
    this.code = fields.code;
  }
}

export type EncodingErrorCode =
  /** `unescape`: escaped octets that do not decode as UTF-8. */
  | "octets-not-utf8"
  /** `escape`: a surrogate without its pair, which has no UTF-8 octets. */
  | "lone-surrogate";

/**
 * Text that has no encoding: escaped octets that do not decode as UTF-8 (from
 * `unescape`), or a lone surrogate, which no octets encode (from `escape`).
 */
export class UrlEncodingError extends Error {
  override readonly name = "UrlEncodingError";
  /**
   * For "octets-not-utf8", the offset of the "%" that starts the first octet of
   * the bad sequence; for "lone-surrogate", the offset of the surrogate.
   */
  readonly offset: number;
  readonly input: string;
  readonly code: EncodingErrorCode;

  constructor(
    input: string,
    offset: number,
    code: EncodingErrorCode = "octets-not-utf8",
  ) {
    const shown = JSON.stringify(
      input.length > 80 ? input.slice(0, 80) + "..." : input,
    );
    super(
      code === "lone-surrogate"
        ? `The character at offset ${offset} of ${shown} is a lone surrogate: the text is not well-formed Unicode and has no UTF-8 octets to escape`
        : `The escaped octets at offset ${offset} of ${shown} are not UTF-8`,
    );
    this.input = input;
    this.offset = offset;
    this.code = code;
  }
}

/**
 * A parse tree larger than one call of `tree` may build. The build counts every
 * node it makes (those of alternatives it tries and abandons included) and
 * stops past `limit`, so that no input can make `tree` exhaust memory.
 */
export class UrlTreeLimitError extends Error {
  override readonly name = "UrlTreeLimitError";
  /** The dialect (or the run-time variant) whose tree was being built. */
  readonly dialect: GrammarName;
  /** The start rule, under the RFC's name. */
  readonly rule: string;
  /** The most nodes a call may build. */
  readonly limit: number;
  /** How far the build had read when it made one node too many. */
  readonly offset: number;
  /** The input's length (the input itself is not kept: it may be large). */
  readonly inputLength: number;

  constructor(fields: Omit<UrlTreeLimitError, keyof Error>) {
    super(
      `The ${rfcTitle(fields.dialect)} parse tree of ${fields.rule} for this input (${fields.inputLength} characters) has more than ${fields.limit} nodes (the limit, reached at offset ${fields.offset})`,
    );
    this.dialect = fields.dialect;
    this.rule = fields.rule;
    this.limit = fields.limit;
    this.offset = fields.offset;
    this.inputLength = fields.inputLength;
  }
}

/** Why a grammar could not be compiled at run time (url-grammars/variant). */
export type VariantErrorCode =
  /** peggy, which compiles grammars, is not installed (an optional peer dependency of this package). */
  | "peggy-missing"
  /** Text that is not a peggy grammar. */
  | "grammar-syntax"
  /** A grammar peggy reads but will not compile (a rule used and not defined, a rule defined twice, ...). */
  | "grammar-error"
  /** A base (the option, or the grammar's "// base: NAME" line) that names no shipped grammar or dialect. */
  | "unknown-base"
  /** A grammar that is or has a variant may not have an initializer. */
  | "no-initializer"
  /** A rule of the base that its typed layer reads is not in the grammar. */
  | "base-rule-missing"
  /** A rule of the base that its typed layer reads no longer builds its value with an action on every alternative. */
  | "base-rule-changed";

/** Where in a grammar's text: 0-based offset, 1-based line and column. */
export interface GrammarLocation {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/**
 * A grammar that cannot be compiled at run time (url-grammars/variant):
 * `code` says why, `grammarSource` names the grammar, and `location` says
 * where in its text the trouble is, for the codes that have a place there
 * (every code but "peggy-missing", "base-rule-missing", and "unknown-base"
 * given as an option).
 * `formatted` is the message with the file, line and column and, for peggy's
 * own errors, the line with a caret (peggy's format()).
 */
export class VariantError extends Error {
  override readonly name = "VariantError";
  readonly code: VariantErrorCode;
  readonly grammarSource: string;
  readonly location: GrammarLocation | undefined;
  readonly formatted: string;

  constructor(
    fields: Omit<VariantError, keyof Error | "formatted"> & {
      message: string;
      formatted?: string;
    },
  ) {
    super(fields.message);
    this.code = fields.code;
    this.grammarSource = fields.grammarSource;
    this.location = fields.location;
    const at =
      fields.location === undefined
        ? ""
        : `\n --> ${fields.grammarSource}:${fields.location.line}:${fields.location.column}`;
    this.formatted = Object.hasOwn(fields, "formatted")
      ? String(fields.formatted)
      : `${this.name}: ${fields.message}${at}`;
  }
}

/** Throws the TypeError every entry point gives for a non-string argument. */
export function requireString(
  value: unknown,
  what: string,
): asserts value is string {
  if (typeof value !== "string") {
    throw new TypeError(
      `${what} must be a string, got ${value === null ? "null" : typeof value}`,
    );
  }
}

function listOr(items: readonly string[]): string {
  if (items.length === 0) return "nothing more";
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

function describeChar(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f || code > 0x7e) {
    return `${JSON.stringify(c)} (U+${code.toString(16).toUpperCase().padStart(4, "0")})`;
  }
  return JSON.stringify(c);
}

/** Control characters as Unicode control pictures, so each takes one column. */
function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === "\u007f" ? "\u2421" : String.fromCharCode(0x2400 + c.charCodeAt(0)),
  );
}
