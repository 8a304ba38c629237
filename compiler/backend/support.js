// What the fast back end (compiler/backend/) compiles, and what it refuses.
//
// Takes: peggy's grammar AST (after its transform passes) and the options
// given to peggy.generate.
// Gives:
//   refusalOf(ast, options, classify)  null when the back end compiles the grammar to a
//                            parser that agrees with peggy's on every input;
//                            else the first construct it refuses, as
//                            { construct, rule, location } (location: peggy's,
//                            with source, start.line, start.column)
//   createClassifier(trusted) a reader of the code of an action, predicate
//                            or repetition bound (code-reader.js):
//                            classify(code) says what it does, read
//                            conservatively: { throws, position } or
//                            { refused: reason }
//   endlessRepetition(ast, nullable)  a repetition a parser repeats forever
//                            (refused too), or null
//   Unsupported              the error for a refusal (message: file:line:col,
//                            rule, construct)
//
// Why code is read, and how: code-reader.js. Both walks here are visitors
// (visitor.js) of each rule's expression.
"use strict";

const { build, firstOfChildren } = require("./visitor.js");
const { createClassifier } = require("./code-reader.js");

/** A construct the back end does not compile, with its place in the grammar. */
class Unsupported extends Error {
  constructor(construct, rule = null, location = null) {
    super(describe({ construct, rule, location }));
    this.construct = construct;
    this.rule = rule;
    this.location = location;
  }
}

/** "FILE:LINE:COLUMN: rule NAME: CONSTRUCT" (the parts that are known). */
function describe({ construct, rule, location }) {
  const where =
    location && location.start
      ? `${location.source === undefined ? "grammar" : String(location.source)}:${location.start.line}:${location.start.column}: `
      : "";
  return `${where}${rule === null ? "" : `rule ${rule}: `}${construct}`;
}

const KNOWN_EXPRESSIONS = new Set([
  "named",
  "choice",
  "action",
  "sequence",
  "labeled",
  "text",
  "simple_and",
  "simple_not",
  "semantic_and",
  "semantic_not",
  "optional",
  "zero_or_more",
  "one_or_more",
  "repeated",
  "group",
  "rule_ref",
  "literal",
  "class",
  "any",
]);
/** The first construct of the grammar the back end refuses, or null (see the header). */
function refusalOf(ast, options, classify) {
  const at = (construct, rule, node) => ({
    construct,
    rule,
    location: node && node.location ? node.location : null,
  });
  if (options.trace)
    return at("a trace build (peggy's trace option)", null, null);
  const initializers = [].concat(ast.initializer || []);
  if (initializers.length > 0)
    return at("a per-parse initializer", null, initializers[0]);
  if (ast.imports && ast.imports.length > 0)
    return at("an import", null, ast.imports[0]);
  const refusalIn = refusalVisitor(at, classify);
  for (const rule of ast.rules) {
    const found = refusalIn(rule.expression, rule.name);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The visitor that finds the first refusal in a rule's expression: visit(node,
 * rule) gives { construct, rule, location } or null (children in order, after
 * the node itself).
 */
function refusalVisitor(at, classify) {
  const inChildren = (node, rule) =>
    firstOfChildren(node, (child) => visit(child, rule));
  const orInChildren = (found, node, rule) =>
    found !== null ? found : inChildren(node, rule);
  const codeRefusal = (node, what, rule) => {
    const c = classify(node.code);
    return c.refused
      ? at(
          `${what}: ${c.refused}`,
          rule,
          node.codeLocation ? { location: node.codeLocation } : node,
        )
      : null;
  };
  const visit = build(
    {
      action: (node, rule) =>
        orInChildren(codeRefusal(node, "an action", rule), node, rule),
      semantic_and: (node, rule) =>
        orInChildren(codeRefusal(node, "a predicate &{ }", rule), node, rule),
      semantic_not: (node, rule) =>
        orInChildren(codeRefusal(node, "a predicate !{ }", rule), node, rule),
      class: (node, rule) =>
        orInChildren(classRefusal(node, rule, at), node, rule),
      repeated: (node, rule) =>
        orInChildren(boundRefusal(node, rule, at, classify), node, rule),
    },
    (node, rule) =>
      KNOWN_EXPRESSIONS.has(node.type)
        ? inChildren(node, rule)
        : at(`a ${node.type} expression`, rule, node),
  );
  return visit;
}

/** A class the back end does not compile: parts that are not single characters, outside unicode mode. */
function classRefusal(node, rule, at) {
  const simple = (c) => typeof c === "string" && c.length === 1;
  const simpleParts = node.parts.every((p) =>
    Array.isArray(p) ? p.every(simple) : simple(p),
  );
  if (!node.unicode && !simpleParts)
    return at(
      "a class with parts that are not single characters, outside unicode mode",
      rule,
      node,
    );
  return null;
}

/** A repetition bound the back end does not compile: code that is refused or reads the position. */
function boundRefusal(node, rule, at, classify) {
  for (const bound of [node.min, node.max]) {
    if (
      bound === null ||
      bound.type === "constant" ||
      bound.type === "variable"
    )
      continue;
    if (bound.type !== "function")
      return at(`a repetition bound of type ${bound.type}`, rule, node);
    const c = classify(bound.value);
    if (c.refused)
      return at(`a repetition bound's code: ${c.refused}`, rule, {
        location: bound.codeLocation || node.location,
      });
    if (c.position)
      // peggy calls a bound's code without setting the start of text() etc.
      return at(
        "a repetition bound's code that calls text(), offset(), range(), location(), error() or expected()",
        rule,
        { location: bound.codeLocation || node.location },
      );
  }
  return null;
}

/**
 * The first repetition with no upper bound whose expression (and delimiter)
 * may match nothing, or null: peggy 5.1 compiles `("" / "a")|2..|` and
 * `(("a"|..2|)+)|2|` (a repetition inside a bounded one), and its parser, as any, repeats the empty match forever
 * (peggy rejects `("")*` itself). Refused so that the generator says so
 * (`nullable` from analyze.js, true when unsure).
 */
function endlessRepetition(ast, nullable) {
  const inChildren = (node, rule) =>
    firstOfChildren(node, (child) => find(child, rule));
  const repetition = (node, rule) => {
    const unbounded =
      node.type === "zero_or_more" ||
      node.type === "one_or_more" ||
      (node.type === "repeated" &&
        node.max.type === "constant" &&
        node.max.value === null);
    if (
      unbounded &&
      nullable(node.expression) &&
      (node.type !== "repeated" ||
        node.delimiter === null ||
        nullable(node.delimiter))
    ) {
      return {
        construct:
          "a repetition with no upper bound of what may match nothing (a parser repeats it forever)",
        rule,
        location: node.location || null,
      };
    }
    return inChildren(node, rule);
  };
  const find = build(
    {
      zero_or_more: repetition,
      one_or_more: repetition,
      repeated: repetition,
    },
    inChildren,
  );
  for (const rule of ast.rules) {
    const found = find(rule.expression, rule.name);
    if (found !== null) return found;
  }
  return null;
}

module.exports = {
  Unsupported,
  refusalOf,
  endlessRepetition,
  createClassifier,
  describe,
};
