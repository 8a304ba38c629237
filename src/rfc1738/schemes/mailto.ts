// MAILTO (section 3.5): mailto:<rfc822-addr-spec>
//   mailtourl = "mailto:" encoded822addr
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { MailtourlNode } from "../../../generated/rfc1738.js";
import { escape } from "../escape.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  rawSchemeOf,
  type Decoded,
  type UrlBase,
} from "../components.js";

/** A mailtourl. */
export type MailtoUrl = UrlBase<"mailto", "mailto"> & {
  /** The encoded822addr as written. */
  readonly address: string;
  readonly decoded: { readonly address: Decoded };
};

export function toUrl(node: MailtourlNode, input: string): MailtoUrl {
  return {
    kind: "mailto",
    scheme: "mailto",
    rawScheme: rawSchemeOf(input, "mailto"),
    address: node.address,
    decoded: { address: decode(node.address) },
  };
}

export function serialize(url: MailtoUrl): string {
  return `${url.rawScheme}:${url.address}`;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["address", "string"],
];

/** The scheme lowercased; the address as it is. */
export function normalize(url: MailtoUrl): MailtoUrl {
  return { ...url, rawScheme: url.scheme };
}

/** 3.5: `mailto:<rfc822-addr-spec>`, not empty. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "address"],
  write(p) {
    // mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
    const address = p.required("address", "a mailto URL");
    if (address === "")
      p.invalid("address", "an address is not empty (1*xchar)");
    return escape(address, "encoded822addr");
  },
};
