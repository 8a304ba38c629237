// @ts-check
// The facts about the grammars of grammars/ that both the compiler and the
// library (src/) need: data only, no code, nothing required, so that a
// dialect's bundle may import it at no cost. The compiler makes each grammar's
// entry parser of its ENTRY_RULES (compiler/modules.js); a dialect starts
// parse there and keeps HELPER_RULES out of its rules. The build ships an ES
// twin of this module for the package's ES build (scripts/finish-dist.js).
"use strict";

/**
 * The start rules of each grammar's entry parser (generated/NAME.entry.js):
 * the rules a dialect's parse, tryParse and default isValid start from.
 */
const ENTRY_RULES = /** @type {const} */ ({
  rfc1738: ["url"],
  rfc1808: ["URL", "net_loc_login"],
  rfc2396: ["lenient_URI_reference", "URI_reference"],
  rfc2732: ["lenient_URI_reference", "URI_reference"],
  rfc3986: ["URI_reference"],
  rfc3987: ["IRI_reference"],
  rfc6874: ["URI_reference"],
});

/**
 * Each grammar's helper rules: rules of the grammar that are not the RFC's
 * (see the grammar's header), so not rules of its dialect. A variant of
 * rfc2396 keeps rfc2396's. Each list is also exported alone, for a dialect
 * to import without the others.
 */
const RFC1738_HELPER_RULES = /** @type {const} */ ([
  "gopher_path",
  "selector_search",
  "selector_to_tab",
  "search_to_tab",
]);
const RFC1808_HELPER_RULES = /** @type {const} */ ([
  "absoluteURL_end",
  "net_loc_login",
  "login",
  "hostport",
  "host",
  "hostname",
  "domainlabel",
  "toplabel",
  "alphadigit",
  "hostnumber",
  "port",
  "user",
  "password",
  "digits",
]);
const RFC2396_HELPER_RULES = /** @type {const} */ ([
  "authority_end",
  "query_only_reference",
  "lenient_URI_reference",
]);
const HELPER_RULES = /** @type {const} */ ({
  rfc1738: RFC1738_HELPER_RULES,
  rfc1808: RFC1808_HELPER_RULES,
  rfc2396: RFC2396_HELPER_RULES,
  rfc2732: RFC2396_HELPER_RULES,
  rfc3986: [],
  rfc3987: [],
  rfc6874: [],
});

/**
 * The labels whose ends each grammar's entry parser records for resolution:
 * its cutters (generated/NAME.entry.js's peg$startCutter,
 * compiler/backend/cut-points.js; read by src/shared/cut-points.ts), a slot
 * each, in this order: where the scheme ends, the authority ends, the path
 * ends, and the text before the fragment ends (RFC 3986's optional query
 * after the path, RFC 2396's optional reference before "#"). RFC 1808's are
 * its net_loc (the authority), its path before any params (rel_path's
 * optional path) and absoluteURL or relativeURL before "#" (URL's url). A
 * grammar not named here has no cutter, and its resolution splits the
 * string.
 */
const CUT_LABELS = /** @type {const} */ ({
  rfc1808: ["scheme", "netLoc", "path", "url"],
  rfc2396: ["scheme", "authority", "path", "uri"],
  rfc2732: ["scheme", "authority", "path", "uri"],
  rfc3986: ["scheme", "authority", "path", "query"],
  rfc6874: ["scheme", "authority", "path", "query"],
});

module.exports = {
  CUT_LABELS,
  ENTRY_RULES,
  HELPER_RULES,
  RFC1738_HELPER_RULES,
  RFC1808_HELPER_RULES,
  RFC2396_HELPER_RULES,
};
