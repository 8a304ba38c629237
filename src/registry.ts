// The dialects, written once: every other list of them (errors' names and
// titles, generate's reference rules, the RFCs' grammars, a run-time
// variant's bases and start rule) is made from this one.
//
// A dialect's name is "rfc" and its RFC's number, and its title "RFC " and
// the number: both are read from the name. Its modules are generated/NAME.*.js
// (the entry parser and its reporting parser, the parser of every rule and
// its reporting parser, the recognizer, the tree build, the BNF text), each
// imported by src/NAME/index.ts (a bundler needs each import written out) and
// bound there by src/shared/bind.ts. A dialect module writes the rules below
// as literals typed by this table, so that a bundle of one of its functions
// carries none of it. The entry rules are the compiler's (compiler/facts.js,
// the one home of what both sides know of a grammar).

import { ENTRY_RULES } from "../compiler/facts.js";

/** The dialects, oldest RFC first. */
export const DIALECT_NAMES = [
  "rfc1738",
  "rfc1808",
  "rfc2396",
  "rfc2732",
  "rfc3986",
  "rfc3987",
  "rfc6874",
] as const;

/** The dialects, by the RFC that defines them. */
export type DialectName = (typeof DIALECT_NAMES)[number];

/** What src/ knows of a dialect's grammar. */
export interface DialectFacts {
  /** The dialect whose grammar this one amends (RFC 2732's is RFC 2396's, RFC 3987's and RFC 6874's RFC 3986's). */
  readonly base?: DialectName;
  /** The rule `parse` stands for, as the grammar names it: the default of isValid and tree. */
  readonly rule: string;
  /** The same rule, as the RFC spells it: the default of `generate` and `conformance`. */
  readonly referenceRule: string;
  /** The start rules of the entry parser (generated/NAME.entry.js); `parse` starts at the first. */
  readonly entryRules: readonly [string, ...string[]];
}

/** Each dialect's facts (built by a call marked pure, so that a bundle that does not read them drops them with the compiler's facts they read). */
export const DIALECTS = /* @__PURE__ */ (() =>
  ({
    rfc1738: {
      rule: "url",
      referenceRule: "url",
      entryRules: ENTRY_RULES.rfc1738,
    },
    rfc1808: {
      rule: "URL",
      referenceRule: "URL",
      entryRules: ENTRY_RULES.rfc1808,
    },
    rfc2396: {
      rule: "URI_reference",
      referenceRule: "URI-reference",
      entryRules: ENTRY_RULES.rfc2396,
    },
    rfc2732: {
      base: "rfc2396",
      rule: "URI_reference",
      referenceRule: "URI-reference",
      entryRules: ENTRY_RULES.rfc2732,
    },
    rfc3986: {
      rule: "URI_reference",
      referenceRule: "URI-reference",
      entryRules: ENTRY_RULES.rfc3986,
    },
    rfc3987: {
      base: "rfc3986",
      rule: "IRI_reference",
      referenceRule: "IRI-reference",
      entryRules: ENTRY_RULES.rfc3987,
    },
    rfc6874: {
      base: "rfc3986",
      rule: "URI_reference",
      referenceRule: "URI-reference",
      entryRules: ENTRY_RULES.rfc6874,
    },
  }) as const satisfies Readonly<Record<DialectName, DialectFacts>>)();

/** Whether `name` is a dialect's (not a run-time variant's). */
export function isDialectName(name: unknown): name is DialectName {
  return (DIALECT_NAMES as readonly unknown[]).includes(name);
}

/** `f` of each dialect, by name. */
export function byDialect<T>(
  f: (name: DialectName) => T,
): Readonly<Record<DialectName, T>> {
  return Object.fromEntries(DIALECT_NAMES.map((n) => [n, f(n)])) as Record<
    DialectName,
    T
  >;
}
