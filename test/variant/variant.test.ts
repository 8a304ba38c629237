// url-grammars/variant: a grammar compiled at run time agrees with the same
// grammar compiled at build time (grammars/rfc2732.peggy, a variant of RFC
// 2396's, against src/rfc2732 over generated/rfc2732.js), on sentences
// generated from the grammar and their near misses; a grammar without a base
// has the face that needs no typed layer; and every way a grammar can fail to
// compile is a VariantError with its line and column.
import * as fs from "node:fs";
import * as path from "node:path";
import { UrlSyntaxError, VariantError } from "../../src/errors";
import * as rfc2732 from "../../src/rfc2732/index";
import { compileVariant, type VariantWithBase } from "../../src/variant";
import { PegSentenceGenerator } from "../proof/peg-sentences";
import { nearMiss, Random } from "../../src/shared/sentences";

const root = path.resolve(__dirname, "../..");
const read = (file: string): string =>
  fs.readFileSync(path.join(root, file), "utf8");

import * as compiler from "../../compiler/index.js";

/** The outcome of `f`: its value, or the error's name and message. */
function outcome(f: () => unknown): unknown {
  try {
    return { value: f() };
  } catch (error) {
    if (!(error instanceof UrlSyntaxError)) throw error;
    // The variant's errors name it; the rest of the message is the grammar's.
    return {
      error: error.name,
      offset: error.offset,
      expected: error.expected,
      found: error.found,
    };
  }
}

describe("grammars/rfc2732.peggy compiled at run time, with RFC 2396's typed layer", () => {
  let variant: VariantWithBase;
  beforeAll(() => {
    variant = compileVariant(read("grammars/rfc2732.peggy"), {
      name: "rt2732",
      base: "rfc2396",
    });
  }, 60_000);

  test("has the build-time dialect's rules, name and default rule", () => {
    expect(variant.name).toBe("rt2732");
    expect(variant.rules).toEqual(rfc2732.rules);
    expect(variant.startRule).toBe("URI_reference");
    expect(variant.base).toBe("rfc2396");
  });

  test("agrees with src/rfc2732 on generated sentences and near misses, rule by rule", () => {
    const sentences = new PegSentenceGenerator(
      compiler.loadGrammar("rfc2732").text,
    );
    const random = new Random(2732);
    let compared = 0;
    let members = 0;
    for (const rule of rfc2732.rules) {
      for (let i = 0; i < 40; i++) {
        const sentence = sentences.sentence(rule, random);
        for (const input of [sentence, nearMiss(sentence, random)]) {
          const valid = rfc2732.isValid(input, rule);
          expect([rule, input, variant.isValid(input, rule)]).toEqual([
            rule,
            input,
            valid,
          ]);
          expect(outcome(() => variant.parseRule(rule, input))).toEqual(
            outcome(() => rfc2732.parseRule(rule, input)),
          );
          if (valid) members++;
          compared++;
        }
      }
    }
    expect(compared).toBe(rfc2732.rules.length * 80);
    // Both sides of the language were tried.
    expect(members).toBeGreaterThan(compared / 4);
    expect(members).toBeLessThan(compared);
  });

  test("its typed layer agrees with src/rfc2732: parse, resolve, serialize, normalize, tree", () => {
    const sentences = new PegSentenceGenerator(
      compiler.loadGrammar("rfc2732").text,
    );
    const random = new Random(2396);
    const base = "http://[::1]/b/c/d;p?q";
    for (let i = 0; i < 300; i++) {
      const sentence = sentences.sentence("URI_reference", random);
      const input = random.chance(0.8) ? sentence : nearMiss(sentence, random);
      const parsed = outcome(() => rfc2732.parse(input));
      expect([input, outcome(() => variant.parse(input))]).toEqual([
        input,
        parsed,
      ]);
      if ("error" in (parsed as object)) continue;
      expect(outcome(() => variant.resolve(base, input))).toEqual(
        outcome(() => rfc2732.resolve(base, input)),
      );
      expect(variant.serialize(variant.parse(input))).toBe(input);
      expect(variant.normalize(input)).toBe(rfc2732.normalize(input));
      expect(variant.tree(input)).toEqual(rfc2732.tree(input));
    }
  });

  test("its reserved characters are its grammar's: a query keeps [ and ], as RFC 2732's does", () => {
    expect(variant.escape("[a]", "query")).toBe("[a]");
    expect(variant.escape("[a]", "segment")).toBe(
      rfc2732.escape("[a]", "segment"),
    );
  });

  test("its errors name the variant", () => {
    expect(() => variant.parse("http://[::1/")).toThrow(
      /^Invalid rt2732 URI_reference at offset 11/,
    );
    const error = variant.tryParse("http://[::1/");
    expect(error.ok).toBe(false);
    if (!error.ok) expect(error.error.dialect).toBe("rt2732");
  });
});

describe("a grammar without a base: the face without a typed layer", () => {
  const grammar = [
    'list = item|1.., ","|',
    "item = word:$[a-z]+ { return { word }; }",
    "",
  ].join("\n");
  const variant = compileVariant(grammar, { name: "words" });

  test("rules, the first rule by default, isValid, parseRule and tree", () => {
    expect(variant.rules).toEqual(["list", "item"]);
    expect(variant.startRule).toBe("list");
    expect(variant.base).toBeUndefined();
    expect(variant.isValid("a,bc")).toBe(true);
    expect(variant.isValid("a,")).toBe(false);
    expect(variant.isValid("ab", "item")).toBe(true);
    expect(variant.parseRule("list", "a,bc")).toEqual([
      { word: "a" },
      { word: "bc" },
    ]);
    expect(variant.tree("a,bc")).toMatchObject({
      rule: "list",
      start: 0,
      end: 4,
      children: [
        { rule: "item", start: 0, end: 1 },
        { rule: "item", start: 2, end: 4 },
      ],
    });
    expect("parse" in variant).toBe(false);
  });

  test("input outside the grammar is a UrlSyntaxError naming the variant and the rule", () => {
    let caught: unknown;
    try {
      variant.parseRule("list", "a,,b");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UrlSyntaxError);
    expect((caught as UrlSyntaxError).message).toBe(
      'Invalid words list at offset 2 (line 1, column 3): expected [a-z] but found ","',
    );
  });

  test("startRule chooses the default rule; an unknown rule is a TypeError", () => {
    const items = compileVariant(grammar, { name: "w", startRule: "item" });
    expect(items.isValid("ab")).toBe(true);
    expect(items.isValid("a,b")).toBe(false);
    expect(() => variant.isValid("a", "nope")).toThrow(TypeError);
    expect(() =>
      compileVariant(grammar, { name: "w", startRule: "nope" }),
    ).toThrow(/^Unknown rule: the string "nope"; the rules are: list, item$/);
  });

  test("a name that is not a string, empty or a shipped dialect's is a TypeError", () => {
    expect(() => compileVariant(grammar, { name: "" })).toThrow(TypeError);
    expect(() => compileVariant(grammar, { name: "rfc2396" })).toThrow(
      /shipped dialect's/,
    );
    expect(() =>
      compileVariant(grammar, { name: 1 } as unknown as { name: string }),
    ).toThrow(TypeError);
  });

  test("options that are inherited are a TypeError, never read", () => {
    const options = Object.create({ base: "rfc2396", startRule: "item" }) as {
      name: string;
    };
    options.name = "proto";
    expect(() => compileVariant(grammar, options)).toThrow(
      /compileVariant: the options must be a plain object/,
    );
  });
});

/** The VariantError that compiling `source` throws. */
function variantError(
  source: string,
  options: Parameters<typeof compileVariant>[1],
): VariantError {
  try {
    compileVariant(source, options);
  } catch (error) {
    if (error instanceof VariantError) return error;
    throw error;
  }
  throw new Error("compiled");
}

describe("a grammar that cannot be compiled: VariantError with its line and column", () => {
  test("a syntax error: peggy's message and format(), in the grammar's own lines", () => {
    const e = variantError('a = "a"\nb = "b" (\n', {
      name: "broken",
      grammarSource: "broken.peggy",
    });
    expect(e.code).toBe("grammar-syntax");
    expect(e.grammarSource).toBe("broken.peggy");
    expect(e.location).toEqual({ offset: 18, line: 3, column: 1 });
    expect(e.formatted).toMatch(
      /^Error: Expected .* but end of input found\.\n --> broken\.peggy:3:1\n/,
    );
  });

  test("a rule used and not defined: peggy's grammar error", () => {
    const e = variantError('a = "a" b\n', { name: "undefined-rule" });
    expect(e.code).toBe("grammar-error");
    expect(e.message).toBe('Rule "b" is not defined');
    expect(e.location).toEqual({ offset: 8, line: 1, column: 9 });
    expect(e.formatted).toContain(" --> undefined-rule:1:9");
  });

  test("a syntax error in a variant file is in its own lines, not the composed grammar's", () => {
    const e = variantError("// base: rfc2396\n\nhost = (\n", {
      name: "v",
    });
    expect(e.code).toBe("grammar-syntax");
    expect(e.location?.line).toBe(4);
  });

  test("an unknown base: the option (no place in the grammar), or the base line", () => {
    const option = variantError('a = "a"\n', {
      name: "v",
      base: "rfc9999" as "rfc2396",
    });
    expect(option.code).toBe("unknown-base");
    expect(option.location).toBeUndefined();
    expect(option.message).toMatch(/unknown base "rfc9999"/);

    const line = variantError('// A grammar.\n// base: nosuch\n\na = "a"\n', {
      name: "v",
      grammarSource: "v.peggy",
    });
    expect(line.code).toBe("unknown-base");
    expect(line.location).toEqual({ offset: 23, line: 2, column: 10 });
    expect(line.formatted).toContain(" --> v.peggy:2:10");
  });

  test("an initializer in a variant file", () => {
    const e = variantError('// base: rfc2396\n{ const x = 1; }\nhost = "a"\n', {
      name: "v",
    });
    expect(e.code).toBe("no-initializer");
    expect(e.location?.line).toBe(2);
  });

  test("a base whose typed layer reads a rule the grammar lacks, or builds otherwise", () => {
    const missing = variantError('start = "a"\n', {
      name: "v",
      base: "rfc2396",
    });
    expect(missing.code).toBe("base-rule-missing");
    expect(missing.location).toBeUndefined();
    expect(missing.message).toBe(
      "v has no rule URI_reference, whose value RFC 2396's typed layer reads",
    );

    // Issue 14's edit: a bracketed host as bare text, where the typed layer
    // takes the node host's actions build.
    const changed = variantError(
      [
        "// base: rfc2396",
        "",
        "host",
        '  = text:hostname { return { type: "hostname", text }; }',
        '  / text:IPv4address { return { type: "IPv4address", text }; }',
        '  / $("[" [0-9A-Fa-f:]+ "]")',
        "",
      ].join("\n"),
      { name: "v", base: "rfc2396" },
    );
    expect(changed.code).toBe("base-rule-changed");
    expect(changed.message).toMatch(
      /rule host is read by RFC 2396's typed layer/,
    );
    expect(changed.location?.line).toBeGreaterThan(1);
  });
});

test("docs/grammars.md's variant (examples/my2396.peggy) reads bracketed hosts as RFC 2732 does", () => {
  const v = compileVariant(read("examples/my2396.peggy"), {
    name: "my2396",
    base: "rfc2396",
  });
  expect(v.parse("http://[::1]/a")).toEqual(rfc2732.parse("http://[::1]/a"));
  expect(v.resolve("http://[::1]/a/b", "../c")).toBe("http://[::1]/c");
});
