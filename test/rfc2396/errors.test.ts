// Errors: what rule failed, at which offset, what was expected; and hostile
// input, which may only ever give typed errors, in linear time.
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
} from "../../src/rfc2396";

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
    ["http://a/%zz", 10, 1, 11, "z", ["hex"]],
    ["http:", 5, 1, 6, null, ['"/"', '"%"', "alphanum", "mark"]],
    ["a\nb", 1, 1, 2, "\n", ['"#"', "end of input"]],
    ["ab%", 3, 1, 4, null, ["hex"]],
  ])(
    "%j fails at offset %d",
    (input, offset, line, column, found, expected) => {
      const error = syntaxError(() => parse(input));
      expect(error.dialect).toBe("rfc2396");
      expect(error.rule).toBe("URI_reference");
      expect(error.input).toBe(input);
      expect(error.offset).toBe(offset);
      expect(error.line).toBe(line);
      expect(error.column).toBe(column);
      expect(error.found).toBe(found);
      expect(error.expected).toEqual(expect.arrayContaining(expected));
      expect(error.message).toContain(`offset ${offset}`);
    },
  );

  test("a class of single characters reads as those characters", () => {
    // pchar's [:@&=+$,] and its neighbours, after "http://a".
    const error = syntaxError(() => parse("http://a b"));
    expect(error.expected).toEqual(
      expect.arrayContaining(['"$"', '","', '":"', '"@"', '"&"', '"="']),
    );
    expect(error.expected.filter((e) => e.startsWith("["))).toEqual([]);
    expect(new Set(error.expected).size).toBe(error.expected.length);
  });

  test("the rule is the start rule", () => {
    const error = syntaxError(() => parseRule("host", "a_b"));
    expect(error.rule).toBe("host");
    expect(error.offset).toBe(1);
  });

  test("line and column count lines in the input", () => {
    const error = syntaxError(() => parseRule("query", "a\nb"));
    expect([error.offset, error.line, error.column]).toEqual([1, 1, 2]);
    const tab = syntaxError(() => parseRule("path", "/a/b\u0000"));
    expect(tab.found).toBe("\u0000");
    expect(tab.message).toContain("U+0000");
  });

  test("format() prints the input with a caret under the offset", () => {
    const error = syntaxError(() => parse("http://www.example.com/a b"));
    const lines = error.format().split("\n");
    expect(lines[0]).toBe(`UrlSyntaxError: ${error.message}`);
    expect(lines[1]).toBe("  http://www.example.com/a b");
    expect(lines[2]).toBe("  " + " ".repeat(24) + "^");
  });

  test("format() shows control characters in one column and cuts long input", () => {
    const error = syntaxError(() => parse("a\tb"));
    expect(error.format().split("\n").slice(1)).toEqual(["  a\u2409b", "   ^"]);
    const long = syntaxError(() =>
      parse("http://a/" + "x".repeat(500) + " " + "y".repeat(500)),
    );
    const [, shown, caret] = long.format().split("\n") as [
      string,
      string,
      string,
    ];
    expect(shown.length).toBeLessThan(140);
    expect(shown[caret.indexOf("^")]).toBe(" ");
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
    ["1 MB of labels", "http://" + "a.".repeat(512 * 1024) + "com/"],
    ["1 MB of dot segments", "../".repeat(350 * 1024) + "g"],
    ["1 MB of reg_name", "//" + "a.1:".repeat(256 * 1024)],
    ["1 MB of escapes", "%41".repeat(350 * 1024)],
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
    typed(() => unescape(input));
  });

  test("a 1 MB port is still parsed (the grammar has no bound on *digit)", () => {
    expect(parse("http://a:" + "1".repeat(1024 * 1024)).port).toHaveLength(
      1024 * 1024,
    );
  });

  test("time grows linearly: 8x the input takes far less than 64x the time", () => {
    const time = (n: number): number => {
      const input = "http://a.b/" + "seg;p/../".repeat(n) + "?q";
      return leastTime(() => resolve("http://x/y/z", input));
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
    expect(() => escape(value as never, "segment")).toThrow(TypeError);
    expect(() => unescape(value as never)).toThrow(TypeError);
    expect(isValid(value as never)).toBe(false);
  });
});

describe("UrlResolutionError", () => {
  test.each([
    ["g", "g", "base-not-absolute"],
    ["#f", "g", "base-not-absolute"],
    ["mailto:a@b", "g", "base-not-hierarchical"],
    ["mailto:a@b", "//g", "base-not-hierarchical"],
  ])("base %j, reference %j: %s", (base, reference, code) => {
    expect.assertions(2);
    try {
      resolve(base, reference);
    } catch (error) {
      expect(error).toBeInstanceOf(UrlResolutionError);
      expect((error as UrlResolutionError).code).toBe(code);
    }
  });

  test("a same-document reference needs no hierarchy", () => {
    expect(resolve("mailto:a@b#x", "#y")).toBe("mailto:a@b#y");
    expect(resolve("mailto:a@b#x", "")).toBe("mailto:a@b");
  });
});
