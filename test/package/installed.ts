// The package as a user gets it, for the tests of test/package: npm pack, then
// the tarball installed into a scratch directory, once per test file that
// imports this module (its beforeAll and afterAll are that file's).
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/** The repository. */
export const root = path.resolve(__dirname, "../..");

/** Where the package is: known once the beforeAll below has run. */
export const installed = {
  /** The scratch project the tarball is installed in. */
  scratch: "",
  /** The tarball npm pack made. */
  tarball: "",
};

/** A command's standard output; an error (with status and stderr) if it fails. */
export const sh = (
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): string =>
  execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      npm_config_audit: "false",
      npm_config_fund: "false",
      ...env,
    },
  });

beforeAll(() => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-pack-"));
  installed.scratch = scratch;
  // The build npm pack runs (prepack) does not type-check again: npm test's
  // typecheck lane checks the same sources.
  const packed = sh(
    "npm",
    ["pack", "--silent", "--pack-destination", scratch],
    root,
    { BUILD_NO_CHECK: "1" },
  )
    .trim()
    .split("\n")
    .pop() as string;
  installed.tarball = path.join(scratch, packed);
  fs.writeFileSync(
    path.join(scratch, "package.json"),
    JSON.stringify({ name: "consumer", private: true }),
  );
  sh("npm", ["install", "--no-save", "--offline", installed.tarball], scratch);
}, 240_000);

afterAll(() => {
  if (installed.scratch !== "")
    fs.rmSync(installed.scratch, { recursive: true, force: true });
});
