// Normalization and equivalence: RFC 2396 section 6.
import { normalPort } from "../shared/default-ports.js";
import { removeDotSegments as removeDots } from "../shared/dot-segments.js";
import type { Rfc2396Reference } from "./components.js";
import { normalizeEscapes } from "../shared/escaping.js";
import { own } from "../shared/own.js";
import { firstThatGainsNothing } from "../shared/structure.js";
import {
  checkOptions,
  DECODE_AND_DOT_SEGMENT_OPTIONS,
  type KeySpec,
} from "../shared/options.js";
import { UNRESERVED_SET } from "./escape.js";

import { readableParts, recompose, type Rfc2396Parts } from "./serialize.js";
import type { GrammarName } from "../errors.js";
import type { Rfc2396Core } from "./dialect.js";

/** Escapes in normal form, with this dialect's unreserved characters. */
const normalizeEscapesWith = (
  text: string,
  decodeUnreserved: boolean,
): string => normalizeEscapes(text, UNRESERVED_SET, decodeUnreserved);

export interface Rfc2396NormalizeOptions {
  /**
   * Decode escapes of unreserved characters ("%7E" becomes "~"). On by
   * default: section 2.3 says "Unreserved characters can be escaped without
   * changing the semantics of the URI", so "%7E" and "~" are the same URI
   * whatever the scheme. (Section 2.4.2 says when to escape, not what an
   * escape means.) `{ decodeUnreserved: false }` keeps them as written, with
   * only their hex digits uppercased.
   */
  readonly decodeUnreserved?: boolean;
  /**
   * Remove "." and ".." segments from the path of a hierarchical absolute URI,
   * as section 5.2 steps 6c to 6f do (".." above the root stays). Off by
   * default: section 6 does not say dot segments are equivalent.
   */
  readonly removeDotSegments?: boolean;
}

/** What normalize and equivalent know of their options. */
export const NORMALIZE_OPTIONS: KeySpec = DECODE_AND_DOT_SEGMENT_OPTIONS;

/** What decoding may not give a reference (see src/shared/structure.ts). */
const GAINED = ["authority", "host", "port"];

/** Reads a reference's text; given by the module, which owns the parser. */
export type ReferenceParser = (text: string) => Rfc2396Reference<string>;

/**
 * Section 6: "the scheme and hostname are case insensitive and a URL with an
 * explicit ":port", where the port is the default for the scheme, is equivalent
 * to one where the port is elided". So: the hex digits of every escape are
 * uppercased, the scheme and a hostname are lowercased, and a default (or
 * empty) port is dropped with its ":", another written without leading zeros
 * (normalPort, the rule every dialect shares). A reg_name is left as it is (its
 * equivalence is the registry's business). The rest follows the options.
 *
 * Every host of a server is lowercased: a hostname by section 6; an
 * IPv4address has no letters; a variant's IPv6reference (RFC 2732) has hex
 * digits for letters, which RFC 2373 section 2.2 reads in either case, and
 * "[" and "]", which have none.
 *
 * The escapes come first, in the whole reference, which is then read again,
 * so the cases and the port are those of the decoded reference, and
 * normalizing twice changes nothing. Decoding never gives the reference an
 * authority, a host or a port it did not have: "%41.com" is a reg_name, and
 * "A.com" would be a hostname, so a reg_name that decoding would make a
 * server keeps its escapes as written (their hex digits uppercased).
 * Returns the components, which read back as themselves (readableParts).
 */
export function normalParts(
  input: string,
  parseReference: ReferenceParser,
  options: Rfc2396NormalizeOptions = {},
): Rfc2396Parts {
  const original = parseReference(input);
  const decode = own(options, "decodeUnreserved") !== false;
  const escapes = (text: string | undefined): string | undefined =>
    text === undefined ? undefined : normalizeEscapesWith(text, decode);
  // Decoding may turn a reg_name into a server ("%65vil.com", "h:%38%30"):
  // then the authority's escapes stay as written, and if the result still
  // gains a host or a port, every escape does (src/shared/structure.ts).
  const ref = !input.includes("%")
    ? original
    : firstThatGainsNothing(original, GAINED, [
        () => parseReference(normalizeEscapesWith(input, decode)),
        () =>
          parseReference(
            recompose({
              scheme: original.scheme,
              authority:
                original.authority === undefined
                  ? undefined
                  : normalizeEscapesWith(original.authority, false),
              path: escapes(original.path) as string,
              query: escapes(original.query),
              fragment: escapes(original.fragment),
            }),
          ),
        () => parseReference(normalizeEscapesWith(input, false)),
      ]);
  const scheme = ref.scheme?.toLowerCase();

  let authority = ref.authority;
  if (ref.authorityKind === "server" && ref.host !== undefined) {
    const host = ref.host.toLowerCase();
    const port = normalPort(scheme, ref.port);
    authority =
      (ref.userinfo === undefined ? "" : `${ref.userinfo}@`) +
      host +
      (port === undefined ? "" : `:${port}`);
  }

  let path = ref.path;
  if (
    own(options, "removeDotSegments") === true &&
    ref.kind === "absolute" &&
    ref.form === "hierarchical" &&
    path.startsWith("/")
  ) {
    path = "/" + removeDots(path.slice(1));
  }
  return readableParts({
    scheme,
    authority,
    path,
    query: ref.query,
    fragment: ref.fragment,
  });
}

/** normalize: section 6. */
export function normalizeOf(
  core: Rfc2396Core<GrammarName, string>,
): (input: string, options?: Rfc2396NormalizeOptions) => string {
  const fn = `${core.name}.normalize`;
  return (input, options) =>
    recompose(
      normalParts(
        input,
        (text) => core.parse(text),
        checkOptions(fn, options, NORMALIZE_OPTIONS),
      ),
    );
}

/** equivalent: equal normal forms (section 6). */
export function equivalentOf(
  core: Rfc2396Core<GrammarName, string>,
): (a: string, b: string, options?: Rfc2396NormalizeOptions) => boolean {
  const normalize = normalizeOf(core);
  const fn = `${core.name}.equivalent`;
  return (a, b, given) => {
    const options = checkOptions(fn, given, NORMALIZE_OPTIONS);
    return normalize(a, options) === normalize(b, options);
  };
}
