// url-grammars/rfc1808: the RFC 1808 dialect (relative URLs, 1995).
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
import { requireString } from "../errors.js";
import {
  accepts,
  isRejected,
  parserOptions,
  reportOptions,
  requireRule,
  runParser,
  ruleValue,
  startParser,
  startParsers,
  syntaxError,
  validityOptions,
} from "../shared/grammar.js";
import { RejectedResult } from "../shared/rejected-result.js";
import {
  checkTreeOptions,
  treeParseOptions,
  type ParseTree,
  type TreeOptions,
} from "../shared/tree.js";
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
import {
  DEVIATIONS,
  requireAbsoluteBase,
  resolveParsed,
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
import {
  generateOf,
  type GeneratedString,
  type GenerateOptions,
} from "../generate.js";

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
export const HELPER_RULES = [
  "absoluteURL_end",
  "net_loc_login",
  "login",
  "hostport",
  "host",
  "hostname",
  "domainlabel",
  "toplabel",
  "alphadigit",
  "hostnumber",
  "port",
  "user",
  "password",
  "digits",
] as const;
/** The grammar's helper rules: not the RFC's, so not start rules of the dialect. */
export type Rfc1808HelperRule = (typeof HELPER_RULES)[number];

/** Every rule of RFC 1808 section 2.2, under its name ("-" written "_"). */
export type Rfc1808Rule = Exclude<parser.StartRuleNames, Rfc1808HelperRule>;

/** The rules of section 2.2, in the RFC's order. */
export const rules: readonly Rfc1808Rule[] =
  /* @__PURE__ */ matchParser.StartRules.filter(
    (r): r is Rfc1808Rule => !(HELPER_RULES as readonly string[]).includes(r),
  );
const RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(rules);
/** The same rules, read from the modules of parseRule and tree (so that neither bundle carries the recognizer). */
const PARSE_RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ rulesParser.StartRules.filter(
    (r) => !(HELPER_RULES as readonly string[]).includes(r),
  ),
);
const TREE_RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ treeParser.StartRules.filter(
    (r) => !(HELPER_RULES as readonly string[]).includes(r),
  ),
);

export const name = "rfc1808";

/**
 * The generated parse functions, read once (not through the namespace object
 * on every call): the entry parser's, of the rules parse starts from (all a
 * bundle of parse carries), and its reporting parser's (for the details of
 * parse's errors); the fast parser of every rule (parseRule) and its
 * reporting parser's (parseRule's errors); the recognizer of every rule
 * (isValid).
 */
const entryParse = entryParser.parse;
const entryReportParse = entryReport.parse;
const rulesParse = rulesParser.parse;
const matchParse = matchParser.parse;
/** The recognizer of each rule (isValid's), made when first asked for. */
const recognizerOf = /* @__PURE__ */ startParsers<Rfc1808Rule, unknown>(
  matchParser,
  matchParse,
);
const LOGIN = parserOptions({ startRule: "net_loc_login" } as const);
/** URL's parser (see startParser): its node, or a rejection. */
const urlNode = /* @__PURE__ */ startParser(entryParser, entryParse, "URL");
const URL_REPORT = reportOptions("URL");

/** RFC 1738 section 3.1's login, when the whole net_loc is one (net_loc_login never fails). */
function parseLogin(netLoc: string) {
  return entryParse(netLoc, LOGIN);
}

/**
 * Parses a URL into its typed components (section 2.4's components, read by
 * the section 2.2 grammar). Throws UrlSyntaxError outside the grammar and
 * TypeError for a non-string.
 */
export function parse(input: string): Rfc1808URL {
  requireString(input, "input");
  const node = urlNode(input);
  if (isRejected(node)) {
    throw syntaxError("rfc1808", "URL", input, () =>
      entryReportParse(input, URL_REPORT),
    );
  }
  return toURL(node, parseLogin);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc1808URL> {
  requireString(input, "input");
  const node = urlNode(input);
  return isRejected(node)
    ? new RejectedResult("rfc1808", "URL", input, () =>
        entryReportParse(input, URL_REPORT),
      )
    : { ok: true, value: toURL(node, parseLogin) };
}

/**
 * Section 2.4's steps on any string: fragment, scheme, net_loc, query,
 * params, then the path (its initial "/" remembered apart), and whether the
 * string is also in the grammar of section 2.2. Never throws on a string.
 */
export const split: (input: string) => Rfc1808Split = /* @__PURE__ */ splitWith(
  (input) => isURL(input),
);

/** Whether `input` is a URL, by the entry parser (which split and relativize carry anyway). */
function isURL(input: string): boolean {
  return accepts(entryParser, () => urlNode(input));
}

/** Whether `input` is in the language of `rule` (default URL). A non-string is not valid. */
export function isValid(input: string, rule: Rfc1808Rule = "URL"): boolean {
  requireRule(RULE_SET, rule);
  if (typeof input !== "string") return false;
  const recognize = recognizerOf(rule);
  return accepts(matchParser, () => recognize(input));
}

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc1808Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  requireRule(PARSE_RULE_SET, rule);
  requireString(input, "input");
  return ruleValue(
    "rfc1808",
    rule,
    input,
    rulesParse(input, validityOptions(rule)),
    () => rulesReport.parse(input, reportOptions(rule)),
  );
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
  return createResolver(base)(reference);
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
  return relativizeWith(
    {
      isReference: (input) => isURL(input),
      resolve: (b, r) => resolve(b, r),
    },
    base,
    target,
  );
}

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
  host: (host) =>
    accepts(matchParser, () => matchParse(host, validityOptions("host")))
      ? host
      : undefined,
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
  const parsedBase = parse(base);
  requireAbsoluteBase(parsedBase, base, "");
  return (reference: string): string => {
    const ref = parse(reference);
    return recomposeAny(resolveParsed(parsedBase, base, ref, reference));
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
export function tree(
  input: string,
  rule: Rfc1808Rule = "URL",
  options?: TreeOptions,
): ParseTree<Rfc1808Rule> {
  requireRule(TREE_RULE_SET, rule);
  const parseOptions = treeParseOptions(
    rule,
    checkTreeOptions("rfc1808.tree", options),
  );
  return runParser("rfc1808", treeParser, rule, input, (text) =>
    treeParser.parse(text, parseOptions),
  ) as ParseTree<Rfc1808Rule>;
}

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

/** The RFC's grammar, read on first use (generated/rfc1808.bnf.js). */
const GRAMMAR_TEXT = /* @__PURE__ */ bnfReader(grammarText);

/** Seeded strings of RFC 1808's own grammar: members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export function generate(
  options: GenerateOptions,
): IterableIterator<GeneratedString> {
  return generateOf("rfc1808", GRAMMAR_TEXT(), options);
}
