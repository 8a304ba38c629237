// url-grammars/rfc6874: the RFC 6874 dialect (IPv6 zone identifiers in
// address literals and URIs, 2013): RFC 3986's grammar with section 2's
// IP-literal, `"[" ( IPv6address / IPv6addrz / IPvFuture ) "]"`, where
// `IPv6addrz = IPv6address "%25" ZoneID`. RFC 9844 (2025) obsoletes it and
// takes zone identifiers out of URIs again: a historical dialect. Its
// functions are RFC 3986's (src/rfc3986/dialect.ts), bound to its own
// generated parsers; a host with a zone identifier carries it as its own
// field (src/rfc6874/components.ts).
import { UrlSyntaxError } from "../errors.js";
import * as grammarText from "../../generated/rfc6874.bnf.js";
import * as baseGrammarText from "../../generated/rfc3986.bnf.js";
import type * as parser from "../../generated/rfc6874.js";
import * as entryParser from "../../generated/rfc6874.entry.js";
import * as entryReport from "../../generated/rfc6874.entry.report.js";
import * as matchParser from "../../generated/rfc6874.match.js";
import * as rulesParser from "../../generated/rfc6874.rules.js";
import * as rulesReport from "../../generated/rfc6874.rules.report.js";
import * as treeParser from "../../generated/rfc6874.tree.js";
import type { Dialect, ParseResult } from "../dialect.js";
import type { DIALECTS } from "../registry.js";
import type { FormatParts } from "../shared/format.js";
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
} from "../rfc3986/dialect.js";
import {
  escape,
  unescapeOctetsOf,
  unescapeOf,
  type Rfc3986EscapeComponent,
} from "../rfc3986/escape.js";
import type { Rfc3986NormalizeOptions } from "../rfc3986/normalize.js";
import type { Rfc3986ResolveOptions } from "../rfc3986/resolve.js";
import type { Rfc3986Split } from "../rfc3986/index.js";
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
import { bnfReader } from "../shared/rfc-bnf.js";
import { splitWith } from "../shared/appendix-b.js";
import { toReference, type Rfc6874Reference } from "./components.js";

export type {
  Rfc6874Host,
  Rfc6874IPLiteral,
  Rfc6874IPv6addrz,
  Rfc6874Reference,
} from "./components.js";
export type { NotUtf8 } from "../shared/escaping.js";
export type { RuleResult as Rfc6874RuleResult } from "../../generated/rfc6874.js";
export { escape };

/** Every rule of RFC 3986 Appendix A and RFC 6874 section 2, under its name ("-" written "_"). */
export type Rfc6874Rule = parser.StartRuleNames;

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc6874"];
const NAME = "rfc6874";
/** The rule parse stands for (and the entry parser's): the default of isValid and tree. */
const RULE: Facts["rule"] & Facts["entryRules"][0] = "URI_reference";

export const name = NAME;

/** The rules of RFC 3986's Appendix A, then ALPHA, DIGIT, HEXDIG, then ZoneID and IPv6addrz. */
export const rules = /* @__PURE__ */ rulesOf<Rfc6874Rule>(
  matchParser.StartRules,
);

/** URI_reference's parser (generated/rfc6874.entry.js), its errors found by generated/rfc6874.entry.report.js. */
const ENTRY = /* @__PURE__ */ entryOf<
  parser.RuleResult<"URI_reference">,
  typeof RULE
>(NAME, entryParser, entryReport.parse, RULE, RULE);

/** What resolve, createResolver and relativize read: the entry parser's cut points (RFC 3986's labels, which the variant keeps). */
const RESOLUTION = /* @__PURE__ */ resolutionOf(NAME, ENTRY);

/** parse, and the five components of section 5.2.1 that serialize reads back. */
const CORE = /* @__PURE__ */ createRfc3986Core(NAME, ENTRY, parse);

/**
 * Parses a URI reference of RFC 3986 with RFC 6874's IP-literal into its
 * typed components. Throws UrlSyntaxError for anything else.
 */
export function parse(input: string): Rfc6874Reference {
  const node = nodeOf(ENTRY, input);
  if (isRejected(node)) throw new UrlSyntaxError(refusal(ENTRY, input));
  return toReference(node);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc6874Reference> {
  const node = nodeOf(ENTRY, input);
  return isRejected(node)
    ? rejection(ENTRY, input)
    : { ok: true, value: toReference(node) };
}

/** RFC 3986 section 5.3: the components recomposed, checked to read back as given. */
export const serialize = /* @__PURE__ */ serializeOf(CORE);

/** Whether `input` is in the language of `rule` (default URI_reference). A non-string is not valid. */
export const isValid: (input: string, rule?: Rfc6874Rule) => boolean =
  /* @__PURE__ */ isValidOf<Rfc6874Rule>(
    NAME,
    matchParser,
    /* @__PURE__ */ ruleSetOf(matchParser.StartRules),
    RULE,
  );

/**
 * A URI reference built from its parts, each escaped for its component; a
 * host that is an IP-literal (with or without a zone identifier) stands as
 * written, any other is escaped as a reg-name (see rfc3986.format).
 */
export const format: (parts: FormatParts) => string = /* @__PURE__ */ formatOf(
  CORE,
  escape,
  (host) => isValid(host, "IP_literal"),
);

/** Whether `input` is a URI-reference of this grammar, by the entry parser. */
const isURIReference = /* @__PURE__ */ acceptorOf(entryParser, RULE);

/** RFC 3986 Appendix B's split of any string, with whether it is a URI-reference of this grammar. */
export const split: (input: string) => Rfc3986Split =
  /* @__PURE__ */ splitWith(isURIReference);

const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc6874Rule>(
  NAME,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules),
);

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc6874Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input) as parser.RuleResult<R>;
}

/** RFC 3986 section 5.2 (a zone identifier is part of the authority it is in). */
export const resolve = /* @__PURE__ */ resolveOf(RESOLUTION);

/** The shortest reference that `resolve(base, ·, options)` maps to the target. */
export const relativize = /* @__PURE__ */ relativizeOf(
  RESOLUTION,
  isURIReference,
);

/** A resolver bound to one base, which is parsed and checked at once. */
export const createResolver = /* @__PURE__ */ createResolverOf(RESOLUTION);

/**
 * RFC 3986 section 6.2's normal form; a zone identifier keeps its case (RFC
 * 6874 says nothing of it; see src/rfc3986/normalize.ts), its
 * percent-encodings normalized.
 */
export const normalize = /* @__PURE__ */ normalizeOf(CORE);

/** Whether two references are equivalent: their normal forms are equal. */
export const equivalent = /* @__PURE__ */ equivalentOf(CORE);

/** Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of `escape`). */
export const unescape = /* @__PURE__ */ unescapeOf(NAME);

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export const unescapeOctets = /* @__PURE__ */ unescapeOctetsOf(NAME);

/** The parse tree of `input` from `rule` (default URI_reference). */
export const tree = /* @__PURE__ */ treeOf<Rfc6874Rule>(
  NAME,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules),
  RULE,
);

/** The module as a value, checked against the interface every dialect shows. */
export const rfc6874 = {
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
  "rfc6874",
  Rfc6874Rule,
  Rfc6874Reference,
  Rfc3986ResolveOptions,
  Rfc3986NormalizeOptions,
  Rfc3986EscapeComponent
>;

/** Seeded strings of RFC 6874's grammar (RFC 3986's ABNF amended by section 2). */
export const generate = /* @__PURE__ */ generatorOf(
  NAME,
  /* @__PURE__ */ bnfReader(
    grammarText,
    /* @__PURE__ */ bnfReader(baseGrammarText),
  ),
  "URI-reference" satisfies Facts["referenceRule"],
);

export type { Rfc3986EscapeComponent as Rfc6874EscapeComponent };
