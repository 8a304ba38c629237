// RFC 3987 (IRIs) as compare, diff, the command line and the page read it
// (its column of the face in src/dialect.ts, made by RFC 3986's
// family-column.ts).
import * as rfc3987 from "./index.js";
import * as entryParser from "../../generated/rfc3987.entry.js";
import { rfc3986Column } from "../rfc3986/family-column.js";
import { every } from "../dialect.js";
import { bidiFormattingAt } from "./components.js";

export const RFC3987 = rfc3986Column({
  name: "rfc3987",
  // Each function named (not the namespace, which a bundler would keep whole).
  module: {
    parse: rfc3987.parse,
    tryParse: rfc3987.tryParse,
    split: rfc3987.split,
    resolve: rfc3987.resolve,
    relativize: rfc3987.relativize,
    normalize: rfc3987.normalize,
    equivalent: rfc3987.equivalent,
    escape: rfc3987.escape,
    unescape: rfc3987.unescape,
    rules: rfc3987.rules,
    tree: rfc3987.tree,
  },
  entryParser,
  // Section 4.1 (no bidirectional formatting character), as parse has it.
  admits: (input) => bidiFormattingAt(input) < 0,
  moreNormalizeOptions: [
    {
      name: "characterNormalization" satisfies keyof rfc3987.Rfc3987NormalizeOptions,
      kind: "choice",
      choices: ["NFC", "NFKC"] satisfies NonNullable<
        rfc3987.Rfc3987NormalizeOptions["characterNormalization"]
      >[],
    },
  ],
  escapeComponents: every<rfc3987.Rfc3987EscapeComponent>({
    isegment: true,
    isegment_nz_nc: true,
    iquery: true,
    ifragment: true,
    iuserinfo: true,
    ireg_name: true,
  }),
});
