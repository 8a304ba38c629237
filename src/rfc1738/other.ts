// Any other scheme (section 5: "new schemes follow the general syntax"):
//   otherurl   = genericurl
//   genericurl = scheme ":" schemepart
//   schemepart = *xchar | ip-schemepart
// An otherurl may also carry one of the ten schemes of section 5, when the rest
// does not follow that scheme's syntax ("http://host:/" is a genericurl).
import type { GenericurlNode } from "../../generated/rfc1738.js";
import {
  decode,
  optionalPortFields,
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

// Each shape is one object literal, keys in one order: spreading partial
// objects into one costs more than the whole parse (see http.ts).
export function toOtherUrl(node: GenericurlNode, rawScheme: string): OtherUrl {
  const scheme = node.scheme;
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
  const { user, password, hostport } = ip.login;
  const urlPath = ip.urlpath ?? undefined;
  const decoded = {
    user: user === null ? undefined : decode(user),
    password: password === null ? undefined : decode(password),
    urlPath: urlPath === undefined ? undefined : decode(urlPath),
  };
  const { host, port: rawPort } = hostport;
  const port = optionalPortFields(scheme, rawPort);
  if (user === null) {
    return {
      kind: "other",
      scheme,
      rawScheme,
      schemePart,
      form: "ip-schemepart",
      user: undefined,
      password: undefined,
      host: host.text,
      hostKind: host.type,
      ...port,
      urlPath,
      decoded,
    };
  }
  return {
    kind: "other",
    scheme,
    rawScheme,
    schemePart,
    form: "ip-schemepart",
    user,
    password: password ?? undefined,
    host: host.text,
    hostKind: host.type,
    ...port,
    urlPath,
    decoded,
  };
}

export function serializeOther(url: OtherUrl): string {
  return `${url.rawScheme}:${url.schemePart}`;
}
