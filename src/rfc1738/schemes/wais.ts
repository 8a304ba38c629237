// WAIS (section 3.9): wais://<host>:<port>/<database>,
// wais://<host>:<port>/<database>?<search>, wais://<host>:<port>/<database>/<wtype>/<wpath>
//   waisurl = waisdatabase | waisindex | waisdoc
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { WaisurlNode } from "../../../generated/rfc1738.js";
import { escape } from "../escape.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  type Decoded,
  type HostportUrl,
} from "../components.js";

/** The three forms of a waisurl. */
export type WaisForm =
  /** waisdatabase: "a publicly searchable WAIS database". */
  | {
      readonly form: "database";
      readonly search: undefined;
      readonly wtype: undefined;
      readonly wpath: undefined;
      readonly decoded: { readonly database: Decoded };
    }
  /** waisindex: "a particular search" of the database. */
  | {
      readonly form: "index";
      /** The search, after "?". */
      readonly search: string;
      readonly wtype: undefined;
      readonly wpath: undefined;
      readonly decoded: {
        readonly database: Decoded;
        readonly search: Decoded;
      };
    }
  /** waisdoc: "a particular document within a WAIS database". */
  | {
      readonly form: "document";
      readonly search: undefined;
      /** "the type of the object". */
      readonly wtype: string;
      /** "the document id of the object". */
      readonly wpath: string;
      readonly decoded: {
        readonly database: Decoded;
        readonly wtype: Decoded;
        readonly wpath: Decoded;
      };
    };

/** A waisurl; the port defaults to 210. */
export type WaisUrl = HostportUrl<"wais"> & {
  /** The database as written. */
  readonly database: string;
} & WaisForm;

export function toUrl(node: WaisurlNode, input: string): WaisUrl {
  const base = {
    kind: "wais",
    scheme: "wais",
    rawScheme: rawSchemeOf(input, "wais"),
    ...hostportFields("wais", node.hostport),
    database: node.database,
  } as const;
  const database = decode(node.database);
  switch (node.type) {
    case "waisdatabase":
      return {
        ...base,
        form: "database",
        search: undefined,
        wtype: undefined,
        wpath: undefined,
        decoded: { database },
      };
    case "waisindex":
      return {
        ...base,
        form: "index",
        search: node.search,
        wtype: undefined,
        wpath: undefined,
        decoded: { database, search: decode(node.search) },
      };
    case "waisdoc":
      return {
        ...base,
        form: "document",
        search: undefined,
        wtype: node.wtype,
        wpath: node.wpath,
        decoded: {
          database,
          wtype: decode(node.wtype),
          wpath: decode(node.wpath),
        },
      };
  }
}

export function serialize(url: WaisUrl): string {
  const result = `${url.rawScheme}://${writeHostport(url)}/${url.database}`;
  switch (url.form) {
    case "database":
      return result;
    case "index":
      return `${result}?${url.search}`;
    case "document":
      return `${result}/${url.wtype}/${url.wpath}`;
  }
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["database", "string"],
  ["form", ["database", "index", "document"]],
  ["search", "string?"],
  ["wtype", "string?"],
  ["wpath", "string?"],
];

/** The hostport in normal form. */
export const normalize: (url: WaisUrl) => WaisUrl = normalHostport;

/**
 * 3.9: `wais://<host>:<port>/<database>`, with `?<search>` (an index), or
 * with `/<wtype>/<wpath>` (a document): a search, or a wtype and a wpath.
 */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "port", "database", "search", "wtype", "wpath"],
  write(p) {
    // waisdatabase = "wais://" hostport "/" database
    // waisindex    = "wais://" hostport "/" database "?" search
    // waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
    const database = escape(p.required("database", "a wais URL"), "database");
    const search = p.escaped("search", "search");
    const wtype = p.escaped("wtype", "wtype");
    const wpath = p.escaped("wpath", "wpath");
    if (search !== undefined && (wtype ?? wpath) !== undefined)
      p.invalid(
        "search",
        "a wais URL is a database, an index with a search, or a document with a wtype and a wpath: not a search and a document",
      );
    p.needs("wpath", "wtype", "a document needs its wtype before its wpath");
    p.needs("wtype", "wpath", "a document needs its wpath after its wtype");
    return (
      `//${p.hostport()}/${database}` +
      (search !== undefined
        ? `?${search}`
        : wtype !== undefined
          ? `/${wtype}/${String(wpath)}`
          : "")
    );
  },
};
