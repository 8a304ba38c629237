// split: each RFC's own algorithm for breaking any string into components
// (RFC 1808 section 2.4, RFC 2396 and RFC 3986 Appendix B), its examples, the
// law that it agrees with parse on every member of the grammar, and the
// strings where the two part ways.
import fc from "fast-check";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import { appendixBGroups } from "../../src/shared/appendix-b";
import { RUNS, bnfStrings, hostileStrings } from "../proof/properties";

describe("RFC 2396 Appendix B and RFC 3986 Appendix B", () => {
  // Both appendices: "http://www.ics.uci.edu/pub/ietf/uri/#Related results in
  // the following subexpression matches:"
  test("the subexpression matches of the example, verbatim", () => {
    const groups = appendixBGroups(
      "http://www.ics.uci.edu/pub/ietf/uri/#Related",
    );
    expect(groups.slice(1)).toEqual([
      "http:", //             $1 = http:
      "http", //              $2 = http
      "//www.ics.uci.edu", // $3 = //www.ics.uci.edu
      "www.ics.uci.edu", //   $4 = www.ics.uci.edu
      "/pub/ietf/uri/", //    $5 = /pub/ietf/uri/
      undefined, //           $6 = <undefined>
      undefined, //           $7 = <undefined>
      "#Related", //          $8 = #Related
      "Related", //           $9 = Related
    ]);
  });

  // "scheme = $2, authority = $4, path = $5, query = $7, fragment = $9"
  test.each([
    ["rfc2396", rfc2396.split],
    ["rfc2732", rfc2732.split],
    ["rfc3986", rfc3986.split],
  ] as const)("%s.split: $2, $4, $5, $7, $9", (_, split) => {
    expect(split("http://www.ics.uci.edu/pub/ietf/uri/#Related")).toEqual({
      scheme: "http",
      authority: "www.ics.uci.edu",
      path: "/pub/ietf/uri/",
      query: undefined,
      fragment: "Related",
      inGrammar: true,
    });
  });

  test.each([
    ["", { path: "" }],
    ["?", { path: "", query: "" }],
    ["#", { path: "", fragment: "" }],
    ["//", { authority: "", path: "" }],
    ["a:", { scheme: "a", path: "" }],
    [":a", { path: ":a" }],
    ["/a:b", { path: "/a:b" }],
    ["a?b?c#d#e", { path: "a", query: "b?c", fragment: "d#e" }],
    ["//a/b?c#d", { authority: "a", path: "/b", query: "c", fragment: "d" }],
  ])("%j: undefined and empty apart", (input, expected) => {
    expect(rfc3986.split(input)).toEqual({
      scheme: undefined,
      authority: undefined,
      query: undefined,
      fragment: undefined,
      inGrammar: expect.any(Boolean),
      ...expected,
    });
  });
});

describe("RFC 1808 section 2.4", () => {
  // Section 5's base, and references of its table: each step takes its part.
  test.each([
    [
      "http://a/b/c/d;p?q#f",
      {
        scheme: "http",
        netLoc: "a",
        path: "b/c/d",
        pathAbsolute: true,
        params: "p",
        query: "q",
        fragment: "f",
      },
    ],
    [
      "g;x?y#s",
      {
        path: "g",
        pathAbsolute: false,
        params: "x",
        query: "y",
        fragment: "s",
      },
    ],
    ["g:h", { scheme: "g", path: "h", pathAbsolute: false }],
    ["//g", { netLoc: "g", path: "", pathAbsolute: false }],
    ["/./g", { path: "./g", pathAbsolute: true }],
    [";x", { path: "", pathAbsolute: false, params: "x" }],
    ["?y", { path: "", pathAbsolute: false, query: "y" }],
    ["#s", { path: "", pathAbsolute: false, fragment: "s" }],
    // 2.4.1 before 2.4.2: a ":" after the "#" is the fragment's.
    ["a#b:c", { path: "a", pathAbsolute: false, fragment: "b:c" }],
    // 2.4.2: a character that cannot be in a scheme before the ":".
    ["a/b:c", { path: "a/b:c", pathAbsolute: false }],
    // 2.4.4 before 2.4.5: a ";" after the "?" is the query's.
    ["a?b;c", { path: "a", pathAbsolute: false, query: "b;c" }],
  ])("%j", (input, expected) => {
    // 2.4.1, 2.4.4, 2.4.5: an absent fragment, query or params "is empty".
    expect(rfc1808.split(input)).toEqual({
      scheme: undefined,
      netLoc: undefined,
      params: "",
      query: "",
      fragment: "",
      inGrammar: expect.any(Boolean),
      ...expected,
    });
  });
});

describe("RFC 1738 has no splitting algorithm", () => {
  test("a typed absence, as its resolve", () => {
    expect(rfc1738.split).toEqual({
      defined: false,
      reason: expect.stringContaining("no splitting algorithm"),
    });
  });
});

/** The components parse gives, in split's vocabulary. */
function parsedAppendixB(r: {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}) {
  return {
    scheme: r.scheme,
    authority: r.authority,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

describe("split and parse agree on the grammar's members", () => {
  test.each([
    ["rfc2396", "URI-reference", rfc2396],
    ["rfc2732", "URI-reference", rfc2732],
  ] as const)(
    "%s: a hierarchical or relative reference; an opaque URI's query is in its opaque_part",
    (dialect, rule, module) => {
      fc.assert(
        fc.property(bnfStrings(dialect).member(rule), (input) => {
          const parsed = module.parse(input);
          const split = module.split(input);
          expect(split.inGrammar).toBe(true);
          if (parsed.form === "opaque") {
            expect(split.scheme).toBe(parsed.scheme);
            expect(split.authority).toBeUndefined();
            expect(split.fragment).toBe(parsed.fragment);
            expect(
              split.path + (split.query === undefined ? "" : `?${split.query}`),
            ).toBe(parsed.opaque);
          } else {
            const { inGrammar, ...components } = split;
            expect(inGrammar).toBe(true);
            expect(components).toEqual(parsedAppendixB(parsed));
          }
        }),
        RUNS,
      );
    },
  );

  test("rfc3986: every URI-reference", () => {
    fc.assert(
      fc.property(bnfStrings("rfc3986").member("URI-reference"), (input) => {
        const { inGrammar, ...components } = rfc3986.split(input);
        expect(inGrammar).toBe(true);
        expect(components).toEqual(parsedAppendixB(rfc3986.parse(input)));
      }),
      RUNS,
    );
  });

  test("rfc1808: every URL but an opaque one", () => {
    fc.assert(
      fc.property(bnfStrings("rfc1808").member("URL"), (input) => {
        const parsed = rfc1808.parse(input);
        const { inGrammar, ...components } = rfc1808.split(input);
        expect(inGrammar).toBe(true);
        if (parsed.form === "opaque") return;
        // parse keeps absent and empty apart; section 2.4 reads both as empty.
        expect(components).toEqual({
          scheme: parsed.scheme,
          netLoc: parsed.netLoc,
          path: parsed.path,
          pathAbsolute: parsed.pathAbsolute,
          params: parsed.params ?? "",
          query: parsed.query ?? "",
          fragment: parsed.fragment ?? "",
        });
      }),
      RUNS,
    );
  });

  test.each(
    hostileStrings(bnfStrings("rfc2396"), [
      "URI-reference",
      "authority",
      "path_segments",
    ]),
  )("inGrammar is isValid, and split never throws: %s", (_, strings) => {
    fc.assert(
      fc.property(strings, (input) => {
        expect(rfc2396.split(input).inGrammar).toBe(rfc2396.isValid(input));
        expect(rfc3986.split(input).inGrammar).toBe(rfc3986.isValid(input));
        expect(rfc1808.split(input).inGrammar).toBe(rfc1808.isValid(input));
      }),
      RUNS,
    );
  });
});

describe("where split and parse part ways", () => {
  // The string, what split yields, and what parse makes of it.
  test.each([
    // A space: Appendix B takes any character; the grammar none in a host.
    [
      "rfc2396",
      "http://a b/",
      { authority: "a b", path: "/" },
      "rejects it at offset 8",
    ],
    [
      "rfc3986",
      "http://a b/",
      { authority: "a b", path: "/" },
      "rejects it at offset 8",
    ],
    // An IPv6 literal: RFC 2396's grammar has no "[" (RFC 2732 adds it).
    [
      "rfc2396",
      "http://[::1]/",
      { authority: "[::1]", path: "/" },
      "rejects it at offset 7",
    ],
    // An opaque URI: Appendix B reads a query, the grammar an opaque_part.
    [
      "rfc2396",
      "mailto:a?b",
      { path: "a", query: "b" },
      'reads the opaque_part "a?b" and no query',
    ],
    // RFC 1808's opaque URL: section 2.4 reads the generic parts of what the
    // grammar reads as one opaque string (a path's "//" is no rel_path).
    [
      "rfc1808",
      "http://a//d",
      { netLoc: "a", path: "/d", pathAbsolute: true },
      'reads the opaque URL "//a//d"',
    ],
  ] as const)("%s %j", (dialect, input, expected, parsed) => {
    const module = { rfc1808, rfc2396, rfc3986 }[dialect];
    expect(module.split(input)).toMatchObject(expected);
    const result = module.tryParse(input);
    if (parsed.startsWith("rejects")) {
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.offset).toBe(
        Number(parsed.split(" ").pop()),
      );
      expect(module.split(input).inGrammar).toBe(false);
    } else {
      expect(result.ok && "form" in result.value && result.value.form).toBe(
        "opaque",
      );
    }
  });

  // Listed as a difference, but section 2.4.3 ("up to, but not including,
  // the next slash") and the grammar (net_loc = *( pchar | ";" | "?" ))
  // both read "a?b" as the net_loc: they agree.
  test('rfc1808 "http://a?b": split and parse both read the net_loc "a?b"', () => {
    expect(rfc1808.split("http://a?b")).toMatchObject({
      netLoc: "a?b",
      query: "",
    });
    expect(rfc1808.parse("http://a?b")).toMatchObject({
      netLoc: "a?b",
      query: undefined,
    });
  });
});

describe("long and hostile input", () => {
  test("a megabyte splits in linear time", () => {
    const long = `http://${"a".repeat(1 << 19)}/${"b/".repeat(1 << 18)}?${"c".repeat(1 << 18)}`;
    const started = process.hrtime.bigint();
    expect(rfc3986.split(long).path.length).toBe((1 << 19) + 1);
    expect(rfc1808.split(long).query?.length).toBe(1 << 18);
    // A budget far above linear time, far below a quadratic one.
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(5);
  });

  test("a non-string is a TypeError", () => {
    expect(() => rfc2396.split(1 as never)).toThrow(TypeError);
    expect(() => rfc1808.split(null as never)).toThrow(TypeError);
  });
});
