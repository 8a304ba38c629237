// The schemes of RFC 1738, the table the dialect dispatches through. Each
// scheme of section 3 (and "other", section 5's genericurl) has its file in
// this folder, holding its typed URL and what the dialect does with it:
//   toUrl       the typed URL, from what the grammar's `url` rule returned (TO_URL, toUrl)
//   serialize   its text, from its raw fields, and RAW_FIELDS, those fields (serialize.ts)
//   normalize   its normal form (normalize.ts)
//   FORMAT      its URL built from parts (format.ts)
// Each is a table of its own below, so that a function's bundle carries the
// schemes' code it calls and no more (parse carries no format, normalize no
// serialize checks). Adding a scheme: its file here, its members of
// Rfc1738Url and Rfc1738FormatParts and a row in each table below, and its
// rules in the grammar (their names in ../scheme-case.ts).
import type { UrlNode } from "../../../generated/rfc1738.js";
import type {
  SchemeFormat,
  Rfc1738HostportParts,
  Rfc1738LoginParts,
} from "../format.js";
import type { RawFields } from "../serialize.js";
import * as file from "./file.js";
import * as ftp from "./ftp.js";
import * as gopher from "./gopher.js";
import * as http from "./http.js";
import * as mailto from "./mailto.js";
import * as news from "./news.js";
import * as nntp from "./nntp.js";
import * as other from "./other.js";
import * as prospero from "./prospero.js";
import * as telnet from "./telnet.js";
import * as wais from "./wais.js";

/**
 * A URL under RFC 1738. `kind` names the scheme whose rule matched the whole
 * URL, or "other" when only genericurl did (a new scheme, or one of the ten
 * whose rest does not follow that scheme's syntax). `scheme` is a string in
 * "other", so `kind`, not `scheme`, is the discriminant.
 */
export type Rfc1738Url =
  | http.HttpUrl
  | ftp.FtpUrl
  | news.NewsUrl
  | nntp.NntpUrl
  | telnet.TelnetUrl
  | gopher.GopherUrl
  | wais.WaisUrl
  | mailto.MailtoUrl
  | file.FileUrl
  | prospero.ProsperoUrl
  | other.OtherUrl;

/** The kinds of URL: a scheme of section 5, or "other". */
export type Kind = Rfc1738Url["kind"];

/** The schemes of section 5's `url` rule, in its order. */
export type PredefinedScheme = Exclude<Rfc1738Url["kind"], "other">;

/** The URL of `kind`. */
export type UrlOf<K extends Kind> = Extract<Rfc1738Url, { readonly kind: K }>;

/**
 * The parts of an RFC 1738 URL, by scheme (section 3), unescaped. A path is
 * its segments joined by "/" (each segment escaped, so a "/" in a part
 * separates segments), written after the "/" that follows the hostport, as
 * `parse` gives it. An absent optional part is not written. (Each scheme's
 * FORMAT says what it writes.)
 */
export type Rfc1738FormatParts =
  /** 3.3: `http://<host>:<port>/<path>?<searchpart>`; a search needs a path. */
  | (Rfc1738HostportParts & {
      readonly scheme: "http";
      readonly path?: string;
      readonly search?: string;
    })
  /** 3.2: `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<name>;type=<typecode>`; a typecode needs a path. */
  | (Rfc1738LoginParts & {
      readonly scheme: "ftp";
      readonly path?: string;
      readonly typecode?: ftp.FtpTypecode;
    })
  /**
   * 3.4: `gopher://<host>:<port>/<gtype><selector>%09<search>%09<gopher+_string>`;
   * each part needs the one before it (an empty selector is one). The gtype
   * is one character. A selector or search holds no tab: "%09" ends it.
   */
  | (Rfc1738HostportParts & {
      readonly scheme: "gopher";
      readonly gtype?: string;
      readonly selector?: string;
      readonly search?: string;
      readonly gopherPlus?: string;
    })
  /** 3.5: `mailto:<rfc822-addr-spec>`, not empty. */
  | { readonly scheme: "mailto"; readonly address: string }
  /**
   * 3.6: `news:<newsgroup-name>` (`group` "*" for every group, `news:*`), or
   * `news:<message-id>` (the unique part `articleId`, then "@" and `host`).
   */
  | { readonly scheme: "news"; readonly group: string }
  | {
      readonly scheme: "news";
      readonly articleId: string;
      readonly host: string;
    }
  /** 3.7: `nntp://<host>:<port>/<newsgroup-name>/<article-number>`. */
  | (Rfc1738HostportParts & {
      readonly scheme: "nntp";
      readonly group: string;
      readonly article?: string | number;
    })
  /** 3.8: `telnet://<user>:<password>@<host>:<port>/`. */
  | (Rfc1738LoginParts & { readonly scheme: "telnet" })
  /**
   * 3.9: `wais://<host>:<port>/<database>`, with `?<search>` (an index), or
   * with `/<wtype>/<wpath>` (a document): a search, or a wtype and a wpath.
   */
  | (Rfc1738HostportParts & {
      readonly scheme: "wais";
      readonly database: string;
      readonly search?: string;
      readonly wtype?: string;
      readonly wpath?: string;
    })
  /** 3.10: `file://<host>/<path>`; no host (or "") names none. */
  | {
      readonly scheme: "file";
      readonly host?: string;
      readonly path: string;
    }
  /** 3.11: `prospero://<host>:<port>/<hsoname>;<field>=<value>`. */
  | (Rfc1738HostportParts & {
      readonly scheme: "prospero";
      readonly path: string;
      readonly fields?: readonly {
        readonly name: string;
        readonly value: string;
      }[];
    })
  /** Any other scheme (section 5's genericurl), as the common Internet scheme syntax of 3.1. */
  | (Rfc1738LoginParts & { readonly scheme: string; readonly urlPath?: string })
  /** Any other scheme, its schemepart as `*xchar`. */
  | { readonly scheme: string; readonly schemePart: string };

/** The typed URL of each node the `url` rule returns (genericurl first: most URLs are of another scheme). */
export const TO_URL: {
  readonly [T in UrlNode["type"]]: (
    node: Extract<UrlNode, { readonly type: T }>,
    input: string,
  ) => Rfc1738Url;
} = {
  genericurl: other.toUrl,
  httpurl: http.toUrl,
  ftpurl: ftp.toUrl,
  newsurl: news.toUrl,
  nntpurl: nntp.toUrl,
  telneturl: telnet.toUrl,
  gopherurl: gopher.toUrl,
  waisdatabase: wais.toUrl,
  waisindex: wais.toUrl,
  waisdoc: wais.toUrl,
  mailtourl: mailto.toUrl,
  fileurl: file.toUrl,
  prosperourl: prospero.toUrl,
};

/** A scheme's mapping (the table's rows are each of one node type). */
type Mapping = (node: UrlNode, input: string) => Rfc1738Url;

/**
 * Maps what the `url` rule returned to the typed URL. `input` is the URL as
 * given (the grammar may have seen its scheme lowercased): the raw scheme
 * comes from it. A genericurl, most URLs (https above all), is mapped by a
 * direct call, which V8 inlines, before the table's: through the table alone
 * (one call site for eleven functions) rfc1738.tryParse took 1.08× to 1.13×
 * of its time before the table (bench --baseline against fbf3ffd).
 */
export function toUrl(node: UrlNode, input: string): Rfc1738Url {
  if (node.type === "genericurl") return other.toUrl(node, input);
  return (TO_URL[node.type] as Mapping)(node, input);
}

/** Each kind's text from its raw fields. */
export const SERIALIZE: {
  readonly [K in Kind]: (url: UrlOf<K>) => string;
} = {
  http: http.serialize,
  ftp: ftp.serialize,
  news: news.serialize,
  nntp: nntp.serialize,
  telnet: telnet.serialize,
  gopher: gopher.serialize,
  wais: wais.serialize,
  mailto: mailto.serialize,
  file: file.serialize,
  prospero: prospero.serialize,
  other: other.serialize,
};

/** The raw fields that each kind's serialize reads, in the order it writes them. */
export const RAW_FIELDS: Readonly<Record<Kind, RawFields>> = {
  http: http.RAW_FIELDS,
  ftp: ftp.RAW_FIELDS,
  news: news.RAW_FIELDS,
  nntp: nntp.RAW_FIELDS,
  telnet: telnet.RAW_FIELDS,
  gopher: gopher.RAW_FIELDS,
  wais: wais.RAW_FIELDS,
  mailto: mailto.RAW_FIELDS,
  file: file.RAW_FIELDS,
  prospero: prospero.RAW_FIELDS,
  other: other.RAW_FIELDS,
};

/** Each kind's normal form. */
export const NORMALIZE: {
  readonly [K in Kind]: (url: UrlOf<K>) => UrlOf<K>;
} = {
  http: http.normalize,
  ftp: ftp.normalize,
  news: news.normalize,
  nntp: nntp.normalize,
  telnet: telnet.normalize,
  gopher: gopher.normalize,
  wais: wais.normalize,
  mailto: mailto.normalize,
  file: file.normalize,
  prospero: prospero.normalize,
  other: other.normalize,
};

/** Each kind's side of format (see Rfc1738FormatParts). */
export const FORMAT: Readonly<Record<Kind, SchemeFormat>> = {
  http: http.FORMAT,
  ftp: ftp.FORMAT,
  gopher: gopher.FORMAT,
  mailto: mailto.FORMAT,
  news: news.FORMAT,
  nntp: nntp.FORMAT,
  telnet: telnet.FORMAT,
  wais: wais.FORMAT,
  file: file.FORMAT,
  prospero: prospero.FORMAT,
  other: other.FORMAT,
};
