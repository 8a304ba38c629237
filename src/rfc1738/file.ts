// FILE (section 3.10): file://<host>/<path>
//   fileurl = "file://" [ host | "localhost" ] "/" fpath
import type { FileurlNode } from "../../generated/rfc1738.js";
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

export function toFileUrl(node: FileurlNode, rawScheme: string): FileUrl {
  const segments = splitSegments(node.path);
  return {
    kind: "file",
    scheme: "file",
    rawScheme,
    host: node.host?.text ?? "",
    hostKind: node.host?.type ?? "empty",
    path: node.path,
    segments,
    decoded: { segments: segments.map(decode) },
  };
}

export function serializeFile(url: FileUrl): string {
  return `${url.rawScheme}://${url.host}/${url.path}`;
}
