// Recomposition: RFC 2396 section 5.2, step 7.
import {
  GENERIC_PART_NAMES,
  fieldsDiffer,
  firstDifference,
  requireGenericParts,
  requireReadBack,
  type GenericParts,
} from "../shared/arguments.js";
import type { GrammarName } from "../errors.js";
import type { Rfc2396Core } from "./dialect.js";
import {
  anyOf,
  REFERENCE_ALIASES,
  withAliases,
  type KeysOf,
} from "../shared/options.js";
import type { Rfc2396Reference } from "./components.js";

/** The components step 7 recombines. Every Rfc2396Reference has them. */
export type Rfc2396Parts = GenericParts;

/** The names of the components, in the order step 7 writes them. */
const PART_NAMES = GENERIC_PART_NAMES;

const EXPECTED =
  "the components of section 5.2 step 7 (an object: path a string; scheme, authority, query and fragment each a string or undefined)";

/**
 * Section 5.2 step 7: "The resulting URI components, including any inherited
 * from the base URI, are recombined". A component that is undefined gets no
 * separator; one that is empty keeps its separator. The components are written
 * as given: for what resolution and normalization computed. The module's
 * `serialize` checks its argument first and what it wrote after.
 */
export function recompose(components: Rfc2396Parts): string {
  let result = "";
  if (components.scheme !== undefined) {
    result += components.scheme + ":";
  }
  if (components.authority !== undefined) {
    result += "//" + components.authority;
  }
  result += components.path;
  if (components.query !== undefined) {
    result += "?" + components.query;
  }
  if (components.fragment !== undefined) {
    result += "#" + components.fragment;
  }
  return result;
}

/**
 * The components as step 7 must write them to read back as themselves, for
 * resolution and normalization alike. When there is no authority, a path that
 * begins with "//" would be read back as an authority; it is written as
 * "/.//..." instead (the same path once dot segments are removed), so that
 * neither a relative reference nor the removal of dot segments can give the
 * result an authority its input did not have.
 */
export function readableParts(parts: Rfc2396Parts): Rfc2396Parts {
  if (parts.authority === undefined && parts.path.startsWith("//")) {
    return {
      scheme: parts.scheme,
      authority: undefined,
      path: "/." + parts.path,
      query: parts.query,
      fragment: parts.fragment,
    };
  }
  return parts;
}

/**
 * What serialize knows of its argument: the five components it writes, and
 * the other fields of a parsed reference (of any host kind), which must agree
 * with them (see fieldsDiffer).
 */
const SERIALIZE_PARTS = /* @__PURE__ */ withAliases(
  /* @__PURE__ */ anyOf<KeysOf<Rfc2396Reference<string>>>({
    kind: true,
    form: true,
    scheme: true,
    authority: true,
    authorityKind: true,
    userinfo: true,
    host: true,
    hostKind: true,
    port: true,
    regName: true,
    path: true,
    segments: true,
    query: true,
    opaque: true,
    fragment: true,
  }),
  REFERENCE_ALIASES,
);

/**
 * serialize: section 5.2 step 7, checked to read back. The components of its
 * argument are read once as its own properties: a TypeError (naming
 * "NAME.serialize") unless it is a plain object of the keys of
 * SERIALIZE_PARTS whose path is a string and whose other components are each
 * a string or undefined (absent is undefined). All that was read (`given`)
 * must agree with what the result reads back as (fieldsDiffer).
 */
export function serializeOf(
  core: Rfc2396Core<GrammarName, string>,
): (components: Rfc2396Parts) => string {
  const { name, parseComponents } = core;
  const fn = `${name}.serialize`;
  const names: readonly string[] = PART_NAMES;
  return (components) => {
    const { parts, given } = requireGenericParts(
      components,
      fn,
      EXPECTED,
      SERIALIZE_PARTS,
    );
    const views = Object.keys(given).some((key) => !names.includes(key));
    return requireReadBack(
      recompose(parts),
      fn,
      views ? core.parse : parseComponents,
      (back) =>
        firstDifference(parts, back, PART_NAMES) ??
        fieldsDiffer(given, back, PART_NAMES),
    );
  };
}
