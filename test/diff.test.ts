// diff: what differs between the columns' readings of many lines, counted.
import { DiffReport, type DiffCategory } from "../src/diff";

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
