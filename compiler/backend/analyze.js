// What each rule and expression needs, for the fast back end (scripts/backend/).
//
// Takes: the grammar's rules (peggy's AST after its transform passes, by
// name), the code classification of scripts/backend/support.js, and peggy's
// regexpClassEscape.
// Gives (createAnalysis): questions the emitters ask of a node, each answered
// conservatively (when unsure, the answer that keeps the general code):
//   charsetOf         the code units it matches when it always matches exactly
//                     one of a fixed set (then it compiles to one table test)
//   nullable          may it succeed without consuming input
//   firstSet          a superset of the code units it may consume first
//   readsLabels       does code inside it read labels even where no value is
//                     wanted (predicates, repetition bounds, actions that must
//                     run): then a match version keeps its labels' values
//   isTextValued      is its value always the text it matched
//   inlinable         is a rule small and not recursive (expanded in place)
//   underlyingChoice  the choice a node amounts to in match mode
//   mergeCharsetAlternatives  a choice's set alternatives joined into one set
//                     where the order between them cannot matter
//   fusedRepetition   a separated list (`x* (y x*)*`, `(y x*)*`) as one
//                     repetition of either part in match mode: one scan loop
//   backedOffRun      the sets of a repetition `(a* b)*` of two sets: one
//                     scan loop that backs off to the last b
"use strict";

const {
  unionRanges,
  intersects,
  rangesFromPredicate,
  classSet,
} = require("./classes.js");

const ALL = [[0, 0xffff]];
const INLINE_LIMIT = 40;

const { visitChildren } = require("./support.js");

/** Whether a repetition's bound is computed when the parse runs (a label or code). */
function isDynamicBound(bound) {
  return bound !== null && bound.type !== "constant";
}

function createAnalysis(rules, classify, regexpClassEscape) {
  // ---- character sets ------------------------------------------------------
  const charsetMemo = new Map();
  const classMemo = new WeakMap();
  /** The code units `node` matches when it always matches exactly one of a fixed set (value: that character), else null. */
  function charsetOf(node, seen = new Set()) {
    switch (node.type) {
      case "peg$charset":
        return node.set;
      case "class":
        if (!classMemo.has(node))
          classMemo.set(node, classSet(node, regexpClassEscape));
        return classMemo.get(node);
      case "literal": {
        if (node.value.length !== 1) return null;
        if (!node.ignoreCase) {
          const c = node.value.charCodeAt(0);
          return [[c, c]];
        }
        // peggy: input.substr(pos, 1).toLowerCase() === value.toLowerCase()
        const lower = node.value.toLowerCase();
        return rangesFromPredicate(
          (c) => String.fromCharCode(c).toLowerCase() === lower,
        );
      }
      case "any":
        return [[0, 0xffff]];
      case "named":
      case "group":
      case "text":
        return charsetOf(node.expression, seen);
      case "choice": {
        let acc = [];
        for (const alt of node.alternatives) {
          const set = charsetOf(alt, seen);
          if (set === null) return null;
          acc = unionRanges(acc, set);
        }
        return acc;
      }
      case "rule_ref": {
        if (charsetMemo.has(node.name)) return charsetMemo.get(node.name);
        if (seen.has(node.name)) return null;
        const rule = rules.get(node.name);
        if (!rule) return null;
        seen.add(node.name);
        const set = charsetOf(rule.expression, seen);
        seen.delete(node.name);
        charsetMemo.set(node.name, set);
        return set;
      }
      default:
        return null;
    }
  }

  // ---- labels read where no value is wanted --------------------------------
  /** Whether code inside `node` reads labels even where no value is wanted (predicates, bounds, actions that must run). */
  function readsLabels(node) {
    switch (node.type) {
      case "semantic_and":
      case "semantic_not":
        return true;
      case "action":
        return classify(node.code).throws || readsLabels(node.expression);
      case "choice":
        return node.alternatives.some(readsLabels);
      case "sequence":
        return node.elements.some(readsLabels);
      case "repeated":
        return (
          isDynamicBound(node.min) ||
          isDynamicBound(node.max) ||
          readsLabels(node.expression) ||
          (node.delimiter !== null && readsLabels(node.delimiter))
        );
      case "named":
      case "group":
      case "text":
      case "labeled":
      case "simple_and":
      case "simple_not":
      case "optional":
      case "zero_or_more":
      case "one_or_more":
        return readsLabels(node.expression);
      default:
        return false;
    }
  }

  // ---- may a node match without consuming; what can it consume first -------
  const nullableMemo = new Map();
  /** Whether `node` may succeed without consuming input (true when unsure). */
  function nullable(node) {
    switch (node.type) {
      case "peg$charset":
      case "class":
      case "any":
        return false;
      case "literal":
        return node.value.length === 0;
      case "rule_ref": {
        if (nullableMemo.has(node.name)) return nullableMemo.get(node.name);
        nullableMemo.set(node.name, true); // a cycle: unsure
        const rule = rules.get(node.name);
        const result = rule ? nullable(rule.expression) : true;
        nullableMemo.set(node.name, result);
        return result;
      }
      case "sequence":
        return node.elements.every(nullable);
      case "choice":
        return node.alternatives.some(nullable);
      case "one_or_more":
      case "text":
      case "named":
      case "group":
      case "labeled":
      case "action":
        return nullable(node.expression);
      case "repeated": {
        const min = node.min ? node.min : node.max;
        return (
          min.type !== "constant" ||
          min.value === 0 ||
          nullable(node.expression)
        );
      }
      default:
        return true;
    }
  }

  const firstMemo = new Map();
  /** A superset of the code units `node` may consume first. */
  function firstSet(node) {
    const set = charsetOf(node);
    if (set !== null) return set;
    switch (node.type) {
      case "literal":
        if (node.value.length === 0) return [];
        if (node.ignoreCase) return ALL;
        return [[node.value.charCodeAt(0), node.value.charCodeAt(0)]];
      case "rule_ref": {
        if (firstMemo.has(node.name)) return firstMemo.get(node.name);
        firstMemo.set(node.name, ALL); // a cycle: unsure
        const rule = rules.get(node.name);
        const result = rule ? firstSet(rule.expression) : ALL;
        firstMemo.set(node.name, result);
        return result;
      }
      case "sequence": {
        let acc = [];
        for (const element of node.elements) {
          acc = unionRanges(acc, firstSet(element));
          if (!nullable(element)) break;
        }
        return acc;
      }
      case "choice":
        return node.alternatives.reduce(
          (acc, alt) => unionRanges(acc, firstSet(alt)),
          [],
        );
      case "simple_and":
      case "simple_not":
      case "semantic_and":
      case "semantic_not":
        return [];
      case "optional":
      case "zero_or_more":
      case "one_or_more":
      case "repeated":
      case "text":
      case "named":
      case "group":
      case "labeled":
      case "action":
        return firstSet(node.expression);
      default:
        return ALL;
    }
  }

  // ---- inlining: small rules that are not recursive are expanded in place in
  // match mode, so that a loop like `pchar*` runs without calls.
  const referencesMemo = new Map();
  /** The rules reachable from a rule's expression. */
  function reachable(name) {
    if (referencesMemo.has(name)) return referencesMemo.get(name);
    const found = new Set();
    const stack = [name];
    while (stack.length > 0) {
      const rule = rules.get(stack.pop());
      if (!rule) continue;
      visit(rule.expression, (ref) => {
        if (!found.has(ref)) {
          found.add(ref);
          stack.push(ref);
        }
      });
    }
    referencesMemo.set(name, found);
    return found;
  }
  function visit(node, onRef) {
    if (node.type === "rule_ref") onRef(node.name);
    visitChildren(node, (child) => visit(child, onRef));
  }
  const sizeMemo = new Map();
  function inlinable(name) {
    if (!rules.has(name) || reachable(name).has(name)) return false;
    return ruleSize(name) <= INLINE_LIMIT;
  }
  function ruleSize(name) {
    if (!sizeMemo.has(name))
      sizeMemo.set(name, nodeSize(rules.get(name).expression));
    return sizeMemo.get(name);
  }
  function nodeSize(node) {
    if (charsetOf(node) !== null) return 1;
    if (node.type === "rule_ref")
      return inlinable(node.name) ? ruleSize(node.name) : 1;
    let n = 1;
    visitChildren(node, (child) => {
      n += nodeSize(child);
    });
    return n;
  }

  // ---- values and choices --------------------------------------------------
  /** Whether `node`'s value is always the text it matched: $( ), or a rule that is. */
  function isTextValued(node) {
    switch (node.type) {
      case "text":
        return true;
      case "named":
      case "group":
        return isTextValued(node.expression);
      case "rule_ref": {
        const rule = rules.get(node.name);
        return rule !== undefined && isTextValued(rule.expression);
      }
      default:
        return false;
    }
  }

  /** The choice that `node` amounts to in match mode, through wrappers and inlined rules; null if none, or if it reads labels. */
  function underlyingChoice(node) {
    const n = peel(node);
    return n.type === "choice" && !readsLabels(n) ? n : null;
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

  // ---- separated lists -------------------------------------------------------
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

  /** Whether two expressions are written the same (their places aside). */
  function sameExpression(a, b) {
    const shape = (node) =>
      JSON.stringify(node, (key, value) =>
        key === "location" || key === "codeLocation" ? undefined : value,
      );
    return a === b || shape(a) === shape(b);
  }

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

  return {
    charsetOf,
    readsLabels,
    nullable,
    firstSet,
    inlinable,
    isTextValued,
    underlyingChoice,
    mergeCharsetAlternatives,
    fusedRepetition,
    backedOffRun,
    peel,
  };
}

module.exports = { createAnalysis, isDynamicBound, visitChildren };
