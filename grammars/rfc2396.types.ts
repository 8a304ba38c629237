// What the structural rules of rfc2396.peggy return. scripts/generate.js copies
// these declarations into generated/rfc2396.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part (the RFC's "undefined" component).
// The nodes above host take the host's node as a parameter, whose default is
// RFC 2396's: a variant of the grammar (grammars/rfc2732.peggy) replaces
// HostNode, and src/rfc2396 reads the nodes of either.

/** URI_reference, lenient_URI_reference */
export interface URIReferenceNode<Host extends HostNode<string> = HostNode> {
  readonly uri: AbsoluteURINode<Host> | RelativeURINode<Host> | null;
  readonly fragment: string | null;
}

/** absoluteURI: part is a hier_part node, or the opaque_part's text. */
export interface AbsoluteURINode<Host extends HostNode<string> = HostNode> {
  readonly scheme: string;
  readonly part: HierPartNode<Host> | string;
}

/** hier_part: path is a net_path node, or the abs_path's text. */
export interface HierPartNode<Host extends HostNode<string> = HostNode> {
  readonly path: NetPathNode<Host> | string;
  readonly query: string | null;
}

/** relativeURI: path is a net_path node, or the text of abs_path or rel_path
 *  ("" only for query_only_reference). */
export type RelativeURINode<Host extends HostNode<string> = HostNode> =
  HierPartNode<Host>;

/** net_path: path is the abs_path's text, null when absent. */
export interface NetPathNode<Host extends HostNode<string> = HostNode> {
  readonly authority: AuthorityNode<Host>;
  readonly path: string | null;
}

/** authority: a server node, null for the empty server, or the reg_name's text. */
export type AuthorityNode<Host extends HostNode<string> = HostNode> =
  ServerNode<Host> | null | string;

/** server (non-empty): userinfo is null when there is no "@". */
export interface ServerNode<Host extends HostNode<string> = HostNode> {
  readonly userinfo: string | null;
  readonly hostport: HostportNode<Host>;
}

/** hostport: port is null when there is no ":". */
export interface HostportNode<Host extends HostNode<string> = HostNode> {
  readonly host: Host;
  readonly port: string | null;
}

/** host: which alternative matched, and its text. */
export interface HostNode<Kind extends string = "hostname" | "IPv4address"> {
  readonly type: Kind;
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
