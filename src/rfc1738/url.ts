// The typed URL: a discriminated union on `kind`, one member per scheme of
// section 5 (schemes/index.ts), and the mapping from what the grammar's `url`
// rule returns, through the schemes' table.
import type { UrlNode } from "../../generated/rfc1738.js";
import { TO_URL, type Rfc1738Url } from "./schemes/index.js";

export type { Rfc1738Url };

/** The schemes of section 5's `url` rule, in its order. */
export type PredefinedScheme = Exclude<Rfc1738Url["kind"], "other">;

/** A scheme's mapping (the table's rows are each of one node type). */
type Mapping = (node: UrlNode, input: string) => Rfc1738Url;

/**
 * Maps what the `url` rule returned to the typed URL. `input` is the URL as
 * given (the grammar may have seen its scheme lowercased): the raw scheme
 * comes from it.
 */
export function toUrl(node: UrlNode, input: string): Rfc1738Url {
  return (TO_URL[node.type] as Mapping)(node, input);
}
