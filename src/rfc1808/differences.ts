// Where RFC 1808's resolution and another dialect's give different results:
// computed by running both resolvers, and written as a Markdown table (the
// README's table comes from here, see test/rfc1808/differences.test.ts).
// The other resolver is passed in: dialects do not import each other.
import { UrlResolutionError, UrlSyntaxError } from "../errors.js";
import { resolve } from "./index.js";

/** A dialect's `resolve`, as far as the table needs it. */
export type Resolver = (base: string, reference: string) => string;

/** A base and a reference to try, and why RFC 1808 treats the reference as it does. */
export interface DifferenceCase {
  readonly base: string;
  readonly reference: string;
  readonly why: string;
}

/** What a resolver gives for a case: a URL, or the error it throws. */
export type Outcome =
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "error"; readonly error: string };

/** The results of one case under both resolvers. */
export interface ResolutionDifference extends DifferenceCase {
  readonly rfc1808: Outcome;
  readonly other: Outcome;
}

/** RFC 1808 section 5's base. */
export const SECTION_5_BASE = "http://a/b/c/d;p?q#f";

/** The cases the README's table is computed from. */
export const DIFFERENCE_CASES: readonly DifferenceCase[] = [
  {
    base: SECTION_5_BASE,
    reference: "",
    why: "Step 2a: an entirely empty URL is the base, fragment included.",
  },
  {
    base: SECTION_5_BASE,
    reference: "#s",
    why: "Step 5: the base's path, params and query are kept.",
  },
  {
    base: SECTION_5_BASE,
    reference: "?y",
    why: "Step 5: an empty path keeps the base's path and params.",
  },
  {
    base: SECTION_5_BASE,
    reference: ";x",
    why: "Step 5a: an empty path keeps the base's path; the params replace the base's.",
  },
  {
    base: SECTION_5_BASE,
    reference: "?",
    why: "Step 5b: an empty query is no query, so the base's is kept.",
  },
  {
    base: SECTION_5_BASE,
    reference: ";",
    why: "Step 5a: empty params are no params, so the base's params and query are kept.",
  },
  {
    base: SECTION_5_BASE,
    reference: "../g;p/../x",
    why: "Step 6: params never take part in the path arithmetic.",
  },
  {
    base: SECTION_5_BASE,
    reference: "g;x=1/./y",
    why: "Step 6: params never take part in the path arithmetic.",
  },
  {
    base: SECTION_5_BASE,
    reference: "//",
    why: "Step 3: an empty net_loc is inherited; step 5 then keeps the base's path, params and query.",
  },
  {
    base: SECTION_5_BASE,
    reference: "///g",
    why: "Step 3: an empty net_loc is inherited.",
  },
  {
    base: SECTION_5_BASE,
    reference: "~g",
    why: 'Section 2.2: "~" is `national`, not allowed unescaped.',
  },
  {
    base: "http://a/b;p/c",
    reference: "g",
    why: 'Section 2.4.5: the params run from the first ";" to the query, so the base path is "b".',
  },
  {
    base: "http://a?b",
    reference: "g",
    why: 'Section 2.2: net_loc includes "?", so the base has the net_loc "a?b" and an empty path (deviation 1 of step 6).',
  },
  {
    base: "foo:a/b",
    reference: "c",
    why: "Section 2.2: a generic-RL may have a relative path, and step 6 merges with it.",
  },
];

/** What one resolver gives for a case. Errors other than the dialects' own pass through. */
function outcome(resolver: Resolver, base: string, reference: string): Outcome {
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

/** Runs every case under RFC 1808's resolver and `other`. */
export function resolutionDifferences(
  other: Resolver,
  cases: readonly DifferenceCase[] = DIFFERENCE_CASES,
): ResolutionDifference[] {
  return cases.map((c) => ({
    ...c,
    rfc1808: outcome(resolve, c.base, c.reference),
    other: outcome(other, c.base, c.reference),
  }));
}

/** Whether both resolvers gave the same outcome. */
export function sameOutcome(row: ResolutionDifference): boolean {
  return describe(row.rfc1808) === describe(row.other);
}

function code(text: string): string {
  return text === "" ? "(empty)" : "`" + text + "`";
}

function describe(o: Outcome): string {
  return o.kind === "url" ? code(o.url) : o.error;
}

/**
 * The Markdown table of the cases that the two resolvers resolve differently,
 * then a line listing the cases they resolve alike. Columns are padded as
 * prettier pads them, so the README passes `prettier --check`.
 */
export function differencesTable(
  rows: readonly ResolutionDifference[],
  otherName: string,
): string {
  const differ = rows.filter((r) => !sameOutcome(r));
  const alike = rows.filter(sameOutcome);
  const lines = alignedTable(
    ["base", "reference", "RFC 1808", otherName, "why (RFC 1808)"],
    differ.map((r) => [
      code(r.base),
      code(r.reference),
      describe(r.rfc1808),
      describe(r.other),
      r.why,
    ]),
  );
  if (alike.length > 0) {
    lines.push(
      "",
      `Resolved alike: ${alike
        .map(
          (r) =>
            `${code(r.reference)} against ${code(r.base)} gives ${describe(r.rfc1808)} in both`,
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
