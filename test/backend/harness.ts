// The fast back end (compiler/optimize.js, compiler/backend/) against peggy's
// own generated parser, on any grammar: both compiled from one text, both run
// on inputs made from the grammar, their outcomes compared.
//
// compileBoth(text) gives peggy's parser and the back end's module (with the
// back end's fallback, null when it compiled the grammar); inputsFor(text)
// gives inputs made from the grammar: sentences of each rule (a seeded walk of
// its AST), each with a character dropped, added or changed, and random
// strings over the grammar's own characters; outcome(run) is what a call gives
// (its value, its SyntaxError's fields, or another error's name and message).
import * as peggy from "peggy";
import type { ast } from "peggy";

// compiler/optimize.js is CommonJS JavaScript, run by npm run generate.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const backEnd = require("../../compiler/optimize.js") as {
  generateFast(
    peggyModule: typeof peggy,
    text: string,
    options: object,
  ): { source: string; fallback: { reason: string; message: string } | null };
};

export interface Parser {
  readonly StartRules: readonly string[];
  readonly SyntaxError: new (...args: never[]) => Error;
  parse(input: string, options?: object): unknown;
}

/** A CommonJS module's exports, from its source. */
export function load(source: string): Parser {
  const module = { exports: {} as Parser };
  // The generated code requires nothing: it is run as a module body would be.
  new Function("module", "exports", "require", source)(
    module,
    module.exports,
    () => {
      throw new Error("a generated parser required a module");
    },
  );
  return module.exports;
}

export const GRAMMAR_SOURCE = "test.peggy";

export interface Compiled {
  readonly peggy: Parser;
  readonly fast: Parser;
  readonly source: string;
  readonly fallback: { reason: string; message: string } | null;
}

/** The grammar compiled by peggy alone and by the back end, every rule a start rule. */
export function compileBoth(text: string, extra: object = {}): Compiled {
  const options = {
    output: "source" as const,
    format: "commonjs" as const,
    allowedStartRules: ["*"],
    grammarSource: GRAMMAR_SOURCE,
    ...extra,
  };
  const plain = peggy.generate(text, options);
  const { source, fallback } = backEnd.generateFast(peggy, text, options);
  return { peggy: load(plain), fast: load(source), source, fallback };
}

export type Outcome =
  | { value: unknown }
  | {
      syntaxError: {
        message: string;
        expected: unknown;
        found: unknown;
        location: unknown;
      };
    }
  | { thrown: { name: string; message: string } };

/** What a call gives: its value, its SyntaxError's fields, or another error's name and message. */
export function outcome(
  run: () => unknown,
  syntaxError: Parser["SyntaxError"],
): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (error instanceof syntaxError) {
      const e = error as Error &
        Record<"expected" | "found" | "location", unknown>;
      return {
        syntaxError: {
          message: e.message,
          expected: e.expected,
          found: e.found,
          location: e.location,
        },
      };
    }
    const e = error as Error;
    return { thrown: { name: e.name, message: e.message } };
  }
}

/** Checks one input from one start rule: the same outcome from both parsers. */
export function agree(
  compiled: Compiled,
  startRule: string,
  input: string,
  extra: object = {},
): Outcome {
  const options = { grammarSource: GRAMMAR_SOURCE, startRule, ...extra };
  const expected = outcome(
    () => compiled.peggy.parse(input, options),
    compiled.peggy.SyntaxError,
  );
  const actual = outcome(
    () => compiled.fast.parse(input, { ...options, peg$checkFastPath: true }),
    compiled.fast.SyntaxError,
  );
  try {
    expect(actual).toStrictEqual(expected);
  } catch (error) {
    const e = error as Error;
    e.message = `rule ${startRule}, input ${JSON.stringify(input)}:\n${e.message}`;
    throw e;
  }
  return expected;
}

// ---------------------------------------------------------------------------
// Inputs from the grammar.

/** A seeded random source (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Node = ast.Expression | ast.Named;

/** Characters every grammar's inputs draw on, besides its own. */
const EXTRA = ["a", "Z", "0", " ", "\n", ",", "\u00e9", "\u212a", "\u{1F600}"];

/** The characters a grammar names: its literals' and its classes' (ends and middles of ranges), in both cases. */
export function alphabetOf(grammar: ast.Grammar): string[] {
  const chars = new Set<string>(EXTRA);
  const add = (s: string): void => {
    for (const c of s) {
      chars.add(c);
      chars.add(c.toUpperCase());
      chars.add(c.toLowerCase());
    }
  };
  const visit = (node: Node): void => {
    const n = node as unknown as Record<string, unknown> & { type: string };
    if (n.type === "literal") add(n.value as string);
    if (n.type === "class") {
      for (const part of n.parts as unknown[]) {
        if (typeof part === "string") add(part);
        else if (Array.isArray(part)) {
          const [lo, hi] = part as [string, string];
          add(lo + hi);
          const mid = Math.floor(
            ((lo.codePointAt(0) ?? 0) + (hi.codePointAt(0) ?? 0)) / 2,
          );
          add(String.fromCodePoint(mid));
        }
      }
    }
    for (const key of ["expression", "delimiter"]) {
      const child = n[key] as Node | null | undefined;
      if (child && typeof child === "object" && "type" in child) visit(child);
    }
    for (const key of ["elements", "alternatives"]) {
      const list = n[key];
      if (Array.isArray(list)) for (const child of list) visit(child as Node);
    }
  };
  for (const rule of grammar.rules) visit(rule.expression);
  return [...chars];
}

/** A sentence of `node` (or a near one: lookaheads and predicates are not honored), walking the AST. */
function walk(
  node: Node,
  rules: Map<string, ast.Rule>,
  next: () => number,
  alphabet: readonly string[],
  depth: number,
): string {
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)] as T;
  const count = (lo: number, hi: number): number =>
    lo + Math.floor(next() * (hi - lo + 1));
  const w = (child: Node): string => walk(child, rules, next, alphabet, depth);
  const n = node as unknown as Record<string, unknown> & { type: string };
  switch (n.type) {
    case "literal": {
      const value = n.value as string;
      return n.ignoreCase && next() < 0.5 ? value.toUpperCase() : value;
    }
    case "class": {
      const parts = n.parts as unknown[];
      if (n.inverted || parts.length === 0 || next() < 0.1)
        return pick(alphabet);
      const part = pick(parts);
      if (typeof part === "string") return part;
      if (!Array.isArray(part)) return pick(alphabet);
      const [lo, hi] = part as [string, string];
      const l = lo.codePointAt(0) ?? 0;
      const h = hi.codePointAt(0) ?? 0;
      const c = String.fromCodePoint(pick([l, h, count(l, h)]));
      return n.ignoreCase && next() < 0.5 ? c.toUpperCase() : c;
    }
    case "any":
      return pick(alphabet);
    case "rule_ref": {
      const rule = rules.get(n.name as string);
      if (rule === undefined || depth > 12) return "";
      return walk(rule.expression, rules, next, alphabet, depth + 1);
    }
    case "sequence":
      return (n.elements as Node[]).map(w).join("");
    case "choice":
      return w(pick(n.alternatives as Node[]));
    case "optional":
      return next() < 0.5 ? w(n.expression as Node) : "";
    case "zero_or_more":
    case "one_or_more": {
      const times = count(n.type === "one_or_more" ? 1 : 0, 3);
      let s = "";
      for (let i = 0; i < times; i++) s += w(n.expression as Node);
      return s;
    }
    case "repeated": {
      const bound = (b: unknown): number | null => {
        const x = b as { type: string; value: unknown } | null;
        return x !== null && x.type === "constant"
          ? (x.value as number | null)
          : null;
      };
      const max = bound(n.max);
      const min = n.min === null ? max : bound(n.min);
      const times = count(min ?? 0, max ?? (min ?? 0) + 2);
      const parts: string[] = [];
      for (let i = 0; i < times; i++) parts.push(w(n.expression as Node));
      const delimiter = n.delimiter as Node | null;
      return parts.join(delimiter === null ? "" : w(delimiter));
    }
    case "simple_and":
    case "simple_not":
    case "semantic_and":
    case "semantic_not":
      return "";
    default:
      // text, named, group, labeled, action
      return n.expression ? w(n.expression as Node) : "";
  }
}

/** Inputs for each rule: sentences, each with a character dropped, added or changed, and random strings. */
export function inputsFor(
  text: string,
  { seed = 1, sentences = 40, strings = 40 } = {},
): Map<string, string[]> {
  const grammar = peggy.parser.parse(text, {
    grammarSource: GRAMMAR_SOURCE,
    reservedWords: peggy.RESERVED_WORDS,
  });
  const rules = new Map(grammar.rules.map((r) => [r.name, r]));
  const alphabet = alphabetOf(grammar);
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)] as T;
  const result = new Map<string, string[]>();
  for (const rule of grammar.rules) {
    const inputs = new Set<string>([""]);
    for (let i = 0; i < sentences; i++) {
      const s = walk(rule.expression, rules, next, alphabet, 0);
      inputs.add(s);
      const at = Math.floor(next() * (s.length + 1));
      inputs.add(s.slice(0, at) + s.slice(at + 1));
      inputs.add(s.slice(0, at) + pick(alphabet) + s.slice(at));
      inputs.add(s.slice(0, at) + pick(alphabet) + s.slice(at + 1));
    }
    for (let i = 0; i < strings; i++) {
      const length = Math.floor(next() * 8);
      let s = "";
      for (let j = 0; j < length; j++) s += pick(alphabet);
      inputs.add(s);
    }
    result.set(rule.name, [...inputs]);
  }
  return result;
}
