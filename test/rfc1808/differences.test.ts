// The README's table of references that RFC 1808 and RFC 2396 resolve
// differently, computed by running both dialects' resolvers. The test compares
// the computed table with the block between the README's markers;
// `UPDATE_README=1 npx jest test/rfc1808/differences.test.ts` rewrites the block.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  DIFFERENCE_CASES,
  SECTION_5_BASE,
  differencesTable,
  resolutionDifferences,
  sameOutcome,
  type ResolutionDifference,
} from "../../src/rfc1808/differences";
// Only the test brings the two dialects together: dialects never import each other.
import { resolve as resolve2396 } from "../../src/rfc2396";

const README = path.resolve(__dirname, "../../README.md");
const START = "<!-- resolution-differences:start -->";
const END = "<!-- resolution-differences:end -->";
const HEADING = "## RFC 1808 and RFC 2396 resolve differently";

const INTRO = [
  "Each row is computed by `test/rfc1808/differences.test.ts`, which runs",
  "`rfc1808.resolve` and `rfc2396.resolve` on the same base and reference",
  "(`UPDATE_README=1 npx jest test/rfc1808/differences.test.ts` rewrites this",
  "block). The last column says which part of RFC 1808 makes the difference;",
  "`src/rfc1808/resolve.ts` numbers section 4's steps and lists its deviations.",
].join("\n");

const rows = resolutionDifferences(resolve2396);

function row(base: string, reference: string): ResolutionDifference {
  const found = rows.find((r) => r.base === base && r.reference === reference);
  if (found === undefined) throw new Error(`no case ${base} + ${reference}`);
  return found;
}

/** The README's block: a few lines of prose, then the table. */
function computedBlock(): string {
  return `${INTRO}\n\n${differencesTable(rows, "RFC 2396")}`;
}

describe("references that RFC 1808 and RFC 2396 resolve differently", () => {
  test.each<[string, string, string]>([
    // [reference, RFC 1808, RFC 2396], against RFC 1808 section 5's base.
    ["", "http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q"],
    ["?y", "http://a/b/c/d;p?y", "http://a/b/c/?y"],
    [";x", "http://a/b/c/d;x", "http://a/b/c/;x"],
    ["../g;p/../x", "http://a/b/g;p/../x", "http://a/b/x"],
  ])("%p: %s under RFC 1808, %s under RFC 2396", (reference, r1808, r2396) => {
    const r = row(SECTION_5_BASE, reference);
    expect(r.rfc1808).toEqual({ kind: "url", url: r1808 });
    expect(r.other).toEqual({ kind: "url", url: r2396 });
    expect(sameOutcome(r)).toBe(false);
  });

  test('"#s" resolves alike: both keep the base and replace its fragment', () => {
    // Issue 4 lists "#s" among the differences; computed, the two strings agree
    // (RFC 2396 calls it a same-document reference, RFC 1808 runs step 5).
    const r = row(SECTION_5_BASE, "#s");
    expect(r.rfc1808).toEqual({ kind: "url", url: "http://a/b/c/d;p?q#s" });
    expect(sameOutcome(r)).toBe(true);
  });

  test("errors are outcomes too", () => {
    const opaque = row("foo:a/b", "c");
    expect(opaque.rfc1808).toEqual({ kind: "url", url: "foo:a/c" });
    expect(opaque.other).toEqual({
      kind: "error",
      error: "UrlResolutionError (base-not-hierarchical)",
    });
    expect(row(SECTION_5_BASE, "~g").rfc1808).toEqual({
      kind: "error",
      error: "UrlSyntaxError at offset 0",
    });
  });

  test("the table has a row for each case that differs, and lists the others", () => {
    const table = differencesTable(rows, "RFC 2396");
    const lines = table
      .split("\n")
      .filter((l) => l.startsWith("| `") || l.startsWith("| ("));
    expect(lines).toHaveLength(rows.filter((r) => !sameOutcome(r)).length);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(table).toMatch(
      /\| \(empty\) +\| `http:\/\/a\/b\/c\/d;p\?q#f` +\| `http:\/\/a\/b\/c\/d;p\?q` +\|/,
    );
    expect(table).toContain("Resolved alike: `#s` against");
    expect(DIFFERENCE_CASES.length).toBe(rows.length);
  });

  test("the README's block is the computed table", () => {
    const block = computedBlock();
    let readme = fs.readFileSync(README, "utf8");
    if (process.env["UPDATE_README"] === "1") {
      if (!readme.includes(START) || !readme.includes(END)) {
        readme = `${readme.trimEnd()}\n\n${HEADING}\n\n${START}\n${END}\n`;
      }
      const before = readme.slice(0, readme.indexOf(START) + START.length);
      const after = readme.slice(readme.indexOf(END));
      fs.writeFileSync(README, `${before}\n\n${block}\n\n${after}`);
      readme = fs.readFileSync(README, "utf8");
    }
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(readme.slice(start + START.length, end).trim()).toBe(block);
  });
});
