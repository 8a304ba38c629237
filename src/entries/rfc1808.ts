// RFC 1808 as compare and the command line read it.
import * as rfc1808 from "../rfc1808/index.js";
import { fromRfc1808 } from "../generic.js";
import {
  booleanOptions,
  every,
  primitiveFields,
  primitiveJson,
  type DialectEntry,
} from "./column.js";

export const RFC1808: DialectEntry = {
  name: "rfc1808",
  title: "RFC 1808",
  parse: (input) => rfc1808.parse(input),
  view: (input) => primitiveFields(rfc1808.parse(input)),
  viewJson: (input) => primitiveJson(rfc1808.parse(input), true),
  split: (input) => ({ ...rfc1808.split(input) }),
  generic: (input) => fromRfc1808(rfc1808.parse(input)),
  resolve: (base, reference) => rfc1808.resolve(base, reference),
  relativize: (base, target) => rfc1808.relativize(base, target),
  resolveOptions: [],
  normalize: (input, options) =>
    rfc1808.normalize(input, options as rfc1808.Rfc1808NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc1808.equivalent(a, b, options as rfc1808.Rfc1808NormalizeOptions),
  normalizeOptions: booleanOptions<rfc1808.Rfc1808NormalizeOptions>(
    "decodeUnreserved",
    "removeDotSegments",
  ),
  escape: (text, component) =>
    rfc1808.escape(text, component as rfc1808.Rfc1808EscapeComponent),
  escapeComponents: every<rfc1808.Rfc1808EscapeComponent>({
    segment: true,
    param: true,
    net_loc: true,
    query: true,
    fragment: true,
    user: true,
    password: true,
  }),
  unescape: rfc1808.unescape,
  rules: rfc1808.rules,
  tree: (input, rule) =>
    rfc1808.tree(input, rule as rfc1808.Rfc1808Rule | undefined),
};
