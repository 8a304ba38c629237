// What the property tests of the dialects share (test/proof/NAME-properties.test.ts):
// members and near misses of a BNF rule as fast-check arbitraries, drawn from
// the RFC's own BNF by the sentence generator; hostile strings; and the check
// that a call throws nothing but the errors it is allowed (the typed errors of
// src/errors.ts, and TypeError for a value that is not a string).
import fc from "fast-check";
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
} from "../../src/errors";
import { PROOF_SEED } from "./agreement";
import { rfcBnf, type ProofDialectName } from "./dialects";
import {
  Random,
  SentenceGenerator,
  nearMiss,
} from "../../src/shared/sentences";

/** A deep run (PROOF_STRINGS set) takes twice the runs of `npm test`'s. */
const depth = process.env.PROOF_STRINGS === undefined ? 1 : 2;
/** Runs of a property whose run parses once or twice. */
export const RUNS = { numRuns: 500 * depth, seed: PROOF_SEED };
/** Fewer runs where each run parses and resolves several times. */
export const HOSTILE_RUNS = { numRuns: 200 * depth, seed: PROOF_SEED };
/** Runs where each run calls every rule of a dialect. */
export const EVERY_RULE_RUNS = { numRuns: 100 * depth, seed: PROOF_SEED };
/** Runs over values that are not strings. */
export const NON_STRING_RUNS = { numRuns: 150 * depth, seed: PROOF_SEED };

/** Strings of one dialect's BNF (the RFC's, as written), by rule name as the RFC spells it. */
export interface BnfStrings {
  /** The BNF's rule names, in the RFC's order ("URI-reference", "gopher+_string"). */
  readonly names: readonly string[];
  /** Members of `rule`, drawn by seed. */
  member(rule: string): fc.Arbitrary<string>;
  /** Near misses of `rule`'s members (one to three edits), drawn by seed. */
  nearMissOf(rule: string): fc.Arbitrary<string>;
}

export function bnfStrings(dialect: ProofDialectName): BnfStrings {
  const bnf = rfcBnf(dialect);
  /** A fresh generator for each sample, so that a sample depends on its seed alone. */
  const generate = (rule: string, random: Random): string =>
    new SentenceGenerator(bnf).member(rule, random);
  const known = (rule: string): string => {
    if (!bnf.rules.has(rule)) {
      throw new Error(`${dialect} has no BNF rule ${JSON.stringify(rule)}`);
    }
    return rule;
  };
  return {
    names: bnf.names,
    member: (rule) => {
      known(rule);
      return fc.nat().map((seed) => generate(rule, new Random(seed)));
    },
    nearMissOf: (rule) => {
      known(rule);
      return fc.nat().map((seed) => {
        const random = new Random(seed);
        return nearMiss(generate(rule, random), random);
      });
    },
  };
}

/** `uri` and, a quarter of the time, `uri#fragment`. */
export function sometimesWithFragment(
  uri: fc.Arbitrary<string>,
  fragment: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: uri },
    { weight: 1, arbitrary: withFragment(uri, fragment) },
  );
}

/** `uri#fragment`. */
export function withFragment(
  uri: fc.Arbitrary<string>,
  fragment: fc.Arbitrary<string>,
): fc.Arbitrary<string> {
  return fc.tuple(uri, fragment).map(([u, f]) => `${u}#${f}`);
}

/** The part before the fragment ("#" is in no other component of these dialects). */
export function withoutFragment(uri: string): string {
  const hash = uri.indexOf("#");
  return hash < 0 ? uri : uri.slice(0, hash);
}

/** A class of error a call may throw. */
export type ErrorClass =
  | typeof UrlSyntaxError
  | typeof UrlResolutionError
  | typeof UrlEncodingError
  | typeof TypeError;

/**
 * Runs `run` (a call of `dialect` with `input`) and fails unless it returns or
 * throws an instance of one of `allowed`. A UrlSyntaxError or
 * UrlResolutionError must also name `dialect`, and a UrlSyntaxError's offset
 * must lie within its input.
 */
export function expectOnly(
  dialect: ProofDialectName,
  allowed: readonly ErrorClass[],
  input: string,
  run: () => unknown,
): void {
  try {
    run();
  } catch (error) {
    if (!allowed.some((kind) => error instanceof kind)) {
      throw new Error(
        `${dialect}: ${JSON.stringify(input)} made it throw ${describeError(error)}; ` +
          (allowed.length === 0
            ? "it may throw nothing"
            : `it may throw only ${allowed.map((kind) => kind.name).join(" or ")}`),
      );
    }
    if (error instanceof UrlSyntaxError) {
      expect(error.dialect).toBe(dialect);
      expect(error.offset).toBeGreaterThanOrEqual(0);
      expect(error.offset).toBeLessThanOrEqual(error.input.length);
    }
    if (error instanceof UrlResolutionError) {
      expect(error.dialect).toBe(dialect);
    }
  }
}

function describeError(error: unknown): string {
  return error instanceof Error
    ? `${error.constructor.name}: ${error.message}`
    : String(error);
}

/** Characters of URLs and around them, for strings near every grammar. */
const URL_CHARACTERS = [
  ..."%:/?#[]@!$&'()*+,;=.-_~<>\"{}|\\^` aZ09Ff",
  "\u00e9",
  "\u{1F600}",
  "\n",
];

/**
 * Strings to throw at a dialect, with a title each: any string, full Unicode,
 * strings of URL characters, and near misses of each of `rules` (BNF names).
 */
export function hostileStrings(
  strings: BnfStrings,
  rules: readonly string[],
): [string, fc.Arbitrary<string>][] {
  return [
    ["fc.string()", fc.string()],
    ["full Unicode, lone surrogates included", fc.string({ unit: "binary" })],
    [
      "strings of URL characters",
      fc.string({ unit: fc.constantFrom(...URL_CHARACTERS), maxLength: 40 }),
    ],
    ...rules.map((rule): [string, fc.Arbitrary<string>] => [
      `near misses of ${rule}`,
      strings.nearMissOf(rule),
    ]),
  ];
}

/** Any string, or a near miss of `top` or of any rule of the BNF: for calls at every rule. */
export function stringsForEveryRule(
  strings: BnfStrings,
  top: string,
): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string(),
    strings.nearMissOf(top),
    fc.constantFrom(...strings.names).chain((rule) => strings.nearMissOf(rule)),
  );
}

/** Values that are not strings. */
export const notAString: fc.Arbitrary<unknown> = fc
  .anything()
  .filter((x) => typeof x !== "string");
