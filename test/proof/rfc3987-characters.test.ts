// RFC 3987's characters beyond ASCII, where the grammar (which reads UTF-16
// code units, and writes each range above U+FFFF as surrogate pairs) and the
// ABNF (whose terminals are code points, read by the recognizer in Unicode
// mode) could part: at the edges of ucschar's and iprivate's ranges, and in
// strings with a lone surrogate, which encodes no character and is in no
// rule's language. The edits below make such strings on purpose (a character
// inserted between the two halves of a pair, one half of a pair dropped); the
// sentence generators never do (sentences.test.ts, peg-sentences.test.ts).
import type { Expr } from "../../src/shared/bnf";
import { Random, SentenceGenerator } from "../../src/shared/sentences";
import { pegVerdict, proofContext, seedOf } from "./agreement";
import { loadParser, pegName, type GeneratedParser } from "./dialects";

const parser = loadParser("rfc3987") as GeneratedParser;
const ctx = proofContext("rfc3987", parser);

/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The ranges of a rule, through the rules it names. */
function ranges(expr: Expr): [number, number][] {
  switch (expr.kind) {
    case "range":
      return [[expr.min, expr.max]];
    case "ref":
      return ranges(ctx.rfc.rules.get(expr.name)!);
    case "alt":
      return expr.alternatives.flatMap(ranges);
    case "seq":
      return expr.items.flatMap(ranges);
    case "rep":
    case "opt":
      return ranges(expr.item);
    default:
      return [];
  }
}

/** Each range of ucschar and iprivate: its first and last code points, and those just outside. */
const EDGES = [
  ...new Set(
    ["ucschar", "iprivate"]
      .flatMap((rule) => ranges(ctx.rfc.rules.get(rule)!))
      .flatMap(([min, max]) => [min - 1, min, max, max + 1]),
  ),
]
  .filter((point) => point >= 0 && point <= 0x10ffff)
  .sort((a, b) => a - b);

test("the edges are read off the ABNF: 20 ranges, astral ones and lone surrogates among them", () => {
  expect(
    ["ucschar", "iprivate"].map(
      (rule) => ranges(ctx.rfc.rules.get(rule)!).length,
    ),
  ).toEqual([17, 3]);
  expect(EDGES).toEqual(
    expect.arrayContaining([0x9f, 0xa0, 0xd7ff, 0xd800, 0xdfff, 0xe000]),
  );
  expect(EDGES).toEqual(
    expect.arrayContaining([0x1fffd, 0x1fffe, 0xe0fff, 0xe1000, 0x10fffd]),
  );
});

/** The first and last high and low surrogates. */
const SURROGATES = [0xd800, 0xdbff, 0xdc00, 0xdfff];

/**
 * `member` with one edit: an edge character (or, a fifth of the time, a
 * surrogate alone) inserted or put in place of one, or half of a pair dropped.
 */
function edit(member: string, random: Random): string {
  const c = String.fromCodePoint(
    random.pick(random.chance(0.2) ? SURROGATES : EDGES),
  );
  const units = member.length;
  const points = [...member];
  const pairs = points.flatMap((p, i) => (p.length === 2 ? [i] : []));
  const op =
    pairs.length > 0 && random.chance(0.4) ? 2 + random.int(2) : random.int(2);
  if (op === 0) {
    // Anywhere in the UTF-16 string, between the halves of a pair too.
    const at = random.int(units + 1);
    return member.slice(0, at) + c + member.slice(at);
  }
  if (op === 1 && points.length > 0) {
    points[random.int(points.length)] = c;
    return points.join("");
  }
  if (op === 1) return c;
  const pair = points[random.pick(pairs)]!;
  const at = points.indexOf(pair);
  // op 2: a character between the two halves; op 3: one half dropped.
  points[at] =
    op === 2 ? pair[0] + c + pair[1] : random.chance(0.5) ? pair[0]! : pair[1]!;
  return points.join("");
}

describe("rfc3987: the grammar and the ABNF agree at the edges of the ranges and on lone surrogates, rule by rule", () => {
  const generator = new SentenceGenerator(ctx.bnf);
  const totals = { checked: 0, accepted: 0, lone: 0 };
  test.each([...ctx.rules])("%s", (rule) => {
    const random = new Random(seedOf(`rfc3987:characters:${rule}`));
    const startRule = pegName(rule, ctx.header);
    const failures: string[] = [];
    for (let i = 0; i < 150; i++) {
      const input = edit(generator.member(rule, random), random);
      const peg = pegVerdict(parser, startRule, input);
      const bnf = ctx.recognizer.accepts(rule, input) ? "accepts" : "rejects";
      const lone = LONE_SURROGATE.test(input);
      totals.checked++;
      if (bnf === "accepts") totals.accepted++;
      if (lone) totals.lone++;
      if (peg !== bnf || (lone && bnf === "accepts")) {
        failures.push(`${JSON.stringify(input)}: PEG ${peg}, BNF ${bnf}`);
      }
    }
    expect(failures).toEqual([]);
  });
  test("both sides of the language came up, and lone surrogates", () => {
    expect(totals.checked).toBe(150 * ctx.rules.length);
    expect(totals.accepted).toBeGreaterThan(totals.checked / 20);
    expect(totals.accepted).toBeLessThan(totals.checked / 2);
    expect(totals.lone).toBeGreaterThan(totals.checked / 10);
  });
});

/** Where parse stops on `input` (its error's offset, in UTF-16 code units) and what it found; or "accepts". */
function stop(module: GeneratedParser, rule: string, input: string): unknown {
  try {
    module.parse(input, { startRule: rule });
    return "accepts";
  } catch (error) {
    if (!(error instanceof module.SyntaxError)) throw error;
    const e = error as Error & {
      location: { start: { offset: number } };
      found: string | null;
    };
    return { offset: e.location.start.offset, found: e.found };
  }
}

describe("the grammars stop at the character that is not allowed, its offset in UTF-16 code units", () => {
  const modules = {
    rfc3987: parser,
    rfc6874: loadParser("rfc6874") as GeneratedParser,
  };
  const rows: [keyof typeof modules, string, string, unknown][] = [
    [
      "rfc3987",
      "IRI_reference",
      "http://a/b\uD800c",
      { offset: 10, found: "\uD800" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://a/b\uDC00",
      { offset: 10, found: "\uDC00" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://a/\u{10000}\uD800",
      { offset: 11, found: "\uD800" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://a/\u{1FFFE}",
      { offset: 9, found: "\u{1FFFE}" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://a/\uFDD0",
      { offset: 9, found: "\uFDD0" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://a/\uE000",
      { offset: 9, found: "\uE000" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://a/?\uE000#\uE000",
      { offset: 12, found: "\uE000" },
    ],
    [
      "rfc3987",
      "IRI_reference",
      "http://\u00E9\u{10000}/\u{E0001}",
      { offset: 11, found: "\u{E0001}" },
    ],
    // Section 4.1's characters are ucschar's: the dialect, not the grammar, refuses them.
    ["rfc3987", "IRI_reference", "http://a/\u200E", "accepts"],
    ["rfc3987", "IRI_reference", "http://a/\u202A\u202E", "accepts"],
    [
      "rfc6874",
      "URI_reference",
      "http://[fe80::a%en1]/",
      { offset: 15, found: "%" },
    ],
    [
      "rfc6874",
      "URI_reference",
      "http://[fe80::a%25]/",
      { offset: 18, found: "]" },
    ],
    ["rfc6874", "URI_reference", "http://[fe80::a%25en1]/", "accepts"],
  ];
  test.each(rows)("%s %s: %j", (name, rule, input, expected) => {
    expect(stop(modules[name], rule, input)).toEqual(expected);
  });
});
