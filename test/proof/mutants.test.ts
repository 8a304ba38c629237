// The proof must catch the bugs it exists for. Each row rewrites one rule of a
// grammar the way a naive transcription would (in memory; the grammar file is
// untouched), builds a parser from it, and expects the agreement check on that
// rule to report a disagreement. A variant's rows rewrite its composed grammar
// (its base's rules with its own, as scripts/generate.js composes them).
import * as peggy from "peggy";
import {
  agreementReport,
  composedGrammar,
  pegSide,
  pegVerdict,
  proofContext,
  provePegRule,
  proveRule,
} from "./agreement";
import type { GeneratedParser, ProofDialectName } from "./dialects";

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

/** The text of a rule's definition in a dialect's composed grammar, with `from` replaced by `to` (which must be there). */
function editedRule(
  dialect: ProofDialectName,
  rule: string,
  from: string,
  to: string,
): string {
  const grammar = composedGrammar(dialect);
  const found = peggy.parser
    .parse(grammar, { reservedWords: peggy.RESERVED_WORDS })
    .rules.find((r) => r.name === rule);
  if (found === undefined) throw new Error(`no rule ${rule} in the grammar`);
  const text = grammar.slice(
    found.location.start.offset,
    found.location.end.offset,
  );
  if (!text.includes(from)) throw new Error(`${rule} has no ${from}`);
  return text.replace(from, to);
}

// [the dialect, the bug, the BNF rule to check, the PEG rule rewritten, its naive definition]
const mutants: [ProofDialectName, string, string, string, string][] = [
  [
    "rfc2396",
    'the repetition takes the toplabel as a domainlabel (a trailing ".")',
    "hostname",
    "hostname",
    'hostname = $((domainlabel ".")* toplabel "."?)',
  ],
  [
    "rfc2396",
    "the repetition eats the label's last alphanum",
    "domainlabel",
    "domainlabel",
    'domainlabel = $(alphanum (alphanum / "-")* alphanum) / alphanum',
  ],
  [
    "rfc2396",
    "the toplabel's repetition eats its last alphanum",
    "hostname",
    "toplabel",
    'toplabel = $(alpha (alphanum / "-")* alphanum) / alpha',
  ],
  [
    "rfc2396",
    "a server prefix wins and reg_name is never tried",
    "authority",
    "authority",
    "authority = server / reg_name",
  ],
  [
    "rfc2396",
    "IPv4address first wins on a prefix of a hostname (1.2.3.4.com)",
    "hostport",
    "host",
    "host = $(IPv4address / hostname)",
  ],
  [
    "rfc2396",
    "relativeURI first: a scheme is read as a rel_segment",
    "URI-reference",
    "URI_reference",
    'URI_reference = (relativeURI / absoluteURI)? ("#" fragment)?',
  ],
  [
    "rfc2396",
    "a character missing from a class",
    "URI-reference",
    "mark",
    "mark = [\\-_.!*'()]",
  ],
  [
    "rfc2396",
    "an escape that takes one hex digit",
    "query",
    "escaped",
    'escaped = $("%" hex hex?)',
  ],
  [
    "rfc2732",
    'hexpart in the RFC\'s order: hexseq alone wins before its "::"',
    "hexpart",
    "hexpart",
    'hexpart = hexseq / $(hexseq "::" hexseq?) / $("::" hexseq?)',
  ],
  [
    "rfc2732",
    "hexseq takes the first part of the IPv4address after it",
    "IPv6address",
    "hexseq",
    'hexseq = $(hex4 (":" hex4)*)',
  ],
  [
    "rfc2732",
    'IPv6address in the RFC\'s order: hexpart takes the "::" and commits',
    "IPv6reference",
    "IPv6address",
    'IPv6address = $(hexpart (":" IPv4address)?) / $(hexseq? "::" IPv4address)',
  ],
  [
    "rfc2732",
    "the deviation left out: ::192.9.5.5 is no IPv6address",
    "host",
    "IPv6address",
    'IPv6address = $(hexpart (":" IPv4address)?)',
  ],
  [
    "rfc2732",
    "RFC 2396's IPv4address kept (change (2) not made)",
    "hostport",
    "IPv4address",
    'IPv4address = $(DIGIT+ "." DIGIT+ "." DIGIT+ "." DIGIT+)',
  ],
  [
    "rfc2732",
    'RFC 2396\'s reserved kept (change (3) not made): no "[" in a query',
    "query",
    "reserved",
    "reserved = [;/?:@&=+$,]",
  ],
  [
    "rfc2732",
    "hex4 without its bound of four",
    "hexseq",
    "hex4",
    "hex4 = $HEXDIG+",
  ],
  [
    "rfc3987",
    "ucschar without its ranges above U+FFFF",
    "iunreserved",
    "ucschar",
    'ucschar "ucschar" = [\\u00A0-\\uD7FF] / [\\uF900-\\uFDCF] / [\\uFDF0-\\uFFEF]',
  ],
  [
    "rfc3987",
    "a plane's last high surrogate left out: no U+1FC00 to U+1FFFD",
    "ipath",
    "ucschar",
    editedRule("rfc3987", "ucschar", "[\\uD83F\\uD87F", "[\\uD87F"),
  ],
  [
    "rfc3987",
    "iprivate left out of iquery",
    "IRI",
    "iquery",
    'iquery = $(ipchar / "/" / "?")*',
  ],
  [
    "rfc3987",
    "ihost in the ABNF's order: an IPv4address wins on the start of an ireg-name",
    "iauthority",
    "ihost",
    "ihost = $(IP_literal / IPv4address / ireg_name)",
  ],
  [
    "rfc3987",
    "ipath in the ABNF's order: ipath-abempty takes the empty start of a segment",
    "ipath",
    "ipath",
    "ipath = $(ipath_abempty / ipath_absolute / ipath_noscheme / ipath_rootless / ipath_empty)",
  ],
  [
    "rfc6874",
    'IP-literal in the ABNF\'s order: IPv6address wins and leaves "%25" unread',
    "IP-literal",
    "IP_literal",
    'IP_literal = "[" @(IPv6address / IPv6addrz / IPvFuture) "]"',
  ],
  [
    "rfc6874",
    "a ZoneID without its percent-encodings",
    "host",
    "ZoneID",
    "ZoneID = $unreserved+",
  ],
];

const grammars = new Map<ProofDialectName, string>();
const grammarOf = (dialect: ProofDialectName): string => {
  if (!grammars.has(dialect)) {
    grammars.set(dialect, composedGrammar(dialect));
  }
  return grammars.get(dialect)!;
};

describe("the agreement check catches naive transcriptions", () => {
  test.each(mutants)(
    "%s: %s (%s, rewriting %s)",
    (dialect, _, bnfRule, pegRule, definition) => {
      const parser = peggy.generate(
        withRule(grammarOf(dialect), pegRule, definition),
        { allowedStartRules: ["*"], output: "parser" },
      ) as unknown as GeneratedParser;
      const run = proveRule(proofContext(dialect, parser), bnfRule, 1500);
      expect(run.failures.length).toBeGreaterThan(0);
      // A failure names the dialect, the rule, the string and both verdicts.
      expect(run.failures[0]).toMatch(
        new RegExp(
          `^${dialect} ${bnfRule}: ".*" \\(.+\\): PEG (accepts|rejects), BNF (accepts|rejects)$`,
        ),
      );
    },
  );
});

// Grammars that accept too much: the members of the BNF and their near misses
// need luck to find these; the grammar's own sentences find them.
// [the dialect, the bug, the BNF rule to check, the PEG rule rewritten, its definition,
//  what the failures must show: a disagreement, a value of the wrong type, or both]
const wideMutants: [
  ProofDialectName,
  string,
  string,
  string,
  string,
  ("disagreement" | "type")[],
][] = [
  [
    "rfc2396",
    "a bracketed IPv6 host added to RFC 2396 (issue 14's report)",
    "host",
    "host",
    [
      "host",
      '  = text:hostname { return { type: "hostname", text }; }',
      '  / text:IPv4address { return { type: "IPv4address", text }; }',
      '  / $("[" [0-9A-Fa-f:]+ "]")',
    ].join("\n"),
    ["disagreement", "type"],
  ],
  [
    "rfc2396",
    "an underscore in a domainlabel",
    "hostname",
    "domainlabel",
    'domainlabel = $(alphanum (("-" / "_")* alphanum)*)',
    ["disagreement"],
  ],
  [
    "rfc3986",
    "the host's tag misspelt: the language is right, the value is not",
    "authority",
    "host",
    [
      "host",
      '  = ipLiteral:IP_literal { return { type: "IP-literal", text: text(), ipLiteral }; }',
      '  / text:IPv4address !(unreserved / pct_encoded / sub_delims) { return { type: "IPv4address", text }; }',
      '  / text:reg_name { return { type: "reg_name", text }; }',
    ].join("\n"),
    ["type"],
  ],
  [
    "rfc3987",
    "surrogates taken alone: the ranges above U+FFFF as classes of code units",
    "ipath",
    "ucschar",
    'ucschar "ucschar" = [\\u00A0-\\uD7FF] / [\\uF900-\\uFDCF] / [\\uFDF0-\\uFFEF] / [\\uD800-\\uDBFF] / [\\uDC00-\\uDFFF]',
    ["disagreement"],
  ],
  [
    "rfc3987",
    "the last two code points of planes 15 and 16, noncharacters, taken: U+FFFFE to U+10FFFF",
    "iprivate",
    "iprivate",
    editedRule(
      "rfc3987",
      "iprivate",
      "[\\uDBBF\\uDBFF] [\\uDC00-\\uDFFD]",
      "[\\uDBBF\\uDBFF] [\\uDC00-\\uDFFF]",
    ),
    ["disagreement"],
  ],
  [
    "rfc3987",
    "planes 1 to 14 as one class of high surrogates, then any low one: pFFFE, pFFFF and U+E0000 to U+E0FFF taken",
    "ucschar",
    "ucschar",
    'ucschar "ucschar" = [\\u00A0-\\uD7FF] / [\\uF900-\\uFDCF] / [\\uFDF0-\\uFFEF] / $([\\uD800-\\uDB7F] [\\uDC00-\\uDFFF])',
    ["disagreement"],
  ],
  [
    "rfc3987",
    "iprivate in ifragment as in iquery",
    "ifragment",
    "ifragment",
    'ifragment = $(ipchar / iprivate / "/" / "?")*',
    ["disagreement"],
  ],
  [
    "rfc6874",
    'a bare "%" before the ZoneID (section 3\'s suggestion to browsers)',
    "IPv6addrz",
    "IPv6addrz",
    'IPv6addrz = address:IPv6address ("%25" / "%") zoneID:ZoneID { return { type: "IPv6addrz", address, zoneID }; }',
    ["disagreement"],
  ],
  [
    "rfc6874",
    "the ZoneID left out of the value: the language is right, the value is not",
    "IP-literal",
    "IPv6addrz",
    'IPv6addrz = address:IPv6address "%25" ZoneID { return { type: "IPv6addrz", address }; }',
    ["type"],
  ],
];

describe("the grammar's own sentences catch a grammar that accepts too much, or returns what its type does not allow", () => {
  test.each(wideMutants)(
    "%s: %s (%s, rewriting %s)",
    (dialect, _, bnfRule, pegRule, definition, shows) => {
      const grammar = withRule(grammarOf(dialect), pegRule, definition);
      const parser = peggy.generate(grammar, {
        allowedStartRules: ["*"],
        output: "parser",
      }) as unknown as GeneratedParser;
      const run = provePegRule(
        proofContext(dialect, parser),
        pegSide(dialect, grammar),
        bnfRule,
        500,
      );
      // A failure names the dialect, the rule and the string.
      const prefix = `^${dialect} ${bnfRule}: ".*" \\(grammar sentence\\): `;
      const disagreements = run.failures.filter((f) =>
        new RegExp(`${prefix}PEG accepts, BNF rejects$`).test(f),
      );
      const types = run.failures.filter((f) =>
        new RegExp(`${prefix}PEG returns a value that is not its `).test(f),
      );
      expect({
        disagreement: disagreements.length > 0,
        type: types.length > 0,
      }).toEqual({
        disagreement: shows.includes("disagreement"),
        type: shows.includes("type"),
      });
      expect(disagreements.length + types.length).toBe(run.failures.length);
    },
  );

  test("the report's edit fails with the rule, a string and the type's complaint", () => {
    const [dialect, , bnfRule, pegRule, definition] = wideMutants[0]!;
    const grammar = withRule(grammarOf(dialect), pegRule, definition);
    const parser = peggy.generate(grammar, {
      allowedStartRules: ["*"],
      output: "parser",
    }) as unknown as GeneratedParser;
    const run = provePegRule(
      proofContext(dialect, parser),
      pegSide(dialect, grammar),
      bnfRule,
      500,
    );
    const bracketed = run.failures.filter((f) => f.includes('"['));
    expect(bracketed.length).toBeGreaterThan(0);
    for (const failure of bracketed) {
      expect(failure).toMatch(
        /^rfc2396 host: "\[[0-9A-Fa-f:]+\]" \(grammar sentence\): (PEG accepts, BNF rejects|PEG returns a value that is not its HostNode<"hostname" \| "IPv4address">: the value is "\[[0-9A-Fa-f:]+\]", not HostNode<"hostname" \| "IPv4address">)$/,
      );
    }
  });
});

test("a failing rule's report names the rule and a string, and points at test/proof/deviations.ts", () => {
  const [dialect, , bnfRule, pegRule, definition] = wideMutants[0]!;
  const grammar = withRule(grammarOf(dialect), pegRule, definition);
  const parser = peggy.generate(grammar, {
    allowedStartRules: ["*"],
    output: "parser",
  }) as unknown as GeneratedParser;
  const run = provePegRule(
    proofContext(dialect, parser),
    pegSide(dialect, grammar),
    bnfRule,
    500,
  );
  const report = agreementReport(dialect, run.failures);
  const lines = report.split("\n");
  expect(lines[0]).toMatch(
    /^\d+ string\(s\) where grammars\/rfc2396\.peggy and the RFC's BNF \(grammars\/bnf\/\) disagree, or where a rule returns a value outside its declared type:$/,
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^ {2}rfc2396 host: "\[[0-9A-Fa-f:]+\]" \(grammar sentence\): PEG accepts, BNF rejects$/,
    ),
  );
  expect(report).toContain(
    "declare the deviation in\ntest/proof/deviations.ts",
  );
  expect(lines[lines.length - 1]).toBe(
    "A structural rule's value must be of its type in grammars/rfc2396.types.ts.",
  );
  expect(agreementReport(dialect, [])).toBe("");
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
