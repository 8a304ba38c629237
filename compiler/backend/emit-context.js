// What the rule emitters of the fast back end share (emit-rules.js and the
// node emitters: emit-nodes.js, emit-repetition.js, emit-actions.js).
//
// A node emitter is a function (node, ctx, ind) => code, for one node type
// (emit-rules.js dispatches to it through visitor.js). Its code matches the
// node at `p`: on success it falls through with `p` after the match and,
// when ctx.out names a variable, the node's value in it; on failure it runs
// `break ctx.fail`, leaving `p` undefined (whoever catches a failure
// restores the position it saved).
//
// With ctx.report (the reporting parser) no value is built, and every
// failure is recorded as peggy records it (peg$fail at the same points, in
// the same order, silenced where peggy silences), so that the expectations
// are peggy's own. With ctx.cuts (a cutter, cut-points.js) no value is built
// either, and the ends of the labelled elements it records are written.
"use strict";

/**
 * The services of one rule emitter that node emitters call (emit-rules.js
 * makes it): `gen(node, ctx, ind)` the code of any node; the analysis
 * (analyze.js); `setTest(set, c)` (classes.js); `expectationOf(node)`
 * (emit-report.js); `ruleFunctionName(name, mode)`; `refused(construct,
 * node)`, an Unsupported for the rule being compiled; `scanExpression(source)`
 * the name of a module-level sticky regular expression; `actionFunction(node,
 * params)` the name of a module-level function of an action's, predicate's or
 * bound's code, `boundCode` (a repetition bound -> its key for that); and the
 * grammar's `rules`, peggy's `regexpClassEscape`, the reader `classify`.
 * @typedef {object} Emitter
 * @property {(node: import("./visitor.js").Node, ctx: Context, ind: string) => string} gen
 * @property {{ [question: string]: Function }} analysis
 * @property {(set: Array<[number, number]>, c: string) => string} setTest
 * @property {(node: { type: string, [key: string]: any }) => number} expectationOf
 * @property {(name: string, mode: "v" | "m" | "x" | "c") => string} ruleFunctionName
 * @property {ReturnType<typeof import("./cut-points.js").createCutAnalysis>} cuts
 * @property {(construct: string, node: import("./visitor.js").Node) => Error} refused
 * @property {(source: string) => string} scanExpression
 * @property {(node: { code: string }, params: string[]) => string} actionFunction
 * @property {WeakMap<object, { code: string }>} boundCode
 * @property {Map<string, { expression: import("./visitor.js").Node }>} rules
 * @property {(s: string) => string} regexpClassEscape
 * @property {(code: string) => { throws?: boolean, position?: boolean, refused?: string }} classify
 */

/**
 * A context for a sub-expression: `em` the emitter, `fn` the function being
 * built, `fail` the label to break to on failure, `out` the variable that
 * receives the value (null: no value wanted), `env` the labels in scope
 * (label -> variable, or null where the value was not kept), as peggy scopes
 * them, `report` whether failures are recorded (the reporting parser),
 * `cuts` whether cut points are recorded (a cutter, cut-points.js), and
 * `keepLabels` (set for the expression of an action that is not a sequence).
 * @typedef {object} Context
 * @property {Emitter} em
 * @property {FunctionBuilder} fn
 * @property {string} fail
 * @property {string | null} out
 * @property {{ [label: string]: string | null }} env
 * @property {boolean} report
 * @property {boolean} [cuts]
 * @property {boolean} [keepLabels]
 */

/**
 * `ctx` with `changes` (keepLabels is not passed down unless changed).
 * @param {Context} ctx
 * @param {Partial<Context>} changes
 * @returns {Context}
 */
const sub = (ctx, changes) => ({
  em: ctx.em,
  fn: ctx.fn,
  fail: ctx.fail,
  out: ctx.out,
  env: ctx.env,
  report: ctx.report,
  cuts: ctx.cuts,
  ...changes,
});

/** A copy of the labels in scope. */
const cloneEnv = (env) => ({ ...env });

/** The temporaries and labels of one rule function. */
class FunctionBuilder {
  constructor() {
    /** @type {string[]} */
    this.temps = [];
    this.labels = 0;
  }
  /** @param {string} prefix */
  temp(prefix) {
    const name = `${prefix}${this.temps.length}`;
    this.temps.push(name);
    return name;
  }
  /** The character-code variable: each test reads it right after setting it, so one serves all. */
  char() {
    if (!this.temps.includes("c")) this.temps.push("c");
    return "c";
  }
  label() {
    return `L${this.labels++}`;
  }
}

/**
 * Reads the character at `p` into `c`, or fails at the end of the input. The
 * reporting parser, where size counts more than speed, reads NaN past the
 * end instead, which every set test rejects (classes.js), so its failure is
 * written once.
 */
function readChar(ctx, c, failed, ind) {
  return ctx.report
    ? `${ind}${c} = p < len ? input.charCodeAt(p) : NaN;\n`
    : `${ind}if (p >= len) ${failed}\n${ind}${c} = input.charCodeAt(p);\n`;
}

module.exports = { sub, cloneEnv, FunctionBuilder, readChar };
