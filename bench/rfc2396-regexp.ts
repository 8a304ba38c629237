// Another measure of the limit: RFC 2396's URI-reference (Appendix A) as one
// regular expression, which V8 compiles to machine code (irregexp). Written
// for the benchmark only, like bench/rfc2396-scanner.ts: the benchmark checks
// that it accepts what rfc2396.isValid accepts on every line of the corpus,
// and times it two ways: `test` (a recognizer, beside the scanner and
// isValid) and `exec` with a group for each component the typed reference
// holds (scheme, userinfo, hostname or IPv4address, port, reg_name, path,
// query, opaque_part, fragment): what one native pass costs to find the
// components, before any object of the library's is built.
//
// It is no PEG: a regular expression backtracks where a PEG commits. On this
// language the two agree on the corpus (the benchmark checks it), and the
// expression is only ever run on the corpus; the library's parsers stay
// generated from the grammar. Each constant below is the rule it names, the
// rules it uses written in.

const UNRESERVED = "A-Za-z0-9\\-_.!~*'()";
const ESCAPED = "%[0-9A-Fa-f]{2}";
const URIC = `(?:[;/?:@&=+$,${UNRESERVED}]|${ESCAPED})`;
// path_segments: segment *( "/" segment ), segment = *pchar *( ";" param ):
// any run of pchars, ";" and "/".
const PATH_SEGMENTS = `(?:[:@&=+$,;/${UNRESERVED}]|${ESCAPED})*`;
const ABS_PATH = `/${PATH_SEGMENTS}`;
const REL_SEGMENT = `(?:[;@&=+$,${UNRESERVED}]|${ESCAPED})+`;
const REL_PATH = `${REL_SEGMENT}(?:${ABS_PATH})?`;
const SCHEME = "[A-Za-z][A-Za-z0-9+\\-.]*";
const REG_NAME = `(?:[$,;:@&=+${UNRESERVED}]|${ESCAPED})+`;
const USERINFO = `(?:[;:&=+$,${UNRESERVED}]|${ESCAPED})*`;
const DOMAINLABEL = "[A-Za-z0-9](?:-*[A-Za-z0-9])*";
const TOPLABEL = "[A-Za-z](?:-*[A-Za-z0-9])*";
const HOSTNAME = `(?:${DOMAINLABEL}\\.(?=[A-Za-z0-9]))*${TOPLABEL}\\.?`;
const IPV4ADDRESS = "[0-9]+\\.[0-9]+\\.[0-9]+\\.[0-9]+";
const QUERY = `${URIC}*`;
const OPAQUE_PART = `(?:[;?:@&=+$,${UNRESERVED}]|${ESCAPED})${URIC}*`;

/** The expression, with or without its groups (`g(x)` makes x a group). */
function uriReference(g: (x: string) => string): RegExp {
  // server = [ [ userinfo "@" ] hostport ], then authority_end, else reg_name
  const server = `(?:(?:${g(USERINFO)}@)?(?:${g(HOSTNAME)}|${g(IPV4ADDRESS)})(?::${g("[0-9]*")})?)?`;
  const authority = `(?:${server}(?=[/?#]|$)|${g(REG_NAME)})`;
  const netPath = `//${authority}`;
  // hier_part = ( net_path | abs_path ) [ "?" query ]
  const hierPart = `(?:${netPath}${g(`(?:${ABS_PATH})?`)}|${g(ABS_PATH)})(?:\\?${g(QUERY)})?`;
  const absoluteURI = `${g(SCHEME)}:(?:${hierPart}|${g(OPAQUE_PART)})`;
  // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ], its
  // groups those of absoluteURI's hier_part, again
  const relativeURI = `(?:${netPath}${g(`(?:${ABS_PATH})?`)}|${g(ABS_PATH)}|${g(REL_PATH)})(?:\\?${g(QUERY)})?`;
  return new RegExp(
    `^(?:${absoluteURI}|${relativeURI})?(?:#${g(`${URIC}*`)})?$`,
  );
}

const RECOGNIZER = uriReference((x) => `(?:${x})`);
const COMPONENTS = uriReference((x) => `(${x})`);

/** Whether `s` is an RFC 2396 URI-reference (rule URI_reference). */
export function isRfc2396ReferenceByRegExp(s: string): boolean {
  return RECOGNIZER.test(s);
}

/** The match with a group for each component, or null: one native pass. */
export function rfc2396ComponentsByRegExp(s: string): RegExpExecArray | null {
  return COMPONENTS.exec(s);
}
