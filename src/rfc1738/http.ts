// HTTP (section 3.3): http://<host>:<port>/<path>?<searchpart>
//   httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
import type { HttpurlNode } from "../../generated/rfc1738.js";
import { onFirstRead } from "../shared/segments-on-read.js";
import {
  decode,
  portFields,
  splitSegments,
  writeHostport,
  type Decoded,
  type HostFields,
  type PortFields,
  type UrlBase,
} from "./components.js";

/** An httpurl. "No user name or password is allowed" (section 3.3); the port defaults to 80. */
export type HttpUrl = UrlBase<"http", "http"> &
  HostFields &
  PortFields & {
    /** The hpath, after the "/" (which is not part of it); undefined without "/". */
    readonly path: string | undefined;
    /** The hsegments of the path; [] without "/", [""] for "/". */
    readonly segments: readonly string[];
    /** The search, after "?"; undefined without "?". */
    readonly search: string | undefined;
    readonly decoded: {
      readonly segments: readonly Decoded[];
      readonly search: Decoded | undefined;
    };
  };

// segments and decoded are accessors computed on first read (see
// src/shared/segments-on-read.ts): a parse builds neither unless they are read.
const defineSegments = onFirstRead("segments", (url: HttpUrl) =>
  url.path === undefined ? [] : splitSegments(url.path),
);
const defineDecoded = onFirstRead("decoded", (url: HttpUrl) => ({
  segments: url.segments.map(decode),
  search: url.search === undefined ? undefined : decode(url.search),
}));

export function toHttpUrl(node: HttpurlNode, rawScheme: string): HttpUrl {
  const url = {
    kind: "http",
    scheme: "http",
    rawScheme,
    host: node.hostport.host.text,
    hostKind: node.hostport.host.type,
    ...portFields("http", node.hostport.port),
    path: node.path ?? undefined,
  } as Omit<HttpUrl, "segments" | "search" | "decoded"> & {
    search: string | undefined;
  };
  defineSegments(url as HttpUrl);
  url.search = node.search ?? undefined;
  defineDecoded(url as HttpUrl);
  return url as HttpUrl;
}

export function serializeHttp(url: HttpUrl): string {
  let result = `${url.rawScheme}://${writeHostport(url)}`;
  if (url.path !== undefined) result += `/${url.path}`;
  if (url.search !== undefined) result += `?${url.search}`;
  return result;
}
