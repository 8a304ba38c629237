// Seeded random sentences of a BNF, and near-miss mutations of them.
//
// Members: a walk of the rule's expression that picks alternatives, optional
// parts and repetition counts. The choices lean toward the cases where a PEG
// transcription goes wrong: repetitions of 0 and 1 (empty components) as often
// as long runs (many labels), optional parts present and absent alike (a
// trailing "." on a hostname), every alternative of an alternation (digits
// ending labels, escapes), runs of the same alternative (all-digit labels that
// make a hostname start like an IPv4address), and, now and then, the
// alternative or branch this generator has taken least so far, so that every
// alternative of every rule comes up. A soft length budget keeps sentences
// moderate: once a sentence is long, repetitions take their minimum and
// alternations their shortest branch.
//
// ABNF's values lean the same way: a range (%x30-34) gives its lowest and its
// highest character as often as one between (so dec-octet comes out as 0, 9,
// 10, 99, 100, 199, 200, 249, 250 and 255), and a case-insensitive literal
// ("v", HEXDIG's "A") comes in its other case as often as written.
//
// Near misses: a member with one to three edits (insert, delete, replace,
// duplicate, transpose, cut, a number one past its value or with a leading
// zero, a group repeated), aimed half the time at a delimiter or "%", with
// characters drawn half the time from the delimiters. The last two reach the
// bounds of the ABNF's counted rules: 256 for dec-octet, a ninth group for
// IPv6address.
import type { Bnf, Expr } from "./bnf.js";

/** A small seeded generator (sfc32, seeded through splitmix32). */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    [this.a, this.b, this.c, this.d] = [next(), next(), next(), next()];
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

export interface GeneratorOptions {
  /** Past this many characters a sentence stops growing (default 80). */
  readonly softLength?: number;
}

/**
 * How often, within one sentence, an alternation repeats its previous choice.
 * Runs of one alternative (all-digit labels, hyphen runs, escapes in a row) are
 * where overlapping alternatives meet: "1.2.3.4.example" is a hostname whose
 * first labels read as an IPv4address. Each sentence draws one value.
 */
const STICKINESS = [0, 0.5, 0.9];

interface WalkState {
  /** The sentence so far. */
  text: string;
  readonly stickiness: number;
  /** The alternative each alternation took last in this sentence. */
  readonly last: Map<Expr, number>;
}

/** Generates members of each rule of one BNF; it remembers which branches it took. */
export class SentenceGenerator {
  private readonly softLength: number;
  /** Per choice point (an alt, opt or rep node): how often each branch was taken. */
  private readonly counts = new Map<Expr, number[]>();
  private readonly minLengths = new Map<Expr, number>();
  private readonly labels = new Map<Expr, string>();

  constructor(
    readonly bnf: Bnf,
    options: GeneratorOptions = {},
  ) {
    this.softLength = options.softLength ?? 80;
    for (const name of bnf.names) this.label(bnf.rules.get(name)!, name);
  }

  /** A random member of `rule`. */
  member(rule: string, random: Random): string {
    const state: WalkState = {
      text: "",
      stickiness: random.pick(STICKINESS),
      last: new Map(),
    };
    this.walk(this.rule(rule), random, state);
    return state.text;
  }

  /**
   * Which branches of the BNF (alternatives, optional parts, repetition
   * counts) the members generated so far have taken: `branches`, every
   * branch that can be taken, as "rule: path: branch"; `missing()`, the
   * branches never taken so far.
   */
  coverage(): { readonly branches: string[]; missing(): string[] } {
    const branches = [...this.labels].flatMap(([expr, label]) =>
      branchNames(expr).map((n, i) => ({ expr, i, name: `${label}: ${n}` })),
    );
    return {
      branches: branches.map((b) => b.name),
      missing: () =>
        branches
          .filter(({ expr, i }) => this.counts.get(expr)![i] === 0)
          .map((b) => b.name),
    };
  }

  private rule(name: string): Expr {
    const expr = this.bnf.rules.get(name);
    if (expr === undefined) throw new Error(`no BNF rule ${name}`);
    return expr;
  }

  /** Names each choice point by its rule and position, for coverage messages, and counts none of its branches taken. */
  private label(expr: Expr, path: string): void {
    const branches = branchNames(expr).length;
    if (branches > 1 || expr.kind === "rep") {
      this.labels.set(expr, path);
      this.counts.set(expr, new Array<number>(branches).fill(0));
    }
    if (expr.kind === "alt")
      expr.alternatives.forEach((a, i) => this.label(a, `${path}|${i + 1}`));
    else if (expr.kind === "seq")
      expr.items.forEach((a, i) => this.label(a, `${path}.${i + 1}`));
    else if (expr.kind === "opt") this.label(expr.item, `${path}[]`);
    else if (expr.kind === "rep") this.label(expr.item, `${path}*`);
  }

  private take(expr: Expr, branch: number): void {
    this.counts.get(expr)![branch]!++;
  }

  /** The branch taken least so far. */
  private leastTaken(expr: Expr, size: number): number {
    const c = this.counts.get(expr);
    if (c === undefined) return 0;
    let best = 0;
    for (let i = 1; i < size; i++) if (c[i]! < c[best]!) best = i;
    return best;
  }

  private minLength(expr: Expr): number {
    let n = this.minLengths.get(expr);
    if (n !== undefined) return n;
    switch (expr.kind) {
      case "lit":
      case "caseless":
        n = expr.text.length;
        break;
      case "range":
        n = String.fromCodePoint(expr.min).length;
        break;
      case "ref":
        n = this.minLength(this.rule(expr.name));
        break;
      case "alt":
        n = Math.min(...expr.alternatives.map((a) => this.minLength(a)));
        break;
      case "seq":
        n = expr.items.reduce((sum, a) => sum + this.minLength(a), 0);
        break;
      case "opt":
        n = 0;
        break;
      case "rep":
        n = expr.min * this.minLength(expr.item);
        break;
    }
    this.minLengths.set(expr, n);
    return n;
  }

  private walk(expr: Expr, random: Random, state: WalkState): void {
    const long = state.text.length >= this.softLength;
    switch (expr.kind) {
      case "lit":
        state.text += expr.text;
        return;
      case "caseless": {
        const letters = /[A-Za-z]/.test(expr.text);
        const changed =
          letters &&
          (random.chance(0.25)
            ? this.leastTaken(expr, 2) === 1
            : random.chance(0.5));
        if (letters) this.take(expr, changed ? 1 : 0);
        state.text += changed ? otherCase(expr.text, random) : expr.text;
        return;
      }
      case "range": {
        const size = rangeBranches(expr);
        const r = random.float();
        const branch = random.chance(0.25)
          ? this.leastTaken(expr, size)
          : Math.min(size - 1, r < 0.3 ? 0 : r < 0.6 ? 1 : 2);
        const point =
          branch === 0
            ? expr.min
            : branch === 1
              ? expr.max
              : expr.min + 1 + random.int(expr.max - expr.min - 1);
        if (size > 1) this.take(expr, branch);
        state.text += String.fromCodePoint(point);
        return;
      }
      case "ref":
        this.walk(this.rule(expr.name), random, state);
        return;
      case "seq":
        for (const item of expr.items) this.walk(item, random, state);
        return;
      case "alt": {
        const size = expr.alternatives.length;
        let i: number;
        const last = state.last.get(expr);
        if (long) {
          i = this.shortest(expr.alternatives);
        } else if (last !== undefined && random.chance(state.stickiness)) {
          i = last;
        } else if (random.chance(0.25)) {
          i = this.leastTaken(expr, size);
        } else {
          i = random.int(size);
        }
        this.take(expr, i);
        state.last.set(expr, i);
        this.walk(expr.alternatives[i]!, random, state);
        return;
      }
      case "opt": {
        const present = long
          ? false
          : random.chance(0.25)
            ? this.leastTaken(expr, 2) === 1
            : random.chance(0.65);
        this.take(expr, present ? 1 : 0);
        if (present) this.walk(expr.item, random, state);
        return;
      }
      case "rep": {
        const n = long ? expr.min : this.count(expr, random);
        let k = 0;
        while (k < n) {
          this.walk(expr.item, random, state);
          k++;
          if (k >= expr.min && state.text.length >= this.softLength) break;
        }
        this.take(expr, Math.min(k - expr.min, repBranches(expr) - 1));
        return;
      }
    }
  }

  /** The first of the alternatives whose members can be shortest. */
  private shortest(alternatives: readonly Expr[]): number {
    const lengths = alternatives.map((a) => this.minLength(a));
    return lengths.indexOf(Math.min(...lengths));
  }

  /** A repetition count: the minimum, one more, a few more, or many more. */
  private count(expr: Extract<Expr, { kind: "rep" }>, random: Random): number {
    const { min, max } = expr;
    const r = random.float();
    let n: number;
    if (random.chance(0.2)) {
      // Steer toward a repetition branch not taken yet (min, min + 1, more).
      const branch = this.leastTaken(expr, repBranches(expr));
      n = branch === 0 ? min : branch === 1 ? min + 1 : min + 2 + random.int(4);
    } else if (r < 0.25) n = min;
    else if (r < 0.5) n = min + 1;
    else if (r < 0.8) n = min + 2 + random.int(3);
    else n = min + 5 + random.int(12);
    return max === null ? n : Math.min(n, max);
  }
}

/** The branches of a repetition: its minimum, one more, and more (as far as its maximum allows). */
function repBranches(expr: Extract<Expr, { kind: "rep" }>): number {
  const span = expr.max === null ? 2 : expr.max - expr.min;
  return 1 + Math.min(span, 2);
}

/** The branches of a range: its lowest value, its highest, and one between (as far as it has them). */
function rangeBranches(expr: Extract<Expr, { kind: "range" }>): number {
  return 1 + Math.min(expr.max - expr.min, 2);
}

/** `text` with the case of some of its ASCII letters changed (one at least). */
function otherCase(text: string, random: Random): string {
  const chars = [...text];
  const letters = chars.flatMap((c, i) => (/[A-Za-z]/.test(c) ? [i] : []));
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

function branchNames(expr: Expr): string[] {
  switch (expr.kind) {
    case "caseless":
      return /[A-Za-z]/.test(expr.text) ? ["as written", "case changed"] : [];
    case "range":
      return ["lowest", "highest", "between"].slice(0, rangeBranches(expr));
    case "alt":
      return expr.alternatives.map((_, i) => `alternative ${i + 1}`);
    case "opt":
      return ["absent", "present"];
    case "rep": {
      const names = [`${expr.min} times`, `${expr.min + 1} times`, "more"];
      return names.slice(0, repBranches(expr));
    }
    default:
      return [];
  }
}

/** Characters a near miss draws from: the delimiters first, then a few of every kind. */
const DELIMITERS = [..."%:/?#[]@!$&'()*+,;=.-_~<>\"{}|\\^` "];
const OTHERS = [
  ..."aZz09Ffg",
  "\u00e9",
  "\u{1F600}",
  "\n",
  "\t",
  "\u0000",
  "\u007f",
  "%2",
  "%G",
  "%%",
];
const isDelimiter = (c: string): boolean => !/[A-Za-z0-9]/.test(c);

/** A character (or short text) to insert or replace with. */
function nearMissText(random: Random): string {
  return random.chance(0.5) ? random.pick(DELIMITERS) : random.pick(OTHERS);
}

/** A position in `chars`, half the time at a delimiter or "%" (or just after one). */
function position(
  chars: readonly string[],
  random: Random,
  end: boolean,
): number {
  const limit = chars.length + (end ? 1 : 0);
  if (limit === 0) return 0;
  if (random.chance(0.5)) {
    const at: number[] = [];
    chars.forEach((c, i) => {
      if (isDelimiter(c)) at.push(i, i + 1);
    });
    const usable = at.filter((i) => i < limit);
    if (usable.length > 0) return random.pick(usable);
  }
  return random.int(limit);
}

/**
 * `text` with one of its runs of digits one past its value, or with a leading
 * zero; or a digit inserted, never between the two halves of a surrogate pair
 * (which would leave each alone): there, after the pair.
 */
function pastNumber(text: string, random: Random): string {
  const runs = [...text.matchAll(/[0-9]+/g)];
  if (runs.length === 0) {
    let at = random.int(text.length + 1);
    if (/[\udc00-\udfff]/.test(text.charAt(at)) && at > 0) {
      if (/[\ud800-\udbff]/.test(text.charAt(at - 1))) at++;
    }
    return text.slice(0, at) + random.pick([..."019"]) + text.slice(at);
  }
  const run = random.pick(runs);
  const digits = run[0];
  const changed = random.chance(0.7)
    ? (BigInt(digits) + 1n).toString()
    : `0${digits}`;
  return (
    text.slice(0, run.index) + changed + text.slice(run.index + digits.length)
  );
}

/** `member` with one to three edits: a string near the language, often outside it. */
export function nearMiss(member: string, random: Random): string {
  let chars = [...member];
  const edits = random.chance(0.7) ? 1 : random.chance(0.67) ? 2 : 3;
  for (let e = 0; e < edits; e++) {
    const op = random.int(chars.length === 0 ? 1 : 8);
    // Where the edit goes (an insertion may go at the end); a number needs none.
    const at = op === 6 ? 0 : position(chars, random, op === 0);
    switch (op) {
      case 0: // insert
        chars.splice(at, 0, nearMissText(random));
        break;
      case 1: // delete
        chars.splice(at, 1);
        break;
      case 2: // replace
        chars[at] = nearMissText(random);
        break;
      case 3: // duplicate a character (a doubled delimiter: "//", "..", "@@", "::")
        chars.splice(at, 0, chars[at]!);
        break;
      case 4: // transpose two neighbours
        if (at + 1 < chars.length)
          [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
        else chars.splice(at, 1);
        break;
      case 5: // cut: a prefix ("%4", "http:/", "a.b-") or a suffix
        chars = random.chance(0.7) ? chars.slice(0, at) : chars.slice(at + 1);
        break;
      case 6: // a number one past its value (255 to 256, 99 to 100), or with a leading zero
        chars = [...pastNumber(chars.join(""), random)];
        break;
      default: {
        // a group repeated: the text up to a delimiter, after the one before it ("1:2:" to "1:2:2:")
        let from = at;
        while (from > 0 && !isDelimiter(chars[from - 1]!)) from--;
        chars.splice(at + 1, 0, ...chars.slice(from, at + 1));
      }
    }
  }
  return chars.join("");
}
