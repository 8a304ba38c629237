// RFC 3986 components: the typed view of a URI reference, and the mapping from
// what the grammar's structural rules return (generated/rfc3986.d.ts).
//
// Every field holds raw text, as it appears in the reference (still
// percent-encoded). `undefined` means the component's delimiter is absent; ""
// means the delimiter is present with nothing after it (section 5.3: "we are
// careful to preserve the distinction between a component that is undefined
// ... and a component that is empty").
import type { GenericComponents } from "../shared/generic-components.js";
import { segmentsOnRead } from "../shared/segments-on-read.js";
import type {
  HostNode,
  IPLiteralNode,
  IPvFutureNode,
  URIReferenceNode,
} from "../../generated/rfc3986.js";
import type { IRIReferenceNode } from "../../generated/rfc3987.js";
import type { URIReferenceNode as Rfc6874Node } from "../../generated/rfc6874.js";
import type { Rfc3987Reference } from "../rfc3987/components.js";
import type { Rfc6874Reference } from "../rfc6874/components.js";

/**
 * host (section 3.2.2), as the grammar found it: which alternative matched
 * and its text. An IP-literal's text keeps its brackets; its `ipLiteral` says
 * what stands between them.
 */
export type Rfc3986Host = HostNode;
/** What an IP-literal holds: an IPv6address, or an IPvFuture with its version. */
export type Rfc3986IPLiteral = IPLiteralNode;
export type Rfc3986IPvFuture = IPvFutureNode;

/** An authority component (section 3.2): `[ userinfo "@" ] host [ ":" port ]`. */
export interface Rfc3986Authority {
  /** The authority's text, as written after "//". */
  readonly authority: string;
  /** undefined without "@"; "" for "@host". */
  readonly userinfo: string | undefined;
  readonly host: Rfc3986Host;
  /** undefined without ":"; "" for "host:"; otherwise the digits as written. */
  readonly port: string | undefined;
}

/** No "//": the reference has no authority component. */
export interface Rfc3986NoAuthority {
  readonly authority: undefined;
  readonly userinfo: undefined;
  readonly host: undefined;
  readonly port: undefined;
}

/** What every reference has after its authority. */
interface PathQueryFragment {
  /** The path component (never undefined, maybe empty), as written. */
  readonly path: string;
  /**
   * The path's segments (section 3.3): the text between its "/"s. [] for the
   * empty path; the "/" that begins a path is no segment ("/" is [""]).
   */
  readonly segments: readonly string[];
  /** undefined without "?". */
  readonly query: string | undefined;
  /** undefined without "#". */
  readonly fragment: string | undefined;
}

/** `URI = scheme ":" hier-part ...` where hier-part is `"//" authority path-abempty`. */
export interface Rfc3986URIWithAuthority
  extends Rfc3986Authority, PathQueryFragment {
  readonly kind: "URI";
  readonly scheme: string;
  readonly pathForm: "path-abempty";
}

/** `URI = scheme ":" hier-part ...` where hier-part is a path alone. */
export interface Rfc3986URIWithoutAuthority
  extends Rfc3986NoAuthority, PathQueryFragment {
  readonly kind: "URI";
  readonly scheme: string;
  readonly pathForm: "path-absolute" | "path-rootless" | "path-empty";
}

/** `relative-ref` where relative-part is `"//" authority path-abempty`: a network-path reference (section 4.2). */
export interface Rfc3986RelativeRefWithAuthority
  extends Rfc3986Authority, PathQueryFragment {
  readonly kind: "relative-ref";
  readonly scheme: undefined;
  readonly pathForm: "path-abempty";
}

/**
 * `relative-ref` where relative-part is a path alone: an absolute-path
 * reference (path-absolute) or a relative-path reference (path-noscheme,
 * path-empty), section 4.2.
 */
export interface Rfc3986RelativeRefWithoutAuthority
  extends Rfc3986NoAuthority, PathQueryFragment {
  readonly kind: "relative-ref";
  readonly scheme: undefined;
  readonly pathForm: "path-absolute" | "path-noscheme" | "path-empty";
}

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`. */
export type Rfc3986URI = Rfc3986URIWithAuthority | Rfc3986URIWithoutAuthority;

/** `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`. */
export type Rfc3986RelativeRef =
  Rfc3986RelativeRefWithAuthority | Rfc3986RelativeRefWithoutAuthority;

/**
 * A URI reference under RFC 3986: `URI-reference = URI / relative-ref`.
 * `kind` says which; `pathForm` names the path rule that matched, which only
 * combines as the grammar allows (path-abempty with an authority, and only
 * then; path-rootless in a URI, path-noscheme in a relative-ref).
 */
export type Rfc3986Reference = Rfc3986URI | Rfc3986RelativeRef;

/**
 * A reference of RFC 3986's grammar or of a grammar that amends it (RFC
 * 3987's, RFC 6874's): each has what RFC 3986's functions read, the five
 * components and the host's alternative and text, under RFC 3986's names.
 */
export type Rfc3986FamilyReference =
  Rfc3986Reference | Rfc3987Reference | Rfc6874Reference;

/** The components in RFC 3986's own generic vocabulary: the host is its text (an IP-literal with its brackets). */
export function genericOf(r: Rfc3986FamilyReference): GenericComponents {
  return {
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: r.host?.text,
    port: r.port,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

/** Any path form, by its rule's name in section 3.3. */
export type Rfc3986PathForm = Rfc3986Reference["pathForm"];

const defineSegments = segmentsOnRead(toSegments);

/** Maps what URI_reference returned to the typed components. */
export function toReference(node: URIReferenceNode): Rfc3986Reference {
  return referenceOf(node) as Rfc3986Reference;
}

/**
 * The nodes of URI_reference in RFC 3986's grammar and of the same rule in a
 * grammar that amends it (RFC 6874's; RFC 3987's IRI_reference, whose tags
 * are its own: "IRI", "irelative-ref", "ipath-abempty", "ireg-name"): an
 * absolute reference has a scheme and a hierPart, a relative one a
 * relativePart; a part's `authority` is null without one.
 */
export type ReferenceNode = URIReferenceNode | IRIReferenceNode | Rfc6874Node;

/** Whether `node` is an absolute reference: RFC 3986's URI, or RFC 3987's IRI. */
function isAbsolute(
  node: ReferenceNode,
): node is Extract<ReferenceNode, { readonly scheme: string }> {
  return node.type === "URI" || node.type === "IRI";
}

/**
 * toReference for the nodes of RFC 3986's grammar and its variants' (see
 * ReferenceNode): the reference's kind and path form are the node's own
 * tags, in the variant's vocabulary.
 */
export function referenceOf(node: ReferenceNode): unknown {
  const absolute = isAbsolute(node);
  const part = absolute ? node.hierPart : node.relativePart;
  const authority = part.authority;
  // One object literal whose keys come in one fixed order (kind, scheme,
  // authority, userinfo, host, port, pathForm, path), so that V8 creates it
  // in one step and every reference shares one shape; then `segments` (an
  // accessor, split from the path when first read, see
  // src/shared/segments-on-read.ts), query and fragment, so that the keys
  // keep their order (JSON.stringify writes segments after path).
  const reference: { [field: string]: unknown; path: string } = {
    kind: node.type,
    scheme: absolute ? node.scheme : undefined,
    authority: authority?.text,
    userinfo: authority?.userinfo ?? undefined,
    host: authority?.host,
    port: authority?.port ?? undefined,
    pathForm: part.pathForm,
    path: part.path,
  };
  defineSegments(reference);
  reference.query = node.query ?? undefined;
  reference.fragment = node.fragment ?? undefined;
  return reference;
}

/**
 * The five components of section 5.2.1 ("parsed into the five main
 * components described in Section 3"), which resolution reads: no segments,
 * nor the parts of the authority: a reference has them (resolution reads
 * what parse gives).
 */
export type Rfc3986ReferenceComponents =
  | Pick<
      Rfc3986URI,
      "kind" | "scheme" | "authority" | "path" | "query" | "fragment"
    >
  | Pick<
      Rfc3986RelativeRef,
      "kind" | "scheme" | "authority" | "path" | "query" | "fragment"
    >;

/**
 * The five components of section 5.2.1, all that resolution reads, and the
 * authority's userinfo, host (its text) and port, and so the reference in
 * RFC 3986's generic vocabulary too (genericOf's, without a typed
 * reference): the node read as `toReference` reads it, without the typed
 * fields and the segments (resolve's fast path, and diff's: no accessor is
 * made for a reference only read).
 */
export function toReferenceComponents(
  node: ReferenceNode,
): Rfc3986ReferenceComponents & GenericComponents {
  // kind: "URI" for an absolute reference, a variant's too (RFC 3987's IRI):
  // what resolution asks of it is whether it has a scheme.
  const absolute = isAbsolute(node);
  const part = absolute ? node.hierPart : node.relativePart;
  const authority = part.authority;
  const components = {
    kind: absolute ? "URI" : "relative-ref",
    scheme: absolute ? node.scheme : undefined,
    authority: authority?.text,
    userinfo: authority?.userinfo ?? undefined,
    host: authority?.host.text,
    port: authority?.port ?? undefined,
    path: part.path,
    query: node.query ?? undefined,
    fragment: node.fragment ?? undefined,
  };
  return components as Rfc3986ReferenceComponents & GenericComponents;
}

/**
 * The segments of a path (section 3.3): `segment *( "/" segment )` after the
 * "/" that may begin it. The grammar has validated the path, and "/" appears
 * in it only between segments, so splitting on it is exact.
 */
export function toSegments(path: string): string[] {
  if (path === "") return [];
  return (path.charCodeAt(0) === 0x2f ? path.slice(1) : path).split("/");
}
