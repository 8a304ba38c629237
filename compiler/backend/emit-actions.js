// Node emitters (emit-context.js says what one is) for sequences, labels and
// actions: where the values of labels are kept, and the code of actions,
// predicates and repetition bounds is called (as module-level functions of
// the labels in scope).
"use strict";

const { sub, cloneEnv } = require("./emit-context.js");

/** A sequence; a separated list, matched only, is one loop (analyze-lists.js, fusedRepetition). */
function sequence(node, ctx, ind) {
  const { em, out } = ctx;
  const fused =
    out || ctx.report || ctx.cuts ? null : em.analysis.fusedRepetition(node);
  if (fused !== null) return em.gen(fused, ctx, ind);
  return genSequence(node, ctx, ind, null);
}

/** A labeled element outside a sequence (peggy scopes it to the enclosing action, if any). */
function labeled(node, ctx, ind) {
  return genLabeled(node, ctx, ind, ctx.keepLabels === true, null);
}

/**
 * The labeled element `node`: its value is kept in a variable when `keep` (a
 * label that is read) or it is plucked; in a cutter, its end is recorded
 * when its label is one of the cut labels (cut-points.js).
 */
function genLabeled(node, ctx, ind, keep, pluck) {
  const slot = ctx.cuts ? ctx.em.cuts.slotOfLabel(node.label) : undefined;
  const code = genLabeledMatch(node, ctx, ind, keep, pluck);
  return slot === undefined ? code : `${code}${ind}peg$cuts[${slot}] = p;\n`;
}

/** genLabeled's code of the element, its value kept as genLabeled says. */
function genLabeledMatch(node, ctx, ind, keep, pluck) {
  const { em, fn, out } = ctx;
  const inner = (v) => sub(ctx, { out: v, env: cloneEnv(ctx.env) });
  if (node.label === null && (!node.pick || pluck === null))
    return em.gen(node.expression, inner(out), ind);
  if (!keep && !(node.pick && pluck !== null)) {
    // In scope after the element, not inside it (as peggy scopes labels).
    const code = em.gen(node.expression, inner(out), ind);
    ctx.env[node.label] = null;
    return code;
  }
  let code;
  let value; // the code of the value: a variable, or the text's substring
  if (em.analysis.isTextValued(node.expression)) {
    // The value is the text matched: only its span is kept, and the string
    // is made where the value is used (an action's call, the sequence's
    // result), so a sequence that fails later makes none.
    const start = fn.temp("s");
    const end = fn.temp("e");
    code =
      `${ind}${start} = p;\n` +
      em.gen(node.expression, inner(null), ind) +
      `${ind}${end} = p;\n`;
    value = `input.substring(${start}, ${end})`;
  } else {
    value = fn.temp("l");
    code = em.gen(node.expression, inner(value), ind);
  }
  if (node.label !== null) ctx.env[node.label] = value;
  if (node.pick && pluck !== null) pluck.push(value);
  if (out) code += `${ind}${out} = ${value};\n`;
  return code;
}

/** A sequence; with `action` ({ node, start, result }), the action's call ends it. */
function genSequence(node, ctx, ind, action) {
  const { em, fn, out } = ctx;
  const picks = node.elements.some((e) => e.type === "labeled" && e.pick);
  const keep =
    !ctx.report && (action !== null || em.analysis.readsLabels(node));
  const pluck = picks && out !== null ? [] : null;
  const values = [];
  let code = "";
  for (const element of node.elements) {
    const v = out !== null && !picks && action === null ? fn.temp("q") : null;
    // ctx.env is the sequence's env: labels are visible to later elements and the action.
    const elementCtx = sub(ctx, { out: v });
    code +=
      element.type === "labeled"
        ? genLabeled(element, elementCtx, ind, keep, pluck)
        : em.gen(element, elementCtx, ind);
    values.push(v);
  }
  if (action !== null)
    return (
      code +
      callAction(action.node, ctx.env, action.start, action.result, ind, em)
    );
  if (out === null) return code;
  if (pluck !== null) {
    return (
      code +
      `${ind}${out} = ${pluck.length === 1 ? pluck[0] : `[${pluck.join(", ")}]`};\n`
    );
  }
  return code + `${ind}${out} = [${values.join(", ")}];\n`;
}

/** An action: its code called after its expression, unless its value is not wanted and it cannot throw. */
function action(node, ctx, ind) {
  const { em, fn, out } = ctx;
  if (ctx.report || (out === null && !em.classify(node.code).throws)) {
    // Its value is not wanted, and actions have no side effects (see support.js).
    return em.gen(node.expression, sub(ctx, { env: cloneEnv(ctx.env) }), ind);
  }
  const env = cloneEnv(ctx.env);
  const s = fn.temp("s");
  const result = out || fn.temp("a");
  const code = `${ind}${s} = p;\n`;
  if (node.expression.type === "sequence") {
    return (
      code +
      genSequence(node.expression, sub(ctx, { out: null, env }), ind, {
        node,
        start: s,
        result,
      })
    );
  }
  const inner = sub(ctx, { out: null, env, keepLabels: true });
  return (
    code +
    em.gen(node.expression, inner, ind) +
    callAction(node, env, s, result, ind, em)
  );
}

/** A semantic predicate, &{ } or !{ }: its code called at `p`. */
function semantic(node, ctx, ind) {
  const { name, args } = callable(node, ctx.env, ctx.em);
  const call = `${name}(${args})`;
  return (
    `${ind}peg$savedPos = p;\n${ind}peg$currPos = p;\n` +
    `${ind}if (${node.type === "semantic_and" ? "!" : ""}${call}) break ${ctx.fail};\n` +
    (ctx.out ? `${ind}${ctx.out} = undefined;\n` : "")
  );
}

/** The module-level function of `node`'s code and the arguments of its call: the labels in scope. */
function callable(node, env, em) {
  const params = Object.keys(env);
  for (const p of params) {
    if (env[p] === null)
      throw new Error(
        `scripts/optimize.js: label ${p} was not kept for ${node.type} code`,
      );
  }
  return {
    name: em.actionFunction(node, params),
    args: params.map((p) => env[p]).join(", "),
  };
}

function callAction(node, env, start, result, ind, em) {
  const { name, args } = callable(node, env, em);
  const position = em.classify(node.code).position
    ? `${ind}peg$savedPos = ${start};\n${ind}peg$currPos = p;\n`
    : "";
  return position + `${ind}${result} = ${name}(${args});\n`;
}

module.exports = {
  sequence,
  labeled,
  action,
  semantic_and: semantic,
  semantic_not: semantic,
  callable,
};
