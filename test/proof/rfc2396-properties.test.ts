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
import { PROOF_SEED } from "./agreement";
import { rfcBnf } from "./dialects";
import { Random, SentenceGenerator, nearMiss } from "./sentences";

const bnf = rfcBnf("rfc2396");
/** A fresh generator for each sample, so that a sample depends on its seed alone. */
const generate = (rule: string, random: Random): string =>
  new SentenceGenerator(bnf).member(rule, random);
const RUNS = { numRuns: 1000, seed: PROOF_SEED };
/** Fewer runs where each run parses and resolves five times. */
const HOSTILE_RUNS = { numRuns: 400, seed: PROOF_SEED };

/** Members of a BNF rule, drawn by seed. */
const member = (rule: string): fc.Arbitrary<string> =>
  fc.nat().map((seed) => generate(rule, new Random(seed)));

/** Near misses of a BNF rule's members, drawn by seed. */
const nearMissOf = (rule: string): fc.Arbitrary<string> =>
  fc.nat().map((seed) => {
    const random = new Random(seed);
    return nearMiss(generate(rule, random), random);
  });

/** What parse accepts: URI-reference, and "?" query (Appendix C's "?y"). */
const reference = fc.oneof(
  { weight: 9, arbitrary: member("URI-reference") },
  { weight: 1, arbitrary: member("query").map((q) => `?${q}`) },
);
const absolute = member("absoluteURI");
/** An absolute URI, with a fragment now and then (resolve ignores a base's fragment). */
const base = fc.oneof(
  { weight: 3, arbitrary: absolute },
  {
    weight: 1,
    arbitrary: fc
      .tuple(absolute, member("fragment"))
      .map(([uri, fragment]) => `${uri}#${fragment}`),
  },
);

/** The part before the fragment. */
const withoutFragment = (uri: string): string => {
  const hash = uri.indexOf("#");
  return hash < 0 ? uri : uri.slice(0, hash);
};

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
    fc
      .tuple(absolute, member("fragment"))
      .map(([uri, fragment]) => `${uri}#${fragment}`),
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
  const typedOnly = (input: string, run: () => unknown): void => {
    try {
      run();
    } catch (error) {
      if (error instanceof UrlSyntaxError) {
        expect(error.offset).toBeGreaterThanOrEqual(0);
        expect(error.offset).toBeLessThanOrEqual(error.input.length);
        return;
      }
      if (error instanceof UrlResolutionError) return;
      throw new Error(
        `${JSON.stringify(input)} made it throw ${String(error)}`,
      );
    }
  };
  const everything = (s: string): void => {
    typedOnly(s, () => parse(s));
    typedOnly(s, () => tryParse(s));
    typedOnly(s, () => resolve(APPENDIX_C_BASE, s));
    typedOnly(s, () => resolve(s, "g"));
    typedOnly(s, () => resolve(s, s));
  };
  const URL_CHARACTERS = [
    ..."%:/?#[]@!$&'()*+,;=.-_~<>\"{}|\\^` aZ09Ff",
    "\u00e9",
    "\u{1F600}",
    "\n",
  ];
  const rows: [string, fc.Arbitrary<string>][] = [
    ["fc.string()", fc.string()],
    ["full Unicode, lone surrogates included", fc.string({ unit: "binary" })],
    [
      "strings of URL characters",
      fc.string({ unit: fc.constantFrom(...URL_CHARACTERS), maxLength: 40 }),
    ],
    ["near misses of URI-reference", nearMissOf("URI-reference")],
    ["near misses of absoluteURI", nearMissOf("absoluteURI")],
  ];
  test.each(rows)("%s", (_, strings) => {
    fc.assert(fc.property(strings, everything), HOSTILE_RUNS);
  });

  test("isValid, at every rule, answers without throwing", () => {
    const strings = fc.oneof(
      fc.string(),
      nearMissOf("URI-reference"),
      fc.constantFrom(...rules).chain((rule) => nearMissOf(rule)),
    );
    fc.assert(
      fc.property(strings, (s) => {
        for (const rule of rules)
          expect(typeof isValid(s, rule)).toBe("boolean");
      }),
      { numRuns: 200, seed: PROOF_SEED },
    );
  });

  test("a value that is not a string is a TypeError", () => {
    fc.assert(
      fc.property(
        fc.anything().filter((x) => typeof x !== "string"),
        (x) => {
          expect(() => parse(x as string)).toThrow(TypeError);
          expect(() => resolve(x as string, "g")).toThrow(TypeError);
          expect(() => resolve(APPENDIX_C_BASE, x as string)).toThrow(
            TypeError,
          );
        },
      ),
      { numRuns: 300, seed: PROOF_SEED },
    );
  });
});
