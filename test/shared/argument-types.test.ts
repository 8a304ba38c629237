// A rule or component that is not one of the dialect's, of any type, is the
// library's TypeError naming what was given and what is known; never the
// TypeError of a JSON.stringify that cannot write the value (a BigInt, a cycle).
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";

const cyclic: Record<string, unknown> = {};
cyclic["self"] = cyclic;

const VALUES: readonly [string, unknown][] = [
  ["a BigInt", 10n],
  ["a cyclic object", cyclic],
  ["a symbol", Symbol("rule")],
  ["null", null],
  ["a name Object.prototype holds", "toString"],
  ["an unknown name", "nope"],
];

type Call = (value: unknown) => unknown;
const CALLS: readonly [string, Call, RegExp][] = [
  [
    "rfc1738.isValid",
    (v) => rfc1738.isValid("x", v as "url"),
    /^Unknown rule: .*; the rules are: /,
  ],
  ["rfc1738.tree", (v) => rfc1738.tree("x", v as "url"), /^Unknown rule: /],
  [
    "rfc1738.escape",
    (v) => rfc1738.escape("x", v as "user"),
    /^Unknown component: .*; the components are: /,
  ],
  [
    "rfc1808.parseRule",
    (v) => rfc1808.parseRule(v as "URL", "x"),
    /^Unknown rule: /,
  ],
  [
    "rfc1808.escape",
    (v) => rfc1808.escape("x", v as "segment"),
    /^Unknown component: /,
  ],
  [
    "rfc2396.isValid",
    (v) => rfc2396.isValid("x", v as "URI_reference"),
    /^Unknown rule: /,
  ],
  [
    "rfc2396.escape",
    (v) => rfc2396.escape("x", v as "segment"),
    /^Unknown component: /,
  ],
];

describe.each(CALLS)("%s", (_, call, message) => {
  test.each(VALUES)("%s is the library's TypeError", (__, value) => {
    expect(() => call(value)).toThrow(TypeError);
    expect(() => call(value)).toThrow(message);
  });
});
