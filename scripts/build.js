#!/usr/bin/env node
// npm run build: dist/, as the package ships it.
//   1. An earlier build's output goes (but the page, dist/site, and the API
//      docs, dist/docs): no stale module is packed.
//   2. tsc: src/ (and the benchmark and fuzzer) to CommonJS in dist/, with
//      declarations, type-checked (tsconfig.build.json) unless BUILD_NO_CHECK=1
//      (the pack test's: npm test's typecheck lane checks them).
//   3. tsc: the same to ES modules in dist/esm/ (tsconfig.esm.json), --noCheck.
//   4. scripts/copy-generated.js, 5. scripts/finish-dist.js (see each), and
//   6. the command's entry point made executable.
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
