// RFC 3986's generic components (section 3: scheme, authority with its
// userinfo, host and port, path, query, fragment), the one vocabulary every
// reading can be put in: each dialect maps its own components to it (its
// components.ts), and compare, diff and format read them so. A type only.

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
