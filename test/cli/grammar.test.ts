// The command with a grammar of one's own: --grammar FILE [--grammar-base B]
// on compare, parse, tree and check, and generate-parser, driven through
// run() with in-memory streams.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as rfc2396 from "../../src/rfc2396/index";
import { cli } from "./run-cli";

const root = path.resolve(__dirname, "../..");
const MY2396 = path.join(root, "examples/my2396.peggy");

let scratch = "";
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-grammar-"));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A grammar file in the scratch directory. */
function grammarFile(name: string, text: string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, text);
  return file;
}

describe("--grammar", () => {
  test("compare: a column named after the file, with its base's components", async () => {
    const { code, stdout } = await cli([
      "compare",
      "--json",
      "--rfc",
      "2396",
      "--no-whatwg",
      "--grammar",
      MY2396,
      "--grammar-base",
      "2396",
      "http://[::1]/a",
    ]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as {
      dialects: { dialect: string; valid: boolean; components?: object }[];
      disagreements: { aspect: string }[];
    };
    expect(json.dialects.map((d) => [d.dialect, d.valid])).toEqual([
      ["rfc2396", false],
      ["my2396", true],
    ]);
    expect(json.dialects[1]?.components).toMatchObject({
      host: "[::1]",
      hostKind: "IPv6reference",
      path: "/a",
    });
    expect(json.disagreements.map((d) => d.aspect)).toEqual(["validity"]);
  });

  test("compare with --base resolves in the variant's column too", async () => {
    const { stdout } = await cli([
      "compare",
      "--json",
      "--rfc",
      "2396",
      "--no-whatwg",
      "--grammar",
      MY2396,
      "--grammar-base",
      "rfc2396",
      "--base",
      "http://a/b/c",
      "../d",
    ]);
    const json = JSON.parse(stdout) as {
      dialects: { dialect: string; resolved: unknown }[];
    };
    expect(json.dialects.map((d) => [d.dialect, d.resolved])).toEqual([
      ["rfc2396", { defined: true, value: "http://a/d" }],
      ["my2396", { defined: true, value: "http://a/d" }],
    ]);
  });

  test("--base rfc2396 with --grammar names the grammar's base, as issue 14 writes the command", async () => {
    const run = (args: string[]) =>
      cli(["compare", "--json", "--rfc", "2396", "--no-whatwg", ...args]);
    const spelled = await run([
      "--grammar",
      MY2396,
      "--base",
      "rfc2396",
      "http://[::1]/",
    ]);
    const explicit = await run([
      "--grammar",
      MY2396,
      "--grammar-base",
      "2396",
      "http://[::1]/",
    ]);
    expect(spelled.code).toBe(0);
    expect(spelled.stdout).toBe(explicit.stdout);
    const json = JSON.parse(spelled.stdout) as {
      dialects: { dialect: string; components?: object; resolved?: unknown }[];
    };
    expect(json.dialects[1]?.components).toMatchObject({
      hostKind: "IPv6reference",
    });
    // Not a base URL: nothing was resolved.
    expect(json.dialects[1]?.resolved).toBeUndefined();
    // parse and tree take it too; without --grammar, or naming no base, it is bad usage.
    const parsed = await cli([
      "parse",
      "--json",
      "--grammar",
      MY2396,
      "--base",
      "2396",
      "http://[::1]/",
    ]);
    expect(parsed.code).toBe(0);
    expect((await cli(["parse", "--base", "2396", "http://a/"])).code).toBe(2);
    expect(
      (await cli(["parse", "--grammar", MY2396, "--base", "http://a/", "x"]))
        .code,
    ).toBe(2);
  });

  test("compare without --grammar-base: validity and the start rule's value", async () => {
    const { code, stdout } = await cli([
      "compare",
      "--json",
      "--rfc",
      "2396",
      "--no-whatwg",
      "--grammar",
      MY2396,
      "http://a/",
    ]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as {
      dialects: { dialect: string; components?: { value?: string } }[];
    };
    expect(json.dialects[1]?.dialect).toBe("my2396");
    expect(
      JSON.parse(json.dialects[1]?.components?.value as string),
    ).toMatchObject({ uri: { scheme: "http" } });
  });

  test("parse and tree read by the grammar", async () => {
    const parsed = await cli([
      "parse",
      "--json",
      "--grammar",
      MY2396,
      "--grammar-base",
      "2396",
      "http://[::1]/",
    ]);
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.stdout)).toMatchObject({
      dialect: "my2396",
      components: { host: "[::1]", hostKind: "IPv6reference" },
    });
    const tree = await cli([
      "tree",
      "--grammar",
      MY2396,
      "--rule",
      "host",
      "[::1]",
    ]);
    expect(tree.code).toBe(0);
    expect(tree.stdout).toBe('host [0, 5) "[::1]"\n');
    const wrong = await cli(["tree", "--grammar", MY2396, "http://[::1/"]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^UrlSyntaxError: Invalid my2396 /);
  });

  test("check: the grammar's column beside the dialect's", async () => {
    const { code, stdout, stderr } = await cli(
      ["check", "--rfc", "2396", "--grammar", MY2396, "--grammar-base", "2396"],
      { stdin: "http://[::1]/\nhttp://a/\n" },
    );
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map(
        (l) =>
          JSON.parse(l) as Record<string, { valid: boolean } | string | number>,
      );
    expect(
      lines.map((l) => [
        (l["rfc2396"] as { valid: boolean }).valid,
        (l["my2396"] as { valid: boolean }).valid,
      ]),
    ).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(stderr).toContain("my2396: 2 valid, 0 invalid");
  });

  test("check --get reads by the grammar alone", async () => {
    const { stdout } = await cli(
      [
        "check",
        "--grammar",
        MY2396,
        "--grammar-base",
        "2396",
        "--get",
        "{host}",
      ],
      { stdin: "http://[::1]/\nhttp://a b/\n" },
    );
    expect(stdout).toBe("[::1]\n");
  });

  test("usage errors: --grammar-base alone or unknown, --rfc with parse's --grammar, --get without one grammar", async () => {
    for (const argv of [
      ["parse", "--grammar-base", "2396", "http://a/"],
      ["parse", "--grammar", MY2396, "--grammar-base", "3986", "http://a/"],
      ["parse", "--grammar", MY2396, "--rfc", "2396", "http://a/"],
      ["check", "--grammar", MY2396, "--get", "{host}"],
    ]) {
      const { code, stderr } = await cli(argv);
      expect([argv, code]).toEqual([argv, 2]);
      expect(stderr).toMatch(/^url-grammars: /);
    }
  });

  test("a grammar that cannot be read exits 66; one that cannot be compiled exits 65 with its file, line and column", async () => {
    const missing = await cli([
      "parse",
      "--grammar",
      path.join(scratch, "none.peggy"),
      "a",
    ]);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toMatch(/^url-grammars: cannot read the grammar /);

    const broken = grammarFile("broken.peggy", 'a = "a"\nb = "b" (\n');
    const syntax = await cli(["tree", "--grammar", broken, "a"]);
    expect(syntax.code).toBe(65);
    expect(syntax.stderr).toContain(` --> ${broken}:3:1`);

    const undefinedRule = grammarFile("undefined.peggy", 'a = "a" b\n');
    const semantic = await cli(["compare", "--grammar", undefinedRule, "a"]);
    expect(semantic.code).toBe(65);
    expect(semantic.stderr).toContain('Rule "b" is not defined');
    expect(semantic.stderr).toContain(` --> ${undefinedRule}:1:9`);
  });
});

describe("generate-parser", () => {
  test("writes generated/rfc2396.js byte for byte from grammars/rfc2396.peggy", async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const { code, stdout } = await cli([
        "generate-parser",
        "grammars/rfc2396.peggy",
      ]);
      expect(code).toBe(0);
      expect(stdout).toBe(
        fs.readFileSync(path.join(root, "generated/rfc2396.js"), "utf8"),
      );
    } finally {
      process.chdir(cwd);
    }
  });

  test("-o writes a module that parses, of a variant file composed with its base", async () => {
    const out = path.join(scratch, "my2396.js");
    const { code, stderr } = await cli(["generate-parser", MY2396, "-o", out]);
    expect(code).toBe(0);
    expect(stderr).toBe(`wrote ${out}\n`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const parser = require(out) as {
      parse(input: string, options?: { startRule?: string }): unknown;
      StartRules: string[];
      SyntaxError: new () => Error;
    };
    expect(parser.StartRules).toEqual(
      expect.arrayContaining([...rfc2396.rules]),
    );
    expect(parser.parse("[::1]", { startRule: "host" })).toEqual({
      type: "IPv6reference",
      text: "[::1]",
    });
    expect(() => parser.parse("http://a b")).toThrow(parser.SyntaxError);
  });

  test("a grammar error exits 65 with peggy's report", async () => {
    const broken = grammarFile("broken2.peggy", "a = (\n");
    const { code, stdout, stderr } = await cli(["generate-parser", broken]);
    expect(code).toBe(65);
    expect(stdout).toBe("");
    expect(stderr).toContain(` --> ${broken}:2:1`);
  });
});
