// GENERATED FILE, do not edit. Types of the RFC's grammar as text.
// Source: grammars/bnf/rfc1808.bnf. Edit it and run `npm run generate`.
/** The notation of grammars/bnf/rfc1808.bnf. */
export declare const notation: "bnf";
/** The text of grammars/bnf/rfc1808.bnf, verbatim. */
export declare const text: string;
