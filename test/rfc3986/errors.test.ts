// Errors: what rule failed, at which offset, what was expected (in the RFC's
// words); and hostile input, which may only ever give typed errors, in linear
// time.
import { leastTime } from "../least-time";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import {
  escape,
  isValid,
  normalize,
  parse,
  parseRule,
  resolve,
  tree,
  unescape,
} from "../../src/rfc3986";

function syntaxError(run: () => unknown): UrlSyntaxError {
  try {
    run();
  } catch (error) {
    if (error instanceof UrlSyntaxError) return error;
    throw error;
  }
  throw new Error("expected a UrlSyntaxError");
}

describe("UrlSyntaxError fields", () => {
  test.each([
    // input, offset, line, column, found, some expected items
    ["http://a b", 8, 1, 9, " ", ['"#"', '"/"', '"?"', "end of input"]],
    ["http://a/%zz", 10, 1, 11, "z", ["HEXDIG"]],
    ["http://[::1", 11, 1, 12, null, ['"]"']],
    ["http://[v.x]", 9, 1, 10, ".", ["HEXDIG"]],
    // "a:8a" could still be a userinfo: the furthest failure is the missing "@".
    [
      "http://a:8a",
      11,
      1,
      12,
      null,
      ['"@"', '":"', "unreserved", "sub-delims"],
    ],
    ["a\nb", 1, 1, 2, "\n", ['"#"', "end of input"]],
    ["1a:b", 2, 1, 3, ":", ["unreserved", "sub-delims", '"@"']],
    ["ab%", 3, 1, 4, null, ["HEXDIG"]],
  ])(
    "%j fails at offset %d",
    (input, offset, line, column, found, expected) => {
      const error = syntaxError(() => parse(input));
      expect(error.dialect).toBe("rfc3986");
      expect(error.rule).toBe("URI_reference");
      expect(error.input).toBe(input);
      expect(error.offset).toBe(offset);
      expect(error.line).toBe(line);
      expect(error.column).toBe(column);
      expect(error.found).toBe(found);
      expect(error.expected).toEqual(expect.arrayContaining(expected));
      expect(error.message).toContain(
        `RFC 3986 URI_reference at offset ${offset}`,
      );
    },
  );

  test("the character classes read in the RFC's words", () => {
    const error = syntaxError(() => parse("http://a/b c"));
    expect(error.expected).toEqual(
      expect.arrayContaining([
        "unreserved",
        "sub-delims",
        '"%"',
        '":"',
        '"@"',
        '"/"',
      ]),
    );
    expect(error.expected.filter((e) => e.startsWith("["))).toEqual([]);
    expect(new Set(error.expected).size).toBe(error.expected.length);
  });

  test("the rule is the start rule", () => {
    const error = syntaxError(() => parseRule("IPv6address", "1::2::3"));
    expect(error.rule).toBe("IPv6address");
    expect(error.offset).toBe(5); // "1::2:" needs an h16 or an IPv4address
    const host = syntaxError(() => parseRule("host", "a@b"));
    expect(host.rule).toBe("host");
    expect(host.offset).toBe(1);
  });

  test("control characters are shown by code point", () => {
    const error = syntaxError(() => parseRule("path", "/a/b\u0000"));
    expect(error.found).toBe("\u0000");
    expect(error.message).toContain("U+0000");
  });

  test("format() prints the input with a caret under the offset", () => {
    const error = syntaxError(() => parse("http://www.example.com/a b"));
    const lines = error.format().split("\n");
    expect(lines[0]).toBe(`UrlSyntaxError: ${error.message}`);
    expect(lines[1]).toBe("  http://www.example.com/a b");
    expect(lines[2]).toBe("  " + " ".repeat(24) + "^");
  });

  test("the details are the same whether read at once or later (toJSON)", () => {
    const error = syntaxError(() => parse("http://[::1]x"));
    expect(error.toJSON()).toMatchObject({
      name: "UrlSyntaxError",
      dialect: "rfc3986",
      rule: "URI_reference",
      offset: 12,
      found: "x",
    });
  });
});

describe("hostile input gives typed errors only, in linear time", () => {
  const hostile: [string, string][] = [
    ["the empty string", ""],
    ["a lone %", "%"],
    ["%zz", "http://a/%zz"],
    ["control characters", "http://a/\u0000\u0001\u001f\u007f"],
    ["non-ASCII", "http://exämple.com/ü"],
    ["an astral character", "http://a/\u{1F600}"],
    ["a lone surrogate", "http://a/\uD800"],
    ["a port of 400 digits", "http://a:" + "9".repeat(400) + "/"],
    ["1 MB of path", "http://a/" + "a/".repeat(512 * 1024)],
    ["1 MB that fails at the end", "http://a/" + "a".repeat(1024 * 1024) + " "],
    ["1 MB of reg-name", "http://" + "a.".repeat(512 * 1024) + "com/"],
    ["1 MB of dot segments", "../".repeat(350 * 1024) + "g"],
    ["1 MB of userinfo-like text", "//" + "a:1".repeat(350 * 1024) + "@h"],
    ["1 MB of colons in brackets", "//[" + ":".repeat(1024 * 1024) + "]"],
    ["1 MB of h16 pieces", "//[" + "1:".repeat(512 * 1024) + "]"],
    ["1 MB of IPvFuture", "//[v1." + "a".repeat(1024 * 1024) + "]"],
    ["1 MB of digits and dots", "//" + "1.2.3.4".repeat(150 * 1024)],
    ["1 MB of percent-encodings", "%41".repeat(350 * 1024)],
    ["1 MB of query", "?" + "/?".repeat(512 * 1024)],
  ];

  test.each(hostile)("%s", (_, input) => {
    const typed = (run: () => unknown): void => {
      try {
        run();
      } catch (error) {
        expect(
          error instanceof UrlSyntaxError ||
            error instanceof UrlResolutionError,
        ).toBe(true);
      }
    };
    typed(() => parse(input));
    typed(() => isValid(input));
    typed(() => resolve("http://a/b/c", input));
    typed(() => resolve(input, "g"));
    typed(() => normalize(input));
    typed(() => normalize(input, { schemeBasedNormalization: true }));
    typed(() => unescape(input));
  });

  test("a 1 MB port is still parsed (the grammar has no bound on *DIGIT)", () => {
    expect(parse("http://a:" + "1".repeat(1024 * 1024)).port).toHaveLength(
      1024 * 1024,
    );
  });

  test("time grows linearly: 8x the input takes far less than 64x the time", () => {
    const time = (n: number): number => {
      const input = "http://a.b/" + "seg;p/../".repeat(n) + "?q";
      return leastTime(() => {
        resolve("http://x/y/z", input);
        normalize(input);
      });
    };
    time(2000); // warm up
    const small = time(8000);
    const large = time(64000);
    expect(large / small).toBeLessThan(32);
  });

  test.each([
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
    ["an object", { toString: () => "http://a/" }],
  ])("%s is a TypeError", (_, value) => {
    expect(() => parse(value as never)).toThrow(TypeError);
    expect(() => resolve(value as never, "g")).toThrow(TypeError);
    expect(() => resolve("http://a/", value as never)).toThrow(TypeError);
    expect(() => normalize(value as never)).toThrow(TypeError);
    expect(() => tree(value as never)).toThrow(TypeError);
    expect(() => parseRule("host", value as never)).toThrow(TypeError);
    expect(() => escape(value as never, "segment")).toThrow(TypeError);
    expect(() => unescape(value as never)).toThrow(TypeError);
    expect(isValid(value as never)).toBe(false);
  });
});
