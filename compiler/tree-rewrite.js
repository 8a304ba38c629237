// @ts-check
// The tree build's rewrite of a grammar (compiler/tree.js says what the tree
// build is): each rule's kind, found from the grammar alone, and the peggy
// plugin that rewrites the rules as the tree build's, compact and detail, as
// the pass that runs before peggy's own.
"use strict";

const visitor = require("./backend/visitor.js");

const DETAIL = "$detail";

/**
 * A node of peggy's grammar AST, as this module reads and rewrites it: the
 * fields of peggy's expression types (import("peggy").ast) that it uses, on
 * one shape, since the rewrites copy a node with a field changed.
 * @typedef {object} Node
 * @property {string} type
 * @property {import("peggy").LocationRange} location
 * @property {undefined} [pick]
 * @property {Node} [expression]
 * @property {Node[]} [alternatives]
 * @property {Node[]} [elements]
 * @property {Node | null} [delimiter]
 * @property {string} [name]
 * @property {string} [value]
 * @property {boolean} [ignoreCase]
 * @property {boolean} [inverted]
 * @property {boolean} [unicode]
 * @property {(string | string[])[]} [parts]
 * @property {{ type: string, value?: number }} [min]
 * @property {{ type: string, value?: number }} [max]
 * @property {{ rule: string, leaf: boolean }} [treeNode]
 */

/**
 * A rule of the AST.
 * @typedef {{ name: string, expression: Node, location: import("peggy").LocationRange }} Rule
 */

/** @typedef {"lookahead" | "token" | "character" | "structure"} Kind */

/** The expression under `node` (one that has one). */
const sub = (/** @type {Node} */ node) => /** @type {Node} */ (node.expression);
/** The alternatives of a choice. */
const alternatives = (/** @type {Node} */ node) =>
  /** @type {Node[]} */ (node.alternatives);
/** The elements of a sequence. */
const elements = (/** @type {Node} */ node) =>
  /** @type {Node[]} */ (node.elements);

/**
 * The expression without its text captures, actions and picks.
 * @param {Node} node
 * @returns {Node}
 */
function stripSemantics(node) {
  switch (node.type) {
    case "text":
    case "action":
      return stripSemantics(sub(node));
    case "labeled":
      return {
        ...node,
        pick: undefined,
        expression: stripSemantics(sub(node)),
      };
    case "choice":
      return { ...node, alternatives: alternatives(node).map(stripSemantics) };
    case "sequence":
      return { ...node, elements: elements(node).map(stripSemantics) };
    case "repeated":
      return {
        ...node,
        delimiter: node.delimiter
          ? stripSemantics(node.delimiter)
          : node.delimiter,
        expression: stripSemantics(sub(node)),
      };
    case "named":
    case "simple_and":
    case "simple_not":
    case "optional":
    case "zero_or_more":
    case "one_or_more":
    case "group":
      return { ...node, expression: stripSemantics(sub(node)) };
    default:
      return node;
  }
}

/** @typedef {import("./backend/visitor.js").Node} VisitorNode */

/**
 * The sub-expressions of an AST node (the back end's visitor's children).
 * @param {Node} node
 * @returns {Node[]}
 */
function subexpressions(node) {
  return /** @type {Node[]} */ (visitor.children(node));
}

/**
 * The rename walk: a rebuilding walk of the back end's visitor.
 * @type {import("./backend/visitor.js").Visit<[(name: string) => string], VisitorNode>}
 */
const renameWalk = visitor.build(
  {
    rule_ref: (node, rename) => ({ ...node, name: rename(String(node.name)) }),
  },
  (node, rename) =>
    visitor.mapChildren(node, (child) => renameWalk(child, rename)),
);

/**
 * A copy of the expression, every rule reference renamed by `rename`.
 * @param {Node} node
 * @param {(name: string) => string} rename
 * @returns {Node}
 */
function renameRefs(node, rename) {
  return /** @type {Node} */ (renameWalk(node, rename));
}

/** Whether the node repeats its expression. */
function isRepetition(/** @type {Node} */ node) {
  return (
    node.type === "zero_or_more" ||
    node.type === "one_or_more" ||
    node.type === "repeated"
  );
}

/**
 * A rule made only of lookaheads matches no text: it is no node of the tree.
 * @param {Node} node
 * @returns {boolean}
 */
function isPureLookahead(node) {
  switch (node.type) {
    case "simple_and":
    case "simple_not":
      return true;
    case "named":
    case "group":
      return isPureLookahead(sub(node));
    case "choice":
      return alternatives(node).every(isPureLookahead);
    case "sequence":
      return elements(node).every(isPureLookahead);
    default:
      return false;
  }
}

/**
 * Each rule's kind: "lookahead", "token", "character" (repeats tokens) or "structure".
 * @param {readonly Rule[]} rules
 * @returns {Map<string, Kind>}
 */
function ruleKinds(rules) {
  const byName = new Map(rules.map((r) => [r.name, r]));
  /** @type {(node: Node, out?: Set<string>) => Set<string>} */
  const refsOf = (node, out = new Set()) => {
    if (node.type === "rule_ref") out.add(String(node.name));
    for (const e of subexpressions(node)) refsOf(e, out);
    return out;
  };
  /** @type {(node: Node) => boolean} */
  const repeats = (node) =>
    isRepetition(node) || subexpressions(node).some(repeats);
  /** @type {Map<string, Kind>} */
  const kinds = new Map();
  /** @type {Set<string>} */
  const visiting = new Set();
  /** @type {(name: string) => boolean} */
  const isToken = (name) => {
    const known = kinds.get(name);
    if (known !== undefined) return known === "token" || known === "lookahead";
    if (visiting.has(name)) return false; // recursive: unbounded
    visiting.add(name);
    const rule = /** @type {Rule} */ (byName.get(name));
    const token =
      !repeats(rule.expression) && [...refsOf(rule.expression)].every(isToken);
    visiting.delete(name);
    if (token) kinds.set(name, "token");
    return token;
  };
  for (const rule of rules) {
    if (isPureLookahead(rule.expression)) kinds.set(rule.name, "lookahead");
  }
  for (const rule of rules) {
    if (kinds.has(rule.name) || isToken(rule.name)) continue;
    const character = [...refsOf(rule.expression)].every(isToken);
    kinds.set(rule.name, character ? "character" : "structure");
  }
  return kinds;
}

/**
 * A structure rule's body for the compact tree: a repetition made only of
 * tokens (and literals, classes, lookaheads) is matched as text, no nodes.
 * @param {Node} node
 * @param {Map<string, Kind>} kinds
 * @returns {Node}
 */
function compactBody(node, kinds) {
  const isTokenRef = (/** @type {string} */ name) =>
    kinds.get(name) === "token" || kinds.get(name) === "lookahead";
  /** @type {(n: Node) => boolean} */
  const onlyTokens = (n) =>
    (n.type !== "rule_ref" || isTokenRef(String(n.name))) &&
    subexpressions(n).every(onlyTokens);
  if (isRepetition(node) && onlyTokens(node)) {
    return { type: "text", location: node.location, expression: node };
  }
  switch (node.type) {
    case "simple_and":
    case "simple_not":
      return node;
    case "choice":
      return {
        ...node,
        alternatives: alternatives(node).map((a) => compactBody(a, kinds)),
      };
    case "sequence":
      return {
        ...node,
        elements: elements(node).map((e) => compactBody(e, kinds)),
      };
    case "repeated":
      return {
        ...node,
        delimiter: node.delimiter
          ? compactBody(node.delimiter, kinds)
          : node.delimiter,
        expression: compactBody(sub(node), kinds),
      };
    default:
      return node.expression
        ? { ...node, expression: compactBody(node.expression, kinds) }
        : node;
  }
}

/**
 * A rule whose expression is `body` under the display name of `named` (or
 * none), wrapped in the action that makes `rule`'s node (a leaf, or with the
 * nodes `body` built as children). The action is a marker for treeData; its
 * code is never run.
 * @param {Rule} rule
 * @param {string} name
 * @param {Node | null} named
 * @param {Node} body
 * @param {boolean} leaf
 * @returns {Rule}
 */
function treeRule(rule, name, named, body, leaf) {
  const location = body.location;
  const wrapped = {
    type: "action",
    location,
    codeLocation: location,
    code: `return ${JSON.stringify({ node: rule.name, leaf })};`,
    treeNode: { rule: rule.name, leaf },
    expression: body,
  };
  return {
    ...rule,
    name,
    expression: named ? { ...named, expression: wrapped } : wrapped,
  };
}

/**
 * A peggy plugin: the grammar's rules rewritten as the tree build's, compact and detail.
 * @type {import("peggy").Plugin}
 */
const treePlugin = {
  use(config) {
    config.passes["transform"]?.unshift(
      function buildParseTree(grammar, options) {
        const ast = /** @type {{ rules: Rule[] }} */ (
          /** @type {unknown} */ (grammar)
        );
        const kinds = ruleKinds(ast.rules);
        const detailName = (/** @type {string} */ name) =>
          kinds.get(name) === "lookahead" ? name : name + DETAIL;
        /** @type {Rule[]} */
        const compact = [];
        /** @type {Rule[]} */
        const detail = [];
        for (const rule of ast.rules) {
          const expression = stripSemantics(rule.expression);
          const kind = kinds.get(rule.name);
          if (kind === "lookahead") {
            compact.push({ ...rule, expression });
            continue;
          }
          const named = expression.type === "named" ? expression : null;
          const body = named ? sub(named) : expression;
          detail.push(
            treeRule(
              rule,
              detailName(rule.name),
              named,
              renameRefs(body, detailName),
              false,
            ),
          );
          compact.push(
            kind === "structure"
              ? treeRule(
                  rule,
                  rule.name,
                  named,
                  compactBody(body, kinds),
                  false,
                )
              : treeRule(
                  rule,
                  rule.name,
                  named,
                  { type: "text", location: body.location, expression: body },
                  true,
                ),
          );
        }
        ast.rules = compact.concat(detail);
        // The detail rules are start rules too (peggy checked the list before
        // this pass, against the grammar's own rules).
        for (const rule of detail)
          /** @type {string[]} */ (options.allowedStartRules).push(rule.name);
      },
    );
    // The data is read off the AST: peggy generates no code.
    config.passes["generate"] = [];
  },
};

module.exports = {
  DETAIL,
  ruleKinds,
  treePlugin,
  sub,
  alternatives,
  elements,
};
