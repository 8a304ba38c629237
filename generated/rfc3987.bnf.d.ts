// GENERATED FILE, do not edit. Types of the RFC's grammar as text.
// Source: grammars/bnf/rfc3987.abnf. Edit it and run `npm run generate`.
/** The notation of grammars/bnf/rfc3987.abnf. */
export declare const notation: "abnf";
/** The text of grammars/bnf/rfc3987.abnf, verbatim. */
export declare const text: string;
