// Every column's reading in one vocabulary, RFC 3986's generic components
// (section 3: scheme, authority's userinfo, host and port, path, query,
// fragment), so that `diff` can say which of them two readings disagree on.
// Each dialect keeps its own vocabulary in `parse`; this is the one place that
// maps each of them, and says where the mapping is not one to one.
import type * as rfc1738 from "./rfc1738/index.js";
import { normalPort } from "./shared/default-ports.js";
import type { GenericComponents } from "./shared/generic-components.js";

export type { GenericComponents };
export { genericOf as fromRfc1808 } from "./rfc1808/components.js";
export { genericOf as fromRfc2396 } from "./rfc2396/components.js";
export { genericOf as fromRfc3986 } from "./rfc3986/components.js";
import type { WhatwgComponents } from "./whatwg.js";

/** The components `diff` compares, in the order it reports them. */
export const GENERIC_COMPONENTS = [
  "scheme",
  "userinfo",
  "host",
  "port",
  "path",
  "query",
  "fragment",
] as const satisfies readonly (keyof GenericComponents)[];

/**
 * RFC 1738: the login's user and password, the host and the port as written
 * (the scheme's default port, which parse fills in, is not written); the
 * path is everything after the host and port (with its "/", which section
 * 3.1 says is not part of the url-path), up to an httpurl's "?" (section
 * 3.3's searchpart, the query); a scheme without "//" has its
 * scheme-specific part in the path row. RFC 1738 has no fragment.
 */
export function fromRfc1738(
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

/** WHATWG: see src/whatwg.ts for where its mapping is not one to one. */
export function fromWhatwg(c: WhatwgComponents): GenericComponents {
  return {
    scheme: c.scheme,
    authority: c.authority,
    userinfo: c.userinfo,
    host: c.host,
    port: c.port,
    path: c.path,
    query: c.query,
    fragment: c.fragment,
  };
}

/**
 * A component's value as it bears on what the URL addresses, so that two
 * readings compare equal when they differ only in how they are written:
 * schemes and hosts ignore case (RFC 3986 sections 3.1 and 3.2.2); a port is
 * a number, and a scheme's default port is no port (section 6.2.3); the
 * other components compare as text, absent and empty apart.
 */
export function addressedValue(
  component: (typeof GENERIC_COMPONENTS)[number],
  c: GenericComponents,
): string | undefined {
  const value = c[component];
  if (value === undefined) return undefined;
  switch (component) {
    case "scheme":
    case "host":
      return value.toLowerCase();
    case "port":
      return normalPort(c.scheme, value);
    default:
      return value;
  }
}
