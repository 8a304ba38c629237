// NEWS (section 3.6): news:<newsgroup-name>, news:<message-id>, news:*
//   newsurl   = "news:" grouppart
//   grouppart = "*" | group | article
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { NewsurlNode } from "../../../generated/rfc1738.js";
import { ALPHANUM, asciiSet, escapeWith } from "../../shared/escaping.js";
import { GROUP, type SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  rawSchemeOf,
  type Decoded,
  type HostKind,
  type UrlBase,
} from "../components.js";

/** The three forms of grouppart. */
export type NewsForm =
  /** "news:*": "all available newsgroups" (section 3.6). */
  | {
      readonly form: "all-groups";
      readonly group: undefined;
      readonly article: undefined;
    }
  /** "news:<newsgroup-name>". */
  | {
      readonly form: "group";
      readonly group: string;
      readonly article: undefined;
    }
  /** "news:<message-id>": the unique part, "@", and a host. */
  | {
      readonly form: "article";
      readonly group: undefined;
      /** The article as written, "@" and host included. */
      readonly article: string;
      /** The part before "@", as written. */
      readonly articleId: string;
      /** The host after "@". */
      readonly host: string;
      readonly hostKind: HostKind;
      readonly decoded: { readonly articleId: Decoded };
    };

/** A newsurl. */
export type NewsUrl = UrlBase<"news", "news"> & NewsForm;

export function toUrl(node: NewsurlNode, input: string): NewsUrl {
  const base = {
    kind: "news",
    scheme: "news",
    rawScheme: rawSchemeOf(input, "news"),
  } as const;
  const part = node.grouppart;
  switch (part.type) {
    case "all":
      return {
        ...base,
        form: "all-groups",
        group: undefined,
        article: undefined,
      };
    case "group":
      return { ...base, form: "group", group: part.text, article: undefined };
    case "article":
      return {
        ...base,
        form: "article",
        group: undefined,
        article: part.text,
        articleId: part.article.id,
        host: part.article.host.text,
        hostKind: part.article.host.type,
        decoded: { articleId: decode(part.article.id) },
      };
  }
}

export function serialize(url: NewsUrl): string {
  switch (url.form) {
    case "all-groups":
      return `${url.rawScheme}:*`;
    case "group":
      return `${url.rawScheme}:${url.group}`;
    case "article":
      return `${url.rawScheme}:${url.article}`;
  }
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["form", ["all-groups", "group", "article"]],
  ["group", "string?"],
  ["article", "string?"],
];

/** The scheme lowercased; the grouppart as it is. */
export function normalize(url: NewsUrl): NewsUrl {
  return { ...url, rawScheme: url.scheme };
}

/** `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`: the unique part. */
const ARTICLE_ID = /* @__PURE__ */ asciiSet(ALPHANUM, "$-_.+!*'(),", ";/?:&=");

/**
 * 3.6: `news:<newsgroup-name>` (`group` "*" for every group, `news:*`), or
 * `news:<message-id>` (the unique part `articleId`, then "@" and `host`).
 */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "group", "articleId", "host"],
  write(p) {
    // newsurl = "news:" grouppart; grouppart = "*" | group | article
    const group = p.text("group");
    if (group !== undefined) {
      for (const name of ["articleId", "host"])
        if (p.text(name) !== undefined)
          p.invalid(
            name,
            "a news URL names a group or an article (articleId and host), not both",
          );
      if (group !== "*" && !GROUP.test(group))
        p.invalid(
          "group",
          `${JSON.stringify(group)} is not a newsgroup name (group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ], or "*")`,
        );
      return group;
    }
    // article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
    const articleId = p.required("articleId", "a news URL without a group");
    if (articleId === "")
      p.invalid("articleId", "a message-id's unique part is not empty");
    return `${escapeWith(ARTICLE_ID, articleId)}@${p.host()}`;
  },
  readBack: {
    // "news:*" reads back as the form all-groups, with no group.
    group: {
      found: ({ field }) =>
        field("form") === "all-groups" ? "*" : field("group"),
    },
  },
};
