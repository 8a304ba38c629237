// format for RFC 1738: a URL built from its scheme's parts, unescaped, each
// escaped by the rule of section 5 that holds it, then checked. RFC 1738 has
// no generic syntax that every URL shares (section 5: each scheme has its own
// rule), so the parts are the scheme's own, named as `parse` names them: what
// format writes, parse reads back with the same kind and, decoded, the same
// parts. Each scheme's parts and writer are its FORMAT (schemes/NAME.ts), which
// reads the parts as formatParts gives them: own properties, each checked for
// its type, escaped by the rule that holds it, and the shared pieces of section
// 3.1 (a host, a port, a hostport, a login) written once. A part that cannot
// stand where it was put is a UrlFormatError naming it; a part of the wrong
// type, a TypeError. Takes the dialect's parse, host check and schemes' table
// (no import of index.ts or of the schemes, which import this module).
import { UrlFormatError, type FormatErrorCode } from "../errors.js";
import { readOwnParts, requireReadBack } from "../shared/arguments.js";
import {
  badValue,
  STRING,
  STRING_OR_NUMBER,
  unknownKey,
} from "../shared/options.js";
import { own } from "../shared/own.js";
import { writeUserinfo } from "./components.js";
import { escape, type Rfc1738EscapeComponent } from "./escape.js";
import type { Kind, Rfc1738Url } from "./schemes/index.js";

/** A hostport: `host [ ":" port ]`; without a port, the scheme's default. */
export interface Rfc1738HostportParts {
  /** A hostname or a hostnumber (section 5: `host = hostname | hostnumber`). */
  readonly host: string;
  /** The digits (`port = digits`, so at least one), or a whole number. */
  readonly port?: string | number;
}

/** A login: `[ user [ ":" password ] "@" ] hostport`; a password only with a user. */
export interface Rfc1738LoginParts extends Rfc1738HostportParts {
  readonly user?: string;
  readonly password?: string;
}

export const FN = "rfc1738.format";
/** `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`: no escapes. */
export const GROUP = /^[A-Za-z][A-Za-z0-9.+_-]*$/;
/** `port = digits`, `digits = 1*digit`. */
const DIGITS = /^[0-9]+$/;

/** A part given as digits (`digits = 1*digit`): a string of them, or a whole number; otherwise undefined. */
export function digitsOf(part: unknown): string | undefined {
  return typeof part === "number"
    ? Number.isSafeInteger(part) && part >= 0
      ? String(part)
      : undefined
    : typeof part === "string" && DIGITS.test(part)
      ? part
      : undefined;
}

/** What format needs of the dialect. */
export interface Rfc1738FormatDialect {
  readonly parse: (text: string) => Rfc1738Url;
  readonly isHost: (text: string) => boolean;
  readonly isIpSchemepart: (text: string) => boolean;
}

/** The parts given to format, as a scheme's writer reads them (formatParts). */
export type FormatParts = ReturnType<typeof formatParts>;

/** A reader of `parts` (own properties, already copied), for scheme `dialect`. */
export function formatParts(
  dialect: Rfc1738FormatDialect,
  parts: Readonly<Record<string, unknown>>,
) {
  /** A UrlFormatError naming `part`, thrown. */
  const fail = (
    part: string,
    code: FormatErrorCode,
    message: string,
  ): never => {
    throw new UrlFormatError({ dialect: "rfc1738", part, code, message });
  };
  /** An own part that must be a string or absent. */
  const text = (name: string): string | undefined => {
    const part = own(parts, name);
    if (part !== undefined && typeof part !== "string")
      throw badValue(FN, name, STRING, part, "part");
    return part;
  };
  /** A string part that must be there (a missing-part error says `what` needs it). */
  const required = (name: string, what: string): string => {
    const part = text(name);
    return part === undefined
      ? fail(name, "missing-part", `${what} needs its ${name}`)
      : part;
  };
  /** `name` stands only after `before`: a needs-part error, `why`, otherwise. */
  const needs = (name: string, before: string, why: string): void => {
    if (text(name) !== undefined && text(before) === undefined)
      fail(name, "needs-part", why);
  };
  /** A string part escaped for `component`, or undefined. */
  const escaped = (name: string, component: Rfc1738EscapeComponent) => {
    const part = text(name);
    return part === undefined ? undefined : escape(part, component);
  };
  /** A path: its segments joined by "/", each escaped for `component`. */
  const path = (name: string, component: Rfc1738EscapeComponent) => {
    const part = text(name);
    return part === undefined
      ? undefined
      : part
          .split("/")
          .map((segment) => escape(segment, component))
          .join("/");
  };
  /** A host that must be there: a hostname or a hostnumber. */
  const host = (name = "host"): string => {
    const part = required(name, "this URL");
    if (!dialect.isHost(part))
      fail(
        name,
        "invalid-host",
        `${JSON.stringify(part)} is neither a hostname nor a hostnumber (section 5: host = hostname | hostnumber)`,
      );
    return part;
  };
  const port = (): string | undefined => {
    const part = own(parts, "port");
    if (part === undefined) return undefined;
    if (!STRING_OR_NUMBER.test(part))
      throw badValue(FN, "port", STRING_OR_NUMBER, part, "part");
    return (
      digitsOf(part) ??
      fail(
        "port",
        "invalid-port",
        `${JSON.stringify(part)} is not digits (port = 1*digit)`,
      )
    );
  };
  /** `host [ ":" port ]` (section 3.1). */
  const hostport = (): string => {
    const written = host();
    const digits = port();
    return digits === undefined ? written : `${written}:${digits}`;
  };
  /** `[ user [ ":" password ] "@" ] hostport` (section 3.1). */
  const login = (): string => {
    needs(
      "password",
      "user",
      'a password stands only after a user (login = [ user [ ":" password ] "@" ] hostport)',
    );
    const user = escaped("user", "user");
    const password = escaped("password", "password");
    return writeUserinfo({ user, password }) + hostport();
  };
  return {
    fail,
    /** An invalid-value error naming `part`, thrown. */
    invalid: (part: string, message: string): never =>
      fail(part, "invalid-value", message),
    /** An own part, unchecked. */
    part: (name: string): unknown => own(parts, name),
    text,
    required,
    needs,
    escaped,
    path,
    host,
    hostport,
    login,
    /** Whether text reads as an ip-schemepart (section 5). */
    isIpSchemepart: dialect.isIpSchemepart,
  };
}

/** The fields of the URL that a format's text read back as (own fields only). */
export interface ReadFields {
  readonly url: Rfc1738Url;
  /** An own field of the URL. */
  readonly field: (name: string) => unknown;
  /** An own field of the URL's `decoded`. */
  readonly decoded: (name: string) => unknown;
  /** The decoded value of a field when it has one, otherwise the field. */
  readonly decodedOf: (name: string) => unknown;
}

/**
 * How a part reads back where it is not its decoded field (see
 * readsBack): what the URL read back shows of it, and the given part as that
 * shows it (as given, by default).
 */
export interface ReadBack {
  readonly found: (url: ReadFields) => unknown;
  readonly want?: (given: unknown) => unknown;
}

/** A scheme's side of format: its parts, its writer, how its parts read back. */
export interface SchemeFormat {
  /** The parts a URL of the scheme has (Rfc1738FormatParts), "scheme" first. */
  readonly parts: readonly string[];
  /** What follows the scheme's ":", from the parts. */
  readonly write: (parts: FormatParts) => string;
  /** The parts that read back otherwise than as their decoded field. */
  readonly readBack?: Readonly<Record<string, ReadBack>>;
}

/** `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]` (any case: parse folds it). */
const SCHEME = /^[A-Za-z0-9+.-]+$/;

/** Other names of the parts (see Aliases in src/shared/options.ts). */
const FORMAT_ALIASES = {
  hostname: "host",
  pathname: "path",
  query: "search",
  userinfo: "user",
};

/** `format` of RFC 1738 (see Rfc1738FormatParts), each scheme's side of it in `formats` (schemes/index.ts's FORMAT). */
export function formatUrl(
  dialect: Rfc1738FormatDialect,
  formats: Readonly<Record<Kind, SchemeFormat>>,
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
  const kind: Kind = Object.hasOwn(formats, scheme)
    ? (scheme as Kind)
    : "other";
  const format = formats[kind];
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
