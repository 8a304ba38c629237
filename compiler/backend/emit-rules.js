// Code for the rules of the fast back end (scripts/backend/): each rule's
// value, match and reporting versions.
//
// Takes: the grammar's rules by name, the analysis (scripts/backend/analyze.js),
// the set tests (classes.js), the expectations (emit-report.js) and the
// reader of code (support.js).
// Gives (createRuleEmitter):
//   ruleFunctionName(name, mode)  the name of a rule's version, compiled on
//                     first use: "v" peg$v_NAME builds the rule's value and
//                     returns it (peg$FAILED on failure; the end in peg$end);
//                     "m" peg$m_NAME only matches and returns the end (-1 on
//                     failure); "x" peg$x_NAME matches and records failures as
//                     peggy does (the reporting parser)
//   compilePending()  compiles every version asked for so far, and those they use
//   ruleCode()        the functions, sorted by name
//   actionCode()      the functions of the actions, predicates and bounds they call
//   hasThrowingCode() whether some compiled code calls error() or expected()
//
// One emitter serves the three versions: a node's code is the same matching
// code whether or not a value is wanted (ctx.out names the variable that
// receives it, or is null) and whether or not failures are recorded
// (ctx.report); where the versions differ, the node's case says how.
"use strict";

const { classSource, rangesSource } = require("./classes.js");
const { reportedSet, failBreak } = require("./emit-report.js");
const { Unsupported } = require("./support.js");

/**
 * A context for a sub-expression: `fail` is the label to break to on failure,
 * `out` the variable that receives the value (null: no value wanted), `env`
 * the labels in scope (label -> variable, or null where the value was not
 * kept), as peggy scopes them.
 */
const sub = (ctx, changes) => ({
  fn: ctx.fn,
  fail: ctx.fail,
  out: ctx.out,
  env: ctx.env,
  report: ctx.report,
  ...changes,
});
const cloneEnv = (env) => ({ ...env });

/**
 * A scan by a regular expression (see genRepetition): with at most
 * SCAN_WHOLE characters left, one call takes the whole repetition; with more,
 * calls of at most SCAN_CHUNK iterations each. (V8's backtracking stack, 64
 * MB, held between 8 and 10 million iterations of a path's expression: a
 * quarter of that is left as margin.)
 */
const SCAN_WHOLE = 2097152;
const SCAN_CHUNK = 4096;

/** The temporaries and labels of one rule function. */
class FunctionBuilder {
  constructor() {
    this.temps = [];
    this.labels = 0;
  }
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

function createRuleEmitter({
  rules,
  analysis,
  setTest,
  expectations,
  regexpClassEscape,
  classify,
}) {
  const {
    charsetOf,
    readsLabels,
    inlinable,
    isTextValued,
    underlyingChoice,
    mergeCharsetAlternatives,
    fusedRepetition,
    backedOffRun,
    peel,
  } = analysis;
  const { expectationOf } = expectations;
  const ruleFunctions = new Map(); // "v:name" | "m:name" | "x:name" -> function source
  const pending = [];
  let currentRule = null;

  /** The name of a rule's value ("v"), match ("m") or reporting ("x") function, compiled on first use. */
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
      ruleFunctions.set(`${mode}:${name}`, compileRule(name, mode));
    }
  }

  function ruleCode() {
    return [
      ...scanDecls,
      ...[...ruleFunctions.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, code]) => code),
    ];
  }

  // ---- scans by a sticky regular expression (see genRepetition): declared
  // once each, before the rule functions
  const scanDecls = [];
  const scanIds = new Map(); // source -> name
  function scanExpression(source) {
    if (!scanIds.has(source)) {
      const name = `peg$R${scanDecls.length}`;
      scanIds.set(source, name);
      scanDecls.push(`const ${name} = /${source}/y;`);
    }
    return scanIds.get(source);
  }

  /**
   * The source of a regular expression that matches what `node` matches,
   * when `node` matches one fixed way: one character of a set, a literal
   * (case sensitive, not empty), or a sequence of those; else null. Such an
   * expression gives a regular expression nothing to backtrack into.
   */
  function fixedSource(node) {
    const set = charsetOf(node);
    if (set !== null) return rangesSource(set);
    const n = peel(node);
    if (n.type === "literal" && !n.ignoreCase && n.value.length > 0) {
      let source = "";
      for (let i = 0; i < n.value.length; i++) {
        const c = n.value.charCodeAt(i);
        source += rangesSource([[c, c]]);
      }
      return source;
    }
    if (n.type === "sequence" && n.elements.length > 0) {
      const parts = n.elements.map(fixedSource);
      return parts.every((part) => part !== null) ? parts.join("") : null;
    }
    return null;
  }

  // ---- actions, predicates and bounds: module-level functions of the labels in scope
  const actionDecls = [];
  const actionIds = new Map();
  const boundCode = new WeakMap(); // a repetition bound -> { code }, its key in actionIds
  function actionFunction(node, params) {
    const key = node;
    if (!actionIds.has(key)) {
      const name = `peg$a${actionDecls.length}`;
      actionIds.set(key, name);
      actionDecls.push(`function ${name}(${params.join(", ")}) {${node.code}}`);
    }
    return actionIds.get(key);
  }
  /** A construct the checks of support.js let through: a bug of the back end, reported as a refusal. */
  const refused = (construct, node) =>
    new Unsupported(construct, currentRule, node.location || null);

  const hasThrowingCode = () =>
    [...actionIds.keys()].some((n) => classify(n.code).throws);

  function compileRule(name, mode) {
    const rule = rules.get(name);
    const fn = new FunctionBuilder();
    const out = mode === "v" ? fn.temp("r") : null;
    const body = gen(
      rule.expression,
      { fn, fail: "F", out, env: {}, report: mode === "x" },
      "    ",
    );
    const temps = fn.temps.length > 0 ? `  let ${fn.temps.join(", ")};\n` : "";
    const success =
      mode === "v"
        ? `    peg$end = p;\n    return ${out};\n`
        : "    return p;\n";
    const failure = mode === "v" ? "peg$FAILED" : "-1";
    return (
      `function peg$${mode}_${name}(input, p) {\n  const len = input.length;\n${temps}` +
      `  F: {\n${body}${success}  }\n  return ${failure};\n}`
    );
  }

  /**
   * Code that matches `node` at `p`: on success it falls through with `p` after
   * the match and, when ctx.out names a variable, the node's value in it; on
   * failure it runs `break ctx.fail`, leaving `p` undefined (whoever catches a
   * failure restores the position it saved).
   *
   * With ctx.report (the reporting parser) no value is built, and every
   * failure is recorded as peggy records it (peg$fail at the same points, in
   * the same order, silenced where peggy silences), so that the expectations
   * are peggy's own.
   */
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

  function gen(node, ctx, ind) {
    const { fn, fail, out } = ctx;
    const set = ctx.report ? reportedSet(node, charsetOf) : charsetOf(node);
    if (set !== null) {
      const c = fn.char();
      const failed = failBreak(ctx, ctx.report ? expectationOf(node) : null);
      return (
        readChar(ctx, c, failed, ind) +
        `${ind}if (!(${setTest(set, c)})) ${failed}\n` +
        (out ? `${ind}${out} = input.charAt(p);\n` : "") +
        `${ind}p++;\n`
      );
    }
    switch (node.type) {
      case "literal":
        return genLiteral(node, ctx, ind);
      case "class": {
        // A unicode class (a code point a match): the regular expression peggy uses.
        if (!node.unicode) throw refused("a class with escapes", node);
        const re = `/${classSource(node, regexpClassEscape)}/${node.ignoreCase ? "i" : ""}u`;
        const ch = fn.temp("u");
        return (
          `${ind}${ch} = peg$codePointAt(input, p);\n` +
          `${ind}if (!${re}.test(${ch})) ${failBreak(ctx, ctx.report ? expectationOf(node) : null)}\n` +
          (out ? `${ind}${out} = ${ch};\n` : "") +
          `${ind}p += ${ch}.length;\n`
        );
      }
      case "rule_ref":
        if (out) {
          return (
            `${ind}${out} = ${ruleFunctionName(node.name, "v")}(input, p);\n` +
            `${ind}if (${out} === peg$FAILED) break ${fail};\n${ind}p = peg$end;\n`
          );
        }
        // The reporting parser calls rules instead: it runs only on input
        // outside the language, where size counts more than speed.
        if (!ctx.report && inlinable(node.name)) {
          // The rule's body in place (its labels in a scope of their own).
          return gen(
            rules.get(node.name).expression,
            sub(ctx, { env: {} }),
            ind,
          );
        }
        return `${ind}p = ${ruleFunctionName(node.name, ctx.report ? "x" : "m")}(input, p);\n${ind}if (p < 0) break ${fail};\n`;
      case "library_ref":
        throw refused("a library rule", node);
      case "named": {
        if (!ctx.report) return gen(node.expression, ctx, ind);
        // peggy: failures inside are silent; the rule's name is the expectation.
        const s = fn.temp("s");
        const ok = fn.label();
        const l = fn.label();
        return (
          `${ind}${s} = p;\n${ind}peg$silent++;\n${ind}${ok}: {\n${ind}  ${l}: {\n` +
          gen(node.expression, sub(ctx, { fail: l }), ind + "    ") +
          `${ind}    peg$silent--;\n${ind}    break ${ok};\n${ind}  }\n` +
          `${ind}  peg$silent--;\n${ind}  if (peg$silent === 0) peg$fail(${s}, ${expectationOf(node)});\n` +
          `${ind}  break ${fail};\n${ind}}\n`
        );
      }
      case "group":
        return gen(node.expression, sub(ctx, { env: cloneEnv(ctx.env) }), ind);
      case "labeled":
        // Outside a sequence (peggy scopes it to the enclosing action, if any).
        return genLabeled(node, ctx, ind, ctx.keepLabels === true, null);
      case "text": {
        const s = fn.temp("s");
        return (
          `${ind}${s} = p;\n` +
          gen(
            node.expression,
            sub(ctx, { out: null, env: cloneEnv(ctx.env) }),
            ind,
          ) +
          (out ? `${ind}${out} = input.substring(${s}, p);\n` : "")
        );
      }
      case "simple_and":
      case "simple_not": {
        const s = fn.temp("s");
        const inner = sub(ctx, { out: null, env: cloneEnv(ctx.env) });
        if (ctx.report) {
          // peggy: failures inside a lookahead are silent.
          const ok = fn.label();
          const l = fn.label();
          const and = node.type === "simple_and";
          return (
            `${ind}${s} = p;\n${ind}peg$silent++;\n${ind}${ok}: {\n${ind}  ${l}: {\n` +
            gen(node.expression, sub(inner, { fail: l }), ind + "    ") +
            `${ind}    peg$silent--;\n${ind}    ${and ? `break ${ok}` : `break ${fail}`};\n${ind}  }\n` +
            `${ind}  peg$silent--;\n` +
            (and ? `${ind}  break ${fail};\n` : "") +
            `${ind}}\n${ind}p = ${s};\n`
          );
        }
        let code = `${ind}${s} = p;\n`;
        if (node.type === "simple_and") {
          code += gen(node.expression, inner, ind);
        } else {
          const l = fn.label();
          code +=
            `${ind}${l}: {\n` +
            gen(node.expression, sub(inner, { fail: l }), ind + "  ") +
            `${ind}  break ${fail};\n${ind}}\n`;
        }
        return (
          code +
          `${ind}p = ${s};\n` +
          (out ? `${ind}${out} = undefined;\n` : "")
        );
      }
      case "optional": {
        const s = fn.temp("s");
        const l = fn.label();
        const inner = sub(ctx, { fail: l, env: cloneEnv(ctx.env) });
        if (!out) {
          // On success s takes the new position, so `p = s` serves both ways.
          return (
            `${ind}${s} = p;\n${ind}${l}: {\n` +
            gen(node.expression, inner, ind + "  ") +
            `${ind}  ${s} = p;\n${ind}}\n${ind}p = ${s};\n`
          );
        }
        const done = fn.label();
        return (
          `${ind}${s} = p;\n${ind}${done}: {\n${ind}  ${l}: {\n` +
          gen(node.expression, inner, ind + "    ") +
          `${ind}    break ${done};\n${ind}  }\n${ind}  p = ${s};\n${ind}  ${out} = null;\n${ind}}\n`
        );
      }
      case "zero_or_more": {
        const fused = out || ctx.report ? null : fusedRepetition(node);
        if (fused !== null) return gen(fused, ctx, ind);
        return genRepetition(node, ctx, ind);
      }
      case "one_or_more":
        return genRepetition(node, ctx, ind);
      case "repeated":
        return genRepeated(node, ctx, ind);
      case "choice":
        return genChoice(node, ctx, ind);
      case "sequence": {
        // A separated list, matched only: one loop (analyze.js, fusedRepetition).
        const fused = out || ctx.report ? null : fusedRepetition(node);
        if (fused !== null) return gen(fused, ctx, ind);
        return genSequence(node, ctx, ind, null);
      }
      case "action":
        return genAction(node, ctx, ind);
      case "semantic_and":
      case "semantic_not": {
        const { name, args } = callable(node, ctx.env);
        const call = `${name}(${args})`;
        return (
          `${ind}peg$savedPos = p;\n${ind}peg$currPos = p;\n` +
          `${ind}if (${node.type === "semantic_and" ? "!" : ""}${call}) break ${fail};\n` +
          (out ? `${ind}${out} = undefined;\n` : "")
        );
      }
      default:
        throw refused(`a ${node.type} expression`, node);
    }
  }

  function genLiteral(node, ctx, ind) {
    const { out } = ctx;
    const v = node.value;
    if (v.length === 0) return out ? `${ind}${out} = "";\n` : "";
    let code;
    if (node.ignoreCase) {
      code = `${ind}if (input.substr(p, ${v.length}).toLowerCase() !== ${JSON.stringify(v.toLowerCase())}) ${failBreak(ctx, ctx.report ? expectationOf(node) : null)}\n`;
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
      code = `${ind}if (${test}) ${failBreak(ctx, ctx.report ? expectationOf(node) : null)}\n`;
      if (out) code += `${ind}${out} = ${JSON.stringify(v)};\n`;
    }
    return code + `${ind}p += ${v.length};\n`;
  }

  /**
   * The source of one iteration of a repetition of `expr`, for a scan by a
   * regular expression, or null: a choice of alternatives that each match
   * one fixed way (fixedSource; in their order, which nothing after them
   * within the iteration can undo), or one such expression. Not for a set: a
   * run of one set is a tight loop of its own, and the runs a scan is for
   * (paths, queries) are choices of a set and an escape.
   */
  function scanOf(expr) {
    if (charsetOf(expr) !== null) return null;
    const choice = underlyingChoice(expr);
    const sources = (
      choice === null ? [expr] : mergeCharsetAlternatives(choice.alternatives)
    ).map(fixedSource);
    return sources.every((source) => source !== null)
      ? sources.join("|")
      : null;
  }

  function genRepetition(node, ctx, ind) {
    const { fn, fail, out } = ctx;
    const expr = node.expression;
    const exprSet = ctx.report ? reportedSet(expr, charsetOf) : charsetOf(expr);
    if (exprSet !== null && !out) {
      // A run of characters of one set: a tight loop. (Reporting: the attempt
      // that ends the run fails, and is recorded, where the run ends.)
      const c = fn.char();
      const test = setTest(exprSet, c);
      const k = ctx.report ? expectationOf(expr) : null;
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
    const backedOff = out || ctx.report ? null : backedOffRun(expr);
    if (backedOff !== null) {
      // `(a* b)*` of two sets: one loop over both, then back to after the last b.
      const c = fn.char();
      const start = node.type === "one_or_more" ? fn.temp("s") : null;
      const end = fn.temp("s");
      return (
        (start ? `${ind}${start} = p;\n` : "") +
        `${ind}${end} = p;\n` +
        `${ind}while (p < len) {\n${ind}  ${c} = input.charCodeAt(p);\n` +
        `${ind}  if (${setTest(backedOff.last, c)}) ${end} = ++p;\n` +
        `${ind}  else if (${setTest(backedOff.inner, c)}) p++;\n` +
        `${ind}  else break;\n${ind}}\n` +
        `${ind}p = ${end};\n` +
        (start ? `${ind}if (p === ${start}) break ${fail};\n` : "")
      );
    }
    const scan = out || ctx.report ? null : scanOf(expr);
    if (scan !== null) {
      // A repeated choice of alternatives that each match one fixed way
      // (`(pchar / ";" / "/")*`, `uric*`): one sticky regular expression,
      // which V8 runs as machine code. Alone, with nothing after it, a greedy
      // repetition matches what the PEG one matches: each iteration takes
      // the first alternative that matches, in order, there is nothing to
      // backtrack into within one, and the repetition stops where none
      // matches (nothing after it can fail, so the expression never goes
      // back into an iteration it finished). On the benchmark's corpus it
      // scans a path in 50-65% of the loop's time; a hostname's labels as
      // one expression (short runs, with repetitions inside an iteration)
      // were slower than the loops, which keep them.
      // V8's backtracking stack takes an entry an iteration: unbounded, a
      // scan of 10 million characters overflowed it (a RangeError). So where
      // more than SCAN_WHOLE characters are left, a second expression takes
      // at most SCAN_CHUNK iterations a call: a call that took fewer
      // characters than that stopped where the repetition stops, and one
      // that took as many or more is called again from where it stopped,
      // which continues the same repetition. (The bounded expression alone
      // was slower: 8% of parse on the corpus.)
      const star = node.type === "one_or_more" ? "+" : "*";
      const whole = scanExpression(`(?:${scan})${star}`);
      const chunk = scanExpression(`(?:${scan}){0,${SCAN_CHUNK}}`);
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
    const choice = out || ctx.report ? null : underlyingChoice(expr);
    if (choice !== null) {
      const alternatives = mergeCharsetAlternatives(choice.alternatives);
      const head = alternatives[0];
      if (alternatives.length > 1 && head.type === "peg$charset") {
        // A repeated choice whose first alternative is a set (`pchar*`): runs of
        // the set in a tight loop, the other alternatives tried where a run ends.
        // The set is tried first at every position either way.
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
          `${ind}    if (!(${setTest(head.set, c)})) break;\n${ind}    p++;\n${ind}  }\n` +
          `${ind}  ${s} = p;\n${ind}  ${l}: {\n` +
          gen(
            rest,
            sub(ctx, { fail: l, out: null, env: cloneEnv(ctx.env) }),
            ind + "    ",
          ) +
          `${ind}    continue;\n${ind}  }\n${ind}  p = ${s};\n${ind}  break;\n${ind}}\n`;
        if (start) code += `${ind}if (p === ${start}) break ${fail};\n`;
        return code;
      }
    }
    const s = fn.temp("s");
    const l = fn.label();
    const item = out ? fn.temp("e") : null;
    const start = node.type === "one_or_more" && !out ? fn.temp("s") : null;
    let code = "";
    if (out) code += `${ind}${out} = [];\n`;
    if (start) code += `${ind}${start} = p;\n`;
    code +=
      `${ind}for (;;) {\n${ind}  ${s} = p;\n${ind}  ${l}: {\n` +
      gen(
        expr,
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

  function genRepeated(node, ctx, ind) {
    const { fn, fail, out } = ctx;
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
          throw refused(`the bound ${b.value}, a label not kept`, node);
        bounds += `${ind}${t} = ${v};\n`;
      } else {
        if (!boundCode.has(b)) boundCode.set(b, { code: b.value });
        const { name, args } = callable(boundCode.get(b), ctx.env);
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
        gen(
          node.delimiter,
          sub(ctx, { fail: l, out: null, env: cloneEnv(ctx.env) }),
          ind + "      ",
        ) +
        `${ind}    }\n`;
    }
    code +=
      gen(
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

  function genChoice(node, ctx, ind) {
    const { fn } = ctx;
    const alternatives = ctx.report
      ? node.alternatives
      : mergeCharsetAlternatives(node.alternatives);
    if (alternatives.length === 1)
      return gen(alternatives[0], sub(ctx, { env: cloneEnv(ctx.env) }), ind);
    const s = fn.temp("s");
    const done = fn.label();
    let code = `${ind}${s} = p;\n${ind}${done}: {\n`;
    alternatives.forEach((alt, i) => {
      const env = cloneEnv(ctx.env);
      if (i === alternatives.length - 1) {
        code += gen(alt, sub(ctx, { env }), ind + "  ");
        return;
      }
      const l = fn.label();
      code +=
        `${ind}  ${l}: {\n` +
        gen(alt, sub(ctx, { fail: l, env }), ind + "    ") +
        `${ind}    break ${done};\n${ind}  }\n${ind}  p = ${s};\n`;
    });
    return code + `${ind}}\n`;
  }

  /** The labeled element `node`: its value is kept in a variable when `keep` (a label that is read) or it is plucked. */
  function genLabeled(node, ctx, ind, keep, pluck) {
    const { fn, out } = ctx;
    const inner = (v) => sub(ctx, { out: v, env: cloneEnv(ctx.env) });
    if (node.label === null && (!node.pick || pluck === null))
      return gen(node.expression, inner(out), ind);
    if (!keep && !(node.pick && pluck !== null)) {
      // In scope after the element, not inside it (as peggy scopes labels).
      const code = gen(node.expression, inner(out), ind);
      ctx.env[node.label] = null;
      return code;
    }
    let code;
    let value; // the code of the value: a variable, or the text's substring
    if (isTextValued(node.expression)) {
      // The value is the text matched: only its span is kept, and the string
      // is made where the value is used (an action's call, the sequence's
      // result), so a sequence that fails later makes none.
      const start = fn.temp("s");
      const end = fn.temp("e");
      code =
        `${ind}${start} = p;\n` +
        gen(node.expression, inner(null), ind) +
        `${ind}${end} = p;\n`;
      value = `input.substring(${start}, ${end})`;
    } else {
      value = fn.temp("l");
      code = gen(node.expression, inner(value), ind);
    }
    if (node.label !== null) ctx.env[node.label] = value;
    if (node.pick && pluck !== null) pluck.push(value);
    if (out) code += `${ind}${out} = ${value};\n`;
    return code;
  }

  /** A sequence; with `action` ({ node, start, result }), the action's call ends it. */
  function genSequence(node, ctx, ind, action) {
    const { fn, out } = ctx;
    const picks = node.elements.some((e) => e.type === "labeled" && e.pick);
    const keep = !ctx.report && (action !== null || readsLabels(node));
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
          : gen(element, elementCtx, ind);
      values.push(v);
    }
    if (action !== null)
      return (
        code +
        callAction(action.node, ctx.env, action.start, action.result, ind)
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

  function genAction(node, ctx, ind) {
    const { fn, out } = ctx;
    if (ctx.report || (out === null && !classify(node.code).throws)) {
      // Its value is not wanted, and actions have no side effects (see the header).
      return gen(node.expression, sub(ctx, { env: cloneEnv(ctx.env) }), ind);
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
      gen(node.expression, inner, ind) +
      callAction(node, env, s, result, ind)
    );
  }

  function callable(node, env) {
    const params = Object.keys(env);
    for (const p of params) {
      if (env[p] === null)
        throw new Error(
          `scripts/optimize.js: label ${p} was not kept for ${node.type} code`,
        );
    }
    return {
      name: actionFunction(node, params),
      args: params.map((p) => env[p]).join(", "),
    };
  }

  function callAction(node, env, start, result, ind) {
    const { name, args } = callable(node, env);
    const position = classify(node.code).position
      ? `${ind}peg$savedPos = ${start};\n${ind}peg$currPos = p;\n`
      : "";
    return position + `${ind}${result} = ${name}(${args});\n`;
  }

  return {
    ruleFunctionName,
    compilePending,
    ruleCode,
    actionCode: () => actionDecls,
    hasThrowingCode,
  };
}

module.exports = { createRuleEmitter };
