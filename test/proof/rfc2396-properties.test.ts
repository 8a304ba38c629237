// Properties of src/rfc2396 over sentences generated from Appendix A's BNF:
// serialize(parse(s)) === s; resolve gives an absolute URI; an absolute
// reference resolves to itself; parse and resolve throw only their typed
// errors, on any string.
import fc from "fast-check";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import {
  isValid,
  parse,
  resolve,
  rules,
  serialize,
  tryParse,
} from "../../src/rfc2396";
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

const strings = bnfStrings("rfc2396");
const { member } = strings;

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
        absoluteURI: isValid(withoutFragment(result), "absoluteURI"),
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

describe("parse and resolve throw only their typed errors, on any string", () => {
  const APPENDIX_C_BASE = "http://a/b/c/d;p?q";
  const only = expectOnly.bind(null, "rfc2396");
  const everything = (s: string): void => {
    only([UrlSyntaxError], s, () => parse(s));
    only([], s, () => tryParse(s));
    only([UrlSyntaxError, UrlResolutionError], s, () =>
      resolve(APPENDIX_C_BASE, s),
    );
    only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, "g"));
    only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, s));
  };
  test.each(hostileStrings(strings, ["URI-reference", "absoluteURI"]))(
    "%s",
    (_, hostile) => {
      fc.assert(fc.property(hostile, everything), HOSTILE_RUNS);
    },
  );

  test("isValid, at every rule, answers without throwing", () => {
    fc.assert(
      fc.property(stringsForEveryRule(strings, "URI-reference"), (s) => {
        for (const rule of rules)
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
        expect(() => resolve(APPENDIX_C_BASE, x as string)).toThrow(TypeError);
      }),
      NON_STRING_RUNS,
    );
  });
});
