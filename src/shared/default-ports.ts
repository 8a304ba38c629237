// Default ports, as RFC 1738 lists them (section 3 and its scheme sections),
// and https (RFC 2818). Section 6 of RFC 2396: a port equal to the scheme's
// default is equivalent to no port.
export const DEFAULT_PORTS: Readonly<Record<string, number>> = {
  ftp: 21,
  gopher: 70,
  http: 80,
  https: 443,
  nntp: 119,
  prospero: 1525,
  telnet: 23,
  wais: 210,
};

// A Map, not the record: an own entry only ("constructor" or "__proto__" is a
// scheme, not a port), and faster to look up than Object.hasOwn.
const DEFAULT_PORT_MAP: ReadonlyMap<string, number> = new Map(
  Object.entries(DEFAULT_PORTS),
);

/** The default port of `scheme` (lowercase), if it has one. */
export function defaultPortOf(scheme: string): number | undefined {
  return DEFAULT_PORT_MAP.get(scheme);
}

/**
 * The port a normal form writes, by the one rule every dialect follows: a
 * port is a number (RFC 1738 section 3.1, RFC 1808 and RFC 2396 `port =
 * *digit`, RFC 3986 section 3.2.3: "a port number in decimal"), so leading
 * zeros do not change it ("080" is 80, "08080" is 8080); an empty port, or
 * the scheme's default (compared as numbers), is no port: undefined. The
 * digits are compared as text, so a port too long for a number is still
 * compared exactly.
 */
export function normalPort(
  scheme: string | undefined,
  digits: string | undefined,
): string | undefined {
  if (digits === undefined || digits === "") return undefined;
  const value = digits.replace(/^0+(?=\d)/, "");
  return scheme !== undefined &&
    String(defaultPortOf(scheme.toLowerCase())) === value
    ? undefined
    : value;
}
