// The expression tree that both notations of the RFCs' grammars read into
// (bnf.ts reads them), and what is done with it: the references of a rule,
// renaming them, a rule's incremental alternatives, a cycle among the rules,
// and writing an expression back in either notation.

/** The notation of a grammar file: RFC 822 BNF (.bnf) or RFC 5234 ABNF (.abnf). */
export type Notation = "bnf" | "abnf";

/** A grammar expression, in either notation. */
export type Expr =
  | { readonly kind: "alt"; readonly alternatives: readonly Expr[] }
  | { readonly kind: "seq"; readonly items: readonly Expr[] }
  | {
      readonly kind: "rep";
      readonly min: number;
      /** null: no upper bound. */
      readonly max: number | null;
      readonly item: Expr;
    }
  | { readonly kind: "opt"; readonly item: Expr }
  /** Text matched exactly, case-sensitive: RFC 822's "text", ABNF's %x41.42 and %s"text". */
  | { readonly kind: "lit"; readonly text: string }
  /** Text whose ASCII letters match in either case: ABNF's "text" (RFC 5234 section 2.3). */
  | { readonly kind: "caseless"; readonly text: string }
  /** One character whose code point lies in [min, max]: ABNF's %x30-39. */
  | { readonly kind: "range"; readonly min: number; readonly max: number }
  | { readonly kind: "ref"; readonly name: string };

/** A grammar: its rules in the RFC's order. */
export interface Bnf {
  readonly notation: Notation;
  /** Rule names in the order of the source, as the RFC writes them ("URI-reference"). */
  readonly names: readonly string[];
  readonly rules: ReadonlyMap<string, Expr>;
}

/** A mistake in a grammar file, with its 1-based line. */
export class BnfError extends Error {
  override readonly name = "BnfError";
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** `rule` with the alternatives of `more` added after its own ("=/"). */
export function addAlternatives(rule: Expr, more: Expr): Expr {
  const alternatives = (e: Expr): readonly Expr[] =>
    e.kind === "alt" ? e.alternatives : [e];
  return {
    kind: "alt",
    alternatives: [...alternatives(rule), ...alternatives(more)],
  };
}

/** `expr` with every reference renamed by `rename`. */
export function mapRefs(expr: Expr, rename: (name: string) => string): Expr {
  const again = (e: Expr): Expr => mapRefs(e, rename);
  switch (expr.kind) {
    case "ref":
      return { kind: "ref", name: rename(expr.name) };
    case "alt":
      return { kind: "alt", alternatives: expr.alternatives.map(again) };
    case "seq":
      return { kind: "seq", items: expr.items.map(again) };
    case "rep":
    case "opt":
      return { ...expr, item: again(expr.item) };
    default:
      return expr;
  }
}

/** The names of the rules an expression uses directly, each once. */
export function references(expr: Expr): Set<string> {
  const found = new Set<string>();
  const walk = (e: Expr): void => {
    if (e.kind === "ref") found.add(e.name);
    else if (e.kind === "alt") e.alternatives.forEach(walk);
    else if (e.kind === "seq") e.items.forEach(walk);
    else if (e.kind === "rep" || e.kind === "opt") walk(e.item);
  };
  walk(expr);
  return found;
}

/** A chain of rules that leads back to its first rule, or null. */
export function findCycle(bnf: Bnf): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (done.has(name)) return null;
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    path.push(name);
    for (const ref of references(bnf.rules.get(name)!)) {
      const cycle = visit(ref);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of bnf.names) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Writes an expression back in `notation` (for messages and tests). A range
 * or a case-insensitive literal, which RFC 822 notation cannot write, shows in
 * ABNF's form.
 */
export function show(expr: Expr, notation: Notation = "bnf"): string {
  const again = (e: Expr): string => show(e, notation);
  switch (expr.kind) {
    case "ref":
      return expr.name;
    case "lit":
      if (notation === "abnf") return `%x${hexValues(expr.text).join(".")}`;
      return expr.text === '"' ? '<">' : `"${expr.text}"`;
    case "caseless":
      return expr.text.includes('"')
        ? `%i"${expr.text}"` // not writable as "..." (never in an RFC's file)
        : `"${expr.text}"`;
    case "range":
      return `%x${hex(expr.min)}-${hex(expr.max)}`;
    case "alt":
      return expr.alternatives
        .map(again)
        .join(notation === "abnf" ? " / " : " | ");
    case "seq":
      return expr.items
        .map((e) => (e.kind === "alt" ? `( ${again(e)} )` : again(e)))
        .join(" ");
    case "opt":
      return `[ ${again(expr.item)} ]`;
    case "rep": {
      const count =
        expr.max === expr.min
          ? `${expr.min}`
          : `${expr.min === 0 ? "" : expr.min}*${expr.max ?? ""}`;
      const inner = again(expr.item);
      const simple = ["ref", "lit", "caseless", "range"].includes(
        expr.item.kind,
      );
      return `${count}${simple ? inner : `( ${inner} )`}`;
    }
  }
}

const hex = (n: number): string =>
  n.toString(16).toUpperCase().padStart(2, "0");
const hexValues = (text: string): string[] =>
  [...text].map((c) => hex(c.codePointAt(0)!));
