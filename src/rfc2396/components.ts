// RFC 2396 components: the typed view of a URI reference, and the mapping from
// what the grammar's structural rules return (generated/rfc2396.d.ts).
//
// Every field holds raw text, as it appears in the reference (still escaped).
// `undefined` means the component's separator is absent; "" means the separator
// is present with nothing after it (section 5.2 insists on the difference).
import type { GenericComponents } from "../shared/generic-components.js";
import { segmentsOnRead } from "../shared/segments-on-read.js";
import type {
  AbsoluteURINode,
  AuthorityNode,
  HierPartNode,
  HostNode,
  RelativeURINode,
  ServerNode,
  URIReferenceNode,
} from "../../generated/rfc2396.js";

/**
 * The kinds of host of RFC 2396's grammar. Each type below that holds a host
 * takes its kinds as a parameter, RFC 2396's by default: a variant of the
 * grammar (RFC 2732) has more.
 */
export type Rfc2396HostKind = "hostname" | "IPv4address";

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
export interface ServerAuthority<HostKind extends string = Rfc2396HostKind> {
  readonly authority: string;
  readonly authorityKind: "server";
  /** undefined without "@"; "" for "@host". */
  readonly userinfo: string | undefined;
  readonly host: string;
  readonly hostKind: HostKind;
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

export type AuthorityComponents<HostKind extends string = Rfc2396HostKind> =
  ServerAuthority<HostKind> | EmptyServerAuthority | RegistryAuthority;

/** The path of a hierarchical reference. */
export interface HierarchicalPath {
  /** The path as written: an abs_path ("/a/b"), a rel_path ("a/b"), or "" when there is none. */
  readonly path: string;
  /** The path's segments; [] for an empty path. The leading "/" of an abs_path is no segment. */
  readonly segments: readonly Segment[];
  /** undefined without "?". */
  readonly query: string | undefined;
  readonly opaque: undefined;
}

export interface Common {
  /** undefined without "#". */
  readonly fragment: string | undefined;
}

/** `absoluteURI = scheme ":" hier_part`: a hierarchical absolute URI. */
export type Rfc2396HierarchicalURI<HostKind extends string = Rfc2396HostKind> =
  Common &
    HierarchicalPath &
    (NoAuthority | AuthorityComponents<HostKind>) & {
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
  /** "?query" alone: outside the BNF, resolved by Appendix C ("?y"); see docs/deviations.md. */
  | "query-only"
  /** Empty, or a fragment alone: a reference to the current document (section 4.2). */
  | "same-document";

/** `relativeURI`, or a reference with no URI part at all (same-document). */
export type Rfc2396RelativeReference<
  HostKind extends string = Rfc2396HostKind,
> = Common &
  HierarchicalPath & {
    readonly kind: "relative";
    readonly scheme: undefined;
  } & (
    | (AuthorityComponents<HostKind> & { readonly form: "network-path" })
    | (NoAuthority & {
        readonly form:
          "absolute-path" | "relative-path" | "query-only" | "same-document";
      })
  );

/** A URI reference under RFC 2396: `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`. */
export type Rfc2396Reference<HostKind extends string = Rfc2396HostKind> =
  | Rfc2396HierarchicalURI<HostKind>
  | Rfc2396OpaqueURI
  | Rfc2396RelativeReference<HostKind>;

/**
 * The components in RFC 3986's vocabulary: a registry-based authority
 * (reg_name) has no host (section 3.2.1; RFC 3986 later made reg-name a kind
 * of host); an opaque_part stands in the path row (an opaque URI has no
 * query).
 */
export function genericOf<HostKind extends string>(
  r: Rfc2396Reference<HostKind>,
): GenericComponents {
  return {
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: r.host,
    port: r.port,
    path: r.opaque ?? r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

// Every reference is built as one object literal whose keys come in one fixed
// order (kind, form, scheme, the authority's seven fields, path, segments,
// query, opaque, fragment; an opaque URI has opaque before path), so that V8
// creates it in one step: spreading several objects into one costs more than
// the whole parse. A hierarchical reference's literal ends at its path; its
// segments (an accessor, split on first read, see
// src/shared/segments-on-read.ts) and the three fields after them are added
// in order, so that the keys keep their order (JSON.stringify writes segments
// after path).

/**
 * Whether the node is absoluteURI's (it has its own `scheme`: an `in` test
 * would also find one on a polluted Object.prototype).
 */
function isAbsoluteURI<Host extends HostNode<string>>(
  uri: AbsoluteURINode<Host> | RelativeURINode<Host>,
): uri is AbsoluteURINode<Host> {
  return Object.hasOwn(uri, "scheme");
}

/** Maps what URI_reference (or lenient_URI_reference) returned to the typed components. */
export function toReference<HostKind extends string>(
  node: URIReferenceNode<HostNode<HostKind>>,
): Rfc2396Reference<HostKind> {
  return walk(node, true) as Rfc2396Reference<HostKind>;
}

/**
 * A reference's components as text: what section 5.2 reads of it (not its
 * segments; a reference has them: resolution reads what parse gives), with
 * the authority's userinfo, host and port, and so the reference in RFC
 * 3986's generic vocabulary too (genericOf's).
 */
export type Rfc2396ReferenceComponents = (Rfc2396Reference extends infer R
  ? R extends unknown
    ? Pick<R, ComponentName & keyof R>
    : never
  : never) &
  Pick<GenericComponents, "userinfo" | "host" | "port">;
type ComponentName =
  "kind" | "form" | "scheme" | "authority" | "path" | "query" | "fragment";

/**
 * What toReference gives, as components only: for resolvers, which read no
 * segments, and need not build them, and for diff, which reads the generic
 * components (src/dialect.ts's readGeneric).
 */
export function toReferenceComponents<HostKind extends string>(
  node: URIReferenceNode<HostNode<HostKind>>,
): Rfc2396ReferenceComponents {
  return walk(node, false) as Rfc2396ReferenceComponents;
}

const defineSegments = segmentsOnRead(toSegments);

/**
 * The one walk of what URI_reference (or lenient_URI_reference) returned:
 * into the typed reference (`typed`, toReference's), or into its components
 * (toReferenceComponents's). Its kind is "absolute" when it has a scheme;
 * `authority` is the net_path's authority node (a server, null for the empty
 * server, or a reg_name's text), undefined without "//"; an opaque URI's
 * opaque_part is its `path`.
 */
function walk<HostKind extends string>(
  node: URIReferenceNode<HostNode<HostKind>>,
  typed: boolean,
): object {
  const uri = node.uri;
  let form: Rfc2396Reference["form"] = "same-document";
  let scheme: string | undefined;
  let authority: AuthorityNode<HostNode<HostKind>> | undefined;
  let path = "";
  let query: string | undefined;
  if (uri !== null) {
    let part: HierPartNode<HostNode<HostKind>> | string;
    if (isAbsoluteURI(uri)) {
      scheme = uri.scheme;
      part = uri.part;
    } else part = uri;
    if (typeof part === "string") {
      form = "opaque";
      path = part;
    } else if (typeof part.path !== "string") {
      // net_path = "//" authority [ abs_path ]
      form = scheme === undefined ? "network-path" : "hierarchical";
      authority = part.path.authority;
      path = part.path.path ?? "";
      query = part.query ?? undefined;
    } else {
      path = part.path;
      form =
        scheme !== undefined
          ? "hierarchical"
          : path === ""
            ? "query-only"
            : path.charCodeAt(0) === 0x2f // "/"
              ? "absolute-path"
              : "relative-path";
      query = part.query ?? undefined;
    }
  }
  const fragment = node.fragment ?? undefined;
  const kind = scheme === undefined ? "relative" : "absolute";
  const server = serverOf(authority);
  const text = authority === undefined ? undefined : authorityText(authority);
  if (!typed) {
    return {
      kind,
      form,
      scheme,
      authority: text,
      userinfo: server?.userinfo ?? undefined,
      host: server?.hostport.host.text,
      port: server?.hostport.port ?? undefined,
      path,
      query,
      fragment,
    };
  }
  if (form === "opaque") {
    return {
      kind,
      form,
      scheme,
      authority: undefined,
      authorityKind: undefined,
      userinfo: undefined,
      host: undefined,
      hostKind: undefined,
      port: undefined,
      regName: undefined,
      opaque: path,
      path,
      segments: undefined,
      query: undefined,
      fragment,
    };
  }
  const reference: Record<string, unknown> & { path: string } = {
    kind,
    form,
    scheme,
    authority: text,
    authorityKind:
      authority === undefined
        ? undefined
        : typeof authority === "string"
          ? "registry"
          : "server",
    userinfo: server?.userinfo ?? undefined,
    host: server?.hostport.host.text,
    hostKind: server?.hostport.host.type,
    port: server?.hostport.port ?? undefined,
    regName: typeof authority === "string" ? authority : undefined,
    path,
  };
  defineSegments(reference);
  reference.query = query;
  reference.opaque = undefined;
  reference.fragment = fragment;
  return reference;
}

/** The server of an authority node: undefined for none, the empty server or a reg_name. */
function serverOf<HostKind extends string>(
  authority: AuthorityNode<HostNode<HostKind>> | undefined,
): ServerNode<HostNode<HostKind>> | undefined {
  return typeof authority === "object" && authority !== null
    ? authority
    : undefined;
}

/** The authority's text: "" for the empty server. */
function authorityText<HostKind extends string>(
  node: AuthorityNode<HostNode<HostKind>>,
): string {
  if (node === null) return "";
  if (typeof node === "string") return node;
  const { userinfo, hostport } = node;
  return (
    (userinfo === null ? "" : `${userinfo}@`) +
    hostport.host.text +
    (hostport.port === null ? "" : `:${hostport.port}`)
  );
}

/**
 * The segments of an abs_path or rel_path: `path_segments = segment *( "/" segment )`,
 * `segment = *pchar *( ";" param )`. The grammar has validated the path, and "/"
 * and ";" appear in it only as these separators, so splitting on them is exact.
 * Every search starts where the previous search for the same character ended,
 * so the work is linear in the path's length.
 */
export function toSegments(path: string): Segment[] {
  const segments: Segment[] = [];
  if (path === "") return segments;
  let from = path.charCodeAt(0) === 0x2f ? 1 : 0; // an abs_path's "/" is no segment
  let semicolon = path.indexOf(";", from); // the next ";" (-1: none is left)
  for (;;) {
    const slash = path.indexOf("/", from);
    const end = slash < 0 ? path.length : slash;
    if (semicolon < 0 || semicolon > end) {
      segments.push({ segment: path.slice(from, end), params: [] });
    } else {
      const segment = path.slice(from, semicolon);
      const params: string[] = [];
      while (semicolon >= 0 && semicolon < end) {
        const start = semicolon + 1;
        semicolon = path.indexOf(";", start);
        params.push(
          path.slice(start, semicolon < 0 || semicolon > end ? end : semicolon),
        );
      }
      segments.push({ segment, params });
    }
    if (slash < 0) return segments;
    from = slash + 1;
  }
}
