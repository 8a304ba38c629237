// The command line's rough edges (issue 28): a negative number given to an
// option, conformance without the parser's command, a closed standard input.
import { spawnSync } from "node:child_process";
import { bundle } from "../bundle";
import { cli } from "./run-cli";

describe("a negative number given to an option", () => {
  test.each([
    [
      ["check", "--jobs", "-5"],
      '--jobs takes a number of threads from 1 to 99, not "-5"',
      "check",
    ],
    [
      ["check", "--jobs=-5"],
      '--jobs takes a number of threads from 1 to 99, not "-5"',
      "check",
    ],
    [
      ["diff", "--examples", "-1"],
      '--examples takes a whole number from 0 to 9999, not "-1"',
      "diff",
    ],
    [
      ["conformance", "-n", "-5", "--", "cat"],
      '-n takes a whole number of at least 1, not "-5"',
      "conformance",
    ],
    [
      ["conformance", "--timeout", "-100", "--", "cat"],
      '--timeout takes a whole number of at least 1, not "-100"',
      "conformance",
    ],
    [
      ["conformance", "--examples", "-2", "--", "cat"],
      '--examples takes a whole number, 0 or more, not "-2"',
      "conformance",
    ],
    [
      ["generate", "-n", "-3"],
      '-n takes a whole number, 0 or more, not "-3"',
      "generate",
    ],
    [
      ["compare", "--width", "-.5", "http://a/"],
      '--width takes a whole number of columns, 1 or more, not "-.5"',
      "compare",
    ],
  ])(
    "%j: a usage error that says what the option takes, with the help",
    async (argv, message, command) => {
      const { code, stdout, stderr } = await cli(argv);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain(
        `url-grammars: ${message}\n\nUsage: url-grammars ${command} `,
      );
      expect(stderr).not.toContain("ambiguous");
    },
  );

  test("after --, a negative number is an argument", async () => {
    const { code, stdout } = await cli(["split", "--json", "--", "-5"]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ input: "-5" });
  });

  test("a value that is no number still gets parseArgs's word", async () => {
    const { code, stderr } = await cli(["compare", "--base", "-x", "a"]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Option '--base' argument is ambiguous/);
  });
});

test("conformance without the parser's command says what it needs", async () => {
  const { code, stderr } = await cli(["conformance"]);
  expect(code).toBe(2);
  expect(stderr).toContain(
    'url-grammars: conformance needs the command of the parser to test, after "--": url-grammars conformance [options] -- <command ...>\n\nUsage: url-grammars conformance ',
  );
  expect(stderr).not.toContain("9007199254740991");
});

describe("a closed standard input", () => {
  const main = bundle("src/cli/main.ts");
  /** The command run by sh, its standard input redirected as `redirect` says. */
  const withStdin = (args: string, redirect: string) =>
    spawnSync(
      "sh",
      ["-c", `exec "$0" "$1" ${args} ${redirect}`, process.execPath, main],
      {
        encoding: "utf8",
      },
    );

  test.each([
    ["check -", "<&-"],
    ["check", "<&-"],
    ["diff -", "<&-"],
    ["compare --url-file -", "<&-"],
  ])("%s %s: cannot be read, exit 66", (args, redirect) => {
    const result = withStdin(args, redirect);
    expect(result.stderr).toBe(
      "url-grammars: cannot read standard input: it is closed (or is /dev/null opened for reading and writing, which Node puts in place of a closed one)\n",
    );
    expect(result.stdout).toBe("");
    expect(result.status).toBe(66);
  });

  test("an empty one (/dev/null for reading) is an empty input, exit 0", () => {
    const result = withStdin("check -", "< /dev/null");
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/^0 lines in /);
  });
});
