// compare, split and diff fitted to a width: a terminal's columns, or --width.
// The fitted output is read back into its cells and compared with the table
// printed whole, so that a layout that lost, moved or re-marked a value fails.
import * as path from "node:path";
import { cli } from "./run-cli";

const ANSI = /\u001b\[[0-9;]*m/g;
const plain = (s: string): string => s.replace(ANSI, "");

/** A terminal's columns for the text these tests print: CJK and fullwidth characters take two. */
function columnsOf(line: string): number {
  let n = 0;
  for (const ch of plain(line))
    n +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(
        ch,
      )
        ? 2
        : 1;
  return n;
}

const widest = (text: string): number =>
  Math.max(...text.split("\n").map(columnsOf));

const squeeze = (s: string): string => s.replace(/\s+/g, "");

/** A table's cells, read back: row name -> column title -> text, and each row's mark. */
interface ReadTable {
  readonly cells: Map<string, Map<string, string>>;
  readonly marks: Map<string, string>;
  readonly titles: string[];
}

/**
 * Reads every table (or band of one) in `text`: a paragraph with a line of
 * dashes under its header. Its columns are where the dashes are; a line whose
 * name column is blank continues the row above, as a header's second line
 * continues the header. Wrapped pieces are joined without the spaces the
 * wrapping dropped: cells compare with their spaces removed.
 */
function readTables(text: string, labels: number): ReadTable {
  const cells = new Map<string, Map<string, string>>();
  const marks = new Map<string, string>();
  const titles: string[] = [];
  for (const paragraph of plain(text).split("\n\n")) {
    const lines = paragraph.split("\n");
    const dash = lines.findIndex((l) => /^-+( {2}-+)+$/.test(l));
    if (dash < 0) continue;
    const spans = [...(lines[dash] as string).matchAll(/-+/g)].map(
      (m) => [m.index, m.index + m[0].length] as const,
    );
    const cut = (line: string): string[] =>
      spans.map(([a, b]) => line.slice(a, b).trim());
    const heads = spans.map(() => "");
    for (const line of lines.slice(0, dash))
      cut(line).forEach((c, i) => (heads[i] += c));
    // A title wrapped over two lines is keyed without its spaces.
    const own = heads.slice(labels).map(squeeze);
    for (const t of own) if (!titles.includes(t)) titles.push(t);
    let name = "";
    for (const line of lines.slice(dash + 1)) {
      const parts = cut(line);
      if (parts[labels - 1] !== "") {
        name = parts[labels - 1] as string;
        if (labels === 2) marks.set(name, parts[0] as string);
      }
      const row = cells.get(name) ?? new Map<string, string>();
      cells.set(name, row);
      own.forEach((t, i) =>
        row.set(t, (row.get(t) ?? "") + (parts[labels + i] as string)),
      );
    }
  }
  return { cells, marks, titles };
}

/**
 * The fitted table holds what the whole one does: the same titles, the same
 * mark on each row, each cell's text (a row a band leaves out is empty in
 * all of that band's columns).
 */
function expectSameTable(fitted: string, whole: string, labels: number): void {
  const a = readTables(fitted, labels);
  const b = readTables(whole, labels);
  expect(a.titles).toEqual(b.titles);
  expect(a.marks).toEqual(b.marks);
  expect(b.cells.size).toBeGreaterThan(2);
  for (const [name, row] of b.cells)
    for (const [title, cell] of row)
      expect([
        name,
        title,
        squeeze(a.cells.get(name)?.get(title) ?? ""),
      ]).toEqual([name, title, squeeze(cell)]);
}

const BASE = ["compare", "--base", "http://a/b/c/d;p?q#f", "?y"];
const IPV6_URL = "http://user@[::1]:80/a/../b?q#f";
const IPV6_ALL = ["compare", IPV6_URL];
// Six columns (five dialects and WHATWG): the layouts the tests below describe.
const IPV6 = ["compare", "--rfc", "1738,1808,2396,2732,3986", IPV6_URL];

describe("compare --width", () => {
  test.each([
    [80, BASE],
    [120, BASE],
    [80, IPV6],
    [120, IPV6],
    [80, IPV6_ALL],
    [120, IPV6_ALL],
  ])(
    "at %i columns: every line fits, and the table is the whole one",
    async (n, argv) => {
      const whole = await cli(argv);
      expect(widest(whole.stdout)).toBeGreaterThan(n);
      const fitted = await cli([...argv, "--width", String(n)]);
      expect(fitted.code).toBe(whole.code);
      expect(widest(fitted.stdout)).toBeLessThanOrEqual(n);
      expectSameTable(fitted.stdout, whole.stdout, 2);
    },
  );

  test("at 80 columns the columns come in two bands of three, each beside the marks and names", async () => {
    const { stdout } = await cli([...IPV6, "--width", "80"]);
    expect(stdout).toMatch(/^ {18}RFC 1738 +RFC 1808 +RFC 2396$/m);
    expect(stdout).toMatch(
      /^ {18}RFC 2732 +RFC 3986 +WHATWG URL \(living standard\)$/m,
    );
    expect(stdout.match(/^\*  path /gm)).toHaveLength(2);
    // The rejected columns have no kind: the first band leaves the row out.
    expect(stdout.match(/^~  kind /gm)).toHaveLength(1);
    // A reason longer than its column wraps beneath it.
    expect(stdout).toMatch(
      /^\*  why +expected alpha, +expected "#", "%", +expected "#", "\$",$/m,
    );
  });

  test("at 120 columns the bands are cut where nothing needs to wrap", async () => {
    const { stdout } = await cli([...IPV6, "--width", "120"]);
    expect(stdout).toMatch(/^ {18}RFC 1738 +RFC 1808$/m);
    expect(stdout).toMatch(
      /^ {18}RFC 2396 +RFC 2732 +RFC 3986 +WHATWG URL \(living standard\)$/m,
    );
    expect(stdout).toMatch(
      /^\*  why +expected alpha, alphadigit, digit, \.\.\.; found "\[" +expected "#", "%", "&", \.\.\.; found "\["$/m,
    );
  });

  test("compare --help tells of --width", async () => {
    const { stdout } = await cli(["compare", "--help"]);
    expect(stdout).toMatch(/^Usage: url-grammars compare .*\[--width <n>\]/m);
    expect(stdout.replace(/\s+/g, " ")).toContain(
      "--width <n> fits the output to n columns, on a pipe too",
    );
  });

  test("the footer, the note and the legend fit, their words and marks kept", async () => {
    for (const n of [40, 60, 80]) {
      const whole = (await cli(BASE)).stdout;
      const fitted = (await cli([...BASE, "--width", String(n)])).stdout;
      expect(widest(fitted)).toBeLessThanOrEqual(n);
      const tail = (s: string): string =>
        s.slice(s.indexOf("The columns disagree")).replace(/\s+/g, " ");
      expect(tail(fitted)).toBe(tail(whole));
      for (const mark of ["*", "~", "-", "split:", "(none)"])
        expect(fitted).toMatch(
          new RegExp(`^${mark.replace(/[*()]/g, "\\$&")}(\\s|$)`, "m"),
        );
    }
  });

  test("any width from 1 to 200: no line is wider", async () => {
    const over: [number, string, number][] = [];
    for (let n = 1; n <= 200; n += n < 40 ? 1 : 7) {
      for (const argv of [BASE, IPV6, ["split", "http://[::1]/a;p?q#f"]]) {
        const { code, stdout } = await cli([...argv, "--width", String(n)]);
        expect(code).toBe(0);
        if (widest(stdout) > n)
          over.push([n, argv[1] as string, widest(stdout)]);
      }
    }
    expect(over).toEqual([]);
  });

  test("a table that fits is printed as it is", async () => {
    const argv = ["compare", "--rfc", "2396,3986", "--no-whatwg", "http://a/b"];
    const whole = await cli(argv);
    expect(widest(whole.stdout)).toBeLessThanOrEqual(80);
    expect(await cli([...argv, "--width", "80"])).toEqual(whole);
    expect(await cli([...BASE, "--width", "1000"])).toEqual(await cli(BASE));
  });

  test.each([["0"], ["-1"], ["x"], ["1.5"], [""], ["80px"], ["1e3"]])(
    "--width %j is a usage error",
    async (value) => {
      const { code, stdout, stderr } = await cli([
        "compare",
        `--width=${value}`,
        "http://a/",
      ]);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain("--width");
      expect(stderr).toContain("Usage: url-grammars compare");
    },
  );

  test("a value far longer than the width is shortened and wraps: lines stay within it, and the output does not grow with the value", async () => {
    const long = `http://a/${"x".repeat(100_000)}?q#f`;
    const whole = await cli(["compare", long]);
    const fitted = await cli(["compare", "--width", "80", long]);
    expect(widest(fitted.stdout)).toBeLessThanOrEqual(80);
    expectSameTable(fitted.stdout, whole.stdout, 2);
    // Each value past CELL_LIMIT characters is its head and its length
    // (src/cli/output.ts): twice the value, the same output but for the
    // lengths it gives.
    const longer = long.replace("x", "xx".repeat(50_000));
    const twice = await cli(["compare", "--width", "80", longer]);
    expect(twice.stdout).toContain(
      `(${longer.length.toLocaleString("en-US")} characters;`,
    );
    const ratio = twice.stdout.length / fitted.stdout.length;
    expect(ratio).toBeGreaterThan(0.99);
    expect(ratio).toBeLessThan(1.01);
  });

  test("a wide character takes two columns", async () => {
    const argv = ["compare", "--width", "40", "http://例え.jp/パス?クエリ"];
    const { stdout } = await cli(argv);
    expect(stdout).toContain("パス");
    expect(widest(stdout)).toBeLessThanOrEqual(40);
  });

  test("--url-file: each URL's table is fitted", async () => {
    const file = path.resolve(__dirname, "../fixtures/differentials.txt");
    const whole = await cli(["compare", "--url-file", file]);
    const fitted = await cli(["compare", "--width", "80", "--url-file", file]);
    expect(widest(whole.stdout)).toBeGreaterThan(80);
    expect(widest(fitted.stdout)).toBeLessThanOrEqual(80);
    expect(fitted.stdout.match(/^"/gm)?.length).toBe(
      whole.stdout.match(/^"/gm)?.length,
    );
  });
});

describe("on a terminal", () => {
  test.each([80, 120])(
    "standard output %i columns wide fits the table as --width does, in colour",
    async (n) => {
      const env = { TERM: "xterm-256color" };
      const onTerminal = await cli(BASE, { columns: n, env });
      const given = await cli([...BASE, "--width", String(n)], {
        env: { FORCE_COLOR: "1" },
      });
      expect(onTerminal.stdout).toContain("\u001b[");
      expect(onTerminal).toEqual(given);
      expect(widest(onTerminal.stdout)).toBeLessThanOrEqual(n);
    },
  );

  test("--width overrides the terminal's width; a terminal wide enough gets the table whole", async () => {
    const env = { TERM: "xterm-256color" };
    const narrow = await cli([...IPV6, "--width", "60"], { columns: 200, env });
    expect(widest(narrow.stdout)).toBeLessThanOrEqual(60);
    const wide = await cli(IPV6, { columns: 300, env });
    expect(wide).toEqual(await cli(IPV6, { env: { FORCE_COLOR: "1" } }));
  });

  test("a wrapped value keeps its colour on each of its lines", async () => {
    const { stdout } = await cli(IPV6, {
      columns: 80,
      env: { TERM: "xterm-256color" },
    });
    // Every line closes what it opens: a colour never runs into the next line.
    for (const line of stdout.split("\n")) {
      const codes = [...line.matchAll(/\u001b\[([0-9;]*)m/g)].map((m) => m[1]);
      const open: string[] = [];
      for (const code of codes) {
        if (code === "22" || code === "39") open.pop();
        else open.push(code as string);
      }
      expect([line, open]).toEqual([line, []]);
    }
    // The reason under a rejected column is dim on both of its lines.
    expect(stdout).toMatch(
      /^\S*\*\S*  why +\u001b\[2mexpected alpha,\u001b\[22m/m,
    );
    expect(stdout).toMatch(/^ {18}\u001b\[2malphadigit, digit,\u001b\[22m/m);
    expect(plain(stdout)).toBe((await cli([...IPV6, "--width", "80"])).stdout);
  });
});

describe("split and diff fit the same way", () => {
  test.each([80, 120])("split at %i columns", async (n) => {
    const argv = ["split", "http://[::1]/a;p?q#f"];
    const whole = await cli(argv);
    expect(widest(whole.stdout)).toBeGreaterThan(80);
    const fitted = await cli([...argv, "--width", String(n)]);
    expect(widest(fitted.stdout)).toBeLessThanOrEqual(n);
    expectSameTable(fitted.stdout, whole.stdout, 1);
    const { stdout } = await cli(argv, { columns: n, env: {} });
    expect(plain(stdout)).toBe(fitted.stdout);
  });

  test.each([40, 80])("diff at %i columns", async (n) => {
    const file = path.resolve(__dirname, "../fixtures/differentials.txt");
    const argv = ["diff", "--examples", "2", file];
    const whole = await cli(argv);
    expect(widest(whole.stdout)).toBeGreaterThan(80);
    const fitted = await cli([...argv, "--width", String(n)]);
    expect(fitted.code).toBe(0);
    expect(widest(fitted.stdout)).toBeLessThanOrEqual(n);
    expectSameTable(fitted.stdout, whole.stdout, 1);
    // The examples and the note keep their words.
    const after = (s: string): string =>
      s.slice(s.indexOf("validity: first")).replace(/\s+/g, " ");
    expect(after(fitted.stdout)).toBe(after(whole.stdout));
  });

  test.each([["split"], ["diff"]])(
    "%s --width x is a usage error",
    async (command) => {
      const { code, stderr } = await cli([command, "--width", "x", "a"]);
      expect(code).toBe(2);
      expect(stderr).toContain(`Usage: url-grammars ${command}`);
    },
  );
});
