// Recomposition: each scheme's rule of section 5, written back from the raw
// fields of its typed URL. For every URL s that parses, serialize(parse(s)) === s.
import { serializeFile } from "./file.js";
import { serializeFtp } from "./ftp.js";
import { serializeGopher } from "./gopher.js";
import { serializeHttp } from "./http.js";
import { serializeMailto } from "./mailto.js";
import { serializeNews } from "./news.js";
import { serializeNntp } from "./nntp.js";
import { serializeOther } from "./other.js";
import { serializeProspero } from "./prospero.js";
import { serializeTelnet } from "./telnet.js";
import type { Rfc1738Url } from "./url.js";
import { serializeWais } from "./wais.js";
import { own } from "../shared/own.js";
import {
  describeValue,
  notComponents,
  readParts,
} from "../shared/arguments.js";
import { anyOf, withAliases, type KeysOf } from "../shared/options.js";

/**
 * The URL's text, from its raw fields: the scheme as written (`rawScheme`),
 * then the scheme's own parts with the BNF's separators. Derived fields
 * (`port` when defaulted, `segments`, `decoded`, the parts of a gopher path or
 * of an ip-schemepart) are views and are not read. The fields are written as
 * given: for what normalization computed. The module's `serialize` checks its
 * argument first (`requireUrl`) and what it wrote after (`urlDiffers`).
 */
export function recompose(url: Rfc1738Url): string {
  switch (url.kind) {
    case "http":
      return serializeHttp(url);
    case "ftp":
      return serializeFtp(url);
    case "news":
      return serializeNews(url);
    case "nntp":
      return serializeNntp(url);
    case "telnet":
      return serializeTelnet(url);
    case "gopher":
      return serializeGopher(url);
    case "wais":
      return serializeWais(url);
    case "mailto":
      return serializeMailto(url);
    case "file":
      return serializeFile(url);
    case "prospero":
      return serializeProspero(url);
    case "other":
      return serializeOther(url);
  }
}

/** What a raw field holds: text, text or undefined, a flag, a form, or prospero's fieldspecs. */
type FieldKind = "string" | "string?" | "boolean" | "form" | "fieldspecs";

/** The raw fields that each kind's recomposition reads, in the order it writes them. */
const RAW_FIELDS: Readonly<
  Record<Rfc1738Url["kind"], readonly (readonly [string, FieldKind])[]>
> = {
  http: [
    ["rawScheme", "string"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["path", "string?"],
    ["search", "string?"],
  ],
  ftp: [
    ["rawScheme", "string"],
    ["user", "string?"],
    ["password", "string?"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["path", "string?"],
    ["rawTypecode", "string?"],
  ],
  news: [
    ["rawScheme", "string"],
    ["form", "form"],
    ["group", "string?"],
    ["article", "string?"],
  ],
  nntp: [
    ["rawScheme", "string"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["group", "string"],
    ["article", "string?"],
  ],
  telnet: [
    ["rawScheme", "string"],
    ["user", "string?"],
    ["password", "string?"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["trailingSlash", "boolean"],
  ],
  gopher: [
    ["rawScheme", "string"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["path", "string?"],
  ],
  wais: [
    ["rawScheme", "string"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["database", "string"],
    ["form", "form"],
    ["search", "string?"],
    ["wtype", "string?"],
    ["wpath", "string?"],
  ],
  mailto: [
    ["rawScheme", "string"],
    ["address", "string"],
  ],
  file: [
    ["rawScheme", "string"],
    ["host", "string"],
    ["path", "string"],
  ],
  prospero: [
    ["rawScheme", "string"],
    ["host", "string"],
    ["rawPort", "string?"],
    ["path", "string"],
    ["fields", "fieldspecs"],
  ],
  other: [
    ["rawScheme", "string"],
    ["schemePart", "string"],
  ],
};

/** The forms of the kinds that have them. */
const FORMS: Readonly<Partial<Record<Rfc1738Url["kind"], readonly string[]>>> =
  {
    news: ["all-groups", "group", "article"],
    wais: ["database", "index", "document"],
  };

const KINDS = new Map(Object.entries(RAW_FIELDS));

const TITLE = "rfc1738.serialize";

/**
 * What serialize knows of its argument: the fields of every kind of URL. It
 * writes the raw fields of the URL's kind; any other field given (a derived
 * view, as `port` or `segments`) must agree with what they read back as.
 */
const SERIALIZE_PARTS = /* @__PURE__ */ withAliases(
  /* @__PURE__ */ anyOf<KeysOf<Rfc1738Url>>({
    kind: true,
    scheme: true,
    rawScheme: true,
    host: true,
    hostKind: true,
    port: true,
    rawPort: true,
    portDefaulted: true,
    user: true,
    password: true,
    path: true,
    segments: true,
    search: true,
    decoded: true,
    group: true,
    article: true,
    articleId: true,
    fields: true,
    gtype: true,
    selector: true,
    gopherPlus: true,
    database: true,
    wtype: true,
    wpath: true,
    form: true,
    urlPath: true,
    schemePart: true,
    address: true,
    typecode: true,
    rawTypecode: true,
    trailingSlash: true,
    gtypeDefaulted: true,
    anonymous: true,
  }),
  {
    hostname: "host",
    pathname: "path",
    query: "search",
    username: "user",
    userinfo: "user",
    protocol: "scheme",
  },
);
const EXPECTED = `an RFC 1738 URL as parse returns it (an object whose kind is one of ${[...KINDS.keys()].join(", ")}, with that kind's raw fields: rawScheme and host strings, rawPort a string or undefined, and so on)`;

/**
 * The URL's raw fields, read as its own properties: a TypeError unless it is
 * an object whose `kind` is one of section 5's (or "other") and whose raw
 * fields have their types. Only the raw fields are kept (with `kind`).
 */
export function requireUrl(value: unknown): {
  readonly url: Rfc1738Url;
  readonly given: Readonly<Record<string, unknown>>;
} {
  const given = readParts(value, TITLE, SERIALIZE_PARTS, EXPECTED);
  const kind = own(given, "kind");
  const fields = typeof kind === "string" ? KINDS.get(kind) : undefined;
  if (fields === undefined) {
    throw notComponents(TITLE, EXPECTED, `kind is ${describeValue(kind)}`);
  }
  const url: Record<string, unknown> = { kind };
  for (const [name, type] of fields) {
    const found = own(given, name);
    if (!fits(found, type, kind as Rfc1738Url["kind"])) {
      throw notComponents(
        TITLE,
        EXPECTED,
        `${name} of a ${String(kind)} URL is ${describeValue(found)}`,
      );
    }
    url[name] =
      type === "fieldspecs"
        ? (found as readonly object[]).map((spec) => ({
            name: own(spec as { name?: unknown }, "name"),
            value: own(spec as { value?: unknown }, "value"),
          }))
        : found;
  }
  return { url: url as unknown as Rfc1738Url, given };
}

function fits(
  value: unknown,
  type: FieldKind,
  kind: Rfc1738Url["kind"],
): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "string?":
      return value === undefined || typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "form":
      return (FORMS[kind] ?? []).includes(value as string);
    case "fieldspecs":
      return (
        Array.isArray(value) &&
        value.every(
          (spec: unknown) =>
            typeof spec === "object" &&
            spec !== null &&
            typeof own(spec as { name?: unknown }, "name") === "string" &&
            typeof own(spec as { value?: unknown }, "value") === "string",
        )
      );
  }
}

/** The fields serialize writes of a URL of `kind`: its kind and raw fields. */
export function writtenFields(kind: Rfc1738Url["kind"]): readonly string[] {
  return ["kind", ...RAW_FIELDS[kind].map(([name]) => name)];
}

/**
 * The first raw field of `url` that `back` (what its string reads back as)
 * does not have, or undefined.
 */
export function urlDiffers(
  url: Rfc1738Url,
  back: Rfc1738Url,
): string | undefined {
  if (back.kind !== url.kind) return `kind "${back.kind}", not "${url.kind}"`;
  const given = url as unknown as Readonly<Record<string, unknown>>;
  const read = back as unknown as Readonly<Record<string, unknown>>;
  for (const [name, type] of RAW_FIELDS[url.kind]) {
    const same =
      type === "fieldspecs"
        ? JSON.stringify(given[name]) === JSON.stringify(read[name])
        : given[name] === read[name];
    if (!same) {
      return `${name} ${JSON.stringify(read[name])}, not ${JSON.stringify(given[name])}`;
    }
  }
  return undefined;
}
