// What resolve and normalize return, in every dialect, for every option:
//   - it reads back, by the dialect's parse, as the components they computed
//     (serialize, which checks that, writes the same string from them);
//   - no normalization gains, loses or changes an authority (net_loc), but by
//     the RFC's case, port and escape rules; no resolution gives the result an
//     authority other than the reference's own or, without one, the base's;
//   - normalizing twice changes nothing.
// The reproductions come first, one row each.
import fc from "fast-check";
import * as rfc1738 from "../../src/rfc1738";
import { normalUrl } from "../../src/rfc1738/normalize";
import * as rfc1808 from "../../src/rfc1808";
import { normalizeURL } from "../../src/rfc1808/normalize";
import { resolveParsed as resolve1808 } from "../../src/rfc1808/resolve";
import * as rfc2396 from "../../src/rfc2396";
import { normalParts } from "../../src/rfc2396/normalize";
import { resolveParsed as resolve2396 } from "../../src/rfc2396/resolve";
import { DEFAULT_PORTS } from "../../src/shared/default-ports";
import { UNRESERVED_SET as UNRESERVED_1738 } from "../../src/rfc1738/escape";
import { UNRESERVED_SET as UNRESERVED_1808 } from "../../src/rfc1808/escape";
import { UNRESERVED_SET as UNRESERVED_2396 } from "../../src/rfc2396/escape";
import { bnfStrings } from "../proof/properties";

const RUNS = { numRuns: 1500, seed: 1212 };

describe("the issue's reproductions", () => {
  test.each<[string, () => unknown, unknown]>([
    [
      'rfc2396.normalize("http:/.//evil.com/x", { removeDotSegments: true }) keeps it without an authority',
      () =>
        rfc2396.parse(
          rfc2396.normalize("http:/.//evil.com/x", { removeDotSegments: true }),
        ).authority,
      undefined,
    ],
    [
      "rfc2396.equivalent of it and http://evil.com/x, removing dot segments",
      () =>
        rfc2396.equivalent("http:/.//evil.com/x", "http://evil.com/x", {
          removeDotSegments: true,
        }),
      false,
    ],
    [
      'rfc1808.normalize("http:/.//evil.com/x", { removeDotSegments: true }) keeps it without a net_loc',
      () =>
        rfc1808.parse(
          rfc1808.normalize("http:/.//evil.com/x", { removeDotSegments: true }),
        ).netLoc,
      undefined,
    ],
    [
      'rfc1808.resolve("http://a/b/..//c", "g") reads back as a generic-RL with the net_loc a',
      () => {
        const url = rfc1808.parse(rfc1808.resolve("http://a/b/..//c", "g"));
        return [url.form, url.netLoc];
      },
      ["generic-RL", "a"],
    ],
    [
      'rfc1808.resolve("http://a/b/..//c", "g")',
      () => rfc1808.resolve("http://a/b/..//c", "g"),
      "http://a/.//g",
    ],
    [
      'rfc1808.resolve("http://a/b/c", "..//d")',
      () => rfc1808.resolve("http://a/b/c", "..//d"),
      "http://a/.//d",
    ],
    [
      'rfc1808.normalize("http://a/b/..//c", { removeDotSegments: true })',
      () => rfc1808.normalize("http://a/b/..//c", { removeDotSegments: true }),
      "http://a/.//c",
    ],
    [
      'rfc2396.normalize("http://%41.com/", { decodeUnreserved: true })',
      () => rfc2396.normalize("http://%41.com/", { decodeUnreserved: true }),
      // A reg_name that decoding would make a hostname keeps its escapes: a
      // normalization gives no reference a host it did not have.
      "http://%41.com/",
    ],
  ])("%s", (_, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

/** How each dialect's laws are checked. */
interface Laws {
  readonly name: "rfc1738" | "rfc1808" | "rfc2396";
  /** Every combination of the normalize options. */
  readonly normalizeOptions: readonly object[];
  /** Generated URLs the dialect parses. */
  readonly urls: fc.Arbitrary<string>;
  readonly normalize: (s: string, options: object) => string;
  /** What normalize computed, before it wrote it. */
  readonly normalComponents: (s: string, options: object) => unknown;
  readonly serialize: (components: unknown) => string;
  /** The dialect's unreserved characters, whose escapes decodeUnreserved decodes. */
  readonly unreserved: Uint8Array;
  /** The URL's scheme (lowercased) and its authority or net_loc as written, or undefined. */
  readonly authority: (s: string) => [string | undefined, string | undefined];
}

const BOOLEANS = [false, true];
const BOTH_OPTIONS = BOOLEANS.flatMap((decodeUnreserved) =>
  BOOLEANS.map((removeDotSegments) => ({
    decodeUnreserved,
    removeDotSegments,
  })),
);

/**
 * URLs made to meet the cases: dot segments and empty segments at the start
 * of the path, escapes of unreserved characters in the host, default ports,
 * upper case.
 */
function trickyUrls(authorities: readonly string[]): fc.Arbitrary<string> {
  const segment = fc.constantFrom(
    ".",
    "..",
    "",
    "a",
    "%2E",
    "%2e%2E",
    "b;p",
    "%41",
    "G",
  );
  return fc
    .record({
      scheme: fc.constantFrom("http", "HTTP", "foo", "ftp", "Foo+1"),
      authority: fc.option(fc.constantFrom(...authorities), { nil: undefined }),
      absolute: fc.boolean(),
      segments: fc.array(segment, { maxLength: 6 }),
      query: fc.option(fc.constantFrom("", "q", "%3d"), { nil: undefined }),
      fragment: fc.option(fc.constantFrom("", "f"), { nil: undefined }),
    })
    .map(
      (u) =>
        `${u.scheme}:` +
        (u.authority === undefined ? "" : `//${u.authority}`) +
        (u.absolute || u.authority !== undefined ? "/" : "") +
        u.segments.join("/") +
        (u.query === undefined ? "" : `?${u.query}`) +
        (u.fragment === undefined ? "" : `#${u.fragment}`),
    );
}
const AUTHORITIES = [
  "a",
  "A.B",
  "%41.com",
  "u@h:80",
  "U%3A@H:0080",
  "h:",
  "h:8080",
  "a?b",
  "",
  "1.2.3.4:21",
];

function parsesIn(parse: (s: string) => unknown) {
  return (s: string): boolean => {
    try {
      parse(s);
      return true;
    } catch {
      return false;
    }
  };
}

/** RFC 1738's authority: after "scheme:", the text from "//" to the next "/", if the URL has it. */
function schemepartAuthority(
  s: string,
): [string | undefined, string | undefined] {
  const colon = s.indexOf(":");
  const scheme = s.slice(0, colon).toLowerCase();
  const rest = s.slice(colon + 1);
  if (!rest.startsWith("//")) return [scheme, undefined];
  const slash = rest.indexOf("/", 2);
  return [scheme, rest.slice(2, slash < 0 ? rest.length : slash)];
}

const LAWS: readonly Laws[] = [
  {
    name: "rfc2396",
    normalizeOptions: BOTH_OPTIONS,
    urls: fc.oneof(
      bnfStrings("rfc2396").member("URI-reference"),
      trickyUrls(AUTHORITIES).filter(parsesIn(rfc2396.parse)),
    ),
    normalize: rfc2396.normalize,
    normalComponents: (s, o) => normalParts(s, rfc2396.parse, o),
    serialize: rfc2396.serialize as (c: unknown) => string,
    unreserved: UNRESERVED_2396,
    authority: (s) => {
      const r = rfc2396.parse(s);
      return [r.scheme?.toLowerCase(), r.authority];
    },
  },
  {
    name: "rfc1808",
    normalizeOptions: BOTH_OPTIONS,
    urls: fc.oneof(
      bnfStrings("rfc1808").member("URL"),
      trickyUrls(AUTHORITIES).filter(parsesIn(rfc1808.parse)),
    ),
    normalize: rfc1808.normalize,
    normalComponents: (s, o) => normalizeURL(s, rfc1808.parse, o),
    serialize: rfc1808.serialize as (c: unknown) => string,
    unreserved: UNRESERVED_1808,
    authority: (s) => {
      const r = rfc1808.parse(s);
      return [
        r.scheme?.toLowerCase(),
        r.form === "opaque" ? schemepartAuthority(s)[1] : r.netLoc,
      ];
    },
  },
  {
    name: "rfc1738",
    normalizeOptions: BOOLEANS.map((decodeUnreserved) => ({
      decodeUnreserved,
    })),
    urls: fc.oneof(
      bnfStrings("rfc1738").member("url"),
      trickyUrls(AUTHORITIES).filter(parsesIn(rfc1738.parse)),
    ),
    normalize: rfc1738.normalize,
    normalComponents: (s, o) => normalUrl(s, (t) => rfc1738.parse(t), o),
    serialize: rfc1738.serialize as (c: unknown) => string,
    unreserved: UNRESERVED_1738,
    authority: schemepartAuthority,
  },
];

/**
 * An authority as the RFCs' equivalence rules leave it: escapes of the
 * dialect's unreserved characters decoded, every other escape's hex
 * uppercased, all of it lowercased, a port's leading zeros dropped, and a port
 * that is empty or the scheme's default dropped; and a file URL's "localhost",
 * which RFC 1738 section 3.10 reads as the empty host.
 */
function equivalenceClass(
  unreserved: Uint8Array,
  scheme: string | undefined,
  authority: string | undefined,
): string | undefined {
  if (authority === undefined) return undefined;
  let text = authority
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code < 128 && unreserved[code] === 1
        ? String.fromCharCode(code)
        : `%${hex.toUpperCase()}`;
    })
    .toLowerCase();
  const port = /:(\d*)$/.exec(text);
  if (port !== null) {
    const digits = (port[1] as string).replace(/^0+(?=\d)/, "");
    const defaultPort =
      scheme !== undefined && Object.hasOwn(DEFAULT_PORTS, scheme)
        ? String(DEFAULT_PORTS[scheme])
        : undefined;
    text =
      text.slice(0, port.index) +
      (digits === "" || digits === defaultPort ? "" : `:${digits}`);
  }
  return scheme === "file" && text === "localhost" ? "" : text;
}

describe.each(LAWS)("$name normalize, for every option", (laws) => {
  const options = fc.constantFrom(...laws.normalizeOptions);

  test("reads back as the components it computed", () => {
    fc.assert(
      fc.property(laws.urls, options, (s, o) => {
        const normal = laws.normalize(s, o);
        expect(laws.serialize(laws.normalComponents(s, o))).toBe(normal);
      }),
      RUNS,
    );
  });

  test("gains, loses and changes no authority, but by case, port and escapes", () => {
    fc.assert(
      fc.property(laws.urls, options, (s, o) => {
        const [scheme, before] = laws.authority(s);
        const [, after] = laws.authority(laws.normalize(s, o));
        const same = (authority: string | undefined): string | undefined =>
          equivalenceClass(laws.unreserved, scheme, authority);
        expect({ s, authority: same(after) }).toEqual({
          s,
          authority: same(before),
        });
      }),
      RUNS,
    );
  });

  test("is idempotent", () => {
    fc.assert(
      fc.property(laws.urls, options, (s, o) => {
        const normal = laws.normalize(s, o);
        expect(laws.normalize(normal, o)).toBe(normal);
      }),
      RUNS,
    );
  });
});

describe("resolve", () => {
  const dotty = trickyUrls(AUTHORITIES);
  const references = fc.oneof(
    fc.constantFrom(
      "g",
      "..//d",
      "../..//g",
      ".//g",
      "./",
      "?y",
      "",
      "#s",
      "//h/x",
      "///g",
      "http:g",
    ),
    fc
      .array(fc.constantFrom(".", "..", "", "g", "%2E"), {
        minLength: 1,
        maxLength: 5,
      })
      .map((segments) => segments.join("/")),
  );

  test("rfc2396: reads back as the components it computed, with the reference's authority or the base's", () => {
    const options = fc.constantFrom<rfc2396.Rfc2396ResolveOptions>(
      {},
      { leftoverDotSegments: "remove" },
      { sameScheme: "relative" },
    );
    const bases = fc.oneof(bnfStrings("rfc2396").member("absoluteURI"), dotty);
    const refs = fc.oneof(
      bnfStrings("rfc2396").member("URI-reference"),
      references,
    );
    fc.assert(
      fc.property(bases, refs, options, (b, r, o) => {
        let base: rfc2396.Rfc2396Reference, ref: rfc2396.Rfc2396Reference;
        let result: string;
        try {
          base = rfc2396.parse(b);
          ref = rfc2396.parse(r);
          result = rfc2396.resolve(b, r, o);
        } catch {
          return;
        }
        const parts = resolve2396("rfc2396", base, b, ref, r, rfc2396.parse, o);
        expect(rfc2396.serialize(parts)).toBe(result);
        const authority = rfc2396.parse(result).authority;
        if (ref.kind === "relative") {
          expect(authority).toBe(ref.authority ?? base.authority);
        } else if (authority !== ref.authority) {
          // Only step 3's backwards compatibility ("http:g") inherits the base's.
          expect([o.sameScheme, ref.authority, authority]).toEqual([
            "relative",
            undefined,
            base.authority,
          ]);
        }
      }),
      RUNS,
    );
  });

  test("rfc1808: reads back as the components it computed (a generic-RL from a generic-RL base), with the reference's net_loc or the base's", () => {
    const bases = fc.oneof(bnfStrings("rfc1808").member("absoluteURL"), dotty);
    const refs = fc.oneof(bnfStrings("rfc1808").member("URL"), references);
    fc.assert(
      fc.property(bases, refs, (b, r) => {
        let base: rfc1808.Rfc1808URL, ref: rfc1808.Rfc1808URL;
        let result: string;
        try {
          base = rfc1808.parse(b);
          ref = rfc1808.parse(r);
          result = rfc1808.resolve(b, r);
        } catch {
          return;
        }
        const parts = resolve1808(base, b, ref, r);
        expect(rfc1808.serialize(parts)).toBe(result);
        const back = rfc1808.parse(result);
        if (ref.kind === "absolute") {
          expect(result).toBe(r);
        } else if (r === "") {
          expect(result).toBe(b);
        } else {
          expect(back.form).toBe("generic-RL");
          const own = ref.netLoc !== undefined && ref.netLoc !== "";
          expect(back.netLoc).toBe(own ? ref.netLoc : base.netLoc);
        }
      }),
      RUNS,
    );
  });
});
