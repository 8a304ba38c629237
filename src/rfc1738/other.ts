// Any other scheme (section 5: "new schemes follow the general syntax"):
//   otherurl   = genericurl
//   genericurl = scheme ":" schemepart
//   schemepart = *xchar | ip-schemepart
// An otherurl may also carry one of the ten schemes of section 5, when the rest
// does not follow that scheme's syntax ("http://host:/" is a genericurl).
import type { GenericurlNode } from "../../generated/rfc1738.js";
import { defaultPortOf } from "../shared/default-ports.js";
import {
  decode,
  type Decoded,
  type DecodedUserinfo,
  type HostFields,
  type OptionalPortFields,
  type Userinfo,
  type UrlBase,
} from "./components.js";

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
export function toOtherUrl(node: GenericurlNode, rawScheme: string): OtherUrl {
  const schemePart = node.schemepart.text;
  const ip = node.schemepart.ip;
  if (ip === null) {
    return {
      kind: "other",
      scheme: node.scheme,
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
  const scheme = node.scheme;
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

export function serializeOther(url: OtherUrl): string {
  return `${url.rawScheme}:${url.schemePart}`;
}
