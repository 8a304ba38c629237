// The grammar's sentence generator: repeatable, reaching every alternative of
// every choice, writing what each node type matches, and refusing node types
// it does not know.
import * as peggy from "peggy";
import { composedGrammar } from "./agreement";
import { PROOF_DIALECTS } from "./dialects";
import { PegSentenceGenerator, UnsupportedNodeError } from "./peg-sentences";
import { Random } from "../../src/shared/sentences";

const SENTENCES_PER_RULE = 200;

describe.each(PROOF_DIALECTS)("%s", (dialect) => {
  const text = composedGrammar(dialect);
  const rules = peggy.parser
    .parse(text, { reservedWords: peggy.RESERVED_WORDS })
    .rules.map((r) => r.name);

  test("the same seed gives the same sentences", () => {
    const sample = (seed: number) => {
      const generator = new PegSentenceGenerator(text);
      const random = new Random(seed);
      return rules.map((rule) => generator.sentence(rule, random));
    };
    expect(sample(7)).toEqual(sample(7));
    expect(sample(7)).not.toEqual(sample(8));
  });

  test(`${SENTENCES_PER_RULE} sentences of every rule: every alternative of every choice taken, lengths moderate, most accepted`, () => {
    const generator = new PegSentenceGenerator(text);
    const parser = peggy.generate(text, {
      allowedStartRules: ["*"],
      output: "parser",
    });
    const random = new Random(1808);
    let longest = 0;
    let accepted = 0;
    let total = 0;
    for (const rule of rules) {
      for (let i = 0; i < SENTENCES_PER_RULE; i++) {
        const sentence = generator.sentence(rule, random);
        longest = Math.max(longest, sentence.length);
        total++;
        try {
          parser.parse(sentence, { startRule: rule });
          accepted++;
        } catch (error) {
          if (!(error instanceof parser.SyntaxError)) throw error;
        }
      }
    }
    expect(generator.untakenAlternatives()).toEqual([]);
    expect(longest).toBeLessThan(250);
    expect(accepted / total).toBeGreaterThan(0.9);
  });
});

describe("rfc3987: the grammar's sentences hold characters beyond U+FFFF as surrogate pairs, never a lone surrogate", () => {
  const generator = new PegSentenceGenerator(composedGrammar("rfc3987"));
  const random = new Random(3987);
  const sentences = (rule: string, n: number) =>
    Array.from({ length: n }, () => generator.sentence(rule, random));
  const points = (strings: readonly string[]) =>
    strings.flatMap((s) => [...s].map((c) => c.codePointAt(0)!));

  test.each(["ucschar", "iprivate"])(
    "%s: characters beyond U+FFFF, none a plane's last two (pFFFE, pFFFF) nor of U+E0000 to U+E0FFF",
    (rule) => {
      const astral = points(sentences(rule, 1000)).filter((p) => p > 0xffff);
      expect(astral.length).toBeGreaterThan(200);
      expect(
        astral.filter(
          (p) => (p & 0xfffe) === 0xfffe || (p >= 0xe0000 && p <= 0xe0fff),
        ),
      ).toEqual([]);
    },
  );

  test("no sentence of any rule holds a lone surrogate", () => {
    const rules = peggy.parser
      .parse(composedGrammar("rfc3987"), {
        reservedWords: peggy.RESERVED_WORDS,
      })
      .rules.map((r) => r.name);
    const all = rules.flatMap((rule) => sentences(rule, 200));
    expect(all.filter((s) => /\p{Cs}/u.test(s))).toEqual([]);
    expect(
      all.filter((s) => /[\u{10000}-\u{10ffff}]/u.test(s)).length,
    ).toBeGreaterThan(100);
  });
});

describe("each node type writes what it matches", () => {
  // [grammar, what every sentence must match, how many distinct sentences at least]
  const rows: [string, RegExp, number][] = [
    ['s = "ab" "c"', /^abc$/, 1],
    ['s = "ab"i', /^ab$/i, 4],
    ["s = [a-c]", /^[a-c]$/, 3],
    ["s = [a-c]i", /^[a-c]$/i, 6],
    ["s = [^a-z0-9]", /^[^a-z0-9]$/u, 10],
    ["s = .", /^.$/su, 20],
    ['s = "a"? "b"* "c"+', /^a?b*c+$/, 20],
    ['s = "a"|2..4|', /^a{2,4}$/, 3],
    ['s = "a"|3|', /^aaa$/, 1],
    ['s = "a"|2..|', /^a{2,}$/, 5],
    ['s = "a"|..2, ","|', /^(a(,a)?)?$/, 3],
    ['s = !"b" "a" &"c" "c"', /^ac$/, 1],
    ['s = x:$("a" / "b") { return x; }', /^[ab]$/, 2],
    ['s = t\nt "tee" = @"t" ("u" / "v")', /^t[uv]$/, 2],
  ];
  test.each(rows)("%s", (grammar, pattern, distinct) => {
    const generator = new PegSentenceGenerator(grammar);
    const random = new Random(14);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const sentence = generator.sentence("s", random);
      expect(sentence).toMatch(pattern);
      seen.add(sentence);
    }
    expect(seen.size).toBeGreaterThanOrEqual(distinct);
  });
});

describe("node types the walk does not handle throw, naming the place", () => {
  const rows: [string, string][] = [
    ["s = &{ return true; } 'a'", "semantic_and node (line 1, column 5)"],
    ["s = !{ return false; } 'a'", "semantic_not node (line 1, column 5)"],
    ["s = n:'a' 'b'|n|", "repetition bounded by a variable"],
    ["s = 'b'|{ return 2; }|", "repetition bounded by a function"],
    ["s = [\\p{L}]", "class escape \\p{L}"],
  ];
  test.each(rows)("%s", (grammar, message) => {
    const generator = new PegSentenceGenerator(grammar);
    expect(() => generator.sentence("s", new Random(1))).toThrow(
      UnsupportedNodeError,
    );
    expect(() => generator.sentence("s", new Random(1))).toThrow(message);
  });
});
