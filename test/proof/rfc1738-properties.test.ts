// Properties of src/rfc1738 over sentences generated from section 5's BNF:
// serialize(parse(s)) === s, strict or not; every member is valid by the BNF's
// own answer (strict); the scheme's case is ignored unless strict; normalize
// gives a URL and is idempotent; there is no resolve, and it says so; parse and
// normalize throw only their typed errors, on any string.
import fc from "fast-check";
import { UrlSyntaxError } from "../../src/errors";
import {
  isValid,
  normalize,
  parse,
  resolve,
  rfc1738,
  rules,
  serialize,
  tryParse,
} from "../../src/rfc1738";
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

const strings = bnfStrings("rfc1738");
const url = strings.member("url");
const STRICT = { strict: true } as const;

test("serialize(parse(s)) === s, and with strict", () => {
  fc.assert(
    fc.property(url, (s) => {
      expect(serialize(parse(s))).toBe(s);
      expect(serialize(parse(s, STRICT))).toBe(s);
    }),
    RUNS,
  );
});

test("every member of url is valid, strict or not", () => {
  fc.assert(
    fc.property(url, (s) => {
      expect({
        strict: isValid(s, "url", STRICT),
        lenient: isValid(s, "url"),
      }).toEqual({ strict: true, lenient: true });
    }),
    RUNS,
  );
});

describe("section 5: the scheme is in lower case; interpreters should use case-ignore", () => {
  /** A member of url with some letters of its scheme (the text before the first ":") uppercased. */
  const cased = fc
    .tuple(url, fc.array(fc.boolean(), { maxLength: 40 }))
    .map(([s, upper]) => {
      const colon = s.indexOf(":");
      const scheme = [...s.slice(0, colon)]
        .map((c, i) => (upper[i] === true ? c.toUpperCase() : c))
        .join("");
      return { member: s, colon, cased: scheme + s.slice(colon) };
    });

  test("an uppercased scheme parses as the member does, keeps its case in rawScheme, and is invalid only when strict", () => {
    fc.assert(
      fc.property(cased, ({ member, colon, cased }) => {
        const changed = cased !== member;
        const parsed = parse(cased);
        expect({
          kind: parsed.kind,
          scheme: parsed.scheme,
          rawScheme: parsed.rawScheme,
          serialized: serialize(parsed),
          lenient: isValid(cased, "url"),
          strict: isValid(cased, "url", STRICT),
          strictParse: tryParse(cased, STRICT).ok,
        }).toEqual({
          kind: parse(member).kind,
          scheme: member.slice(0, colon),
          rawScheme: cased.slice(0, colon),
          serialized: cased,
          lenient: true,
          strict: !changed,
          strictParse: !changed,
        });
      }),
      RUNS,
    );
  });
});

test("normalize of a member is a member (strict), and normalizing it again changes nothing", () => {
  fc.assert(
    fc.property(url, fc.boolean(), (s, decodeUnreserved) => {
      const options = { decodeUnreserved };
      const normal = normalize(s, options);
      expect({
        normal,
        valid: isValid(normal, "url", STRICT),
        again: normalize(normal, options),
      }).toEqual({ normal, valid: true, again: normal });
    }),
    RUNS,
  );
});

test("RFC 1738 defines no relative URLs: resolve is the typed absence", () => {
  expect(typeof resolve).toBe("object");
  expect(resolve).toEqual({ defined: false, reason: expect.any(String) });
  expect(resolve.reason).not.toBe("");
  expect(rfc1738.resolve).toBe(resolve);
});

describe("parse and normalize throw only their typed errors, on any string", () => {
  const only = expectOnly.bind(null, "rfc1738");
  const everything = (s: string): void => {
    only([UrlSyntaxError], s, () => parse(s));
    only([UrlSyntaxError], s, () => parse(s, STRICT));
    only([], s, () => tryParse(s));
    only([], s, () => tryParse(s, STRICT));
    only([UrlSyntaxError], s, () => normalize(s));
    only([UrlSyntaxError], s, () => normalize(s, { decodeUnreserved: true }));
  };
  test.each(hostileStrings(strings, ["url", "genericurl"]))(
    "%s",
    (_, hostile) => {
      fc.assert(fc.property(hostile, everything), HOSTILE_RUNS);
    },
  );

  test("isValid, at every rule, strict or not, answers without throwing", () => {
    fc.assert(
      fc.property(stringsForEveryRule(strings, "url"), (s) => {
        for (const rule of rules) {
          expect(typeof isValid(s, rule)).toBe("boolean");
          expect(typeof isValid(s, rule, STRICT)).toBe("boolean");
        }
      }),
      EVERY_RULE_RUNS,
    );
  });

  test("a value that is not a string is a TypeError (and is not valid)", () => {
    fc.assert(
      fc.property(notAString, (x) => {
        expect(() => parse(x as string)).toThrow(TypeError);
        expect(() => parse(x as string, STRICT)).toThrow(TypeError);
        expect(() => normalize(x as string)).toThrow(TypeError);
        expect(isValid(x as string)).toBe(false);
        expect(isValid(x as string, "url", STRICT)).toBe(false);
      }),
      NON_STRING_RUNS,
    );
  });
});
