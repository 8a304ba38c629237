// url-grammars/rfc3986: the RFC 3986 dialect (URI generic syntax, STD 66, 2005).
import { UrlSyntaxError } from "../errors.js";
import * as grammarText from "../../generated/rfc3986.bnf.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import { splitWith, type AppendixBSplit } from "../shared/appendix-b.js";
import {
  createResolverOf,
  createRfc3986Core,
  equivalentOf,
  formatOf,
  normalizeOf,
  relativizeOf,
  resolutionOf,
  resolveOf,
  serializeOf,
} from "./dialect.js";
import type * as parser from "../../generated/rfc3986.js";
import * as matchParser from "../../generated/rfc3986.match.js";
import * as rulesParser from "../../generated/rfc3986.rules.js";
import * as rulesReport from "../../generated/rfc3986.rules.report.js";
import * as treeParser from "../../generated/rfc3986.tree.js";
import * as entryParser from "../../generated/rfc3986.entry.js";
import * as entryReport from "../../generated/rfc3986.entry.report.js";
import type { Dialect, ParseResult } from "../dialect.js";
import type { DIALECTS } from "../registry.js";
import type { FormatParts } from "../shared/format.js";
import {
  acceptorOf,
  entryOf,
  generatorOf,
  isValidOf,
  parseRuleOf,
  ruleSetOf,
  rulesOf,
  treeOf,
  nodeOf,
  refusal,
  rejection,
} from "../shared/bind.js";
import { isRejected } from "../shared/grammar.js";
import { toReference, type Rfc3986Reference } from "./components.js";
import {
  escape,
  unescape,
  unescapeOctets,
  type Rfc3986EscapeComponent,
} from "./escape.js";
import type { Rfc3986NormalizeOptions } from "./normalize.js";
import { removeDotSegments } from "./remove-dot-segments.js";
import type { Rfc3986ResolveOptions } from "./resolve.js";
import type { Rfc3986Parts } from "./serialize.js";

export type {
  Rfc3986Authority,
  Rfc3986Host,
  Rfc3986IPLiteral,
  Rfc3986IPvFuture,
  Rfc3986NoAuthority,
  Rfc3986PathForm,
  Rfc3986Reference,
  Rfc3986ReferenceComponents,
  Rfc3986RelativeRef,
  Rfc3986RelativeRefWithAuthority,
  Rfc3986RelativeRefWithoutAuthority,
  Rfc3986URI,
  Rfc3986URIWithAuthority,
  Rfc3986URIWithoutAuthority,
} from "./components.js";
export type {
  Rfc3986EscapeComponent,
  Rfc3986NormalizeOptions,
  Rfc3986Parts,
  Rfc3986ResolveOptions,
};
/** The components Appendix B yields, and whether the string is also a URI-reference. */
export type Rfc3986Split = AppendixBSplit;
export type { RuleResult as Rfc3986RuleResult } from "../../generated/rfc3986.js";
export { escape, unescape, unescapeOctets, removeDotSegments };

/** Every rule of RFC 3986 Appendix A (and RFC 5234's ALPHA, DIGIT, HEXDIG), under its name ("-" written "_"). */
export type Rfc3986Rule = parser.StartRuleNames;

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc3986"];
const NAME = "rfc3986";
/** The rule parse stands for (and the entry parser's): the default of isValid and tree. */
const RULE: Facts["rule"] & Facts["entryRules"][0] = "URI_reference";

export const name = NAME;

/** The rules of Appendix A in the RFC's order, then ALPHA, DIGIT, HEXDIG. */
export const rules = /* @__PURE__ */ rulesOf<Rfc3986Rule>(
  matchParser.StartRules,
);

/** URI_reference's parser (generated/rfc3986.entry.js), its errors found by generated/rfc3986.entry.report.js: all a bundle of parse carries. */
const ENTRY = /* @__PURE__ */ entryOf<
  parser.RuleResult<"URI_reference">,
  typeof RULE
>(NAME, entryParser, entryReport.parse, RULE, RULE);

/** What resolve, createResolver and relativize read: the entry parser's cut points. */
const RESOLUTION = /* @__PURE__ */ resolutionOf(NAME, ENTRY);

/** parse, and the five components of section 5.2.1 that serialize reads back. */
const CORE = /* @__PURE__ */ createRfc3986Core(NAME, ENTRY, parse);

/**
 * Parses a URI reference (`URI-reference = URI / relative-ref`) into its
 * typed components. Throws UrlSyntaxError for anything else.
 */
export function parse(input: string): Rfc3986Reference {
  const node = nodeOf(ENTRY, input);
  if (isRejected(node)) throw new UrlSyntaxError(refusal(ENTRY, input));
  return toReference(node);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc3986Reference> {
  const node = nodeOf(ENTRY, input);
  return isRejected(node)
    ? rejection(ENTRY, input)
    : { ok: true, value: toReference(node) };
}

/**
 * Section 5.3: the components recomposed into a URI reference. Takes any
 * object with the five components (a parsed reference has them), read as own
 * properties. For every string `parse` accepts, `serialize(parse(s)) === s`.
 * What it returns reads back, by `parse`, as the components given: components
 * that cannot be written so (an authority followed by a path that does not
 * begin with "/", a path beginning with "//" and no authority, a first
 * segment with ":" and no scheme, text outside the grammar) are a TypeError,
 * as is a value that is not such an object.
 */
export const serialize = /* @__PURE__ */ serializeOf(CORE);

/**
 * Whether `input` is in the language of `rule` (default URI_reference), by
 * Appendix A exactly. A non-string is not valid.
 */
export const isValid: (input: string, rule?: Rfc3986Rule) => boolean =
  /* @__PURE__ */ isValidOf<Rfc3986Rule>(
    NAME,
    matchParser,
    /* @__PURE__ */ ruleSetOf(matchParser.StartRules),
    RULE,
  );

/**
 * A URI reference built from its parts, each escaped for its component
 * (section 2.1: percent-encoding what the component does not allow): a host
 * that is an IP-literal stands as written, any other is escaped as a
 * reg-name. The result reads back as those parts; a part that cannot stand
 * where it was put (a userinfo or port with no host, a path not beginning
 * with "/" after an authority, a path beginning with "//" with none, a first
 * segment holding ":" with no scheme, a scheme or port that is none) is a
 * UrlFormatError naming it. `serialize` writes components as they are.
 */
export const format: (parts: FormatParts) => string = /* @__PURE__ */ formatOf(
  CORE,
  escape,
  (host) => isValid(host, "IP_literal"),
);

/** Whether `input` is a URI-reference, by the entry parser (all a bundle of split carries). */
const isURIReference = /* @__PURE__ */ acceptorOf(entryParser, RULE);

/**
 * Appendix B's regular expression on any string: scheme ($2), authority
 * ($4), path ($5), query ($7) and fragment ($9), undefined where the group
 * did not take part, and whether the string is also a URI-reference. Never
 * throws on a string.
 */
export const split: (input: string) => Rfc3986Split =
  /* @__PURE__ */ splitWith(isURIReference);

const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc3986Rule>(
  NAME,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules),
);

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc3986Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input) as parser.RuleResult<R>;
}

/**
 * Resolves `reference` against the base URI `base` by section 5.2: the base
 * must be a URI (it has a scheme; its fragment is ignored), else a
 * UrlResolutionError. Strict by default; `{ strict: false }` reads `http:g`
 * against an http base as `g` (section 5.2.2).
 */
export const resolve = /* @__PURE__ */ resolveOf(RESOLUTION);

/**
 * The shortest reference that `resolve(base, ·, options)` maps to the target
 * (see relativizeWith in src/shared/relativize.ts for the candidates and the
 * order that breaks ties). The target is first resolved against the base, so
 * the law is `resolve(base, relativize(base, t)) === resolve(base, t)`.
 */
export const relativize = /* @__PURE__ */ relativizeOf(
  RESOLUTION,
  isURIReference,
);

/**
 * A resolver bound to one base, which is parsed and checked (section 5.2.1)
 * at once: a base that is no URI throws here (its error's reference is "").
 */
export const createResolver = /* @__PURE__ */ createResolverOf(RESOLUTION);

/** Section 6.2's normal form (see Rfc3986NormalizeOptions for each rung and its default). */
export const normalize = /* @__PURE__ */ normalizeOf(CORE);

/** Whether two references are equivalent under section 6.2: their normal forms are equal. */
export const equivalent = /* @__PURE__ */ equivalentOf(CORE);

/** The parse tree of `input` from `rule` (default URI_reference): a node for every rule that matched, with its span. */
export const tree = /* @__PURE__ */ treeOf<Rfc3986Rule>(
  NAME,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules),
  RULE,
);

/** The module as a value, checked against the interface every dialect shows. */
export const rfc3986 = {
  name,
  rules,
  parse,
  tryParse,
  isValid,
  split,
  parseRule,
  serialize,
  format,
  resolve,
  relativize,
  normalize,
  equivalent,
  escape,
  unescape,
  tree,
} satisfies Dialect<
  "rfc3986",
  Rfc3986Rule,
  Rfc3986Reference,
  Rfc3986ResolveOptions,
  Rfc3986NormalizeOptions,
  Rfc3986EscapeComponent
>;

/** Seeded strings of RFC 3986's own grammar (generated/rfc3986.bnf.js, read on first use): members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export const generate = /* @__PURE__ */ generatorOf(
  NAME,
  /* @__PURE__ */ bnfReader(grammarText),
  "URI-reference" satisfies Facts["referenceRule"],
);
