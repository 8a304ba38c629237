// The pages a reader is sent to: the README and every Markdown page of docs/,
// found by reading the folder, so that a new page is checked (its examples
// run, its code type-checked, its links followed) without being named here.
import * as fs from "node:fs";
import * as path from "node:path";

/** The repository's root. */
export const root = path.resolve(__dirname, "..");

/** README.md, then docs/*.md in name order, as paths from the root. */
export const DOC_PAGES: readonly string[] = [
  "README.md",
  ...fs
    .readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
];
