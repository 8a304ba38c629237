// Reads a grammar file of grammars/bnf/ (the proof and the fuzzer read the
// files; the library reads the same texts from generated/NAME.bnf.js, which
// `npm run generate -- --check` holds to the files).
import * as fs from "fs";
import {
  BnfError,
  notationOf,
  readGrammar,
  type Bnf,
} from "../../src/shared/bnf";

/** Reads a grammar file, in the notation its extension names; with `base`, as an amendment of it. */
export function readBnfFile(file: string, base?: Bnf): Bnf {
  try {
    return readGrammar(fs.readFileSync(file, "utf8"), notationOf(file), base);
  } catch (error) {
    if (error instanceof BnfError) error.message = `${file}: ${error.message}`;
    throw error;
  }
}
