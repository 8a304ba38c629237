// The WHATWG column: what the platform's own URL parser (Node's built-in
// `URL`, the browser's global one) makes of a string, mapped to the RFCs'
// vocabulary. This is the living standard's answer (https://url.spec.whatwg.org/),
// not an RFC's: it is shown beside the dialects so that a difference between
// what the RFCs say and what browsers and Node do is visible, and it needs no
// dependency. Imports no dialect.
//
// The mapping is one to one only in part:
// - scheme: `protocol` without its ":" (the standard lowercases it).
// - authority, userinfo, host, port: present when the serialized URL has "//"
//   after the scheme. `host` is `hostname`: lowercased, IDNA-mapped,
//   percent-decoded, IPv4 numbers rewritten (0x7f.1 is 127.0.0.1).
//   `userinfo` is `username[:password]`: an empty one ("@host") and an empty
//   password ("user:@host") are dropped by the standard, so they read as
//   absent. `port` is `port`: a scheme's default port is dropped, so
//   `http://a:80/` reads as no port, where every RFC reads "80".
// - path: `pathname`, after the standard's own dot-segment removal and
//   percent-encoding; not the text as written.
// - query, fragment: from the serialized URL (`href`), so that an empty one
//   ("?" or "#" with nothing after) is "" and a missing one is undefined,
//   which `search` and `hash` do not tell apart.
// - Before parsing, the standard strips leading and trailing C0 controls and
//   spaces and removes every tab and newline: an input the RFCs reject for a
//   space can be valid here.

import type { GenericComponents } from "./shared/generic-components.js";
import { isRelativeUrlWithFragment } from "./whatwg-relative.js";

/** The components, in the RFCs' vocabulary, of what `new URL()` returns. */
export interface WhatwgComponents extends GenericComponents {
  readonly scheme: string;
  readonly path: string;
  /** The URL as the standard serializes it. */
  readonly href: string;
}

/** Why `new URL()` refused the input (a TypeError, code ERR_INVALID_URL in Node). */
export interface WhatwgFailure {
  readonly name: string;
  readonly message: string;
}

/**
 * What the WHATWG URL Standard makes of a string: its components, or its
 * failure. `needsBase` is true when the string was given without a base and
 * is a relative-URL-with-fragment string ("?y", "//g", "#f"): a valid URL
 * string by the standard, which its parser reads only against a base
 * (src/whatwg-relative.ts says how that is judged, and its limits).
 */
export type WhatwgResult =
  | { readonly valid: true; readonly components: WhatwgComponents }
  | {
      readonly valid: false;
      readonly failure: WhatwgFailure;
      readonly needsBase: boolean;
    };

/** The name the column goes by, in tables and JSON. */
export const WHATWG_TITLE = "WHATWG URL";

/** Said wherever the column is shown: whose answer it is. */
export const WHATWG_NOTE =
  "WHATWG URL: the living standard browsers and Node follow (new URL()), not an RFC";

/**
 * Parses `input` (against `base`, when given) with the platform's URL: one
 * `new URL()` of the input. When that fails against a base, the base alone is
 * parsed too, to say whether the base is what the standard refuses.
 */
export function whatwgParse(input: string, base?: string): WhatwgResult {
  if (typeof input !== "string") throw new TypeError("input must be a string");
  if (base !== undefined && typeof base !== "string")
    throw new TypeError("base must be a string");
  let url: URL;
  try {
    url = base === undefined ? new URL(input) : new URL(input, base);
  } catch (error) {
    return base === undefined
      ? {
          valid: false,
          failure: failureOf(error),
          needsBase: isRelativeUrlWithFragment(input),
        }
      : { valid: false, failure: baseFailure(base, error), needsBase: false };
  }
  return { valid: true, components: componentsOf(url) };
}

/** Why `new URL(input, base)` failed: the platform's error, or, when the base alone is no URL, that. */
function baseFailure(base: string, error: unknown): WhatwgFailure {
  const failure = failureOf(error);
  try {
    new URL(base);
  } catch {
    return {
      name: failure.name,
      message: `the base is no URL to the standard (${failure.message})`,
    };
  }
  return failure;
}

/** The components in RFC 3986's vocabulary (the mapping above): all but `href`. */
export function genericOf({
  href: _href,
  ...generic
}: WhatwgComponents): GenericComponents {
  return generic;
}

function failureOf(error: unknown): WhatwgFailure {
  // The platform's URL throws a TypeError, perhaps from another realm (a
  // test runner's sandbox): read its fields rather than test instanceof.
  if (typeof error === "object" && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof name === "string" && typeof message === "string")
      return { name, message };
  }
  return { name: "Error", message: String(error) };
}

function componentsOf(url: URL): WhatwgComponents {
  // Each getter read once (each slices the serialized URL anew), and those
  // of the authority only when there is one.
  const href = url.href;
  const protocol = url.protocol;
  // The serializer writes scheme ":" ["//" authority] path ["?" query]
  // ["#" fragment], and percent-encodes "?" and "#" everywhere before the
  // query (and "#" in it), so the first "#" starts the fragment and a "?"
  // before it starts the query.
  const hash = href.indexOf("#");
  const question = href.indexOf("?");
  const query = hash >= 0 && question > hash ? -1 : question;
  const hasAuthority = href.startsWith("//", protocol.length);
  const username = hasAuthority ? url.username : "";
  const password = hasAuthority ? url.password : "";
  const userinfo =
    username === "" && password === ""
      ? undefined
      : password === ""
        ? username
        : `${username}:${password}`;
  const host = hasAuthority ? url.host : undefined;
  const port = hasAuthority ? url.port : "";
  return {
    scheme: protocol.slice(0, -1),
    authority:
      host === undefined || userinfo === undefined
        ? host
        : `${userinfo}@${host}`,
    userinfo,
    host: hasAuthority ? url.hostname : undefined,
    port: port === "" ? undefined : port,
    path: url.pathname,
    query:
      query < 0
        ? undefined
        : href.slice(query + 1, hash < 0 ? href.length : hash),
    fragment: hash < 0 ? undefined : href.slice(hash + 1),
    href,
  };
}
