// What the reporting parser adds to the rule code (compiler/backend/).
//
// The reporting version of a rule (peg$x_) matches as the match version does
// and records every failure as peggy's peg$parse records it: peg$fail at the
// same points, in the same order, silenced where peggy silences (inside a
// named rule or a lookahead), so that the SyntaxError it builds has peggy's
// expected list. It runs only on input the fast parser rejected.
//
// Takes: a node of peggy's AST, the analysis's charsetOf.
// Gives (createExpectations): expectationOf(node), the index of the
// expectation object peggy records for a literal, class, any, end or named
// rule, and sources(), the table of those objects' source in index order;
// reportedSet(node), the set tested by one test that records one
// expectation; failBreak(ctx, k), the statement that records expectation k
// (when not null) and breaks to the failure label.
"use strict";

const { build } = require("./visitor.js");

/**
 * The expectation object peggy records for a node (its type's entry).
 * @type {import("./visitor.js").Visit<[], object>}
 */
const expectation = build(
  {
    literal: (node) => ({
      type: "literal",
      text: node.value,
      ignoreCase: node.ignoreCase,
    }),
    class: (node) => ({
      type: "class",
      parts: node.parts,
      inverted: node.inverted,
      ignoreCase: node.ignoreCase,
      unicode: node.unicode,
    }),
    any: () => ({ type: "any" }),
    end: () => ({ type: "end" }),
    named: (node) => ({ type: "other", description: node.name }),
  },
  (node) => {
    throw new Error(`scripts/optimize.js: no expectation for ${node.type}`);
  },
);

function createExpectations() {
  const expectations = []; // the source of each expectation object
  const expectationIds = new Map();

  /** The index of `node`'s expectation (what peggy's peg$fail records for it). */
  function expectationOf(node) {
    const source = JSON.stringify(expectation(node));
    if (!expectationIds.has(source)) {
      expectationIds.set(source, expectations.length);
      expectations.push(source);
    }
    return expectationIds.get(source);
  }

  return { expectationOf, sources: () => expectations };
}

/**
 * The set tested by one test in the reporting parser: a node with an
 * expectation of its own (a class, a one-character literal, any), or a named
 * rule made of a set (failures inside a named rule are silent: its name is
 * the expectation). Anything else is followed node by node, as peggy does.
 * @type {import("./visitor.js").Visit<[(node: import("./visitor.js").Node) => number[][] | null], number[][] | null>}
 */
const reportedSet = build(
  {
    class: (node, charsetOf) => charsetOf(node),
    literal: (node, charsetOf) => charsetOf(node),
    any: (node, charsetOf) => charsetOf(node),
    named: (node, charsetOf) => charsetOf(node.expression),
  },
  () => null,
);

/** The statement that fails: records expectation k first when reporting (k not null). */
function failBreak(ctx, k) {
  if (k === null) return `break ${ctx.fail};`;
  return `{ if (peg$silent === 0) peg$fail(p, ${k}); break ${ctx.fail}; }`;
}

module.exports = { createExpectations, reportedSet, failBreak };
