// The proof must catch the bugs it exists for. Each row rewrites one rule of
// grammars/rfc2396.peggy the way a naive transcription would (in memory; the
// grammar file is untouched), builds a parser from it, and expects the
// agreement check on that rule to report a disagreement.
import * as fs from "fs";
import * as peggy from "peggy";
import { pegVerdict, proofContext, proveRule } from "./agreement";
import { grammarFile, type GeneratedParser } from "./dialects";

/** The grammar text with one rule's definition replaced. */
function withRule(grammar: string, rule: string, definition: string): string {
  const ast = peggy.parser.parse(grammar, {
    reservedWords: peggy.RESERVED_WORDS,
  });
  const found = ast.rules.find((r) => r.name === rule);
  if (found === undefined) throw new Error(`no rule ${rule} in the grammar`);
  const { start, end } = found.location;
  return (
    grammar.slice(0, start.offset) +
    definition +
    "\n" +
    grammar.slice(end.offset)
  );
}

const grammar = fs.readFileSync(grammarFile("rfc2396"), "utf8");

// [the bug, the BNF rule to check, the PEG rule rewritten, its naive definition]
const mutants: [string, string, string, string][] = [
  [
    'the repetition takes the toplabel as a domainlabel (a trailing ".")',
    "hostname",
    "hostname",
    'hostname = $((domainlabel ".")* toplabel "."?)',
  ],
  [
    "the repetition eats the label's last alphanum",
    "domainlabel",
    "domainlabel",
    'domainlabel = $(alphanum (alphanum / "-")* alphanum) / alphanum',
  ],
  [
    "the toplabel's repetition eats its last alphanum",
    "hostname",
    "toplabel",
    'toplabel = $(alpha (alphanum / "-")* alphanum) / alpha',
  ],
  [
    "a server prefix wins and reg_name is never tried",
    "authority",
    "authority",
    "authority = server / reg_name",
  ],
  [
    "IPv4address first wins on a prefix of a hostname (1.2.3.4.com)",
    "hostport",
    "host",
    "host = $(IPv4address / hostname)",
  ],
  [
    "relativeURI first: a scheme is read as a rel_segment",
    "URI-reference",
    "URI_reference",
    'URI_reference = (relativeURI / absoluteURI)? ("#" fragment)?',
  ],
  [
    "a character missing from a class",
    "URI-reference",
    "mark",
    "mark = [\\-_.!*'()]",
  ],
  [
    "an escape that takes one hex digit",
    "query",
    "escaped",
    'escaped = $("%" hex hex?)',
  ],
];

describe("the agreement check catches naive transcriptions of rfc2396", () => {
  test.each(mutants)(
    "%s (%s, rewriting %s)",
    (_, bnfRule, pegRule, definition) => {
      const parser = peggy.generate(withRule(grammar, pegRule, definition), {
        allowedStartRules: ["*"],
        output: "parser",
      }) as unknown as GeneratedParser;
      const run = proveRule(proofContext("rfc2396", parser), bnfRule, 1500);
      expect(run.failures.length).toBeGreaterThan(0);
      // A failure names the dialect, the rule, the string and both verdicts.
      expect(run.failures[0]).toMatch(
        new RegExp(
          `^rfc2396 ${bnfRule}: ".*" \\(.+\\): PEG (accepts|rejects), BNF (accepts|rejects)$`,
        ),
      );
    },
  );
});

describe("the verdict reads both parsers of a generated module", () => {
  const real = peggy.generate('start = "a"+', {
    allowedStartRules: ["*"],
    output: "parser",
  }) as unknown as GeneratedParser;
  // A module whose front parser also takes "b", which peggy's own parser rejects.
  const lenientFront: GeneratedParser = {
    StartRules: real.StartRules,
    SyntaxError: real.SyntaxError,
    parse: (input, options) =>
      input === "b" && !options.peg$library ? "b" : real.parse(input, options),
  };
  const rows: [string, string][] = [
    ["aa", "accepts"],
    ["", "rejects"],
    ["b", "accepts, but peggy's own parser in the module rejects"],
  ];
  test.each(rows)("%j: %s", (input, verdict) => {
    expect(pegVerdict(lenientFront, "start", input)).toBe(verdict);
  });
});
