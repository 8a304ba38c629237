// RFC 1738 as compare and the command line read it.
import * as rfc1738 from "../rfc1738/index.js";
import { fromRfc1738 } from "../generic.js";
import {
  booleanOptions,
  every,
  primitiveFields,
  primitiveJson,
  type DialectEntry,
} from "./column.js";

export const RFC1738: DialectEntry = {
  name: "rfc1738",
  title: "RFC 1738",
  parse: (input) => rfc1738.parse(input),
  view: (input) => primitiveFields(rfc1738.parse(input)),
  viewJson: (input) => primitiveJson(rfc1738.parse(input), true),
  split: rfc1738.split,
  generic: (input) => fromRfc1738(rfc1738.parse(input), input),
  resolve: rfc1738.resolve,
  relativize: rfc1738.relativize,
  resolveOptions: [],
  normalize: (input, options) =>
    rfc1738.normalize(input, options as rfc1738.Rfc1738NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc1738.equivalent(a, b, options as rfc1738.Rfc1738NormalizeOptions),
  normalizeOptions:
    booleanOptions<rfc1738.Rfc1738NormalizeOptions>("decodeUnreserved"),
  escape: (text, component) =>
    rfc1738.escape(text, component as rfc1738.Rfc1738EscapeComponent),
  escapeComponents: every<rfc1738.Rfc1738EscapeComponent>({
    user: true,
    password: true,
    urlpath: true,
    fsegment: true,
    hsegment: true,
    search: true,
    selector: true,
    gopher_plus_string: true,
    encoded822addr: true,
    database: true,
    wtype: true,
    wpath: true,
    psegment: true,
    fieldname: true,
    fieldvalue: true,
  }),
  unescape: rfc1738.unescape,
  rules: rfc1738.rules,
  tree: (input, rule) =>
    rfc1738.tree(input, rule as rfc1738.Rfc1738Rule | undefined),
};
