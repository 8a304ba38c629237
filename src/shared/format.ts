// format: a URI reference built from its parts, each escaped for where it
// stands, in the habit of Python's urlunsplit with quote and of uri-js's
// serialize, but checked: a part that cannot stand where it was put is a
// UrlFormatError naming it, and what is returned reads back, in the dialect,
// as the parts given. `serialize` writes components as they are (section 5.2
// step 7, RFC 3986 section 5.3); `format` escapes them first. Imports no
// dialect: each gives its escaping, its host rule and its parser.
import {
  UrlFormatError,
  type GrammarName,
  type FormatErrorCode,
} from "../errors.js";
import { readParts, requireReadBack } from "./arguments.js";
import {
  PART_ALIASES,
  STRING,
  STRING_OR_NUMBER,
  withAliases,
  type KeySpec,
} from "./options.js";
import {
  GENERIC_COMPONENT_NAMES,
  type GenericComponents,
} from "./generic-components.js";

/**
 * The parts of a reference, unescaped: each is escaped for its component.
 * Absent (undefined) and empty ("") are apart: `{ query: "" }` writes "?".
 * The path is segments joined by "/", each segment escaped; a host with
 * `userinfo` or `port` makes the authority.
 */
export interface FormatParts {
  readonly scheme?: string;
  readonly userinfo?: string;
  readonly host?: string;
  readonly port?: string | number;
  readonly path?: string;
  readonly query?: string;
  readonly fragment?: string;
}

/** What a dialect gives the formatter. */
export interface FormatDialect {
  readonly name: GrammarName;
  readonly title: string;
  /** Escapes text for a userinfo, a segment, a query or a fragment. */
  readonly escape: (
    text: string,
    component: "userinfo" | "segment" | "query" | "fragment",
  ) => string;
  /** The host as written, or undefined when it cannot be this dialect's host. */
  readonly host: (host: string) => string | undefined;
  /** What the dialect's parse reads of the written string (throws UrlSyntaxError). */
  readonly read: (text: string) => GenericComponents;
  /**
   * RFC 2396: a scheme with neither an authority nor a path beginning with
   * "/" makes an opaque URI (`absoluteURI = scheme ":" ( hier_part |
   * opaque_part )`), whose opaque_part is not empty and has no query.
   */
  readonly opaqueURIs: boolean;
  /**
   * RFC 1808: a path's first segment is never empty (`path = fsegment *(
   * "/" segment )`, `fsegment = 1*pchar`), so a path may not begin with "//";
   * and a net_loc takes a "?" (`net_loc = *( pchar | ";" | "?" )`), so a
   * query right after it, with no path, would be read as part of it; and
   * its port (RFC 1738 section 3.1) is `1*digit`: an empty one is none.
   */
  readonly rfc1808Paths: boolean;
}

/** What format knows of its argument: each part, with what it accepts. */
export const FORMAT_PARTS: KeySpec = /* @__PURE__ */ withAliases(
  {
    scheme: STRING,
    userinfo: STRING,
    host: STRING,
    port: STRING_OR_NUMBER,
    path: STRING,
    query: STRING,
    fragment: STRING,
  },
  PART_ALIASES,
);

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
const READ_BACK = GENERIC_COMPONENT_NAMES;

/** Throws the UrlFormatError of a part. */
type Fail = (part: string, code: FormatErrorCode, message: string) => never;

/** `format` of a dialect. */
export function formatWith(dialect: FormatDialect, value: unknown): string {
  const fn = `${dialect.name}.format`;
  // Each part read once, into `parts`, and checked.
  const parts = readParts(
    value,
    fn,
    FORMAT_PARTS,
    "an object of parts (scheme, userinfo, host, port, path, query, fragment)",
  ) as FormatParts;
  const fail: Fail = (part, code, message) => {
    throw new UrlFormatError({ dialect: dialect.name, part, code, message });
  };

  const scheme = parts.scheme;
  if (scheme !== undefined && !SCHEME.test(scheme))
    fail(
      "scheme",
      "invalid-scheme",
      `${JSON.stringify(scheme)} is not a scheme`,
    );
  const { userinfo, host, port, authority } = formatAuthority(
    dialect,
    parts,
    fail,
  );
  const { segments, path } = formatPath(dialect, parts.path, authority, fail);
  if (
    scheme === undefined &&
    authority === undefined &&
    (segments[0] ?? "").includes(":")
  )
    fail(
      "path",
      "colon-in-first-segment",
      'with no scheme, a first segment holding ":" would read as one (write "./" before it)',
    );
  const queryText = parts.query;
  checkQuery(dialect, scheme, authority, path, queryText, fail);
  const fragmentText = parts.fragment;
  const query =
    queryText === undefined ? undefined : dialect.escape(queryText, "query");
  const fragment =
    fragmentText === undefined
      ? undefined
      : dialect.escape(fragmentText, "fragment");

  const written: GenericComponents = {
    scheme,
    authority,
    userinfo,
    host,
    port,
    path,
    query,
    fragment,
  };
  const text =
    (scheme === undefined ? "" : `${scheme}:`) +
    (authority === undefined ? "" : `//${authority}`) +
    path +
    (query === undefined ? "" : `?${query}`) +
    (fragment === undefined ? "" : `#${fragment}`);
  return requireReadBack(text, fn, dialect.read, (back) => {
    for (const name of READ_BACK)
      if (back[name] !== written[name])
        return `${name} ${JSON.stringify(back[name])}, not ${JSON.stringify(written[name])}`;
    return undefined;
  });
}

/** The port as written: digits (a number, or a string of digits). */
function formatPort(
  dialect: FormatDialect,
  portValue: string | number | undefined,
  fail: Fail,
): string | undefined {
  if (portValue === undefined) return undefined;
  if (
    typeof portValue === "number"
      ? !Number.isSafeInteger(portValue) || portValue < 0
      : !/^[0-9]*$/.test(portValue)
  )
    fail("port", "invalid-port", `${JSON.stringify(portValue)} is not digits`);
  if (dialect.rfc1808Paths && portValue === "")
    fail(
      "port",
      "invalid-port",
      "the port of a login is 1*digit: it may not be empty",
    );
  return String(portValue);
}

/** The authority's parts as written, and the authority they make (none without a host). */
function formatAuthority(
  dialect: FormatDialect,
  parts: FormatParts,
  fail: Fail,
): {
  readonly userinfo: string | undefined;
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly authority: string | undefined;
} {
  const host = parts.host;
  const userinfoText = parts.userinfo;
  const port = formatPort(dialect, parts.port, fail);
  if (host === undefined) {
    if (userinfoText !== undefined)
      fail(
        "userinfo",
        "no-host",
        "a userinfo stands only in an authority, which needs a host",
      );
    if (port !== undefined)
      fail(
        "port",
        "no-host",
        "a port stands only in an authority, which needs a host",
      );
  }
  const writtenHost = host === undefined ? undefined : dialect.host(host);
  if (host !== undefined && writtenHost === undefined)
    fail(
      "host",
      "invalid-host",
      `${JSON.stringify(host)} cannot be written as a host of ${dialect.title}`,
    );
  const userinfo =
    userinfoText === undefined
      ? undefined
      : dialect.escape(userinfoText, "userinfo");
  const authority =
    writtenHost === undefined
      ? undefined
      : (userinfo === undefined ? "" : `${userinfo}@`) +
        writtenHost +
        (port === undefined ? "" : `:${port}`);
  return { userinfo, host: writtenHost, port, authority };
}

/** The path's segments, each escaped, and the path they make, checked against the authority. */
function formatPath(
  dialect: FormatDialect,
  pathText: string | undefined,
  authority: string | undefined,
  fail: Fail,
): { readonly segments: readonly string[]; readonly path: string } {
  const segments = (pathText ?? "")
    .split("/")
    .map((s) => dialect.escape(s, "segment"));
  const path = segments.join("/");
  if (authority !== undefined && path !== "" && !path.startsWith("/"))
    fail(
      "path",
      "path-after-authority",
      'after an authority, a path must be empty or begin with "/"',
    );
  if (dialect.rfc1808Paths && authority !== undefined && path.startsWith("//"))
    fail(
      "path",
      "empty-first-segment",
      'a path may not begin with "//": its first segment would be empty',
    );
  if (authority === undefined && path.startsWith("//"))
    fail(
      "path",
      "path-reads-as-authority",
      'a path that begins with "//" would read as an authority',
    );
  return { segments, path };
}

/** The dialect's limits on a query (RFC 1808's net_loc) and on an opaque URI (RFC 2396). */
function checkQuery(
  dialect: FormatDialect,
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
  queryText: string | undefined,
  fail: Fail,
): void {
  if (
    dialect.rfc1808Paths &&
    authority !== undefined &&
    path === "" &&
    queryText !== undefined
  )
    fail(
      "query",
      "query-after-net-loc",
      'a query right after the net_loc would be read as part of it (net_loc takes "?"): give the path a "/"',
    );
  if (
    dialect.opaqueURIs &&
    scheme !== undefined &&
    authority === undefined &&
    !path.startsWith("/")
  ) {
    if (path === "")
      fail(
        "path",
        "empty-opaque-part",
        "with a scheme and no authority, the path (an opaque_part) may not be empty",
      );
    if (queryText !== undefined)
      fail(
        "query",
        "query-in-opaque-part",
        'an opaque URI has no query (its "?" belongs to the opaque_part): give the path an authority or a leading "/"',
      );
  }
}
