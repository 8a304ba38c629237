// A reader for the RFCs' BNF (grammars/bnf/*.bnf), in the RFC 822 notation
// that RFC 1738, RFC 1808 and RFC 2396 share:
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
import * as fs from "fs";

/** A BNF expression. */
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
  | { readonly kind: "lit"; readonly text: string }
  | { readonly kind: "ref"; readonly name: string };

/** A BNF: its rules in the RFC's order. */
export interface Bnf {
  /** Rule names in the order of the source, as the RFC writes them ("URI-reference"). */
  readonly names: readonly string[];
  readonly rules: ReadonlyMap<string, Expr>;
}

/** A mistake in a .bnf file, with its 1-based line. */
export class BnfError extends Error {
  override readonly name = "BnfError";
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

type Token =
  | { readonly type: "name"; readonly value: string; readonly line: number }
  | { readonly type: "number"; readonly value: number; readonly line: number }
  | { readonly type: "literal"; readonly value: string; readonly line: number }
  | {
      readonly type: "=" | "|" | "*" | "(" | ")" | "[" | "]" | "end";
      readonly line: number;
    };

const NAME = /[A-Za-z][A-Za-z0-9_+-]*/y;
const NUMBER = /[0-9]+/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === "\n") {
      line++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r") {
      i++;
    } else if (c === ";") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === '"') {
      const end = source.indexOf('"', i + 1);
      if (end < 0 || source.slice(i, end).includes("\n")) {
        throw new BnfError("unterminated literal", line);
      }
      if (end === i + 1) throw new BnfError('empty literal ""', line);
      tokens.push({ type: "literal", value: source.slice(i + 1, end), line });
      i = end + 1;
    } else if (c === "<") {
      if (!source.startsWith('<">', i)) {
        throw new BnfError(
          `unknown <...> form (only <"> is known): ${source.slice(i, i + 10)}`,
          line,
        );
      }
      tokens.push({ type: "literal", value: '"', line });
      i += 3;
    } else if (c === "/") {
      tokens.push({ type: "literal", value: "/", line });
      i++;
    } else if ("=|*()[]".includes(c)) {
      tokens.push({ type: c as "=" | "|" | "*" | "(" | ")" | "[" | "]", line });
      i++;
    } else if (/[0-9]/.test(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(source)![0];
      tokens.push({ type: "number", value: Number(m), line });
      i += m.length;
    } else if (/[A-Za-z]/.test(c)) {
      NAME.lastIndex = i;
      const m = NAME.exec(source)![0];
      tokens.push({ type: "name", value: m, line });
      i += m.length;
    } else {
      throw new BnfError(`unexpected character ${JSON.stringify(c)}`, line);
    }
  }
  tokens.push({ type: "end", line });
  return tokens;
}

/**
 * Reads the text of a .bnf file. Throws BnfError on a mistake. With `base`,
 * the text amends `base`: a rule it defines replaces the rule of that name, or
 * is added after base's rules.
 */
export function readBnf(source: string, base?: Bnf): Bnf {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = (k = 0): Token => tokens[Math.min(pos + k, tokens.length - 1)]!;
  const startsRule = (): boolean =>
    peek().type === "name" && peek(1).type === "=";
  const expect = (type: Token["type"]): Token => {
    const t = peek();
    if (t.type !== type) {
      throw new BnfError(`expected ${type} but found ${describe(t)}`, t.line);
    }
    pos++;
    return t;
  };

  function alternation(): Expr {
    const alternatives = [concatenation()];
    while (peek().type === "|") {
      pos++;
      alternatives.push(concatenation());
    }
    return alternatives.length === 1
      ? alternatives[0]!
      : { kind: "alt", alternatives };
  }

  function concatenation(): Expr {
    const items: Expr[] = [];
    for (;;) {
      const t = peek();
      if (
        t.type === "|" ||
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
  }

  function repetition(): Expr {
    let min: number | undefined;
    let max: number | null | undefined;
    const first = peek();
    if (first.type === "number") {
      pos++;
      min = first.value;
      if (peek().type === "*") {
        pos++;
        max = null;
      } else {
        max = first.value; // "<n>element": exactly n
      }
    } else if (first.type === "*") {
      pos++;
      min = 0;
      max = null;
    }
    if (max === null) {
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
    // RFC 1738: "*[ a ]" repeats a; the brackets only group.
    const inner = element();
    const item = inner.kind === "opt" ? inner.item : inner;
    return { kind: "rep", min, max: max ?? null, item };
  }

  function element(): Expr {
    const t = peek();
    switch (t.type) {
      case "name":
        pos++;
        return { kind: "ref", name: t.value };
      case "literal":
        pos++;
        return { kind: "lit", text: t.value };
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
  }

  const names: string[] = [...(base?.names ?? [])];
  const rules = new Map<string, Expr>(base?.rules ?? []);
  const lines = new Map<string, number>();
  while (peek().type !== "end") {
    const name = expect("name") as Extract<Token, { type: "name" }>;
    expect("=");
    if (lines.has(name.value)) {
      throw new BnfError(`rule ${name.value} defined twice`, name.line);
    }
    if (!rules.has(name.value)) names.push(name.value);
    lines.set(name.value, name.line);
    rules.set(name.value, alternation());
  }
  const bnf: Bnf = { names, rules };
  for (const name of names) {
    for (const ref of references(rules.get(name)!)) {
      if (!rules.has(ref)) {
        throw new BnfError(
          `rule ${name} uses ${ref}, which is not defined`,
          lines.get(name) ?? 0,
        );
      }
    }
  }
  const cycle = findCycle(bnf);
  if (cycle) {
    throw new BnfError(
      `the rules are recursive: ${cycle.join(" -> ")}`,
      lines.get(cycle[0]!) ?? 0,
    );
  }
  return bnf;
}

/** Reads a .bnf file. */
export function readBnfFile(file: string): Bnf {
  try {
    return readBnf(fs.readFileSync(file, "utf8"));
  } catch (error) {
    if (error instanceof BnfError) error.message = `${file}: ${error.message}`;
    throw error;
  }
}

/** The names of the rules an expression uses directly, each once. */
export function references(expr: Expr): Set<string> {
  const found = new Set<string>();
  const walk = (e: Expr): void => {
    switch (e.kind) {
      case "ref":
        found.add(e.name);
        return;
      case "lit":
        return;
      case "alt":
        e.alternatives.forEach(walk);
        return;
      case "seq":
        e.items.forEach(walk);
        return;
      case "rep":
      case "opt":
        walk(e.item);
        return;
    }
  };
  walk(expr);
  return found;
}

/** A chain of rules that leads back to its first rule, or null. */
function findCycle(bnf: Bnf): string[] | null {
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

/** Writes an expression back in the notation (for messages and tests). */
export function show(expr: Expr): string {
  switch (expr.kind) {
    case "ref":
      return expr.name;
    case "lit":
      return expr.text === '"' ? '<">' : `"${expr.text}"`;
    case "alt":
      return expr.alternatives.map(show).join(" | ");
    case "seq":
      return expr.items
        .map((e) => (e.kind === "alt" ? `( ${show(e)} )` : show(e)))
        .join(" ");
    case "opt":
      return `[ ${show(expr.item)} ]`;
    case "rep": {
      const count =
        expr.max === expr.min
          ? `${expr.min}`
          : `${expr.min === 0 ? "" : expr.min}*${expr.max ?? ""}`;
      const inner = show(expr.item);
      const simple = expr.item.kind === "ref" || expr.item.kind === "lit";
      return `${count}${simple ? inner : `( ${inner} )`}`;
    }
  }
}

function describe(t: Token): string {
  switch (t.type) {
    case "name":
      return `name ${t.value}`;
    case "number":
      return `number ${t.value}`;
    case "literal":
      return `literal "${t.value}"`;
    case "end":
      return "end of file";
    default:
      return `"${t.type}"`;
  }
}
