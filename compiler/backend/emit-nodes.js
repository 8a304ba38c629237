// Node emitters (emit-context.js says what one is) for one character of a
// set, literals, classes, rule references, the wrappers (named rules,
// groups, $( ), lookaheads, ?) and choices. Repetitions are in
// emit-repetition.js; sequences, labels and actions in emit-actions.js.
"use strict";

const { classSource } = require("./classes.js");
const { failBreak } = require("./emit-report.js");
const { sub, cloneEnv, readChar } = require("./emit-context.js");
const { resetCode } = require("./cut-points.js");

/**
 * A node of any type that always matches one character of the set `set`
 * (emit-rules.js asks before it dispatches by type): one test.
 */
function charset(node, set, ctx, ind) {
  const { em, fn, out } = ctx;
  const c = fn.char();
  const failed = failBreak(ctx, ctx.report ? em.expectationOf(node) : null);
  return (
    readChar(ctx, c, failed, ind) +
    `${ind}if (!(${em.setTest(set, c)})) ${failed}\n` +
    (out ? `${ind}${out} = input.charAt(p);\n` : "") +
    `${ind}p++;\n`
  );
}

function literal(node, ctx, ind) {
  const { em, out } = ctx;
  const v = node.value;
  if (v.length === 0) return out ? `${ind}${out} = "";\n` : "";
  let code;
  if (node.ignoreCase) {
    code = `${ind}if (input.substr(p, ${v.length}).toLowerCase() !== ${JSON.stringify(v.toLowerCase())}) ${failBreak(ctx, ctx.report ? em.expectationOf(node) : null)}\n`;
    if (out) code += `${ind}${out} = input.substr(p, ${v.length});\n`;
  } else {
    const test =
      v.length <= 4
        ? [`p + ${v.length} > len`]
            .concat(
              [...v].map(
                (ch, i) =>
                  `input.charCodeAt(p${i ? ` + ${i}` : ""}) !== ${ch.charCodeAt(0)}`,
              ),
            )
            .join(" || ")
        : `!input.startsWith(${JSON.stringify(v)}, p)`;
    code = `${ind}if (${test}) ${failBreak(ctx, ctx.report ? em.expectationOf(node) : null)}\n`;
    if (out) code += `${ind}${out} = ${JSON.stringify(v)};\n`;
  }
  return code + `${ind}p += ${v.length};\n`;
}

/** A unicode class (a code point a match): the regular expression peggy uses. */
function classNode(node, ctx, ind) {
  const { em, fn, out } = ctx;
  if (!node.unicode) throw em.refused("a class with escapes", node);
  const re = `/${classSource(node, em.regexpClassEscape)}/${node.ignoreCase ? "i" : ""}u`;
  const ch = fn.temp("u");
  return (
    `${ind}${ch} = peg$codePointAt(input, p);\n` +
    `${ind}if (!${re}.test(${ch})) ${failBreak(ctx, ctx.report ? em.expectationOf(node) : null)}\n` +
    (out ? `${ind}${out} = ${ch};\n` : "") +
    `${ind}p += ${ch}.length;\n`
  );
}

function ruleRef(node, ctx, ind) {
  const { em, fail, out } = ctx;
  if (ctx.cuts) {
    // A rule that records cut points (else gen compiles the match version).
    return `${ind}p = ${em.ruleFunctionName(node.name, "c")}(input, p);\n${ind}if (p < 0) break ${fail};\n`;
  }
  if (out) {
    return (
      `${ind}${out} = ${em.ruleFunctionName(node.name, "v")}(input, p);\n` +
      `${ind}if (${out} === peg$FAILED) break ${fail};\n${ind}p = peg$end;\n`
    );
  }
  // The reporting parser calls rules instead: it runs only on input
  // outside the language, where size counts more than speed.
  if (!ctx.report && em.analysis.inlinable(node.name)) {
    // The rule's body in place (its labels in a scope of their own).
    return em.gen(
      em.rules.get(node.name).expression,
      sub(ctx, { env: {} }),
      ind,
    );
  }
  return `${ind}p = ${em.ruleFunctionName(node.name, ctx.report ? "x" : "m")}(input, p);\n${ind}if (p < 0) break ${fail};\n`;
}

/** @returns {never} */
function libraryRef(node, ctx) {
  throw ctx.em.refused("a library rule", node);
}

function named(node, ctx, ind) {
  const { em, fn, fail } = ctx;
  if (!ctx.report) return em.gen(node.expression, ctx, ind);
  // peggy: failures inside are silent; the rule's name is the expectation.
  const s = fn.temp("s");
  const ok = fn.label();
  const l = fn.label();
  return (
    `${ind}${s} = p;\n${ind}peg$silent++;\n${ind}${ok}: {\n${ind}  ${l}: {\n` +
    em.gen(node.expression, sub(ctx, { fail: l }), ind + "    ") +
    `${ind}    peg$silent--;\n${ind}    break ${ok};\n${ind}  }\n` +
    `${ind}  peg$silent--;\n${ind}  if (peg$silent === 0) peg$fail(${s}, ${em.expectationOf(node)});\n` +
    `${ind}  break ${fail};\n${ind}}\n`
  );
}

function group(node, ctx, ind) {
  return ctx.em.gen(node.expression, sub(ctx, { env: cloneEnv(ctx.env) }), ind);
}

function text(node, ctx, ind) {
  const { em, fn, out } = ctx;
  const s = fn.temp("s");
  return (
    `${ind}${s} = p;\n` +
    em.gen(
      node.expression,
      sub(ctx, { out: null, env: cloneEnv(ctx.env) }),
      ind,
    ) +
    (out ? `${ind}${out} = input.substring(${s}, p);\n` : "")
  );
}

/** A lookahead, & or !: matches without moving. */
function lookahead(node, ctx, ind) {
  const { em, fn, fail, out } = ctx;
  const s = fn.temp("s");
  const inner = sub(ctx, { out: null, env: cloneEnv(ctx.env) });
  if (ctx.report) {
    // peggy: failures inside a lookahead are silent.
    const ok = fn.label();
    const l = fn.label();
    const and = node.type === "simple_and";
    return (
      `${ind}${s} = p;\n${ind}peg$silent++;\n${ind}${ok}: {\n${ind}  ${l}: {\n` +
      em.gen(node.expression, sub(inner, { fail: l }), ind + "    ") +
      `${ind}    peg$silent--;\n${ind}    ${and ? `break ${ok}` : `break ${fail}`};\n${ind}  }\n` +
      `${ind}  peg$silent--;\n` +
      (and ? `${ind}  break ${fail};\n` : "") +
      `${ind}}\n${ind}p = ${s};\n`
    );
  }
  let code = `${ind}${s} = p;\n`;
  if (node.type === "simple_and") {
    code += em.gen(node.expression, inner, ind);
  } else {
    const l = fn.label();
    code +=
      `${ind}${l}: {\n` +
      em.gen(node.expression, sub(inner, { fail: l }), ind + "  ") +
      `${ind}  break ${fail};\n${ind}}\n`;
  }
  return (
    code + `${ind}p = ${s};\n` + (out ? `${ind}${out} = undefined;\n` : "")
  );
}

/**
 * The test that makes an attempt (`node`, an optional's expression or a
 * choice's alternative, at `site`) fail at once where the literal it needs
 * occurs nowhere after the position (analyze-guards.js), breaking to
 * `failed`; "" where there is none. Not in the reporting parser, which
 * records each failure where peggy's does.
 */
function guard(site, node, ctx, failed, ind) {
  if (ctx.report) return "";
  const literal = ctx.em.analysis.guardOf(site, node);
  return literal === null
    ? ""
    : `${ind}if (input.indexOf(${JSON.stringify(literal)}, p) < 0) break ${failed};\n`;
}

function optional(node, ctx, ind) {
  const { em, fn, out } = ctx;
  const s = fn.temp("s");
  const l = fn.label();
  const inner = sub(ctx, { fail: l, env: cloneEnv(ctx.env) });
  if (ctx.cuts) {
    // Absent, it recorded nothing: what it did before failing is undone.
    const ok = fn.label();
    return (
      `${ind}${s} = p;\n${ind}${ok}: {\n${ind}  ${l}: {\n` +
      guard(node, node.expression, ctx, l, ind + "    ") +
      em.gen(node.expression, inner, ind + "    ") +
      `${ind}    ${s} = p;\n${ind}    break ${ok};\n${ind}  }\n` +
      resetCode(em.cuts.slotsOf(node.expression), ind + "  ") +
      `${ind}}\n${ind}p = ${s};\n`
    );
  }
  if (!out) {
    // On success s takes the new position, so `p = s` serves both ways.
    return (
      `${ind}${s} = p;\n${ind}${l}: {\n` +
      guard(node, node.expression, ctx, l, ind + "  ") +
      em.gen(node.expression, inner, ind + "  ") +
      `${ind}  ${s} = p;\n${ind}}\n${ind}p = ${s};\n`
    );
  }
  const done = fn.label();
  return (
    `${ind}${s} = p;\n${ind}${done}: {\n${ind}  ${l}: {\n` +
    guard(node, node.expression, ctx, l, ind + "    ") +
    em.gen(node.expression, inner, ind + "    ") +
    `${ind}    break ${done};\n${ind}  }\n${ind}  p = ${s};\n${ind}  ${out} = null;\n${ind}}\n`
  );
}

/**
 * A choice: each alternative tried in order. Matched only, a choice among
 * them counts as its alternatives in place (matchAlternatives), so that
 * their sets join into one test (ipchar's `iunreserved / pct-encoded /
 * sub-delims / ":" / "@"`, iunreserved a choice of ALPHA, ..., ucschar,
 * itself a choice of classes and surrogate pairs: one test, then the pairs,
 * then the escape); the reporting parser keeps peggy's order of attempts.
 */
function choice(node, ctx, ind) {
  const { em, fn } = ctx;
  const flat =
    ctx.report || ctx.out ? null : em.analysis.matchAlternatives(node);
  const alternatives = ctx.report
    ? node.alternatives
    : em.analysis.mergeCharsetAlternatives(flat ?? node.alternatives);
  if (alternatives.length === 1)
    return em.gen(alternatives[0], sub(ctx, { env: cloneEnv(ctx.env) }), ind);
  const s = fn.temp("s");
  const done = fn.label();
  let code = `${ind}${s} = p;\n${ind}${done}: {\n`;
  alternatives.forEach((alt, i) => {
    const env = cloneEnv(ctx.env);
    if (i === alternatives.length - 1) {
      code += em.gen(alt, sub(ctx, { env }), ind + "  ");
      return;
    }
    const l = fn.label();
    // A cutter's failed alternative recorded nothing (see cut-points.js).
    const reset = ctx.cuts ? resetCode(em.cuts.slotsOf(alt), ind + "  ") : "";
    code +=
      `${ind}  ${l}: {\n` +
      guard(node, alt, ctx, l, ind + "    ") +
      em.gen(alt, sub(ctx, { fail: l, env }), ind + "    ") +
      `${ind}    break ${done};\n${ind}  }\n${reset}${ind}  p = ${s};\n`;
  });
  return code + `${ind}}\n`;
}

module.exports = {
  charset,
  nodes: {
    literal,
    class: classNode,
    rule_ref: ruleRef,
    library_ref: libraryRef,
    named,
    group,
    text,
    simple_and: lookahead,
    simple_not: lookahead,
    optional,
    choice,
  },
};
