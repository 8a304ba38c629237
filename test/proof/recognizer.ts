// The independent recognizer: each BNF rule compiled into a RegExp that
// matches exactly the rule's language (anchored, whole string). The BNFs are
// not recursive, so every rule inlines into one expression. The RegExp engine
// backtracks through every way of matching, which is what a BNF means and what
// a PEG's ordered choice does not do: the two are independent.
//
// A rule whose language is a set of single characters (alpha, uric, ...)
// compiles to one character class, which keeps the expressions small and
// their backtracking polynomial on the moderate lengths the tests use.
import type { Bnf, Expr } from "./bnf";

export interface Recognizer {
  /** The anchored RegExp of each rule, by the BNF's rule name. */
  readonly patterns: ReadonlyMap<string, RegExp>;
  /** Whether `input` is in the language of `rule`. */
  accepts(rule: string, input: string): boolean;
}

export function compileRecognizer(bnf: Bnf): Recognizer {
  const sources = new Map<string, string>();
  const charSets = new Map<string, ReadonlySet<string> | null>();

  const charSetOf = (expr: Expr): ReadonlySet<string> | null => {
    switch (expr.kind) {
      case "lit":
        return [...expr.text].length === 1 ? new Set([expr.text]) : null;
      case "ref":
        return ruleCharSet(expr.name);
      case "alt": {
        const union = new Set<string>();
        for (const a of expr.alternatives) {
          const set = charSetOf(a);
          if (set === null) return null;
          set.forEach((c) => union.add(c));
        }
        return union;
      }
      case "seq":
        return expr.items.length === 1 ? charSetOf(expr.items[0]!) : null;
      case "rep":
        return expr.min === 1 && expr.max === 1 ? charSetOf(expr.item) : null;
      case "opt":
        return null;
    }
  };
  const ruleCharSet = (name: string): ReadonlySet<string> | null => {
    if (!charSets.has(name)) {
      charSets.set(name, charSetOf(bnf.rules.get(name)!));
    }
    return charSets.get(name)!;
  };

  /** A RegExp source that can take a quantifier or stand in a sequence. */
  const atom = (expr: Expr): string => {
    const set = charSetOf(expr);
    if (set !== null) return characterClass(set);
    switch (expr.kind) {
      case "lit":
        return `(?:${escapeRegExp(expr.text)})`;
      case "ref":
        return `(?:${ruleSource(expr.name)})`;
      default:
        return `(?:${source(expr)})`;
    }
  };

  const source = (expr: Expr): string => {
    const set = charSetOf(expr);
    if (set !== null) return characterClass(set);
    switch (expr.kind) {
      case "lit":
        return escapeRegExp(expr.text);
      case "ref":
        return ruleSource(expr.name);
      case "alt":
        return expr.alternatives.map(atom).join("|");
      case "seq":
        return expr.items.map(atom).join("");
      case "opt":
        return `${atom(expr.item)}?`;
      case "rep":
        return `${atom(expr.item)}${quantifier(expr.min, expr.max)}`;
    }
  };

  const ruleSource = (name: string): string => {
    let s = sources.get(name);
    if (s === undefined) {
      s = source(bnf.rules.get(name)!);
      sources.set(name, s);
    }
    return s;
  };

  const patterns = new Map<string, RegExp>();
  for (const name of bnf.names) {
    patterns.set(name, new RegExp(`^(?:${ruleSource(name)})$`));
  }
  return {
    patterns,
    accepts(rule: string, input: string): boolean {
      const pattern = patterns.get(rule);
      if (pattern === undefined) throw new Error(`no BNF rule ${rule}`);
      return pattern.test(input);
    },
  };
}

function quantifier(min: number, max: number | null): string {
  if (max === null) {
    return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  }
  if (min === 0 && max === 1) return "?";
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

function characterClass(set: ReadonlySet<string>): string {
  const chars = [...set].sort();
  if (chars.length === 1) return escapeRegExp(chars[0]!);
  return `[${chars.map((c) => (/[\\\]\[^-]/.test(c) ? `\\${c}` : c)).join("")}]`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
}
