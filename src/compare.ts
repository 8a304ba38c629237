// compare: what each dialect makes of the same string, side by side, and where
// they disagree. Imports the dialects; no dialect imports this.
import {
  UrlResolutionError,
  UrlSyntaxError,
  type DialectName,
  type GrammarName,
} from "./errors.js";
import * as rfc1738 from "./rfc1738/index.js";
import * as rfc1808 from "./rfc1808/index.js";
import * as rfc2396 from "./rfc2396/index.js";
import * as rfc2732 from "./rfc2732/index.js";
import * as rfc3986 from "./rfc3986/index.js";
import {
  addressedValue,
  fromRfc1738,
  fromRfc1808,
  fromRfc2396,
  fromRfc3986,
  fromWhatwg,
  GENERIC_COMPONENTS,
  type GenericComponents,
} from "./generic.js";
import { own } from "./shared/own.js";
import type { ParseTree } from "./shared/tree.js";
import type { Variant, VariantWithBase } from "./variant-face.js";
import {
  WHATWG_NOTE,
  WHATWG_TITLE,
  whatwgParse,
  type WhatwgFailure,
} from "./whatwg.js";

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
function primitiveFields(components: object): ComponentView {
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
function every<K extends string>(members: Readonly<Record<K, true>>): K[] {
  return Object.keys(members) as K[];
}

/** Boolean options, by the names the dialect's options type gives them. */
function booleanOptions<O extends object>(
  ...names: readonly (keyof O & string)[]
): OptionSpec[] {
  return names.map((name) => ({ name, kind: "boolean" }));
}

// The option values the command line passes are built from these specs only
// (src/cli/args.ts checks each name and value), so they have the option
// types' shapes; the casts below say so.

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
function primitiveJson(components: object, grammarText: boolean): string {
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

const RFC1738: DialectEntry = {
  name: "rfc1738",
  title: "RFC 1738",
  parse: (input) => rfc1738.parse(input),
  view: (input) => primitiveFields(rfc1738.parse(input)),
  viewJson: (input) => primitiveJson(rfc1738.parse(input), true),
  split: rfc1738.split,
  generic: (input) => fromRfc1738(rfc1738.parse(input), input),
  resolve: rfc1738.resolve,
  relativize: rfc1738.relativize,
  resolveOptions: [],
  normalize: (input, options) =>
    rfc1738.normalize(input, options as rfc1738.Rfc1738NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc1738.equivalent(a, b, options as rfc1738.Rfc1738NormalizeOptions),
  normalizeOptions:
    booleanOptions<rfc1738.Rfc1738NormalizeOptions>("decodeUnreserved"),
  escape: (text, component) =>
    rfc1738.escape(text, component as rfc1738.Rfc1738EscapeComponent),
  escapeComponents: every<rfc1738.Rfc1738EscapeComponent>({
    user: true,
    password: true,
    urlpath: true,
    fsegment: true,
    hsegment: true,
    search: true,
    selector: true,
    gopher_plus_string: true,
    encoded822addr: true,
    database: true,
    wtype: true,
    wpath: true,
    psegment: true,
    fieldname: true,
    fieldvalue: true,
  }),
  unescape: rfc1738.unescape,
  rules: rfc1738.rules,
  tree: (input, rule) =>
    rfc1738.tree(input, rule as rfc1738.Rfc1738Rule | undefined),
};

const RFC1808: DialectEntry = {
  name: "rfc1808",
  title: "RFC 1808",
  parse: (input) => rfc1808.parse(input),
  view: (input) => primitiveFields(rfc1808.parse(input)),
  viewJson: (input) => primitiveJson(rfc1808.parse(input), true),
  split: (input) => ({ ...rfc1808.split(input) }),
  generic: (input) => fromRfc1808(rfc1808.parse(input)),
  resolve: (base, reference) => rfc1808.resolve(base, reference),
  relativize: (base, target) => rfc1808.relativize(base, target),
  resolveOptions: [],
  normalize: (input, options) =>
    rfc1808.normalize(input, options as rfc1808.Rfc1808NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc1808.equivalent(a, b, options as rfc1808.Rfc1808NormalizeOptions),
  normalizeOptions: booleanOptions<rfc1808.Rfc1808NormalizeOptions>(
    "decodeUnreserved",
    "removeDotSegments",
  ),
  escape: (text, component) =>
    rfc1808.escape(text, component as rfc1808.Rfc1808EscapeComponent),
  escapeComponents: every<rfc1808.Rfc1808EscapeComponent>({
    segment: true,
    param: true,
    net_loc: true,
    query: true,
    fragment: true,
    user: true,
    password: true,
  }),
  unescape: rfc1808.unescape,
  rules: rfc1808.rules,
  tree: (input, rule) =>
    rfc1808.tree(input, rule as rfc1808.Rfc1808Rule | undefined),
};

const RFC2396_RESOLVE_OPTIONS: readonly OptionSpec[] = [
  {
    name: "leftoverDotSegments" satisfies keyof rfc2396.Rfc2396ResolveOptions,
    kind: "choice",
    choices: ["keep", "remove", "error"] satisfies NonNullable<
      rfc2396.Rfc2396ResolveOptions["leftoverDotSegments"]
    >[],
  },
  {
    name: "sameScheme" satisfies keyof rfc2396.Rfc2396ResolveOptions,
    kind: "choice",
    choices: ["absolute", "relative"] satisfies NonNullable<
      rfc2396.Rfc2396ResolveOptions["sameScheme"]
    >[],
  },
];

const RFC2396_ESCAPE = every<rfc2396.Rfc2396EscapeComponent>({
  segment: true,
  param: true,
  query: true,
  fragment: true,
  userinfo: true,
  reg_name: true,
});

/** RFC 2396 and its variant RFC 2732: one face, two grammars. */
function rfc2396Entry(
  name: "rfc2396" | "rfc2732",
  title: string,
  m: typeof rfc2396 | typeof rfc2732,
): DialectEntry {
  const tree = m.tree as (input: string, rule?: string) => ParseTree;
  return {
    name,
    title,
    parse: (input) => m.parse(input),
    view: (input) => primitiveFields(m.parse(input)),
    viewJson: (input) => primitiveJson(m.parse(input), true),
    split: (input) => ({ ...m.split(input) }),
    generic: (input) => fromRfc2396(m.parse(input)),
    resolve: (base, reference, options) =>
      m.resolve(
        base,
        reference,
        options as rfc2396.Rfc2396ResolveOptions | undefined,
      ),
    relativize: (base, target, options) =>
      m.relativize(
        base,
        target,
        options as rfc2396.Rfc2396ResolveOptions | undefined,
      ),
    resolveOptions: RFC2396_RESOLVE_OPTIONS,
    normalize: (input, options) =>
      m.normalize(input, options as rfc2396.Rfc2396NormalizeOptions),
    equivalent: (a, b, options) =>
      m.equivalent(a, b, options as rfc2396.Rfc2396NormalizeOptions),
    normalizeOptions: booleanOptions<rfc2396.Rfc2396NormalizeOptions>(
      "decodeUnreserved",
      "removeDotSegments",
    ),
    escape: (text, component) =>
      m.escape(text, component as rfc2396.Rfc2396EscapeComponent),
    escapeComponents: RFC2396_ESCAPE,
    unescape: m.unescape,
    rules: m.rules,
    tree: (input, rule) => tree(input, rule),
  };
}

const RFC2396 = rfc2396Entry("rfc2396", "RFC 2396", rfc2396);
const RFC2732 = rfc2396Entry("rfc2732", "RFC 2732", rfc2732);

/**
 * RFC 3986's components as compare shows them: the host is an object there
 * (its alternative, and an IP-literal's address), flattened here to its text
 * and `hostKind`, the alternative that matched ("IPv6address" and
 * "IPvFuture" for the two kinds of IP-literal).
 */
function rfc3986View(input: string): ComponentView {
  const r = rfc3986.parse(input);
  const host = r.host;
  return {
    kind: r.kind,
    scheme: r.scheme,
    authority: r.authority,
    userinfo: r.userinfo,
    host: host?.text,
    hostKind:
      host === undefined
        ? undefined
        : host.type === "IP-literal"
          ? host.ipLiteral.type
          : host.type,
    port: r.port,
    pathForm: r.pathForm,
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

const RFC3986: DialectEntry = {
  name: "rfc3986",
  title: "RFC 3986",
  parse: (input) => rfc3986.parse(input),
  view: rfc3986View,
  viewJson: (input) => primitiveJson(rfc3986View(input), true),
  split: (input) => ({ ...rfc3986.split(input) }),
  generic: (input) => fromRfc3986(rfc3986.parse(input)),
  resolve: (base, reference, options) =>
    rfc3986.resolve(
      base,
      reference,
      options as rfc3986.Rfc3986ResolveOptions | undefined,
    ),
  relativize: (base, target, options) =>
    rfc3986.relativize(
      base,
      target,
      options as rfc3986.Rfc3986ResolveOptions | undefined,
    ),
  resolveOptions: booleanOptions<rfc3986.Rfc3986ResolveOptions>("strict"),
  normalize: (input, options) =>
    rfc3986.normalize(input, options as rfc3986.Rfc3986NormalizeOptions),
  equivalent: (a, b, options) =>
    rfc3986.equivalent(a, b, options as rfc3986.Rfc3986NormalizeOptions),
  normalizeOptions: booleanOptions<rfc3986.Rfc3986NormalizeOptions>(
    "caseNormalization",
    "percentEncodingNormalization",
    "pathSegmentNormalization",
    "schemeBasedNormalization",
  ),
  escape: (text, component) =>
    rfc3986.escape(text, component as rfc3986.Rfc3986EscapeComponent),
  escapeComponents: every<rfc3986.Rfc3986EscapeComponent>({
    segment: true,
    segment_nz_nc: true,
    query: true,
    fragment: true,
    userinfo: true,
    reg_name: true,
  }),
  unescape: rfc3986.unescape,
  rules: rfc3986.rules,
  tree: (input, rule) =>
    rfc3986.tree(input, rule as rfc3986.Rfc3986Rule | undefined),
};

/** Every dialect, oldest RFC first. */
export const DIALECTS: readonly DialectEntry[] = [
  RFC1738,
  RFC1808,
  RFC2396,
  RFC2732,
  RFC3986,
];

/** Finds a dialect by name ("rfc2396") or number ("2396"). */
export function dialectEntry(name: string): DialectEntry | undefined {
  const wanted = name.startsWith("rfc") ? name : `rfc${name}`;
  return DIALECTS.find((d) => d.name === wanted);
}

/**
 * A grammar compiled at run time (url-grammars/variant) as a column, titled
 * by its name. With a base, its typed layer gives the components, RFC 3986's
 * vocabulary, the split and resolution, as the base's column does; without
 * one, the column reads validity and the start rule's value only.
 */
export function variantColumn(variant: Variant | VariantWithBase): ColumnEntry {
  const tree = (input: string, rule?: string): ParseTree =>
    variant.tree(input, rule);
  if (hasBase(variant)) {
    return {
      name: variant.name,
      title: variant.name,
      parse: (input) => variant.parse(input),
      view: (input) => primitiveFields(variant.parse(input)),
      viewJson: (input) => primitiveJson(variant.parse(input), false),
      split: (input) => ({ ...variant.split(input) }),
      generic: (input) => fromRfc2396(variant.parse(input)),
      resolve: (base, reference, options) =>
        variant.resolve(
          base,
          reference,
          options as rfc2396.Rfc2396ResolveOptions | undefined,
        ),
      rules: variant.rules,
      tree,
    };
  }
  const noTypedLayer = `${variant.name} has no typed layer (compile it with a base)`;
  const value = (input: string): unknown =>
    variant.parseRule(variant.startRule, input);
  return {
    name: variant.name,
    title: variant.name,
    parse: value,
    view: (input) => ({ value: JSON.stringify(value(input)) }),
    viewJson: (input) =>
      JSON.stringify({ value: JSON.stringify(value(input)) }),
    split: { defined: false, reason: noTypedLayer },
    generic: undefined,
    resolve: { defined: false, reason: noTypedLayer },
    rules: variant.rules,
    tree,
  };
}

function hasBase(
  variant: Variant | VariantWithBase,
): variant is VariantWithBase {
  return variant.base !== undefined;
}

/** A column of the comparison: a dialect, a variant, or the WHATWG URL Standard. */
export type ColumnName = GrammarName | "whatwg";

/** The resolved string, the error that stopped resolution, or why the dialect has no resolution. */
export type ResolvedReport =
  | { readonly defined: true; readonly ok: true; readonly value: string }
  | {
      readonly defined: true;
      readonly ok: false;
      readonly error: UrlSyntaxError | UrlResolutionError;
    }
  | { readonly defined: false; readonly reason: string };

/** What one dialect makes of the input. */
export type DialectReport =
  | {
      readonly dialect: GrammarName;
      readonly title: string;
      readonly valid: true;
      readonly components: ComponentView;
      /** The components in RFC 3986's vocabulary (src/generic.ts); undefined for a variant without a typed layer. */
      readonly generic: GenericComponents | undefined;
      /** Present when a base was given. */
      readonly resolved: ResolvedReport | undefined;
    }
  | {
      readonly dialect: GrammarName;
      readonly title: string;
      readonly valid: false;
      readonly error: UrlSyntaxError;
      /** What the RFC's splitting algorithm makes of the string all the same; undefined where the RFC has none. */
      readonly split: ComponentView | undefined;
      readonly resolved: ResolvedReport | undefined;
    };

/** `new URL(reference, base).href`, or why it failed. */
export type WhatwgResolved =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly failure: WhatwgFailure };

/**
 * What the WHATWG URL Standard makes of the input (the platform's own `URL`):
 * the living standard's answer, not an RFC's. Its components are mapped to
 * the RFCs' vocabulary (see src/whatwg.ts for where that is not one to one),
 * with its `href`.
 */
export type WhatwgReport =
  | {
      readonly column: "whatwg";
      readonly title: string;
      readonly note: string;
      readonly valid: true;
      readonly components: ComponentView;
      /** The components in RFC 3986's vocabulary (src/generic.ts). */
      readonly generic: GenericComponents;
      /** Present when a base was given. */
      readonly resolved: WhatwgResolved | undefined;
    }
  | {
      readonly column: "whatwg";
      readonly title: string;
      readonly note: string;
      readonly valid: false;
      readonly failure: WhatwgFailure;
      readonly resolved: WhatwgResolved | undefined;
    };

/** A point where the columns disagree, with each column's value. */
export type Disagreement =
  | {
      readonly aspect: "validity";
      readonly values: Readonly<Partial<Record<ColumnName, boolean>>>;
    }
  | {
      readonly aspect: "component";
      readonly component: string;
      /**
       * Whether the disagreement changes what is addressed: the component is
       * one of RFC 3986's (scheme, userinfo, host, port, path, query,
       * fragment) and the columns' readings of it differ beyond case, a
       * port's leading zeros or default (see `addressedValue`). Otherwise it
       * is one of vocabulary (kind, form, RFC 1808's path without its "/").
       */
      readonly addressed: boolean;
      readonly values: Readonly<Partial<Record<ColumnName, ComponentValue>>>;
    }
  | {
      readonly aspect: "resolved";
      /** The resolved string, or null where resolution failed with an error. */
      readonly values: Readonly<Partial<Record<ColumnName, string | null>>>;
    };

export interface Comparison {
  readonly input: string;
  readonly base: string | undefined;
  readonly dialects: readonly DialectReport[];
  /** The WHATWG column; undefined with `{ whatwg: false }`. */
  readonly whatwg: WhatwgReport | undefined;
  readonly disagreements: readonly Disagreement[];
}

export interface CompareOptions {
  /** Resolve the input against this base in each dialect. */
  readonly base?: string;
  /** Restrict to these dialects (default: all). */
  readonly dialects?: readonly DialectName[];
  /** Add the WHATWG column (default: true). */
  readonly whatwg?: boolean;
  /** Grammars compiled at run time (url-grammars/variant), each a column after the dialects'. */
  readonly variants?: readonly (Variant | VariantWithBase)[];
}

/** What each dialect makes of `input` (and, given a base, of resolving it), and where they disagree. */
export function compare(
  input: string,
  options: CompareOptions = {},
): Comparison {
  if (typeof input !== "string") throw new TypeError("input must be a string");
  const base = own(options, "base");
  if (base !== undefined && typeof base !== "string")
    throw new TypeError("base must be a string");
  const chosen = own(options, "dialects");
  const entries: ColumnEntry[] = [
    ...DIALECTS.filter((d) => chosen === undefined || chosen.includes(d.name)),
    ...(own(options, "variants") ?? []).map(variantColumn),
  ];
  const reports = entries.map((entry): DialectReport => {
    const resolved =
      base === undefined ? undefined : resolveWith(entry, base, input);
    try {
      return {
        dialect: entry.name,
        title: entry.title,
        valid: true,
        components: entry.view(input),
        generic: entry.generic?.(input),
        resolved,
      };
    } catch (error) {
      if (!(error instanceof UrlSyntaxError)) throw error;
      return {
        dialect: entry.name,
        title: entry.title,
        valid: false,
        error,
        split:
          typeof entry.split === "function" ? entry.split(input) : undefined,
        resolved,
      };
    }
  });
  const whatwg =
    own(options, "whatwg") === false ? undefined : whatwgReport(input, base);
  return {
    input,
    base,
    dialects: reports,
    whatwg,
    disagreements: disagreements(reports, whatwg),
  };
}

function whatwgReport(input: string, base: string | undefined): WhatwgReport {
  const parsed = whatwgParse(input);
  let resolved: WhatwgResolved | undefined;
  if (base !== undefined) {
    const r = whatwgParse(input, base);
    resolved = r.valid
      ? { ok: true, value: r.components.href }
      : { ok: false, failure: r.failure };
  }
  const head = {
    column: "whatwg",
    title: WHATWG_TITLE,
    note: WHATWG_NOTE,
  } as const;
  return parsed.valid
    ? {
        ...head,
        valid: true,
        components: { ...parsed.components },
        generic: fromWhatwg(parsed.components),
        resolved,
      }
    : { ...head, valid: false, failure: parsed.failure, resolved };
}

function resolveWith(
  entry: ColumnEntry,
  base: string,
  reference: string,
): ResolvedReport {
  if (typeof entry.resolve !== "function") return entry.resolve;
  try {
    return { defined: true, ok: true, value: entry.resolve(base, reference) };
  } catch (error) {
    if (
      error instanceof UrlSyntaxError ||
      error instanceof UrlResolutionError
    ) {
      return { defined: true, ok: false, error };
    }
    throw error;
  }
}

/** A column as the disagreement finder sees it. */
interface Column {
  readonly name: ColumnName;
  readonly valid: boolean;
  readonly components: ComponentView | undefined;
  readonly generic: GenericComponents | undefined;
  /** The resolved string, null for a failure, undefined when not resolved or not defined. */
  readonly resolved: string | null | undefined;
}

function columns(
  reports: readonly DialectReport[],
  whatwg: WhatwgReport | undefined,
): Column[] {
  const found: Column[] = reports.map((r) => ({
    name: r.dialect,
    valid: r.valid,
    components: r.valid ? r.components : undefined,
    generic: r.valid ? r.generic : undefined,
    resolved:
      r.resolved?.defined === true
        ? r.resolved.ok
          ? r.resolved.value
          : null
        : undefined,
  }));
  if (whatwg !== undefined) {
    found.push({
      name: "whatwg",
      valid: whatwg.valid,
      components: whatwg.valid ? whatwg.components : undefined,
      generic: whatwg.valid ? whatwg.generic : undefined,
      resolved:
        whatwg.resolved === undefined
          ? undefined
          : whatwg.resolved.ok
            ? whatwg.resolved.value
            : null,
    });
  }
  return found;
}

/** Whether the valid columns read `component` differently as it bears on what is addressed. */
function addressedDiffers(all: readonly Column[], component: string): boolean {
  const generic = GENERIC_COMPONENTS.find((c) => c === component);
  if (generic === undefined) return false;
  const seen = new Set<string | undefined>();
  for (const c of all)
    if (c.generic !== undefined) seen.add(addressedValue(generic, c.generic));
  return seen.size > 1;
}

function disagreements(
  reports: readonly DialectReport[],
  whatwg: WhatwgReport | undefined,
): Disagreement[] {
  const all = columns(reports, whatwg);
  const found: Disagreement[] = [];
  const validity = Object.fromEntries(all.map((c) => [c.name, c.valid]));
  if (new Set(Object.values(validity)).size > 1)
    found.push({ aspect: "validity", values: validity });

  // Components that at least two valid columns name alike.
  const names = new Map<string, number>();
  for (const c of all)
    if (c.components !== undefined)
      for (const key of Object.keys(c.components))
        names.set(key, (names.get(key) ?? 0) + 1);
  for (const [component, count] of names) {
    if (count < 2) continue;
    const values: Partial<Record<ColumnName, ComponentValue>> = {};
    for (const c of all)
      if (c.components !== undefined && Object.hasOwn(c.components, component))
        values[c.name] = c.components[component];
    if (new Set(Object.values(values)).size > 1)
      found.push({
        aspect: "component",
        component,
        addressed: addressedDiffers(all, component),
        values,
      });
  }

  const resolved: Partial<Record<ColumnName, string | null>> = {};
  for (const c of all)
    if (c.resolved !== undefined) resolved[c.name] = c.resolved;
  if (new Set(Object.values(resolved)).size > 1)
    found.push({ aspect: "resolved", values: resolved });
  return found;
}
