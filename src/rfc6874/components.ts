// RFC 6874 components: RFC 3986's (src/rfc3986/components.ts), with one more
// kind of IP-literal, IPv6addrz (section 2: `IPv6address "%25" ZoneID`),
// whose zone identifier is its own field, as written and decoded.
import type {
  HostNode,
  IPv6addrzNode,
  URIReferenceNode,
} from "../../generated/rfc6874.js";
import { decodedOrNotUtf8, type NotUtf8 } from "../shared/escaping.js";
import { referenceOf, type Rfc3986Reference } from "../rfc3986/components.js";

/**
 * An IPv6 address with a zone identifier (section 2): `zoneID` as written
 * after the "%25" (percent-encoded: `ZoneID = 1*( unreserved / pct-encoded
 * )`), and `zone` decoded, its octets read as UTF-8 (section 2: "the ZoneID
 * ... is encoded as a percent-encoded string"), or why they are not UTF-8.
 */
export interface Rfc6874IPv6addrz extends IPv6addrzNode {
  readonly zone: string | NotUtf8;
}

/** What an IP-literal holds: an IPv6address, one with a zone identifier, or an IPvFuture. */
export type Rfc6874IPLiteral =
  | Exclude<
      Extract<HostNode, { type: "IP-literal" }>["ipLiteral"],
      IPv6addrzNode
    >
  | Rfc6874IPv6addrz;

/** host (RFC 3986 section 3.2.2, with section 2's IP-literal). */
export type Rfc6874Host =
  | Exclude<HostNode, { type: "IP-literal" }>
  | {
      readonly type: "IP-literal";
      readonly text: string;
      readonly ipLiteral: Rfc6874IPLiteral;
    };

/** A reference of RFC 3986's kinds, its host (where it has one) RFC 6874's. */
export type Rfc6874Reference = Rfc3986Reference extends infer R
  ? R extends { readonly host: undefined }
    ? R
    : Omit<R, "host"> & { readonly host: Rfc6874Host }
  : never;

/**
 * Maps what URI_reference returned to the typed components: RFC 3986's
 * mapping (the grammar's other rules are RFC 3986's), then a host that is an
 * IPv6addrz given its decoded zone.
 */
export function toReference(node: URIReferenceNode): Rfc6874Reference {
  const reference = referenceOf(node) as Rfc3986Reference;
  const host = reference.host as HostNode | undefined;
  if (host?.type !== "IP-literal" || host.ipLiteral.type !== "IPv6addrz")
    return reference as Rfc6874Reference;
  const { ipLiteral } = host;
  const zone = decodedOrNotUtf8("rfc6874", ipLiteral.zoneID);
  // The reference's own object, its host replaced in its place (the keys
  // keep their order, and `segments` its accessor).
  (reference as { host: Rfc6874Host }).host = {
    ...host,
    ipLiteral: { ...ipLiteral, zone },
  };
  return reference as Rfc6874Reference;
}
