#!/usr/bin/env node
// `npm test`: jest, and beside it a second lane of the static checks (types,
// API docs, formatting) one after another; jest's output as it comes, each
// check's when it ends. Exits 1 when any step failed, after every step ran.
//   node scripts/test.js [jest arguments...]
"use strict";
const { spawn } = require("node:child_process");

/** The static checks, in order: each an npm script. */
const CHECKS = ["typecheck", "docs:check", "format:check"];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs `npm run -s <script> [-- args]`; resolves to its exit code and output. */
function run(script, args, stdio) {
  return new Promise((resolve) => {
    const argv = ["run", "-s", script, ...(args.length ? ["--", ...args] : [])];
    const child = spawn(npm, argv, { stdio });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => resolve({ code: 1, output: String(error) }));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal === null ? 1 : 128), output }),
    );
  });
}

async function checks() {
  const failed = [];
  for (const script of CHECKS) {
    const started = Date.now();
    const { code, output } = await run(script, [], ["ignore", "pipe", "pipe"]);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const verdict = code === 0 ? "passed" : `FAILED (exit ${code})`;
    process.stdout.write(`\n> ${script}: ${verdict} in ${seconds} s\n`);
    if (output.trim() !== "") process.stdout.write(output);
    if (code !== 0) failed.push(script);
  }
  return failed;
}

async function main(args) {
  const [jest, failed] = await Promise.all([
    run("jest", args, "inherit"),
    checks(),
  ]);
  if (jest.code !== 0) failed.unshift("jest");
  process.stdout.write(
    failed.length === 0
      ? `\nnpm test: jest and ${CHECKS.join(", ")} passed\n`
      : `\nnpm test: FAILED: ${failed.join(", ")}\n`,
  );
  return failed.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => (process.exitCode = code));
