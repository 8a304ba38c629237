// WAIS (section 3.9): wais://<host>:<port>/<database>,
// wais://<host>:<port>/<database>?<search>, wais://<host>:<port>/<database>/<wtype>/<wpath>
//   waisurl = waisdatabase | waisindex | waisdoc
import type { WaisurlNode } from "../../generated/rfc1738.js";
import {
  decode,
  portFields,
  writeHostport,
  type Decoded,
  type HostFields,
  type PortFields,
  type UrlBase,
} from "./components.js";

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
export type WaisUrl = UrlBase<"wais", "wais"> &
  HostFields &
  PortFields & {
    /** The database as written. */
    readonly database: string;
  } & WaisForm;

export function toWaisUrl(node: WaisurlNode, rawScheme: string): WaisUrl {
  const base = {
    kind: "wais",
    scheme: "wais",
    rawScheme,
    host: node.hostport.host.text,
    hostKind: node.hostport.host.type,
    ...portFields("wais", node.hostport.port),
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

export function serializeWais(url: WaisUrl): string {
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
