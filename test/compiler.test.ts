// The grammar compiler as a library (compiler/index.js): what compile gives
// for a grammar of grammars/ is what generated/ holds, and for a grammar's
// text the parser generated/ holds of the same text; it writes no file.
import * as fs from "node:fs";
import * as path from "node:path";
import * as compiler from "../compiler/index.js";
import { ENTRY_RULES, HELPER_RULES } from "../compiler/facts.js";

const root = path.resolve(__dirname, "..");
const generated = (file: string): string =>
  fs.readFileSync(path.join(root, "generated", file), "utf8");

test("compile(name): every module and declaration of the grammar in generated/, and its facts", () => {
  const before = fs.readdirSync(path.join(root, "generated")).sort();
  const { modules, declarations, facts } = compiler.compile("rfc2732");
  expect(fs.readdirSync(path.join(root, "generated")).sort()).toEqual(before);
  const files = { ...modules, ...declarations };
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      "rfc2732.js",
      "esm/rfc2732.js",
      "rfc2732.d.ts",
      "rfc2732.entry.js",
      "rfc2732.entry.report.d.ts",
      "rfc2732.match.js",
      "esm/rfc2732.rules.report.js",
      "rfc2732.bnf.d.ts",
    ]),
  );
  for (const [file, content] of Object.entries(files))
    expect([file, content]).toEqual([file, generated(file)]);
  expect(facts).toEqual({
    name: "rfc2732",
    grammarFile: "grammars/rfc2732.peggy",
    baseFiles: ["grammars/rfc2396.peggy"],
    rules: expect.arrayContaining(["URI_reference", "IPv6reference"]),
    entryRules: ENTRY_RULES.rfc2732,
    helperRules: HELPER_RULES.rfc2732,
  });
});

test("compile(text): the parser generated/ holds of the same text, and its tree build", () => {
  const text = fs.readFileSync(
    path.join(root, "grammars/rfc3986.peggy"),
    "utf8",
  );
  const { modules, declarations, facts } = compiler.compile(text, {
    name: "mine",
    grammarSource: "grammars/rfc3986.peggy",
  });
  expect(Object.keys(modules)).toEqual(["mine.js", "mine.tree.js"]);
  expect(modules["mine.js"]).toBe(generated("rfc3986.js"));
  expect(declarations).toEqual({});
  expect(facts.entryRules).toEqual([]);
  expect(facts.rules[0]).toBe("URI");
});

test("compile: a grammar peggy cannot compile is peggy's GrammarError, formatted; a bad call a TypeError", () => {
  let error: unknown;
  try {
    compiler.compile('start = missing "a"\n', { grammarSource: "bad.peggy" });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(compiler.GrammarError);
  expect((error as { formatted?: string }).formatted).toContain(
    " --> bad.peggy:1:9",
  );
  expect(() =>
    compiler.compile("rfc3986", { grammarsource: "x" } as object),
  ).toThrow(TypeError);
  expect(() => compiler.compile(3 as unknown as string)).toThrow(TypeError);
});

test("compiler/facts.js is data only: it requires nothing, so a dialect's bundle may import it", () => {
  const source = fs.readFileSync(path.join(root, "compiler/facts.js"), "utf8");
  expect(source).not.toMatch(/\brequire\(|^\s*import\s/m);
  for (const table of [ENTRY_RULES, HELPER_RULES])
    expect(Object.keys(table).sort()).toEqual(compiler.grammarNames());
});

test("a class of more than four ranges above ASCII, tested by a table of its own (peg$U0), compiles to the split modules", () => {
  // RFC 3987's ucschar is the first grammar to have one.
  const text = 'start = [\\u0100\\u0200\\u0300\\u0400\\u0500-\\u0501]+ "."';
  const split = (match: boolean) =>
    compiler.generateSplitModules(
      "t",
      "t.entry",
      text,
      "t.peggy",
      ["start"],
      "commonjs",
      match,
    );
  type Split = {
    parse(input: string, options: object): unknown;
  };
  const load = (source: string, imported?: unknown): Split => {
    const module = { exports: {} as Split };
    new Function("module", "exports", "require", source)(
      module,
      module.exports,
      () => imported,
    );
    return module.exports;
  };
  const { fast, report } = split(false);
  expect(fast).toMatch(/^const peg\$U0 = /m);
  expect(report).toContain("peg$U0");
  const fastModule = load(fast);
  const reportModule = load(report as string, fastModule);
  const REJECTED = Symbol("rejected");
  expect(fastModule.parse("\u0100\u0501.", { peg$reject: REJECTED })).toEqual([
    ["\u0100", "\u0501"],
    ".",
  ]);
  expect(fastModule.parse("\u0100\u0502.", { peg$reject: REJECTED })).toBe(
    REJECTED,
  );
  const offset = (input: string): unknown => {
    try {
      return reportModule.parse(input, {
        peg$buildError: (
          _input: string,
          _expected: unknown,
          _found: unknown,
          location: { start: { offset: number } },
        ) => ({ offset: location.start.offset }),
      });
    } catch (error) {
      return error;
    }
  };
  expect(offset("\u0100\u0502.")).toEqual({ offset: 1 });
  const recognizer = load(split(true).fast);
  expect(recognizer.parse("\u0300.", { peg$reject: REJECTED })).toBe(true);
  expect(recognizer.parse("\u0301.", { peg$reject: REJECTED })).toBe(REJECTED);
});
