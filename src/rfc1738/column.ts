// RFC 1738 as compare, diff, the command line and the page read it (its
// column of the face in src/dialect.ts), and its components in RFC 3986's
// vocabulary.
import { rfcTitle } from "../errors.js";
import * as rfc1738 from "./index.js";
import {
  opaqueGeneric,
  type GenericComponents,
} from "../shared/generic-components.js";
import type {
  HostportNode,
  LoginNode,
  UrlNode,
} from "../../generated/rfc1738.js";
import * as entryParser from "../../generated/rfc1738.entry.js";
import type { DIALECTS } from "../registry.js";
import { readerOf } from "../shared/bind.js";
import { own } from "../shared/own.js";
import { ESCAPE_COMPONENTS } from "./escape.js";
import { foldLeadingScheme } from "./scheme-case.js";
import {
  booleanOptions,
  columnOf,
  primitiveFields,
  primitiveJson,
  type DialectEntry,
} from "../dialect.js";

/**
 * RFC 1738's URL in RFC 3986's vocabulary: the login's user and password,
 * the host and the port as written (the scheme's default port, which parse
 * fills in, is not written); the path is everything after the host and port
 * (with its "/", which section 3.1 says is not part of the url-path), up to
 * an httpurl's "?" (section 3.3's searchpart, the query); a scheme without
 * "//" (news, mailto, an otherurl's xchars) has its scheme-specific part in
 * the path row. RFC 1738 has no fragment. `input` is the string parsed.
 */
export function genericOf(
  url: rfc1738.Rfc1738Url,
  input: string,
): GenericComponents {
  // Own fields only: not every scheme's object has these, and an `in` test
  // would find them on a polluted Object.prototype.
  const field = (name: "user" | "password" | "host" | "rawPort") => {
    const value = own(url as unknown as Record<string, unknown>, name);
    return typeof value === "string" ? value : undefined;
  };
  // A news article's host follows its "@", in the path: no "//".
  const host = url.kind === "news" ? undefined : field("host");
  return genericFrom(
    url.scheme,
    input,
    host === undefined ? undefined : field("user"),
    field("password"),
    host,
    field("rawPort"),
    url.kind === "http" ? url.search : undefined,
  );
}

/**
 * genericOf of the URL whose node (what the grammar's url rule returned) is
 * `node`, read from the node, with no typed URL built: what diff reads of
 * each line (src/dialect.ts's readGeneric).
 */
function genericOfNode(node: UrlNode, input: string): GenericComponents {
  switch (node.type) {
    case "genericurl": {
      const ip = node.schemepart.ip;
      return ip === null
        ? genericFrom(node.scheme, input)
        : fromHostport(node.scheme, input, ip.login.hostport, ip.login);
    }
    case "ftpurl":
      return fromHostport("ftp", input, node.login.hostport, node.login);
    case "telneturl":
      return fromHostport("telnet", input, node.login.hostport, node.login);
    case "httpurl":
      return fromHostport("http", input, node.hostport, null, node.search);
    case "gopherurl":
      return fromHostport("gopher", input, node.hostport);
    case "nntpurl":
      return fromHostport("nntp", input, node.hostport);
    case "waisdatabase":
    case "waisindex":
    case "waisdoc":
      return fromHostport("wais", input, node.hostport);
    case "prosperourl":
      return fromHostport("prospero", input, node.hostport);
    case "fileurl": {
      const host = node.host === null ? "" : node.host.text;
      return genericFrom("file", input, undefined, undefined, host);
    }
    case "newsurl":
      return genericFrom("news", input);
    case "mailtourl":
      return genericFrom("mailto", input);
  }
}

/** genericFrom of a hostport's node, its login's user and password, and an httpurl's search. */
function fromHostport(
  scheme: string,
  input: string,
  hostport: HostportNode,
  login: LoginNode | null = null,
  search: string | null = null,
): GenericComponents {
  return genericFrom(
    scheme,
    input,
    login?.user ?? undefined,
    login?.password ?? undefined,
    hostport.host.text,
    hostport.port ?? undefined,
    search ?? undefined,
  );
}

/**
 * The generic components of a URL of `scheme` (lowercase) read from `input`:
 * with a host, the authority after "//" (the user and password, a password
 * only after a user, the host and the port, as written), and the path after
 * it, up to the "?" of a `search`; without one, the text after the scheme in
 * the path row.
 */
function genericFrom(
  scheme: string,
  input: string,
  user?: string,
  password?: string,
  host?: string,
  rawPort?: string,
  search?: string,
): GenericComponents {
  const afterScheme = scheme.length + 1;
  if (host === undefined)
    return opaqueGeneric(scheme, input.slice(afterScheme), undefined);
  const userinfo =
    user === undefined || password === undefined ? user : `${user}:${password}`;
  const authority =
    (userinfo === undefined ? "" : `${userinfo}@`) +
    host +
    (rawPort === undefined ? "" : `:${rawPort}`);
  const pathStart = afterScheme + 2 + authority.length;
  return {
    scheme,
    authority,
    userinfo,
    host,
    port: rawPort,
    path: input.slice(
      pathStart,
      search === undefined ? input.length : input.length - search.length - 1,
    ),
    query: search,
    fragment: undefined,
  };
}

/** The rule the entry parser starts at (src/registry.ts). */
const RULE: (typeof DIALECTS)["rfc1738"]["entryRules"][0] = "url";

export const RFC1738: DialectEntry = {
  ...columnOf({
    name: "rfc1738",
    title: rfcTitle("rfc1738"),
    parse: rfc1738.parse,
    tryParse: rfc1738.tryParse,
    viewOf: primitiveFields,
    viewJsonOf: (url) => primitiveJson(url, true),
    genericOf,
  }),
  name: "rfc1738",
  readGeneric: /* @__PURE__ */ readerOf(
    entryParser,
    RULE,
    genericOfNode,
    foldLeadingScheme,
  ),
  split: rfc1738.split,
  resolve: rfc1738.resolve,
  relativize: rfc1738.relativize,
  resolveOptions: [],
  normalize: (input, options) =>
    rfc1738.normalize(input, options as rfc1738.Rfc1738NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc1738.equivalent(a, b, options as rfc1738.Rfc1738NormalizeOptions),
  normalizeOptions:
    booleanOptions<rfc1738.Rfc1738NormalizeOptions>("decodeUnreserved"),
  escape: (text, component) =>
    rfc1738.escape(text, component as rfc1738.Rfc1738EscapeComponent),
  escapeComponents: ESCAPE_COMPONENTS,
  unescape: rfc1738.unescape,
  rules: rfc1738.rules,
  tree: (input, rule) =>
    rfc1738.tree(input, rule as rfc1738.Rfc1738Rule | undefined),
};
