// The parts `format` reads, as each scheme's writer (FORMAT in schemes/NAME.ts)
// reads them: own properties, each checked for its type, escaped by the rule
// of section 5 that holds it, and the shared pieces of section 3.1 (a host, a
// port, a hostport, a login) written once. A part that cannot stand where it
// was put is a UrlFormatError naming it; a part of the wrong type, a TypeError.
import { UrlFormatError, type FormatErrorCode } from "../errors.js";
import { badValue, STRING, STRING_OR_NUMBER } from "../shared/options.js";
import { own } from "../shared/own.js";
import { writeUserinfo } from "./components.js";
import { escape, type Rfc1738EscapeComponent } from "./escape.js";
import type { Rfc1738Url } from "./schemes/index.js";

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

/** What the parts' reader needs of the dialect. */
export interface PartsDialect {
  readonly isHost: (text: string) => boolean;
  readonly isIpSchemepart: (text: string) => boolean;
}

/** The parts given to format, as a scheme's writer reads them (formatParts). */
export type FormatParts = ReturnType<typeof formatParts>;

/** A reader of `parts` (own properties, already copied), for scheme `dialect`. */
export function formatParts(
  dialect: PartsDialect,
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
 * How a part reads back where it is not its decoded field (see format.ts's
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
