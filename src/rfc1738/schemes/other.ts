// Any other scheme (section 5: "new schemes follow the general syntax"):
//   otherurl   = genericurl
//   genericurl = scheme ":" schemepart
//   schemepart = *xchar | ip-schemepart
// An otherurl may also carry one of the ten schemes of section 5, when the rest
// does not follow that scheme's syntax ("http://host:/" is a genericurl).
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { GenericurlNode } from "../../../generated/rfc1738.js";
import { defaultPortOf, normalPort } from "../../shared/default-ports.js";
import { escape } from "../escape.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  normalHost,
  rawSchemeOf,
  writeHostport,
  writeUserinfo,
  type Decoded,
  type DecodedUserinfo,
  type HostFields,
  type OptionalPortFields,
  type Userinfo,
  type UrlBase,
} from "../components.js";

/** The schemepart as the common Internet scheme syntax (section 3.1): //<user>:<password>@<host>:<port>/<url-path>. */
export type IpSchemepart = {
  readonly form: "ip-schemepart";
  /** The url-path, after the "/" ("the "/" between the host (or port) and the url-path is NOT part of the url-path"); undefined without "/". */
  readonly urlPath: string | undefined;
  readonly decoded: DecodedUserinfo & {
    readonly urlPath: Decoded | undefined;
  };
} & HostFields &
  OptionalPortFields &
  Userinfo;

/** The schemepart as *xchar, without the common Internet scheme syntax. */
export interface XcharSchemepart {
  readonly form: "xchars";
  readonly user: undefined;
  readonly password: undefined;
  readonly host: undefined;
  readonly hostKind: undefined;
  readonly port: undefined;
  readonly portDefaulted: false;
  readonly rawPort: undefined;
  readonly urlPath: undefined;
  readonly decoded: { readonly schemePart: Decoded };
}

/**
 * An otherurl. `schemePart` is what serialize writes back; the fields of the
 * ip-schemepart form are its parts. The port is the scheme's default when the
 * URL names none and src/shared/default-ports.ts knows one.
 */
export type OtherUrl = UrlBase<"other", string> & {
  /** The schemepart as written, after ":". */
  readonly schemePart: string;
} & (IpSchemepart | XcharSchemepart);

// One object literal for all three shapes (the xchars form, and the
// ip-schemepart form with and without a user), its keys in one order, so V8
// gives every otherurl one hidden class; the port fields are written in place
// (no object to spread: spreading into a literal costs more than the parse).
export function toUrl(node: GenericurlNode, input: string): OtherUrl {
  const scheme = node.scheme;
  const rawScheme = rawSchemeOf(input, scheme);
  const schemePart = node.schemepart.text;
  const ip = node.schemepart.ip;
  if (ip === null) {
    return {
      kind: "other",
      scheme,
      rawScheme,
      schemePart,
      form: "xchars",
      user: undefined,
      password: undefined,
      host: undefined,
      hostKind: undefined,
      port: undefined,
      portDefaulted: false,
      rawPort: undefined,
      urlPath: undefined,
      decoded: { schemePart: decode(schemePart) },
    };
  }
  const login = ip.login;
  const user = login.user ?? undefined;
  const password = login.password ?? undefined;
  const host = login.hostport.host;
  const rawPort = login.hostport.port ?? undefined;
  const urlPath = ip.urlpath ?? undefined;
  // The port written, or the scheme's default (if it has one).
  const port = rawPort === undefined ? defaultPortOf(scheme) : Number(rawPort);
  return {
    kind: "other",
    scheme,
    rawScheme,
    schemePart,
    form: "ip-schemepart",
    user,
    password,
    host: host.text,
    hostKind: host.type,
    port,
    portDefaulted: rawPort === undefined && port !== undefined,
    rawPort,
    urlPath,
    decoded: {
      user: user === undefined ? undefined : decode(user),
      password: password === undefined ? undefined : decode(password),
      urlPath: urlPath === undefined ? undefined : decode(urlPath),
    },
  } as OtherUrl;
}

export function serialize(url: OtherUrl): string {
  return `${url.rawScheme}:${url.schemePart}`;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["schemePart", "string"],
];

/** An ip-schemepart is recomposed from its normalized parts. */
export function normalize(url: OtherUrl): OtherUrl {
  const rawScheme = url.scheme;
  if (url.form === "xchars") return { ...url, rawScheme };
  const rawPort = normalPort(url.scheme, url.rawPort);
  const host = normalHost(url);
  const schemePart =
    "//" +
    writeUserinfo(url) +
    writeHostport({ host, rawPort }) +
    (url.urlPath === undefined ? "" : `/${url.urlPath}`);
  // The parts, as the schemepart written reads back: what parse gives.
  const port =
    rawPort === undefined ? defaultPortOf(url.scheme) : Number(rawPort);
  return {
    ...url,
    rawScheme,
    schemePart,
    host,
    rawPort,
    port,
    portDefaulted: rawPort === undefined && port !== undefined,
  } as OtherUrl;
}

/**
 * Any other scheme (section 5's genericurl), as the common Internet scheme
 * syntax of 3.1 (user, password, host, port, urlPath), or its schemepart as
 * `*xchar` (schemePart).
 */
export const FORMAT: SchemeFormat = {
  parts: [
    "scheme",
    "host",
    "port",
    "user",
    "password",
    "urlPath",
    "schemePart",
  ],
  write(p) {
    // genericurl = scheme ":" schemepart; schemepart = *xchar | ip-schemepart
    const schemePart = p.text("schemePart");
    if (schemePart === undefined) {
      // ip-schemepart = "//" login [ "/" urlpath ]
      const urlPath = p.escaped("urlPath", "urlpath");
      return `//${p.login()}` + (urlPath === undefined ? "" : `/${urlPath}`);
    }
    for (const name of ["host", "port", "user", "password", "urlPath"])
      if (p.part(name) !== undefined)
        p.invalid(
          name,
          "a schemepart given whole (schemePart) has no parts of the common Internet scheme syntax",
        );
    const written = escape(schemePart, "urlpath");
    // schemepart = *xchar | ip-schemepart: the grammar tries ip-schemepart first
    if (p.isIpSchemepart(written))
      p.invalid(
        "schemePart",
        "this schemepart reads as the common Internet scheme syntax (ip-schemepart): give its parts (user, password, host, port, urlPath)",
      );
    return written;
  },
  readBack: {
    // A schemepart given whole reads back as the xchars form.
    schemePart: {
      found: ({ field, decodedOf }) =>
        field("form") === "xchars" ? decodedOf("schemePart") : undefined,
    },
  },
};
