// Every TypeScript example of the README type-checks under the project's
// strict compiler options, as a user's code importing the package would
// (test/readme.test.ts runs them).
import * as fs from "node:fs";
import * as path from "node:path";
import * as ts from "typescript";
import * as library from "../src/index";
import * as variant from "../src/variant";

const root = path.resolve(__dirname, "..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

interface Block {
  /** The README line of the block's first line of code. */
  readonly line: number;
  readonly code: string;
}

const blocks: Block[] = [];
for (const m of readme.matchAll(/```ts\n([\s\S]*?)```/g)) {
  const line = readme.slice(0, m.index).split("\n").length + 1;
  // An import of the package's names: the module below imports them all.
  // Blanked, not removed, to keep the lines where the README has them.
  let code = m[1] as string;
  const file = ts.createSourceFile("block.ts", code, ts.ScriptTarget.ES2022);
  for (const statement of file.statements)
    if (ts.isImportDeclaration(statement)) {
      const start = statement.getStart(file);
      code =
        code.slice(0, start) +
        code.slice(start, statement.end).replace(/[^\n]/g, " ") +
        code.slice(statement.end);
    }
  blocks.push({ line, code });
}

test("the README has TypeScript examples", () => {
  expect(blocks.length).toBeGreaterThan(20);
});

test("every TypeScript example type-checks strictly", () => {
  // One module: an import of everything the package root exports, then each
  // block in its own scope. The map from the module's lines to the README's
  // is kept to report a diagnostic where the README has it.
  const names = Object.keys(library).join(", ");
  const header =
    `import { ${names} } from "./src/index";\n` +
    `import { ${Object.keys(variant).join(", ")} } from "./src/variant";\n`;
  let source = header;
  const origins: { moduleLine: number; readmeLine: number }[] = [];
  for (const block of blocks) {
    source += "{\n";
    origins.push({
      moduleLine: source.split("\n").length - 1,
      readmeLine: block.line,
    });
    source += `${block.code}}\n`;
  }
  const file = path.join(root, "readme-examples.ts");
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), (f) =>
    ts.sys.readFile(f),
  );
  const options = ts.parseJsonConfigFileContent(
    config.config,
    ts.sys,
    root,
  ).options;
  // The examples are statements evaluated for their value: an unused
  // expression is the point, and nothing is declared to be used.
  const host = ts.createCompilerHost({ ...options, noUnusedLocals: false });
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => (path.resolve(f) === file ? source : readFile(f));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => path.resolve(f) === file || fileExists(f);
  const program = ts.createProgram(
    [file],
    { ...options, noUnusedLocals: false },
    host,
  );
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter(
      (d) =>
        d.file?.fileName !== undefined &&
        path.resolve(d.file.fileName) === file,
    )
    .map((d) => {
      const { line } = (d.file as ts.SourceFile).getLineAndCharacterOfPosition(
        d.start ?? 0,
      );
      const origin = [...origins].reverse().find((o) => o.moduleLine <= line);
      const readmeLine =
        origin === undefined
          ? 0
          : origin.readmeLine + (line - origin.moduleLine);
      return `README.md:${readmeLine}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
  expect(diagnostics).toEqual([]);
});
