// Real parsers as conformance sees them (bench/conformance.ts, the tests): fast-uri, uri-js and Node's URL
// (devDependencies the benchmark has), each mapped to RFC 3986's vocabulary.
// fast-uri and uri-js parse every string and set `error` on what they reject;
// neither reports the authority as written. Node's URL (the WHATWG URL
// Standard) throws on a relative reference (no base) and cannot tell an empty
// query or fragment from an absent one; its userinfo is username[:password].
import * as fastUri from "fast-uri";
import * as uriJs from "uri-js";
import type { Answer, ComponentName } from "../src/conformance.js";

/** The components these parsers report (none reports the authority as written). */
export const REPORTED: readonly ComponentName[] = [
  "scheme",
  "userinfo",
  "host",
  "port",
  "path",
  "query",
  "fragment",
];

interface UriComponents {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: number | string;
  path?: string;
  query?: string;
  fragment?: string;
  error?: string;
}

function fromUriComponents(c: UriComponents): Answer {
  if (c.error !== undefined) return "invalid";
  return {
    scheme: c.scheme,
    userinfo: c.userinfo,
    host: c.host,
    port: c.port === undefined ? undefined : String(c.port),
    path: c.path,
    query: c.query,
    fragment: c.fragment,
  };
}

export const fastUriParser = (input: string): Answer =>
  fromUriComponents(fastUri.parse(input) as UriComponents);

export const uriJsParser = (input: string): Answer =>
  fromUriComponents(uriJs.parse(input) as UriComponents);

export function nodeUrlParser(input: string): Answer {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return "invalid";
  }
  const scheme = url.protocol.slice(0, -1);
  const hasAuthority = url.href.startsWith(`${url.protocol}//`);
  const userinfo =
    url.username === "" && url.password === ""
      ? undefined
      : url.password === ""
        ? url.username
        : `${url.username}:${url.password}`;
  return {
    scheme,
    userinfo,
    host: hasAuthority ? url.hostname : undefined,
    port: url.port === "" ? undefined : url.port,
    path: url.pathname,
    query: url.search === "" ? undefined : url.search.slice(1),
    fragment: url.hash === "" ? undefined : url.hash.slice(1),
  };
}
