// url-grammars/rfc3986: the RFC 3986 dialect (URI generic syntax, STD 66, 2005).
import * as grammarText from "../../generated/rfc3986.bnf.js";
import { bnfReader } from "../shared/rfc-bnf.js";
import {
  formatWith,
  type FormatDialect,
  type FormatParts,
} from "../shared/format.js";
import { splitWith } from "../shared/appendix-b.js";
import type { Rfc3986Split } from "./split.js";
import type * as parser from "../../generated/rfc3986.js";
import * as matchParser from "../../generated/rfc3986.match.js";
import * as rulesParser from "../../generated/rfc3986.rules.js";
import * as rulesReport from "../../generated/rfc3986.rules.report.js";
import * as treeParser from "../../generated/rfc3986.tree.js";
import * as entryParser from "../../generated/rfc3986.entry.js";
import * as entryReport from "../../generated/rfc3986.entry.report.js";
import type { Dialect, ParseResult } from "../dialect.js";
import { requireString } from "../errors.js";
import { relativizeWith } from "../shared/relativize.js";
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
import { RejectedResult } from "../shared/rejected-result.js";
import {
  checkTreeOptions,
  treeParseOptions,
  type ParseTree,
  type TreeOptions,
} from "../shared/tree.js";
import {
  genericOf,
  toReference,
  toReferenceComponents,
  type Rfc3986Reference,
  type Rfc3986ReferenceComponents,
} from "./components.js";
import {
  escape,
  unescape,
  unescapeOctets,
  type Rfc3986EscapeComponent,
} from "./escape.js";
import {
  normalizeOptions,
  normalizeReference,
  type Rfc3986NormalizeOptions,
} from "./normalize.js";
import { removeDotSegments } from "./remove-dot-segments.js";
import {
  isStrict,
  requireBase,
  transformReference,
  type Rfc3986ResolveOptions,
} from "./resolve.js";
import { serializeChecked, type Rfc3986Parts } from "./serialize.js";
import {
  generateOf,
  type GeneratedString,
  type GenerateOptions,
} from "../generate.js";

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
export type { Rfc3986Split } from "./split.js";
export type { RuleResult as Rfc3986RuleResult } from "../../generated/rfc3986.js";
export { escape, unescape, unescapeOctets, removeDotSegments };

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
export function serialize(components: Rfc3986Parts): string {
  return serializeChecked(components, parseComponents, parse);
}

/** Every rule of RFC 3986 Appendix A (and RFC 5234's ALPHA, DIGIT, HEXDIG), under its name ("-" written "_"). */
export type Rfc3986Rule = parser.StartRuleNames;

/** The rules of Appendix A in the RFC's order, then ALPHA, DIGIT, HEXDIG. */
export const rules: readonly Rfc3986Rule[] = matchParser.StartRules;
const RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(rules);
/** The same rules, read from the modules of parseRule and tree (so that neither bundle carries the recognizer). */
const PARSE_RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(
  rulesParser.StartRules,
);
const TREE_RULE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(
  treeParser.StartRules,
);

export const name = "rfc3986";

/**
 * The generated parse functions, read once (not through the namespace object
 * on every call): the entry parser's, of URI_reference alone (what parse
 * needs, and all a bundle of parse carries) and its reporting parser's (for
 * the details of parse's errors); the fast parser of every rule (parseRule)
 * and its reporting parser's (parseRule's errors); the recognizer of every
 * rule (isValid).
 */
const entryParse = entryParser.parse;
const entryReportParse = entryReport.parse;
const rulesParse = rulesParser.parse;
const matchParse = matchParser.parse;
/** The recognizer of each rule (isValid's), made when first asked for. */
const recognizerOf = /* @__PURE__ */ startParsers<Rfc3986Rule, unknown>(
  matchParser,
  matchParse,
);
/** URI_reference's parser (see startParser): its node, or a rejection. */
const referenceNode = /* @__PURE__ */ startParser(
  entryParser,
  entryParse,
  "URI_reference",
);
const REFERENCE_REPORT = reportOptions("URI_reference");

/** URI_reference's node, or a UrlSyntaxError whose details are found when read. */
function parseReferenceNode(text: string): parser.RuleResult<"URI_reference"> {
  const node = referenceNode(text);
  if (isRejected(node)) {
    throw syntaxError("rfc3986", "URI_reference", text, () =>
      entryReportParse(text, REFERENCE_REPORT),
    );
  }
  return node;
}

/**
 * Parses a URI reference (`URI-reference = URI / relative-ref`) into its
 * typed components. Throws UrlSyntaxError for anything else.
 */
export function parse(input: string): Rfc3986Reference {
  requireString(input, "input");
  return toReference(parseReferenceNode(input));
}

/** `parse`, for resolution: the five components of section 5.2.1 only. */
function parseComponents(input: string): Rfc3986ReferenceComponents {
  requireString(input, "input");
  return toReferenceComponents(parseReferenceNode(input));
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc3986Reference> {
  requireString(input, "input");
  const node = referenceNode(input);
  return isRejected(node)
    ? new RejectedResult("rfc3986", "URI_reference", input, () =>
        entryReportParse(input, REFERENCE_REPORT),
      )
    : { ok: true, value: toReference(node) };
}

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
export function format(parts: FormatParts): string {
  return formatWith(FORMAT, parts);
}

const FORMAT: FormatDialect = {
  name: "rfc3986",
  title: "RFC 3986",
  escape: (text, component) => escape(text, component),
  host: (host) =>
    isValid(host, "IP_literal") ? host : escape(host, "reg_name"),
  read: (text) => genericOf(parse(text)),
  opaqueURIs: false,
  rfc1808Paths: false,
};

/**
 * Appendix B's regular expression on any string: scheme ($2), authority
 * ($4), path ($5), query ($7) and fragment ($9), undefined where the group
 * did not take part, and whether the string is also a URI-reference. Never
 * throws on a string.
 */
export const split: (input: string) => Rfc3986Split = /* @__PURE__ */ splitWith(
  (input) => isURIReference(input),
);

/** Whether `input` is a URI-reference, by the entry parser (which split and relativize carry anyway). */
function isURIReference(input: string): boolean {
  return accepts(entryParser, () => referenceNode(input));
}

/**
 * Whether `input` is in the language of `rule` (default URI_reference), by
 * Appendix A exactly. A non-string is not valid.
 */
export function isValid(
  input: string,
  rule: Rfc3986Rule = "URI_reference",
): boolean {
  requireRule(RULE_SET, rule);
  if (typeof input !== "string") return false;
  const recognize = recognizerOf(rule);
  return accepts(matchParser, () => recognize(input));
}

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc3986Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  requireRule(PARSE_RULE_SET, rule);
  requireString(input, "input");
  return ruleValue(
    "rfc3986",
    rule,
    input,
    rulesParse(input, validityOptions(rule)),
    () => rulesReport.parse(input, reportOptions(rule)),
  );
}

/**
 * Resolves `reference` against the base URI `base` by section 5.2: the base
 * must be a URI (it has a scheme; its fragment is ignored), else a
 * UrlResolutionError. Strict by default; `{ strict: false }` reads `http:g`
 * against an http base as `g` (section 5.2.2).
 */
export function resolve(
  base: string,
  reference: string,
  options?: Rfc3986ResolveOptions,
): string {
  requireString(base, "base");
  requireString(reference, "reference");
  const strict = isStrict("rfc3986.resolve", options);
  const parsedBase = requireBase(parseComponents(base), base, reference);
  return transformReference(parsedBase, parseComponents(reference), strict);
}

const NOT_STRICT: Rfc3986ResolveOptions = { strict: false };

/**
 * The shortest reference that `resolve(base, ·, options)` maps to the target
 * (see relativizeWith in src/shared/relativize.ts for the candidates and the
 * order that breaks ties). The target is first resolved against the base, so
 * the law is `resolve(base, relativize(base, t)) === resolve(base, t)`.
 */
export function relativize(
  base: string,
  target: string,
  options?: Rfc3986ResolveOptions,
): string {
  const strict = isStrict("rfc3986.relativize", options);
  return relativizeWith(
    {
      isReference: (input) => isURIReference(input),
      resolve: (b, r) => resolve(b, r, strict ? undefined : NOT_STRICT),
    },
    base,
    target,
  );
}

/**
 * A resolver bound to one base, which is parsed and checked (section 5.2.1)
 * at once: a base that is no URI throws here (its error's reference is "").
 */
export function createResolver(
  base: string,
  options?: Rfc3986ResolveOptions,
): (reference: string) => string {
  requireString(base, "base");
  const strict = isStrict("rfc3986.createResolver", options);
  const parsedBase = requireBase(parseComponents(base), base, "");
  return (reference: string): string =>
    transformReference(parsedBase, parseComponents(reference), strict);
}

/** Section 6.2's normal form (see Rfc3986NormalizeOptions for each rung and its default). */
export function normalize(
  input: string,
  options?: Rfc3986NormalizeOptions,
): string {
  const checked = normalizeOptions("rfc3986.normalize", options);
  return normalizeReference(parse(input), checked);
}

/** Whether two references are equivalent under section 6.2: their normal forms are equal. */
export function equivalent(
  a: string,
  b: string,
  options?: Rfc3986NormalizeOptions,
): boolean {
  const checked = normalizeOptions("rfc3986.equivalent", options);
  return normalize(a, checked) === normalize(b, checked);
}

/** The parse tree of `input` from `rule` (default URI_reference): a node for every rule that matched, with its span. */
export function tree(
  input: string,
  rule: Rfc3986Rule = "URI_reference",
  options?: TreeOptions,
): ParseTree<Rfc3986Rule> {
  requireRule(TREE_RULE_SET, rule);
  const parseOptions = treeParseOptions(
    rule,
    checkTreeOptions("rfc3986.tree", options),
  );
  return runParser("rfc3986", treeParser, rule, input, (text) =>
    treeParser.parse(text, parseOptions),
  ) as ParseTree<Rfc3986Rule>;
}

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

/** The RFC's grammar, read on first use (generated/rfc3986.bnf.js). */
const GRAMMAR_TEXT = /* @__PURE__ */ bnfReader(grammarText);

/** Seeded strings of RFC 3986's own grammar: members of a rule and near misses, labelled by the grammar (src/generate.ts). */
export function generate(
  options: GenerateOptions,
): IterableIterator<GeneratedString> {
  return generateOf("rfc3986", GRAMMAR_TEXT(), options);
}
