// GOPHER (section 3.4): gopher://<host>:<port>/<gopher-path>, where the
// gopher-path is <gtype><selector>, or <gtype><selector>%09<search>, or
// <gtype><selector>%09<search>%09<gopher+_string>.
//   gopherurl = "gopher://" hostport [ / [ gtype [ selector
//               [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { GopherurlNode } from "../../../generated/rfc1738.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  decodeOptional,
  normalHostport,
  hostportFields,
  rawSchemeOf,
  writeHostport,
  type Decoded,
  type HostportUrl,
} from "../components.js";

/** Section 3.4: with no gopher-path, "the <gtype> defaults to "1"". */
export const DEFAULT_GTYPE = "1";

/**
 * A gopherurl; the port defaults to 70. The selector ends at the first "%09"
 * when what follows reads as search [ "%09" gopher+_string ] (a Gopher selector
 * holds no tab, section 3.4); otherwise the whole rest is the selector, which
 * the BNF also allows (see the grammar's gopher_path).
 */
export type GopherUrl = HostportUrl<"gopher"> & {
  /** The gopher-path as written, after the "/"; undefined without "/". Serialize writes it back. */
  readonly path: string | undefined;
  /** The gtype as written (one xchar, an escape stays escaped), or "1" when the URL has none. */
  readonly gtype: string;
  readonly gtypeDefaulted: boolean;
  /** The selector as written; "" when the URL has none. */
  readonly selector: string;
  /** The search, after the first "%09"; undefined without it. */
  readonly search: string | undefined;
  /** The gopher+_string, after the second "%09"; undefined without it. */
  readonly gopherPlus: string | undefined;
  readonly decoded: {
    readonly gtype: Decoded;
    readonly selector: Decoded;
    readonly search: Decoded | undefined;
    readonly gopherPlus: Decoded | undefined;
  };
};

export function toUrl(node: GopherurlNode, input: string): GopherUrl {
  const path = node.path;
  const gtype = path?.gtype ?? null;
  const selector = path?.selector ?? "";
  const search = path?.search ?? undefined;
  const gopherPlus = path?.gopherPlus ?? undefined;
  return {
    kind: "gopher",
    scheme: "gopher",
    rawScheme: rawSchemeOf(input, "gopher"),
    ...hostportFields("gopher", node.hostport),
    path: path?.text ?? undefined,
    gtype: gtype ?? DEFAULT_GTYPE,
    gtypeDefaulted: gtype === null,
    selector,
    search,
    gopherPlus,
    decoded: {
      gtype: decode(gtype ?? DEFAULT_GTYPE),
      selector: decode(selector),
      search: decodeOptional(search),
      gopherPlus: decodeOptional(gopherPlus),
    },
  };
}

export function serialize(url: GopherUrl): string {
  const result = `${url.rawScheme}://${writeHostport(url)}`;
  return url.path === undefined ? result : `${result}/${url.path}`;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["host", "string"],
  ["rawPort", "string?"],
  ["path", "string?"],
];

export function normalize(url: GopherUrl): GopherUrl {
  // Section 3.4: with no gopher-path (no "/", or nothing after it) "the
  // <gtype> defaults to "1"": "gopher://h" and "gopher://h/" are
  // "gopher://h/1", written with it.
  return {
    ...normalHostport(url),
    ...(url.path === undefined || url.path === ""
      ? { path: DEFAULT_GTYPE, gtypeDefaulted: false }
      : {}),
  };
}

/**
 * 3.4: `gopher://<host>:<port>/<gtype><selector>%09<search>%09<gopher+_string>`;
 * each part needs the one before it (an empty selector is one). The gtype
 * is one character. A selector or search holds no tab: "%09" ends it.
 */
export const FORMAT: SchemeFormat = {
  parts: [
    "scheme",
    "host",
    "port",
    "gtype",
    "selector",
    "search",
    "gopherPlus",
  ],
  write(p) {
    // gopherurl = "gopher://" hostport [ / [ gtype [ selector
    //             [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
    p.needs("selector", "gtype", "a selector stands only after a gtype");
    p.needs("search", "selector", "a search stands only after a selector");
    p.needs(
      "gopherPlus",
      "search",
      "a gopher+_string stands only after a search",
    );
    const gtype = p.text("gtype");
    // gtype = xchar: one character, escaped if need be
    if (gtype !== undefined && (gtype.length !== 1 || gtype >= "\u0080"))
      p.invalid(
        "gtype",
        `${JSON.stringify(gtype)} is not one character of ASCII (gtype = xchar)`,
      );
    for (const name of ["selector", "search"])
      if (p.text(name)?.includes("\t"))
        p.invalid(name, `a ${name} holds no tab: "%09" ends it`);
    const written = [
      p.escaped("gtype", "selector"),
      p.escaped("selector", "selector"),
      p.escaped("search", "search"),
      p.escaped("gopherPlus", "gopher_plus_string"),
    ];
    const given = written.filter((part) => part !== undefined);
    return (
      `//${p.hostport()}` +
      (given.length === 0 ? "" : `/${given[0]}${given.slice(1).join("%09")}`)
    );
  },
};
