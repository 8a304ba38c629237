// Properties of src/rfc1808 over sentences generated from section 2.2's BNF:
// serialize(parse(s)) === s; resolve (section 4) gives an absolute URL; an
// absolute URL resolves to itself (step 2b); normalize gives a URL and is
// idempotent; parse, resolve and normalize throw only their typed errors, on
// any string.
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
} from "../../src/rfc1808";
import { resolveParsed } from "../../src/rfc1808/resolve";
import { recomposeAny, type Rfc1808Parts } from "../../src/rfc1808/serialize";
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

const strings = bnfStrings("rfc1808");
const { member } = strings;

const absolute = member("absoluteURL");
const fragment = member("fragment");
/**
 * absoluteURL's second branch, scheme ":" *( uchar | reserved ), where
 * generic-RL cannot read it: "//" net_loc, then a path that begins with "/"
 * (fsegment = 1*pchar). Members of absoluteURL almost never are.
 */
const opaque = fc
  .tuple(member("scheme"), member("net_loc"), member("query"))
  .map(([scheme, netLoc, rest]) => `${scheme}://${netLoc}//${rest}`);
/** An absolute URL, opaque now and then. */
const absoluteOrOpaque = fc.oneof(
  { weight: 3, arbitrary: absolute },
  { weight: 1, arbitrary: opaque },
);
/** URL = ( absoluteURL | relativeURL ) [ "#" fragment ], opaque now and then. */
const url = fc.oneof(
  { weight: 9, arbitrary: member("URL") },
  { weight: 1, arbitrary: sometimesWithFragment(opaque, fragment) },
);
/** An absolute URL, with a fragment now and then. */
const base = sometimesWithFragment(absoluteOrOpaque, fragment);

test("serialize(parse(s)) === s", () => {
  fc.assert(
    fc.property(url, (s) => {
      expect(serialize(parse(s))).toBe(s);
    }),
    RUNS,
  );
});

test("resolve(base, ref) is an absolute URL with the reference's fragment, or the base is no generic-RL", () => {
  fc.assert(
    fc.property(base, url, (b, ref) => {
      let result: string;
      try {
        result = resolve(b, ref);
      } catch (error) {
        // Step 2c: a relative URL has nothing to inherit from an opaque base.
        expect(error).toBeInstanceOf(UrlResolutionError);
        expect({
          code: (error as UrlResolutionError).code,
          form: parse(b).form,
          ref: parse(ref).kind,
        }).toEqual({
          code: "base-not-hierarchical",
          form: "opaque",
          ref: "relative",
        });
        return;
      }
      expect({
        result,
        absoluteURL: isValid(withoutFragment(result), "absoluteURL"),
        URL: isValid(result, "URL"),
        kind: parse(result).kind,
      }).toEqual({ result, absoluteURL: true, URL: true, kind: "absolute" });
      // Step 2a: the entirely empty URL is the base, fragment and all.
      const fragment = ref === "" ? parse(b).fragment : parse(ref).fragment;
      expect(parse(result).fragment).toBe(fragment);
    }),
    RUNS,
  );
});

test("what resolve writes reads back as the components resolution computed, a hierarchical URL where they are one", () => {
  fc.assert(
    fc.property(base, url, (b, ref) => {
      let parts: Rfc1808Parts;
      try {
        parts = resolveParsed(parse(b), b, parse(ref), ref);
      } catch (error) {
        expect(error).toBeInstanceOf(UrlResolutionError);
        return;
      }
      const result = resolve(b, ref);
      expect(result).toBe(recomposeAny(parts));
      const back = parse(result);
      if (parts.opaque !== undefined) {
        expect(back).toMatchObject({
          form: "opaque",
          scheme: parts.scheme,
          opaque: parts.opaque,
          fragment: parts.fragment,
        });
        return;
      }
      // Nothing gained or lost: the net_loc, the path and the rest are the
      // ones computed, and the URL is a generic-RL, which a base can be.
      expect(back.form).toBe("generic-RL");
      expect({
        scheme: back.scheme,
        netLoc: back.netLoc,
        path: back.path,
        pathAbsolute: back.pathAbsolute,
        params: back.params,
        query: back.query,
        fragment: back.fragment,
      }).toEqual({
        scheme: parts.scheme,
        netLoc: parts.netLoc,
        path: parts.path,
        pathAbsolute: parts.pathAbsolute,
        params: parts.params,
        query: parts.query,
        fragment: parts.fragment,
      });
      expect(() => resolve(result, "g")).not.toThrow();
    }),
    RUNS,
  );
});

// The finding from other projects' test suites: "..//d" against
// "http://a/b/c" was written "http://a//d", which RFC 1808 reads only as an
// opaque URL (a path's first segment cannot be empty), refused as a base.
test.each([
  ["http://a/b/c", "..//d", "http://a/.//d"],
  ["http://a/b/c", "/..//d", "http://a/..//d"],
  ["http:/b/c", "..//d", "http:/.//d"],
])("resolve(%j, %j) is %j, a generic-RL", (b, ref, expected) => {
  expect(resolve(b, ref)).toBe(expected);
  expect(parse(expected).form).toBe("generic-RL");
});

test("an absolute URL resolves to itself (step 2b)", () => {
  const absoluteReference = fc.oneof(
    absoluteOrOpaque,
    withFragment(absoluteOrOpaque, fragment),
  );
  fc.assert(
    fc.property(base, absoluteReference, (b, ref) => {
      expect(resolve(b, ref)).toBe(ref);
    }),
    RUNS,
  );
});

test("normalize of a URL is a URL, and normalizing it again changes nothing", () => {
  fc.assert(
    fc.property(url, fc.boolean(), fc.boolean(), (s, decode, dots) => {
      const options = { decodeUnreserved: decode, removeDotSegments: dots };
      const normal = normalize(s, options);
      expect({
        normal,
        valid: isValid(normal),
        again: normalize(normal, options),
      }).toEqual({ normal, valid: true, again: normal });
    }),
    RUNS,
  );
});

describe("parse, resolve and normalize throw only their typed errors, on any string", () => {
  /** Section 5's base. */
  const SECTION_5_BASE = "http://a/b/c/d;p?q#f";
  const only = expectOnly.bind(null, "rfc1808");
  const everything = (s: string): void => {
    only([UrlSyntaxError], s, () => parse(s));
    only([], s, () => tryParse(s));
    only([UrlSyntaxError, UrlResolutionError], s, () =>
      resolve(SECTION_5_BASE, s),
    );
    only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, "g"));
    only([UrlSyntaxError, UrlResolutionError], s, () => resolve(s, s));
    only([UrlSyntaxError], s, () => normalize(s));
    only([UrlSyntaxError], s, () =>
      normalize(s, { decodeUnreserved: true, removeDotSegments: true }),
    );
  };
  test.each(hostileStrings(strings, ["URL", "absoluteURL", "relativeURL"]))(
    "%s",
    (_, hostile) => {
      fc.assert(fc.property(hostile, everything), HOSTILE_RUNS);
    },
  );

  test("isValid, at every rule, answers without throwing", () => {
    fc.assert(
      fc.property(stringsForEveryRule(strings, "URL"), (s) => {
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
        expect(() => resolve(SECTION_5_BASE, x as string)).toThrow(TypeError);
        expect(() => normalize(x as string)).toThrow(TypeError);
        expect(isValid(x as string)).toBe(false);
      }),
      NON_STRING_RUNS,
    );
  });
});
