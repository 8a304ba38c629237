// The README's API examples are real: every line `expression // => value`
// inside a ```ts block is evaluated against the library and compared.
import * as fs from "node:fs";
import * as path from "node:path";
import { Readable } from "node:stream";
import * as ts from "typescript";
import { run } from "../src/cli/run";
import * as index from "../src/index";
import * as variant from "../src/variant";

/** What an example may name: the package root's exports and url-grammars/variant's. */
const library = { ...index, ...variant };

const readme = fs.readFileSync(path.resolve(__dirname, "../README.md"), "utf8");
// Each statement that ends with `// => value` is an example: it is evaluated
// after the statements of its block before it (so that a block may name a
// value once, `const url = ...`), and its value compared. Statements are
// found by TypeScript's parser, so one may span lines. Imports are the
// package's own names, which the evaluation provides.
const examples: [string, string][] = [];
for (const block of readme.matchAll(/```ts\n([\s\S]*?)```/g)) {
  const code = block[1] as string;
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
      examples.push([
        [...before, `return (${expression});`].join("\n"),
        (m as RegExpExecArray)[1] as string,
      ]);
    }
    before.push(text);
  }
}

describe("README examples", () => {
  test("there are examples to check", () => {
    expect(examples.length).toBeGreaterThan(30);
  });

  test.each(examples)("%s", (expression, expected) => {
    const names = Object.keys(library);
    const run = new Function(...names, expression) as (
      ...args: unknown[]
    ) => unknown;
    const value = run(
      ...names.map((n) => (library as Record<string, unknown>)[n]),
    );
    expect(value).toEqual(
      expected === "undefined" ? undefined : JSON.parse(expected),
    );
  });
});

describe("README error display", () => {
  test("is what format() prints", () => {
    const shown = /prints\n\n```\n([\s\S]*?)\n```/.exec(readme);
    expect(shown).not.toBeNull();
    let printed = "";
    try {
      library.rfc2396.parse("http://www.example.com/a b");
    } catch (error) {
      if (error instanceof library.UrlSyntaxError) printed = error.format();
    }
    expect(printed).toBe((shown as RegExpExecArray)[1]);
  });
});

describe("README command-line output", () => {
  // Each ```console block: "$ url-grammars <args>" then what the command printed
  // (standard output; and standard error when it exits non-zero).
  const runs: [string, string][] = [];
  for (const block of readme.matchAll(/```console\n([\s\S]*?)```/g)) {
    const lines = (block[1] as string).replace(/\n$/, "").split("\n");
    const command = lines[0] as string;
    if (!command.startsWith("$ url-grammars ")) continue;
    runs.push([
      command.slice("$ url-grammars ".length),
      lines.slice(1).join("\n"),
    ]);
  }

  test("there are commands to check", () => {
    expect(runs.length).toBeGreaterThanOrEqual(9);
  });

  // A conformance run starts a child process and feeds it hundreds of strings.
  const RUN_TIMEOUT = 60_000;
  test.each(runs)(
    "url-grammars %s",
    async (args, shown) => {
      let stdout = "";
      let stderr = "";
      const code = await run(shellWords(args), {
        stdout: { write: (s) => ((stdout += s), true) },
        stderr: { write: (s) => ((stderr += s), true) },
        stdin: Readable.from([""]),
        env: {},
      });
      // A command that fails prints to standard error; conformance prints its
      // report to standard output and exits 1 on a disagreement.
      expect((code === 0 ? stdout : stdout + stderr).replace(/\n$/, "")).toBe(
        shown,
      );
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
