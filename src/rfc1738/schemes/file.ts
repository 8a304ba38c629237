// FILE (section 3.10): file://<host>/<path>
//   fileurl = "file://" [ host | "localhost" ] "/" fpath
// Its typed URL, its text written back, its normal form and its format (see
// schemes/index.ts).
import type { FileurlNode } from "../../../generated/rfc1738.js";
import { onFirstRead } from "../../shared/segments-on-read.js";
import type { SchemeFormat } from "../format.js";
import type { RawFields } from "../serialize.js";
import {
  decode,
  defineSegments,
  rawSchemeOf,
  type Decoded,
  type UrlBase,
} from "../components.js";

/**
 * Which host a fileurl names: none ("file:///path"), the literal "localhost"
 * (section 3.10: "the machine from which the URL is being interpreted"), or a
 * hostname or hostnumber.
 */
export type FileHostKind = "empty" | "localhost" | "hostname" | "hostnumber";

/** A fileurl. It has no port. */
export type FileUrl = UrlBase<"file", "file"> & {
  /** The host as written; "" when the URL names none. */
  readonly host: string;
  readonly hostKind: FileHostKind;
  /** The fpath, after the "/" (which is always there). */
  readonly path: string;
  /** The fsegments of the path. */
  readonly segments: readonly string[];
  readonly decoded: { readonly segments: readonly Decoded[] };
};

// segments (components.ts) and decoded are accessors computed on first read
// (see src/shared/segments-on-read.ts): a parse builds neither unless they
// are read.
const defineDecoded = onFirstRead("decoded", (url: FileUrl) => ({
  segments: url.segments.map(decode),
}));

export function toUrl(node: FileurlNode, input: string): FileUrl {
  const url = {
    kind: "file",
    scheme: "file",
    rawScheme: rawSchemeOf(input, "file"),
    host: node.host?.text ?? "",
    hostKind: node.host?.type ?? "empty",
    path: node.path,
  } as const;
  defineSegments(url as unknown as FileUrl);
  defineDecoded(url as unknown as FileUrl);
  return url as unknown as FileUrl;
}

export function serialize(url: FileUrl): string {
  return `${url.rawScheme}://${url.host}/${url.path}`;
}

export const RAW_FIELDS: RawFields = [
  ["rawScheme", "string"],
  ["host", "string"],
  ["path", "string"],
];

export function normalize(url: FileUrl): FileUrl {
  const rawScheme = url.scheme;
  // Section 3.10: "As a special case, <host> can be the string
  // "localhost" or the empty string; this is interpreted as `the machine
  // from which the URL is being interpreted'": one machine, written empty.
  const host = url.host.toLowerCase();
  return host === "localhost"
    ? { ...url, rawScheme, host: "", hostKind: "empty" }
    : { ...url, rawScheme, host };
}

/** 3.10: `file://<host>/<path>`; no host (or "") names none. */
export const FORMAT: SchemeFormat = {
  parts: ["scheme", "host", "path"],
  write(p) {
    // fileurl = "file://" [ host | "localhost" ] "/" fpath
    const given = p.text("host");
    const written =
      given === undefined || given === "" || given === "localhost"
        ? (given ?? "")
        : p.host();
    const fpath = p.path("path", "fsegment");
    if (fpath === undefined) p.required("path", "a file URL");
    return `//${written}/${String(fpath)}`;
  },
};
