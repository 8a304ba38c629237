// Choices and separated lists in match mode, for the fast back end's analysis
// (analyze.js, which gives these to the emitters; its header says what each is).
//
// Takes: the grammar's rules by name and the analysis's answers about a node
// (charsetOf, readsLabels, nullable, firstSet, inlinable).
// Gives: createChoices(...) { peel, alternativesOf, underlyingChoice,
// matchAlternatives, mergeCharsetAlternatives } and createLists(...) { fusedRepetition,
// backedOffRun }.
"use strict";

const { unionRanges, intersects } = require("./classes.js");

/** Whether two expressions are written the same (their places aside). */
function sameExpression(a, b) {
  const shape = (node) =>
    JSON.stringify(node, (key, value) =>
      key === "location" || key === "codeLocation" ? undefined : value,
    );
  return a === b || shape(a) === shape(b);
}

/** What a node amounts to in match mode, and the choices it makes. */
function createChoices({
  rules,
  charsetOf,
  readsLabels,
  nullable,
  firstSet,
  inlinable,
}) {
  /** `node` in match mode, through wrappers, labels and inlined rules (not set rules: they are one test). */
  function peel(node) {
    for (;;) {
      if (
        node.type === "named" ||
        node.type === "group" ||
        node.type === "text" ||
        node.type === "labeled"
      ) {
        node = node.expression;
      } else if (
        node.type === "rule_ref" &&
        charsetOf(node) === null &&
        inlinable(node.name)
      ) {
        node = rules.get(node.name).expression;
      } else {
        return node;
      }
    }
  }

  /** The alternatives of `node` as one flat list, through wrappers and inlined rules. */
  function alternativesOf(node) {
    const n = peel(node);
    return n.type === "choice"
      ? n.alternatives.flatMap(alternativesOf)
      : [node];
  }

  /** The choice that `node` amounts to in match mode, through wrappers and inlined rules; null if none, or if it reads labels. */
  function underlyingChoice(node) {
    const n = peel(node);
    return n.type === "choice" && !readsLabels(n) ? n : null;
  }

  /**
   * The alternatives of the choice `node` amounts to in match mode, a choice
   * among them replaced by its own alternatives, in place (`(a / b) / c`
   * matches what `a / b / c` matches: ordered choice is associative, and no
   * value is built), through wrappers and inlined rules; null if `node` is no
   * choice, or if code in an alternative reads labels (its place decides
   * which labels it sees).
   */
  function matchAlternatives(node) {
    const n = peel(node);
    if (n.type !== "choice") return null;
    const flat = alternativesOf(n);
    return flat.some((alt) => readsLabels(alt)) ? null : flat;
  }

  /**
   * Character-set alternatives become one set: adjacent ones always (their
   * value is the character either way), and a later one joins an earlier one
   * when every alternative between them can neither match without consuming
   * nor begin with a character of the set. Then at any position at most one of
   * the two sides can match, so the order between them cannot matter. (pchar's
   * `unreserved / escaped / [:@&=+$,]` becomes one set, then escaped.)
   */
  function mergeCharsetAlternatives(alternatives) {
    const merged = []; // { alt, set }; alt is null once sets were merged into it
    for (const alt of alternatives) {
      const set = charsetOf(alt);
      if (set !== null) {
        let target = null;
        for (let i = merged.length - 1; i >= 0; i--) {
          const m = merged[i];
          if (m.set !== null) {
            target = m;
            break;
          }
          if (nullable(m.alt) || intersects(firstSet(m.alt), set)) break;
        }
        if (target !== null) {
          target.set = unionRanges(target.set, set);
          target.alt = null;
          continue;
        }
      }
      merged.push({ alt, set });
    }
    return merged.map(({ alt, set }) => alt || { type: "peg$charset", set });
  }
  return {
    peel,
    alternativesOf,
    underlyingChoice,
    matchAlternatives,
    mergeCharsetAlternatives,
  };
}

/** Separated lists and runs as one repetition in match mode. */
function createLists({
  charsetOf,
  readsLabels,
  nullable,
  peel,
  alternativesOf,
}) {
  /** The item of `node` as a repetition in match mode: { item, atLeastOne }, or null. */
  function repetitionOf(node) {
    const n = peel(node);
    if (n.type === "zero_or_more" || n.type === "one_or_more")
      return { item: n.expression, atLeastOne: n.type === "one_or_more" };
    const fused = n.type === "sequence" ? fusedRepetition(n) : null;
    return fused !== null && fused.type === "zero_or_more"
      ? { item: fused.expression, atLeastOne: false }
      : null;
  }

  /** `y A` where A amounts to `x*`: { x, y }, or null. */
  function ledList(node) {
    const n = peel(node);
    if (n.type !== "sequence" || n.elements.length !== 2) return null;
    const rest = repetitionOf(n.elements[1]);
    return rest === null || rest.atLeastOne
      ? null
      : { x: rest.item, y: n.elements[0] };
  }

  /** `(x / y)*`, the alternatives of x then y's. */
  function eitherRepeated(x, y) {
    return {
      type: "zero_or_more",
      expression: {
        type: "choice",
        alternatives: [...alternativesOf(x), ...alternativesOf(y)],
      },
    };
  }

  /**
   * What a separated list amounts to in match mode, as one repetition of
   * either of its parts (so one scan loop where they are character sets);
   * null for any other node:
   *   x* (y x*)*   is (x / y)*
   *   x+ (y x*)*   is x (x / y)*
   *   (y x*)*      is (y (x / y)*)?
   * where x* may itself be such a list (segment = pchar* (";" param)*, param
   * = pchar*, path_segments = segment ("/" segment)*: (pchar / ";" / "/")*).
   * Each pair matches the same: at each position both sides try x, then y,
   * and stop where they are when both fail (a failed iteration gives back
   * nothing it consumed). Neither x nor y may match empty (peggy refuses a
   * repetition of what may), and nothing inside may read a label.
   */
  function fusedRepetition(node) {
    if (fusedMemo.has(node)) return fusedMemo.get(node);
    fusedMemo.set(node, null); // a cycle: no
    let result = null;
    const n = peel(node);
    if (!readsLabels(n)) {
      if (n.type === "sequence" && n.elements.length === 2) {
        const head = repetitionOf(n.elements[0]);
        const tail = peel(n.elements[1]);
        const list =
          head !== null && tail.type === "zero_or_more"
            ? ledList(tail.expression)
            : null;
        if (list !== null && fusable(head.item, list)) {
          const rest = eitherRepeated(list.x, list.y);
          result = head.atLeastOne
            ? { type: "sequence", elements: [list.x, rest] }
            : rest;
        }
      } else if (n.type === "zero_or_more") {
        const list = ledList(n.expression);
        if (list !== null && fusable(list.x, list)) {
          result = {
            type: "optional",
            expression: {
              type: "sequence",
              elements: [list.y, eitherRepeated(list.x, list.y)],
            },
          };
        }
      }
    }
    fusedMemo.set(node, result);
    return result;
  }
  /**
   * For the item of a repetition `(a* b)*` (`("-"* alphanum)*`), where a and
   * b are sets with no character in common: { inner: a's set, last: b's };
   * else null. The repetition ends after the last b of the run of a's and
   * b's where it starts: each iteration takes a's then one b, and one that
   * finds no b after its a's gives them back.
   */
  function backedOffRun(item) {
    const n = peel(item);
    if (n.type !== "sequence" || n.elements.length !== 2 || readsLabels(n))
      return null;
    const run = peel(n.elements[0]);
    if (run.type !== "zero_or_more") return null;
    const inner = charsetOf(run.expression);
    const last = charsetOf(n.elements[1]);
    if (inner === null || last === null || intersects(inner, last)) return null;
    return { inner, last };
  }

  /** Whether `x` and the list's own x are one expression, and neither part may match empty. */
  function fusable(x, list) {
    return sameExpression(x, list.x) && !nullable(x) && !nullable(list.y);
  }
  const fusedMemo = new Map();

  return { fusedRepetition, backedOffRun };
}

module.exports = { createChoices, createLists };
