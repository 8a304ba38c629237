// The regular expression of RFC 2396 Appendix B, which RFC 3986 Appendix B
// repeats: how to break any string into the five components, validating
// nothing. Imports no dialect.
import { requireString } from "../errors.js";

/**
 * "^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?"
 *   12            3  4          5       6  7        8 9
 * It matches every string (each group may be empty or absent) in time linear
 * in its length: every group is a run of one character class, and the
 * classes of consecutive groups do not overlap where a run could end.
 */
const APPENDIX_B =
  /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/**
 * The components Appendix B's expression yields: "scheme = $2, authority =
 * $4, path = $5, query = $7, fragment = $9". A group that did not take part
 * in the match is undefined; one that matched nothing is "" (the path always
 * takes part).
 */
export interface AppendixBComponents {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/** The split, and whether the string is also in the dialect's grammar. */
export interface AppendixBSplit extends AppendixBComponents {
  readonly inGrammar: boolean;
}

/** `split` of a dialect whose RFC gives Appendix B's expression; `isValid` says whether a string is in its grammar. */
export function splitWith(
  isValid: (input: string) => boolean,
): (input: string) => AppendixBSplit {
  return (input) => {
    requireString(input, "input");
    return { ...appendixB(input), inGrammar: isValid(input) };
  };
}

/** The expression's groups on `input`: [$0, $1, ..., $9], undefined where a group did not take part. */
export function appendixBGroups(
  input: string,
): readonly (string | undefined)[] {
  return [...(APPENDIX_B.exec(input) as RegExpExecArray)];
}

/** Appendix B's split of `input`. */
export function appendixB(input: string): AppendixBComponents {
  const m = APPENDIX_B.exec(input) as RegExpExecArray;
  return {
    scheme: m[2],
    authority: m[4],
    path: m[5] as string,
    query: m[7],
    fragment: m[9],
  };
}
