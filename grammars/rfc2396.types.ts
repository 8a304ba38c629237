// What the structural rules of rfc2396.peggy return. scripts/generate.js copies
// these declarations into generated/rfc2396.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part (the RFC's "undefined" component).

/** URI_reference, lenient_URI_reference */
export interface URIReferenceNode {
  readonly uri: AbsoluteURINode | RelativeURINode | null;
  readonly fragment: string | null;
}

/** absoluteURI: part is a hier_part node, or the opaque_part's text. */
export interface AbsoluteURINode {
  readonly scheme: string;
  readonly part: HierPartNode | string;
}

/** hier_part: path is a net_path node, or the abs_path's text. */
export interface HierPartNode {
  readonly path: NetPathNode | string;
  readonly query: string | null;
}

/** relativeURI: path is a net_path node, or the text of abs_path or rel_path
 *  ("" only for query_only_reference). */
export type RelativeURINode = HierPartNode;

/** net_path: path is the abs_path's text, null when absent. */
export interface NetPathNode {
  readonly authority: AuthorityNode;
  readonly path: string | null;
}

/** authority: a server node, null for the empty server, or the reg_name's text. */
export type AuthorityNode = ServerNode | null | string;

/** server (non-empty): userinfo is null when there is no "@". */
export interface ServerNode {
  readonly userinfo: string | null;
  readonly hostport: HostportNode;
}

/** hostport: port is null when there is no ":". */
export interface HostportNode {
  readonly host: HostNode;
  readonly port: string | null;
}

/** host: which alternative matched, and its text. */
export interface HostNode {
  readonly type: "hostname" | "IPv4address";
  readonly text: string;
}

export interface RuleResults {
  URI_reference: URIReferenceNode;
  lenient_URI_reference: URIReferenceNode;
  absoluteURI: AbsoluteURINode;
  relativeURI: RelativeURINode;
  query_only_reference: RelativeURINode;
  hier_part: HierPartNode;
  net_path: NetPathNode;
  authority: AuthorityNode;
  server: ServerNode | null;
  hostport: HostportNode;
  host: HostNode;
  authority_end: undefined;
}
