// Where the RFCs' resolution algorithms give different results: computed by
// running each dialect's resolver on the same base and reference, and written
// as a Markdown table (docs/resolution-differences.md's comes from here, see
// test/resolution-differences.test.ts). Like compare, it stands above the
// dialects: the resolvers are passed in.
import { UrlResolutionError, UrlSyntaxError } from "../src/errors.js";

/** A dialect's `resolve`, as far as the table needs it, and its column title. */
export interface TableResolver {
  /** "RFC 3986" */
  readonly title: string;
  readonly resolve: (base: string, reference: string) => string;
}

/** A base and a reference to try, and what makes the RFCs differ on it. */
export interface DifferenceCase {
  readonly base: string;
  readonly reference: string;
  readonly why: string;
}

/** What a resolver gives for a case: a URL, or the error it throws. */
export type Outcome =
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "error"; readonly error: string };

/** The results of one case under every resolver, in the resolvers' order. */
export interface ResolutionDifference extends DifferenceCase {
  readonly outcomes: readonly Outcome[];
}

/** RFC 1808 section 5's base. */
export const SECTION_5_BASE = "http://a/b/c/d;p?q#f";

/** The cases the table of docs/resolution-differences.md is computed from. */
export const DIFFERENCE_CASES: readonly DifferenceCase[] = [
  {
    base: SECTION_5_BASE,
    reference: "",
    why: "RFC 1808 step 2a: an entirely empty URL is the base, fragment included; RFC 2396 section 4.2 and RFC 3986 section 5.2.2 drop the base's fragment.",
  },
  {
    base: SECTION_5_BASE,
    reference: "#s",
    why: "Every RFC keeps the base and replaces its fragment.",
  },
  {
    base: SECTION_5_BASE,
    reference: "?y",
    why: 'An empty path keeps the base path (RFC 1808 step 5, RFC 3986 section 5.2.2: "T.path = Base.path"); RFC 2396 step 6 merges the empty path, which drops the last segment.',
  },
  {
    base: SECTION_5_BASE,
    reference: ";x",
    why: "RFC 1808 step 5a: an empty path keeps the base's path, the params replace the base's; for RFC 2396 and RFC 3986 \";x\" is a segment, merged.",
  },
  {
    base: SECTION_5_BASE,
    reference: "?",
    why: "RFC 1808 step 5b: an empty query is no query, so the base's is kept; RFC 3986 keeps the base path with the empty query; RFC 2396 merges.",
  },
  {
    base: SECTION_5_BASE,
    reference: ";",
    why: "RFC 1808 step 5a: empty params are no params, so the base's params and query are kept.",
  },
  {
    base: SECTION_5_BASE,
    reference: "../g;p/../x",
    why: "RFC 1808 step 6: params never take part in the path arithmetic.",
  },
  {
    base: SECTION_5_BASE,
    reference: "g;x=1/./y",
    why: "RFC 1808 step 6: params never take part in the path arithmetic.",
  },
  {
    base: SECTION_5_BASE,
    reference: "//",
    why: "RFC 1808 step 3: an empty net_loc is inherited, and step 5 then keeps the base's path, params and query; RFC 2396 and RFC 3986 take the empty authority.",
  },
  {
    base: SECTION_5_BASE,
    reference: "///g",
    why: "RFC 1808 step 3: an empty net_loc is inherited.",
  },
  {
    base: SECTION_5_BASE,
    reference: "~g",
    why: 'RFC 1808 section 2.2: "~" is `national`, not allowed unescaped; RFC 2396 and RFC 3986 make it unreserved.',
  },
  {
    base: "http://a/b/c/d;p?q",
    reference: "../../../g",
    why: 'RFC 3986 section 5.2.4 removes ".." above the root; RFC 2396 step 6g and RFC 1808 step 6 leave it.',
  },
  {
    base: "http://a/b/c/d;p?q",
    reference: "/../g",
    why: "RFC 3986 section 5.2.2 removes dot segments from an absolute path too; RFC 2396 and RFC 1808 take it as written.",
  },
  {
    base: "http://a",
    reference: "?y",
    why: 'An empty base path: RFC 3986 section 5.2.2 keeps it ("http://a?y"); RFC 2396 (a deviation here: the empty path after an authority is read as "/") and RFC 1808 merge to "/".',
  },
  {
    base: "http://a",
    reference: "g",
    why: 'An empty base path: RFC 3986 section 5.2.3 merges to "/g", as RFC 1808 and RFC 2396 (with its deviation) do.',
  },
  {
    base: "http://a/b;p/c",
    reference: "g",
    why: 'RFC 1808 section 2.4.5: the params run from the first ";" to the query, so the base path is "b".',
  },
  {
    base: "http://a?b",
    reference: "g",
    why: 'RFC 1808 section 2.2: net_loc includes "?", so the base has the net_loc "a?b" and an empty path (deviation 1 of step 6).',
  },
  {
    base: "foo:a/b",
    reference: "c",
    why: "A base with a relative path: RFC 1808's generic-RL and RFC 3986's path-rootless merge with it; RFC 2396 calls such a base opaque.",
  },
  {
    base: "http://a/b/c/d;p?q",
    reference: "//[::1]/g",
    why: "RFC 3986 (and RFC 2732) allow an IPv6 literal as host; RFC 1808 and RFC 2396 do not.",
  },
];

/** What one resolver gives for a case. Errors other than the dialects' own pass through. */
function outcome(
  resolver: TableResolver["resolve"],
  base: string,
  reference: string,
): Outcome {
  try {
    return { kind: "url", url: resolver(base, reference) };
  } catch (error) {
    if (error instanceof UrlResolutionError) {
      return { kind: "error", error: `${error.name} (${error.code})` };
    }
    if (error instanceof UrlSyntaxError) {
      return {
        kind: "error",
        error: `${error.name} at offset ${error.offset}`,
      };
    }
    throw error;
  }
}

/** Runs every case under every resolver. */
export function resolutionDifferences(
  resolvers: readonly TableResolver[],
  cases: readonly DifferenceCase[] = DIFFERENCE_CASES,
): ResolutionDifference[] {
  return cases.map((c) => ({
    ...c,
    outcomes: resolvers.map((r) => outcome(r.resolve, c.base, c.reference)),
  }));
}

/** Whether every resolver gave the same outcome. */
export function sameOutcome(row: ResolutionDifference): boolean {
  return new Set(row.outcomes.map(describe)).size === 1;
}

function code(text: string): string {
  return text === "" ? "(empty)" : "`" + text + "`";
}

function describe(o: Outcome): string {
  return o.kind === "url" ? code(o.url) : o.error;
}

/**
 * The Markdown table of the cases that some two resolvers resolve
 * differently, then a line listing the cases they all resolve alike. Columns
 * are padded as prettier pads them, so the page passes `prettier --check`.
 */
export function differencesTable(
  rows: readonly ResolutionDifference[],
  resolvers: readonly TableResolver[],
): string {
  const differ = rows.filter((r) => !sameOutcome(r));
  const alike = rows.filter(sameOutcome);
  const lines = alignedTable(
    ["base", "reference", ...resolvers.map((r) => r.title), "why"],
    differ.map((r) => [
      code(r.base),
      code(r.reference),
      ...r.outcomes.map(describe),
      r.why,
    ]),
  );
  if (alike.length > 0) {
    lines.push(
      "",
      `Resolved alike: ${alike
        .map(
          (r) =>
            `${code(r.reference)} against ${code(r.base)} gives ${describe(r.outcomes[0] as Outcome)} in every one`,
        )
        .join("; ")}.`,
    );
  }
  return lines.join("\n");
}

/** A Markdown table with every column padded to its widest cell (ASCII text). */
function alignedTable(
  header: readonly string[],
  body: readonly (readonly string[])[],
): string[] {
  const widths = header.map((h, i) =>
    Math.max(3, h.length, ...body.map((cells) => (cells[i] ?? "").length)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...body.map(line),
  ];
}
