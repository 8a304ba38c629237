// PROSPERO (section 3.11): prospero://<host>:<port>/<hsoname>;<field>=<value>
//   prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
import type { ProsperourlNode } from "../../generated/rfc1738.js";
import { onFirstRead } from "../shared/segments-on-read.js";
import {
  decode,
  portFields,
  splitSegments,
  writeHostport,
  type Decoded,
  type HostFields,
  type PortFields,
  type UrlBase,
} from "./components.js";

/** A fieldspec: ";" fieldname "=" fieldvalue, as written. */
export interface ProsperoField {
  readonly name: string;
  readonly value: string;
}

/** A prosperourl; the port defaults to 1525. */
export type ProsperoUrl = UrlBase<"prospero", "prospero"> &
  HostFields &
  PortFields & {
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

// segments and decoded are accessors computed on first read (see
// src/shared/segments-on-read.ts): a parse builds neither unless they are read.
const defineSegments = onFirstRead("segments", (url: ProsperoUrl) =>
  splitSegments(url.path),
);
const defineDecoded = onFirstRead("decoded", (url: ProsperoUrl) => ({
  segments: url.segments.map(decode),
  fields: url.fields.map(({ name, value }) => ({
    name: decode(name),
    value: decode(value),
  })),
}));

// Built in the order of its keys: a literal, segments, fields, decoded.
export function toProsperoUrl(
  node: ProsperourlNode,
  rawScheme: string,
): ProsperoUrl {
  const url: Record<string, unknown> = {
    kind: "prospero",
    scheme: "prospero",
    rawScheme,
    host: node.hostport.host.text,
    hostKind: node.hostport.host.type,
    ...portFields("prospero", node.hostport.port),
    path: node.path,
  };
  defineSegments(url as unknown as ProsperoUrl);
  url.fields = node.fields.map(({ name, value }) => ({ name, value }));
  defineDecoded(url as unknown as ProsperoUrl);
  return url as unknown as ProsperoUrl;
}

export function serializeProspero(url: ProsperoUrl): string {
  let result = `${url.rawScheme}://${writeHostport(url)}/${url.path}`;
  for (const field of url.fields) result += `;${field.name}=${field.value}`;
  return result;
}
