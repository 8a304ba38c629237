// Every relative link between the README, the pages of docs/ and the other
// READMEs names a file that exists, and every #anchor a heading of its target
// (by GitHub's rules for heading ids) or an HTML anchor (<a id> or <a name>).
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { DOC_PAGES, root } from "./doc-pages";

/** The pages checked: the README, every page of docs/, the other READMEs. */
const PAGES = [
  ...DOC_PAGES,
  "bench/README.md",
  "bench/baseline.md",
  "test/proof/README.md",
  "test/fuzz/README.md",
];

/**
 * The text outside fenced code blocks and code spans, where a link is a
 * link: each line kept (a block's lines blanked, a span's text replaced by
 * as many spaces), so that a line number stays the page's.
 */
function prose(text: string): string {
  const lines = text.split("\n");
  let fence: string | undefined;
  return lines
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence !== undefined) {
        if (opening !== null && opening[1]?.startsWith(fence))
          fence = undefined;
        return "";
      }
      if (opening !== null) {
        fence = opening[1] as string;
        return "";
      }
      return line.replace(/(`+)(.+?)\1/g, (span) => " ".repeat(span.length));
    })
    .join("\n");
}

/** GitHub's id of a heading's text (github-slugger): lowercased, punctuation dropped, each space a "-". */
function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/**
 * A heading's text as GitHub renders it, as far as its id depends on it: the
 * text of code spans kept, a link's target and HTML tags dropped (the
 * punctuation left, brackets and emphasis marks, the id drops).
 */
function headingText(markdown: string): string {
  return markdown
    .split(/(`+)(.+?)\1/)
    .map((part, i) =>
      i % 3 === 2
        ? part
        : i % 3 === 1
          ? ""
          : part.replace(/\]\([^)]*\)/g, "]").replace(/<[^>]+>/g, ""),
    )
    .join("");
}

/**
 * The id typedoc's HTML gives a heading of a page it renders (its Slugger):
 * the text of code spans left out, punctuation dropped, each white space a
 * "-", the first run of "-" made one, lowercased.
 */
function typedocSlug(markdown: string): string {
  const text = markdown
    .split(/(`+)(.+?)\1/)
    .filter((_part, i) => i % 3 === 0)
    .join("")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, "");
  const id = text
    .trim()
    .replace(
      /[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~]/g,
      "",
    )
    .replace(/\s/g, "-")
    .replace(/--+/, "-");
  return (id || "_").toLowerCase();
}

/** The headings of a page, as written, outside its code blocks. */
function headings(text: string): string[] {
  const lines = text.split("\n");
  return prose(text)
    .split("\n")
    .flatMap((line, i) =>
      /^ {0,3}#{1,6}\s/.test(line)
        ? [
            /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(
              lines[i] as string,
            )?.[1] ?? "",
          ]
        : [],
    );
}

/** The anchors a page defines: its headings' ids (a repeated id gets -1, -2, ...) and its HTML anchors. */
function anchors(text: string): Set<string> {
  const found = new Set<string>();
  const outside = prose(text);
  const occurrences = new Map<string, number>();
  for (const heading of headings(text)) {
    const base = slug(headingText(heading));
    let id = base;
    while (occurrences.has(id)) {
      const n = (occurrences.get(base) as number) + 1;
      occurrences.set(base, n);
      id = `${base}-${n}`;
    }
    occurrences.set(id, 0);
    found.add(id);
  }
  for (const m of outside.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*"([^"]*)"/gi))
    found.add(m[1] as string);
  return found;
}

/** Each link of a page whose target is no URL with a scheme: its line and target. */
function relativeLinks(text: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  prose(text)
    .split("\n")
    .forEach((line, i) => {
      const targets = [
        // [text](target "title") and ![alt](target)
        ...[...line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map(
          (m) => m[1] as string,
        ),
        // [label]: target
        ...[...line.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/g)].map(
          (m) => m[1] as string,
        ),
        // <a href="target">, <img src="target">
        ...[
          ...line.matchAll(/<(?:a|img)\s[^>]*\b(?:href|src)\s*=\s*"([^"]*)"/gi),
        ].map((m) => m[1] as string),
      ];
      for (const target of targets)
        if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target))
          links.push({ line: i + 1, target });
    });
  return links;
}

/** What is wrong with the relative links of `page` (a path under `base`): one line per dangling link. */
function danglingLinks(base: string, page: string): string[] {
  const text = fs.readFileSync(path.join(base, page), "utf8");
  const problems: string[] = [];
  for (const { line, target } of relativeLinks(text)) {
    const hash = target.indexOf("#");
    const file = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
    const anchor =
      hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const resolved =
      file === ""
        ? path.join(base, page)
        : path.join(base, path.dirname(page), file);
    const where = `${page}:${line}: ${target}`;
    if (!fs.existsSync(resolved)) {
      problems.push(`${where}: no file ${path.relative(base, resolved)}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!resolved.endsWith(".md") || !fs.statSync(resolved).isFile()) {
      problems.push(`${where}: an anchor into a file that is no Markdown page`);
      continue;
    }
    if (!anchors(fs.readFileSync(resolved, "utf8")).has(anchor))
      problems.push(
        `${where}: no heading or anchor "${anchor}" in ${path.relative(base, resolved)}`,
      );
  }
  return problems;
}

describe("GitHub's heading ids", () => {
  test.each([
    [
      "`split`: what each RFC says to do with any string",
      "split-what-each-rfc-says-to-do-with-any-string",
    ],
    [
      "`tree(input, rule?, options?)`: the parse tree",
      "treeinput-rule-options-the-parse-tree",
    ],
    [
      "`normalize`, `equivalent`, `escape`, `unescape`",
      "normalize-equivalent-escape-unescape",
    ],
    ["Scheme case, and `strict`", "scheme-case-and-strict"],
    ["`generate-parser`", "generate-parser"],
    ["`path_abempty` and [a link](x.md)", "path_abempty-and-a-link"],
    ["**Bold** words: a   b", "bold-words-a---b"],
    [
      "Parse, 140936 URLs (rfc2396, rfc1808)",
      "parse-140936-urls-rfc2396-rfc1808",
    ],
  ])("%s is #%s", (heading, id) => {
    expect(slug(headingText(heading))).toBe(id);
  });

  test("a repeated heading gets -1, -2, and code blocks hold no heading", () => {
    const text =
      '# A\n\n## A\n\n```sh\n# A\n```\n\n## A\n\n### A-1 <a id="here"></a>\n';
    expect([...anchors(text)].sort()).toEqual([
      "a",
      "a-1",
      "a-1-1",
      "a-2",
      "here",
    ]);
  });
});

describe("typedoc's heading ids", () => {
  test.each([
    [
      "tree(input, rule?, options?): the parse tree",
      "treeinput-rule-options-the-parse-tree",
    ],
    ["Scheme case, and strict", "scheme-case-and-strict"],
    // A code span's text is no part of typedoc's id: on GitHub this is #compare.
    ["`compare`", "_"],
    ["Scheme case, and `strict`", "scheme-case-and"],
  ])("%s is #%s", (heading, id) => {
    expect(typedocSlug(heading)).toBe(id);
  });

  // typedoc renders the README and docs/ into the API reference (typedoc.json,
  // projectDocuments), where a link's anchor must name the heading it names
  // on GitHub: npm run docs fails on one that does not.
  test.each(PAGES.filter((p) => p === "README.md" || p.startsWith("docs/")))(
    "%s: every heading has the same id on GitHub and in typedoc's pages",
    (page) => {
      const text = fs.readFileSync(path.join(root, page), "utf8");
      const differ = headings(text)
        .map((h) => [h, slug(headingText(h)), typedocSlug(h)])
        .filter(([, github, typedoc]) => github !== typedoc);
      expect(differ).toEqual([]);
    },
  );
});

describe("the link check", () => {
  test("finds a missing file, a missing heading, and an anchor into no page", () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-links-"));
    try {
      fs.mkdirSync(path.join(base, "docs"));
      fs.writeFileSync(path.join(base, "docs", "b.md"), "# B\n\n## Its part\n");
      fs.writeFileSync(path.join(base, "c.txt"), "c\n");
      fs.writeFileSync(
        path.join(base, "a.md"),
        [
          "# A",
          "",
          "[ok](docs/b.md#its-part) [ok](#a) [ok](https://example.com/#x) `[no](code.md)`",
          "[gone](docs/gone.md)",
          "[gone](docs/b.md#no-such-part) [gone](#nothing)",
          "[text](c.txt#L1)",
          "",
          "```sh",
          "[in a block](gone.md)",
          "```",
        ].join("\n"),
      );
      expect(danglingLinks(base, "a.md")).toEqual([
        "a.md:4: docs/gone.md: no file docs/gone.md",
        'a.md:5: docs/b.md#no-such-part: no heading or anchor "no-such-part" in docs/b.md',
        'a.md:5: #nothing: no heading or anchor "nothing" in a.md',
        "a.md:6: c.txt#L1: an anchor into a file that is no Markdown page",
      ]);
    } finally {
      fs.rmSync(base, { recursive: true });
    }
  });
});

describe("the documentation's links", () => {
  const links = PAGES.map((page) => ({
    page,
    links: relativeLinks(fs.readFileSync(path.join(root, page), "utf8")),
  }));

  test("there are links to check, between pages and to their headings", () => {
    const all = links.flatMap((l) => l.links);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(
      all.filter((l) => l.target.includes("#")).length,
    ).toBeGreaterThanOrEqual(40);
    expect(
      links
        .find((l) => l.page === "README.md")
        ?.links.filter((l) => l.target.startsWith("docs/")).length,
    ).toBeGreaterThanOrEqual(10);
  });

  test.each(links.map((l) => [l.page, l.links.length] as const))(
    "%s: each of its %d relative links resolves",
    (page) => {
      expect(danglingLinks(root, page)).toEqual([]);
    },
  );
});
