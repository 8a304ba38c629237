// What the structural rules of rfc2732.peggy return: RFC 2396's nodes
// (rfc2396.types.ts), with the host node below in place of RFC 2396's.
//
// base: rfc2396
//
// scripts/generate.js composes this file with rfc2396.types.ts into
// generated/rfc2732.d.ts: a declaration here replaces the base's declaration
// of the same name, and the base's nodes above host then take this one.

/** host: which alternative matched (RFC 2732 section 3 adds IPv6reference), and its text. */
export interface HostNode<
  Kind extends string = "hostname" | "IPv4address" | "IPv6reference",
> {
  readonly type: Kind;
  readonly text: string;
}
