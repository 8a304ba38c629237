// The RFC 2396 dialect, built on a generated parser of RFC 2396's grammar or
// of a variant of it. src/rfc2396/index.ts builds RFC 2396's; a variant
// (src/rfc2732, on grammars/rfc2732.peggy) builds its own from its parser, its
// name, its host kinds and its reserved characters; a grammar compiled at run
// time (src/variant.ts) builds all at once (createRfc2396Dialect). What is
// bound to the grammar (isValid, parseRule, tree) is bound by
// src/shared/bind.ts, parse and tryParse on its nodeOf here (createRfc2396Core);
// the rest is RFC 2396's: the components
// (components.ts), resolution by section 5.2 (resolve.ts), normalization by
// section 6 (normalize.ts), escaping by section 2.4 (escape.ts),
// serialization by section 5.2 step 7 (serialize.ts).
import { RFC2396_HELPER_RULES } from "../../compiler/facts.js";
import { formatWith, type FormatParts } from "../shared/format.js";
import { splitWith } from "../shared/appendix-b.js";
import { relativizeWith } from "../shared/relativize.js";
import type { Rfc2396Split } from "./split.js";
import type { HostNode, URIReferenceNode } from "../../generated/rfc2396.js";
import type { ParseResult } from "../dialect.js";
import {
  requireString,
  rfcTitle,
  type GrammarName,
  UrlSyntaxError,
} from "../errors.js";
import {
  acceptorOf,
  cutReaderOfEntry,
  entryOf,
  nodeOf,
  refusal,
  rejection,
  type BoundModule,
  type Entry,
  type ReportParse,
} from "../shared/bind.js";
import { Cuts, Merged, type CutReader } from "../shared/cut-points.js";
import { isRejected } from "../shared/grammar.js";
import { checkOptions } from "../shared/options.js";
import {
  genericOf,
  toReference,
  toReferenceComponents,
  type Rfc2396HostKind,
  type Rfc2396Reference,
  type Rfc2396ReferenceComponents,
} from "./components.js";
import { escaping, type Rfc2396EscapeComponent } from "./escape.js";
import {
  equivalentOf,
  normalizeOf,
  type Rfc2396NormalizeOptions,
} from "./normalize.js";
import {
  RESOLVE_OPTIONS,
  failNotAbsolute,
  resolveCut,
  type Rfc2396ResolveOptions,
} from "./resolve.js";
import { serializeOf, type Rfc2396Parts } from "./serialize.js";

export { equivalentOf, normalizeOf, serializeOf };

/** The helper rules of rfc2396.peggy (not RFC rules, see its header), which a variant keeps. */
export const HELPER_RULES = RFC2396_HELPER_RULES;
export type Rfc2396HelperRule = (typeof HELPER_RULES)[number];

/** The node of lenient_URI_reference (and of URI_reference), with hosts of the kinds `HostKind`. */
export type Rfc2396Node<HostKind extends string> = URIReferenceNode<
  HostNode<HostKind>
>;

/** The entry rules of a grammar of RFC 2396's (src/registry.ts): parse starts at the first. */
export type Rfc2396EntryRule = "lenient_URI_reference" | "URI_reference";

/** The functions of a dialect on RFC 2396's grammar or a variant's (see src/rfc2396/index.ts for each). */
export interface Rfc2396DialectFunctions<HostKind extends string> {
  parse(input: string): Rfc2396Reference<HostKind>;
  tryParse(input: string): ParseResult<Rfc2396Reference<HostKind>>;
  /** Appendix B's split of any string (src/rfc2396/split.ts). */
  split(input: string): Rfc2396Split;
  /** A reference built from its parts, each escaped (src/shared/format.ts). */
  format(parts: FormatParts): string;
  resolve(
    base: string,
    reference: string,
    options?: Rfc2396ResolveOptions,
  ): string;
  createResolver(
    base: string,
    options?: Rfc2396ResolveOptions,
  ): (reference: string) => string;
  /**
   * The shortest reference that `resolve(base, ·, options)` maps to the
   * target, itself first resolved against the base: `resolve(base,
   * relativize(base, t)) === resolve(base, t)` (src/shared/relativize.ts
   * gives the candidates and the order that breaks ties).
   */
  relativize(
    base: string,
    target: string,
    options?: Rfc2396ResolveOptions,
  ): string;
  /**
   * Section 5.2 step 7: the components recombined into a URI reference. Takes
   * any object with the five components (a parsed reference has them): path a
   * string, scheme, authority, query and fragment each a string or undefined,
   * read as own properties. For every string `parse` accepts,
   * `serialize(parse(s)) === s`. What it returns reads back, by `parse`, as
   * the components given: components that cannot be written so (a path
   * beginning with "//" and no authority, a query after an opaque_part, text
   * outside the grammar) are a TypeError, as is a value that is not such an
   * object.
   */
  serialize(components: Rfc2396Parts): string;
  normalize(input: string, options?: Rfc2396NormalizeOptions): string;
  equivalent(a: string, b: string, options?: Rfc2396NormalizeOptions): boolean;
  escape(text: string, component: Rfc2396EscapeComponent): string;
  unescape(text: string): string;
  unescapeOctets(text: string): Uint8Array;
}

/**
 * What the functions of a dialect on RFC 2396's grammar build on: parse, and
 * whether a string is a reference (lenient_URI_reference), from the entry
 * parser and, for an error's details, its reporting parser. Each function of
 * the dialect is made apart from it (the functions below, each called
 * `/* @__PURE__ *\/` by src/rfc2396/index.ts and src/rfc2732/index.ts), so
 * that a bundler drops what the code it bundles does not use.
 */
export interface Rfc2396Core<
  Name extends GrammarName,
  HostKind extends string,
> {
  readonly name: Name;
  parse(input: string): Rfc2396Reference<HostKind>;
  tryParse(input: string): ParseResult<Rfc2396Reference<HostKind>>;
  /** `parse`, for serialize's read-back: the components section 5.2 reads, without the typed fields and segments. */
  parseComponents(input: string): Rfc2396ReferenceComponents;
}

/** What resolution reads of a dialect: each reference's cut points (src/shared/cut-points.ts). */
export interface Rfc2396Resolution {
  readonly name: GrammarName;
  readonly readCuts: CutReader;
}

/**
 * Resolution on the entry parser (lenient_URI_reference's): its cutter's cut
 * points (or, without one, its parse and the split of the string). A resolve
 * made of it carries no typed reference, component mapping or segments.
 */
export function resolutionOf<Node>(
  name: GrammarName,
  entry: Entry<Node, never>,
): Rfc2396Resolution {
  return { name, readCuts: cutReaderOfEntry(entry, true) };
}

/** The core of the dialect on `entry`, the entry parser started at lenient_URI_reference (see Rfc2396Core). */
export function createRfc2396Core<
  Name extends GrammarName,
  HostKind extends string = Rfc2396HostKind,
>(
  name: Name,
  entry: Entry<Rfc2396Node<HostKind>, never>,
): Rfc2396Core<Name, HostKind> {
  // Written here, not made by a function every dialect shares (see nodeOf):
  // the dialects on RFC 2396's grammar share these, and their mapping.
  return {
    name,
    parse(input) {
      const node = nodeOf(entry, input);
      if (isRejected(node)) throw new UrlSyntaxError(refusal(entry, input));
      return toReference(node);
    },
    tryParse(input) {
      const node = nodeOf(entry, input);
      return isRejected(node)
        ? rejection(entry, input)
        : { ok: true, value: toReference(node) };
    },
    parseComponents(input) {
      const node = nodeOf(entry, input);
      if (isRejected(node)) throw new UrlSyntaxError(refusal(entry, input));
      return toReferenceComponents(node);
    },
  };
}

/** Appendix B's split (src/rfc2396/split.ts), with whether the string is a URI_reference (by the entry parser, `module`). */
export function splitOf(
  module: BoundModule<"URI_reference">,
): (input: string) => Rfc2396Split {
  return splitWith(acceptorOf(module, "URI_reference"));
}

/**
 * format (src/shared/format.ts) for the dialect: its escaping by `escape`,
 * its host checked by `match`, the recognizer of every rule
 * (generated/NAME.match.js).
 */
export function formatOf(
  core: Rfc2396Core<GrammarName, string>,
  escape: (text: string, component: Rfc2396EscapeComponent) => string,
  match: BoundModule<"host">,
): (parts: FormatParts) => string {
  const { name } = core;
  const isHost = acceptorOf(match, "host");
  return (parts) =>
    formatWith(
      {
        name,
        title: rfcTitle(name),
        escape,
        // A server's host (a hostname, an IPv4address, a variant's
        // IPv6reference); a registry-based authority has no host.
        host: (host) => (isHost(host) ? host : undefined),
        read: (text) => genericOf(core.parse(text)),
        opaqueURIs: true,
        rfc1808Paths: false,
      },
      parts,
    );
}

/**
 * A resolver bound to one base, which is parsed once (section 5.2); its
 * options checked as those of `fn` (createResolver, or resolve).
 */
export function createResolverOf(
  resolution: Rfc2396Resolution,
  fn = "createResolver",
): (
  base: string,
  options?: Rfc2396ResolveOptions,
) => (reference: string) => string {
  const { name, readCuts: read } = resolution;
  const fullName = `${name}.${fn}`;
  // Scratch for each reference: a resolver runs no code of its caller's
  // between reading a reference and writing its target.
  const refCuts = new Cuts();
  const merged = new Merged();
  return (base, given) => {
    requireString(base, "base");
    const options = checkOptions(fullName, given, RESOLVE_OPTIONS) ?? NONE;
    const baseCuts = new Cuts();
    read(base, baseCuts);
    if (baseCuts.scheme < 0) failNotAbsolute(name, base, "");
    return (reference: string): string => {
      read(reference, refCuts);
      return resolveCut(
        name,
        base,
        baseCuts,
        reference,
        refCuts,
        reference,
        read,
        options,
        merged,
      );
    };
  };
}

const NONE: Rfc2396ResolveOptions = {};

/** resolve: section 5.2. */
export function resolveOf(
  resolution: Rfc2396Resolution,
): (
  base: string,
  reference: string,
  options?: Rfc2396ResolveOptions,
) => string {
  const { name, readCuts: read } = resolution;
  const fn = `${name}.resolve`;
  // Scratch: resolve runs no code of its caller's between reading the two
  // texts (the options are read first) and writing the target.
  const baseCuts = new Cuts();
  const refCuts = new Cuts();
  const merged = new Merged();
  // createResolver(base, options)(reference), without the resolver made.
  return (base, reference, given) => {
    requireString(base, "base");
    const options = checkOptions(fn, given, RESOLVE_OPTIONS) ?? NONE;
    read(base, baseCuts);
    if (baseCuts.scheme < 0) failNotAbsolute(name, base, "");
    read(reference, refCuts);
    return resolveCut(
      name,
      base,
      baseCuts,
      reference,
      refCuts,
      reference,
      read,
      options,
      merged,
    );
  };
}

/** relativize (src/shared/relativize.ts), its candidates tested by `isReference` (lenient_URI_reference's). */
export function relativizeOf(
  resolution: Rfc2396Resolution,
  isReference: (input: string) => boolean,
): (base: string, target: string, options?: Rfc2396ResolveOptions) => string {
  const createResolver = createResolverOf(resolution, "relativize");
  return (base, target, given) => {
    const options = checkOptions(
      `${resolution.name}.relativize`,
      given,
      RESOLVE_OPTIONS,
    );
    return relativizeWith(
      {
        isReference,
        resolve: (b, r) => createResolver(b, options)(r),
      },
      base,
      target,
    );
  };
}

/**
 * Every function of a dialect on a grammar of RFC 2396's at once, over one
 * generated module that has every rule and both parsers (a grammar compiled
 * at run time by src/variant.ts, whose rules are `rules`): the shipped
 * dialects make each function apart instead, so that a bundler keeps only
 * those used.
 */
export function createRfc2396Dialect<
  Name extends GrammarName,
  HostKind extends string = Rfc2396HostKind,
>(grammar: {
  readonly name: Name;
  readonly parser: BoundModule<string> & {
    readonly parse: ReportParse<string>;
  };
  readonly reserved: string;
}): Rfc2396DialectFunctions<HostKind> {
  const { name, parser } = grammar;
  const entry = entryOf<Rfc2396Node<HostKind>, Rfc2396EntryRule>(
    name,
    parser,
    parser.parse,
    "lenient_URI_reference",
    "URI_reference",
  );
  const core = createRfc2396Core<Name, HostKind>(name, entry);
  const resolution = resolutionOf(name, entry);
  const { escape, unescape, unescapeOctets } = escaping(name, grammar.reserved);
  return {
    parse: core.parse,
    tryParse: core.tryParse,
    split: splitOf(parser),
    format: formatOf(core, escape, parser),
    resolve: resolveOf(resolution),
    createResolver: createResolverOf(resolution),
    relativize: relativizeOf(
      resolution,
      acceptorOf(parser, "lenient_URI_reference"),
    ),
    serialize: serializeOf(core),
    normalize: normalizeOf(core),
    equivalent: equivalentOf(core),
    escape,
    unescape,
    unescapeOctets,
  };
}
