// The dialects as the command line reads them: each loaded when first asked
// for (its entry, src/entries/NAME.ts, and through it the dialect's modules
// and generated parsers), so that a command on one dialect does not load the
// other four. src/compare.ts holds the same entries, all loaded, for the
// library and for `compare`.
import { DIALECT_NAMES, type DialectName } from "../errors.js";
import type { ColumnEntry, DialectEntry } from "../entries/column.js";

export { DIALECT_NAMES };

const LOAD: Readonly<Record<DialectName, () => DialectEntry>> = {
  rfc1738: () =>
    (require("../entries/rfc1738.js") as typeof import("../entries/rfc1738.js"))
      .RFC1738,
  rfc1808: () =>
    (require("../entries/rfc1808.js") as typeof import("../entries/rfc1808.js"))
      .RFC1808,
  rfc2396: () =>
    (require("../entries/rfc2396.js") as typeof import("../entries/rfc2396.js"))
      .RFC2396,
  rfc2732: () =>
    (require("../entries/rfc2732.js") as typeof import("../entries/rfc2732.js"))
      .RFC2732,
  rfc3986: () =>
    (require("../entries/rfc3986.js") as typeof import("../entries/rfc3986.js"))
      .RFC3986,
};

/** Finds a dialect by name ("rfc2396") or number ("2396"), loading it. */
export function dialectEntry(name: string): DialectEntry | undefined {
  const wanted = name.startsWith("rfc") ? name : `rfc${name}`;
  return (DIALECT_NAMES as readonly string[]).includes(wanted)
    ? LOAD[wanted as DialectName]()
    : undefined;
}

/** Every dialect, oldest RFC first, each loaded. */
export function allDialects(): readonly DialectEntry[] {
  return DIALECT_NAMES.map((name) => LOAD[name]());
}

/** Whether a column is one of the dialects (not a grammar compiled at run time, whatever its name). */
export function isDialectEntry(column: ColumnEntry): column is DialectEntry {
  return (
    (DIALECT_NAMES as readonly string[]).includes(column.name) &&
    dialectEntry(column.name) === column
  );
}
