// diff --jobs N: the lines read on N threads with check's machinery, the
// report byte for byte what one thread prints. One thread runs in this
// process; --jobs 2 and 3 run as the bundled command in a child process (the
// workers run the command's own script), with URL_GRAMMARS_JOBS_DELAY=0: the
// workers start with the command and take the first batches.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { bundle } from "../bundle";
import { cli } from "./run-cli";

let main = "";
let scratch = "";
beforeAll(() => {
  main = bundle("src/cli/main.ts");
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ug-diff-jobs-"));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** diff in this process (one thread, or a usage error before any thread starts). */
async function diffHere(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await cli(["diff", ...args], { env });
  return { status: code, stdout, stderr };
}

/** diff as the command, in a child process. */
function diffCommand(args: string[]) {
  const result = spawnSync(process.execPath, [main, "diff", ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...process.env, URL_GRAMMARS_JOBS_DELAY: "0" },
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

const corpus = (file: string, count: number): string =>
  fs
    .readFileSync(path.resolve(__dirname, "../../bench/corpus", file), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .slice(0, count)
    .map((line) => `${line}\n`)
    .join("");

/**
 * About 230 KB, four batches, with the lines the cutting must get right: a
 * byte-order mark, CRLF, non-ASCII, an empty line, invalid UTF-8, a line
 * longer than a batch, and a last line without a newline that ends in "\r".
 */
function edgeInput(): Buffer {
  return Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from("http://a/#x\r\nhttp://\u00e9/\n\nhttp://a b\n", "utf8"),
    Buffer.from(corpus("urls.txt", 2000)),
    Buffer.from(`http://a/${"x".repeat(70_000)}#y\n`),
    Buffer.from([0xc3, 0x0a, 0xff, 0xfe, 0x0a]),
    Buffer.from(corpus("urls.txt", 4000).slice(100_000)),
    Buffer.from("http://a/b?c#d\r"),
  ]);
}

/** The workers' lines, from the line on standard error. */
const workerLines = (stderr: string): number | undefined => {
  const match = /^\d+ lines in .*, (\d+) of them on \d+ workers?$/m.exec(
    stderr,
  );
  return match === null ? undefined : Number(match[1]);
};

describe("diff --jobs", () => {
  test.each<[string, string[], () => Buffer, readonly number[]]>([
    ["the text report", [], edgeInput, [2, 3]],
    [
      "--json --rfc 2396,3986 --no-whatwg --examples 5",
      ["--json", "--rfc", "2396,3986", "--no-whatwg", "--examples", "5"],
      edgeInput,
      [3],
    ],
    [
      "--json --resolve, with a line without a tab",
      ["--json", "--resolve"],
      () => Buffer.from(`no tab\n${corpus("relative.tsv", 2000)}`),
      [2],
    ],
  ])(
    "%s: byte for byte what one thread prints",
    async (_what, args, input, jobs) => {
      const file = path.join(scratch, "input.txt");
      fs.writeFileSync(file, input());
      const one = await diffHere([...args, file]);
      expect(one.status).toBe(0);
      expect(one.stderr).toBe("");
      for (const n of jobs) {
        const many = diffCommand(["--jobs", String(n), ...args, file]);
        expect(many.status).toBe(0);
        expect(many.stdout).toBe(one.stdout);
        // The workers read lines (with the command's thread, or all of them).
        expect(workerLines(many.stderr)).toBeGreaterThan(0);
      }
    },
    30_000,
  );

  test.each(["0", "x", "100"])(
    "--jobs %s is bad usage, as check says it",
    async (jobs) => {
      const result = await diffHere(["--jobs", jobs, "-"]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(
        `url-grammars: --jobs takes a number of threads from 1 to 99, not ${JSON.stringify(jobs)}`,
      );
      expect(result.stderr).toContain("Usage: url-grammars diff");
    },
  );

  test("URL_GRAMMARS_JOBS_DELAY=x is bad usage", async () => {
    const result = await diffHere(["--jobs", "2", "-"], {
      URL_GRAMMARS_JOBS_DELAY: "x",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'URL_GRAMMARS_JOBS_DELAY takes a number of milliseconds, not "x"',
    );
  });

  test("in a process that is not the command, --jobs 2 says it needs the command", async () => {
    const result = await diffHere(["--jobs", "2"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--jobs needs the url-grammars command");
  });
});
