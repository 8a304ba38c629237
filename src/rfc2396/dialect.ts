// The RFC 2396 dialect, built on a generated parser of RFC 2396's grammar or
// of a variant of it. src/rfc2396/index.ts builds RFC 2396's; a variant
// (src/rfc2732, on grammars/rfc2732.peggy) builds its own from its parser, its
// name, its host kinds and its reserved characters. Everything else is RFC
// 2396's: the components (components.ts), resolution by section 5.2
// (resolve.ts), normalization by section 6 (normalize.ts), escaping by
// section 2.4 (escape.ts), serialization by section 5.2 step 7 (serialize.ts).
import { formatWith, type FormatParts } from "../shared/format.js";
import { splitWith } from "../shared/appendix-b.js";
import { relativizeWith } from "../shared/relativize.js";
import type { Rfc2396Split } from "./split.js";
import type { HostNode, URIReferenceNode } from "../../generated/rfc2396.js";
import type { ParseResult } from "../dialect.js";
import { requireString, rfcTitle, type GrammarName } from "../errors.js";
import {
  accepts,
  isRejected,
  reportOptions,
  requireRule,
  runParser,
  syntaxError,
  rejectedResult,
  validityOptions,
  type GeneratedModule,
} from "../shared/grammar.js";
import {
  treeParseOptions,
  type ParseTree,
  type TreeOptions,
} from "../shared/tree.js";
import {
  genericOf,
  toReference,
  toReferenceComponents,
  type Rfc2396HostKind,
  type Rfc2396Reference,
  type Rfc2396ReferenceComponents,
} from "./components.js";
import { escaping, type Rfc2396EscapeComponent } from "./escape.js";
import { normalParts, type Rfc2396NormalizeOptions } from "./normalize.js";
import {
  requireAbsoluteBase,
  resolveParsed,
  type Rfc2396ResolveOptions,
} from "./resolve.js";
import {
  PART_NAMES,
  recompose,
  requireParts,
  type Rfc2396Parts,
} from "./serialize.js";
import { firstDifference, requireReadBack } from "../shared/arguments.js";

/** The helper rules of rfc2396.peggy (not RFC rules, see its header), which a variant keeps. */
export const HELPER_RULES = [
  "authority_end",
  "query_only_reference",
  "lenient_URI_reference",
] as const;
export type Rfc2396HelperRule = (typeof HELPER_RULES)[number];

type LenientOptions =
  | ReturnType<typeof validityOptions<"lenient_URI_reference">>
  | ReturnType<typeof reportOptions<"lenient_URI_reference">>;

/**
 * A generated parser's parse function, as the dialect calls it: from
 * lenient_URI_reference, which gives the reference's node (hosts of the kinds
 * `HostKind`), or from any rule, to validate.
 */
export interface Rfc2396ParseFunction<
  Rule extends string,
  HostKind extends string,
> {
  (
    input: string,
    options: LenientOptions,
  ): URIReferenceNode<HostNode<HostKind>>;
  (input: string, options: ReturnType<typeof validityOptions<Rule>>): unknown;
}

/** What a dialect on RFC 2396's grammar, or a variant's, is made of. */
export interface Rfc2396Grammar<
  Name extends GrammarName,
  Rule extends string,
  HostKind extends string,
> {
  /** The dialect, as its errors name it. */
  readonly name: Name;
  /** The generated parser (generated/NAME.js). */
  readonly parser: GeneratedModule;
  /** Its parse function. */
  readonly parse: Rfc2396ParseFunction<Rule, HostKind>;
  /** The tree build of the same grammar (generated/NAME.tree.js). */
  readonly treeParser: GeneratedModule & {
    parse(
      input: string,
      options: ReturnType<typeof treeParseOptions<Rule>>,
    ): unknown;
  };
  /** The characters of the grammar's `reserved` rule, which a query and a fragment take unescaped. */
  readonly reserved: string;
}

/** The functions of a dialect on RFC 2396's grammar or a variant's (see src/rfc2396/index.ts for each). */
export interface Rfc2396DialectFunctions<
  Name extends GrammarName,
  Rule extends string,
  HostKind extends string,
> {
  readonly name: Name;
  readonly rules: readonly Rule[];
  parse(input: string): Rfc2396Reference<HostKind>;
  tryParse(input: string): ParseResult<Rfc2396Reference<HostKind>>;
  isValid(input: string, rule?: Rule): boolean;
  /** Appendix B's split of any string (src/rfc2396/split.ts). */
  split(input: string): Rfc2396Split;
  /** A reference built from its parts, each escaped (src/shared/format.ts). */
  format(parts: FormatParts): string;
  resolve(
    base: string,
    reference: string,
    options?: Rfc2396ResolveOptions,
  ): string;
  createResolver(
    base: string,
    options?: Rfc2396ResolveOptions,
  ): (reference: string) => string;
  /**
   * The shortest reference that `resolve(base, ·, options)` maps to the
   * target, itself first resolved against the base: `resolve(base,
   * relativize(base, t)) === resolve(base, t)` (src/shared/relativize.ts
   * gives the candidates and the order that breaks ties).
   */
  relativize(
    base: string,
    target: string,
    options?: Rfc2396ResolveOptions,
  ): string;
  /**
   * Section 5.2 step 7: the components recombined into a URI reference. Takes
   * any object with the five components (a parsed reference has them): path a
   * string, scheme, authority, query and fragment each a string or undefined,
   * read as own properties. For every string `parse` accepts,
   * `serialize(parse(s)) === s`. What it returns reads back, by `parse`, as
   * the components given: components that cannot be written so (a path
   * beginning with "//" and no authority, a query after an opaque_part, text
   * outside the grammar) are a TypeError, as is a value that is not such an
   * object.
   */
  serialize(components: Rfc2396Parts): string;
  normalize(input: string, options?: Rfc2396NormalizeOptions): string;
  equivalent(a: string, b: string, options?: Rfc2396NormalizeOptions): boolean;
  escape(text: string, component: Rfc2396EscapeComponent): string;
  unescape(text: string): string;
  unescapeOctets(text: string): Uint8Array;
  tree(input: string, rule?: Rule, options?: TreeOptions): ParseTree<Rule>;
  /** The rule set, for a dialect's own typed parseRule. */
  readonly ruleSet: ReadonlySet<string>;
}

/** The dialect on `grammar`: RFC 2396's functions, its parser, name and reserved characters. */
export function createRfc2396Dialect<
  Name extends GrammarName,
  Rule extends string,
  HostKind extends string = Rfc2396HostKind,
>(
  grammar: Rfc2396Grammar<Name, Rule, HostKind>,
): Rfc2396DialectFunctions<Name, Rule, HostKind> {
  const { name, parser, treeParser } = grammar;
  /** The generated parse function, read once (not through the module object on every call). */
  const generatedParse = grammar.parse;
  const rules = parser.StartRules.filter(
    (r): r is Rule => !(HELPER_RULES as readonly string[]).includes(r),
  );
  const ruleSet: ReadonlySet<string> = new Set(rules);
  const isRule = (rule: string): rule is Rule => ruleSet.has(rule);
  /** The default start rule: every grammar of RFC 2396's has it. */
  const URI_REFERENCE = "URI_reference";
  if (!isRule(URI_REFERENCE)) {
    throw new Error(`${name}: the grammar has no rule ${URI_REFERENCE}`);
  }
  /** A server's host, which format writes: every grammar of RFC 2396's has it. */
  const HOST = "host";
  if (!isRule(HOST)) {
    throw new Error(`${name}: the grammar has no rule ${HOST}`);
  }
  const LENIENT = validityOptions("lenient_URI_reference");
  const LENIENT_REPORT = reportOptions("lenient_URI_reference");
  const { escape, unescape, unescapeOctets } = escaping(name, grammar.reserved);

  /** The lenient rule's node, or a UrlSyntaxError naming URI_reference (the rule parse stands for). */
  function parseLenient(text: string): URIReferenceNode<HostNode<HostKind>> {
    const node = generatedParse(text, LENIENT);
    if (isRejected(node)) {
      throw syntaxError(name, "URI_reference", text, () =>
        generatedParse(text, LENIENT_REPORT),
      );
    }
    return node;
  }

  function parse(input: string): Rfc2396Reference<HostKind> {
    requireString(input, "input");
    return toReference(parseLenient(input));
  }

  /** `parse`, for resolution: the components without the segments, which section 5.2 never reads. */
  function parseComponents(input: string): Rfc2396ReferenceComponents {
    requireString(input, "input");
    return toReferenceComponents(parseLenient(input));
  }

  function createResolver(
    base: string,
    options?: Rfc2396ResolveOptions,
  ): (reference: string) => string {
    requireString(base, "base");
    const parsedBase = parseComponents(base);
    requireAbsoluteBase(name, parsedBase, base, "");
    return (reference: string): string => {
      const ref = parseComponents(reference);
      return recompose(
        resolveParsed(
          name,
          parsedBase,
          base,
          ref,
          reference,
          parseComponents,
          options,
        ),
      );
    };
  }

  function normalize(input: string, options?: Rfc2396NormalizeOptions): string {
    return recompose(normalParts(input, parse, options));
  }

  function serialize(components: Rfc2396Parts): string {
    const parts = requireParts(components, rfcTitle(name));
    return requireReadBack(
      recompose(parts),
      rfcTitle(name),
      parseComponents,
      (back) => firstDifference(parts, back, PART_NAMES),
    );
  }

  return {
    name,
    rules,
    ruleSet,
    parse,
    tryParse(input) {
      requireString(input, "input");
      const node = generatedParse(input, LENIENT);
      return isRejected(node)
        ? rejectedResult(name, "URI_reference", input, () =>
            generatedParse(input, LENIENT_REPORT),
          )
        : { ok: true, value: toReference(node) };
    },
    isValid(input, rule = URI_REFERENCE) {
      requireRule(ruleSet, rule);
      if (typeof input !== "string") return false;
      return accepts(parser, () =>
        generatedParse(input, validityOptions(rule)),
      );
    },
    split: splitWith((input) =>
      accepts(parser, () =>
        generatedParse(input, validityOptions(URI_REFERENCE)),
      ),
    ),
    format: (parts) =>
      formatWith(
        {
          name,
          title: rfcTitle(name),
          escape: (text, component) => escape(text, component),
          // A server's host (a hostname, an IPv4address, a variant's
          // IPv6reference); a registry-based authority has no host.
          host: (host) =>
            accepts(parser, () => generatedParse(host, validityOptions(HOST)))
              ? host
              : undefined,
          read: (text) => genericOf(parse(text)),
          opaqueURIs: true,
          rfc1808Paths: false,
        },
        parts,
      ),
    resolve: (base, reference, options) =>
      createResolver(base, options)(reference),
    createResolver,
    relativize(base, target, options) {
      return relativizeWith(
        {
          isReference: (input) =>
            accepts(parser, () => generatedParse(input, LENIENT)),
          resolve: (b, r) => createResolver(b, options)(r),
        },
        base,
        target,
      );
    },
    serialize,
    normalize,
    equivalent: (a, b, options) =>
      normalize(a, options) === normalize(b, options),
    escape,
    unescape,
    unescapeOctets,
    tree(input, rule = URI_REFERENCE, options) {
      requireRule(ruleSet, rule);
      const parseOptions = treeParseOptions(rule, options);
      return runParser(name, treeParser, rule, input, (text) =>
        treeParser.parse(text, parseOptions),
      ) as ParseTree<Rule>;
    },
  };
}
