// MAILTO (section 3.5): mailto:<rfc822-addr-spec>
//   mailtourl = "mailto:" encoded822addr
import type { MailtourlNode } from "../../generated/rfc1738.js";
import { decode, type Decoded, type UrlBase } from "./components.js";

/** A mailtourl. */
export type MailtoUrl = UrlBase<"mailto", "mailto"> & {
  /** The encoded822addr as written. */
  readonly address: string;
  readonly decoded: { readonly address: Decoded };
};

export function toMailtoUrl(node: MailtourlNode, rawScheme: string): MailtoUrl {
  return {
    kind: "mailto",
    scheme: "mailto",
    rawScheme,
    address: node.address,
    decoded: { address: decode(node.address) },
  };
}

export function serializeMailto(url: MailtoUrl): string {
  return `${url.rawScheme}:${url.address}`;
}
