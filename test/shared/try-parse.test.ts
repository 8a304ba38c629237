// tryParse: the error of a rejected input is built only when it is read, and
// is then the error parse throws.
import { UrlSyntaxError } from "../../src/errors";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";

const DIALECTS = [
  ["rfc1738", rfc1738, "http://a b/"],
  ["rfc1808", rfc1808, "http://a b/"],
  ["rfc2396", rfc2396, "http://a b/"],
  ["rfc2732", rfc2732, "http://a b/"],
  ["rfc3986", rfc3986, "http://a b/"],
] as const;

describe.each(DIALECTS)("%s.tryParse", (_, dialect, bad) => {
  test("a member: ok, with what parse returns", () => {
    expect(dialect.tryParse("http://a/b")).toEqual({
      ok: true,
      value: dialect.parse("http://a/b"),
    });
  });

  test("outside the language: the error parse throws, built once, when read", () => {
    const result = dialect.tryParse(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    let thrown: unknown;
    try {
      dialect.parse(bad);
    } catch (error) {
      thrown = error;
    }
    expect(result.error).toBeInstanceOf(UrlSyntaxError);
    expect(result.error).toBe(result.error);
    expect(thrown).toBeInstanceOf(UrlSyntaxError);
    const { rule, offset, expected, found, message } = result.error;
    expect({ rule, offset, expected, found, message }).toEqual({
      rule: (thrown as UrlSyntaxError).rule,
      offset: (thrown as UrlSyntaxError).offset,
      expected: (thrown as UrlSyntaxError).expected,
      found: (thrown as UrlSyntaxError).found,
      message: (thrown as UrlSyntaxError).message,
    });
  });

  test("outside the language: ok and error are own keys, in that order, for JSON and spreads", () => {
    const result = dialect.tryParse(bad);
    if (result.ok) throw new Error(`${bad} was accepted`);
    expect(Object.keys(result)).toEqual(["ok", "error"]);
    const json = JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(["ok", "error"]);
    expect(json.error).toMatchObject({ name: "UrlSyntaxError", input: bad });
    const spread = { ...result };
    expect(spread).toEqual({ ok: false, error: result.error });
    expect(spread.error).toBe(result.error);
  });

  test("a non-string is a TypeError, as in parse", () => {
    expect(() => dialect.tryParse(1 as never)).toThrow(TypeError);
  });
});

describe("createResolver checks its base at once", () => {
  test.each([
    ["rfc1808", () => rfc1808.createResolver("nope")],
    ["rfc2396", () => rfc2396.createResolver("nope")],
    ["rfc2732", () => rfc2732.createResolver("nope")],
    ["rfc3986", () => rfc3986.createResolver("nope")],
  ] as const)("%s: a base without a scheme", (_, create) => {
    expect(create).toThrow(
      expect.objectContaining({
        name: "UrlResolutionError",
        code: "base-not-absolute",
        base: "nope",
        reference: "",
      }),
    );
  });

  test.each([
    ["rfc1808", () => rfc1808.createResolver("http://a b")],
    ["rfc2396", () => rfc2396.createResolver("http://a b")],
    ["rfc3986", () => rfc3986.createResolver("http://a b")],
  ] as const)("%s: a base outside the grammar", (_, create) => {
    expect(create).toThrow(UrlSyntaxError);
  });

  test("RFC 1808's unknown base, the empty string, is a base (section 4 step 1)", () => {
    expect(rfc1808.createResolver("")("http://a/b")).toBe("http://a/b");
  });
});
