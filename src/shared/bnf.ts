// A reader for the RFCs' grammars (grammars/bnf/*.bnf and *.abnf), in two
// notations that share one expression tree (Expr).
//
// RFC 822 notation, "bnf" (RFC 1738, RFC 1808 and RFC 2396):
//   name = ...          a rule; a rule runs until the next "name ="
//   a | b               alternatives
//   ( a b )             a group
//   [ a ]               optional
//   n*m a               n to m repetitions (n defaults to 0, m to infinity);
//                       n alone (no "*") means exactly n
//   "text"              a literal, case-sensitive, no escapes ("\" is a backslash)
//   <">                 a double quote
//   ; text              a comment, to the end of the line
// Two RFC 1738 habits: "*[ a ]" is a repeated group ("brackets [] are used
// around optional or repeated elements", section 5), read as "*( a )"; and a
// bare / (in gopherurl) is the character "/".
//
// RFC 5234 ABNF, "abnf" (RFC 3986):
//   name = ...          a rule; rule names are case-insensitive ("DIGIT" is "digit")
//   name =/ ...         incremental alternatives: adds to the rule of that name
//   a / b               alternatives
//   ( a b ), [ a ]      a group, optional
//   n*m a, n a          repetitions, as in RFC 822 notation ("*[ a ]" is a
//                       repetition of an optional a, nothing more)
//   "text"              a literal, case-insensitive: "v" matches "V" (section 2.3)
//   %s"text" %i"text"   case-sensitive and case-insensitive literals (RFC 7405)
//   %x41  %d65  %b1000001           one character, by its value
//   %x41.42.43                      a concatenation of characters (case-sensitive)
//   %x41-5A                         one character in a range of values
//   <pchar>             a prose value; the reader takes one that names a rule
//                       as that rule (RFC 3986: path-empty = 0<pchar>), and no other
//   ; text              a comment, to the end of the line
// A rule continues on the lines after its first as long as they are indented
// deeper than its first line (RFC 5234 section 3.1: continuation lines are
// indented; the RFCs indent every rule, so the first rule's margin counts).
//
// The tokens are read in bnf-tokens.ts; the expression tree, and what is done
// with it, is in bnf-expr.ts.
import {
  addAlternatives,
  BnfError,
  findCycle,
  mapRefs,
  references,
  type Bnf,
  type Expr,
  type Notation,
} from "./bnf-expr.js";
import { describe, describeType, tokenize, type Token } from "./bnf-tokens.js";

export { BnfError, references, show } from "./bnf-expr.js";
export type { Bnf, Expr, Notation } from "./bnf-expr.js";

/**
 * Reads the text of a grammar in `notation`. Throws BnfError on a mistake.
 * With `base` (of the same notation), the text amends `base`: a rule it
 * defines with "=" replaces the rule of that name or is added after base's
 * rules; "=/" adds alternatives to a rule of base or of the text.
 */
export function readGrammar(
  source: string,
  notation: Notation,
  base?: Bnf,
): Bnf {
  if (base !== undefined && base.notation !== notation) {
    throw new BnfError(
      `an amendment in ${notation} notation cannot amend a grammar in ${base.notation}`,
      1,
    );
  }
  const abnf = notation === "abnf";
  /** The key of a rule name: ABNF's names are case-insensitive. */
  const key = (name: string): string => (abnf ? name.toLowerCase() : name);
  const names = [...(base?.names ?? [])];
  const rules = new Map<string, Expr>(base?.rules ?? []);
  /** Rule key -> the rule's name as first defined. */
  const spelling = new Map(names.map((n) => [key(n), n]));
  /** Rule key -> the line of its definition in the source ("="). */
  const lines = new Map<string, number>();
  const lineOf = (name: string): number => lines.get(key(name)) ?? 0;
  for (const { name, incremental, body } of rulesOf(
    tokenize(source, notation),
    notation,
  )) {
    const known = spelling.get(key(name.value));
    if (incremental) {
      if (known === undefined) {
        throw new BnfError(
          `rule ${name.value} is not defined before its incremental alternatives (=/)`,
          name.line,
        );
      }
      rules.set(known, addAlternatives(rules.get(known)!, body));
      continue;
    }
    if (lines.has(key(name.value))) {
      throw new BnfError(`rule ${name.value} defined twice`, name.line);
    }
    lines.set(key(name.value), name.line);
    if (known === undefined) {
      names.push(name.value);
      spelling.set(key(name.value), name.value);
    }
    rules.set(known ?? name.value, body);
  }
  // References take the spelling of the rule they name (ABNF: any case).
  if (abnf) {
    for (const [name, expr] of rules) {
      rules.set(
        name,
        mapRefs(expr, (ref) => spelling.get(key(ref)) ?? ref),
      );
    }
  }
  for (const name of names) {
    for (const ref of references(rules.get(name)!)) {
      if (!rules.has(ref)) {
        throw new BnfError(
          `rule ${name} uses ${ref}, which is not defined`,
          lineOf(name),
        );
      }
    }
  }
  const bnf: Bnf = { notation, names, rules };
  const cycle = findCycle(bnf);
  if (cycle) {
    throw new BnfError(
      `the rules are recursive: ${cycle.join(" -> ")}`,
      lineOf(cycle[0]!),
    );
  }
  return bnf;
}

type NameToken = Extract<Token, { type: "name" }>;

/** One rule as the source writes it: "name = body" or "name =/ body". */
interface Rule {
  readonly name: NameToken;
  readonly incremental: boolean;
  readonly body: Expr;
}

/** The rules of the tokens, each read when asked for: one function per construct of the notations. */
function* rulesOf(
  tokens: readonly Token[],
  notation: Notation,
): Generator<Rule, void, undefined> {
  const abnf = notation === "abnf";
  let pos = 0;

  const peek = (k = 0): Token => tokens[Math.min(pos + k, tokens.length - 1)]!;

  const startsRule = (): boolean => {
    const next = peek(1).type;
    return peek().type === "name" && (next === "=" || next === "=/");
  };

  const expect = (type: Token["type"]): Token => {
    const t = peek();
    if (t.type !== type) {
      throw new BnfError(
        `expected ${describeType(type, notation)} but found ${describe(t)}`,
        t.line,
      );
    }
    pos++;
    return t;
  };

  /** Continuation lines are indented deeper than the rule's first line. */
  const checkIndentation = (name: NameToken, bodyStart: number): void => {
    for (const t of tokens.slice(bodyStart, pos)) {
      if (t.first && t.column <= name.column) {
        throw new BnfError(
          `rule ${name.value} continues on a line that is not indented deeper than its first (found ${describe(t)})`,
          t.line,
        );
      }
    }
  };

  const alternation = (): Expr => {
    const alternatives = [concatenation()];
    while (peek().type === "alt") {
      pos++;
      alternatives.push(concatenation());
    }
    return alternatives.length === 1
      ? alternatives[0]!
      : { kind: "alt", alternatives };
  };

  const concatenation = (): Expr => {
    const items: Expr[] = [];
    for (;;) {
      const t = peek();
      if (
        t.type === "alt" ||
        t.type === ")" ||
        t.type === "]" ||
        t.type === "end" ||
        startsRule()
      ) {
        break;
      }
      items.push(repetition());
    }
    if (items.length === 0) {
      throw new BnfError(
        `expected an element, found ${describe(peek())}`,
        peek().line,
      );
    }
    return items.length === 1 ? items[0]! : { kind: "seq", items };
  };

  const repetition = (): Expr => {
    let min: number | undefined;
    let max: number | null | undefined;
    const first = peek();
    if (first.type === "number") {
      pos++;
      min = max = first.value; // "<n>element": exactly n
    }
    if (peek().type === "*") {
      pos++;
      min ??= 0;
      max = null;
      const bound = peek();
      if (bound.type === "number") {
        pos++;
        max = bound.value;
      }
    }
    if (min === undefined) return element();
    if (max !== null && max !== undefined && max < min) {
      throw new BnfError(`repetition ${min}*${max}: max below min`, first.line);
    }
    const inner = element();
    // RFC 1738: "*[ a ]" repeats a; the brackets only group. ABNF means what it says.
    const item = !abnf && inner.kind === "opt" ? inner.item : inner;
    return { kind: "rep", min, max: max ?? null, item };
  };

  const element = (): Expr => {
    const t = peek();
    switch (t.type) {
      case "name":
        pos++;
        return { kind: "ref", name: t.value };
      case "expr":
        pos++;
        return t.value;
      case "(": {
        pos++;
        const inner = alternation();
        expect(")");
        return inner;
      }
      case "[": {
        pos++;
        const inner = alternation();
        expect("]");
        return { kind: "opt", item: inner };
      }
      default:
        throw new BnfError(`expected an element, found ${describe(t)}`, t.line);
    }
  };

  while (peek().type !== "end") {
    // name = alternation, or name =/ alternation.
    const name = expect("name") as NameToken;
    const defined = peek();
    if (defined.type !== "=" && defined.type !== "=/") expect("=");
    pos++;
    const bodyStart = pos;
    const body = alternation();
    if (abnf) checkIndentation(name, bodyStart);
    yield { name, incremental: defined.type === "=/", body };
  }
}

/** Reads RFC 822 notation (.bnf); see readGrammar. */
export function readBnf(source: string, base?: Bnf): Bnf {
  return readGrammar(source, "bnf", base);
}

/** Reads RFC 5234 ABNF (.abnf); see readGrammar. */
export function readAbnf(source: string, base?: Bnf): Bnf {
  return readGrammar(source, "abnf", base);
}

/** The notation of a grammar file, by its extension. */
export function notationOf(file: string): Notation {
  if (file.endsWith(".abnf")) return "abnf";
  if (file.endsWith(".bnf")) return "bnf";
  throw new Error(`${file}: a grammar file ends in .bnf or .abnf`);
}

/** The base a grammar file's opening comment names ("; base: NAME" or "// base: NAME"), or null. */
export function baseOf(text: string): string | null {
  for (const line of text.split(/\r?\n/)) {
    const comment = /^(?:;|\/\/)(.*)$/.exec(line);
    if (comment === null) {
      if (line.trim() === "") continue;
      return null;
    }
    const base = /^ base: ([a-z0-9]+)\s*$/.exec(comment[1]!);
    if (base !== null) return base[1]!;
  }
  return null;
}
