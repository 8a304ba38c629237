// The RFCs' grammars as the package ships them (grammars/bnf/NAME.bnf, or
// NAME.abnf for an RFC written in ABNF), read from the package's own folder.
// Node only (it reads files); the reader (bnf.ts), the sentence generator
// (sentences.ts) and the recognizer (recognizer.ts) take a grammar's text or
// its Bnf and read no file, so that a page can use them on text it loaded.
import * as fs from "node:fs";
import * as path from "node:path";
import type { DialectName } from "../errors.js";
import { baseOf, BnfError, notationOf, readGrammar, type Bnf } from "./bnf.js";

/** Reads a grammar file, in the notation its extension names; with `base`, as an amendment of it. */
export function readBnfFile(file: string, base?: Bnf): Bnf {
  try {
    return readGrammar(fs.readFileSync(file, "utf8"), notationOf(file), base);
  } catch (error) {
    if (error instanceof BnfError) error.message = `${file}: ${error.message}`;
    throw error;
  }
}

let folder: string | undefined;

/**
 * The package's grammars/bnf: the folder beside the nearest package.json
 * named url-grammars, above this module (src/shared/ in a clone,
 * dist/src/shared/ in the published package, which ships grammars/).
 */
export function bnfFolder(): string {
  if (folder !== undefined) return folder;
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
        name?: unknown;
      };
      const candidate = path.join(dir, "grammars", "bnf");
      if (pkg.name === "url-grammars" && fs.existsSync(candidate)) {
        folder = candidate;
        return candidate;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(
        `url-grammars: no grammars/bnf folder above ${__dirname} (the package ships one)`,
      );
    dir = parent;
  }
}

/** The file of `dialect`'s grammar: NAME.abnf if there is one, else NAME.bnf. */
export function bnfFileOf(dialect: DialectName): string {
  const abnf = path.join(bnfFolder(), `${dialect}.abnf`);
  return fs.existsSync(abnf) ? abnf : path.join(bnfFolder(), `${dialect}.bnf`);
}

const cache = new Map<DialectName, Bnf>();

/** The RFC's grammar of `dialect`, as written: a variant's amendment read onto its base's (RFC 2732 onto RFC 2396). */
export function dialectBnf(dialect: DialectName): Bnf {
  const known = cache.get(dialect);
  if (known !== undefined) return known;
  const file = bnfFileOf(dialect);
  const base = baseOf(fs.readFileSync(file, "utf8"));
  const bnf =
    base === null
      ? readBnfFile(file)
      : readBnfFile(file, dialectBnf(base as DialectName));
  cache.set(dialect, bnf);
  return bnf;
}
