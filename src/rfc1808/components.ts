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
  NetPathNode,
  RelPathNode,
  RelativeURLNode,
  URLNode,
} from "../../generated/rfc1808.js";

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
export function genericOfNode(
  node: URLNode,
  parseLogin: LoginParser,
): GenericComponents {
  const fragment = node.fragment ?? undefined;
  let url = node.url;
  let scheme: string | undefined;
  if (url.type === "opaque")
    return opaqueGeneric(url.scheme, url.opaque, fragment);
  if (url.type === "generic-RL") {
    scheme = url.scheme;
    url = url.relativeURL;
  }
  let netLoc: string | undefined;
  let login: LoginNode | null = null;
  let relPath: RelPathNode | null = url.type === "rel_path" ? url : null;
  if (url.type === "net_path") {
    netLoc = url.netLoc;
    login = parseLogin(netLoc);
    relPath = url.absPath === null ? null : url.absPath.relPath;
  } else if (url.type === "abs_path") relPath = url.relPath;
  const credentials = login?.credentials ?? null;
  return {
    scheme,
    authority: netLoc,
    userinfo:
      credentials === null
        ? undefined
        : userinfoOf(credentials.user, credentials.password ?? undefined),
    host: login?.hostport.host.text,
    port: login?.hostport.port ?? undefined,
    path:
      relPath === null
        ? ""
        : genericPath(
            url.type !== "rel_path",
            relPath.path ?? "",
            relPath.params ?? undefined,
          ),
    query: relPath?.query ?? undefined,
    fragment,
  };
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

/** Reads a net_loc as RFC 1738's login; given by the module, which owns the parser. */
export type LoginParser = (netLoc: string) => LoginNode | null;

// Every URL object is one object literal with its keys in one order (kind,
// form, scheme, the net_loc's seven fields, path, pathAbsolute, params,
// paramList, query, opaque, fragment), so that V8 creates it in one step and
// every shape shares one layout: spreading partial objects into one costs more
// than the whole parse.

/** Maps what the URL rule returned to the typed components. */
export function toURL(node: URLNode, parseLogin: LoginParser): Rfc1808URL {
  const fragment = node.fragment ?? undefined;
  const url = node.url;
  switch (url.type) {
    case "opaque":
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
    case "generic-RL":
      return relativeURL(
        "absolute",
        "generic-RL",
        url.scheme,
        url.relativeURL,
        parseLogin,
        fragment,
      );
    case "net_path":
      return netPath(
        "relative",
        "net_path",
        undefined,
        url,
        parseLogin,
        fragment,
      );
    case "abs_path":
      return withoutNetLoc(
        "relative",
        "abs_path",
        undefined,
        url.relPath,
        true,
        fragment,
      );
    case "rel_path":
      return withoutNetLoc(
        "relative",
        "rel_path",
        undefined,
        url,
        false,
        fragment,
      );
  }
}

/** The fields every URL begins with. */
interface Head<K, F, S> {
  readonly kind: K;
  readonly form: F;
  readonly scheme: S;
}

/** relativeURL = net_path | abs_path | rel_path, under the head `kind`, `form`, `scheme`. */
function relativeURL<K, F, S>(
  kind: K,
  form: F,
  scheme: S,
  node: RelativeURLNode,
  parseLogin: LoginParser,
  fragment: string | undefined,
): Head<K, F, S> & (NoNetLoc | NetLocComponents) & RelPathComponents & Common {
  switch (node.type) {
    case "net_path":
      return netPath(kind, form, scheme, node, parseLogin, fragment);
    case "abs_path":
      return withoutNetLoc(kind, form, scheme, node.relPath, true, fragment);
    case "rel_path":
      return withoutNetLoc(kind, form, scheme, node, false, fragment);
  }
}

/** abs_path = "/" rel_path, or a rel_path: no net_loc. */
function withoutNetLoc<K, F, S>(
  kind: K,
  form: F,
  scheme: S,
  relPath: RelPathNode,
  pathAbsolute: boolean,
  fragment: string | undefined,
): Head<K, F, S> & NoNetLoc & RelPathComponents & Common {
  const params = relPath.params ?? undefined;
  return {
    kind,
    form,
    scheme,
    netLoc: undefined,
    netLocKind: undefined,
    user: undefined,
    password: undefined,
    host: undefined,
    hostKind: undefined,
    port: undefined,
    path: relPath.path ?? "",
    pathAbsolute,
    params,
    paramList: params === undefined ? undefined : toParamList(params),
    query: relPath.query ?? undefined,
    opaque: undefined,
    fragment,
  };
}

/** net_path = "//" net_loc [ abs_path ], with RFC 1738 section 3.1's parts when the net_loc is a login. */
function netPath<K, F, S>(
  kind: K,
  form: F,
  scheme: S,
  node: NetPathNode,
  parseLogin: LoginParser,
  fragment: string | undefined,
): Head<K, F, S> & NetLocComponents & RelPathComponents & Common {
  const netLoc = node.netLoc;
  const relPath = node.absPath === null ? null : node.absPath.relPath;
  const path = relPath === null ? "" : (relPath.path ?? "");
  const pathAbsolute = relPath !== null;
  const params = relPath?.params ?? undefined;
  const paramList = params === undefined ? undefined : toParamList(params);
  const query = relPath?.query ?? undefined;
  const login = parseLogin(netLoc);
  if (login === null) {
    return {
      kind,
      form,
      scheme,
      netLoc,
      netLocKind: "other",
      user: undefined,
      password: undefined,
      host: undefined,
      hostKind: undefined,
      port: undefined,
      path,
      pathAbsolute,
      params,
      paramList,
      query,
      opaque: undefined,
      fragment,
    };
  }
  const { credentials, hostport } = login;
  const host = hostport.host.text;
  const hostKind = hostport.host.type;
  const port = hostport.port ?? undefined;
  if (credentials === null) {
    return {
      kind,
      form,
      scheme,
      netLoc,
      netLocKind: "login",
      user: undefined,
      password: undefined,
      host,
      hostKind,
      port,
      path,
      pathAbsolute,
      params,
      paramList,
      query,
      opaque: undefined,
      fragment,
    };
  }
  return {
    kind,
    form,
    scheme,
    netLoc,
    netLocKind: "login",
    user: credentials.user,
    password: credentials.password ?? undefined,
    host,
    hostKind,
    port,
    path,
    pathAbsolute,
    params,
    paramList,
    query,
    opaque: undefined,
    fragment,
  };
}

/**
 * `params = param *( ";" param )`, `param = *( pchar | "/" )`. The grammar has
 * validated the params, and ";" appears in them only as this separator, so
 * splitting on it is exact.
 */
export function toParamList(params: string): string[] {
  return params.split(";");
}
