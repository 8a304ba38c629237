// The RFC 3986 dialect, built on a generated parser of RFC 3986's grammar or
// of a variant of it. src/rfc3986/index.ts builds RFC 3986's; a variant (a
// grammar whose header says `base: rfc3986`) builds its own from its parser,
// its name and its mapping of the parse to typed components, as RFC 2732's is
// built on RFC 2396's (src/rfc2396/dialect.ts). What is bound to the grammar
// (parse, tryParse, isValid, parseRule, tree) is bound by src/shared/bind.ts;
// the rest is RFC 3986's: resolution by section 5.2 (resolve.ts),
// normalization by section 6 (normalize.ts), recomposition by section 5.3
// (serialize.ts), and format
// (src/shared/format.ts). Each function is made apart, by a call that the
// dialect's module marks `/* @__PURE__ *\/`, so that a bundler keeps only
// those the code it bundles uses.
import {
  requireString,
  rfcTitle,
  type GrammarName,
  UrlSyntaxError,
} from "../errors.js";
import {
  cutReaderOfEntry,
  nodeOf,
  refusal,
  type Entry,
} from "../shared/bind.js";
import { isRejected } from "../shared/grammar.js";
import {
  Cuts,
  cutsOfComponents,
  Merged,
  type CutReader,
} from "../shared/cut-points.js";
import { formatWith, type FormatParts } from "../shared/format.js";
import { relativizeWith } from "../shared/relativize.js";
import {
  genericOf,
  toReferenceComponents,
  type ReferenceNode,
  type Rfc3986FamilyReference,
  type Rfc3986ReferenceComponents,
} from "./components.js";
import type { Rfc3986EscapeComponent } from "./escape.js";
import {
  normalizeOptions,
  normalizeReference,
  type Rfc3986NormalizeOptions,
} from "./normalize.js";
import {
  baseNotAbsolute,
  isStrict,
  transformCut,
  type Rfc3986ResolveOptions,
} from "./resolve.js";
import { serializeChecked, type Rfc3986Parts } from "./serialize.js";

/**
 * What the functions of a dialect on RFC 3986's grammar build on: parse (to
 * the typed reference) and, for serialize's read-back, the five components
 * of section 5.2.1 alone, both from the entry parser.
 */
export interface Rfc3986Core<Name extends GrammarName, Reference> {
  readonly name: Name;
  parse(input: string): Reference;
  parseComponents(input: string): Rfc3986ReferenceComponents;
}

/** What resolution reads of a dialect: each reference's cut points (src/shared/cut-points.ts). */
export interface Rfc3986Resolution {
  readonly name: GrammarName;
  readonly readCuts: CutReader;
}

/**
 * Resolution on the entry parser: its cutter's cut points (or, without one,
 * its parse and the split of the string). A resolve made of it carries no
 * typed reference, component mapping or segments.
 */
export function resolutionOf<Node>(
  name: GrammarName,
  entry: Entry<Node, never>,
): Rfc3986Resolution {
  return { name, readCuts: cutReaderOfEntry(entry, false) };
}

/**
 * Resolution on a core: the cut points of the components its parseComponents
 * gives, which throws on a string outside the grammar (RFC 3987's, which
 * checks section 4.1 too).
 */
export function coreResolutionOf(
  core: Rfc3986Core<GrammarName, unknown>,
): Rfc3986Resolution {
  const { name, parseComponents } = core;
  return {
    name,
    readCuts: (input, cuts) => cutsOfComponents(parseComponents(input), cuts),
  };
}

/**
 * The core of the dialect on `entry`: its `parse`, written by the dialect
 * (see src/shared/bind.ts's nodeOf), and its node mapped by
 * toReferenceComponents, which every dialect on RFC 3986's grammar shares.
 */
export function createRfc3986Core<
  Name extends GrammarName,
  Node extends ReferenceNode,
  Reference,
>(
  name: Name,
  entry: Entry<Node, never>,
  parse: (input: string) => Reference,
): Rfc3986Core<Name, Reference> {
  return {
    name,
    parse,
    parseComponents(input) {
      const node = nodeOf(entry, input);
      if (isRejected(node)) throw new UrlSyntaxError(refusal(entry, input));
      return toReferenceComponents(node);
    },
  };
}

/**
 * Section 5.3: the components recomposed into a URI reference, checked to
 * read back as the components given (see serializeChecked).
 */
export function serializeOf(
  core: Rfc3986Core<GrammarName, Rfc3986FamilyReference>,
): (components: Rfc3986Parts) => string {
  const { name, parse, parseComponents } = core;
  return (components) =>
    serializeChecked(name, components, parseComponents, parse);
}

/**
 * format (src/shared/format.ts) for the dialect: each part escaped by
 * `escape`; a host that `isIPLiteral` accepts stands as written, any other is
 * escaped as a reg-name.
 */
export function formatOf(
  core: Rfc3986Core<GrammarName, Rfc3986FamilyReference>,
  escape: (text: string, component: Rfc3986EscapeComponent) => string,
  isIPLiteral: (host: string) => boolean,
): (parts: FormatParts) => string {
  const { name, parse } = core;
  const dialect = {
    name,
    title: rfcTitle(name),
    escape,
    host: (host: string) =>
      isIPLiteral(host) ? host : escape(host, "reg_name"),
    read: (text: string) => genericOf(parse(text)),
    opaqueURIs: false,
    rfc1808Paths: false,
  };
  return (parts) => formatWith(dialect, parts);
}

/**
 * A resolver bound to one base, which is parsed and checked (section 5.2.1)
 * at once: a base that is no URI throws there (its error's reference is "").
 */
export function createResolverOf(
  resolution: Rfc3986Resolution,
): (
  base: string,
  options?: Rfc3986ResolveOptions,
) => (reference: string) => string {
  const { name, readCuts: read } = resolution;
  const fullName = `${name}.createResolver`;
  // Scratch for each reference: a resolver runs no code of its caller's
  // between reading a reference and writing its target.
  const refCuts = new Cuts();
  const merged = new Merged();
  return (base, options) => {
    requireString(base, "base");
    const strict = isStrict(fullName, options);
    const baseCuts = new Cuts();
    read(base, baseCuts);
    if (baseCuts.scheme < 0) throw baseNotAbsolute(name, base, "");
    return (reference) => {
      read(reference, refCuts);
      return transformCut(base, baseCuts, reference, refCuts, strict, merged);
    };
  };
}

/**
 * resolve: section 5.2. The base must be a URI (it has a scheme; its
 * fragment is ignored), else a UrlResolutionError.
 */
export function resolveOf(
  resolution: Rfc3986Resolution,
): (
  base: string,
  reference: string,
  options?: Rfc3986ResolveOptions,
) => string {
  const { name, readCuts: read } = resolution;
  const fn = `${name}.resolve`;
  // Scratch: resolve runs no code of its caller's between reading the two
  // texts (the options are read first) and writing the target.
  const baseCuts = new Cuts();
  const refCuts = new Cuts();
  const merged = new Merged();
  return (base, reference, options) => {
    requireString(base, "base");
    requireString(reference, "reference");
    const strict = isStrict(fn, options);
    read(base, baseCuts);
    if (baseCuts.scheme < 0) throw baseNotAbsolute(name, base, reference);
    read(reference, refCuts);
    return transformCut(base, baseCuts, reference, refCuts, strict, merged);
  };
}

const NOT_STRICT: Rfc3986ResolveOptions = { strict: false };

/** relativize (src/shared/relativize.ts), its candidates tested by `isReference` (the entry parser's acceptor). */
export function relativizeOf(
  resolution: Rfc3986Resolution,
  isReference: (input: string) => boolean,
): (base: string, target: string, options?: Rfc3986ResolveOptions) => string {
  const resolve = resolveOf(resolution);
  const fn = `${resolution.name}.relativize`;
  return (base, target, options) => {
    const strict = isStrict(fn, options);
    return relativizeWith(
      {
        isReference,
        resolve: (b, r) => resolve(b, r, strict ? undefined : NOT_STRICT),
      },
      base,
      target,
    );
  };
}

/** normalize: section 6.2's normal form (see Rfc3986NormalizeOptions). */
export function normalizeOf(
  core: Rfc3986Core<GrammarName, Rfc3986FamilyReference>,
): (input: string, options?: Rfc3986NormalizeOptions) => string {
  const { name, parse } = core;
  const fullName = `${name}.normalize`;
  return (input, options) =>
    normalizeReference(parse(input), normalizeOptions(fullName, options));
}

/** equivalent: whether two references' normal forms (section 6.2) are equal. */
export function equivalentOf(
  core: Rfc3986Core<GrammarName, Rfc3986FamilyReference>,
): (a: string, b: string, options?: Rfc3986NormalizeOptions) => boolean {
  const { name, parse } = core;
  const fn = `${name}.equivalent`;
  return (a, b, options) => {
    const checked = normalizeOptions(fn, options);
    return (
      normalizeReference(parse(a), checked) ===
      normalizeReference(parse(b), checked)
    );
  };
}
