// The benchmark's hand-written RFC 2396 scanner (bench/rfc2396-scanner.ts,
// the limit rfc2396.parse is timed against) and its regular expression
// (bench/rfc2396-regexp.ts) accept exactly what rfc2396.isValid accepts: a
// table of the language's corners, the committed corpus sample, and
// generated strings; the expression's groups are the components
// rfc2396.parse finds.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import { isRfc2396Reference as byScanner } from "../../bench/rfc2396-scanner";
import {
  isRfc2396ReferenceByRegExp as byRegExp,
  rfc2396ComponentsByRegExp,
} from "../../bench/rfc2396-regexp";
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

const RECOGNIZERS = [
  ["the scanner", byScanner],
  ["the regular expression", byRegExp],
] as const;

test.each(TABLE)("%j: %s", (input, expected) => {
  expect(rfc2396.isValid(input)).toBe(expected);
  for (const [, accepts] of RECOGNIZERS) expect(accepts(input)).toBe(expected);
});

const dir = path.resolve(__dirname, "..", "..", "bench", "corpus");
const read = (file: string): string[] =>
  fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .filter((line) => line !== "");
const sample = [
  ...read("urls.txt"),
  ...read("relative.tsv").flatMap((line) => line.split("\t").slice(0, 2)),
];

test.each(RECOGNIZERS)(
  "%s agrees with rfc2396.isValid on the committed corpus sample",
  (_, accepts) => {
    expect(sample.filter((s) => accepts(s) !== rfc2396.isValid(s))).toEqual([]);
  },
);

/** The components the expression's groups hold, in the reference's terms. */
function groups(s: string): Record<string, string | undefined> | null {
  const m = rfc2396ComponentsByRegExp(s);
  if (m === null) return null;
  // Groups: scheme, then absoluteURI's userinfo, hostname, IPv4address, port,
  // reg_name, net_path's abs_path, abs_path, query, opaque_part; then
  // relativeURI's userinfo, hostname, IPv4address, port, reg_name, net_path's
  // abs_path, abs_path, rel_path, query; then the fragment.
  return {
    scheme: m[1],
    userinfo: m[2] ?? m[11],
    host: m[3] ?? m[4] ?? m[12] ?? m[13],
    port: m[5] ?? m[14],
    regName: m[6] ?? m[15],
    path: m[7] ?? m[8] ?? m[10] ?? m[16] ?? m[17] ?? m[18] ?? "",
    query: m[9] ?? m[19],
    opaque: m[10],
    fragment: m[20],
  };
}

test("the regular expression's groups are the components rfc2396.parse finds", () => {
  const inputs = [
    ...sample,
    "http://u:p@a.b.:8080/x;p/y?q#f",
    "http://1.2.3.4:/",
    "//a@b@c/x",
    "//",
    "mailto:a@b?subject=x",
    "./a:b",
    "#f",
    "",
  ];
  // The inputs where the groups are not the components (one expectation
  // over them all: an expectation per input is slow).
  type Components = Record<string, string | undefined>;
  const wrong = inputs.flatMap(
    (
      s,
    ): {
      s: string;
      found: Components | null;
      parsed: Components | null;
    }[] => {
      const result = rfc2396.tryParse(s);
      const found = groups(s);
      if (!result.ok || !rfc2396.isValid(s))
        return found === null ? [] : [{ s, found, parsed: null }];
      const r = result.value;
      const parsed: Components = {
        scheme: r.scheme,
        userinfo: r.userinfo,
        host: r.host,
        port: r.port,
        regName: r.regName,
        path: r.path,
        query: r.query,
        opaque: r.opaque,
        fragment: r.fragment,
      };
      const same =
        found !== null &&
        Object.keys(parsed).every((key) => found[key] === parsed[key]);
      return same ? [] : [{ s, found, parsed }];
    },
  );
  expect(wrong.slice(0, 5)).toEqual([]);
});

test.each(RECOGNIZERS)(
  "%s agrees with rfc2396.isValid on generated strings",
  (_, accepts) => {
    const alphabet = [..."aZ09-._~!*'()$&+,;=:@/?#%[] \"<>Ff\u00e9"];
    const prefix = fc.constantFrom("", "a:", "//", "a://", "/", "x/", "a:/");
    fc.assert(
      fc.property(
        prefix,
        fc.array(fc.constantFrom(...alphabet), { maxLength: 16 }),
        (head, chars) => {
          const s = head + chars.join("");
          expect(accepts(s)).toBe(rfc2396.isValid(s));
        },
      ),
      { numRuns: 5000 },
    );
  },
);
