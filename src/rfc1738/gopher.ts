// GOPHER (section 3.4): gopher://<host>:<port>/<gopher-path>, where the
// gopher-path is <gtype><selector>, or <gtype><selector>%09<search>, or
// <gtype><selector>%09<search>%09<gopher+_string>.
//   gopherurl = "gopher://" hostport [ / [ gtype [ selector
//               [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
import type { GopherurlNode } from "../../generated/rfc1738.js";
import {
  decode,
  portFields,
  writeHostport,
  type Decoded,
  type HostFields,
  type PortFields,
  type UrlBase,
} from "./components.js";

/** Section 3.4: with no gopher-path, "the <gtype> defaults to "1"". */
export const DEFAULT_GTYPE = "1";

/**
 * A gopherurl; the port defaults to 70. The selector ends at the first "%09"
 * when what follows reads as search [ "%09" gopher+_string ] (a Gopher selector
 * holds no tab, section 3.4); otherwise the whole rest is the selector, which
 * the BNF also allows (see the grammar's gopher_path).
 */
export type GopherUrl = UrlBase<"gopher", "gopher"> &
  HostFields &
  PortFields & {
    /** The gopher-path as written, after the "/"; undefined without "/". Serialize writes it back. */
    readonly path: string | undefined;
    /** The gtype as written (one xchar, an escape stays escaped), or "1" when the URL has none. */
    readonly gtype: string;
    readonly gtypeDefaulted: boolean;
    /** The selector as written; "" when the URL has none. */
    readonly selector: string;
    /** The search, after the first "%09"; undefined without it. */
    readonly search: string | undefined;
    /** The gopher+_string, after the second "%09"; undefined without it. */
    readonly gopherPlus: string | undefined;
    readonly decoded: {
      readonly gtype: Decoded;
      readonly selector: Decoded;
      readonly search: Decoded | undefined;
      readonly gopherPlus: Decoded | undefined;
    };
  };

export function toGopherUrl(node: GopherurlNode, rawScheme: string): GopherUrl {
  const path = node.path;
  const gtype = path?.gtype ?? null;
  const selector = path?.selector ?? "";
  const search = path?.search ?? undefined;
  const gopherPlus = path?.gopherPlus ?? undefined;
  return {
    kind: "gopher",
    scheme: "gopher",
    rawScheme,
    host: node.hostport.host.text,
    hostKind: node.hostport.host.type,
    ...portFields("gopher", node.hostport.port),
    path: path?.text ?? undefined,
    gtype: gtype ?? DEFAULT_GTYPE,
    gtypeDefaulted: gtype === null,
    selector,
    search,
    gopherPlus,
    decoded: {
      gtype: decode(gtype ?? DEFAULT_GTYPE),
      selector: decode(selector),
      search: search === undefined ? undefined : decode(search),
      gopherPlus: gopherPlus === undefined ? undefined : decode(gopherPlus),
    },
  };
}

export function serializeGopher(url: GopherUrl): string {
  const result = `${url.rawScheme}://${writeHostport(url)}`;
  return url.path === undefined ? result : `${result}/${url.path}`;
}
