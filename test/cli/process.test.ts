// The built command in a child process, where a real process matters: a
// closed pipe, exit codes, standard input and output as files.
import { execFileSync, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { bundle } from "../bundle";

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
