// generate: seeded strings of any rule of each RFC's grammar, lazily; near
// misses labelled with the grammar's verdict (which the proof holds equal to
// the dialects' isValid, so these tests check the labels against isValid).
import * as library from "../../src/index";
import { generate, REFERENCE_RULES } from "../../src/generate";
import type { DialectName } from "../../src/errors";

const DIALECTS: readonly DialectName[] = [
  "rfc1738",
  "rfc1808",
  "rfc2396",
  "rfc2732",
  "rfc3986",
];

const take = <T>(iterable: Iterable<T>, n: number): T[] => {
  const out: T[] = [];
  for (const x of iterable) {
    if (out.length >= n) break;
    out.push(x);
  }
  return out;
};

describe("generate", () => {
  test.each(DIALECTS)(
    "%s: the same seed gives the same strings, another seed others",
    (dialect) => {
      const a = [
        ...generate(dialect, { count: 50, seed: 7, nearMisses: true }),
      ];
      const b = [
        ...generate(dialect, { count: 50, seed: 7, nearMisses: true }),
      ];
      const c = [
        ...generate(dialect, { count: 50, seed: 8, nearMisses: true }),
      ];
      expect(a).toEqual(b);
      expect(a).not.toEqual(c);
      expect(a).toHaveLength(50);
    },
  );

  test.each(DIALECTS)(
    "%s: members are valid for the dialect's parser, near misses carry its verdict, and none holds CR or LF",
    (dialect) => {
      const d = library[dialect];
      const rule = REFERENCE_RULES[dialect].replace(/-/g, "_");
      const strings = [
        ...generate(dialect, { count: 2000, seed: 3, nearMisses: true }),
      ];
      expect(strings.filter((s) => s.kind === "near-miss")).toHaveLength(1000);
      for (const s of strings) {
        expect(/[\r\n]/.test(s.input)).toBe(false);
        if (s.kind === "member") expect(s.valid).toBe(true);
        // RFC 2732's listed deviation lets its parser accept more than the
        // BNF; RFC 1738's dialect takes a scheme in either case (its section
        // 2.1), which its BNF does not.
        if (dialect !== "rfc2732" && dialect !== "rfc1738")
          expect([s.input, d.isValid(s.input, rule as never)]).toEqual([
            s.input,
            s.valid,
          ]);
      }
      // Near misses are drawn to fall outside the language: most do.
      const outside = strings.filter((s) => !s.valid).length;
      expect(outside).toBeGreaterThan(800);
    },
  );

  test("the strings lean toward the tricky cases: empty strings, trailing dots, labels ending in digits, escapes", () => {
    const hosts = [
      ...generate("rfc2396", { rule: "hostname", count: 500, seed: 1 }),
    ].map((s) => s.input);
    expect(hosts.some((h) => h.endsWith("."))).toBe(true);
    expect(hosts.some((h) => /[0-9]\./.test(h))).toBe(true);
    // Hostnames that start like an IPv4address ("4.4.4.4.4.A").
    expect(hosts.some((h) => /^\d+\.\d+\.\d+\.\d+\./.test(h))).toBe(true);
    const refs = [...generate("rfc3986", { count: 500, seed: 1 })].map(
      (s) => s.input,
    );
    expect(refs).toContain("");
    expect(refs.some((r) => /%[0-9A-Fa-f]{2}/.test(r))).toBe(true);
    expect(refs.some((r) => r.includes("["))).toBe(true);
    expect(refs.some((r) => r.endsWith("?") || r.endsWith("#"))).toBe(true);
  });

  test("the iterator is lazy: a billion strings, ten taken", () => {
    const first = take(generate("rfc3986", { count: 1e9, seed: 1 }), 10);
    expect(first.map((s) => s.input)).toEqual(
      take(generate("rfc3986", { count: 10, seed: 1 }), 10).map((s) => s.input),
    );
  });

  test("maxLength bounds every string, members and near misses", () => {
    const strings = [
      ...generate("rfc3986", {
        count: 400,
        seed: 2,
        nearMisses: true,
        maxLength: 12,
      }),
    ];
    for (const s of strings)
      expect([...s.input].length).toBeLessThanOrEqual(12);
  });

  test("a rule is named as the RFC writes it or as the grammar does", () => {
    const a = [
      ...generate("rfc3986", { rule: "URI-reference", count: 20, seed: 4 }),
    ];
    const b = [
      ...generate("rfc3986", { rule: "URI_reference", count: 20, seed: 4 }),
    ];
    const c = [...generate("rfc3986", { count: 20, seed: 4 })];
    expect(a).toEqual(b);
    expect(a).toEqual(c);
    expect([
      ...generate("rfc3986", { rule: "ipv6ADDRESS", count: 3, seed: 1 }),
    ]).toHaveLength(3);
  });

  test.each(DIALECTS)(
    "%s: every rule of the dialect, as it spells it, is a rule to generate",
    (dialect) => {
      const d = library[dialect];
      for (const rule of d.rules) {
        const members = [
          ...generate(dialect, { rule, count: 3, seed: 1, maxLength: 200 }),
        ];
        for (const m of members)
          expect([rule, m.input, d.isValid(m.input, rule as never)]).toEqual([
            rule,
            m.input,
            true,
          ]);
      }
    },
  );

  test("each dialect module generates its own grammar's strings", () => {
    for (const dialect of DIALECTS)
      expect([...library[dialect].generate({ count: 5, seed: 9 })]).toEqual([
        ...generate(dialect, { count: 5, seed: 9 }),
      ]);
    expect([
      ...library.generate("rfc2396", { count: 3, seed: 1 }),
    ]).toHaveLength(3);
  });

  test.each([
    [
      { count: 1, seed: 1, rule: "no-such-rule" },
      RangeError,
      /no rule "no-such-rule".*URI-reference/,
    ],
    [{ seed: 1 }, TypeError, /count is required/],
    [{ count: 1 }, TypeError, /seed is required/],
    [
      { count: -1, seed: 1 },
      RangeError,
      /count must be an integer of at least 0/,
    ],
    [{ count: 1.5, seed: 1 }, RangeError, /count/],
    [{ count: 1, seed: 0.5 }, RangeError, /seed must be an integer/],
    [{ count: 1, seed: 1, maxLength: 0 }, RangeError, /maxLength/],
    [
      { count: 1, seed: 1, nearMisses: "yes" },
      TypeError,
      /option "nearMisses" must be a boolean/,
    ],
  ])("bad options are typed errors: %j", (options, type, message) => {
    expect(() => generate("rfc3986", options as never)).toThrow(type);
    expect(() => generate("rfc3986", options as never)).toThrow(message);
  });

  test("a rule with no string short enough says so", () => {
    expect(() => [
      ...generate("rfc3986", {
        rule: "IPv6address",
        count: 1,
        seed: 1,
        maxLength: 1,
      }),
    ]).toThrow(/no member of IPv6address of at most 1 characters/);
  });

  test("options are own properties: a polluted Object.prototype changes nothing", () => {
    const clean = [...generate("rfc3986", { count: 10, seed: 5 })];
    const proto = Object.prototype as Record<string, unknown>;
    proto["nearMisses"] = true;
    proto["rule"] = "host";
    proto["maxLength"] = 2;
    try {
      expect([...generate("rfc3986", { count: 10, seed: 5 })]).toEqual(clean);
    } finally {
      delete proto["nearMisses"];
      delete proto["rule"];
      delete proto["maxLength"];
    }
  });
});
