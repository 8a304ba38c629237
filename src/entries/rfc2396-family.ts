// RFC 2396 and its variant RFC 2732 as compare and the command line read
// them: one face, two grammars (src/entries/rfc2396.ts, rfc2732.ts).
import type * as rfc2396 from "../rfc2396/index.js";
import type * as rfc2732 from "../rfc2732/index.js";
import { fromRfc2396 } from "../generic.js";
import type { ParseTree } from "../shared/tree.js";
import { referenceJson } from "../shared/reference-json.js";
import {
  booleanOptions,
  every,
  primitiveFields,
  type DialectEntry,
  type OptionSpec,
} from "./column.js";

const RFC2396_RESOLVE_OPTIONS: readonly OptionSpec[] = [
  {
    name: "leftoverDotSegments" satisfies keyof rfc2396.Rfc2396ResolveOptions,
    kind: "choice",
    choices: ["keep", "remove", "error"] satisfies NonNullable<
      rfc2396.Rfc2396ResolveOptions["leftoverDotSegments"]
    >[],
  },
  {
    name: "sameScheme" satisfies keyof rfc2396.Rfc2396ResolveOptions,
    kind: "choice",
    choices: ["absolute", "relative"] satisfies NonNullable<
      rfc2396.Rfc2396ResolveOptions["sameScheme"]
    >[],
  },
];

const RFC2396_ESCAPE = every<rfc2396.Rfc2396EscapeComponent>({
  segment: true,
  param: true,
  query: true,
  fragment: true,
  userinfo: true,
  reg_name: true,
});

/** RFC 2396 and its variant RFC 2732: one face, two grammars. */
export function rfc2396Entry(
  name: "rfc2396" | "rfc2732",
  title: string,
  m: typeof rfc2396 | typeof rfc2732,
): DialectEntry {
  const tree = m.tree as (input: string, rule?: string) => ParseTree;
  return {
    name,
    title,
    parse: (input) => m.parse(input),
    view: (input) => primitiveFields(m.parse(input)),
    viewJson: (input) => referenceJson(m.parse(input)),
    split: (input) => ({ ...m.split(input) }),
    generic: (input) => fromRfc2396(m.parse(input)),
    resolve: (base, reference, options) =>
      m.resolve(
        base,
        reference,
        options as rfc2396.Rfc2396ResolveOptions | undefined,
      ),
    relativize: (base, target, options) =>
      m.relativize(
        base,
        target,
        options as rfc2396.Rfc2396ResolveOptions | undefined,
      ),
    resolveOptions: RFC2396_RESOLVE_OPTIONS,
    normalize: (input, options) =>
      m.normalize(input, options as rfc2396.Rfc2396NormalizeOptions),
    equivalent: (a, b, options) =>
      m.equivalent(a, b, options as rfc2396.Rfc2396NormalizeOptions),
    normalizeOptions: booleanOptions<rfc2396.Rfc2396NormalizeOptions>(
      "decodeUnreserved",
      "removeDotSegments",
    ),
    escape: (text, component) =>
      m.escape(text, component as rfc2396.Rfc2396EscapeComponent),
    escapeComponents: RFC2396_ESCAPE,
    unescape: m.unescape,
    rules: m.rules,
    tree: (input, rule) => tree(input, rule),
  };
}
