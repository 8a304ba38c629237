// RFC 1738 components: the fields every scheme's typed object shares, and the
// helpers the schemes (schemes/http.ts, schemes/ftp.ts, ...) use to map,
// write back and normalize them.
//
// Raw fields hold text as it appears in the URL (still escaped): they are what
// `serialize` writes back. `undefined` means the part and its separator are
// absent; "" means the separator is there with nothing after it (section 3.1:
// "an empty user name or password is different than no user name or
// password"). The %-decoded values are extra fields, in each object's `decoded`.
import type { HostportNode } from "../../generated/rfc1738.js";
import { defaultPortOf, normalPort } from "../shared/default-ports.js";
import { decodedOrNotUtf8, type NotUtf8 } from "../shared/escaping.js";
import { onFirstRead } from "../shared/segments-on-read.js";

/**
 * Escaped octets that do not read as UTF-8. RFC 1738 defines an escape as an
 * octet (section 2.2) and names no character set; the decoded values here read
 * the octets as UTF-8, and say so when they are not (see NotUtf8 in
 * src/shared/escaping.ts).
 */
export type { NotUtf8 };

/** A %-decoded value: the text, or why the octets are not text. */
export type Decoded = string | NotUtf8;

/** Decodes every escape of `raw` (which the grammar has validated). */
export function decode(raw: string): Decoded {
  return decodedOrNotUtf8("rfc1738", raw);
}

/** `decode` of a raw field that may be absent (undefined stays undefined). */
export function decodeOptional(raw: string | undefined): Decoded | undefined {
  return raw === undefined ? undefined : decode(raw);
}

/** Which alternative of `host = hostname | hostnumber` the host is. */
export type HostKind = "hostname" | "hostnumber";

/** The host of a hostport (section 3.1: a domain name, or four decimal groups). */
export interface HostFields {
  readonly host: string;
  readonly hostKind: HostKind;
}

/**
 * The port of a hostport. `port` is the number to connect to: the one written
 * (`Number(rawPort)`, exact up to 2^53; `port = digits` sets no bound, and a
 * port too long for a double is Infinity, so read `rawPort` for the digits),
 * or the scheme's default port when the URL names none (`portDefaulted`).
 */
export type PortFields =
  | {
      readonly port: number;
      readonly portDefaulted: false;
      /** The digits as written (leading zeros kept). */
      readonly rawPort: string;
    }
  | {
      readonly port: number;
      readonly portDefaulted: true;
      readonly rawPort: undefined;
    };

/** The port of a scheme that has no default port (an otherurl): absent when not written. */
export type OptionalPortFields =
  | PortFields
  | {
      readonly port: undefined;
      readonly portDefaulted: false;
      readonly rawPort: undefined;
    };

/**
 * What every typed URL shares. `kind` is the discriminant: the scheme whose
 * rule matched, or "other" when only genericurl did.
 */
export interface UrlBase<Kind extends string, Scheme extends string> {
  readonly kind: Kind;
  /** The scheme, lowercased (section 5: "interpreters should use case-ignore"). */
  readonly scheme: Scheme;
  /** The scheme as written. */
  readonly rawScheme: string;
}

/** A URL of a scheme whose rule has a hostport (section 3.1): `UrlBase` with its host and port. */
export type HostportUrl<Scheme extends string> = UrlBase<Scheme, Scheme> &
  HostFields &
  PortFields;

/**
 * The scheme as written at the start of `input` (the URL as given: the
 * grammar may have seen its scheme lowercased), of which `scheme` is the
 * lowercase: `scheme` itself when it was written so (no copy made).
 */
export function rawSchemeOf(input: string, scheme: string): string {
  return input.startsWith(scheme) ? scheme : input.slice(0, scheme.length);
}

/** The schemes of RFC 1738 that have a default port (see src/shared/default-ports.ts). */
export type SchemeWithPort =
  "ftp" | "gopher" | "http" | "nntp" | "prospero" | "telnet" | "wais";

/**
 * The host and port fields of a hostport of `scheme` (section 3.1), in that
 * order: the port written (`rawPort`, the digits), or the scheme's default
 * port when none is.
 */
export function hostportFields(
  scheme: SchemeWithPort,
  hostport: HostportNode,
): HostFields & PortFields {
  const rawPort = hostport.port;
  return {
    host: hostport.host.text,
    hostKind: hostport.host.type,
    ...(rawPort === null
      ? { port: defaultPort(scheme), portDefaulted: true, rawPort: undefined }
      : { port: Number(rawPort), portDefaulted: false, rawPort }),
  };
}

/** The default port of `scheme`, one of the schemes that has one. */
export function defaultPort(scheme: SchemeWithPort): number {
  const port = defaultPortOf(scheme);
  if (port === undefined) {
    // Unreachable: DEFAULT_PORTS lists every SchemeWithPort (a test checks it).
    throw new Error(`No default port for ${scheme}`);
  }
  return port;
}

/** The user and password of a login (section 3.1): a password only after a user. */
export type Userinfo =
  | { readonly user: undefined; readonly password: undefined }
  | {
      /** The user as written; "" for "@host". */
      readonly user: string;
      /** The password as written; undefined without ":", "" for "user:@". */
      readonly password: string | undefined;
    };

/** The decoded user and password (undefined where the raw one is). */
export interface DecodedUserinfo {
  readonly user: Decoded | undefined;
  readonly password: Decoded | undefined;
}

/** `host [ ":" port ]`, as written. */
export function writeHostport(url: {
  readonly host: string;
  readonly rawPort: string | undefined;
}): string {
  return url.rawPort === undefined ? url.host : `${url.host}:${url.rawPort}`;
}

/** `[ user [ ":" password ] "@" ]`, as written. */
export function writeUserinfo(url: {
  readonly user: string | undefined;
  readonly password: string | undefined;
}): string {
  if (url.user === undefined) return "";
  return url.password === undefined
    ? `${url.user}@`
    : `${url.user}:${url.password}@`;
}

/**
 * Gives a URL its `segments`, an accessor computed on first read (see
 * src/shared/segments-on-read.ts: a parse builds none unless they are read):
 * [] without a path. A path made of segments separated by "/" (hpath, fpath,
 * ppath) has been validated by the grammar, and no segment holds a "/", so
 * splitting on "/" is exact. An empty path is one empty segment.
 */
export const defineSegments = /* @__PURE__ */ onFirstRead(
  "segments",
  (url: { readonly path: string | undefined }): string[] =>
    url.path === undefined ? [] : url.path.split("/"),
);

/** A hostname lowercased (RFC 1034 names are case-insensitive); a hostnumber as it is. */
export function normalHost(url: HostFields): string {
  return url.hostKind === "hostname" ? url.host.toLowerCase() : url.host;
}

/**
 * The URL with its scheme as `scheme` (lowercase), a hostname lowercased, and
 * the port to write: none for the scheme's default, otherwise the digits
 * without leading zeros.
 */
export function normalHostport<U extends HostportUrl<string>>(url: U): U {
  const rawPort = normalPort(url.scheme, url.rawPort);
  return {
    ...url,
    rawScheme: url.scheme,
    host: normalHost(url),
    rawPort,
    portDefaulted: rawPort === undefined,
  };
}
