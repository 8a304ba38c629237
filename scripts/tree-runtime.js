// The tree build's run time: parse trees built by one small interpreter from a
// grammar given as data (scripts/tree.js writes the data, from the grammar's
// tree build as peggy compiles it, and explains the trees). No grammar has a
// module of code of its own: generated/NAME.tree.js is its data and an import
// of generated/tree-runtime.js, which scripts/tree.js makes of this file and
// peggy's own SyntaxError class; a grammar compiled at run time
// (src/variant.ts) gets one module that holds both.
//
// The interpreter runs a rule's expression as peggy's parser does: the same
// choices in the same order, the same positions, and the same failures
// recorded (peggy's peg$fail: the furthest position, silenced inside
// lookaheads and named rules, a named rule's name in their place), so a
// failed parse throws peggy's SyntaxError, with peggy's expected list, found
// and location. Each expression is compiled once, when first used, to a
// function (pos, out) => the position after its match, or -1, where out is the
// array the nodes it builds go to, or null where nothing is built (inside a
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

/** The most nodes one call builds unless it passes maxNodes (README: `tree`). */
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
  const { startRules, starts, rules, expectations } = grammar;
  const OP = peg$OP;
  // An error's expected list holds these: no caller changes another's.
  for (const e of expectations) {
    if (e.type === "class") {
      for (const part of e.parts) Object.freeze(part);
      Object.freeze(e.parts);
    }
    Object.freeze(e);
  }
  let input = "";
  let silentFails = 0;
  let maxFailPos = 0;
  let maxFailExpected = [];
  let nodesBuilt = 0;
  let nodeLimit = peg$NODE_LIMIT;
  const ruleFunctions = new Array(rules.length).fill(null);

  function fail(pos, expectation) {
    if (silentFails !== 0 || pos < maxFailPos) return;
    if (pos > maxFailPos) {
      maxFailPos = pos;
      maxFailExpected = [];
    }
    maxFailExpected.push(expectation);
  }

  function makeNode(rule, start, end, children) {
    if (++nodesBuilt > nodeLimit) {
      throw new peg$TreeLimitError(nodeLimit, start);
    }
    return new ParseTreeNode(
      rule,
      start,
      end,
      input.substring(start, end),
      children === null || children.length === 0 ? peg$NO_CHILDREN : children,
    );
  }

  /** The function of rule `index`, compiled when first called. */
  function ruleFunction(index) {
    let f = ruleFunctions[index];
    if (f !== null) return f;
    const [kind, name, expression] = rules[index];
    const body = compile(expression);
    if (kind === peg$RULE.NONE) {
      f = body;
    } else if (kind === peg$RULE.LEAF) {
      f = (pos, out) => {
        const end = body(pos, null);
        if (end >= 0 && out !== null) out.push(makeNode(name, pos, end, null));
        return end;
      };
    } else {
      f = (pos, out) => {
        if (out === null) return body(pos, null);
        const children = [];
        const end = body(pos, children);
        if (end >= 0) out.push(makeNode(name, pos, end, children));
        return end;
      };
    }
    ruleFunctions[index] = f;
    return f;
  }

  function compile(e) {
    switch (e[0]) {
      case OP.RULE: {
        const index = e[1];
        let f = null;
        return (pos, out) => (f ??= ruleFunction(index))(pos, out);
      }
      case OP.LITERAL:
        return literal(e[1], e[2] === 1, expectations[e[3]]);
      case OP.CLASS:
        return characterClass(e[1], e[2], expectations[e[3]], e[4] === 1);
      case OP.ANY: {
        const expectation = expectations[e[1]];
        return (pos) => {
          if (pos < input.length) return pos + 1;
          fail(pos, expectation);
          return -1;
        };
      }
      case OP.SEQUENCE:
        return sequence(e.slice(1).map(compile));
      case OP.CHOICE:
        return choice(e.slice(1).map(compile));
      case OP.OPTIONAL: {
        const inner = compile(e[1]);
        return (pos, out) => {
          const end = inner(pos, out);
          return end < 0 ? pos : end;
        };
      }
      case OP.ZERO_OR_MORE:
      case OP.ONE_OR_MORE:
        return repeated(
          compile(e[1]),
          e[0] === OP.ONE_OR_MORE ? 1 : 0,
          null,
          null,
        );
      case OP.REPEATED:
        return repeated(
          compile(e[1]),
          e[2],
          e[3],
          e[4] === null ? null : compile(e[4]),
        );
      case OP.AND:
      case OP.NOT: {
        const inner = compile(e[1]);
        const negative = e[0] === OP.NOT;
        return (pos) => {
          silentFails++;
          const end = inner(pos, null);
          silentFails--;
          return end >= 0 !== negative ? pos : -1;
        };
      }
      case OP.TEXT: {
        const inner = compile(e[1]);
        return (pos) => inner(pos, null);
      }
      case OP.NAMED: {
        const inner = compile(e[1]);
        const expectation = expectations[e[2]];
        return (pos, out) => {
          silentFails++;
          const end = inner(pos, out);
          silentFails--;
          if (end < 0) fail(pos, expectation);
          return end;
        };
      }
      default:
        throw new Error(`tree build: no expression ${JSON.stringify(e[0])}`);
    }
  }

  function literal(text, ignoreCase, expectation) {
    const n = text.length;
    if (n === 0) return (pos) => pos;
    if (ignoreCase) {
      const lower = text.toLowerCase();
      return (pos) => {
        if (input.substr(pos, n).toLowerCase() === lower) return pos + n;
        fail(pos, expectation);
        return -1;
      };
    }
    if (n === 1) {
      const code = text.charCodeAt(0);
      return (pos) => {
        if (input.charCodeAt(pos) === code) return pos + 1;
        fail(pos, expectation);
        return -1;
      };
    }
    return (pos) => {
      if (input.startsWith(text, pos)) return pos + n;
      fail(pos, expectation);
      return -1;
    };
  }

  /** peggy's test of a class: its regular expression on the next character (code point, with unicode). */
  function characterClass(source, flags, expectation, unicode) {
    const pattern = new RegExp(source, flags);
    if (unicode) {
      return (pos) => {
        const cp = input.codePointAt(pos);
        const ch = cp === undefined ? "" : String.fromCodePoint(cp);
        if (pattern.test(ch)) return pos + ch.length;
        fail(pos, expectation);
        return -1;
      };
    }
    // The expression's answers for ASCII, read off the expression itself.
    const ascii = new Uint8Array(128);
    for (let c = 0; c < 128; c++) {
      ascii[c] = pattern.test(String.fromCharCode(c)) ? 1 : 0;
    }
    return (pos) => {
      if (pos < input.length) {
        const c = input.charCodeAt(pos);
        if (c < 128 ? ascii[c] === 1 : pattern.test(input.charAt(pos))) {
          return pos + 1;
        }
      }
      fail(pos, expectation);
      return -1;
    };
  }

  function sequence(elements) {
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

  function choice(alternatives) {
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
  function repeated(expression, min, max, delimiter) {
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

  /** peggy's line and column of an offset. */
  function position(offset) {
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

  /** peggy's SyntaxError for the furthest failure. */
  function syntaxError(source) {
    const at = maxFailPos;
    let found = null;
    if (at < input.length) {
      found = String.fromCodePoint(input.codePointAt(at));
    }
    const end = at < input.length ? at + 1 : at;
    const location = { source, start: position(at), end: position(end) };
    return new SyntaxError(
      SyntaxError.buildMessage(maxFailExpected, found),
      maxFailExpected,
      found,
      location,
    );
  }

  return function peg$parseTree(text, options) {
    // The caller's own options only: a polluted Object.prototype sets none.
    const own = (key) =>
      options !== undefined && options !== null && Object.hasOwn(options, key)
        ? options[key]
        : undefined;
    let startRule = startRules[0];
    let limit = peg$NODE_LIMIT;
    if (own("startRule") !== undefined) startRule = own("startRule");
    if (own("maxNodes") !== undefined) limit = own("maxNodes");
    const detail = own("detail") === true;
    const at = startRules.indexOf(startRule);
    if (at < 0) {
      throw new Error(`Can't start parsing from rule "${startRule}".`);
    }
    if (!(Number.isSafeInteger(limit) && limit >= 0)) {
      throw new TypeError(
        `maxNodes must be a non-negative integer, not ${String(limit)}`,
      );
    }
    if (typeof text !== "string") {
      throw new TypeError("input must be a string");
    }
    const [compact, whole] = starts[at];
    const start = ruleFunction(detail && whole >= 0 ? whole : compact);
    input = text;
    silentFails = 0;
    maxFailPos = 0;
    maxFailExpected = [];
    nodesBuilt = 0;
    nodeLimit = limit;
    try {
      const out = [];
      const end = start(0, out);
      if (end === text.length) return out[0];
      if (end >= 0) fail(end, { type: "end" });
      throw syntaxError(own("grammarSource"));
    } finally {
      input = "";
      maxFailExpected = [];
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
