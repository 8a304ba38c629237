// A grammar compiled at run time (url-grammars/variant) as a column of
// compare and of the command line.
import type * as rfc2396 from "../rfc2396/index.js";
import { fromRfc2396 } from "../generic.js";
import type { ParseTree } from "../shared/tree.js";
import type { Variant, VariantWithBase } from "../variant-face.js";
import { primitiveFields, primitiveJson, type ColumnEntry } from "./column.js";

/**
 * A grammar compiled at run time (url-grammars/variant) as a column, titled
 * by its name. With a base, its typed layer gives the components, RFC 3986's
 * vocabulary, the split and resolution, as the base's column does; without
 * one, the column reads validity and the start rule's value only.
 */
export function variantColumn(variant: Variant | VariantWithBase): ColumnEntry {
  const tree = (input: string, rule?: string): ParseTree =>
    variant.tree(input, rule);
  if (hasBase(variant)) {
    return {
      name: variant.name,
      title: variant.name,
      parse: (input) => variant.parse(input),
      view: (input) => primitiveFields(variant.parse(input)),
      viewJson: (input) => primitiveJson(variant.parse(input), false),
      split: (input) => ({ ...variant.split(input) }),
      generic: (input) => fromRfc2396(variant.parse(input)),
      resolve: (base, reference, options) =>
        variant.resolve(
          base,
          reference,
          options as rfc2396.Rfc2396ResolveOptions | undefined,
        ),
      rules: variant.rules,
      tree,
    };
  }
  const noTypedLayer = `${variant.name} has no typed layer (compile it with a base)`;
  const value = (input: string): unknown =>
    variant.parseRule(variant.startRule, input);
  return {
    name: variant.name,
    title: variant.name,
    parse: value,
    view: (input) => ({ value: JSON.stringify(value(input)) }),
    viewJson: (input) =>
      JSON.stringify({ value: JSON.stringify(value(input)) }),
    split: { defined: false, reason: noTypedLayer },
    generic: undefined,
    resolve: { defined: false, reason: noTypedLayer },
    rules: variant.rules,
    tree,
  };
}

function hasBase(
  variant: Variant | VariantWithBase,
): variant is VariantWithBase {
  return variant.base !== undefined;
}
