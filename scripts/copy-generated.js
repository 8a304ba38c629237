#!/usr/bin/env node
// After the two tsc builds (tsconfig.build.json: CommonJS into dist/;
// tsconfig.esm.json: ES modules into dist/esm/): dist/src/** and
// dist/esm/src/** import ../../generated/*.js, so the generated parsers go
// beside them: generated/*.js (CommonJS) to dist/generated/, generated/esm/*.js
// (ES modules) to dist/esm/generated/. Of the declarations, those an entry
// point's declarations load: a grammar's parser (generated/NAME.d.ts, the
// types of url-grammars/generated/NAME and of the dialects' nodes) and its
// tree build (generated/NAME.tree.d.ts), to both; the split modules' are for
// src/ to compile against, and no entry point's declarations name them.
// dist/esm/package.json makes every .js under dist/esm/ an ES module to Node,
// bundlers and TypeScript, and tells bundlers that no module of it has side
// effects (so each drops what the code it bundles does not use).
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const from = path.join(root, "generated");
const esmFrom = path.join(from, "esm");

/** The declarations an entry point's declarations load (see above). */
const SHIPPED_DECLARATIONS = /^rfc\d+(\.tree)?\.d\.ts$/;

function fresh(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}

const cjs = path.join(root, "dist", "generated");
const esm = path.join(root, "dist", "esm", "generated");
fresh(cjs);
fresh(esm);
for (const file of fs.readdirSync(from)) {
  if (file.endsWith(".js")) {
    fs.copyFileSync(path.join(from, file), path.join(cjs, file));
  }
  if (SHIPPED_DECLARATIONS.test(file)) {
    fs.copyFileSync(path.join(from, file), path.join(cjs, file));
    fs.copyFileSync(path.join(from, file), path.join(esm, file));
  }
}
for (const file of fs.readdirSync(esmFrom)) {
  if (file.endsWith(".js")) {
    fs.copyFileSync(path.join(esmFrom, file), path.join(esm, file));
  }
}
fs.writeFileSync(
  path.join(root, "dist", "esm", "package.json"),
  JSON.stringify({ type: "module", sideEffects: false }, null, 2) + "\n",
);
