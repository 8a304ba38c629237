// TELNET (section 3.8): telnet://<user>:<password>@<host>:<port>/
//   telneturl = "telnet://" login [ "/" ]
import type { TelneturlNode } from "../../generated/rfc1738.js";
import {
  decodeUserinfo,
  portFields,
  toUserinfo,
  writeHostport,
  writeUserinfo,
  type DecodedUserinfo,
  type HostFields,
  type PortFields,
  type Userinfo,
  type UrlBase,
} from "./components.js";

/** A telneturl; the port defaults to 23. */
export type TelnetUrl = UrlBase<"telnet", "telnet"> &
  HostFields &
  PortFields &
  Userinfo & {
    readonly decoded: DecodedUserinfo;
    /** Whether the final "/" is there (section 3.8: it "may be omitted"). */
    readonly trailingSlash: boolean;
  };

export function toTelnetUrl(node: TelneturlNode, rawScheme: string): TelnetUrl {
  const { user, password, hostport } = node.login;
  const userinfo = toUserinfo(user, password);
  return {
    kind: "telnet",
    scheme: "telnet",
    rawScheme,
    ...userinfo,
    decoded: decodeUserinfo(userinfo),
    host: hostport.host.text,
    hostKind: hostport.host.type,
    ...portFields("telnet", hostport.port),
    trailingSlash: node.slash,
  };
}

export function serializeTelnet(url: TelnetUrl): string {
  const result = `${url.rawScheme}://${writeUserinfo(url)}${writeHostport(url)}`;
  return url.trailingSlash ? `${result}/` : result;
}
