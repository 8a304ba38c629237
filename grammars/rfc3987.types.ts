// What the structural rules of rfc3987.peggy return: RFC 3986's nodes
// (rfc3986.types.ts), for RFC 3986's rules, which the variant keeps; and the
// nodes below, for the IRI rules of RFC 3987 section 2.2 that it adds.
//
// base: rfc3986
//
// scripts/generate.js composes this file with rfc3986.types.ts into
// generated/rfc3987.d.ts: a declaration here replaces the base's declaration
// of the same name (RuleResults, which names the rules of both), the others
// are added after the base's. The IRI nodes have the shapes of RFC 3986's
// nodes and its component names as fields (scheme, hierPart, authority, path,
// query, fragment); their tags are RFC 3987's rule names ("IRI",
// "irelative-ref", "ireg-name", "ipath-abempty"). The import, for the
// TypeScript checker of this file alone, is not composed.

import type {
  AbsoluteURINode,
  AuthorityNode,
  HierPartNode,
  HostNode,
  IPLiteralNode,
  IPvFutureNode,
  PathNode,
  RelativePartNode,
  RelativeRefNode,
  URINode,
  URIReferenceNode,
} from "./rfc3986.types";

/** The five ipath rules of section 2.2, by the RFC's names. */
export type IPathForm =
  | "ipath-abempty"
  | "ipath-absolute"
  | "ipath-noscheme"
  | "ipath-rootless"
  | "ipath-empty";

/** IRI: scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]. */
export interface IRINode {
  readonly type: "IRI";
  readonly scheme: string;
  readonly hierPart: IHierPartNode;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** absolute-IRI: scheme ":" ihier-part [ "?" iquery ]. */
export interface AbsoluteIRINode {
  readonly type: "absolute-IRI";
  readonly scheme: string;
  readonly hierPart: IHierPartNode;
  readonly query: string | null;
}

/** irelative-ref: irelative-part [ "?" iquery ] [ "#" ifragment ]. */
export interface IRelativeRefNode {
  readonly type: "irelative-ref";
  readonly relativePart: IRelativePartNode;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** IRI-reference: an IRI or an irelative-ref. */
export type IRIReferenceNode = IRINode | IRelativeRefNode;

/** "//" iauthority ipath-abempty: the first alternative of ihier-part and irelative-part. */
export interface IAuthorityPathNode {
  readonly authority: IAuthorityNode;
  readonly pathForm: "ipath-abempty";
  /** The ipath-abempty's text. */
  readonly path: string;
}

/** An ipath without an iauthority. */
export interface IPathOnlyNode<F extends IPathForm> {
  readonly authority: null;
  readonly pathForm: F;
  /** The text of the ipath rule named by pathForm. */
  readonly path: string;
}

/** ihier-part: which alternative matched, the iauthority if any, and the ipath's text. */
export type IHierPartNode =
  | IAuthorityPathNode
  | IPathOnlyNode<"ipath-absolute" | "ipath-rootless" | "ipath-empty">;

/** irelative-part: which alternative matched, the iauthority if any, and the ipath's text. */
export type IRelativePartNode =
  | IAuthorityPathNode
  | IPathOnlyNode<"ipath-absolute" | "ipath-noscheme" | "ipath-empty">;

/** iauthority: its text; iuserinfo null without "@", port null without ":". */
export interface IAuthorityNode {
  readonly text: string;
  readonly userinfo: string | null;
  readonly host: IHostNode;
  readonly port: string | null;
}

/** ihost: which alternative matched, and its text (an IP-literal's with its brackets). */
export type IHostNode =
  | {
      readonly type: "IP-literal";
      readonly text: string;
      readonly ipLiteral: IPLiteralNode;
    }
  | { readonly type: "IPv4address"; readonly text: string }
  | { readonly type: "ireg-name"; readonly text: string };

/** ipath: the first alternative, in the RFC's order, that spans the whole ipath. */
export interface IPathNode {
  readonly type: IPathForm;
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
  IRI: IRINode;
  ihier_part: IHierPartNode;
  IRI_reference: IRIReferenceNode;
  absolute_IRI: AbsoluteIRINode;
  irelative_ref: IRelativeRefNode;
  irelative_part: IRelativePartNode;
  iauthority: IAuthorityNode;
  ihost: IHostNode;
  ipath: IPathNode;
}
