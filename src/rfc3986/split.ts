// RFC 3986 Appendix B, "Parsing a URI Reference with a Regular Expression":
// the expression of RFC 2396's Appendix B again (src/shared/appendix-b.ts),
// "for breaking-down a well-formed URI reference into its components", here
// applied to any string.
import type { AppendixBSplit } from "../shared/appendix-b.js";

/** The components Appendix B yields, and whether the string is also a URI-reference. */
export type Rfc3986Split = AppendixBSplit;
