// url-grammars check, driven through run() with in-memory streams: its
// output, its lines, its exit status.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { Readable } from "node:stream";
import { run } from "../../src/cli/run";
import { cli } from "./run-cli";

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
