// NNTP (section 3.7): nntp://<host>:<port>/<newsgroup-name>/<article-number>
//   nntpurl = "nntp://" hostport "/" group [ "/" digits ]
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { NntpurlNode } from "../../../generated/rfc1738.js";
import { digitsOf, GROUP, type SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  type HostportUrl,
} from "../components.js";

/** An nntpurl; the port defaults to 119. Group and article hold no escapes. */
export type NntpUrl = HostportUrl<"nntp"> & {
  /** The newsgroup name. */
  readonly group: string;
  /** The article number's digits as written; undefined without the second "/". */
  readonly article: string | undefined;
};

export function toUrl(node: NntpurlNode, input: string): NntpUrl {
  return {
    kind: "nntp",
    scheme: "nntp",
    rawScheme: rawSchemeOf(input, "nntp"),
    ...hostportFields("nntp", node.hostport),
    group: node.group,
    article: node.article ?? undefined,
  };
}

export function serialize(url: NntpUrl): string {
  const result = `${url.rawScheme}://${writeHostport(url)}/${url.group}`;
  return url.article === undefined ? result : `${result}/${url.article}`;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["group", "string"],
  ["article", "string?"],
];

/** The hostport in normal form. */
export const normalize: (url: NntpUrl) => NntpUrl = normalHostport;

/** 3.7: `nntp://<host>:<port>/<newsgroup-name>/<article-number>`. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "port", "group", "article"],
  write(p) {
    // nntpurl = "nntp://" hostport "/" group [ "/" digits ]
    const group = p.required("group", "an nntp URL");
    if (!GROUP.test(group))
      p.invalid(
        "group",
        `${JSON.stringify(group)} is not a newsgroup name (group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ])`,
      );
    const article = p.part("article");
    const digits =
      article === undefined
        ? undefined
        : (digitsOf(article) ??
          p.invalid(
            "article",
            `${JSON.stringify(article)} is not an article number (digits)`,
          ));
    return (
      `//${p.hostport()}/${group}` + (digits === undefined ? "" : `/${digits}`)
    );
  },
  // An article number given as a number reads back as its digits.
  readBack: {
    article: { found: ({ field }) => field("article"), want: String },
  },
};
