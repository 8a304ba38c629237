// The one walk over peggy's grammar AST that the fast back end's passes use
// (as peggy's own compiler does with lib/compiler/visitor.js).
//
// Takes: a table of functions by node type.
// Gives: build(table, otherwise), a function that visits a node by its type
// (its table entry, or `otherwise` for a type the table does not name, by
// default a visit of each child in order); children(node), the child
// expressions of a node, in the order every walk takes them; mapChildren(node,
// f), a copy of a node with its children replaced; firstOfChildren(node, f),
// the first answer of f over the children that is not null.
//
// A node is an expression of peggy's AST after its transform passes ("rule_ref",
// "sequence", ...) or one the back end makes of them ("peg$charset": one
// character of a set, which has no children). A table entry calls the visitor
// itself to go deeper (as `otherwise` does), so it decides what it visits
// and in which order.
"use strict";

/**
 * A node of peggy's grammar AST (an expression), or one the back end makes.
 * @typedef {{ type: string, [key: string]: any }} Node
 */

/**
 * A visitor: a function of a node and the walk's own arguments.
 * @template {unknown[]} A
 * @template R
 * @typedef {(node: Node, ...args: A) => R} Visit
 */

/**
 * The functions of a visitor by node type.
 * @template {unknown[]} A
 * @template R
 * @typedef {{ [type: string]: Visit<A, R> }} VisitorTable
 */

/** The properties that hold one child expression, then those that hold a list of them. */
const SINGLE = ["expression", "delimiter"];
const LISTS = ["elements", "alternatives"];

/**
 * The child expressions of a node, in order: its expression, its delimiter
 * (a repetition's), then its elements (a sequence's) or alternatives (a
 * choice's).
 * @param {Node} node
 * @returns {Node[]}
 */
function children(node) {
  const found = [];
  for (const key of SINGLE) {
    const child = node[key];
    if (child && typeof child === "object" && child.type) found.push(child);
  }
  for (const key of LISTS) {
    if (Array.isArray(node[key])) found.push(...node[key]);
  }
  return found;
}

/**
 * A copy of `node` whose child expressions are `f` of each (the node's other
 * properties as they are): the default step of a walk that rebuilds a tree.
 * @param {Node} node
 * @param {(child: Node) => Node} f
 * @returns {Node}
 */
function mapChildren(node, f) {
  const copy = { ...node };
  for (const key of SINGLE) {
    const child = node[key];
    if (child && typeof child === "object" && child.type) copy[key] = f(child);
  }
  for (const key of LISTS) {
    if (Array.isArray(node[key])) copy[key] = node[key].map((c) => f(c));
  }
  return copy;
}

/**
 * A visitor from a table of functions by node type. A node whose type the
 * table does not name (own properties only) goes to `otherwise`, which by
 * default visits each child in order with the same arguments and returns
 * undefined.
 * @template {unknown[]} A
 * @template R
 * @param {NoInfer<VisitorTable<A, R>>} table
 * @param {NoInfer<Visit<A, R>>} [otherwise]
 * @returns {Visit<A, R>}
 */
function build(table, otherwise) {
  /** @type {Visit<A, R>} */
  const visit = (node, ...args) => {
    const f = Object.hasOwn(table, node.type) ? table[node.type] : undefined;
    if (f !== undefined) return f(node, ...args);
    if (otherwise !== undefined) return otherwise(node, ...args);
    for (const child of children(node)) visit(child, ...args);
    return /** @type {R} */ (/** @type {unknown} */ (undefined));
  };
  return visit;
}

/**
 * The first value that is not null of `f` over the children of `node`, in
 * order (the others are not visited), or null.
 * @template R
 * @param {Node} node
 * @param {(child: Node) => R | null} f
 * @returns {R | null}
 */
function firstOfChildren(node, f) {
  for (const child of children(node)) {
    const found = f(child);
    if (found !== null) return found;
  }
  return null;
}

module.exports = { build, children, mapChildren, firstOfChildren };
