// RFC 3986 as compare, diff, the command line and the page read it (its
// column of the face in src/dialect.ts, made by family-column.ts).
import * as rfc3986 from "./index.js";
import * as entryParser from "../../generated/rfc3986.entry.js";
import { rfc3986Column } from "./family-column.js";

export const RFC3986 = rfc3986Column({
  name: "rfc3986",
  // Each function named (not the namespace, which a bundler would keep whole).
  module: {
    parse: rfc3986.parse,
    tryParse: rfc3986.tryParse,
    split: rfc3986.split,
    resolve: rfc3986.resolve,
    relativize: rfc3986.relativize,
    normalize: rfc3986.normalize,
    equivalent: rfc3986.equivalent,
    escape: rfc3986.escape,
    unescape: rfc3986.unescape,
    rules: rfc3986.rules,
    tree: rfc3986.tree,
  },
  entryParser,
});
