// What the fuzz target (check.ts) reads of a URL's authority, to hold every
// function to the law that no answer gains or loses one.
import * as library from "../../src/index";

/** An own property of `object` (never an inherited one), or undefined. */
export function own(object: unknown, key: string): unknown {
  return typeof object === "object" &&
    object !== null &&
    Object.hasOwn(object, key)
    ? (object as Record<string, unknown>)[key]
    : undefined;
}

/** The URL's authority: its `authority` or `netLoc` component, or for an opaque or RFC 1738 URL the text between "//" and the next "/". */
export function authorityOf(
  components: unknown,
  text: string,
): string | undefined {
  if (typeof components === "object" && components !== null) {
    if (Object.hasOwn(components, "authority")) {
      return own(components, "authority") as string | undefined;
    }
    if (
      Object.hasOwn(components, "netLoc") &&
      own(components, "form") !== "opaque"
    ) {
      return own(components, "netLoc") as string | undefined;
    }
  }
  const colon = text.search(/[:/?#]/);
  const rest = colon >= 0 && text[colon] === ":" ? text.slice(colon + 1) : text;
  if (!rest.startsWith("//")) return undefined;
  const end = rest.slice(2).search(/[/]/);
  return end < 0 ? rest.slice(2) : rest.slice(2, 2 + end);
}

export function schemeOf(text: string): string | undefined {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
  return m === null ? undefined : (m[1] as string).toLowerCase();
}

/**
 * An authority as normalization may leave it: every escape of a character
 * that is no delimiter decoded (each dialect decodes only its unreserved
 * characters; this is every dialect's at once), lowercased, and the port
 * without leading zeros and without the scheme's default or an empty one.
 */
export function equivalenceClass(
  scheme: string | undefined,
  authority: string | undefined,
): string | undefined {
  if (authority === undefined) return undefined;
  let text = authority
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
      const c = String.fromCharCode(parseInt(hex, 16));
      return /^[A-Za-z0-9\-_.!~*'()$+,]$/.test(c) ? c : `%${hex.toUpperCase()}`;
    })
    .toLowerCase();
  const port = /:(\d*)$/.exec(text);
  if (port !== null) {
    const digits = (port[1] as string).replace(/^0+(?=\d)/, "");
    const ports = library.DEFAULT_PORTS;
    const defaultPort =
      scheme !== undefined && Object.hasOwn(ports, scheme)
        ? String(ports[scheme])
        : undefined;
    text =
      text.slice(0, port.index) +
      (digits === "" || digits === defaultPort ? "" : `:${digits}`);
  }
  // RFC 1738 section 3.10: a file URL's "localhost" is the empty host.
  return scheme === "file" && text === "localhost" ? "" : text;
}
