// RFC 2396 components: the typed view of a URI reference, and the mapping from
// what the grammar's structural rules return (generated/rfc2396.d.ts).
//
// Every field holds raw text, as it appears in the reference (still escaped).
// `undefined` means the component's separator is absent; "" means the separator
// is present with nothing after it (section 5.2 insists on the difference).
import type {
  AuthorityNode,
  NetPathNode,
  RelativeURINode,
  URIReferenceNode,
} from "../../generated/rfc2396.js";

/** A path segment (section 3.3): `segment = *pchar *( ";" param )`. */
export interface Segment {
  /** The segment's pchars, before the first ";". */
  readonly segment: string;
  /** Each ";" param, in order. */
  readonly params: readonly string[];
}

/** No "//": the reference has no authority component. */
export interface NoAuthority {
  readonly authority: undefined;
  readonly authorityKind: undefined;
  readonly userinfo: undefined;
  readonly host: undefined;
  readonly hostKind: undefined;
  readonly port: undefined;
  readonly regName: undefined;
}

/** A server-based authority (section 3.2.2): `[ userinfo "@" ] host [ ":" port ]`. */
export interface ServerAuthority {
  readonly authority: string;
  readonly authorityKind: "server";
  /** undefined without "@"; "" for "@host". */
  readonly userinfo: string | undefined;
  readonly host: string;
  readonly hostKind: "hostname" | "IPv4address";
  /** undefined without ":"; "" for "host:"; otherwise the digits as written. */
  readonly port: string | undefined;
  readonly regName: undefined;
}

/** The empty server: "//" followed at once by the path, query, fragment or end. */
export interface EmptyServerAuthority {
  readonly authority: "";
  readonly authorityKind: "server";
  readonly userinfo: undefined;
  readonly host: undefined;
  readonly hostKind: undefined;
  readonly port: undefined;
  readonly regName: undefined;
}

/** A registry-based authority (section 3.2.1): what is not a whole server is a reg_name. */
export interface RegistryAuthority {
  readonly authority: string;
  readonly authorityKind: "registry";
  readonly userinfo: undefined;
  readonly host: undefined;
  readonly hostKind: undefined;
  readonly port: undefined;
  readonly regName: string;
}

export type AuthorityComponents =
  ServerAuthority | EmptyServerAuthority | RegistryAuthority;

/** The path of a hierarchical reference. */
interface HierarchicalPath {
  /** The path as written: an abs_path ("/a/b"), a rel_path ("a/b"), or "" when there is none. */
  readonly path: string;
  /** The path's segments; [] for an empty path. The leading "/" of an abs_path is no segment. */
  readonly segments: readonly Segment[];
  /** undefined without "?". */
  readonly query: string | undefined;
  readonly opaque: undefined;
}

interface Common {
  /** undefined without "#". */
  readonly fragment: string | undefined;
}

/** `absoluteURI = scheme ":" hier_part`: a hierarchical absolute URI. */
export type Rfc2396HierarchicalURI = Common &
  HierarchicalPath &
  (NoAuthority | AuthorityComponents) & {
    readonly kind: "absolute";
    readonly form: "hierarchical";
    readonly scheme: string;
  };

/** `absoluteURI = scheme ":" opaque_part`: no authority, no segments, no query. */
export type Rfc2396OpaqueURI = Common &
  NoAuthority & {
    readonly kind: "absolute";
    readonly form: "opaque";
    readonly scheme: string;
    /** The opaque_part (a "?" in it is data, not a query). */
    readonly opaque: string;
    /** The path component of section 3, which here is the opaque_part. */
    readonly path: string;
    readonly segments: undefined;
    readonly query: undefined;
  };

/** How a relative reference is relative (section 5). */
export type RelativeForm =
  /** `net_path`: "//authority..." */
  | "network-path"
  /** `abs_path`: "/path..." */
  | "absolute-path"
  /** `rel_path`: "segment..." */
  | "relative-path"
  /** "?query" alone: outside the BNF, resolved by Appendix C ("?y"); see the README's deviations. */
  | "query-only"
  /** Empty, or a fragment alone: a reference to the current document (section 4.2). */
  | "same-document";

/** `relativeURI`, or a reference with no URI part at all (same-document). */
export type Rfc2396RelativeReference = Common &
  HierarchicalPath & {
    readonly kind: "relative";
    readonly scheme: undefined;
  } & (
    | (AuthorityComponents & { readonly form: "network-path" })
    | (NoAuthority & {
        readonly form:
          "absolute-path" | "relative-path" | "query-only" | "same-document";
      })
  );

/** A URI reference under RFC 2396: `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`. */
export type Rfc2396Reference =
  Rfc2396HierarchicalURI | Rfc2396OpaqueURI | Rfc2396RelativeReference;

const NO_AUTHORITY: NoAuthority = {
  authority: undefined,
  authorityKind: undefined,
  userinfo: undefined,
  host: undefined,
  hostKind: undefined,
  port: undefined,
  regName: undefined,
};

/** Maps what URI_reference (or lenient_URI_reference) returned to the typed components. */
export function toReference(node: URIReferenceNode): Rfc2396Reference {
  const fragment = node.fragment ?? undefined;
  const uri = node.uri;
  if (uri === null) {
    return {
      kind: "relative",
      form: "same-document",
      scheme: undefined,
      ...NO_AUTHORITY,
      ...pathParts("", null),
      fragment,
    };
  }
  if ("scheme" in uri) {
    const { scheme, part } = uri;
    if (typeof part === "string") {
      return {
        kind: "absolute",
        form: "opaque",
        scheme,
        ...NO_AUTHORITY,
        opaque: part,
        path: part,
        segments: undefined,
        query: undefined,
        fragment,
      };
    }
    return {
      kind: "absolute",
      form: "hierarchical",
      scheme,
      ...hierarchical(part),
      fragment,
    };
  }
  const parts = hierarchical(uri);
  if (parts.authority !== undefined) {
    return {
      kind: "relative",
      form: "network-path",
      scheme: undefined,
      ...parts,
      fragment,
    };
  }
  const form =
    parts.path === ""
      ? "query-only"
      : parts.path.startsWith("/")
        ? "absolute-path"
        : "relative-path";
  return { kind: "relative", form, scheme: undefined, ...parts, fragment };
}

/** hier_part and relativeURI: `( net_path | abs_path | rel_path ) [ "?" query ]`. */
function hierarchical(
  node: RelativeURINode,
): (NoAuthority | AuthorityComponents) & HierarchicalPath {
  if (typeof node.path === "string") {
    return { ...NO_AUTHORITY, ...pathParts(node.path, node.query) };
  }
  const netPath: NetPathNode = node.path;
  return {
    ...toAuthority(netPath.authority),
    ...pathParts(netPath.path ?? "", node.query),
  };
}

/** authority = server | reg_name. */
export function toAuthority(node: AuthorityNode): AuthorityComponents {
  if (node === null) {
    return { ...NO_AUTHORITY, authority: "", authorityKind: "server" };
  }
  if (typeof node === "string") {
    return {
      ...NO_AUTHORITY,
      authority: node,
      authorityKind: "registry",
      regName: node,
    };
  }
  const { userinfo, hostport } = node;
  const { host, port } = hostport;
  return {
    authority:
      (userinfo === null ? "" : `${userinfo}@`) +
      host.text +
      (port === null ? "" : `:${port}`),
    authorityKind: "server",
    userinfo: userinfo ?? undefined,
    host: host.text,
    hostKind: host.type,
    port: port ?? undefined,
    regName: undefined,
  };
}

function pathParts(path: string, query: string | null): HierarchicalPath {
  return {
    path,
    segments: toSegments(path),
    query: query ?? undefined,
    opaque: undefined,
  };
}

/**
 * The segments of an abs_path or rel_path: `path_segments = segment *( "/" segment )`,
 * `segment = *pchar *( ";" param )`. The grammar has validated the path, and "/"
 * and ";" appear in it only as these separators, so splitting on them is exact.
 */
export function toSegments(path: string): Segment[] {
  if (path === "") return [];
  const body = path.startsWith("/") ? path.slice(1) : path;
  return body.split("/").map((text) => {
    const [segment, ...params] = text.split(";");
    return { segment: segment as string, params };
  });
}
