// compare and split on a long URL: each value longer than CELL_LIMIT
// characters is shortened in the table, with its length, so that the output
// is bounded by the number of cells, not the URL's length, and no length of
// input ends in an internal error (a 4 MB URL did: "Invalid string length",
// exit 70). --json still gives every value whole.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { CELL_LIMIT, shortText, showShort } from "../../src/cli/output";
import { bundle } from "../bundle";
import { cli } from "./run-cli";

jest.setTimeout(120_000);

/** An http URL of `size` characters: a long path. */
const longUrl = (size: number): string => {
  const head = "http://example.com/";
  return head + "a".repeat(size - head.length);
};

const KB = 1024;
const MB = 1024 * KB;

describe("a long value in a table", () => {
  test("up to CELL_LIMIT characters is shown whole; past it, its head and its length", () => {
    const whole = "x".repeat(CELL_LIMIT);
    expect(shortText(whole)).toBe(whole);
    expect(showShort(whole)).toBe(JSON.stringify(whole));
    const long = "y".repeat(4_194_320);
    expect(shortText(long)).toBe(
      `${"y".repeat(120)}… (4,194,320 characters; --json for the whole value)`,
    );
    expect(showShort(long)).toBe(
      `"${"y".repeat(120)}…" (4,194,320 characters; --json for the whole value)`,
    );
  });

  test("characters are code points: a pair of surrogates is one, never cut", () => {
    const face = "\u{1F600}";
    const within = face.repeat(CELL_LIMIT);
    expect(shortText(within)).toBe(within);
    const past = face.repeat(CELL_LIMIT + 1);
    expect(shortText(past)).toBe(
      `${face.repeat(120)}… (201 characters; --json for the whole value)`,
    );
  });

  test("a value shown in quotes keeps its escapes", () => {
    expect(showShort(`"${"\n".repeat(300)}`)).toBe(
      `"\\"${"\\n".repeat(119)}…" (301 characters; --json for the whole value)`,
    );
  });
});

describe.each([
  ["100 KB", 100 * KB],
  ["4 MB", 4 * MB],
  ["16 MB", 16 * MB],
])("a URL of %s", (_, size) => {
  const url = longUrl(size);
  const count = size.toLocaleString("en-US");
  test.each([
    ["compare", []],
    ["compare", ["--width", "100"]],
    ["split", []],
    ["split", ["--width", "100"]],
  ] as const)("%s %j: exit 0, the output bounded", async (command, width) => {
    const { code, stdout, stderr } = await cli([command, ...width, url]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout.length).toBeLessThan(64 * KB);
    const widest = Math.max(...stdout.split("\n").map((l) => l.length));
    if (width.length > 0) {
      // The title wraps: its length is on a line of its own words.
      expect(stdout).toContain(`(${count} characters;`);
      expect(widest).toBeLessThanOrEqual(100);
    } else {
      expect(stdout).toContain(
        `"http://example.com/${"a".repeat(101)}…" (${count} characters; --json for the whole value)`,
      );
      expect(widest).toBeLessThan(2000);
    }
  });
});

test("--json gives each value whole", async () => {
  const url = longUrl(100 * KB);
  const { code, stdout } = await cli(["split", "--json", url]);
  expect(code).toBe(0);
  const json = JSON.parse(stdout) as {
    input: string;
    dialects: { dialect: string; split?: { path?: string } }[];
  };
  expect(json.input).toBe(url);
  expect(
    json.dialects.find((d) => d.dialect === "rfc3986")?.split?.path,
  ).toHaveLength(100 * KB - "http://example.com".length);
});

test("the command on a 4 MB URL from --url-file exits 0 (it exited 70)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ug-long-"));
  try {
    const file = path.join(dir, "big.txt");
    fs.writeFileSync(file, `${longUrl(4 * MB)}\n`);
    for (const command of ["compare", "split"]) {
      const result = spawnSync(
        process.execPath,
        [bundle("src/cli/main.ts"), command, "--url-file", file],
        { encoding: "utf8", maxBuffer: 1 << 26 },
      );
      expect({ command, status: result.status, stderr: result.stderr }).toEqual(
        { command, status: 0, stderr: "" },
      );
      expect(result.stdout.length).toBeLessThan(64 * KB);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
