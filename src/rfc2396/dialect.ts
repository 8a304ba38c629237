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
  ruleValue,
  startParser,
  startParsers,
  syntaxError,
  validityOptions,
  type FastModule,
  type GeneratedModule,
} from "../shared/grammar.js";
import { RejectedResult } from "../shared/rejected-result.js";
import { checkOptions } from "../shared/options.js";
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
  type Rfc2396HostKind,
  type Rfc2396Reference,
  type Rfc2396ReferenceComponents,
} from "./components.js";
import { escaping, type Rfc2396EscapeComponent } from "./escape.js";
import {
  equivalentOf,
  normalizeOf,
  type Rfc2396NormalizeOptions,
} from "./normalize.js";
import {
  RESOLVE_OPTIONS,
  requireAbsoluteBase,
  resolveParsed,
  type Rfc2396ResolveOptions,
} from "./resolve.js";
import { recompose, serializeOf, type Rfc2396Parts } from "./serialize.js";

export { equivalentOf, normalizeOf, serializeOf };

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

/**
 * What the fast functions need of a grammar of RFC 2396's: its name, its
 * entry parser (generated/NAME.entry.js: the fast parser of
 * lenient_URI_reference and URI_reference, no more, and no reporting
 * parser) and its reserved characters.
 */
export interface Rfc2396Entry<
  Name extends GrammarName,
  HostKind extends string,
> {
  /** The dialect, as its errors name it. */
  readonly name: Name;
  /** The entry parser (generated/NAME.entry.js), for its SyntaxError if it has one. */
  readonly entryParser: FastModule;
  /** Its parse function. */
  readonly entryParse: Rfc2396ParseFunction<
    "lenient_URI_reference" | "URI_reference",
    HostKind
  >;
  /** The characters of the grammar's `reserved` rule, which a query and a fragment take unescaped. */
  readonly reserved: string;
}

/**
 * The reporting parser's parse function of the entry rules
 * (generated/NAME.entry.report.js), as the dialect calls it: with
 * reportOptions, it throws what a UrlSyntaxError's details are made of.
 */
export type Rfc2396ReportFunction = (
  input: string,
  options: ReturnType<typeof reportOptions<"lenient_URI_reference">>,
) => unknown;

/** A generated parse function, as a validity check calls it. */
export type Rfc2396ValidityFunction<Rule extends string> = (
  input: string,
  options: ReturnType<typeof validityOptions<Rule>>,
) => unknown;

/** The recognizer of every rule of a grammar of RFC 2396's (generated/NAME.match.js), for isValid, format and tree. */
export interface Rfc2396Rules<Rule extends string> {
  /** The grammar's rules, without the helper rules. */
  readonly rules: readonly Rule[];
  readonly ruleSet: ReadonlySet<string>;
  /** The generated recognizer (generated/NAME.match.js), for its SyntaxError if it has one. */
  readonly parser: FastModule;
  /** Its parse function. */
  readonly parse: Rfc2396ValidityFunction<Rule>;
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
}

/**
 * What needs the fast entry parser alone (generated/NAME.entry.js): whether a
 * string is a reference, and escaping. Functions that report no syntax error
 * (split, escape) are made from it, so that their bundles carry no reporting
 * parser.
 */
export interface Rfc2396Fast<
  Name extends GrammarName,
  HostKind extends string,
> {
  readonly name: Name;
  /** The lenient rule's node, or the token isRejected tells (src/shared/grammar.ts). */
  lenientNode(input: string): URIReferenceNode<HostNode<HostKind>>;
  /** Whether `input` is in the language of lenient_URI_reference. */
  isReference(input: string): boolean;
  /** Whether `input` is in the language of URI_reference. */
  isURIReference(input: string): boolean;
  readonly escape: Rfc2396DialectFunctions<Name, string, HostKind>["escape"];
  readonly unescape: (text: string) => string;
  readonly unescapeOctets: (text: string) => Uint8Array;
}

/** The fast functions of the dialect on `entry` (see Rfc2396Fast). */
export function createRfc2396Fast<
  Name extends GrammarName,
  HostKind extends string = Rfc2396HostKind,
>(entry: Rfc2396Entry<Name, HostKind>): Rfc2396Fast<Name, HostKind> {
  const { name, entryParser, entryParse } = entry;
  /** The parsers of the two entry rules, made once (see startParser). */
  const lenient = startParser<
    "lenient_URI_reference",
    URIReferenceNode<HostNode<HostKind>>
  >(entryParser, entryParse, "lenient_URI_reference");
  const uriReference = startParser<"URI_reference", unknown>(
    entryParser,
    entryParse,
    "URI_reference",
  );
  const { escape, unescape, unescapeOctets } = escaping(name, entry.reserved);
  return {
    name,
    lenientNode: lenient,
    isReference: (input) => accepts(entryParser, () => lenient(input)),
    isURIReference: (input) => accepts(entryParser, () => uriReference(input)),
    escape,
    unescape,
    unescapeOctets,
  };
}

/**
 * The core of a dialect on RFC 2396's grammar: parse and what every other
 * function that reports a syntax error builds on, from the fast entry parser
 * and, for an error's details, the reporting one
 * (generated/NAME.entry.report.js). Each function of the dialect is made
 * apart from it or from Rfc2396Fast (the functions below, each called
 * `/* @__PURE__ *\/` by src/rfc2396/index.ts and src/rfc2732/index.ts), so
 * that a bundler drops what the code it bundles does not use: a bundle of
 * parse has neither the parser of every rule, nor the tree build, nor
 * resolution; a bundle of isValid no reporting parser.
 */
export interface Rfc2396Core<
  Name extends GrammarName,
  HostKind extends string,
> extends Rfc2396Fast<Name, HostKind> {
  parse(input: string): Rfc2396Reference<HostKind>;
  tryParse(input: string): ParseResult<Rfc2396Reference<HostKind>>;
  /** `parse`, for resolution: the components without the segments, which section 5.2 never reads. */
  parseComponents(input: string): Rfc2396ReferenceComponents;
}

/** The core of the dialect on `fast`, with `report` for errors (see Rfc2396Core). */
export function createRfc2396Core<
  Name extends GrammarName,
  HostKind extends string = Rfc2396HostKind,
>(
  fast: Rfc2396Fast<Name, HostKind>,
  report: Rfc2396ReportFunction,
): Rfc2396Core<Name, HostKind> {
  const { name, lenientNode } = fast;
  const LENIENT_REPORT = reportOptions("lenient_URI_reference");

  /** The lenient rule's node, or a UrlSyntaxError naming URI_reference (the rule parse stands for). */
  function parseLenient(text: string): URIReferenceNode<HostNode<HostKind>> {
    const node = lenientNode(text);
    if (isRejected(node)) {
      throw syntaxError(name, "URI_reference", text, () =>
        report(text, LENIENT_REPORT),
      );
    }
    return node;
  }

  return {
    ...fast,
    parse(input) {
      requireString(input, "input");
      return toReference(parseLenient(input));
    },
    tryParse(input) {
      requireString(input, "input");
      const node = lenientNode(input);
      return isRejected(node)
        ? new RejectedResult(name, "URI_reference", input, () =>
            report(input, LENIENT_REPORT),
          )
        : { ok: true, value: toReference(node) };
    },
    parseComponents(input) {
      requireString(input, "input");
      return toReferenceComponents(parseLenient(input));
    },
  };
}

/** The rules of `parser` (generated/NAME.match.js), without the helper rules; `name` must have URI_reference and host. */
export function createRfc2396Rules<Rule extends string>(
  name: GrammarName,
  parser: Rfc2396Rules<Rule>["parser"],
  parse: Rfc2396ValidityFunction<Rule>,
): Rfc2396Rules<Rule> {
  const rules = parser.StartRules.filter(
    (r): r is Rule => !(HELPER_RULES as readonly string[]).includes(r),
  );
  const ruleSet: ReadonlySet<string> = new Set(rules);
  // Every grammar of RFC 2396's has its default start rule and a server's host (which format writes).
  for (const rule of ["URI_reference", "host"]) {
    if (!ruleSet.has(rule)) {
      throw new Error(`${name}: the grammar has no rule ${rule}`);
    }
  }
  return { rules, ruleSet, parser, parse };
}

/**
 * The rule set of a generated module's start rules, without the helper rules:
 * for parseRule and tree, each from its own module (so that neither bundle
 * carries the recognizer).
 */
export function ruleSetOf(startRules: readonly string[]): {
  readonly ruleSet: ReadonlySet<string>;
} {
  return {
    ruleSet: new Set(
      startRules.filter(
        (r) => !(HELPER_RULES as readonly string[]).includes(r),
      ),
    ),
  };
}

/** isValid: by the recognizer of every rule (generated/NAME.match.js), which builds no value and reports nothing. */
export function isValidOf<Rule extends string>(
  grammar: Rfc2396Rules<Rule>,
): (input: string, rule?: Rule) => boolean {
  const { parser, ruleSet } = grammar;
  const parserOf = startParsers<Rule, unknown>(parser, grammar.parse);
  return (input, rule = "URI_reference" as Rule) => {
    requireRule(ruleSet, rule);
    if (typeof input !== "string") return false;
    const parse = parserOf(rule);
    return accepts(parser, () => parse(input));
  };
}

/**
 * parseRule: what the grammar returns for `input` started at `rule`, by
 * `parse`, the fast parser of every rule (generated/NAME.rules.js); its
 * errors by their reporting parser (generated/NAME.rules.report.js),
 * `report`.
 */
export function parseRuleOf<Rule extends string>(
  name: GrammarName,
  grammar: Pick<Rfc2396Rules<Rule>, "ruleSet">,
  parse: Rfc2396ValidityFunction<Rule>,
  report: (
    input: string,
    options: ReturnType<typeof reportOptions<Rule>>,
  ) => unknown,
): (rule: Rule, input: string) => unknown {
  const { ruleSet } = grammar;
  const generatedParse = parse;
  return (rule, input) => {
    requireRule(ruleSet, rule);
    requireString(input, "input");
    return ruleValue(
      name,
      rule,
      input,
      generatedParse(input, validityOptions(rule)),
      () => report(input, reportOptions(rule)),
    );
  };
}

/** Appendix B's split (src/rfc2396/split.ts), with whether the string is a URI_reference. */
export function splitOf(
  fast: Rfc2396Fast<GrammarName, string>,
): (input: string) => Rfc2396Split {
  return splitWith((input) => fast.isURIReference(input));
}

/** format (src/shared/format.ts) for the dialect. */
export function formatOf<Rule extends string>(
  core: Rfc2396Core<GrammarName, string>,
  grammar: Rfc2396Rules<Rule>,
): (parts: FormatParts) => string {
  const { name } = core;
  const { parser } = grammar;
  const generatedParse = grammar.parse;
  const HOST = validityOptions("host" as Rule);
  return (parts) =>
    formatWith(
      {
        name,
        title: rfcTitle(name),
        escape: (text, component) => core.escape(text, component),
        // A server's host (a hostname, an IPv4address, a variant's
        // IPv6reference); a registry-based authority has no host.
        host: (host) =>
          accepts(parser, () => generatedParse(host, HOST)) ? host : undefined,
        read: (text) => genericOf(core.parse(text)),
        opaqueURIs: true,
        rfc1808Paths: false,
      },
      parts,
    );
}

/**
 * A resolver bound to one base, which is parsed once (section 5.2); its
 * options checked as those of `fn` (createResolver, or resolve).
 */
export function createResolverOf(
  core: Rfc2396Core<GrammarName, string>,
  fn = "createResolver",
): (
  base: string,
  options?: Rfc2396ResolveOptions,
) => (reference: string) => string {
  const { name, parseComponents } = core;
  const fullName = `${name}.${fn}`;
  return (base, given) => {
    requireString(base, "base");
    const options = checkOptions(fullName, given, RESOLVE_OPTIONS);
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
  };
}

/** resolve: section 5.2. */
export function resolveOf(
  core: Rfc2396Core<GrammarName, string>,
): (
  base: string,
  reference: string,
  options?: Rfc2396ResolveOptions,
) => string {
  const createResolver = createResolverOf(core, "resolve");
  return (base, reference, options) => createResolver(base, options)(reference);
}

/** relativize (src/shared/relativize.ts). */
export function relativizeOf(
  core: Rfc2396Core<GrammarName, string>,
): (base: string, target: string, options?: Rfc2396ResolveOptions) => string {
  const createResolver = createResolverOf(core, "relativize");
  return (base, target, given) => {
    const options = checkOptions(
      `${core.name}.relativize`,
      given,
      RESOLVE_OPTIONS,
    );
    return relativizeWith(
      {
        isReference: (input) => core.isReference(input),
        resolve: (b, r) => createResolver(b, options)(r),
      },
      base,
      target,
    );
  };
}

/** The tree build (generated/NAME.tree.js) of the dialect's rules. */
export function treeOf<Rule extends string>(
  name: GrammarName,
  grammar: Pick<Rfc2396Rules<Rule>, "ruleSet">,
  treeParser: GeneratedModule & {
    parse(
      input: string,
      options: ReturnType<typeof treeParseOptions<Rule>>,
    ): unknown;
  },
): (input: string, rule?: Rule, options?: TreeOptions) => ParseTree<Rule> {
  const { ruleSet } = grammar;
  return (input, rule = "URI_reference" as Rule, options) => {
    requireRule(ruleSet, rule);
    const parseOptions = treeParseOptions(
      rule,
      checkTreeOptions(`${name}.tree`, options),
    );
    return runParser(name, treeParser, rule, input, (text) =>
      treeParser.parse(text, parseOptions),
    ) as ParseTree<Rule>;
  };
}

/**
 * `object[key]`, as a call that a bundler drops when its result goes unused
 * (called `/* @__PURE__ *\/`): a property read at a module's top level is kept.
 */
export function member<T, K extends keyof T>(object: T, key: K): T[K] {
  return object[key];
}

/**
 * Every function of a dialect on a grammar of RFC 2396's at once, over one
 * generated module that has every rule (a grammar compiled at run time by
 * src/variant.ts): the shipped dialects make each function apart instead, so
 * that a bundler keeps only those used.
 */
export function createRfc2396Dialect<
  Name extends GrammarName,
  Rule extends string,
  HostKind extends string = Rfc2396HostKind,
>(grammar: {
  readonly name: Name;
  readonly parser: GeneratedModule;
  readonly parse: Rfc2396ParseFunction<Rule, HostKind>;
  readonly treeParser: Parameters<typeof treeOf<Rule>>[2];
  readonly reserved: string;
}): Rfc2396DialectFunctions<Name, Rule, HostKind> {
  const { name, parser, treeParser, reserved } = grammar;
  // One module, which has the fast and the reporting parser of every rule.
  const core = createRfc2396Core<Name, HostKind>(
    createRfc2396Fast<Name, HostKind>({
      name,
      entryParser: parser,
      entryParse: grammar.parse as Rfc2396ParseFunction<
        "lenient_URI_reference" | "URI_reference",
        HostKind
      >,
      reserved,
    }),
    grammar.parse,
  );
  const rules = createRfc2396Rules<Rule>(name, parser, grammar.parse);
  return {
    name,
    rules: rules.rules,
    parse: core.parse,
    tryParse: core.tryParse,
    isValid: isValidOf(rules),
    split: splitOf(core),
    format: formatOf(core, rules),
    resolve: resolveOf(core),
    createResolver: createResolverOf(core),
    relativize: relativizeOf(core),
    serialize: serializeOf(core),
    normalize: normalizeOf(core),
    equivalent: equivalentOf(core),
    escape: core.escape,
    unescape: core.unescape,
    unescapeOctets: core.unescapeOctets,
    tree: treeOf(name, rules, treeParser),
  };
}
