// RFC 1808 section 2.4, "Parsing a URL": how to break any string into the
// components of a URL, step by step on a working string, validating nothing.
import { requireString } from "../errors.js";

/**
 * The components section 2.4 yields, under the names `parse` gives them, and
 * whether the string is also in the grammar of section 2.2. RFC 1808 does
 * not keep an absent fragment, query or params apart from an empty one: "If
 * the crosshatch is the last character, or no crosshatch is present, then
 * the fragment identifier is empty" (2.4.1; 2.4.4 and 2.4.5 say the same of
 * "?" and ";"), so those three are strings, "" for both. A scheme and a
 * net_loc are there or not: undefined when absent.
 */
export interface Rfc1808Split {
  readonly scheme: string | undefined;
  readonly netLoc: string | undefined;
  /** The path without the "/" that may precede it (2.4.6: "the initial slash is not part of the URL path"). */
  readonly path: string;
  /** Whether the "/" was present (2.4.6: the parser "must remember whether or not it was present"). */
  readonly pathAbsolute: boolean;
  readonly params: string;
  readonly query: string;
  readonly fragment: string;
  /** Whether the string is in the language of section 2.2's URL rule (`isValid`). */
  readonly inGrammar: boolean;
}

/** scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], read case-blind (2.4.2: "alphanumeric, plus "+", period ".", or hyphen "-""). */
const SCHEME_CHARACTER = /^[A-Za-z0-9+.-]+$/;

/** Section 2.4's steps; `isValid` says whether the string is in the grammar. */
export function splitWith(
  isValid: (input: string) => boolean,
): (input: string) => Rfc1808Split {
  return (input) => {
    requireString(input, "input");
    let rest = input;

    // 2.4.1 Parsing the Fragment Identifier: everything after the first "#"
    // ("empty" when there is none).
    let fragment = "";
    const hash = rest.indexOf("#");
    if (hash >= 0) {
      fragment = rest.slice(hash + 1);
      rest = rest.slice(0, hash);
    }

    // 2.4.2 Parsing the Scheme: a ":" after the first character and before
    // any character that cannot be part of a scheme name.
    let scheme: string | undefined;
    const colon = rest.indexOf(":");
    if (colon > 0 && SCHEME_CHARACTER.test(rest.slice(0, colon))) {
      scheme = rest.slice(0, colon);
      rest = rest.slice(colon + 1);
    }

    // 2.4.3 Parsing the Network Location/Login: after a leading "//", up to
    // the next "/".
    let netLoc: string | undefined;
    if (rest.startsWith("//")) {
      const slash = rest.indexOf("/", 2);
      netLoc = rest.slice(2, slash < 0 ? rest.length : slash);
      rest = slash < 0 ? "" : rest.slice(slash);
    }

    // 2.4.4 Parsing the Query Information: everything after the first "?".
    let query = "";
    const question = rest.indexOf("?");
    if (question >= 0) {
      query = rest.slice(question + 1);
      rest = rest.slice(0, question);
    }

    // 2.4.5 Parsing the Parameters: everything after the first ";".
    let params = "";
    const semicolon = rest.indexOf(";");
    if (semicolon >= 0) {
      params = rest.slice(semicolon + 1);
      rest = rest.slice(0, semicolon);
    }

    // 2.4.6 Parsing the Path: what is left, the initial "/" remembered.
    const pathAbsolute = rest.startsWith("/");
    return {
      scheme,
      netLoc,
      path: pathAbsolute ? rest.slice(1) : rest,
      pathAbsolute,
      params,
      query,
      fragment,
      inGrammar: isValid(input),
    };
  };
}
