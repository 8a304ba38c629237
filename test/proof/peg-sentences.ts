// Seeded random sentences of a peggy grammar: the other direction of the
// proof. The BNF generator (sentences.ts) finds a grammar that accepts too
// little; a grammar that accepts too much is found only by strings it accepts,
// and those come from the grammar itself.
//
// A walk of a rule's expression in peggy's AST (peggy.parser.parse of the
// grammar text), biased as the BNF generator is: every alternative of a choice
// in turn with the one taken least so far now and then, runs of the same
// alternative, repetitions of their minimum and one more as often as long
// runs, optional parts present and absent alike, a class's lowest and highest
// character of a range as often as one between, a caseless literal or class in
// its other case. Predicates (&e, !e) consume nothing, so the walk writes
// nothing for them: some sentences break a predicate or an ordered choice
// and the grammar rejects them, which the check counts (they are near misses
// of the grammar's language). "." and inverted classes draw from delimiters,
// letters, digits and a few characters outside ASCII. A soft length budget
// keeps sentences moderate, as in the BNF generator.
//
// Any node type the walk does not know (a semantic predicate, a library
// reference, a repetition bounded by a variable) throws, naming it and its
// place in the grammar: the proof must not silently skip a part of a grammar.
import type { LocationRange, ast } from "peggy";
import * as peggy from "peggy";
import type { Random } from "../../src/shared/sentences";

type Node = ast.Expression | ast.Named;

/** What "." and an inverted class draw from. */
const ANY = [
  ..."aZz09Ffg-._~%:/?#[]@!$&'()*+,;=<>\"{}|\\^` ",
  "\u00e9",
  "\u{1F600}",
  "\n",
  "\u0000",
  "\u007f",
];

const STICKINESS = [0, 0.5, 0.9];

interface WalkState {
  length: number;
  readonly stickiness: number;
  readonly last: Map<Node, number>;
}

/** A node type the walk does not handle, with its place in the grammar. */
export class UnsupportedNodeError extends Error {
  constructor(node: { type: string; location: LocationRange }) {
    const { line, column } = node.location.start;
    super(
      `the PEG sentence generator does not handle a ${node.type} node (line ${line}, column ${column})`,
    );
    this.name = "UnsupportedNodeError";
  }
}

/** Generates sentences of each rule of one peggy grammar. */
export class PegSentenceGenerator {
  private readonly rules = new Map<string, ast.Rule>();
  private readonly counts = new Map<Node, number[]>();
  private readonly minLengths = new Map<Node | ast.Rule, number>();
  private readonly softLength: number;

  constructor(grammarText: string, options: { softLength?: number } = {}) {
    const grammar = peggy.parser.parse(grammarText, {
      reservedWords: peggy.RESERVED_WORDS,
    });
    for (const rule of grammar.rules) this.rules.set(rule.name, rule);
    this.softLength = options.softLength ?? 80;
  }

  /** A sentence of `rule`: usually in the grammar's language, not always. */
  sentence(rule: string, random: Random): string {
    const out: string[] = [];
    const state: WalkState = {
      length: 0,
      stickiness: random.pick(STICKINESS),
      last: new Map(),
    };
    this.walk(this.rule(rule).expression, random, out, state);
    return out.join("");
  }

  /**
   * Every choice alternative never taken so far, as "rule: line L, column C:
   * alternative N" (outside predicates, which the walk does not enter).
   */
  untakenAlternatives(): string[] {
    const missing: string[] = [];
    for (const rule of this.rules.values()) {
      const visit = (node: unknown): void => {
        if (node === null || typeof node !== "object") return;
        const n = node as { type?: unknown; location?: LocationRange };
        if (n.type === "choice") {
          const choice = node as ast.Choice;
          const c = this.counts.get(choice);
          choice.alternatives.forEach((_, i) => {
            if ((c?.[i] ?? 0) === 0) {
              const { line, column } = choice.location.start;
              missing.push(
                `${rule.name}: line ${line}, column ${column}: alternative ${i + 1}`,
              );
            }
          });
        }
        // A predicate consumes nothing: the walk writes nothing for it.
        if (n.type === "simple_and" || n.type === "simple_not") return;
        for (const [key, value] of Object.entries(node)) {
          if (key !== "location" && key !== "nameLocation") visit(value);
        }
      };
      visit(rule.expression);
    }
    return missing;
  }

  private rule(name: string): ast.Rule {
    const rule = this.rules.get(name);
    if (rule === undefined) throw new Error(`no PEG rule ${name}`);
    return rule;
  }

  private take(node: Node, branch: number, size: number): void {
    let c = this.counts.get(node);
    if (c === undefined) {
      c = new Array<number>(size).fill(0);
      this.counts.set(node, c);
    }
    c[branch]!++;
  }

  private leastTaken(node: Node, size: number): number {
    const c = this.counts.get(node);
    if (c === undefined) return 0;
    let best = 0;
    for (let i = 1; i < size; i++) if (c[i]! < c[best]!) best = i;
    return best;
  }

  /** The length of the shortest text a node writes (a rule in its own definition counts as long). */
  private minLength(node: Node | ast.Rule): number {
    const known = this.minLengths.get(node);
    if (known !== undefined) return known;
    this.minLengths.set(node, Number.MAX_SAFE_INTEGER);
    let n: number;
    switch (node.type) {
      case "rule":
      case "named":
      case "action":
      case "labeled":
      case "text":
      case "group":
        n = this.minLength(node.expression);
        break;
      case "sequence":
        n = Math.min(
          Number.MAX_SAFE_INTEGER,
          node.elements.reduce((sum, e) => sum + this.minLength(e), 0),
        );
        break;
      case "choice":
        n = Math.min(...node.alternatives.map((a) => this.minLength(a)));
        break;
      case "rule_ref":
        n = this.minLength(this.rule(node.name));
        break;
      case "literal":
        n = node.value.length;
        break;
      case "class":
      case "any":
        n = 1;
        break;
      case "one_or_more":
        n = this.minLength(node.expression);
        break;
      case "repeated": {
        const [min] = bounds(node);
        n = Math.min(
          Number.MAX_SAFE_INTEGER,
          min * this.minLength(node.expression),
        );
        break;
      }
      default:
        n = 0;
    }
    this.minLengths.set(node, n);
    return n;
  }

  private write(text: string, out: string[], state: WalkState): void {
    out.push(text);
    state.length += text.length;
  }

  private walk(
    node: Node,
    random: Random,
    out: string[],
    state: WalkState,
  ): void {
    const long = state.length >= this.softLength;
    switch (node.type) {
      case "named":
      case "action":
      case "labeled":
      case "text":
      case "group":
        this.walk(node.expression, random, out, state);
        return;
      case "sequence":
        for (const e of node.elements) this.walk(e, random, out, state);
        return;
      case "rule_ref":
        this.walk(this.rule(node.name).expression, random, out, state);
        return;
      case "simple_and":
      case "simple_not":
        // A predicate consumes nothing.
        return;
      case "literal": {
        const changed =
          node.ignoreCase && /[A-Za-z]/.test(node.value) && random.chance(0.5);
        this.write(
          changed ? otherCase(node.value, random) : node.value,
          out,
          state,
        );
        return;
      }
      case "any":
        this.write(random.pick(ANY), out, state);
        return;
      case "class":
        this.write(this.classCharacter(node, random), out, state);
        return;
      case "choice": {
        const size = node.alternatives.length;
        const last = state.last.get(node);
        let i: number;
        if (long) i = this.shortest(node.alternatives);
        else if (last !== undefined && random.chance(state.stickiness)) {
          i = last;
        } else if (random.chance(0.25)) i = this.leastTaken(node, size);
        else i = random.int(size);
        this.take(node, i, size);
        state.last.set(node, i);
        this.walk(node.alternatives[i]!, random, out, state);
        return;
      }
      case "optional": {
        const present = long
          ? false
          : random.chance(0.25)
            ? this.leastTaken(node, 2) === 1
            : random.chance(0.65);
        this.take(node, present ? 1 : 0, 2);
        if (present) this.walk(node.expression, random, out, state);
        return;
      }
      case "zero_or_more":
      case "one_or_more":
      case "repeated": {
        const [min, max] =
          node.type === "repeated"
            ? bounds(node)
            : [node.type === "one_or_more" ? 1 : 0, null];
        const n = long ? min : this.count(node, min, max, random);
        const delimiter = node.type === "repeated" ? node.delimiter : null;
        let k = 0;
        while (k < n) {
          if (k > 0 && delimiter !== null) {
            this.walk(delimiter, random, out, state);
          }
          this.walk(node.expression, random, out, state);
          k++;
          if (k >= min && state.length >= this.softLength) break;
        }
        return;
      }
      default:
        throw new UnsupportedNodeError(node);
    }
  }

  private shortest(alternatives: readonly Node[]): number {
    let best = 0;
    for (let i = 1; i < alternatives.length; i++) {
      if (
        this.minLength(alternatives[i]!) < this.minLength(alternatives[best]!)
      ) {
        best = i;
      }
    }
    return best;
  }

  /** A repetition count: the minimum, one more, a few more, or many more. */
  private count(
    node: Node,
    min: number,
    max: number | null,
    random: Random,
  ): number {
    const branches = 1 + Math.min(max === null ? 2 : max - min, 2);
    let n: number;
    if (random.chance(0.2)) {
      const branch = this.leastTaken(node, branches);
      n = branch === 0 ? min : branch === 1 ? min + 1 : min + 2 + random.int(4);
    } else {
      const r = random.float();
      n =
        r < 0.25
          ? min
          : r < 0.5
            ? min + 1
            : r < 0.8
              ? min + 2 + random.int(3)
              : min + 5 + random.int(12);
    }
    n = max === null ? n : Math.min(n, max);
    this.take(node, Math.min(n - min, branches - 1), branches);
    return n;
  }

  /** A character of a class: a listed one, or a range's lowest, highest or one between. */
  private classCharacter(node: ast.CharacterClass, random: Random): string {
    const parts = node.parts.map((part) => {
      if (typeof part === "string") return [part, part] as const;
      if (Array.isArray(part)) return [part[0]!, part[1]!] as const;
      throw new UnsupportedNodeError({
        type: `class escape \\${part.value}`,
        location: node.location,
      });
    });
    const inClass = (c: string): boolean => {
      const forms = node.ignoreCase
        ? [c, c.toLowerCase(), c.toUpperCase()]
        : [c];
      return forms.some((f) =>
        parts.some(
          ([from, to]) =>
            f.codePointAt(0)! >= from.codePointAt(0)! &&
            f.codePointAt(0)! <= to.codePointAt(0)!,
        ),
      );
    };
    if (node.inverted) {
      const outside = ANY.filter((c) => !inClass(c));
      if (outside.length === 0) {
        throw new UnsupportedNodeError({
          type: "inverted class that takes every character the generator draws from",
          location: node.location,
        });
      }
      return random.pick(outside);
    }
    if (parts.length === 0) {
      throw new UnsupportedNodeError({
        type: "empty class",
        location: node.location,
      });
    }
    const index = random.chance(0.25)
      ? this.leastTaken(node, parts.length)
      : random.int(parts.length);
    this.take(node, index, parts.length);
    const [from, to] = parts[index]!;
    const low = from.codePointAt(0)!;
    const high = to.codePointAt(0)!;
    const r = random.float();
    const point =
      high - low < 2 || r < 0.3
        ? r < 0.15 || high === low
          ? low
          : high
        : r < 0.6
          ? high
          : low + 1 + random.int(high - low - 1);
    const c = String.fromCodePoint(point);
    return node.ignoreCase && random.chance(0.5) ? otherCase(c, random) : c;
  }
}

/** The bounds of a repetition e|min..max|; a bound from a label or code block throws. */
function bounds(node: ast.Repeated): [number, number | null] {
  // peggy writes an open bound (e|2..|) as a constant whose value is null.
  const value = (b: ast.RepeatedBoundary): number | null => {
    if (b.type !== "constant") {
      throw new UnsupportedNodeError({
        type: `repetition bounded by a ${b.type}`,
        location: node.location,
      });
    }
    return (b.value as number | null) ?? null;
  };
  const max = value(node.max);
  const min = node.min === null ? max : value(node.min);
  return [min ?? 0, max];
}

/** `text` with the case of its ASCII letters changed, one at least. */
function otherCase(text: string, random: Random): string {
  const chars = [...text];
  const letters = chars.flatMap((c, i) => (/[A-Za-z]/.test(c) ? [i] : []));
  if (letters.length === 0) return text;
  const always = random.pick(letters);
  return chars
    .map((c, i) =>
      letters.includes(i) && (i === always || random.chance(0.5))
        ? c === c.toLowerCase()
          ? c.toUpperCase()
          : c.toLowerCase()
        : c,
    )
    .join("");
}
