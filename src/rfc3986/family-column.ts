// RFC 3986 and the grammars that amend it (RFC 3987's IRIs, RFC 6874's zone
// identifiers) as compare, diff, the command line and the page read them
// (their column of the face in src/dialect.ts): one face, three grammars.
// Each dialect's column module (src/rfc3986/column.ts,
// src/rfc3987/column.ts, src/rfc6874/column.ts) makes its own with
// rfc3986Column, and loads only its own grammar.
import { rfcTitle } from "../errors.js";
import { DIALECTS } from "../registry.js";
import { readerOf, type BoundModule } from "../shared/bind.js";
import {
  genericOf,
  toReferenceComponents,
  type Rfc3986FamilyReference,
  type Rfc3986Reference,
} from "./components.js";
import type { Rfc3986EscapeComponent } from "./escape.js";
import { requireBase, transformReference } from "./resolve.js";
import type { Rfc3986NormalizeOptions } from "./normalize.js";
import type { Rfc3986ResolveOptions } from "./resolve.js";
import {
  booleanOptions,
  columnOf,
  every,
  primitiveJson,
  type ComponentView,
  type Dialect,
  type DialectEntry,
  type OptionSpec,
} from "../dialect.js";

/** The RFC 3986 family's dialects. */
export type Rfc3986FamilyName = "rfc3986" | "rfc3987" | "rfc6874";

/** What a column reads of its dialect's module (src/rfcNNNN/index.ts): RFC 3986's face, its types erased to RFC 3986's. */
export type Rfc3986FamilyModule = Omit<
  Dialect<
    Rfc3986FamilyName,
    string,
    Rfc3986FamilyReference,
    Rfc3986ResolveOptions,
    never,
    never
  >,
  "name" | "isValid" | "parseRule" | "serialize" | "format"
>;

/** The rule the entry parser of the dialect `N` starts at (src/registry.ts). */
type EntryRule<N extends Rfc3986FamilyName> =
  (typeof DIALECTS)[N]["entryRules"][0];

/** What differs from one dialect of the family to the next. */
export interface Rfc3986FamilySpec<N extends Rfc3986FamilyName> {
  readonly name: N;
  readonly module: Rfc3986FamilyModule;
  /** The entry parser (generated/NAME.entry.js), which readGeneric reads a string with. */
  readonly entryParser: BoundModule<EntryRule<N>>;
  /** Whether a string the grammar takes is the dialect's (RFC 3987's section 4.1), where not every one is. */
  readonly admits?: (input: string) => boolean;
  /** The options of normalize and equivalent besides section 6.2's (RFC 3987's). */
  readonly moreNormalizeOptions?: readonly OptionSpec[];
  /** The components escape takes, where they are not RFC 3986's (RFC 3987's). */
  readonly escapeComponents?: readonly string[];
}

/** The options of normalize and equivalent that RFC 3986 section 6.2 names, for every dialect of the family. */
const NORMALIZE_OPTIONS: readonly OptionSpec[] =
  booleanOptions<Rfc3986NormalizeOptions>(
    "caseNormalization",
    "percentEncodingNormalization",
    "pathSegmentNormalization",
    "schemeBasedNormalization",
  );

/** The components RFC 3986's escape (and RFC 6874's) takes. */
const ESCAPE_COMPONENTS = every<Rfc3986EscapeComponent>({
  segment: true,
  segment_nz_nc: true,
  query: true,
  fragment: true,
  userinfo: true,
  reg_name: true,
});

/**
 * The components as compare shows them: the host is an object there (its
 * alternative, and an IP-literal's address), flattened here to its text and
 * `hostKind`, the alternative that matched ("IPv6address", "IPvFuture" and,
 * in RFC 6874, "IPv6addrz" for the kinds of IP-literal), and a zone
 * identifier (RFC 6874) as written, `zoneID`.
 */
function viewOf(r: Rfc3986FamilyReference): ComponentView {
  // Each field read by its alternative (type), never by whether it is there:
  // a field a polluted Object.prototype holds is no component.
  const host = r.host;
  const ipLiteral = host?.type === "IP-literal" ? host.ipLiteral : undefined;
  const view = {
    kind: r.kind,
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: host?.text,
    hostKind: ipLiteral?.type ?? host?.type,
    port: r.port,
    pathForm: r.pathForm,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
  return ipLiteral?.type === "IPv6addrz"
    ? { ...view, zoneID: ipLiteral.zoneID }
    : view;
}

/** RFC 3986, RFC 3987 or RFC 6874: one face, three grammars. */
export function rfc3986Column<N extends Rfc3986FamilyName>(
  spec: Rfc3986FamilySpec<N>,
): DialectEntry {
  const { name, module: m, admits } = spec;
  const readComponents = readerOf(
    spec.entryParser,
    DIALECTS[name].entryRules[0] as EntryRule<N>,
    toReferenceComponents,
  );
  return {
    ...columnOf({
      name,
      title: rfcTitle(name),
      parse: m.parse,
      tryParse: m.tryParse,
      viewOf,
      // Every string of the view is text the grammar accepted (see primitiveJson).
      viewJsonOf: (r) => primitiveJson(viewOf(r), true),
      genericOf,
    }),
    name,
    readGeneric:
      admits === undefined
        ? readComponents
        : (input) => (admits(input) ? readComponents(input) : undefined),
    split: (input) => ({ ...m.split(input) }),
    resolve: (base, reference, options) =>
      m.resolve(base, reference, options as Rfc3986ResolveOptions | undefined),
    // resolve(base, reference), strict, the reference already read (section
    // 5.2 reads its five components, which each reference of the family has).
    resolveRead: (base, reference, read) => {
      const parsed = m.parse(base) as Rfc3986Reference;
      const parsedBase = requireBase(name, parsed, base, reference);
      if (!read.ok) throw read.error;
      return transformReference(
        parsedBase,
        read.value as Rfc3986Reference,
        true,
      );
    },
    relativize: (base, target, options) =>
      m.relativize(base, target, options as Rfc3986ResolveOptions | undefined),
    resolveOptions: booleanOptions<Rfc3986ResolveOptions>("strict"),
    normalize: (input, options) => m.normalize(input, options as never),
    equivalent: (a, b, options) => m.equivalent(a, b, options as never),
    normalizeOptions: [
      ...NORMALIZE_OPTIONS,
      ...(spec.moreNormalizeOptions ?? []),
    ],
    escape: (text, component) => m.escape(text, component as never),
    escapeComponents: spec.escapeComponents ?? ESCAPE_COMPONENTS,
    unescape: m.unescape,
    rules: m.rules,
    tree: (input, rule) => m.tree(input, rule),
  };
}
