// Cut points, for the fast back end (compiler/backend/): a start rule's
// cutter, a match version ("c", peg$c_NAME) that also records where
// elements with certain labels ended, so that a caller that needs where a
// string's parts lie (src/shared/cut-points.ts: resolution) reads them from
// the one pass that recognizes it, without a value built.
//
// Takes: the grammar's rules by name and the labels to record (the back
// end's option `cutLabels`, compiler/facts.js's CUT_LABELS), each a slot.
// Gives (createCutAnalysis): slotsOf(node), the slots a node's cut version
// may write, sorted: those of its labelled elements whose label is one of
// `labels`, and of the rules it calls, but none inside $( ), a lookahead, a
// repetition or a predicate, whose code is the match version's (a cut point
// there would be one of many, or of a match undone). A node with none is
// compiled as the match version is.
//
// What a cutter records (emit-nodes.js, emit-actions.js): slot i holds where
// the last element labelled labels[i] that the successful parse went
// through ended, -1 where none did. An element matched by an alternative or
// an optional expression that then failed is not on that parse: where such
// a failure is caught (the next alternative, the optional's absence), the
// slots of the failed expression are set back to -1 (resetCode). The start
// sets every slot to -1 first (emit-parser.js).
"use strict";

const { build, children } = require("./visitor.js");

/** Node types whose code, in a cutter, is the match version's (see the header). */
const NOT_CUT = new Set([
  "text",
  "simple_and",
  "simple_not",
  "semantic_and",
  "semantic_not",
  "zero_or_more",
  "one_or_more",
  "repeated",
]);

/** @param {Map<string, { expression: import("./visitor.js").Node }>} rules @param {readonly string[]} labels */
function createCutAnalysis(rules, labels) {
  const slotOf = new Map(labels.map((label, i) => [label, i]));
  /** @type {Map<string, number[]>} each rule's slots; a fixpoint over recursion */
  const ruleSlots = new Map([...rules.keys()].map((name) => [name, []]));
  const union = (lists) => [...new Set(lists.flat())].sort((a, b) => a - b);
  /** @type {import("./visitor.js").Visit<[], number[]>} */
  const walk = build(
    {
      labeled: (node) => {
        const inner = walk(node.expression);
        const slot = node.label === null ? undefined : slotOf.get(node.label);
        return slot === undefined ? inner : union([inner, [slot]]);
      },
      rule_ref: (node) => ruleSlots.get(node.name) ?? [],
    },
    (node) =>
      NOT_CUT.has(node.type) ? [] : union(children(node).map((c) => walk(c))),
  );
  if (labels.length > 0) {
    for (let changed = true; changed;) {
      changed = false;
      for (const [name, rule] of rules) {
        const slots = walk(rule.expression);
        if (slots.length !== (ruleSlots.get(name) ?? []).length) {
          ruleSlots.set(name, slots);
          changed = true;
        }
      }
    }
  }
  const memo = new WeakMap();
  /** The slots `node`'s cut version may write (none: it is the match version). */
  function slotsOf(node) {
    if (labels.length === 0) return [];
    let slots = memo.get(node);
    if (slots === undefined) {
      slots = walk(node);
      memo.set(node, slots);
    }
    return slots;
  }
  return {
    slotsOf,
    /** The slot of a label, or undefined for one not recorded. */
    slotOfLabel: (label) => (label === null ? undefined : slotOf.get(label)),
    /** Whether a rule's cut version records anything. */
    ruleCuts: (name) => (ruleSlots.get(name) ?? []).length > 0,
  };
}

/** The code that sets `slots` back to -1, indented by `ind` (a caught failure: see the header). */
function resetCode(slots, ind) {
  return slots.map((k) => `${ind}peg$cuts[${k}] = -1;\n`).join("");
}

module.exports = { createCutAnalysis, resetCode, NOT_CUT };
