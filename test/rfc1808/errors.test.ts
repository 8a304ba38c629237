// Errors: what rule failed, at which offset, what was expected; and hostile
// input, which may only ever give typed errors, in linear time.
import { leastTime } from "../least-time";
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
} from "../../src/errors";
import {
  createResolver,
  equivalent,
  escape,
  isValid,
  normalize,
  parse,
  parseRule,
  resolve,
  serialize,
  tree,
  tryParse,
  unescape,
} from "../../src/rfc1808";

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
    ["http://a b", 8, 1, 9, " ", ['"#"', '"/"', '";"', '"?"', "end of input"]],
    ["http://a/%zz", 10, 1, 11, "z", ["hex"]],
    ["%", 1, 1, 2, null, ["hex"]],
    ["ab%", 3, 1, 4, null, ["hex"]],
    ["a\nb", 1, 1, 2, "\n", ['"#"', '"/"', "end of input"]],
    // "~" is `national` in RFC 1808: it must be escaped.
    ["http://a/~u", 9, 1, 10, "~", ['";"', '"?"', "end of input"]],
    // fsegment = 1*pchar: no "//" inside an abs_path (a relativeURL has no
    // second branch to fall back on).
    ["//a//b", 4, 1, 5, "/", ['"#"', '";"', '"?"', "end of input"]],
    // The opaque branch runs to the first character no URL may hold.
    ["http://a//b c", 11, 1, 12, " ", ['"#"', "reserved", "end of input"]],
    ["é", 0, 1, 1, "é", ['"/"', '"//"', "alpha", "end of input"]],
  ])(
    "%j fails at offset %d",
    (input, offset, line, column, found, expected) => {
      const error = syntaxError(() => parse(input));
      expect(error.dialect).toBe("rfc1808");
      expect(error.rule).toBe("URL");
      expect(error.input).toBe(input);
      expect(error.offset).toBe(offset);
      expect(error.line).toBe(line);
      expect(error.column).toBe(column);
      expect(error.found).toBe(found);
      expect(error.expected).toEqual(expect.arrayContaining(expected));
      expect(error.message).toContain(`offset ${offset}`);
    },
  );

  test("the rule is the start rule", () => {
    const error = syntaxError(() => parseRule("scheme", "ht_tp"));
    expect(error.rule).toBe("scheme");
    expect(error.offset).toBe(2);
    expect(error.message).toContain("RFC 1808 scheme");
  });

  test("lines are counted, control characters named", () => {
    const error = syntaxError(() => parseRule("query", "a\nb"));
    expect([error.offset, error.line, error.column]).toEqual([1, 1, 2]);
    const nul = syntaxError(() => parse("/a/b\u0000"));
    expect(nul.offset).toBe(4);
    expect(nul.found).toBe("\u0000");
    expect(nul.message).toContain("U+0000");
  });

  test("tryParse returns the error parse throws", () => {
    const result = tryParse("http://a b");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(UrlSyntaxError);
      expect(result.error.offset).toBe(8);
    }
    expect(tryParse("http://a/b")).toEqual({
      ok: true,
      value: parse("http://a/b"),
    });
  });

  test("format() prints the input with a caret under the offset", () => {
    const error = syntaxError(() => parse("http://www.example.com/a b"));
    const lines = error.format().split("\n");
    expect(lines[1]).toBe("  http://www.example.com/a b");
    expect(lines[2]).toBe("  " + " ".repeat(24) + "^");
  });
});

describe("hostile input gives typed errors only, in linear time", () => {
  const hostile: [string, string][] = [
    ["the empty string", ""],
    ["a lone %", "%"],
    ["%zz", "http://a/%zz"],
    ["control characters", "http://a/\u0000\u0001\u001f\u007f"],
    ["a tab and a newline", "http://a/\tb\nc"],
    ["non-ASCII", "http://exämple.com/ü"],
    ["an astral character", "http://a/\u{1F600}"],
    ["a lone surrogate", "http://a/\uD800"],
    ["a port of 400 digits", "http://a:" + "9".repeat(400) + "/"],
    ["1 MB of path", "http://a/" + "a/".repeat(512 * 1024)],
    ["1 MB that fails at the end", "http://a/" + "a".repeat(1024 * 1024) + " "],
    ["1 MB of scheme characters that fails", "a".repeat(1024 * 1024) + " "],
    ["1 MB of labels", "http://" + "a.".repeat(512 * 1024) + "com/"],
    ["1 MB of user name", "http://" + "u".repeat(1024 * 1024) + "@h/"],
    ["1 MB of hyphens", "http://a" + "-".repeat(1024 * 1024) + "/"],
    ["1 MB of dot segments", "../".repeat(350 * 1024) + "g"],
    ["1 MB of params", "g;" + "/..".repeat(350 * 1024)],
    ["1 MB of net_loc", "//" + "a?;".repeat(350 * 1024)],
    ["1 MB, opaque", "http://a//" + "b".repeat(1024 * 1024)],
    ["1 MB of escapes", "%41".repeat(350 * 1024)],
  ];

  function typed(run: () => unknown): void {
    try {
      run();
    } catch (error) {
      expect(
        error instanceof UrlSyntaxError ||
          error instanceof UrlResolutionError ||
          error instanceof UrlEncodingError,
      ).toBe(true);
    }
  }

  test.each(hostile)("%s", (_, input) => {
    const start = Date.now();
    typed(() => parse(input));
    typed(() => isValid(input));
    typed(() => resolve("http://a/b/c", input));
    typed(() => resolve(input, "../g"));
    typed(() => normalize(input, { removeDotSegments: true }));
    // equivalent is normalize twice: once is enough for the long inputs.
    if (input.length < 4096) {
      typed(() => equivalent(input, input, { decodeUnreserved: true }));
    }
    typed(() => unescape(input));
    typed(() => escape(input.replace(/[\uD800-\uDFFF]/g, ""), "query"));
    typed(() => tree(input.slice(0, 4096)));
    // Generous for a loaded 2-core machine; quadratic time would take minutes.
    expect(Date.now() - start).toBeLessThan(15000);
  });

  test("a lone surrogate cannot be escaped: UrlEncodingError", () => {
    expect(() => escape("a\uD800", "segment")).toThrow(UrlEncodingError);
  });

  test("a 400-digit port is kept as written", () => {
    const port = "9".repeat(400);
    expect(parse(`http://a:${port}/`).port).toBe(port);
    expect(normalize(`HTTP://A:${port}/`)).toBe(`http://a:${port}/`);
  });

  test("time grows linearly: 8x the input takes far less than 64x the time", () => {
    const time = (n: number): number => {
      const input = "http://a.b/" + "seg/../".repeat(n) + ";p/..?q";
      return leastTime(() => {
        resolve("http://x/y/z", input.slice(11));
        normalize(input, { removeDotSegments: true });
      });
    };
    time(2000); // warm up
    const small = time(8000);
    const large = time(64000);
    expect(large / small).toBeLessThan(32);
  });

  test("the failure path is linear too", () => {
    const time = (n: number): number => {
      const input = "a".repeat(n) + " ";
      return leastTime(() => tryParse(input));
    };
    time(4000); // warm up
    const small = time(16000);
    const large = time(128000);
    expect(large / small).toBeLessThan(32);
  });

  test.each([
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
    ["an object", { toString: () => "http://a/" }],
  ])("%s is a TypeError", (_, value) => {
    expect(() => parse(value as never)).toThrow(TypeError);
    expect(() => tryParse(value as never)).toThrow(TypeError);
    expect(() => parseRule("URL", value as never)).toThrow(TypeError);
    expect(() => resolve(value as never, "g")).toThrow(TypeError);
    expect(() => resolve("http://a/", value as never)).toThrow(TypeError);
    expect(() => createResolver(value as never)).toThrow(TypeError);
    expect(() => normalize(value as never)).toThrow(TypeError);
    expect(() => equivalent("a", value as never)).toThrow(TypeError);
    expect(() => tree(value as never)).toThrow(TypeError);
    expect(() => escape(value as never, "segment")).toThrow(TypeError);
    expect(() => unescape(value as never)).toThrow(TypeError);
    expect(isValid(value as never)).toBe(false);
  });

  test.each([42, null, undefined, "http://a/"])(
    "serialize(%p) is a TypeError",
    (value) => {
      expect(() => serialize(value as never)).toThrow(TypeError);
    },
  );

  test("unknown rules and components are TypeErrors", () => {
    expect(() => isValid("a", "host" as never)).toThrow(TypeError);
    expect(() => parseRule("nonsense" as never, "a")).toThrow(TypeError);
    expect(() => escape("a", "path" as never)).toThrow(TypeError);
    expect(() => escape("a", "toString" as never)).toThrow(TypeError);
  });
});
