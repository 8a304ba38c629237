// diff: what differs between the columns' readings of many lines, counted.
import * as fs from "node:fs";
import * as path from "node:path";
import * as util from "node:util";
import { DIALECTS } from "../src/compare";
import { DiffReport, type DiffCategory } from "../src/diff";
import type { DialectName } from "../src/errors";
import { generate } from "../src/generate";
import {
  GENERIC_COMPONENT_NAMES,
  type GenericComponents,
} from "../src/shared/generic-components";

type Row = [string, readonly DiffCategory[]];

describe("DiffReport.add: the categories that differ on one line", () => {
  const rows: Row[] = [
    // Every column reads it alike.
    ["http://a/b?c", []],
    // RFC 1738 has no fragment: it rejects the line.
    ["http://a/b#d", ["validity"]],
    // Case and leading zeros or a default port change nothing addressed.
    ["HTTP://A:080/", []],
    // WHATWG rewrites IPv4 numbers: a host that differs between two readers.
    // RFC 1738 reads the line as an otherurl (its httpurl's host must end in
    // a toplabel starting with a letter): its path is all after "http:";
    // RFC 2396 reads "0x7f.1" as a reg_name, which is no host.
    ["http://0x7f.1/", ["host", "path", "host-conflict"]],
    // WHATWG removes dot segments from the path as it parses.
    ["http://a/b/../c", ["path"]],
    // RFC 2396 reads "a?b" as an opaque_part: no query.
    ["mailto:a?b", ["path", "query"]],
    // WHATWG reads "a@b" as userinfo, the RFCs keep the "@" in the authority.
    [
      "http://a@b@c/",
      ["validity", "userinfo", "host", "path", "userinfo-in-host"],
    ],
    // Only WHATWG accepts a space (it percent-encodes it).
    ["http://a/b c", ["validity"]],
  ];
  test.each(rows)("%j", (line, expected) => {
    const report = new DiffReport();
    expect([...report.add(line)].sort()).toEqual([...expected].sort());
  });

  test("without WHATWG, only the dialects are compared", () => {
    const report = new DiffReport({ whatwg: false });
    expect(report.add("http://0x7f.1/")).toEqual(["host", "path"]);
    expect(report.columns).not.toContain("whatwg");
  });

  test("--resolve: each line is base<TAB>reference; the resolved strings compared", () => {
    const report = new DiffReport({ resolve: true });
    expect(report.add("http://a/b/c/d;p?q\t?y")).toEqual(["resolved"]);
    expect(report.add("http://a/b/c/d;p?q\tg")).toEqual([]);
    expect(report.add("no tab here")).toEqual([]);
    // A third field (bench/corpus/relative.tsv's origin) is not read: the reference ends at the tab.
    expect(report.add("http://a/b/c/d;p?q\tg\thref")).toEqual([]);
    const summary = report.summary();
    expect(summary.malformedLines).toBe(1);
    expect(summary.groups.map((g) => g.category)).toEqual(["resolved"]);
    expect(summary.groups[0]?.examples[0]?.values).toMatchObject({
      rfc1808: "http://a/b/c/d;p?y",
      rfc2396: "http://a/b/c/?y",
      whatwg: "http://a/b/c/d;p?y",
    });
  });
});

describe("DiffReport.summary", () => {
  test("counts, shares and the first examples of each category", () => {
    const report = new DiffReport({ examples: 2 });
    const lines = [
      "http://a/b",
      "http://a/b#1",
      "http://a/b#2",
      "http://a/b#3",
    ];
    for (const line of lines) report.add(line);
    const summary = report.summary();
    expect(summary.lines).toBe(4);
    expect(summary.linesWithDifferences).toBe(3);
    const validity = summary.groups.find((g) => g.category === "validity");
    expect(validity?.count).toBe(3);
    expect(validity?.share).toBe(0.75);
    expect(validity?.examples.map((e) => [e.line, e.input])).toEqual([
      [2, "http://a/b#1"],
      [3, "http://a/b#2"],
    ]);
    expect(validity?.examples[0]?.values).toMatchObject({
      rfc1738: false,
      rfc2396: true,
      whatwg: true,
    });
  });

  test("what a merge of summaries needs: the format and its version, the examples kept, each example's absent columns", () => {
    const report = new DiffReport({ examples: 2, whatwg: false });
    // RFC 1738 reads no query in an https URL (a scheme it does not know):
    // its value is undefined, which JSON drops.
    report.add("https://a.example/b?c");
    const summary = report.summary();
    expect(summary).toMatchObject({
      format: "url-grammars diff",
      formatVersion: 1,
      examplesPerGroup: 2,
    });
    const query = summary.groups.find((g) => g.category === "query");
    const example = query?.examples[0];
    expect(example?.absent).toEqual(["rfc1738"]);
    expect(Object.keys(example?.values ?? {})).toContain("rfc1738");
    expect(example?.values.rfc1738).toBeUndefined();
    const json = JSON.parse(JSON.stringify(example)) as typeof example;
    expect(Object.keys(json?.values ?? {})).not.toContain("rfc1738");
    expect(json?.absent).toEqual(["rfc1738"]);
    // A category whose values are all there has none absent.
    const path = summary.groups.find((g) => g.category === "path");
    expect(path?.examples[0]?.absent).toEqual([]);
  });

  test("memory stays bounded: examples are capped however many lines differ", () => {
    const report = new DiffReport({ examples: 3 });
    for (let i = 0; i < 20_000; i++) report.add(`http://a/#${i}`);
    const validity = report
      .summary()
      .groups.find((g) => g.category === "validity");
    expect(validity?.count).toBe(20_000);
    expect(validity?.examples).toHaveLength(3);
  });

  test("bad options are errors, and options are read as own properties", () => {
    expect(() => new DiffReport({ examples: -1 })).toThrow(RangeError);
    expect(
      () => new DiffReport({ dialects: ["rfc2396"], whatwg: false }),
    ).toThrow(RangeError);
    expect(() => new DiffReport().add(1 as never)).toThrow(TypeError);
    const proto = Object.prototype as Record<string, unknown>;
    proto["resolve"] = true;
    proto["whatwg"] = false;
    try {
      const report = new DiffReport();
      expect(report.columns).toContain("whatwg");
      expect(report.summary().mode).toBe("parse");
    } finally {
      delete proto["resolve"];
      delete proto["whatwg"];
    }
  });
});

describe("DiffReport.addAll: many lines, each column reading a batch in turn", () => {
  const corpus = fs
    .readFileSync(path.resolve(__dirname, "../bench/corpus/urls.txt"), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .slice(0, 3000);

  test("counts what an add a line counts, with the same examples, across batches", () => {
    const lines = [...corpus, "http://a/b#1", "http://0x7f.1/", "mailto:a?b"];
    const one = new DiffReport({ examples: 5 });
    for (const line of lines) one.add(line);
    const all = new DiffReport({ examples: 5 });
    all.addAll(lines.slice(0, 1000));
    all.addAll(lines.slice(1000));
    expect(all.summary()).toEqual(one.summary());
    expect(all.summary().linesWithDifferences).toBeGreaterThan(0);
  });

  test("--resolve: the same as an add a line", () => {
    const lines = ["http://a/b/c/d;p?q\t?y", "http://a/b/c/d;p?q\tg", "no tab"];
    const one = new DiffReport({ resolve: true });
    for (const line of lines) one.add(line);
    const all = new DiffReport({ resolve: true });
    all.addAll(lines);
    expect(all.summary()).toEqual(one.summary());
  });

  test("anything but an array of strings is a TypeError, and nothing is counted", () => {
    const report = new DiffReport();
    expect(() => report.addAll("http://a/" as never)).toThrow(TypeError);
    expect(() => report.addAll(["http://a/", 1] as never)).toThrow(TypeError);
    expect(report.summary().lines).toBe(0);
  });
});

describe("each dialect's readGeneric: what diff reads of a line", () => {
  const corpus = fs
    .readFileSync(path.resolve(__dirname, "../bench/corpus/urls.txt"), "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const edges = [
    "",
    "#f",
    "?y",
    "//g",
    "g;x?y#s",
    "HTTP://A:080/b?c",
    "Foo://u:p@h:1/p?q",
    "foo:bar?baz",
    "news:comp.lang",
    "news:abc@example.com",
    "mailto:a@b",
    "file:///etc/x",
    "file://localhost/x",
    "ftp://u:p@h:21/a;type=i",
    "telnet://u@h/",
    "gopher://h/1x",
    "wais://h/db?x",
    "prospero://h/p;a=b",
    "nntp://h/g/1",
    "http://a@b@c/",
    "http://0x7f.1/",
    "http:///x",
    "http://[::1]:8/",
    "mailto:a?b",
    "http://a//b",
  ];
  /** Each dialect's own members and near misses too. */
  const inputsOf = (name: DialectName): string[] => [
    ...edges,
    ...corpus,
    ...[...generate(name, { count: 400, seed: 26, nearMisses: true })].map(
      (g) => g.input,
    ),
  ];

  /** The generic components alone (a dialect's reading may hold what its resolve reads besides). */
  const genericFields = (c: GenericComponents): GenericComponents =>
    Object.fromEntries(
      GENERIC_COMPONENT_NAMES.map((name) => [name, c[name]]),
    ) as unknown as GenericComponents;

  test.each(DIALECTS.map((d) => [d.name, d] as const))(
    "%s: genericOf of its parse, or undefined where parse throws",
    (_name, dialect) => {
      const differing = inputsOf(dialect.name).filter((input) => {
        const parsed = dialect.tryParse(input);
        const read = dialect.readGeneric(input);
        return !util.isDeepStrictEqual(
          read === undefined ? undefined : genericFields(read),
          parsed.ok ? dialect.genericOf(parsed.value, input) : undefined,
        );
      });
      expect(differing).toEqual([]);
    },
  );

  /** What is wrong with `c` as a reading of `input` laid out as section 3 of RFC 3986 lays out a reference (undefined: nothing). */
  const layoutFault = (
    input: string,
    c: GenericComponents,
  ): string | undefined => {
    const scheme = c.scheme === undefined ? "" : `${c.scheme}:`;
    const laidOut =
      scheme +
      (c.authority === undefined ? "" : `//${c.authority}`) +
      c.path +
      (c.query === undefined ? "" : `?${c.query}`) +
      (c.fragment === undefined ? "" : `#${c.fragment}`);
    // Only RFC 1738 lowercases the scheme.
    if (
      laidOut.slice(scheme.length) !== input.slice(scheme.length) ||
      (laidOut.slice(0, scheme.length) !==
        input.slice(0, scheme.length).toLowerCase() &&
        laidOut.slice(0, scheme.length) !== input.slice(0, scheme.length))
    )
      return `laid out as ${laidOut}`;
    if (c.host === undefined)
      return c.userinfo === undefined && c.port === undefined
        ? undefined
        : "a userinfo or port without a host";
    const authority =
      (c.userinfo === undefined ? "" : `${c.userinfo}@`) +
      c.host +
      (c.port === undefined ? "" : `:${c.port}`);
    return authority === c.authority
      ? undefined
      : `an authority ${c.authority} of ${authority}`;
  };

  // diff's sameSpans compares two dialects' readings of one line by their
  // components' lengths: it holds because each reading is its line laid out
  // so, each component a span of it.
  test.each(DIALECTS.map((d) => [d.name, d] as const))(
    "%s: its line laid out as RFC 3986 section 3 lays out a reference, the authority as [userinfo @] host [: port] where it has a host",
    (_name, dialect) => {
      let read = 0;
      const faults: string[] = [];
      for (const input of inputsOf(dialect.name)) {
        const c = dialect.readGeneric(input);
        if (c === undefined) continue;
        read++;
        const fault = layoutFault(input, c);
        if (fault !== undefined) faults.push(`${input}: ${fault}`);
      }
      expect(faults).toEqual([]);
      expect(read).toBeGreaterThan(corpus.length / 2);
    },
  );

  test("the layout check finds a reading that is not its line laid out", () => {
    const c = {
      scheme: "http",
      authority: "u@h:1",
      userinfo: "u",
      host: "h",
      port: "1",
      path: "/p",
      query: "q",
      fragment: undefined,
    };
    expect(layoutFault("HTTP://u@h:1/p?q", c)).toBeUndefined();
    expect(layoutFault("http://u@h:1/p#q", c)).toBe(
      "laid out as http://u@h:1/p?q",
    );
    expect(layoutFault("http://u@h:1/p?q", { ...c, port: undefined })).toBe(
      "an authority u@h:1 of u@h",
    );
    expect(layoutFault("http://u@h:1/p?q", { ...c, host: undefined })).toBe(
      "a userinfo or port without a host",
    );
  });

  test("RFC 1738: a news article's host is after its '@', in the path: no authority", () => {
    const rfc1738 = DIALECTS.find((d) => d.name === "rfc1738");
    expect(rfc1738?.readGeneric("news:abc@example.com")).toEqual({
      scheme: "news",
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      path: "abc@example.com",
      query: undefined,
      fragment: undefined,
    });
    expect(rfc1738?.generic("news:abc@example.com").path).toBe(
      "abc@example.com",
    );
  });
});
