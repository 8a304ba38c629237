// removeDotSegments against a literal reading of RFC 2396 section 5.2 steps
// 6c to 6f (the same rewrites as RFC 1808 section 4 step 6 a to d): string
// rewrites of the buffer, one after the other, the leftmost first.
import fc from "fast-check";
import {
  leadingDotDotCount,
  removeDotSegments,
} from "../../src/shared/dot-segments";

/** The steps as the RFC writes them, on the buffer "/" + text. */
function literally(text: string): string {
  let buffer = "/" + text;
  // c) All occurrences of "./", where "." is a complete path segment, are removed.
  let previous;
  do {
    previous = buffer;
    buffer = buffer.replace(/(?<=\/)\.\//, "");
  } while (buffer !== previous);
  // d) If the buffer string ends with "." as a complete path segment, that "." is removed.
  buffer = buffer.replace(/(?<=\/)\.$/, "");
  // e) All occurrences of "<segment>/../", where <segment> is a complete path segment
  //    not equal to "..", are removed, leftmost first, until none remains.
  do {
    previous = buffer;
    buffer = buffer.replace(/(?<=\/)(?!\.\.\/)[^/]*\/\.\.\//, "");
  } while (buffer !== previous);
  // f) If the buffer string ends with "<segment>/..", where <segment> is a complete
  //    path segment not equal to "..", that "<segment>/.." is removed.
  buffer = buffer.replace(/(?<=\/)(?!\.\.\/)[^/]*\/\.\.$/, "");
  return buffer.slice(1);
}

const segment = fc.constantFrom("a", "b", ".", "..", "", "...", ".a", "a.");
const text = fc
  .array(segment, { maxLength: 12 })
  .map((segments) => segments.join("/"));

describe("removeDotSegments", () => {
  test("equals the RFC's string rewrites", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(removeDotSegments(t)).toBe(literally(t));
      }),
      { numRuns: 5000 },
    );
  });

  test.each([
    ["b/c/g", "b/c/g"],
    ["b/c/./g", "b/c/g"],
    ["b/c/.", "b/c/"],
    ["b/c/..", "b/"],
    ["b/c/../../../g", "../g"],
    ["b/c/g;x=1/../y", "b/c/y"],
    ["a//../b", "a/b"],
  ])("%s -> %s", (input, expected) => {
    expect(removeDotSegments(input)).toBe(expected);
    expect(literally(input)).toBe(expected);
  });

  test("leadingDotDotCount counts whole '..' segments only", () => {
    expect(leadingDotDotCount("../../g")).toBe(2);
    expect(leadingDotDotCount("..")).toBe(1);
    expect(leadingDotDotCount("..g/..")).toBe(0);
    expect(leadingDotDotCount("")).toBe(0);
  });

  test("stays linear on a long path of dot segments", () => {
    const long = "a/".repeat(200_000) + "../".repeat(200_000) + "g";
    expect(removeDotSegments(long)).toBe("g");
  });
});
