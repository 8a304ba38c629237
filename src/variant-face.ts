// The face of a grammar compiled at run time (src/variant.ts compiles it),
// apart from the compiler, which needs Node (peggy, node:vm): compare and the
// page (src/site/, in a browser) read these types without loading it.
import type { GrammarName } from "./errors.js";
import type { Rfc2396Reference } from "./rfc2396/components.js";
import type { Rfc2396DialectFunctions } from "./rfc2396/dialect.js";
import type { ParseTree, TreeOptions } from "./shared/tree.js";

/** The shipped dialects whose typed layer a variant can take: RFC 2396's, and RFC 2732's (RFC 2396's over its own grammar). */
export type VariantBase = "rfc2396" | "rfc2732";

/** The bases `base` may name. */
export const VARIANT_BASES: readonly VariantBase[] = ["rfc2396", "rfc2732"];

/** A grammar compiled at run time: the dialect face that needs no typed layer. */
export interface Variant {
  readonly name: string;
  /** Every rule of the grammar (composed with its base, for a variant file), each a start rule. */
  readonly rules: readonly string[];
  /** The default rule of isValid and tree. */
  readonly startRule: string;
  /** The base whose typed layer the variant has, or undefined. */
  readonly base: VariantBase | undefined;
  /** Whether `input` is in the language of `rule` (default startRule). */
  isValid(input: string, rule?: string): boolean;
  /** What the grammar's rule returns for `input`; UrlSyntaxError outside its language. */
  parseRule(rule: string, input: string): unknown;
  /** The compact parse tree, or with `{ detail: true }` the whole derivation (as every dialect's tree). */
  tree(input: string, rule?: string, options?: TreeOptions): ParseTree;
}

/** A variant with its base's typed layer: RFC 2396's functions over the variant's parser. */
export interface VariantWithBase
  extends
    Variant,
    Omit<
      Rfc2396DialectFunctions<GrammarName, string, string>,
      "name" | "rules" | "ruleSet" | "isValid" | "tree"
    > {
  readonly base: VariantBase;
  parse(input: string): Rfc2396Reference<string>;
}
