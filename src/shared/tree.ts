// Parse trees, from the tree build of a grammar (generated/NAME.tree.js, the
// grammar as data for generated/tree-runtime.js; see compiler/tree.js for how
// the build is made from the grammar).

import { BOOLEAN, checkOptions, type KeySpec } from "./options.js";
import { own } from "./own.js";

/**
 * A rule that matched: its RFC name, the span [start, end) of the input it
 * matched, that text, and the nodes below it.
 *
 * In the compact tree (the default) the nodes below a node are those of the
 * rules that give a URL its structure (hostname, segment, authority, ...) and
 * of the character rules it is made of (domainlabel, port, query, ...): a
 * character rule's node is a leaf, and a run of single-character rules (the
 * pchar* of a segment) has no node of its own. With `{ detail: true }` every
 * rule that matched is a node, down to alpha and digit.
 */
export interface ParseTree<Rule extends string = string> {
  readonly rule: Rule;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly ParseTree<Rule>[];
}

/** Options of every dialect's `tree`. */
export interface TreeOptions {
  /**
   * The whole derivation, every rule that matched a node, down to alpha and
   * digit (default false: the compact tree). The detail below a leaf of the
   * compact tree is `tree(leaf.text, leaf.rule, { detail: true })`.
   */
  readonly detail?: boolean;
}

/** The options of a generated tree build, started at `rule`. */
type TreeParseOptions<R extends string> = {
  readonly startRule: R;
  readonly detail: boolean;
};

const PARSE_OPTIONS = new Map<string, TreeParseOptions<string>>();

/**
 * The generated tree build's options for `rule` and the caller's `options`
 * (own properties only). Built once per rule and detail.
 */
export function treeParseOptions<R extends string>(
  rule: R,
  options: TreeOptions | undefined,
): TreeParseOptions<R> {
  const detail = own(options, "detail") === true;
  const key = `${detail ? "detail" : "compact"} ${rule}`;
  let parseOptions = PARSE_OPTIONS.get(key);
  if (parseOptions === undefined) {
    parseOptions = { startRule: rule, detail };
    PARSE_OPTIONS.set(key, parseOptions);
  }
  return parseOptions as TreeParseOptions<R>;
}

/** What every dialect's `tree` knows of its options. */
export const TREE_OPTIONS: KeySpec = { detail: BOOLEAN };

/** The options of `fn` ("rfc3986.tree"), checked against `spec` (see checkOptions). */
export function checkTreeOptions<T extends TreeOptions>(
  fn: string,
  options: T | undefined,
  spec: KeySpec = TREE_OPTIONS,
): T | undefined {
  return checkOptions(fn, options, spec);
}
