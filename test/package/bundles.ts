// What a bundler makes of the installed package: tests that pack.test.ts
// registers by importing this module, so that the package is packed and
// installed once (./installed) for both. A browser bundle of the whole
// package runs without Node's globals; a bundle of each function alone stays
// within its size budget and carries the generated modules that function
// needs and no other, by esbuild and by rollup.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
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

import { installed } from "./installed";

test("the package bundles for a browser and runs without Node's globals", async () => {
  // esbuild fails on any Node built-in when the platform is "browser".
  const entry = path.join(installed.scratch, "browser-entry.mjs");
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
    absWorkingDir: installed.scratch,
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
    stdin: { contents, resolveDir: installed.scratch, loader: "js" },
    bundle: true,
    minify: true,
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    absWorkingDir: installed.scratch,
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
  const packageDir = path.join(
    installed.scratch,
    "node_modules",
    "url-grammars",
  );
  const manifest = JSON.parse(
    fs.readFileSync(path.join(packageDir, "package.json"), "utf8"),
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
            return { id: path.join(packageDir, target), moduleSideEffects };
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
        path.relative(packageDir, file).split(path.sep).join("/"),
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
              installed.scratch,
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
