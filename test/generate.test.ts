// generated/ is in sync with grammars/, and says where it came from.
import * as fs from "node:fs";
import * as path from "node:path";

// scripts/generate.js is CommonJS JavaScript, run by npm run generate.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require("../scripts/generate.js") as {
  generateAll(): Record<string, string>;
  outOfDate(): string[];
  grammarNames(): string[];
  loadGrammar(name: string): {
    text: string;
    grammarFile: string;
    baseFiles: string[];
  };
  loadTypes(name: string): string;
};

const root = path.resolve(__dirname, "..");

const escapeRegExp = (text: string): string =>
  text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");

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

describe("a variant (grammars/rfc2732.peggy, base: rfc2396)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const base = require("../generated/rfc2396.js") as { StartRules: string[] };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const variant = require("../generated/rfc2732.js") as {
    StartRules: string[];
  };
  const composed = generator.loadGrammar("rfc2732");
  const own = fs.readFileSync(
    path.join(root, "grammars/rfc2732.peggy"),
    "utf8",
  );
  const baseText = fs.readFileSync(
    path.join(root, "grammars/rfc2396.peggy"),
    "utf8",
  );
  /** A rule's definition and the comment lines above it, as the text holds it. */
  const ruleBlock = (text: string, rule: string): string | undefined =>
    new RegExp(`(?:^//.*\\n)*^${rule}(?: "[^"]*")?\\n(?:^ .*\\n?)*`, "m")
      .exec(text)?.[0]
      .trimEnd();

  test("has the base's rules in the base's order, then the rules it adds", () => {
    const added = [
      "IPv6reference",
      "IPv6address",
      "hexpart",
      "hexseq",
      "hex4",
      "DIGIT",
      "HEXDIG",
    ];
    expect(variant.StartRules).toEqual([...base.StartRules, ...added]);
  });

  test.each(["host", "IPv4address", "reserved"])(
    "its %s replaces the base's, comment and all",
    (rule) => {
      const replaced = ruleBlock(own, rule);
      expect(replaced).toBeDefined();
      expect(replaced).not.toEqual(ruleBlock(baseText, rule));
      expect(ruleBlock(composed.text, rule)).toBe(replaced);
    },
  );

  test("the rest is the base's text, then the added rules", () => {
    const replaced = ["host", "IPv4address", "reserved"];
    const strip = (text: string) =>
      replaced.reduce((t, r) => t.replace(ruleBlock(t, r)!, `<${r}>`), text);
    expect(strip(composed.text)).toMatch(
      new RegExp(
        `^${escapeRegExp(strip(baseText).trimEnd())}\\n\\n// -+\\n// Added by grammars/rfc2732.peggy.\\n\\n// RFC 2732 section 3 \\(1\\):\\n// ipv6reference = `,
      ),
    );
  });

  test("its types are the base's, with its HostNode", () => {
    const types = generator.loadTypes("rfc2732");
    expect(types).toContain(
      'Kind extends string = "hostname" | "IPv4address" | "IPv6reference"',
    );
    expect(types.match(/export interface HostNode/g)).toHaveLength(1);
    expect(types).toContain("export interface URIReferenceNode<");
    expect(types).not.toContain("base: rfc2396");
  });

  test("its generated files name the base", () => {
    const files = generator.generateAll();
    for (const suffix of [".js", ".d.ts", ".tree.js", ".tree.d.ts"]) {
      expect(files[`generated/rfc2732${suffix}`]).toContain(
        "// Base: grammars/rfc2396.peggy, whose rules grammars/rfc2732.peggy replaces or adds to.",
      );
      expect(files[`generated/rfc2396${suffix}`]).not.toContain("// Base:");
    }
  });
});
