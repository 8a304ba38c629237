// The BNF reader: the notation, one row per construct, then the three RFC files.
import * as fs from "fs";
import { BnfError, readBnf, show, type Expr } from "./bnf";
import { PROOF_DIALECTS, bnfFile, rfcBnf } from "./dialects";

const lit = (text: string): Expr => ({ kind: "lit", text });
const ref = (name: string): Expr => ({ kind: "ref", name });
const seq = (...items: Expr[]): Expr => ({ kind: "seq", items });
const alt = (...alternatives: Expr[]): Expr => ({ kind: "alt", alternatives });
const opt = (item: Expr): Expr => ({ kind: "opt", item });
const rep = (min: number, max: number | null, item: Expr): Expr => ({
  kind: "rep",
  min,
  max,
  item,
});

/** A one-rule BNF "r = <body>", with x, y, z defined as single letters. */
const body = (text: string): Expr =>
  readBnf(`r = ${text}\nx = "x"\ny = "y"\nz = "z"`).rules.get("r")!;

describe("the notation, one construct a row", () => {
  const rows: [string, string, Expr][] = [
    ["a quoted literal", '"ab"', lit("ab")],
    ["literals are case-sensitive text", '"A"', lit("A")],
    ['<"> is a double quote', '<">', lit('"')],
    ['"\\" is a backslash', '"\\"', lit("\\")],
    ["a rule name", "x", ref("x")],
    ["concatenation", 'x "/" y', seq(ref("x"), lit("/"), ref("y"))],
    ["| alternatives", "x | y | z", alt(ref("x"), ref("y"), ref("z"))],
    [
      "| binds looser than concatenation",
      "x y | z",
      alt(seq(ref("x"), ref("y")), ref("z")),
    ],
    ["( ) groups", "( x | y ) z", seq(alt(ref("x"), ref("y")), ref("z"))],
    ["[ ] is optional", "[ x y ]", opt(seq(ref("x"), ref("y")))],
    ["* repeats 0 or more times", "*x", rep(0, null, ref("x"))],
    ["n* repeats n or more times", "1*x", rep(1, null, ref("x"))],
    ["n*m repeats n to m times", "2*3x", rep(2, 3, ref("x"))],
    ["*m repeats up to m times", "*3x", rep(0, 3, ref("x"))],
    ["n alone repeats exactly n times", "4x", rep(4, 4, ref("x"))],
    ["a repeated group", '*( x | "-" )', rep(0, null, alt(ref("x"), lit("-")))],
    [
      "RFC 1738: *[ x ] repeats x",
      "*[ x y ]",
      rep(0, null, seq(ref("x"), ref("y"))),
    ],
    [
      "RFC 1738: 1*[ x ] repeats x at least once",
      "1*[ x ]",
      rep(1, null, ref("x")),
    ],
    [
      "RFC 1738: a bare / is the character /",
      "x [ / y ]",
      seq(ref("x"), opt(seq(lit("/"), ref("y")))),
    ],
    ["a ; comment ends the rule's line", 'x ; "y" | z', ref("x")],
    [
      "a rule continues on the next lines",
      "x\n   | y\n   | z",
      alt(ref("x"), ref("y"), ref("z")),
    ],
    ['";" inside quotes is a literal', '";" x', seq(lit(";"), ref("x"))],
  ];
  test.each(rows)("%s: %j", (_, text, expected) => {
    expect(body(text)).toEqual(expected);
  });
});

describe("mistakes are BnfErrors with their line", () => {
  const rows: [string, string, string][] = [
    [
      "an undefined rule",
      'a = b\nc = "c"',
      "line 1: rule a uses b, which is not defined",
    ],
    [
      "a recursive rule",
      'a = "x" [ b ]\nb = a',
      "line 1: the rules are recursive: a -> b -> a",
    ],
    [
      "a rule defined twice",
      'a = "x"\na = "y"',
      "line 2: rule a defined twice",
    ],
    ["an unterminated literal", 'a = "x\n', "line 1: unterminated literal"],
    [
      "an unknown <...> form",
      "a = <foo>",
      'line 1: unknown <...> form (only <"> is known): <foo>',
    ],
    [
      "an unclosed group",
      'a = ( "x"',
      "line 1: expected ) but found end of file",
    ],
    [
      "an empty alternative",
      'a = "x" |',
      "line 1: expected an element, found end of file",
    ],
    [
      "a repetition below its minimum",
      'a = 3*2"x"',
      "line 1: repetition 3*2: max below min",
    ],
    ["a stray character", 'a = "x" {', 'line 1: unexpected character "{"'],
  ];
  test.each(rows)("%s", (_, text, message) => {
    let caught: unknown;
    try {
      readBnf(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BnfError);
    expect((caught as BnfError).message).toBe(message);
  });
});

describe("amending a BNF (how deviations apply)", () => {
  const base = readBnf('a = b "!"\nb = "x"');
  test("a rule of the amendment replaces the rule of that name", () => {
    const amended = readBnf('b = "y" | c\nc = "z"', base);
    expect(amended.names).toEqual(["a", "b", "c"]);
    expect(show(amended.rules.get("b")!)).toBe('"y" | c');
    expect(show(amended.rules.get("a")!)).toBe('b "!"');
  });
  test("an amendment may not break the rules", () => {
    expect(() => readBnf("b = a", base)).toThrow("the rules are recursive");
  });
});

// The rules each file defines, counted on its text: every line that starts a
// rule ("name =" outside a comment).
const ruleLines = (file: string): string[] =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map(
      (line) => /^\s*([A-Za-z][\w+-]*)\s*=/.exec(line.replace(/;.*/, ""))?.[1],
    )
    .filter((name): name is string => name !== undefined);

describe.each(PROOF_DIALECTS)("grammars/bnf/%s.bnf", (dialect) => {
  const bnf = rfcBnf(dialect);
  test("reads every rule of the file, in order", () => {
    expect(bnf.names).toEqual(ruleLines(bnfFile(dialect)));
  });
  test("every rule shows back as the notation, and reads again to the same rule", () => {
    for (const name of bnf.names) {
      const again = readBnf(`${name} = ${show(bnf.rules.get(name)!)}`, bnf);
      expect(again.rules.get(name)).toEqual(bnf.rules.get(name));
    }
  });
});

describe("readings the proof depends on", () => {
  const rows: [string, string, string][] = [
    [
      "rfc2396",
      "URI-reference",
      '[ absoluteURI | relativeURI ] [ "#" fragment ]',
    ],
    ["rfc2396", "hostname", '*( domainlabel "." ) toplabel [ "." ]'],
    ["rfc2396", "IPv4address", '1*digit "." 1*digit "." 1*digit "." 1*digit'],
    ["rfc1808", "generic-RL", 'scheme ":" relativeURL'],
    ["rfc1808", "absoluteURL", 'generic-RL | scheme ":" *( uchar | reserved )'],
    ["rfc1808", "punctuation", '"<" | ">" | "#" | "%" | <">'],
    ["rfc1738", "scheme", '1*( lowalpha | digit | "+" | "-" | "." )'],
    ["rfc1738", "hostname", '*( domainlabel "." ) toplabel'],
    [
      "rfc1738",
      "gopherurl",
      '"gopher://" hostport [ "/" [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]',
    ],
    [
      "rfc1738",
      "national",
      '"{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"',
    ],
    ["rfc1738", "urlpath", "*xchar"],
    ["rfc1738", "ftpurl", '"ftp://" login [ "/" fpath [ ";type=" ftptype ] ]'],
  ];
  test.each(rows)("%s %s = %s", (dialect, rule, expected) => {
    const bnf = rfcBnf(dialect as (typeof PROOF_DIALECTS)[number]);
    expect(show(bnf.rules.get(rule)!)).toBe(expected);
  });
});
