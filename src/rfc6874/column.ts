// RFC 6874 (IPv6 zone identifiers) as compare, diff, the command line and
// the page read it (its column of the face in src/dialect.ts, made by RFC
// 3986's family-column.ts; a zone identifier shows as `zoneID`).
import * as rfc6874 from "./index.js";
import * as entryParser from "../../generated/rfc6874.entry.js";
import { toReferenceComponents } from "../rfc3986/components.js";
import {
  RFC3986_NORMALIZE_OPTIONS,
  rfc3986Column,
} from "../rfc3986/family-column.js";
import type { DIALECTS } from "../registry.js";
import { readerOf } from "../shared/bind.js";
import { every } from "../dialect.js";

/** The rule the entry parser starts at (src/registry.ts). */
const RULE: (typeof DIALECTS)["rfc6874"]["entryRules"][0] = "URI_reference";

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
  readGeneric: /* @__PURE__ */ readerOf(
    entryParser,
    RULE,
    toReferenceComponents,
  ),
  normalizeOptions: RFC3986_NORMALIZE_OPTIONS,
  escapeComponents: every<rfc6874.Rfc6874EscapeComponent>({
    segment: true,
    segment_nz_nc: true,
    query: true,
    fragment: true,
    userinfo: true,
    reg_name: true,
  }),
});
