// The WHATWG column: the platform's own URL, mapped to the RFCs' vocabulary.
import { compare } from "../src/compare";
import { whatwgParse, type WhatwgComponents } from "../src/whatwg";

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

  test.each(["a", "http://a b/", "http://[::1/", "?y", ""])(
    "%j is refused with the platform's failure",
    (input) => {
      const result = whatwgParse(input);
      expect(result).toEqual({
        valid: false,
        failure: { name: "TypeError", message: expect.any(String) },
      });
    },
  );

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
    const { disagreements } = compare("http://a:80/b/../c", {
      base: "http://x/y",
    });
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
    expect(disagreements).toContainEqual({
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
