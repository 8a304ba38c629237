// relativize for RFC 1808: the shortest URL that section 4's resolve maps
// back to the target. The expected strings are ours, worked out from
// section 4 and section 5.1's examples.
import fc from "fast-check";
import { UrlResolutionError } from "../../src/errors";
import { isValid, relativize, resolve } from "../../src/rfc1808";

// The base of section 5.
const BASE = "http://a/b/c/d;p?q#f";

describe("rfc1808 relativize: table against the base of section 5", () => {
  test.each([
    ["http://a/b/c/g", "g"],
    // Section 5.1: "?y" keeps the base's path and params.
    ["http://a/b/c/d;p?y", "?y"],
    // Section 5.1: ";x" keeps the base's path.
    ["http://a/b/c/d;x", ";x"],
    // Section 4 step 2a: the empty URL is the whole base, fragment and all.
    ["http://a/b/c/d;p?q#f", ""],
    ["http://a/b/c/d;p?q", "?q"],
    ["http://a/b/c/d;p?q#s", "#s"],
    ["http://a/g", "/g"],
    ["http://x/y", "//x/y"],
    ["ftp://a/b", "ftp://a/b"],
  ])("%s -> %s", (target, expected) => {
    expect(relativize(BASE, target)).toBe(expected);
    expect(resolve(BASE, expected)).toBe(resolve(BASE, target));
  });
});

describe("rfc1808 relativize: the law over generated pairs", () => {
  const segment = fc.constantFrom("", "..", "a", "b", "c;p");
  const path = fc
    .array(segment, { maxLength: 4 })
    .map((segments) => "/" + segments.join("/"));
  const reference = fc
    .record({
      scheme: fc.constantFrom("http", "foo"),
      authority: fc.option(fc.constantFrom("a", "b", "a:80"), {
        nil: undefined,
      }),
      path,
      query: fc.option(fc.constantFrom("", "q", "y"), { nil: undefined }),
      fragment: fc.option(fc.constantFrom("", "s"), { nil: undefined }),
    })
    .map(
      (c) =>
        c.scheme +
        ":" +
        (c.authority === undefined ? "" : "//" + c.authority) +
        c.path +
        (c.query === undefined ? "" : "?" + c.query) +
        (c.fragment === undefined ? "" : "#" + c.fragment),
    )
    .filter((text) => isValid(text));

  test("resolve(base, relativize(base, t)) === resolve(base, t); a base resolve refuses, relativize refuses", () => {
    fc.assert(
      fc.property(reference, reference, (base, target) => {
        let resolved: string;
        try {
          resolved = resolve(base, target);
        } catch (error) {
          expect(error).toBeInstanceOf(UrlResolutionError);
          expect(() => relativize(base, target)).toThrow(UrlResolutionError);
          return;
        }
        expect(resolved).toBe(resolve(base, target));
        const relative = relativize(base, target);
        expect(resolve(base, relative)).toBe(resolve(base, target));
      }),
      { numRuns: 1000 },
    );
  });
});
