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

interface Position {
  readonly line: number;
  /** 0-based column of the token's first character. */
  readonly column: number;
  /** Whether the token is the first on its line. */
  readonly first: boolean;
}

type TokenBody =
  | { readonly type: "name"; readonly value: string }
  | { readonly type: "number"; readonly value: number }
  | { readonly type: "expr"; readonly value: Expr; readonly source: string }
  | { readonly type: "alt"; readonly value: "|" | "/" }
  | { readonly type: "=" | "=/" | "*" | "(" | ")" | "[" | "]" | "end" };

type Token = Position & TokenBody;

const BNF_NAME = /[A-Za-z][A-Za-z0-9_+-]*/y;
const ABNF_NAME = /[A-Za-z][A-Za-z0-9-]*/y;
const NUMBER = /[0-9]+/y;
const NUM_VAL =
  /%([xdbXDB])([0-9A-Fa-f]+)((?:-[0-9A-Fa-f]+)|(?:\.[0-9A-Fa-f]+)*)/y;
const RADIX = { x: 16, d: 10, b: 2 } as const;
const DIGITS = {
  x: /^[0-9A-Fa-f]+$/,
  d: /^[0-9]+$/,
  b: /^[01]+$/,
} as const;

function tokenize(source: string, notation: Notation): Token[] {
  const tokens: Token[] = [];
  const abnf = notation === "abnf";
  let line = 1;
  let lineStart = 0;
  let firstOnLine = true;
  let i = 0;
  const push = (token: TokenBody, at: number): void => {
    tokens.push({
      ...token,
      line,
      column: at - lineStart,
      first: firstOnLine,
    });
    firstOnLine = false;
  };
  while (i < source.length) {
    const c = source[i]!;
    const start = i;
    if (c === "\n") {
      line++;
      i++;
      lineStart = i;
      firstOnLine = true;
    } else if (c === " " || c === "\t" || c === "\r") {
      i++;
    } else if (c === ";") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === '"') {
      const end = source.indexOf('"', i + 1);
      if (end < 0 || source.slice(i, end).includes("\n")) {
        throw new BnfError("unterminated literal", line);
      }
      const text = source.slice(i + 1, end);
      if (!abnf && text === "") throw new BnfError('empty literal ""', line);
      i = end + 1;
      push(
        {
          type: "expr",
          value: abnf ? { kind: "caseless", text } : { kind: "lit", text },
          source: source.slice(start, i),
        },
        start,
      );
    } else if (c === "<") {
      if (!abnf) {
        if (!source.startsWith('<">', i)) {
          throw new BnfError(
            `unknown <...> form (only <"> is known): ${source.slice(i, i + 10)}`,
            line,
          );
        }
        i += 3;
        push(
          { type: "expr", value: { kind: "lit", text: '"' }, source: '<">' },
          start,
        );
        continue;
      }
      // prose-val = "<" *(%x20-3D / %x3F-7E) ">"
      const end = source.indexOf(">", i + 1);
      const prose = end < 0 ? "" : source.slice(i + 1, end);
      if (end < 0 || /[^\x20-\x3d\x3f-\x7e]/.test(prose)) {
        throw new BnfError("unterminated prose value <...>", line);
      }
      if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(prose)) {
        throw new BnfError(
          `prose value <${prose}> names no rule: the reader reads no prose`,
          line,
        );
      }
      i = end + 1;
      push(
        {
          type: "expr",
          value: { kind: "ref", name: prose },
          source: `<${prose}>`,
        },
        start,
      );
    } else if (abnf && c === "%") {
      const quoted = /^%([si])"/i.exec(source.slice(i, i + 3));
      if (quoted) {
        const end = source.indexOf('"', i + 3);
        if (end < 0 || source.slice(i, end).includes("\n")) {
          throw new BnfError("unterminated literal", line);
        }
        const text = source.slice(i + 3, end);
        i = end + 1;
        push(
          {
            type: "expr",
            value:
              quoted[1]!.toLowerCase() === "s"
                ? { kind: "lit", text }
                : { kind: "caseless", text },
            source: source.slice(start, i),
          },
          start,
        );
        continue;
      }
      NUM_VAL.lastIndex = i;
      const m = NUM_VAL.exec(source);
      const base = m?.[1]!.toLowerCase() as keyof typeof RADIX | undefined;
      if (m === null || base === undefined || !DIGITS[base].test(m[2]!)) {
        throw new BnfError(
          `malformed value ${JSON.stringify(source.slice(i, i + 12))} (RFC 5234: %x41, %d65, %b1000001, %x41-5A, %x41.42)`,
          line,
        );
      }
      const value = (digits: string): number => {
        if (!DIGITS[base].test(digits)) {
          throw new BnfError(
            `malformed value ${JSON.stringify(m[0])}: ${digits} is not %${base}`,
            line,
          );
        }
        const n = parseInt(digits, RADIX[base]);
        if (n > 0x10ffff) {
          throw new BnfError(`value ${m[0]} is beyond U+10FFFF`, line);
        }
        return n;
      };
      const first = value(m[2]!);
      const rest = m[3]!;
      let expr: Expr;
      if (rest.startsWith("-")) {
        const last = value(rest.slice(1));
        if (last < first) {
          throw new BnfError(`range ${m[0]}: its end is below its start`, line);
        }
        expr = { kind: "range", min: first, max: last };
      } else {
        const points = [first, ...rest.split(".").slice(1).map(value)];
        expr = { kind: "lit", text: String.fromCodePoint(...points) };
      }
      i += m[0].length;
      push({ type: "expr", value: expr, source: m[0] }, start);
    } else if (abnf && c === "=" && source[i + 1] === "/") {
      i += 2;
      push({ type: "=/" }, start);
    } else if (c === "/") {
      i++;
      if (abnf) {
        push({ type: "alt", value: "/" }, start);
      } else {
        // RFC 1738's gopherurl: a bare / is the character.
        push(
          { type: "expr", value: { kind: "lit", text: "/" }, source: "/" },
          start,
        );
      }
    } else if (c === "|" && !abnf) {
      i++;
      push({ type: "alt", value: "|" }, start);
    } else if ("=*()[]".includes(c)) {
      i++;
      push({ type: c as "=" | "*" | "(" | ")" | "[" | "]" }, start);
    } else if (/[0-9]/.test(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(source)![0];
      i += m.length;
      push({ type: "number", value: Number(m) }, start);
    } else if (/[A-Za-z]/.test(c)) {
      const name = abnf ? ABNF_NAME : BNF_NAME;
      name.lastIndex = i;
      const m = name.exec(source)![0];
      i += m.length;
      push({ type: "name", value: m }, start);
    } else {
      throw new BnfError(`unexpected character ${JSON.stringify(c)}`, line);
    }
  }
  push({ type: "end" }, i);
  return tokens;
}

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
  const tokens = tokenize(source, notation);
  let pos = 0;
  const peek = (k = 0): Token => tokens[Math.min(pos + k, tokens.length - 1)]!;
  const startsRule = (): boolean =>
    peek().type === "name" && (peek(1).type === "=" || peek(1).type === "=/");
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

  function alternation(): Expr {
    const alternatives = [concatenation()];
    while (peek().type === "alt") {
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
    const inner = element();
    // RFC 1738: "*[ a ]" repeats a; the brackets only group. ABNF means what it says.
    const item = !abnf && inner.kind === "opt" ? inner.item : inner;
    return { kind: "rep", min, max: max ?? null, item };
  }

  function element(): Expr {
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
  }

  const names: string[] = [...(base?.names ?? [])];
  const rules = new Map<string, Expr>(base?.rules ?? []);
  /** Rule key -> the rule's name as first defined. */
  const spelling = new Map<string, string>(names.map((n) => [key(n), n]));
  const lines = new Map<string, number>();
  while (peek().type !== "end") {
    const name = expect("name") as Extract<Token, { type: "name" }>;
    const defined = peek();
    if (defined.type !== "=" && defined.type !== "=/") {
      expect("=");
    }
    pos++;
    const bodyStart = pos;
    const body = alternation();
    if (abnf) {
      // Continuation lines are indented deeper than the rule's first line.
      for (const t of tokens.slice(bodyStart, pos)) {
        if (t.first && t.column <= name.column) {
          throw new BnfError(
            `rule ${name.value} continues on a line that is not indented deeper than its first (found ${describe(t)})`,
            t.line,
          );
        }
      }
    }
    const known = spelling.get(key(name.value));
    if (defined.type === "=/") {
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
    const ruleName = known ?? name.value;
    if (known === undefined) {
      names.push(ruleName);
      spelling.set(key(ruleName), ruleName);
    }
    rules.set(ruleName, body);
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
  const bnf: Bnf = { notation, names, rules };
  for (const name of names) {
    for (const ref of references(rules.get(name)!)) {
      if (!rules.has(ref)) {
        throw new BnfError(
          `rule ${name} uses ${ref}, which is not defined`,
          lines.get(key(name)) ?? 0,
        );
      }
    }
  }
  const cycle = findCycle(bnf);
  if (cycle) {
    throw new BnfError(
      `the rules are recursive: ${cycle.join(" -> ")}`,
      lines.get(key(cycle[0]!)) ?? 0,
    );
  }
  return bnf;
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

/** `rule` with the alternatives of `more` added after its own ("=/"). */
function addAlternatives(rule: Expr, more: Expr): Expr {
  const alternatives = (e: Expr): readonly Expr[] =>
    e.kind === "alt" ? e.alternatives : [e];
  return {
    kind: "alt",
    alternatives: [...alternatives(rule), ...alternatives(more)],
  };
}

/** `expr` with every reference renamed by `rename`. */
function mapRefs(expr: Expr, rename: (name: string) => string): Expr {
  switch (expr.kind) {
    case "ref":
      return { kind: "ref", name: rename(expr.name) };
    case "alt":
      return {
        kind: "alt",
        alternatives: expr.alternatives.map((e) => mapRefs(e, rename)),
      };
    case "seq":
      return { kind: "seq", items: expr.items.map((e) => mapRefs(e, rename)) };
    case "rep":
      return { ...expr, item: mapRefs(expr.item, rename) };
    case "opt":
      return { kind: "opt", item: mapRefs(expr.item, rename) };
    default:
      return expr;
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
      case "caseless":
      case "range":
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
      const simple =
        expr.item.kind === "ref" ||
        expr.item.kind === "lit" ||
        expr.item.kind === "caseless" ||
        expr.item.kind === "range";
      return `${count}${simple ? inner : `( ${inner} )`}`;
    }
  }
}

const hex = (n: number): string =>
  n.toString(16).toUpperCase().padStart(2, "0");
const hexValues = (text: string): string[] =>
  [...text].map((c) => hex(c.codePointAt(0)!));

function describeType(type: Token["type"], notation: Notation): string {
  if (type === "alt") return notation === "abnf" ? '"/"' : '"|"';
  return type;
}

function describe(t: Token): string {
  switch (t.type) {
    case "name":
      return `name ${t.value}`;
    case "number":
      return `number ${t.value}`;
    case "expr":
      return t.source;
    case "alt":
      return `"${t.value}"`;
    case "end":
      return "end of file";
    default:
      return `"${t.type}"`;
  }
}
