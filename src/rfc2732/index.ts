// url-grammars/rfc2732: RFC 2732 (literal IPv6 addresses in URLs, 1999) as
// the variant of RFC 2396 that it is. Its grammar (grammars/rfc2732.peggy) is
// RFC 2396's with section 3's three changes: a host may be an IPv6reference
// ("[" IPv6address "]", RFC 2373's IPv6address), an IPv4address has one to
// three digits a part, and "[" and "]" are reserved (so a query and a fragment
// take them unescaped). Everything else is RFC 2396's: the components,
// resolution (section 5.2), normalization (section 6) and escaping, made by
// src/rfc2396/dialect.ts from this grammar's parsers.
import * as grammarText from "../../generated/rfc2732.bnf.js";
import * as baseGrammarText from "../../generated/rfc2396.bnf.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import type * as parser from "../../generated/rfc2732.js";
import * as matchParser from "../../generated/rfc2732.match.js";
import * as rulesParser from "../../generated/rfc2732.rules.js";
import * as rulesReport from "../../generated/rfc2732.rules.report.js";
import * as treeParser from "../../generated/rfc2732.tree.js";
import * as entryParser from "../../generated/rfc2732.entry.js";
import * as entryReport from "../../generated/rfc2732.entry.report.js";
import type { Dialect } from "../dialect.js";
import type {
  Rfc2396HostKind,
  Rfc2396Reference,
} from "../rfc2396/components.js";
import {
  createRfc2396Core,
  createResolverOf,
  equivalentOf,
  formatOf,
  normalizeOf,
  relativizeOf,
  resolutionOf,
  resolveOf,
  serializeOf,
  splitOf,
  type Rfc2396EntryRule,
  HELPER_RULES,
  type Rfc2396HelperRule,
  type Rfc2396Node,
} from "../rfc2396/dialect.js";
import type { DIALECTS } from "../registry.js";
import {
  acceptorOf,
  entryOf,
  generatorOf,
  isValidOf,
  member,
  parseRuleOf,
  ruleSetOf,
  rulesOf,
  treeOf,
} from "../shared/bind.js";
import {
  escaping,
  RESERVED as RFC2396_RESERVED,
  type Rfc2396EscapeComponent,
} from "../rfc2396/escape.js";
import type { Rfc2396NormalizeOptions } from "../rfc2396/normalize.js";
import {
  HIERARCHICAL_SCHEMES,
  type Rfc2396ResolveOptions,
} from "../rfc2396/resolve.js";
import type { Rfc2396Parts } from "../rfc2396/serialize.js";

export type {
  AuthorityComponents,
  EmptyServerAuthority,
  NoAuthority,
  RegistryAuthority,
  RelativeForm,
  Rfc2396OpaqueURI,
  Segment,
  ServerAuthority,
} from "../rfc2396/components.js";
export type {
  Rfc2396EscapeComponent,
  Rfc2396NormalizeOptions,
  Rfc2396Parts,
  Rfc2396ResolveOptions,
};
export type { RuleResult as Rfc2732RuleResult } from "../../generated/rfc2732.js";
export { HIERARCHICAL_SCHEMES };

/** RFC 2732 section 3 (1): host = hostname | IPv4address | IPv6reference. */
export type Rfc2732HostKind = Rfc2396HostKind | "IPv6reference";

/** A URI reference under RFC 2732: RFC 2396's, whose host may be an IPv6reference (hostKind "IPv6reference", host "[...]"). */
export type Rfc2732Reference = Rfc2396Reference<Rfc2732HostKind>;

/** Every rule of RFC 2396 Appendix A as RFC 2732 amends it, and RFC 2373's IPv6 rules, under their names. */
export type Rfc2732Rule = Exclude<parser.StartRuleNames, Rfc2396HelperRule>;

/** RFC 2732 section 3 (3): reserved is RFC 2396's, with "[" and "]". */
const RESERVED = RFC2396_RESERVED + "[]";

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc2732"];
const DIALECT = "rfc2732";
/** The rule parse stands for: the default of isValid and tree. */
const RULE: Facts["rule"] = "URI_reference";
/** The rule the entry parser starts parse at. */
const LENIENT: Facts["entryRules"][0] = "lenient_URI_reference";

/** Escaping by section 2.4 (no parser). */
const ESCAPING = /* @__PURE__ */ escaping(DIALECT, RESERVED);

/** lenient_URI_reference's parser (generated/rfc2732.entry.js), its errors found by generated/rfc2732.entry.report.js. */
const ENTRY = /* @__PURE__ */ entryOf<
  Rfc2396Node<Rfc2732HostKind>,
  Rfc2396EntryRule
>(DIALECT, entryParser, entryReport.parse, LENIENT, RULE);

/** parse and what the other functions build on. */
const CORE = /* @__PURE__ */ createRfc2396Core<typeof DIALECT, Rfc2732HostKind>(
  DIALECT,
  ENTRY,
);

/** What resolve, createResolver and relativize read: the entry parser's cut points. */
const RESOLUTION = /* @__PURE__ */ resolutionOf(DIALECT, ENTRY);

/** parseRule's parse: the fast parser of every rule (generated/rfc2732.rules.js), whose errors its reporting parser finds (generated/rfc2732.rules.report.js). */
const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc2732Rule>(
  DIALECT,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules, HELPER_RULES),
);

/** Each as RFC 2396's (src/rfc2396/index.ts says what it does), on RFC 2732's grammar. */
/** "rfc2732" */
export const name = DIALECT;

/** RFC 2396's rules in its order, then RFC 2732's IPv6reference and RFC 2373's IPv6address, hexpart, hexseq, hex4, DIGIT, HEXDIG. */
export const rules = /* @__PURE__ */ rulesOf<Rfc2732Rule>(
  matchParser.StartRules,
  HELPER_RULES,
);

export const parse = /* @__PURE__ */ member(CORE, "parse");

export const tryParse = /* @__PURE__ */ member(CORE, "tryParse");

/** Appendix B's split, as RFC 2396's (RFC 2732 changes nothing there), with membership in RFC 2732's grammar. */
export const split = /* @__PURE__ */ splitOf(entryParser);

/** RFC 2396's format, whose host may be an IPv6reference. */
export const format = /* @__PURE__ */ formatOf(
  CORE,
  /* @__PURE__ */ member(ESCAPING, "escape"),
  matchParser,
);

/**
 * Whether `input` is in the language of `rule` (default URI_reference), by
 * the BNF with one deviation (grammars/rfc2732.peggy): an IPv4address right
 * after an IPv6address's "::" ("::192.9.5.5", which RFC 2732 section 2
 * writes and RFC 2373's grammar cannot derive). `isValid("?y")` is false.
 */
export const isValid = /* @__PURE__ */ isValidOf<Rfc2732Rule>(
  DIALECT,
  matchParser,
  /* @__PURE__ */ ruleSetOf(matchParser.StartRules, HELPER_RULES),
  RULE,
);

export const resolve = /* @__PURE__ */ resolveOf(RESOLUTION);

export const createResolver = /* @__PURE__ */ createResolverOf(RESOLUTION);

export const relativize = /* @__PURE__ */ relativizeOf(
  RESOLUTION,
  /* @__PURE__ */ acceptorOf(entryParser, LENIENT),
);

export const serialize = /* @__PURE__ */ serializeOf(CORE);

export const normalize = /* @__PURE__ */ normalizeOf(CORE);

export const equivalent = /* @__PURE__ */ equivalentOf(CORE);

/** RFC 2396 section 2.4, with "[" and "]" reserved: a query or a fragment keeps them, a segment escapes them. */
export const escape = /* @__PURE__ */ member(ESCAPING, "escape");

export const unescape = /* @__PURE__ */ member(ESCAPING, "unescape");

export const unescapeOctets = /* @__PURE__ */ member(
  ESCAPING,
  "unescapeOctets",
);

export const tree = /* @__PURE__ */ treeOf<Rfc2732Rule>(
  DIALECT,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules, HELPER_RULES),
  RULE,
);

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc2732Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input) as parser.RuleResult<R>;
}

/** The module as a value, checked against the interface every dialect shows. */
export const rfc2732 = {
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
  "rfc2732",
  Rfc2732Rule,
  Rfc2732Reference,
  Rfc2396ResolveOptions,
  Rfc2396NormalizeOptions,
  Rfc2396EscapeComponent
>;

/** Seeded strings of RFC 2732's own grammar (generated/rfc2732.bnf.js, read on first use, onto RFC 2396's): members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export const generate = /* @__PURE__ */ generatorOf(
  DIALECT,
  /* @__PURE__ */ bnfReader(
    grammarText,
    /* @__PURE__ */ bnfReader(baseGrammarText),
  ),
  "URI-reference" satisfies Facts["referenceRule"],
);
