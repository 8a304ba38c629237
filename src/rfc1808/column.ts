// RFC 1808 as compare, diff, the command line and the page read it (its
// column of the face in src/dialect.ts); its components in RFC 3986's
// vocabulary are components.ts's genericOf.
import { rfcTitle } from "../errors.js";
import * as rfc1808 from "./index.js";
import { genericOf, genericOfNode } from "./components.js";
import { requireAbsoluteBase, resolveParsed } from "./resolve.js";
import { recomposeAny } from "./serialize.js";
import { ESCAPE_COMPONENTS } from "./escape.js";
import * as entryParser from "../../generated/rfc1808.entry.js";
import type { DIALECTS } from "../registry.js";
import { readerOf } from "../shared/bind.js";
import {
  booleanOptions,
  columnOf,
  primitiveFields,
  primitiveJson,
  type DialectEntry,
} from "../dialect.js";

/** The rule the entry parser starts at (src/registry.ts). */
const RULE: (typeof DIALECTS)["rfc1808"]["entryRules"][0] = "URL";

export const RFC1808: DialectEntry = {
  ...columnOf({
    name: "rfc1808",
    title: rfcTitle("rfc1808"),
    parse: rfc1808.parse,
    tryParse: rfc1808.tryParse,
    viewOf: primitiveFields,
    viewJsonOf: (url) => primitiveJson(url, true),
    genericOf,
  }),
  name: "rfc1808",
  readGeneric: /* @__PURE__ */ readerOf(entryParser, RULE, genericOfNode),
  split: (input) => ({ ...rfc1808.split(input) }),
  resolve: (base, reference) => rfc1808.resolve(base, reference),
  // createResolver(base)(reference), the reference already read.
  resolveRead: (base, reference, read) => {
    const parsedBase = rfc1808.parse(base);
    requireAbsoluteBase(parsedBase, base, "");
    if (!read.ok) throw read.error;
    const ref = read.value as rfc1808.Rfc1808URL;
    return recomposeAny(resolveParsed(parsedBase, base, ref, reference));
  },
  relativize: (base, target) => rfc1808.relativize(base, target),
  resolveOptions: [],
  normalize: rfc1808.normalize as DialectEntry["normalize"],
  equivalent: rfc1808.equivalent as DialectEntry["equivalent"],
  normalizeOptions: booleanOptions<rfc1808.Rfc1808NormalizeOptions>(
    "decodeUnreserved",
    "removeDotSegments",
  ),
  escape: rfc1808.escape as DialectEntry["escape"],
  escapeComponents: ESCAPE_COMPONENTS,
  unescape: rfc1808.unescape,
  rules: rfc1808.rules,
  tree: (input, rule) =>
    rfc1808.tree(input, rule as rfc1808.Rfc1808Rule | undefined),
};
