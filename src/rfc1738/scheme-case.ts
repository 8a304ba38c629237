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

/** The leading run of characters that may spell a scheme, in any case. */
const SCHEME_RUN = /^[A-Za-z0-9+.\-]*/;

/**
 * `input` with the scheme at its start lowercased, when `rule` starts with a
 * scheme: the leading run of letters, digits, "+", "-" and "." (a scheme ends
 * at the first other character, its ":"). Other rules get the input unchanged.
 */
export function foldSchemeCase(rule: string, input: string): string {
  if (!SCHEME_RULES.has(rule)) return input;
  const run = (SCHEME_RUN.exec(input) as RegExpExecArray)[0];
  const lower = run.toLowerCase();
  return lower === run ? input : lower + input.slice(run.length);
}
