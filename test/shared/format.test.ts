// format: a reference built from unescaped parts, each escaped for where it
// stands; a part that cannot stand there is a UrlFormatError naming it; what
// is returned reads back as the parts.
import fc from "fast-check";
import { UrlFormatError, type FormatErrorCode } from "../../src/errors";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import type { FormatParts } from "../../src/shared/format";

/** What the property reads back of an RFC 1808 URL, in RFC 3986's vocabulary. */
const back1808 = (text: string) => {
  const r = rfc1808.parse(text);
  return r.form === "opaque"
    ? {
        scheme: r.scheme,
        userinfo: undefined,
        port: undefined,
        path: r.opaque,
        query: undefined,
        fragment: r.fragment,
      }
    : {
        scheme: r.scheme,
        userinfo:
          r.user === undefined
            ? undefined
            : r.password === undefined
              ? r.user
              : `${r.user}:${r.password}`,
        port: r.port,
        path: `${r.pathAbsolute ? "/" : ""}${r.path}${r.params === undefined ? "" : `;${r.params}`}`,
        query: r.query,
        fragment: r.fragment,
      };
};

const DIALECTS = [
  ["rfc1808", rfc1808.format, back1808, rfc1808.unescape],
  ["rfc2396", rfc2396.format, rfc2396.parse, rfc2396.unescape],
  ["rfc2732", rfc2732.format, rfc2732.parse, rfc2732.unescape],
  ["rfc3986", rfc3986.format, rfc3986.parse, rfc3986.unescape],
] as const;

describe.each(DIALECTS)("%s.format", (name, format) => {
  test.each([
    [
      {
        scheme: "http",
        host: "a",
        path: "/a b/c",
        query: "q=1&r=a b#",
        fragment: "f g",
      },
      "http://a/a%20b/c?q=1&r=a%20b%23#f%20g",
    ],
    [
      {
        scheme: "http",
        userinfo: "u:p@x",
        host: "ex.com",
        port: 8080,
        path: "/",
      },
      "http://u:p%40x@ex.com:8080/",
    ],
    [{ path: "./a:b" }, "./a:b"],
    [{ path: "", query: "" }, "?"],
    [{ host: "a" }, "//a"],
  ] as [FormatParts, string][])("%j is %j", (parts, expected) => {
    expect(format(parts)).toBe(expected);
  });

  test("a query after an authority and an empty path", () => {
    const parts = { scheme: "http", host: "a", query: "" };
    if (name === "rfc1808")
      expect(() => format(parts)).toThrow(
        expect.objectContaining({ part: "query", code: "query-after-net-loc" }),
      );
    else expect(format(parts)).toBe("http://a?");
  });

  // The issue's own example: serialize writes "http://ax", another host.
  test.each([
    [{ scheme: "http", host: "a", path: "x" }, "path", "path-after-authority"],
    [{ path: "a:b" }, "path", "colon-in-first-segment"],
    [{ scheme: "foo", path: "//x" }, "path", "path-reads-as-authority"],
    [{ userinfo: "u", path: "/" }, "userinfo", "no-host"],
    [{ port: 80, path: "/" }, "port", "no-host"],
    [{ scheme: "1x", path: "/" }, "scheme", "invalid-scheme"],
    [{ scheme: "http", host: "a", port: "8x" }, "port", "invalid-port"],
    [{ scheme: "http", host: "a", port: -1 }, "port", "invalid-port"],
  ] as [FormatParts, string, FormatErrorCode][])(
    "%j: the %s cannot stand there (%s)",
    (parts, part, code) => {
      expect(() => format(parts)).toThrow(
        expect.objectContaining({
          name: "UrlFormatError",
          dialect: name,
          part,
          code,
        }),
      );
    },
  );

  test("not an object, or a part of the wrong type, is a TypeError", () => {
    expect(() => format(null as never)).toThrow(TypeError);
    expect(() => format({ path: 1 } as never)).toThrow(TypeError);
  });

  test("a part on a polluted Object.prototype is no part", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto["host"] = "evil.example";
    try {
      expect(format({ scheme: "http", path: "/a" })).toBe("http:/a");
    } finally {
      delete proto["host"];
    }
  });
});

describe("RFC 1808's paths and login", () => {
  test('a path may not begin with "//" after a net_loc: its first segment would be empty', () => {
    expect(() =>
      rfc1808.format({ scheme: "http", host: "a", path: "//x" }),
    ).toThrow(
      expect.objectContaining({ part: "path", code: "empty-first-segment" }),
    );
    expect(rfc3986.format({ scheme: "http", host: "a", path: "//x" })).toBe(
      "http://a//x",
    );
  });

  test("the userinfo is a login: user and password, each escaped", () => {
    expect(
      rfc1808.format({
        scheme: "ftp",
        userinfo: "u@1:p:w",
        host: "h",
        path: "/f",
      }),
    ).toBe("ftp://u%401:p%3Aw@h/f");
  });
});

describe("where the dialects' hosts differ", () => {
  test("RFC 3986: an IP-literal as written, anything else escaped as a reg-name", () => {
    expect(rfc3986.format({ scheme: "http", host: "[::1]", path: "/" })).toBe(
      "http://[::1]/",
    );
    expect(rfc3986.format({ scheme: "http", host: "a_b c", path: "/" })).toBe(
      "http://a_b%20c/",
    );
  });

  test("RFC 2396: a server's host only; RFC 2732 adds the IPv6reference", () => {
    expect(() =>
      rfc2396.format({ scheme: "http", host: "[::1]", path: "/" }),
    ).toThrow(expect.objectContaining({ part: "host", code: "invalid-host" }));
    expect(rfc2732.format({ scheme: "http", host: "[::1]", path: "/" })).toBe(
      "http://[::1]/",
    );
  });

  test("RFC 2396: an opaque URI has a non-empty opaque_part and no query", () => {
    expect(rfc2396.format({ scheme: "mailto", path: "a@b" })).toBe(
      "mailto:a@b",
    );
    expect(() =>
      rfc2396.format({ scheme: "mailto", path: "a@b", query: "x" }),
    ).toThrow(
      expect.objectContaining({ part: "query", code: "query-in-opaque-part" }),
    );
    expect(() => rfc2396.format({ scheme: "http" })).toThrow(
      expect.objectContaining({ part: "path", code: "empty-opaque-part" }),
    );
    expect(rfc3986.format({ scheme: "mailto", path: "a@b", query: "x" })).toBe(
      "mailto:a@b?x",
    );
  });
});

const text = fc.string({ maxLength: 12 });
const parts: fc.Arbitrary<FormatParts> = fc.record(
  {
    scheme: fc.constantFrom("http", "foo", "a+b.c-d", "1x", ""),
    userinfo: text,
    host: fc.oneof(
      fc.constantFrom("a.example", "[::1]", "127.0.0.1", ""),
      text,
    ),
    port: fc.oneof(fc.nat(70000), fc.constantFrom("080", "", "x")),
    path: fc.oneof(
      text,
      text.map((t) => `/${t}`),
      fc.constantFrom("//x", "a:b", "/a/b"),
    ),
    query: text,
    fragment: text,
  },
  { requiredKeys: [] },
);

describe.each(DIALECTS)(
  "%s.format on generated parts",
  (_, format, parse, unescape) => {
    test("a UrlFormatError, or a string whose parse gives back the parts", () => {
      fc.assert(
        fc.property(parts, (p) => {
          let written: string;
          try {
            written = format(p);
          } catch (error) {
            expect(error).toBeInstanceOf(UrlFormatError);
            return;
          }
          const back = parse(written) as {
            scheme: string | undefined;
            userinfo: string | undefined;
            port: string | undefined;
            path: string;
            query: string | undefined;
            fragment: string | undefined;
          };
          expect(back.scheme).toBe(p.scheme);
          expect(
            back.userinfo === undefined ? undefined : unescape(back.userinfo),
          ).toBe(p.userinfo);
          expect(back.port).toBe(
            p.port === undefined ? undefined : String(p.port),
          );
          expect(unescape(back.path)).toBe(p.path ?? "");
          expect(
            back.query === undefined ? undefined : unescape(back.query),
          ).toBe(p.query);
          expect(
            back.fragment === undefined ? undefined : unescape(back.fragment),
          ).toBe(p.fragment);
        }),
        { numRuns: 2000 },
      );
    });
  },
);
