// A module of src/ bundled by esbuild into one CommonJS file, for tests that
// run the library or the command in a child process (a heap limit, a real
// pipe). Built once per test process, into a scratch directory.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as esbuild from "esbuild";

const root = path.resolve(__dirname, "..");
const built = new Map<string, string>();

/** The bundle of `entry` (a path from the repository root), built on first use. */
export function bundle(entry: string): string {
  let file = built.get(entry);
  if (file === undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-bundle-"));
    file = path.join(dir, `${path.basename(entry, ".ts")}.js`);
    esbuild.buildSync({
      entryPoints: [path.join(root, entry)],
      outfile: file,
      bundle: true,
      platform: "node",
      format: "cjs",
      logLevel: "error",
    });
    built.set(entry, file);
  }
  return file;
}
