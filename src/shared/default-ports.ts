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
 * Whether `port` (its digits as written) names the default port of `scheme`
 * (compared case-insensitively). Leading zeros do not matter; an empty port
 * ("host:") is the same as no port.
 */
export function isDefaultPort(scheme: string, port: string): boolean {
  if (port === "") return true;
  const defaultPort = defaultPortOf(scheme.toLowerCase());
  if (defaultPort === undefined) return false;
  const digits = port.replace(/^0+(?=\d)/, "");
  return digits === String(defaultPort);
}
