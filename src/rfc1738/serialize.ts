// Recomposition: each scheme's rule of section 5, written back from the raw
// fields of its typed URL. For every URL s that parses, serialize(parse(s)) === s.
import { RAW_FIELDS, SERIALIZE, type Kind } from "./schemes/index.js";
import { fieldOf } from "./schemes/prospero.js";
import type { Rfc1738Url } from "./schemes/index.js";
import { own } from "../shared/own.js";
import {
  describeValue,
  notComponents,
  readParts,
} from "../shared/arguments.js";
import { anyOf, withAliases, type KeysOf } from "../shared/options.js";

/**
 * The URL's text, from its raw fields: the scheme as written (`rawScheme`),
 * then the scheme's own parts with the BNF's separators (its serialize, in
 * schemes/NAME.ts). Derived fields (`port` when defaulted, `segments`,
 * `decoded`, the parts of a gopher path or of an ip-schemepart) are views and
 * are not read. The fields are written as given: for what normalization
 * computed. The module's `serialize` checks its argument first (`requireUrl`)
 * and what it wrote after (`urlDiffers`).
 */
export function recompose(url: Rfc1738Url): string {
  const write = SERIALIZE[url.kind] as (url: Rfc1738Url) => string;
  return write(url);
}

/**
 * What a raw field holds: text, text or undefined, a flag, prospero's
 * fieldspecs, or one of a kind's forms (their names).
 */
export type FieldKind =
  "string" | "string?" | "boolean" | "fieldspecs" | readonly string[];

/** The raw fields that a kind's serialize reads, in the order it writes them. */
export type RawFields = readonly (readonly [string, FieldKind])[];

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
/** What serialize expects, said in its TypeErrors. */
function expected(): string {
  return `an RFC 1738 URL as parse returns it (an object whose kind is one of ${Object.keys(RAW_FIELDS).join(", ")}, with that kind's raw fields: rawScheme and host strings, rawPort a string or undefined, and so on)`;
}
const EXPECTED = /* @__PURE__ */ expected();

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
  const fields =
    typeof kind === "string"
      ? own(RAW_FIELDS as Readonly<Record<string, RawFields>>, kind)
      : undefined;
  if (fields === undefined) {
    throw notComponents(TITLE, EXPECTED, `kind is ${describeValue(kind)}`);
  }
  const url: Record<string, unknown> = { kind };
  for (const [name, type] of fields) {
    const found = own(given, name);
    // Each fieldspec's name and value read once, as they are checked.
    const value =
      type === "fieldspecs" && Array.isArray(found)
        ? found.map(fieldOf)
        : found;
    if (!fits(value, type)) {
      throw notComponents(
        TITLE,
        EXPECTED,
        `${name} of a ${String(kind)} URL is ${describeValue(found)}`,
      );
    }
    url[name] = value;
  }
  return { url: url as unknown as Rfc1738Url, given };
}

function fits(value: unknown, type: FieldKind): boolean {
  if (typeof type !== "string") return type.includes(value as string);
  switch (type) {
    case "string":
      return typeof value === "string";
    case "string?":
      return value === undefined || typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "fieldspecs":
      return Array.isArray(value) && !value.includes(undefined);
  }
}

/** The fields serialize writes of a URL of `kind`: its kind and raw fields. */
export function writtenFields(kind: Kind): readonly string[] {
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
