// Properties of src/rfc3986 over sentences generated from Appendix A's ABNF
// (grammars/bnf/rfc3986.abnf), independently of the dialect's own property
// tests (test/rfc3986/properties.test.ts build their input by hand):
// serialize(parse(s)) === s; resolve gives a URI with the reference's
// fragment (section 5.2.2: T.fragment = R.fragment); a URI resolves to
// itself, whatever the base, when its path has no dot segments; normalize
// gives a URI reference and is idempotent; parse, resolve and normalize throw
// only their typed errors, on any string.
import fc from "fast-check";
import { UrlResolutionError, UrlSyntaxError } from "../../src/errors";
import {
  isValid,
  normalize,
  parse,
  resolve,
  rules,
  serialize,
  tryParse,
} from "../../src/rfc3986";
import {
  EVERY_RULE_RUNS,
  HOSTILE_RUNS,
  NON_STRING_RUNS,
  RUNS,
  bnfStrings,
  expectOnly,
  hostileStrings,
  notAString,
  stringsForEveryRule,
} from "./properties";

const strings = bnfStrings("rfc3986");
const { member } = strings;

const reference = member("URI-reference");
/** A base: a URI (with a fragment now and then, which resolution ignores). */
const base = member("URI");

/** Whether a path has a "." or ".." segment (section 5.2.4 removes them). */
const hasDotSegments = (path: string): boolean =>
  path.split("/").some((segment) => segment === "." || segment === "..");

test("serialize(parse(s)) === s", () => {
  fc.assert(
    fc.property(reference, (s) => {
      expect(serialize(parse(s))).toBe(s);
    }),
    RUNS,
  );
});

test("resolve(base, ref) is a URI, with the reference's fragment (section 5.2.2)", () => {
  fc.assert(
    fc.property(base, reference, (b, ref) => {
      const result = resolve(b, ref);
      expect({
        result,
        URI: isValid(result, "URI"),
        fragment: parse(result).fragment,
      }).toEqual({ result, URI: true, fragment: parse(ref).fragment });
    }),
    RUNS,
  );
});

test("a URI whose path has no dot segments resolves to itself, whatever the base", () => {
  fc.assert(
    fc.property(
      base,
      member("URI").filter((u) => !hasDotSegments(parse(u).path)),
      (b, uri) => {
        expect(resolve(b, uri)).toBe(uri);
      },
    ),
    RUNS,
  );
});

test("normalize of a URI reference is one, and normalizing it again changes nothing", () => {
  fc.assert(
    fc.property(reference, (s) => {
      const normal = normalize(s);
      expect({
        normal,
        valid: isValid(normal),
        again: normalize(normal),
      }).toEqual({ normal, valid: true, again: normal });
    }),
    RUNS,
  );
});

describe("parse, resolve and normalize throw only their typed errors, on any string", () => {
  const SECTION_5_4_BASE = "http://a/b/c/d;p?q";
  const only = expectOnly.bind(null, "rfc3986");
  const everything = (s: string): void => {
    only([UrlSyntaxError], s, () => parse(s));
    only([], s, () => tryParse(s));
    only([UrlSyntaxError], s, () => resolve(SECTION_5_4_BASE, s));
    only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, "g"));
    only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, s));
    only([UrlSyntaxError], s, () => normalize(s));
  };
  test.each(
    hostileStrings(strings, [
      "URI-reference",
      "URI",
      "IPv6address",
      "authority",
    ]),
  )("%s", (_, hostile) => {
    fc.assert(fc.property(hostile, everything), HOSTILE_RUNS);
  });

  test("isValid, at every rule, answers without throwing", () => {
    fc.assert(
      fc.property(stringsForEveryRule(strings, "URI-reference"), (s) => {
        for (const rule of rules)
          expect(typeof isValid(s, rule)).toBe("boolean");
      }),
      EVERY_RULE_RUNS,
    );
  });

  test("a value that is not a string is a TypeError (and is not valid)", () => {
    fc.assert(
      fc.property(notAString, (x) => {
        expect(() => parse(x as string)).toThrow(TypeError);
        expect(() => resolve(x as string, "g")).toThrow(TypeError);
        expect(() => resolve(SECTION_5_4_BASE, x as string)).toThrow(TypeError);
        expect(() => normalize(x as string)).toThrow(TypeError);
        expect(isValid(x as string)).toBe(false);
      }),
      NON_STRING_RUNS,
    );
  });
});
