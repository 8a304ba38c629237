// Rule coverage: every BNF rule has a PEG rule of the same name ("-" written
// "_", or renamed in the grammar's header), and every PEG rule is a BNF rule or
// a helper rule declared in the header.
import * as fs from "fs";
import * as path from "path";
import { readBnf } from "../../src/shared/bnf";
import {
  PROOF_DIALECTS,
  bnfFile,
  grammarFile,
  grammarOfText,
  loadParser,
  pegName,
  proofGrammar,
  readGrammarHeader,
  rfcBnf,
  ruleCoverageProblems,
} from "./dialects";

describe("the coverage check itself, on a small BNF and grammar", () => {
  const bnf = readBnf('top-rule = a "+" b\na = "a"\nb = "b"\nc+d = "c"');
  const header = [
    "// A test grammar.",
    "//",
    "// Renamed rules:",
    "//   c+d -> c_plus_d, top-rule -> top_rule",
    "//",
    "// Helper rules:",
    "//   helper_one   what it does,",
    "//                over two lines",
    "//   helper_two   another",
    "//   helper_three, helper_four,",
    "//   helper_five",
    "//                three more, listed together",
    "//",
    "// Deliberate deviations: none.",
    "",
  ].join("\n");
  const rules = [
    'top_rule = a "+" b',
    'a = "a"',
    'b = "b"',
    'c_plus_d = "c"',
    'helper_one = "1"',
    'helper_two = "2"',
    'helper_three = "3"',
    'helper_four = "4"',
    'helper_five = "5"',
  ];
  const grammar = (lines: string[]) => header + lines.join("\n") + "\n";

  test("reads the header's renamed and helper rules", () => {
    const read = readGrammarHeader(grammar(rules));
    expect([...read.renames]).toEqual([
      ["c+d", "c_plus_d"],
      ["top-rule", "top_rule"],
    ]);
    expect(read.helpers).toEqual([
      "helper_one",
      "helper_two",
      "helper_three",
      "helper_four",
      "helper_five",
    ]);
    expect(pegName("top-rule", read)).toBe("top_rule");
    expect(pegName("c+d", read)).toBe("c_plus_d");
  });

  const rows: [string, string[], string[]][] = [
    ["a complete grammar", rules, []],
    [
      "a BNF rule without its PEG rule",
      rules.filter((r) => !r.startsWith("b ")),
      ["BNF rule b has no PEG rule b"],
    ],
    [
      'a rule that kept the "-"-less name wrong',
      rules.map((r) => r.replace("top_rule", "toprule")),
      [
        "BNF rule top-rule has no PEG rule top_rule",
        "PEG rule toprule is neither a BNF rule nor a helper rule of the header",
      ],
    ],
    [
      "an undeclared helper",
      [...rules, 'extra = "x"'],
      ["PEG rule extra is neither a BNF rule nor a helper rule of the header"],
    ],
    [
      "a declared helper that is not there",
      rules.filter((r) => !r.startsWith("helper_two")),
      ["helper rule helper_two of the header is not in the grammar"],
    ],
  ];
  test.each(rows)("%s", (_, lines, problems) => {
    expect(ruleCoverageProblems(bnf, grammarOfText(grammar(lines)))).toEqual(
      problems,
    );
  });

  test("a helper that is a BNF rule, a rename of no BNF rule", () => {
    const text = grammar(rules)
      .replace(
        "//   helper_two   another",
        "//   helper_two   another\n//   a   oops",
      )
      .replace(
        "//   c+d -> c_plus_d, top-rule -> top_rule",
        "//   c+d -> c_plus_d, top-rule -> top_rule\n//   e-f -> e_f",
      );
    expect(ruleCoverageProblems(bnf, grammarOfText(text))).toEqual([
      "helper rule a of the header is a BNF rule",
      "renamed rule e-f (-> e_f) is not a BNF rule",
    ]);
  });
});

for (const dialect of PROOF_DIALECTS) {
  const file = grammarFile(dialect);
  if (!fs.existsSync(file)) {
    describe(`${dialect}: rule coverage`, () => {
      test.skip(`${dialect}: not checked, ${path.relative(process.cwd(), file)} does not exist yet`, () => {});
    });
    continue;
  }
  describe(`${dialect}: rule coverage`, () => {
    const grammar = proofGrammar(dialect);
    const bnf = rfcBnf(dialect);

    test(`every rule of ${path.relative(path.resolve(__dirname, "..", ".."), bnfFile(dialect))} is in grammars/${dialect}.peggy, and nothing else but declared helpers`, () => {
      expect(ruleCoverageProblems(bnf, grammar)).toEqual([]);
    });

    const parser = loadParser(dialect);
    if (parser !== null) {
      test(`generated/${dialect}.js starts at every rule of the grammar`, () => {
        const header = grammar.header;
        const expected = [
          ...bnf.names.map((n) => pegName(n, header)),
          ...header.helpers,
        ].sort();
        expect([...parser.StartRules].sort()).toEqual(expected);
      });
    }
  });
}

describe("every grammar is under proof", () => {
  const root = path.resolve(__dirname, "..", "..");
  const grammars = fs
    .readdirSync(path.join(root, "grammars"))
    .filter((f) => f.endsWith(".peggy"))
    .map((f) => f.replace(/\.peggy$/, ""));
  test.each(grammars)(
    "grammars/%s.peggy has its BNF (or ABNF), a place in PROOF_DIALECTS and an agreement test",
    (name) => {
      expect({
        bnf: [".bnf", ".abnf"].some((ext) =>
          fs.existsSync(path.join(root, "grammars", "bnf", `${name}${ext}`)),
        ),
        listed: (PROOF_DIALECTS as readonly string[]).includes(name),
        agreementTest: fs.existsSync(
          path.join(__dirname, `agreement.${name}.test.ts`),
        ),
      }).toEqual({ bnf: true, listed: true, agreementTest: true });
    },
  );
});
