// The table of references that RFC 1808, RFC 2396 and RFC 3986 resolve
// differently (docs/resolution-differences.md), computed by running the three
// dialects' resolvers. The test compares the computed table with the block
// between the page's markers; `UPDATE_README=1 npx jest
// test/resolution-differences.test.ts` rewrites the block.
import * as fs from "node:fs";
import * as path from "node:path";
import * as rfc1808 from "../src/rfc1808";
import * as rfc2396 from "../src/rfc2396";
import * as rfc2732 from "../src/rfc2732";
import * as rfc3986 from "../src/rfc3986";
import {
  DIFFERENCE_CASES,
  SECTION_5_BASE,
  differencesTable,
  resolutionDifferences,
  sameOutcome,
  type ResolutionDifference,
  type TableResolver,
} from "./resolution-differences";

const PAGE = path.resolve(__dirname, "../docs/resolution-differences.md");
const START = "<!-- resolution-differences:start -->";
const END = "<!-- resolution-differences:end -->";

/** The columns, oldest RFC first. RFC 2732 resolves as RFC 2396 (checked below). */
const RESOLVERS: readonly TableResolver[] = [
  { title: "RFC 1808", resolve: (b, r) => rfc1808.resolve(b, r) },
  { title: "RFC 2396", resolve: (b, r) => rfc2396.resolve(b, r) },
  { title: "RFC 3986", resolve: (b, r) => rfc3986.resolve(b, r) },
];

const INTRO = [
  "Each row is computed by `test/resolution-differences.test.ts`, which runs",
  "`rfc1808.resolve`, `rfc2396.resolve` and `rfc3986.resolve` on the same base",
  "and reference (`UPDATE_README=1 npx jest test/resolution-differences.test.ts`",
  "rewrites this block); RFC 2732 resolves as RFC 2396 does. The last column says",
  "which part of which RFC makes the difference; each dialect's `resolve.ts`",
  "numbers its RFC's steps and lists its deviations.",
].join("\n");

const rows = resolutionDifferences(RESOLVERS);

function row(base: string, reference: string): ResolutionDifference {
  const found = rows.find((r) => r.base === base && r.reference === reference);
  if (found === undefined) throw new Error(`no case ${base} + ${reference}`);
  return found;
}

/** The page's block: a few lines of prose, then the table. */
function computedBlock(): string {
  return `${INTRO}\n\n${differencesTable(rows, RESOLVERS)}`;
}

const url = (u: string) => ({ kind: "url", url: u });

describe("references that RFC 1808, RFC 2396 and RFC 3986 resolve differently", () => {
  test.each<[string, string, string, string, string]>([
    // [base, reference, RFC 1808, RFC 2396, RFC 3986]
    [
      SECTION_5_BASE,
      "",
      "http://a/b/c/d;p?q#f",
      "http://a/b/c/d;p?q",
      "http://a/b/c/d;p?q",
    ],
    [
      SECTION_5_BASE,
      "?y",
      "http://a/b/c/d;p?y",
      "http://a/b/c/?y",
      "http://a/b/c/d;p?y",
    ],
    [
      SECTION_5_BASE,
      ";x",
      "http://a/b/c/d;x",
      "http://a/b/c/;x",
      "http://a/b/c/;x",
    ],
    [
      SECTION_5_BASE,
      "../g;p/../x",
      "http://a/b/g;p/../x",
      "http://a/b/x",
      "http://a/b/x",
    ],
    [
      "http://a/b/c/d;p?q",
      "../../../g",
      "http://a/../g",
      "http://a/../g",
      "http://a/g",
    ],
    ["http://a", "?y", "http://a/?y", "http://a/?y", "http://a?y"],
  ])("%s + %p", (base, reference, r1808, r2396, r3986) => {
    const r = row(base, reference);
    expect(r.outcomes).toEqual([url(r1808), url(r2396), url(r3986)]);
    expect(sameOutcome(r)).toBe(false);
  });

  test('"#s" resolves alike: every RFC keeps the base and replaces its fragment', () => {
    const r = row(SECTION_5_BASE, "#s");
    expect(r.outcomes[0]).toEqual(url("http://a/b/c/d;p?q#s"));
    expect(sameOutcome(r)).toBe(true);
  });

  test("errors are outcomes too", () => {
    expect(row("foo:a/b", "c").outcomes).toEqual([
      url("foo:a/c"),
      { kind: "error", error: "UrlResolutionError (base-not-hierarchical)" },
      url("foo:a/c"),
    ]);
    expect(row(SECTION_5_BASE, "~g").outcomes[0]).toEqual({
      kind: "error",
      error: "UrlSyntaxError at offset 0",
    });
  });

  test("RFC 2732 resolves every case as RFC 2396 does, but an IPv6 literal", () => {
    const rfc2732Rows = resolutionDifferences([
      { title: "RFC 2396", resolve: (b, r) => rfc2396.resolve(b, r) },
      { title: "RFC 2732", resolve: (b, r) => rfc2732.resolve(b, r) },
    ]);
    const differ = rfc2732Rows.filter((r) => !sameOutcome(r));
    expect(differ.map((r) => r.reference)).toEqual(["//[::1]/g"]);
  });

  test("the table has a row for each case that differs, and lists the others", () => {
    const table = differencesTable(rows, RESOLVERS);
    const lines = table
      .split("\n")
      .filter((l) => l.startsWith("| `") || l.startsWith("| ("));
    expect(lines).toHaveLength(rows.filter((r) => !sameOutcome(r)).length);
    expect(lines.length).toBeGreaterThanOrEqual(14);
    expect(table).toMatch(
      /\| \(empty\) +\| `http:\/\/a\/b\/c\/d;p\?q#f` +\| `http:\/\/a\/b\/c\/d;p\?q` +\| `http:\/\/a\/b\/c\/d;p\?q` +\|/,
    );
    expect(table).toContain("Resolved alike: `#s` against");
    expect(DIFFERENCE_CASES.length).toBe(rows.length);
  });

  test("the block of docs/resolution-differences.md is the computed table", () => {
    const block = computedBlock();
    let page = fs.readFileSync(PAGE, "utf8");
    if (process.env["UPDATE_README"] === "1") {
      const before = page.slice(0, page.indexOf(START) + START.length);
      const after = page.slice(page.indexOf(END));
      fs.writeFileSync(PAGE, `${before}\n\n${block}\n\n${after}`);
      page = fs.readFileSync(PAGE, "utf8");
    }
    const start = page.indexOf(START);
    const end = page.indexOf(END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(page.slice(start + START.length, end).trim()).toBe(block);
  });
});
