// The url-grammars command, driven through run() with in-memory streams, and,
// where a real process matters (a closed pipe, exit codes), run as the built
// command in a child process.
import * as library from "../../src/index";
import { execFileSync, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Readable } from "node:stream";
import * as tty from "node:tty";
import { run, type Io } from "../../src/cli/run";
import { bundle } from "../bundle";

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(
  argv: string[],
  options: {
    stdin?: string | (string | Buffer)[];
    tty?: boolean;
    env?: Record<string, string>;
  } = {},
): Promise<Captured> {
  let stdout = "";
  let stderr = "";
  const io: Io = {
    stdout: {
      write: (s) => ((stdout += s), true),
      isTTY: options.tty === true,
      // A terminal answers as Node's own does for the environment given.
      ...(options.tty === true
        ? {
            hasColors: (env?: object) =>
              // 16 colours: what hasColors(env) asks by default.
              tty.WriteStream.prototype.hasColors.call(
                tty.WriteStream.prototype,
                16,
                env,
              ),
          }
        : {}),
    },
    stderr: {
      write: (s) => ((stderr += s), true),
      isTTY: options.tty === true,
    },
    stdin: Readable.from(
      Array.isArray(options.stdin) ? options.stdin : [options.stdin ?? ""],
    ),
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

describe("check: lines", () => {
  const inputs = async (
    stdin: string | (string | Buffer)[],
  ): Promise<{ line: number; input: string }[]> => {
    const { stdout } = await cli(["check", "--rfc", "2396"], { stdin });
    return stdout
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => {
        const { line, input } = JSON.parse(l) as {
          line: number;
          input: string;
        };
        return { line, input };
      });
  };

  test.each<[string, string | (string | Buffer)[], string[]]>([
    [
      "a lone CR is part of the line",
      "http://a/\rb\nc\n",
      ["http://a/\rb", "c"],
    ],
    ["CR LF ends a line", "a\r\nb\r\n", ["a", "b"]],
    ["CR LF split across chunks", ["a\r", "\nb\n"], ["a", "b"]],
    ["CR CR LF keeps one CR", "a\r\r\nb", ["a\r", "b"]],
    ["a CR at the very end is part of the last line", "a\nb\r", ["a", "b\r"]],
    ["a last line without LF", "a\nb", ["a", "b"]],
    ["no line after the last LF", "a\n", ["a"]],
    ["empty lines are lines", "\n\na\n", ["", "", "a"]],
    [
      "a leading byte-order mark is not part of line 1",
      "\ufeffa\nb\n",
      ["a", "b"],
    ],
    [
      "a byte-order mark split across chunks",
      [Buffer.from([0xef, 0xbb]), Buffer.from([0xbf, 0x61, 0x0a])],
      ["a"],
    ],
    ["only a leading mark is dropped", "a\n\ufeffb\n", ["a", "\ufeffb"]],
    [
      "a character split across chunks",
      [Buffer.from([0x61, 0xc3]), Buffer.from([0xa9, 0x0a])],
      ["a\u00e9"],
    ],
    [
      "a long line in many chunks",
      ["ab", "cd", "ef\r", "\ngh"],
      ["abcdef", "gh"],
    ],
  ])("%s", async (_, stdin, expected) => {
    const lines = await inputs(stdin);
    expect(lines.map((l) => l.input)).toEqual(expected);
    expect(lines.map((l) => l.line)).toEqual(expected.map((_, i) => i + 1));
  });

  test("the issue's input: one invalid line, not two valid ones", async () => {
    const { code, stdout, stderr } = await cli(
      ["check", "--rfc", "2396", "-"],
      {
        stdin: "http://a/\rb\n",
      },
    );
    expect(code).toBe(0);
    const records = stdout.trim().split("\n");
    expect(records).toHaveLength(1);
    expect(JSON.parse(records[0] as string)).toMatchObject({
      line: 1,
      input: "http://a/\rb",
      rfc2396: { valid: false, error: { offset: 9 } },
    });
    expect(stderr).toContain("rfc2396: 0 valid, 1 invalid");
  });
});

describe("check: exit status", () => {
  test.each<[string[], string, number]>([
    [[], "http://a/\na b\n", 0],
    [["--fail-on-invalid"], "http://a/\na b\n", 1],
    [["--fail-on-invalid"], "http://a/\nhttp://b/\n", 0],
    [["--fail-on-invalid"], "", 0],
  ])("check --rfc 2396 %j of %j exits %i", async (flags, stdin, status) => {
    const { code } = await cli(["check", "--rfc", "2396", ...flags], {
      stdin,
    });
    expect(code).toBe(status);
  });

  test("without --rfc, a line invalid in any dialect fails", async () => {
    // RFC 1738 has no relative URLs; RFC 1808 and RFC 2396 accept "a".
    const { code, stderr } = await cli(["check", "--fail-on-invalid"], {
      stdin: "a\n",
    });
    expect(stderr).toContain("rfc1738: 0 valid, 1 invalid");
    expect(code).toBe(1);
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

describe("the built command in a process", () => {
  let main = "";
  let scratch = "";
  beforeAll(() => {
    main = bundle("src/cli/main.ts");
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ug-cli-"));
    fs.writeFileSync(
      path.join(scratch, "big.txt"),
      "http://a/b?c#d\n".repeat(200_000),
    );
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  /** `sh -c "<command> | <reader>"`, a real pipe; the command's status and standard error. */
  function piped(
    args: string[],
    reader: string,
    source?: string,
  ): { status: number; stderr: string; shown: string } {
    const q = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;
    const status = path.join(scratch, "status");
    const stderr = path.join(scratch, "stderr");
    const shown = execFileSync(
      "sh",
      [
        "-c",
        `${source === undefined ? "" : `${source} | `}{ ${[process.execPath, main, ...args].map(q).join(" ")} 2>${q(stderr)}; echo $? >${q(status)}; } | ${reader}`,
      ],
      { cwd: scratch, encoding: "utf8", timeout: 60_000 },
    );
    return {
      status: Number(fs.readFileSync(status, "utf8")),
      stderr: fs.readFileSync(stderr, "utf8"),
      shown,
    };
  }

  test("check big.txt | head -1: stops quietly, status 0", () => {
    const result = piped(["check", "--rfc", "2396", "big.txt"], "head -1");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.shown)).toMatchObject({ line: 1 });
  });

  test("yes URL | check - | head -1: endless input, and the command stops reading at the closed pipe", () => {
    // A command that kept reading would never end: the timeout fails it.
    const result = piped(
      ["check", "--rfc", "2396", "-"],
      "head -1",
      "yes 'http://a/b?c#d'",
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.shown)).toMatchObject({ line: 1 });
  });

  test("check --fail-on-invalid | head -1 after an invalid line: status 1, quietly", () => {
    fs.writeFileSync(
      path.join(scratch, "bad.txt"),
      "a b\n" + "http://a/\n".repeat(200_000),
    );
    const result = piped(
      ["check", "--rfc", "2396", "--fail-on-invalid", "bad.txt"],
      "head -1",
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(1);
  });

  test.each([
    [["parse", "http://a/"], "head -c 0"],
    [["--help"], "true"],
    [["tree", "http://u@h.example:80/a/b?q#f"], "head -c 0"],
  ])("%j | %s: stops quietly, status 0", (args, reader) => {
    const result = piped(args, reader);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  test.each([
    [
      "missing.txt",
      /^url-grammars: cannot read "missing.txt": no such file or directory \(ENOENT\)\n$/,
    ],
    [".", /^url-grammars: cannot read ".": it is a directory\n$/],
  ])("check %s: says which file and why, exits 66", (file, message) => {
    const result = spawnSync(process.execPath, [main, "check", file], {
      cwd: scratch,
      encoding: "utf8",
    });
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe("");
    expect(result.status).toBe(66);
  });

  const full = fs.existsSync("/dev/full") ? test.each : test.skip.each;
  full([[["parse", "http://a/"]], [["check", "big.txt"]]])(
    "%j > /dev/full: says the output failed, exits 74",
    (args) => {
      const fd = fs.openSync("/dev/full", "w");
      try {
        const result = spawnSync(process.execPath, [main, ...args], {
          cwd: scratch,
          stdio: ["ignore", fd, "pipe"],
          encoding: "utf8",
        });
        expect(result.stderr).toMatch(
          /^url-grammars: cannot write the output: ENOSPC/,
        );
        expect(result.stderr.split("\n")).toHaveLength(2);
        expect(result.status).toBe(74);
      } finally {
        fs.closeSync(fd);
      }
    },
  );

  test("check < a directory: says so, exits 66", () => {
    const fd = fs.openSync(scratch, "r");
    try {
      const result = spawnSync(process.execPath, [main, "check"], {
        stdio: [fd, "pipe", "pipe"],
        encoding: "utf8",
      });
      expect(result.stderr).toBe(
        "url-grammars: cannot read standard input: it is a directory\n",
      );
      expect(result.status).toBe(66);
    } finally {
      fs.closeSync(fd);
    }
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
