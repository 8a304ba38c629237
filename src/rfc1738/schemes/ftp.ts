// FTP (section 3.2): ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<cwdN>/<name>;type=<typecode>
//   ftpurl  = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { FtptypeNode, FtpurlNode } from "../../../generated/rfc1738.js";
import { onFirstRead } from "../../shared/segments-on-read.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  decodeOptional,
  defineSegments,
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  writeUserinfo,
  type Decoded,
  type HostportUrl,
} from "../components.js";

/** The typecode of section 3.2.2: "a" (ASCII), "i" (image), "d" (directory listing). */
export type FtpTypecode = "a" | "i" | "d";

/**
 * The user and password. Section 3.2.1: "If no user name or password is
 * supplied and one is requested by the FTP server, the conventions for
 * "anonymous" FTP are to be used": the user name "anonymous", and the end
 * user's e-mail address as the password (which the URL cannot know). So a URL
 * without a user is `anonymous: true`: its raw `user` is undefined (nothing is
 * written back) and `decoded.user` is "anonymous".
 */
export type FtpLogin =
  | {
      readonly anonymous: true;
      readonly user: undefined;
      readonly password: undefined;
      readonly decoded: {
        readonly user: "anonymous";
        readonly password: undefined;
        readonly segments: readonly Decoded[];
      };
    }
  | {
      readonly anonymous: false;
      /** The user as written; "" for "ftp://@host". */
      readonly user: string;
      /** The password as written; undefined without ":", "" for "user:@". */
      readonly password: string | undefined;
      readonly decoded: {
        readonly user: Decoded;
        readonly password: Decoded | undefined;
        readonly segments: readonly Decoded[];
      };
    };

/** An ftpurl; the port defaults to 21. */
export type FtpUrl = HostportUrl<"ftp"> &
  FtpLogin & {
    /** The fpath, after the "/"; undefined without "/". */
    readonly path: string | undefined;
    /** The fsegments of the path (<cwd1> ... <cwdN> and <name>); [] without "/". */
    readonly segments: readonly string[];
    /** The ftptype as written; undefined without ";type=". */
    readonly rawTypecode: FtptypeNode | undefined;
    /** The typecode, lowercased; undefined without ";type=". */
    readonly typecode: FtpTypecode | undefined;
  };

// segments (components.ts) and decoded (which holds the decoded segments)
// are accessors computed on first read (see src/shared/segments-on-read.ts):
// a parse builds neither unless they are read.
const defineDecoded = onFirstRead(
  "decoded",
  (url: FtpUrl) =>
    ({
      user: url.anonymous ? "anonymous" : decode(url.user),
      password: decodeOptional(url.password),
      segments: url.segments.map(decode),
    }) as FtpLogin["decoded"],
);

// Built in the order of its keys: a literal, decoded, the hostport's fields
// and the path, segments, the typecode.
export function toUrl(node: FtpurlNode, input: string): FtpUrl {
  const { user, password, hostport } = node.login;
  const url: Record<string, unknown> = {
    kind: "ftp",
    scheme: "ftp",
    rawScheme: rawSchemeOf(input, "ftp"),
    anonymous: user === null,
    user: user ?? undefined,
    // A password only after a user: the grammar's password is null without one.
    password: password ?? undefined,
  };
  defineDecoded(url as unknown as FtpUrl);
  Object.assign(url, hostportFields("ftp", hostport));
  url.path = node.path ?? undefined;
  defineSegments(url as unknown as FtpUrl);
  url.rawTypecode = node.typecode ?? undefined;
  // The typecode is the ftptype lowercased (FtptypeNode is one of AIDaid).
  url.typecode =
    node.typecode === null
      ? undefined
      : (node.typecode.toLowerCase() as FtpTypecode);
  return url as unknown as FtpUrl;
}

export function serialize(url: FtpUrl): string {
  let result = `${url.rawScheme}://${writeUserinfo(url)}${writeHostport(url)}`;
  if (url.path !== undefined) result += `/${url.path}`;
  if (url.rawTypecode !== undefined) result += `;type=${url.rawTypecode}`;
  return result;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["user", "string?"],
  ["password", "string?"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["path", "string?"],
  ["rawTypecode", "string?"],
];

/** The hostport in normal form, and the typecode lowercased. */
export function normalize(url: FtpUrl): FtpUrl {
  return { ...normalHostport(url), rawTypecode: url.typecode };
}

/** 3.2: `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<name>;type=<typecode>`; a typecode needs a path. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "port", "user", "password", "path", "typecode"],
  write(p) {
    // ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
    p.needs(
      "typecode",
      "path",
      'a typecode stands only after a path (ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]])',
    );
    const typecode = p.text("typecode");
    // The typecodes of section 3.2.2, as parse gives them.
    if (typecode !== undefined && !["a", "i", "d"].includes(typecode))
      p.invalid(
        "typecode",
        `${JSON.stringify(typecode)} is not a typecode ("a", "i" or "d")`,
      );
    const fpath = p.path("path", "fsegment");
    return (
      `//${p.login()}` +
      (fpath === undefined ? "" : `/${fpath}`) +
      (typecode === undefined ? "" : `;type=${String(typecode)}`)
    );
  },
};
