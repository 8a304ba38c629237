// RFC 3986 section 5: every example of section 5.4 verbatim, one row each;
// section 5.2.4's two traces of remove_dot_segments; section 5.2.1's base;
// the deviation of section 5.3 (a path "//..." without an authority).
import fc from "fast-check";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import {
  createResolver,
  parse,
  removeDotSegments,
  resolve,
} from "../../src/rfc3986";

const BASE = "http://a/b/c/d;p?q";

// 5.4.1.  Normal Examples
const normal: [string, string][] = [
  ["g:h", "g:h"],
  ["g", "http://a/b/c/g"],
  ["./g", "http://a/b/c/g"],
  ["g/", "http://a/b/c/g/"],
  ["/g", "http://a/g"],
  ["//g", "http://g"],
  ["?y", "http://a/b/c/d;p?y"],
  ["g?y", "http://a/b/c/g?y"],
  ["#s", "http://a/b/c/d;p?q#s"],
  ["g#s", "http://a/b/c/g#s"],
  ["g?y#s", "http://a/b/c/g?y#s"],
  [";x", "http://a/b/c/;x"],
  ["g;x", "http://a/b/c/g;x"],
  ["g;x?y#s", "http://a/b/c/g;x?y#s"],
  ["", "http://a/b/c/d;p?q"],
  [".", "http://a/b/c/"],
  ["./", "http://a/b/c/"],
  ["..", "http://a/b/"],
  ["../", "http://a/b/"],
  ["../g", "http://a/b/g"],
  ["../..", "http://a/"],
  ["../../", "http://a/"],
  ["../../g", "http://a/g"],
];

// 5.4.2.  Abnormal Examples
const abnormal: [string, string][] = [
  ["../../../g", "http://a/g"],
  ["../../../../g", "http://a/g"],
  ["/./g", "http://a/g"],
  ["/../g", "http://a/g"],
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
  ["http:g", "http:g"], // ; for strict parsers
];

describe("section 5.4.1, normal examples (base http://a/b/c/d;p?q)", () => {
  test.each(normal)("%j = %j", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });
});

describe("section 5.4.2, abnormal examples (strict)", () => {
  test.each(abnormal)("%j = %j", (reference, expected) => {
    expect(resolve(BASE, reference)).toBe(expected);
  });
});

describe("section 5.2.2: the non-strict reading", () => {
  test('"http:g" = "http://a/b/c/g" ; for backward compatibility', () => {
    expect(resolve(BASE, "http:g", { strict: false })).toBe("http://a/b/c/g");
  });

  test("strict is the default, and { strict: true } says so", () => {
    expect(resolve(BASE, "http:g", { strict: true })).toBe("http:g");
    expect(resolve(BASE, "http:g", {})).toBe("http:g");
  });

  test("the schemes are compared as schemes are: case-insensitively", () => {
    expect(resolve(BASE, "HTTP:g", { strict: false })).toBe("http://a/b/c/g");
  });

  test("another scheme stays a URI, and every other row is the same", () => {
    expect(resolve(BASE, "ftp:g", { strict: false })).toBe("ftp:g");
    for (const [reference, expected] of [...normal, ...abnormal.slice(0, -1)]) {
      expect(resolve(BASE, reference, { strict: false })).toBe(expected);
    }
  });

  test("options that are inherited are a TypeError, never read", () => {
    const options = Object.create({ strict: false }) as { strict?: boolean };
    expect(() => resolve(BASE, "http:g", options)).toThrow(
      /rfc3986\.resolve: the options must be a plain object/,
    );
  });
});

describe("section 5.2.1: the base", () => {
  test.each([
    ["g", "base-not-absolute"],
    ["//a/b", "base-not-absolute"],
    ["/b/c", "base-not-absolute"],
    ["#f", "base-not-absolute"],
  ])("a base without a scheme (%j) is a UrlResolutionError", (base, code) => {
    expect.assertions(4);
    try {
      resolve(base, "g");
    } catch (error) {
      expect(error).toBeInstanceOf(UrlResolutionError);
      expect((error as UrlResolutionError).code).toBe(code);
      expect((error as UrlResolutionError).base).toBe(base);
      expect((error as UrlResolutionError).reference).toBe("g");
    }
  });

  test("the base's fragment is ignored", () => {
    expect(resolve(BASE + "#f", "")).toBe(BASE);
    expect(resolve(BASE + "#f", "g")).toBe("http://a/b/c/g");
    expect(resolve(BASE + "#f", "#s")).toBe(BASE + "#s");
  });

  test("only the scheme is required: any URI is a base", () => {
    expect(resolve("mailto:a@b", "g")).toBe("mailto:g");
    expect(resolve("urn:example:animal:ferret:nose", "#x")).toBe(
      "urn:example:animal:ferret:nose#x",
    );
    expect(resolve("foo:", "g")).toBe("foo:g");
    expect(resolve("foo:", "?q")).toBe("foo:?q");
  });

  test("createResolver checks the base at once", () => {
    expect(() => createResolver("g")).toThrow(UrlResolutionError);
    expect(() => createResolver("http://a b")).toThrow(UrlSyntaxError);
    expect(() => createResolver(42 as never)).toThrow(TypeError);
  });

  test("a resolver gives what resolve gives, for every row", () => {
    const bound = createResolver(BASE);
    for (const [reference, expected] of [...normal, ...abnormal]) {
      expect(bound(reference)).toBe(expected);
    }
    const lenient = createResolver(BASE, { strict: false });
    expect(lenient("http:g")).toBe("http://a/b/c/g");
  });

  test("a reference outside the grammar is a UrlSyntaxError", () => {
    expect(() => resolve(BASE, "g h")).toThrow(UrlSyntaxError);
    expect(() => createResolver(BASE)("[")).toThrow(UrlSyntaxError);
  });
});

describe("section 5.2.3, merge", () => {
  test.each([
    // "If the base URI has a defined authority component and an empty path,
    // then return a string consisting of "/" concatenated with the reference's path"
    ["http://example.com", "g", "http://example.com/g"],
    ["http://example.com?q", "g", "http://example.com/g"],
    ["http://example.com", "../g", "http://example.com/g"],
    // "... or excluding the entire base URI path if it does not contain any "/" characters"
    ["foo:bar", "g", "foo:g"],
    ["foo:a/b", "g", "foo:a/g"],
    ["foo:a/b", "../g", "foo:/g"], // "a/../g": E moves "a", C removes it and leaves "/g"
    ["foo:/a/b", "../../g", "foo:/g"],
  ])("%s + %s = %s", (base, reference, expected) => {
    expect(resolve(base, reference)).toBe(expected);
  });
});

describe("section 5.2.4, remove_dot_segments", () => {
  test.each([
    // The RFC's two traces.
    ["/a/b/c/./../../g", "/a/g"],
    ["mid/content=5/../6", "mid/6"],
    // Each step.
    ["../a", "a"], // A
    ["./a", "a"], // A
    ["/./a", "/a"], // B
    ["/.", "/"], // B
    ["/../a", "/a"], // C
    ["/a/..", "/"], // C
    ["/a/b/..", "/a/"], // C
    [".", ""], // D
    ["..", ""], // D
    ["a", "a"], // E
    ["", ""],
    // Dots that are not complete segments.
    ["/a./b.", "/a./b."],
    ["/.a/..b/...", "/.a/..b/..."],
    ["/a/.../b", "/a/.../b"],
    // Empty segments are segments.
    ["/a//../b", "/a/b"],
    ["//..//x", "//x"],
    ["/..//x", "//x"],
    ["a/../b", "/b"],
  ])("%j -> %j", (input, output) => {
    expect(removeDotSegments(input)).toBe(output);
  });

  /** The RFC's two-buffer algorithm as written, string by string (quadratic). */
  const literally = (path: string): string => {
    let input = path;
    let output = "";
    while (input !== "") {
      if (input.startsWith("../")) input = input.slice(3);
      else if (input.startsWith("./")) input = input.slice(2);
      else if (input.startsWith("/./")) input = input.slice(2);
      else if (input === "/.") input = "/";
      else if (input.startsWith("/../") || input === "/..") {
        input = "/" + input.slice(input === "/.." ? 3 : 4);
        output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
      } else if (input === "." || input === "..") input = "";
      else {
        const slash = input.indexOf("/", input.startsWith("/") ? 1 : 0);
        const end = slash < 0 ? input.length : slash;
        output += input.slice(0, end);
        input = input.slice(end);
      }
    }
    return output;
  };

  test("gives what the two string buffers give, on any path", () => {
    const segment = fc.constantFrom("", ".", "..", "a", "b.", ".c", "...");
    const path = fc
      .tuple(fc.boolean(), fc.array(segment, { maxLength: 12 }))
      .map(([rooted, segments]) => (rooted ? "/" : "") + segments.join("/"));
    fc.assert(
      fc.property(path, (p) => {
        expect([p, removeDotSegments(p)]).toEqual([p, literally(p)]);
      }),
      { numRuns: 3000, seed: 3986 },
    );
  });

  test("200k segments: the work is linear (every result checked, each step a constant)", () => {
    const n = 200_000;
    // Every ".." removes the segment before it: the output stack grows and
    // shrinks by one segment per step.
    expect(removeDotSegments("/a/..".repeat(n) + "/g")).toBe("/g");
    expect(removeDotSegments("/a".repeat(n) + "/..".repeat(n) + "/g")).toBe(
      "/g",
    );
    expect(removeDotSegments("../".repeat(n) + "g")).toBe("g");
    expect(removeDotSegments("/.".repeat(n) + "/g")).toBe("/g");
    const kept = removeDotSegments("/x/.".repeat(n));
    expect(kept).toBe("/x".repeat(n) + "/");
    expect(resolve(BASE, "../".repeat(n) + "g")).toBe("http://a/g");
    expect(resolve(BASE, "x/".repeat(n) + "../".repeat(n) + "g")).toBe(
      "http://a/b/c/g",
    );
  });
});

describe("deviation: a path that begins with '//' and no authority (section 5.3)", () => {
  // remove_dot_segments can make such a path; recomposed as the RFC says, it
  // would read back as an authority. It is written "/.//..." instead.
  test.each([
    ["foo:/a/b", "..//x", "foo:/.//x"],
    ["foo:/a/b", "./..//x", "foo:/.//x"],
    ["foo:/a", "/..//x", "foo:/.//x"],
    ["foo:/a", "/.//x", "foo:/.//x"],
    ["foo:/a", "bar:/.//x", "bar:/.//x"],
    ["foo:a", "/..//x", "foo:/.//x"],
    // With an authority the path may begin with "//".
    ["foo://h/a/b", "..//x", "foo://h//x"],
    // A network-path reference has its own authority.
    ["foo:/a", "//x", "foo://x"],
  ])("%s + %s = %s", (base, reference, expected) => {
    expect(resolve(base, reference)).toBe(expected);
  });

  test("the RFC's letter would give an authority the base does not have", () => {
    const result = resolve("foo:/a/b", "..//x");
    expect(parse(result).authority).toBeUndefined();
    expect(removeDotSegments(parse(result).path)).toBe("//x");
  });
});
