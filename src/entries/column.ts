// What compare and the command line read of a dialect (or of a grammar
// compiled at run time): its column's functions and options, and the helpers
// that build them. Each dialect's entry is a module of its own
// (src/entries/NAME.ts), so that the command line loads only the dialects it
// is asked for; src/compare.ts gathers them all.
import type { DialectName, GrammarName } from "../errors.js";
import type { GenericComponents } from "../generic.js";
import type { ParseTree } from "../shared/tree.js";

/** A component value as compare shows it. */
export type ComponentValue = string | number | boolean | undefined;

/** The components of one dialect, flattened to named values, in the dialect's own vocabulary. */
export type ComponentView = Readonly<Record<string, ComponentValue>>;

/** An option of a dialect's function, as the command line offers it. */
export type OptionSpec =
  | { readonly name: string; readonly kind: "boolean" }
  | {
      readonly name: string;
      readonly kind: "choice";
      readonly choices: readonly string[];
    };

/** Option values, checked against the function's OptionSpecs by the caller. */
export type OptionValues = Readonly<Record<string, boolean | string>>;

/**
 * One column as compare, and the commands parse, tree and check, read it: a
 * dialect, or a grammar compiled at run time (url-grammars/variant).
 */
export interface ColumnEntry {
  readonly name: GrammarName;
  /** "RFC 2396", or a variant's name */
  readonly title: string;
  /** The dialect's `parse`: its typed components, whole (a variant without a base: its start rule's value); throws UrlSyntaxError. */
  readonly parse: (input: string) => unknown;
  /** Parses and flattens the components; throws UrlSyntaxError. */
  readonly view: (input: string) => ComponentView;
  /** `JSON.stringify(view(input))`, written without building the view (check's bulk output). */
  readonly viewJson: (input: string) => string;
  /**
   * The RFC's own splitting algorithm on any string (RFC 1808 section 2.4,
   * Appendix B of RFC 2396 and RFC 3986), its components flattened with
   * `inGrammar`; or why the RFC has none (RFC 1738).
   */
  readonly split:
    | ((input: string) => ComponentView)
    | { readonly defined: false; readonly reason: string };
  /**
   * Parses and maps the components to RFC 3986's vocabulary (src/generic.ts);
   * throws UrlSyntaxError. Undefined for a variant without a typed layer.
   */
  readonly generic: ((input: string) => GenericComponents) | undefined;
  /** The dialect's resolve, or why its RFC has none. */
  readonly resolve:
    | ((base: string, reference: string, options?: OptionValues) => string)
    | { readonly defined: false; readonly reason: string };
  /** The RFC's rule names, each a start rule. */
  readonly rules: readonly string[];
  /** The parse tree from `rule` (default: the dialect's whole-URL rule). */
  readonly tree: (input: string, rule?: string) => ParseTree;
}

/** One dialect as compare and the command line use it. */
export interface DialectEntry extends ColumnEntry {
  readonly name: DialectName;
  /** Parses and maps the components to RFC 3986's vocabulary (src/generic.ts); throws UrlSyntaxError. */
  readonly generic: (input: string) => GenericComponents;
  /** The dialect's relativize (its options are resolve's), or why its RFC has none. */
  readonly relativize:
    | ((base: string, target: string, options?: OptionValues) => string)
    | { readonly defined: false; readonly reason: string };
  /** The options of `resolve`. */
  readonly resolveOptions: readonly OptionSpec[];
  readonly normalize: (input: string, options?: OptionValues) => string;
  readonly equivalent: (
    a: string,
    b: string,
    options?: OptionValues,
  ) => boolean;
  /** The options of `normalize` and `equivalent`. */
  readonly normalizeOptions: readonly OptionSpec[];
  /** Escapes `text` for `component`, one of `escapeComponents` (else a TypeError). */
  readonly escape: (text: string, component: string) => string;
  readonly escapeComponents: readonly string[];
  readonly unescape: (text: string) => string;
}

/** The fields of a typed component object that hold a single value, in order. */
export function primitiveFields(components: object): ComponentView {
  const view: Record<string, ComponentValue> = {};
  for (const [key, value] of Object.entries(components)) {
    if (
      value === undefined ||
      typeof value === "string" ||
      typeof value === "number" ||
      typeof value === "boolean"
    ) {
      view[key] = value;
    }
  }
  return view;
}

/** The keys of a record that names every member of a union: a list the compiler checks is whole. */
export function every<K extends string>(
  members: Readonly<Record<K, true>>,
): K[] {
  return Object.keys(members) as K[];
}

/** Boolean options, by the names the dialect's options type gives them. */
export function booleanOptions<O extends object>(
  ...names: readonly (keyof O & string)[]
): OptionSpec[] {
  return names.map((name) => ({ name, kind: "boolean" }));
}

// The option values the command line passes are built from these specs only
// (src/cli/args.ts checks each name and value), so they have the option
// types' shapes; the casts in each dialect's entry say so.

/** A character that sends a string through JSON.stringify: one JSON escapes (a quote, backslash or control), or DEL or a non-ASCII character (JSON escapes a lone surrogate). */
const ESCAPED = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;

/**
 * `JSON.stringify(primitiveFields(components))`, written directly: the keys
 * are the dialects' field names (identifiers), and a component is text the
 * grammar accepted, which seldom holds a character JSON escapes (such text
 * goes through JSON.stringify). The typed layers' fields read on first read
 * (`segments`, and RFC 1738's `decoded`: src/shared/segments-on-read.ts) hold
 * an array or an object, which the view leaves out: they are not read, so
 * that nothing is built for them.
 *
 * With `grammarText` false, each string is tested for characters JSON
 * escapes (a grammar of the user's may accept any). With it true, none is:
 * every string field of the RFC dialects' references is a span of the text
 * their grammar accepted, or a constant, or such text with its letters folded
 * to lowercase, and none of the five RFCs' character classes holds a quote, a
 * backslash, a control character or a surrogate (test/compare.test.ts checks
 * this on generated strings holding them, raw and percent-encoded); the test
 * cost about half of this function's time (1.3 µs a reference on the corpus).
 */
export function primitiveJson(
  components: object,
  grammarText: boolean,
): string {
  const keys = Object.keys(components);
  let json = "{";
  let comma = "";
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (key === "segments" || key === "decoded") continue;
    const value = (components as Record<string, unknown>)[key];
    if (typeof value === "string")
      json += `${comma}"${key}":${grammarText || !ESCAPED.test(value) ? `"${value}"` : JSON.stringify(value)}`;
    else if (typeof value === "number")
      json += `${comma}"${key}":${JSON.stringify(value)}`;
    else if (typeof value === "boolean") json += `${comma}"${key}":${value}`;
    else continue;
    comma = ",";
  }
  return `${json}}`;
}
