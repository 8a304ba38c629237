// Every column's reading in one vocabulary, RFC 3986's generic components
// (section 3: scheme, authority's userinfo, host and port, path, query,
// fragment), so that `diff` can say which of them two readings disagree on.
// Each dialect keeps its own vocabulary in `parse`; this is the one place that
// maps each of them, and says where the mapping is not one to one.
import type * as rfc1738 from "./rfc1738/index.js";
import type * as rfc1808 from "./rfc1808/index.js";
import type * as rfc2396 from "./rfc2396/index.js";
import type * as rfc3986 from "./rfc3986/index.js";
import { normalPort } from "./shared/default-ports.js";
import type { WhatwgComponents } from "./whatwg.js";

/**
 * A reading in RFC 3986's vocabulary. Each field is the text as the reading
 * has it, or undefined when the reading has no such component.
 */
export interface GenericComponents {
  readonly scheme: string | undefined;
  /** The authority as written, whether or not the reading finds a host in it. */
  readonly authority: string | undefined;
  readonly userinfo: string | undefined;
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string | undefined;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

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
 * RFC 3986: the components as parsed; the host is its text (an IP-literal
 * with its brackets).
 */
export function fromRfc3986(r: rfc3986.Rfc3986Reference): GenericComponents {
  return {
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: r.host?.text,
    port: r.port,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

/**
 * RFC 2396 (and RFC 2732): a registry-based authority (reg_name) has no host
 * (section 3.2.1; RFC 3986 later made reg-name a kind of host); an
 * opaque_part stands in the path row (RFC 2396 gives an opaque URI no query).
 */
export function fromRfc2396<HostKind extends string>(
  r: rfc2396.Rfc2396Reference<HostKind>,
): GenericComponents {
  return {
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: r.host,
    port: r.port,
    path: r.opaque ?? r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

/**
 * RFC 1808: the path with the "/" before it (section 2.4.6 keeps it apart)
 * and its params after ";"; a net_loc that is not a login
 * (`[user[:password]@]host[:port]`, RFC 1738 section 3.1) has no host; an
 * opaque URL's text after the scheme stands in the path row.
 */
export function fromRfc1808(r: rfc1808.Rfc1808URL): GenericComponents {
  if (r.form === "opaque") {
    return {
      scheme: r.scheme,
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      path: r.opaque,
      query: undefined,
      fragment: r.fragment,
    };
  }
  const path = `${r.pathAbsolute ? "/" : ""}${r.path}${r.params === undefined ? "" : `;${r.params}`}`;
  return {
    scheme: r.scheme,
    authority: r.netLoc,
    userinfo:
      r.user === undefined
        ? undefined
        : r.password === undefined
          ? r.user
          : `${r.user}:${r.password}`,
    host: r.host,
    port: r.port,
    path,
    query: r.query,
    fragment: r.fragment,
  };
}

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
