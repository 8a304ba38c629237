// The typed URL: a discriminated union on `kind`, one member per scheme of
// section 5 (schemes/index.ts), and the mapping from what the grammar's `url`
// rule returns, through the schemes' table.
import type { UrlNode } from "../../generated/rfc1738.js";
import { TO_URL, type Rfc1738Url } from "./schemes/index.js";
import { toUrl as toOtherUrl } from "./schemes/other.js";

export type { Rfc1738Url };

/** The schemes of section 5's `url` rule, in its order. */
export type PredefinedScheme = Exclude<Rfc1738Url["kind"], "other">;

/** A scheme's mapping (the table's rows are each of one node type). */
type Mapping = (node: UrlNode, input: string) => Rfc1738Url;

/**
 * Maps what the `url` rule returned to the typed URL. `input` is the URL as
 * given (the grammar may have seen its scheme lowercased): the raw scheme
 * comes from it. A genericurl, most URLs (https above all), is mapped by a
 * direct call, which V8 inlines, before the table's: through the table alone
 * (one call site for eleven functions) rfc1738.tryParse took 1.08× to 1.13×
 * of its time before the table (bench --baseline against fbf3ffd).
 */
export function toUrl(node: UrlNode, input: string): Rfc1738Url {
  if (node.type === "genericurl") return toOtherUrl(node, input);
  return (TO_URL[node.type] as Mapping)(node, input);
}
