// Errors: UrlSyntaxError with the offset the grammar stopped at; the hostile
// inputs of the foundation issue give typed errors only, in linear time.
import { UrlEncodingError, UrlSyntaxError } from "../../src/errors";
import {
  equivalent,
  escape,
  isValid,
  normalize,
  parse,
  parseRule,
  serialize,
  tree,
  tryParse,
  unescape,
} from "../../src/rfc1738";

/** The UrlSyntaxError parse gives for `input` (a test failure if it parses). */
function errorOf(input: string): UrlSyntaxError {
  const result = tryParse(input);
  if (result.ok) throw new Error(`${JSON.stringify(input)} parsed`);
  return result.error;
}

describe("errors carry the offset, line, column, found and expected", () => {
  test.each<[string, number, number, number, string | null, string[]]>([
    // input, offset, line, column, found, some of what was expected
    ["", 0, 1, 1, null, ['"http://"', "lowalpha"]],
    ["foo", 3, 1, 4, null, ['":"']],
    ["http://h/a b", 10, 1, 11, " ", ["end of input", "uchar", "xchar"]],
    ["http://h.example:/x y", 19, 1, 20, " ", ["end of input", "xchar"]],
    ["ftp://h/a;type=x y", 16, 1, 17, " ", ["xchar"]],
    ["a\nb:c d", 1, 1, 2, "\n", ['":"']],
    ["x:a\n b", 3, 1, 4, "\n", ["end of input"]],
  ])("%j", (input, offset, line, column, found, expected) => {
    const error = errorOf(input);
    expect(error.dialect).toBe("rfc1738");
    expect(error.rule).toBe("url");
    expect(error.input).toBe(input);
    expect(error.offset).toBe(offset);
    expect(error.line).toBe(line);
    expect(error.column).toBe(column);
    expect(error.found).toBe(found);
    expect(error.expected).toEqual(expect.arrayContaining(expected));
    expect(error.format()).toContain("^");
  });

  test("an error from another start rule names that rule", () => {
    expect.assertions(4);
    let error: unknown;
    try {
      parseRule("hostport", "h.example:");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UrlSyntaxError);
    if (!(error instanceof UrlSyntaxError)) return;
    expect(error.rule).toBe("hostport");
    expect(error.offset).toBe(10);
    expect(error.expected).toEqual(["digit"]);
  });

  test("tryParse returns the error parse would throw", () => {
    const result = tryParse("http://h/a b");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.offset).toBe(10);
    expect(tryParse("http://h/")).toMatchObject({
      ok: true,
      value: { kind: "http" },
    });
  });
});

describe("hostile inputs: typed errors only", () => {
  test.each<[string, string, number]>([
    ["empty string", "", 0],
    ["control character", "http://h/\u0000", 9],
    ["DEL", "http://h/\u007f", 9],
    ["newline in the host", "http://h\n.example/", 8],
    ["non-ASCII", "http://h/é", 9],
    ["astral character", "http://h/😀x", 9],
    ["non-ASCII host", "http://bücher.example/", 8],
    ["lone %", "http://h/%", 9],
    ["%zz", "http://h/%zz", 9],
    ["half an escape", "http://h/%4", 9],
    ["lone % in a scheme", "%:x", 0],
  ])("%s", (_, input, offset) => {
    const error = errorOf(input);
    expect(error.offset).toBe(offset);
    expect(isValid(input)).toBe(false);
    expect(tryParse(input).ok).toBe(false);
    expect(() => tree(input)).toThrow(UrlSyntaxError);
    expect(() => normalize(input)).toThrow(UrlSyntaxError);
  });

  test("escapes that are not UTF-8 do not break parse: the decoded value says so", () => {
    const url = parse("http://h/%FF%41/%C3%A9");
    expect(url).toMatchObject({
      segments: ["%FF%41", "%C3%A9"],
      decoded: { segments: [{ kind: "not-utf8", offset: 0 }, "é"] },
    });
    expect(serialize(url)).toBe("http://h/%FF%41/%C3%A9");
    expect(parse("ftp://%E9@h/")).toMatchObject({
      user: "%E9",
      decoded: { user: { kind: "not-utf8", offset: 0 } },
    });
  });

  test("non-strings from JavaScript: TypeError (isValid: false)", () => {
    const values: unknown[] = [
      undefined,
      null,
      42,
      {},
      ["http://h/"],
      new String("http://h/"),
    ];
    for (const value of values) {
      const input = value as string;
      expect(() => parse(input)).toThrow(TypeError);
      expect(() => tryParse(input)).toThrow(TypeError);
      expect(() => tree(input)).toThrow(TypeError);
      expect(() => parseRule("url", input)).toThrow(TypeError);
      expect(() => normalize(input)).toThrow(TypeError);
      expect(() => equivalent(input, "http://h/")).toThrow(TypeError);
      expect(() => escape(input, "hsegment")).toThrow(TypeError);
      expect(() => unescape(input)).toThrow(TypeError);
      expect(isValid(input)).toBe(false);
    }
  });

  test("unknown rules and components: TypeError", () => {
    expect(() => isValid("x", "nope" as "url")).toThrow(TypeError);
    expect(() => parseRule("gopher_path" as "url", "")).toThrow(TypeError);
    expect(() => tree("x:y", "toString" as "url")).toThrow(TypeError);
    expect(() => escape("x", "path" as "hsegment")).toThrow(TypeError);
    expect(() => escape("x", "__proto__" as "hsegment")).toThrow(TypeError);
  });

  test("unescape: malformed escapes are a UrlSyntaxError, non-UTF-8 (or a lone surrogate to escape) a UrlEncodingError", () => {
    expect(() => unescape("a%")).toThrow(UrlSyntaxError);
    expect(() => unescape("%zz")).toThrow(UrlSyntaxError);
    expect(() => unescape("%FF")).toThrow(UrlEncodingError);
    expect(() => escape("\ud800", "search")).toThrow(UrlEncodingError);
  });
});

describe("1 MB inputs parse in linear time", () => {
  const N = 1 << 20;
  /** Generous: a quadratic parse of 1 MB would take hours. */
  const LIMIT_MS = 5000;
  const cases: [string, string, boolean][] = [
    ["long http path", "http://h/" + "a".repeat(N), true],
    ["long path, bad last character", "http://h/" + "a".repeat(N) + " ", false],
    ["many segments", "http://h" + "/".repeat(N), true],
    ["hyphens in a label", "x://a" + "-".repeat(N), true],
    ["labels ending in a dot", "http://" + "a.".repeat(N / 2) + "/", true],
    ["digit labels", "http://" + "1.".repeat(N / 2) + "1/", true],
    ["a user without @", "ftp://" + "u".repeat(N), true],
    ["many %09", "gopher://h/1" + "%09".repeat(N / 3), true],
    [
      "%09 search that is no search",
      "gopher://h/1" + "a%09/".repeat(N / 5),
      true,
    ],
    ["many prospero fields", "prospero://h/p" + ";a=b".repeat(N / 4), true],
    ["an article without its host", "news:" + "a".repeat(N) + "@", true],
    ["a long wais database", "wais://h/" + "d".repeat(N) + "/t", true],
    ["a long scheme", "a".repeat(N) + ":", true],
    ["a long uppercase scheme", "A".repeat(N), false],
    ["lone % signs", "x:" + "%".repeat(N), false],
    ["control characters", "\u0000".repeat(N), false],
    ["a port of 1 MB digits", "http://h:" + "9".repeat(N), true],
  ];
  test.each(cases)("%s", (_, input, valid) => {
    const start = performance.now();
    const result = tryParse(input);
    expect(result.ok).toBe(valid);
    if (result.ok) expect(serialize(result.value)).toBe(input);
    expect(performance.now() - start).toBeLessThan(LIMIT_MS);
  });

  test("tree of 64 KB", () => {
    const input = "http://h/" + "a".repeat(1 << 16);
    const start = performance.now();
    expect(tree(input).end).toBe(input.length);
    expect(performance.now() - start).toBeLessThan(LIMIT_MS);
  });
});
