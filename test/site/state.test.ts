// The page's link (src/site/state.ts): a state written into a fragment reads
// back as itself, whatever the URL and base hold; what a link cannot say is
// reported, not guessed.
import fc from "fast-check";
import {
  ALL_DIALECTS,
  DEFAULT_TREE,
  readState,
  writeState,
  type PageState,
} from "../../src/site/state";

const state = (fields: Partial<PageState>): PageState => ({
  url: "",
  base: undefined,
  dialects: ALL_DIALECTS,
  whatwg: true,
  tree: DEFAULT_TREE,
  ...fields,
});

describe("writeState", () => {
  test.each([
    [state({ url: "http://a/b?c#d" }), "#url=http://a/b?c%23d"],
    [
      state({ url: "?y", base: "http://a/b/c/d;p?q" }),
      "#url=?y&base=http://a/b/c/d;p?q",
    ],
    [state({ url: "a&b=c+d%20" }), "#url=a%26b%3Dc%2Bd%2520"],
    [state({ url: "[::1] é" }), "#url=%5B::1%5D%20%C3%A9"],
    [
      state({
        url: "x",
        dialects: ["rfc2396", "rfc3986"],
        whatwg: false,
        tree: "rfc2732",
      }),
      "#url=x&rfc=2396,3986&whatwg=0&tree=2732",
    ],
  ])("%j is written %s", (s, fragment) => {
    expect(writeState(s)).toBe(fragment);
    expect(readState(fragment)).toEqual({ state: s, problems: [] });
  });

  test("a lone surrogate, which no link can carry, is written as U+FFFD", () => {
    expect(writeState(state({ url: "a\ud800b" }))).toBe("#url=a%EF%BF%BDb");
  });
});

describe("readState", () => {
  test("an empty fragment is no state: the page shows its example", () => {
    expect(readState("")).toBeUndefined();
    expect(readState("#")).toBeUndefined();
  });

  test.each([
    ["#url=%E0%A4%A", "url is not well percent-encoded"],
    ["#url=x&rfc=2396,17", 'no known RFC in rfc= ("17")'],
    ["#url=x&whatwg=no", 'whatwg= is "no"; it takes 0 or 1'],
    ["#url=x&tree=9", 'tree= names no known RFC ("9")'],
    ["#url=x&colour=red", 'does not know ("colour")'],
  ])("%s is reported: %s", (fragment, said) => {
    const read = readState(fragment);
    expect(read?.problems).toHaveLength(1);
    expect(read?.problems[0]).toContain(said);
  });

  test("every state reads back from its fragment as itself", () => {
    const dialect = fc.constantFrom(...ALL_DIALECTS);
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.option(fc.string({ unit: "grapheme", minLength: 1 }), {
          nil: undefined,
        }),
        fc.subarray([...ALL_DIALECTS]),
        fc.boolean(),
        dialect,
        (url, base, dialects, whatwg, tree) => {
          const s = state({ url, base, dialects, whatwg, tree });
          const fragment = writeState(s);
          expect(fragment).toMatch(/^#[A-Za-z0-9\-._~!$'()*,;:@/?&=%]*$/);
          expect(readState(fragment)).toEqual({ state: s, problems: [] });
        },
      ),
    );
  });
});
