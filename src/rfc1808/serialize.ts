// Recomposition: RFC 1808 section 4, step 7.
import { own } from "../shared/own.js";
import {
  firstDifference,
  requireField,
  readParts,
  notComponents,
  describeValue,
} from "../shared/arguments.js";
import { anyOf, withAliases, type KeysOf } from "../shared/options.js";
import type { Rfc1808URL } from "./components.js";

/** The components of a generic-RL or a relativeURL, as step 7 recombines them. */
export interface Rfc1808GenericParts {
  readonly scheme: string | undefined;
  readonly netLoc: string | undefined;
  /** The path without the "/" that may precede it (section 2.4.6). */
  readonly path: string;
  /** Whether a "/" precedes the path. */
  readonly pathAbsolute: boolean;
  readonly params: string | undefined;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  readonly opaque?: undefined;
}

/** absoluteURL's second branch: scheme ":" *( uchar | reserved ). */
export interface Rfc1808OpaqueParts {
  readonly scheme: string;
  readonly opaque: string;
  readonly fragment: string | undefined;
}

/** What `serialize` writes. Every Rfc1808URL is one of these. */
export type Rfc1808Parts = Rfc1808GenericParts | Rfc1808OpaqueParts;

/** The components of a generic-RL or relativeURL, in the order step 7 writes them. */
const GENERIC_NAMES = [
  "scheme",
  "netLoc",
  "path",
  "pathAbsolute",
  "params",
  "query",
  "fragment",
] as const;
const OPAQUE_NAMES = ["scheme", "opaque", "fragment"] as const;

const TITLE = "rfc1808.serialize";

/**
 * What serialize knows of its argument: the fields of every kind of URL, of
 * which it writes the components (GENERIC_NAMES or OPAQUE_NAMES); the others
 * must agree with what those read back as.
 */
const SERIALIZE_PARTS = /* @__PURE__ */ withAliases(
  /* @__PURE__ */ anyOf<KeysOf<Rfc1808URL>>({
    kind: true,
    form: true,
    scheme: true,
    netLoc: true,
    netLocKind: true,
    user: true,
    password: true,
    host: true,
    hostKind: true,
    port: true,
    path: true,
    pathAbsolute: true,
    params: true,
    paramList: true,
    query: true,
    fragment: true,
    opaque: true,
  }),
  {
    authority: "netLoc",
    userinfo: "user",
    username: "user",
    hostname: "host",
    pathname: "path",
    search: "query",
    hash: "fragment",
    protocol: "scheme",
  },
);
const EXPECTED =
  "the components of section 4 step 7 (an object: path a string, pathAbsolute a boolean, and scheme, netLoc, params, query and fragment each a string or undefined; or, for absoluteURL's second branch, scheme and opaque strings and fragment a string or undefined)";

/**
 * Section 4, step 7: "The resulting URL components, including any inherited
 * from the base URL, are recombined to give the absolute form of the embedded
 * URL." A component that is undefined gets no separator; one that is empty
 * keeps its separator, so that serialize(parse(s)) === s. The components are
 * written as given: for what resolution and normalization computed. The
 * module's `serialize` checks its argument first (`requireParts`) and what it
 * wrote after (`partsDiffer`).
 */
export function recompose(components: Rfc1808GenericParts): string {
  let result = "";
  if (components.scheme !== undefined) {
    result += components.scheme + ":";
  }
  if (components.netLoc !== undefined) {
    result += "//" + components.netLoc;
  }
  if (components.pathAbsolute) {
    result += "/";
  }
  result += components.path;
  if (components.params !== undefined) {
    result += ";" + components.params;
  }
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
 * resolution and normalization alike (deviations 2 and 3, see resolve.ts):
 *   2. a net_loc followed by a path, params or a query gets a "/" before the
 *      path, as `net_path = "//" net_loc [ abs_path ]` requires;
 *   3. a path that begins with "/" (an empty first segment, which
 *      `path = fsegment *( "/" segment )` does not allow) gets a "." segment
 *      in front: the same path once step 6a removes it.
 */
export function readableParts(parts: Rfc1808GenericParts): Rfc1808GenericParts {
  const { netLoc, path } = parts;
  const slash =
    netLoc !== undefined &&
    !parts.pathAbsolute &&
    (path !== "" || parts.params !== undefined || parts.query !== undefined);
  const dot = path.startsWith("/");
  if (!slash && !dot) return parts;
  return {
    scheme: parts.scheme,
    netLoc,
    path: dot ? "./" + path : path,
    pathAbsolute: parts.pathAbsolute || slash,
    params: parts.params,
    query: parts.query,
    fragment: parts.fragment,
  };
}

/** absoluteURL's second branch, written: scheme ":" opaque, and the fragment. */
export function recomposeOpaque(components: Rfc1808OpaqueParts): string {
  const result = `${components.scheme}:${components.opaque}`;
  return components.fragment === undefined
    ? result
    : `${result}#${components.fragment}`;
}

/** Either kind of components, written. */
export function recomposeAny(components: Rfc1808Parts): string {
  return isOpaqueParts(components)
    ? recomposeOpaque(components)
    : recompose(components);
}

/** Whether the components are absoluteURL's second branch (an own `opaque` that is defined). */
function isOpaqueParts(
  components: Rfc1808Parts,
): components is Rfc1808OpaqueParts {
  return own(components as Rfc1808OpaqueParts, "opaque") !== undefined;
}

/**
 * The components of `value`, read as its own properties: a TypeError unless
 * it is an object with the components of a generic-RL or relativeURL (path a
 * string, pathAbsolute a boolean, the others each a string or undefined), or
 * of absoluteURL's second branch (an opaque string, a scheme, a fragment).
 */
export function requireParts(value: unknown): {
  readonly parts: Rfc1808Parts;
  readonly given: Readonly<Record<string, unknown>>;
} {
  const given = readParts(value, TITLE, SERIALIZE_PARTS, EXPECTED);
  const field = (name: string, optional: boolean): unknown => {
    const found = given[name];
    requireField(found, name, optional, TITLE, EXPECTED);
    return found;
  };
  if (given["opaque"] !== undefined) {
    const parts: Rfc1808OpaqueParts = {
      scheme: field("scheme", false) as string,
      opaque: field("opaque", false) as string,
      fragment: field("fragment", true) as string | undefined,
    };
    return { parts, given };
  }
  const pathAbsolute = given["pathAbsolute"];
  if (typeof pathAbsolute !== "boolean") {
    throw notComponents(
      TITLE,
      EXPECTED,
      `pathAbsolute is ${describeValue(pathAbsolute)}`,
    );
  }
  const parts: Rfc1808GenericParts = {
    scheme: field("scheme", true) as string | undefined,
    netLoc: field("netLoc", true) as string | undefined,
    path: field("path", false) as string,
    pathAbsolute,
    params: field("params", true) as string | undefined,
    query: field("query", true) as string | undefined,
    fragment: field("fragment", true) as string | undefined,
  };
  return { parts, given };
}

/** The fields serialize writes of `parts`: the other fields given must agree with what they read back as. */
export function writtenNames(parts: Rfc1808Parts): readonly string[] {
  return isOpaqueParts(parts) ? OPAQUE_NAMES : GENERIC_NAMES;
}

/** What a URL read back has of the components (see index.ts's parse). */
interface ReadBack {
  readonly form: string;
}

/**
 * The first component of `parts` that `back` (what their string reads back
 * as) does not have, or undefined: a generic-RL or relativeURL must read back
 * as one (not as absoluteURL's second branch), and that branch as itself.
 */
export function partsDiffer(
  parts: Rfc1808Parts,
  back: ReadBack,
): string | undefined {
  if (isOpaqueParts(parts)) {
    if (back.form !== "opaque") return `form "${back.form}", not "opaque"`;
    return firstDifference(parts, back, OPAQUE_NAMES);
  }
  if (back.form === "opaque") return `form "opaque", not a generic-RL`;
  return firstDifference(parts, back, GENERIC_NAMES);
}
