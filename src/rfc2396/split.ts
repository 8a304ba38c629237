// RFC 2396 Appendix B, "Parsing a URI Reference with a Regular Expression":
// what RFC 2396 says to do with any string, valid or not (src/shared/appendix-b.ts).
// RFC 2732 changes nothing there, so the rfc2732 dialect splits the same way.
import type { AppendixBSplit } from "../shared/appendix-b.js";

/**
 * The components Appendix B yields ($2, $4, $5, $7, $9), and whether the
 * string is also a URI-reference of the grammar. An opaque URI's "?" starts a
 * query here, where the grammar keeps it in the opaque_part.
 */
export type Rfc2396Split = AppendixBSplit;
