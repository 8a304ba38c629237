// Every deliberate difference between a dialect's PEG grammar and its RFC's
// BNF, in one place. The agreement tests hold each grammar to its RFC's BNF
// with these entries applied, and to nothing else: a difference that is not
// listed here fails, and an entry whose examples show no difference fails too.
//
// An entry rewrites rules of the BNF into the language the grammar gives them,
// in the notation of the dialect's file in grammars/bnf/ (RFC 822 BNF or ABNF,
// see bnf.ts). A rule defined in `bnf` replaces the RFC's rule of that name
// for the recognizer and the sentence generator; a name the RFC lacks is an
// auxiliary rule of the entry. The
// examples are strings of `rule` (the entry's main rule, under its BNF name)
// on which the grammar and the RFC's own BNF disagree, in each direction.
//
// For example, RFC 1738's scheme case would be the entry with id
// "rfc1738: scheme case", rule "scheme", bnf
// 'scheme = 1*[ lowalpha | hialpha | digit | "+" | "-" | "." ]', pegOnly
// ["HTTP"], bnfOnly [] and, as why, section 2.1's "programs interpreting URLs
// should treat upper case letters as equivalent to lower case in scheme names"
// (test/proof/deviations.test.ts applies such an entry to a small BNF).
//
// RFC 2732 has one, in RFC 2373's IPv6address (grammars/rfc2732.peggy says why).
// RFC 3987 and RFC 6874 have none (section 4.1 of RFC 3987, which forbids
// characters its ABNF admits, is left to the dialect: grammars/rfc3987.peggy).
// RFC 2396 has none: its grammar's RFC rules accept exactly Appendix A's
// language. The "?y" reference of Appendix C, which the BNF rejects, lives in
// the helper rule lenient_URI_reference, outside the RFC's rules.
import type { ProofDialectName } from "./dialects";

export interface Deviation {
  /** "<dialect>: <what>", e.g. "rfc1738: scheme case". */
  readonly id: `${ProofDialectName}: ${string}`;
  /** The BNF rule (RFC spelling) whose language the grammar changes. */
  readonly rule: string;
  /** The rule(s) as the grammar reads them, in the notation of the dialect's grammar file. */
  readonly bnf: string;
  /** The reason, quoting the RFC where it gives one. */
  readonly why: string;
  /** Members of `rule` for the grammar that the RFC's BNF rejects. */
  readonly pegOnly: readonly string[];
  /** Members of `rule` for the RFC's BNF that the grammar rejects. */
  readonly bnfOnly: readonly string[];
}

export const DEVIATIONS: readonly Deviation[] = [
  {
    id: 'rfc2732: an IPv4address right after the "::" of an IPv6address',
    rule: "IPv6address",
    bnf: 'IPv6address = hexpart [ ":" IPv4address ] | [ hexseq ] "::" IPv4address',
    why:
      'RFC 2373 Appendix B\'s grammar cannot derive ::192.9.5.5 (the ":" ' +
      'before its IPv4address follows a hexpart, so after "::" it would ' +
      'need ":::"), yet RFC 2732 section 2 writes http://[::192.9.5.5]/ipng ' +
      "and RFC 2373 section 2.2 the address ::13.1.68.3.",
    pegOnly: ["::192.9.5.5", "::13.1.68.3", "1080::1.2.3.4", "1:2::255.0.0.1"],
    bnfOnly: [],
  },
];

/** The dialect an entry belongs to. */
export function dialectOf(deviation: Deviation): ProofDialectName {
  return deviation.id.slice(0, deviation.id.indexOf(":")) as ProofDialectName;
}
