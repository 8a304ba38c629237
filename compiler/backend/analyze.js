// What each rule and expression needs, for the fast back end (compiler/backend/).
//
// Takes: the grammar's rules (peggy's AST after its transform passes, by
// name), the code classification of code-reader.js, and peggy's
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
//   matchAlternatives its alternatives, a choice among them flattened in place
//   mergeCharsetAlternatives  a choice's set alternatives joined into one set
//                     where the order between them cannot matter
//   fusedRepetition   a separated list (`x* (y x*)*`, `(y x*)*`) as one
//                     repetition of either part in match mode: one scan loop
//   backedOffRun      the sets of a repetition `(a* b)*` of two sets: one
//                     scan loop that backs off to the last b
//   peel              a node in match mode, through wrappers and inlined rules
//   guardOf           the literal whose absence after the position makes an
//                     optional's or a choice alternative's attempt fail at once
// (peel and the five before it in analyze-lists.js, guardOf in
// analyze-guards.js). Each question that walks the tree is
// a visitor (visitor.js) of the node's type, its answers memoized by rule.
"use strict";

const { unionRanges, rangesFromPredicate, classSet } = require("./classes.js");
const { build, children } = require("./visitor.js");
const { createChoices, createLists } = require("./analyze-lists.js");
const { createGuards } = require("./analyze-guards.js");

/** @template {unknown[]} A @template R @typedef {import("./visitor.js").Visit<A, R>} Visit */

const ALL = [[0, 0xffff]];
const INLINE_LIMIT = 40;

/** Whether a repetition's bound is computed when the parse runs (a label or code). */
function isDynamicBound(bound) {
  return bound !== null && bound.type !== "constant";
}

/** The questions of the header, asked of `rules` (a Map of name -> peggy's rule). */
function createAnalysis(rules, classify, regexpClassEscape) {
  const charsetOf = createCharsets(rules, regexpClassEscape);
  const readsLabels = createLabelReads(classify);
  const { nullable, firstSet } = createNullability(rules, charsetOf);
  const inlinable = createInlining(rules, charsetOf);
  const isTextValued = createTextValued(rules);
  const choices = createChoices({
    rules,
    charsetOf,
    readsLabels,
    nullable,
    firstSet,
    inlinable,
  });
  const { fusedRepetition, backedOffRun } = createLists({
    charsetOf,
    readsLabels,
    nullable,
    peel: choices.peel,
    alternativesOf: choices.alternativesOf,
  });
  const { guardOf } = createGuards({ rules, charsetOf, peel: choices.peel });
  return {
    charsetOf,
    readsLabels,
    nullable,
    firstSet,
    inlinable,
    isTextValued,
    underlyingChoice: choices.underlyingChoice,
    matchAlternatives: choices.matchAlternatives,
    mergeCharsetAlternatives: choices.mergeCharsetAlternatives,
    fusedRepetition,
    backedOffRun,
    peel: choices.peel,
    guardOf,
  };
}

/**
 * charsetOf(node): the code units `node` matches when it always matches
 * exactly one of a fixed set (value: that character), else null.
 */
function createCharsets(rules, regexpClassEscape) {
  const charsetMemo = new Map();
  const classMemo = new WeakMap();
  const inner = (node, seen) => visit(node.expression, seen);
  /** @type {Visit<[Set<string>], number[][] | null>} */
  const visit = build(
    {
      peg$charset: (node) => node.set,
      class: (node) => {
        if (!classMemo.has(node))
          classMemo.set(node, classSet(node, regexpClassEscape));
        return classMemo.get(node);
      },
      literal: (node) => {
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
      },
      any: () => [[0, 0xffff]],
      named: inner,
      group: inner,
      text: inner,
      choice: (node, seen) => {
        let acc = [];
        for (const alt of node.alternatives) {
          const set = visit(alt, seen);
          if (set === null) return null;
          acc = unionRanges(acc, set);
        }
        return acc;
      },
      rule_ref: (node, seen) => {
        if (charsetMemo.has(node.name)) return charsetMemo.get(node.name);
        if (seen.has(node.name)) return null;
        const rule = rules.get(node.name);
        if (!rule) return null;
        seen.add(node.name);
        const set = visit(rule.expression, seen);
        seen.delete(node.name);
        charsetMemo.set(node.name, set);
        return set;
      },
    },
    () => null,
  );
  return (node) => visit(node, new Set());
}

/**
 * readsLabels(node): whether code inside `node` reads labels even where no
 * value is wanted (predicates, bounds, actions that must run).
 */
function createLabelReads(classify) {
  const readsLabels = build(
    {
      semantic_and: () => true,
      semantic_not: () => true,
      action: (node) =>
        classify(node.code).throws || readsLabels(node.expression),
      repeated: (node) =>
        isDynamicBound(node.min) ||
        isDynamicBound(node.max) ||
        readsLabels(node.expression) ||
        (node.delimiter !== null && readsLabels(node.delimiter)),
    },
    (node) => children(node).some((child) => readsLabels(child)),
  );
  return readsLabels;
}

/**
 * nullable(node): whether `node` may succeed without consuming input (true
 * when unsure); firstSet(node): a superset of the code units it may consume
 * first.
 */
function createNullability(rules, charsetOf) {
  const nullableMemo = new Map();
  const never = () => false;
  const ofExpression = (node) => nullable(node.expression);
  const nullable = build(
    {
      peg$charset: never,
      class: never,
      any: never,
      literal: (node) => node.value.length === 0,
      rule_ref: (node) => {
        if (nullableMemo.has(node.name)) return nullableMemo.get(node.name);
        nullableMemo.set(node.name, true); // a cycle: unsure
        const rule = rules.get(node.name);
        const result = rule ? nullable(rule.expression) : true;
        nullableMemo.set(node.name, result);
        return result;
      },
      sequence: (node) => node.elements.every((e) => nullable(e)),
      choice: (node) => node.alternatives.some((a) => nullable(a)),
      one_or_more: ofExpression,
      text: ofExpression,
      named: ofExpression,
      group: ofExpression,
      labeled: ofExpression,
      action: ofExpression,
      repeated: (node) => {
        const min = node.min ? node.min : node.max;
        return (
          min.type !== "constant" ||
          min.value === 0 ||
          nullable(node.expression)
        );
      },
    },
    () => true,
  );

  const firstMemo = new Map();
  const nothing = () => [];
  const firstOfExpression = (node) => firstSet(node.expression);
  const firstOf = build(
    {
      literal: (node) => {
        if (node.value.length === 0) return [];
        if (node.ignoreCase) return ALL;
        return [[node.value.charCodeAt(0), node.value.charCodeAt(0)]];
      },
      rule_ref: (node) => {
        if (firstMemo.has(node.name)) return firstMemo.get(node.name);
        firstMemo.set(node.name, ALL); // a cycle: unsure
        const rule = rules.get(node.name);
        const result = rule ? firstSet(rule.expression) : ALL;
        firstMemo.set(node.name, result);
        return result;
      },
      sequence: (node) => {
        let acc = [];
        for (const element of node.elements) {
          acc = unionRanges(acc, firstSet(element));
          if (!nullable(element)) break;
        }
        return acc;
      },
      choice: (node) =>
        node.alternatives.reduce(
          (acc, alt) => unionRanges(acc, firstSet(alt)),
          [],
        ),
      simple_and: nothing,
      simple_not: nothing,
      semantic_and: nothing,
      semantic_not: nothing,
      optional: firstOfExpression,
      zero_or_more: firstOfExpression,
      one_or_more: firstOfExpression,
      repeated: firstOfExpression,
      text: firstOfExpression,
      named: firstOfExpression,
      group: firstOfExpression,
      labeled: firstOfExpression,
      action: firstOfExpression,
    },
    () => ALL,
  );
  /** A superset of the code units `node` may consume first. */
  function firstSet(node) {
    const set = charsetOf(node);
    if (set !== null) return set;
    return firstOf(node);
  }
  return { nullable, firstSet };
}

/**
 * inlinable(name): whether a rule is small and not recursive. Such rules are
 * expanded in place in match mode, so that a loop like `pchar*` runs without
 * calls.
 */
function createInlining(rules, charsetOf) {
  const referencesMemo = new Map();
  /** @type {Visit<[(name: string) => void], void>} */
  const refsIn = build({ rule_ref: (node, onRef) => onRef(node.name) });
  /** The rules reachable from a rule's expression. */
  function reachable(name) {
    if (referencesMemo.has(name)) return referencesMemo.get(name);
    const found = new Set();
    const stack = [name];
    while (stack.length > 0) {
      const rule = rules.get(stack.pop());
      if (!rule) continue;
      refsIn(rule.expression, (ref) => {
        if (!found.has(ref)) {
          found.add(ref);
          stack.push(ref);
        }
      });
    }
    referencesMemo.set(name, found);
    return found;
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
  const sizeOf = build(
    { rule_ref: (node) => (inlinable(node.name) ? ruleSize(node.name) : 1) },
    (node) => children(node).reduce((n, child) => n + nodeSize(child), 1),
  );
  function nodeSize(node) {
    if (charsetOf(node) !== null) return 1;
    return sizeOf(node);
  }
  return inlinable;
}

/**
 * isTextValued(node): whether `node`'s value is always the text it matched:
 * $( ), a rule that is, or a choice whose every alternative is (the one that
 * matches gives the text the choice matched).
 */
function createTextValued(rules) {
  const ofExpression = (node) => isTextValued(node.expression);
  const isTextValued = build(
    {
      text: () => true,
      named: ofExpression,
      group: ofExpression,
      choice: (node) => node.alternatives.every((alt) => isTextValued(alt)),
      rule_ref: (node) => {
        const rule = rules.get(node.name);
        return rule !== undefined && isTextValued(rule.expression);
      },
    },
    () => false,
  );
  return isTextValued;
}

module.exports = { createAnalysis, isDynamicBound };
