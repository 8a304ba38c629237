// What the structural rules of rfc1808.peggy return. scripts/generate.js copies
// these declarations into generated/rfc1808.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part ("[ ... ]" that matched nothing).

/** URL: the absoluteURL or relativeURL node, and the fragment after "#". */
export interface URLNode {
  readonly url: AbsoluteURLNode | RelativeURLNode;
  readonly fragment: string | null;
}

/** absoluteURL: its first branch (generic-RL) or its second (opaque). */
export type AbsoluteURLNode = GenericRLNode | OpaqueURLNode;

/** generic-RL = scheme ":" relativeURL */
export interface GenericRLNode {
  readonly type: "generic-RL";
  readonly scheme: string;
  readonly relativeURL: RelativeURLNode;
}

/** absoluteURL's second branch: scheme ":" *( uchar | reserved ). */
export interface OpaqueURLNode {
  readonly type: "opaque";
  readonly scheme: string;
  /** The text after the ":". */
  readonly opaque: string;
}

/** relativeURL = net_path | abs_path | rel_path */
export type RelativeURLNode = NetPathNode | AbsPathNode | RelPathNode;

/** net_path = "//" net_loc [ abs_path ] */
export interface NetPathNode {
  readonly type: "net_path";
  readonly netLoc: string;
  readonly absPath: AbsPathNode | null;
}

/** abs_path = "/" rel_path */
export interface AbsPathNode {
  readonly type: "abs_path";
  readonly relPath: RelPathNode;
}

/** rel_path = [ path ] [ ";" params ] [ "?" query ] */
export interface RelPathNode {
  readonly type: "rel_path";
  readonly path: string | null;
  readonly params: string | null;
  readonly query: string | null;
}

/** RFC 1738 login = [ user [ ":" password ] "@" ] hostport */
export interface LoginNode {
  /** null when there is no "@". */
  readonly credentials: CredentialsNode | null;
  readonly hostport: HostportNode;
}

/** user [ ":" password ] "@": password is null when there is no ":". */
export interface CredentialsNode {
  readonly user: string;
  readonly password: string | null;
}

/** RFC 1738 hostport = host [ ":" port ] */
export interface HostportNode {
  readonly host: HostNode;
  readonly port: string | null;
}

/** RFC 1738 host = hostname | hostnumber: which alternative matched, and its text. */
export interface HostNode {
  readonly type: "hostname" | "hostnumber";
  readonly text: string;
}

export interface RuleResults {
  URL: URLNode;
  absoluteURL: AbsoluteURLNode;
  generic_RL: GenericRLNode;
  relativeURL: RelativeURLNode;
  net_path: NetPathNode;
  abs_path: AbsPathNode;
  rel_path: RelPathNode;
  absoluteURL_end: undefined;
  net_loc_login: LoginNode | null;
  login: LoginNode;
  hostport: HostportNode;
  host: HostNode;
}
