// The properties of a dialect on RFC 2396's grammar or a variant's
// (src/rfc2396, src/rfc2732), over sentences generated from the dialect's
// BNF: serialize(parse(s)) === s; resolve gives an absolute URI; an absolute
// reference resolves to itself; normalize gives a reference of the dialect and
// is idempotent; parse, resolve and normalize throw only their typed errors,
// on any string. Each dialect's NAME-properties.test.ts calls it.
import fc from "fast-check";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import type { ProofDialectName } from "./dialects";
import {
  EVERY_RULE_RUNS,
  HOSTILE_RUNS,
  NON_STRING_RUNS,
  RUNS,
  bnfStrings,
  expectOnly,
  hostileStrings,
  notAString,
  sometimesWithFragment,
  stringsForEveryRule,
  withFragment,
  withoutFragment,
} from "./properties";

/** What the properties call of a dialect module. */
export interface Rfc2396Face<
  Rule extends string,
  Reference extends { readonly form: string },
> {
  readonly rules: readonly Rule[];
  parse(input: string): Reference;
  tryParse(input: string): unknown;
  isValid(input: string, rule?: Rule): boolean;
  serialize(components: NoInfer<Reference>): string;
  resolve(base: string, reference: string): string;
  normalize(input: string): string;
}

export function describeRfc2396Properties<
  Rule extends string,
  Reference extends { readonly form: string },
>(
  dialect: ProofDialectName,
  module: Rfc2396Face<Rule, Reference>,
  /** BNF rules whose near misses are thrown at the dialect, besides URI-reference and absoluteURI. */
  moreHostileRules: readonly string[] = [],
): void {
  const { isValid, parse, resolve, normalize, serialize, tryParse } = module;
  const strings = bnfStrings(dialect);
  const { member } = strings;
  const absoluteURI = "absoluteURI" as Rule;

  /** What parse accepts: URI-reference, and "?" query (Appendix C's "?y"). */
  const reference = fc.oneof(
    { weight: 9, arbitrary: member("URI-reference") },
    { weight: 1, arbitrary: member("query").map((q) => `?${q}`) },
  );
  const absolute = member("absoluteURI");
  /** An absolute URI, with a fragment now and then (resolve ignores a base's fragment). */
  const base = sometimesWithFragment(absolute, member("fragment"));

  test("serialize(parse(s)) === s", () => {
    fc.assert(
      fc.property(reference, (s) => {
        expect(serialize(parse(s))).toBe(s);
      }),
      RUNS,
    );
  });

  test("resolve(base, ref) is an absolute URI (with the reference's fragment), or the base is opaque", () => {
    fc.assert(
      fc.property(base, reference, (b, ref) => {
        let result: string;
        try {
          result = resolve(b, ref);
        } catch (error) {
          expect(error).toBeInstanceOf(UrlResolutionError);
          expect({
            code: (error as UrlResolutionError).code,
            form: parse(b).form,
          }).toEqual({ code: "base-not-hierarchical", form: "opaque" });
          return;
        }
        expect({
          result,
          absoluteURI: isValid(withoutFragment(result), absoluteURI),
        }).toEqual({
          result,
          absoluteURI: true,
        });
        expect(isValid(result)).toBe(true);
      }),
      RUNS,
    );
  });

  test("an absolute reference resolves to itself (default options)", () => {
    const absoluteReference = fc.oneof(
      absolute,
      withFragment(absolute, member("fragment")),
    );
    fc.assert(
      fc.property(base, absoluteReference, (b, ref) => {
        expect(resolve(b, ref)).toBe(ref);
      }),
      RUNS,
    );
  });

  test("normalize gives a reference of the dialect, and normalizing it again changes nothing", () => {
    fc.assert(
      fc.property(reference, (s) => {
        const normal = normalize(s);
        expect({
          normal,
          parses: tryParse(normal),
          again: normalize(normal),
        }).toEqual({
          normal,
          parses: expect.objectContaining({ ok: true }),
          again: normal,
        });
      }),
      RUNS,
    );
  });

  describe("parse, resolve and normalize throw only their typed errors, on any string", () => {
    const APPENDIX_C_BASE = "http://a/b/c/d;p?q";
    const only = expectOnly.bind(null, dialect);
    const everything = (s: string): void => {
      only([UrlSyntaxError], s, () => parse(s));
      only([], s, () => tryParse(s));
      only([UrlSyntaxError, UrlResolutionError], s, () =>
        resolve(APPENDIX_C_BASE, s),
      );
      only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, "g"));
      only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, s));
      only([UrlSyntaxError], s, () => normalize(s));
    };
    test.each(
      hostileStrings(strings, [
        "URI-reference",
        "absoluteURI",
        ...moreHostileRules,
      ]),
    )("%s", (_, hostile) => {
      fc.assert(fc.property(hostile, everything), HOSTILE_RUNS);
    });

    test("isValid, at every rule, answers without throwing", () => {
      fc.assert(
        fc.property(stringsForEveryRule(strings, "URI-reference"), (s) => {
          for (const rule of module.rules)
            expect(typeof isValid(s, rule)).toBe("boolean");
        }),
        EVERY_RULE_RUNS,
      );
    });

    test("a value that is not a string is a TypeError", () => {
      fc.assert(
        fc.property(notAString, (x) => {
          expect(() => parse(x as string)).toThrow(TypeError);
          expect(() => resolve(x as string, "g")).toThrow(TypeError);
          expect(() => resolve(APPENDIX_C_BASE, x as string)).toThrow(
            TypeError,
          );
          expect(() => normalize(x as string)).toThrow(TypeError);
        }),
        NON_STRING_RUNS,
      );
    });
  });
}
