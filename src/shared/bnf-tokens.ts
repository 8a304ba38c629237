// The tokenizer of the RFCs' grammars, in RFC 822 notation ("bnf") and in
// RFC 5234 ABNF ("abnf"); bnf.ts describes both notations and reads the
// tokens into rules. Each kind of token has its own step below: a literal, an
// angle-bracket form, an ABNF %-value, a slash, punctuation, a number, a name.
import { BnfError, type Expr, type Notation } from "./bnf-expr.js";

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

/** A token of a grammar file, with where it stands. */
export type Token = Position & TokenBody;

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

type Base = keyof typeof RADIX;

/** The tokens of `source`, read in `notation`, ending in an "end" token. Throws BnfError. */
export function tokenize(source: string, notation: Notation): Token[] {
  return new Scanner(source, notation).run();
}

/** The tokenizer's place in the source and the tokens read so far. */
class Scanner {
  readonly #tokens: Token[] = [];
  readonly #source: string;
  readonly #abnf: boolean;
  #line = 1;
  #lineStart = 0;
  #firstOnLine = true;
  #i = 0;

  constructor(source: string, notation: Notation) {
    this.#source = source;
    this.#abnf = notation === "abnf";
  }

  run(): Token[] {
    while (this.#i < this.#source.length) this.#step();
    this.#push({ type: "end" }, this.#i);
    return this.#tokens;
  }

  #push(token: TokenBody, at: number): void {
    this.#tokens.push({
      ...token,
      line: this.#line,
      column: at - this.#lineStart,
      first: this.#firstOnLine,
    });
    this.#firstOnLine = false;
  }

  #pushExpr(value: Expr, source: string, at: number): void {
    this.#push({ type: "expr", value, source }, at);
  }

  /** Reads the token (or the space, line end or comment) at this.#i. */
  #step(): void {
    const source = this.#source;
    const abnf = this.#abnf;
    const c = source[this.#i]!;
    const start = this.#i;
    if (c === "\n") {
      this.#line++;
      this.#i++;
      this.#lineStart = this.#i;
      this.#firstOnLine = true;
    } else if (c === " " || c === "\t" || c === "\r") {
      this.#i++;
    } else if (c === ";") {
      while (this.#i < source.length && source[this.#i] !== "\n") this.#i++;
    } else if (c === '"') {
      this.#literal(this.#i + 1, abnf);
    } else if (c === "<") {
      if (abnf) this.#prose();
      else this.#quoteMark();
    } else if (abnf && c === "%") {
      if (/^%([si])"/i.test(source.slice(this.#i, this.#i + 3))) {
        // RFC 7405: %s"text" is case-sensitive, %i"text" case-insensitive.
        this.#literal(this.#i + 3, source[this.#i + 1]!.toLowerCase() === "i");
      } else {
        this.#numVal();
      }
    } else if (abnf && c === "=" && source[this.#i + 1] === "/") {
      this.#i += 2;
      this.#push({ type: "=/" }, start);
    } else if (c === "/") {
      this.#slash();
    } else if (c === "|" && !abnf) {
      this.#i++;
      this.#push({ type: "alt", value: "|" }, start);
    } else if ("=*()[]".includes(c)) {
      this.#i++;
      this.#push({ type: c as "=" | "*" | "(" | ")" | "[" | "]" }, start);
    } else if (/[0-9]/.test(c)) {
      this.#number();
    } else if (/[A-Za-z]/.test(c)) {
      this.#name();
    } else {
      throw new BnfError(
        `unexpected character ${JSON.stringify(c)}`,
        this.#line,
      );
    }
  }

  /**
   * A literal whose text starts at `from` and runs to the next '"': "text"
   * (case-sensitive in RFC 822 notation, case-insensitive in ABNF, RFC 5234
   * section 2.3), or ABNF's %s"text" and %i"text".
   */
  #literal(from: number, caseless: boolean): void {
    const source = this.#source;
    const start = this.#i;
    const end = source.indexOf('"', from);
    if (end < 0 || source.slice(this.#i, end).includes("\n")) {
      throw new BnfError("unterminated literal", this.#line);
    }
    const text = source.slice(from, end);
    if (!this.#abnf && text === "") {
      throw new BnfError('empty literal ""', this.#line);
    }
    this.#i = end + 1;
    this.#pushExpr(
      caseless ? { kind: "caseless", text } : { kind: "lit", text },
      source.slice(start, this.#i),
      start,
    );
  }

  /** RFC 822 notation's <">, a double quote, the one <...> form it knows. */
  #quoteMark(): void {
    const start = this.#i;
    if (!this.#source.startsWith('<">', this.#i)) {
      throw new BnfError(
        `unknown <...> form (only <"> is known): ${this.#source.slice(this.#i, this.#i + 10)}`,
        this.#line,
      );
    }
    this.#i += 3;
    this.#pushExpr({ kind: "lit", text: '"' }, '<">', start);
  }

  /** An ABNF prose value, read only when it names a rule. */
  #prose(): void {
    const start = this.#i;
    // prose-val = "<" *(%x20-3D / %x3F-7E) ">"
    const end = this.#source.indexOf(">", this.#i + 1);
    const prose = end < 0 ? "" : this.#source.slice(this.#i + 1, end);
    if (end < 0 || /[^\x20-\x3d\x3f-\x7e]/.test(prose)) {
      throw new BnfError("unterminated prose value <...>", this.#line);
    }
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(prose)) {
      throw new BnfError(
        `prose value <${prose}> names no rule: the reader reads no prose`,
        this.#line,
      );
    }
    this.#i = end + 1;
    this.#pushExpr({ kind: "ref", name: prose }, `<${prose}>`, start);
  }

  /** ABNF's %x41, %d65, %b1000001 (one character), %x41-5A (a range), %x41.42 (a concatenation). */
  #numVal(): void {
    const source = this.#source;
    const line = this.#line;
    const start = this.#i;
    NUM_VAL.lastIndex = this.#i;
    const m = NUM_VAL.exec(source);
    const base = m?.[1]!.toLowerCase() as Base | undefined;
    if (m === null || base === undefined || !DIGITS[base].test(m[2]!)) {
      throw new BnfError(
        `malformed value ${JSON.stringify(source.slice(this.#i, this.#i + 12))} (RFC 5234: %x41, %d65, %b1000001, %x41-5A, %x41.42)`,
        line,
      );
    }
    const value = (digits: string): number =>
      codePoint(digits, base, m[0], line);
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
    this.#i += m[0].length;
    this.#pushExpr(expr, m[0], start);
  }

  /** ABNF's alternative; in RFC 822 notation, the character "/". */
  #slash(): void {
    const start = this.#i;
    this.#i++;
    if (this.#abnf) {
      this.#push({ type: "alt", value: "/" }, start);
    } else {
      // RFC 1738's gopherurl: a bare / is the character.
      this.#pushExpr({ kind: "lit", text: "/" }, "/", start);
    }
  }

  #number(): void {
    const start = this.#i;
    this.#push({ type: "number", value: Number(this.#sticky(NUMBER)) }, start);
  }

  #name(): void {
    const start = this.#i;
    const value = this.#sticky(this.#abnf ? ABNF_NAME : BNF_NAME);
    this.#push({ type: "name", value }, start);
  }

  /** The match of the sticky `pattern` at this.#i (which the caller knows matches), read past. */
  #sticky(pattern: RegExp): string {
    pattern.lastIndex = this.#i;
    const m = pattern.exec(this.#source)![0];
    this.#i += m.length;
    return m;
  }
}

/** The value of one %-value's `digits` in `base`; `whole` is the %-value, for messages. */
function codePoint(
  digits: string,
  base: Base,
  whole: string,
  line: number,
): number {
  if (!DIGITS[base].test(digits)) {
    throw new BnfError(
      `malformed value ${JSON.stringify(whole)}: ${digits} is not %${base}`,
      line,
    );
  }
  const n = parseInt(digits, RADIX[base]);
  if (n > 0x10ffff) {
    throw new BnfError(`value ${whole} is beyond U+10FFFF`, line);
  }
  return n;
}

/** A token type as a message names it. */
export function describeType(type: Token["type"], notation: Notation): string {
  if (type === "alt") return notation === "abnf" ? '"/"' : '"|"';
  return type;
}

/** A token as a message names it. */
export function describe(t: Token): string {
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
