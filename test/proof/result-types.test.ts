// The result types check: values against the declarations of a .types.ts
// file, read by the TypeScript checker; and, for every dialect, every
// declaration in its types file is one the check reads.
import * as ts from "typescript";
import { composedTypes } from "./agreement";
import { PROOF_DIALECTS } from "./dialects";
import { ResultTypes } from "./result-types";

const SOURCE = `
export type Kind = "a" | "b";
export interface Leaf<K extends string = Kind> {
  readonly type: K;
  readonly text: string;
}
export interface Branch {
  readonly leaves: readonly Leaf[];
  readonly port: string | null;
  readonly count?: number;
}
export interface RuleResults {
  leaf: Leaf;
  onlyA: Leaf<"a">;
  branch: Branch | null;
  end: undefined;
}
`;

describe("values against declared types", () => {
  const types = new ResultTypes(SOURCE);
  // [rule, value, the problem or null]
  const rows: [string, unknown, string | null][] = [
    ["leaf", { type: "a", text: "x" }, null],
    ["leaf", { type: "c", text: "x" }, '.type is "c", not Kind'],
    ["leaf", "x", 'the value is "x", not Leaf<Kind>'],
    ["leaf", { type: "a" }, ".text is missing"],
    [
      "leaf",
      { type: "a", text: "x", extra: 1 },
      "the value has extra, which Leaf<Kind> does not declare",
    ],
    ["onlyA", { type: "b", text: "x" }, '.type is "b", not "a"'],
    ["branch", null, null],
    ["branch", { leaves: [], port: null }, null],
    [
      "branch",
      { leaves: [{ type: "b", text: "" }], port: "80", count: 2 },
      null,
    ],
    [
      "branch",
      { leaves: [{ type: "b", text: 1 }], port: null },
      ".leaves[0].text is 1, not string",
    ],
    [
      "branch",
      { leaves: {}, port: null },
      ".leaves is {}, not readonly Leaf<Kind>[]",
    ],
    [
      "branch",
      { leaves: [], port: null, count: "2" },
      '.count is "2", not number | undefined',
    ],
    ["end", undefined, null],
    ["end", "", 'the value is "", not undefined'],
  ];
  test.each(rows)("%s: %j", (rule, value, problem) => {
    expect(types.problem(rule, value)).toBe(problem);
  });

  test("RuleResults' properties are the structural rules", () => {
    expect(types.rules).toEqual(["leaf", "onlyA", "branch", "end"]);
  });

  test("a type the check cannot read throws rather than passes", () => {
    const odd = new ResultTypes(
      "export interface RuleResults { f: () => void; t: [string, number] }",
    );
    expect(() => odd.problem("f", () => undefined)).toThrow(
      "the result types check does not read",
    );
    expect(() => odd.problem("t", ["a", 1])).toThrow(
      "the result types check does not read",
    );
  });

  test("types that do not compile are refused", () => {
    expect(
      () => new ResultTypes("export interface RuleResults { a: Missing }"),
    ).toThrow("the result types do not compile");
  });
});

describe.each(PROOF_DIALECTS)("%s: the check reads its types", (dialect) => {
  const source = composedTypes(dialect);
  const types = new ResultTypes(source);
  test("every declaration of the types file is reached from RuleResults, and every type reached is of a kind the check reads", () => {
    const declared = ts
      .createSourceFile("types.ts", source, ts.ScriptTarget.Latest)
      .statements.flatMap((s) =>
        (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) &&
        s.name.text !== "RuleResults"
          ? [s.name.text]
          : [],
      );
    expect(declared.length).toBeGreaterThan(0);
    const { declarations, unreadable } = types.reach();
    expect(declared.filter((name) => !declarations.has(name))).toEqual([]);
    expect(unreadable).toEqual([]);
  });
});
