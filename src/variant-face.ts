// The face of a grammar compiled at run time (src/variant.ts compiles it),
// apart from the compiler, which needs Node (peggy, node:vm): compare and the
// page (src/site/, in a browser) read these types without loading it; and
// the variant as a column (variantColumn: the part of the face of
// src/dialect.ts that a grammar of the user's can show).
import { DIALECT_NAMES, DIALECTS } from "./registry.js";
import {
  columnOf,
  primitiveFields,
  primitiveJson,
  type ColumnEntry,
} from "./dialect.js";
import { UrlSyntaxError } from "./errors.js";
import { genericOf, type Rfc2396Reference } from "./rfc2396/components.js";
import type { Rfc2396DialectFunctions } from "./rfc2396/dialect.js";
import type { Rfc2396ResolveOptions } from "./rfc2396/resolve.js";
import type { ParseTree, TreeOptions } from "./shared/tree.js";

/** The shipped dialects whose typed layer a variant can take: RFC 2396's, and RFC 2732's (RFC 2396's over its own grammar). */
export type VariantBase = "rfc2396" | "rfc2732";

/** The bases `base` may name: RFC 2396 and the dialects that amend its grammar (the registry's `base`). */
export const VARIANT_BASES: readonly VariantBase[] = DIALECT_NAMES.filter(
  (name): name is VariantBase =>
    name === "rfc2396" ||
    (DIALECTS[name] as { readonly base?: string }).base === "rfc2396",
);

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
  extends Variant, Rfc2396DialectFunctions<string> {
  readonly base: VariantBase;
  parse(input: string): Rfc2396Reference<string>;
}

/**
 * A grammar compiled at run time as a column, titled by its name. With a
 * base, its typed layer gives the components, RFC 3986's vocabulary, the
 * split and resolution, as the base's column does; without one, the column
 * reads validity and the start rule's value only.
 */
export function variantColumn(variant: Variant | VariantWithBase): ColumnEntry {
  const { name, rules } = variant;
  const tree = (input: string, rule?: string): ParseTree =>
    variant.tree(input, rule);
  if (hasBase(variant)) {
    return {
      ...columnOf({
        name,
        title: name,
        parse: (input) => variant.parse(input),
        tryParse: (input) => variant.tryParse(input),
        viewOf: primitiveFields,
        viewJsonOf: (r) => primitiveJson(r, false),
        genericOf,
      }),
      split: (input) => ({ ...variant.split(input) }),
      resolve: (base, reference, options) =>
        variant.resolve(
          base,
          reference,
          options as Rfc2396ResolveOptions | undefined,
        ),
      rules,
      tree,
    };
  }
  const noTypedLayer = `${name} has no typed layer (compile it with a base)`;
  const parse = (input: string): unknown =>
    variant.parseRule(variant.startRule, input);
  return {
    ...columnOf({
      name,
      title: name,
      parse,
      tryParse: (input) => {
        try {
          return { ok: true, value: parse(input) };
        } catch (error) {
          if (!(error instanceof UrlSyntaxError)) throw error;
          return { ok: false, error };
        }
      },
      viewOf: (value) => ({ value: JSON.stringify(value) }),
      viewJsonOf: (value) => JSON.stringify({ value: JSON.stringify(value) }),
      genericOf: () => undefined,
    }),
    split: { defined: false, reason: noTypedLayer },
    generic: undefined,
    resolve: { defined: false, reason: noTypedLayer },
    rules,
    tree,
  };
}

function hasBase(
  variant: Variant | VariantWithBase,
): variant is VariantWithBase {
  return variant.base !== undefined;
}
