// Resolution on cut points (src/shared/cut-points.ts): the entry parsers'
// cutters (generated/NAME.entry.js, peg$startCutter) against Appendix B's
// split of what the entry parser accepts and against the components parse
// gives; and resolve, which reads cut points, against the resolution of
// section 5.2 on components (RFC 3986's transformReference, RFC 2396's
// resolveParsed, which the compare and diff columns use), on the sample
// corpus's pairs and seeded pairs heavy in dot segments, with every option.
// RFC 1808 the same, against section 2.4's components (its net_loc holds
// "?" and ";", so Appendix B's split is not its) and its section 4 on them.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import { UrlSyntaxError } from "../../src/errors";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import * as rfc6874 from "../../src/rfc6874";
import * as rfc1808 from "../../src/rfc1808";
import { requireAbsoluteBase, resolveParsed } from "../../src/rfc2396/resolve";
import {
  requireAbsoluteBase as requireAbsoluteBase1808,
  resolveParsed as resolveParsed1808,
} from "../../src/rfc1808/resolve";
import { recomposeAny } from "../../src/rfc1808/serialize";
import { recompose } from "../../src/rfc2396/serialize";
import { requireBase, transformReference } from "../../src/rfc3986/resolve";
import { cutReaderOfEntry, entryOf, type Entry } from "../../src/shared/bind";
import { Cuts, type CutReader } from "../../src/shared/cut-points";
import * as entry2396 from "../../generated/rfc2396.entry.js";
import * as report2396 from "../../generated/rfc2396.entry.report.js";
import * as entry2732 from "../../generated/rfc2732.entry.js";
import * as report2732 from "../../generated/rfc2732.entry.report.js";
import * as entry3986 from "../../generated/rfc3986.entry.js";
import * as report3986 from "../../generated/rfc3986.entry.report.js";
import * as entry6874 from "../../generated/rfc6874.entry.js";
import * as report6874 from "../../generated/rfc6874.entry.report.js";
import * as entry1808 from "../../generated/rfc1808.entry.js";
import * as report1808 from "../../generated/rfc1808.entry.report.js";
import { bnfStrings } from "../proof/properties";

const corpus = path.resolve(__dirname, "../../bench/corpus");
const lines = (file: string): string[] =>
  fs
    .readFileSync(path.join(corpus, file), "utf8")
    .split("\n")
    .filter((l) => l !== "");
const PAIRS = lines("relative.tsv").map((l) => {
  const [base = "", reference = ""] = l.split("\t");
  return [base, reference] as const;
});
const URLS = lines("urls.txt");

/** What dotPairs builds its pairs of: a base is a head, a path and an end; a reference a start, a path and an end. */
interface PairForms {
  readonly heads: readonly string[];
  readonly baseEnds: readonly string[];
  readonly starts: readonly string[];
  readonly refEnds: readonly string[];
}

/** RFC 2396's and RFC 3986's forms. */
const GENERIC_FORMS: PairForms = {
  heads: ["http://a", "http://a/", "foo:", "foo:/", "foo:x", "s:.."],
  baseEnds: ["", "?q", "#f", "?q/../r#f"],
  starts: ["", "", "/", "//h/", "http:", "foo:", "./", "../", "?"],
  refEnds: ["", "?y", "#s"],
};

/** Seeded pairs whose paths are made of ".", "..", "" and other segments, with and without an authority. */
function dotPairs(
  count: number,
  forms: PairForms = GENERIC_FORMS,
): (readonly [string, string])[] {
  let seed = 2026;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const pick = <T>(items: readonly T[]): T =>
    items[Math.floor(next() * items.length)] as T;
  const segments = ["..", ".", "a", "", "b.", ".c", "..d", "g;x", "%2E"];
  const path = (n: number): string =>
    Array.from({ length: n }, () => pick(segments)).join("/");
  const pairs: (readonly [string, string])[] = [];
  for (let i = 0; i < count; i++) {
    const base =
      pick(forms.heads) + path(Math.floor(next() * 5)) + pick(forms.baseEnds);
    const reference =
      pick(forms.starts) + path(Math.floor(next() * 6)) + pick(forms.refEnds);
    pairs.push([base, reference]);
  }
  return pairs;
}

type Name = "rfc3986" | "rfc2396" | "rfc2732" | "rfc6874";

/** Each dialect's entry parser, as its index binds it, whether RFC 2396's opaque_part splits, and the BNF's sentences. */
const DIALECTS: Record<
  Name,
  {
    entry: Entry<unknown, never>;
    opaque: boolean;
    sentences: fc.Arbitrary<string>;
  }
> = {
  rfc3986: {
    entry: entryOf(
      "rfc3986",
      entry3986,
      report3986.parse,
      "URI_reference",
      "URI_reference",
    ),
    opaque: false,
    sentences: bnfStrings("rfc3986").member("URI-reference"),
  },
  rfc2396: {
    entry: entryOf(
      "rfc2396",
      entry2396,
      report2396.parse,
      "lenient_URI_reference",
      "URI_reference",
    ),
    opaque: true,
    sentences: bnfStrings("rfc2396").member("URI-reference"),
  },
  rfc6874: {
    entry: entryOf(
      "rfc6874",
      entry6874,
      report6874.parse,
      "URI_reference",
      "URI_reference",
    ),
    opaque: false,
    sentences: bnfStrings("rfc6874").member("URI-reference"),
  },
  rfc2732: {
    entry: entryOf(
      "rfc2732",
      entry2732,
      report2732.parse,
      "lenient_URI_reference",
      "URI_reference",
    ),
    opaque: true,
    sentences: bnfStrings("rfc2732").member("URI-reference"),
  },
};

/** `actual` equals `expected`: compared by their JSON first, toEqual only where it differs (the same report, faster). */
function same(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    expect(actual).toEqual(expected);
}

/** A reader's cut points of `input`, or its error's class and message. */
function read(reader: CutReader, input: string): unknown {
  const cuts = new Cuts();
  try {
    reader(input, cuts);
    return { ...cuts };
  } catch (error) {
    return { error: (error as Error).name, message: (error as Error).message };
  }
}

describe.each(Object.keys(DIALECTS) as Name[])("%s", (name) => {
  const { entry, opaque, sentences } = DIALECTS[name];
  const cutter = cutReaderOfEntry(entry, opaque);
  // The same entry without its cutter: its parser, then Appendix B's split.
  const split = cutReaderOfEntry({ ...entry, cut: undefined }, opaque);
  const inputs = [...URLS, ...PAIRS.flat()];

  test("the entry parser has a cutter", () => {
    expect(typeof entry.cut).toBe("function");
  });

  test("its cut points are Appendix B's split of what the entry parser accepts, its errors parse's", () => {
    for (const input of inputs) {
      same(
        { input, cuts: read(cutter, input) },
        { input, cuts: read(split, input) },
      );
    }
    fc.assert(
      fc.property(sentences, (input) => {
        expect(read(cutter, input)).toEqual(read(split, input));
      }),
      { numRuns: 2000, seed: 30 },
    );
  });

  test("its cut points give the components parse gives", () => {
    const parse = { rfc3986, rfc2396, rfc2732, rfc6874 }[name].parse as (
      input: string,
    ) => {
      readonly scheme?: string | undefined;
      readonly authority?: string | undefined;
      readonly path: string;
      readonly query?: string | undefined;
      readonly fragment?: string | undefined;
    };
    let compared = 0;
    for (const input of inputs) {
      const got = read(cutter, input) as Cuts | { error: string };
      if ("error" in got) {
        expect(() => parse(input)).toThrow(UrlSyntaxError);
        continue;
      }
      const r = parse(input);
      same(
        {
          scheme: got.scheme < 0 ? undefined : input.slice(0, got.scheme),
          authority:
            got.authority < 0
              ? undefined
              : input.slice(got.authority, got.path),
          path: input.slice(got.path, got.pathEnd),
          query:
            got.pathEnd < got.queryEnd
              ? input.slice(got.pathEnd + 1, got.queryEnd)
              : undefined,
          fragment:
            got.queryEnd < input.length
              ? input.slice(got.queryEnd + 1)
              : undefined,
        },
        {
          scheme: r.scheme,
          authority: r.authority,
          path: r.path,
          query: r.query,
          fragment: r.fragment,
        },
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(inputs.length * 0.9);
  });
});

/** What `f` gives: its string, or its error's class, code and message. */
function outcome(f: () => string): unknown {
  try {
    return f();
  } catch (error) {
    const e = error as Error & { code?: string };
    return { error: e.name, code: e.code, message: e.message };
  }
}

const ALL_PAIRS = [...PAIRS, ...dotPairs(6000)];

/** RFC 6874's forms: RFC 3986's, with IP-literals that hold a zone identifier. */
const ZONE_PAIRS = dotPairs(2000, {
  ...GENERIC_FORMS,
  heads: [...GENERIC_FORMS.heads, "http://[fe80::a%25en1]", "s://[::1%25x]/"],
  starts: [...GENERIC_FORMS.starts, "//[fe80::1%25eth0]/", "//[::1%25]/"],
});

describe("resolve on cut points writes what resolution on components writes", () => {
  test.each([[undefined], [{ strict: false }]])(
    "RFC 3986 and RFC 6874, options %j",
    (options) => {
      const strict = options === undefined;
      for (const dialect of [rfc3986, rfc6874]) {
        const onComponents = (base: string, reference: string): string => {
          const b = requireBase(
            dialect.name,
            dialect.parse(base),
            base,
            reference,
          );
          return transformReference(b, dialect.parse(reference), strict);
        };
        for (const [base, reference] of [...ALL_PAIRS, ...ZONE_PAIRS]) {
          same(
            {
              base,
              reference,
              target: outcome(() => dialect.resolve(base, reference, options)),
              bound: outcome(() =>
                dialect.createResolver(base, options)(reference),
              ),
            },
            {
              base,
              reference,
              target: outcome(() => onComponents(base, reference)),
              bound: outcome(() => onComponents(base, reference)),
            },
          );
        }
      }
    },
  );

  test.each([
    [undefined],
    [{ sameScheme: "relative" as const }],
    [{ leftoverDotSegments: "remove" as const }],
    [{ leftoverDotSegments: "error" as const }],
  ])("RFC 2396 and RFC 2732, options %j", (options) => {
    for (const dialect of [rfc2396, rfc2732]) {
      // As createResolver read a base before (resolve is one): the base's
      // error names no reference.
      const onComponents = (base: string, reference: string): string => {
        const b = dialect.parse(base);
        requireAbsoluteBase(dialect.name, b, base, "");
        return recompose(
          resolveParsed(
            dialect.name,
            b,
            base,
            dialect.parse(reference),
            reference,
            dialect.parse,
            options,
          ),
        );
      };
      for (const [base, reference] of ALL_PAIRS) {
        same(
          {
            base,
            reference,
            target: outcome(() => dialect.resolve(base, reference, options)),
          },
          {
            base,
            reference,
            target: outcome(() => onComponents(base, reference)),
          },
        );
      }
    }
  });
});

/** RFC 1808's forms: params, empty and "?"-holding net_locs, paths without a "/", absoluteURL's second branch, bases without a scheme. */
const RFC1808_FORMS: PairForms = {
  heads: [
    "http://a",
    "http://a/",
    "http:",
    "http:/",
    "http:a",
    "http:///",
    "http://a?b",
    "http://a;p",
    "http://a//b",
    "foo:x",
    "s:..",
    "//a/",
    "a",
    "",
  ],
  baseEnds: ["", "?q", "#f", ";p", ";p?q#f", ";", "?", ";?#"],
  starts: [
    "",
    "",
    "/",
    "//",
    "///",
    "//h",
    "//h/",
    "//;x",
    "http:",
    "foo:",
    "./",
    "../",
    "?",
    ";",
    ";?",
    "#",
  ],
  refEnds: ["", "?y", "#s", ";x", ";", "?", ";x?y#s", "?y;z"],
};

describe("rfc1808", () => {
  const entry: Entry<unknown, never> = entryOf(
    "rfc1808",
    entry1808,
    report1808.parse,
    "URL",
    "URL",
  );
  const reader = cutReaderOfEntry(entry, false);
  const seeded = dotPairs(6000, RFC1808_FORMS);

  /** Section 2.4's components as the cut points place them (the path with its "/", then ";" params, "?" query). */
  function componentsOf(input: string, c: Cuts): unknown {
    const scheme = c.scheme < 0 ? undefined : input.slice(0, c.scheme);
    const fragment =
      c.queryEnd < input.length ? input.slice(c.queryEnd + 1) : undefined;
    if (c.scheme >= 0 && c.authority < 0 && input.startsWith("//", c.path)) {
      const opaque = input.slice(c.path, c.queryEnd);
      return { form: "opaque", scheme, opaque, fragment };
    }
    const pathAbsolute = c.path < c.pathEnd && input[c.path] === "/";
    let at = c.pathEnd;
    let params: string | undefined;
    if (at < c.queryEnd && input[at] === ";") {
      const question = input.indexOf("?", at);
      const end = question < 0 || question > c.queryEnd ? c.queryEnd : question;
      params = input.slice(at + 1, end);
      at = end;
    }
    return {
      scheme,
      netLoc: c.authority < 0 ? undefined : input.slice(c.authority, c.path),
      path: input.slice(pathAbsolute ? c.path + 1 : c.path, c.pathEnd),
      pathAbsolute,
      params,
      query: at < c.queryEnd ? input.slice(at + 1, c.queryEnd) : undefined,
      fragment,
    };
  }

  /** What parse gives of the same components, or its error. */
  function parsed(input: string): unknown {
    let r: rfc1808.Rfc1808URL;
    try {
      r = rfc1808.parse(input);
    } catch (error) {
      return {
        error: (error as Error).name,
        message: (error as Error).message,
      };
    }
    if (r.form === "opaque") {
      const { scheme, opaque, fragment } = r;
      return { form: "opaque", scheme, opaque, fragment };
    }
    const { scheme, netLoc, path, pathAbsolute, params, query, fragment } = r;
    return { scheme, netLoc, path, pathAbsolute, params, query, fragment };
  }

  function cutComponents(input: string): unknown {
    const got = read(reader, input) as Cuts | { error: string };
    return "error" in got ? got : componentsOf(input, got);
  }

  test("the entry parser has a cutter", () => {
    expect(typeof entry.cut).toBe("function");
  });

  test("its cut points give section 2.4's components, as parse gives them, and its errors parse's", () => {
    let opaque = 0;
    for (const input of [...URLS, ...PAIRS.flat(), ...seeded.flat()]) {
      const expected = parsed(input);
      same({ input, got: cutComponents(input) }, { input, got: expected });
      if ((expected as { form?: string }).form === "opaque") opaque++;
    }
    expect(opaque).toBeGreaterThan(0);
    fc.assert(
      fc.property(bnfStrings("rfc1808").member("URL"), (input) => {
        expect(cutComponents(input)).toEqual(parsed(input));
      }),
      { numRuns: 2000, seed: 30 },
    );
  });

  test.each([[undefined], [{}]])(
    "resolve and createResolver on cut points write what section 4 on components writes, options %j",
    (options) => {
      // The resolver before cut points: the base parsed once and checked,
      // then each reference parsed and resolved on its components.
      const onComponents = (base: string, reference: string): string => {
        const b = rfc1808.parse(base);
        requireAbsoluteBase1808(b, base, "");
        const r = rfc1808.parse(reference);
        return recomposeAny(resolveParsed1808(b, base, r, reference));
      };
      const pairs = [
        ...PAIRS,
        ...seeded,
        // The seeded references against section 5's base, bases whose
        // directory is the root, relative and empty paths, and the unknown
        // base (step 1).
        ...[
          "http://a/b/c/d;p?q#f",
          "http://a/b",
          "http://a/",
          "http://a",
          "http:/b",
          "http:b/c",
          "http:",
        ].flatMap((b) => seeded.map(([, r]) => [b, r] as const)),
        ...PAIRS.slice(0, 500).map(([, r]) => ["", r] as const),
      ];
      const steps = new Set<string>();
      for (const [base, reference] of pairs) {
        const expected = outcome(() => onComponents(base, reference));
        steps.add(
          typeof expected === "string"
            ? "resolved"
            : ((expected as { code?: string }).code ?? "syntax"),
        );
        same(
          {
            base,
            reference,
            target: outcome(() => rfc1808.resolve(base, reference, options)),
            bound: outcome(() =>
              rfc1808.createResolver(base, options)(reference),
            ),
          },
          { base, reference, target: expected, bound: expected },
        );
      }
      // Every outcome took part: URLs, both resolution errors, syntax errors.
      expect([...steps].sort()).toEqual([
        "base-not-absolute",
        "base-not-hierarchical",
        "resolved",
        "syntax",
      ]);
    },
  );
});
