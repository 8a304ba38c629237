// serialize checks its argument: a value that is not a component object of the
// dialect is the library's TypeError, saying what was expected; and whatever
// it returns reads back, in the dialect, as the components it was given.
import fc from "fast-check";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import { bnfStrings } from "../proof/properties";

type Serialize = (components: unknown) => string;

/** Each dialect's serialize, parse, and what its TypeError must name. */
const DIALECTS: readonly [string, Serialize, (s: string) => object, RegExp][] =
  [
    [
      "rfc1738",
      rfc1738.serialize as Serialize,
      (s) => rfc1738.parse(s),
      /rfc1738\.serialize.*kind/,
    ],
    [
      "rfc1808",
      rfc1808.serialize as Serialize,
      (s) => rfc1808.parse(s),
      /rfc1808\.serialize.*path.*pathAbsolute/,
    ],
    [
      "rfc2396",
      rfc2396.serialize as Serialize,
      (s) => rfc2396.parse(s),
      /rfc2396\.serialize.*path/,
    ],
    [
      "rfc2732",
      rfc2732.serialize as Serialize,
      (s) => rfc2732.parse(s),
      /rfc2732\.serialize.*path/,
    ],
    [
      "rfc3986",
      rfc3986.serialize as Serialize,
      (s) => rfc3986.parse(s),
      /rfc3986\.serialize.*path/,
    ],
  ];

/** Values that are no component object of any dialect. */
const NOT_COMPONENTS: readonly [string, unknown][] = [
  ["undefined", undefined],
  ["null", null],
  ["a string", "http://a/b"],
  ["a number", 42],
  ["a function", () => "http://a/b"],
  ["an empty object", {}],
  ["an array", ["http", "a", "/b"]],
  ["a path that is a number", { path: 1, pathAbsolute: false, kind: "http" }],
];

/** The message of what `run` throws, which must be the library's TypeError. */
function typeErrorOf(run: () => unknown): string {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(TypeError);
  const message = (thrown as TypeError).message;
  // V8's own TypeErrors ("Cannot read properties of null") say nothing of components.
  expect(message).not.toMatch(
    /Cannot read|is not a function|undefined \(reading/,
  );
  return message;
}

describe.each(DIALECTS)("%s.serialize", (_, serialize, __, expected) => {
  test.each(NOT_COMPONENTS)(
    "%s is a TypeError that says what was expected",
    (___, value) => {
      expect(typeErrorOf(() => serialize(value))).toMatch(expected);
    },
  );
});

describe("components that do not read back are a TypeError, not a string that means something else", () => {
  test.each<[string, Serialize, object]>([
    // No authority, and a path that would read as one.
    [
      "rfc2396: a path beginning with // without an authority",
      rfc2396.serialize as Serialize,
      {
        scheme: "http",
        authority: undefined,
        path: "//evil.example/x",
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc2396: a query on an opaque URI",
      rfc2396.serialize as Serialize,
      {
        scheme: "mailto",
        authority: undefined,
        path: "a@b",
        query: "x",
        fragment: undefined,
      },
    ],
    [
      "rfc2396: a space in the path",
      rfc2396.serialize as Serialize,
      {
        scheme: "http",
        authority: "a",
        path: "/a b",
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc3986: an authority, then a path that does not begin with /",
      rfc3986.serialize as Serialize,
      {
        scheme: "http",
        authority: "a",
        path: "x",
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc3986: a path beginning with // without an authority",
      rfc3986.serialize as Serialize,
      {
        scheme: "http",
        authority: undefined,
        path: "//evil.example/x",
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc3986: no scheme, and a first segment with a colon",
      rfc3986.serialize as Serialize,
      {
        scheme: undefined,
        authority: undefined,
        path: "g:h",
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc1808: a net_loc followed by a path beginning with /",
      rfc1808.serialize as Serialize,
      {
        scheme: "http",
        netLoc: "a",
        path: "/g",
        pathAbsolute: true,
        params: undefined,
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc1808: no scheme, and a path that reads as one",
      rfc1808.serialize as Serialize,
      {
        scheme: undefined,
        netLoc: undefined,
        path: "g:h",
        pathAbsolute: false,
        params: undefined,
        query: undefined,
        fragment: undefined,
      },
    ],
    [
      "rfc1738: a host with a port in it",
      rfc1738.serialize as Serialize,
      { ...rfc1738.parse("http://a/b"), host: "evil.example:80" },
    ],
    [
      "rfc1738: a kind the scheme does not have",
      rfc1738.serialize as Serialize,
      { ...rfc1738.parse("http://a/b"), rawScheme: "ftp" },
    ],
  ])("%s", (_, serialize, components) => {
    expect(typeErrorOf(() => serialize(components))).toMatch(
      /reads back|grammar/,
    );
  });
});

describe.each(DIALECTS)(
  "%s.serialize of parsed components, one field changed: the string reads back as them, or a TypeError",
  (name, serialize, parse) => {
    const top =
      name === "rfc1738" ? "url" : name === "rfc1808" ? "URL" : "URI-reference";
    const strings = bnfStrings(
      name as "rfc1738" | "rfc1808" | "rfc2396" | "rfc2732" | "rfc3986",
    );
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom("", "/", "//x", "a:b", "?", "#", ";", "@", "..", "%41"),
      strings.member(top),
      fc.string({ maxLength: 8 }),
    );
    test("property", () => {
      fc.assert(
        fc.property(strings.member(top), value, fc.nat(), (s, v, k) => {
          let parsed: Record<string, unknown>;
          try {
            parsed = parse(s) as Record<string, unknown>;
          } catch {
            return; // (RFC 1738: a url whose scheme is no member of the BNF's lowercase scheme)
          }
          expect(serialize(parsed)).toBe(s);
          const keys = Object.keys(parsed);
          const changed = { ...parsed, [keys[k % keys.length]!]: v };
          let text: string;
          try {
            text = serialize(changed);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            return;
          }
          // What it wrote reads back, and writes back, as itself.
          expect(serialize(parse(text))).toBe(text);
        }),
        { numRuns: 1500, seed: 9 },
      );
    });
  },
);
