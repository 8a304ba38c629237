// FILE (section 3.10): file://<host>/<path>
//   fileurl = "file://" [ host | "localhost" ] "/" fpath
import type { FileurlNode } from "../../generated/rfc1738.js";
import { onFirstRead } from "../shared/segments-on-read.js";
import {
  decode,
  splitSegments,
  type Decoded,
  type UrlBase,
} from "./components.js";

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

// segments and decoded are accessors computed on first read (see
// src/shared/segments-on-read.ts): a parse builds neither unless they are read.
const defineSegments = onFirstRead("segments", (url: FileUrl) =>
  splitSegments(url.path),
);
const defineDecoded = onFirstRead("decoded", (url: FileUrl) => ({
  segments: url.segments.map(decode),
}));

export function toFileUrl(node: FileurlNode, rawScheme: string): FileUrl {
  const url = {
    kind: "file",
    scheme: "file",
    rawScheme,
    host: node.host?.text ?? "",
    hostKind: node.host?.type ?? "empty",
    path: node.path,
  } as const;
  defineSegments(url as unknown as FileUrl);
  defineDecoded(url as unknown as FileUrl);
  return url as unknown as FileUrl;
}

export function serializeFile(url: FileUrl): string {
  return `${url.rawScheme}://${url.host}/${url.path}`;
}
