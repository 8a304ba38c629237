// TELNET (section 3.8): telnet://<user>:<password>@<host>:<port>/
//   telneturl = "telnet://" login [ "/" ]
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { TelneturlNode } from "../../../generated/rfc1738.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decodeOptional,
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  writeUserinfo,
  type DecodedUserinfo,
  type HostportUrl,
  type Userinfo,
} from "../components.js";

/** A telneturl; the port defaults to 23. */
export type TelnetUrl = HostportUrl<"telnet"> &
  Userinfo & {
    readonly decoded: DecodedUserinfo;
    /** Whether the final "/" is there (section 3.8: it "may be omitted"). */
    readonly trailingSlash: boolean;
  };

export function toUrl(node: TelneturlNode, input: string): TelnetUrl {
  const { hostport } = node.login;
  // A password only after a user: the grammar's password is null without one.
  const user = node.login.user ?? undefined;
  const password = node.login.password ?? undefined;
  return {
    kind: "telnet",
    scheme: "telnet",
    rawScheme: rawSchemeOf(input, "telnet"),
    user,
    password,
    decoded: { user: decodeOptional(user), password: decodeOptional(password) },
    ...hostportFields("telnet", hostport),
    trailingSlash: node.slash,
  } as TelnetUrl;
}

export function serialize(url: TelnetUrl): string {
  const result = `${url.rawScheme}://${writeUserinfo(url)}${writeHostport(url)}`;
  return url.trailingSlash ? `${result}/` : result;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["user", "string?"],
  ["password", "string?"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["trailingSlash", "boolean"],
];

export function normalize(url: TelnetUrl): TelnetUrl {
  // Section 3.8: "The final "/" character may be omitted": written.
  return { ...normalHostport(url), trailingSlash: true };
}

/** 3.8: `telnet://<user>:<password>@<host>:<port>/`. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "port", "user", "password"],
  // telneturl = "telnet://" login [ "/" ]
  write: (p) => `//${p.login()}`,
};
