// The face every dialect module shows, so that dialects can be swapped and
// compared. Each dialect module checks itself against this interface at
// compile time (`satisfies`).
import type { DialectName, UrlSyntaxError } from "./errors.js";
import type { FormatParts } from "./shared/format.js";
import type { ParseTree, TreeOptions } from "./shared/tree.js";

/** The outcome of `tryParse`: the components, or the error `parse` would throw. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: UrlSyntaxError };

/** `resolve` of a dialect whose RFC defines relative references. */
export type Resolver<ResolveOptions> = (
  base: string,
  reference: string,
  options?: ResolveOptions,
) => string;

/**
 * What a dialect has in place of `resolve` when its RFC defines no relative
 * form (RFC 1738): a typed absence, with the reason to show.
 */
export interface NotDefined {
  readonly defined: false;
  readonly reason: string;
}

/** `resolve` of a dialect whose RFC defines no relative form. */
export type ResolveNotDefined = NotDefined;

export interface Dialect<
  Name extends DialectName,
  Rule extends string,
  Components,
  ResolveOptions,
  NormalizeOptions,
  EscapeComponent extends string,
  Resolve extends Resolver<ResolveOptions> | ResolveNotDefined =
    Resolver<ResolveOptions>,
  Split extends
    ((input: string) => { readonly inGrammar: boolean }) | NotDefined = (
    input: string,
  ) => { readonly inGrammar: boolean },
  Parts extends object = FormatParts,
> {
  readonly name: Name;
  /** Every rule of the RFC's BNF, under the RFC's names: each is a start rule. */
  readonly rules: readonly Rule[];
  /** The typed components of a reference; throws UrlSyntaxError outside the grammar. */
  parse(input: string): Components;
  tryParse(input: string): ParseResult<Components>;
  /** Whether `input` is a member of `rule`'s language (by default the whole reference). */
  isValid(input: string, rule?: Rule): boolean;
  /** What the grammar's rule returns, started at that rule. */
  parseRule(rule: Rule, input: string): unknown;
  serialize(components: Components): string;
  /**
   * A reference built from its unescaped parts, each escaped for where it
   * stands, that reads back as those parts; UrlFormatError names a part that
   * cannot stand where it was put.
   */
  format(parts: Parts): string;
  /** Resolution of a relative reference, or why the RFC has none. */
  readonly resolve: Resolve;
  /**
   * The shortest reference that `resolve` maps to the target (the target
   * first resolved against the base), or, with no `resolve`, why not.
   */
  readonly relativize: Resolve;
  /**
   * The RFC's own splitting algorithm, on any string: the components it
   * yields and whether the string is also in the grammar; or why the RFC has
   * none. Never throws on a string.
   */
  readonly split: Split;
  normalize(input: string, options?: NormalizeOptions): string;
  equivalent(a: string, b: string, options?: NormalizeOptions): boolean;
  escape(text: string, component: EscapeComponent): string;
  unescape(text: string): string;
  /** The compact parse tree, or with `{ detail: true }` the whole derivation; UrlTreeLimitError past the node limit. */
  tree(input: string, rule?: Rule, options?: TreeOptions): ParseTree<Rule>;
}
