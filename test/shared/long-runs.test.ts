// Components of many megabytes in every dialect: a path, a query and a run of
// escapes that the generated parsers scan with a sticky regular expression
// (compiler/backend/emit-repetition.js), whose backtracking stack grows with each
// iteration. Unbounded, a scan of 8 MB overflowed it (a RangeError, "Maximum
// call stack size exceeded"); the scan takes a bounded number of iterations
// a call, so any length parses.
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";

/** 16 M characters: twice what overflowed. */
const LENGTH = 16 * 1024 * 1024;

const path = "a/".repeat(LENGTH / 2);
const query = "a".repeat(LENGTH);
const escapes = "%41".repeat(LENGTH / 3);

const dialects = [
  ["rfc1738", rfc1738],
  ["rfc1808", rfc1808],
  ["rfc2396", rfc2396],
  ["rfc2732", rfc2732],
  ["rfc3986", rfc3986],
] as const;

const inputs: readonly (readonly [string, string])[] = [
  ["a 16 MB path", `http://a/${path}`],
  ["a 16 MB query", `http://a/b?${query}`],
  ["16 MB of escapes in the path", `http://a/${escapes}`],
];

describe.each(dialects)("%s", (_, dialect) => {
  test.each(inputs)("%s is valid and parses", (_what, input) => {
    expect(dialect.isValid(input)).toBe(true);
    const result = dialect.tryParse(input);
    expect(result.ok).toBe(true);
  });
});
