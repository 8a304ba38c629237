// The tree build's run time: parse trees built by one small interpreter from a
// grammar given as data (compiler/tree.js writes the data, from the grammar's
// tree build as peggy compiles it, and explains the trees). No grammar has a
// module of code of its own: generated/NAME.tree.js is its data and an import
// of generated/tree-runtime.js, which compiler/tree.js makes of this file and
// peggy's own SyntaxError class; a grammar compiled at run time
// (src/variant.ts) gets one module that holds both.
//
// The interpreter runs a rule's expression as peggy's parser does: the same
// choices in the same order, the same positions. It runs twice on input
// outside the language, as the fast back end's parsers do: first to build,
// recording no failure, then, once it has failed, again, building nothing,
// to record the failures as peggy's peg$fail does (the furthest position,
// silenced inside lookaheads and named rules, a named rule's name in their
// place), so that it throws peggy's SyntaxError, with peggy's expected list,
// found and location. The first run tests a rule that matches one character
// of a set, where it builds nothing, as one lookup (a named expression so in
// both runs: it records its name alone).
//
// Each expression is compiled once, when first used, to a function
// (pos, out) => the position after its match, or -1, where out is the array
// the nodes it builds go to, or null where nothing is built (inside a
// lookahead, a run matched as text, a leaf's characters). A failed expression
// leaves out as it found it; a repetition is a loop, so the stack grows with
// the grammar's nesting, not the input's length. A call that throws (past
// its node limit) leaves the counters as they were: each call resets them.
"use strict";

/** A rule that matched: its name, the span [start, end) it matched, that text, and the nodes below it. */
class ParseTreeNode {
  constructor(rule, start, end, text, children) {
    this.rule = rule;
    this.start = start;
    this.end = end;
    this.text = text;
    this.children = children;
  }
}

/** What parse throws once a call has built more than limit nodes; offset: where the build was. */
class peg$TreeLimitError extends Error {
  constructor(limit, offset) {
    super(
      `the parse tree has more than ${limit} nodes (the limit was reached at offset ${offset})`,
    );
    this.name = "TreeLimitError";
    this.limit = limit;
    this.offset = offset;
  }
}

/** The most nodes one call builds unless it passes maxNodes (docs/rfc2396.md, tree). */
const peg$NODE_LIMIT = 1_000_000;
const peg$NO_CHILDREN = Object.freeze([]);

/** The expressions of a grammar's data: [op, ...operands] (scripts/tree.js writes them). */
const peg$OP = Object.freeze({
  /** [RULE, rule index] */
  RULE: 0,
  /** [LITERAL, text, ignoreCase (0 or 1), expectation index] */
  LITERAL: 1,
  /** [CLASS, regular expression source, flags, expectation index, unicode (0 or 1)] */
  CLASS: 2,
  /** [ANY, expectation index] */
  ANY: 3,
  /** [SEQUENCE, ...elements] */
  SEQUENCE: 4,
  /** [CHOICE, ...alternatives] */
  CHOICE: 5,
  /** [OPTIONAL, expression] */
  OPTIONAL: 6,
  /** [ZERO_OR_MORE, expression] */
  ZERO_OR_MORE: 7,
  /** [ONE_OR_MORE, expression] */
  ONE_OR_MORE: 8,
  /** [REPEATED, expression, min, max (null: no bound), delimiter (null: none)] */
  REPEATED: 9,
  /** [AND, expression]: &expression */
  AND: 10,
  /** [NOT, expression]: !expression */
  NOT: 11,
  /** [TEXT, expression]: matched, nothing built */
  TEXT: 12,
  /** [NAMED, expression, expectation index]: a rule's display name */
  NAMED: 13,
});

/** What a rule of the data builds: [kind, node name, expression]. */
const peg$RULE = Object.freeze({
  /** No node (a rule of lookaheads only): its expression's nodes go to the caller's. */
  NONE: 0,
  /** A node whose children are the nodes its expression builds. */
  NODE: 1,
  /** A node without children: its expression is matched, nothing built. */
  LEAF: 2,
});

/** One grammar's interpreter: its data, its compiled rules, and the state of the call running. */
class peg$Interpreter {
  constructor(grammar) {
    this.rules = grammar.rules;
    this.expectations = grammar.expectations;
    this.input = "";
    this.silentFails = 0;
    this.maxFailPos = 0;
    this.maxFailExpected = [];
    this.nodesBuilt = 0;
    this.nodeLimit = peg$NODE_LIMIT;
    /** Whether failures are recorded: the second run (see the header). */
    this.recording = false;
    this.ruleFunctions = new Array(this.rules.length).fill(null);
    /** Each rule's character set (peg$characterSet), when first asked for (undefined: not yet). */
    this.ruleSets = new Array(this.rules.length).fill(undefined);
  }

  /** Starts a call on `input`, at most `limit` nodes; `recording`: the second run. */
  reset(input, limit, recording) {
    this.input = input;
    this.silentFails = 0;
    this.maxFailPos = 0;
    this.maxFailExpected = [];
    this.nodesBuilt = 0;
    this.nodeLimit = limit;
    this.recording = recording;
  }

  /** peggy's peg$fail, in the second run. */
  fail(pos, expectation) {
    if (!this.recording || this.silentFails !== 0 || pos < this.maxFailPos) {
      return;
    }
    if (pos > this.maxFailPos) {
      this.maxFailPos = pos;
      this.maxFailExpected = [];
    }
    this.maxFailExpected.push(expectation);
  }

  makeNode(rule, start, end, children) {
    if (++this.nodesBuilt > this.nodeLimit) {
      throw new peg$TreeLimitError(this.nodeLimit, start);
    }
    return new ParseTreeNode(
      rule,
      start,
      end,
      this.input.substring(start, end),
      children === null || children.length === 0 ? peg$NO_CHILDREN : children,
    );
  }

  /** The function of rule `index`, compiled when first called. */
  ruleFunction(index) {
    let f = this.ruleFunctions[index];
    if (f !== null) return f;
    const [kind, name, expression] = this.rules[index];
    const body = peg$compile(this, expression);
    if (kind === peg$RULE.NONE) {
      f = body;
    } else if (kind === peg$RULE.LEAF) {
      f = (pos, out) => {
        const end = body(pos, null);
        if (end >= 0 && out !== null) {
          out.push(this.makeNode(name, pos, end, null));
        }
        return end;
      };
    } else {
      f = (pos, out) => {
        if (out === null) return body(pos, null);
        const children = [];
        const end = body(pos, children);
        if (end >= 0) out.push(this.makeNode(name, pos, end, children));
        return end;
      };
    }
    this.ruleFunctions[index] = f;
    return f;
  }

  /** Rule `index`'s character set (peg$characterSet), or null. */
  ruleSet(index) {
    let set = this.ruleSets[index];
    if (set === undefined) {
      set = peg$characterSet(this, [peg$OP.RULE, index], new Set());
      this.ruleSets[index] = set;
    }
    return set;
  }

  /** The position after the character at pos when it is in `set`, else -1. */
  matchOne(set, pos) {
    if (pos >= this.input.length) return -1;
    const c = this.input.charCodeAt(pos);
    return (c < 128 ? set.ascii[c] === 1 : set.other(pos)) ? pos + 1 : -1;
  }

  /** peggy's SyntaxError for the furthest failure recorded. */
  syntaxError(SyntaxError, source) {
    const { input, maxFailPos: at, maxFailExpected: expected } = this;
    const found =
      at < input.length ? String.fromCodePoint(input.codePointAt(at)) : null;
    const location = {
      source,
      start: peg$position(input, at),
      end: peg$position(input, at < input.length ? at + 1 : at),
    };
    return new SyntaxError(
      SyntaxError.buildMessage(expected, found),
      expected,
      found,
      location,
    );
  }
}

/** peggy's line and column of an offset of `input`. */
function peg$position(input, offset) {
  let line = 1;
  let column = 1;
  for (let p = 0; p < offset; p++) {
    if (input.charCodeAt(p) === 10) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { offset, line, column };
}

/** Expression `e` of the interpreter `it` compiled (see the header). */
function peg$compile(it, e) {
  const OP = peg$OP;
  switch (e[0]) {
    case OP.RULE: {
      const index = e[1];
      let f = null;
      return (pos, out) => {
        if (out === null && !it.recording) {
          const set = it.ruleSet(index);
          if (set !== null) return it.matchOne(set, pos);
        }
        return (f ??= it.ruleFunction(index))(pos, out);
      };
    }
    case OP.LITERAL:
      return peg$literal(it, e[1], e[2] === 1, it.expectations[e[3]]);
    case OP.CLASS:
      return peg$class(it, e[1], e[2], it.expectations[e[3]], e[4] === 1);
    case OP.ANY: {
      const expectation = it.expectations[e[1]];
      return (pos) => {
        if (pos < it.input.length) return pos + 1;
        it.fail(pos, expectation);
        return -1;
      };
    }
    case OP.SEQUENCE:
      return peg$sequence(e.slice(1).map((x) => peg$compile(it, x)));
    case OP.CHOICE:
      return peg$choice(e.slice(1).map((x) => peg$compile(it, x)));
    case OP.OPTIONAL: {
      const inner = peg$compile(it, e[1]);
      return (pos, out) => {
        const end = inner(pos, out);
        return end < 0 ? pos : end;
      };
    }
    case OP.ZERO_OR_MORE:
    case OP.ONE_OR_MORE:
      return peg$repeated(
        peg$compile(it, e[1]),
        e[0] === OP.ONE_OR_MORE ? 1 : 0,
        null,
        null,
      );
    case OP.REPEATED:
      return peg$repeated(
        peg$compile(it, e[1]),
        e[2],
        e[3],
        e[4] === null ? null : peg$compile(it, e[4]),
      );
    case OP.AND:
    case OP.NOT: {
      const inner = peg$compile(it, e[1]);
      const negative = e[0] === OP.NOT;
      return (pos) => {
        it.silentFails++;
        const end = inner(pos, null);
        it.silentFails--;
        return end >= 0 !== negative ? pos : -1;
      };
    }
    case OP.TEXT: {
      const inner = peg$compile(it, e[1]);
      return (pos) => inner(pos, null);
    }
    case OP.NAMED:
      return peg$named(it, e[1], it.expectations[e[2]]);
    default:
      throw new Error(`tree build: no expression ${JSON.stringify(e[0])}`);
  }
}

/**
 * A named expression: silent inside, its name recorded where it fails.
 * Where it matches one character of a set and builds nothing, one test of
 * the set is the same match, in both runs (it records nothing else).
 */
function peg$named(it, e, expectation) {
  const inner = peg$compile(it, e);
  const set = peg$characterSet(it, e, new Set());
  return (pos, out) => {
    let end;
    if (set !== null && out === null) {
      end = it.matchOne(set, pos);
    } else {
      it.silentFails++;
      end = inner(pos, out);
      it.silentFails--;
    }
    if (end < 0) it.fail(pos, expectation);
    return end;
  };
}

function peg$literal(it, text, ignoreCase, expectation) {
  const n = text.length;
  if (n === 0) return (pos) => pos;
  let matches;
  if (ignoreCase) {
    const lower = text.toLowerCase();
    matches = (pos) => it.input.substr(pos, n).toLowerCase() === lower;
  } else if (n === 1) {
    const code = text.charCodeAt(0);
    matches = (pos) => it.input.charCodeAt(pos) === code;
  } else {
    matches = (pos) => it.input.startsWith(text, pos);
  }
  return (pos) => {
    if (matches(pos)) return pos + n;
    it.fail(pos, expectation);
    return -1;
  };
}

/** peggy's test of a class: its regular expression on the next character (code point, with unicode). */
function peg$class(it, source, flags, expectation, unicode) {
  const pattern = new RegExp(source, flags);
  if (unicode) {
    return (pos) => {
      const cp = it.input.codePointAt(pos);
      const ch = cp === undefined ? "" : String.fromCodePoint(cp);
      if (pattern.test(ch)) return pos + ch.length;
      it.fail(pos, expectation);
      return -1;
    };
  }
  const set = {
    ascii: peg$asciiTable((ch) => pattern.test(ch)),
    other: (pos) => pattern.test(it.input.charAt(pos)),
  };
  return (pos) => {
    const end = it.matchOne(set, pos);
    if (end < 0) it.fail(pos, expectation);
    return end;
  };
}

function peg$sequence(elements) {
  return (pos, out) => {
    const mark = out === null ? 0 : out.length;
    for (let i = 0; i < elements.length; i++) {
      pos = elements[i](pos, out);
      if (pos < 0) {
        if (out !== null) out.length = mark;
        return -1;
      }
    }
    return pos;
  };
}

function peg$choice(alternatives) {
  return (pos, out) => {
    for (let i = 0; i < alternatives.length; i++) {
      const end = alternatives[i](pos, out);
      if (end >= 0) return end;
    }
    return -1;
  };
}

/**
 * peggy's repetition: the expression (after the first, the delimiter and
 * then the expression, the delimiter's nodes not kept, as peggy keeps not
 * its value) until it fails or max are matched; fewer than min fail.
 */
function peg$repeated(expression, min, max, delimiter) {
  return (pos, out) => {
    const mark = out === null ? 0 : out.length;
    let count = 0;
    let end = expression(pos, out);
    while (end >= 0) {
      pos = end;
      count++;
      if (max !== null && count >= max) break;
      if (delimiter === null) {
        end = expression(pos, out);
      } else {
        const after = delimiter(pos, null);
        end = after < 0 ? -1 : expression(after, out);
      }
    }
    if (count < min) {
      if (out !== null) out.length = mark;
      return -1;
    }
    return pos;
  };
}

/**
 * The set of characters expression `e` matches, where it matches exactly
 * one code unit of a set, whatever it matches: { ascii, other }, its members
 * below 128 as a table and a test of the character at a position for the
 * others; else null. Rules in `visiting` are not followed (recursion: null).
 */
function peg$characterSet(it, e, visiting) {
  const OP = peg$OP;
  switch (e[0]) {
    case OP.CLASS: {
      if (e[4] === 1) return null;
      const pattern = new RegExp(e[1], e[2]);
      return {
        ascii: peg$asciiTable((ch) => pattern.test(ch)),
        other: (pos) => pattern.test(it.input.charAt(pos)),
      };
    }
    case OP.LITERAL: {
      const text = e[1];
      if (text.length !== 1) return null;
      const lower = text.toLowerCase();
      const same =
        e[2] === 1 ? (ch) => ch.toLowerCase() === lower : (ch) => ch === text;
      return {
        ascii: peg$asciiTable(same),
        other: (pos) => same(it.input.charAt(pos)),
      };
    }
    case OP.CHOICE: {
      const sets = e.slice(1).map((a) => peg$characterSet(it, a, visiting));
      if (sets.some((set) => set === null)) return null;
      const ascii = new Uint8Array(128);
      for (const set of sets) {
        for (let c = 0; c < 128; c++) ascii[c] |= set.ascii[c];
      }
      return { ascii, other: (pos) => sets.some((set) => set.other(pos)) };
    }
    case OP.SEQUENCE:
      return e.length === 2 ? peg$characterSet(it, e[1], visiting) : null;
    case OP.NAMED:
    case OP.TEXT:
      return peg$characterSet(it, e[1], visiting);
    case OP.RULE: {
      if (visiting.has(e[1])) return null;
      visiting.add(e[1]);
      const set = peg$characterSet(it, it.rules[e[1]][2], visiting);
      visiting.delete(e[1]);
      return set;
    }
    default:
      return null;
  }
}

/** A table of which code units below 128 `test` takes. */
function peg$asciiTable(test) {
  const ascii = new Uint8Array(128);
  for (let c = 0; c < 128; c++) ascii[c] = test(String.fromCharCode(c)) ? 1 : 0;
  return ascii;
}

/**
 * The parse function of a grammar's tree build: parse(input, options), the
 * compact tree from options.startRule (default the first of
 * grammar.startRules), or with options.detail the whole derivation; at most
 * options.maxNodes nodes (default peg$NODE_LIMIT), else peg$TreeLimitError;
 * input outside the rule's language throws SyntaxError (peggy's class). Options
 * are read as own properties only.
 *
 * grammar: { startRules: names, starts: [compact rule, detail rule (-1: the
 * compact one)] for each start rule, rules: [kind, node name, expression],
 * expectations: peggy's expectation objects }.
 */
function peg$treeParser(grammar, SyntaxError) {
  const { startRules, starts } = grammar;
  // An error's expected list holds these: no caller changes another's.
  for (const e of grammar.expectations) {
    if (e.type === "class") {
      for (const part of e.parts) Object.freeze(part);
      Object.freeze(e.parts);
    }
    Object.freeze(e);
  }
  const it = new peg$Interpreter(grammar);
  return function peg$parseTree(input, options) {
    // The caller's own options only: a polluted Object.prototype sets none.
    const own = (key) =>
      options !== undefined && options !== null && Object.hasOwn(options, key)
        ? options[key]
        : undefined;
    const startRule =
      own("startRule") === undefined ? startRules[0] : own("startRule");
    const limit =
      own("maxNodes") === undefined ? peg$NODE_LIMIT : own("maxNodes");
    const at = startRules.indexOf(startRule);
    if (at < 0) {
      throw new Error(`Can't start parsing from rule "${startRule}".`);
    }
    if (!(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new TypeError(
        `maxNodes must be a non-negative integer, not ${String(limit)}`,
      );
    }
    if (typeof input !== "string") {
      throw new TypeError("input must be a string");
    }
    const [compact, whole] = starts[at];
    const detail = own("detail") === true && whole >= 0;
    const start = it.ruleFunction(detail ? whole : compact);
    try {
      it.reset(input, limit, false);
      const out = [];
      if (start(0, out) === input.length) return out[0];
      // Outside the language: again, building nothing, recording failures.
      it.reset(input, limit, true);
      const end = start(0, null);
      if (end === input.length) {
        throw new Error(
          "tree build: the second run accepts what the first rejected",
        );
      }
      if (end >= 0) it.fail(end, { type: "end" });
      throw it.syntaxError(SyntaxError, own("grammarSource"));
    } finally {
      it.reset("", peg$NODE_LIMIT, false);
    }
  };
}

module.exports = {
  ParseTreeNode,
  peg$TreeLimitError,
  peg$NODE_LIMIT,
  peg$OP,
  peg$RULE,
  peg$treeParser,
};
