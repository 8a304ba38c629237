// url-grammars normalize, equivalent, escape, unescape and split, --json's
// errors, and --get templates and --url-file, driven through run().
import * as path from "node:path";
import { cli } from "./run-cli";

describe("normalize, equivalent, escape, unescape", () => {
  test.each([
    [["normalize", "HTTP://A.B:80/%7e"], "http://a.b/~\n"],
    [
      ["normalize", "--no-decode-unreserved", "HTTP://A.B:80/%7e"],
      "http://a.b/%7E\n",
    ],
    [
      [
        "normalize",
        "--rfc",
        "3986",
        "--scheme-based-normalization",
        "HTTP://A:80",
      ],
      "http://a/\n",
    ],
    [["escape", "--component", "segment", "a b/c"], "a%20b%2Fc\n"],
    [["unescape", "a%20b"], "a b\n"],
  ])("%j", async (argv, expected) => {
    const { code, stdout } = await cli(argv);
    expect(stdout).toBe(expected);
    expect(code).toBe(0);
  });

  test("equivalent exits 0 or 1, as cmp does", async () => {
    expect(await cli(["equivalent", "HTTP://a:80/", "http://A/"])).toEqual({
      code: 0,
      stdout: "equivalent\n",
      stderr: "",
    });
    expect((await cli(["equivalent", "http://a/b", "http://a/c"])).code).toBe(
      1,
    );
  });

  test.each([
    [
      ["normalize", "--rfc", "1808", "--case-normalization", "a"],
      "RFC 1808's normalize has no option --case-normalization",
    ],
    [
      ["normalize", "--remove-dot-segments", "--no-remove-dot-segments", "a"],
      "contradict",
    ],
    [["escape", "a"], "escape needs --component"],
    [
      ["escape", "--component", "nope", "a"],
      'RFC 2396 has no component "nope"',
    ],
    [
      ["resolve", "--rfc", "1738", "a", "b"],
      "RFC 1738 defines no relative URLs",
    ],
    [
      ["resolve", "--leftover-dot-segments", "sometimes", "a", "b"],
      "takes keep, remove, error",
    ],
    [
      ["resolve", "--rfc", "1808", "--strict", "http://a/", "b"],
      "RFC 1808's resolve has no option --strict",
    ],
  ])("%j is bad usage", async (argv, message) => {
    const { code, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  test("resolve's options as flags", async () => {
    expect(
      (
        await cli([
          "resolve",
          "--leftover-dot-segments",
          "remove",
          "http://a/b",
          "../../g",
        ])
      ).stdout,
    ).toBe("http://a/g\n");
    expect(
      (
        await cli([
          "resolve",
          "--rfc",
          "3986",
          "--no-strict",
          "http://a/b/c",
          "http:g",
        ])
      ).stdout,
    ).toBe("http://a/b/g\n");
  });

  test("with --json, an error is JSON on standard output", async () => {
    const { code, stdout, stderr } = await cli(["unescape", "--json", "%zz"]);
    expect(code).toBe(1);
    expect(stderr).toBe("");
    expect(JSON.parse(stdout)).toMatchObject({
      error: { name: "UrlSyntaxError", offset: 1 },
    });
  });
});

describe("with --json, usage and input errors are JSON on standard output too", () => {
  test.each([
    [["resolve", "--rfc", "1738", "--json", "http://a/", "b"], 2, "UsageError"],
    [["parse", "--json", "--bogus", "a"], 2, "UsageError"],
    [["parse", "--json"], 2, "UsageError"],
    [["parse", "--get", "{host}", "--json", "http://a/"], 2, "UsageError"],
    [
      ["normalize", "--json", "--url-file", "/nonexistent/urls"],
      66,
      "InputError",
    ],
  ])("%j exits %i with a JSON %s", async (argv, status, name) => {
    const { code, stdout, stderr } = await cli(argv);
    expect(code).toBe(status);
    expect(stderr).toBe("");
    const error = (
      JSON.parse(stdout) as { error: { name: string; message: string } }
    ).error;
    expect(error.name).toBe(name);
    expect(error.message.length).toBeGreaterThan(0);
  });

  test("a --json after -- is an argument, not the option", async () => {
    const { code, stderr } = await cli(["parse", "--", "--json", "a"]);
    expect(code).toBe(2);
    expect(stderr).toContain("Usage:");
  });
});

describe("--get templates and --url-file", () => {
  const file = path.resolve(__dirname, "../fixtures/differentials.txt");

  test.each([
    ["{scheme}://{host}:{port}{path}", "http://u@a:8/b?q#f", "http://a:8/b"],
    [
      "{userinfo}|{query}|{fragment}|{authority}",
      "http://u@a:8/b?q#f",
      "u|q|f|u@a:8",
    ],
    ["{{{host}}}", "http://a/", "{a}"],
    ["{port}", "http://a/", ""],
    ["{url}", "HTTP://A/", "HTTP://A/"],
  ])("parse --get %j on %j", async (template, url, expected) => {
    expect(await cli(["parse", "--get", template, url])).toEqual({
      code: 0,
      stdout: `${expected}\n`,
      stderr: "",
    });
  });

  test("--get reads RFC 1808's path with its '/', as the other dialects", async () => {
    const { stdout } = await cli([
      "parse",
      "--rfc",
      "1808",
      "--get",
      "{path}",
      "http://a/b;p",
    ]);
    expect(stdout).toBe("/b;p\n");
  });

  test.each([
    [["parse", "--get", "{nope}", "http://a/"], "no component {nope}"],
    [["parse", "--get", "{host", "http://a/"], "is not closed"],
    [["parse", "--get", "}", "http://a/"], 'write "}}"'],
    [["check", "--get", "{host}"], "--get needs --rfc"],
    [["parse", "--url-file", "x", "http://a/"], "the file gives the last"],
  ])("%j is bad usage", async (argv, message) => {
    const { code, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  test("check --get: the template for each valid line, nothing for an invalid one", async () => {
    const { code, stdout, stderr } = await cli(
      ["check", "--rfc", "3986", "--get", "{host}"],
      {
        stdin: "http://a/\nhttp://a b/\nftp://h/x\n",
      },
    );
    expect(code).toBe(0);
    expect(stdout).toBe("a\nh\n");
    expect(stderr).toContain("rfc3986: 2 valid, 1 invalid");
  });

  test("parse --url-file: one record per line, errors on standard error, exit 1", async () => {
    const { code, stdout, stderr } = await cli(
      ["parse", "--json", "--url-file", "-"],
      {
        stdin: "http://a/\nhttp://a b/\n",
      },
    );
    expect(code).toBe(1);
    const records = stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      input: "http://a/",
      components: { host: "a" },
    });
    expect(records[1]).toMatchObject({
      line: 2,
      input: "http://a b/",
      error: { offset: 8 },
    });
    expect(stderr).toBe("");
  });

  test("resolve --url-file: each line a reference against the base argument", async () => {
    const { code, stdout } = await cli(
      ["resolve", "--url-file", "-", "http://a/b/c/d;p?q"],
      {
        stdin: "../g\n?y\n",
      },
    );
    expect(code).toBe(0);
    expect(stdout).toBe("http://a/b/g\nhttp://a/b/c/?y\n");
  });

  test("compare, tree and normalize take --url-file too", async () => {
    const compared = await cli(["compare", "--json", "--url-file", file]);
    expect(compared.stdout.trimEnd().split("\n")).toHaveLength(14);
    const normalized = await cli(["normalize", "--url-file", "-"], {
      stdin: "HTTP://A:80/\nhttp://b\n",
    });
    expect(normalized.stdout).toBe("http://a/\nhttp://b\n");
    const trees = await cli(["tree", "--url-file", "-"], { stdin: "a\nb\n" });
    expect(trees.stdout.match(/^URI_reference/gm)).toHaveLength(2);
  });

  test("relativize --url-file: each line a target against the one base given, as its help says", async () => {
    const { code, stdout } = await cli(
      ["relativize", "--url-file", "-", "http://a/b/c/d"],
      { stdin: "http://a/b/c/g\nhttp://a/x\n" },
    );
    expect(code).toBe(0);
    expect(stdout).toBe("g\n/x\n");
    expect((await cli(["--help"])).stdout).toMatch(/relativize, compare, tree/);
  });

  test("equivalent --url-file: each line against the one URL given", async () => {
    const { code, stdout } = await cli(
      ["equivalent", "--url-file", "-", "http://a/"],
      { stdin: "HTTP://A:80/\nhttp://b/\n" },
    );
    expect(stdout).toBe("equivalent\nnot equivalent\n");
    expect(code).toBe(1);
  });

  test("a missing --url-file exits 66", async () => {
    const { code } = await cli(["parse", "--url-file", "/nonexistent"]);
    expect(code).toBe(66);
  });
});

describe("split", () => {
  test("every dialect's splitting algorithm, and whether the string is in its grammar", async () => {
    const { code, stdout } = await cli(["split", "http://[::1]/a;p?q#f"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^in grammar\s+RFC 1738 defines no splitting algorithm.*\s+no\s+no\s+yes\s+yes\s+yes\s+yes$/m,
    );
    expect(stdout).toMatch(
      /^params\s+"p"\s+\(none\)\s+\(none\)\s+\(none\)\s+\(none\)\s+\(none\)$/m,
    );
    expect(stdout).toMatch(/^authority\s+\(none\)(\s+"\[::1\]"){5}$/m);
  });

  test("--json", async () => {
    const { stdout } = await cli([
      "split",
      "--json",
      "--rfc",
      "1738,3986",
      "a b",
    ]);
    expect(JSON.parse(stdout)).toEqual({
      input: "a b",
      dialects: [
        { dialect: "rfc1738", defined: false, reason: expect.any(String) },
        {
          dialect: "rfc3986",
          defined: true,
          split: { path: "a b", inGrammar: false },
        },
      ],
    });
  });

  test("compare shows a rejected column's split", async () => {
    const { stdout } = await cli([
      "compare",
      "--rfc",
      "2396",
      "--no-whatwg",
      "http://a b/",
    ]);
    expect(stdout).toMatch(/^\s+authority\s+split: "a b"$/m);
  });
});
