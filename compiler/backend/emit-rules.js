// Code for the rules of the fast back end (compiler/backend/): each rule's
// value, match and reporting versions.
//
// Takes: the grammar's rules by name, the analysis (analyze.js), the set
// tests (classes.js), the expectations (emit-report.js) and the reader of
// code (code-reader.js).
// Gives (createRuleEmitter):
//   ruleFunctionName(name, mode)  the name of a rule's version, compiled on
//                     first use: "v" peg$v_NAME builds the rule's value and
//                     returns it (peg$FAILED on failure; the end in peg$end);
//                     "m" peg$m_NAME only matches and returns the end (-1 on
//                     failure); "x" peg$x_NAME matches and records failures as
//                     peggy does (the reporting parser); "c" peg$c_NAME
//                     matches and records cut points (cut-points.js)
//   compilePending()  compiles every version asked for so far, and those they use
//   ruleCode()        the functions, sorted by name
//   actionCode()      the functions of the actions, predicates and bounds they call
//   hasThrowingCode() whether some compiled code calls error() or expected()
//
// One emitter serves the three versions: a node's code is the same matching
// code whether or not a value is wanted (ctx.out names the variable that
// receives it, or is null) and whether or not failures are recorded
// (ctx.report); where the versions differ, the node's emitter says how.
// The node emitters, one function a node type, are in emit-nodes.js,
// emit-repetition.js and emit-actions.js (emit-context.js says what they
// share); gen dispatches to them through visitor.js.
"use strict";

const { reportedSet } = require("./emit-report.js");
const { NOT_CUT } = require("./cut-points.js");
const { Unsupported } = require("./support.js");
const { build } = require("./visitor.js");
const { FunctionBuilder, sub } = require("./emit-context.js");
const { charset, nodes } = require("./emit-nodes.js");
const repetitions = require("./emit-repetition.js");
const actions = require("./emit-actions.js");

/** @typedef {import("./emit-context.js").Context} Context */
/** @typedef {import("./visitor.js").Node} Node */

/**
 * The node emitters by node type; a type none names (peggy's, not compiled)
 * is refused.
 * @type {import("./visitor.js").Visit<[Context, string], string>}
 */
const emitNode = build(
  {
    ...nodes,
    zero_or_more: repetitions.zero_or_more,
    one_or_more: repetitions.one_or_more,
    repeated: repetitions.repeated,
    sequence: actions.sequence,
    labeled: actions.labeled,
    action: actions.action,
    semantic_and: actions.semantic_and,
    semantic_not: actions.semantic_not,
  },
  (node, ctx) => {
    throw ctx.em.refused(`a ${node.type} expression`, node);
  },
);

/**
 * The code of `node` (emit-context.js says what it does): a node that always
 * matches one character of a set is one test, whatever its type; any other
 * goes to its type's emitter.
 * @param {Node} node
 * @param {Context} ctx
 * @param {string} ind
 * @returns {string}
 */
function gen(node, ctx, ind) {
  // A cutter's node that records nothing is the match version's.
  if (
    ctx.cuts &&
    (NOT_CUT.has(node.type) || ctx.em.cuts.slotsOf(node).length === 0)
  )
    return gen(node, sub(ctx, { cuts: false }), ind);
  const { charsetOf } = ctx.em.analysis;
  const set = ctx.report ? reportedSet(node, charsetOf) : charsetOf(node);
  if (set !== null) return charset(node, set, ctx, ind);
  return emitNode(node, ctx, ind);
}

/** The emitter of the header. */
function createRuleEmitter({
  rules,
  analysis,
  setTest,
  expectations,
  regexpClassEscape,
  classify,
  cuts,
}) {
  const ruleFunctions = new Map(); // "v:name" | "m:name" | "x:name" | "c:name" -> function source
  const pending = [];
  let currentRule = null;
  const scans = createScans();
  const actionCode = createActionCode();

  /** @type {import("./emit-context.js").Emitter} */
  const em = {
    gen,
    analysis,
    setTest,
    expectationOf: expectations.expectationOf,
    ruleFunctionName,
    /** A construct the checks of support.js let through: a bug of the back end, reported as a refusal. */
    refused: (construct, node) =>
      new Unsupported(construct, currentRule, node.location || null),
    scanExpression: scans.scanExpression,
    actionFunction: actionCode.actionFunction,
    boundCode: actionCode.boundCode,
    rules,
    regexpClassEscape,
    classify,
    cuts,
  };

  /** The name of a rule's value ("v"), match ("m"), reporting ("x") or cut ("c") function, compiled on first use. */
  function ruleFunctionName(name, mode) {
    const key = `${mode}:${name}`;
    if (!ruleFunctions.has(key)) {
      ruleFunctions.set(key, null);
      pending.push([name, mode]);
    }
    return `peg$${mode}_${name}`;
  }

  function compilePending() {
    while (pending.length > 0) {
      const [name, mode] = pending.shift();
      currentRule = name;
      ruleFunctions.set(`${mode}:${name}`, compileRule(em, name, mode));
    }
  }

  function ruleCode() {
    return [
      ...scans.declarations,
      ...[...ruleFunctions.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, code]) => code),
    ];
  }

  const hasThrowingCode = () =>
    [...actionCode.ids.keys()].some((n) => classify(n.code).throws);

  return {
    ruleFunctionName,
    compilePending,
    ruleCode,
    actionCode: () => actionCode.declarations,
    hasThrowingCode,
  };
}

/** A rule's version `mode` ("v", "m", "x" or "c"), as a function of the input and a position. */
function compileRule(em, name, mode) {
  const rule = em.rules.get(name);
  if (mode === "v" && isTextChoice(rule.expression, em.analysis)) {
    // Its value is the text its match version matched: one copy of the code.
    const m = em.ruleFunctionName(name, "m");
    return (
      `function peg$v_${name}(input, p) {\n  const end = ${m}(input, p);\n` +
      `  if (end < 0) return peg$FAILED;\n  peg$end = end;\n` +
      `  return input.substring(p, end);\n}`
    );
  }
  const fn = new FunctionBuilder();
  const out = mode === "v" ? fn.temp("r") : null;
  const body = gen(
    rule.expression,
    {
      em,
      fn,
      fail: "F",
      out,
      env: {},
      report: mode === "x",
      cuts: mode === "c",
    },
    "    ",
  );
  const temps = fn.temps.length > 0 ? `  let ${fn.temps.join(", ")};\n` : "";
  const success =
    mode === "v" ? `    peg$end = p;\n    return ${out};\n` : "    return p;\n";
  const failure = mode === "v" ? "peg$FAILED" : "-1";
  return (
    `function peg$${mode}_${name}(input, p) {\n  const len = input.length;\n${temps}` +
    `  F: {\n${body}${success}  }\n  return ${failure};\n}`
  );
}

/** Whether `node` (through a display name) is a choice whose value is always its text (analyze.js, isTextValued). */
function isTextChoice(node, analysis) {
  const inner = node.type === "named" ? node.expression : node;
  return inner.type === "choice" && analysis.isTextValued(inner);
}

/**
 * Scans by a sticky regular expression (emit-repetition.js, scanLoop):
 * declared once each, before the rule functions.
 */
function createScans() {
  const declarations = [];
  const ids = new Map(); // source -> name
  function scanExpression(source) {
    if (!ids.has(source)) {
      const name = `peg$R${declarations.length}`;
      ids.set(source, name);
      declarations.push(`const ${name} = /${source}/y;`);
    }
    return ids.get(source);
  }
  return { scanExpression, declarations };
}

/** Actions, predicates and bounds: module-level functions of the labels in scope. */
function createActionCode() {
  const declarations = [];
  const ids = new Map();
  const boundCode = new WeakMap(); // a repetition bound -> { code }, its key in ids
  function actionFunction(node, params) {
    const key = node;
    if (!ids.has(key)) {
      const name = `peg$a${declarations.length}`;
      ids.set(key, name);
      declarations.push(
        `function ${name}(${params.join(", ")}) {${node.code}}`,
      );
    }
    return ids.get(key);
  }
  return { actionFunction, boundCode, ids, declarations };
}

module.exports = { createRuleEmitter };
