// Seeded strings of an RFC's grammar: members of any rule (biased toward the
// tricky cases, as the proof's generator is: src/shared/sentences.ts) and,
// on request, near misses (a member with one to three edits), each labelled
// with the verdict of the RFC's own grammar (src/shared/recognizer.ts, the
// BNF's language, not this package's parser). Takes a dialect name and
// options; gives a lazy iterator, so a million strings run in constant memory.
// Reads no file (the grammars come from generated/NAME.bnf.js).
import type { DialectName } from "./errors.js";
import { byDialect, DIALECTS } from "./registry.js";
import type { Bnf } from "./shared/bnf.js";
import { own } from "./shared/own.js";
import {
  BOOLEAN,
  checkOptions,
  NUMBER,
  STRING,
  type KeySpec,
} from "./shared/options.js";
import { compileRecognizer, type Recognizer } from "./shared/recognizer.js";
import { dialectBnf } from "./shared/rfc-bnf.js";
import { nearMiss, Random, SentenceGenerator } from "./shared/sentences.js";

/** The rule each dialect's `parse` reads, as its RFC spells it: the default of `generate` and `conformance`. */
export const REFERENCE_RULES: Readonly<Record<DialectName, string>> =
  /* @__PURE__ */ byDialect((name) => DIALECTS[name].referenceRule);

export interface GenerateOptions {
  /** The rule, as the RFC spells it ("URI-reference") or as the grammar does ("URI_reference"); default: the rule `parse` reads. */
  readonly rule?: string;
  /** How many strings (near misses included). A non-negative safe integer. */
  readonly count: number;
  /** The seed: the same seed gives the same strings. An integer (taken modulo 2^32). */
  readonly seed: number;
  /** Whether every other string is a near miss of the member before it (default false). */
  readonly nearMisses?: boolean;
  /** No string is longer than this many characters (code points); members stop growing near it. */
  readonly maxLength?: number;
}

/** One generated string. */
export interface GeneratedString {
  readonly input: string;
  /** A member of the rule, or a near miss: a member with one to three edits. */
  readonly kind: "member" | "near-miss";
  /** Whether the RFC's grammar accepts `input` as the rule (always true for a member). */
  readonly valid: boolean;
}

/** The length a member stops growing at when no maxLength is given. */
const SOFT_LENGTH = 80;
/** How many draws a string may take to meet the options before the rule is declared unable to. */
const DRAWS = 1000;
/** How many near misses are drawn for one member, looking for one outside the language. */
const OUTSIDE_TRIES = 8;

/**
 * A rule name as the grammars spell it: "-" is "_", "+" is "_plus"
 * ("gopher+_string" is gopher_plus_string), and in ABNF any case.
 */
function ruleKey(name: string, notation: Bnf["notation"]): string {
  const spelled = name.replace(/\+/g, "_plus").replace(/-/g, "_");
  return notation === "abnf" ? spelled.toLowerCase() : spelled;
}

/**
 * The name of `rule` in `bnf`: as the RFC writes it, or as the grammar and
 * the dialect's `rules` spell it ("URI_reference", "gopher_plus_string"; in
 * ABNF in any case). A RangeError names the rules when none matches.
 */
export function ruleOf(bnf: Bnf, rule: string): string {
  if (bnf.rules.has(rule)) return rule;
  const key = ruleKey(rule, bnf.notation);
  const found = bnf.names.filter((name) => ruleKey(name, bnf.notation) === key);
  if (found.length === 1) return found[0]!;
  const shown = rule.length > 60 ? `${rule.slice(0, 57)}...` : rule;
  throw new RangeError(
    `no rule ${JSON.stringify(shown)} in the grammar; its rules are ${bnf.names.join(", ")}`,
  );
}

/** A whole number option (a number: checkOptions checked), checked: a RangeError names it. */
function wholeNumber(
  value: number | undefined,
  name: string,
  least: number,
): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < least)
    throw new RangeError(
      `${name} must be an integer of at least ${least}, not ${value}`,
    );
  return value;
}

/** The options, read as own properties and checked. */
type Checked = ReturnType<typeof check>;

/** What generate knows of its options (count and seed are required). */
const GENERATE_OPTIONS: KeySpec = {
  rule: STRING,
  count: NUMBER,
  seed: NUMBER,
  nearMisses: BOOLEAN,
  maxLength: NUMBER,
};

function check(
  fn: string,
  referenceRule: string,
  bnf: Bnf,
  given: GenerateOptions,
) {
  if (given === undefined)
    throw new TypeError(`${fn} takes an options object: { count, seed }`);
  // Each option read once, into `options`, and checked: of its type by
  // checkOptions (GENERATE_OPTIONS), of its range here.
  const options = checkOptions(fn, given, GENERATE_OPTIONS) as GenerateOptions;
  const count = wholeNumber(own(options, "count"), "count", 0);
  if (count === undefined) throw new TypeError("count is required");
  const seed = own(options, "seed");
  if (seed === undefined) throw new TypeError("seed is required");
  if (!Number.isSafeInteger(seed))
    throw new RangeError(`seed must be an integer, not ${String(seed)}`);
  return {
    rule: ruleOf(bnf, own(options, "rule") ?? referenceRule),
    count,
    seed,
    nearMisses: own(options, "nearMisses") === true,
    maxLength: wholeNumber(own(options, "maxLength"), "maxLength", 1),
  };
}

/** A line break: a string holding one cannot be sent as one line (the conformance protocol, the command's output). */
export const LINE_BREAK = /[\r\n]/;

/**
 * Seeded strings of `rule` of `dialect`'s RFC grammar: members, and with
 * `nearMisses` every other string a near miss of the member before it, drawn
 * (up to eight times) to fall outside the language and labelled with the
 * grammar's verdict. No string holds a CR or LF: no rule of these grammars
 * derives one (asserted: a member that did would throw), and a near miss that
 * would is drawn again. The same dialect, rule and seed give the same strings.
 */
export function generate(
  dialect: DialectName,
  options: GenerateOptions,
): IterableIterator<GeneratedString> {
  const rule = REFERENCE_RULES[dialect];
  return generateOf(dialect, dialectBnf(dialect), options, rule, "generate");
}

/**
 * `generate` of a dialect whose grammar and reference rule are given (a
 * dialect module gives its own only: src/shared/bind.ts, generatorOf).
 */
export function generateOf(
  dialect: DialectName,
  bnf: Bnf,
  options: GenerateOptions,
  referenceRule: string,
  fn = `${dialect}.generate`,
): IterableIterator<GeneratedString> {
  return generateFrom(bnf, check(fn, referenceRule, bnf, options));
}

/** The strings of `generate`, from a grammar already read. */
function* generateFrom(
  bnf: Bnf,
  options: Checked,
): Generator<GeneratedString, void, undefined> {
  const { rule, count, maxLength } = options;
  const generator = new SentenceGenerator(bnf, {
    softLength: maxLength === undefined ? SOFT_LENGTH : maxLength,
  });
  const random = new Random(options.seed);
  let recognizer: Recognizer | undefined;
  const fits = (text: string): boolean =>
    maxLength === undefined || [...text].length <= maxLength;
  let member = "";
  for (let i = 0; i < count; i++) {
    if (options.nearMisses && i % 2 === 1) {
      recognizer ??= compileRecognizer(bnf);
      yield nearMissOf(member, rule, random, recognizer, fits);
      continue;
    }
    member = memberOf(generator, rule, random, fits, maxLength);
    yield { input: member, kind: "member", valid: true };
  }
}

function memberOf(
  generator: SentenceGenerator,
  rule: string,
  random: Random,
  fits: (text: string) => boolean,
  maxLength: number | undefined,
): string {
  for (let draw = 0; draw < DRAWS; draw++) {
    const text = generator.member(rule, random);
    if (LINE_BREAK.test(text))
      throw new Error(
        `bug: the grammar derived a line break in ${JSON.stringify(text)} (${rule})`,
      );
    if (fits(text)) return text;
  }
  throw new RangeError(
    `no member of ${rule} of at most ${maxLength} characters came up in ${DRAWS} draws; allow a longer maxLength`,
  );
}

function nearMissOf(
  member: string,
  rule: string,
  random: Random,
  recognizer: Recognizer,
  fits: (text: string) => boolean,
): GeneratedString {
  let chosen: GeneratedString | undefined;
  for (let draw = 0; draw < DRAWS; draw++) {
    const text = nearMiss(member, random);
    if (LINE_BREAK.test(text) || !fits(text)) continue;
    chosen = {
      input: text,
      kind: "near-miss",
      valid: recognizer.accepts(rule, text),
    };
    if (!chosen.valid || draw >= OUTSIDE_TRIES - 1) return chosen;
  }
  if (chosen !== undefined) return chosen;
  throw new RangeError(
    `no near miss of ${JSON.stringify(member)} within the length came up in ${DRAWS} draws; allow a longer maxLength`,
  );
}
