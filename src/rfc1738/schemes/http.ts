// HTTP (section 3.3): http://<host>:<port>/<path>?<searchpart>
//   httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { HttpurlNode } from "../../../generated/rfc1738.js";
import { onFirstRead } from "../../shared/segments-on-read.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  decodeOptional,
  defineSegments,
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  type Decoded,
  type HostportUrl,
} from "../components.js";

/** An httpurl. "No user name or password is allowed" (section 3.3); the port defaults to 80. */
export type HttpUrl = HostportUrl<"http"> & {
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

// segments (components.ts) and decoded are accessors computed on first read
// (see src/shared/segments-on-read.ts): a parse builds neither unless they
// are read.
const defineDecoded = onFirstRead("decoded", (url: HttpUrl) => ({
  segments: url.segments.map(decode),
  search: decodeOptional(url.search),
}));

export function toUrl(node: HttpurlNode, input: string): HttpUrl {
  const url = {
    kind: "http",
    scheme: "http",
    rawScheme: rawSchemeOf(input, "http"),
    ...hostportFields("http", node.hostport),
    path: node.path ?? undefined,
  } as Omit<HttpUrl, "segments" | "search" | "decoded"> & {
    search: string | undefined;
  };
  defineSegments(url as HttpUrl);
  url.search = node.search ?? undefined;
  defineDecoded(url as HttpUrl);
  return url as HttpUrl;
}

export function serialize(url: HttpUrl): string {
  let result = `${url.rawScheme}://${writeHostport(url)}`;
  if (url.path !== undefined) result += `/${url.path}`;
  if (url.search !== undefined) result += `?${url.search}`;
  return result;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["path", "string?"],
  ["search", "string?"],
];

export function normalize(url: HttpUrl): HttpUrl {
  // Section 3.3: "If neither <path> nor <searchpart> is present, the "/"
  // may also be omitted": "http://h" is "http://h/", written with it.
  return {
    ...normalHostport(url),
    ...(url.path === undefined
      ? {
          path: "",
          segments: [""],
          decoded: { ...url.decoded, segments: [decode("")] },
        }
      : {}),
  };
}

/** 3.3: `http://<host>:<port>/<path>?<searchpart>`; a search needs a path. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "port", "path", "search"],
  write(p) {
    // httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
    p.needs(
      "search",
      "path",
      'a search stands only after a path (httpurl = "http://" hostport [ "/" hpath [ "?" search ]])',
    );
    const hpath = p.path("path", "hsegment");
    const search = p.escaped("search", "search");
    return (
      `//${p.hostport()}` +
      (hpath === undefined ? "" : `/${hpath}`) +
      (search === undefined ? "" : `?${search}`)
    );
  },
};
