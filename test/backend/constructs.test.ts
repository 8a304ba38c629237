// The fast back end on small grammars, one or more per peggy construct, each
// against peggy's own generated parser on inputs made from the grammar
// (sentences of every rule, near misses, random strings over its characters):
// the same acceptance, value, and SyntaxError (message, expected list, found,
// location), or the same other error. The back end must compile each of these
// (no fallback): a row it refused would test peggy against itself.
import { agree, compileBoth, inputsFor } from "./harness";

const constructs: ReadonlyArray<readonly [string, string]> = [
  ["literals", `start = "ab" "c" / "a" / "" "x"`],
  ["literals with i", `start = "Ab"i "c"i+ / "k"i "\u00df"i`],
  ["a long literal", `start = "abcdef" / "abc"`],
  ["classes with ranges", `start = [a-cx-z0-9_]+ "." [\\-]`],
  ["classes with i", `start = [a-f]i+ [G]i`],
  ["inverted classes", `start = [^a-c\\n]* "a"`],
  [
    "unicode classes",
    `start = [\\u0100-\\uFFFF\u{1F600}-\u{1F602}]u+ [\\p{Lu}]u`,
  ],
  ["any", `start = . . / "x" .*`],
  ["text $", `start = $("a" [0-9]+) "-" $(.*)`],
  ["labels and an action", `start = a:"a"+ b:[0-9]? { return { a, b } }`],
  [
    "plucks @",
    `start = @[a-z] "," @$[0-9]+ / "(" @start ")"\nsingle = "<" @[a-z]+ ">"`,
  ],
  [
    "labeled plucks @name: read by a predicate",
    `start = "<" @a:$[a-z]+ ">" / @b:"x" c:"y"? &{ return b === "x" && c !== null }`,
  ],
  [
    "actions using text()",
    `start = [a-z]+ ("-" [a-z]+ { return text() })* { return text().toUpperCase() }`,
  ],
  [
    "actions using location()",
    `start = (word "\\n"?)*\nword = [a-z]+ { return location() }`,
  ],
  [
    "actions using offset() and range()",
    `start = items:([a-z]+ { return [offset(), range()] } / ",")* { return items }`,
  ],
  [
    "actions calling error(), also where no value is wanted",
    `start = $(num "?") / n:num "!" { return n }\nnum = n:$[0-9]+ { if (n.length > 2) error("too long: " + n); return Number(n) }`,
  ],
  [
    "actions that may throw (a member of null), also where no value is wanted",
    `start = $(x:"a"? { return x.length }) "b" / y:"c"? "d" { return y.toUpperCase() }`,
  ],
  [
    "actions calling expected()",
    `start = w:$[a-z]+ ";" { if (w === "no") expected("a word other than no"); return w }`,
  ],
  [
    "actions reading options",
    `start = [a-z]+ { return options.flag === true ? text() : null }`,
  ],
  ["predicates & and !", `start = &"a" [a-z]+ / !"b" . .`],
  [
    "semantic predicates &{} and !{}",
    `start = n:$[0-9]+ &{ return Number(n) < 100 } "x" / n:$[0-9]+ !{ return n.length > 3 } "y"`,
  ],
  ["optional ?", `start = "a"? "b" ("c" "d")?`],
  ["repetition * and +", `start = ("a" / "bc")* "d"+`],
  [
    "bounded repetition |2..4|, |3|, |..2|, |1..|",
    `start = "a"|2..4| [b-c]|3| "d"|..2| "e"|1..|`,
  ],
  ["a repetition that can never match |3..2|", `start = "a"|3..2| / "b"`],
  [
    'delimited repetition |.., ","|',
    `start = num|.., ","| ";" ("x"|2..3, "-"|)?\nnum = $[0-9]+`,
  ],
  [
    "repetition bounded by a label or by code",
    `start = n:$[1-3] "a"|n| / n:$[1-3] ":" "b"|{ return 2 }..n|`,
  ],
  ["groups", `start = ("a" / "b") ("c" "d" / "e")+`],
  [
    "named rules",
    `start = id ("," id)*\nid "identifier" = [a-z]+\nnumber "number" = [0-9]+ / "-" number`,
  ],
  [
    "a top-level initializer",
    `{{ const KEYWORDS = ["if", "else"]; }}\nstart = w:$[a-z]+ { return KEYWORDS.includes(w) ? ["keyword", w] : w }`,
  ],
  ["recursion", `start = "(" start* ")" / [a-z]`],
  ["a lookahead inside $", `start = $(!"end" .)* "end"`],
  [
    "a rule tried in a lookahead, then at the same place",
    `start = !(word "!") word ";"\nword = [a-z]+`,
  ],
  [
    "set alternatives merged across others",
    `start = ([a-c] / "%" [0-9] [0-9] / [x-z])* v:([a-c] / "%" [0-9] / [x-z])+ { return v }`,
  ],
  [
    "set alternatives not merged across one that begins with the set",
    `start = ([a] / "bz" / [b])* / ([a] / "" "q" / [b])+`,
  ],
  [
    "a labeled predicate under an action where no value is wanted (the label is not in its own scope)",
    `start = !((l:(&{ return offset() === 0 }) { return [l, text()] }) "a" "a") [a-z]+`,
  ],
  [
    "an action inside $ and a discarded element",
    `start = $(a:"a" { return 1 })+ b:("b" { return 2 }) "c" { return b }`,
  ],
  [
    "a separated list matched only, x* (y x*)*, nested (one scan loop)",
    `start = $(seg ("/" seg)*) "?" seg\nseg = $(pc* (";" param)*)\nparam = pc*\npc = [a-c] / "%" [0-9] [0-9] / [:@]`,
  ],
  [
    "a separated list led by its separator, (y x*)*",
    `start = $("/" seg)* "#" / $("ab" [a-c]*)* "."\nseg = ([a-c] / "%" [0-9])*`,
  ],
  [
    "a separated list with a first item of at least one, x+ (y x*)*",
    `start = $([a-c]+ ("-" [a-c]*)*) ("." / "-")`,
  ],
  [
    "a separated list whose separator and items begin alike",
    `start = $(("a" / "ab")* ("ab" ("a" / "ab")*)*) "b" / $(x:"a"* ("," "a"*)*) &{ return true } "."`,
  ],
  [
    "a repetition of two sets, (a* b)* and (a* b)+ (one loop, backing off to the last b)",
    `start = $([a-c] ("-"* [a-c])*) "-"* "." / $(("-"* [0-9])+) "-"*`,
  ],
  [
    "a repetition of two sets that share characters (not one loop)",
    `start = $([a-b]* "b")* "." / $(("-"* [a-b-])*) "!"`,
  ],
  [
    "a separated list whose items a predicate reads (not fused)",
    `start = $("a"* ("," n:"a"* &{ return n.length < 3 })*) "."`,
  ],
  [
    "a repeated choice of fixed strings, matched only (one sticky regular expression)",
    `start = $("ab" / "a" / [c-d] / "%" [0-9] [0-9])* "." / $("a" / "ab")+ "b"`,
  ],
  [
    "a repeated choice of fixed strings of any code units, and of sets with i or inverted",
    `start = $([\u0100-\uFFFF] / "\u00e9" "x" / [^a-z!.\u0100-\uFFFF] "y")* "!" / $([a-c]i / "-" [d]i)+ "."`,
  ],
  [
    "a repeated choice with a literal with i or a repetition inside (no regular expression)",
    `start = $("ab"i / [c])* "." / $([a] [b]* / [c])+ "!"`,
  ],
  [
    "a rule that is a choice of texts, its value taken by a label, a pluck and as a start rule",
    `start = "[" a:addr "]" { return a } / "(" @addr ")"\naddr "address" = $([0-9]+ "." [0-9]+) / $("v" [a-f]+) / $("::")`,
  ],
  [
    "a repeated choice of nested choices of fixed strings, matched only (flattened in place: one sticky regular expression)",
    `start = $(pc / [?/])* "#" / $(("a" / "ab") / "c")* "b"\npc = un / "%" [0-9] [0-9] / [:@]\nun = [a-c] / "\u00e9" / "\ud800" [\udc00-\udfff] / [\udbff] [\udc00-\udffd]`,
  ],
  [
    "a choice of nested choices matched only, in a lookahead and in $ (flattened in place: their sets one test)",
    `start = $(ch ch) "." / !ch [!-~]+\nch = (lo / "%" [0-9]) / [:@] / ("\ud800" [\udc00-\udfff] / "\u00e9")\nlo = [a-c] / [x-z]`,
  ],
  [
    "a choice of nested choices whose order matters, matched only",
    `start = $((("a" / "ab") / [b]) [c]) "." / $(("ab" / ([a] / "abc")) "c") "!"`,
  ],
  [
    "a choice of nested choices whose labels a predicate reads, matched only (not flattened)",
    `start = $(("a" n:"b"? &{ return n !== null } / "c") / [a-d])+ "." / n:"e" $(r / "c")\nr = "b" / &{ return typeof n === "string" } "d"`,
  ],
  [
    "an optional led by a repetition with a literal after it, its value kept (guarded by indexOf)",
    `start = u:($[a-z%]* "@")? h:$[a-z.@]+ { return [u, h] }`,
  ],
  [
    "an optional led by a repetition with a literal after it, matched only, and around an action (guarded)",
    `start = $((w ":" w)? w) "." / c:(u:w p:(":" @$[0-9]*)? "@" { return { u, p } })? h:w { return { c, h } }
w = [a-z]*`,
  ],
  [
    "a choice's alternatives led by a repetition with a literal after them (guarded, the last one not)",
    `start = $([a-f]+ "::" [0-9]*) / v:($[a-f]* "!" [0-9]) { return v } / $[a-f]+ "!"`,
  ],
  [
    "a sequence led by a repetition with a literal after it, in a repetition and in a rule tried from one (not guarded)",
    `start = ($[a-z]* "@" / [a-z.])* ";" item*
item = ($[a-z]* "@")? [a-z.]`,
  ],
  [
    "local constants and arrow functions in code",
    `start = xs:[a-z]+ { const upper = xs.map((x) => x.toUpperCase()); return \`\${upper.join("")}/\${xs.length}\` }`,
  ],
];

describe.each(constructs)("%s", (_name, grammar) => {
  const compiled = compileBoth(grammar);

  test("the back end compiles it", () => {
    expect(compiled.fallback).toBeNull();
    expect(compiled.source).toContain("peg$fastParse");
  });

  test("every rule, on inputs from the grammar, agrees with peggy's parser", () => {
    const inputs = inputsFor(grammar);
    let accepted = 0;
    let rejected = 0;
    for (const [rule, list] of inputs) {
      for (const input of list) {
        const result = agree(compiled, rule, input, { flag: true });
        if ("value" in result) accepted++;
        else rejected++;
      }
    }
    // The inputs reach both sides of the language.
    expect(accepted).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
  });
});

// Which repetitions become one sticky regular expression: a repeated choice
// whose alternatives each match one fixed way (a choice among them counted as
// its alternatives), and no other.
test.each([
  [`start = $("ab" / "a" / [c-d] / "%" [0-9] [0-9])* "."`, true],
  [`start = $([\u0100-\uFFFF] / "\u00e9" "x")+ "!"`, true],
  [`start = $("ab"i / [c])* "."`, false],
  [`start = $([a] [b]* / [c])+ "!"`, false],
  [`start = $(("a" / "%" [0-9]) / [b])* "."`, true],
  [`start = $(x / "%" [0-9])* "."\nx = "ab"i / [c]`, false],
  [`start = $(x / "%" [0-9])* "."\nx = [a] [b]* / [c]`, false],
  [`start = $[a-c]* "."`, false],
  [`start = ("ab" / "a")* "."`, false],
])("%s: a regular expression %s", (grammar, expected) => {
  const { source } = compileBoth(grammar);
  expect(/ = \/.*\/y;\n/.test(source)).toBe(expected);
});

// Which attempts get a guard (compiler/backend/analyze-guards.js): an
// optional's or a choice alternative's sequence led by a repetition with no
// maximum and holding a literal after it, tried a bounded number of times a
// parse; each guard names the first such literal.
test.each([
  [`start = ($[a-z]* "@")? [a-z]+`, ['"@"']],
  [`start = ([a-z]+ ":" [0-9]* "@")? [a-z]+`, ['":"']],
  [
    `start = (x "::" y)? y
x = [a-f]+ (":" [a-f]+)*
y = [0-9]*`,
    ['"::"'],
  ],
  [`start = [a-z]+ "!" / [a-z]* "?" / [a-z]+`, ['"!"', '"?"']],
  [`start = (u:$[a-z]+ "@" { return u })? h:$[a-z]+`, ['"@"']],
  [`start = ("[" [a-f:]+ "]")? [a-z]+`, []],
  [`start = ([a-z]|1..3| "@")? [a-z]+`, []],
  [`start = ([a-z]* "@")* [a-z]+`, []],
  [
    `start = a*
a = ([a-z]* "@")? "."`,
    [],
  ],
  [`start = "(" start ")" / ([a-z]* "@")? [a-z]`, []],
  [`start = ("@" [a-z]*)? [a-z]+`, []],
])("%s: guards %j", (grammar, expected) => {
  const { source } = compileBoth(grammar);
  const guards = [...source.matchAll(/input\.indexOf\(("[^"]*"), p\) < 0/g)];
  expect([...new Set(guards.map((m) => m[1]))]).toEqual(expected);
});

// A rule whose value is its text in every alternative has one copy of its
// code: its value version calls its match version.
test.each([
  [`start = a:r { return a }\nr = $("x" [0-9]) / $("y" "z"+)`, true],
  [`start = a:r { return a }\nr "named" = $("x" "y") / $[0-9]+`, true],
  [`start = a:r { return a }\nr = $("x" [0-9]) / "y"`, false],
  [`start = a:r { return a }\nr = $("x" / "y")`, false],
])("%s: the value version calls the match version %s", (grammar, expected) => {
  const { source } = compileBoth(grammar);
  expect(source.includes("const end = peg$m_r(input, p);")).toBe(expected);
});

// peggy's cache changes which failures its parser records (a rule's cached
// result replays none), so with it the reporting parser stands aside and
// peggy's parser reports; the values are the fast parser's.
const cached = constructs.filter(([name]) =>
  [
    "named rules",
    "recursion",
    "plucks @",
    "a rule tried in a lookahead, then at the same place",
  ].includes(name),
);

describe.each(cached)("with peggy's cache option: %s", (_name, grammar) => {
  test("every rule agrees with peggy's cached parser", () => {
    const compiled = compileBoth(grammar, { cache: true });
    expect(compiled.fallback).toBeNull();
    for (const [rule, list] of inputsFor(grammar, { sentences: 20 })) {
      for (const input of list) agree(compiled, rule, input);
    }
  });
});
