// What the structural rules of rfc6874.peggy return: RFC 3986's nodes
// (rfc3986.types.ts), with the IP-literal node below in place of RFC 3986's
// and the IPv6addrz node that RFC 6874 section 2 adds.
//
// base: rfc3986
//
// scripts/generate.js composes this file with rfc3986.types.ts into
// generated/rfc6874.d.ts: a declaration here replaces the base's declaration
// of the same name (IPLiteralNode, whose users above it then take this one,
// and RuleResults), the others are added after the base's. The import, for
// the TypeScript checker of this file alone, is not composed.

import type {
  AbsoluteURINode,
  AuthorityNode,
  HierPartNode,
  HostNode,
  IPvFutureNode,
  PathNode,
  RelativePartNode,
  RelativeRefNode,
  URINode,
  URIReferenceNode,
} from "./rfc3986.types";

/** IP-literal: what stands between the brackets. */
export type IPLiteralNode =
  | { readonly type: "IPv6address"; readonly address: string }
  | IPv6addrzNode
  | IPvFutureNode;

/** IPv6addrz: the IPv6address, and the ZoneID after its "%25", as written (percent-encoded). */
export interface IPv6addrzNode {
  readonly type: "IPv6addrz";
  readonly address: string;
  readonly zoneID: string;
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
  IPv6addrz: IPv6addrzNode;
}
