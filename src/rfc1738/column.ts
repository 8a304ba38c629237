// RFC 1738 as compare, diff, the command line and the page read it (its
// column of the face in src/dialect.ts), and its components in RFC 3986's
// vocabulary.
import { rfcTitle } from "../errors.js";
import * as rfc1738 from "./index.js";
import type { GenericComponents } from "../shared/generic-components.js";
import {
  booleanOptions,
  columnOf,
  every,
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
 * "//" has its scheme-specific part in the path row. RFC 1738 has no
 * fragment. `input` is the string parsed.
 */
export function genericOf(
  url: rfc1738.Rfc1738Url,
  input: string,
): GenericComponents {
  const afterScheme = url.rawScheme.length + 1;
  // Own fields only: not every scheme's object has these, and an `in` test
  // would find them on a polluted Object.prototype.
  const field = (name: "user" | "password" | "host" | "rawPort") => {
    const value: unknown = Object.hasOwn(url, name)
      ? (url as unknown as Record<string, unknown>)[name]
      : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const login = field("user");
  const password = field("password");
  const host = field("host");
  const rawPort = field("rawPort");
  if (host === undefined) {
    return {
      scheme: url.scheme,
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      path: input.slice(afterScheme),
      query: undefined,
      fragment: undefined,
    };
  }
  const userinfo =
    login === undefined
      ? undefined
      : password === undefined
        ? login
        : `${login}:${password}`;
  const authority =
    (userinfo === undefined ? "" : `${userinfo}@`) +
    host +
    (rawPort === undefined ? "" : `:${rawPort}`);
  let path = input.slice(afterScheme + 2 + authority.length);
  let query: string | undefined;
  if (url.kind === "http" && url.search !== undefined) {
    path = path.slice(0, path.length - url.search.length - 1);
    query = url.search;
  }
  return {
    scheme: url.scheme,
    authority,
    userinfo,
    host,
    port: rawPort,
    path,
    query,
    fragment: undefined,
  };
}

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
  escapeComponents: every<rfc1738.Rfc1738EscapeComponent>({
    user: true,
    password: true,
    urlpath: true,
    fsegment: true,
    hsegment: true,
    search: true,
    selector: true,
    gopher_plus_string: true,
    encoded822addr: true,
    database: true,
    wtype: true,
    wpath: true,
    psegment: true,
    fieldname: true,
    fieldvalue: true,
  }),
  unescape: rfc1738.unescape,
  rules: rfc1738.rules,
  tree: (input, rule) =>
    rfc1738.tree(input, rule as rfc1738.Rfc1738Rule | undefined),
};
