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
import type { DialectName } from "../errors.js";
import { baseOf, readGrammar, type Bnf, type Notation } from "./bnf.js";

const TEXTS: Readonly<
  Record<DialectName, { readonly notation: Notation; readonly text: string }>
> = { rfc1738, rfc1808, rfc2396, rfc2732, rfc3986 };

const cache = new Map<DialectName, Bnf>();

/** The RFC's grammar of `dialect`, as the RFC writes it (a variant's amendment read onto its base's). */
export function dialectBnf(dialect: DialectName): Bnf {
  const known = cache.get(dialect);
  if (known !== undefined) return known;
  const { notation, text } = TEXTS[dialect];
  const base = baseOf(text);
  const bnf = readGrammar(
    text,
    notation,
    base === null ? undefined : dialectBnf(base as DialectName),
  );
  cache.set(dialect, bnf);
  return bnf;
}
