// RFC 6874 (IPv6 zone identifiers) as compare, diff, the command line and
// the page read it (its column of the face in src/dialect.ts, made by RFC
// 3986's family-column.ts; a zone identifier shows as `zoneID`).
import * as rfc6874 from "./index.js";
import * as entryParser from "../../generated/rfc6874.entry.js";
import { rfc3986Column } from "../rfc3986/family-column.js";

export const RFC6874 = rfc3986Column({
  name: "rfc6874",
  // Each function named (not the namespace, which a bundler would keep whole).
  module: {
    parse: rfc6874.parse,
    tryParse: rfc6874.tryParse,
    split: rfc6874.split,
    resolve: rfc6874.resolve,
    relativize: rfc6874.relativize,
    normalize: rfc6874.normalize,
    equivalent: rfc6874.equivalent,
    escape: rfc6874.escape,
    unescape: rfc6874.unescape,
    rules: rfc6874.rules,
    tree: rfc6874.tree,
  },
  entryParser,
});
