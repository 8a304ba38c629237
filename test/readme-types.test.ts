// Every TypeScript example of the README and of the pages in docs/
// type-checks under the project's strict compiler options, as a user's code
// importing the package would (test/readme.test.ts runs them).
import * as fs from "node:fs";
import * as path from "node:path";
import { DOC_PAGES, root } from "./doc-pages";
import * as ts from "typescript";
import * as library from "../src/index";
import * as variant from "../src/variant";

interface Block {
  /** The page's line of the block's first line of code. */
  readonly line: number;
  readonly code: string;
}

interface Page {
  readonly name: string;
  readonly blocks: readonly Block[];
  /** The module the blocks are checked in (it exists only for the compiler). */
  readonly module: string;
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const m of text.matchAll(/^```ts\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, m.index).split("\n").length + 1;
    // An import of the package's names: the module below imports them all.
    // Blanked, not removed, to keep the lines where the page has them.
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
  return blocks;
}

const pages: Page[] = DOC_PAGES.map((name) => ({
  name,
  blocks: blocksOf(fs.readFileSync(path.join(root, name), "utf8")),
  module: path.join(root, `readme-examples.${name.replace(/[/.]/g, "-")}.ts`),
})).filter((page) => page.blocks.length > 0);

/**
 * One module per page: an import of everything the package root and
 * url-grammars/variant export, then each block in its own scope; and the map
 * from the module's lines to the page's, to report a diagnostic where the
 * page has it.
 */
function moduleOf(page: Page): {
  source: string;
  origins: { moduleLine: number; pageLine: number }[];
} {
  let source =
    `import { ${Object.keys(library).join(", ")} } from "./src/index";\n` +
    `import { ${Object.keys(variant).join(", ")} } from "./src/variant";\n`;
  const origins: { moduleLine: number; pageLine: number }[] = [];
  for (const block of page.blocks) {
    source += "{\n";
    origins.push({
      moduleLine: source.split("\n").length - 1,
      pageLine: block.line,
    });
    source += `${block.code}}\n`;
  }
  return { source, origins };
}

/** Every page's diagnostics, "page:line: message", from one program. */
function diagnostics(): Map<string, string[]> {
  const modules = new Map(pages.map((p) => [p.module, moduleOf(p)]));
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), (f) =>
    ts.sys.readFile(f),
  );
  // The examples are statements evaluated for their value: an unused
  // expression is the point, and nothing is declared to be used. The
  // declaration files of the libraries are checked by `npm run typecheck`.
  const options = {
    ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options,
    noUnusedLocals: false,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => modules.get(path.resolve(f))?.source ?? readFile(f);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => modules.has(path.resolve(f)) || fileExists(f);
  const program = ts.createProgram([...modules.keys()], options, host);
  const found = new Map<string, string[]>(pages.map((p) => [p.name, []]));
  // The examples' own diagnostics, and the options' (the checker reads of
  // src/ only the types the examples use; `npm run typecheck` checks src/).
  const examples = program
    .getSourceFiles()
    .filter((file) => modules.has(path.resolve(file.fileName)));
  expect(examples).toHaveLength(modules.size);
  const all = examples.flatMap((file) => [
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ]);
  for (const d of all) {
    const fileName =
      d.file === undefined ? undefined : path.resolve(d.file.fileName);
    const page = pages.find((p) => p.module === fileName);
    if (page === undefined || d.file === undefined) continue;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const origin = [...(modules.get(page.module)?.origins ?? [])]
      .reverse()
      .find((o) => o.moduleLine <= line);
    const pageLine =
      origin === undefined ? 0 : origin.pageLine + (line - origin.moduleLine);
    found
      .get(page.name)
      ?.push(
        `${page.name}:${pageLine}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
      );
  }
  return found;
}

test("the README and docs/ have TypeScript examples", () => {
  expect(pages.reduce((n, p) => n + p.blocks.length, 0)).toBeGreaterThan(30);
  expect(pages.map((p) => p.name)).toContain("README.md");
  expect(
    pages.filter((p) => p.name.startsWith("docs/")).length,
  ).toBeGreaterThanOrEqual(7);
});

describe("every TypeScript example type-checks strictly", () => {
  let found: Map<string, string[]>;
  beforeAll(() => {
    found = diagnostics();
  });

  test.each(pages.map((p) => [p.name, p.blocks.length] as const))(
    "%s: its %d blocks",
    (name) => {
      expect(found.get(name)).toEqual([]);
    },
  );
});
