// relativize for RFC 2396 and its RFC 2732 variant: the shortest reference
// that section 5.2's resolve maps back to the target. The expected strings
// are ours, worked out from section 5.2 and Appendix C.
import fc from "fast-check";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";

// The base of Appendix C.
const BASE = "http://a/b/c/d;p?q";

describe("rfc2396 relativize: table against the base of Appendix C", () => {
  test.each([
    ["http://a/b/c/g", "g"],
    // Appendix C: "?y" resolves to http://a/b/c/?y (the base's last segment goes).
    ["http://a/b/c/?y", "?y"],
    ["http://a/b/c/d;p?y", "d;p?y"],
    ["http://a/b/c/d;p?q", ""],
    ["http://a/b/c/d;p?q#s", "#s"],
    ["http://a/g", "/g"],
    ["http://a/b/", ".."],
    ["http://x/y", "//x/y"],
    ["ftp://a/b", "ftp://a/b"],
    ["http://a/b/c/g:h", "./g:h"],
  ])("%s -> %s", (target, expected) => {
    expect(rfc2396.relativize(BASE, target)).toBe(expected);
    expect(rfc2396.resolve(BASE, expected)).toBe(rfc2396.resolve(BASE, target));
  });

  test("rfc2732: an IPv6 authority", () => {
    expect(rfc2732.relativize("http://[::1]/a/b", "http://[::1]/a/c")).toBe(
      "c",
    );
    expect(rfc2732.relativize("http://[::1]/a/b", "http://[::2]/a/b")).toBe(
      "//[::2]/a/b",
    );
  });
});

describe("rfc2396 relativize: the law over generated pairs", () => {
  const segment = fc.constantFrom("", "..", "a", "b", "g:h", "c;p");
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
    .filter((text) => rfc2396.isValid(text));

  test.each([
    ["rfc2396", rfc2396],
    ["rfc2732", rfc2732],
  ])("%s: resolve(base, relativize(base, t)) === resolve(base, t)", (_, d) => {
    fc.assert(
      fc.property(reference, reference, (base, target) => {
        const relative = d.relativize(base, target);
        expect(d.resolve(base, relative)).toBe(d.resolve(base, target));
        expect(relative.length).toBeLessThanOrEqual(
          d.resolve(base, target).length,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
