// What the benchmark times and on what: the corpus (bench/corpus, or the
// directory --corpus names), the dialects of a build (this one, or the build
// --baseline names), and the contenders that wrap a function for the harness.
import * as fs from "node:fs";
import * as path from "node:path";
import type { Contender } from "./harness.js";

export interface Pair {
  readonly base: string;
  readonly reference: string;
}

export interface Corpus {
  /** The directory holding urls.txt and relative.tsv. */
  readonly dir: string;
  /** How the tables name it: the sample's path, or the directory given. */
  readonly name: string;
  readonly urls: readonly string[];
  readonly pairs: readonly Pair[];
}

/** The base of the bound resolver (bench/resolve.ts) and of the baseline section's createResolver rows. */
export const BOUND_BASE =
  "https://docs.example.org/guide/reference/api/index.html?v=2";

/** The project's root, from dist/bench/. */
export const root = path.resolve(__dirname, "..", "..");

/** This build's dist/ (dist/bench/..). */
export const thisBuild = path.resolve(__dirname, "..");

/** The non-empty lines of `file` in `dir`. */
export function readLines(dir: string, file: string): string[] {
  return fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .filter((line) => line !== "");
}

/** The corpus in `option` (--corpus), else the committed sample. */
export function loadCorpus(option: string | undefined): Corpus {
  const dir =
    option === undefined
      ? path.join(root, "bench", "corpus")
      : path.resolve(option);
  const pairs = readLines(dir, "relative.tsv").map((line): Pair => {
    const [base = "", reference = ""] = line.split("\t");
    return { base, reference };
  });
  return {
    dir,
    name: option === undefined ? "bench/corpus" : dir,
    urls: readLines(dir, "urls.txt"),
    pairs,
  };
}

/** What the benchmark uses of a dialect module. */
interface DialectModule {
  readonly parse: (input: string) => unknown;
  readonly tryParse: (input: string) => { readonly ok: boolean };
  readonly isValid: (input: string) => boolean;
  readonly resolve?: unknown;
  readonly createResolver?: unknown;
  readonly tree?: unknown;
}

/** A parse tree, as far as the benchmark counts it. */
export interface TreeNode {
  readonly children: readonly TreeNode[];
}
export type Tree = (
  input: string,
  rule?: string,
  options?: { detail?: boolean },
) => TreeNode;
export type Resolve = (base: string, reference: string) => string;
export type CreateResolver = (base: string) => (reference: string) => string;

export interface Dialect {
  readonly name: string;
  readonly parse: (input: string) => unknown;
  readonly tryParse: (input: string) => { readonly ok: boolean };
  readonly isValid: (input: string) => boolean;
  readonly resolve: Resolve | null;
  readonly createResolver: CreateResolver | null;
  readonly tree: Tree | null;
  /** The module itself, for the functions the options section calls with options. */
  readonly module: Readonly<Record<string, unknown>>;
}

export const DIALECT_NAMES = [
  "rfc2396",
  "rfc1808",
  "rfc1738",
  "rfc3986",
  "rfc2732",
  "rfc3987",
  "rfc6874",
] as const;

/**
 * The dialects of the build in `dist` (a dist/ directory: this build's, or
 * another's): rfc2396, which must be there, then every other dialect whose
 * module is built (dist/src/NAME/index.js).
 */
export function loadDialects(dist: string): Dialect[] {
  const found: Dialect[] = [];
  for (const name of DIALECT_NAMES) {
    const file = path.join(dist, "src", name, "index.js");
    if (name !== "rfc2396" && !fs.existsSync(file)) continue;
    found.push(fromModule(name, require(file) as DialectModule));
  }
  return found;
}

function fromModule(name: string, m: DialectModule): Dialect {
  return {
    name,
    parse: m.parse,
    tryParse: m.tryParse,
    isValid: (input) => m.isValid(input),
    resolve: typeof m.resolve === "function" ? (m.resolve as Resolve) : null,
    createResolver:
      typeof m.createResolver === "function"
        ? (m.createResolver as CreateResolver)
        : null,
    tree: typeof m.tree === "function" ? (m.tree as Tree) : null,
    module: m as unknown as Readonly<Record<string, unknown>>,
  };
}

/** A contender that calls `f` on every input; an input it rejects by throwing counts as done. */
export function each<I>(name: string, f: (input: I) => unknown): Contender<I> {
  return {
    name,
    run(inputs) {
      let n = 0;
      for (const input of inputs) {
        try {
          if (f(input) !== undefined) n++;
        } catch {
          n += 2;
        }
      }
      return n;
    },
  };
}

/** How many inputs `f` accepts (does not throw on, or returns no error for). */
export function accepted<I>(
  inputs: readonly I[],
  f: (input: I) => boolean,
): number {
  let n = 0;
  for (const input of inputs) {
    try {
      if (f(input)) n++;
    } catch {
      // rejected
    }
  }
  return n;
}

/** The line flattened to a one-byte string of its own, when it is ASCII. */
export function flattened(line: string): string {
  return /[^\x00-\x7f]/.test(line)
    ? line
    : Buffer.from(line, "latin1").toString("latin1");
}

/** peggy's parser of a grammar (generated/NAME.js of the checkout: the package does not ship every one). */
export function peggyParser(name: string): {
  StartRules: string[];
  parse: (s: string, o: object) => unknown;
} {
  return require(
    path.join(__dirname, "..", "..", "generated", `${name}.js`),
  ) as ReturnType<typeof peggyParser>;
}

/**
 * The rule the benchmark starts a grammar's generated parser (generated/NAME.js)
 * from: its first start rule, but RFC 3987's IRI_reference, where its parse
 * starts (its grammar begins with RFC 3986's rules, its own after them).
 */
export function leadingRule(
  name: string,
  startRules: readonly string[],
): string {
  return name === "rfc3987" ? "IRI_reference" : (startRules[0] as string);
}
