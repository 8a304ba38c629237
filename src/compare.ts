// compare: what each dialect makes of the same string, side by side, and where
// they disagree. Imports the dialects (each through its column,
// src/rfcNNNN/column.ts); no dialect imports this. Each column parses the
// input once (`tryParse`) and shows that value (`viewOf`, `genericOf`).
import {
  DIALECT_NAMES,
  UrlResolutionError,
  UrlSyntaxError,
  type DialectName,
  type GrammarName,
} from "./errors.js";
import {
  addressedValue,
  GENERIC_COMPONENTS,
  type GenericComponents,
} from "./generic.js";
import { own } from "./shared/own.js";
import {
  arrayOf,
  arrayWhere,
  BOOLEAN,
  checkOptions,
  STRING,
  type KeySpec,
} from "./shared/options.js";
import {
  variantColumn,
  type Variant,
  type VariantWithBase,
} from "./variant-face.js";
import {
  genericOf as whatwgGeneric,
  WHATWG_NOTE,
  WHATWG_TITLE,
  whatwgParse,
  type WhatwgFailure,
} from "./whatwg.js";
import { RFC1738 } from "./rfc1738/column.js";
import { RFC1808 } from "./rfc1808/column.js";
import { RFC2396 } from "./rfc2396/column.js";
import { RFC2732 } from "./rfc2732/column.js";
import { RFC3986 } from "./rfc3986/column.js";
import { RFC3987 } from "./rfc3987/column.js";
import { RFC6874 } from "./rfc6874/column.js";
import {
  findDialect,
  type ColumnEntry,
  type ComponentValue,
  type ComponentView,
  type DialectEntry,
  type ParseResult,
} from "./dialect.js";

export type {
  ColumnEntry,
  ComponentValue,
  ComponentView,
  DialectEntry,
  OptionSpec,
  OptionValues,
} from "./dialect.js";
export { variantColumn } from "./variant-face.js";

/** Each dialect's column, by name: the compiler checks that every dialect has one. */
const COLUMNS: Readonly<Record<DialectName, DialectEntry>> = {
  rfc1738: RFC1738,
  rfc1808: RFC1808,
  rfc2396: RFC2396,
  rfc2732: RFC2732,
  rfc3986: RFC3986,
  rfc3987: RFC3987,
  rfc6874: RFC6874,
};

/** Every dialect, oldest RFC first (the order of DIALECT_NAMES). */
export const DIALECTS: readonly DialectEntry[] = DIALECT_NAMES.map(
  (name) => COLUMNS[name],
);

/** Finds a dialect by name ("rfc2396") or number ("2396"). */
export function dialectEntry(name: string): DialectEntry | undefined {
  return findDialect(name, (found) => COLUMNS[found]);
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
 * The WHATWG column's verdict: "valid", `new URL()` returns a URL (against
 * the base, when one is given); "needs-base", no base was given and the input
 * is a relative-URL-with-fragment string, a valid URL string by the standard
 * that its parser reads only against a base ("?y", "//g", "#f"; see
 * src/whatwg-relative.ts); "invalid", `new URL()` throws.
 */
export type WhatwgVerdict = "valid" | "needs-base" | "invalid";

/**
 * What the WHATWG URL Standard makes of the input (the platform's own `URL`):
 * the living standard's answer, not an RFC's. Without a base, `new
 * URL(input)`; with one, `new URL(input, base)`, as the standard reads a
 * reference: then the components are those of the URL it returns (the
 * resolved URL, not the reference's own) and take no part in the component
 * disagreements, which compare the references' readings. Its components are
 * mapped to the RFCs' vocabulary (see src/whatwg.ts for where that is not
 * one to one), with its `href`. `valid` is whether `new URL()` returned a
 * URL; `verdict` tells a string that needs a base from an invalid one.
 */
export type WhatwgReport =
  | {
      readonly column: "whatwg";
      readonly title: string;
      readonly note: string;
      readonly verdict: "valid";
      readonly valid: true;
      /** Whether the URL was read against the base: its components are then the resolved URL's. */
      readonly withBase: boolean;
      readonly components: ComponentView;
      /** The components in RFC 3986's vocabulary (src/generic.ts). */
      readonly generic: GenericComponents;
      /** Present when a base was given: the URL's href. */
      readonly resolved: WhatwgResolved | undefined;
    }
  | {
      readonly column: "whatwg";
      readonly title: string;
      readonly note: string;
      readonly verdict: "needs-base" | "invalid";
      readonly valid: false;
      readonly withBase: boolean;
      /** What `new URL()` threw. */
      readonly failure: WhatwgFailure;
      /** Present when a base was given: the same failure. */
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

/** A compiled variant (url-grammars/variant), as compare reads it. */
const VARIANT: (value: unknown) => boolean = (value) =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { name?: unknown }).name === "string" &&
  typeof (value as { tree?: unknown }).tree === "function";

/** What compare knows of its options; dialect names are matched exactly. */
const COMPARE_OPTIONS: KeySpec = {
  base: STRING,
  dialects: /* @__PURE__ */ arrayOf(DIALECT_NAMES),
  whatwg: BOOLEAN,
  variants: /* @__PURE__ */ arrayWhere(
    "an array of compiled variants (compileVariant)",
    VARIANT,
  ),
};

/**
 * A column's syntax error in one line, as the command line's table and the
 * page give it: what was expected (the first three) and what was found.
 */
export function syntaxReason(error: UrlSyntaxError): string {
  const shown = error.expected.slice(0, 3).join(", ");
  const more = error.expected.length > 3 ? ", ..." : "";
  const found =
    error.found === null ? "end of input" : JSON.stringify(error.found);
  return `expected ${shown}${more}; found ${found}`;
}

/** What each dialect makes of `input` (and, given a base, of resolving it), and where they disagree. */
export function compare(input: string, given?: CompareOptions): Comparison {
  if (typeof input !== "string") throw new TypeError("input must be a string");
  const options = checkOptions("compare", given, COMPARE_OPTIONS);
  const base = own(options, "base");
  const chosen = own(options, "dialects");
  const entries: ColumnEntry[] = [
    ...DIALECTS.filter((d) => chosen === undefined || chosen.includes(d.name)),
    ...(own(options, "variants") ?? []).map(variantColumn),
  ];
  const reports = entries.map((entry): DialectReport => {
    const read = entry.tryParse(input);
    const resolved =
      base === undefined ? undefined : resolveWith(entry, base, input, read);
    if (read.ok)
      return {
        dialect: entry.name,
        title: entry.title,
        valid: true,
        components: entry.viewOf(read.value),
        generic: entry.genericOf(read.value, input),
        resolved,
      };
    return {
      dialect: entry.name,
      title: entry.title,
      valid: false,
      error: read.error,
      split: typeof entry.split === "function" ? entry.split(input) : undefined,
      resolved,
    };
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

/** The WHATWG column: one `new URL()` of the input, against the base when there is one. */
function whatwgReport(input: string, base: string | undefined): WhatwgReport {
  const parsed = whatwgParse(input, base);
  const head = {
    column: "whatwg",
    title: WHATWG_TITLE,
    note: WHATWG_NOTE,
    withBase: base !== undefined,
  } as const;
  if (parsed.valid)
    return {
      ...head,
      verdict: "valid",
      valid: true,
      components: { ...parsed.components },
      generic: whatwgGeneric(parsed.components),
      resolved:
        base === undefined
          ? undefined
          : { ok: true, value: parsed.components.href },
    };
  return {
    ...head,
    verdict: parsed.needsBase ? "needs-base" : "invalid",
    valid: false,
    failure: parsed.failure,
    resolved:
      base === undefined ? undefined : { ok: false, failure: parsed.failure },
  };
}

function resolveWith(
  entry: ColumnEntry,
  base: string,
  reference: string,
  read: ParseResult<unknown>,
): ResolvedReport {
  if (typeof entry.resolve !== "function") return entry.resolve;
  try {
    const value =
      entry.resolveRead === undefined
        ? entry.resolve(base, reference)
        : entry.resolveRead(base, reference, read);
    return { defined: true, ok: true, value };
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
  /** undefined: the column takes no part in validity (WHATWG's "needs a base"). */
  readonly valid: boolean | undefined;
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
    // Read against a base, its components are the resolved URL's: no
    // reading of the reference to compare with the dialects'.
    const compared = whatwg.valid && !whatwg.withBase;
    found.push({
      name: "whatwg",
      valid: whatwg.verdict === "needs-base" ? undefined : whatwg.valid,
      components: compared ? whatwg.components : undefined,
      generic: compared ? whatwg.generic : undefined,
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
  const validity = Object.fromEntries(
    all.flatMap((c) => (c.valid === undefined ? [] : [[c.name, c.valid]])),
  ) as Record<ColumnName, boolean>;
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
