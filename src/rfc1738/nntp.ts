// NNTP (section 3.7): nntp://<host>:<port>/<newsgroup-name>/<article-number>
//   nntpurl = "nntp://" hostport "/" group [ "/" digits ]
import type { NntpurlNode } from "../../generated/rfc1738.js";
import {
  portFields,
  writeHostport,
  type HostFields,
  type PortFields,
  type UrlBase,
} from "./components.js";

/** An nntpurl; the port defaults to 119. Group and article hold no escapes. */
export type NntpUrl = UrlBase<"nntp", "nntp"> &
  HostFields &
  PortFields & {
    /** The newsgroup name. */
    readonly group: string;
    /** The article number's digits as written; undefined without the second "/". */
    readonly article: string | undefined;
  };

export function toNntpUrl(node: NntpurlNode, rawScheme: string): NntpUrl {
  return {
    kind: "nntp",
    scheme: "nntp",
    rawScheme,
    host: node.hostport.host.text,
    hostKind: node.hostport.host.type,
    ...portFields("nntp", node.hostport.port),
    group: node.group,
    article: node.article ?? undefined,
  };
}

export function serializeNntp(url: NntpUrl): string {
  const result = `${url.rawScheme}://${writeHostport(url)}/${url.group}`;
  return url.article === undefined ? result : `${result}/${url.article}`;
}
