// url-grammars/rfc1738: the RFC 1738 dialect (URLs with their scheme-specific
// syntax, 1994).
import { RFC1738_HELPER_RULES } from "../../compiler/facts.js";
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
import { requireString, UrlSyntaxError } from "../errors.js";
import type {
  Dialect,
  NotDefined,
  ParseResult,
  ResolveNotDefined,
} from "../dialect.js";
import type { DIALECTS } from "../registry.js";
import {
  generatorOf,
  isValidOf,
  refusal,
  rejection,
  parseRuleOf,
  ruleSetOf,
  rulesOf,
  treeOf,
  type Entry,
  type Reading,
} from "../shared/bind.js";
import { isRejected, reportOptions, startParser } from "../shared/grammar.js";
import { own } from "../shared/own.js";
import {
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
  normalUrl,
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
import {
  FORMAT,
  toUrl,
  type Rfc1738FormatParts,
  type Rfc1738Url,
} from "./schemes/index.js";
import { formatUrl } from "./format.js";

export type {
  Decoded,
  DecodedUserinfo,
  HostFields,
  HostKind,
  HostportUrl,
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
export type {
  PredefinedScheme,
  Rfc1738FormatParts,
  Rfc1738Url,
} from "./schemes/index.js";
export type { WaisForm, WaisUrl } from "./schemes/wais.js";
export type { Rfc1738EscapeComponent, Rfc1738NormalizeOptions };
export type { Rfc1738HostportParts, Rfc1738LoginParts } from "./format.js";
export type { RuleResult as Rfc1738RuleResult } from "../../generated/rfc1738.js";
export { DEFAULT_GTYPE } from "./schemes/gopher.js";
export { escape, unescape, unescapeOctets };

/** The grammar's helper rules: not RFC rules (see the grammar's header). */
export const HELPER_RULES = RFC1738_HELPER_RULES;
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

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc1738"];
const NAME = "rfc1738";
/** The rule parse stands for (the entry parser's): the default of isValid and tree. */
const RULE: Facts["rule"] & Facts["entryRules"][0] = "url";

/** The rules of section 5, in the RFC's order. */
export const rules = /* @__PURE__ */ rulesOf<Rfc1738Rule>(
  matchParser.StartRules,
  HELPER_RULES,
);

export const name = NAME;

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
const TREE_SPEC: KeySpec = /* @__PURE__ */ Object.assign(
  {},
  OPTIONS,
  TREE_OPTIONS,
);

/** The input the grammar sees: the scheme's case folded unless strict. */
function grammarInput(
  rule: string,
  input: string,
  options: Rfc1738Options | undefined,
): string {
  return own(options, "strict") === true ? input : foldSchemeCase(rule, input);
}

/** grammarInput of the url rule (which starts with a scheme), for parse. */
function urlText(
  _rule: string,
  input: string,
  options: Rfc1738Options | undefined,
): string {
  return own(options, "strict") === true ? input : foldLeadingScheme(input);
}

/** How isValid and parseRule read their options and input. */
const READING: Reading<Rfc1738Options> = { check, text: grammarInput };

/** The options of `fn`, checked. */
function check(
  fn: string,
  options: Rfc1738Options | undefined,
): Rfc1738Options | undefined {
  return checkOptions(fn, options, OPTIONS);
}

/**
 * The entry parser of url (generated/rfc1738.entry.js), its errors found by
 * generated/rfc1738.entry.report.js. It parses the input as given, and folds
 * the scheme only when that is rejected: the answer is the same, and a URL
 * whose scheme is lowercase (nearly every one) is spared the fold. An input
 * with an uppercase letter in its leading run of scheme characters is never
 * in the language as given, since every alternative of `url` starts with a
 * lowercase scheme (or a scheme's lowercase name) and its ":", and the letter
 * comes before any ":".
 */
const ENTRY: Entry<UrlNode, Rfc1738Options> = {
  name: NAME,
  rule: RULE,
  node(input, options) {
    const node = parseUrl(input);
    if (!isRejected(node)) return node;
    const text = urlText(RULE, input, options);
    return text === input ? node : parseUrl(text);
  },
  report(input, options) {
    const text = urlText(RULE, input, options);
    return () => entryReport.parse(text, URL_REPORT);
  },
};
/** url's fast parser (see startParser): its node, or a rejection. */
const parseUrl = /* @__PURE__ */ startParser(
  entryParser,
  entryParser.parse,
  RULE,
);
const URL_REPORT = /* @__PURE__ */ reportOptions(RULE);

/**
 * Parses a URL into its typed components (a discriminated union on `kind`).
 * Accepts the language of section 5's `url` rule, with any case in the scheme
 * unless `strict`. Throws UrlSyntaxError for anything else, TypeError for a
 * non-string.
 */
export function parse(input: string, options?: Rfc1738Options): Rfc1738Url {
  requireString(input, "input");
  const checked = check("rfc1738.parse", options);
  const node = ENTRY.node(input, checked);
  if (isRejected(node))
    throw new UrlSyntaxError(refusal(ENTRY, input, checked));
  return toUrl(node, input);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(
  input: string,
  options?: Rfc1738Options,
): ParseResult<Rfc1738Url> {
  requireString(input, "input");
  const checked = check("rfc1738.tryParse", options);
  const node = ENTRY.node(input, checked);
  return isRejected(node)
    ? rejection(ENTRY, input, checked)
    : { ok: true, value: toUrl(node, input) };
}

/**
 * Whether `input` is in the language of `rule` (default url). With `strict`,
 * the BNF's own answer; by default a scheme at the start of the rule may have
 * uppercase letters. A non-string is not valid.
 */
export const isValid: (
  input: string,
  rule?: Rfc1738Rule,
  options?: Rfc1738Options,
) => boolean = /* @__PURE__ */ isValidOf<Rfc1738Rule, Rfc1738Options>(
  NAME,
  matchParser,
  /* @__PURE__ */ ruleSetOf(matchParser.StartRules, HELPER_RULES),
  RULE,
  READING,
);

const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc1738Rule, Rfc1738Options>(
  NAME,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules, HELPER_RULES),
  READING,
);

/**
 * What the grammar returns for `input` started at `rule`: text for character
 * rules, nodes for structural ones. Unless `strict`, the grammar sees the
 * scheme lowercased, and so do its results; an error shows the input as
 * given.
 */
export function parseRule<R extends Rfc1738Rule>(
  rule: R,
  input: string,
  options?: Rfc1738Options,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input, options) as parser.RuleResult<R>;
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
  return formatUrl(FORMAT_DIALECT, FORMAT, parts);
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
  return recompose(normalUrl(input, (text) => parse(text), checked));
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
export const tree: (
  input: string,
  rule?: Rfc1738Rule,
  options?: Rfc1738Options & TreeOptions,
) => ParseTree<Rfc1738Rule> = /* @__PURE__ */ treeOf<
  Rfc1738Rule,
  Rfc1738Options
>(
  NAME,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules, HELPER_RULES),
  RULE,
  {
    spec: TREE_SPEC,
    text: grammarInput,
    nodes: (input, node) =>
      rfcNodes(input, node as ParseTree<parser.StartRuleNames>)[0] as ParseTree,
  },
);

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

/** Seeded strings of RFC 1738's own grammar (generated/rfc1738.bnf.js, read on first use): members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export const generate = /* @__PURE__ */ generatorOf(
  NAME,
  /* @__PURE__ */ bnfReader(grammarText),
  "url" satisfies Facts["referenceRule"],
);
