#!/usr/bin/env node
// npm run site: the page of src/site/ built into dist/site/index.html, one
// file that works from file:// and from any static host. Takes
// src/site/index.html (the shell) and src/site/main.ts (bundled by esbuild for
// the browser, with the library it imports); gives the shell with the bundle
// inlined as a classic script (a module script or a sibling file fetched from
// file:// is refused by browsers). The bundle may import nothing of Node's:
// esbuild fails on a Node built-in when the platform is the browser, and that
// failure is the check.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const esbuild = require("esbuild");

const root = path.resolve(__dirname, "..");
const SHELL = path.join(root, "src", "site", "index.html");
const ENTRY = path.join(root, "src", "site", "main.ts");
const MARKER = "<!-- bundle -->";

/**
 * Builds the page into `outDir` (default dist/site) and returns the path of
 * index.html, its size in bytes and the source files the bundle holds.
 */
function buildSite(outDir = path.join(root, "dist", "site")) {
  const result = esbuild.buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    platform: "browser",
    format: "iife",
    target: "es2022",
    minify: true,
    legalComments: "none",
    metafile: true,
    logLevel: "error",
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error("esbuild wrote no bundle");
  const code = output.text;
  // esbuild writes "<\/script" inside strings; make sure nothing else closes the tag early.
  if (/<\/script/i.test(code))
    throw new Error("The bundle holds </script: it cannot be inlined");
  const shell = fs.readFileSync(SHELL, "utf8");
  if (shell.split(MARKER).length !== 2)
    throw new Error(`${SHELL} must hold ${MARKER} exactly once`);
  const html = shell.replace(MARKER, () => `<script>\n${code}</script>`);
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, "index.html");
  fs.writeFileSync(file, html);
  return {
    file,
    bytes: Buffer.byteLength(html),
    inputs: Object.keys(result.metafile.inputs),
  };
}

module.exports = { buildSite };

if (require.main === module) {
  const built = buildSite(process.argv[2]);
  console.log(
    `${path.relative(process.cwd(), built.file)}: ${(built.bytes / 1024).toFixed(0)} KiB, ${built.inputs.length} source files; open it in a browser (file:// works)`,
  );
}
