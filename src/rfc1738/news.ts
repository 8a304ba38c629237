// NEWS (section 3.6): news:<newsgroup-name>, news:<message-id>, news:*
//   newsurl   = "news:" grouppart
//   grouppart = "*" | group | article
import type { NewsurlNode } from "../../generated/rfc1738.js";
import {
  decode,
  hostFields,
  type Decoded,
  type HostKind,
  type UrlBase,
} from "./components.js";

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

export function toNewsUrl(node: NewsurlNode, rawScheme: string): NewsUrl {
  const base = { kind: "news", scheme: "news", rawScheme } as const;
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
        ...hostFields(part.article.host),
        decoded: { articleId: decode(part.article.id) },
      };
  }
}

export function serializeNews(url: NewsUrl): string {
  switch (url.form) {
    case "all-groups":
      return `${url.rawScheme}:*`;
    case "group":
      return `${url.rawScheme}:${url.group}`;
    case "article":
      return `${url.rawScheme}:${url.article}`;
  }
}
