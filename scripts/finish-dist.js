#!/usr/bin/env node
// The last step of `npm run build`, after the tsc builds and
// scripts/copy-generated.js: the library's modules as the package ships them.
//
//   1. Each .js of dist/src/ and dist/esm/src/ without its comments, printed by
//      esbuild (two-space indent): the documentation is in the declarations,
//      which keep it. Nothing else changes: no name, no expression (esbuild
//      parses and prints the module; it keeps, and adds where it knows a call
//      to be pure, the /* @__PURE__ */ annotations bundlers read).
//   2. The declarations of the ES module build: for each entry point of
//      package.json's "exports", a module that re-exports the CommonJS
//      build's declarations (the same types; TypeScript reads this file as an
//      ES module, as Node reads the .js beside it). So the package holds the
//      library's declarations once.
//   3. The grammar compiler ships once, as it is, at compiler/ (beside
//      grammars/, which it reads): src/ imports ../compiler/, so each require
//      of dist/src/ that names dist/compiler/ is pointed at compiler/, and
//      tsc's copy of it goes but for the declarations of compiler/facts.js,
//      which the library's may name. An ES module of the library may import
//      compiler/facts.js alone (data, no code): dist/esm/compiler/facts.js is
//      its ES twin, written from its values.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const esbuild = require("esbuild");

const root = path.resolve(__dirname, "..");

function files(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : [path.join(dir, e.name)],
    );
}

/** `code` of `file` with each specifier of dist/compiler/X pointed at compiler/X (step 3). */
function toCompiler(file, code) {
  return code.replace(/(require\(|\bfrom )"(\.[^"]*)"/g, (all, call, spec) => {
    const target = path.resolve(path.dirname(file), spec);
    const rel = path.relative(path.join(root, "dist"), target).split(path.sep);
    if (rel[0] === "esm" && rel[1] === "compiler" && rel[2] !== "facts.js")
      throw new Error(`${file}: an ES module imports ${spec}`);
    if (rel[0] !== "compiler") return all;
    const to = path.relative(path.dirname(file), path.join(root, ...rel));
    return call + JSON.stringify(to.split(path.sep).join("/"));
  });
}

for (const [dir, format] of [
  ["dist/src", "cjs"],
  ["dist/esm/src", "esm"],
]) {
  for (const file of files(path.join(root, dir))) {
    if (!file.endsWith(".js")) continue;
    const { code } = esbuild.transformSync(fs.readFileSync(file, "utf8"), {
      format,
      target: "esnext",
      legalComments: "inline",
    });
    fs.writeFileSync(file, toCompiler(file, code));
  }
}

const compilerCopy = path.join(root, "dist", "compiler");
const esmCompiler = path.join(root, "dist", "esm", "compiler");
fs.rmSync(path.join(compilerCopy, "backend"), { recursive: true, force: true });
for (const file of fs.readdirSync(compilerCopy))
  if (file !== "facts.d.ts") fs.rmSync(path.join(compilerCopy, file));
fs.mkdirSync(esmCompiler, { recursive: true });
fs.writeFileSync(
  path.join(esmCompiler, "facts.js"),
  [
    "// compiler/facts.js as an ES module (scripts/finish-dist.js).",
    ...Object.entries(require("../compiler/facts.js")).map(
      ([name, value]) => `export const ${name} = ${JSON.stringify(value)};`,
    ),
    "",
  ].join("\n"),
);

const manifest = JSON.parse(
  fs.readFileSync(path.join(root, "package.json"), "utf8"),
);
for (const [entry, target] of Object.entries(manifest.exports)) {
  if (typeof target !== "object" || target.import === undefined) continue;
  const esm = path.join(root, target.import.types);
  const cjs = path.join(root, target.require.types);
  if (!esm.startsWith(path.join(root, "dist", "esm") + path.sep)) {
    throw new Error(`${entry}: its ES types are not under dist/esm/`);
  }
  const from = path
    .relative(path.dirname(esm), cjs)
    .split(path.sep)
    .join("/")
    .replace(/\.d\.ts$/, ".js");
  fs.mkdirSync(path.dirname(esm), { recursive: true });
  fs.writeFileSync(
    esm,
    `// The declarations of ${entry} for an ES import: the CommonJS build's.\nexport * from ${JSON.stringify(from)};\n`,
  );
}
