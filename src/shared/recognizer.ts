// The independent recognizer: each grammar rule compiled into a RegExp that
// matches exactly the rule's language (anchored, whole string). The grammars
// are not recursive, so every rule inlines into one expression, and its
// language is regular. The RegExp engine backtracks through every way of
// matching: into every alternative of an alternation and every count of a
// repetition, until the whole input matches or no way is left. That is what a
// BNF or an ABNF means (RFC 3986's IPv6address has nine alternatives that share
// their prefixes, dec-octet's first alternative is a prefix of the others), and
// what a PEG's ordered choice does not do: the two are independent. (The one
// path ECMAScript's RegExp prunes is an iteration of a repetition that matches
// the empty string, which adds nothing to a match.)
//
// A rule whose language is a set of single characters (alpha, uric, HEXDIG,
// %x30-39, ...) compiles to one character class, which keeps the expressions
// small and their backtracking polynomial on the moderate lengths the tests
// use. ABNF's quoted strings match either case of each ASCII letter ("v" is
// [vV]); its ranges are class ranges. The RegExps run in Unicode mode ("u"):
// a character is a code point, as in the RFCs' values.
import type { Bnf, Expr } from "./bnf.js";

export interface Recognizer {
  /** Whether `input` is in the language of `rule`. */
  accepts(rule: string, input: string): boolean;
}

/** A set of code points: sorted, disjoint, non-adjacent [first, last] intervals. */
type CharSet = readonly (readonly [number, number])[];

export function compileRecognizer(bnf: Bnf): Recognizer {
  const sources = new Map<string, string>();
  const charSets = new Map<string, CharSet | null>();

  const charSetOf = (expr: Expr): CharSet | null => {
    switch (expr.kind) {
      case "lit": {
        const point = expr.text.codePointAt(0)!;
        return [...expr.text].length === 1 ? [[point, point]] : null;
      }
      case "caseless": {
        const chars = [...expr.text];
        return chars.length === 1 ? union(caseVariants(chars[0]!)) : null;
      }
      case "range":
        return [[expr.min, expr.max]];
      case "ref":
        return ruleCharSet(expr.name);
      case "alt": {
        const sets: CharSet[] = [];
        for (const a of expr.alternatives) {
          const set = charSetOf(a);
          if (set === null) return null;
          sets.push(set);
        }
        return union(sets.flat());
      }
      case "seq":
        return expr.items.length === 1 ? charSetOf(expr.items[0]!) : null;
      case "rep":
        return expr.min === 1 && expr.max === 1 ? charSetOf(expr.item) : null;
      case "opt":
        return null;
    }
  };
  const ruleCharSet = (name: string): CharSet | null => {
    if (!charSets.has(name)) {
      charSets.set(name, charSetOf(bnf.rules.get(name)!));
    }
    return charSets.get(name)!;
  };

  /** A RegExp source that can take a quantifier or stand in a sequence. */
  const atom = (expr: Expr): string =>
    charSetOf(expr) === null ? `(?:${source(expr)})` : source(expr);

  const source = (expr: Expr): string => {
    const set = charSetOf(expr);
    if (set !== null) return characterClass(set);
    switch (expr.kind) {
      case "lit":
        return escapeRegExp(expr.text);
      case "caseless":
        return [...expr.text]
          .map((c) => characterClass(union(caseVariants(c))))
          .join("");
      case "range":
        return characterClass([[expr.min, expr.max]]);
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
  for (const name of bnf.names)
    patterns.set(name, new RegExp(`^(?:${ruleSource(name)})$`, "u"));
  return {
    accepts(rule: string, input: string): boolean {
      const pattern = patterns.get(rule);
      if (pattern === undefined) throw new Error(`no grammar rule ${rule}`);
      return pattern.test(input);
    },
  };
}

/** A character and, for an ASCII letter, its other case (RFC 5234 section 2.3: ASCII only). */
function caseVariants(c: string): [number, number][] {
  const variants = /^[A-Za-z]$/.test(c)
    ? [c.toLowerCase(), c.toUpperCase()]
    : [c];
  return variants.map((v) => [v.codePointAt(0)!, v.codePointAt(0)!]);
}

/** The union of intervals, as a CharSet. */
function union(intervals: readonly (readonly [number, number])[]): CharSet {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [first, last] of sorted) {
    const top = out[out.length - 1];
    if (top !== undefined && first <= top[1] + 1) {
      top[1] = Math.max(top[1], last);
    } else {
      out.push([first, last]);
    }
  }
  return out;
}

function quantifier(min: number, max: number | null): string {
  if (max === null) {
    return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  }
  if (min === 0 && max === 1) return "?";
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

function characterClass(set: CharSet): string {
  if (set.length === 1 && set[0]![0] === set[0]![1]) {
    return escapeRegExp(String.fromCodePoint(set[0]![0]));
  }
  const parts = set.map(([first, last]) =>
    first === last
      ? classChar(first)
      : last === first + 1
        ? classChar(first) + classChar(last)
        : `${classChar(first)}-${classChar(last)}`,
  );
  return `[${parts.join("")}]`;
}

/** A character inside a class: printable ASCII as itself (escaped where the class needs it), others as \u{...}. */
function classChar(point: number): string {
  if (point > 0x20 && point < 0x7f) {
    const c = String.fromCharCode(point);
    return /[\\\]\[^-]/.test(c) ? `\\${c}` : c;
  }
  return `\\u{${point.toString(16)}}`;
}

/** Text outside a class, escaped for a Unicode-mode RegExp (which rejects needless escapes). */
function escapeRegExp(text: string): string {
  return [...text]
    .map((c) => {
      const point = c.codePointAt(0)!;
      if (point <= 0x20 || point >= 0x7f) return `\\u{${point.toString(16)}}`;
      return /[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c;
    })
    .join("");
}
