// The typed URL: a discriminated union on `kind`, one member per scheme of
// section 5, and the mapping from what the grammar's `url` rule returns.
import type { UrlNode } from "../../generated/rfc1738.js";
import { toFileUrl, type FileUrl } from "./file.js";
import { toFtpUrl, type FtpUrl } from "./ftp.js";
import { toGopherUrl, type GopherUrl } from "./gopher.js";
import { toHttpUrl, type HttpUrl } from "./http.js";
import { toMailtoUrl, type MailtoUrl } from "./mailto.js";
import { toNewsUrl, type NewsUrl } from "./news.js";
import { toNntpUrl, type NntpUrl } from "./nntp.js";
import { toOtherUrl, type OtherUrl } from "./other.js";
import { toProsperoUrl, type ProsperoUrl } from "./prospero.js";
import { toTelnetUrl, type TelnetUrl } from "./telnet.js";
import { toWaisUrl, type WaisUrl } from "./wais.js";

/**
 * A URL under RFC 1738. `kind` names the scheme whose rule matched the whole
 * URL, or "other" when only genericurl did (a new scheme, or one of the ten
 * whose rest does not follow that scheme's syntax). `scheme` is a string in
 * "other", so `kind`, not `scheme`, is the discriminant.
 */
export type Rfc1738Url =
  | HttpUrl
  | FtpUrl
  | NewsUrl
  | NntpUrl
  | TelnetUrl
  | GopherUrl
  | WaisUrl
  | MailtoUrl
  | FileUrl
  | ProsperoUrl
  | OtherUrl;

/** The schemes of section 5's `url` rule, in its order. */
export type PredefinedScheme = Exclude<Rfc1738Url["kind"], "other">;

/**
 * Maps what the `url` rule returned to the typed URL. `input` is the URL as
 * given (the grammar may have seen its scheme lowercased): the raw scheme
 * comes from it.
 */
export function toUrl(node: UrlNode, input: string): Rfc1738Url {
  // genericurl first: most URLs are of another scheme (https above all).
  switch (node.type) {
    case "genericurl":
      return toOtherUrl(node, raw(input, node.scheme));
    case "httpurl":
      return toHttpUrl(node, raw(input, "http"));
    case "ftpurl":
      return toFtpUrl(node, raw(input, "ftp"));
    case "newsurl":
      return toNewsUrl(node, raw(input, "news"));
    case "nntpurl":
      return toNntpUrl(node, raw(input, "nntp"));
    case "telneturl":
      return toTelnetUrl(node, raw(input, "telnet"));
    case "gopherurl":
      return toGopherUrl(node, raw(input, "gopher"));
    case "waisdatabase":
    case "waisindex":
    case "waisdoc":
      return toWaisUrl(node, raw(input, "wais"));
    case "mailtourl":
      return toMailtoUrl(node, raw(input, "mailto"));
    case "fileurl":
      return toFileUrl(node, raw(input, "file"));
    case "prosperourl":
      return toProsperoUrl(node, raw(input, "prospero"));
  }
}

/**
 * The scheme as written at the start of `input`, of which `scheme` is the
 * lowercase: `scheme` itself when it was written so (no copy made).
 */
function raw(input: string, scheme: string): string {
  return input.startsWith(scheme) ? scheme : input.slice(0, scheme.length);
}
