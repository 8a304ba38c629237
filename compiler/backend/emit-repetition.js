// Node emitters (emit-context.js says what one is) for repetitions: *, + and
// peggy's |min..max, delimiter|. A repetition matched only (no value, not
// reporting) is compiled the fastest way its item allows, tried in order:
// a run of one set, a backed-off run `(a* b)*`, a scan by a sticky regular
// expression, a run of a set with the other alternatives where it ends; else
// the general loop.
"use strict";

const { rangesSource } = require("./classes.js");
const { reportedSet, failBreak } = require("./emit-report.js");
const { sub, cloneEnv, readChar } = require("./emit-context.js");
const { callable } = require("./emit-actions.js");

/**
 * A scan by a regular expression (see scanLoop): with at most SCAN_WHOLE
 * characters left, one call takes the whole repetition; with more, calls of
 * at most SCAN_CHUNK iterations each. (V8's backtracking stack, 64 MB, held
 * between 8 and 10 million iterations of a path's expression: a quarter of
 * that is left as margin.)
 */
const SCAN_WHOLE = 2097152;
const SCAN_CHUNK = 4096;

/** `x*`; a separated list, matched only, is one loop (analyze-lists.js, fusedRepetition). */
function zeroOrMore(node, ctx, ind) {
  const { em, out } = ctx;
  const fused = out || ctx.report ? null : em.analysis.fusedRepetition(node);
  if (fused !== null) return em.gen(fused, ctx, ind);
  return repetition(node, ctx, ind);
}

/** `x*` or `x+`: the first of the strategies of the header that applies. */
function repetition(node, ctx, ind) {
  return (
    setRun(node, ctx, ind) ??
    backedOffLoop(node, ctx, ind) ??
    scanLoop(node, ctx, ind) ??
    choiceRunLoop(node, ctx, ind) ??
    generalLoop(node, ctx, ind)
  );
}

/**
 * A run of characters of one set: a tight loop. (Reporting: the attempt
 * that ends the run fails, and is recorded, where the run ends.) Null when
 * the item is not one set, or a value is wanted.
 */
function setRun(node, ctx, ind) {
  const { em, fn, out } = ctx;
  const expr = node.expression;
  const { charsetOf } = em.analysis;
  const exprSet = ctx.report ? reportedSet(expr, charsetOf) : charsetOf(expr);
  if (exprSet === null || out) return null;
  const c = fn.char();
  const test = em.setTest(exprSet, c);
  const k = ctx.report ? em.expectationOf(expr) : null;
  let code = "";
  if (node.type === "one_or_more") {
    const failed = failBreak(ctx, k);
    code += `${readChar(ctx, c, failed, ind)}${ind}if (!(${test})) ${failed}\n${ind}p++;\n`;
  }
  return (
    code +
    `${ind}while (p < len) {\n${ind}  ${c} = input.charCodeAt(p);\n${ind}  if (!(${test})) break;\n${ind}  p++;\n${ind}}\n` +
    (k === null ? "" : `${ind}if (peg$silent === 0) peg$fail(p, ${k});\n`)
  );
}

/** `(a* b)*` of two sets: one loop over both, then back to after the last b (analyze-lists.js, backedOffRun). */
function backedOffLoop(node, ctx, ind) {
  const { em, fn, fail, out } = ctx;
  const backedOff =
    out || ctx.report ? null : em.analysis.backedOffRun(node.expression);
  if (backedOff === null) return null;
  const c = fn.char();
  const start = node.type === "one_or_more" ? fn.temp("s") : null;
  const end = fn.temp("s");
  return (
    (start ? `${ind}${start} = p;\n` : "") +
    `${ind}${end} = p;\n` +
    `${ind}while (p < len) {\n${ind}  ${c} = input.charCodeAt(p);\n` +
    `${ind}  if (${em.setTest(backedOff.last, c)}) ${end} = ++p;\n` +
    `${ind}  else if (${em.setTest(backedOff.inner, c)}) p++;\n` +
    `${ind}  else break;\n${ind}}\n` +
    `${ind}p = ${end};\n` +
    (start ? `${ind}if (p === ${start}) break ${fail};\n` : "")
  );
}

/**
 * A repeated choice of alternatives that each match one fixed way
 * (`(pchar / ";" / "/")*`, `uric*`): one sticky regular expression, which V8
 * runs as machine code. Alone, with nothing after it, a greedy repetition
 * matches what the PEG one matches: each iteration takes the first
 * alternative that matches, in order, there is nothing to backtrack into
 * within one, and the repetition stops where none matches (nothing after it
 * can fail, so the expression never goes back into an iteration it
 * finished). On the benchmark's corpus it scans a path in 50-65% of the
 * loop's time; a hostname's labels as one expression (short runs, with
 * repetitions inside an iteration) were slower than the loops, which keep
 * them.
 * V8's backtracking stack takes an entry an iteration: unbounded, a scan of
 * 10 million characters overflowed it (a RangeError). So where more than
 * SCAN_WHOLE characters are left, a second expression takes at most
 * SCAN_CHUNK iterations a call: a call that took fewer characters than that
 * stopped where the repetition stops, and one that took as many or more is
 * called again from where it stopped, which continues the same repetition.
 * (The bounded expression alone was slower: 8% of parse on the corpus.)
 */
function scanLoop(node, ctx, ind) {
  const { em, fn, fail, out } = ctx;
  const scan = out || ctx.report ? null : scanOf(node.expression, em.analysis);
  if (scan === null) return null;
  const star = node.type === "one_or_more" ? "+" : "*";
  const whole = em.scanExpression(`(?:${scan})${star}`);
  const chunk = em.scanExpression(`(?:${scan}){0,${SCAN_CHUNK}}`);
  const from = fn.temp("s");
  const start = node.type === "one_or_more" ? fn.temp("s") : null;
  return (
    `${ind}if (len - p <= ${SCAN_WHOLE}) {\n` +
    `${ind}  ${whole}.lastIndex = p;\n` +
    (start
      ? `${ind}  if (!${whole}.test(input)) break ${fail};\n`
      : `${ind}  ${whole}.test(input);\n`) +
    `${ind}  p = ${whole}.lastIndex;\n` +
    `${ind}} else {\n` +
    (start ? `${ind}  ${start} = p;\n` : "") +
    `${ind}  do {\n` +
    `${ind}    ${from} = p;\n` +
    `${ind}    ${chunk}.lastIndex = p;\n` +
    `${ind}    ${chunk}.test(input);\n` +
    `${ind}    p = ${chunk}.lastIndex;\n` +
    `${ind}  } while (p - ${from} >= ${SCAN_CHUNK});\n` +
    (start ? `${ind}  if (p === ${start}) break ${fail};\n` : "") +
    `${ind}}\n`
  );
}

/**
 * A repeated choice whose first alternative is a set (`pchar*`): runs of the
 * set in a tight loop, the other alternatives tried where a run ends. The
 * set is tried first at every position either way.
 */
function choiceRunLoop(node, ctx, ind) {
  const { em, fn, fail, out } = ctx;
  const choice =
    out || ctx.report ? null : em.analysis.underlyingChoice(node.expression);
  if (choice === null) return null;
  const alternatives = em.analysis.mergeCharsetAlternatives(
    choice.alternatives,
  );
  const head = alternatives[0];
  if (!(alternatives.length > 1 && head.type === "peg$charset")) return null;
  const c = fn.char();
  const s = fn.temp("s");
  const l = fn.label();
  const start = node.type === "one_or_more" ? fn.temp("s") : null;
  const rest =
    alternatives.length === 2
      ? alternatives[1]
      : { type: "choice", alternatives: alternatives.slice(1) };
  let code = start ? `${ind}${start} = p;\n` : "";
  code +=
    `${ind}for (;;) {\n` +
    `${ind}  while (p < len) {\n${ind}    ${c} = input.charCodeAt(p);\n` +
    `${ind}    if (!(${em.setTest(head.set, c)})) break;\n${ind}    p++;\n${ind}  }\n` +
    `${ind}  ${s} = p;\n${ind}  ${l}: {\n` +
    em.gen(
      rest,
      sub(ctx, { fail: l, out: null, env: cloneEnv(ctx.env) }),
      ind + "    ",
    ) +
    `${ind}    continue;\n${ind}  }\n${ind}  p = ${s};\n${ind}  break;\n${ind}}\n`;
  if (start) code += `${ind}if (p === ${start}) break ${fail};\n`;
  return code;
}

/** The general loop: one iteration a pass, its value pushed when one is wanted. */
function generalLoop(node, ctx, ind) {
  const { em, fn, fail, out } = ctx;
  const s = fn.temp("s");
  const l = fn.label();
  const item = out ? fn.temp("e") : null;
  const start = node.type === "one_or_more" && !out ? fn.temp("s") : null;
  let code = "";
  if (out) code += `${ind}${out} = [];\n`;
  if (start) code += `${ind}${start} = p;\n`;
  code +=
    `${ind}for (;;) {\n${ind}  ${s} = p;\n${ind}  ${l}: {\n` +
    em.gen(
      node.expression,
      sub(ctx, { fail: l, out: item, env: cloneEnv(ctx.env) }),
      ind + "    ",
    ) +
    (out ? `${ind}    ${out}.push(${item});\n` : "") +
    `${ind}    continue;\n${ind}  }\n${ind}  p = ${s};\n${ind}  break;\n${ind}}\n`;
  if (node.type === "one_or_more") {
    // peggy rejects repetitions of expressions that may match without
    // consuming input, so "matched at least once" is "moved".
    code += out
      ? `${ind}if (${out}.length === 0) break ${fail};\n`
      : `${ind}if (p === ${start}) break ${fail};\n`;
  }
  return code;
}

/** peggy's `x|min..max, delimiter|`. */
function repeated(node, ctx, ind) {
  const { em, fn, fail, out } = ctx;
  // The bounds: constants, or computed once before the loop as peggy does
  // (a label's value, or a call of the bound's code; the minimum first).
  // With `|n|` the one bound is both.
  let bounds = "";
  const bound = (b) => {
    if (b.type === "constant") return b.value; // null: unbounded
    const t = fn.temp("b");
    if (b.type === "variable") {
      const v = ctx.env[b.value];
      if (typeof v !== "string")
        throw em.refused(`the bound ${b.value}, a label not kept`, node);
      bounds += `${ind}${t} = ${v};\n`;
    } else {
      if (!em.boundCode.has(b)) em.boundCode.set(b, { code: b.value });
      const { name, args } = callable(em.boundCode.get(b), ctx.env, em);
      bounds += `${ind}${t} = ${name}(${args});\n`;
    }
    return t;
  };
  const min = node.min ? bound(node.min) : null;
  const hi = bound(node.max);
  const lo = node.min ? min : hi;
  const s = fn.temp("s");
  const n = fn.temp("n");
  const l = fn.label();
  const item = out ? fn.temp("e") : null;
  let code =
    bounds +
    (out ? `${ind}${out} = [];\n` : "") +
    `${ind}${n} = 0;\n${ind}for (;;) {\n`;
  if (hi !== null) code += `${ind}  if (${n} >= ${hi}) break;\n`;
  code += `${ind}  ${s} = p;\n${ind}  ${l}: {\n`;
  if (node.delimiter) {
    code +=
      `${ind}    if (${n} > 0) {\n` +
      em.gen(
        node.delimiter,
        sub(ctx, { fail: l, out: null, env: cloneEnv(ctx.env) }),
        ind + "      ",
      ) +
      `${ind}    }\n`;
  }
  code +=
    em.gen(
      node.expression,
      sub(ctx, { fail: l, out: item, env: cloneEnv(ctx.env) }),
      ind + "    ",
    ) +
    (out ? `${ind}    ${out}.push(${item});\n` : "") +
    `${ind}    ${n}++;\n${ind}    continue;\n${ind}  }\n${ind}  p = ${s};\n${ind}  break;\n${ind}}\n`;
  if (typeof lo === "string" || lo > 0)
    code += `${ind}if (${n} < ${lo}) break ${fail};\n`;
  return code;
}

/**
 * The source of one iteration of a repetition of `expr`, for a scan by a
 * regular expression, or null: a choice of alternatives that each match
 * one fixed way (fixedSource; in their order, which nothing after them
 * within the iteration can undo), or one such expression. A choice among
 * the alternatives (`ipchar / iprivate / "/" / "?"`, ipchar a choice of its
 * own) counts as its alternatives, in place: in match mode `(a / b) / c`
 * matches what `a / b / c` matches. Not for a set: a run of one set is a
 * tight loop of its own, and the runs a scan is for (paths, queries) are
 * choices of a set and an escape.
 */
function scanOf(expr, analysis) {
  if (analysis.charsetOf(expr) !== null) return null;
  const sources = analysis
    .mergeCharsetAlternatives(analysis.matchAlternatives(expr) ?? [expr])
    .map((alt) => fixedSource(alt, analysis));
  return sources.every((source) => source !== null) ? sources.join("|") : null;
}

/**
 * The source of a regular expression that matches what `node` matches,
 * when `node` matches one fixed way: one character of a set, a literal
 * (case sensitive, not empty), or a sequence of those; else null. Such an
 * expression gives a regular expression nothing to backtrack into.
 */
function fixedSource(node, analysis) {
  const set = analysis.charsetOf(node);
  if (set !== null) return rangesSource(set);
  const n = analysis.peel(node);
  if (n.type === "literal" && !n.ignoreCase && n.value.length > 0) {
    let source = "";
    for (let i = 0; i < n.value.length; i++) {
      const c = n.value.charCodeAt(i);
      source += rangesSource([[c, c]]);
    }
    return source;
  }
  if (n.type === "sequence" && n.elements.length > 0) {
    const parts = n.elements.map((e) => fixedSource(e, analysis));
    return parts.every((part) => part !== null) ? parts.join("") : null;
  }
  return null;
}

module.exports = {
  zero_or_more: zeroOrMore,
  one_or_more: repetition,
  repeated,
};
