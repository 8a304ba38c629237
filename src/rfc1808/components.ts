// RFC 1808 components: the typed view of a URL, and the mapping from what the
// grammar's structural rules return (generated/rfc1808.d.ts).
//
// The components are those of section 2.4 ("Parsing a URL"): scheme, net_loc,
// path, params, query, fragment. Every field holds raw text, as it appears in
// the URL (still escaped). `undefined` means the component's separator is
// absent; "" means the separator is present with nothing after it. Section 2.4
// itself treats the two alike ("If the ... is the last character, or no ... is
// present, then the ... is empty"); resolution and normalization follow it, and
// the difference is kept only so that a URL can be written back as it was.
//
// As in section 2.4.6, the path does not hold the slash that may precede it:
// `pathAbsolute` says whether there was one ("/b/c" has the path "b/c").
import {
  opaqueGeneric,
  type GenericComponents,
} from "../shared/generic-components.js";
import type {
  LoginNode,
  RelPathNode,
  URLNode,
} from "../../generated/rfc1808.js";
import * as entryParser from "../../generated/rfc1808.entry.js";
import type { DIALECTS } from "../registry.js";
import { startParser } from "../shared/grammar.js";

/** No "//": the URL has no net_loc. */
export interface NoNetLoc {
  readonly netLoc: undefined;
  readonly netLocKind: undefined;
  readonly user: undefined;
  readonly password: undefined;
  readonly host: undefined;
  readonly hostKind: undefined;
  readonly port: undefined;
}

/**
 * RFC 1738 section 3.1: "an empty user name or password is different than no
 * user name or password; there is no way to specify a password without
 * specifying a user name".
 */
export type Credentials =
  /** No "@": no user name and no password. */
  | { readonly user: undefined; readonly password: undefined }
  /** "user@" or "user:password@"; password is undefined without ":". */
  | { readonly user: string; readonly password: string | undefined };

/**
 * A net_loc that is wholly RFC 1738's `login = [ user [ ":" password ] "@" ]
 * hostport` (section 3.1, "Common Internet Scheme Syntax").
 */
export type LoginNetLoc = Credentials & {
  readonly netLoc: string;
  readonly netLocKind: "login";
  /** RFC 1738 `host`: a hostname or a hostnumber (four groups of digits). */
  readonly host: string;
  readonly hostKind: "hostname" | "hostnumber";
  /** undefined without ":"; otherwise the digits as written (at least one). */
  readonly port: string | undefined;
};

/**
 * Any other net_loc: RFC 1808 allows `*( pchar | ";" | "?" )`, which holds
 * much that is no login ("", "a?b", "a@b@c", "host:").
 */
export interface OtherNetLoc {
  readonly netLoc: string;
  readonly netLocKind: "other";
  readonly user: undefined;
  readonly password: undefined;
  readonly host: undefined;
  readonly hostKind: undefined;
  readonly port: undefined;
}

export type NetLocComponents = LoginNetLoc | OtherNetLoc;

/** What rel_path holds: `[ path ] [ ";" params ] [ "?" query ]`, and the slash before it. */
export interface RelPathComponents {
  /** The path, without the "/" that may precede it (section 2.4.6); "" when there is none. */
  readonly path: string;
  /** Whether a "/" preceded the path (the URL has an abs_path). */
  readonly pathAbsolute: boolean;
  /** The params as written, after the first ";"; undefined without ";". */
  readonly params: string | undefined;
  /** Each `param` of `params = param *( ";" param )`; undefined without ";". */
  readonly paramList: readonly string[] | undefined;
  /** undefined without "?". */
  readonly query: string | undefined;
  readonly opaque: undefined;
}

/** The rel_path components of a URL that has no rel_path at all (absoluteURL's second branch). */
export interface NoRelPath {
  readonly path: undefined;
  readonly pathAbsolute: undefined;
  readonly params: undefined;
  readonly paramList: undefined;
  readonly query: undefined;
}

export interface Common {
  /** undefined without "#". */
  readonly fragment: string | undefined;
}

/** `absoluteURL = generic-RL`, `generic-RL = scheme ":" relativeURL`. */
export type Rfc1808GenericRL = Common &
  RelPathComponents &
  (NoNetLoc | NetLocComponents) & {
    readonly kind: "absolute";
    readonly form: "generic-RL";
    readonly scheme: string;
  };

/**
 * absoluteURL's second branch, `scheme ":" *( uchar | reserved )`, taken only
 * when generic-RL does not span the URL ("http://a//b"). Section 2.2: the BNF
 * "also describes the generic-RL syntax for valid base URLs", so such a URL is
 * no valid base.
 */
export type Rfc1808OpaqueURL = Common &
  NoNetLoc &
  NoRelPath & {
    readonly kind: "absolute";
    readonly form: "opaque";
    readonly scheme: string;
    /** The text after "scheme:" ("//a//b"). */
    readonly opaque: string;
  };

/** `relativeURL = net_path | abs_path | rel_path`: `form` names the branch. */
export type Rfc1808RelativeURL = Common &
  RelPathComponents & {
    readonly kind: "relative";
    readonly scheme: undefined;
  } & (
    | (NetLocComponents & { readonly form: "net_path" })
    | (NoNetLoc & { readonly form: "abs_path" | "rel_path" })
  );

/** A URL under RFC 1808: `URL = ( absoluteURL | relativeURL ) [ "#" fragment ]`. */
export type Rfc1808URL =
  Rfc1808GenericRL | Rfc1808OpaqueURL | Rfc1808RelativeURL;

/**
 * The components in RFC 3986's vocabulary: the path with the "/" before it
 * (section 2.4.6 keeps it apart) and its params after ";"; a net_loc that is
 * not a login (`[user[:password]@]host[:port]`, RFC 1738 section 3.1) has no
 * host; an opaque URL's text after the scheme stands in the path row.
 */
export function genericOf(r: Rfc1808URL): GenericComponents {
  if (r.form === "opaque") return opaqueGeneric(r.scheme, r.opaque, r.fragment);
  return {
    scheme: r.scheme,
    authority: r.netLoc,
    userinfo: userinfoOf(r.user, r.password),
    host: r.host,
    port: r.port,
    path: genericPath(r.pathAbsolute, r.path, r.params),
    query: r.query,
    fragment: r.fragment,
  };
}

/**
 * genericOf of the URL whose node is `node`, read from the node (no typed
 * URL is built): what diff reads of each line (src/dialect.ts's readGeneric).
 */
export function genericOfNode(node: URLNode): GenericComponents {
  return walk(node, false) as GenericComponents;
}

/** RFC 3986's userinfo of RFC 1738's user and password. */
function userinfoOf(
  user: string | undefined,
  password: string | undefined,
): string | undefined {
  return user === undefined || password === undefined
    ? user
    : `${user}:${password}`;
}

/** RFC 3986's path of section 2.4's: the "/" before it, and its params after ";". */
function genericPath(
  pathAbsolute: boolean,
  path: string,
  params: string | undefined,
): string {
  return `${pathAbsolute ? "/" : ""}${path}${params === undefined ? "" : `;${params}`}`;
}

/** The entry parser's login rule (src/registry.ts). */
const LOGIN: (typeof DIALECTS)["rfc1808"]["entryRules"][1] = "net_loc_login";

/** RFC 1738 section 3.1's login, when the whole net_loc is one (net_loc_login never fails). */
const parseLogin = /* @__PURE__ */ startParser(
  entryParser,
  entryParser.parse,
  LOGIN,
) as (netLoc: string) => LoginNode | null;

/** Maps what the URL rule returned to the typed components. */
export function toURL(node: URLNode): Rfc1808URL {
  return walk(node, true) as Rfc1808URL;
}

// Every URL object is one object literal with its keys in one order (kind,
// form, scheme, the net_loc's seven fields, path, pathAbsolute, params,
// paramList, query, opaque, fragment), so that V8 creates it in one step and
// every shape shares one layout: spreading partial objects into one costs more
// than the whole parse.

/**
 * The one walk of what the URL rule returned: into the typed URL (`typed`,
 * toURL's), or into its genericOf (genericOfNode's).
 */
function walk(node: URLNode, typed: boolean): Rfc1808URL | GenericComponents {
  const fragment = node.fragment ?? undefined;
  const url = node.url;
  if (url.type === "opaque") {
    if (!typed) return opaqueGeneric(url.scheme, url.opaque, fragment);
    return {
      kind: "absolute",
      form: "opaque",
      scheme: url.scheme,
      netLoc: undefined,
      netLocKind: undefined,
      user: undefined,
      password: undefined,
      host: undefined,
      hostKind: undefined,
      port: undefined,
      path: undefined,
      pathAbsolute: undefined,
      params: undefined,
      paramList: undefined,
      query: undefined,
      opaque: url.opaque,
      fragment,
    };
  }
  // absoluteURL = generic-RL = scheme ":" relativeURL; relativeURL's form is
  // the branch it took.
  const scheme = url.type === "generic-RL" ? url.scheme : undefined;
  const relative = url.type === "generic-RL" ? url.relativeURL : url;
  // net_path = "//" net_loc [ abs_path ], abs_path = "/" rel_path.
  let netLoc: string | undefined;
  let relPath: RelPathNode | null;
  if (relative.type === "net_path") {
    netLoc = relative.netLoc;
    relPath = relative.absPath === null ? null : relative.absPath.relPath;
  } else relPath = relative.type === "abs_path" ? relative.relPath : relative;
  const login = netLoc === undefined ? null : parseLogin(netLoc);
  const credentials = login?.credentials ?? null;
  const path = relPath?.path ?? "";
  const pathAbsolute = relPath !== null && relative.type !== "rel_path";
  const params = relPath?.params ?? undefined;
  const query = relPath?.query ?? undefined;
  if (!typed) {
    return {
      scheme,
      authority: netLoc,
      userinfo:
        credentials === null
          ? undefined
          : userinfoOf(credentials.user, credentials.password ?? undefined),
      host: login?.hostport.host.text,
      port: login?.hostport.port ?? undefined,
      path: genericPath(pathAbsolute, path, params),
      query,
      fragment,
    };
  }
  // The form pairs with the scheme and the net_loc as the grammar's do.
  return {
    kind: scheme === undefined ? "relative" : "absolute",
    form: scheme === undefined ? relative.type : "generic-RL",
    scheme,
    netLoc,
    netLocKind:
      netLoc === undefined ? undefined : login === null ? "other" : "login",
    user: credentials?.user,
    password: credentials?.password ?? undefined,
    host: login?.hostport.host.text,
    hostKind: login?.hostport.host.type,
    port: login?.hostport.port ?? undefined,
    path,
    pathAbsolute,
    params,
    // params = param *( ";" param ), param = *( pchar | "/" ): the grammar
    // has validated the params, and ";" appears in them only as this
    // separator, so splitting on it is exact.
    paramList: params === undefined ? undefined : params.split(";"),
    query,
    opaque: undefined,
    fragment,
  } as Rfc1808URL;
}
