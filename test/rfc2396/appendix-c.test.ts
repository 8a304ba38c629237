// RFC 2396 Appendix C, every row verbatim, and Appendix D's example.
import { UrlResolutionError } from "../../src/errors";
import { createResolver, resolve } from "../../src/rfc2396";

const BASE = "http://a/b/c/d;p?q";
/** "(current document)": the base, which has no fragment here. */
const CURRENT_DOCUMENT = BASE;

// C.1. Normal Examples
const normal: [string, string][] = [
  ["g:h", "g:h"],
  ["g", "http://a/b/c/g"],
  ["./g", "http://a/b/c/g"],
  ["g/", "http://a/b/c/g/"],
  ["/g", "http://a/g"],
  ["//g", "http://g"],
  ["?y", "http://a/b/c/?y"],
  ["g?y", "http://a/b/c/g?y"],
  ["#s", `${CURRENT_DOCUMENT}#s`],
  ["g#s", "http://a/b/c/g#s"],
  ["g?y#s", "http://a/b/c/g?y#s"],
  [";x", "http://a/b/c/;x"],
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

// C.2. Abnormal Examples
const abnormal: [string, string][] = [
  ["", CURRENT_DOCUMENT],
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
  ["g;x=1/./y", "http://a/b/c/g;x=1/y"],
  ["g;x=1/../y", "http://a/b/c/y"],
  ["g?y/./x", "http://a/b/c/g?y/./x"],
  ["g?y/../x", "http://a/b/c/g?y/../x"],
  ["g#s/./x", "http://a/b/c/g#s/./x"],
  ["g#s/../x", "http://a/b/c/g#s/../x"],
];

describe("RFC 2396 Appendix C.1, normal examples (base http://a/b/c/d;p?q)", () => {
  test.each(normal)("%s = %s", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });
});

describe("RFC 2396 Appendix C.2, abnormal examples", () => {
  test.each(abnormal)("%s = %s", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });

  test("http:g = http:g ; for validating parsers (the default)", () => {
    expect(resolve(BASE, "http:g")).toBe("http:g");
    expect(resolve(BASE, "http:g", { sameScheme: "absolute" })).toBe("http:g");
  });

  test("http:g = http://a/b/c/g ; for backwards compatibility", () => {
    expect(resolve(BASE, "http:g", { sameScheme: "relative" })).toBe(
      "http://a/b/c/g",
    );
    expect(resolve(BASE, "HTTP:g", { sameScheme: "relative" })).toBe(
      "http://a/b/c/g",
    );
  });

  test("backwards compatibility applies only to the base's own hierarchical scheme", () => {
    expect(resolve(BASE, "ftp:g", { sameScheme: "relative" })).toBe("ftp:g");
    expect(
      resolve("mailto:a@b", "mailto:c@d", { sameScheme: "relative" }),
    ).toBe("mailto:c@d");
    expect(resolve("foo://a/b", "foo:g", { sameScheme: "relative" })).toBe(
      "foo:g",
    );
  });
});

describe("step 6g: '..' segments left over", () => {
  test.each([
    ["../../../g", "http://a/../g", "http://a/g"],
    ["../../../../g", "http://a/../../g", "http://a/g"],
    ["../../..", "http://a/..", "http://a/"],
    ["../../../", "http://a/../", "http://a/"],
  ])("%s: keep %s, remove %s", (reference, kept, removed) => {
    expect(resolve(BASE, reference, { leftoverDotSegments: "keep" })).toBe(
      kept,
    );
    expect(resolve(BASE, reference, { leftoverDotSegments: "remove" })).toBe(
      removed,
    );
    expect(() =>
      resolve(BASE, reference, { leftoverDotSegments: "error" }),
    ).toThrow(UrlResolutionError);
  });

  test('"error" throws a typed error with its code', () => {
    expect.assertions(3);
    try {
      resolve(BASE, "../../../g", { leftoverDotSegments: "error" });
    } catch (error) {
      expect(error).toBeInstanceOf(UrlResolutionError);
      expect((error as UrlResolutionError).code).toBe(
        "dot-segments-above-root",
      );
      expect((error as UrlResolutionError).reference).toBe("../../../g");
    }
  });

  test('"error" does not fire when the dots stay within the root', () => {
    expect(resolve(BASE, "../../g", { leftoverDotSegments: "error" })).toBe(
      "http://a/g",
    );
  });
});

describe("RFC 2396 Appendix D", () => {
  test("../x against http://www.ics.uci.edu/Test/a/b/c", () => {
    expect(resolve("http://www.ics.uci.edu/Test/a/b/c", "../x")).toBe(
      "http://www.ics.uci.edu/Test/a/x",
    );
  });
});

describe("a resolver bound to one base", () => {
  test("gives what resolve gives, for every row", () => {
    const bound = createResolver(BASE);
    for (const [reference, expected] of [...normal, ...abnormal]) {
      expect(bound(reference)).toBe(expected);
    }
  });
});

describe("deviations: no relative reference changes the base's authority", () => {
  test.each([
    // A base with an authority and an empty path reads as having the path "/".
    ["http://example.com", "g", "http://example.com/g"],
    ["http://example.com", "?y", "http://example.com/?y"],
    ["http://example.com", "../g", "http://example.com/../g"],
    ["http://example.com", ";x", "http://example.com/;x"],
    ["http://example.com?q", "g", "http://example.com/g"],
    // A merged path beginning with "//" is written "/.//" when there is no authority.
    ["foo:/a/b", "..//x", "foo:/.//x"],
    ["foo:/a/b", "./..//x", "foo:/.//x"],
    ["foo:/a", "//x", "foo://x"],
  ])("%s + %s = %s", (base, reference, expected) => {
    expect(resolve(base, reference)).toBe(expected);
  });

  test("the RFC's letter would give another host: http://example.comg", () => {
    expect(resolve("http://example.com", "g")).not.toBe("http://example.comg");
  });

  test("for every relative-path reference, the result has the base's authority", () => {
    const parsedAuthority = (uri: string): string | undefined => {
      const m = /^[^:/?#]+:(\/\/([^/?#]*))?/.exec(uri);
      return m?.[2];
    };
    for (const base of [
      "http://example.com",
      "http://a/b/c/d;p?q",
      "foo:/a/b",
      "file:///x/y",
      "http://u@h:1",
    ]) {
      for (const reference of [
        "g",
        "..//g",
        "../../..//g",
        ".//g",
        "g//h",
        "?y",
        ";x",
        "./",
        "..",
        "%2F/g",
      ]) {
        expect([
          base,
          reference,
          parsedAuthority(resolve(base, reference)),
        ]).toEqual([base, reference, parsedAuthority(base)]);
      }
    }
  });
});
