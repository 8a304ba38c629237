// How far a parser agrees with an RFC's grammar. Takes a dialect, a parser
// (a function from a string to its verdict, "valid" or "invalid", or to its
// components in RFC 3986's vocabulary) and options; gives a report: the
// agreement per rule the strings were drawn from and per component, and the
// first disagreements, each shrunk to a minimal string that disagrees the
// same way.
//
// The strings are `generate`'s: members and near misses of the rule. The
// expected verdict is the RFC grammar's (src/shared/recognizer.ts, the BNF's
// own language); the expected components are this package's parse of a
// member (src/shared/generic-components.ts), compared when the rule is the
// one the dialect's `parse` reads. A component the parser leaves out (or
// gives as null) is absent; an absent component and an empty one ("" of
// "http://h?") differ, and values compare as exact text (no case folding,
// no decoding): the RFCs' components are the text as written.
//
// The command line runs a parser in a child process through the same code
// (src/cli/child-parser.ts gives `conformanceBatched` its batches).
import { dialectEntry } from "./compare.js";
import { UrlSyntaxError, type DialectName } from "./errors.js";
import { generate, REFERENCE_RULES, ruleOf } from "./generate.js";
import { references } from "./shared/bnf.js";
import {
  GENERIC_COMPONENT_NAMES,
  type GenericComponents,
} from "./shared/generic-components.js";
import { own } from "./shared/own.js";
import {
  arrayOf,
  checkOptions,
  NUMBER,
  STRING,
  type KeySpec,
} from "./shared/options.js";
import { compileRecognizer, type Recognizer } from "./shared/recognizer.js";
import { dialectBnf } from "./shared/rfc-bnf.js";
import { shrinkString } from "./shared/shrink.js";

/** The components a parser may report, in RFC 3986's vocabulary (section 3). */
export type ComponentName = keyof GenericComponents;

export const COMPONENT_NAMES: readonly ComponentName[] =
  GENERIC_COMPONENT_NAMES;

/** A parser's verdict alone. */
export type Verdict = "valid" | "invalid";

/** The components a parser found: a component left out, undefined or null is absent. */
export type ReportedComponents = {
  readonly [K in ComponentName]?: string | null | undefined;
};

/** What a parser says of a string: its verdict, or (valid) its components. */
export type Answer = Verdict | ReportedComponents;

/** A parser under test, in process. */
export type Parser = (input: string) => Answer | Promise<Answer>;

/** A parser under test that answers many strings at once (a child process), in their order. */
export type BatchParser = (
  inputs: readonly string[],
) => Promise<readonly Answer[]>;

export interface ConformanceOptions {
  /** The rule the parser claims to recognize, in either spelling (default: the rule the dialect's `parse` reads). */
  readonly rule?: string;
  /** How many strings to draw from each rule (default 1000); half are near misses. */
  readonly count?: number;
  /** The seed of the strings (default 1). */
  readonly seed?: number;
  /** The components to compare (default all eight). */
  readonly components?: readonly ComponentName[];
  /** How many disagreements to shrink and show (default 5). */
  readonly examples?: number;
  /** The longest string drawn (default: members stop growing at 80 characters). */
  readonly maxLength?: number;
  /** The most strings one shrink may try (default 2000). */
  readonly shrinkSteps?: number;
}

/** What a parser did wrong: in the verdict, or in a component. */
export type DisagreementKind =
  "rejects-member" | "accepts-non-member" | "component";

/** The agreement on the strings drawn from one rule. */
export interface RuleAgreement {
  /** The rule the strings were drawn from: the rule under test, or one it names. */
  readonly rule: string;
  readonly strings: number;
  /** The strings on which the parser agreed (verdict, and components where compared). */
  readonly agreed: number;
  /** The strings the grammar accepts, and how many of them the parser accepted. */
  readonly members: number;
  readonly acceptedMembers: number;
  /** The strings the grammar rejects, and how many of them the parser rejected. */
  readonly nonMembers: number;
  readonly rejectedNonMembers: number;
}

/** The agreement on one component, over the members the parser gave components for. */
export interface ComponentAgreement {
  readonly component: ComponentName;
  readonly compared: number;
  readonly agreed: number;
}

/** One disagreement, as found and as shrunk. */
export interface Example {
  readonly kind: DisagreementKind;
  /** For a "component" disagreement: the first compared component that differs on `minimal`. */
  readonly component: ComponentName | undefined;
  /** The rule the string was drawn from. */
  readonly rule: string;
  /** The string as drawn. */
  readonly input: string;
  /** The shortest string found that disagrees the same way. */
  readonly minimal: string;
  /** Whether the grammar accepts `minimal` as the rule under test. */
  readonly valid: boolean;
  /** For a "component" disagreement: the component's value on `minimal`, by the grammar and by the parser (undefined: absent). */
  readonly expected: string | undefined;
  readonly actual: string | undefined;
  /** How many strings the shrink tried. */
  readonly steps: number;
}

export interface ConformanceReport {
  readonly dialect: DialectName;
  /** The rule under test, as the RFC spells it. */
  readonly rule: string;
  readonly seed: number;
  /** Strings drawn per rule. */
  readonly count: number;
  /** Whether components were compared: only for the rule the dialect's `parse` reads. */
  readonly comparesComponents: boolean;
  readonly rules: readonly RuleAgreement[];
  readonly components: readonly ComponentAgreement[];
  readonly strings: number;
  readonly disagreements: number;
  readonly examples: readonly Example[];
}

/** Why a run could not finish: a parser that broke the protocol, died, threw or did not answer. */
export type ConformanceErrorCode =
  "answer" | "thrown" | "exited" | "missing" | "timeout" | "spawn";

export class ConformanceError extends Error {
  override readonly name = "ConformanceError";
  constructor(
    readonly code: ConformanceErrorCode,
    message: string,
    /** The string the parser was answering, when known. */
    readonly input?: string,
  ) {
    super(message);
  }
}

/**
 * A parser's answer read strictly: "valid", "invalid", or an object whose
 * own keys are component names with string, null or undefined values.
 * Anything else is a ConformanceError ("answer").
 */
export function readAnswer(value: unknown, input: string): Answer {
  if (value === "valid" || value === "invalid") return value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConformanceError(
      "answer",
      `the parser answered ${describe(value)} for ${JSON.stringify(input)}: expected "valid", "invalid" or an object of components`,
      input,
    );
  const components: { [K in ComponentName]?: string | undefined } = {};
  for (const key of Object.keys(value)) {
    if (!(COMPONENT_NAMES as readonly string[]).includes(key))
      throw new ConformanceError(
        "answer",
        `the parser answered a component ${JSON.stringify(key)} for ${JSON.stringify(input)}; the components are ${COMPONENT_NAMES.join(", ")}`,
        input,
      );
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined && field !== null && typeof field !== "string")
      throw new ConformanceError(
        "answer",
        `the parser answered ${key}: ${describe(field)} for ${JSON.stringify(input)}: a component is a string, null or absent`,
        input,
      );
    if (typeof field === "string") components[key as ComponentName] = field;
  }
  return components;
}

function describe(value: unknown): string {
  if (value === undefined) return "undefined";
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  } catch {
    return typeof value;
  }
}

/** The run's settings, read as own properties and checked. */
type Settings = ReturnType<typeof settings>;

function whole(
  value: unknown,
  name: string,
  least: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isSafeInteger(value))
    throw new TypeError(`${name} must be an integer, not ${describe(value)}`);
  if (value < least)
    throw new RangeError(`${name} must be at least ${least}, not ${value}`);
  return value;
}

const recognizers = new Map<DialectName, Recognizer>();

/** What conformance and conformanceBatched know of their options. */
const CONFORMANCE_OPTIONS: KeySpec = {
  rule: STRING,
  count: NUMBER,
  seed: NUMBER,
  components: /* @__PURE__ */ arrayOf(COMPONENT_NAMES),
  examples: NUMBER,
  maxLength: NUMBER,
  shrinkSteps: NUMBER,
};

function settings(
  fn: string,
  dialect: DialectName,
  given: ConformanceOptions | undefined,
) {
  // Each option read once, into `options`, and checked.
  const options = checkOptions(fn, given, CONFORMANCE_OPTIONS);
  if (dialectEntry(dialect) === undefined)
    throw new RangeError(`no dialect ${JSON.stringify(dialect)}`);
  const bnf = dialectBnf(dialect);
  // The rule a string and the components an array of COMPONENT_NAMES: checked by checkOptions.
  const rule = ruleOf(bnf, own(options, "rule") ?? REFERENCE_RULES[dialect]);
  const components = own(options, "components") ?? COMPONENT_NAMES;
  let recognizer = recognizers.get(dialect);
  if (recognizer === undefined) {
    recognizer = compileRecognizer(bnf);
    recognizers.set(dialect, recognizer);
  }
  const maxLength = own(options, "maxLength");
  return {
    dialect,
    rule,
    sources: [rule, ...references(bnf.rules.get(rule)!)],
    count: whole(own(options, "count"), "count", 1, 1000),
    seed: whole(own(options, "seed"), "seed", -(2 ** 53) + 1, 1),
    components: COMPONENT_NAMES.filter((c) => components.includes(c)),
    examples: whole(own(options, "examples"), "examples", 0, 5),
    maxLength:
      maxLength === undefined ? undefined : whole(maxLength, "maxLength", 1, 1),
    shrinkSteps: whole(own(options, "shrinkSteps"), "shrinkSteps", 0, 2000),
    recognizer,
    comparesComponents: rule === REFERENCE_RULES[dialect],
  };
}

/** How one answer stands against the grammar: agreement, or a disagreement of a kind. */
type Judgement =
  | { readonly agrees: true; readonly compared: ComponentVerdicts | undefined }
  | Disagreeing;

/** A disagreement: its kind and, for a component, which one and its values. */
interface Disagreeing {
  readonly agrees: false;
  readonly kind: DisagreementKind;
  readonly component: ComponentName | undefined;
  readonly expected: string | undefined;
  readonly actual: string | undefined;
  readonly compared: ComponentVerdicts | undefined;
}

/** Per compared component, whether the parser's value equals the grammar's. */
type ComponentVerdicts = ReadonlyMap<ComponentName, boolean>;

/** The value of a reported component: absent, undefined and null are all undefined. */
function reported(
  answer: ReportedComponents,
  name: ComponentName,
): string | undefined {
  const value = Object.hasOwn(answer, name) ? answer[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** How `answer` stands against the grammar; `valid` is the grammar's verdict on `input`. */
function judge(
  s: Settings,
  input: string,
  answer: Answer,
  valid: boolean = s.recognizer.accepts(s.rule, input),
): Judgement {
  if (valid === (answer === "invalid"))
    return {
      agrees: false,
      kind: valid ? "rejects-member" : "accepts-non-member",
      component: undefined,
      expected: undefined,
      actual: undefined,
      compared: undefined,
    };
  const ours =
    !valid || answer === "valid" || !s.comparesComponents
      ? undefined
      : expectedComponents(s.dialect, input);
  if (ours === undefined) return { agrees: true, compared: undefined };
  const compared = new Map<ComponentName, boolean>();
  let first: ComponentName | undefined;
  for (const name of s.components) {
    const same = ours[name] === reported(answer as ReportedComponents, name);
    compared.set(name, same);
    if (!same && first === undefined) first = name;
  }
  if (first === undefined) return { agrees: true, compared };
  return {
    agrees: false,
    kind: "component",
    component: first,
    expected: ours[first],
    actual: reported(answer as ReportedComponents, first),
    compared,
  };
}

/** This package's components of a member, or undefined where its parser deviates from the BNF (RFC 2732's listed deviation). */
function expectedComponents(
  dialect: DialectName,
  input: string,
): GenericComponents | undefined {
  try {
    return dialectEntry(dialect)!.generic(input);
  } catch (error) {
    if (error instanceof UrlSyntaxError) return undefined;
    throw error;
  }
}

/** The same disagreement: its kind and, for a component, which one. */
const sameWay = (a: Disagreeing, b: Judgement): boolean =>
  !b.agrees && a.kind === b.kind && a.component === b.component;

/** How many strings are sent to the parser at once. */
const BATCH = 1000;
/** How many shrink candidates are tried at once. */
const SHRINK_BATCH = 16;

/**
 * Runs `parser` on the generated strings of `dialect` and reports how far it
 * agrees with the RFC's grammar. A parser that throws, or answers anything
 * but "valid", "invalid" or an object of components, stops the run with a
 * ConformanceError naming the string.
 */
export function conformance(
  dialect: DialectName,
  parser: Parser,
  options?: ConformanceOptions,
): Promise<ConformanceReport> {
  if (typeof parser !== "function")
    throw new TypeError("conformance takes a parser function");
  return runConformance(
    "conformance",
    dialect,
    async (inputs) => {
      const answers: Answer[] = [];
      for (const input of inputs) {
        let value: unknown;
        try {
          value = await parser(input);
        } catch (error) {
          throw new ConformanceError(
            "thrown",
            `the parser threw on ${JSON.stringify(input)}: ${error instanceof Error ? error.message : String(error)} (a parser answers "invalid" rather than throw)`,
            input,
          );
        }
        answers.push(readAnswer(value, input));
      }
      return answers;
    },
    options,
  );
}

/** `conformance` for a parser that answers a batch of strings at once (the command line's child process). */
export async function conformanceBatched(
  dialect: DialectName,
  parser: BatchParser,
  options?: ConformanceOptions,
): Promise<ConformanceReport> {
  return runConformance("conformanceBatched", dialect, parser, options);
}

/** conformanceBatched, as `fn` (conformance, or conformanceBatched) names itself in its errors. */
async function runConformance(
  fn: string,
  dialect: DialectName,
  parser: BatchParser,
  options: ConformanceOptions | undefined,
): Promise<ConformanceReport> {
  const s = settings(fn, dialect, options);
  const ask = async (inputs: readonly string[]): Promise<readonly Answer[]> => {
    if (inputs.length === 0) return [];
    const answers = await parser(inputs);
    if (answers.length !== inputs.length)
      throw new ConformanceError(
        "missing",
        `the parser gave ${answers.length} answers for ${inputs.length} strings`,
      );
    return answers;
  };
  const rules: RuleAgreement[] = [];
  const components = new Map<
    ComponentName,
    { compared: number; agreed: number }
  >(s.components.map((c) => [c, { compared: 0, agreed: 0 }]));
  /** The first disagreement of each kind, then the next ones, in the order found (enough to fill `examples`). */
  const found: {
    rule: string;
    input: string;
    judgement: Disagreeing;
  }[] = [];
  let disagreements = 0;
  let strings = 0;
  for (const [index, source] of s.sources.entries()) {
    let batch: string[] = [];
    const tally = {
      strings: 0,
      agreed: 0,
      members: 0,
      acceptedMembers: 0,
      nonMembers: 0,
      rejectedNonMembers: 0,
    };
    const flush = async (): Promise<void> => {
      const answers = await ask(batch);
      batch.forEach((input, i) => {
        const answer = answers[i]!;
        const valid = s.recognizer.accepts(s.rule, input);
        const j = judge(s, input, answer, valid);
        tally.strings++;
        if (valid) {
          tally.members++;
          if (answer !== "invalid") tally.acceptedMembers++;
        } else {
          tally.nonMembers++;
          if (answer === "invalid") tally.rejectedNonMembers++;
        }
        if (j.compared !== undefined)
          for (const [name, same] of j.compared) {
            const c = components.get(name)!;
            c.compared++;
            if (same) c.agreed++;
          }
        if (j.agrees) {
          tally.agreed++;
          return;
        }
        disagreements++;
        const newKind = !found.some((f) => sameWay(f.judgement, j));
        if (newKind || found.length < s.examples)
          found.push({ rule: source, input, judgement: j });
      });
      batch = [];
    };
    for (const generated of generate(dialect, {
      rule: source,
      count: s.count,
      seed: s.seed + index,
      nearMisses: true,
      ...(s.maxLength === undefined ? {} : { maxLength: s.maxLength }),
    })) {
      batch.push(generated.input);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    strings += tally.strings;
    rules.push({ rule: source, ...tally });
  }
  const examples: Example[] = [];
  for (const f of pickExamples(found, s.examples)) {
    const shrunk = await shrink(s, f.input, f.judgement, ask);
    if (examples.some((e) => e.minimal === shrunk.minimal)) continue;
    examples.push({
      kind: f.judgement.kind,
      component: shrunk.judgement.component,
      rule: f.rule,
      input: f.input,
      minimal: shrunk.minimal,
      valid: s.recognizer.accepts(s.rule, shrunk.minimal),
      expected: shrunk.judgement.expected,
      actual: shrunk.judgement.actual,
      steps: shrunk.steps,
    });
  }
  return {
    dialect,
    rule: s.rule,
    seed: s.seed,
    count: s.count,
    comparesComponents: s.comparesComponents,
    rules,
    components: [...components].map(([component, c]) => ({
      component,
      ...c,
    })),
    strings,
    disagreements,
    examples,
  };
}

/** The first disagreement of each kind, in the order found, then the next ones, up to `most`. */
function pickExamples<T extends { judgement: Disagreeing }>(
  found: readonly T[],
  most: number,
): T[] {
  const firsts = found.filter(
    (f, i) => found.findIndex((g) => sameWay(g.judgement, f.judgement)) === i,
  );
  const rest = found.filter((f) => !firsts.includes(f));
  return [...firsts, ...rest].slice(0, most);
}

/** `input` shrunk (shrink.ts) while it disagrees the same way, in batches, trying at most shrinkSteps strings. */
async function shrink(
  s: Settings,
  input: string,
  judgement: Disagreeing,
  ask: (inputs: readonly string[]) => Promise<readonly Answer[]>,
) {
  let currentJudgement = judgement;
  let steps = 0;
  const minimal = await shrinkString(input, async (candidates) => {
    for (let at = 0; at < candidates.length; at += SHRINK_BATCH) {
      const room = s.shrinkSteps - steps;
      if (room <= 0) return undefined;
      const batch = candidates.slice(at, at + Math.min(SHRINK_BATCH, room));
      steps += batch.length;
      const answers = await ask(batch);
      for (const [i, candidate] of batch.entries()) {
        const j = judge(s, candidate, answers[i]!);
        if (sameWay(judgement, j)) {
          currentJudgement = j as Disagreeing;
          return candidate;
        }
      }
    }
    return undefined;
  });
  return { minimal, judgement: currentJudgement, steps };
}
