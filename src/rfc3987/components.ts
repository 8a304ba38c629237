// RFC 3987 components: an IRI reference read as RFC 3986's components are
// (src/rfc3986/components.ts), in RFC 3987's vocabulary: the kinds "IRI" and
// "irelative-ref", the path forms "ipath-abempty" ... "ipath-empty", and a
// host of the kinds "IP-literal", "IPv4address" and "ireg-name". Every field
// holds the text as written (still percent-encoded; characters of ucschar
// and iprivate as themselves).
import type { IHostNode, IRIReferenceNode } from "../../generated/rfc3987.js";
import { referenceOf, type Rfc3986Reference } from "../rfc3986/components.js";

/** ihost (section 2.2), as the grammar found it: which alternative matched and its text. */
export type Rfc3987Host = IHostNode;

/** An RFC 3986 reference's type in RFC 3987's vocabulary. */
export type InIriTerms<R> = R extends {
  readonly kind: infer K;
  readonly pathForm: infer P extends string;
  readonly host: infer H;
}
  ? Omit<R, "kind" | "pathForm" | "host"> & {
      readonly kind: K extends "URI" ? "IRI" : "irelative-ref";
      readonly pathForm: `i${P}`;
      readonly host: [H] extends [undefined] ? undefined : Rfc3987Host;
    }
  : never;

/** An IRI reference: `IRI-reference = IRI / irelative-ref` (section 2.2). */
export type Rfc3987Reference = InIriTerms<Rfc3986Reference>;

/** Maps what IRI_reference returned to the typed components. */
export function toReference(node: IRIReferenceNode): Rfc3987Reference {
  return referenceOf(node) as Rfc3987Reference;
}

/**
 * The offset of the first bidirectional formatting character that section
 * 4.1 forbids in an IRI ("IRIs MUST NOT contain bidirectional formatting
 * characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)"), or -1. ucschar holds
 * them, so the grammar does not refuse them; the dialect does. Every parse
 * asks, and almost every answer is -1: one range that holds the seven
 * (U+200E to U+202E) is tested first, sooner than the seven themselves (on
 * the benchmark's URLs as read, two-byte strings, 51 ns a URL against 67;
 * on one-byte strings both 15 ns), and only input with a character of the
 * range is searched for them.
 */
export function bidiFormattingAt(input: string): number {
  return AROUND_BIDI_FORMATTING.test(input)
    ? input.search(BIDI_FORMATTING)
    : -1;
}

const BIDI_FORMATTING = /[\u200e\u200f\u202a-\u202e]/;
const AROUND_BIDI_FORMATTING = /[\u200e-\u202e]/;

/** What an error at a bidirectional formatting character says was expected. */
export const NO_BIDI_FORMATTING =
  "no bidirectional formatting character (section 4.1)";
