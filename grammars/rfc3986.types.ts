// What the structural rules of rfc3986.peggy return. scripts/generate.js copies
// these declarations into generated/rfc3986.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part (the RFC's "undefined" component);
// the tags ("reg-name", "path-abempty") are the RFC's rule names.

/** The five path rules of section 3.3, by the RFC's names. */
export type PathForm =
  | "path-abempty"
  | "path-absolute"
  | "path-noscheme"
  | "path-rootless"
  | "path-empty";

/** URI: scheme ":" hier-part [ "?" query ] [ "#" fragment ]. */
export interface URINode {
  readonly type: "URI";
  readonly scheme: string;
  readonly hierPart: HierPartNode;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** absolute-URI: scheme ":" hier-part [ "?" query ]. */
export interface AbsoluteURINode {
  readonly type: "absolute-URI";
  readonly scheme: string;
  readonly hierPart: HierPartNode;
  readonly query: string | null;
}

/** relative-ref: relative-part [ "?" query ] [ "#" fragment ]. */
export interface RelativeRefNode {
  readonly type: "relative-ref";
  readonly relativePart: RelativePartNode;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** URI-reference: a URI or a relative-ref. */
export type URIReferenceNode = URINode | RelativeRefNode;

/** "//" authority path-abempty: the first alternative of hier-part and relative-part. */
export interface AuthorityPathNode {
  readonly authority: AuthorityNode;
  readonly pathForm: "path-abempty";
  /** The path-abempty's text. */
  readonly path: string;
}

/** A path without an authority. */
export interface PathOnlyNode<F extends PathForm> {
  readonly authority: null;
  readonly pathForm: F;
  /** The text of the path rule named by pathForm. */
  readonly path: string;
}

/** hier-part: which alternative matched, the authority if any, and the path's text. */
export type HierPartNode =
  | AuthorityPathNode
  | PathOnlyNode<"path-absolute" | "path-rootless" | "path-empty">;

/** relative-part: which alternative matched, the authority if any, and the path's text. */
export type RelativePartNode =
  | AuthorityPathNode
  | PathOnlyNode<"path-absolute" | "path-noscheme" | "path-empty">;

/** authority: its text; userinfo null without "@", port null without ":". */
export interface AuthorityNode {
  readonly text: string;
  readonly userinfo: string | null;
  readonly host: HostNode;
  readonly port: string | null;
}

/** host: which alternative matched, and its text (an IP-literal's with its brackets). */
export type HostNode =
  | {
      readonly type: "IP-literal";
      readonly text: string;
      readonly ipLiteral: IPLiteralNode;
    }
  | { readonly type: "IPv4address"; readonly text: string }
  | { readonly type: "reg-name"; readonly text: string };

/** IP-literal: what stands between the brackets. */
export type IPLiteralNode =
  { readonly type: "IPv6address"; readonly address: string } | IPvFutureNode;

/** IPvFuture: its version (the HEXDIGs after "v") and its whole text as address ("v1.x"). */
export interface IPvFutureNode {
  readonly type: "IPvFuture";
  readonly version: string;
  readonly address: string;
}

/** path: the first alternative, in the RFC's order, that spans the whole path. */
export interface PathNode {
  readonly type: PathForm;
  readonly text: string;
}

export interface RuleResults {
  URI: URINode;
  hier_part: HierPartNode;
  URI_reference: URIReferenceNode;
  absolute_URI: AbsoluteURINode;
  relative_ref: RelativeRefNode;
  relative_part: RelativePartNode;
  authority: AuthorityNode;
  host: HostNode;
  IP_literal: IPLiteralNode;
  IPvFuture: IPvFutureNode;
  path: PathNode;
}
