// The one face a dialect shows. `Dialect` is its module's typed functions:
// each dialect module checks itself against it at compile time
// (`satisfies`). `DialectEntry` is the same dialect as compare, diff, the
// command line and the page read it: those functions with their types erased
// to strings and option records, and its column (what compare shows of a
// parsed value). Each dialect's column is written in its own folder
// (src/rfcNNNN/column.ts), a module apart, so that the command line loads
// only the dialects it is asked for (src/cli/dialects.ts); a grammar compiled
// at run time shows the part of the face it can (ColumnEntry,
// src/variant-face.ts's variantColumn).
import {
  DIALECT_NAMES,
  type DialectName,
  type GrammarName,
  type UrlSyntaxError,
} from "./errors.js";
import type { FormatParts } from "./shared/format.js";
import type { GenericComponents } from "./shared/generic-components.js";
import type { ParseTree, TreeOptions } from "./shared/tree.js";

/** The outcome of `tryParse`: the components, or the error `parse` would throw. */
export type ParseResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: UrlSyntaxError };

/** `resolve` of a dialect whose RFC defines relative references. */
export type Resolver<ResolveOptions> = (
  base: string,
  reference: string,
  options?: ResolveOptions,
) => string;

/**
 * What a dialect has in place of `resolve` when its RFC defines no relative
 * form (RFC 1738): a typed absence, with the reason to show.
 */
export interface NotDefined {
  readonly defined: false;
  readonly reason: string;
}

/** `resolve` of a dialect whose RFC defines no relative form. */
export type ResolveNotDefined = NotDefined;

export interface Dialect<
  Name extends DialectName,
  Rule extends string,
  Components,
  ResolveOptions,
  NormalizeOptions,
  EscapeComponent extends string,
  Resolve extends Resolver<ResolveOptions> | ResolveNotDefined =
    Resolver<ResolveOptions>,
  Split extends
    ((input: string) => { readonly inGrammar: boolean }) | NotDefined = (
    input: string,
  ) => { readonly inGrammar: boolean },
  Parts extends object = FormatParts,
> {
  readonly name: Name;
  /** Every rule of the RFC's BNF, under the RFC's names: each is a start rule. */
  readonly rules: readonly Rule[];
  /** The typed components of a reference; throws UrlSyntaxError outside the grammar. */
  parse(input: string): Components;
  tryParse(input: string): ParseResult<Components>;
  /** Whether `input` is a member of `rule`'s language (by default the whole reference). */
  isValid(input: string, rule?: Rule): boolean;
  /** What the grammar's rule returns, started at that rule. */
  parseRule(rule: Rule, input: string): unknown;
  serialize(components: Components): string;
  /**
   * A reference built from its unescaped parts, each escaped for where it
   * stands, that reads back as those parts; UrlFormatError names a part that
   * cannot stand where it was put.
   */
  format(parts: Parts): string;
  /** Resolution of a relative reference, or why the RFC has none. */
  readonly resolve: Resolve;
  /**
   * The shortest reference that `resolve` maps to the target (the target
   * first resolved against the base), or, with no `resolve`, why not.
   */
  readonly relativize: Resolve;
  /**
   * The RFC's own splitting algorithm, on any string: the components it
   * yields and whether the string is also in the grammar; or why the RFC has
   * none. Never throws on a string.
   */
  readonly split: Split;
  normalize(input: string, options?: NormalizeOptions): string;
  equivalent(a: string, b: string, options?: NormalizeOptions): boolean;
  escape(text: string, component: EscapeComponent): string;
  unescape(text: string): string;
  /** The compact parse tree, or with `{ detail: true }` the whole derivation; UrlTreeLimitError past the node limit. */
  tree(input: string, rule?: Rule, options?: TreeOptions): ParseTree<Rule>;
}

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
 * What a column reads of a string, once, and what it shows of that reading:
 * each dialect's column (src/rfcNNNN/column.ts) writes these, and `columnOf`
 * derives the functions that take a string from them. compare and diff parse
 * each string once (`tryParse`) and hand the value to the others.
 */
export interface ColumnReader<
  Parsed,
  Generic extends GenericComponents | undefined = GenericComponents | undefined,
> {
  readonly name: GrammarName;
  /** "RFC 2396", or a variant's name */
  readonly title: string;
  /** The dialect's `parse`: its typed components, whole (a variant without a base: its start rule's value); throws UrlSyntaxError. */
  parse(input: string): Parsed;
  /** `parse`'s value, or the error it would throw (built when first read). */
  tryParse(input: string): ParseResult<Parsed>;
  /** The components of a parsed value, flattened to named values. */
  viewOf(parsed: Parsed): ComponentView;
  /** `JSON.stringify(viewOf(parsed))`, written without building the view (check's bulk output). */
  viewJsonOf(parsed: Parsed): string;
  /**
   * A parsed value's components in RFC 3986's vocabulary (the dialect's
   * components.ts or column.ts maps them; `input` is the string parsed).
   * Undefined for a variant without a typed layer.
   */
  genericOf(parsed: Parsed, input: string): Generic;
}

/** A reader with the functions on a string made from it. */
export function columnOf<Parsed, Generic extends GenericComponents | undefined>(
  reader: ColumnReader<Parsed, Generic>,
): ColumnReader<Parsed, Generic> & {
  readonly view: (input: string) => ComponentView;
  readonly viewJson: (input: string) => string;
  readonly generic: (input: string) => Generic;
} {
  return {
    ...reader,
    view: (input) => reader.viewOf(reader.parse(input)),
    viewJson: (input) => reader.viewJsonOf(reader.parse(input)),
    generic: (input) => reader.genericOf(reader.parse(input), input),
  };
}

/**
 * One column as compare, diff and the commands parse, tree and check read
 * it: a dialect, or a grammar compiled at run time (url-grammars/variant).
 */
export interface ColumnEntry extends ColumnReader<unknown> {
  /** Parses and flattens the components; throws UrlSyntaxError. */
  readonly view: (input: string) => ComponentView;
  /** `JSON.stringify(view(input))`, written without building the view (check's bulk output). */
  readonly viewJson: (input: string) => string;
  /**
   * The RFC's own splitting algorithm on any string (RFC 1808 section 2.4,
   * Appendix B of RFC 2396 and RFC 3986), its components flattened with
   * `inGrammar`; or why the RFC has none (RFC 1738).
   */
  readonly split: ((input: string) => ComponentView) | NotDefined;
  /** Parses and maps the components to RFC 3986's vocabulary; throws UrlSyntaxError. Undefined for a variant without a typed layer. */
  readonly generic: ((input: string) => GenericComponents) | undefined;
  /** The dialect's resolve, or why its RFC has none. */
  readonly resolve:
    | ((base: string, reference: string, options?: OptionValues) => string)
    | NotDefined;
  /**
   * `resolve(base, reference)`, the reference as `tryParse` read it (so
   * that compare reads each string once): the same string, or the same
   * error (the base's first, as resolve throws them). Absent where the
   * column has no such reading (a grammar compiled at run time).
   */
  readonly resolveRead?: (
    base: string,
    reference: string,
    read: ParseResult<unknown>,
  ) => string;
  /** The RFC's rule names, each a start rule. */
  readonly rules: readonly string[];
  /** The parse tree from `rule` (default: the dialect's whole-URL rule). */
  readonly tree: (input: string, rule?: string) => ParseTree;
}

/** The Dialect face with its types erased: names and rules as strings, options as the command line's records. */
type ErasedDialect = Dialect<
  DialectName,
  string,
  unknown,
  OptionValues,
  OptionValues,
  string,
  Resolver<OptionValues> | NotDefined
>;

/**
 * A dialect as compare, diff, the command line and the page use it: its
 * module's functions (the Dialect face above, its types erased; `resolve`,
 * `split` and `tree` as ColumnEntry has them), the options the command line
 * offers, and its column.
 */
export interface DialectEntry
  extends
    ColumnEntry,
    Pick<
      ErasedDialect,
      "relativize" | "normalize" | "equivalent" | "escape" | "unescape"
    > {
  readonly name: DialectName;
  genericOf(parsed: unknown, input: string): GenericComponents;
  readonly generic: (input: string) => GenericComponents;
  /**
   * The components of `genericOf(parse(input), input)`, read straight from
   * the grammar's node (no typed value, no error built), or undefined where
   * `parse` throws: what diff reads of each line. (The object may hold more:
   * RFC 2396's and RFC 3986's hold what their resolve reads.)
   */
  readonly readGeneric: (input: string) => GenericComponents | undefined;
  /** The options of `resolve` (and of `relativize`). */
  readonly resolveOptions: readonly OptionSpec[];
  /** The options of `normalize` and `equivalent`. */
  readonly normalizeOptions: readonly OptionSpec[];
  /** The components `escape` takes (another is a TypeError). */
  readonly escapeComponents: readonly string[];
}

/**
 * The dialect named `name` ("rfc2396") or numbered ("2396"), found by
 * `entry` (compare's loaded list, or the command line's loader); undefined
 * for any other name.
 */
export function findDialect(
  name: string,
  entry: (name: DialectName) => DialectEntry,
): DialectEntry | undefined {
  const wanted = name.startsWith("rfc") ? name : `rfc${name}`;
  return (DIALECT_NAMES as readonly string[]).includes(wanted)
    ? entry(wanted as DialectName)
    : undefined;
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
