// Text that is not well-formed Unicode: a lone surrogate has no UTF-8 octets,
// so every dialect's escape (for every component) and unescapeOctets throw
// UrlEncodingError (code "lone-surrogate") at the surrogate's offset.
import fc from "fast-check";
import { UrlEncodingError } from "../../src/errors";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";

/** Each dialect's escape and the components it knows. */
const DIALECTS: readonly [
  string,
  (text: string, component: string) => string,
  readonly string[],
][] = [
  [
    "rfc1738",
    rfc1738.escape as (t: string, c: string) => string,
    ["user", "hsegment", "search", "selector", "encoded822addr", "fieldvalue"],
  ],
  [
    "rfc1808",
    rfc1808.escape as (t: string, c: string) => string,
    ["segment", "param", "net_loc", "query", "fragment", "user", "password"],
  ],
  [
    "rfc2396",
    rfc2396.escape as (t: string, c: string) => string,
    ["segment", "param", "query", "fragment", "userinfo", "reg_name"],
  ],
];

/** The text, and the offset of its first lone surrogate. */
const CASES: readonly [string, string, number][] = [
  ["a high surrogate at the end", "a\uD800", 1],
  ["a low surrogate alone", "a\uDC00b", 1],
  ["a high surrogate before a non-surrogate", "\uD83Dx", 0],
  ["two high surrogates", "ab\uD800\uD800\uDC00", 2],
  ["a pair, then a lone low surrogate", "\uD83D\uDE00\uDE00", 2],
];

/** Strings of any code points, with surrogate halves among them (paired by chance, or not). */
const textWithSurrogates = fc.string({
  unit: fc.oneof(
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    fc.constantFrom("\uD800", "\uD83D", "\uDBFF", "\uDC00", "\uDE00", "\uDFFF"),
  ),
});

const UNESCAPE_OCTETS = new Map<string, (text: string) => Uint8Array>([
  ["rfc1738", rfc1738.unescapeOctets],
  ["rfc1808", rfc1808.unescapeOctets],
  ["rfc2396", rfc2396.unescapeOctets],
]);

describe.each(DIALECTS)("%s escape", (name, escape, components) => {
  test.each(CASES)("%s: UrlEncodingError at the surrogate", (__, text, at) => {
    for (const component of components) {
      let thrown: unknown;
      try {
        escape(text, component);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(UrlEncodingError);
      expect({
        code: (thrown as UrlEncodingError).code,
        offset: (thrown as UrlEncodingError).offset,
        input: (thrown as UrlEncodingError).input,
      }).toEqual({ code: "lone-surrogate", offset: at, input: text });
    }
  });

  test.each(CASES)(
    "%s: unescapeOctets throws UrlEncodingError at the surrogate",
    (__, text, at) => {
      const octets = UNESCAPE_OCTETS.get(name)!;
      for (const around of [text, `%41${text}`, `${text}%41`]) {
        let thrown: unknown;
        try {
          octets(around);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(UrlEncodingError);
        expect((thrown as UrlEncodingError).offset).toBe(
          around.startsWith("%") ? at + 3 : at,
        );
      }
    },
  );

  test("any string: escape returns, or throws UrlEncodingError at the first lone surrogate", () => {
    fc.assert(
      fc.property(
        textWithSurrogates,
        fc.constantFrom(...components),
        (text, component) => {
          const lone = text.search(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
          if (lone < 0) {
            expect(typeof escape(text, component)).toBe("string");
            return;
          }
          expect(() => escape(text, component)).toThrow(UrlEncodingError);
          try {
            escape(text, component);
          } catch (error) {
            expect((error as UrlEncodingError).offset).toBe(lone);
          }
        },
      ),
      { numRuns: 500, seed: 10 },
    );
  });
});
