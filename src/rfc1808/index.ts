// url-grammars/rfc1808: the RFC 1808 dialect (relative URLs, 1995).
import { RFC1808_HELPER_RULES } from "../../compiler/facts.js";
import * as grammarText from "../../generated/rfc1808.bnf.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import {
  formatWith,
  type FormatDialect,
  type FormatParts,
} from "../shared/format.js";
import { relativizeWith } from "../shared/relativize.js";
import { splitWith, type Rfc1808Split } from "./split.js";
import type * as parser from "../../generated/rfc1808.js";
import * as matchParser from "../../generated/rfc1808.match.js";
import * as rulesParser from "../../generated/rfc1808.rules.js";
import * as rulesReport from "../../generated/rfc1808.rules.report.js";
import * as treeParser from "../../generated/rfc1808.tree.js";
import * as entryParser from "../../generated/rfc1808.entry.js";
import * as entryReport from "../../generated/rfc1808.entry.report.js";
import type { Dialect, ParseResult } from "../dialect.js";
import { requireString, UrlSyntaxError } from "../errors.js";
import type { DIALECTS } from "../registry.js";
import {
  acceptorOf,
  cutReaderOfEntry,
  entryOf,
  generatorOf,
  isValidOf,
  nodeOf,
  refusal,
  rejection,
  parseRuleOf,
  ruleSetOf,
  rulesOf,
  treeOf,
} from "../shared/bind.js";
import { isRejected } from "../shared/grammar.js";
import { genericOf, toURL, type Rfc1808URL } from "./components.js";
import {
  escape,
  unescape,
  unescapeOctets,
  type Rfc1808EscapeComponent,
} from "./escape.js";
import {
  NORMALIZE_OPTIONS,
  normalizeURL,
  type Rfc1808NormalizeOptions,
} from "./normalize.js";
import { checkOptions } from "../shared/options.js";
import { Cuts, Merged } from "../shared/cut-points.js";
import {
  DEVIATIONS,
  failNotAbsolute,
  resolveCut,
  RESOLVE_OPTIONS,
  type Rfc1808ResolveOptions,
} from "./resolve.js";
import {
  partsDiffer,
  recomposeAny,
  requireParts,
  writtenNames,
  type Rfc1808GenericParts,
  type Rfc1808OpaqueParts,
  type Rfc1808Parts,
} from "./serialize.js";
import { fieldsDiffer, requireReadBack } from "../shared/arguments.js";

export type {
  Common,
  Credentials,
  LoginNetLoc,
  NetLocComponents,
  NoNetLoc,
  NoRelPath,
  OtherNetLoc,
  RelPathComponents,
  Rfc1808GenericRL,
  Rfc1808OpaqueURL,
  Rfc1808RelativeURL,
  Rfc1808URL,
} from "./components.js";
export type {
  Rfc1808EscapeComponent,
  Rfc1808GenericParts,
  Rfc1808NormalizeOptions,
  Rfc1808OpaqueParts,
  Rfc1808Parts,
  Rfc1808ResolveOptions,
};
export type { Rfc1808Split } from "./split.js";
export type { RuleResult as Rfc1808RuleResult } from "../../generated/rfc1808.js";
export { escape, unescape, unescapeOctets, DEVIATIONS };

/** The grammar's helper rules: not rules of section 2.2 (see the grammar's header). */
export const HELPER_RULES = RFC1808_HELPER_RULES;
/** The grammar's helper rules: not the RFC's, so not start rules of the dialect. */
export type Rfc1808HelperRule = (typeof HELPER_RULES)[number];

/** Every rule of RFC 1808 section 2.2, under its name ("-" written "_"). */
export type Rfc1808Rule = Exclude<parser.StartRuleNames, Rfc1808HelperRule>;

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc1808"];
const NAME = "rfc1808";
/** The rule parse stands for (and the entry parser's first): the default of isValid and tree. */
const RULE: Facts["rule"] & Facts["entryRules"][0] = "URL";

export const name = NAME;

/** The rules of section 2.2, in the RFC's order. */
export const rules = /* @__PURE__ */ rulesOf<Rfc1808Rule>(
  matchParser.StartRules,
  HELPER_RULES,
);

/** The entry parser (generated/rfc1808.entry.js: URL's and net_loc_login's, all a bundle of parse carries), its errors found by generated/rfc1808.entry.report.js. */
const ENTRY = /* @__PURE__ */ entryOf<parser.RuleResult<"URL">, typeof RULE>(
  NAME,
  entryParser,
  entryReport.parse,
  RULE,
  RULE,
);

/**
 * Parses a URL into its typed components (section 2.4's components, read by
 * the section 2.2 grammar). Throws UrlSyntaxError outside the grammar and
 * TypeError for a non-string.
 */
export function parse(input: string): Rfc1808URL {
  const node = nodeOf(ENTRY, input);
  if (isRejected(node)) throw new UrlSyntaxError(refusal(ENTRY, input));
  return toURL(node);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc1808URL> {
  const node = nodeOf(ENTRY, input);
  return isRejected(node)
    ? rejection(ENTRY, input)
    : { ok: true, value: toURL(node) };
}

/**
 * Section 2.4's steps on any string: fragment, scheme, net_loc, query,
 * params, then the path (its initial "/" remembered apart), and whether the
 * string is also in the grammar of section 2.2. Never throws on a string.
 */
export const split: (input: string) => Rfc1808Split = /* @__PURE__ */ splitWith(
  /* @__PURE__ */ acceptorOf(entryParser, RULE),
);

/** Whether `input` is in the language of `rule` (default URL). A non-string is not valid. */
export const isValid: (input: string, rule?: Rfc1808Rule) => boolean =
  /* @__PURE__ */ isValidOf<Rfc1808Rule>(
    NAME,
    matchParser,
    /* @__PURE__ */ ruleSetOf(matchParser.StartRules, HELPER_RULES),
    RULE,
  );

const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc1808Rule>(
  NAME,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules, HELPER_RULES),
);

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc1808Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input) as parser.RuleResult<R>;
}

/**
 * Section 4 step 7: the components recombined into a URL. Takes any object
 * with the components of a generic-RL or relativeURL (path a string,
 * pathAbsolute a boolean, scheme, netLoc, params, query and fragment each a
 * string or undefined), or of absoluteURL's second branch (scheme, opaque,
 * fragment), read as own properties; a parsed URL has them. For every string
 * `parse` accepts, `serialize(parse(s)) === s`. What it returns reads back, by
 * `parse`, as the components given: components that cannot be written so (a
 * net_loc followed by a path that begins with "/", a relative path that reads
 * as a scheme, text outside the grammar) are a TypeError, as is a value that
 * is not such an object.
 */
export function serialize(components: Rfc1808Parts): string {
  const { parts, given } = requireParts(components);
  return requireReadBack(
    recomposeAny(parts),
    "rfc1808.serialize",
    parse,
    (back) =>
      partsDiffer(parts, back) ??
      fieldsDiffer(given, back, writtenNames(parts)),
  );
}

/** What resolve and createResolver read of a URL: the entry parser's cut points (src/shared/cut-points.ts). */
const readCuts = /* @__PURE__ */ cutReaderOfEntry(ENTRY, false);
// Scratch for resolve, which runs no code of its caller's between reading
// the two texts (the options are checked first) and writing the URL.
const BASE_CUTS = /* @__PURE__ */ new Cuts();
const REF_CUTS = /* @__PURE__ */ new Cuts();
const MERGED = /* @__PURE__ */ new Merged();

/**
 * Resolves the embedded URL `reference` against `base` by section 4 (see
 * resolve.ts for the steps and DEVIATIONS). An empty base is "unknown" (step 1):
 * the reference is returned as it is.
 */
export function resolve(
  base: string,
  reference: string,
  options?: Rfc1808ResolveOptions,
): string {
  checkOptions("rfc1808.resolve", options, RESOLVE_OPTIONS);
  // createResolver(base)(reference), without the resolver made.
  requireString(base, "base");
  readCuts(base, BASE_CUTS);
  if (base !== "" && BASE_CUTS.scheme < 0) failNotAbsolute(base, "");
  readCuts(reference, REF_CUTS);
  return resolveCut(base, BASE_CUTS, reference, REF_CUTS, MERGED);
}

/**
 * The shortest URL that `resolve(base, ·)` maps to the target, itself first
 * resolved against the base: `resolve(base, relativize(base, t)) ===
 * resolve(base, t)` (src/shared/relativize.ts gives the candidates and the
 * order that breaks ties).
 */
export function relativize(
  base: string,
  target: string,
  options?: Rfc1808ResolveOptions,
): string {
  checkOptions("rfc1808.relativize", options, RESOLVE_OPTIONS);
  return relativizeWith({ isReference: IS_URL, resolve }, base, target);
}

/** Whether `input` is a URL, by the entry parser. */
const IS_URL = /* @__PURE__ */ acceptorOf(entryParser, RULE);

/**
 * A URL built from its parts (scheme, userinfo, host, port, path, query,
 * fragment), each escaped for its component: the userinfo's user and
 * password (split at its first ":") as RFC 1738 section 3.1's login escapes
 * them, each path segment as a segment (so a ";" is data, not params). The
 * host must be a hostname or hostnumber. A part that cannot stand where it
 * was put is a UrlFormatError naming it; the result reads back as the parts.
 */
export function format(parts: FormatParts): string {
  return formatWith(FORMAT, parts);
}

/** Whether `input` is a host (hostname or hostnumber), by the recognizer of every rule. */
const IS_HOST = /* @__PURE__ */ acceptorOf(matchParser, "host");

const FORMAT: FormatDialect = {
  name: "rfc1808",
  title: "RFC 1808",
  escape: (text, component) => {
    if (component !== "userinfo") return escape(text, component);
    const colon = text.indexOf(":");
    return colon < 0
      ? escape(text, "user")
      : `${escape(text.slice(0, colon), "user")}:${escape(text.slice(colon + 1), "password")}`;
  },
  host: (host) => (IS_HOST(host) ? host : undefined),
  read: (text) => genericOf(parse(text)),
  opaqueURIs: false,
  rfc1808Paths: true,
};

/** A resolver bound to one base, which is parsed once. */
export function createResolver(
  base: string,
  // RFC 1808 leaves the resolver no choices; see Rfc1808ResolveOptions.
  options?: Rfc1808ResolveOptions,
): (reference: string) => string {
  requireString(base, "base");
  checkOptions("rfc1808.createResolver", options, RESOLVE_OPTIONS);
  const baseCuts = new Cuts();
  readCuts(base, baseCuts);
  if (base !== "" && baseCuts.scheme < 0) failNotAbsolute(base, "");
  // Scratch for each reference: a resolver runs no code of its caller's
  // between reading a reference and writing its URL.
  const refCuts = new Cuts();
  const merged = new Merged();
  return (reference: string): string => {
    readCuts(reference, refCuts);
    return resolveCut(base, baseCuts, reference, refCuts, merged);
  };
}

/** The normal form of `input` (see normalize.ts for what RFC 1808 and RFC 1738 make equivalent). */
export function normalize(
  input: string,
  options?: Rfc1808NormalizeOptions,
): string {
  const checked = checkOptions("rfc1808.normalize", options, NORMALIZE_OPTIONS);
  return recomposeAny(normalizeURL(input, parse, checked));
}

/** Whether two URLs are equivalent: their normal forms are equal. */
export function equivalent(
  a: string,
  b: string,
  options?: Rfc1808NormalizeOptions,
): boolean {
  const checked = checkOptions(
    "rfc1808.equivalent",
    options,
    NORMALIZE_OPTIONS,
  );
  return normalize(a, checked) === normalize(b, checked);
}

/**
 * The parse tree of `input` from `rule` (default URL): the compact tree,
 * with a node for each structure and character rule that matched, or with
 * `{ detail: true }` the whole derivation (see ParseTree). Throws
 * UrlTreeLimitError past the tree build's node limit.
 */
export const tree = /* @__PURE__ */ treeOf<Rfc1808Rule>(
  NAME,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules, HELPER_RULES),
  RULE,
);

/** The module as a value, checked against the interface every dialect shows. */
export const rfc1808 = {
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
  "rfc1808",
  Rfc1808Rule,
  Rfc1808URL,
  Rfc1808ResolveOptions,
  Rfc1808NormalizeOptions,
  Rfc1808EscapeComponent
>;

/** Seeded strings of RFC 1808's own grammar (generated/rfc1808.bnf.js, read on first use): members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export const generate = /* @__PURE__ */ generatorOf(
  NAME,
  /* @__PURE__ */ bnfReader(grammarText),
  "URL" satisfies Facts["referenceRule"],
);
