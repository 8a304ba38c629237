// The sentence generator: repeatable, inside the language, reaching every
// branch of every rule, and near misses on both sides of the language.
import { PROOF_DIALECTS, rfcBnf } from "./dialects";
import { compileRecognizer } from "../../src/shared/recognizer";
import {
  Random,
  SentenceGenerator,
  nearMiss,
} from "../../src/shared/sentences";

const MEMBERS_PER_RULE = 200;

describe.each(PROOF_DIALECTS)("%s", (dialect) => {
  const bnf = rfcBnf(dialect);
  const recognizer = compileRecognizer(bnf);

  test("the same seed gives the same sentences", () => {
    const sample = (seed: number) => {
      const generator = new SentenceGenerator(bnf);
      const random = new Random(seed);
      return bnf.names.map((rule) => generator.member(rule, random));
    };
    expect(sample(7)).toEqual(sample(7));
    expect(sample(7)).not.toEqual(sample(8));
  });

  test(`${MEMBERS_PER_RULE} members of every rule: all in the rule's language, every branch taken, lengths moderate`, () => {
    const generator = new SentenceGenerator(bnf);
    const random = new Random(1808);
    const outside: string[] = [];
    let longest = 0;
    for (const rule of bnf.names) {
      for (let i = 0; i < MEMBERS_PER_RULE; i++) {
        const member = generator.member(rule, random);
        longest = Math.max(longest, member.length);
        if (!recognizer.accepts(rule, member)) {
          outside.push(`${rule}: ${JSON.stringify(member)}`);
        }
      }
    }
    expect(outside).toEqual([]);
    expect(generator.coverage().missing()).toEqual([]);
    expect(generator.coverage().branches.length).toBeGreaterThan(
      bnf.names.length,
    );
    expect(longest).toBeLessThan(200);
  });

  test("near misses fall on both sides of the language, mostly outside", () => {
    const generator = new SentenceGenerator(bnf);
    const random = new Random(2396);
    let changed = 0;
    let inside = 0;
    let total = 0;
    for (const rule of bnf.names) {
      for (let i = 0; i < 50; i++) {
        const member = generator.member(rule, random);
        const miss = nearMiss(member, random);
        total++;
        if (miss !== member) changed++;
        if (recognizer.accepts(rule, miss)) inside++;
      }
    }
    expect(changed / total).toBeGreaterThan(0.9);
    expect(inside / total).toBeGreaterThan(0.05);
    expect(inside / total).toBeLessThan(0.6);
  });
});

describe("the tricky cases come up", () => {
  const bnf = rfcBnf("rfc2396");
  const generator = new SentenceGenerator(bnf);
  const random = new Random(3986);
  const hostnames = Array.from({ length: 500 }, () =>
    generator.member("hostname", random),
  );
  const references = Array.from({ length: 500 }, () =>
    generator.member("URI-reference", random),
  );
  const rows: [string, () => boolean][] = [
    [
      "a hostname with a trailing dot",
      () => hostnames.some((h) => h.endsWith(".")),
    ],
    [
      "a hostname of five labels or more",
      () => hostnames.some((h) => h.replace(/\.$/, "").split(".").length >= 5),
    ],
    [
      "a label ending in a digit",
      () => hostnames.some((h) => /[0-9]\./.test(h)),
    ],
    [
      "an all-digit label",
      () => hostnames.some((h) => /(^|\.)[0-9]+\./.test(h)),
    ],
    [
      "a label with a run of hyphens",
      () => hostnames.some((h) => /--/.test(h)),
    ],
    ["an empty reference", () => references.includes("")],
    [
      "an empty authority",
      () =>
        references.some((r) => /^([a-zA-Z][^:/?#]*:)?\/\/([/?#]|$)/.test(r)),
    ],
    ["an empty query", () => references.some((r) => /\?(#|$)/.test(r))],
    ["an empty fragment", () => references.some((r) => r.endsWith("#"))],
    ["an escape", () => references.some((r) => /%[0-9A-Fa-f]{2}/.test(r))],
    [
      "an empty path segment",
      () =>
        references.some((r) =>
          /[^/]\/\/[^/]|\/$/.test(r.replace(/[?#].*/, "")),
        ),
    ],
    [
      "an opaque URI",
      () => references.some((r) => /^[a-zA-Z][^:/?#]*:[^/]/.test(r)),
    ],
  ];
  test.each(rows)("%s", (_, found) => {
    expect(found()).toBe(true);
  });
});

describe("the tricky cases of RFC 3986 come up", () => {
  const bnf = rfcBnf("rfc3986");
  const generator = new SentenceGenerator(bnf);
  const random = new Random(5234);
  const sample = (rule: string, n: number) =>
    Array.from({ length: n }, () => generator.member(rule, random));
  const octets = new Set(sample("dec-octet", 2000));
  const addresses = sample("IPv6address", 2000);
  const futures = sample("IPvFuture", 200);
  const misses = sample("IPv4address", 2000).map((m) => nearMiss(m, random));
  const ipv6Misses = addresses.map((m) => nearMiss(m, random));
  const groups = (a: string): number =>
    a === "::" ? 0 : a.replace(/^::|::$/, "").split(/::?/).length;

  test.each(["0", "9", "10", "99", "100", "199", "200", "249", "250", "255"])(
    "the dec-octet boundary %s",
    (octet) => {
      expect(octets.has(octet)).toBe(true);
    },
  );
  const rows: [string, () => boolean][] = [
    ['"::" alone', () => addresses.includes("::")],
    ['"::" first', () => addresses.some((a) => /^::[0-9A-Fa-f]/.test(a))],
    ['"::" last', () => addresses.some((a) => /[0-9A-Fa-f]::$/.test(a))],
    [
      '"::" in the middle',
      () => addresses.some((a) => /[0-9A-Fa-f]::[0-9A-Fa-f]/.test(a)),
    ],
    ["eight groups", () => addresses.some((a) => groups(a) === 8)],
    [
      'seven groups and a "::"',
      () => addresses.some((a) => a.includes("::") && groups(a) === 7),
    ],
    [
      "an IPv4address at the end",
      () => addresses.some((a) => /:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$/.test(a)),
    ],
    [
      "a four-digit group",
      () => addresses.some((a) => /[0-9A-Fa-f]{4}/.test(a)),
    ],
    [
      "HEXDIG's letters in both cases",
      () =>
        addresses.some((a) => /[a-f]/.test(a)) &&
        addresses.some((a) => /[A-F]/.test(a)),
    ],
    [
      'IPvFuture\'s "v" in both cases',
      () =>
        futures.some((f) => f.startsWith("v")) &&
        futures.some((f) => f.startsWith("V")),
    ],
    [
      "a near miss one past 255 (256)",
      () => misses.some((m) => /(^|\.)256(\.|$)/.test(m)),
    ],
    [
      "a near miss with a leading zero",
      () => misses.some((m) => /(^|\.)0[0-9]/.test(m)),
    ],
    [
      "a near miss of nine groups",
      () => ipv6Misses.some((m) => !m.includes("::") && groups(m) === 9),
    ],
  ];
  test.each(rows)("%s", (_, found) => {
    expect(found()).toBe(true);
  });
});

describe("the characters of RFC 3987 come up, astral ones as surrogate pairs, and no lone surrogate", () => {
  const bnf = rfcBnf("rfc3987");
  const generator = new SentenceGenerator(bnf);
  const random = new Random(3987);
  const sample = (rule: string, n: number) =>
    Array.from({ length: n }, () => generator.member(rule, random));
  /** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
  const lone = /\p{Cs}/u;
  const points = (strings: readonly string[]) =>
    new Set(strings.flatMap((s) => [...s].map((c) => c.codePointAt(0)!)));
  const ucschar = points(sample("ucschar", 3000));
  const iprivate = points(sample("iprivate", 600));
  const references = sample("IRI-reference", 2000);

  // [the rule, its ranges as the ABNF writes them]
  const ranges: [string, Set<number>, [number, number][]][] = [
    [
      "ucschar",
      ucschar,
      [
        [0xa0, 0xd7ff],
        [0xf900, 0xfdcf],
        [0xfdf0, 0xffef],
        ...Array.from({ length: 13 }, (_, i): [number, number] => [
          (i + 1) * 0x10000,
          (i + 1) * 0x10000 + 0xfffd,
        ]),
        [0xe1000, 0xefffd],
      ],
    ],
    [
      "iprivate",
      iprivate,
      [
        [0xe000, 0xf8ff],
        [0xf0000, 0xffffd],
        [0x100000, 0x10fffd],
      ],
    ],
  ];
  test.each(ranges)(
    "%s: the lowest and highest character of each of its ranges, and one between",
    (_, seen, bounds) => {
      for (const [min, max] of bounds) {
        const hex = (n: number) => n.toString(16);
        expect({ min: hex(min), seen: seen.has(min) }).toEqual({
          min: hex(min),
          seen: true,
        });
        expect({ max: hex(max), seen: seen.has(max) }).toEqual({
          max: hex(max),
          seen: true,
        });
        expect([...seen].some((p) => p > min && p < max)).toBe(true);
      }
      expect(
        [...seen].every((p) => bounds.some(([a, b]) => p >= a && p <= b)),
      ).toBe(true);
    },
  );
  const rows: [string, () => boolean][] = [
    [
      "a character beyond U+FFFF in a reference, as a surrogate pair",
      () => references.some((r) => [...r].some((c) => c.length === 2)),
    ],
    [
      "a character beyond ASCII in a host",
      () =>
        references.some((r) => /^([^:/?#]+:)?\/\/[^/?#]*[^\x00-\x7f]/.test(r)),
    ],
    [
      "a private character in a query",
      () =>
        references.some((r) =>
          /\?[^#]*[\ue000-\uf8ff\u{f0000}-\u{10fffd}]/u.test(r),
        ),
    ],
  ];
  test.each(rows)("%s", (_, found) => {
    expect(found()).toBe(true);
  });

  test("no member of any rule, nor any near miss, holds a lone surrogate", () => {
    const strings = bnf.names.flatMap((rule) =>
      sample(rule, 200).flatMap((m) => [m, nearMiss(m, random)]),
    );
    expect(strings.filter((s) => lone.test(s))).toEqual([]);
    expect(strings.some((s) => /[\ud800-\udbff][\udc00-\udfff]/.test(s))).toBe(
      true,
    );
  });
});
