// url-grammars/rfc3987: the RFC 3987 dialect (Internationalized Resource
// Identifiers, 2005): section 2.2's grammar (RFC 3986's with the characters
// of ucschar, and of iprivate in a query, in every component), section 4.1's
// rule that an IRI holds no bidirectional formatting character, RFC 3986's
// resolution over IRIs (section 6.5 of RFC 3987 refers to it), and section
// 3's mappings between IRIs and URIs (toURI, toIRI). Its functions are RFC
// 3986's (src/rfc3986/dialect.ts) bound to its own generated parsers.
// Offsets, as everywhere in the project, are in UTF-16 code units.
import * as grammarText from "../../generated/rfc3987.bnf.js";
import * as baseGrammarText from "../../generated/rfc3986.bnf.js";
import type * as parser from "../../generated/rfc3987.js";
import * as entryParser from "../../generated/rfc3987.entry.js";
import * as entryReport from "../../generated/rfc3987.entry.report.js";
import * as matchParser from "../../generated/rfc3987.match.js";
import * as rulesParser from "../../generated/rfc3987.rules.js";
import * as rulesReport from "../../generated/rfc3987.rules.report.js";
import * as treeParser from "../../generated/rfc3987.tree.js";
import type { Dialect, ParseResult } from "../dialect.js";
import type { DIALECTS } from "../registry.js";
import type { FormatParts } from "../shared/format.js";
import { requireString, UrlSyntaxError } from "../errors.js";
import {
  coreResolutionOf,
  createResolverOf,
  formatOf,
  relativizeOf,
  resolveOf,
  serializeOf,
  type Rfc3986Core,
} from "../rfc3986/dialect.js";
import { toReferenceComponents } from "../rfc3986/components.js";
import { unescapeOctetsOf, unescapeOf } from "../rfc3986/escape.js";
import type { Rfc3986ResolveOptions } from "../rfc3986/resolve.js";
import type { Rfc3986Split } from "../rfc3986/index.js";
import { splitWith } from "../shared/appendix-b.js";
import {
  acceptorOf,
  entryOf,
  generatorOf,
  isValidOf,
  nodeOf,
  refusal,
  parseRuleOf,
  ruleSetOf,
  rulesOf,
  treeOf,
} from "../shared/bind.js";
import { isRejected } from "../shared/grammar.js";
import { syntaxErrorAt } from "../shared/escaping.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import {
  bidiFormattingAt,
  NO_BIDI_FORMATTING,
  toReference,
  type Rfc3987Reference,
} from "./components.js";
import { escape, escapeAsUri, type Rfc3987EscapeComponent } from "./escape.js";
import { iriToUri, uriToIri } from "./mapping.js";
import {
  normalizeIri,
  normalizeOptions,
  type Rfc3987NormalizeOptions,
} from "./normalize.js";

export type {
  InIriTerms,
  Rfc3987Host,
  Rfc3987Reference,
} from "./components.js";
export type { Rfc3987NormalizeOptions } from "./normalize.js";
export type { Rfc3987EscapeComponent } from "./escape.js";
export { escape };
export type { RuleResult as Rfc3987RuleResult } from "../../generated/rfc3987.js";
export { isIriCharacter } from "./mapping.js";

/** Every rule of section 2.2 (and RFC 3986's, which its grammar keeps), under its name ("-" written "_"). */
export type Rfc3987Rule = parser.StartRuleNames;

/** What src/registry.ts says of the dialect. */
type Facts = (typeof DIALECTS)["rfc3987"];
const NAME = "rfc3987";
/** The rule parse stands for (and the entry parser's): the default of isValid and tree. */
const RULE: Facts["rule"] & Facts["entryRules"][0] = "IRI_reference";

export const name = NAME;

/** The rules of RFC 3986's Appendix A, then ALPHA, DIGIT, HEXDIG, then section 2.2's. */
export const rules = /* @__PURE__ */ rulesOf<Rfc3987Rule>(
  matchParser.StartRules,
);

/** IRI_reference's parser (generated/rfc3987.entry.js), its errors found by generated/rfc3987.entry.report.js. */
const ENTRY = /* @__PURE__ */ entryOf<
  parser.RuleResult<"IRI_reference">,
  typeof RULE
>(NAME, entryParser, entryReport.parse, RULE, RULE);

/** parse, and the five components of RFC 3986 section 5.2.1, each refusing what section 4.1 forbids. */
const CORE: Rfc3986Core<typeof NAME, Rfc3987Reference> = {
  name: NAME,
  parse,
  parseComponents(input) {
    const node = nodeOf(ENTRY, input);
    const at = bidiFormattingAt(input);
    if (at >= 0) throw bidiRefusal(input, at, node);
    if (isRejected(node)) throw new UrlSyntaxError(refusal(ENTRY, input));
    return toReferenceComponents(node);
  },
};

/** What resolve, createResolver and relativize read: the cut points of CORE's components. */
const RESOLUTION = /* @__PURE__ */ coreResolutionOf(CORE);

/**
 * Parses an IRI reference (`IRI-reference = IRI / irelative-ref`) into its
 * typed components. Throws UrlSyntaxError for anything else, and at a
 * bidirectional formatting character (section 4.1), unless the grammar's
 * error comes before it (bidiRefusal). It makes the grammar's error itself,
 * so that the error's stack starts here (see refusal in src/shared/bind.ts).
 */
export function parse(input: string): Rfc3987Reference {
  const node = nodeOf(ENTRY, input);
  const at = bidiFormattingAt(input);
  if (at >= 0) throw bidiRefusal(input, at, node);
  if (isRejected(node)) throw new UrlSyntaxError(refusal(ENTRY, input));
  return toReference(node);
}

/** parse's error for `input`, with a bidirectional formatting character at `at`: the grammar's, if it comes first. */
function bidiRefusal(
  input: string,
  at: number,
  node: ReturnType<typeof ENTRY.node>,
): UrlSyntaxError {
  if (isRejected(node)) {
    const error = new UrlSyntaxError(refusal(ENTRY, input));
    if (error.offset < at) return error;
  }
  return syntaxErrorAt(NAME, RULE, input, at, [NO_BIDI_FORMATTING]);
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc3987Reference> {
  requireString(input, "input");
  try {
    return { ok: true, value: CORE.parse(input) };
  } catch (error) {
    if (error instanceof UrlSyntaxError) return { ok: false, error };
    throw error;
  }
}

const IS_VALID = /* @__PURE__ */ isValidOf<Rfc3987Rule>(
  NAME,
  matchParser,
  /* @__PURE__ */ ruleSetOf(matchParser.StartRules),
  RULE,
);

/**
 * Whether `input` is in the language of `rule` (default IRI_reference) and
 * holds no bidirectional formatting character (section 4.1). A non-string
 * is not valid.
 */
export function isValid(input: string, rule?: Rfc3987Rule): boolean {
  return (
    IS_VALID(input, rule) &&
    typeof input === "string" &&
    bidiFormattingAt(input) < 0
  );
}

/** Whether `input` is an IRI_reference, by the entry parser. */
const acceptsReference = /* @__PURE__ */ acceptorOf(entryParser, RULE);

/** Whether `input` is an IRI reference, section 4.1 included. */
const isIRIReference = (input: string): boolean =>
  acceptsReference(input) && bidiFormattingAt(input) < 0;

/** RFC 3986 Appendix B's split of any string (section 2.2 of RFC 3987 says it applies), with whether it is an IRI reference. */
export const split: (input: string) => Rfc3986Split =
  /* @__PURE__ */ splitWith(isIRIReference);

const PARSE_RULE = /* @__PURE__ */ parseRuleOf<Rfc3987Rule>(
  NAME,
  rulesParser.parse,
  rulesReport.parse,
  /* @__PURE__ */ ruleSetOf(rulesParser.StartRules),
);

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc3987Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  return PARSE_RULE(rule, input) as parser.RuleResult<R>;
}

/** RFC 3986 section 5.3: the components recomposed, checked to read back (as an IRI reference) as given. */
export const serialize = /* @__PURE__ */ serializeOf(CORE);

/**
 * An IRI reference built from its parts, each escaped for its component
 * (escape: a character an IRI allows there stays as it is); a host that is
 * an IP-literal stands as written, any other is escaped as an ireg-name. The
 * result reads back as those parts; a part that cannot stand where it was
 * put is a UrlFormatError naming it (see rfc3986.format).
 */
export const format: (parts: FormatParts) => string = /* @__PURE__ */ formatOf(
  CORE,
  escapeAsUri,
  (host) => isValid(host, "IP_literal"),
);

/** RFC 3986 section 5.2 over IRI references (RFC 3987 section 6.5). */
export const resolve = /* @__PURE__ */ resolveOf(RESOLUTION);

/** The shortest IRI reference that `resolve(base, ·, options)` maps to the target. */
export const relativize = /* @__PURE__ */ relativizeOf(
  RESOLUTION,
  isIRIReference,
);

/** A resolver bound to one base, which is parsed and checked at once. */
export const createResolver = /* @__PURE__ */ createResolverOf(RESOLUTION);

/**
 * Section 3.1: the URI an IRI reference maps to, each character of ucschar
 * and iprivate written as the percent-encodings of its UTF-8 octets
 * (uppercase hex); the rest as it is. The result is an RFC 3986 URI
 * reference. Throws UrlSyntaxError where `iri` is no IRI reference.
 */
export function toURI(iri: string): string {
  parse(iri);
  return iriToUri(iri);
}

/**
 * Section 3.2: the IRI reference a URI reference converts to, its escapes
 * of UTF-8 that decode to characters an IRI allows decoded (never "%25", a
 * reserved or a disallowed ASCII character, an ill-formed sequence, a
 * character outside ucschar (or iprivate, in the query) or one of section
 * 4.1's). `toURI(toIRI(u))` is `u` but for the case of hex digits and
 * escaped unreserved characters. Throws UrlSyntaxError where `uri` is no
 * RFC 3986 URI reference.
 */
export function toIRI(uri: string): string {
  requireString(uri, "uri");
  PARSE_RULE("URI_reference", uri);
  return uriToIri(uri);
}

/** What normalization reads of the dialect. */
const READER = {
  parse: (input: string) => parse(input),
  isValid: (input: string, rule: string) => isValid(input, rule as Rfc3987Rule),
};

/**
 * Section 5.3.2's normal form, an IRI reference (see src/rfc3987/normalize.ts
 * for each rung: case, percent-encoding, path segments by default;
 * characterNormalization "NFC" or "NFKC" only when asked).
 */
export function normalize(
  input: string,
  options?: Rfc3987NormalizeOptions,
): string {
  const checked = normalizeOptions("rfc3987.normalize", options);
  return normalizeIri(input, checked, READER);
}

/** Whether two IRI references are equivalent under section 5.3.2: their normal forms are equal. */
export function equivalent(
  a: string,
  b: string,
  options?: Rfc3987NormalizeOptions,
): boolean {
  const checked = normalizeOptions("rfc3987.equivalent", options);
  return normalizeIri(a, checked, READER) === normalizeIri(b, checked, READER);
}

/** Decodes every "%XX" of `text` and reads the octets as UTF-8. */
export const unescape = /* @__PURE__ */ unescapeOf(NAME);

/** Decodes every "%XX" of `text` to its octet; other characters give their UTF-8 octets. */
export const unescapeOctets = /* @__PURE__ */ unescapeOctetsOf(NAME);

/** The parse tree of `input` from `rule` (default IRI_reference). */
export const tree = /* @__PURE__ */ treeOf<Rfc3987Rule>(
  NAME,
  treeParser,
  /* @__PURE__ */ ruleSetOf(treeParser.StartRules),
  RULE,
);

/** The module as a value, checked against the interface every dialect shows. */
export const rfc3987 = {
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
  "rfc3987",
  Rfc3987Rule,
  Rfc3987Reference,
  Rfc3986ResolveOptions,
  Rfc3987NormalizeOptions,
  Rfc3987EscapeComponent
>;

/** Seeded strings of RFC 3987's grammar (section 2.2's ABNF), non-ASCII characters of ucschar and iprivate included. */
export const generate = /* @__PURE__ */ generatorOf(
  NAME,
  /* @__PURE__ */ bnfReader(
    grammarText,
    /* @__PURE__ */ bnfReader(baseGrammarText),
  ),
  "IRI-reference" satisfies Facts["referenceRule"],
);
