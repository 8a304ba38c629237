// tryParse's answer for input outside the language, with one hidden class.
// Takes what a dialect's tryParse knows when its fast parser rejects (the
// dialect, the rule, the input, the reporting parse of it); gives
// `{ ok: false, error }`, whose `error`, the UrlSyntaxError `parse` throws, is
// built when first read (see syntaxError in grammar.ts): a caller that only
// tests `ok` pays for neither the error nor the reporting parse.
//
// Why a class: an object literal with a `get error()` of its own closure (the
// obvious way) is a new hidden class per result, which V8 keeps in dictionary
// mode, about 1 µs to build, and every caller's read of `ok` then sees a
// different shape. Here the state is in private fields, and `error` is an own,
// enumerable accessor whose getter is one function for every result
// (onFirstRead, src/shared/segments-on-read.ts), so every result has one
// hidden class; on its first read the accessor becomes a data property of the
// error, so later reads are the same object. JSON.stringify, Object.keys and
// spreads see `ok` then `error`, as in the literal.
import type { GrammarName, UrlSyntaxError } from "../errors.js";
import { syntaxError } from "./grammar.js";
import { onFirstRead } from "./segments-on-read.js";

export class RejectedResult {
  readonly ok = false;
  /** The UrlSyntaxError `parse` throws for the same input (built on first read). */
  declare readonly error: UrlSyntaxError;
  readonly #dialect: GrammarName;
  readonly #rule: string;
  readonly #input: string;
  readonly #report: () => unknown;

  /**
   * `input` was rejected at `rule`; `report()` is the parse with
   * reportOptions (of what the grammar saw) that finds the error's details.
   */
  constructor(
    dialect: GrammarName,
    rule: string,
    input: string,
    report: () => unknown,
  ) {
    this.#dialect = dialect;
    this.#rule = rule;
    this.#input = input;
    this.#report = report;
    RejectedResult.#defineError(this);
  }

  static readonly #defineError = onFirstRead(
    "error",
    (result: RejectedResult): UrlSyntaxError =>
      syntaxError(result.#dialect, result.#rule, result.#input, result.#report),
  );
}
