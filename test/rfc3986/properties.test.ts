// Properties of src/rfc3986 over references generated from Appendix A's
// rules (each form of each component, and the values that make the RFC's
// algorithms branch: dot segments, empty and undefined components, default
// ports, percent-encodings of unreserved characters):
//   - serialize(parse(s)) === s, and parse finds Appendix B's five components;
//   - resolve gives the target of section 5.2.2's pseudocode, computed here
//     again, literally, from Appendix B's split and the two-buffer
//     remove_dot_segments: its result parses back to those components (one
//     documented deviation: "//" at the start of a path without an authority
//     is written "/.//"), so no reference gains or loses an authority;
//   - an absolute reference resolves to itself, dot segments removed,
//     whatever the base;
//   - normalize is idempotent under every combination of its options, never
//     adds or removes an authority, and its result parses;
//   - escape and unescape are inverse, and escape's result is in its rule;
//   - on any string, only the typed errors are thrown.
import fc from "fast-check";
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
} from "../../src/errors";
import {
  escape,
  isValid,
  normalize,
  parse,
  resolve,
  serialize,
  tryParse,
  unescape,
  type Rfc3986EscapeComponent,
  type Rfc3986NormalizeOptions,
} from "../../src/rfc3986";

const RUNS = { numRuns: 1000, seed: 3986 };

const join = (parts: readonly string[]): string => parts.join("");
const chars = (set: string): fc.Arbitrary<string> => fc.constantFrom(...set);
const optional = (
  arbitrary: fc.Arbitrary<string>,
): fc.Arbitrary<string | undefined> =>
  fc.option(arbitrary, { nil: undefined, freq: 3 });

const unreserved = chars("aZz09-._~");
const subDelims = chars("!$&'()*+,;=");
const pctEncoded = fc.constantFrom(
  "%41",
  "%7e",
  "%7E",
  "%2F",
  "%2e",
  "%2E",
  "%20",
  "%c3%a9",
  "%3A",
);
const pchar = fc.oneof(unreserved, subDelims, pctEncoded, chars(":@"));
const segment = fc.oneof(
  fc.constantFrom("", ".", "..", "%2E", "%2e%2E"),
  fc.array(pchar, { maxLength: 4 }).map(join),
);
const segmentNz = fc.oneof(
  fc.constantFrom(".", ".."),
  fc.array(pchar, { minLength: 1, maxLength: 4 }).map(join),
);
const segmentNzNc = fc.oneof(
  fc.constantFrom(".", ".."),
  fc
    .array(fc.oneof(unreserved, subDelims, pctEncoded, chars("@")), {
      minLength: 1,
      maxLength: 4,
    })
    .map(join),
);
const moreSegments = fc
  .array(segment, { maxLength: 4 })
  .map((s) => s.map((x) => "/" + x).join(""));
const pathAbempty = moreSegments;
const pathAbsolute = fc
  .option(
    fc.tuple(segmentNz, moreSegments).map(([a, b]) => a + b),
    {
      nil: "",
    },
  )
  .map((rest) => "/" + rest);
const pathRootless = fc.tuple(segmentNz, moreSegments).map(([a, b]) => a + b);
const pathNoscheme = fc.tuple(segmentNzNc, moreSegments).map(([a, b]) => a + b);
const queryOrFragment = fc
  .array(fc.oneof(pchar, chars("/?")), { maxLength: 5 })
  .map(join);

const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc
  .tuple(decOctet, decOctet, decOctet, decOctet)
  .map((o) => o.join("."));
const h16 = fc
  .array(chars("0123456789abcdefABCDEF"), { minLength: 1, maxLength: 4 })
  .map(join);
/** One of the nine forms of IPv6address, with pieces drawn at random. */
const ipv6 = fc
  .tuple(
    fc.integer({ min: 0, max: 8 }),
    fc.array(h16, { minLength: 8, maxLength: 8 }),
    fc.boolean(),
    ipv4,
  )
  .map(([form, pieces, v4, v4text]) => {
    // form 0: no "::"; form k: k pieces after "::" (as written in the ABNF).
    const after = [7, 7, 6, 5, 4, 3, 2, 1, 0][form] as number;
    const tail = (n: number): string => {
      if (n === 0) return "";
      if (n >= 2 && v4) return [...pieces.slice(0, n - 2), v4text].join(":");
      return pieces.slice(0, n).join(":");
    };
    if (form === 0) return tail(8);
    const before = pieces.slice(0, Math.max(0, 7 - after - (form % 3)));
    return before.join(":") + "::" + tail(after);
  });
const ipvFuture = fc
  .tuple(
    chars("vV"),
    fc.array(chars("0123456789aF"), { minLength: 1, maxLength: 2 }).map(join),
    fc
      .array(fc.oneof(unreserved, subDelims, chars(":")), {
        minLength: 1,
        maxLength: 4,
      })
      .map(join),
  )
  .map(([v, version, rest]) => `${v}${version}.${rest}`);
const regName = fc.oneof(
  fc.constantFrom("", "a", "Example.COM", "1.2.3.256", "1.2.3.4x", "%41b"),
  fc
    .array(fc.oneof(unreserved, subDelims, pctEncoded), { maxLength: 5 })
    .map(join),
);
const host = fc.oneof(
  regName,
  ipv4,
  ipv6.map((a) => `[${a}]`),
  ipvFuture.map((a) => `[${a}]`),
);
const authority = fc
  .tuple(
    optional(fc.constantFrom("", "u", "u:p", "%41:b")),
    host,
    optional(fc.constantFrom("", "80", "443", "0080", "21", "8042")),
  )
  .map(
    ([userinfo, h, port]) =>
      (userinfo === undefined ? "" : userinfo + "@") +
      h +
      (port === undefined ? "" : ":" + port),
  );
const scheme = fc.oneof(
  fc.constantFrom("http", "HTTP", "https", "ftp", "foo", "urn"),
  fc
    .tuple(chars("aZ"), fc.array(chars("a1+-."), { maxLength: 3 }).map(join))
    .map(([a, b]) => a + b),
);
const tail = fc
  .tuple(optional(queryOrFragment), optional(queryOrFragment))
  .map(
    ([query, fragment]) =>
      (query === undefined ? "" : "?" + query) +
      (fragment === undefined ? "" : "#" + fragment),
  );
const hierPart = fc.oneof(
  fc.tuple(authority, pathAbempty).map(([a, p]) => "//" + a + p),
  pathAbsolute,
  pathRootless,
  fc.constant(""),
);
const relativePart = fc.oneof(
  fc.tuple(authority, pathAbempty).map(([a, p]) => "//" + a + p),
  pathAbsolute,
  pathNoscheme,
  fc.constant(""),
);
const uri = fc
  .tuple(scheme, hierPart, tail)
  .map(([s, h, t]) => `${s}:${h}${t}`);
const relativeRef = fc.tuple(relativePart, tail).map(([r, t]) => r + t);
const reference = fc.oneof(uri, relativeRef);

/** Appendix B's split: the five components of a URI reference. */
interface Five {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}
const APPENDIX_B =
  /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
function split(reference: string): Five {
  const m = APPENDIX_B.exec(reference) as RegExpExecArray;
  return {
    scheme: m[2],
    authority: m[4],
    path: m[5] as string,
    query: m[7],
    fragment: m[9],
  };
}
const fiveOf = (s: string): Five => {
  const { scheme: sc, authority: a, path, query, fragment } = parse(s);
  return { scheme: sc, authority: a, path, query, fragment };
};

/** Section 5.2.4's two string buffers, as written. */
function removeDotSegmentsLiterally(path: string): string {
  let input = path;
  let output = "";
  while (input !== "") {
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./")) input = input.slice(2);
    else if (input.startsWith("/./")) input = input.slice(2);
    else if (input === "/.") input = "/";
    else if (input.startsWith("/../") || input === "/..") {
      input = "/" + input.slice(input === "/.." ? 3 : 4);
      output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
    } else if (input === "." || input === "..") input = "";
    else {
      const slash = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const end = slash < 0 ? input.length : slash;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

/** Section 5.2.2's pseudocode, line by line, on Appendix B's components. */
function target(
  baseText: string,
  referenceText: string,
  strict: boolean,
): Five {
  const base = split(baseText);
  const r = split(referenceText);
  const rds = removeDotSegmentsLiterally;
  let rScheme = r.scheme;
  if (
    !strict &&
    rScheme !== undefined &&
    rScheme.toLowerCase() === (base.scheme as string).toLowerCase()
  )
    rScheme = undefined;
  if (rScheme !== undefined) {
    return { ...r, scheme: rScheme, path: rds(r.path) };
  }
  if (r.authority !== undefined) {
    return { ...r, scheme: base.scheme, path: rds(r.path) };
  }
  let path: string;
  let query: string | undefined;
  if (r.path === "") {
    path = base.path;
    query = r.query !== undefined ? r.query : base.query;
  } else {
    if (r.path.startsWith("/")) {
      path = rds(r.path);
    } else {
      const merged =
        base.authority !== undefined && base.path === ""
          ? "/" + r.path
          : base.path.slice(0, base.path.lastIndexOf("/") + 1) + r.path;
      path = rds(merged);
    }
    query = r.query;
  }
  return {
    scheme: base.scheme,
    authority: base.authority,
    path,
    query,
    fragment: r.fragment,
  };
}

/** What the result reads back as: the target, with the deviation of "//" written "/.//" without an authority. */
const readBack = (t: Five): Five =>
  t.authority === undefined && t.path.startsWith("//")
    ? { ...t, path: "/." + t.path }
    : t;

describe("the generated references are members of URI-reference", () => {
  test("each one, and of URI or relative-ref as generated", () => {
    fc.assert(
      fc.property(uri, relativeRef, (u, r) => {
        expect([u, isValid(u, "URI"), r, isValid(r, "relative_ref")]).toEqual([
          u,
          true,
          r,
          true,
        ]);
      }),
      RUNS,
    );
  });
});

test("serialize(parse(s)) === s, and parse finds Appendix B's components", () => {
  fc.assert(
    fc.property(reference, (s) => {
      expect(serialize(parse(s))).toBe(s);
      expect(fiveOf(s)).toEqual(split(s));
    }),
    RUNS,
  );
});

describe("resolve", () => {
  test.each([true, false])(
    "strict: %s; the result parses back to section 5.2.2's target",
    (strict) => {
      fc.assert(
        fc.property(uri, reference, (base, ref) => {
          const result = resolve(base, ref, { strict });
          expect({ base, ref, result: fiveOf(result) }).toEqual({
            base,
            ref,
            result: readBack(target(base, ref, strict)),
          });
          expect(parse(result).kind).toBe("URI");
        }),
        RUNS,
      );
    },
  );

  test("no reference gains or loses an authority: the target has the authority the pseudocode gives it", () => {
    fc.assert(
      fc.property(uri, relativeRef, (base, ref) => {
        const expected = split(ref).authority ?? split(base).authority;
        expect(parse(resolve(base, ref)).authority).toBe(expected);
      }),
      RUNS,
    );
  });

  test("an absolute reference resolves to itself, dot segments removed, whatever the base", () => {
    fc.assert(
      fc.property(uri, uri, uri, (base1, base2, ref) => {
        const result = resolve(base1, ref);
        expect(resolve(base2, ref)).toBe(result);
        const r = split(ref);
        expect(fiveOf(result)).toEqual(
          readBack({ ...r, path: removeDotSegmentsLiterally(r.path) }),
        );
      }),
      RUNS,
    );
  });

  test("a relative reference takes the base's scheme", () => {
    fc.assert(
      fc.property(uri, relativeRef, (base, ref) => {
        expect(parse(resolve(base, ref)).scheme).toBe(split(base).scheme);
      }),
      RUNS,
    );
  });
});

describe("normalize", () => {
  const KEYS = [
    "caseNormalization",
    "percentEncodingNormalization",
    "pathSegmentNormalization",
    "schemeBasedNormalization",
  ] as const;
  const combinations: Rfc3986NormalizeOptions[] = Array.from(
    { length: 16 },
    (_, bits) =>
      Object.fromEntries(KEYS.map((key, i) => [key, (bits & (1 << i)) !== 0])),
  );

  test.each(combinations)(
    "%j: idempotent, parses, keeps the authority's presence",
    (options) => {
      fc.assert(
        fc.property(reference, (s) => {
          const once = normalize(s, options);
          expect({ s, twice: normalize(once, options) }).toEqual({
            s,
            twice: once,
          });
          expect(isValid(once)).toBe(true);
          const before = parse(s);
          const after = parse(once);
          expect([s, after.kind, after.authority === undefined]).toEqual([
            s,
            before.kind,
            before.authority === undefined,
          ]);
        }),
        { numRuns: 300, seed: 3986 },
      );
    },
  );

  test("a reference is equivalent to its normal form", () => {
    fc.assert(
      fc.property(reference, (s) => {
        expect(normalize(normalize(s))).toBe(normalize(s));
      }),
      RUNS,
    );
  });
});

describe("escape and unescape", () => {
  const components: Rfc3986EscapeComponent[] = [
    "segment",
    "segment_nz_nc",
    "query",
    "fragment",
    "userinfo",
    "reg_name",
  ];
  test.each(components)("%s: inverse, and in the component's rule", (c) => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (text) => {
        const escaped = escape(text, c);
        expect(unescape(escaped)).toBe(text);
        expect(isValid(escaped, c)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("on any string, only the typed errors", () => {
  const only = (
    allowed: (new (...args: never[]) => Error)[],
    run: () => unknown,
  ): void => {
    try {
      run();
    } catch (error) {
      expect(allowed.some((type) => error instanceof type)).toBe(true);
    }
  };
  const anyString = fc.oneof(
    fc.string({ unit: "binary" }),
    fc
      .array(fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/?#[]%v \u00e9"), {
        maxLength: 20,
      })
      .map(join),
    reference.map((s) => s + "\u0000"),
  );

  test("parse, tryParse, resolve, normalize, unescape", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        only([UrlSyntaxError], () => parse(s));
        only([], () => tryParse(s));
        only([UrlSyntaxError, UrlResolutionError], () =>
          resolve("http://a/b/c/d;p?q", s),
        );
        only([UrlSyntaxError, UrlResolutionError], () => resolve(s, "g"));
        only([UrlSyntaxError], () => normalize(s));
        only([UrlSyntaxError, UrlEncodingError], () => unescape(s));
        expect(typeof isValid(s)).toBe("boolean");
      }),
      RUNS,
    );
  });
});
