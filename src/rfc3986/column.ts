// RFC 3986 as compare, diff, the command line and the page read it (its
// column of the face in src/dialect.ts); its components in its own generic
// vocabulary are components.ts's genericOf.
import { rfcTitle } from "../errors.js";
import * as rfc3986 from "./index.js";
import { genericOf, toReferenceComponents } from "./components.js";
import { requireBase, transformReference } from "./resolve.js";
import * as entryParser from "../../generated/rfc3986.entry.js";
import type { DIALECTS } from "../registry.js";
import { readerOf } from "../shared/bind.js";
import {
  booleanOptions,
  columnOf,
  every,
  primitiveJson,
  type ComponentView,
  type DialectEntry,
} from "../dialect.js";

/**
 * RFC 3986's components as compare shows them: the host is an object there
 * (its alternative, and an IP-literal's address), flattened here to its text
 * and `hostKind`, the alternative that matched ("IPv6address" and
 * "IPvFuture" for the two kinds of IP-literal).
 */
function viewOf(r: rfc3986.Rfc3986Reference): ComponentView {
  const host = r.host;
  return {
    kind: r.kind,
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: host?.text,
    hostKind:
      host === undefined
        ? undefined
        : host.type === "IP-literal"
          ? host.ipLiteral.type
          : host.type,
    port: r.port,
    pathForm: r.pathForm,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

/** The rule the entry parser starts at (src/registry.ts). */
const RULE: (typeof DIALECTS)["rfc3986"]["entryRules"][0] = "URI_reference";

export const RFC3986: DialectEntry = {
  ...columnOf({
    name: "rfc3986",
    title: rfcTitle("rfc3986"),
    parse: rfc3986.parse,
    tryParse: rfc3986.tryParse,
    viewOf,
    viewJsonOf: (r) => primitiveJson(viewOf(r), true),
    genericOf,
  }),
  name: "rfc3986",
  readGeneric: /* @__PURE__ */ readerOf(
    entryParser,
    RULE,
    toReferenceComponents,
  ),
  split: (input) => ({ ...rfc3986.split(input) }),
  resolve: (base, reference, options) =>
    rfc3986.resolve(
      base,
      reference,
      options as rfc3986.Rfc3986ResolveOptions | undefined,
    ),
  // resolve(base, reference), strict, the reference already read.
  resolveRead: (base, reference, read) => {
    const parsedBase = requireBase(
      "rfc3986",
      rfc3986.parse(base),
      base,
      reference,
    );
    if (!read.ok) throw read.error;
    const ref = read.value as rfc3986.Rfc3986Reference;
    return transformReference(parsedBase, ref, true);
  },
  relativize: (base, target, options) =>
    rfc3986.relativize(
      base,
      target,
      options as rfc3986.Rfc3986ResolveOptions | undefined,
    ),
  resolveOptions: booleanOptions<rfc3986.Rfc3986ResolveOptions>("strict"),
  normalize: (input, options) =>
    rfc3986.normalize(input, options as rfc3986.Rfc3986NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc3986.equivalent(a, b, options as rfc3986.Rfc3986NormalizeOptions),
  normalizeOptions: booleanOptions<rfc3986.Rfc3986NormalizeOptions>(
    "caseNormalization",
    "percentEncodingNormalization",
    "pathSegmentNormalization",
    "schemeBasedNormalization",
  ),
  escape: (text, component) =>
    rfc3986.escape(text, component as rfc3986.Rfc3986EscapeComponent),
  escapeComponents: every<rfc3986.Rfc3986EscapeComponent>({
    segment: true,
    segment_nz_nc: true,
    query: true,
    fragment: true,
    userinfo: true,
    reg_name: true,
  }),
  unescape: rfc3986.unescape,
  rules: rfc3986.rules,
  tree: (input, rule) =>
    rfc3986.tree(input, rule as rfc3986.Rfc3986Rule | undefined),
};
