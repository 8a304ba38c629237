// The bundle section: what a browser bundle of one function costs.
import * as fs from "node:fs";
import * as path from "node:path";
import { table } from "./harness.js";
import { DIALECT_NAMES, root } from "./inputs.js";
import { header } from "./report.js";

/**
 * What a browser bundle of one function costs: esbuild bundles a module that
 * imports one function from an entry of the package's ES module build
 * (dist/esm/, minified, for the browser) and the bundle is gzipped; beside
 * it, the same for uri-js and fast-uri. Each dialect's parse carries its
 * entry parser (generated/NAME.entry.js), its reporting parser
 * (NAME.entry.report.js) and what parse maps its result with; isValid the
 * recognizer of every rule (NAME.match.js) alone; resolve and tree carry
 * what they add. Through the root, esbuild keeps the dialect's namespace
 * whole (evanw/esbuild#1420); rollup (no plugin: a resolveId hook that gives
 * the package's modules no side effects, as its "sideEffects": false says)
 * shakes it, its output minified by esbuild's transform.
 */
export async function bundleSection(): Promise<void> {
  header(
    "Bundle: a browser bundle of one function (esbuild, minified; rollup, minified by esbuild)",
  );
  // esbuild is a devDependency; the benchmark runs in the clone.
  const esbuild = require("esbuild") as typeof import("esbuild");
  const zlib = require("node:zlib") as typeof import("node:zlib");
  // dist/bench/bench.js -> dist/esm/src/
  const esmSrc = path.join(__dirname, "..", "esm", "src");
  const from = (module: string): string =>
    JSON.stringify(path.join(esmSrc, module));
  // Each dialect the ES module build holds, in the order of their names.
  const names = [...DIALECT_NAMES]
    .filter((name) => fs.existsSync(path.join(esmSrc, name, "index.js")))
    .sort();
  const entries: [string, string][] = [
    ...names.map((name): [string, string] => [
      `url-grammars/${name} parse`,
      `import { parse } from ${from(`${name}/index.js`)}; globalThis.x = parse;`,
    ]),
    ...names.map((name): [string, string] => [
      `url-grammars/${name} isValid`,
      `import { isValid } from ${from(`${name}/index.js`)}; globalThis.x = isValid;`,
    ]),
    ...names
      .filter((name) => name !== "rfc1738")
      .map((name): [string, string] => [
        `url-grammars/${name} resolve`,
        `import { resolve } from ${from(`${name}/index.js`)}; globalThis.x = resolve;`,
      ]),
    [
      "url-grammars/rfc3986 tree",
      `import { tree } from ${from("rfc3986/index.js")}; globalThis.x = tree;`,
    ],
    [
      "url-grammars { rfc2396 }, rfc2396.parse",
      `import { rfc2396 } from ${from("index.js")}; globalThis.x = rfc2396.parse;`,
    ],
    [
      "url-grammars { compare }",
      `import { compare } from ${from("index.js")}; globalThis.x = compare;`,
    ],
    ["uri-js parse", `import { parse } from "uri-js"; globalThis.x = parse;`],
    [
      "fast-uri parse",
      `import { parse } from "fast-uri"; globalThis.x = parse;`,
    ],
  ];
  const rows: string[][] = [["entry", "minified", "gzip"]];
  const row = (name: string, bytes: Uint8Array): void => {
    rows.push([
      name,
      `${(bytes.length / 1024).toFixed(1)} KB`,
      `${(zlib.gzipSync(bytes).length / 1024).toFixed(1)} KB`,
    ]);
  };
  for (const [name, contents] of entries) {
    const out = esbuild.buildSync({
      stdin: { contents, resolveDir: root, loader: "js" },
      bundle: true,
      minify: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "error",
    });
    row(name, (out.outputFiles[0] as { contents: Uint8Array }).contents);
  }
  // rollup through the root, for the same functions.
  const { rollup } = require("rollup") as typeof import("rollup");
  const rollupEntries: [string, string][] = [
    [
      "rollup: url-grammars { rfc2396 }, rfc2396.parse",
      `import { rfc2396 } from "url-grammars"; globalThis.x = rfc2396.parse;`,
    ],
    [
      "rollup: url-grammars { rfc3986 }, rfc3986.isValid",
      `import { rfc3986 } from "url-grammars"; globalThis.x = rfc3986.isValid;`,
    ],
    [
      "rollup: url-grammars { compare }",
      `import { compare } from "url-grammars"; globalThis.x = compare;`,
    ],
  ];
  for (const [name, contents] of rollupEntries) {
    const built = await rollup({
      input: "entry",
      onwarn: () => {},
      plugins: [
        {
          name: "url-grammars",
          resolveId(id: string, importer: string | undefined) {
            if (id === "entry") return id;
            if (id === "url-grammars") {
              return {
                id: path.join(esmSrc, "index.js"),
                moduleSideEffects: false,
              };
            }
            if (importer !== undefined && id.startsWith(".")) {
              return {
                id: path.resolve(path.dirname(importer), id),
                moduleSideEffects: false,
              };
            }
            return null;
          },
          load: (id: string) => (id === "entry" ? contents : null),
        },
      ],
    });
    const { output } = await built.generate({ format: "es" });
    const minified = esbuild.transformSync(output[0].code, {
      minify: true,
      format: "esm",
    });
    row(name, new TextEncoder().encode(minified.code));
  }
  console.log(table(rows));
}
