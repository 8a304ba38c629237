// The url-grammars command, driven through run() with in-memory streams.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Readable } from "node:stream";
import { run, type Io } from "../../src/cli/run";

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(
  argv: string[],
  options: { stdin?: string; tty?: boolean; env?: Record<string, string> } = {},
): Promise<Captured> {
  let stdout = "";
  let stderr = "";
  const io: Io = {
    stdout: {
      write: (s) => ((stdout += s), true),
      isTTY: options.tty === true,
    },
    stderr: {
      write: (s) => ((stderr += s), true),
      isTTY: options.tty === true,
    },
    stdin: Readable.from([options.stdin ?? ""]),
    env: options.env ?? {},
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

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
    expect(stdout).toMatch(/^\s+RFC 1738\s+RFC 1808\s+RFC 2396$/m);
    expect(stdout).toMatch(/^\*\s+valid\s+no \(offset 0\)\s+yes\s+yes$/m);
    expect(stdout).toMatch(
      /^\*\s+resolved\s+RFC 1738 defines no relative URLs\s+http:\/\/a\/b\/c\/d;p\?y\s+http:\/\/a\/b\/c\/\?y$/m,
    );
    expect(stdout).toMatch(/^ \s+query\s+"y"\s+"y"$/m);
    expect(stdout).toMatch(/the dialects disagree \(\d+ points\)/);
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
  test("indented nodes with rule, span and text", async () => {
    const { stdout } = await cli(["tree", "--rule", "hostport", "a.b:8"]);
    expect(stdout.split("\n").slice(0, 3)).toEqual([
      'hostport [0, 5) "a.b:8"',
      '  host [0, 3) "a.b"',
      '    hostname [0, 3) "a.b"',
    ]);
  });
  test("an unknown rule is bad usage", async () => {
    expect((await cli(["tree", "--rule", "nope", "a"])).code).toBe(2);
  });
});

describe("check", () => {
  test("one JSON line per input, a summary on stderr", async () => {
    const { code, stdout, stderr } = await cli(["check", "--rfc", "2396"], {
      stdin: "http://a/\nhttp://a b\n\n",
    });
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map(
        (l) =>
          JSON.parse(l) as Record<
            string,
            { valid: boolean; error?: { offset: number } }
          >,
      );
    expect(lines).toHaveLength(3);
    expect(lines[0]?.["rfc2396"]?.valid).toBe(true);
    expect(lines[1]?.["rfc2396"]).toMatchObject({
      valid: false,
      error: { offset: 8 },
    });
    expect(lines[2]?.["rfc2396"]?.valid).toBe(true); // the empty reference
    expect(stderr).toMatch(/^3 lines in .* lines\/s\)$/m);
    expect(stderr).toContain("rfc2396: 2 valid, 1 invalid");
  });

  test("on a terminal, a progress line updates during a long run, then clears", async () => {
    async function* slowLines(): AsyncGenerator<string> {
      for (let i = 0; i < 3; i++) {
        yield "http://a/\n";
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    let stderr = "";
    const code = await run(["check", "--rfc", "2396"], {
      stdout: { write: () => true },
      stderr: { write: (s) => ((stderr += s), true), isTTY: true },
      stdin: Readable.from(slowLines()),
      env: {},
    });
    expect(code).toBe(0);
    expect(stderr).toMatch(/\r\u001b\[Kchecked \d+ lines, \d+ lines\/s/);
    expect(stderr).toMatch(/\r\u001b\[K3 lines in /);
  });

  test("reads a file", async () => {
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), "ug-")),
      "urls.txt",
    );
    fs.writeFileSync(file, "http://a/\r\nftp://b/\r\n");
    const { stdout } = await cli(["check", "--rfc", "2396", file]);
    expect(
      stdout
        .trim()
        .split("\n")
        .map((l) => (JSON.parse(l) as { input: string }).input),
    ).toEqual(["http://a/", "ftp://b/"]);
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
  ])("%j prints help and exits 2", async (argv) => {
    const { code, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toContain("Usage:");
  });

  test.each(["parse", "resolve", "compare", "tree", "check"])(
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

  test("colour only on a terminal without NO_COLOR", async () => {
    expect((await cli(["tree", "a"], { tty: true })).stdout).toContain(
      "\u001b[",
    );
    expect(
      (await cli(["tree", "a"], { tty: true, env: { NO_COLOR: "1" } })).stdout,
    ).not.toContain("\u001b[");
    expect((await cli(["tree", "a"])).stdout).not.toContain("\u001b[");
  });
});
