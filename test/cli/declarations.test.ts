// Each command is declared once (src/cli/command.ts): its help's options are
// the options it reads, and its help's examples run as shown.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { COMMANDS } from "../../src/cli/command";
import { help } from "../../src/cli/help";
import { cli } from "./run-cli";

const root = path.resolve(__dirname, "../..");

/** The files the examples name, as a user would have them: a grammar, a parser. */
const FILES: Readonly<Record<string, string>> = {
  "my2396.peggy": path.join(root, "examples/my2396.peggy"),
  "my-parser.js": path.join(root, "test/fixtures/url-parser.js"),
};

const names = Object.keys(COMMANDS);

test.each(names)(
  "%s --help lists the options the command reads, each once",
  async (name) => {
    const text = help()[name] as string;
    const listed = [...text.matchAll(/^ {2}(?:-[a-z], )?--([a-z-]+)/gm)].map(
      (m) => m[1] as string,
    );
    expect(new Set(listed).size).toBe(listed.length);
    for (const option of listed) {
      if (option === "help") continue;
      // A listed option is read: given bare, it is never "unknown".
      const { stderr } = await cli([name, `--${option}`], { stdin: "" });
      expect(stderr).not.toMatch(/Unknown option/);
    }
    const { stderr } = await cli([name, "--not-an-option"], { stdin: "" });
    expect(stderr).toMatch(/Unknown option '--not-an-option'/);
  },
);

const examples = names.flatMap((name) =>
  (COMMANDS[name]?.().examples ?? []).map((line) => [name, line] as const),
);

test("every command has an example", () => {
  expect(new Set(examples.map(([name]) => name))).toEqual(new Set(names));
});

// An example is "url-grammars ..." words (single-quoted as a shell reads
// them), or several piped one into the next; it runs to exit 0, or 1 for a
// finding (conformance: a disagreement), never bad usage (2) or a missing
// file (66).
test.each(examples)(
  "%s: the example %s runs",
  async (_name, example) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-ex-"));
    let input = "";
    let code = 0;
    for (const part of example.split(" | ")) {
      expect(part.startsWith("url-grammars ")).toBe(true);
      const words = [
        ...part.slice("url-grammars ".length).matchAll(/'([^']*)'|(\S+)/g),
      ].map((m) => m[1] ?? (m[2] as string));
      const argv = words.map((w, i) =>
        words[i - 1] === "-o" ? path.join(dir, w) : (FILES[w] ?? w),
      );
      const result = await cli(argv, { stdin: input });
      code = result.code;
      input = result.stdout;
      expect({ code, stderr: result.stderr }).toEqual({
        code: expect.any(Number),
        stderr: expect.not.stringMatching(/^url-grammars: /m),
      });
    }
    expect(code).toBeLessThanOrEqual(1);
    expect(`${input}${fs.readdirSync(dir).join("")}`).not.toBe("");
    fs.rmSync(dir, { recursive: true, force: true });
  },
  60_000,
);
