// PROSPERO (section 3.11): prospero://<host>:<port>/<hsoname>;<field>=<value>
//   prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { ProsperourlNode } from "../../../generated/rfc1738.js";
import { onFirstRead } from "../../shared/segments-on-read.js";
import { describeArgument } from "../../shared/options.js";
import { own } from "../../shared/own.js";
import { escape } from "../escape.js";
import { FN, type SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  defineSegments,
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  type Decoded,
  type HostportUrl,
} from "../components.js";

/** A fieldspec: ";" fieldname "=" fieldvalue, as written. */
export interface ProsperoField {
  readonly name: string;
  readonly value: string;
}

/** A prosperourl; the port defaults to 1525. */
export type ProsperoUrl = HostportUrl<"prospero"> & {
  /** The ppath (the hsoname), after the "/". */
  readonly path: string;
  /** The psegments of the path. */
  readonly segments: readonly string[];
  /** Each ";name=value", in order. */
  readonly fields: readonly ProsperoField[];
  readonly decoded: {
    readonly segments: readonly Decoded[];
    readonly fields: readonly {
      readonly name: Decoded;
      readonly value: Decoded;
    }[];
  };
};

// segments (components.ts) and decoded are accessors computed on first read
// (see src/shared/segments-on-read.ts): a parse builds neither unless they
// are read.
const defineDecoded = onFirstRead("decoded", (url: ProsperoUrl) => ({
  segments: url.segments.map(decode),
  fields: url.fields.map(({ name, value }) => ({
    name: decode(name),
    value: decode(value),
  })),
}));

// Built in the order of its keys: a literal, segments, fields, decoded.
export function toUrl(node: ProsperourlNode, input: string): ProsperoUrl {
  const url: Record<string, unknown> = {
    kind: "prospero",
    scheme: "prospero",
    rawScheme: rawSchemeOf(input, "prospero"),
    ...hostportFields("prospero", node.hostport),
    path: node.path,
  };
  defineSegments(url as unknown as ProsperoUrl);
  url.fields = node.fields.map(({ name, value }) => ({ name, value }));
  defineDecoded(url as unknown as ProsperoUrl);
  return url as unknown as ProsperoUrl;
}

export function serialize(url: ProsperoUrl): string {
  let result = `${url.rawScheme}://${writeHostport(url)}/${url.path}`;
  for (const field of url.fields) result += `;${field.name}=${field.value}`;
  return result;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["path", "string"],
  ["fields", "fieldspecs"],
];

/** The hostport in normal form. */
export const normalize: (url: ProsperoUrl) => ProsperoUrl = normalHostport;

/** 3.11: `prospero://<host>:<port>/<hsoname>;<field>=<value>`. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "port", "path", "fields"],
  write(p) {
    // prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
    // fieldspec   = ";" fieldname "=" fieldvalue
    const ppath = p.path("path", "psegment");
    if (ppath === undefined) p.required("path", "a prospero URL");
    const fields = fieldspecs(p.part("fields"));
    return `//${p.hostport()}/${String(ppath)}${fields}`;
  },
  readBack: {
    // Compared as { name, value } lists, decoded.
    fields: {
      found: ({ decoded }) => JSON.stringify(decoded("fields") ?? []),
      want: (given) =>
        JSON.stringify(
          (given as { name: string; value: string }[]).map((field) => ({
            name: field.name,
            value: field.value,
          })),
        ),
    },
  },
};

/** The fieldspecs of the part `fields` (an array of { name, value }), escaped. */
function fieldspecs(fields: unknown): string {
  let written = "";
  if (fields === undefined) return written;
  if (!Array.isArray(fields))
    throw new TypeError(
      `${FN}: part "fields" must be an array of { name, value } objects, not ${describeArgument(fields)}`,
    );
  for (const given of fields as unknown[]) {
    const field = fieldOf(given);
    if (field === undefined)
      throw new TypeError(
        `${FN}: each field must be { name: string, value: string }`,
      );
    written += `;${escape(field.name, "fieldname")}=${escape(field.value, "fieldvalue")}`;
  }
  return written;
}

/** `given` as a fieldspec: an object whose own name and value are strings; otherwise undefined. */
export function fieldOf(given: unknown): ProsperoField | undefined {
  if (typeof given !== "object" || given === null) return undefined;
  const name = own(given as { name?: unknown }, "name");
  const value = own(given as { value?: unknown }, "value");
  return typeof name === "string" && typeof value === "string"
    ? { name, value }
    : undefined;
}
