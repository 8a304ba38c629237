// Scheme names and case. Section 5: "the scheme is in lower case; interpreters
// should use case-ignore". The grammar keeps the BNF (lowercase only); unless
// the caller asks for `strict`, the dialect folds the scheme's letters to
// lowercase before running it. Folding changes no offset, so errors still
// point into the input as given.

/** The rules whose input starts with a scheme name (each scheme's url rule spells its scheme). */
const SCHEME_RULES: ReadonlySet<string> = new Set([
  "genericurl",
  "url",
  "otherurl",
  "scheme",
  "ftpurl",
  "fileurl",
  "httpurl",
  "gopherurl",
  "mailtourl",
  "newsurl",
  "nntpurl",
  "telneturl",
  "waisurl",
  "waisdatabase",
  "waisindex",
  "waisdoc",
  "prosperourl",
]);

/**
 * `input` with the scheme at its start lowercased, when `rule` starts with a
 * scheme: the leading run of letters, digits, "+", "-" and "." (a scheme ends
 * at the first other character, its ":"). Other rules get the input unchanged.
 */
export function foldSchemeCase(rule: string, input: string): string {
  return SCHEME_RULES.has(rule) ? foldLeadingScheme(input) : input;
}

/** `input` with its leading run of scheme characters lowercased (the same string when it has no uppercase letter). */
export function foldLeadingScheme(input: string): string {
  // A loop over char codes, not a regular expression: this runs on every parse.
  let end = 0;
  let upper = false;
  for (; end < input.length; end++) {
    const c = input.charCodeAt(end);
    if (c >= 0x41 && c <= 0x5a)
      upper = true; // A-Z
    else if (!isSchemeChar(c)) break;
  }
  return upper ? input.slice(0, end).toLowerCase() + input.slice(end) : input;
}

/** a-z, 0-9, "+", "-", "." (the uppercase letters are tested apart). */
function isSchemeChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) || // a-z
    (c >= 0x30 && c <= 0x39) || // 0-9
    c === 0x2b || // +
    c === 0x2d || // -
    c === 0x2e // .
  );
}
