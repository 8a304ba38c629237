// url-grammars/rfc2396: the RFC 2396 dialect (generic URI syntax, 1998).
import * as parser from "../../generated/rfc2396.js";
import * as treeParser from "../../generated/rfc2396.tree.js";
import type { Dialect, ParseResult } from "../dialect.js";
import { requireString } from "../errors.js";
import {
  accepts,
  isRejected,
  reportOptions,
  requireRule,
  runParser,
  syntaxError,
  tryRun,
  validityOptions,
} from "../shared/grammar.js";
import type { ParseTree } from "../shared/tree.js";
import {
  toReference,
  toReferenceComponents,
  type Rfc2396Reference,
  type Rfc2396ReferenceComponents,
} from "./components.js";
import {
  escape,
  unescape,
  unescapeOctets,
  type Rfc2396EscapeComponent,
} from "./escape.js";
import { normalParts, type Rfc2396NormalizeOptions } from "./normalize.js";
import {
  resolveParsed,
  HIERARCHICAL_SCHEMES,
  type Rfc2396ResolveOptions,
} from "./resolve.js";
import {
  PART_NAMES,
  recompose,
  requireParts,
  type Rfc2396Parts,
} from "./serialize.js";
import { firstDifference, requireReadBack } from "../shared/arguments.js";

export type {
  AuthorityComponents,
  EmptyServerAuthority,
  NoAuthority,
  RegistryAuthority,
  RelativeForm,
  Rfc2396HierarchicalURI,
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
export { escape, unescape, unescapeOctets, HIERARCHICAL_SCHEMES };

/** The grammar's helper rules: not RFC rules (see the grammar's header). */
const HELPER_RULES = [
  "authority_end",
  "query_only_reference",
  "lenient_URI_reference",
] as const;
type HelperRule = (typeof HELPER_RULES)[number];

/** Every rule of RFC 2396 Appendix A, under its name ("-" written "_"). */
export type Rfc2396Rule = Exclude<parser.StartRuleNames, HelperRule>;

/** The rules of Appendix A, in the RFC's order. */
export const rules: readonly Rfc2396Rule[] = parser.StartRules.filter(
  (r): r is Rfc2396Rule => !(HELPER_RULES as readonly string[]).includes(r),
);
const RULE_SET: ReadonlySet<string> = new Set(rules);

export const name = "rfc2396";

/**
 * Parses a URI reference into its typed components. Accepts the language of
 * URI_reference and, as a documented deviation, a relative reference that is
 * only "?query" (Appendix C resolves "?y"; the BNF has no such reference).
 * Throws UrlSyntaxError for anything else.
 */
export function parse(input: string): Rfc2396Reference {
  requireString(input, "input");
  return toReference(parseLenient(input));
}

/** The generated parse function, read once (not through the namespace object on every call). */
const generatedParse = parser.parse;
const LENIENT = validityOptions("lenient_URI_reference");
const LENIENT_REPORT = reportOptions("lenient_URI_reference");
/** The lenient rule's node, or a UrlSyntaxError naming URI_reference (the rule parse stands for). */
function parseLenient(
  text: string,
): parser.RuleResult<"lenient_URI_reference"> {
  const node = generatedParse(text, LENIENT);
  if (isRejected(node)) {
    throw syntaxError("rfc2396", "URI_reference", text, () =>
      generatedParse(text, LENIENT_REPORT),
    );
  }
  return node;
}

/** `parse`, for resolution: the components without the segments, which section 5.2 never reads. */
function parseComponents(input: string): Rfc2396ReferenceComponents {
  requireString(input, "input");
  return toReferenceComponents(parseLenient(input));
}

/** `parse`, with the error returned instead of thrown. */
export function tryParse(input: string): ParseResult<Rfc2396Reference> {
  return tryRun(() => parse(input));
}

/**
 * Whether `input` is in the language of `rule` (default URI_reference), by the
 * BNF exactly: `isValid("?y")` is false. A non-string is not valid.
 */
export function isValid(
  input: string,
  rule: Rfc2396Rule = "URI_reference",
): boolean {
  requireRule(RULE_SET, rule);
  if (typeof input !== "string") return false;
  return accepts(parser, () => generatedParse(input, validityOptions(rule)));
}

/** What the grammar returns for `input` started at `rule`: text for character rules, nodes for structural ones. */
export function parseRule<R extends Rfc2396Rule>(
  rule: R,
  input: string,
): parser.RuleResult<R> {
  requireRule(RULE_SET, rule);
  return runParser("rfc2396", parser, rule, input, (text) =>
    parser.parse(text, { startRule: rule }),
  );
}

/**
 * Resolves `reference` against the absolute URI `base` by section 5.2. The
 * empty reference and "#fragment" are same-document references: the result is
 * the base without its fragment, with the reference's fragment.
 */
export function resolve(
  base: string,
  reference: string,
  options?: Rfc2396ResolveOptions,
): string {
  return createResolver(base, options)(reference);
}

/** A resolver bound to one base, which is parsed once. */
export function createResolver(
  base: string,
  options?: Rfc2396ResolveOptions,
): (reference: string) => string {
  requireString(base, "base");
  const parsedBase = parseComponents(base);
  return (reference: string): string => {
    const ref = parseComponents(reference);
    return recompose(
      resolveParsed(parsedBase, base, ref, reference, parseComponents, options),
    );
  };
}

/**
 * Section 5.2 step 7: the components recombined into a URI reference. Takes
 * any object with the five components (a parsed reference has them): path a
 * string, scheme, authority, query and fragment each a string or undefined,
 * read as own properties. For every string `parse` accepts,
 * `serialize(parse(s)) === s`. What it returns reads back, by `parse`, as the
 * components given: components that cannot be written so (a path beginning
 * with "//" and no authority, a query after an opaque_part, text outside the
 * grammar) are a TypeError, as is a value that is not such an object.
 */
export function serialize(components: Rfc2396Parts): string {
  const parts = requireParts(components);
  return requireReadBack(
    recompose(parts),
    "RFC 2396",
    parseComponents,
    (back) => firstDifference(parts, back, PART_NAMES),
  );
}

/** Section 6 normal form (see Rfc2396NormalizeOptions for what goes beyond it). */
export function normalize(
  input: string,
  options?: Rfc2396NormalizeOptions,
): string {
  return recompose(normalParts(input, parse, options));
}

/** Whether two references are equivalent under section 6: their normal forms are equal. */
export function equivalent(
  a: string,
  b: string,
  options?: Rfc2396NormalizeOptions,
): boolean {
  return normalize(a, options) === normalize(b, options);
}

/** The parse tree of `input` from `rule` (default URI_reference): a node for every rule that matched, with its span. */
export function tree(
  input: string,
  rule: Rfc2396Rule = "URI_reference",
): ParseTree<Rfc2396Rule> {
  requireRule(RULE_SET, rule);
  return runParser("rfc2396", treeParser, rule, input, (text) =>
    treeParser.parse(text, { startRule: rule }),
  ) as ParseTree<Rfc2396Rule>;
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
  resolve,
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
