// The agreement tests of one dialect, for its test file
// (agreement.<dialect>.test.ts): for every rule, generated members are
// accepted by the PEG parser started at that rule, and on near misses the PEG
// parser agrees with the BNF recognizer (with the dialect's listed deviations,
// and no others). A dialect whose generated parser does not exist yet shows a
// skipped test that says so.
import {
  agreementReport,
  DEFAULT_PEG_SENTENCES_PER_RULE,
  PROOF_SEED,
  pegSide,
  pegVerdict,
  proofContext,
  provePegRule,
  provePegTypes,
  proveRule,
  smallRulesFirst,
  StringBudget,
  type PegRuleRun,
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
        expect(agreementReport(dialect, run.failures)).toBe("");
      },
      TIMEOUT,
    );
  });

  // The other direction: what the grammar accepts, the BNF accepts.
  const side = pegSide(dialect);
  const pegRuns: PegRuleRun[] = [];
  const helperRuns: PegRuleRun[] = [];
  const pegTarget = budget.shared
    ? Math.max(
        1,
        Math.ceil(Number(process.env.PROOF_STRINGS) / 4 / ctx.rules.length),
      )
    : DEFAULT_PEG_SENTENCES_PER_RULE;
  describe(`${dialect}: the BNF accepts the grammar's language, and the grammar returns its declared types, rule by rule (${pegTarget} grammar sentences a rule, seed ${PROOF_SEED})`, () => {
    test.each([...ctx.rules])(
      "%s",
      (rule) => {
        const run = provePegRule(ctx, side, rule, pegTarget);
        pegRuns.push(run);
        expect(agreementReport(dialect, run.failures)).toBe("");
        // A grammar that accepted none of its own sentences would prove nothing.
        expect(run.accepted).toBeGreaterThan(0);
      },
      TIMEOUT,
    );
  });

  const ruleNames = new Set(ctx.rules.map((rule) => pegName(rule, ctx.header)));
  const structuralHelpers = side.types.rules.filter(
    (rule) => !ruleNames.has(rule),
  );
  if (structuralHelpers.length > 0) {
    describe(`${dialect}: structural helper rules return their declared types`, () => {
      test.each(structuralHelpers)(
        "%s",
        (rule) => {
          const run = provePegTypes(ctx, side, rule, pegTarget);
          helperRuns.push(run);
          expect(agreementReport(dialect, run.failures)).toBe("");
          expect(run.accepted).toBeGreaterThan(0);
        },
        TIMEOUT,
      );
    });
  }

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

  // The numbers for test/proof/README.md: PROOF_REPORT=1 (or any PROOF_STRINGS run) prints them.
  afterAll(() => {
    if (
      process.env.PROOF_REPORT !== undefined ||
      process.env.PROOF_STRINGS !== undefined
    ) {
      console.log(reportRow(dialect, runs));
      console.log(pegReportRow(dialect, pegRuns, helperRuns));
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

/** A row of the README's table of the other direction. */
function pegReportRow(
  dialect: ProofDialectName,
  runs: readonly PegRuleRun[],
  helperRuns: readonly PegRuleRun[],
): string {
  const sum = (f: (r: PegRuleRun) => number) =>
    runs.reduce((n, r) => n + f(r), 0);
  const cells = [
    dialect,
    runs.length,
    sum((r) => r.checked),
    sum((r) => r.accepted),
    sum((r) => r.typed) + helperRuns.reduce((n, r) => n + r.typed, 0),
    sum((r) => r.failures.length) +
      helperRuns.reduce((n, r) => n + r.failures.length, 0),
  ];
  return [
    `seed ${PROOF_SEED}`,
    "| dialect | rules | distinct grammar sentences checked | of which the grammar accepts | values checked against NAME.types.ts (helper rules too) | disagreements or ill-typed values |",
    "| --- | --- | --- | --- | --- | --- |",
    `| ${cells.join(" | ")} |`,
  ].join("\n");
}
