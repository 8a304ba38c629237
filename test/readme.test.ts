// The examples of the README and of every page in docs/ are real: every line
// `expression // => value` inside a ```ts block is evaluated against the
// library and compared, the error display is what format() prints, and every
// ```console block is run again through the command and compared.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { DOC_PAGES, root } from "./doc-pages";
import * as ts from "typescript";
import { help } from "../src/cli/help";
import * as index from "../src/index";
import * as variant from "../src/variant";
import { cli } from "./cli/run-cli";

/** What an example may name: the package root's exports and url-grammars/variant's. */
const library = { ...index, ...variant };

const pages = DOC_PAGES.map((name) => ({
  name,
  text: fs.readFileSync(path.join(root, name), "utf8"),
}));

/** The fenced blocks of a page: their info string, code, and first code line. */
function fencedBlocks(
  text: string,
): { info: string; code: string; line: number }[] {
  return [...text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    info: m[1] as string,
    code: m[2] as string,
    line: text.slice(0, m.index).split("\n").length + 1,
  }));
}

/** [where and what, the function body to evaluate, the value shown] */
type Example = [string, string, string];

// Each statement that ends with `// => value` is an example: it is evaluated
// after the statements of its block before it (so that a block may name a
// value once, `const url = ...`), and its value compared. Statements are
// found by TypeScript's parser, so one may span lines. Imports are the
// package's own names, which the evaluation provides.
function examplesOf(page: { name: string; text: string }): Example[] {
  const examples: Example[] = [];
  for (const block of fencedBlocks(page.text)) {
    if (block.info !== "ts") continue;
    const code = block.code;
    const file = ts.createSourceFile("block.ts", code, ts.ScriptTarget.ES2022);
    const before: string[] = [];
    for (const statement of file.statements) {
      if (ts.isImportDeclaration(statement)) continue;
      const text = statement.getText(file);
      const rest = code.slice(statement.end);
      const m = /^[ \t]*\/\/ => (.*)$/m.exec(rest);
      const sameLine = m !== null && !rest.slice(0, m.index).includes("\n");
      if (sameLine && ts.isExpressionStatement(statement)) {
        const expression = statement.expression.getText(file);
        const line =
          block.line +
          code.slice(0, statement.getStart(file)).split("\n").length -
          1;
        examples.push([
          `${page.name}:${line} ${expression.replace(/\s+/g, " ")}`,
          [...before, `return (${expression});`].join("\n"),
          (m as RegExpExecArray)[1] as string,
        ]);
      }
      before.push(text);
    }
  }
  return examples;
}

/** How many lines of a page's ```ts blocks show a value: each must be an example. */
function shownValues(text: string): number {
  return fencedBlocks(text)
    .filter((b) => b.info === "ts")
    .reduce((n, b) => n + (b.code.match(/\/\/ => /g) ?? []).length, 0);
}

const examples = pages.map((page) => ({ page, examples: examplesOf(page) }));

describe("the documentation's fenced blocks", () => {
  // A block of another language would be neither run nor type-checked:
  // ```ts is evaluated and type-checked, ```console run; ```sh, ```peggy and
  // plain blocks (output shown after prose) are read by no test.
  test.each(pages.map((p) => [p.name, p.text]))(
    "%s uses only the block languages the tests know",
    (_name, text) => {
      const unknown = fencedBlocks(text)
        .map((b) => b.info)
        .filter((info) => !["ts", "console", "sh", "peggy", ""].includes(info));
      expect(unknown).toEqual([]);
    },
  );
});

describe("TypeScript examples", () => {
  test("there are examples to check, in the README and in docs/", () => {
    const total = examples.reduce((n, e) => n + e.examples.length, 0);
    expect(total).toBeGreaterThanOrEqual(170);
    expect(
      examples.find((e) => e.page.name === "README.md")?.examples.length,
    ).toBeGreaterThanOrEqual(5);
    expect(
      examples.filter(
        (e) => e.page.name.startsWith("docs/") && e.examples.length > 0,
      ).length,
    ).toBeGreaterThanOrEqual(7);
  });

  test.each(
    examples.map((e) => [e.page.name, e.examples.length, e.page.text] as const),
  )(
    "%s: every `// =>` line of a ts block is one of its %d examples",
    (_name, count, text) => {
      expect(count).toBe(shownValues(text));
    },
  );

  const all = examples.flatMap((e) => e.examples);
  test.each(all)("%s", (_where, body, expected) => {
    const names = Object.keys(library);
    const evaluate = new Function(...names, body) as (
      ...args: unknown[]
    ) => unknown;
    const value = evaluate(
      ...names.map((n) => (library as Record<string, unknown>)[n]),
    );
    expect(value).toEqual(
      expected === "undefined" ? undefined : JSON.parse(expected),
    );
  });
});

describe("the error display", () => {
  const shown = pages.flatMap((page) =>
    [...page.text.matchAll(/prints\n\n```\n([\s\S]*?)\n```/g)].map(
      (m) => [page.name, m[1] as string] as const,
    ),
  );

  test("is shown", () => {
    expect(shown.length).toBeGreaterThanOrEqual(1);
  });

  test.each(shown)("%s: is what format() prints", (_name, display) => {
    let printed = "";
    try {
      library.rfc2396.parse("http://www.example.com/a b");
    } catch (error) {
      if (error instanceof library.UrlSyntaxError) printed = error.format();
    }
    expect(printed).toBe(display);
  });
});

describe("command-line output", () => {
  // Each ```console block: "$ url-grammars <args>" then what the command printed
  // (standard output; and standard error when it exits non-zero).
  const runs = pages.flatMap((page) =>
    fencedBlocks(page.text)
      .filter((b) => b.info === "console")
      .map((b) => {
        const lines = b.code.replace(/\n$/, "").split("\n");
        return [page.name, lines[0] as string, lines.slice(1).join("\n")] as [
          string,
          string,
          string,
        ];
      }),
  );

  test("there are commands to check, in the README and in docs/", () => {
    expect(runs.length).toBeGreaterThanOrEqual(45);
  });

  // The README shows one example of each command its main help lists.
  const commands = [
    ...(help().main as string).matchAll(/^ {2}url-grammars ([a-z][a-z-]*)/gm),
  ]
    .map((m) => m[1] as string)
    .filter((c) => c !== "help");
  test("the help lists seventeen commands, as the README and docs/cli.md say", () => {
    expect(commands).toHaveLength(17);
  });
  test.each(commands)("README.md has an example of %s", (command) => {
    expect(
      runs.some(
        ([name, line]) =>
          name === "README.md" && line.startsWith(`$ url-grammars ${command} `),
      ),
    ).toBe(true);
  });

  test.each(runs)("%s: a console block is a run: %s", (_name, command) => {
    expect(command.startsWith("$ url-grammars ")).toBe(true);
  });

  // A conformance run starts a child process and feeds it hundreds of strings.
  const RUN_TIMEOUT = 60_000;
  test.each(
    runs.filter(([, command]) => command.startsWith("$ url-grammars ")),
  )(
    "%s: %s",
    async (_name, command, shown) => {
      const args = shellWords(command.slice("$ url-grammars ".length));
      // A file written with -o goes to a directory of its own, and what the
      // command says on standard error ("wrote FILE") is shown with the
      // page's name for it.
      const out = args.indexOf("-o");
      const written =
        out >= 0
          ? {
              shownAs: args[out + 1] as string,
              file: path.join(
                fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-docs-")),
                path.basename(args[out + 1] as string),
              ),
            }
          : undefined;
      if (written !== undefined) args[out + 1] = written.file;
      const { code, stdout, stderr } = await cli(args);
      // A command that fails prints to standard error; conformance prints its
      // report to standard output and exits 1 on a disagreement.
      let printed = code === 0 ? stdout : stdout + stderr;
      if (written !== undefined) {
        printed = (stdout + stderr).split(written.file).join(written.shownAs);
        expect(code).toBe(0);
        expect(fs.readFileSync(written.file, "utf8")).toMatch(
          /^\/\/ GENERATED FILE/,
        );
        fs.rmSync(path.dirname(written.file), { recursive: true });
      }
      expect(printed.replace(/\n$/, "")).toBe(shown);
    },
    RUN_TIMEOUT,
  );
});

/** Splits a command line as a POSIX shell would, for words in single quotes or none. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|(\S+)/g)].map(
    (m) => m[1] ?? (m[2] as string),
  );
}
