// Resolution on cut points (src/shared/cut-points.ts): the entry parsers'
// cutters (generated/NAME.entry.js, peg$startCutter) against Appendix B's
// split of what the entry parser accepts and against the components parse
// gives; and resolve, which reads cut points, against the resolution of
// section 5.2 on components (RFC 3986's transformReference, RFC 2396's
// resolveParsed, which the compare and diff columns use), on the sample
// corpus's pairs and seeded pairs heavy in dot segments, with every option.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import { UrlSyntaxError } from "../../src/errors";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import { requireAbsoluteBase, resolveParsed } from "../../src/rfc2396/resolve";
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

/** Seeded pairs whose paths are made of ".", "..", "" and other segments, with and without an authority. */
function dotPairs(count: number): (readonly [string, string])[] {
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
  const heads = ["http://a", "http://a/", "foo:", "foo:/", "foo:x", "s:.."];
  const starts = ["", "", "/", "//h/", "http:", "foo:", "./", "../", "?"];
  const pairs: (readonly [string, string])[] = [];
  for (let i = 0; i < count; i++) {
    const base =
      pick(heads) +
      path(Math.floor(next() * 5)) +
      pick(["", "?q", "#f", "?q/../r#f"]);
    const reference =
      pick(starts) + path(Math.floor(next() * 6)) + pick(["", "?y", "#s"]);
    pairs.push([base, reference]);
  }
  return pairs;
}

type Name = "rfc3986" | "rfc2396" | "rfc2732";

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
    const parse = { rfc3986, rfc2396, rfc2732 }[name].parse as (
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

describe("resolve on cut points writes what resolution on components writes", () => {
  test.each([[undefined], [{ strict: false }]])(
    "RFC 3986, options %j",
    (options) => {
      const strict = options === undefined;
      const onComponents = (base: string, reference: string): string => {
        const b = requireBase("rfc3986", rfc3986.parse(base), base, reference);
        return transformReference(b, rfc3986.parse(reference), strict);
      };
      for (const [base, reference] of ALL_PAIRS) {
        same(
          {
            base,
            reference,
            target: outcome(() => rfc3986.resolve(base, reference, options)),
          },
          {
            base,
            reference,
            target: outcome(() => onComponents(base, reference)),
          },
        );
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
