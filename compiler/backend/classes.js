// Character classes for the fast back end (compiler/backend/).
//
// Takes: peggy's class nodes and the character sets the analysis finds (a
// set is code units 0..0xFFFF as sorted, disjoint, inclusive ranges).
// Gives: the set a non-unicode class matches, read off the very regular
// expression peggy tests it with (classSet, classSource); set algebra
// (unionRanges, intersects); and a table builder (createSetTests) that turns
// a set into one JavaScript test of a character code, with the module-level
// tables those tests read (Int32Array bit tables for ASCII, Uint8Array tables
// for large sets above it).
"use strict";

/** Code-unit sets over 0..0xFFFF, as sorted disjoint inclusive ranges. */
function rangesFromPredicate(test) {
  const ranges = [];
  let start = -1;
  for (let c = 0; c <= 0x10000; c++) {
    const inSet = c <= 0xffff && test(c);
    if (inSet && start < 0) start = c;
    if (!inSet && start >= 0) {
      ranges.push([start, c - 1]);
      start = -1;
    }
  }
  return ranges;
}

function unionRanges(a, b) {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0]);
  const out = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function intersects(a, b) {
  return a.some(([lo, hi]) => b.some(([lo2, hi2]) => lo <= hi2 && lo2 <= hi));
}

/**
 * A set as the source of a regular expression class (no flags: it matches
 * one code unit): a letter or digit as itself, any other code unit escaped.
 */
function rangesSource(ranges) {
  const unit = (c) =>
    /[0-9A-Za-z]/.test(String.fromCharCode(c))
      ? String.fromCharCode(c)
      : c < 0x100
        ? "\\x" + c.toString(16).padStart(2, "0")
        : "\\u" + c.toString(16).padStart(4, "0");
  if (ranges.length === 0) return "[^\\s\\S]";
  return `[${ranges.map(([lo, hi]) => (lo === hi ? unit(lo) : `${unit(lo)}-${unit(hi)}`)).join("")}]`;
}

/** The source of the regular expression peggy tests a class with (without its flags). */
function classSource(node, regexpClassEscape) {
  const parts = node.parts.map((part) =>
    Array.isArray(part)
      ? regexpClassEscape(part[0]) + "-" + regexpClassEscape(part[1])
      : regexpClassEscape(part),
  );
  return `^[${node.inverted ? "^" : ""}${parts.join("")}]`;
}

/**
 * A class's set of code units, read off the very regular expression peggy
 * tests it with; null for a unicode class (a match is a code point, not a
 * code unit) or one whose parts are not single code units.
 */
function classSet(node, regexpClassEscape) {
  if (node.unicode) return null;
  const simple = (c) => typeof c === "string" && c.length === 1;
  if (
    !node.parts.every((p) => (Array.isArray(p) ? p.every(simple) : simple(p)))
  ) {
    return null;
  }
  // The same class, repeated, run over every code unit in order: each match
  // is a maximal run of code units the class matches, that is, one range.
  // (One native scan; a test per code unit takes seconds under jest.)
  const runs = new RegExp(
    `${classSource(node, regexpClassEscape).slice(1)}+`,
    node.ignoreCase ? "gi" : "g",
  );
  return Array.from(everyCodeUnit().matchAll(runs), (m) => [
    m.index,
    m.index + m[0].length - 1,
  ]);
}

/** @type {string | undefined} */
let codeUnits;
/** The code units 0..0xFFFF, in order, as one string. */
function everyCodeUnit() {
  if (codeUnits === undefined) {
    const units = new Uint16Array(0x10000);
    for (let c = 0; c <= 0xffff; c++) units[c] = c;
    let text = "";
    for (let at = 0; at < units.length; at += 0x1000)
      text += String.fromCharCode(...units.subarray(at, at + 0x1000));
    codeUnits = text;
  }
  return codeUnits;
}

/**
 * Tests of a character code against sets. A set of one or two ranges is
 * tested by comparisons; a larger one by a bit of an Int32Array(128) (31 sets
 * a table) for ASCII, and above ASCII by comparisons, or by a Uint8Array(65536)
 * of its own when there are many ranges. (The emitters put a check of the end
 * of the input before every test: charCodeAt is never called out of bounds;
 * V8 compiles a slow generic path for a call that ever was, several times
 * slower on every character.)
 *
 * setTest(ranges, c) gives the test's code; declarations() the tables it
 * used, in the order they were made.
 */
function createSetTests() {
  const asciiTables = []; // { name, values, used }
  const highTables = []; // { name, ranges }
  const setEntries = new Map(); // JSON of ranges -> { table, bit, high, highTable }

  function rangeCompare(c, [lo, hi]) {
    if (lo === hi) return `${c} === ${lo}`;
    if (lo === 0) return `${c} <= ${hi}`;
    return `(${c} >= ${lo} && ${c} <= ${hi})`;
  }

  function setTest(ranges, c) {
    if (ranges.length === 0) return "false";
    if (ranges.length <= 2)
      return ranges.map((r) => rangeCompare(c, r)).join(" || ");
    const key = JSON.stringify(ranges);
    let entry = setEntries.get(key);
    if (!entry) {
      let table = asciiTables[asciiTables.length - 1];
      if (!table || table.used === 31) {
        table = {
          name: `peg$T${asciiTables.length}`,
          values: new Array(128).fill(0),
          used: 0,
        };
        asciiTables.push(table);
      }
      const bit = 1 << table.used++;
      for (const [lo, hi] of ranges) {
        for (let x = lo; x <= Math.min(hi, 127); x++) table.values[x] |= bit;
      }
      const high = ranges
        .filter(([, hi]) => hi >= 128)
        .map(([lo, hi]) => [Math.max(lo, 128), hi]);
      let highTable = null;
      if (high.length > 4) {
        highTable = `peg$U${highTables.length}`;
        highTables.push({ name: highTable, ranges: high });
      }
      entry = { table: table.name, bit, high, highTable };
      setEntries.set(key, entry);
    }
    const ascii = `(${entry.table}[${c}] & ${entry.bit}) !== 0`;
    if (entry.high.length === 0) return `${c} < 128 && ${ascii}`;
    const highCode = entry.highTable
      ? `${entry.highTable}[${c}] === 1`
      : entry.high.map((r) => rangeCompare(c, r)).join(" || ");
    return `(${c} < 128 ? ${ascii} : ${highCode})`;
  }

  function declarations() {
    return [
      ...asciiTables.map(
        (t) => `const ${t.name} = Int32Array.from([${t.values.join(", ")}]);`,
      ),
      ...highTables.map((t) => {
        const fill = t.ranges
          .map(([lo, hi]) => `  t.fill(1, ${lo}, ${hi + 1});`)
          .join("\n");
        return `const ${t.name} = (() => {\n  const t = new Uint8Array(65536);\n${fill}\n  return t;\n})();`;
      }),
    ];
  }

  return { setTest, declarations };
}

module.exports = {
  rangesFromPredicate,
  unionRanges,
  intersects,
  rangesSource,
  classSource,
  classSet,
  createSetTests,
};
