// Long IRIs beyond ASCII (issue 29): components of ucschar characters of the
// BMP and of the astral planes (each a surrogate pair), and queries of
// iprivate, each parsed whole; long input that fails gives a typed error at
// its offset (UTF-16 code units); and the time grows linearly with the
// length, measured as test/rfc3986/errors.test.ts measures RFC 3986's (the
// least of several runs, test/least-time.ts: 8 times the input takes far
// less than 64 times the time). Speed itself is the benchmark's (bench/iri.ts,
// bench/scaling.ts).
import { leastTime } from "../least-time";
import { UrlSyntaxError } from "../../src/errors";
import * as rfc3987 from "../../src/rfc3987";

/** About 1 M UTF-16 code units of `unit`, whole units only (no pair is cut). */
const mega = (unit: string): string =>
  unit.repeat(Math.ceil((1024 * 1024) / unit.length));

describe("long IRIs parse whole", () => {
  const bmpPath = mega("\u00e9t\u00e9/\u65e5\u672c/");
  const astralPath = mega("\u{10000}\u{2fffd}/");
  const iprivateQuery = mega("\ue000\u{f0000}\u{10fffd}=&");
  const host = mega("\u00fcb\u00e9r.") + "com";
  const fragment = mega("\u{e1000}?\u{9fffd}/");
  const userinfo = mega("\u00e9:\u{20000}");
  const noscheme = mega("\u{10300}\u00e9@");
  test.each<[string, string, Record<string, unknown>]>([
    ["a path of BMP ucschar", `http://h/${bmpPath}`, { path: `/${bmpPath}` }],
    [
      "a path of astral ucschar",
      `http://h/${astralPath}`,
      { path: `/${astralPath}` },
    ],
    [
      "a query of iprivate, astral and not",
      `http://h/?${iprivateQuery}`,
      { path: "/", query: iprivateQuery },
    ],
    [
      "an ireg-name of BMP ucschar",
      `http://${host}/`,
      { host: { type: "ireg-name", text: host } },
    ],
    ["a fragment of astral ucschar", `http://h#${fragment}`, { fragment }],
    [
      "a userinfo of ucschar",
      `//${userinfo}@h`,
      { userinfo, host: { type: "ireg-name", text: "h" } },
    ],
    [
      "an ipath-noscheme of astral ucschar",
      noscheme,
      { pathForm: "ipath-noscheme", path: noscheme },
    ],
  ])("%s", (_, input, expected) => {
    expect(rfc3987.isValid(input)).toBe(true);
    expect(rfc3987.parse(input)).toMatchObject(expected);
  });

  test("a 16 M path of astral characters (more than one scan of the generated parser takes)", () => {
    const path = "\u{10000}/".repeat((16 * 1024 * 1024) / 3);
    const input = `http://h/${path}`;
    expect(rfc3987.isValid(input)).toBe(true);
    const result = rfc3987.tryParse(input);
    expect(result.ok && result.value.path.length).toBe(path.length + 1);
  });
});

describe("long input that is no IRI: a typed error at its offset", () => {
  const astral = mega("\u{10000}\u{2fffd}/");
  test.each<[string, string, number]>([
    [
      "a lone high surrogate at the end",
      `http://h/${astral}\ud800`,
      9 + astral.length,
    ],
    [
      "a lone low surrogate at the end",
      `http://h/${astral}\udc00`,
      9 + astral.length,
    ],
    [
      "a noncharacter (U+1FFFE) at the end",
      `http://h/${astral}\u{1fffe}`,
      9 + astral.length,
    ],
    ["iprivate in the path", `http://h/${astral}\u{f0000}`, 9 + astral.length],
    [
      "LRM (section 4.1) at the end",
      `http://h/${astral}\u200e`,
      9 + astral.length,
    ],
    [
      "PDF (section 4.1) in a long query",
      `http://h/?${astral}\u202c`,
      10 + astral.length,
    ],
  ])("%s", (_, input, offset) => {
    expect(rfc3987.isValid(input)).toBe(false);
    const result = rfc3987.tryParse(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UrlSyntaxError);
    expect(result.error.offset).toBe(offset);
  });
});

describe("section 4.1's characters and their neighbours", () => {
  // bidiFormattingAt tests U+200E-U+202E first, then the seven.
  test.each([
    ["U+200D, before the range", "\u200d", true],
    ["LRM, U+200E", "\u200e", false],
    ["RLM, U+200F", "\u200f", false],
    ["U+2010 to U+2029, between them", "\u2010\u2013\u2026\u2028\u2029", true],
    ["LRE, U+202A", "\u202a", false],
    ["RLO, U+202E", "\u202e", false],
    ["U+202F, after the range", "\u202f", true],
  ])("%s", (_, characters, valid) => {
    const input = `http://h/a${characters}b`;
    expect(rfc3987.isValid(input)).toBe(valid);
    const result = rfc3987.tryParse(input);
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.error.offset).toBe(10);
  });
});

describe("time grows linearly with IRIs beyond ASCII", () => {
  const shapes: [string, (n: number) => string][] = [
    [
      "a path of BMP ucschar",
      (n) => "http://h/" + "\u00e9\u65e5/".repeat(n / 3),
    ],
    [
      "a path of astral ucschar",
      (n) => "http://h/" + "\u{10000}\u{2fffd}/".repeat(n / 5),
    ],
    [
      "a query of iprivate",
      (n) => "http://h/?" + "\ue000\u{f0000}=".repeat(n / 4),
    ],
    ["an ireg-name", (n) => "http://" + "\u00fcb.".repeat(n / 3) + "com/"],
    [
      "a rejected astral path",
      (n) => "http://h/" + "\u{10000}/".repeat(n / 3) + "\ud800",
    ],
    [
      "a path ending in RLO",
      (n) => "http://h/" + "\u{10000}/".repeat(n / 3) + "\u202e",
    ],
  ];
  test.each(shapes)(
    "%s: 8x the input takes far less than 64x the time",
    (_, make) => {
      const time = (n: number): number => {
        const input = make(n);
        return leastTime(() => {
          const result = rfc3987.tryParse(input);
          if (!result.ok) expect(result.error.offset).toBeGreaterThan(0);
          rfc3987.isValid(input);
        });
      };
      time(3000); // warm up
      const small = time(24000);
      const large = time(192000);
      expect(large / small).toBeLessThan(32);
    },
  );
});
