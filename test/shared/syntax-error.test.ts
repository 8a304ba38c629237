// UrlSyntaxError's details found on first read: a dialect's parse throws as
// soon as the fast parser rejects, and the reporting parser runs only when the
// error is looked at. What it then reports is what the eager path (parseRule,
// which maps the generated parser's own SyntaxError) reports.
import { inspect } from "node:util";
import fc from "fast-check";
import { DIALECT_NAMES, UrlSyntaxError } from "../../src/errors";
import * as library from "../../src/index";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc3986 from "../../src/rfc3986";
import { accepts, syntaxError } from "../../src/shared/grammar";

/** The UrlSyntaxError `run` throws, or undefined when it throws none. */
function caught(run: () => unknown): UrlSyntaxError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof UrlSyntaxError) return error;
    throw error;
  }
  return undefined;
}

/** The UrlSyntaxError `run` throws (a test failure if it throws none). */
function thrown(run: () => unknown): UrlSyntaxError {
  const error = caught(run);
  if (error === undefined) throw new Error("no UrlSyntaxError");
  return error;
}

const details = {
  offset: 3,
  line: 1,
  column: 4,
  found: "}",
  expected: ['"/"', "end of input"],
};

describe("syntaxError: the details are found once, when first read", () => {
  test("report runs on the first read of a detail, and only then", () => {
    const report = jest.fn(() => details);
    const error = new UrlSyntaxError({
      dialect: "rfc2396",
      rule: "URI_reference",
      input: "abc}",
      details: report,
    });
    expect(report).not.toHaveBeenCalled();
    expect(error.dialect).toBe("rfc2396");
    expect(error.input).toBe("abc}");
    expect(report).not.toHaveBeenCalled();
    expect(error.offset).toBe(3);
    expect(error.expected).toEqual(['"/"', "end of input"]);
    expect(error.message).toBe(
      'Invalid RFC 2396 URI_reference at offset 3 (line 1, column 4): expected "/" or end of input but found "}"',
    );
    expect(error.format()).toContain("     ^");
    expect(report).toHaveBeenCalledTimes(1);
  });

  test("the stack trace begins with the message, read when it is formatted", () => {
    const report = jest.fn(() => details);
    const error = new UrlSyntaxError({
      dialect: "rfc1808",
      rule: "URL",
      input: "abc}",
      details: report,
    });
    expect(report).not.toHaveBeenCalled();
    expect(error.stack?.split("\n")[0]).toBe(
      `UrlSyntaxError: ${error.message}`,
    );
  });

  test("JSON.stringify gives every field", () => {
    const error = new UrlSyntaxError({
      dialect: "rfc1738",
      rule: "url",
      input: "abc}",
      ...details,
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: "UrlSyntaxError",
      dialect: "rfc1738",
      rule: "url",
      input: "abc}",
      ...details,
      message: error.message,
    });
  });

  test("util.inspect (console.log) shows the stack and every field", () => {
    const error = thrown(() => rfc2396.parse("http://a b"));
    const shown = inspect(error);
    expect(shown.startsWith(String(error.stack))).toBe(true);
    expect(shown).toContain("offset: 8");
    expect(shown).toContain("found: ' '");
    expect(shown).toContain("'end of input'");
    expect(shown).toContain("input: 'http://a b'");
  });

  // V8 records the frames of the stack when the error is made: a helper's
  // frame there costs time (src/shared/bind.ts, refusal) and shows the caller
  // a function it never called.
  test.each(DIALECT_NAMES)(
    "%s.parse's error: its stack starts at the parse the caller called",
    (name) => {
      const error = thrown(() => library[name].parse("http://a b"));
      expect(String(error.stack).split("\n")[1]).toMatch(
        /^\s+at (Object\.)?parse \(/,
      );
    },
  );

  test("a report that finds no failure is a bug, said as such", () => {
    const error = syntaxError("rfc2396", "URI_reference", "a", () => "a");
    expect(() => error.offset).toThrow(/the reporting parser accepts/);
  });
});

describe("accepts", () => {
  // A fast module has no SyntaxError of its own; a polluted Object.prototype's
  // must not stand in for it (instanceof a string would be a TypeError).
  const fastModule = { StartRules: ["URI_reference"] };
  const failure = new RangeError("a bug in the parser");

  test.each([
    ["without pollution", false],
    ["with Object.prototype.SyntaxError a string", true],
  ])(
    "an error the parser throws reaches the caller as it is, %s",
    (_, pollute) => {
      const proto = Object.prototype as Record<string, unknown>;
      if (pollute) proto["SyntaxError"] = "//evil.example/";
      let thrown: unknown;
      try {
        accepts(fastModule, () => {
          throw failure;
        });
      } catch (error) {
        thrown = error;
      } finally {
        delete proto["SyntaxError"];
      }
      expect(thrown).toBe(failure);
    },
  );
});

// Strings over characters the grammars treat specially and some they reject.
const alphabet = [..."aZ09-._~!$&'()*+,;=:@/?#%[]{}| \"<>^`\\\tF\u00e9\n"];
const text = fc
  .array(fc.constantFrom(...alphabet), { maxLength: 20 })
  .map((chars) => chars.join(""));

describe("parse reports what the eager path reports", () => {
  const fields = (error: UrlSyntaxError) => error.toJSON();

  // dialect, parse, the same rule started eagerly, and a prefix for the
  // generated strings. RFC 2396's parse reads lenient_URI_reference
  // (URI_reference, and "?query"); after a scheme the two fail alike.
  test.each<
    [string, (input: string) => unknown, (input: string) => unknown, string]
  >([
    ["rfc1808", rfc1808.parse, (input) => rfc1808.parseRule("URL", input), ""],
    [
      "rfc1738",
      rfc1738.parse,
      (input) => rfc1738.parseRule("url", input),
      "HTTP://",
    ],
    [
      "rfc2396",
      rfc2396.parse,
      (input) => rfc2396.parseRule("URI_reference", input),
      "http://",
    ],
    [
      "rfc3986",
      rfc3986.parse,
      (input) => rfc3986.parseRule("URI_reference", input),
      "",
    ],
  ])("%s", (_dialect, parse, eager, prefix) => {
    fc.assert(
      fc.property(text, (rest) => {
        const input = prefix + rest;
        const error = caught(() => parse(input));
        fc.pre(error !== undefined);
        expect(fields(error)).toEqual(fields(thrown(() => eager(input))));
      }),
      { numRuns: 300 },
    );
  });

  test("the resolver's errors too", () => {
    const resolve = rfc2396.createResolver("http://a/b/c/d;p?q");
    expect(fields(thrown(() => resolve("../{x}")))).toEqual(
      fields(thrown(() => rfc2396.parse("../{x}"))),
    );
    expect(thrown(() => resolve("../{x}")).offset).toBe(3);
    const resolve3986 = rfc3986.createResolver("http://a/b/c/d;p?q");
    expect(fields(thrown(() => resolve3986("../{x}")))).toEqual(
      fields(thrown(() => rfc3986.parse("../{x}"))),
    );
  });
});
