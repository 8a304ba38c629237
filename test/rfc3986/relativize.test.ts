// relativize (issue 16): the shortest reference that RFC 3986's own resolve
// (section 5.2) maps back to the target. The expected strings are ours,
// worked out from section 5.2; the property test checks the law over
// generated pairs.
import fc from "fast-check";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import { isValid, relativize, resolve } from "../../src/rfc3986";

// The base of section 5.4.
const BASE = "http://a/b/c/d;p?q";

describe("rfc3986 relativize: table against the base of section 5.4", () => {
  test.each([
    ["http://a/b/c/g", "g"],
    ["http://a/b/c/d;p?y", "?y"],
    ["http://a/b/c/d;p?q#s", "#s"],
    ["http://a/b/c/d;p?q", ""],
    ["http://a/b/c/d;p", "d;p"],
    ["http://a/b/c/d;p#s", "d;p#s"],
    ["http://a/g", "/g"],
    ["http://a/b/g", "../g"],
    ["http://a/b/c/", "."],
    ["http://a/b/", ".."],
    ["http://a/", "/"],
    ["http://a", "//a"],
    ["http://x/y", "//x/y"],
    ["https://a/b", "https://a/b"],
    // A first segment holding ":" would read as a scheme: "./" before it.
    ["http://a/b/c/g:h", "./g:h"],
    // A path "//x" would read as an authority: "/." before it.
    ["http://a//x", "/.//x"],
    ["http://a/b/c//x", ".//x"],
    // Dot segments of the target are removed, as resolve removes them.
    ["http://a/b/c/./g/../h", "h"],
    // A relative target is read as resolve reads it.
    ["g", "g"],
    ["../../x", "/x"],
    ["?y", "?y"],
  ])("%s -> %s", (target, expected) => {
    expect(relativize(BASE, target)).toBe(expected);
    expect(resolve(BASE, expected)).toBe(resolve(BASE, target));
  });
});

describe("rfc3986 relativize: other bases", () => {
  test.each([
    // A base without an authority, path rootless (section 5.2.3's merge).
    ["foo:a/b", "foo:a/c", "c"],
    // "../x" would give "foo:/x": section 5.2.4 keeps the "/" of "/../x".
    ["foo:a/b", "foo:x", "foo:x"],
    // A base with an authority and an empty path merges as "/".
    ["http://a", "http://a/g", "g"],
    ["http://a", "http://a", ""],
    ["http://a?q", "http://a", "//a"],
    // The scheme's case is the target's: a relative reference would take the base's.
    ["http://a/b", "HTTP://a/b", "HTTP://a/b"],
  ])("%s, %s -> %s", (base, target, expected) => {
    expect(relativize(base, target)).toBe(expected);
    expect(resolve(base, expected)).toBe(resolve(base, target));
  });

  test("non-strict: http:g under an http base reaches the target without the scheme", () => {
    expect(relativize(BASE, "http://a/b/c/g", { strict: false })).toBe("g");
  });

  test("non-strict: http:g is read as g, in the target as in the answer", () => {
    expect(relativize(BASE, "http:g", { strict: false })).toBe("g");
    expect(relativize(BASE, "http:g")).toBe("http:g");
  });

  test("inputs outside the grammar are UrlSyntaxError; a relative base is UrlResolutionError", () => {
    expect(() => relativize(BASE, "http://a/ b")).toThrow(UrlSyntaxError);
    expect(() => relativize("http://a/ b", "g")).toThrow(UrlSyntaxError);
    expect(() => relativize("/b/c", "g")).toThrow(UrlResolutionError);
  });

  test("linear: a long target takes about as long as its length", () => {
    const long = "http://a/" + "s/".repeat(100_000) + "g";
    const reference = relativize(BASE, long);
    expect(resolve(BASE, reference)).toBe(long);
  });
});

describe("rfc3986 relativize: the law over generated pairs", () => {
  const segment = fc.constantFrom("", ".", "..", "a", "b", "g:h", "c;p", "%41");
  const path = fc
    .tuple(fc.boolean(), fc.array(segment, { maxLength: 5 }))
    .map(([absolute, segments]) => (absolute ? "/" : "") + segments.join("/"));
  const reference = fc
    .record({
      scheme: fc.constantFrom("http", "HTTP", "foo"),
      authority: fc.option(fc.constantFrom("a", "b", "", "a:80"), {
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

  test("resolve(base, relativize(base, t)) === resolve(base, t), and no shorter reference in the candidates' reach", () => {
    fc.assert(
      fc.property(reference, reference, (base, target) => {
        const relative = relativize(base, target);
        expect(resolve(base, relative)).toBe(resolve(base, target));
        expect(relative.length).toBeLessThanOrEqual(
          resolve(base, target).length,
        );
      }),
      { numRuns: 2000 },
    );
  });

  test("non-strict: the law holds", () => {
    fc.assert(
      fc.property(reference, reference, (base, target) => {
        const options = { strict: false };
        const relative = relativize(base, target, options);
        expect(resolve(base, relative, options)).toBe(
          resolve(base, target, options),
        );
      }),
      { numRuns: 1000 },
    );
  });

  test("sharing no scheme, the target comes back whole", () => {
    fc.assert(
      fc.property(reference, reference, (base, target) => {
        fc.pre(
          base.slice(0, base.indexOf(":")) !==
            target.slice(0, target.indexOf(":")),
        );
        expect(relativize(base, target)).toBe(resolve(base, target));
      }),
    );
  });
});
