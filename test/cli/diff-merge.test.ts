// diff --merge: the reports diff --json wrote for consecutive parts of an
// input, merged, are the report of one run over the whole input: the same
// JSON, and the same text, byte for byte. Run in this process on slices of the
// corpus (bench/corpus/urls.txt, and relative.tsv's pairs for --resolve),
// split in several ways.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { DiffReport } from "../../src/diff";
import { cli } from "./run-cli";

let scratch = "";
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ug-diff-merge-"));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** diff in this process: its status, standard output and standard error. */
async function diff(
  args: string[],
  stdin = "",
): Promise<{ status: number; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await cli(["diff", ...args], { stdin });
  return { status: code, stdout, stderr };
}

const corpusLines = (file: string, count: number): string[] =>
  fs
    .readFileSync(path.resolve(__dirname, "../../bench/corpus", file), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .slice(0, count);

/** The reports of each part (diff --json, the options given), written to files, in order. */
async function partReports(
  parts: readonly (readonly string[])[],
  options: readonly string[],
  name: string,
): Promise<string[]> {
  const files: string[] = [];
  for (const [i, part] of parts.entries()) {
    const text = part.map((line) => `${line}\n`).join("");
    const result = await diff(["--json", ...options, "-"], text);
    expect(result.status).toBe(0);
    const file = path.join(scratch, `${name}-${i}.json`);
    fs.writeFileSync(file, result.stdout);
    files.push(file);
  }
  return files;
}

/** `lines` cut before each of `cuts` (line indexes, in order). */
function split(lines: readonly string[], cuts: readonly number[]): string[][] {
  return [...cuts, lines.length].map((end, i) =>
    lines.slice(i === 0 ? 0 : cuts[i - 1], end),
  );
}

interface Summary {
  lines: number;
  examplesPerGroup: number;
  groups: { count: number; examples: { line: number; input: string }[] }[];
}

describe("diff --merge: the merged report is the whole run's", () => {
  const urls = corpusLines("urls.txt", 1500);
  // Pairs whose resolutions differ between the columns and pairs whose do
  // not, in turn (a differing one first), so that every part has examples.
  const differs = new DiffReport({ resolve: true });
  const corpusPairs = corpusLines("relative.tsv", 4000);
  const differing = corpusPairs.filter((line) => differs.add(line).length > 0);
  const agreeing = corpusPairs.filter((line) => !differing.includes(line));
  const pairs = differing
    .slice(0, 300)
    .flatMap((line, i) => [line, agreeing[i] as string]);
  // The cuts: 2 parts; 3 uneven parts; a part of 1 line; an empty part (at
  // the start, in the middle and at the end).
  const splits: [string, number[]][] = [
    ["2 parts", [20]],
    ["3 uneven parts", [12, 1000]],
    ["a part of 1 line", [24, 25]],
    ["empty parts", [0, 15, 15, 1500]],
  ];
  const cases: [string, string[], string[], number[]][] = [
    ...splits.map(([how, cuts]): [string, string[], string[], number[]] => [
      how,
      urls,
      [],
      cuts,
    ]),
    [
      "--examples 1 --no-whatwg, 3 parts",
      urls,
      ["--examples", "1", "--no-whatwg"],
      [9, 900],
    ],
    [
      "--rfc 1738,3986 --examples 9, a part of 1 line",
      urls,
      ["--rfc", "1738,3986", "--examples", "9"],
      [8, 9],
    ],
    ["--examples 0, 2 parts", urls, ["--examples", "0"], [300]],
    ["--resolve, 3 uneven parts", pairs, ["--resolve"], [1, 450]],
    [
      "--resolve --examples 5, an empty part",
      pairs,
      ["--resolve", "--examples", "5"],
      [2, 2, 601],
    ],
  ];

  test.each(cases)("%s", async (how, lines, options, cuts) => {
    const whole = path.join(scratch, "whole.txt");
    // A line without a tab in the pairs: a malformed line, counted.
    const input = options.includes("--resolve")
      ? [...lines.slice(0, 10), "no tab", ...lines.slice(10)]
      : lines;
    fs.writeFileSync(whole, input.map((line) => `${line}\n`).join(""));
    const parts = split(input, cuts);
    const files = await partReports(parts, options, how.replace(/\W+/g, "-"));

    const wholeJson = await diff(["--json", ...options, whole]);
    const mergedJson = await diff(["--merge", "--json", ...files]);
    expect(mergedJson.status).toBe(0);
    expect(mergedJson.stderr).toBe("");
    expect(JSON.parse(mergedJson.stdout)).toEqual(JSON.parse(wholeJson.stdout));
    expect(mergedJson.stdout).toBe(wholeJson.stdout);

    const wholeText = await diff([...options, whole]);
    const mergedText = await diff(["--merge", ...files]);
    expect(mergedText.status).toBe(0);
    expect(mergedText.stdout).toBe(wholeText.stdout);
    // Fitted to a width, too.
    const narrow = await diff(["--merge", "--width", "60", ...files]);
    expect(narrow.stdout).toBe(
      (await diff([...options, "--width", "60", whole])).stdout,
    );

    // Not a test that cannot fail: the examples come from two parts or
    // more, so that the merge shifts line numbers and keeps the first ones.
    const summary = JSON.parse(wholeJson.stdout) as Summary;
    expect(summary.lines).toBe(input.length);
    const partOf = (line: number): number =>
      cuts.filter((cut) => cut < line).length;
    const from = new Set(
      summary.groups.flatMap((g) => g.examples.map((e) => partOf(e.line))),
    );
    if (summary.examplesPerGroup === 0) expect(from.size).toBe(0);
    else expect(from.size).toBeGreaterThanOrEqual(2);
  });

  test("the examples come from the parts, each part's line numbers after the lines before it", async () => {
    // Each part has one line that differs (RFC 1738 rejects a fragment).
    const parts = [
      ["http://a/", "http://a/#1"],
      ["http://a/#2"],
      [],
      ["http://a/", "http://a/", "http://a/#3"],
    ];
    const files = await partReports(parts, ["--examples", "3"], "numbers");
    const merged = JSON.parse(
      (await diff(["--merge", "--json", ...files])).stdout,
    ) as Summary;
    expect(merged.lines).toBe(6);
    expect(merged.groups[0]?.count).toBe(3);
    expect(merged.groups[0]?.examples.map((e) => [e.line, e.input])).toEqual([
      [2, "http://a/#1"],
      [3, "http://a/#2"],
      [6, "http://a/#3"],
    ]);
  });
});

describe("diff --merge: what cannot be merged", () => {
  const write = (name: string, text: string): string => {
    const file = path.join(scratch, name);
    fs.writeFileSync(file, text);
    return file;
  };
  let good = "";
  let report: Record<string, unknown> = {};
  beforeAll(async () => {
    const result = await diff(
      ["--json", "-"],
      "http://a/#1\nhttp://a/#2\nhttp://0x7f.1/\n",
    );
    good = write("good.json", result.stdout);
    report = JSON.parse(result.stdout) as Record<string, unknown>;
  });

  /** The report with `change` made to a copy of it, as a file. */
  const changed = (name: string, change: (r: Record<string, any>) => void) => {
    const copy = structuredClone(report);
    change(copy);
    return write(name, JSON.stringify(copy));
  };

  test.each<[string, () => string, string]>([
    ["not JSON", () => write("text.txt", "http://a/\n"), "not JSON"],
    [
      "JSON, not a report",
      () => write("array.json", "[1, 2]"),
      "not a diff report",
    ],
    [
      "a report of another command",
      () => write("other.json", '{"format":"something else"}'),
      "not a diff report",
    ],
    [
      "a report without a format (written before reports had one)",
      () => changed("old.json", (r) => delete r["format"]),
      "not a diff report",
    ],
    [
      "another format version",
      () => changed("v2.json", (r) => (r["formatVersion"] = 2)),
      "a diff report of format version 2: this url-grammars merges version 1",
    ],
    [
      "a count that is not a number",
      () => changed("count.json", (r) => (r["groups"][1]["count"] = "1")),
      "a damaged diff report: groups[1].count is not a whole number",
    ],
    [
      "fewer examples than the count and the limit say",
      () => changed("few.json", (r) => r["groups"][0]["examples"].pop()),
      "a damaged diff report: groups[0].examples is not a list of 2 example(s)",
    ],
    [
      "an example beyond the lines",
      () =>
        changed(
          "beyond.json",
          (r) => (r["groups"][0]["examples"][1]["line"] = 4),
        ),
      "groups[0].examples[1].line is not a whole number from 2 to 3",
    ],
    [
      "a column no url-grammars reads",
      () => changed("column.json", (r) => (r["columns"][0] = "__proto__")),
      "a damaged diff report: columns is not a list of two or more of",
    ],
    [
      "a category missing",
      () => changed("groups.json", (r) => r["groups"].pop()),
      "a damaged diff report: groups is not the groups validity, scheme",
    ],
    [
      "more lines with differences than lines",
      () => changed("more.json", (r) => (r["linesWithDifferences"] = 9)),
      "linesWithDifferences is not a whole number from 0 to 3",
    ],
  ])("%s: exit 65, naming the part", async (_what, make, message) => {
    const file = make();
    const result = await diff(["--merge", good, file]);
    expect(result.status).toBe(65);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(`url-grammars: ${file}: `);
    expect(result.stderr).toContain(message);
  });

  test.each<[string, string[], string]>([
    ["other columns", ["--no-whatwg"], "columns rfc1738,"],
    ["another mode", ["--resolve"], "mode resolve, not parse"],
    [
      "other examples",
      ["--examples", "2"],
      "examples per group (--examples) 2, not 3",
    ],
  ])(
    "a part of %s than the first: exit 65",
    async (_what, options, message) => {
      const other = await diff(["--json", ...options, "-"], "http://a/\n");
      const file = write("other-options.json", other.stdout);
      const result = await diff(["--merge", good, file]);
      expect(result.status).toBe(65);
      expect(result.stderr).toContain(
        `url-grammars: ${file}: written with other options than ${good}: ${message}`,
      );
    },
  );

  test("a part that cannot be read: exit 66", async () => {
    const result = await diff([
      "--merge",
      good,
      path.join(scratch, "missing.json"),
    ]);
    expect(result.status).toBe(66);
    expect(result.stderr).toContain("no such file or directory");
  });

  test("standard input, once, is a part", async () => {
    const merged = await diff(
      ["--merge", "--json", good, "-"],
      fs.readFileSync(good, "utf8"),
    );
    expect(merged.status).toBe(0);
    expect(JSON.parse(merged.stdout)).toMatchObject({ lines: 6 });
  });

  test.each<[string[], string]>([
    [["--merge"], "--merge needs the reports to merge"],
    [["--merge", "-", "-"], '--merge reads standard input ("-") once'],
    [["--merge", "--rfc", "2396", "x.json"], "--rfc cannot be given with it"],
    [
      ["--merge", "--examples", "1", "x.json"],
      "--examples cannot be given with it",
    ],
    [["--merge", "--resolve", "x.json"], "--resolve cannot be given with it"],
    [
      ["--merge", "--no-whatwg", "x.json"],
      "--no-whatwg cannot be given with it",
    ],
    [["--merge", "--jobs", "2", "x.json"], "--jobs cannot be given with it"],
    [
      ["a.txt", "b.txt"],
      "diff takes 0 to 1 argument(s), or with --merge the reports to merge",
    ],
  ])("%j is bad usage", async (args, message) => {
    const result = await diff(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: url-grammars diff");
  });
});
