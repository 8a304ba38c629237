// The benchmark's hand-written RFC 2396 scanner (bench/rfc2396-scanner.ts,
// the limit rfc2396.parse is timed against) accepts exactly what
// rfc2396.isValid accepts: a table of the language's corners, the committed
// corpus sample, and generated strings.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import { isRfc2396Reference } from "../../bench/rfc2396-scanner";
import * as rfc2396 from "../../src/rfc2396";

// [input, in the language]
const TABLE: readonly [string, boolean][] = [
  ["", true],
  ["#f", true],
  ["#f#g", false],
  ["?y", false], // strict URI_reference: a query alone is outside the BNF
  ["g", true],
  ["g:h", true],
  ["a:", false],
  ["a:/", true],
  ["a:%41", true],
  ["a:%4", false],
  ["1a:b", false],
  ["-a:b", false],
  ["./a:b", true], // rel_segment ".", then abs_path "/a:b"
  ["a/b:c", true],
  ["//", true],
  ["//a@b@c/x", true], // a reg_name
  ["//[::1]/", false],
  ["http://a b/", false],
  ["http://a/b;p;q/c?x=%20#y", true],
  ["mailto:a@b?subject=x", true],
  ["http://a/\u00e9", false],
  ["x/%zz", false],
];

test.each(TABLE)("%j: %s", (input, expected) => {
  expect(rfc2396.isValid(input)).toBe(expected);
  expect(isRfc2396Reference(input)).toBe(expected);
});

test("agrees with rfc2396.isValid on the committed corpus sample", () => {
  const dir = path.resolve(__dirname, "..", "..", "bench", "corpus");
  const read = (file: string): string[] =>
    fs
      .readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((line) => line !== "");
  const inputs = [
    ...read("urls.txt"),
    ...read("relative.tsv").flatMap((line) => line.split("\t").slice(0, 2)),
  ];
  expect(
    inputs.filter((s) => isRfc2396Reference(s) !== rfc2396.isValid(s)),
  ).toEqual([]);
});

test("agrees with rfc2396.isValid on generated strings", () => {
  const alphabet = [..."aZ09-._~!*'()$&+,;=:@/?#%[] \"<>Ff\u00e9"];
  const prefix = fc.constantFrom("", "a:", "//", "a://", "/", "x/", "a:/");
  fc.assert(
    fc.property(
      prefix,
      fc.array(fc.constantFrom(...alphabet), { maxLength: 16 }),
      (head, chars) => {
        const s = head + chars.join("");
        expect(isRfc2396Reference(s)).toBe(rfc2396.isValid(s));
      },
    ),
    { numRuns: 5000 },
  );
});
