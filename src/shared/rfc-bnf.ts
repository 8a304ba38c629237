// The RFCs' own grammars (grammars/bnf/NAME.bnf, or NAME.abnf for RFC 3986),
// read into Bnf: the texts come from generated/NAME.bnf.js, which
// `npm run generate` writes from the files, so the library reads no file and
// bundles for a browser. A variant's grammar amends its base's (RFC 2732's
// opening comment names rfc2396).
import * as rfc1738 from "../../generated/rfc1738.bnf.js";
import * as rfc1808 from "../../generated/rfc1808.bnf.js";
import * as rfc2396 from "../../generated/rfc2396.bnf.js";
import * as rfc2732 from "../../generated/rfc2732.bnf.js";
import * as rfc3986 from "../../generated/rfc3986.bnf.js";
import * as rfc3987 from "../../generated/rfc3987.bnf.js";
import * as rfc6874 from "../../generated/rfc6874.bnf.js";
import {
  byDialect,
  DIALECTS,
  type DialectFacts,
  type DialectName,
} from "../registry.js";
import { baseOf, readGrammar, type Bnf, type Notation } from "./bnf.js";

/** A grammar's text and notation, as generated/NAME.bnf.js exports them. */
export interface BnfText {
  readonly notation: Notation;
  readonly text: string;
}

/**
 * The grammar of one text, read once (a variant's amendment read onto its
 * base's, which `base` gives): each dialect module reads its own text only,
 * so that a bundle of one dialect carries no other's grammar.
 */
export function bnfReader(texts: BnfText, base?: () => Bnf): () => Bnf {
  let bnf: Bnf | undefined;
  return () => {
    if (bnf === undefined) {
      const named = baseOf(texts.text);
      if (named !== null && base === undefined)
        throw new Error(`The grammar's base ${named} was not given`);
      bnf = readGrammar(
        texts.text,
        texts.notation,
        named === null ? undefined : base?.(),
      );
    }
    return bnf;
  };
}

const TEXTS: Readonly<Record<DialectName, BnfText>> = {
  rfc1738,
  rfc1808,
  rfc2396,
  rfc2732,
  rfc3986,
  rfc3987,
  rfc6874,
};

/** Each dialect's grammar, read on first use onto its base's (see DIALECTS). */
const READERS: Readonly<Record<DialectName, () => Bnf>> =
  /* @__PURE__ */ byDialect((name) => {
    const { base }: DialectFacts = DIALECTS[name];
    return bnfReader(
      TEXTS[name],
      base === undefined ? undefined : () => dialectBnf(base),
    );
  });

/** The RFC's grammar of `dialect`, as the RFC writes it (a variant's amendment read onto its base's). */
export function dialectBnf(dialect: DialectName): Bnf {
  return READERS[dialect]();
}
