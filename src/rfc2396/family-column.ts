// RFC 2396 and its variant RFC 2732 as compare, diff, the command line and
// the page read them (their column of the face in src/dialect.ts): one face,
// two grammars. Each dialect's column module (src/rfc2396/column.ts,
// src/rfc2732/column.ts) makes its own with rfc2396Column, and loads only its
// own grammar.
import { rfcTitle } from "../errors.js";
import type * as rfc2396 from "./index.js";
import type * as rfc2732 from "../rfc2732/index.js";
import { requireAbsoluteBase, resolveParsed } from "./resolve.js";
import { recompose } from "./serialize.js";
import { ESCAPE_COMPONENTS } from "./escape.js";
import { genericOf, toReferenceComponents } from "./components.js";
import type { Rfc2396EntryRule } from "./dialect.js";
import type { DIALECTS } from "../registry.js";
import { readerOf, type BoundModule } from "../shared/bind.js";
import type { ParseTree } from "../shared/tree.js";
import { referenceJson } from "../shared/reference-json.js";
import {
  booleanOptions,
  columnOf,
  primitiveFields,
  type DialectEntry,
  type OptionSpec,
} from "../dialect.js";

const RESOLVE_OPTIONS: readonly OptionSpec[] = [
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

/** The rule the entry parser starts parse at (src/registry.ts): both grammars'. */
const LENIENT: (typeof DIALECTS)["rfc2396" | "rfc2732"]["entryRules"][0] =
  "lenient_URI_reference";

/** RFC 2396 and its variant RFC 2732: one face, two grammars. */
export function rfc2396Column(
  name: "rfc2396" | "rfc2732",
  m: typeof rfc2396 | typeof rfc2732,
  entryParser: BoundModule<Rfc2396EntryRule>,
): DialectEntry {
  const tree = m.tree as (input: string, rule?: string) => ParseTree;
  return {
    ...columnOf({
      name,
      title: rfcTitle(name),
      parse: (input) => m.parse(input),
      tryParse: (input) => m.tryParse(input),
      viewOf: primitiveFields,
      viewJsonOf: referenceJson,
      genericOf,
    }),
    name,
    readGeneric: readerOf(entryParser, LENIENT, toReferenceComponents<string>),
    split: (input) => ({ ...m.split(input) }),
    resolve: m.resolve as DialectEntry["resolve"],
    relativize: m.relativize as DialectEntry["relativize"],
    // createResolver(base)(reference), default options, the reference
    // already read.
    resolveRead: (base, reference, read) => {
      const parsedBase = m.parse(base);
      requireAbsoluteBase(name, parsedBase, base, "");
      if (!read.ok) throw read.error;
      const ref = read.value as rfc2396.Rfc2396Reference;
      return recompose(
        resolveParsed(name, parsedBase, base, ref, reference, m.parse),
      );
    },
    resolveOptions: RESOLVE_OPTIONS,
    normalize: m.normalize as DialectEntry["normalize"],
    equivalent: m.equivalent as DialectEntry["equivalent"],
    normalizeOptions: booleanOptions<rfc2396.Rfc2396NormalizeOptions>(
      "decodeUnreserved",
      "removeDotSegments",
    ),
    escape: m.escape as DialectEntry["escape"],
    escapeComponents: ESCAPE_COMPONENTS,
    unescape: m.unescape,
    rules: m.rules,
    tree: (input, rule) => tree(input, rule),
  };
}
