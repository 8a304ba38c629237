// Guards for the fast back end's analysis (analyze.js gives guardOf to the
// emitters): a test, before an attempt that may fail, that lets it fail at
// once without scanning what it would have scanned.
//
// An optional `(a "@" b)?`, or an alternative of a choice but the last,
// that is (through wrappers, labels, actions and inlined rules) a sequence
// led by an element that may repeat any number of times, with a literal
// after it (`userinfo "@"`, userinfo a run of characters), can only match
// where that literal occurs at or after the position it starts at: each
// element of a sequence matches where the one before it ended. So when
// `input.indexOf(literal, p)` is -1 the attempt fails, whatever its other
// elements would have read, and the scan of the run before the literal (to
// find no "@" after it: `//example.org/` has none) is skipped. The language
// and the values are the same; only the work on a failing attempt changes.
// (A sequence led by a fixed test, `"[" IPv6address "]"`, is left as it is:
// that test rejects at once, where indexOf would read on.)
//
// indexOf reads on to the literal or to the end of the input, which may be
// further than the attempt would have read. A guard is therefore only put
// where the attempt runs a bounded number of times a parse, whatever the
// input: in no repetition of its rule, in a rule that is not recursive and
// that every rule referring to it refers to from no repetition, and so on up
// to the start rules. Each guard then reads the input at most a fixed number
// of times a parse (a parse stays linear in the input where it was).
//
// Takes: the grammar's rules by name, and the analysis's charsetOf and peel.
// Gives: createGuards(...) { guardOf }.
"use strict";

const { build, children } = require("./visitor.js");

/** The node types that repeat their expression (and delimiter). */
const REPEATING = new Set(["zero_or_more", "one_or_more", "repeated"]);

/** The guards of the header, for the rules of one grammar. */
function createGuards({ rules, charsetOf, peel }) {
  const { boundedNodes, boundedRules } = boundedness(rules);

  /**
   * Whether `node` may consume any number of characters: it holds a
   * repetition with no maximum (through rules). (A bounded one, `h16 =
   * HEXDIG|1..4|`, reads few: no guard pays for it.)
   */
  const repeatMemo = new Map();
  const mayRepeat = build(
    {
      zero_or_more: () => true,
      one_or_more: () => true,
      repeated: (node) =>
        node.max.type !== "constant" ||
        node.max.value === null ||
        children(node).some((child) => repeats(child)),
      rule_ref: (node) => {
        if (repeatMemo.has(node.name)) return repeatMemo.get(node.name);
        repeatMemo.set(node.name, true); // a cycle: it may
        const rule = rules.get(node.name);
        const result = rule === undefined || repeats(rule.expression);
        repeatMemo.set(node.name, result);
        return result;
      },
    },
    (node) => children(node).some((child) => repeats(child)),
  );
  function repeats(node) {
    return charsetOf(node) === null && mayRepeat(node);
  }

  /** The string `node` always matches, case sensitive and not empty, when it is a literal (or one fixed character); else null. */
  function literalOf(node) {
    const set = charsetOf(node);
    if (set !== null) {
      return set.length === 1 && set[0][0] === set[0][1]
        ? String.fromCharCode(set[0][0])
        : null;
    }
    const n = peel(node);
    return n.type === "literal" && !n.ignoreCase && n.value.length > 0
      ? n.value
      : null;
  }

  /**
   * The literal whose absence at or after the position makes `attempt` fail
   * (an optional's expression, or a choice's alternative: `site` is the
   * optional or the choice), when a guard pays and is safe there (see the
   * header); else null.
   */
  function guardOf(site, attempt) {
    if (!boundedNodes.has(site)) return null;
    if (!boundedRules.has(boundedNodes.get(site))) return null;
    // An action matches where its expression does (its code runs after).
    let n = peel(attempt);
    while (n.type === "action") n = peel(n.expression);
    if (n.type !== "sequence" || !repeats(n.elements[0])) return null;
    for (const element of n.elements.slice(1)) {
      const literal = literalOf(element);
      if (literal !== null) return literal;
    }
    return null;
  }

  return { guardOf };
}

/**
 * boundedNodes: each node in no repetition of its rule -> the rule's name;
 * boundedRules: the rules that run a bounded number of times a parse (not
 * recursive, and referred to from no repetition, by such rules only).
 */
function boundedness(rules) {
  const boundedNodes = new WeakMap();
  /** Rule name -> the rules it refers to; and the rules referred to from a repetition. */
  const refers = new Map();
  const repeatedRefs = new Set();
  for (const [name, rule] of rules) {
    const refs = new Set();
    const walk = (node, repeated) => {
      if (!repeated) boundedNodes.set(node, name);
      if (node.type === "rule_ref") {
        refs.add(node.name);
        if (repeated) repeatedRefs.add(node.name);
      }
      const inside = repeated || REPEATING.has(node.type);
      for (const child of children(node)) walk(child, inside);
    };
    walk(rule.expression, false);
    refers.set(name, refs);
  }
  // Unbounded: referred to from a repetition, recursive, or referred to by an
  // unbounded rule.
  const unbounded = new Set(repeatedRefs);
  for (const name of rules.keys()) {
    if (reaches(refers, name, name)) unbounded.add(name);
  }
  const stack = [...unbounded];
  while (stack.length > 0) {
    for (const ref of refers.get(stack.pop()) ?? []) {
      if (!unbounded.has(ref)) {
        unbounded.add(ref);
        stack.push(ref);
      }
    }
  }
  const boundedRules = new Set(
    [...rules.keys()].filter((name) => !unbounded.has(name)),
  );
  return { boundedNodes, boundedRules };
}

/** Whether rule `to` is reachable from rule `from` by one reference or more. */
function reaches(refers, from, to) {
  const seen = new Set();
  const stack = [...(refers.get(from) ?? [])];
  while (stack.length > 0) {
    const name = stack.pop();
    if (name === to) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(refers.get(name) ?? []));
  }
  return false;
}

module.exports = { createGuards };
