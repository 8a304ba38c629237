// The package as a user gets it: npm pack, install the tarball into a scratch
// directory (./installed), import every entry point from ESM and from
// CommonJS, type-check a TypeScript consumer, and run the installed command;
// ./bundles adds what a bundler makes of it, on the same install.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { DIALECT_NAMES } from "../../src/registry";
import "./bundles";
import { installed, root, sh } from "./installed";

const pkg = JSON.parse(
  fs.readFileSync(path.join(root, "package.json"), "utf8"),
) as {
  name: string;
  exports: Record<string, unknown>;
};
const entryPoints = Object.keys(pkg.exports)
  .filter((key) => key !== "./package.json")
  .map((key) => (key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`));

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
  fs.writeFileSync(
    path.join(installed.scratch, "consumer.mjs"),
    lines.join("\n"),
  );
  expect(sh("node", ["consumer.mjs"], installed.scratch).trim()).toBe("esm ok");
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
  fs.writeFileSync(
    path.join(installed.scratch, "consumer.cjs"),
    lines.join("\n"),
  );
  expect(sh("node", ["consumer.cjs"], installed.scratch).trim()).toBe("cjs ok");
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
  // consumer.ts is CommonJS (the installed.scratch package has no "type"): the
  // require types; consumer.mts an ES module: the import types.
  fs.writeFileSync(path.join(installed.scratch, "consumer.ts"), source);
  fs.writeFileSync(path.join(installed.scratch, "consumer.mts"), source);
  fs.writeFileSync(
    path.join(installed.scratch, "tsconfig.json"),
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
  expect(() =>
    sh("node", [tsc, "-p", "tsconfig.json"], installed.scratch),
  ).not.toThrow();
});

test("@arethetypeswrong finds no problem in the installed.tarball, under every module resolution", () => {
  const attw = path.join(root, "node_modules", ".bin", "attw");
  let report: string;
  try {
    report = sh(attw, [installed.tarball, "--format", "json"], root);
  } catch (error) {
    // attw exits 1 when it finds a problem; its report is still the output.
    report = String((error as { stdout?: unknown }).stdout ?? error);
  }
  const problems = (JSON.parse(report) as { analysis: { problems: unknown[] } })
    .analysis.problems;
  expect(problems).toEqual([]);
});

test("the installed.tarball has the licence and a manifest without install scripts", () => {
  const listing = sh("tar", ["-tzf", installed.tarball], root).split("\n");
  expect(listing).toContain("package/LICENSE");
  const manifest = JSON.parse(
    sh("tar", ["-xzOf", installed.tarball, "package/package.json"], root),
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
  const bin = path.join(
    installed.scratch,
    "node_modules",
    ".bin",
    "url-grammars",
  );
  expect(
    sh(bin, ["resolve", "http://a/b/c/d;p?q", "../../g"], installed.scratch),
  ).toBe("http://a/g\n");
  expect(sh(bin, ["--version"], installed.scratch).trim()).toMatch(
    /^\d+\.\d+\.\d+/,
  );
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
    const hook = path.join(installed.scratch, "list-modules.cjs");
    fs.writeFileSync(
      hook,
      `process.on("exit", () => process.stderr.write("\\n" + JSON.stringify(Object.keys(require.cache)) + "\\n"));\n`,
    );
    const main = path.join(
      installed.scratch,
      "node_modules",
      "url-grammars",
      "dist",
      "src",
      "cli",
      "main.js",
    );
    const result = spawnSync(process.execPath, ["-r", hook, main, ...args], {
      cwd: installed.scratch,
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
            offenders.push(
              `${path.relative(installed.scratch, file)}: ${spec}`,
            );
        }
      }
    }
  };
  walk(path.join(installed.scratch, "node_modules", "url-grammars", "dist"));
  expect(offenders).toEqual([]);
});

describe("a grammar compiled at run time (url-grammars/variant)", () => {
  const bin = (): string =>
    path.join(installed.scratch, "node_modules", ".bin", "url-grammars");
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
      sh(command, args, installed.scratch);
    } catch (error) {
      const e = error as { status?: unknown; stderr?: unknown };
      return { status: e.status, stderr: String(e.stderr) };
    }
    throw new Error(`${command} succeeded`);
  };

  test("without peggy (an optional peer, not installed): a VariantError that says to install it, exit 69", () => {
    expect(
      fs.existsSync(path.join(installed.scratch, "node_modules", "peggy")),
    ).toBe(false);
    fs.writeFileSync(path.join(installed.scratch, "my2396.peggy"), grammar);
    fs.writeFileSync(
      path.join(installed.scratch, "no-peggy.cjs"),
      [
        `const { compileVariant } = require("url-grammars/variant");`,
        `const { VariantError } = require("url-grammars");`,
        `try { compileVariant(require("fs").readFileSync("my2396.peggy", "utf8"), { name: "my2396" }); console.log("compiled"); }`,
        `catch (e) { if (!(e instanceof VariantError)) throw e; console.log(e.code + ": " + e.message); }`,
      ].join("\n"),
    );
    expect(sh("node", ["no-peggy.cjs"], installed.scratch).trim()).toBe(
      "peggy-missing: compiling a grammar at run time needs peggy, an optional peer dependency of url-grammars that is not installed: run `npm install peggy`",
    );
    const run = failing(bin(), ["generate-parser", "my2396.peggy"]);
    expect(run.status).toBe(69);
    expect(run.stderr).toContain("npm install peggy");
  });

  describe("with peggy installed", () => {
    beforeAll(() => {
      // As `npm install peggy` would place it (the registry is not reached
      // offline): the repository's own peggy, linked into the installed.scratch
      // project's node_modules, its dependencies beside it.
      fs.symlinkSync(
        path.join(root, "node_modules", "peggy"),
        path.join(installed.scratch, "node_modules", "peggy"),
        "dir",
      );
    });

    test("compileVariant compiles from ESM, with the base's typed layer", () => {
      fs.writeFileSync(
        path.join(installed.scratch, "variant.mjs"),
        [
          `import { readFileSync } from "node:fs";`,
          `import { compileVariant } from "url-grammars/variant";`,
          `const v = compileVariant(readFileSync("my2396.peggy", "utf8"), { name: "my2396", base: "rfc2396" });`,
          `console.log(v.parse("http://[::1]/a").hostKind, v.resolve("http://[::1]/a/b", "../c"));`,
        ].join("\n"),
      );
      expect(sh("node", ["variant.mjs"], installed.scratch).trim()).toBe(
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
        installed.scratch,
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
        path.join(installed.scratch, "lines.txt"),
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
      const one = sh(bin(), args, installed.scratch);
      // Workers started with the command take the first batch: here the
      // only one, so the worker checks every line.
      const two = spawnSync(bin(), ["check", "--jobs", "2", ...args.slice(1)], {
        cwd: installed.scratch,
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
      const packageDir = path.join(
        installed.scratch,
        "node_modules",
        "url-grammars",
      );
      const module = sh(
        bin(),
        ["generate-parser", "grammars/rfc2396.peggy"],
        packageDir,
      );
      expect(module).toBe(
        fs.readFileSync(path.join(root, "generated", "rfc2396.js"), "utf8"),
      );
      // The shipped, compacted parser parses as the written one does.
      fs.writeFileSync(path.join(installed.scratch, "written2396.js"), module);
      fs.writeFileSync(
        path.join(installed.scratch, "compare-parsers.cjs"),
        [
          `const written = require("./written2396.js");`,
          `const shipped = require("url-grammars/generated/rfc2396");`,
          `const run = (p, s, startRule) => { try { return JSON.stringify(p.parse(s, { startRule })); } catch (e) { return e.message; } };`,
          `for (const [s, rule] of [["http://a/b?c#d"], ["a.b", "host"], ["a b"], ["%zz", "escaped"]])`,
          `  if (run(written, s, rule) !== run(shipped, s, rule)) throw new Error(s);`,
          `console.log("same");`,
        ].join("\n"),
      );
      expect(
        sh("node", ["compare-parsers.cjs"], installed.scratch).trim(),
      ).toBe("same");
      sh(
        bin(),
        ["generate-parser", "my2396.peggy", "-o", "my2396.js"],
        installed.scratch,
      );
      fs.writeFileSync(
        path.join(installed.scratch, "use-parser.cjs"),
        `console.log(JSON.stringify(require("./my2396.js").parse("[::1]", { startRule: "host" })));`,
      );
      expect(sh("node", ["use-parser.cjs"], installed.scratch).trim()).toBe(
        '{"type":"IPv6reference","text":"[::1]"}',
      );
    });
  });
});
