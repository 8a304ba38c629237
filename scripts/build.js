#!/usr/bin/env node
// npm run build: dist/, as the package ships it.
//   1. What an earlier build left is removed (dist/ but the page, dist/site,
//      and the API docs, dist/docs), so that no stale module is packed.
//   2. tsc: src/ (and the benchmark and fuzzer) to CommonJS in dist/, with
//      its declarations, type-checked (tsconfig.build.json); not checked
//      when BUILD_NO_CHECK=1, which the pack test sets: `npm test` checks
//      the same sources in its typecheck lane, and tsc prints the same
//      modules either way. src/rfc3987 and src/rfc6874 stay out (both
//      tsconfigs exclude them) until they are dialects of src/registry.ts:
//      the package ships no module that no entry point loads.
//   3. tsc: the same sources to ES modules in dist/esm/ (tsconfig.esm.json),
//      not checked again (--noCheck): step 2 checked them, and tsc prints the
//      same modules either way, in half the time.
//   4. scripts/copy-generated.js: the generated parsers beside them, compacted.
//   5. scripts/finish-dist.js: the library's modules as they ship (comments
//      out; the ES build's declarations re-export the CommonJS build's).
//   6. The command's entry point made executable.
"use strict";
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const dist = path.join(root, "dist");
const KEPT = new Set(["site", "docs"]);

/** Runs a Node script (a path from the root, or a resolved module) with `args`. */
function node(script, ...args) {
  execFileSync(process.execPath, [script, ...args], {
    cwd: root,
    stdio: "inherit",
  });
}

if (fs.existsSync(dist))
  for (const entry of fs.readdirSync(dist))
    if (!KEPT.has(entry))
      fs.rmSync(path.join(dist, entry), { recursive: true, force: true });
const tsc = require.resolve("typescript/bin/tsc");
node(
  tsc,
  "-p",
  "tsconfig.build.json",
  ...(process.env.BUILD_NO_CHECK === "1" ? ["--noCheck"] : []),
);
node(tsc, "-p", "tsconfig.esm.json", "--noCheck");
node(path.join(__dirname, "copy-generated.js"));
node(path.join(__dirname, "finish-dist.js"));
fs.chmodSync(path.join(dist, "src", "cli", "main.js"), 0o755);
