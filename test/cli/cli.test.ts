// The url-grammars command driven through run() with in-memory streams
// (test/cli/run-cli.ts): parse, resolve, compare, tree, diff, help and
// usage. check is in check-command.test.ts, the other commands in
// commands.test.ts, the built command in a child process in process.test.ts.
import * as library from "../../src/index";
import * as fs from "node:fs";
import * as path from "node:path";
import { COMMANDS } from "../../src/cli/command";
import { cli } from "./run-cli";

describe("parse", () => {
  test("prints the components as a table", async () => {
    const { code, stdout } = await cli(["parse", "http://u@a.b:8/c?d#e"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^host\s+"a\.b"$/m);
    expect(stdout).toMatch(/^port\s+"8"$/m);
    expect(stdout).toMatch(/^regName\s+-$/m);
  });

  test("--json prints JSON", async () => {
    const { stdout } = await cli([
      "parse",
      "--json",
      "--rfc",
      "2396",
      "http://a/b",
    ]);
    expect(JSON.parse(stdout)).toMatchObject({
      dialect: "rfc2396",
      components: { host: "a", path: "/b" },
    });
  });

  test("--json prints what the library's parse returns, whole", async () => {
    const { stdout } = await cli([
      "parse",
      "--json",
      "--rfc",
      "3986",
      "http://[::1]/a%20b",
    ]);
    expect(JSON.parse(stdout)).toEqual({
      dialect: "rfc3986",
      input: "http://[::1]/a%20b",
      components: JSON.parse(
        JSON.stringify(library.rfc3986.parse("http://[::1]/a%20b")),
      ),
    });
    expect(JSON.parse(stdout).components.segments).toEqual(["a%20b"]);
  });

  test("a syntax error prints the caret display and exits 1", async () => {
    const { code, stdout, stderr } = await cli(["parse", "http://a b"]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.split("\n").slice(1, 3)).toEqual([
      "  http://a b",
      "          ^",
    ]);
  });
});

describe("resolve", () => {
  test("prints the resolved reference", async () => {
    expect(await cli(["resolve", "http://a/b/c/d;p?q", "../g"])).toEqual({
      code: 0,
      stdout: "http://a/b/g\n",
      stderr: "",
    });
  });
  test("--rfc=2396 --json", async () => {
    const { stdout } = await cli([
      "resolve",
      "--rfc=2396",
      "--json",
      "http://a/b/c/d;p?q",
      "?y",
    ]);
    expect(JSON.parse(stdout)).toEqual({
      dialect: "rfc2396",
      base: "http://a/b/c/d;p?q",
      reference: "?y",
      resolved: "http://a/b/c/?y",
    });
  });
  test("an unresolvable reference exits 1", async () => {
    const { code, stderr } = await cli(["resolve", "mailto:a@b", "g"]);
    expect(code).toBe(1);
    expect(stderr).toContain("UrlResolutionError");
  });
});

describe("compare", () => {
  test("a side-by-side table with a column per dialect, disagreements marked", async () => {
    const { code, stdout } = await cli([
      "compare",
      "--base",
      "http://a/b/c/d;p?q#f",
      "?y",
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^\s+RFC 1738\s+RFC 1808\s+RFC 2396\s+RFC 2732\s+RFC 3986\s+RFC 3987\s+RFC 6874\s+WHATWG URL \(living standard\)$/m,
    );
    expect(stdout).toMatch(
      /^\*\s+valid\s+no \(offset 0\)\s+yes\s+yes\s+yes\s+yes\s+yes\s+yes\s+yes$/m,
    );
    expect(stdout).toMatch(
      /^\*\s+resolved\s+RFC 1738 defines no relative URLs\s+http:\/\/a\/b\/c\/d;p\?y\s+http:\/\/a\/b\/c\/\?y\s+http:\/\/a\/b\/c\/\?y(\s+http:\/\/a\/b\/c\/d;p\?y){4}$/m,
    );
    // WHATWG's components are those of new URL("?y", base): the resolved URL's.
    expect(stdout).toMatch(/^ \s+query(\s+"y"){7}$/m);
    expect(stdout).toMatch(/^ \s+scheme(\s+-){6}\s+"http"$/m);
    expect(stdout).toMatch(
      /The columns disagree on \d+ points of what is addressed and \d+ of vocabulary\./,
    );
  });

  test("--json", async () => {
    const { stdout } = await cli(["compare", "--json", "http://a/"]);
    const parsed = JSON.parse(stdout) as {
      dialects: { dialect: string; valid: boolean }[];
    };
    expect(parsed.dialects.find((d) => d.dialect === "rfc2396")?.valid).toBe(
      true,
    );
  });
});

describe("tree", () => {
  test("the compact tree: indented nodes with rule, span and text", async () => {
    const { stdout } = await cli(["tree", "--rule", "hostport", "a.b:8"]);
    expect(stdout).toBe(
      [
        'hostport [0, 5) "a.b:8"',
        '  host [0, 3) "a.b"',
        '    hostname [0, 3) "a.b"',
        '      domainlabel [0, 1) "a"',
        '      toplabel [2, 3) "b"',
        '  port [4, 5) "8"',
        "",
      ].join("\n"),
    );
  });
  test("a tree past the node limit: UrlTreeLimitError, exit 1", async () => {
    const { code, stdout, stderr } = await cli([
      "tree",
      "http://a" + "/a".repeat(1_100_000),
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^UrlTreeLimitError: .* more than 1000000 nodes/);
    const help = (await cli(["tree", "--help"])).stdout.replace(/\s+/g, " ");
    expect(help).toContain("at most 1000000 nodes");
  });
  test("an unknown rule is bad usage", async () => {
    expect((await cli(["tree", "--rule", "nope", "a"])).code).toBe(2);
  });
});

describe("compare's columns", () => {
  test("a WHATWG column, marked as the living standard's answer", async () => {
    const { code, stdout } = await cli(["compare", "http://a:80/b"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/RFC 6874\s+WHATWG URL \(living standard\)$/m);
    // A default port dropped by WHATWG: vocabulary, not what is addressed.
    expect(stdout).toMatch(/^~\s+port\s+.*"80"\s+-$/m);
    expect(stdout).toContain("not an RFC");
  });

  test("--no-whatwg leaves it out; --rfc chooses the dialects", async () => {
    const { stdout } = await cli([
      "compare",
      "--no-whatwg",
      "--rfc",
      "2396,3986",
      "http://a/b",
    ]);
    expect(stdout).toMatch(/^\s+RFC 2396\s+RFC 3986$/m);
    expect(stdout).not.toContain("WHATWG");
  });

  test("--json has the column apart from the dialects", async () => {
    const { stdout } = await cli([
      "compare",
      "--json",
      "--base",
      "http://x/y",
      "../g",
    ]);
    const json = JSON.parse(stdout) as {
      whatwg: {
        valid: boolean;
        verdict: string;
        withBase: boolean;
        resolved: { ok: boolean; value: string };
      };
      dialects: unknown[];
    };
    expect(json.dialects).toHaveLength(7);
    expect(json.whatwg).toMatchObject({
      valid: true,
      verdict: "valid",
      withBase: true,
    });
    expect(json.whatwg.resolved).toEqual({ ok: true, value: "http://x/g" });
  });
});

describe("diff", () => {
  const fixture = path.resolve(__dirname, "../fixtures/differentials.txt");

  test("a summary by what differs, with the first examples", async () => {
    const { code, stdout } = await cli(["diff", "--examples", "1", fixture]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^14 lines read by rfc1738, rfc1808, rfc2396, rfc2732, rfc3986, rfc3987, rfc6874, whatwg$/m,
    );
    expect(stdout).toMatch(/^host-conflict\s+2\s+14\.3%/m);
    expect(stdout).toMatch(
      /^host-conflict: first 1 of 2\n {2}line 4: "http:\/\/0x7f\.1\/"$/m,
    );
  });

  test("--json prints the summary as the library returns it", async () => {
    const { stdout } = await cli(["diff", "--json", "--no-whatwg"], {
      stdin: "http://a/b\nhttp://a/b#c\n",
    });
    const summary = JSON.parse(stdout) as {
      lines: number;
      columns: string[];
      groups: { category: string; count: number }[];
    };
    expect(summary.lines).toBe(2);
    expect(summary.columns).not.toContain("whatwg");
    expect(summary.groups.find((g) => g.category === "validity")?.count).toBe(
      1,
    );
  });

  test("--resolve reads base<TAB>reference pairs", async () => {
    const { stdout } = await cli(["diff", "--resolve", "--json"], {
      stdin: "http://a/b/c/d;p?q\t?y\n",
    });
    const summary = JSON.parse(stdout) as {
      mode: string;
      groups: { category: string; count: number }[];
    };
    expect(summary.mode).toBe("resolve");
    expect(summary.groups).toEqual([
      expect.objectContaining({ category: "resolved", count: 1 }),
    ]);
  });

  test("on a terminal, a progress line, cleared at the end", async () => {
    const { stderr } = await cli(["diff"], {
      stdin: Array.from({ length: 40 }, () => "http://a/b\n".repeat(2000)),
      tty: true,
    });
    expect(stderr.endsWith("\r\u001b[K")).toBe(true);
  });

  test.each([
    [["diff", "--examples", "x"]],
    [["diff", "--rfc", "2396", "--no-whatwg"]],
    [["diff", "--rfc", "9999"]],
    [["diff", "a", "b"]],
  ])("%j is bad usage", async (argv) => {
    const { code, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toContain("Usage: url-grammars diff");
  });

  test("a missing file exits 66", async () => {
    const { code, stderr } = await cli(["diff", "/nonexistent/file"]);
    expect(code).toBe(66);
    expect(stderr).toContain("no such file or directory");
  });
});

describe("help", () => {
  test.each(["parse", "resolve", "compare", "tree", "check", "diff"])(
    "help %s prints that command's help",
    async (command) => {
      const { code, stdout } = await cli(["help", command]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Usage: url-grammars ${command}`);
    },
  );

  test.each(Object.keys(COMMANDS))(
    "help %s: its prose fits 80 columns (usage and indented lists apart)",
    async (command) => {
      const { code, stdout } = await cli(["help", command]);
      expect(code).toBe(0);
      const long = stdout
        .split("\n")
        .filter((line) => !/^(\s|Usage:)/.test(line) && line.length > 80);
      expect(long).toEqual([]);
    },
  );

  test("-- ends the options", async () => {
    const { code, stdout } = await cli(["parse", "--", "-x"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^path\s+"-x"$/m);
  });
});

describe("usage", () => {
  test.each([
    [[]],
    [["bogus"]],
    [["parse"]],
    [["parse", "a", "b"]],
    [["parse", "--rfc", "9999", "a"]],
    [["parse", "--base", "x", "a"]],
    [["resolve", "--nope", "a", "b"]],
    [["parse", "--json=yes", "a"]],
    [["parse", "--json=", "a"]],
    [["check", "--fail-on-invalid=1"]],
    [["parse", "--fail-on-invalid", "a"]],
    [["--help=no"]],
    [["tree", "--rfc=9999", "a"]],
  ])("%j prints help and exits 2", async (argv) => {
    const { code, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toContain("Usage:");
  });

  test.each(["parse", "resolve", "compare", "tree", "check", "diff"])(
    "%s --help",
    async (command) => {
      const { code, stdout } = await cli([command, "--help"]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Usage: url-grammars ${command}`);
    },
  );

  test("--version prints the package's version", async () => {
    const pkg = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, "../../package.json"), "utf8"),
    ) as { version: string };
    expect(await cli(["--version"])).toEqual({
      code: 0,
      stdout: `${pkg.version}\n`,
      stderr: "",
    });
  });

  test.each([
    ["a terminal", true, { TERM: "xterm-256color" }, true],
    ["NO_COLOR=1", true, { TERM: "xterm-256color", NO_COLOR: "1" }, false],
    ["an empty NO_COLOR", true, { TERM: "xterm-256color", NO_COLOR: "" }, true],
    ["TERM=dumb", true, { TERM: "dumb" }, false],
    [
      "FORCE_COLOR=0",
      true,
      { TERM: "xterm-256color", FORCE_COLOR: "0" },
      false,
    ],
    ["not a terminal", false, { TERM: "xterm-256color" }, false],
    ["not a terminal, FORCE_COLOR=1", false, { FORCE_COLOR: "1" }, true],
  ])("colour: %s", async (_, terminal, env, coloured) => {
    const { stdout } = await cli(["tree", "a"], { tty: terminal, env });
    expect(stdout.includes("\u001b[")).toBe(coloured);
  });

  test("the help lists every exit status the command gives", async () => {
    const { stdout } = await cli(["--help"]);
    const listed = [...stdout.matchAll(/^ {2}(\d+) /gm)].map((m) => m[1]);
    expect(listed).toEqual(["0", "1", "2", "65", "66", "69", "70", "74", "76"]);
  });
});

describe("compare reads at a glance", () => {
  test("a legend for every mark, and a reason under a rejected column", async () => {
    const { stdout } = await cli(["compare", "http://a/b c"]);
    expect(stdout).toMatch(/^\*\s+why\s+expected .*; found " "/m);
    for (const mark of ["*", "~", "-", "(none)"])
      expect(stdout).toMatch(
        new RegExp(`^${mark.replace(/[*()]/g, "\\$&")}\\s+(the|absent)`, "m"),
      );
  });

  test("addressed and vocabulary disagreements are marked apart", async () => {
    const { stdout } = await cli(["compare", "--no-whatwg", "http://a/b"]);
    // RFC 1808's path without its "/" is the same path.
    expect(stdout).toMatch(/^~\s+path\s+"b"\s+"b"\s+"\/b"/m);
    const { stdout: dots } = await cli(["compare", "http://a/b/../c"]);
    expect(dots).toMatch(/^\*\s+path\s+.*"\/c"$/m);
  });

  test("--only-differences shows the rows that differ", async () => {
    const { stdout } = await cli([
      "compare",
      "--only-differences",
      "http://a/b/../c",
    ]);
    expect(stdout).toMatch(/^\*\s+path/m);
    expect(stdout).not.toMatch(/^\s+scheme/m);
    const { stdout: same } = await cli([
      "compare",
      "--only-differences",
      "--rfc",
      "2396,2732",
      "--no-whatwg",
      "http://a/b",
    ]);
    // No table: only the verdict and the legend.
    expect(same).not.toMatch(/RFC 2396\s+RFC 2732/);
    expect(same).toContain("The columns agree.");
  });
});
