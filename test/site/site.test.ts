// The page (src/site/) in a real browser: headless Chromium (the one the dev
// dependency @sparticuz/chromium ships, or CHROMIUM's), driven by
// playwright-core. The page is built here from the current source (a stale
// dist/site/ cannot pass), URLs are typed into it, and the tables it renders
// are read back and held against compare()'s answer for the same input, run
// here in Node. A missing Chromium fails these tests.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import {
  compare,
  DIALECTS,
  type CompareOptions,
  type Comparison,
  type ComponentValue,
} from "../../src/compare";
import type { ParseTree } from "../../src/shared/tree";

// scripts/ is CommonJS JavaScript, run by npm run site and by hand.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildSite } = require("../../scripts/build-site.js") as {
  buildSite(outDir: string): { file: string; bytes: number; inputs: string[] };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const site = require("../../scripts/site-browser.js") as {
  launchChromium(): Promise<{
    context: BrowserContext;
    close(): Promise<void>;
  }>;
  siteUrl(file: string, fragment?: string): string;
  screenshotSite(page: Page, file: string, out: string): Promise<string>;
  SCREENSHOT_AT: string;
  measureSite(
    page: Page,
    file: string,
    sizes: number[],
    keys: number,
  ): Promise<
    {
      bytes: number;
      medianUpdateMs: number;
      worstUpdateMs: number;
      medianRenderMs: number;
      medianToFrameMs: number;
    }[]
  >;
};

jest.setTimeout(120_000);

const scratch = fs.mkdtempSync(
  path.join(os.tmpdir(), "url-grammars-site-test-"),
);
let file = "";
let inputs: string[] = [];
let browser: { context: BrowserContext; close(): Promise<void> };
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  const built = buildSite(scratch);
  file = built.file;
  inputs = built.inputs;
  browser = await site.launchChromium();
  browser.context.on("request", (r) => requests.push(r.url()));
  page = await browser.context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning")
      problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The components table as the page renders it. */
interface RenderedTable {
  readonly headers: string[];
  readonly rows: { mark: string; name: string; cells: string[] }[];
}

function readTable(p: Page = page): Promise<RenderedTable> {
  return p.evaluate(() => {
    const table = document.getElementById("components");
    if (!(table instanceof HTMLTableElement)) throw new Error("no table");
    const headers = [...table.tHead!.rows[0]!.cells]
      .slice(2)
      .map((c) => c.textContent ?? "");
    const rows = [...table.tBodies[0]!.rows].map((r) => ({
      mark: r.dataset["mark"] ?? "",
      name: r.cells[1]!.textContent ?? "",
      cells: [...r.cells].slice(2).map((c) => c.textContent ?? ""),
    }));
    return { headers, rows };
  });
}

const show = (v: ComponentValue): string =>
  v === undefined ? "-" : typeof v === "string" ? JSON.stringify(v) : String(v);

/** What compare() says each cell of the table holds, by row name and column title. */
function expectedCells(c: Comparison): {
  headers: string[];
  cells: Map<string, Map<string, string>>;
  marks: Map<string, string>;
} {
  const headers = c.dialects.map((d) => d.title);
  if (c.whatwg !== undefined) headers.push("WHATWG URL (this browser)");
  const cells = new Map<string, Map<string, string>>();
  const put = (row: string, column: string, text: string): void => {
    if (!cells.has(row)) cells.set(row, new Map());
    cells.get(row)!.set(column, text);
  };
  for (const d of c.dialects) {
    put("valid", d.title, d.valid ? "yes" : `no (offset ${d.error.offset})`);
    if (d.valid)
      for (const [k, v] of Object.entries(d.components))
        put(k, d.title, show(v));
    else if (d.split !== undefined)
      for (const [k, v] of Object.entries(d.split))
        if (k !== "inGrammar") put(k, d.title, `split: ${show(v)}`);
    const r = d.resolved;
    if (r !== undefined && r.defined && r.ok) put("resolved", d.title, r.value);
    if (r !== undefined && !r.defined) put("resolved", d.title, r.reason);
  }
  const w = c.whatwg;
  if (w !== undefined) {
    const title = "WHATWG URL (this browser)";
    put(
      "valid",
      title,
      w.verdict === "valid"
        ? "yes"
        : w.verdict === "needs-base"
          ? "needs a base"
          : "no",
    );
    if (w.valid)
      for (const [k, v] of Object.entries(w.components)) put(k, title, show(v));
    if (w.resolved?.ok === true) put("resolved", title, w.resolved.value);
  }
  const marks = new Map<string, string>();
  for (const d of c.disagreements)
    marks.set(
      d.aspect === "component"
        ? d.component
        : d.aspect === "validity"
          ? "valid"
          : "resolved",
      d.aspect !== "component" || d.addressed ? "*" : "~",
    );
  return { headers, cells, marks };
}

/** The rendered table against compare()'s answer: every value compare() gives is in its cell, and the marks are compare()'s. */
function expectTableToShow(table: RenderedTable, c: Comparison): void {
  const want = expectedCells(c);
  expect(table.headers).toEqual(want.headers);
  const rows = new Map(table.rows.map((r) => [r.name, r]));
  for (const [row, columns] of want.cells) {
    const rendered = rows.get(row);
    expect({ row, present: rendered !== undefined }).toEqual({
      row,
      present: true,
    });
    for (const [column, text] of columns)
      expect({
        row,
        column,
        text: rendered!.cells[want.headers.indexOf(column)],
      }).toEqual({
        row,
        column,
        text,
      });
  }
  const marked = Object.fromEntries(
    table.rows
      .filter((r) => r.mark !== "" && r.name !== "why")
      .map((r) => [r.name, r.mark]),
  );
  expect(marked).toEqual(Object.fromEntries(want.marks));
  expect(rows.has("resolved")).toBe(c.base !== undefined);
}

/** Empties the fields and types `input` key by key (and `base`, when given). */
async function typeUrl(input: string, base?: string): Promise<void> {
  await page.locator("#base").fill(base ?? "");
  await page.locator("#url").fill("");
  await page.locator("#url").pressSequentially(input);
}

/** Loads the page afresh (a new fragment alone would be a same-document navigation). */
async function open(url: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(url);
}

const TYPED: readonly { input: string; base?: string }[] = [
  { input: "http://[::1]:80/a?b#c" },
  { input: "?y", base: "http://a/b/c/d;p?q" },
  { input: "http://0x7f.1/" },
  { input: "//user@[::1]:080/a/./b/../c?q#f", base: "http://a/b/c/d;p?q" },
  { input: "ftp://ftp.is.co.za/rfc/rfc1808.txt" },
  { input: "http://[::1/" },
  { input: "../g;x?y#s", base: "http://a/b/c/d;p?q" },
  // A relative-URL string without a base: WHATWG says it needs one.
  { input: "?y" },
  { input: "//g" },
  { input: "#f" },
  { input: "g:h" },
  { input: "//g", base: "http://a/b/c/d;p?q" },
  { input: "#f", base: "http://a/b/c/d;p?q" },
  { input: "g:h", base: "http://a/b/c/d;p?q" },
  // An IRI (RFC 3987's alone), and an IPv6 zone identifier (RFC 6874's alone).
  { input: "http://b\u00fccher.example/\u00e9t\u00e9?\u{1f600}#\u00e9" },
  { input: "../\u00e9", base: "http://\u00fc.example/a/b" },
  { input: "http://[fe80::1%25eth0]:8080/a" },
];

describe("the page's table is compare()'s answer", () => {
  beforeAll(async () => {
    await open(site.siteUrl(file, "#url="));
  });

  test.each(TYPED)("typed: $input against $base", async ({ input, base }) => {
    await typeUrl(input, base);
    const options: CompareOptions = base === undefined ? {} : { base };
    expectTableToShow(await readTable(), compare(input, options));
    expect(await page.locator("#summary").textContent()).toMatch(
      /^The columns (agree|disagree on \d+ points? of what is addressed and \d+ of vocabulary)\.$/,
    );
  });

  test("WHATWG's verdict: needs a base without one, valid against one", async () => {
    const verdict = () =>
      page.locator('#verdicts li[data-column="whatwg"]').textContent();
    await typeUrl("?y");
    expect(compare("?y").whatwg?.verdict).toBe("needs-base");
    expect(await verdict()).toMatch(/: needs a base: a relative-URL string/);
    expect(await page.locator("#whatwg-note").textContent()).not.toContain(
      "resolved URL's",
    );
    await typeUrl("?y", "http://a/b/c/d;p?q");
    expect(await verdict()).toMatch(/: valid against the base/);
    expect(await page.locator("#whatwg-note").textContent()).toContain(
      "its components are the resolved URL's",
    );
    await typeUrl("http://[::1/");
    expect(await verdict()).toMatch(/: not valid: TypeError: /);
  });

  test("a rejected column shows the error with a caret under its offset and the whole expected list", async () => {
    const input = "http://[::1]/x";
    await typeUrl(input);
    const report = compare(input).dialects.find(
      (d) => d.dialect === "rfc2396",
    )!;
    if (report.valid) throw new Error("RFC 2396 should reject an IPv6 literal");
    const item = page.locator('#verdicts li[data-column="rfc2396"]');
    const caret = report.error.format().split("\n").slice(-2).join("\n");
    expect(await item.locator("pre").textContent()).toBe(caret);
    expect(caret.split("\n")[1]!.indexOf("^")).toBe(
      caret.split("\n")[0]!.indexOf("["),
    );
    expect(await item.locator(".expected code").allTextContents()).toEqual([
      ...report.error.expected,
    ]);
    expect(await item.textContent()).toContain(`offset ${report.error.offset}`);
  });
});

/** Every node of a tree, depth first. */
function nodes(tree: ParseTree): ParseTree[] {
  return [tree, ...tree.children.flatMap(nodes)];
}

describe("the parse tree", () => {
  test("is the dialect's tree, and pointing at a node marks its span in the input", async () => {
    await open(
      site.siteUrl(file, "#url=http://u@a.example:8/p/q?r%23s&tree=2396"),
    );
    const input = "http://u@a.example:8/p/q?r#s";
    const tree = DIALECTS.find((d) => d.name === "rfc2396")!.tree(input);
    const buttons = page.locator("#tree button");
    await buttons.first().waitFor();
    const all = nodes(tree);
    expect(await buttons.count()).toBe(all.length);
    for (const i of [0, 2, all.length - 1]) {
      const node = all[i]!;
      await buttons.nth(i).hover();
      expect(await page.locator("#backdrop mark").textContent()).toBe(
        node.text,
      );
      expect(await page.locator("#highlight").textContent()).toBe(
        `${node.rule} spans offsets ${node.start} to ${node.end}: ${JSON.stringify(node.text)}`,
      );
    }
    // By keyboard: focusing a node marks it too.
    await buttons.nth(1).focus();
    expect(await page.locator("#backdrop mark").textContent()).toBe(
      all[1]!.text,
    );
  });

  test("a dialect that rejects the input says there is no tree", async () => {
    await open(site.siteUrl(file, "#url=http://[::1]/&tree=2396"));
    await page.locator("#tree p").waitFor();
    expect(await page.locator("#tree").textContent()).toMatch(
      /^No RFC 2396 parse tree: the input is not in its grammar \(offset 7\)\.$/,
    );
  });
});

describe("the state lives in the page's link", () => {
  test("a shared link reproduces the inputs, the columns, the tree and the table", async () => {
    const fragment =
      "#url=//%5Bv1.x%5D:08/a/../b?c%23d&base=http://a/b/c/d;p?q&rfc=2396,3986&whatwg=0&tree=2732";
    await open(site.siteUrl(file, fragment));
    expect(await page.locator("#url").inputValue()).toBe(
      "//[v1.x]:08/a/../b?c#d",
    );
    expect(await page.locator("#base").inputValue()).toBe("http://a/b/c/d;p?q");
    const checked: Record<string, boolean> = {};
    for (const d of [...DIALECTS.map((e) => e.name), "whatwg"])
      checked[d] = await page.locator(`#show-${d}`).isChecked();
    expect(checked).toEqual({
      rfc1738: false,
      rfc1808: false,
      rfc2396: true,
      rfc2732: false,
      rfc3986: true,
      rfc3987: false,
      rfc6874: false,
      whatwg: false,
    });
    expect(await page.locator("#tree-dialect").inputValue()).toBe("rfc2732");
    expectTableToShow(
      await readTable(),
      compare("//[v1.x]:08/a/../b?c#d", {
        base: "http://a/b/c/d;p?q",
        dialects: ["rfc2396", "rfc3986"],
        whatwg: false,
      }),
    );
    expect(await page.locator("#link").inputValue()).toBe(page.url());
    // The fragment is the page's own way of writing this state: it stays as it is.
    expect(page.url()).toBe(site.siteUrl(file, fragment));
  });

  test("what is typed and chosen goes into the link, and the link opens it again", async () => {
    await open(site.siteUrl(file, "#url="));
    await typeUrl("http://a/%7Euser/ b&c=d+e", "http://x/y");
    await page.locator("#show-rfc1738").uncheck();
    await page.locator("#tree-dialect").selectOption("rfc2732");
    await page.locator("#copy").click();
    const link = await page.locator("#link").inputValue();
    expect(link).toBe(page.url());
    // The clipboard answers the page's promise a few milliseconds later.
    await page.waitForFunction(
      () => document.getElementById("copy-status")?.textContent !== "",
    );
    expect(await page.locator("#copy-status").textContent()).toMatch(
      /^(Link copied\.|The browser did not let the page copy .*)$/,
    );
    const other = await browser.context.newPage();
    try {
      await other.goto(link);
      expect(await other.locator("#url").inputValue()).toBe(
        "http://a/%7Euser/ b&c=d+e",
      );
      expect(await other.locator("#base").inputValue()).toBe("http://x/y");
      expect(await other.locator("#show-rfc1738").isChecked()).toBe(false);
      expect(await other.locator("#tree-dialect").inputValue()).toBe("rfc2732");
      expect(await readTable(other)).toEqual(await readTable(page));
    } finally {
      await other.close();
    }
  });

  test("a link the page cannot read says what it could not read", async () => {
    await open(site.siteUrl(file, "#url=%E0%A4%A&rfc=2396,9&colour=red"));
    const said = await page.locator("#problems p").allTextContents();
    expect(said).toHaveLength(3);
    expect(said[0]).toMatch(/url is not well percent-encoded/);
    expect(said[1]).toMatch(/no known RFC in rfc= \("9"\)/);
    expect(said[2]).toMatch(/does not know \("colour"\)/);
    expect(await page.locator("#url").inputValue()).toBe("%E0%A4%A");
  });
});

describe("keyboard, screen reader, phone", () => {
  test("every field has a label, the table has column and row headers, and a mark says in words what it means", async () => {
    await open(site.siteUrl(file, "#url=http://0x7f.1/"));
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll("input, textarea, select")]
        .filter((e) => (e as HTMLInputElement).labels?.length === 0)
        .map((e) => e.id),
    );
    expect(unlabelled).toEqual([]);
    const headers = await page.evaluate(() => ({
      cols: [...document.querySelectorAll("#components thead th")].every(
        (th) => th.getAttribute("scope") === "col",
      ),
      rows: [...document.querySelectorAll("#components tbody tr")].every(
        (tr) => tr.querySelector("th")?.getAttribute("scope") === "row",
      ),
      markWords: [
        ...document.querySelectorAll("#components tr[data-mark] td.mark"),
      ].map((td) => td.textContent),
    }));
    expect(headers.cols).toBe(true);
    expect(headers.rows).toBe(true);
    expect(headers.markWords).toContain(
      "*the columns disagree on what is addressed",
    );
  });

  test.each([1280, 360])(
    "typing does not move the fields or the table (%i pixels wide)",
    async (width) => {
      await page.setViewportSize({ width, height: 900 });
      try {
        await open(site.siteUrl(file, "#url="));
        const where = () =>
          page.evaluate(() =>
            ["url", "base", "table-region"].map((id) => {
              const r = document.getElementById(id)!.getBoundingClientRect();
              return id === "table-region" ? [r.top] : [r.top, r.height];
            }),
          );
        const before = await where();
        for (const key of "http://[::1]:8/a b?q#f") {
          await page.locator("#url").pressSequentially(key);
          expect(await where()).toEqual(before);
        }
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    },
  );

  test("on a phone's width the page does not scroll sideways (the table scrolls in its own region)", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await open(
        site.siteUrl(file, "#url=http://user@[::1]:8/a/b?c#d&base=http://x/"),
      );
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        region: document.getElementById("table-region")!.scrollWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.region).toBeGreaterThan(widths.viewport);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe("the scripts", () => {
  test("the README's screenshot script writes a PNG of the page", async () => {
    const out = path.join(scratch, "site.png");
    await site.screenshotSite(page, file, out);
    const png = fs.readFileSync(out);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1320, 900]);
    // The link field shows the neutral address, not a folder of this machine.
    expect(page.url().startsWith(`${site.SCREENSHOT_AT}#url=`)).toBe(true);
    expect(await page.locator("#link").inputValue()).toBe(page.url());
  });

  test("the timing script measures each size it is given (its numbers are for docs/page.md, not asserted)", async () => {
    const results = await site.measureSite(page, file, [100, 1024], 2);
    expect(results.map((r) => r.bytes)).toEqual([100, 1024]);
    for (const r of results)
      for (const ms of [
        r.medianUpdateMs,
        r.worstUpdateMs,
        r.medianRenderMs,
        r.medianToFrameMs,
      ])
        expect(Number.isFinite(ms) && ms > 0).toBe(true);
  });

  test("the bundle holds no Node module", () => {
    // src/, generated/ and the compiler's facts (data only: compiler/facts.js).
    expect(
      inputs.filter(
        (i) =>
          i.startsWith("node:") ||
          !/^(src|generated)\/|^compiler\/facts\.js$/.test(i),
      ),
    ).toEqual([]);
  });
});

describe("at the end", () => {
  test("the page fetched nothing but itself, and logged no error or warning", () => {
    const own = [site.siteUrl(file), site.SCREENSHOT_AT];
    expect(requests.filter((r) => !own.some((o) => r.startsWith(o)))).toEqual(
      [],
    );
    expect(problems).toEqual([]);
  });
});
