// RFC 3986's generic components (section 3: scheme, authority with its
// userinfo, host and port, path, query, fragment), the one vocabulary every
// reading can be put in: each dialect maps its own components to it (its
// components.ts), and compare, diff, format and conformance read them so.

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

/** The names of the generic components, in section 3's order. */
export const GENERIC_COMPONENT_NAMES = [
  "scheme",
  "authority",
  "userinfo",
  "host",
  "port",
  "path",
  "query",
  "fragment",
] as const satisfies readonly (keyof GenericComponents)[];

/** The generic components of a URL with no authority: `path` (the text after the scheme) in the path row. */
export function opaqueGeneric(
  scheme: string,
  path: string,
  fragment: string | undefined,
): GenericComponents {
  return {
    scheme,
    authority: undefined,
    userinfo: undefined,
    host: undefined,
    port: undefined,
    path,
    query: undefined,
    fragment,
  };
}
