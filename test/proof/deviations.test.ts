// The deviations list (deviations.ts): how an entry applies, and that every
// entry is well formed. The agreement tests check each entry's examples
// against the generated parser.
import { readBnf } from "../../src/shared/bnf";
import { DEVIATIONS, dialectOf, type Deviation } from "./deviations";
import { PROOF_DIALECTS, applyDeviations, rfcBnf } from "./dialects";
import { compileRecognizer } from "../../src/shared/recognizer";

describe("an entry rewrites rules of the BNF", () => {
  // A small BNF in RFC 1738's style, and the scheme-case entry of the header comment.
  const rfc = readBnf(
    [
      'url      = scheme ":" *xchar',
      'scheme   = 1*[ lowalpha | digit | "+" | "-" | "." ]',
      'lowalpha = "a" | "b" | "h" | "p" | "t"',
      'hialpha  = "A" | "B" | "H" | "P" | "T"',
      'digit    = "0" | "1"',
      'xchar    = lowalpha | hialpha | digit | "/"',
    ].join("\n"),
  );
  const entry: Deviation = {
    id: "rfc1738: scheme case",
    rule: "scheme",
    bnf: 'scheme = 1*[ lowalpha | hialpha | digit | "+" | "-" | "." ]',
    why: "section 2.1: upper case letters are equivalent to lower case in scheme names",
    pegOnly: ["HTTP"],
    bnfOnly: [],
  };
  const before = compileRecognizer(rfc);
  const after = compileRecognizer(applyDeviations(rfc, [entry]));

  const rows: [string, string, boolean, boolean][] = [
    ["scheme", "http", true, true],
    ["scheme", "HTTP", false, true],
    ["url", "HTTP://a", false, true],
    ["url", "http://a", true, true],
    ["url", "http://A", true, true],
    ["scheme", "", false, false],
  ];
  test.each(rows)(
    "%s %j: RFC %p, with the entry %p",
    (rule, input, rfcVerdict, amended) => {
      expect(before.accepts(rule, input)).toBe(rfcVerdict);
      expect(after.accepts(rule, input)).toBe(amended);
    },
  );
  test("the entry's dialect is read from its id", () => {
    expect(dialectOf(entry)).toBe("rfc1738");
  });
});

describe("every entry is well formed", () => {
  for (const entry of DEVIATIONS) {
    test(entry.id, () => {
      const rfc = rfcBnf(dialectOf(entry));
      expect(rfc.rules.has(entry.rule)).toBe(true);
      const amended = applyDeviations(rfc, [entry]);
      expect(amended.rules.get(entry.rule)).not.toEqual(
        rfc.rules.get(entry.rule),
      );
      expect(entry.why.length).toBeGreaterThan(0);
      expect(entry.pegOnly.length + entry.bnfOnly.length).toBeGreaterThan(0);
    });
  }
});

test("every entry names a dialect under proof", () => {
  expect(
    DEVIATIONS.map(dialectOf).filter((d) => !PROOF_DIALECTS.includes(d)),
  ).toEqual([]);
});
