#!/usr/bin/env node
// After the build: make the command line's entry point executable.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
fs.chmodSync(
  path.resolve(__dirname, "..", "dist", "src", "cli", "main.js"),
  0o755,
);
