// The dialects as the command line reads them: each loaded when first asked
// for (its column, src/rfcNNNN/column.ts, and through it the dialect's
// modules and generated parsers), so that a command on one dialect does not
// load the other four. src/compare.ts holds the same columns, all loaded, for
// the library and for `compare`; both find a dialect by name with
// src/dialect.ts's findDialect.
import { DIALECT_NAMES, type DialectName } from "../errors.js";
import {
  findDialect,
  type ColumnEntry,
  type DialectEntry,
} from "../dialect.js";

export { DIALECT_NAMES };

const LOAD: Readonly<Record<DialectName, () => DialectEntry>> = {
  rfc1738: () =>
    (require("../rfc1738/column.js") as typeof import("../rfc1738/column.js"))
      .RFC1738,
  rfc1808: () =>
    (require("../rfc1808/column.js") as typeof import("../rfc1808/column.js"))
      .RFC1808,
  rfc2396: () =>
    (require("../rfc2396/column.js") as typeof import("../rfc2396/column.js"))
      .RFC2396,
  rfc2732: () =>
    (require("../rfc2732/column.js") as typeof import("../rfc2732/column.js"))
      .RFC2732,
  rfc3986: () =>
    (require("../rfc3986/column.js") as typeof import("../rfc3986/column.js"))
      .RFC3986,
  rfc3987: () =>
    (require("../rfc3987/column.js") as typeof import("../rfc3987/column.js"))
      .RFC3987,
  rfc6874: () =>
    (require("../rfc6874/column.js") as typeof import("../rfc6874/column.js"))
      .RFC6874,
};

/** Finds a dialect by name ("rfc2396") or number ("2396"), loading it. */
export function dialectEntry(name: string): DialectEntry | undefined {
  return findDialect(name, (found) => LOAD[found]());
}

let loaded: readonly DialectEntry[] | undefined;

/** Every dialect, oldest RFC first, each loaded (once). */
export function allDialects(): readonly DialectEntry[] {
  return (loaded ??= DIALECT_NAMES.map((name) => LOAD[name]()));
}

/** Whether a column is one of the dialects (not a grammar compiled at run time, whatever its name). */
export function isDialectEntry(column: ColumnEntry): column is DialectEntry {
  return (
    (DIALECT_NAMES as readonly string[]).includes(column.name) &&
    dialectEntry(column.name) === column
  );
}
