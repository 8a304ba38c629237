// conformance: a parser's agreement with an RFC's grammar, on real parsers
// (this package's own, fast-uri, uri-js, Node's URL) and on deliberately
// wrong ones, which must be caught and shrunk to a known minimal string.
import * as path from "node:path";
import { childParser } from "../../src/cli/child-parser";
import {
  conformance,
  conformanceBatched,
  ConformanceError,
  readAnswer,
  type Answer,
  type ConformanceReport,
} from "../../src/conformance";
import { genericOf as fromRfc2396 } from "../../src/rfc2396/components";
import { genericOf as fromRfc3986 } from "../../src/rfc3986/components";
import { rfc2396, rfc3986 } from "../../src/index";
import {
  fastUriParser,
  nodeUrlParser,
  REPORTED,
  uriJsParser,
} from "../../bench/conformance-parsers";
import { cli } from "../cli/run-cli";

const FIXTURES = path.resolve(__dirname, "..", "fixtures");

/** This package's RFC 3986 parser, answering components. */
function ours3986(input: string): Answer {
  const r = rfc3986.tryParse(input);
  return r.ok ? { ...fromRfc3986(r.value) } : "invalid";
}

/**
 * This package's RFC 2396 parser: the verdict of isValid (parse also takes
 * Appendix C's "?y", outside the BNF: a deliberate deviation), the components
 * of parse.
 */
function ours2396(input: string): Answer {
  if (!rfc2396.isValid(input)) return "invalid";
  return { ...fromRfc2396(rfc2396.parse(input)) };
}

const kinds = (report: ConformanceReport) =>
  report.examples.map((e) => [e.kind, e.component, e.minimal]);

describe("conformance, in process", () => {
  test.each([
    ["rfc3986", ours3986],
    ["rfc2396", ours2396],
  ] as const)(
    "%s: this package's own parser agrees on every string and component",
    async (dialect, parser) => {
      const report = await conformance(dialect, parser, { count: 400 });
      expect(report.disagreements).toBe(0);
      expect(report.examples).toEqual([]);
      expect(report.strings).toBe(400 * report.rules.length);
      for (const c of report.components) {
        expect(c.compared).toBeGreaterThan(100);
        expect(c.agreed).toBe(c.compared);
      }
      // Half the strings are near misses, most of them outside the language.
      const nonMembers = report.rules.reduce((n, r) => n + r.nonMembers, 0);
      expect(nonMembers).toBeGreaterThan(report.strings / 4);
    },
  );

  test('a parser that rejects every string with "@" is caught and shrunk to "@"', async () => {
    const wrong = (input: string): Answer =>
      input.includes("@") ? "invalid" : ours3986(input);
    const report = await conformance("rfc3986", wrong, { count: 300 });
    expect(report.disagreements).toBeGreaterThan(0);
    expect(kinds(report)).toEqual([["rejects-member", undefined, "@"]]);
    expect(report.examples[0]!.valid).toBe(true);
    expect(report.examples[0]!.input).toContain("@");
  });

  test("a parser that lower-cases the host is caught on the host, shrunk to one upper-case letter", async () => {
    const wrong = (input: string): Answer => {
      const answer = ours3986(input);
      if (answer === "invalid" || answer === "valid") return answer;
      return { ...answer, host: answer.host?.toLowerCase() };
    };
    const report = await conformance("rfc3986", wrong, { count: 300 });
    expect(report.examples.length).toBeGreaterThan(0);
    for (const e of report.examples) {
      expect(e).toMatchObject({ kind: "component", component: "host" });
      expect(e.actual).toBe(e.expected!.toLowerCase());
    }
    // The first shrinks to "//" and one letter; others stop at a local
    // minimum of the shrink ("//[::A]": no one chunk can go).
    const [e] = report.examples;
    expect(e!.minimal).toMatch(/^\/\/[A-Z]$/);
    expect(e!.expected).toBe(e!.minimal.slice(2));
  });

  test('an absent component differs from an empty one: a parser that drops an empty query is caught on "?"', async () => {
    const wrong = (input: string): Answer => {
      const answer = ours3986(input);
      if (answer === "invalid" || answer === "valid") return answer;
      return {
        ...answer,
        query: answer.query === "" ? undefined : answer.query,
      };
    };
    const report = await conformance("rfc3986", wrong, { count: 300 });
    expect(report.examples).toEqual([
      expect.objectContaining({
        kind: "component",
        component: "query",
        minimal: "?",
        expected: "",
        actual: undefined,
      }),
    ]);
  });

  test("a parser that accepts everything is caught on non-members; a verdict-only parser is compared on verdicts", async () => {
    const report = await conformance("rfc3986", () => "valid", { count: 200 });
    expect(new Set(report.examples.map((e) => e.kind))).toEqual(
      new Set(["accepts-non-member"]),
    );
    // Shrunk to no more than two characters ("##": each half alone is a member).
    for (const e of report.examples) {
      expect(e.valid).toBe(false);
      expect([...e.minimal].length).toBeLessThanOrEqual(2);
    }
    expect(report.components.every((c) => c.compared === 0)).toBe(true);
    for (const r of report.rules) expect(r.acceptedMembers).toBe(r.members);
  });

  test("Node's URL: relative references are found (it needs a base), shrunk to the empty reference", async () => {
    const report = await conformance("rfc3986", nodeUrlParser, {
      count: 300,
      components: REPORTED,
    });
    const relative = report.rules.find((r) => r.rule === "relative-ref")!;
    expect(relative.acceptedMembers).toBe(0);
    expect(relative.members).toBeGreaterThan(0);
    expect(report.examples[0]).toMatchObject({
      kind: "rejects-member",
      minimal: "",
    });
    // And it lower-cases schemes, which the RFC's components keep as written.
    expect(report.examples).toContainEqual(
      expect.objectContaining({ kind: "component", component: "scheme" }),
    );
  });

  test("uri-js rejects no string RFC 3986 rejects; fast-uri rejects some", async () => {
    const uriJs = await conformance("rfc3986", uriJsParser, {
      count: 300,
      components: REPORTED,
    });
    const fast = await conformance("rfc3986", fastUriParser, {
      count: 300,
      components: REPORTED,
    });
    const rejected = (r: ConformanceReport) =>
      r.rules.reduce((n, x) => n + x.rejectedNonMembers, 0);
    expect(rejected(uriJs)).toBe(0);
    expect(rejected(fast)).toBeGreaterThan(0);
    expect(uriJs.examples.map((e) => e.kind)).toContain("accepts-non-member");
  });

  test("the run is deterministic, and a shrink stops at its step bound", async () => {
    const wrong = (input: string): Answer =>
      input.includes("@") ? "invalid" : ours3986(input);
    const a = await conformance("rfc3986", wrong, { count: 100, seed: 3 });
    const b = await conformance("rfc3986", wrong, { count: 100, seed: 3 });
    expect(a).toEqual(b);
    const bounded = await conformance("rfc3986", wrong, {
      count: 100,
      seed: 3,
      shrinkSteps: 5,
    });
    for (const e of bounded.examples) expect(e.steps).toBeLessThanOrEqual(5);
    expect(bounded.examples[0]!.minimal.length).toBeGreaterThan(1);
  });

  test("the rule under test, in either spelling; components are compared only for the rule parse reads", async () => {
    const report = await conformance("rfc2396", ours2396, {
      count: 100,
      rule: "hostname",
    });
    expect(report.rule).toBe("hostname");
    expect(report.rules.map((r) => r.rule)).toEqual([
      "hostname",
      "domainlabel",
      "toplabel",
    ]);
    expect(report.comparesComponents).toBe(false);
    // Our URI-reference parser accepts more than hostname: "/" is a path.
    expect(report.examples.map((e) => e.kind)).toContain("accepts-non-member");
    const same = await conformance("rfc3986", ours3986, {
      count: 50,
      rule: "URI_reference",
    });
    expect(same.rule).toBe("URI-reference");
  });

  test("a parser that throws, or answers something else, stops the run with a typed error naming the string", async () => {
    await expect(
      conformance(
        "rfc3986",
        () => {
          throw new Error("boom");
        },
        { count: 2 },
      ),
    ).rejects.toMatchObject({
      name: "ConformanceError",
      code: "thrown",
      message: expect.stringMatching(/threw on .*boom/),
    });
    await expect(
      conformance("rfc3986", () => ({ hostname: "a" }) as never, { count: 2 }),
    ).rejects.toMatchObject({
      code: "answer",
      message: expect.stringMatching(/component "hostname"/),
    });
    await expect(
      conformanceBatched("rfc3986", async () => ["valid"], { count: 4 }),
    ).rejects.toMatchObject({ code: "missing" });
  });

  test.each([
    ["valid", "valid"],
    ["invalid", "invalid"],
    [
      { host: "a", port: null, path: "" },
      { host: "a", path: "" },
    ],
    [{}, {}],
  ] as const)("readAnswer(%j) is %j", (value, answer) => {
    expect(readAnswer(value, "x")).toEqual(answer);
  });

  test.each([
    ["VALID"],
    [null],
    [[]],
    [42],
    [{ port: 80 }],
    [{ hostname: "a" }],
  ])("readAnswer(%j) is a ConformanceError", (value) => {
    expect(() => readAnswer(value, "x")).toThrow(ConformanceError);
  });

  test("options are checked and read as own properties", async () => {
    await expect(
      conformance("rfc3986", ours3986, { count: 0 }),
    ).rejects.toThrow(RangeError);
    await expect(
      conformance("rfc3986", ours3986, { components: ["hostname" as never] }),
    ).rejects.toThrow(TypeError);
    const proto = Object.prototype as Record<string, unknown>;
    proto["rule"] = "host";
    proto["count"] = 1;
    try {
      const report = await conformance("rfc3986", ours3986, { count: 20 });
      expect(report.rule).toBe("URI-reference");
      expect(report.count).toBe(20);
    } finally {
      delete proto["rule"];
      delete proto["count"];
    }
  });
});

describe("conformance, out of process", () => {
  test("the Node URL adapter script gives the report its in-process twin gives", async () => {
    const child = childParser(
      process.execPath,
      [path.join(FIXTURES, "url-parser.js")],
      10000,
    );
    try {
      const outside = await conformanceBatched("rfc2396", child.ask, {
        count: 300,
        components: REPORTED,
      });
      const inside = await conformance("rfc2396", nodeUrlParser, {
        count: 300,
        components: REPORTED,
      });
      expect(outside).toEqual(inside);
      expect(outside.disagreements).toBeGreaterThan(0);
    } finally {
      await child.close();
    }
  });

  const misbehaving = (how: string, ...options: string[]) =>
    cli([
      "conformance",
      "--rfc",
      "3986",
      "-n",
      "20",
      ...options,
      "--",
      process.execPath,
      path.join(FIXTURES, "misbehaving-parser.js"),
      how,
    ]);

  test('a deliberately wrong child is caught: exit 1, the example shrunk to "@"', async () => {
    const { code, stdout } = await misbehaving("wrong", "--json");
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as ConformanceReport;
    expect(report.examples).toContainEqual(
      expect.objectContaining({ kind: "rejects-member", minimal: "@" }),
    );
  });

  test.each([
    [
      "die",
      76,
      /the parser exited \(status 3\) after 2 of \d+ answers; its standard error ends: dying on purpose/,
    ],
    ["garbage", 76, /the parser answered "maybe" for /],
    ["short", 76, /the parser's output ended after 2 of \d+ answers/],
  ])(
    "a child that misbehaves (%s) stops the run: exit %d",
    async (how, status, message) => {
      const { code, stderr } = await misbehaving(how);
      expect(code).toBe(status);
      expect(stderr).toMatch(message);
    },
  );

  test("a child that hangs times out: exit 76, never a hang", async () => {
    const started = Date.now();
    const { code, stderr } = await misbehaving("hang", "--timeout", "300");
    expect(code).toBe(76);
    expect(stderr).toMatch(/the parser gave no answer in 300 ms for /);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test("a command that cannot be run: exit 69", async () => {
    const { code, stderr } = await cli([
      "conformance",
      "-n",
      "5",
      "--",
      path.join(FIXTURES, "no-such-parser"),
    ]);
    expect(code).toBe(69);
    expect(stderr).toMatch(/cannot run .*no-such-parser.*ENOENT/);
  });

  test("--json with a child failure prints the typed error", async () => {
    const { code, stdout } = await misbehaving("garbage", "--json");
    expect(code).toBe(76);
    expect(JSON.parse(stdout)).toMatchObject({
      error: { name: "ConformanceError", code: "answer" },
    });
  });

  test("usage errors: no command, a bad component, an unknown rule", async () => {
    expect((await cli(["conformance"])).code).toBe(2);
    expect(
      (await cli(["conformance", "--components", "hostname", "--", "true"]))
        .code,
    ).toBe(2);
    const unknown = await cli(["conformance", "--rule", "nope", "--", "true"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no rule "nope"/);
  });
});
