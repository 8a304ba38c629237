// The WHATWG column: the platform's own URL, mapped to the RFCs' vocabulary.
import * as fc from "fast-check";
import { compare } from "../src/compare";
import { DiffReport } from "../src/diff";
import { whatwgParse, type WhatwgComponents } from "../src/whatwg";
import { isRelativeUrlWithFragment } from "../src/whatwg-relative";

type Row = [string, Partial<WhatwgComponents>];

describe("whatwgParse maps URL to the RFCs' vocabulary", () => {
  const rows: Row[] = [
    [
      "http://u:p@a.b:8/c?d#e",
      {
        scheme: "http",
        authority: "u:p@a.b:8",
        userinfo: "u:p",
        host: "a.b",
        port: "8",
        path: "/c",
        query: "d",
        fragment: "e",
      },
    ],
    // A scheme's default port is dropped by the standard.
    ["http://a:80/", { port: undefined, authority: "a", href: "http://a/" }],
    // "?" and "#" with nothing after are empty, not absent.
    ["http://a/?#", { query: "", fragment: "" }],
    ["http://a/", { query: undefined, fragment: undefined }],
    // No "//": no authority, host or port.
    [
      "mailto:a?b#c",
      {
        authority: undefined,
        host: undefined,
        path: "a",
        query: "b",
        fragment: "c",
      },
    ],
    // "//" with nothing after: an empty authority and host.
    ["foo://", { authority: "", host: "", path: "" }],
    // An empty password and an empty userinfo are dropped.
    ["http://u:@a/", { userinfo: "u", authority: "u@a" }],
    ["http://@a/", { userinfo: undefined, authority: "a" }],
    // The host: lowercased, IPv4 numbers rewritten, IPv6 with brackets.
    ["http://A.B/", { host: "a.b" }],
    ["http://0x7f.1/", { host: "127.0.0.1" }],
    ["http://[::1]/", { host: "[::1]" }],
    // Dot segments removed, spaces around stripped, tabs removed.
    ["http://a/b/../c", { path: "/c" }],
    ["  http://a/\tb ", { path: "/b", href: "http://a/b" }],
    // A "#" inside the fragment stays in it.
    ["http://a/#b#c", { fragment: "b#c" }],
  ];
  test.each(rows)("%j", (input, expected) => {
    const result = whatwgParse(input);
    expect(result.valid).toBe(true);
    if (result.valid) expect(result.components).toMatchObject(expected);
  });

  test.each([
    ["a", true],
    ["http://a b/", false],
    ["http://[::1/", false],
    ["?y", true],
    ["", true],
    ["a b", false],
  ])(
    "%j is refused with the platform's failure (needs a base: %j)",
    (input, needsBase) => {
      const result = whatwgParse(input);
      expect(result).toEqual({
        valid: false,
        failure: { name: "TypeError", message: expect.any(String) },
        needsBase,
      });
    },
  );

  test("a base the standard refuses is named as the failure", () => {
    const result = whatwgParse("?y", "no base");
    expect(result).toMatchObject({
      valid: false,
      needsBase: false,
      failure: { message: expect.stringMatching(/^the base is no URL/) },
    });
    // A reference the standard refuses against a good base: its own failure.
    expect(whatwgParse("http://[::1/", "http://a/")).toMatchObject({
      valid: false,
      failure: { message: expect.not.stringMatching(/base/) },
    });
  });

  test("a base resolves the reference", () => {
    const result = whatwgParse("../g", "http://a/b/c/d;p?q");
    expect(result.valid && result.components.href).toBe("http://a/b/g");
  });

  test("a non-string is a TypeError", () => {
    expect(() => whatwgParse(1 as never)).toThrow(TypeError);
    expect(() => whatwgParse("a", 1 as never)).toThrow(TypeError);
  });
});

describe("compare's WHATWG column", () => {
  test("is there by default, and marked as the living standard's answer", () => {
    const { whatwg } = compare("http://a/b");
    expect(whatwg).toMatchObject({
      column: "whatwg",
      valid: true,
      note: expect.stringContaining("not an RFC"),
      components: { host: "a", path: "/b", href: "http://a/b" },
    });
  });

  test("{ whatwg: false } leaves it out, even when the prototype says otherwise", () => {
    expect(compare("http://a/b", { whatwg: false }).whatwg).toBeUndefined();
    const proto = Object.prototype as Record<string, unknown>;
    proto["whatwg"] = false;
    try {
      expect(compare("http://a/b").whatwg).toBeDefined();
    } finally {
      delete proto["whatwg"];
    }
  });

  test("joins the disagreements: validity, components and resolution", () => {
    const { disagreements } = compare("http://a:80/b/../c");
    expect(disagreements).toContainEqual({
      aspect: "component",
      component: "port",
      // The default port: WHATWG drops it, which changes nothing addressed.
      addressed: false,
      values: expect.objectContaining({ rfc2396: "80", whatwg: undefined }),
    });
    expect(disagreements).toContainEqual({
      aspect: "component",
      component: "path",
      addressed: true,
      values: expect.objectContaining({ rfc3986: "/b/../c", whatwg: "/c" }),
    });
    const resolved = compare("http://a:80/b/../c", {
      base: "http://x/y",
    }).disagreements;
    expect(resolved).toContainEqual({
      aspect: "resolved",
      values: expect.objectContaining({
        rfc2396: "http://a:80/b/../c",
        rfc3986: "http://a:80/c",
        whatwg: "http://a/c",
      }),
    });
    expect(compare("http://a/b c").disagreements).toContainEqual({
      aspect: "validity",
      values: expect.objectContaining({ rfc2396: false, whatwg: true }),
    });
  });

  test("a failed WHATWG resolution is null among the resolved values", () => {
    const { whatwg, disagreements } = compare("g", { base: "foo:a" });
    expect(whatwg?.resolved).toEqual({
      ok: false,
      failure: { name: "TypeError", message: expect.any(String) },
    });
    expect(disagreements).toContainEqual({
      aspect: "resolved",
      values: expect.objectContaining({ whatwg: null }),
    });
  });
});

describe("a relative-URL-with-fragment string (the URL Standard's)", () => {
  test.each([
    "",
    "?y",
    "#f",
    "//g",
    "//",
    "///x",
    "//g:",
    "//g:80/x",
    "//g:65535",
    "//[::1]:8/",
    "//[2001:db8::7]",
    "//%41",
    "g",
    "../g",
    "./g:h",
    "/g",
    "/g:h",
    "a/b?c/d?e#f?g",
    "%41%2e",
    "\u00e9/\u{1F600}",
    "a;b=c,d!$&'()*+-._~@",
  ])("%j is one", (input) => {
    expect(isRelativeUrlWithFragment(input)).toBe(true);
  });

  test.each([
    "g:h",
    "http://a/",
    "a b",
    "//g:65536",
    "//g:8x",
    "//u@g",
    "//:80",
    "//g//x",
    "%zz",
    "%4",
    "a%",
    "#a#b",
    "//[::1",
    "//[v1.x]",
    "//[::1]x",
    "a\\b",
    "a|b",
    "[x]",
    "a^b",
    "a`b",
    " ?y",
    "\ud800",
    "\ufdd0",
    "\u{1fffe}",
    "\u0080",
  ])("%j is not", (input) => {
    expect(isRelativeUrlWithFragment(input)).toBe(false);
  });

  test("a long string is judged, a scheme of a million letters too", () => {
    const long = `//g/${"a/".repeat(500_000)}?${"q".repeat(500_000)}#f`;
    expect(isRelativeUrlWithFragment(long)).toBe(true);
    expect(isRelativeUrlWithFragment(`${"a".repeat(1_000_000)}:`)).toBe(false);
  });

  // Each one is a string the parser reads against a base of another scheme
  // (the branch implemented, src/whatwg-relative.ts), and none parses alone.
  test("each one parses against a base, and none without", () => {
    const unit = fc.constantFrom(
      ..."aZ09-._~!$&'()*+,;=:@/?#%[] ",
      "%41",
      "%2e",
      "//",
      "\u00e9",
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (units) => {
        const input = units.join("");
        if (!isRelativeUrlWithFragment(input)) return;
        expect(() => new URL(input)).toThrow();
        expect(new URL(input, "foo://x/y").href).toEqual(expect.any(String));
      }),
      { numRuns: 3000, seed: 28 },
    );
  });
});

describe("the WHATWG column with and without a base", () => {
  const BASE = "http://a/b/c/d;p?q";
  const rows: [string, string | undefined, Record<string, unknown>][] = [
    ["?y", undefined, { verdict: "needs-base", valid: false }],
    ["//g", undefined, { verdict: "needs-base", valid: false }],
    ["#f", undefined, { verdict: "needs-base", valid: false }],
    [
      "g:h",
      undefined,
      {
        verdict: "valid",
        withBase: false,
        components: { scheme: "g", host: undefined, path: "h", href: "g:h" },
        resolved: undefined,
      },
    ],
    [
      "?y",
      BASE,
      {
        verdict: "valid",
        withBase: true,
        components: {
          scheme: "http",
          host: "a",
          path: "/b/c/d;p",
          query: "y",
          href: "http://a/b/c/d;p?y",
        },
        resolved: { ok: true, value: "http://a/b/c/d;p?y" },
      },
    ],
    [
      "//g",
      BASE,
      {
        verdict: "valid",
        withBase: true,
        components: { host: "g", path: "/", query: undefined },
        resolved: { ok: true, value: "http://g/" },
      },
    ],
    [
      "#f",
      BASE,
      {
        verdict: "valid",
        components: { path: "/b/c/d;p", query: "q", fragment: "f" },
        resolved: { ok: true, value: "http://a/b/c/d;p?q#f" },
      },
    ],
    [
      "g:h",
      BASE,
      {
        verdict: "valid",
        withBase: true,
        components: { scheme: "g", path: "h" },
        resolved: { ok: true, value: "g:h" },
      },
    ],
  ];
  test.each(rows)("%j against %j", (input, base, expected) => {
    const { whatwg } = compare(input, base === undefined ? {} : { base });
    expect(whatwg).toMatchObject(expected);
    // The column's verdict is what new URL() says: with the base, it is
    // new URL(input, base), its href the resolved string.
    let href: string | undefined;
    try {
      href = new URL(input, base).href;
    } catch {
      href = undefined;
    }
    expect(whatwg?.valid).toBe(href !== undefined);
    if (whatwg?.valid === true) expect(whatwg.components.href).toBe(href);
  });

  test("needing a base is no validity difference, in compare and in diff", () => {
    for (const input of ["?y", "//g", "#f"]) {
      const c = compare(input, { dialects: ["rfc3986"] });
      expect(c.disagreements.filter((d) => d.aspect === "validity")).toEqual(
        [],
      );
      const all = compare(input).disagreements.find(
        (d) => d.aspect === "validity",
      );
      // RFC 1738 rejects each (it has no relative URLs); WHATWG takes no side.
      expect(all?.values).toMatchObject({ rfc1738: false, rfc3986: true });
      expect(all?.values).not.toHaveProperty("whatwg");
    }
    const report = new DiffReport({ dialects: ["rfc2396", "rfc3986"] });
    for (const input of ["?y", "//g", "#f", "g:h", "a b"]) report.add(input);
    const validity = report
      .summary()
      .groups.find((g) => g.category === "validity");
    // "a b" only: no column reads it ("a b" is no relative-URL string).
    expect(validity?.count).toBe(0);
    const strict = new DiffReport({ dialects: ["rfc3986"] });
    strict.add("http://a/b c");
    strict.add("?y");
    const found = strict
      .summary()
      .groups.find((g) => g.category === "validity");
    expect(found?.count).toBe(1);
    expect(found?.examples.map((e) => e.input)).toEqual(["http://a/b c"]);
  });

  test("with a base, its components (the resolved URL's) are not compared with the references'", () => {
    const { disagreements } = compare("?y", { base: BASE });
    expect(
      disagreements.filter(
        (d) => d.aspect === "component" && Object.hasOwn(d.values, "whatwg"),
      ),
    ).toEqual([]);
  });

  test("new URL() runs once per string", () => {
    const Real = globalThis.URL;
    const seen: [string, string | URL | undefined][] = [];
    class Counting extends Real {
      constructor(input: string | URL, base?: string | URL) {
        seen.push([String(input), base]);
        super(input, base);
      }
    }
    globalThis.URL = Counting as typeof URL;
    try {
      compare("?y", { base: BASE });
      compare("?y");
      compare("g:h");
    } finally {
      globalThis.URL = Real;
    }
    expect(seen).toEqual([
      ["?y", BASE],
      ["?y", undefined],
      ["g:h", undefined],
    ]);
  });
});
