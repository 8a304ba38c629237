// url-grammars/rfc1738: the RFC 1738 dialect (URLs with their scheme-specific
// syntax, 1994).
import * as grammarText from "../../generated/rfc1738.bnf.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import type * as parser from "../../generated/rfc1738.js";
import * as matchParser from "../../generated/rfc1738.match.js";
import * as rulesParser from "../../generated/rfc1738.rules.js";
import * as rulesReport from "../../generated/rfc1738.rules.report.js";
import type { UrlNode } from "../../generated/rfc1738.js";
import * as treeParser from "../../generated/rfc1738.tree.js";
import * as entryParser from "../../generated/rfc1738.entry.js";
import * as entryReport from "../../generated/rfc1738.entry.report.js";
import { requireString } from "../errors.js";
import type {
  Dialect,
  NotDefined,
  ParseResult,
  ResolveNotDefined,
} from "../dialect.js";
import {
  accepts,
  isRejected,
  reportOptions,
  requireRule,
  runParser,
  ruleValue,
  startParser,
  startParsers,
  syntaxError,
  validityOptions,
} from "../shared/grammar.js";
import { own } from "../shared/own.js";
import { RejectedResult } from "../shared/rejected-result.js";
import {
  checkTreeOptions,
  treeParseOptions,
  TREE_OPTIONS,
  type ParseTree,
  type TreeOptions,
} from "../shared/tree.js";
import {
  escape,
  unescape,
  unescapeOctets,
  type Rfc1738EscapeComponent,
} from "./escape.js";
import {
  NORMALIZE_OPTIONS,
  normalizeUrl,
  type Rfc1738NormalizeOptions,
} from "./normalize.js";
import { BOOLEAN, checkOptions, type KeySpec } from "../shared/options.js";
import { foldLeadingScheme, foldSchemeCase } from "./scheme-case.js";
import {
  recompose,
  requireUrl,
  urlDiffers,
  writtenFields,
} from "./serialize.js";
import { fieldsDiffer, requireReadBack } from "../shared/arguments.js";
import { toUrl, type Rfc1738Url } from "./url.js";
import { formatUrl, type Rfc1738FormatParts } from "./format.js";
import {
  generateOf,
  type GeneratedString,
  type GenerateOptions,
} from "../generate.js";

export type {
  Decoded,
  DecodedUserinfo,
  HostFields,
  HostKind,
  NotUtf8,
  OptionalPortFields,
  PortFields,
  UrlBase,
  Userinfo,
} from "./components.js";
export type { FileHostKind, FileUrl } from "./schemes/file.js";
export type { FtpLogin, FtpTypecode, FtpUrl } from "./schemes/ftp.js";
export type { GopherUrl } from "./schemes/gopher.js";
export type { HttpUrl } from "./schemes/http.js";
export type { MailtoUrl } from "./schemes/mailto.js";
export type { NewsForm, NewsUrl } from "./schemes/news.js";
export type { NntpUrl } from "./schemes/nntp.js";
export type {
  IpSchemepart,
  OtherUrl,
  XcharSchemepart,
} from "./schemes/other.js";
export type { ProsperoField, ProsperoUrl } from "./schemes/prospero.js";
export type { TelnetUrl } from "./schemes/telnet.js";
export type { PredefinedScheme, Rfc1738Url } from "./url.js";
export type { WaisForm, WaisUrl } from "./schemes/wais.js";
export type { Rfc1738EscapeComponent, Rfc1738NormalizeOptions };
export type {
  Rfc1738FormatParts,
  Rfc1738HostportParts,
  Rfc1738LoginParts,
} from "./format.js";
export type { RuleResult as Rfc1738RuleResult } from "../../generated/rfc1738.js";
export { DEFAULT_GTYPE } from "./schemes/gopher.js";
export { escape, unescape, unescapeOctets };

/** The grammar's helper rules: not RFC rules (see the grammar's header). */
export const HELPER_RULES = [
  "gopher_path",
  "selector_search",
  "selector_to_tab",
  "search_to_tab",
] as const;
/** The grammar's helper rules: not the RFC's, so not start rules of the dialect. */
export type Rfc1738HelperRule = (typeof HELPER_RULES)[number];

function isHelperRule(rule: string): rule is Rfc1738HelperRule {
  return (HELPER_RULES as readonly string[]).includes(rule);
}

/**
 * Every rule of RFC 1738 section 5, under its name ("-" written "_", and
 * gopher+_string written gopher_plus_string).
 */
export type Rfc1738Rule = Exclude<parser.StartRuleNames, Rfc1738HelperRule>;

/** The rules of section 5, in the RFC's order. */
export const rules: readonly Rfc1738Rule[] =
  /* @__PURE__ */ matchParser.StartRules.filter(
    (r): r is Rfc1738Rule => !isHelperRule(r),
  );
const RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(rules);
/** The same rules, read from the modules of parseRule and tree (so that neither bundle carries the recognizer). */
const PARSE_RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ rulesParser.StartRules.filter((r) => !isHelperRule(r)),
);
const TREE_RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ treeParser.StartRules.filter((r) => !isHelperRule(r)),
);

export const name = "rfc1738";

export interface Rfc1738Options {
  /**
   * Reject what the BNF rejects: a scheme with uppercase letters. By default
   * the scheme's case is ignored, as section 5 asks of interpreters ("the
   * scheme is in lower case; interpreters should use case-ignore"): the typed
   * URL has the scheme lowercased in `scheme` and as written in `rawScheme`.
   */
  readonly strict?: boolean;
}

/** What parse, tryParse, isValid and parseRule know of their options. */
const OPTIONS: KeySpec = { strict: BOOLEAN };
/** What tree knows of its options. */
const TREE_SPEC: KeySpec = { ...OPTIONS, ...TREE_OPTIONS };

/** The input the grammar sees: the scheme's case folded unless strict. */
function grammarInput(
  rule: string,
  input: string,
  options: Rfc1738Options | undefined,
): string {
  return own(options, "strict") === true ? input : foldSchemeCase(rule, input);
}

/** grammarInput of the url rule (which starts with a scheme). */
function urlText(input: string, options: Rfc1738Options | undefined): string {
  return own(options, "strict") === true ? input : foldLeadingScheme(input);
}

/**
 * Parses a URL into its typed components (a discriminated union on `kind`).
 * Accepts the language of section 5's `url` rule, with any case in the scheme
 * unless `strict`. Throws UrlSyntaxError for anything else, TypeError for a
 * non-string.
 */
export function parse(input: string, options?: Rfc1738Options): Rfc1738Url {
  requireString(input, "input");
  const checked =
    options === undefined
      ? undefined
      : checkOptions("rfc1738.parse", options, OPTIONS);
  const node = urlNode(input, checked);
  if (isRejected(node)) {
    throw syntaxError("rfc1738", "url", input, reportOf(input, checked));
  }
  return toUrl(node, input);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(
  input: string,
  options?: Rfc1738Options,
): ParseResult<Rfc1738Url> {
  requireString(input, "input");
  const checked =
    options === undefined
      ? undefined
      : checkOptions("rfc1738.tryParse", options, OPTIONS);
  const node = urlNode(input, checked);
  return isRejected(node)
    ? new RejectedResult("rfc1738", "url", input, reportOf(input, checked))
    : { ok: true, value: toUrl(node, input) };
}

/**
 * What the fast parser returns for `input` from `url` (a url node, or the
 * rejection token), as if it saw grammarInput: it parses the input as given,
 * and folds the scheme only when that is rejected. The answer is the same,
 * and a URL whose scheme is lowercase (nearly every one) is spared the fold:
 * an input with an uppercase letter in its leading run of scheme characters
 * is never in the language as given, since every alternative of `url` starts
 * with a lowercase scheme (or a scheme's lowercase name) and its ":", and the
 * letter comes before any ":".
 */
function urlNode(input: string, options: Rfc1738Options | undefined): UrlNode {
  const node = parseUrl(input);
  if (!isRejected(node)) return node;
  const text = urlText(input, options);
  return text === input ? node : parseUrl(text);
}

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
/** url's parser (see startParser): its node, or a rejection. */
const parseUrl = /* @__PURE__ */ startParser(entryParser, entryParse, "url");
/** The recognizer of each rule (isValid's), made when first asked for. */
const recognizerOf = /* @__PURE__ */ startParsers<Rfc1738Rule, unknown>(
  matchParser,
  matchParse,
);
const URL_REPORT = reportOptions("url");

/** The reporting parse of `input`, rejected: of what the grammar saw (see grammarInput). */
function reportOf(
  input: string,
  options: Rfc1738Options | undefined,
): () => unknown {
  const text = urlText(input, options);
  return () => entryReportParse(text, URL_REPORT);
}

/**
 * Whether `input` is in the language of `rule` (default url). With `strict`,
 * the BNF's own answer; by default a scheme at the start of the rule may have
 * uppercase letters. A non-string is not valid.
 */
export function isValid(
  input: string,
  rule: Rfc1738Rule = "url",
  options?: Rfc1738Options,
): boolean {
  requireRule(RULE_SET, rule);
  const checked = checkOptions("rfc1738.isValid", options, OPTIONS);
  if (typeof input !== "string") return false;
  const recognize = recognizerOf(rule);
  return accepts(matchParser, () =>
    recognize(grammarInput(rule, input, checked)),
  );
}

/**
 * What the grammar returns for `input` started at `rule`: text for character
 * rules, nodes for structural ones. Unless `strict`, the grammar sees the
 * scheme lowercased, and so do its results.
 */
export function parseRule<R extends Rfc1738Rule>(
  rule: R,
  input: string,
  options?: Rfc1738Options,
): parser.RuleResult<R> {
  requireRule(PARSE_RULE_SET, rule);
  const checked = checkOptions("rfc1738.parseRule", options, OPTIONS);
  requireString(input, "input");
  const text = grammarInput(rule, input, checked);
  return ruleValue(
    "rfc1738",
    rule,
    input,
    rulesParse(text, validityOptions(rule)),
    () =>
      // The error shows the input as options (its scheme's case not folded).
      rulesReport.parse(text, reportOptions(rule, input)),
  );
}

/**
 * The URL's text, from its raw fields (see recompose): the scheme as written
 * (`rawScheme`), then the scheme's parts with the BNF's separators. Takes a
 * URL as `parse` returns it, read as own properties; derived fields (`port`
 * when defaulted, `segments`, `decoded`) are not read. For every URL s that
 * parses, `serialize(parse(s)) === s`. What it returns reads back, by `parse`,
 * with the same kind and raw fields: fields that cannot be written so (a host
 * with a ":" in it, a rawScheme of another kind, text outside the grammar) are
 * a TypeError, as is a value that is not such an object.
 */
export function serialize(url: Rfc1738Url): string {
  const { url: fields, given } = requireUrl(url);
  return requireReadBack(
    recompose(fields),
    "rfc1738.serialize",
    (text) => parse(text),
    (back) =>
      urlDiffers(fields, back) ??
      fieldsDiffer(given, back, writtenFields(fields.kind)),
  );
}

/**
 * A URL built from its scheme's parts, unescaped (see Rfc1738FormatParts):
 * each part escaped by the rule of section 5 that holds it, the scheme's
 * separators between them. What it returns reads back, by `parse`, as a URL
 * of the same kind with the same parts, decoded. A part that cannot stand
 * where it was put (a search without a path, a typecode other than a, i or
 * d, a host that is neither a hostname nor a hostnumber) is a UrlFormatError
 * naming it; a part the scheme does not have, or of the wrong type, a
 * TypeError.
 */
export function format(parts: Rfc1738FormatParts): string {
  return formatUrl(FORMAT_DIALECT, parts);
}
const FORMAT_DIALECT = {
  parse: (text: string) => parse(text),
  isHost: (text: string) => isValid(text, "host", { strict: true }),
  isIpSchemepart: (text: string) =>
    isValid(text, "ip_schemepart", { strict: true }),
};

/**
 * RFC 1738 defines no relative URLs (RFC 1808 does, the next year): the
 * dialect has no `resolve`, and says so in its place.
 */
export const resolve: ResolveNotDefined = {
  defined: false,
  reason: "RFC 1738 defines no relative URLs",
};

/** With no relative URLs (see `resolve`), there is nothing to relativize to. */
export const relativize: ResolveNotDefined = {
  defined: false,
  reason: "RFC 1738 defines no relative URLs",
};

/**
 * RFC 1738 gives no splitting algorithm (RFC 1808 section 2.4 is the first):
 * each scheme has its own syntax (section 3), which `parse` reads. The
 * dialect has no `split`, and says so in its place.
 */
export const split: NotDefined = {
  defined: false,
  reason:
    "RFC 1738 defines no splitting algorithm: each scheme has its own syntax (section 3)",
};

/** The normal form of a URL (see Rfc1738NormalizeOptions and normalize.ts). */
export function normalize(
  input: string,
  options?: Rfc1738NormalizeOptions,
): string {
  const checked = checkOptions("rfc1738.normalize", options, NORMALIZE_OPTIONS);
  return normalizeUrl(input, (text) => parse(text), checked);
}

/** Whether two URLs are equivalent: their normal forms are equal. */
export function equivalent(
  a: string,
  b: string,
  options?: Rfc1738NormalizeOptions,
): boolean {
  const checked = checkOptions(
    "rfc1738.equivalent",
    options,
    NORMALIZE_OPTIONS,
  );
  return normalize(a, checked) === normalize(b, checked);
}

/**
 * The parse tree of `input` from `rule` (default url): the compact tree, with
 * a node for each structure and character rule that matched, or with
 * `{ detail: true }` the whole derivation (see ParseTree); nodes are named by
 * the RFC. Each node's text is the input's own (the scheme as written, even
 * where the grammar saw it lowercased). The grammar's helper rules do not
 * show: selector_to_tab and search_to_tab are the selector and search they
 * match, and the nodes of gopher_path and selector_search give way to their
 * children. Throws UrlTreeLimitError past the tree build's node limit.
 */
export function tree(
  input: string,
  rule: Rfc1738Rule = "url",
  options?: Rfc1738Options & TreeOptions,
): ParseTree<Rfc1738Rule> {
  requireRule(TREE_RULE_SET, rule);
  const checked = checkTreeOptions("rfc1738.tree", options, TREE_SPEC);
  const parseOptions = treeParseOptions(rule, checked);
  return runParser("rfc1738", treeParser, rule, input, (text) => {
    const node = treeParser.parse(
      grammarInput(rule, text, checked),
      parseOptions,
    );
    return rfcNodes(text, node)[0] as ParseTree<Rfc1738Rule>;
  });
}

/** What a helper rule's node becomes in the tree: an RFC rule, or its children (null). */
const HELPERS_IN_TREE: Readonly<Record<Rfc1738HelperRule, Rfc1738Rule | null>> =
  {
    gopher_path: null,
    selector_search: null,
    selector_to_tab: "selector",
    search_to_tab: "search",
  };

/** The node as the RFC names it (none, several, or one), with the text of `input`. */
function rfcNodes(
  input: string,
  node: ParseTree<parser.StartRuleNames>,
): ParseTree<Rfc1738Rule>[] {
  const children = node.children.flatMap((child) => rfcNodes(input, child));
  const rule = isHelperRule(node.rule) ? HELPERS_IN_TREE[node.rule] : node.rule;
  if (rule === null) return children;
  return [
    {
      rule,
      start: node.start,
      end: node.end,
      text: input.slice(node.start, node.end),
      children,
    },
  ];
}

/** The module as a value, checked against the interface every dialect shows. */
export const rfc1738 = {
  name,
  rules,
  parse,
  tryParse,
  isValid,
  parseRule,
  serialize,
  format,
  resolve,
  relativize,
  split,
  normalize,
  equivalent,
  escape,
  unescape,
  tree,
} satisfies Dialect<
  "rfc1738",
  Rfc1738Rule,
  Rfc1738Url,
  never,
  Rfc1738NormalizeOptions,
  Rfc1738EscapeComponent,
  ResolveNotDefined,
  NotDefined,
  Rfc1738FormatParts
>;

/** The RFC's grammar, read on first use (generated/rfc1738.bnf.js). */
const GRAMMAR_TEXT = /* @__PURE__ */ bnfReader(grammarText);

/** Seeded strings of RFC 1738's own grammar: members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export function generate(
  options: GenerateOptions,
): IterableIterator<GeneratedString> {
  return generateOf("rfc1738", GRAMMAR_TEXT(), options);
}
