// Normalization and equivalence under RFC 1738. The RFC gives no section on
// equivalence; what it does say:
// - section 5: the scheme is lower case, and "interpreters should use case-ignore";
// - section 3.1: a host is a domain name (RFC 1034: case-insensitive) or a
//   hostnumber; "If the port is omitted", the scheme's default is used, so an
//   explicit default port equals none;
// - sections 3.3, 3.4, 3.8 and 3.10 name URLs that are the same written two
//   ways (an http URL's lone "/", gopher's default gtype "1", telnet's final
//   "/", file's "localhost"): the normal form writes one of them (each
//   scheme's normalize, in schemes/NAME.ts);
// - section 2.2: an escape is "%" and two hex digits (their case does not
//   matter), and "characters that are not required to be encoded (including
//   alphanumerics) may be encoded within the scheme-specific part of a URL, as
//   long as they are not being used for a reserved purpose" (the option below).
import { normalizeEscapes } from "../shared/escaping.js";
import { own } from "../shared/own.js";
import { gainedField } from "../shared/structure.js";
import { BOOLEAN, withAliases, type KeySpec } from "../shared/options.js";
import { UNRESERVED_SET } from "./escape.js";
import { NORMALIZE } from "./schemes/index.js";
import type { Rfc1738Url } from "./schemes/index.js";

export interface Rfc1738NormalizeOptions {
  /**
   * Decode escapes of unreserved characters ("%41" becomes "A"), which section
   * 2.2 allows to be written either way. Off by default, as in the RFC 2396
   * dialect. Decoding can give a URL another structure: "x://h:%38%30/" has no
   * port (its schemepart is *xchar) and "x://h:80/" has one.
   */
  readonly decodeUnreserved?: boolean;
}

/** What normalize and equivalent know of their options. */
export const NORMALIZE_OPTIONS: KeySpec = /* @__PURE__ */ withAliases(
  { decodeUnreserved: BOOLEAN },
  // RFC 3986's name.
  { percentEncodingNormalization: "decodeUnreserved" },
);

/** What decoding may not give a URL (see src/shared/structure.ts): a host, a port. */
const GAINED = ["host", "rawPort"];

/**
 * The normal form of a URL, as raw fields that read back as themselves (the
 * dialect's normalize writes them): the hex digits of every escape uppercased
 * (and, with decodeUnreserved, escapes of unreserved characters decoded); the
 * URL parsed again (`parseUrl`), since decoding may change its structure; then
 * the scheme and a hostname lowercased, an explicit default port dropped with
 * its ":", leading zeros of another port dropped, and an ftp typecode
 * lowercased.
 */
export function normalUrl(
  input: string,
  parseUrl: (input: string) => Rfc1738Url,
  options: Rfc1738NormalizeOptions = {},
): Rfc1738Url {
  const original = parseUrl(input);
  const asWritten = (): Rfc1738Url =>
    parseUrl(normalizeEscapes(input, UNRESERVED_SET, false));
  if (own(options, "decodeUnreserved") !== true)
    return normalParts(asWritten());
  // Decoding may make another kind of URL, or give it a host or a port
  // ("http://%65vil.com/" is a genericurl, "http://evil.com/" an httpurl):
  // then the escapes stay as written (see src/shared/structure.ts).
  const decoded = parseUrl(normalizeEscapes(input, UNRESERVED_SET, true));
  const same =
    decoded.kind === original.kind &&
    own(decoded as { form?: string }, "form") ===
      own(original as { form?: string }, "form") &&
    gainedField(original, decoded, GAINED) === undefined;
  return normalParts(same ? decoded : asWritten());
}

/** The URL's parts in normal form: its scheme's normalize (schemes/NAME.ts). */
function normalParts(url: Rfc1738Url): Rfc1738Url {
  const normal = NORMALIZE[url.kind] as (url: Rfc1738Url) => Rfc1738Url;
  return normal(url);
}
