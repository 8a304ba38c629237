// format for RFC 1738: a URL built from its scheme's parts, unescaped, each
// escaped by the rule of section 5 that holds it, then checked. RFC 1738 has
// no generic syntax that every URL shares (section 5: each scheme has its own
// rule), so the parts are the scheme's own, named as `parse` names them: what
// format writes, parse reads back with the same kind and, decoded, the same
// parts. A part that cannot stand where it was put is a UrlFormatError naming
// it. Each scheme's parts and writer are its FORMAT (schemes/NAME.ts); the
// parts are read as format-parts.ts reads them. Takes the dialect's parse and
// host check (no import of index.ts).
import { readOwnParts, requireReadBack } from "../shared/arguments.js";
import { unknownKey } from "../shared/options.js";
import { own } from "../shared/own.js";
import {
  FN,
  formatParts,
  type PartsDialect,
  type ReadBack,
  type ReadFields,
  type SchemeFormat,
} from "./format-parts.js";
import { FORMAT, type Kind } from "./schemes/index.js";
import type { Rfc1738Url } from "./schemes/index.js";

export type {
  Rfc1738HostportParts,
  Rfc1738LoginParts,
} from "./format-parts.js";
export type { Rfc1738FormatParts } from "./schemes/index.js";

/** `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]` (any case: parse folds it). */
const SCHEME = /^[A-Za-z0-9+.-]+$/;

/** What format needs of the dialect. */
export interface Rfc1738FormatDialect extends PartsDialect {
  readonly parse: (text: string) => Rfc1738Url;
}

/** Other names of the parts (see Aliases in src/shared/options.ts). */
const FORMAT_ALIASES = {
  hostname: "host",
  pathname: "path",
  query: "search",
  userinfo: "user",
};

/** `format` of RFC 1738 (see Rfc1738FormatParts). */
export function formatUrl(
  dialect: Rfc1738FormatDialect,
  value: unknown,
): string {
  const parts = readOwnParts(value, FN, "an object of a scheme's parts");
  const p = formatParts(dialect, parts);
  const rawScheme = p.required("scheme", "a URL");
  if (!SCHEME.test(rawScheme))
    p.fail(
      "scheme",
      "invalid-scheme",
      `${JSON.stringify(rawScheme)} is not a scheme (scheme = 1*[ lowalpha | digit | "+" | "-" | "." ])`,
    );
  const scheme = rawScheme.toLowerCase();
  // The ten schemes of section 3 with a rule of their own, or another.
  const kind: Kind = Object.hasOwn(FORMAT, scheme) ? (scheme as Kind) : "other";
  const format = FORMAT[kind];
  for (const name of Object.keys(parts))
    if (!format.parts.includes(name))
      throw unknownKey(
        FN,
        name,
        format.parts,
        "part",
        `The parts ${kind === "other" ? "a URL of another scheme" : `a ${kind} URL`} has`,
        FORMAT_ALIASES,
      );
  const written = `${rawScheme}:${format.write(p)}`;
  return requireReadBack(written, FN, dialect.parse, (url) =>
    readsBack(kind, format, parts, url),
  );
}

/** How the parts every scheme may have read back (see ReadBack). */
const SHARED_READ_BACK: Readonly<Record<string, ReadBack>> = {
  scheme: { found: ({ url }) => url.rawScheme },
  port: { found: ({ field }) => String(field("rawPort")), want: String },
  // A path reads back as its decoded segments, joined.
  path: {
    found: ({ decoded, field }) =>
      (decoded("segments") as unknown[] | undefined)?.join("/") ??
      field("path"),
  },
};

/** Each given part against what parse read, decoded; undefined when all agree. */
function readsBack(
  kind: Kind,
  format: SchemeFormat,
  parts: Readonly<Record<string, unknown>>,
  url: Rfc1738Url,
): string | undefined {
  if (url.kind !== kind) return `kind ${url.kind}, not ${kind}`;
  // parse's objects have no field on every path (news has no port): own fields only
  const field = (name: string): unknown =>
    own(url as unknown as Record<string, unknown>, name);
  const decodedFields = field("decoded") as Record<string, unknown> | undefined;
  const decoded = (name: string): unknown => own(decodedFields, name);
  const decodedOf = (name: string): unknown => {
    const value = decoded(name);
    return typeof value === "string" ? value : field(name);
  };
  const fields: ReadFields = { url, field, decoded, decodedOf };
  for (const name of Object.keys(parts)) {
    const given = own(parts, name);
    if (given === undefined) continue;
    // Own properties only: a polluted Object.prototype changes no answer.
    const readBack =
      own(own(format, "readBack"), name) ?? own(SHARED_READ_BACK, name);
    const found =
      readBack === undefined ? decodedOf(name) : readBack.found(fields);
    const want = own(readBack, "want");
    const expected = want === undefined ? given : want(given);
    if (found !== expected)
      return `${name} ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`;
  }
  return undefined;
}
