// RFC 1808 section 5, "Examples": every row verbatim, base <URL:http://a/b/c/d;p?q#f>.
// Then the section 4 steps the examples do not reach, and the deviations.
import fc from "fast-check";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import {
  DEVIATIONS,
  createResolver,
  isValid,
  parse,
  resolve,
} from "../../src/rfc1808";

const BASE = "http://a/b/c/d;p?q#f";

// 5.1. Normal Examples
const normal: [string, string][] = [
  ["g:h", "g:h"],
  ["g", "http://a/b/c/g"],
  ["./g", "http://a/b/c/g"],
  ["g/", "http://a/b/c/g/"],
  ["/g", "http://a/g"],
  ["//g", "http://g"],
  ["?y", "http://a/b/c/d;p?y"],
  ["g?y", "http://a/b/c/g?y"],
  ["g?y/./x", "http://a/b/c/g?y/./x"],
  ["#s", "http://a/b/c/d;p?q#s"],
  ["g#s", "http://a/b/c/g#s"],
  ["g#s/./x", "http://a/b/c/g#s/./x"],
  ["g?y#s", "http://a/b/c/g?y#s"],
  [";x", "http://a/b/c/d;x"],
  ["g;x", "http://a/b/c/g;x"],
  ["g;x?y#s", "http://a/b/c/g;x?y#s"],
  [".", "http://a/b/c/"],
  ["./", "http://a/b/c/"],
  ["..", "http://a/b/"],
  ["../", "http://a/b/"],
  ["../g", "http://a/b/g"],
  ["../..", "http://a/"],
  ["../../", "http://a/"],
  ["../../g", "http://a/g"],
];

// 5.2. Abnormal Examples
const abnormal: [string, string][] = [
  ["", "http://a/b/c/d;p?q#f"],
  ["../../../g", "http://a/../g"],
  ["../../../../g", "http://a/../../g"],
  ["/./g", "http://a/./g"],
  ["/../g", "http://a/../g"],
  ["g.", "http://a/b/c/g."],
  [".g", "http://a/b/c/.g"],
  ["g..", "http://a/b/c/g.."],
  ["..g", "http://a/b/c/..g"],
  ["./../g", "http://a/b/g"],
  ["./g/.", "http://a/b/c/g/"],
  ["g/./h", "http://a/b/c/g/h"],
  ["g/../h", "http://a/b/c/h"],
  ["http:g", "http:g"],
  ["http:", "http:"],
];

describe("RFC 1808 section 5.1, normal examples (base http://a/b/c/d;p?q#f)", () => {
  test.each(normal)("%s = %s", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });
});

describe("RFC 1808 section 5.2, abnormal examples", () => {
  test.each(abnormal)("%p = %s", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });
});

describe("a resolver bound to one base", () => {
  test("gives what resolve gives, for every row", () => {
    const bound = createResolver(BASE);
    for (const [reference, expected] of [...normal, ...abnormal]) {
      expect(bound(reference)).toBe(expected);
    }
  });

  test("every result is an absolute URL that parses", () => {
    for (const [reference] of [...normal, ...abnormal]) {
      expect(parse(resolve(BASE, reference)).kind).toBe("absolute");
    }
  });
});

describe("section 4, beyond the examples", () => {
  test.each([
    // Step 1: an empty (unknown) base: the embedded URL is taken as it is.
    ["", "g", "g"],
    ["", "../g?y#s", "../g?y#s"],
    ["", "", ""],
    // Step 2a: "entirely empty" is the text, not the components: "#" has an
    // empty fragment, so it goes on to step 5 and does not inherit "#f".
    [BASE, "#", "http://a/b/c/d;p?q#"],
    // Step 3: an empty net_loc is no net_loc: the base's is inherited.
    [BASE, "///g", "http://a/g"],
    [BASE, "//", "http://a/b/c/d;p?q"],
    // Step 3: a non-empty net_loc takes the rest of the embedded URL as it is.
    [BASE, "//g/../h;x?y", "http://g/../h;x?y"],
    // Step 5a: empty params are no params: the base's params and query stay.
    [BASE, ";", "http://a/b/c/d;p?q"],
    [BASE, ";x?y", "http://a/b/c/d;x?y"],
    // Step 5b: an empty query is no query: the base's stays.
    [BASE, "?", "http://a/b/c/d;p?q"],
    [BASE, "?#s", "http://a/b/c/d;p?q#s"],
    // Step 6: params never take part in the path arithmetic.
    [BASE, "../g;p/../x", "http://a/b/g;p/../x"],
    [BASE, "g;x=1/./y", "http://a/b/c/g;x=1/./y"],
    [BASE, "g;x=1/../y", "http://a/b/c/g;x=1/../y"],
    // Step 6: the base's params end its path ("c" is a param of "/b").
    ["http://a/b;p/c", "g", "http://a/g"],
    // Step 6: a path not preceded by a slash (a generic-RL may have one).
    ["foo:a/b", "c", "foo:a/c"],
    ["foo:a/b", "../../c", "foo:../c"],
    ["foo:a", ".", "foo:"],
    // Step 6: a base with no net_loc and an absolute path.
    ["foo:/a/b", "c", "foo:/a/c"],
    // The net_loc may hold "?" and ";" (section 2.2).
    ["http://a?b;c", "//d?e", "http://d?e"],
    // Step 2b: a scheme makes it absolute, even the base's own.
    [BASE, "HTTP:g", "HTTP:g"],
    [BASE, "http://a//b", "http://a//b"],
  ])("%s + %p = %s", (base, reference, expected) => {
    expect(resolve(base, reference)).toBe(expected);
  });
});

describe("deviations (listed in src/rfc1808/resolve.ts and DEVIATIONS)", () => {
  test("DEVIATIONS lists them by step", () => {
    expect(DEVIATIONS.map((d) => d.step)).toEqual(["6", "7", "7"]);
  });

  test.each([
    // 1. Step 6: a base with a net_loc and an empty path merges as if its path were "/".
    ["http://example.com", "g", "http://example.com/g"],
    ["http://example.com", "./g/../h", "http://example.com/h"],
    ["http://example.com", "../g", "http://example.com/../g"],
    ["http://a?b", "g", "http://a?b/g"],
    // 2. Step 7: "//" net_loc [ abs_path ]: a "/" before what follows the net_loc.
    ["http://example.com", "?y", "http://example.com/?y"],
    ["http://example.com", ";x", "http://example.com/;x"],
    ["http://a?b", "?y", "http://a?b/?y"],
    // ... but not before a fragment alone.
    ["http://example.com", "#s", "http://example.com#s"],
    ["http://example.com#f", "", "http://example.com#f"],
    // 3. Step 7: no net_loc, and a path that would read back as something else.
    ["foo:/a", "a/..//b", "foo:/.//b"],
    ["foo:a", "a/..//b", "foo:.//b"],
  ])("%s + %p = %s", (base, reference, expected) => {
    const result = resolve(base, reference);
    expect(result).toBe(expected);
    // The result reads back as an absolute URL with the base's net_loc.
    const parsed = parse(result);
    expect(parsed.kind).toBe("absolute");
    expect(parsed.netLoc).toBe(parse(base).netLoc);
  });
});

describe("bases that cannot be resolved against", () => {
  test.each([
    ["g", "g", "base-not-absolute"],
    ["//a/b", "g", "base-not-absolute"],
    // Section 2.2: the BNF "describes the generic-RL syntax for valid base URLs".
    ["http://a//b", "g", "base-not-hierarchical"],
  ])("%s + %s: %s", (base, reference, code) => {
    expect.assertions(3);
    try {
      resolve(base, reference);
    } catch (error) {
      expect(error).toBeInstanceOf(UrlResolutionError);
      expect((error as UrlResolutionError).code).toBe(code);
      expect((error as UrlResolutionError).dialect).toBe("rfc1808");
    }
  });

  test("an opaque base still gives itself for the empty URL, and absolute URLs as they are", () => {
    expect(resolve("http://a//b#f", "")).toBe("http://a//b#f");
    expect(resolve("http://a//b", "g:h")).toBe("g:h");
  });

  test("a base or reference outside the grammar is a UrlSyntaxError", () => {
    expect(() => resolve("http://a/~b", "g")).toThrow(UrlSyntaxError);
    expect(() => resolve(BASE, "g h")).toThrow(UrlSyntaxError);
    expect(() => createResolver("http://a b")).toThrow(UrlSyntaxError);
  });
});

describe("properties of section 4", () => {
  const unit = fc.constantFrom(
    ..."ag0.$+;/?:@=#".split(""),
    "%2f",
    "//",
    "..",
    "./",
    "../",
  );
  const reference = fc
    .tuple(
      fc.option(fc.constantFrom("http:", "g:"), { nil: "" }),
      fc.string({ unit, maxLength: 16 }),
    )
    .map(([scheme, rest]) => scheme + rest)
    .filter((text) => isValid(text));
  const base = fc.constantFrom(
    BASE,
    "http://a",
    "http://a?b",
    "http://a/b;p/c",
    "ftp://u:@h:21/d/e;type=a",
    "foo:a/b",
    "foo:/a/b",
    "foo:",
  );

  test("the result is an absolute URL; an absolute reference is the result", () => {
    fc.assert(
      fc.property(base, reference, (b, r) => {
        const result = resolve(b, r);
        const parsed = parse(result);
        expect(parsed.kind).toBe("absolute");
        if (parse(r).kind === "absolute") {
          expect(result).toBe(r);
        } else {
          expect(parsed.scheme).toBe(parse(b).scheme);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("a reference with a non-empty net_loc keeps it; otherwise the base's stays", () => {
    fc.assert(
      fc.property(base, reference, (b, r) => {
        const ref = parse(r);
        fc.pre(ref.kind === "relative" && r !== "");
        const result = parse(resolve(b, r));
        const expected =
          ref.netLoc !== undefined && ref.netLoc !== ""
            ? ref.netLoc
            : parse(b).netLoc;
        if (result.form === "generic-RL") expect(result.netLoc).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
