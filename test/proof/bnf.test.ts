// The grammar reader: RFC 822 notation, one row per construct; RFC 5234 ABNF,
// one row per construct; mistakes in each; then the RFCs' files.
import * as fs from "fs";
import {
  BnfError,
  readAbnf,
  readBnf,
  readGrammar,
  show,
  type Expr,
} from "../../src/shared/bnf";
import { PROOF_DIALECTS, baseOf, bnfFile, rfcBnf } from "./dialects";

const lit = (text: string): Expr => ({ kind: "lit", text });
const caseless = (text: string): Expr => ({ kind: "caseless", text });
const range = (min: number, max: number): Expr => ({
  kind: "range",
  min,
  max,
});
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

/** The error `read` throws on `text`, as "BnfError: message". */
const errorOf = (read: (text: string) => unknown, text: string): string => {
  try {
    read(text);
  } catch (error) {
    return error instanceof BnfError
      ? `BnfError: ${error.message}`
      : `not a BnfError: ${String(error)}`;
  }
  return "no error";
};

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
    expect(errorOf(readBnf, text)).toBe(`BnfError: ${message}`);
  });
});

/** A one-rule ABNF "r = <body>", with x, y, z defined as single letters. */
const abnfBody = (text: string): Expr =>
  readAbnf(`r = ${text}\nx = %x78\ny = %x79\nz = %x7A`).rules.get("r")!;

describe("ABNF (RFC 5234), one construct a row", () => {
  const rows: [string, string, Expr][] = [
    ["a quoted string is case-insensitive (2.3)", '"ab"', caseless("ab")],
    ["an empty quoted string", '""', caseless("")],
    ['%s"..." is case-sensitive (RFC 7405)', '%s"aB"', lit("aB")],
    ['%i"..." is case-insensitive (RFC 7405)', '%i"aB"', caseless("aB")],
    ["%x one character, by its hex value (2.3)", "%x41", lit("A")],
    ["%d by its decimal value", "%d13", lit("\r")],
    ["%b by its binary value", "%b1000001", lit("A")],
    ["%X upper case is %x (names are case-insensitive)", "%X7e", lit("~")],
    ["%x41.42 a concatenation, case-sensitive (2.3)", "%x41.42.43", lit("ABC")],
    ["%x30-39 a range of values (3.4)", "%x30-39", range(0x30, 0x39)],
    ["%d48-57 a decimal range", "%d48-57", range(48, 57)],
    ["a range beyond the BMP", "%x10000-10FFFF", range(0x10000, 0x10ffff)],
    ["a rule name", "x", ref("x")],
    ["rule names are case-insensitive (2.1)", "X", ref("x")],
    ["concatenation (3.1)", 'x "/" y', seq(ref("x"), caseless("/"), ref("y"))],
    ["/ alternatives (3.2)", "x / y / z", alt(ref("x"), ref("y"), ref("z"))],
    [
      "/ binds looser than concatenation (3.10)",
      "x y / z",
      alt(seq(ref("x"), ref("y")), ref("z")),
    ],
    ["( ) groups (3.5)", "( x / y ) z", seq(alt(ref("x"), ref("y")), ref("z"))],
    ["[ ] is optional (3.8)", "[ x y ]", opt(seq(ref("x"), ref("y")))],
    ["* repeats 0 or more times (3.6)", "*x", rep(0, null, ref("x"))],
    ["n*m repeats n to m times", "1*4x", rep(1, 4, ref("x"))],
    [
      "*m repeats up to m times",
      "*1( x y )",
      rep(0, 1, seq(ref("x"), ref("y"))),
    ],
    ["n alone repeats exactly n times (3.7)", "2x", rep(2, 2, ref("x"))],
    [
      "n( ... ) repeats a group n times",
      '6( x ":" )',
      rep(6, 6, seq(ref("x"), caseless(":"))),
    ],
    [
      "*[ x ] repeats an optional x (no RFC 1738 habit)",
      "*[ x ]",
      rep(0, null, opt(ref("x"))),
    ],
    [
      "a prose value that names a rule is the rule (RFC 3986's 0<pchar>)",
      "0<x>",
      rep(0, 0, ref("x")),
    ],
    ["a ; comment ends the line (3.9)", 'x ; "y" / z', ref("x")],
    [
      "a rule continues on lines indented deeper",
      "x\n   / y ; why\n   / z",
      alt(ref("x"), ref("y"), ref("z")),
    ],
    [
      '";" and "/" inside quotes are literals',
      '";" "/" x',
      seq(caseless(";"), caseless("/"), ref("x")),
    ],
  ];
  test.each(rows)("%s: %j", (_, text, expected) => {
    expect(abnfBody(text)).toEqual(expected);
  });

  test("=/ adds alternatives to a rule defined before (3.3)", () => {
    const bnf = readAbnf('r = "a" / "b"\nr =/ "c"\nR =/ "d" / "e"');
    expect(bnf.names).toEqual(["r"]);
    expect(bnf.rules.get("r")).toEqual(
      alt(
        caseless("a"),
        caseless("b"),
        caseless("c"),
        caseless("d"),
        caseless("e"),
      ),
    );
  });

  test("a reference takes the spelling of the rule's definition", () => {
    const bnf = readAbnf(
      'Top = digit hexdig\nDIGIT = %x30-39\nHEXDIG = DIGIT / "A"',
    );
    expect(bnf.rules.get("Top")).toEqual(seq(ref("DIGIT"), ref("HEXDIG")));
    expect(bnf.rules.get("HEXDIG")).toEqual(alt(ref("DIGIT"), caseless("A")));
  });

  test("an amendment replaces a rule, whatever the case of its name, or adds to it with =/", () => {
    const base = readAbnf('a = b "!"\nb = "x"');
    const amended = readAbnf('B = "y"\nc = "z"\na =/ c', base);
    expect(amended.names).toEqual(["a", "b", "c"]);
    expect(show(amended.rules.get("b")!, "abnf")).toBe('"y"');
    expect(show(amended.rules.get("a")!, "abnf")).toBe('b "!" / c');
  });
});

describe("mistakes in ABNF are BnfErrors with their line", () => {
  const rows: [string, string, string][] = [
    [
      "an undefined rule",
      'a = "x"\nb = a c',
      "line 2: rule b uses c, which is not defined",
    ],
    [
      "a rule defined twice, in another case",
      'a = "x"\nA = "y"',
      "line 2: rule A defined twice",
    ],
    [
      "=/ before the rule is defined",
      'a =/ "x"',
      "line 1: rule a is not defined before its incremental alternatives (=/)",
    ],
    [
      "a continuation line that is not indented",
      '  a = "x"\n  / "y"',
      'line 2: rule a continues on a line that is not indented deeper than its first (found "/")',
    ],
    [
      "a continuation line at the margin",
      'a = "x"\n"y"',
      'line 2: rule a continues on a line that is not indented deeper than its first (found "y")',
    ],
    [
      "a malformed value",
      'a = "x"\nb = %q41',
      'line 2: malformed value "%q41" (RFC 5234: %x41, %d65, %b1000001, %x41-5A, %x41.42)',
    ],
    [
      "a decimal value with hex digits",
      "a = %d65.4F",
      'line 1: malformed value "%d65.4F": 4F is not %d',
    ],
    [
      "a range that runs backwards",
      "a = %x39-30",
      "line 1: range %x39-30: its end is below its start",
    ],
    [
      "a value beyond Unicode",
      "a = %x110000",
      "line 1: value %x110000 is beyond U+10FFFF",
    ],
    [
      "prose that names no rule",
      "a = <any character>",
      "line 1: prose value <any character> names no rule: the reader reads no prose",
    ],
    [
      "an unterminated prose value",
      "a = <pchar",
      "line 1: unterminated prose value <...>",
    ],
    [
      "a recursive rule",
      'a = "x" [ b ]\nb = A',
      "line 1: the rules are recursive: a -> b -> a",
    ],
    ["| is no ABNF", 'a = "x" | "y"', 'line 1: unexpected character "|"'],
    [
      "an empty alternative",
      'a = "x" /',
      "line 1: expected an element, found end of file",
    ],
    [
      "an unclosed option",
      'a = [ "x"\n  "y"',
      "line 2: expected ] but found end of file",
    ],
  ];
  test.each(rows)("%s", (_, text, message) => {
    expect(errorOf(readAbnf, text)).toBe(`BnfError: ${message}`);
  });

  test("an amendment in one notation cannot amend a grammar in the other", () => {
    expect(
      errorOf((t) => readGrammar(t, "bnf", readAbnf('a = "x"')), 'a = "y"'),
    ).toBe(
      "BnfError: line 1: an amendment in bnf notation cannot amend a grammar in abnf",
    );
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

describe.each(PROOF_DIALECTS)("the grammar file of %s", (dialect) => {
  const bnf = rfcBnf(dialect);
  test("reads every rule of the file, in order (a variant's after its base's)", () => {
    const own = ruleLines(bnfFile(dialect));
    const base = baseOf(fs.readFileSync(bnfFile(dialect), "utf8"));
    const before = base === null ? [] : rfcBnf(base).names;
    expect(bnf.names).toEqual([
      ...before,
      ...own.filter((name) => !before.includes(name)),
    ]);
  });
  test("is read in the notation its extension names", () => {
    expect(bnf.notation).toBe(
      bnfFile(dialect).endsWith(".abnf") ? "abnf" : "bnf",
    );
  });
  test("every rule shows back as the notation, and reads again to the same rule", () => {
    for (const name of bnf.names) {
      const text = `${name} = ${show(bnf.rules.get(name)!, bnf.notation)}`;
      const again = readGrammar(text, bnf.notation, bnf);
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
    [
      "rfc3986",
      "IPv6address",
      [
        '6( h16 ":" ) ls32',
        '"::" 5( h16 ":" ) ls32',
        '[ h16 ] "::" 4( h16 ":" ) ls32',
        '[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32',
        '[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32',
        '[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32',
        '[ *4( h16 ":" ) h16 ] "::" ls32',
        '[ *5( h16 ":" ) h16 ] "::" h16',
        '[ *6( h16 ":" ) h16 ] "::"',
      ].join(" / "),
    ],
    [
      "rfc3986",
      "dec-octet",
      'DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35',
    ],
    ["rfc3986", "path-empty", "0pchar"],
    ["rfc3986", "ls32", 'h16 ":" h16 / IPv4address'],
    ["rfc3986", "HEXDIG", 'DIGIT / "A" / "B" / "C" / "D" / "E" / "F"'],
    ["rfc3986", "ALPHA", "%x41-5A / %x61-7A"],
    ["rfc2732", "host", "hostname | IPv4address | IPv6reference"],
    [
      "rfc2732",
      "IPv4address",
      '1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT',
    ],
    [
      "rfc2732",
      "reserved",
      '";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"',
    ],
    ["rfc2732", "hexpart", 'hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]'],
    ["rfc2732", "hostname", '*( domainlabel "." ) toplabel [ "." ]'],
    [
      "rfc3986",
      "IPvFuture",
      '"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )',
    ],
    [
      "rfc3987",
      "irelative-part",
      '"//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty',
    ],
    ["rfc3987", "ipath-empty", "0ipchar"],
    [
      "rfc3987",
      "ucschar",
      [
        "%xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF",
        "%x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD",
        "%x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD",
        "%x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD",
        "%xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD",
        "%xD0000-DFFFD / %xE1000-EFFFD",
      ].join(" / "),
    ],
    ["rfc3987", "iprivate", "%xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD"],
    ["rfc3987", "iquery", '*( ipchar / iprivate / "/" / "?" )'],
    [
      "rfc6874",
      "IP-literal",
      '"[" ( IPv6address / IPv6addrz / IPvFuture ) "]"',
    ],
    ["rfc6874", "IPv6addrz", 'IPv6address "%25" ZoneID'],
    ["rfc6874", "ZoneID", "1*( unreserved / pct-encoded )"],
  ];
  test.each(rows)("%s %s = %s", (dialect, rule, expected) => {
    const bnf = rfcBnf(dialect as (typeof PROOF_DIALECTS)[number]);
    expect(show(bnf.rules.get(rule)!, bnf.notation)).toBe(expected);
  });
});

describe('RFC 3987 section 2.2: "The following rules are the same as those in [RFC3986]"', () => {
  // The rules of the file's second part, which replace RFC 3986's with themselves.
  const text = fs.readFileSync(bnfFile("rfc3987"), "utf8");
  const marker =
    '; Section 2.2: "The following rules are the same as those in [RFC3986]:"';
  const same = ruleLines(bnfFile("rfc3987")).filter((name) =>
    text.slice(text.indexOf(marker)).includes(`   ${name} `),
  );
  test("are the fourteen rules the RFC lists, each once", () => {
    expect(text.split(marker)).toHaveLength(2);
    expect(same).toEqual([
      "scheme",
      "port",
      "IP-literal",
      "IPvFuture",
      "IPv6address",
      "h16",
      "ls32",
      "IPv4address",
      "dec-octet",
      "pct-encoded",
      "unreserved",
      "reserved",
      "gen-delims",
      "sub-delims",
    ]);
  });
  test.each(same)("%s reads to RFC 3986's rule", (name) => {
    expect(rfcBnf("rfc3987").rules.get(name)).toEqual(
      rfcBnf("rfc3986").rules.get(name),
    );
  });
});
