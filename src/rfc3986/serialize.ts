// Component recomposition: RFC 3986 section 5.3.
import {
  GENERIC_PART_NAMES,
  fieldsDiffer,
  firstDifference,
  requireGenericParts,
  requireReadBack,
  type GenericParts,
} from "../shared/arguments.js";
import {
  anyOf,
  REFERENCE_ALIASES,
  withAliases,
  type KeysOf,
} from "../shared/options.js";
import type { GrammarName } from "../errors.js";
import type { Rfc3986Reference } from "./components.js";

/** The five components section 5.3 recomposes. Every Rfc3986Reference has them. */
export type Rfc3986Parts = GenericParts;

/**
 * What serialize knows of its argument: the five components it writes, and
 * the other fields of a parsed reference, which must agree with them (a host
 * that says otherwise than the authority is a TypeError, not dropped).
 */
export const SERIALIZE_PARTS = /* @__PURE__ */ withAliases(
  /* @__PURE__ */ anyOf<KeysOf<Rfc3986Reference>>({
    kind: true,
    scheme: true,
    authority: true,
    userinfo: true,
    host: true,
    port: true,
    path: true,
    pathForm: true,
    segments: true,
    query: true,
    fragment: true,
  }),
  REFERENCE_ALIASES,
);

const EXPECTED =
  "the components of section 5.3 (an object: path a string; scheme, authority, query and fragment each a string or undefined)";

/**
 * Section 5.3: a component that is undefined gets no delimiter; one that is
 * empty keeps its delimiter, so that serialize(parse(s)) === s. Takes any
 * object with the five components (a parsed reference has them), read as own
 * properties. What it returns reads back, by `parse`, as the components
 * given: components that cannot be written so (an authority followed by a
 * path that does not begin with "/", a path beginning with "//" and no
 * authority, a first segment with ":" and no scheme, text outside the grammar)
 * are a TypeError, as is a value that is not such an object.
 */
export function serializeChecked(
  dialect: GrammarName,
  components: Rfc3986Parts,
  parseComponents: (text: string) => Rfc3986Parts,
  parse: (text: string) => object,
): string {
  const fn = `${dialect}.serialize`;
  const { parts, given } = requireGenericParts(
    components,
    fn,
    EXPECTED,
    SERIALIZE_PARTS,
  );
  // Only the components given: read back by parseComponents; with other
  // fields, by parse, whose reference has them to compare.
  const views = Object.keys(given).some(
    (key) => !(GENERIC_PART_NAMES as readonly string[]).includes(key),
  );
  return requireReadBack(
    recompose(
      parts.scheme,
      parts.authority,
      parts.path,
      parts.query,
      parts.fragment,
    ),
    fn,
    views ? parse : parseComponents,
    (back) =>
      firstDifference(parts, back, GENERIC_PART_NAMES) ??
      fieldsDiffer(given, back, GENERIC_PART_NAMES),
  );
}

/** Section 5.3's pseudocode, step by step. */
export function recompose(
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): string {
  // result = ""
  let result = "";
  // if defined(scheme) then append scheme to result; append ":" to result;
  if (scheme !== undefined) result += scheme + ":";
  // if defined(authority) then append "//" to result; append authority to result;
  if (authority !== undefined) result += "//" + authority;
  // append path to result;
  result += path;
  // if defined(query) then append "?" to result; append query to result;
  if (query !== undefined) result += "?" + query;
  // if defined(fragment) then append "#" to result; append fragment to result;
  if (fragment !== undefined) result += "#" + fragment;
  return result;
}

/**
 * A path that resolution or normalization computed, as section 5.3 writes it
 * with one deviation: without an authority (`noAuthority`), a path that
 * begins with "//" would be read back as an authority (section 3.3: "If a URI
 * does not contain an authority component, then the path cannot begin with
 * two slash characters"). remove_dot_segments can produce such a path
 * ("/..//x" gives "//x" where the base has no authority), which the RFC does
 * not handle; it is written "/.//x" instead, the path that remove_dot_segments
 * maps to "//x", so that the result gains no authority and reads back as the
 * same resource.
 */
export function readablePath(path: string, noAuthority: boolean): string {
  return noAuthority &&
    path.charCodeAt(0) === 0x2f && // "/"
    path.charCodeAt(1) === 0x2f
    ? "/." + path
    : path;
}
