#!/usr/bin/env node
// Writes generated/ from grammars/ by the grammar compiler (compiler/, whose
// index.js says what it makes of each grammar), and checks it:
//   node scripts/generate.js            regenerate
//   node scripts/generate.js --check    exit 1 when generated/ is out of date (nothing is written)
// This script only writes and compares files; everything else is compiler/'s.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { compileAll } = require("../compiler/index.js");

const root = path.resolve(__dirname, "..");
const generatedDir = path.join(root, "generated");

/** Every file the compiler makes, as { path from the repository root: content }. */
function generateAll() {
  return Object.fromEntries(
    Object.entries(compileAll()).map(([rel, content]) => [
      `generated/${rel}`,
      content,
    ]),
  );
}

/** Every file under generated/, as a path from the repository root. */
function existingFiles() {
  if (!fs.existsSync(generatedDir)) return [];
  return fs
    .readdirSync(generatedDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(root, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join("/"),
    );
}

/** The generated files that differ from what is on disk, and stale ones. */
function outOfDate(files = generateAll()) {
  const stale = [];
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== content)
      stale.push(rel);
  }
  for (const rel of existingFiles()) {
    if (!(rel in files)) stale.push(`${rel} (no grammar generates it)`);
  }
  return stale;
}

function main(argv) {
  const files = generateAll();
  if (argv.includes("--check")) {
    const stale = outOfDate(files);
    if (stale.length > 0) {
      console.error(
        "generated/ is out of date with grammars/; run `npm run generate`:",
      );
      for (const s of stale) console.error(`  ${s}`);
      return 1;
    }
    console.log(
      `generated/ is up to date (${Object.keys(files).length} files).`,
    );
    return 0;
  }
  for (const rel of existingFiles()) {
    if (!(rel in files)) fs.rmSync(path.join(root, rel));
  }
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), content);
    console.log(`wrote ${rel}`);
  }
  return 0;
}

module.exports = { generateAll, outOfDate };

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    // A grammar error: peggy's own message points into the grammar.
    const e = /** @type {{ formatted?: string, message: string }} */ (error);
    console.error(
      typeof e.formatted === "string" ? e.formatted : String(error),
    );
    process.exitCode = 1;
  }
}
