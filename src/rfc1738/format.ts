// format for RFC 1738: a URL built from its scheme's parts, unescaped, each
// escaped by the rule of section 5 that holds it, then checked. RFC 1738 has
// no generic syntax that every URL shares (section 5: each scheme has its own
// rule), so the parts are the scheme's own, named as `parse` names them: what
// format writes, parse reads back with the same kind and, decoded, the same
// parts. A part that cannot stand where it was put is a UrlFormatError naming
// it. Takes the dialect's parse and host check (no import of index.ts).
import { UrlFormatError, type FormatErrorCode } from "../errors.js";
import { readOwnParts, requireReadBack } from "../shared/arguments.js";
import {
  badValue,
  describeArgument,
  STRING,
  STRING_OR_NUMBER,
  unknownKey,
} from "../shared/options.js";
import { ALPHANUM, asciiSet, escapeWith } from "../shared/escaping.js";
import { own } from "../shared/own.js";
import { escape, type Rfc1738EscapeComponent } from "./escape.js";
import type { FtpTypecode } from "./ftp.js";
import type { Rfc1738Url } from "./url.js";

/** A hostport: `host [ ":" port ]`; without a port, the scheme's default. */
export interface Rfc1738HostportParts {
  /** A hostname or a hostnumber (section 5: `host = hostname | hostnumber`). */
  readonly host: string;
  /** The digits (`port = digits`, so at least one), or a whole number. */
  readonly port?: string | number;
}

/** A login: `[ user [ ":" password ] "@" ] hostport`; a password only with a user. */
export interface Rfc1738LoginParts extends Rfc1738HostportParts {
  readonly user?: string;
  readonly password?: string;
}

/**
 * The parts of an RFC 1738 URL, by scheme (section 3), unescaped. A path is
 * its segments joined by "/" (each segment escaped, so a "/" in a part
 * separates segments), written after the "/" that follows the hostport, as
 * `parse` gives it. An absent optional part is not written.
 */
export type Rfc1738FormatParts =
  /** 3.3: `http://<host>:<port>/<path>?<searchpart>`; a search needs a path. */
  | (Rfc1738HostportParts & {
      readonly scheme: "http";
      readonly path?: string;
      readonly search?: string;
    })
  /** 3.2: `ftp://<user>:<password>@<host>:<port>/<cwd1>/.../<name>;type=<typecode>`; a typecode needs a path. */
  | (Rfc1738LoginParts & {
      readonly scheme: "ftp";
      readonly path?: string;
      readonly typecode?: FtpTypecode;
    })
  /**
   * 3.4: `gopher://<host>:<port>/<gtype><selector>%09<search>%09<gopher+_string>`;
   * each part needs the one before it (an empty selector is one). The gtype
   * is one character. A selector or search holds no tab: "%09" ends it.
   */
  | (Rfc1738HostportParts & {
      readonly scheme: "gopher";
      readonly gtype?: string;
      readonly selector?: string;
      readonly search?: string;
      readonly gopherPlus?: string;
    })
  /** 3.5: `mailto:<rfc822-addr-spec>`, not empty. */
  | { readonly scheme: "mailto"; readonly address: string }
  /**
   * 3.6: `news:<newsgroup-name>` (`group` "*" for every group, `news:*`), or
   * `news:<message-id>` (the unique part `articleId`, then "@" and `host`).
   */
  | { readonly scheme: "news"; readonly group: string }
  | {
      readonly scheme: "news";
      readonly articleId: string;
      readonly host: string;
    }
  /** 3.7: `nntp://<host>:<port>/<newsgroup-name>/<article-number>`. */
  | (Rfc1738HostportParts & {
      readonly scheme: "nntp";
      readonly group: string;
      readonly article?: string | number;
    })
  /** 3.8: `telnet://<user>:<password>@<host>:<port>/`. */
  | (Rfc1738LoginParts & { readonly scheme: "telnet" })
  /**
   * 3.9: `wais://<host>:<port>/<database>`, with `?<search>` (an index), or
   * with `/<wtype>/<wpath>` (a document): a search, or a wtype and a wpath.
   */
  | (Rfc1738HostportParts & {
      readonly scheme: "wais";
      readonly database: string;
      readonly search?: string;
      readonly wtype?: string;
      readonly wpath?: string;
    })
  /** 3.10: `file://<host>/<path>`; no host (or "") names none. */
  | {
      readonly scheme: "file";
      readonly host?: string;
      readonly path: string;
    }
  /** 3.11: `prospero://<host>:<port>/<hsoname>;<field>=<value>`. */
  | (Rfc1738HostportParts & {
      readonly scheme: "prospero";
      readonly path: string;
      readonly fields?: readonly {
        readonly name: string;
        readonly value: string;
      }[];
    })
  /** Any other scheme (section 5's genericurl), as the common Internet scheme syntax of 3.1. */
  | (Rfc1738LoginParts & { readonly scheme: string; readonly urlPath?: string })
  /** Any other scheme, its schemepart as `*xchar`. */
  | { readonly scheme: string; readonly schemePart: string };

/** `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]` (any case: parse folds it). */
const SCHEME = /^[A-Za-z0-9+.-]+$/;
/** `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`: no escapes. */
const GROUP = /^[A-Za-z][A-Za-z0-9.+_-]*$/;
/** `port = digits`, `digits = 1*digit`. */
const DIGITS = /^[0-9]+$/;
/** `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`: the unique part. */
const ARTICLE_ID = asciiSet(ALPHANUM, "$-_.+!*'(),", ";/?:&=");
/** The ten schemes of section 3 with a rule of their own. */
const PREDEFINED = new Set([
  "http",
  "ftp",
  "gopher",
  "mailto",
  "news",
  "nntp",
  "telnet",
  "wais",
  "file",
  "prospero",
]);
const TYPECODES: ReadonlySet<unknown> = new Set(["a", "i", "d"]);
const HOSTPORT = ["scheme", "host", "port"];
const LOGIN = [...HOSTPORT, "user", "password"];
/** The parts each kind of URL has (Rfc1738FormatParts). */
const PART_NAMES: Readonly<Record<string, readonly string[]>> = {
  http: [...HOSTPORT, "path", "search"],
  ftp: [...LOGIN, "path", "typecode"],
  gopher: [...HOSTPORT, "gtype", "selector", "search", "gopherPlus"],
  mailto: ["scheme", "address"],
  news: ["scheme", "group", "articleId", "host"],
  nntp: [...HOSTPORT, "group", "article"],
  telnet: LOGIN,
  wais: [...HOSTPORT, "database", "search", "wtype", "wpath"],
  file: ["scheme", "host", "path"],
  prospero: [...HOSTPORT, "path", "fields"],
  other: [...LOGIN, "urlPath", "schemePart"],
};

/** What format needs of the dialect. */
export interface Rfc1738FormatDialect {
  readonly parse: (text: string) => Rfc1738Url;
  readonly isHost: (text: string) => boolean;
  readonly isIpSchemepart: (text: string) => boolean;
}

const FN = "rfc1738.format";
/** Other names of the parts (see Aliases in src/shared/options.ts). */
const FORMAT_ALIASES = {
  hostname: "host",
  pathname: "path",
  query: "search",
  userinfo: "user",
};

/** `format` of RFC 1738 (see Rfc1738FormatParts). */
export function formatUrl(
  dialect: Rfc1738FormatDialect,
  value: unknown,
): string {
  const parts = readOwnParts(value, FN, "an object of a scheme's parts");
  const fail = (
    part: string,
    code: FormatErrorCode,
    message: string,
  ): never => {
    throw new UrlFormatError({ dialect: "rfc1738", part, code, message });
  };
  /** An own part that must be a string or absent. */
  const text = (name: string): string | undefined => {
    const part = own(parts, name);
    if (part !== undefined && typeof part !== "string")
      throw badValue(FN, name, STRING, part, "part");
    return part;
  };
  const required = (name: string, what: string): string => {
    const part = text(name);
    return part === undefined
      ? fail(name, "missing-part", `${what} needs its ${name}`)
      : part;
  };
  const needs = (name: string, before: string, why: string): void => {
    if (text(name) !== undefined && text(before) === undefined)
      fail(name, "needs-part", why);
  };
  const escaped = (name: string, component: Rfc1738EscapeComponent) => {
    const part = text(name);
    return part === undefined ? undefined : escape(part, component);
  };
  /** A path: its segments joined by "/", each escaped for `component`. */
  const path = (name: string, component: Rfc1738EscapeComponent) => {
    const part = text(name);
    return part === undefined
      ? undefined
      : part
          .split("/")
          .map((segment) => escape(segment, component))
          .join("/");
  };
  const host = (name = "host"): string => {
    const part = required(name, "this URL");
    if (!dialect.isHost(part))
      fail(
        name,
        "invalid-host",
        `${JSON.stringify(part)} is neither a hostname nor a hostnumber (section 5: host = hostname | hostnumber)`,
      );
    return part;
  };
  const port = (): string | undefined => {
    const part = own(parts, "port");
    if (part === undefined) return undefined;
    if (!STRING_OR_NUMBER.test(part))
      throw badValue(FN, "port", STRING_OR_NUMBER, part, "part");
    const digits =
      typeof part === "number"
        ? Number.isSafeInteger(part) && part >= 0
          ? String(part)
          : undefined
        : typeof part === "string" && DIGITS.test(part)
          ? part
          : undefined;
    return digits === undefined
      ? fail(
          "port",
          "invalid-port",
          `${JSON.stringify(part)} is not digits (port = 1*digit)`,
        )
      : digits;
  };
  const hostport = (): string => {
    const written = host();
    const digits = port();
    return digits === undefined ? written : `${written}:${digits}`;
  };
  const login = (): string => {
    needs(
      "password",
      "user",
      'a password stands only after a user (login = [ user [ ":" password ] "@" ] hostport)',
    );
    const user = escaped("user", "user");
    const password = escaped("password", "password");
    const userinfo =
      user === undefined
        ? ""
        : password === undefined
          ? `${user}@`
          : `${user}:${password}@`;
    return userinfo + hostport();
  };

  const rawScheme = required("scheme", "a URL");
  if (!SCHEME.test(rawScheme))
    fail(
      "scheme",
      "invalid-scheme",
      `${JSON.stringify(rawScheme)} is not a scheme (scheme = 1*[ lowalpha | digit | "+" | "-" | "." ])`,
    );
  const scheme = rawScheme.toLowerCase();
  const kind = PREDEFINED.has(scheme) ? scheme : "other";
  const names = PART_NAMES[kind] ?? [];
  for (const name of Object.keys(parts))
    if (!names.includes(name))
      throw unknownKey(
        FN,
        name,
        names,
        "part",
        `The parts ${kind === "other" ? "a URL of another scheme" : `a ${kind} URL`} has`,
        FORMAT_ALIASES,
      );
  let rest: string;
  switch (kind) {
    case "http": {
      // httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
      needs(
        "search",
        "path",
        'a search stands only after a path (httpurl = "http://" hostport [ "/" hpath [ "?" search ]])',
      );
      const hpath = path("path", "hsegment");
      const search = escaped("search", "search");
      rest =
        `//${hostport()}` +
        (hpath === undefined ? "" : `/${hpath}`) +
        (search === undefined ? "" : `?${search}`);
      break;
    }
    case "ftp": {
      // ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
      needs(
        "typecode",
        "path",
        'a typecode stands only after a path (ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]])',
      );
      const typecode = text("typecode");
      if (typecode !== undefined && !TYPECODES.has(typecode))
        fail(
          "typecode",
          "invalid-value",
          `${JSON.stringify(typecode)} is not a typecode ("a", "i" or "d")`,
        );
      const fpath = path("path", "fsegment");
      rest =
        `//${login()}` +
        (fpath === undefined ? "" : `/${fpath}`) +
        (typecode === undefined ? "" : `;type=${String(typecode)}`);
      break;
    }
    case "gopher": {
      // gopherurl = "gopher://" hostport [ / [ gtype [ selector
      //             [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
      needs("selector", "gtype", "a selector stands only after a gtype");
      needs("search", "selector", "a search stands only after a selector");
      needs(
        "gopherPlus",
        "search",
        "a gopher+_string stands only after a search",
      );
      const gtype = text("gtype");
      // gtype = xchar: one character, escaped if need be
      if (gtype !== undefined && (gtype.length !== 1 || gtype >= "\u0080"))
        fail(
          "gtype",
          "invalid-value",
          `${JSON.stringify(gtype)} is not one character of ASCII (gtype = xchar)`,
        );
      for (const name of ["selector", "search"])
        if (text(name)?.includes("\t"))
          fail(name, "invalid-value", `a ${name} holds no tab: "%09" ends it`);
      const written = [
        escaped("gtype", "selector"),
        escaped("selector", "selector"),
        escaped("search", "search"),
        escaped("gopherPlus", "gopher_plus_string"),
      ];
      const given = written.filter((part) => part !== undefined);
      rest =
        `//${hostport()}` +
        (given.length === 0 ? "" : `/${given[0]}${given.slice(1).join("%09")}`);
      break;
    }
    case "mailto": {
      // mailtourl = "mailto:" encoded822addr; encoded822addr = 1*xchar
      const address = required("address", "a mailto URL");
      if (address === "")
        fail("address", "invalid-value", "an address is not empty (1*xchar)");
      rest = escape(address, "encoded822addr");
      break;
    }
    case "news": {
      // newsurl = "news:" grouppart; grouppart = "*" | group | article
      const group = text("group");
      if (group !== undefined) {
        for (const name of ["articleId", "host"])
          if (text(name) !== undefined)
            fail(
              name,
              "invalid-value",
              "a news URL names a group or an article (articleId and host), not both",
            );
        if (group !== "*" && !GROUP.test(group))
          fail(
            "group",
            "invalid-value",
            `${JSON.stringify(group)} is not a newsgroup name (group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ], or "*")`,
          );
        rest = group;
        break;
      }
      // article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
      const articleId = required("articleId", "a news URL without a group");
      if (articleId === "")
        fail(
          "articleId",
          "invalid-value",
          "a message-id's unique part is not empty",
        );
      rest = `${escapeWith(ARTICLE_ID, articleId)}@${host()}`;
      break;
    }
    case "nntp": {
      // nntpurl = "nntp://" hostport "/" group [ "/" digits ]
      const group = required("group", "an nntp URL");
      if (!GROUP.test(group))
        fail(
          "group",
          "invalid-value",
          `${JSON.stringify(group)} is not a newsgroup name (group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ])`,
        );
      const article = own(parts, "article");
      const digits =
        article === undefined
          ? undefined
          : typeof article === "number" &&
              Number.isSafeInteger(article) &&
              article >= 0
            ? String(article)
            : typeof article === "string" && DIGITS.test(article)
              ? article
              : fail(
                  "article",
                  "invalid-value",
                  `${JSON.stringify(article)} is not an article number (digits)`,
                );
      rest =
        `//${hostport()}/${group}` + (digits === undefined ? "" : `/${digits}`);
      break;
    }
    case "telnet":
      // telneturl = "telnet://" login [ "/" ]
      rest = `//${login()}`;
      break;
    case "wais": {
      // waisdatabase = "wais://" hostport "/" database
      // waisindex    = "wais://" hostport "/" database "?" search
      // waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
      const database = escape(required("database", "a wais URL"), "database");
      const search = escaped("search", "search");
      const wtype = escaped("wtype", "wtype");
      const wpath = escaped("wpath", "wpath");
      if (search !== undefined && (wtype ?? wpath) !== undefined)
        fail(
          "search",
          "invalid-value",
          "a wais URL is a database, an index with a search, or a document with a wtype and a wpath: not a search and a document",
        );
      needs("wpath", "wtype", "a document needs its wtype before its wpath");
      needs("wtype", "wpath", "a document needs its wpath after its wtype");
      rest =
        `//${hostport()}/${database}` +
        (search !== undefined
          ? `?${search}`
          : wtype !== undefined
            ? `/${wtype}/${String(wpath)}`
            : "");
      break;
    }
    case "file": {
      // fileurl = "file://" [ host | "localhost" ] "/" fpath
      const given = text("host");
      const written =
        given === undefined || given === "" || given === "localhost"
          ? (given ?? "")
          : host();
      const fpath = path("path", "fsegment");
      if (fpath === undefined) required("path", "a file URL");
      rest = `//${written}/${String(fpath)}`;
      break;
    }
    case "prospero": {
      // prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
      // fieldspec   = ";" fieldname "=" fieldvalue
      const ppath = path("path", "psegment");
      if (ppath === undefined) required("path", "a prospero URL");
      const fields: unknown = own(parts, "fields");
      let fieldspecs = "";
      if (fields !== undefined) {
        if (!Array.isArray(fields))
          throw new TypeError(
            `${FN}: part "fields" must be an array of { name, value } objects, not ${describeArgument(fields)}`,
          );
        for (const field of fields as unknown[]) {
          const name: unknown =
            typeof field === "object" && field !== null
              ? own(field as { name?: unknown }, "name")
              : undefined;
          const value: unknown =
            typeof field === "object" && field !== null
              ? own(field as { value?: unknown }, "value")
              : undefined;
          if (typeof name !== "string" || typeof value !== "string")
            throw new TypeError(
              `${FN}: each field must be { name: string, value: string }`,
            );
          fieldspecs += `;${escape(name, "fieldname")}=${escape(value, "fieldvalue")}`;
        }
      }
      rest = `//${hostport()}/${String(ppath)}${fieldspecs}`;
      break;
    }
    default: {
      // genericurl = scheme ":" schemepart; schemepart = *xchar | ip-schemepart
      const schemePart = text("schemePart");
      if (schemePart !== undefined) {
        for (const name of LOGIN.slice(1).concat("urlPath"))
          if (own(parts, name) !== undefined)
            fail(
              name,
              "invalid-value",
              "a schemepart given whole (schemePart) has no parts of the common Internet scheme syntax",
            );
        rest = escape(schemePart, "urlpath");
        // schemepart = *xchar | ip-schemepart: the grammar tries ip-schemepart first
        if (dialect.isIpSchemepart(rest))
          fail(
            "schemePart",
            "invalid-value",
            "this schemepart reads as the common Internet scheme syntax (ip-schemepart): give its parts (user, password, host, port, urlPath)",
          );
        break;
      }
      // ip-schemepart = "//" login [ "/" urlpath ]
      const urlPath = escaped("urlPath", "urlpath");
      rest = `//${login()}` + (urlPath === undefined ? "" : `/${urlPath}`);
    }
  }

  const written = `${rawScheme}:${rest}`;
  return requireReadBack(written, FN, dialect.parse, (url) =>
    readsBack(kind, parts, url),
  );
}

/** Each given part against what parse read, decoded; undefined when all agree. */
function readsBack(
  kind: string,
  parts: Readonly<Record<string, unknown>>,
  url: Rfc1738Url,
): string | undefined {
  if (url.kind !== kind) return `kind ${url.kind}, not ${kind}`;
  const given = (name: string): unknown => own(parts, name);
  const found: Record<string, unknown> = {};
  // parse's objects have no field on every path (news has no port): own fields only
  const ownOf = (object: unknown, name: string): unknown =>
    typeof object === "object" && object !== null && Object.hasOwn(object, name)
      ? (object as Record<string, unknown>)[name]
      : undefined;
  const field = (name: string): unknown => ownOf(url, name);
  const decoded = field("decoded");
  const decodedOf = (name: string): unknown => {
    const value = ownOf(decoded, name);
    return typeof value === "string" ? value : field(name);
  };
  for (const name of Object.keys(parts)) {
    if (!Object.hasOwn(parts, name) || given(name) === undefined) continue;
    switch (name) {
      case "scheme":
        found[name] = url.rawScheme;
        break;
      case "port":
        found[name] = String(field("rawPort"));
        break;
      case "path":
      case "urlPath":
        found[name] =
          name === "urlPath"
            ? decodedOf("urlPath")
            : ((ownOf(decoded, "segments") as unknown[] | undefined)?.join(
                "/",
              ) ?? field("path"));
        break;
      case "fields":
        found[name] = JSON.stringify(ownOf(decoded, "fields") ?? []);
        break;
      case "group":
        found[name] = field("form") === "all-groups" ? "*" : field("group");
        break;
      case "schemePart":
        found[name] =
          field("form") === "xchars" ? decodedOf("schemePart") : undefined;
        break;
      default:
        found[name] = decodedOf(name);
    }
    const want =
      name === "port" || name === "article"
        ? String(given(name))
        : name === "fields"
          ? JSON.stringify(
              (given(name) as { name: string; value: string }[]).map(
                (field) => ({ name: field.name, value: field.value }),
              ),
            )
          : given(name);
    if (found[name] !== want)
      return `${name} ${JSON.stringify(found[name])}, not ${JSON.stringify(want)}`;
  }
  return undefined;
}
