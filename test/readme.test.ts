// The README's API examples are real: every line `expression // => value`
// inside a ```ts block is evaluated against the library and compared.
import * as fs from "node:fs";
import * as path from "node:path";
import { Readable } from "node:stream";
import { run } from "../src/cli/run";
import * as library from "../src/index";

const readme = fs.readFileSync(path.resolve(__dirname, "../README.md"), "utf8");
const examples: [string, string][] = [];
for (const block of readme.matchAll(/```ts\n([\s\S]*?)```/g)) {
  // A statement may span lines (prettier wraps long ones); it ends on the
  // line that carries `// => value`.
  let pending: string[] = [];
  for (const line of (block[1] as string).split("\n")) {
    const m = /^(.*?);?\s*\/\/ => (.*)$/.exec(line);
    if (m) {
      examples.push([[...pending, m[1] as string].join("\n"), m[2] as string]);
      pending = [];
    } else {
      pending.push(line);
    }
  }
}

describe("README examples", () => {
  test("there are examples to check", () => {
    expect(examples.length).toBeGreaterThan(30);
  });

  test.each(examples)("%s", (expression, expected) => {
    const names = Object.keys(library);
    const run = new Function(...names, `return (${expression});`) as (
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
  // (standard output; standard error when it exits non-zero).
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

  test.each(runs)("url-grammars %s", async (args, shown) => {
    let stdout = "";
    let stderr = "";
    const code = await run(shellWords(args), {
      stdout: { write: (s) => ((stdout += s), true) },
      stderr: { write: (s) => ((stderr += s), true) },
      stdin: Readable.from([""]),
      env: {},
    });
    expect((code === 0 ? stdout : stderr).replace(/\n$/, "")).toBe(shown);
  });
});

/** Splits a command line as a POSIX shell would, for words in single quotes or none. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|(\S+)/g)].map(
    (m) => m[1] ?? (m[2] as string),
  );
}
