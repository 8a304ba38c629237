// url-grammars/rfc2396: the RFC 2396 dialect (generic URI syntax, 1998).
// Its functions are made by dialect.ts from the generated parsers of
// grammars/rfc2396.peggy, each apart (so that a bundler keeps only those used);
// a variant of the grammar (src/rfc2732) makes its own the same way.
import * as grammarText from "../../generated/rfc2396.bnf.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import type * as parser from "../../generated/rfc2396.js";
import * as matchParser from "../../generated/rfc2396.match.js";
import * as rulesParser from "../../generated/rfc2396.rules.js";
import * as rulesReport from "../../generated/rfc2396.rules.report.js";
import * as treeParser from "../../generated/rfc2396.tree.js";
import * as entryParser from "../../generated/rfc2396.entry.js";
import * as entryReport from "../../generated/rfc2396.entry.report.js";
import type { Dialect } from "../dialect.js";
import type { Rfc2396HostKind, Rfc2396Reference } from "./components.js";
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
} from "./dialect.js";
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
import { escaping, RESERVED, type Rfc2396EscapeComponent } from "./escape.js";
import type { Rfc2396NormalizeOptions } from "./normalize.js";
import { HIERARCHICAL_SCHEMES, type Rfc2396ResolveOptions } from "./resolve.js";
import type { Rfc2396Parts } from "./serialize.js";

export type {
  AuthorityComponents,
  Common,
  EmptyServerAuthority,
  HierarchicalPath,
  NoAuthority,
  RegistryAuthority,
  RelativeForm,
  Rfc2396HierarchicalURI,
  Rfc2396HostKind,
  Rfc2396OpaqueURI,
  Rfc2396Reference,
  Rfc2396RelativeReference,
  Segment,
  ServerAuthority,
} from "./components.js";
export type {
  Rfc2396EscapeComponent,
  Rfc2396NormalizeOptions,
  Rfc2396Parts,
  Rfc2396ResolveOptions,
};
export type { RuleResult as Rfc2396RuleResult } from "../../generated/rfc2396.js";
export type { Rfc2396HelperRule };
export type { Rfc2396Split } from "./split.js";
export { HELPER_RULES } from "./dialect.js";
export type { GenericParts } from "../shared/arguments.js";
export { HIERARCHICAL_SCHEMES };

/** Every rule of RFC 2396 Appendix A, under its name ("-" written "_"). */
export type Rfc2396Rule = Exclude<parser.StartRuleNames, Rfc2396HelperRule>;

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc2396"];
const DIALECT = "rfc2396";
/** The rule parse stands for: the default of isValid and tree. */
const RULE: Facts["rule"] = "URI_reference";
/** The rule the entry parser starts parse at. */
const LENIENT: Facts["entryRules"][0] = "lenient_URI_reference";

/** Escaping by section 2.4 (no parser). */
const ESCAPING = /* @__PURE__ */ escaping(DIALECT, RESERVED);

/** lenient_URI_reference's parser (generated/rfc2396.entry.js), its errors found by generated/rfc2396.entry.report.js. */
const ENTRY = /* @__PURE__ */ entryOf<
  Rfc2396Node<Rfc2396HostKind>,
  Rfc2396EntryRule
>(DIALECT, entryParser, entryReport.parse, LENIENT, RULE);

/** parse and what the other functions build on. */
const CORE = /* @__PURE__ */ createRfc2396Core<typeof DIALECT, Rfc2396HostKind>(
  DIALECT,
  ENTRY,
);

/** What resolve, createResolver and relativize read: the entry parser's cut points. */
const RESOLUTION = /* @__PURE__ */ resolutionOf(DIALECT, ENTRY);

/** parseRule's parse: the fast parser of every rule (generated/rfc2396.rules.js), whose errors its reporting parser finds (generated/rfc2396.rules.report.js). */
const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc2396Rule>(
  DIALECT,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules, HELPER_RULES),
);

/** "rfc2396" */
export const name = DIALECT;

/** The rules of Appendix A, in the RFC's order. */
export const rules = /* @__PURE__ */ rulesOf<Rfc2396Rule>(
  matchParser.StartRules,
  HELPER_RULES,
);

/**
 * Parses a URI reference into its typed components. Accepts the language of
 * URI_reference and, as a documented deviation, a relative reference that is
 * only "?query" (Appendix C resolves "?y"; the BNF has no such reference).
 * Throws UrlSyntaxError for anything else.
 */
export const parse = /* @__PURE__ */ member(CORE, "parse");

/** `parse`, with the error returned instead of thrown. */
export const tryParse = /* @__PURE__ */ member(CORE, "tryParse");

/**
 * Whether `input` is in the language of `rule` (default URI_reference), by the
 * BNF exactly: `isValid("?y")` is false. A non-string is not valid.
 */
export const isValid = /* @__PURE__ */ isValidOf<Rfc2396Rule>(
  DIALECT,
  matchParser,
  /* @__PURE__ */ ruleSetOf(matchParser.StartRules, HELPER_RULES),
  RULE,
);

/**
 * Appendix B's regular expression on any string: scheme ($2), authority
 * ($4), path ($5), query ($7) and fragment ($9), undefined where the group
 * did not take part, and whether the string is also a URI_reference.
 */
export const split = /* @__PURE__ */ splitOf(entryParser);

/**
 * A URI reference built from its parts (scheme, userinfo, host, port, path,
 * query, fragment), each escaped for its component (section 2.4.2); the
 * result reads back as those parts. A part that cannot stand where it was
 * put (a host that is no hostname or IPv4address, a userinfo or port with no
 * host, a path after an authority without its "/", a query after an opaque
 * part, ...) is a UrlFormatError naming it.
 */
export const format = /* @__PURE__ */ formatOf(
  CORE,
  /* @__PURE__ */ member(ESCAPING, "escape"),
  matchParser,
);

/**
 * Resolves `reference` against the absolute URI `base` by section 5.2. The
 * empty reference and "#fragment" are same-document references: the result is
 * the base without its fragment, with the reference's fragment.
 */
export const resolve = /* @__PURE__ */ resolveOf(RESOLUTION);

/** A resolver bound to one base, which is parsed once. */
export const createResolver = /* @__PURE__ */ createResolverOf(RESOLUTION);

/** The shortest reference that resolves back to the target (src/shared/relativize.ts). */
export const relativize = /* @__PURE__ */ relativizeOf(
  RESOLUTION,
  /* @__PURE__ */ acceptorOf(entryParser, LENIENT),
);

/** Section 5.2 step 7: the components recombined, checked to read back. */
export const serialize = /* @__PURE__ */ serializeOf(CORE);

/** Section 6 normal form (see Rfc2396NormalizeOptions for what goes beyond it). */
export const normalize = /* @__PURE__ */ normalizeOf(CORE);

/** Whether two references are equivalent under section 6: their normal forms are equal. */
export const equivalent = /* @__PURE__ */ equivalentOf(CORE);

/**
 * Escapes the characters of `text` that `component` does not allow
 * unescaped, as "%XX" of their UTF-8 octets (uppercase hex), section 2.4.
 */
export const escape = /* @__PURE__ */ member(ESCAPING, "escape");

/** Decodes every "%XX" of `text` and reads the octets as UTF-8 (the inverse of `escape`). */
export const unescape = /* @__PURE__ */ member(ESCAPING, "unescape");

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export const unescapeOctets = /* @__PURE__ */ member(
  ESCAPING,
  "unescapeOctets",
);

/**
 * The parse tree of `input` from `rule` (default URI_reference): the compact tree,
 * with a node for each structure and character rule that matched, or with
 * `{ detail: true }` the whole derivation (see ParseTree). Throws
 * UrlTreeLimitError past the tree build's node limit.
 */
export const tree = /* @__PURE__ */ treeOf<Rfc2396Rule>(
  DIALECT,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules, HELPER_RULES),
  RULE,
);

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc2396Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input) as parser.RuleResult<R>;
}

/** The module as a value, checked against the interface every dialect shows. */
export const rfc2396 = {
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
  "rfc2396",
  Rfc2396Rule,
  Rfc2396Reference,
  Rfc2396ResolveOptions,
  Rfc2396NormalizeOptions,
  Rfc2396EscapeComponent
>;

/** Seeded strings of RFC 2396's own grammar (generated/rfc2396.bnf.js, read on first use): members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export const generate = /* @__PURE__ */ generatorOf(
  DIALECT,
  /* @__PURE__ */ bnfReader(grammarText),
  "URI-reference" satisfies Facts["referenceRule"],
);
