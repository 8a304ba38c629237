// Normalization and equivalence: RFC 2396 section 6.
import { isDefaultPort } from "../shared/default-ports.js";
import { removeDotSegments as removeDots } from "../shared/dot-segments.js";
import type { Rfc2396Reference } from "./components.js";
import { normalizeEscapes } from "../shared/escaping.js";
import { own } from "../shared/own.js";
import { UNRESERVED_SET } from "./escape.js";

import { recompose } from "./serialize.js";

/** Escapes in normal form, with this dialect's unreserved characters. */
const normalizeEscapesWith = (
  text: string,
  decodeUnreserved: boolean,
): string => normalizeEscapes(text, UNRESERVED_SET, decodeUnreserved);

export interface Rfc2396NormalizeOptions {
  /**
   * Decode escapes of unreserved characters ("%7E" becomes "~"). Section 2.4.2
   * leaves this to the scheme ("%7e" and "~" are equivalent for an http URL),
   * so it is off by default.
   */
  readonly decodeUnreserved?: boolean;
  /**
   * Remove "." and ".." segments from the path of a hierarchical absolute URI,
   * as section 5.2 steps 6c to 6f do (".." above the root stays). Off by
   * default: section 6 does not say dot segments are equivalent.
   */
  readonly removeDotSegments?: boolean;
}

/**
 * Section 6: "the scheme and hostname are case insensitive and a URL with an
 * explicit ":port", where the port is the default for the scheme, is equivalent
 * to one where the port is elided". So: the scheme and a hostname are
 * lowercased, a default (or empty) port is dropped with its ":", and the hex
 * digits of every escape are uppercased. A reg_name is left as it is (its
 * equivalence is the registry's business). The rest follows the options.
 */
export function normalizeReference(
  ref: Rfc2396Reference,
  options: Rfc2396NormalizeOptions = {},
): string {
  const escapes = (text: string): string =>
    normalizeEscapesWith(text, own(options, "decodeUnreserved") === true);
  const maybe = (text: string | undefined): string | undefined =>
    text === undefined ? undefined : escapes(text);
  const scheme = ref.scheme?.toLowerCase();

  let authority = ref.authority;
  if (ref.authorityKind === "server" && ref.host !== undefined) {
    const host =
      ref.hostKind === "hostname" ? ref.host.toLowerCase() : ref.host;
    const keepPort =
      ref.port !== undefined &&
      !(scheme !== undefined && isDefaultPort(scheme, ref.port)) &&
      ref.port !== "";
    authority =
      (ref.userinfo === undefined ? "" : `${escapes(ref.userinfo)}@`) +
      host +
      (keepPort ? `:${ref.port}` : "");
  } else if (authority !== undefined) {
    authority = escapes(authority);
  }

  let path = escapes(ref.path);
  if (
    own(options, "removeDotSegments") === true &&
    ref.kind === "absolute" &&
    ref.form === "hierarchical" &&
    path.startsWith("/")
  ) {
    path = "/" + removeDots(path.slice(1));
  }
  return recompose({
    scheme,
    authority,
    path,
    query: maybe(ref.query),
    fragment: maybe(ref.fragment),
  });
}
