#!/usr/bin/env node
// After `tsc -p tsconfig.build.json`: dist/src/** imports ../../generated/*.js,
// so the generated parsers and their declarations go to dist/generated/.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const from = path.join(root, "generated");
const to = path.join(root, "dist", "generated");
fs.rmSync(to, { recursive: true, force: true });
fs.mkdirSync(to, { recursive: true });
for (const file of fs.readdirSync(from)) {
  fs.copyFileSync(path.join(from, file), path.join(to, file));
}
