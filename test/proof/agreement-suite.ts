// The agreement tests of one dialect, for its test file
// (agreement.<dialect>.test.ts): for every rule, generated members are
// accepted by the PEG parser started at that rule, and on near misses the PEG
// parser agrees with the BNF recognizer (with the dialect's listed deviations,
// and no others). A dialect whose generated parser does not exist yet shows a
// skipped test that says so.
import {
  PROOF_SEED,
  pegVerdict,
  proofContext,
  proveRule,
  smallRulesFirst,
  StringBudget,
  type RuleRun,
} from "./agreement";
import {
  deviationsOf,
  generatedFile,
  loadParser,
  pegName,
  type ProofDialectName,
} from "./dialects";
import * as path from "path";

/** A rule's test may take long in the large run (PROOF_STRINGS). */
const TIMEOUT =
  process.env.PROOF_STRINGS === undefined ? 120_000 : 24 * 3600_000;

export function describeAgreement(dialect: ProofDialectName): void {
  const parser = loadParser(dialect);
  if (parser === null) {
    const missing = path.relative(process.cwd(), generatedFile(dialect));
    describe(`${dialect}: agreement with the BNF`, () => {
      test.skip(`${dialect}: not checked, ${missing} does not exist yet`, () => {});
    });
    return;
  }
  const ctx = proofContext(dialect, parser);
  const budget = new StringBudget(ctx.rules.length);
  const runs: RuleRun[] = [];

  describe(`${dialect}: the grammar accepts the BNF's language, rule by rule (${budget.describe()}, seed ${PROOF_SEED})`, () => {
    const order = budget.shared ? smallRulesFirst(ctx) : [...ctx.rules];
    test.each(order)(
      "%s",
      (rule) => {
        const run = proveRule(ctx, rule, budget.next());
        budget.spent(run);
        runs.push(run);
        expect(run.failures).toEqual([]);
      },
      TIMEOUT,
    );
  });

  describe(`${dialect}: deliberate deviations`, () => {
    const deviations = deviationsOf(dialect);
    if (dialect === "rfc2396") {
      test("rfc2396 lists none: its RFC rules must agree with Appendix A exactly", () => {
        expect(deviations.map((d) => d.id)).toEqual([]);
      });
    }
    for (const deviation of deviations) {
      test(`${deviation.id}: its examples differ from the RFC's BNF as listed`, () => {
        expect(
          deviation.pegOnly.length + deviation.bnfOnly.length,
        ).toBeGreaterThan(0);
        const start = pegName(deviation.rule, ctx.header);
        const verdicts = (input: string) => ({
          input,
          peg: pegVerdict(parser, start, input),
          rfc: ctx.rfcRecognizer.accepts(deviation.rule, input)
            ? "accepts"
            : "rejects",
          withDeviations: ctx.recognizer.accepts(deviation.rule, input)
            ? "accepts"
            : "rejects",
        });
        for (const input of deviation.pegOnly) {
          expect(verdicts(input)).toEqual({
            input,
            peg: "accepts",
            rfc: "rejects",
            withDeviations: "accepts",
          });
        }
        for (const input of deviation.bnfOnly) {
          expect(verdicts(input)).toEqual({
            input,
            peg: "rejects",
            rfc: "accepts",
            withDeviations: "rejects",
          });
        }
      });
    }
  });

  // The numbers for the README: PROOF_REPORT=1 (or any PROOF_STRINGS run) prints them.
  afterAll(() => {
    if (
      process.env.PROOF_REPORT !== undefined ||
      process.env.PROOF_STRINGS !== undefined
    ) {
      console.log(reportRow(dialect, runs));
    }
  });
}

/** A row of the README's table. */
function reportRow(
  dialect: ProofDialectName,
  runs: readonly RuleRun[],
): string {
  const sum = (f: (r: RuleRun) => number) => runs.reduce((n, r) => n + f(r), 0);
  const cells = [
    dialect,
    runs.length,
    sum((r) => r.checked),
    sum((r) => r.members),
    sum((r) => r.nearMissMembers),
    sum((r) => r.generated),
    sum((r) => r.failures.length),
  ];
  return [
    `seed ${PROOF_SEED}`,
    "| dialect | rules | distinct strings checked | of which members | near misses inside the language | strings generated | disagreements |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    `| ${cells.join(" | ")} |`,
  ].join("\n");
}
