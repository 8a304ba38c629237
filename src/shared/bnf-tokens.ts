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
  const abnf = notation === "abnf";
  const tokens: Token[] = [];
  let line = 1;
  let lineStart = 0;
  let firstOnLine = true;
  let i = 0;

  /** The match of the sticky `pattern` at i (which the caller knows matches), read past. */
  const sticky = (pattern: RegExp): string => {
    pattern.lastIndex = i;
    const m = pattern.exec(source)![0];
    i += m.length;
    return m;
  };

  /** The token of an expression read from i to `end` (its source that text), with i moved past it. */
  const take = ([value, end]: Read): TokenBody => {
    const token = {
      type: "expr",
      value,
      source: source.slice(i, end),
    } as const;
    i = end;
    return token;
  };

  /** The token at i, read past; undefined for a space, a line end or a comment. */
  const step = (): TokenBody | undefined => {
    const c = source[i]!;
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
      return take(literal(source, i, i + 1, notation, abnf, line));
    } else if (c === "<") {
      return take(abnf ? prose(source, i, line) : quoteMark(source, i, line));
    } else if (abnf && c === "%") {
      // RFC 7405: %s"text" is case-sensitive, %i"text" case-insensitive.
      if (/^%([si])"/i.test(source.slice(i, i + 3))) {
        const caseless = source[i + 1]!.toLowerCase() === "i";
        return take(literal(source, i, i + 3, notation, caseless, line));
      }
      return take(numVal(source, i, line));
    } else if (abnf && c === "=" && source[i + 1] === "/") {
      i += 2;
      return { type: "=/" };
    } else if (c === "/") {
      // ABNF's alternative; in RFC 822 notation (RFC 1738's gopherurl), the character.
      if (!abnf) return take([{ kind: "lit", text: "/" }, i + 1]);
      i++;
      return { type: "alt", value: "/" };
    } else if (c === "|" && !abnf) {
      i++;
      return { type: "alt", value: "|" };
    } else if ("=*()[]".includes(c)) {
      i++;
      return { type: c as "=" | "*" | "(" | ")" | "[" | "]" };
    } else if (/[0-9]/.test(c)) {
      return { type: "number", value: Number(sticky(NUMBER)) };
    } else if (/[A-Za-z]/.test(c)) {
      return { type: "name", value: sticky(abnf ? ABNF_NAME : BNF_NAME) };
    } else {
      throw new BnfError(`unexpected character ${JSON.stringify(c)}`, line);
    }
    return undefined;
  };

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
    const start = i;
    const token = step();
    if (token !== undefined) push(token, start);
  }
  push({ type: "end" }, i);
  return tokens;
}

/** An expression read from the source, and where its text ends. */
type Read = readonly [Expr, number];

/**
 * The literal at `at` whose text starts at `from` and runs to the next '"':
 * "text" (case-sensitive in RFC 822 notation, case-insensitive in ABNF, RFC
 * 5234 section 2.3), or ABNF's %s"text" and %i"text".
 */
function literal(
  source: string,
  at: number,
  from: number,
  notation: Notation,
  caseless: boolean,
  line: number,
): Read {
  const end = source.indexOf('"', from);
  if (end < 0 || source.slice(at, end).includes("\n")) {
    throw new BnfError("unterminated literal", line);
  }
  const text = source.slice(from, end);
  if (notation === "bnf" && text === "") {
    throw new BnfError('empty literal ""', line);
  }
  return [
    caseless ? { kind: "caseless", text } : { kind: "lit", text },
    end + 1,
  ];
}

/** RFC 822 notation's <">, a double quote, the one <...> form it knows. */
function quoteMark(source: string, at: number, line: number): Read {
  if (!source.startsWith('<">', at)) {
    throw new BnfError(
      `unknown <...> form (only <"> is known): ${source.slice(at, at + 10)}`,
      line,
    );
  }
  return [{ kind: "lit", text: '"' }, at + 3];
}

/** An ABNF prose value, read only when it names a rule. */
function prose(source: string, at: number, line: number): Read {
  // prose-val = "<" *(%x20-3D / %x3F-7E) ">"
  const end = source.indexOf(">", at + 1);
  const text = end < 0 ? "" : source.slice(at + 1, end);
  if (end < 0 || /[^\x20-\x3d\x3f-\x7e]/.test(text)) {
    throw new BnfError("unterminated prose value <...>", line);
  }
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(text)) {
    throw new BnfError(
      `prose value <${text}> names no rule: the reader reads no prose`,
      line,
    );
  }
  return [{ kind: "ref", name: text }, end + 1];
}

/** ABNF's %x41, %d65, %b1000001 (one character), %x41-5A (a range), %x41.42 (a concatenation). */
function numVal(source: string, at: number, line: number): Read {
  NUM_VAL.lastIndex = at;
  const m = NUM_VAL.exec(source);
  const base = m?.[1]!.toLowerCase() as Base | undefined;
  if (m === null || base === undefined || !DIGITS[base].test(m[2]!)) {
    throw new BnfError(
      `malformed value ${JSON.stringify(source.slice(at, at + 12))} (RFC 5234: %x41, %d65, %b1000001, %x41-5A, %x41.42)`,
      line,
    );
  }
  const value = (digits: string): number => codePoint(digits, base, m[0], line);
  const first = value(m[2]!);
  const rest = m[3]!;
  const end = at + m[0].length;
  if (!rest.startsWith("-")) {
    const points = [first, ...rest.split(".").slice(1).map(value)];
    return [{ kind: "lit", text: String.fromCodePoint(...points) }, end];
  }
  const last = value(rest.slice(1));
  if (last < first) {
    throw new BnfError(`range ${m[0]}: its end is below its start`, line);
  }
  return [{ kind: "range", min: first, max: last }, end];
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
