// The package as a user gets it: npm pack, install the tarball into a scratch
// directory, import every entry point from ESM and from CommonJS, type-check a
// TypeScript consumer, and run the installed command.
import { execFileSync, spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { rollup } from "rollup";
import {
  DIALECT_NAMES,
  DIALECTS,
  type DialectFacts,
  type DialectName,
} from "../../src/registry";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(
  fs.readFileSync(path.join(root, "package.json"), "utf8"),
) as {
  name: string;
  exports: Record<string, unknown>;
};
const entryPoints = Object.keys(pkg.exports)
  .filter((key) => key !== "./package.json")
  .map((key) => (key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`));

let scratch = "";
let tarball = "";
const sh = (
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
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-pack-"));
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
  tarball = path.join(scratch, packed);
  fs.writeFileSync(
    path.join(scratch, "package.json"),
    JSON.stringify({ name: "consumer", private: true }),
  );
  sh(
    "npm",
    ["install", "--no-save", "--offline", path.join(scratch, packed)],
    scratch,
  );
}, 240_000);

afterAll(() => {
  if (scratch !== "") fs.rmSync(scratch, { recursive: true, force: true });
});

test("the entry points are the root, every dialect and the raw generated parsers", () => {
  expect(entryPoints).toEqual(
    expect.arrayContaining([
      "url-grammars",
      "url-grammars/rfc2396",
      "url-grammars/rfc2732",
      "url-grammars/rfc3986",
      "url-grammars/rfc3987",
      "url-grammars/rfc6874",
      "url-grammars/generated/rfc2396",
      "url-grammars/generated/rfc2732",
      "url-grammars/generated/rfc3986",
      "url-grammars/generated/rfc3987.tree",
      "url-grammars/generated/rfc6874.tree",
    ]),
  );
});

test("every entry point imports from ESM", () => {
  const lines = [
    ...entryPoints.map(
      (e, i) => `import * as m${i} from ${JSON.stringify(e)};`,
    ),
    `const counts = [${entryPoints.map((_, i) => `Object.keys(m${i}).length`).join(", ")}];`,
    `if (counts.some((n) => n === 0)) throw new Error("empty entry point: " + counts);`,
    `import { rfc2396, compare, UrlSyntaxError } from "url-grammars";`,
    `import { resolve } from "url-grammars/rfc2396";`,
    `import { parse as rawParse } from "url-grammars/generated/rfc2396";`,
    `if (resolve("http://a/b/c/d;p?q", "../g") !== "http://a/b/g") throw new Error("resolve");`,
    `if (rfc2396.parse("http://a/").host !== "a") throw new Error("parse");`,
    `if (rawParse("a.b", { startRule: "host" }).type !== "hostname") throw new Error("raw parser");`,
    `try { rfc2396.parse("a b"); throw new Error("no error"); } catch (e) { if (!(e instanceof UrlSyntaxError)) throw e; }`,
    `if (compare("http://a/").dialects.length < 1) throw new Error("compare");`,
    `import { parse as parse3986 } from "url-grammars/rfc3986";`,
    `import { parse as parse2732 } from "url-grammars/rfc2732";`,
    `if (parse3986("http://[::1]/").host.ipLiteral.address !== "::1") throw new Error("rfc3986");`,
    `if (parse2732("http://[::1]/").hostKind !== "IPv6reference") throw new Error("rfc2732");`,
    `import { toURI } from "url-grammars/rfc3987";`,
    `import { parse as parse6874 } from "url-grammars/rfc6874";`,
    `if (toURI("http://a/\u00e9") !== "http://a/%C3%A9") throw new Error("rfc3987");`,
    `if (parse6874("http://[::1%25x]/").host.ipLiteral.zone !== "x") throw new Error("rfc6874");`,
    // The ES module build, not the CommonJS one through Node's interop.
    `if (!import.meta.resolve("url-grammars/rfc2396").includes("/dist/esm/")) throw new Error("not the ESM build");`,
    `console.log("esm ok");`,
  ];
  fs.writeFileSync(path.join(scratch, "consumer.mjs"), lines.join("\n"));
  expect(sh("node", ["consumer.mjs"], scratch).trim()).toBe("esm ok");
});

test("every entry point requires from CommonJS", () => {
  const lines = [
    ...entryPoints.map(
      (e) =>
        `if (Object.keys(require(${JSON.stringify(e)})).length === 0) throw new Error(${JSON.stringify(e)});`,
    ),
    `const { rfc2396 } = require("url-grammars");`,
    `const { resolve } = require("url-grammars/rfc2396");`,
    `if (resolve("http://a/b/c/d;p?q", "?y") !== "http://a/b/c/?y") throw new Error("resolve");`,
    `if (rfc2396.isValid("a.1", "hostname")) throw new Error("isValid");`,
    `const { rfc3986, rfc2732 } = require("url-grammars");`,
    `if (rfc3986.resolve("http://a/b/c/d;p?q", "?y") !== "http://a/b/c/d;p?y") throw new Error("rfc3986");`,
    `if (!rfc2732.isValid("http://[::192.9.5.5]/ipng")) throw new Error("rfc2732");`,
    `const { rfc3987, rfc6874 } = require("url-grammars");`,
    `if (rfc3987.toIRI("http://a/%C3%A9") !== "http://a/\u00e9") throw new Error("rfc3987");`,
    `if (!rfc6874.isValid("http://[fe80::1%25eth0]/")) throw new Error("rfc6874");`,
    `console.log("cjs ok");`,
  ];
  fs.writeFileSync(path.join(scratch, "consumer.cjs"), lines.join("\n"));
  expect(sh("node", ["consumer.cjs"], scratch).trim()).toBe("cjs ok");
});

test("a TypeScript consumer type-checks against the shipped declarations", () => {
  const source = `
import { rfc2396, rfc2732, rfc3987, UrlSyntaxError, compare, type ParseTree } from "url-grammars";
import { parse as parse3986, type Rfc3986Reference } from "url-grammars/rfc3986";
import type { Rfc2732HostKind } from "url-grammars/rfc2732";
import { parse, resolve, type Rfc2396Reference, type Rfc2396Rule } from "url-grammars/rfc2396";
import { parse as rawParse, type URIReferenceNode } from "url-grammars/generated/rfc2396";
import { compileVariant, type Variant, type VariantWithBase } from "url-grammars/variant";
import { toIRI, type Rfc3987Reference } from "url-grammars/rfc3987";
import { parse as parse6874, type Rfc6874IPv6addrz } from "url-grammars/rfc6874";

const ref: Rfc2396Reference = parse("http://a/b");
if (ref.kind === "absolute" && ref.form === "opaque") {
  const opaque: string = ref.opaque;
  void opaque;
}
if (ref.form === "hierarchical" && ref.authorityKind === "server" && ref.host !== undefined) {
  const kind: "hostname" | "IPv4address" = ref.hostKind;
  void kind;
}
const rule: Rfc2396Rule = "hostname";
const node: URIReferenceNode = rawParse("http://a/");
const host: { type: "hostname" | "IPv4address"; text: string } = rfc2396.parseRule("host", "a");
const text: string = rfc2396.parseRule("path_segments", "a/b");
const tree: ParseTree = rfc2396.tree("a");
const resolved: string = resolve("http://a/", "g");
const error: UrlSyntaxError | undefined = undefined;
const ref3986: Rfc3986Reference = parse3986("http://[v1.x]/");
if (ref3986.host !== undefined && ref3986.host.type === "IP-literal" && ref3986.host.ipLiteral.type === "IPvFuture") {
  const version: string = ref3986.host.ipLiteral.version;
  void version;
}
const hostKind: Rfc2732HostKind | undefined = rfc2732.parse("http://[::1]/").hostKind;
const iri: Rfc3987Reference = rfc3987.parse(toIRI("http://a/%C3%A9"));
const iriKind: "IRI" | "irelative-ref" = iri.kind;
const zoned = parse6874("http://[::1%25x]/").host;
if (zoned?.type === "IP-literal" && zoned.ipLiteral.type === "IPv6addrz") {
  const zone: Rfc6874IPv6addrz["zone"] = zoned.ipLiteral.zone;
  void zone;
}
// Types only (never run): a variant with a base has its typed layer, one without has not.
const typed = (): string | undefined => {
  const v: VariantWithBase = compileVariant("", { name: "v", base: "rfc2396" });
  const plain: Variant = compileVariant("", { name: "w" });
  void plain.isValid("a");
  return v.parse("http://a/").host;
};
void [rule, node, host, text, tree, resolved, error, compare("a"), hostKind, iriKind, typed];
`;
  // consumer.ts is CommonJS (the scratch package has no "type"): the
  // require types; consumer.mts an ES module: the import types.
  fs.writeFileSync(path.join(scratch, "consumer.ts"), source);
  fs.writeFileSync(path.join(scratch, "consumer.mts"), source);
  fs.writeFileSync(
    path.join(scratch, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        noEmit: true,
        types: [],
      },
      files: ["consumer.ts", "consumer.mts"],
    }),
  );
  const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
  expect(() => sh("node", [tsc, "-p", "tsconfig.json"], scratch)).not.toThrow();
});

test("@arethetypeswrong finds no problem in the tarball, under every module resolution", () => {
  const attw = path.join(root, "node_modules", ".bin", "attw");
  let report: string;
  try {
    report = sh(attw, [tarball, "--format", "json"], root);
  } catch (error) {
    // attw exits 1 when it finds a problem; its report is still the output.
    report = String((error as { stdout?: unknown }).stdout ?? error);
  }
  const problems = (JSON.parse(report) as { analysis: { problems: unknown[] } })
    .analysis.problems;
  expect(problems).toEqual([]);
});

test("the tarball has the licence and a manifest without install scripts", () => {
  const listing = sh("tar", ["-tzf", tarball], root).split("\n");
  expect(listing).toContain("package/LICENSE");
  const manifest = JSON.parse(
    sh("tar", ["-xzOf", tarball, "package/package.json"], root),
  ) as { scripts: Record<string, string>; typesVersions: object };
  for (const script of ["preinstall", "install", "postinstall", "prepare"])
    expect(Object.hasOwn(manifest.scripts, script)).toBe(false);
  expect(manifest.typesVersions).toBeDefined();
});

/** What `npm pack --dry-run --json` reports of the package (beforeAll built it). */
function packReport(): {
  unpackedSize: number;
  files: { path: string; size: number }[];
} {
  const [report] = JSON.parse(
    sh("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], root),
  ) as { unpackedSize: number; files: { path: string; size: number }[] }[];
  if (report === undefined) throw new Error("npm pack reported nothing");
  return report;
}

test("the package installs at most 3 MB unpacked", () => {
  const { unpackedSize, files } = packReport();
  expect(unpackedSize).toBe(files.reduce((n, f) => n + f.size, 0));
  expect(unpackedSize).toBeLessThanOrEqual(3_000_000);
});

test("no generated module is shipped twice in one module system, and peggy's parser of a grammar once", () => {
  const { files } = packReport();
  const generated = files.filter((f) => /(^|\/)generated\//.test(f.path));
  // Each generated module is in dist/esm/generated/ (ES modules, for import
  // and for bundlers: CommonJS would cost each bundle its interop code, past
  // the budgets above, and rollup needs a plugin), and in dist/generated/ for
  // require as one line that requires it (Node 20.19 and later require an ES
  // module): the code ships once. peggy's parser of a grammar (NAME.js) is
  // the other way round, and the grammar's text (NAME.bnf.js) is in both.
  expect(
    generated
      .map((f) => f.path)
      .filter((p) => !/^dist\/(esm\/)?generated\/[^/]+$/.test(p)),
  ).toEqual([]);
  const copies = new Map<string, number>();
  for (const f of generated) {
    const name = f.path.slice(f.path.lastIndexOf("/") + 1);
    copies.set(name, (copies.get(name) ?? 0) + 1);
  }
  // The declarations of a parser that does not ship (see below) are its
  // types alone, which the CommonJS build's declarations read.
  const unshipped = (name: string): boolean =>
    /^rfc(3987|6874)\.d\.ts$/.test(name);
  for (const [name, n] of copies) {
    expect({ name, copies: n }).toEqual({
      name,
      copies: unshipped(name) ? 1 : 2,
    });
  }
  const size = (file: string): number =>
    generated.find((f) => f.path === file)?.size ?? -1;
  for (const f of generated.filter(
    (f) =>
      f.path.startsWith("dist/generated/") &&
      f.path.endsWith(".js") &&
      !/\/rfc\d+(\.bnf)?\.js$/.test(f.path),
  )) {
    const esm = f.path.replace("dist/generated/", "dist/esm/generated/");
    expect({ file: f.path, requiresItsEsTwin: f.size < 300 }).toEqual({
      file: f.path,
      requiresItsEsTwin: true,
    });
    expect(size(esm)).toBeGreaterThan(1_000);
  }
  for (const name of DIALECT_NAMES) {
    // peggy's parser is in the CommonJS module; the ES module re-exports it.
    // It ships where package.json exports it: RFC 3987's and RFC 6874's not.
    const exported = entryPoints.includes(`url-grammars/generated/${name}`);
    expect({ name, exported }).toEqual({
      name,
      exported: !["rfc3987", "rfc6874"].includes(name),
    });
    if (exported) {
      expect(size(`dist/generated/${name}.js`)).toBeGreaterThan(20_000);
      expect(size(`dist/esm/generated/${name}.js`)).toBeLessThan(1_000);
    } else {
      expect(size(`dist/generated/${name}.js`)).toBe(-1);
      expect(size(`dist/esm/generated/${name}.js`)).toBe(-1);
    }
    // A tree build is its grammar as data; the interpreter is shared.
    expect(size(`dist/generated/${name}.tree.js`)).toBeLessThan(20_000);
    expect(size(`dist/esm/generated/${name}.tree.js`)).toBeLessThan(20_000);
  }
  // The ES build's declarations re-export the CommonJS build's.
  const esmTypes = files.filter(
    (f) => f.path.startsWith("dist/esm/") && f.path.endsWith(".d.ts"),
  );
  expect(esmTypes.length).toBeGreaterThan(0);
  expect(esmTypes.filter((f) => f.size > 200)).toEqual([]);
});

test("the installed command runs", () => {
  const bin = path.join(scratch, "node_modules", ".bin", "url-grammars");
  expect(sh(bin, ["resolve", "http://a/b/c/d;p?q", "../../g"], scratch)).toBe(
    "http://a/g\n",
  );
  expect(sh(bin, ["--version"], scratch).trim()).toMatch(/^\d+\.\d+\.\d+/);
});

test.each([
  [["check", "--rfc", "2396", "/dev/null"], ["rfc2396"]],
  [["parse", "--rfc", "3986", "http://a/"], ["rfc3986"]],
  [["escape", "--rfc", "1808", "--component", "segment", "a b"], ["rfc1808"]],
  [["check", "/dev/null"], DIALECT_NAMES],
  [["to-uri", "a"], ["rfc3987"]],
])(
  "the installed command %j loads the parsers of the dialects it reads, no other",
  (args, dialects) => {
    // A module preloaded into the command's process lists, at its exit,
    // every module it loaded; the generated parsers are named after their
    // grammar (a grammar's BNF text, for error messages, does not count).
    const hook = path.join(scratch, "list-modules.cjs");
    fs.writeFileSync(
      hook,
      `process.on("exit", () => process.stderr.write("\\n" + JSON.stringify(Object.keys(require.cache)) + "\\n"));\n`,
    );
    const main = path.join(
      scratch,
      "node_modules",
      "url-grammars",
      "dist",
      "src",
      "cli",
      "main.js",
    );
    const result = spawnSync(process.execPath, ["-r", hook, main, ...args], {
      cwd: scratch,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    const loaded = JSON.parse(
      result.stderr.trim().split("\n").pop() as string,
    ) as string[];
    const parsers = new Set(
      loaded
        .map((file) => /[\\/]generated[\\/](rfc\d+)\.(?!bnf\.js$)/.exec(file))
        .flatMap((match) => (match === null ? [] : [match[1]])),
    );
    expect([...parsers].sort()).toEqual(dialects);
  },
);

test("the package bundles for a browser and runs without Node's globals", async () => {
  // esbuild fails on any Node built-in when the platform is "browser".
  const entry = path.join(scratch, "browser-entry.mjs");
  fs.writeFileSync(
    entry,
    [
      `import { rfc2396, rfc1808, rfc1738, rfc3986, compare } from "url-grammars";`,
      `globalThis.result = [`,
      `  rfc3986.resolve("http://a/b/c/d;p?q", "../../../g"),`,
      `  rfc2396.resolve("http://a/b/c/d;p?q", "../g"),`,
      `  rfc1808.resolve("http://a/b/c/d;p?q#f", "?y"),`,
      `  rfc1738.parse("ftp://h/a;type=d").typecode,`,
      `  compare("http://a/").dialects.length,`,
      `];`,
    ].join("\n"),
  );
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: "browser",
    format: "iife",
    write: false,
    absWorkingDir: scratch,
    logLevel: "silent",
  });
  const code = built.outputFiles[0]?.text ?? "";
  // A context with the language's globals and TextEncoder/TextDecoder only: no require, process or Buffer.
  const context: {
    result?: unknown;
    TextEncoder: unknown;
    TextDecoder: unknown;
  } = { TextEncoder, TextDecoder };
  runInNewContext(code, context);
  expect(context.result).toEqual([
    "http://a/g",
    "http://a/b/g",
    "http://a/b/c/d;p?y",
    "d",
    DIALECT_NAMES.length,
  ]);
}, 60_000);

/** A browser bundle of `contents` (esbuild, minified, ES format), in bytes and gzip bytes, and the files it holds. */
async function browserBundle(contents: string): Promise<{
  code: string;
  bytes: number;
  gzip: number;
  files: string[];
}> {
  const built = await esbuild.build({
    stdin: { contents, resolveDir: scratch, loader: "js" },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    absWorkingDir: scratch,
    logLevel: "silent",
  });
  const output = built.outputFiles[0] as esbuild.OutputFile;
  const inputs = Object.values(built.metafile.outputs)[0]?.inputs ?? {};
  return {
    code: output.text,
    bytes: output.contents.length,
    gzip: gzipSync(output.contents).length,
    files: Object.entries(inputs)
      .filter(([file, input]) => input.bytesInOutput > 0 && file !== "<stdin>")
      .map(([file]) => file.replace(/^.*node_modules\/url-grammars\//, "")),
  };
}

const KB = 1024;

/**
 * The size budget of a browser bundle of one dialect's parse: 12 KB gzip
 * (uri-js's parse is 7.4 KB, fast-uri's 8.2 KB), RFC 1738's too, whose entry
 * parser covers every scheme of section 3 (the reporting parser calls its
 * rules rather than expanding them in place, which halved it), and whose
 * parse takes options ({ strict }), so that its bundle also carries the check
 * of an options object (src/shared/options.ts, about 1 KB). Measured (esbuild,
 * 2026-11-27) at 11.9 KB (RFC 1738), 7.2 KB (RFC 1808: its entry module
 * holds the cutter resolve reads, 0.8 KB), 8.0 KB (RFC 2396), 9.5 KB (RFC
 * 2732), 9.9 KB (RFC 3986: its entry module holds the cutter too), 10.8 KB
 * (RFC 3987: its classes of ucschar and iprivate, and section 4.1's check)
 * and 10.7 KB (RFC 6874, with RFC 3986's cutter).
 */
const PARSE_BUDGET: Readonly<Record<DialectName, number>> = {
  rfc1738: 12 * KB,
  rfc1808: 12 * KB,
  rfc2396: 12 * KB,
  rfc2732: 12 * KB,
  rfc3986: 12 * KB,
  rfc3987: 12 * KB,
  rfc6874: 12 * KB,
};

/**
 * The size budget of a browser bundle of one dialect's isValid (gzip): the
 * recognizer of every rule (generated/NAME.match.js) and no more, measured
 * (esbuild, 2026-11-27) at 6.6 KB (RFC 1738), 4.0 KB (RFC 1808), 4.2 KB (RFC
 * 2396), 5.5 KB (RFC 2732), 6.1 KB (RFC 3986), 8.3 KB (RFC 3987, whose
 * classes hold ranges of code points beyond the BMP) and 6.3 KB (RFC 6874).
 * RFC 1738's isValid takes options ({ strict }) and carries their check, as
 * its parse does.
 */
const ISVALID_BUDGET: Readonly<Record<DialectName, number>> = {
  rfc1738: 7.5 * KB,
  rfc1808: 5 * KB,
  rfc2396: 4.5 * KB,
  rfc2732: 5.5 * KB,
  rfc3986: 7 * KB,
  rfc3987: 10 * KB,
  rfc6874: 7 * KB,
};

/**
 * A browser bundle of `contents` by rollup (no plugin: a resolveId hook reads
 * the installed package's exports map, and gives its modules no side effects
 * as its "sideEffects": false says, which @rollup/plugin-node-resolve does
 * too), minified by esbuild's transform: its gzip bytes, code and files.
 */
async function rollupBundle(contents: string): Promise<{
  code: string;
  gzip: number;
  files: string[];
}> {
  const installed = path.join(scratch, "node_modules", "url-grammars");
  const manifest = JSON.parse(
    fs.readFileSync(path.join(installed, "package.json"), "utf8"),
  ) as {
    sideEffects: boolean;
    exports: Record<string, { import?: { default: string } }>;
  };
  const built = await rollup({
    input: "entry",
    onwarn: () => {},
    plugins: [
      {
        name: "url-grammars",
        resolveId(id: string, importer: string | undefined) {
          if (id === "entry") return id;
          const moduleSideEffects = manifest.sideEffects;
          if (id === "url-grammars" || id.startsWith("url-grammars/")) {
            const key = id === "url-grammars" ? "." : `./${id.slice(13)}`;
            const target = manifest.exports[key]?.import?.default;
            if (target === undefined) return null;
            return { id: path.join(installed, target), moduleSideEffects };
          }
          if (importer !== undefined && id.startsWith(".")) {
            return {
              id: path.resolve(path.dirname(importer), id),
              moduleSideEffects,
            };
          }
          return null;
        },
        load: (id: string) => (id === "entry" ? contents : null),
      },
    ],
  });
  const { output } = await built.generate({ format: "es" });
  const chunk = output[0];
  const minified = await esbuild.transform(chunk.code, {
    minify: true,
    format: "esm",
  });
  return {
    code: minified.code,
    gzip: gzipSync(minified.code).length,
    files: Object.entries(chunk.modules)
      .filter(([file, m]) => m.renderedLength > 0 && file !== "entry")
      .map(([file]) =>
        path.relative(installed, file).split(path.sep).join("/"),
      ),
  };
}

describe("a browser bundle of one function carries what that function needs", () => {
  test.each(DIALECT_NAMES)(
    "url-grammars/%s: parse alone is within its budget, with the entry parser and its reporting parser only, and runs",
    async (name) => {
      const bundle = await browserBundle(
        `import { parse } from "url-grammars/${name}"; globalThis.parse = parse;`,
      );
      expect(bundle.gzip).toBeLessThanOrEqual(PARSE_BUDGET[name]);
      // The entry parser and its reporting parser (for an error's details),
      // not the parser of every rule (with peggy's) nor the tree build.
      expect(
        bundle.files.filter((f) => f.startsWith("dist/esm/generated/")),
      ).toEqual([
        `dist/esm/generated/${name}.entry.js`,
        `dist/esm/generated/${name}.entry.report.js`,
      ]);
      expect(bundle.files.every((f) => f.startsWith("dist/esm/"))).toBe(true);
      // What the bundle's parse does: a URL and an error with the expected list.
      const context: { parse?: (input: string) => { scheme?: string } } & {
        TextEncoder: unknown;
        TextDecoder: unknown;
      } = { TextEncoder, TextDecoder };
      runInNewContext(bundle.code, context);
      expect(context.parse?.("http://a/b").scheme).toBe("http");
      expect(() => context.parse?.("http://a b/")).toThrow(/expected/i);
    },
    60_000,
  );

  test.each(DIALECT_NAMES)(
    "url-grammars/%s: isValid alone carries the recognizer of every rule, no reporting parser and no peggy parser, and runs",
    async (name) => {
      const bundle = await browserBundle(
        `import { isValid } from "url-grammars/${name}"; globalThis.isValid = isValid;`,
      );
      const parse = await browserBundle(
        `import { parse } from "url-grammars/${name}"; globalThis.parse = parse;`,
      );
      expect(
        bundle.files.filter((f) => f.startsWith("dist/esm/generated/")),
      ).toEqual([`dist/esm/generated/${name}.match.js`]);
      // No reporting code: neither its error for a language it does not
      // share, nor its call of the caller's error builder.
      for (const marker of [
        "the fast parser rejects what the reporting parser accepts",
        "needs the option peg$buildError",
      ]) {
        expect(parse.code).toContain(marker);
        expect(bundle.code).not.toContain(marker);
      }
      expect(bundle.gzip).toBeLessThanOrEqual(ISVALID_BUDGET[name]);
      expect(bundle.gzip).toBeLessThan(parse.gzip);
      const context: {
        isValid?: (input: string, rule?: string) => boolean;
      } & { TextEncoder: unknown; TextDecoder: unknown } = {
        TextEncoder,
        TextDecoder,
      };
      runInNewContext(bundle.code, context);
      expect(context.isValid?.("http://a/b")).toBe(true);
      expect(context.isValid?.("http://a b/")).toBe(false);
      expect(context.isValid?.("http", "scheme")).toBe(true);
      expect(context.isValid?.("ht tp", "scheme")).toBe(false);
    },
    60_000,
  );

  // Each function of each dialect, made apart, and the generated modules its
  // bundle carries: the entry parser (E), its reporting parser (R: whoever
  // throws or returns a UrlSyntaxError), the recognizer of every rule (M),
  // the parser of every rule and its reporting parser (P), the tree build
  // (T), the RFC's BNF text (B); never peggy's parser (generated/NAME.js).
  const CARRIES: Readonly<Record<string, string>> = {
    parse: "E R",
    tryParse: "E R",
    serialize: "E R",
    normalize: "E R",
    equivalent: "E R",
    resolve: "E R",
    createResolver: "E R",
    relativize: "E R",
    format: "E R M",
    split: "E",
    isValid: "M",
    parseRule: "P",
    tree: "T",
    generate: "B",
    escape: "",
    unescape: "",
    unescapeOctets: "",
    removeDotSegments: "",
    // RFC 3987's mappings: toURI parses the IRI, toIRI reads URI_reference.
    toURI: "E R",
    toIRI: "P",
    isIriCharacter: "",
  };
  test.each(DIALECT_NAMES)(
    "url-grammars/%s: each function's bundle carries the generated modules it needs, and no other",
    async (name) => {
      const modules = (letters: string): string[] =>
        letters
          .split(" ")
          .filter((l) => l !== "")
          .flatMap(
            (l) =>
              ({
                E: [`${name}.entry.js`],
                R: [`${name}.entry.report.js`],
                M: [`${name}.match.js`],
                P: [`${name}.rules.js`, `${name}.rules.report.js`],
                T: [`${name}.tree.js`, "tree-runtime.js"],
                // A variant's grammar is read onto its base's.
                B: [(DIALECTS[name] as DialectFacts).base, name].flatMap((n) =>
                  n === undefined ? [] : [`${n}.bnf.js`],
                ),
              })[l] ?? [],
          )
          .sort();
      // The installed package's CommonJS build, in Node (whose require
      // loads the ES modules the CommonJS generated modules stand for, as
      // jest's does not): the functions each dialect exports.
      const functions = JSON.parse(
        execFileSync(
          process.execPath,
          [
            "-e",
            "const m = require(process.argv[1]); console.log(JSON.stringify(Object.keys(m).filter((k) => typeof m[k] === 'function')))",
            path.join(
              scratch,
              "node_modules",
              "url-grammars",
              "dist",
              "src",
              name,
              "index.js",
            ),
          ],
          { encoding: "utf8" },
        ),
      ) as string[];
      expect(functions).toEqual(expect.arrayContaining(["parse", "isValid"]));
      expect(functions.filter((fn) => CARRIES[fn] === undefined)).toEqual([]);
      for (const fn of functions) {
        const bundle = await browserBundle(
          `import { ${fn} } from "url-grammars/${name}"; globalThis.x = ${fn};`,
        );
        const carried = bundle.files
          .filter((f) => f.startsWith("dist/esm/generated/"))
          .map((f) => f.slice("dist/esm/generated/".length))
          .sort();
        expect({ fn, carried }).toEqual({
          fn,
          carried: modules(
            // RFC 3987's normal form keeps a component only where it stays in its rule (the recognizer's).
            name === "rfc3987" && (fn === "normalize" || fn === "equivalent")
              ? "E R M"
              : (CARRIES[fn] as string),
          ),
        });
      }
    },
    120_000,
  );

  test("tree carries the tree build, and parse does not", async () => {
    const bundle = await browserBundle(
      `import { tree } from "url-grammars/rfc3986"; globalThis.tree = tree;`,
    );
    expect(bundle.files).toContain("dist/esm/generated/rfc3986.tree.js");
    expect(bundle.files).not.toContain("dist/esm/generated/rfc3986.entry.js");
  }, 60_000);

  test("the root import tree-shakes to what is used", async () => {
    const errorsOnly = await browserBundle(
      `import { UrlSyntaxError } from "url-grammars"; globalThis.x = UrlSyntaxError;`,
    );
    expect(errorsOnly.files.some((f) => f.includes("/generated/"))).toBe(false);
    expect(errorsOnly.gzip).toBeLessThanOrEqual(3 * KB);
    // A dialect through the root: that dialect's module and the shared ones,
    // no other dialect, no compare. esbuild keeps a re-exported namespace
    // whole (evanw/esbuild#1420), so the bundle is the dialect's module as a
    // namespace, not parse alone; rollup shakes the namespace too.
    const throughRoot = await browserBundle(
      `import { rfc2396 } from "url-grammars"; globalThis.x = rfc2396.parse;`,
    );
    const wholeSubpath = await browserBundle(
      `import * as rfc2396 from "url-grammars/rfc2396"; globalThis.x = rfc2396;`,
    );
    expect(
      throughRoot.files.filter(
        (f) =>
          /\/(rfc1738|rfc1808|rfc2732|rfc3986)[./]/.test(f) ||
          /\/(compare|diff|whatwg)\.js$/.test(f),
      ),
    ).toEqual([]);
    expect(throughRoot.gzip).toBeLessThanOrEqual(wholeSubpath.gzip + KB);
  }, 60_000);

  test("through the root, rollup shakes a dialect's namespace to the function used", async () => {
    const throughRoot = await rollupBundle(
      `import { rfc2396 } from "url-grammars"; globalThis.parse = rfc2396.parse;`,
    );
    const subpath = await rollupBundle(
      `import { parse } from "url-grammars/rfc2396"; globalThis.parse = parse;`,
    );
    const esbuildThroughRoot = await browserBundle(
      `import { rfc2396 } from "url-grammars"; globalThis.x = rfc2396.parse;`,
    );
    expect(
      throughRoot.files
        .filter((f) => f.startsWith("dist/esm/generated/"))
        .sort(),
    ).toEqual([
      "dist/esm/generated/rfc2396.entry.js",
      "dist/esm/generated/rfc2396.entry.report.js",
    ]);
    expect([...throughRoot.files].sort()).toEqual([...subpath.files].sort());
    expect(Math.abs(throughRoot.gzip - subpath.gzip)).toBeLessThanOrEqual(KB);
    // esbuild keeps the namespace whole (evanw/esbuild#1420): rollup's is far smaller.
    expect(throughRoot.gzip * 2).toBeLessThan(esbuildThroughRoot.gzip);
    const context: { parse?: (input: string) => { scheme?: string } } & {
      TextEncoder: unknown;
      TextDecoder: unknown;
    } = { TextEncoder, TextDecoder };
    runInNewContext(throughRoot.code, context);
    expect(context.parse?.("http://a/b").scheme).toBe("http");
    expect(() => context.parse?.("http://a b/")).toThrow(/expected/i);
  }, 60_000);

  test("through the root, rollup's compare carries what compare uses, and no more", async () => {
    const compare = await rollupBundle(
      `import { compare } from "url-grammars"; globalThis.compare = compare;`,
    );
    const esbuildCompare = await browserBundle(
      `import { compare } from "url-grammars"; globalThis.compare = compare;`,
    );
    // Not peggy's parsers, nor the modules of functions compare does not
    // call: diff, conformance, the variant compiler, RFC 3986's parseRule.
    expect(
      compare.files.filter(
        (f) =>
          /generated\/rfc\d+\.js$/.test(f) ||
          /\/(diff|conformance|variant)\.js$/.test(f) ||
          f.endsWith("generated/rfc3986.rules.report.js"),
      ),
    ).toEqual([]);
    expect(compare.gzip).toBeLessThanOrEqual(esbuildCompare.gzip);
    const context: {
      compare?: (input: string) => { dialects: unknown[] };
    } & { TextEncoder: unknown; TextDecoder: unknown } = {
      TextEncoder,
      TextDecoder,
    };
    runInNewContext(compare.code, context);
    expect(context.compare?.("http://a/").dialects.length).toBe(
      DIALECT_NAMES.length,
    );
  }, 60_000);
});

test("library code imports no Node built-in (it must bundle for a browser)", () => {
  // Except url-grammars/variant, which compiles grammars with the package's
  // generator, read from disk: Node only, and imported by no other module.
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "cli") walk(file);
      } else if (file.endsWith(".js") && entry.name !== "variant.js") {
        for (const m of fs
          .readFileSync(file, "utf8")
          .matchAll(/(?:require\(|\bfrom |\bimport\()"([^"]+)"/g)) {
          const spec = m[1] as string;
          if (!spec.startsWith("."))
            offenders.push(`${path.relative(scratch, file)}: ${spec}`);
        }
      }
    }
  };
  walk(path.join(scratch, "node_modules", "url-grammars", "dist"));
  expect(offenders).toEqual([]);
});

describe("a grammar compiled at run time (url-grammars/variant)", () => {
  const bin = (): string =>
    path.join(scratch, "node_modules", ".bin", "url-grammars");
  const grammar = [
    "// base: rfc2396",
    "host",
    '  = text:hostname { return { type: "hostname", text }; }',
    '  / text:IPv4address { return { type: "IPv4address", text }; }',
    '  / text:$("[" [0-9A-Fa-f:.]+ "]") { return { type: "IPv6reference", text }; }',
    "",
  ].join("\n");
  /** A process's exit status and standard error. */
  const failing = (
    command: string,
    args: string[],
  ): { status: unknown; stderr: string } => {
    try {
      sh(command, args, scratch);
    } catch (error) {
      const e = error as { status?: unknown; stderr?: unknown };
      return { status: e.status, stderr: String(e.stderr) };
    }
    throw new Error(`${command} succeeded`);
  };

  test("without peggy (an optional peer, not installed): a VariantError that says to install it, exit 69", () => {
    expect(fs.existsSync(path.join(scratch, "node_modules", "peggy"))).toBe(
      false,
    );
    fs.writeFileSync(path.join(scratch, "my2396.peggy"), grammar);
    fs.writeFileSync(
      path.join(scratch, "no-peggy.cjs"),
      [
        `const { compileVariant } = require("url-grammars/variant");`,
        `const { VariantError } = require("url-grammars");`,
        `try { compileVariant(require("fs").readFileSync("my2396.peggy", "utf8"), { name: "my2396" }); console.log("compiled"); }`,
        `catch (e) { if (!(e instanceof VariantError)) throw e; console.log(e.code + ": " + e.message); }`,
      ].join("\n"),
    );
    expect(sh("node", ["no-peggy.cjs"], scratch).trim()).toBe(
      "peggy-missing: compiling a grammar at run time needs peggy, an optional peer dependency of url-grammars that is not installed: run `npm install peggy`",
    );
    const run = failing(bin(), ["generate-parser", "my2396.peggy"]);
    expect(run.status).toBe(69);
    expect(run.stderr).toContain("npm install peggy");
  });

  describe("with peggy installed", () => {
    beforeAll(() => {
      // As `npm install peggy` would place it (the registry is not reached
      // offline): the repository's own peggy, linked into the scratch
      // project's node_modules, its dependencies beside it.
      fs.symlinkSync(
        path.join(root, "node_modules", "peggy"),
        path.join(scratch, "node_modules", "peggy"),
        "dir",
      );
    });

    test("compileVariant compiles from ESM, with the base's typed layer", () => {
      fs.writeFileSync(
        path.join(scratch, "variant.mjs"),
        [
          `import { readFileSync } from "node:fs";`,
          `import { compileVariant } from "url-grammars/variant";`,
          `const v = compileVariant(readFileSync("my2396.peggy", "utf8"), { name: "my2396", base: "rfc2396" });`,
          `console.log(v.parse("http://[::1]/a").hostKind, v.resolve("http://[::1]/a/b", "../c"));`,
        ].join("\n"),
      );
      expect(sh("node", ["variant.mjs"], scratch).trim()).toBe(
        "IPv6reference http://[::1]/c",
      );
    });

    test("the command takes --grammar", () => {
      const out = sh(
        bin(),
        [
          "compare",
          "--json",
          "--rfc",
          "2396",
          "--no-whatwg",
          "--grammar",
          "my2396.peggy",
          "--grammar-base",
          "2396",
          "http://[::1]/",
        ],
        scratch,
      );
      const json = JSON.parse(out) as {
        dialects: { dialect: string; valid: boolean }[];
      };
      expect(json.dialects.map((d) => [d.dialect, d.valid])).toEqual([
        ["rfc2396", false],
        ["my2396", true],
      ]);
    });

    test("check --jobs 2 --grammar: the worker compiles the grammar and checks the lines; the output is one thread's", () => {
      const lines = [
        "http://[::1]/",
        "http://a/b",
        "not a url",
        "http://[::1/",
      ];
      fs.writeFileSync(
        path.join(scratch, "lines.txt"),
        Array.from({ length: 500 }, (_, i) => lines[i % lines.length]).join(
          "\n",
        ) + "\n",
      );
      const args = [
        "check",
        "--rfc",
        "2396",
        "--grammar",
        "my2396.peggy",
        "--grammar-base",
        "2396",
        "lines.txt",
      ];
      const one = sh(bin(), args, scratch);
      // Workers started with the command take the first batch: here the
      // only one, so the worker checks every line.
      const two = spawnSync(bin(), ["check", "--jobs", "2", ...args.slice(1)], {
        cwd: scratch,
        encoding: "utf8",
        env: { ...process.env, URL_GRAMMARS_JOBS_DELAY: "0" },
      });
      expect(one.split("\n").length).toBe(501);
      expect(two.status).toBe(0);
      expect(two.stdout).toBe(one);
      expect(two.stderr).toMatch(/^500 lines in .*, 500 of them on 1 worker$/m);
      expect(JSON.parse(one.split("\n")[0] as string)).toMatchObject({
        rfc2396: { valid: false },
        my2396: { valid: true },
      });
    });

    test("generate-parser writes the parser npm run generate writes (generated/rfc2396.js, which the package ships compacted), byte for byte, and a module that parses", () => {
      const installed = path.join(scratch, "node_modules", "url-grammars");
      const module = sh(
        bin(),
        ["generate-parser", "grammars/rfc2396.peggy"],
        installed,
      );
      expect(module).toBe(
        fs.readFileSync(path.join(root, "generated", "rfc2396.js"), "utf8"),
      );
      // The shipped, compacted parser parses as the written one does.
      fs.writeFileSync(path.join(scratch, "written2396.js"), module);
      fs.writeFileSync(
        path.join(scratch, "compare-parsers.cjs"),
        [
          `const written = require("./written2396.js");`,
          `const shipped = require("url-grammars/generated/rfc2396");`,
          `const run = (p, s, startRule) => { try { return JSON.stringify(p.parse(s, { startRule })); } catch (e) { return e.message; } };`,
          `for (const [s, rule] of [["http://a/b?c#d"], ["a.b", "host"], ["a b"], ["%zz", "escaped"]])`,
          `  if (run(written, s, rule) !== run(shipped, s, rule)) throw new Error(s);`,
          `console.log("same");`,
        ].join("\n"),
      );
      expect(sh("node", ["compare-parsers.cjs"], scratch).trim()).toBe("same");
      sh(
        bin(),
        ["generate-parser", "my2396.peggy", "-o", "my2396.js"],
        scratch,
      );
      fs.writeFileSync(
        path.join(scratch, "use-parser.cjs"),
        `console.log(JSON.stringify(require("./my2396.js").parse("[::1]", { startRule: "host" })));`,
      );
      expect(sh("node", ["use-parser.cjs"], scratch).trim()).toBe(
        '{"type":"IPv6reference","text":"[::1]"}',
      );
    });
  });
});
