// The agreement check: for one rule of one dialect, generated members must be
// accepted by the PEG parser started at that rule, and on near misses the PEG
// parser and the BNF recognizer must give the same verdict. The other
// direction (provePegRule): on sentences generated from the grammar itself,
// the verdicts must agree too, and the values the grammar returns must be of
// the types grammars/NAME.types.ts declares.
// The proof walks the grammar and reads the types as the compiler composes them.
import * as composer from "../../compiler/index.js";
import type { Bnf } from "../../src/shared/bnf";
import {
  grammarBnf,
  pegName,
  proofGrammar,
  rfcBnf,
  type GeneratedParser,
  type GrammarHeader,
  type ProofDialectName,
} from "./dialects";
import {
  compileRecognizer,
  type Recognizer,
} from "../../src/shared/recognizer";
import { PegSentenceGenerator } from "./peg-sentences";
import { ResultTypes } from "./result-types";
import {
  Random,
  SentenceGenerator,
  nearMiss,
} from "../../src/shared/sentences";

/** Distinct strings per rule in `npm test` (PROOF_STRINGS sets a dialect's total instead). */
export const DEFAULT_STRINGS_PER_RULE = 1000;

/** The seed of a run: PROOF_SEED, or a fixed one so that `npm test` is repeatable. */
export const PROOF_SEED = Number(process.env.PROOF_SEED ?? 2396);

/**
 * How many distinct strings each rule of a dialect gets: DEFAULT_STRINGS_PER_RULE
 * each, or, when PROOF_STRINGS is set, that many for the whole dialect, shared
 * out as the rules run: what a small rule cannot use goes to the rules after it.
 */
export class StringBudget {
  private remaining: number | undefined;
  private rulesLeft: number;

  constructor(
    rules: number,
    perDialect = Number(process.env.PROOF_STRINGS ?? 0),
  ) {
    this.remaining = perDialect > 0 ? perDialect : undefined;
    this.rulesLeft = rules;
  }

  /** The target of the next rule. */
  next(): number {
    if (this.remaining === undefined) return DEFAULT_STRINGS_PER_RULE;
    return Math.max(1, Math.ceil(this.remaining / Math.max(1, this.rulesLeft)));
  }

  /** Records what a rule used. */
  spent(run: RuleRun): void {
    if (this.remaining !== undefined) this.remaining -= run.checked;
    this.rulesLeft--;
  }

  /** Whether PROOF_STRINGS shares a total out (rather than a fixed number a rule). */
  get shared(): boolean {
    return this.remaining !== undefined;
  }

  /** A description for test titles. */
  describe(): string {
    return this.remaining === undefined
      ? `${DEFAULT_STRINGS_PER_RULE} strings a rule`
      : `${this.remaining} strings shared by the rules`;
  }
}

/** Everything the check needs for one dialect. */
export interface ProofContext {
  readonly dialect: ProofDialectName;
  readonly parser: GeneratedParser;
  /** The RFC's BNF, as written. */
  readonly rfc: Bnf;
  /** The BNF with the dialect's deviations applied: what the grammar must accept. */
  readonly bnf: Bnf;
  readonly recognizer: Recognizer;
  /** The recognizer of the RFC's BNF without deviations. */
  readonly rfcRecognizer: Recognizer;
  readonly header: GrammarHeader;
  /** The RFC's rules, by their BNF names. */
  readonly rules: readonly string[];
}

export function proofContext(
  dialect: ProofDialectName,
  parser: GeneratedParser,
): ProofContext {
  const rfc = rfcBnf(dialect);
  const bnf = grammarBnf(dialect, rfc);
  return {
    dialect,
    parser,
    rfc,
    bnf,
    recognizer: compileRecognizer(bnf),
    rfcRecognizer: compileRecognizer(rfc),
    header: proofGrammar(dialect).header,
    rules: rfc.names,
  };
}

/**
 * "accepts" or "rejects"; or what the parser threw instead of its
 * SyntaxError; or both answers when the module's `parse` and peggy's own
 * parser in it (run with peggy's `peg$library` option, which reports instead of
 * throwing) disagree: a generated module may put a faster parser in front of
 * peggy's (scripts/generate.js), and both must accept the same language.
 */
export type PegVerdict = string;

export function pegVerdict(
  parser: GeneratedParser,
  startRule: string,
  input: string,
): PegVerdict {
  let exported: "accepts" | "rejects";
  try {
    parser.parse(input, { startRule });
    exported = "accepts";
  } catch (error) {
    if (!(error instanceof parser.SyntaxError)) {
      return `throws ${String(error)}`;
    }
    exported = "rejects";
  }
  const own = parser.parse(input, { startRule, peg$library: true }) as {
    readonly peg$success?: unknown;
  };
  const peggy = own.peg$success === true ? "accepts" : "rejects";
  return exported === peggy
    ? exported
    : `${exported}, but peggy's own parser in the module ${peggy}`;
}

/** What checking one rule found. */
export interface RuleRun {
  readonly rule: string;
  /** Distinct strings checked: members, near misses, other rules' strings. */
  readonly checked: number;
  /** Strings generated, repeats included (a small rule soon repeats itself). */
  readonly generated: number;
  /** Distinct members of the rule among the strings checked. */
  readonly members: number;
  /** Distinct strings checked that are not generated members of the rule. */
  readonly nearMisses: number;
  /** Of the near misses, those inside the language (the BNF accepts them). */
  readonly nearMissMembers: number;
  /** One line per disagreement: dialect, rule, string, both verdicts. */
  readonly failures: readonly string[];
}

const MAX_FAILURES = 12;

/** A 32-bit hash of text (FNV-1a), to give every rule its own seed. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  }
  return h >>> 0;
}

/** A rule stops when it has generated this many times its target without reaching it. */
const ATTEMPTS_PER_STRING = 4;

/**
 * Checks `target` distinct strings on `rule` (a BNF name), or as many as
 * ATTEMPTS_PER_STRING times that many tries give (digit has only ten members).
 * A third are members; the rest near misses, mostly of this rule's members,
 * some of other rules' members and their near misses.
 */
export function proveRule(
  ctx: ProofContext,
  rule: string,
  target: number,
  seed: number = PROOF_SEED,
): RuleRun {
  // A rule's strings depend on the seed and the rule only, not on what ran before.
  const random = new Random(seedOf(`${seed}:${ctx.dialect}:${rule}`));
  const generator = new SentenceGenerator(ctx.bnf);
  const startRule = pegName(rule, ctx.header);
  const seen = new Set<string>();
  const failures: string[] = [];
  const fail = (kind: string, input: string, peg: string, bnf: string) => {
    if (failures.length < MAX_FAILURES) {
      failures.push(
        `${ctx.dialect} ${rule}: ${JSON.stringify(input)} (${kind}): ` +
          `PEG ${peg}, BNF ${bnf}`,
      );
    }
  };
  let generated = 0;
  let nearMissMembers = 0;
  /** Checks `input` unless it was checked already; true if it was new. */
  const check = (input: string, kind: string): boolean => {
    generated++;
    if (seen.has(input)) return false;
    seen.add(input);
    const peg = pegVerdict(ctx.parser, startRule, input);
    const bnf = ctx.recognizer.accepts(rule, input) ? "accepts" : "rejects";
    if (kind === "member") {
      if (bnf !== "accepts") {
        fail(
          "generated member; the recognizer or generator is wrong",
          input,
          peg,
          bnf,
        );
      } else if (peg !== "accepts") {
        fail(kind, input, peg, bnf);
      }
    } else {
      if (bnf === "accepts") nearMissMembers++;
      // A near miss or another rule's string: both verdicts must agree.
      if (peg !== bnf) fail(kind, input, peg, bnf);
    }
    return true;
  };

  const members: string[] = [];
  const memberTarget = Math.ceil(target / 3);
  const memberAttempts = memberTarget * ATTEMPTS_PER_STRING;
  for (let i = 0; i < memberAttempts && members.length < memberTarget; i++) {
    const member = generator.member(rule, random);
    if (check(member, "member")) members.push(member);
  }
  const others = ctx.rules.filter((r) => r !== rule);
  const attempts = target * ATTEMPTS_PER_STRING;
  while (seen.size < target && generated < attempts) {
    if (others.length > 0 && random.chance(0.15)) {
      const otherRule = random.pick(others);
      const other = generator.member(otherRule, random);
      if (random.chance(0.5)) check(other, `member of ${otherRule}`);
      else check(nearMiss(other, random), `near miss of ${otherRule}`);
    } else {
      check(nearMiss(random.pick(members), random), "near miss");
    }
  }
  return {
    rule,
    checked: seen.size,
    generated,
    members: members.length,
    nearMisses: seen.size - members.length,
    nearMissMembers,
    failures,
  };
}

/**
 * The rules, those with the fewest distinct members first (by a probe of 300
 * members): run in this order under a shared budget, the small rules hand what
 * they cannot use to the large ones.
 */
export function smallRulesFirst(ctx: ProofContext): string[] {
  const generator = new SentenceGenerator(ctx.bnf);
  const random = new Random(seedOf(`${ctx.dialect}:probe`));
  const size = new Map<string, number>();
  for (const rule of ctx.rules) {
    const members = new Set<string>();
    for (let i = 0; i < 300; i++) members.add(generator.member(rule, random));
    size.set(rule, members.size);
  }
  return [...ctx.rules].sort((a, b) => size.get(a)! - size.get(b)!);
}

/** PEG sentences per rule in `npm test` (PROOF_STRINGS gives each rule a quarter of its share instead). */
export const DEFAULT_PEG_SENTENCES_PER_RULE = 500;

/** What checking one rule on the grammar's own sentences found. */
export interface PegRuleRun {
  readonly rule: string;
  /** Distinct sentences checked. */
  readonly checked: number;
  /** Of those, the ones the grammar accepts (the rest broke a predicate or an ordered choice). */
  readonly accepted: number;
  /** Of the accepted, the values checked against the rule's type in NAME.types.ts (structural rules only). */
  readonly typed: number;
  /** One line per disagreement or ill-typed value: dialect, rule, string, what is wrong. */
  readonly failures: readonly string[];
}

/** What the other direction needs beyond the ProofContext: the grammar's sentences and result types. */
export interface PegSide {
  readonly sentences: PegSentenceGenerator;
  /** The result types of the structural rules (none for a grammar without a types file). */
  readonly types: ResultTypes;
}

/**
 * The other direction: `target` distinct sentences generated from the grammar's
 * rule for `rule` (a BNF name). On each, the grammar's verdict must equal the
 * BNF recognizer's: a sentence the grammar accepts and the BNF does not is a
 * grammar that accepts too much. On each sentence the grammar accepts, the
 * value must be what the rule's type says: a structural rule's type in
 * NAME.types.ts, for any other rule the text it matched.
 */
export function provePegRule(
  ctx: ProofContext,
  side: PegSide,
  rule: string,
  target: number,
  seed: number = PROOF_SEED,
): PegRuleRun {
  const random = new Random(seedOf(`${seed}:${ctx.dialect}:peg:${rule}`));
  const startRule = pegName(rule, ctx.header);
  const typed = side.types.rules.includes(startRule);
  const seen = new Set<string>();
  const failures: string[] = [];
  const fail = (input: string, what: string) => {
    if (failures.length < MAX_FAILURES) {
      failures.push(
        `${ctx.dialect} ${rule}: ${JSON.stringify(input)} (grammar sentence): ${what}`,
      );
    }
  };
  let accepted = 0;
  let typedValues = 0;
  const attempts = target * ATTEMPTS_PER_STRING;
  for (let i = 0; i < attempts && seen.size < target; i++) {
    const input = side.sentences.sentence(startRule, random);
    if (seen.has(input)) continue;
    seen.add(input);
    const peg = pegVerdict(ctx.parser, startRule, input);
    const bnf = ctx.recognizer.accepts(rule, input) ? "accepts" : "rejects";
    if (peg !== bnf) fail(input, `PEG ${peg}, BNF ${bnf}`);
    if (peg !== "accepts") continue;
    accepted++;
    const value = ctx.parser.parse(input, { startRule });
    if (typed) {
      typedValues++;
      const problem = side.types.problem(startRule, value);
      if (problem !== null) {
        fail(
          input,
          `PEG returns a value that is not its ${side.types.typeOf(startRule)}: ${problem}`,
        );
      }
    } else if (value !== input) {
      fail(
        input,
        `PEG returns ${JSON.stringify(value)}, not the text it matched`,
      );
    }
  }
  return {
    rule,
    checked: seen.size,
    accepted,
    typed: typedValues,
    failures,
  };
}

/** The grammar text of `dialect` as the compiler compiles it (a variant composed with its base). */
export function composedGrammar(dialect: ProofDialectName): string {
  return composer.loadGrammar(dialect).text;
}

/** The result types of `dialect` as the compiler composes them for generated/NAME.d.ts. */
export function composedTypes(dialect: ProofDialectName): string {
  return composer.loadTypes(dialect);
}

/** The other direction's generator and types for `dialect`, or for `grammarText` in its place. */
export function pegSide(
  dialect: ProofDialectName,
  grammarText: string = composedGrammar(dialect),
): PegSide {
  return {
    sentences: new PegSentenceGenerator(grammarText),
    types: new ResultTypes(composedTypes(dialect)),
  };
}

/**
 * The types alone, for a structural rule that is not the RFC's (a helper rule
 * named in RuleResults, such as lenient_URI_reference): on `target` distinct
 * sentences of the PEG rule `pegRule`, every value the grammar returns must be
 * of its declared type.
 */
export function provePegTypes(
  ctx: ProofContext,
  side: PegSide,
  pegRule: string,
  target: number,
  seed: number = PROOF_SEED,
): PegRuleRun {
  const types = side.types;
  if (!types.rules.includes(pegRule)) {
    throw new Error(`${pegRule} is not named in RuleResults`);
  }
  const random = new Random(seedOf(`${seed}:${ctx.dialect}:types:${pegRule}`));
  const seen = new Set<string>();
  const failures: string[] = [];
  let accepted = 0;
  const attempts = target * ATTEMPTS_PER_STRING;
  for (let i = 0; i < attempts && seen.size < target; i++) {
    const input = side.sentences.sentence(pegRule, random);
    if (seen.has(input)) continue;
    seen.add(input);
    let value: unknown;
    try {
      value = ctx.parser.parse(input, { startRule: pegRule });
    } catch (error) {
      if (error instanceof ctx.parser.SyntaxError) continue;
      throw error;
    }
    accepted++;
    const problem = types.problem(pegRule, value);
    if (problem !== null && failures.length < MAX_FAILURES) {
      failures.push(
        `${ctx.dialect} ${pegRule}: ${JSON.stringify(input)} (grammar sentence): ` +
          `PEG returns a value that is not its ${types.typeOf(pegRule)}: ${problem}`,
      );
    }
  }
  return {
    rule: pegRule,
    checked: seen.size,
    accepted,
    typed: accepted,
    failures,
  };
}

/**
 * What a rule's failing test prints: each failure (the dialect, the rule, the
 * string, and which side accepts it: "PEG rejects, BNF accepts" is a member
 * of the RFC's language the grammar rejects, "PEG accepts, BNF rejects" a
 * non-member it accepts), then what to do about it. "" when there are none.
 */
export function agreementReport(
  dialect: ProofDialectName,
  failures: readonly string[],
): string {
  if (failures.length === 0) return "";
  const types = failures.some((f) => f.includes("PEG returns a value"));
  return [
    `${failures.length} string(s) where grammars/${dialect}.peggy and the RFC's BNF (grammars/bnf/) disagree${types ? ", or where a rule returns a value outside its declared type" : ""}:`,
    ...failures.map((f) => `  ${f}`),
    "If the grammar differs from the RFC on purpose, declare the deviation in",
    "test/proof/deviations.ts (the rule, the strings only one side accepts, and",
    "why); the proof then holds the grammar to the BNF with that deviation.",
    ...(types
      ? [
          `A structural rule's value must be of its type in grammars/${dialect}.types.ts.`,
        ]
      : []),
  ].join("\n");
}
