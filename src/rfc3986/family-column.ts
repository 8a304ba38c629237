// RFC 3986 and the grammars that amend it (RFC 3987's IRIs, RFC 6874's zone
// identifiers) as compare, diff, the command line and the page read them
// (their column of the face in src/dialect.ts): one face, three grammars.
// Each dialect's column module (src/rfc3986/column.ts,
// src/rfc3987/column.ts, src/rfc6874/column.ts) makes its own with
// rfc3986Column, and loads only its own grammar.
import { rfcTitle } from "../errors.js";
import type { GenericComponents } from "../generic.js";
import { genericOf, type Rfc3986Reference } from "./components.js";
import { requireBase, transformReference } from "./resolve.js";
import type { Rfc3986NormalizeOptions } from "./normalize.js";
import type { Rfc3986ResolveOptions } from "./resolve.js";
import type { Rfc3986Split } from "./split.js";
import type { ParseTree } from "../shared/tree.js";
import {
  booleanOptions,
  columnOf,
  primitiveJson,
  type ComponentView,
  type DialectEntry,
  type OptionSpec,
  type ParseResult,
} from "../dialect.js";

/** The RFC 3986 family's dialects. */
export type Rfc3986FamilyName = "rfc3986" | "rfc3987" | "rfc6874";

/** What a column reads of its dialect's module (src/rfcNNNN/index.ts): RFC 3986's face, its types erased to RFC 3986's. */
export interface Rfc3986FamilyModule {
  readonly parse: (input: string) => object;
  readonly tryParse: (input: string) => ParseResult<object>;
  readonly split: (input: string) => Rfc3986Split;
  readonly resolve: (
    base: string,
    reference: string,
    options?: Rfc3986ResolveOptions,
  ) => string;
  readonly relativize: (
    base: string,
    target: string,
    options?: Rfc3986ResolveOptions,
  ) => string;
  readonly normalize: (input: string, options?: never) => string;
  readonly equivalent: (a: string, b: string, options?: never) => boolean;
  readonly escape: (text: string, component: never) => string;
  readonly unescape: (text: string) => string;
  readonly rules: readonly string[];
  readonly tree: (input: string, rule?: never) => ParseTree;
}

/** What differs from one dialect of the family to the next. */
export interface Rfc3986FamilySpec {
  readonly name: Rfc3986FamilyName;
  readonly module: Rfc3986FamilyModule;
  /** The components of a string read straight from the entry parser's node, or undefined where parse throws. */
  readonly readGeneric: (input: string) => GenericComponents | undefined;
  /** The options of normalize and equivalent. */
  readonly normalizeOptions: readonly OptionSpec[];
  /** The components escape takes. */
  readonly escapeComponents: readonly string[];
}

/** The options of normalize and equivalent that RFC 3986 section 6.2 names, for every dialect of the family. */
export const RFC3986_NORMALIZE_OPTIONS: readonly OptionSpec[] =
  booleanOptions<Rfc3986NormalizeOptions>(
    "caseNormalization",
    "percentEncodingNormalization",
    "pathSegmentNormalization",
    "schemeBasedNormalization",
  );

/** A host as the grammar found it: its alternative and text, and an IP-literal's kind and (RFC 6874's IPv6addrz) zone identifier. */
type FamilyHost =
  | {
      readonly type: "reg-name" | "ireg-name" | "IPv4address";
      readonly text: string;
    }
  | {
      readonly type: "IP-literal";
      readonly text: string;
      readonly ipLiteral:
        | { readonly type: "IPv6address" | "IPvFuture" }
        | { readonly type: "IPv6addrz"; readonly zoneID: string };
    };

/**
 * The components as compare shows them: the host is an object there (its
 * alternative, and an IP-literal's address), flattened here to its text and
 * `hostKind`, the alternative that matched ("IPv6address", "IPvFuture" and,
 * in RFC 6874, "IPv6addrz" for the kinds of IP-literal), and a zone
 * identifier (RFC 6874) as written, `zoneID`.
 */
function viewOf(r: Rfc3986Reference): ComponentView {
  // Each field read by its alternative (type), never by whether it is there:
  // a field a polluted Object.prototype holds is no component.
  const host = r.host as FamilyHost | undefined;
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
export function rfc3986Column(spec: Rfc3986FamilySpec): DialectEntry {
  const { name, module: m } = spec;
  const parse = m.parse as (input: string) => Rfc3986Reference;
  return {
    ...columnOf({
      name,
      title: rfcTitle(name),
      parse,
      tryParse: m.tryParse as (input: string) => ParseResult<Rfc3986Reference>,
      viewOf,
      // Every string of the view is text the grammar accepted (see primitiveJson).
      viewJsonOf: (r) => primitiveJson(viewOf(r), true),
      genericOf,
    }),
    name,
    readGeneric: spec.readGeneric,
    split: (input) => ({ ...m.split(input) }),
    resolve: (base, reference, options) =>
      m.resolve(base, reference, options as Rfc3986ResolveOptions | undefined),
    // resolve(base, reference), strict, the reference already read.
    resolveRead: (base, reference, read) => {
      const parsedBase = requireBase(name, parse(base), base, reference);
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
    normalizeOptions: spec.normalizeOptions,
    escape: (text, component) => m.escape(text, component as never),
    escapeComponents: spec.escapeComponents,
    unescape: m.unescape,
    rules: m.rules,
    tree: (input, rule) => m.tree(input, rule as never),
  };
}
