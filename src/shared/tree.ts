// Parse trees, from the tree build of a grammar (generated/NAME.tree.js).

/** A rule that matched: its RFC name, the span [start, end) of the input it matched, that text, and the rules it is made of. */
export interface ParseTree<Rule extends string = string> {
  readonly rule: Rule;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly ParseTree<Rule>[];
}
