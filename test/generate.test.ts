// generated/ is in sync with grammars/, and says where it came from.
import * as fs from "node:fs";
import * as path from "node:path";

// scripts/generate.js is CommonJS JavaScript, run by npm run generate.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require("../scripts/generate.js") as {
  generateAll(): Record<string, string>;
  outOfDate(): string[];
  grammarNames(): string[];
};

const root = path.resolve(__dirname, "..");

describe("npm run generate", () => {
  test("generated/ matches what the grammars generate (run `npm run generate` if not)", () => {
    expect(generator.outOfDate()).toEqual([]);
  });

  test("every grammar gives a parser, its types, a tree build and its types, each headed by its source", () => {
    const files = generator.generateAll();
    for (const name of generator.grammarNames()) {
      for (const suffix of [".js", ".d.ts", ".tree.js", ".tree.d.ts"]) {
        const content = files[`generated/${name}${suffix}`];
        expect(content).toBeDefined();
        expect(content).toMatch(/^\/\/ GENERATED FILE, do not edit\./);
        expect(content).toContain(`Source: grammars/${name}.peggy.`);
      }
    }
  });

  test("the declarations give structural rules their node types, not any", () => {
    const dts = fs.readFileSync(
      path.join(root, "generated/rfc2396.d.ts"),
      "utf8",
    );
    expect(dts).toContain("export interface URIReferenceNode");
    expect(dts).toMatch(
      /RuleResult<R extends StartRuleNames> = R extends keyof RuleResults \? RuleResults\[R\] : string/,
    );
    expect(dts).not.toMatch(/\): any;/);
  });

  test("every rule of the grammar is a start rule", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const parser = require("../generated/rfc2396.js") as {
      StartRules: string[];
    };
    const grammar = fs.readFileSync(
      path.join(root, "grammars/rfc2396.peggy"),
      "utf8",
    );
    const defined = [
      ...grammar.matchAll(/^([A-Za-z_][A-Za-z0-9_]*)(?: "[^"]*")?\s*$/gm),
    ].map((m) => m[1]);
    expect(parser.StartRules).toEqual(defined);
  });
});
