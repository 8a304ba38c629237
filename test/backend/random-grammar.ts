// Random small grammars for the back end's property tests: three rules built
// from every kind of expression (see random-grammars.test.ts), as an
// expression tree (Expr) and as peggy's text (render).
import fc from "fast-check";
import * as peggy from "peggy";

/** Action code over the label L: values, positions, and reads that throw on null or undefined. */
/** Random grammars a property tries: BACKEND_RUNS (default 100) from BACKEND_SEED (default 14). */
export const RUNS = {
  numRuns: Number(process.env["BACKEND_RUNS"] ?? 100),
  seed: Number(process.env["BACKEND_SEED"] ?? 14),
};

export const ACTIONS = [
  "return [L, text(), offset()];",
  "return { value: L, at: location().start.offset };",
  "return L.length;",
  "return L?.length ?? null;",
];

export type Expr =
  | { k: "lit"; v: string; i: boolean }
  | { k: "cls"; src: string }
  | { k: "any" }
  | { k: "ref"; n: number }
  | { k: "seq" | "alt"; es: Expr[] }
  | {
      k: "opt" | "star" | "plus" | "text" | "and" | "not" | "pluck";
      e: Expr;
    }
  | { k: "act"; e: Expr; code: number }
  | { k: "rep"; e: Expr; bounds: string }
  | { k: "sem"; code: string };

/** An expression that matches one fixed way: a class, a literal, or two of them in a row. */
const fixedPart: fc.Arbitrary<Expr> = fc.oneof(
  fc.record({
    k: fc.constant("cls" as const),
    src: fc.constantFrom("[a-c]", "[^a]", "[ab]i", "[0-9]", "[a\\-]"),
  }),
  fc.record({
    k: fc.constant("lit" as const),
    v: fc.constantFrom("a", "b", "ab", "ba"),
    i: fc.constant(false),
  }),
);
const fixed: fc.Arbitrary<Expr> = fc.oneof(
  fixedPart,
  fc
    .tuple(fixedPart, fixedPart)
    .map(([a, b]): Expr => ({ k: "seq", es: [a, b] })),
);

export const { expr } = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", maxDepth: 4, withCrossShrink: true },
    fc.record({
      k: fc.constant("lit" as const),
      v: fc.constantFrom("a", "b", "ab", "ba", "", "A"),
      i: fc.boolean(),
    }),
    fc.record({
      k: fc.constant("cls" as const),
      src: fc.constantFrom("[a-c]", "[^a]", "[ab]i", "[0-9]", "[a\\-]"),
    }),
    fc.constant({ k: "any" as const }),
    fc.record({
      k: fc.constant("ref" as const),
      n: fc.integer({ min: 0, max: 2 }),
    }),
    fc.record({
      k: fc.constantFrom("seq" as const, "alt" as const),
      es: fc.array(tie("expr"), { minLength: 2, maxLength: 3 }),
    }),
    fc.record({
      k: fc.constantFrom(
        "opt" as const,
        "star" as const,
        "plus" as const,
        "text" as const,
        "and" as const,
        "not" as const,
        "pluck" as const,
      ),
      e: tie("expr"),
    }),
    // An attempt that may fail (an optional, an alternative) that is a
    // sequence led by a repetition, with a literal after it: the back end
    // guards it (compiler/backend/analyze-guards.js).
    fc
      .tuple(
        fc.constantFrom("star" as const, "plus" as const),
        tie("expr"),
        fc.constantFrom("a", "b", "ba"),
        fc.option(tie("expr"), { nil: undefined }),
      )
      .map(([k, e, v, other]): Expr => {
        const attempt: Expr = {
          k: "seq",
          es: [
            { k, e },
            { k: "lit", v, i: false },
          ],
        };
        return other === undefined
          ? { k: "opt", e: attempt }
          : { k: "alt", es: [attempt, other] };
      }),
    // A repetition of a choice of fixed strings, matched only: the back end
    // scans it with one sticky regular expression, in bounded chunks
    // (compiler/backend/emit-repetition.js).
    fc
      .tuple(
        fc.constantFrom("star" as const, "plus" as const),
        fc.array(fixed, { minLength: 2, maxLength: 4 }),
      )
      .map(([k, es]): Expr => ({ k: "text", e: { k, e: { k: "alt", es } } })),
    fc.record({
      k: fc.constant("act" as const),
      e: tie("expr"),
      code: fc.integer({ min: 0, max: ACTIONS.length - 1 }),
    }),
    fc.record({
      k: fc.constant("rep" as const),
      e: tie("expr"),
      bounds: fc.constantFrom("|2|", "|1..2|", '|..2, ","|', "|2..|"),
    }),
    fc.record({
      k: fc.constant("sem" as const),
      code: fc.constantFrom(
        "return offset() % 2 === 0",
        'return text() === ""',
        "return true",
      ),
    }),
  ),
}));

/** A counter of the labels rendered so far. */
interface Labels {
  next: number;
}

/** An expression's text; labels are numbered (by `labels`) so that none repeats in a scope. */
function plainRenderer(labels: Labels): (e: Expr) => string {
  const r = (e: Expr): string => {
    switch (e.k) {
      case "lit":
        return JSON.stringify(e.v) + (e.i ? "i" : "");
      case "cls":
        return e.src;
      case "any":
        return ".";
      case "ref":
        return `r${e.n}`;
      case "seq":
        return `(${e.es.map(r).join(" ")})`;
      case "alt":
        return `(${e.es.map(r).join(" / ")})`;
      case "opt":
        return `(${r(e.e)})?`;
      case "star":
        return `(${r(e.e)})*`;
      case "plus":
        return `(${r(e.e)})+`;
      case "text":
        return `$(${r(e.e)})`;
      case "and":
        return `&(${r(e.e)})`;
      case "not":
        return `!(${r(e.e)})`;
      case "act": {
        const l = `l${labels.next++}`;
        return `(${l}:(${r(e.e)}) { ${ACTIONS[e.code]?.replace(/L/g, l)} })`;
      }
      case "pluck":
        return `("<" @(${r(e.e)}) ">")`;
      case "rep":
        return `(${r(e.e)})${e.bounds}`;
      case "sem":
        return `&{ ${e.code} }`;
    }
  };
  return r;
}

/** The rules' text, each rule's expression by `r`. */
function rulesText(
  rules: Expr[],
  named: boolean,
  r: (e: Expr) => string,
): string {
  return rules
    .map((e, i) => `r${i}${named && i === 1 ? ' "the r1"' : ""} = ${r(e)}`)
    .join("\n");
}

/** The grammar's text; labels are numbered so that none repeats in a scope. */
export function render(rules: Expr[], named: boolean): string {
  return rulesText(rules, named, plainRenderer({ next: 0 }));
}

/**
 * The reference for a cutter of render's grammar (compiler/backend/cut-points.js):
 * the same language, its actions dropped, each expression's value the list
 * of [slot, end] of the labelled elements it went through whose label
 * `slotOf` gives a slot, in the order they ended. Inside $( ), a lookahead, a
 * repetition or a predicate, where a cutter records nothing, the expression
 * is render's, and its value []. Labels are numbered as render numbers them.
 */
export function renderCutReference(
  rules: Expr[],
  named: boolean,
  slotOf: (label: string) => number | undefined,
): string {
  const labels: Labels = { next: 0 };
  const plain = plainRenderer(labels);
  let temp = 0;
  const none = (text: string): string => `(${text} { return []; })`;
  const r = (e: Expr): string => {
    switch (e.k) {
      case "ref":
        return `r${e.n}`;
      case "seq": {
        const names = e.es.map(() => `t${temp++}`);
        const elements = e.es.map((x, i) => `${names[i]}:${r(x)}`);
        const all = names.map((n) => `...${n}`).join(", ");
        return `(${elements.join(" ")} { return [${all}]; })`;
      }
      case "alt":
        return `(${e.es.map(r).join(" / ")})`;
      case "opt": {
        const v = `t${temp++}`;
        return `(${v}:(${r(e.e)})? { return ${v} ?? []; })`;
      }
      case "pluck":
        return `("<" @(${r(e.e)}) ">")`;
      case "act": {
        const slot = slotOf(`l${labels.next++}`);
        if (slot === undefined) return `(${r(e.e)})`;
        const v = `t${temp++}`;
        return `(${v}:(${r(e.e)}) { return [...${v}, [${slot}, location().end.offset]]; })`;
      }
      default:
        return none(plain(e));
    }
  };
  return rulesText(rules, named, r);
}

/** Random grammars' expressions, and whether r1 has a display name. */
export const grammarRules = fc.tuple(
  fc.array(expr, { minLength: 3, maxLength: 3 }),
  fc.boolean(),
);

export const grammar = grammarRules.map(([rules, named]) =>
  render(rules, named),
);

/** Whether peggy compiles the grammar (it rejects left recursion and repetitions of what can match nothing). */
export function peggyAccepts(text: string): boolean {
  try {
    peggy.generate(text, { output: "source", allowedStartRules: ["*"] });
    return true;
  } catch {
    return false;
  }
}
