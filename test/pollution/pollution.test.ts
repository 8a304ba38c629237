// A polluted Object.prototype changes no answer: in a child process, every
// field name the library reads (derived by scanning src/ and generated/) is
// set on Object.prototype, to one kind of value per run, and every exported
// function of every dialect must answer as it does in an unpolluted run.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as esbuild from "esbuild";

const ROOT = path.resolve(__dirname, "../..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The methods an iterator's consumer calls to close it early (IteratorClose):
 * JavaScript itself looks them up, on the iterator's prototype chain, after
 * every array destructuring (`const [a, b] = pair`, `for (const [k, v] of
 * map)`) and every loop left early, so a string or number in
 * Object.prototype.return breaks any code that destructures, Node's own
 * included. They are no option or field the library reads; the command names
 * `return` where it closes its line reader.
 */
const ITERATOR_CLOSE = new Set(["return", "throw"]);

/**
 * The names the library may read from an object: every property read
 * (`.name`, `?.name`), every quoted name (`own(options, "sameScheme")`,
 * `"scheme" in uri`), every field of a declared type (`readonly strict?:`) and
 * every name destructured, in src/ and generated/. Names Object.prototype
 * already holds (toString, constructor, ...) are left out.
 */
export function namesTheLibraryReads(): string[] {
  const found = new Set<string>();
  const patterns = [
    /(?:\?\.|\.)([A-Za-z_$][\w$]*)/g,
    /["'`]([A-Za-z_$][\w$]*)["'`]/g,
    /readonly\s+([A-Za-z_$][\w$]*)\??\s*:/g,
    /\b(?:const|let|var)\s*\{([^}=]*)\}\s*=/g,
  ];
  const files = [
    ...filesUnder(path.join(ROOT, "src"), /\.ts$/),
    ...filesUnder(path.join(ROOT, "generated"), /\.js$/),
  ];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const pattern of patterns) {
      for (const m of text.matchAll(pattern)) {
        for (const part of (m[1] as string).split(",")) {
          const name = part.split(":")[0]!.trim();
          if (/^[A-Za-z_$][\w$]*$/.test(name)) found.add(name);
        }
      }
    }
  }
  const inherent = new Set(Object.getOwnPropertyNames(Object.prototype));
  return [...found]
    .filter((name) => !inherent.has(name) && !ITERATOR_CLOSE.has(name))
    .sort();
}

let bundle = "";
let scratch = "";
const names = namesTheLibraryReads();

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-pollution-"));
  bundle = path.join(scratch, "child.js");
  esbuild.buildSync({
    entryPoints: [path.join(__dirname, "child.ts")],
    bundle: true,
    platform: "node",
    format: "cjs",
    outfile: bundle,
    logLevel: "silent",
  });
});

afterAll(() => {
  if (scratch !== "") fs.rmSync(scratch, { recursive: true, force: true });
});

function answers(value: string): string[] {
  const out = execFileSync(
    process.execPath,
    [bundle, JSON.stringify({ names, value })],
    { encoding: "utf8", maxBuffer: 1 << 28 },
  );
  return JSON.parse(out) as string[];
}

test("the names are derived, and hold every option and optional field the library reads", () => {
  expect(names.length).toBeGreaterThan(300);
  expect(names).toEqual(
    expect.arrayContaining([
      // options
      "sameScheme",
      "leftoverDotSegments",
      "decodeUnreserved",
      "removeDotSegments",
      "strict",
      // optional fields, and what the generated parsers read
      "opaque",
      "scheme",
      "details",
      "startRule",
      "peg$reject",
      "peg$library",
      "peg$currPos",
      "peg$buildError",
      "tracer",
    ]),
  );
});

describe("every exported function of every dialect answers as without pollution", () => {
  let clean: string[] = [];
  beforeAll(() => {
    clean = answers("none");
  });

  test("the unpolluted run made calls", () => {
    expect(clean.length).toBeGreaterThan(2000);
  });

  test.each(["string", "number", "true", "object", "function", "array"])(
    "Object.prototype polluted with a %s",
    (value) => {
      const polluted = answers(value);
      expect(polluted).toHaveLength(clean.length);
      const changed = polluted
        .map((answer, i) => [clean[i], answer] as const)
        .filter(([before, after]) => before !== after);
      expect(changed.slice(0, 10)).toEqual([]);
    },
  );
});
