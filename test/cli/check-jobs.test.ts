// check --jobs N: N threads (the command's and N-1 workers), the output in
// input order and byte for byte what one thread writes. Run as the bundled
// command in a child process (the workers run the command's own script), with
// URL_GRAMMARS_JOBS_DELAY=0 unless a test says otherwise: the workers start
// with the command and take the first batches (a worker started after a
// delay takes batches only once it is ready, which one test checks with
// input that comes after a pause).
import { spawn, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { bundle } from "../bundle";
import { cli } from "./run-cli";

let main = "";
let scratch = "";
beforeAll(() => {
  main = bundle("src/cli/main.ts");
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ug-jobs-"));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function check(
  args: string[],
  file: string,
  env: Record<string, string> = { URL_GRAMMARS_JOBS_DELAY: "0" },
) {
  const result = spawnSync(process.execPath, [main, "check", ...args, file], {
    encoding: "buffer",
    maxBuffer: 1 << 30,
    env: { ...process.env, ...env },
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr.toString("utf8"),
  };
}

/**
 * check run in this process (its usage is checked before any thread starts),
 * on an empty standard input.
 */
async function checkHere(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; stderr: string }> {
  const { code, stderr } = await cli(["check", ...args], { env });
  return { status: code, stderr };
}

/**
 * check on standard input that gets `head`, then, after a pause long enough
 * for a worker to start (URL_GRAMMARS_JOBS_DELAY=1: after the first batch),
 * `rest`: the first batch of `rest` goes to the worker, which is then ready.
 */
function checkPaused(
  args: string[],
  head: string,
  rest: string,
  pause = 5000,
): Promise<{ status: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, "check", ...args, "-"], {
      env: { ...process.env, URL_GRAMMARS_JOBS_DELAY: "1" },
    });
    const stdout: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({ status, stdout: Buffer.concat(stdout), stderr }),
    );
    child.stdin.write(head);
    setTimeout(() => child.stdin.end(rest), pause);
  });
}

/** Lines that test the cutting: a byte-order mark, CRLF, a non-ASCII line, an empty line, a line longer than a read chunk, and a last line without a newline that ends in "\r". */
function edgeInput(): Buffer {
  const corpus = fs
    .readFileSync(
      path.resolve(__dirname, "../../bench/corpus/urls.txt"),
      "utf8",
    )
    .split("\n")
    .slice(0, 3000);
  return Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from("http://a/\r\nhttp://\u00e9/\n\nhttp://a b\n", "utf8"),
    Buffer.from(`http://a/${"x".repeat(200_000)}\n`),
    Buffer.from(corpus.join("\n") + "\n"),
    Buffer.from([0xff, 0x0a]),
    Buffer.from("last\r"),
  ]);
}

describe("check --jobs", () => {
  test.each([
    [["--rfc", "2396"]],
    [[]],
    [["--rfc", "3986", "--get", "{host}"]],
  ])("%j: byte for byte what one thread writes", (args) => {
    const file = path.join(scratch, "edge.txt");
    fs.writeFileSync(file, edgeInput());
    const one = check(args, file);
    const two = check(["--jobs", "2", ...args], file);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    // The summary's counts (the timing line differs).
    expect(two.stderr.split("\n").slice(1)).toEqual(
      one.stderr.split("\n").slice(1),
    );
  });

  test("--jobs 12 started by a Node parent: no MaxListenersExceededWarning (a worker's output is not piped into the command's streams)", () => {
    const file = path.join(scratch, "twelve.txt");
    const lines = fs
      .readFileSync(path.resolve(__dirname, "../../bench/corpus/urls.txt"))
      .toString("utf8")
      .split("\n")
      .slice(0, 3000);
    fs.writeFileSync(file, lines.join("\n") + "\n");
    const one = check([], file);
    const twelve = check(["--jobs", "12"], file);
    expect(twelve.status).toBe(0);
    expect(twelve.stderr).not.toContain("Warning");
    expect(twelve.stderr).toMatch(/^3000 lines in /);
    expect(twelve.stdout.equals(one.stdout)).toBe(true);
  });

  // Inputs of several batches (about 256 KB each), so that the command's
  // thread and the worker each check some, with every kind of line the
  // cutting must get right, at the start, in the middle and at the end.
  const corpus = fs
    .readFileSync(path.resolve(__dirname, "../../bench/corpus/urls.txt"))
    .toString("utf8")
    .split("\n")
    .filter((line) => line !== "");
  const many = (count: number, from: number): string =>
    corpus
      .slice(from, from + count)
      .map((line) => `${line}\n`)
      .join("");
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  test.each<[string, Buffer]>([
    [
      "non-ASCII lines here and there (two-byte pieces among one-byte ones)",
      Buffer.from(
        `http://\u00e9.example/\n${many(9000, 0)}http://a/\u{1f600}\n${many(9000, 9000)}\u00e9\n\ud800\n`,
      ),
    ],
    [
      "CRLF line ends throughout",
      Buffer.from(many(12000, 0).replace(/\n/g, "\r\n")),
    ],
    [
      "a byte-order mark, then lines",
      Buffer.concat([bom, Buffer.from(many(12000, 100))]),
    ],
    [
      "a line longer than a 16 KB piece, and one longer than a 64 KB read",
      Buffer.from(
        `${many(5000, 0)}http://a/${"b".repeat(20_000)}\n${many(5000, 5000)}http://a/${"\u00e9".repeat(40_000)}\n${many(5000, 10000)}`,
      ),
    ],
    ["an empty last line", Buffer.from(`${many(12000, 0)}\n`)],
    [
      "a last line without a newline, ending in CR",
      Buffer.from(`${many(12000, 0)}http://a/\r`),
    ],
    [
      "invalid UTF-8",
      Buffer.concat([
        Buffer.from(many(9000, 0)),
        Buffer.from([0xc3, 0x0a, 0xff, 0xfe, 0x0a, 0xe2, 0x82]),
        Buffer.from(many(9000, 0)),
      ]),
    ],
  ])("%s: --jobs 2 writes what one thread writes", (_, bytes) => {
    const file = path.join(scratch, "batches.txt");
    fs.writeFileSync(file, bytes);
    const one = check(["--rfc", "2396"], file);
    const two = check(["--rfc", "2396", "--jobs", "2"], file);
    const three = check(["--rfc", "2396", "--jobs", "3"], file);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(three.status).toBe(0);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    expect(three.stdout.equals(one.stdout)).toBe(true);
    expect(two.stderr.split("\n").slice(1)).toEqual(
      one.stderr.split("\n").slice(1),
    );
    // One record for each line of the input, numbered in order.
    const records = one.stdout.toString("utf8").split("\n");
    expect(records.pop()).toBe("");
    const lines = bytes
      .subarray(bytes.subarray(0, 3).equals(bom) ? 3 : 0)
      .toString("utf8")
      .split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    expect(records).toHaveLength(lines.length);
    // The records that are not line i + 1 with the line's text (one
    // expectation over all of them: an expectation per line is slow).
    const wrong = records.filter((record, i) => {
      const { line, input } = JSON.parse(record) as {
        line: number;
        input: string;
      };
      const text = lines[i] as string;
      const expected =
        i < lines.length - 1 || bytes[bytes.length - 1] === 0x0a
          ? text.replace(/\r$/, "")
          : text;
      return line !== i + 1 || input !== expected;
    });
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  /** The lines the workers checked, from the summary's first line. */
  const workerLines = (stderr: string): number | undefined => {
    const match = /^\d+ lines in .*, (\d+) of them on \d+ workers?$/m.exec(
      stderr,
    );
    return match === null ? undefined : Number(match[1]);
  };

  test("workers started after a delay: input that comes once the worker is ready goes to it in part, and the output is one thread's", async () => {
    const file = path.join(scratch, "large.txt");
    // Several batches before the pause: the command's thread checks them, and
    // the workers start (1 ms after the check began) while it does.
    const head = many(6000, 0);
    const rest = Array.from({ length: 4 }, (_, k) => many(15000, k * 100)).join(
      "",
    );
    fs.writeFileSync(file, head + rest);
    const one = check(["--rfc", "2396"], file);
    const two = await checkPaused(["--rfc", "2396", "--jobs", "2"], head, rest);
    expect(two.status).toBe(0);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    expect(workerLines(two.stderr)).toBeGreaterThan(0);
    expect(workerLines(two.stderr)).toBeLessThan(66000);
  }, 60_000);

  test("workers started with the command (URL_GRAMMARS_JOBS_DELAY=0) take the first batch: one batch, all on the worker", () => {
    const file = path.join(scratch, "one-batch.txt");
    fs.writeFileSync(file, many(500, 0));
    const one = check(["--rfc", "2396"], file);
    const two = check(["--rfc", "2396", "--jobs", "2"], file);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    expect(two.stderr).toMatch(/^500 lines in .*, 500 of them on 1 worker$/m);
  });

  test("by default the workers start after a second of checking: a small input is checked on the command's thread alone, and says so", () => {
    const file = path.join(scratch, "small.txt");
    fs.writeFileSync(file, many(2000, 0));
    const one = check(["--rfc", "2396"], file, {});
    const two = check(["--rfc", "2396", "--jobs", "2"], file, {});
    expect(two.stdout.equals(one.stdout)).toBe(true);
    expect(two.stderr).toMatch(
      /^2000 lines in .*, no worker \(the check ended within the delay before workers start\)$/m,
    );
    expect(one.stderr).not.toMatch(/worker/);
  });

  test.each([
    [32 * 1024 * 1024, "1 of them on 1 worker"],
    [
      32 * 1024 * 1024 - 1,
      "no worker (the check ended within the delay before workers start)",
    ],
  ])(
    "without URL_GRAMMARS_JOBS_DELAY, a file of 32 MiB or more starts the workers with the command (a file of %i bytes: %s)",
    (size, workers) => {
      // One line, so one batch: the worker takes it when it starts with the
      // command; after the delay, the command's thread has checked it.
      const file = path.join(scratch, "one-long-line.txt");
      const prefix = "http://a/";
      fs.writeFileSync(
        file,
        `${prefix}${"a".repeat(size - prefix.length - 1)}\n`,
      );
      expect(fs.statSync(file).size).toBe(size);
      const two = check(
        ["--rfc", "2396", "--jobs", "2", "--get", "{scheme}"],
        file,
        {},
      );
      expect(two.status).toBe(0);
      expect(two.stdout.toString("utf8")).toBe("http\n");
      expect(two.stderr).toMatch(
        new RegExp(
          `^1 lines? in .*, ${workers.replace(/[()]/g, "\\$&")}$`,
          "m",
        ),
      );
    },
    60_000,
  );

  test.each(["x", "-1", "1.5", "1e3"])(
    "URL_GRAMMARS_JOBS_DELAY=%s is bad usage",
    async (delay) => {
      const result = await checkHere(["--jobs", "2", "-"], {
        URL_GRAMMARS_JOBS_DELAY: delay,
      });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(
        `URL_GRAMMARS_JOBS_DELAY takes a number of milliseconds, not ${JSON.stringify(delay)}`,
      );
    },
  );

  test("yes URL | check --jobs 2 - | head -1: endless input, and the command stops at the closed pipe, status 0", () => {
    // A command that kept reading would never end: the timeout fails it.
    const result = spawnSync(
      "bash",
      [
        "-c",
        `yes 'http://a/b?c#d' | ${JSON.stringify(process.execPath)} ${JSON.stringify(main)} check --rfc 2396 --jobs 2 - | head -1; echo "$\{PIPESTATUS[1]}" >&2`,
      ],
      {
        encoding: "utf8",
        timeout: 60_000,
        env: { ...process.env, URL_GRAMMARS_JOBS_DELAY: "0" },
      },
    );
    expect(result.stderr).toBe("0\n");
    expect(JSON.parse(result.stdout)).toMatchObject({ line: 1 });
  });

  test.each([["1"], ["2"]])(
    "--jobs %s --fail-on-invalid, output closed after an invalid first line: status 1",
    (jobs) => {
      // Before, --jobs with an output closed early reported no counts, so
      // the invalid line did not fail the check.
      const result = spawnSync(
        "bash",
        [
          "-c",
          `(echo 'http://a b/'; yes 'http://a/') | ${JSON.stringify(process.execPath)} ${JSON.stringify(main)} check --rfc 2396 --jobs ${jobs} --fail-on-invalid - | head -1; echo "$\{PIPESTATUS[1]}" >&2`,
        ],
        {
          encoding: "utf8",
          timeout: 60_000,
          env: { ...process.env, URL_GRAMMARS_JOBS_DELAY: "0" },
        },
      );
      expect(result.stderr).toBe("1\n");
      expect(JSON.parse(result.stdout)).toMatchObject({
        line: 1,
        rfc2396: { valid: false },
      });
    },
  );

  test("--fail-on-invalid counts the workers' invalid lines", () => {
    const file = path.join(scratch, "bad.txt");
    fs.writeFileSync(file, "http://a/\nhttp://a b/\n");
    expect(check(["--jobs", "3", "--fail-on-invalid"], file).status).toBe(1);
  });

  test.each(["0", "x", "100"])("--jobs %s is bad usage", async (jobs) => {
    const result = await checkHere(["--jobs", jobs, "-"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--jobs takes a number of threads");
  });

  test("in a process that is not the command, --jobs 2 says it needs the command", async () => {
    const result = await checkHere(["--jobs", "2"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--jobs needs the url-grammars command");
  });
});
