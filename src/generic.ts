// Every column's reading in one vocabulary, RFC 3986's generic components
// (section 3: scheme, authority's userinfo, host and port, path, query,
// fragment), so that compare and diff can say which of them two readings
// disagree on, and whether the disagreement changes what is addressed. Each
// dialect keeps its own vocabulary in `parse`, and its column maps it to this
// one (`genericOf` in src/rfcNNNN/components.ts, RFC 1738's in its column.ts,
// WHATWG's in src/whatwg.ts), saying where the mapping is not one to one.
import { normalPort } from "./shared/default-ports.js";
import type { GenericComponents } from "./shared/generic-components.js";

export type { GenericComponents };

/** The components `diff` compares, in the order it reports them. */
export const GENERIC_COMPONENTS = [
  "scheme",
  "userinfo",
  "host",
  "port",
  "path",
  "query",
  "fragment",
] as const satisfies readonly (keyof GenericComponents)[];

/**
 * A component's value as it bears on what the URL addresses, so that two
 * readings compare equal when they differ only in how they are written:
 * schemes and hosts ignore case (RFC 3986 sections 3.1 and 3.2.2); a port is
 * a number, and a scheme's default port is no port (section 6.2.3); the
 * other components compare as text, absent and empty apart.
 */
export function addressedValue(
  component: (typeof GENERIC_COMPONENTS)[number],
  c: GenericComponents,
): string | undefined {
  const value = c[component];
  if (value === undefined) return undefined;
  switch (component) {
    case "scheme":
    case "host":
      return value.toLowerCase();
    case "port":
      return normalPort(c.scheme, value);
    default:
      return value;
  }
}
