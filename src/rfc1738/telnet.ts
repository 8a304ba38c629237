// TELNET (section 3.8): telnet://<user>:<password>@<host>:<port>/
//   telneturl = "telnet://" login [ "/" ]
import type { TelneturlNode } from "../../generated/rfc1738.js";
import {
  decode,
  defaultPort,
  portOf,
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

const TELNET_PORT = defaultPort("telnet");

export function toTelnetUrl(node: TelneturlNode, rawScheme: string): TelnetUrl {
  const { user, password, hostport } = node.login;
  const { host, port: rawPort } = hostport;
  // A password only after a user: the grammar's password is null without one.
  return {
    kind: "telnet",
    scheme: "telnet",
    rawScheme,
    user: user ?? undefined,
    password: password ?? undefined,
    decoded: {
      user: user === null ? undefined : decode(user),
      password: password === null ? undefined : decode(password),
    },
    host: host.text,
    hostKind: host.type,
    port: portOf(TELNET_PORT, rawPort),
    portDefaulted: rawPort === null,
    rawPort: rawPort ?? undefined,
    trailingSlash: node.slash,
  } as TelnetUrl;
}

export function serializeTelnet(url: TelnetUrl): string {
  const result = `${url.rawScheme}://${writeUserinfo(url)}${writeHostport(url)}`;
  return url.trailingSlash ? `${result}/` : result;
}
