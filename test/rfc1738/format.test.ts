// RFC 1738 format: a URL built from its scheme's parts (section 3), each
// escaped by its rule of section 5; a part that cannot stand where it was put
// is a UrlFormatError naming it; what is returned reads back as the parts.
import fc from "fast-check";
import { UrlFormatError, type FormatErrorCode } from "../../src/errors";
import {
  format,
  parse,
  unescape,
  type Rfc1738FormatParts,
  type Rfc1738Url,
} from "../../src/rfc1738";

describe("format writes each scheme's URL (section 3)", () => {
  test.each([
    // 3.3 HTTP
    [{ scheme: "http", host: "a.example" }, "http://a.example"],
    [
      { scheme: "http", host: "a.example", port: 8080, path: "x y/z?" },
      "http://a.example:8080/x%20y/z%3F",
    ],
    [
      { scheme: "http", host: "a", path: "", search: "q=a b&r=/" },
      "http://a/?q=a%20b&r=%2F",
    ],
    // 3.2 FTP
    [
      {
        scheme: "ftp",
        user: "me@x",
        password: "p:w",
        host: "ftp.example",
        path: "pub/a;b",
        typecode: "d",
      },
      "ftp://me%40x:p%3Aw@ftp.example/pub/a%3Bb;type=d",
    ],
    [{ scheme: "ftp", user: "", host: "h" }, "ftp://@h"],
    // 3.4 GOPHER
    [{ scheme: "gopher", host: "g", port: "70" }, "gopher://g:70"],
    [
      {
        scheme: "gopher",
        host: "g",
        gtype: "7",
        selector: "/s x",
        search: "a b",
        gopherPlus: "+",
      },
      "gopher://g/7/s%20x%09a%20b%09+",
    ],
    [{ scheme: "gopher", host: "g", gtype: " " }, "gopher://g/%20"],
    // 3.5 MAILTO
    [
      { scheme: "mailto", address: "a b@example.com" },
      "mailto:a%20b@example.com",
    ],
    // 3.6 NEWS
    [{ scheme: "news", group: "comp.lang.c++" }, "news:comp.lang.c++"],
    [{ scheme: "news", group: "*" }, "news:*"],
    [
      { scheme: "news", articleId: "1 2", host: "h.example" },
      "news:1%202@h.example",
    ],
    // 3.7 NNTP
    [
      { scheme: "nntp", host: "n", group: "alt.test", article: 12 },
      "nntp://n/alt.test/12",
    ],
    // 3.8 TELNET
    [
      { scheme: "telnet", user: "u", host: "10.0.0.1", port: 23 },
      "telnet://u@10.0.0.1:23",
    ],
    // 3.9 WAIS
    [{ scheme: "wais", host: "w", database: "d b" }, "wais://w/d%20b"],
    [
      { scheme: "wais", host: "w", database: "d", search: "x y" },
      "wais://w/d?x%20y",
    ],
    [
      { scheme: "wais", host: "w", database: "d", wtype: "t", wpath: "p/q" },
      "wais://w/d/t/p%2Fq",
    ],
    // 3.10 FILE
    [{ scheme: "file", path: "etc/a b" }, "file:///etc/a%20b"],
    [{ scheme: "file", host: "localhost", path: "" }, "file://localhost/"],
    // 3.11 PROSPERO
    [
      {
        scheme: "prospero",
        host: "p",
        path: "a/b c",
        fields: [{ name: "n=", value: "v;" }],
      },
      "prospero://p/a/b%20c;n%3D=v%3B",
    ],
    // section 5: any other scheme
    [
      { scheme: "foo", user: "u", host: "h", port: 1, urlPath: "a/b c" },
      "foo://u@h:1/a/b%20c",
    ],
    [{ scheme: "x-y", schemePart: "a b:c" }, "x-y:a%20b:c"],
    // the scheme as given: parse folds its case
    [{ scheme: "HTTP", host: "a" }, "HTTP://a"],
  ] as [Rfc1738FormatParts, string][])("%j is %s", (parts, expected) => {
    expect(format(parts)).toBe(expected);
  });
});

describe("a part that cannot stand where it was put is a UrlFormatError", () => {
  test.each([
    [{ scheme: "http", host: "a", search: "q" }, "search", "needs-part"],
    [{ scheme: "ftp", host: "a", typecode: "a" }, "typecode", "needs-part"],
    [
      { scheme: "ftp", host: "a", path: "x", typecode: "b" },
      "typecode",
      "invalid-value",
    ],
    [{ scheme: "ftp", password: "p", host: "a" }, "password", "needs-part"],
    [{ scheme: "gopher", host: "g", selector: "s" }, "selector", "needs-part"],
    [
      { scheme: "gopher", host: "g", gtype: "1", search: "s" },
      "search",
      "needs-part",
    ],
    [{ scheme: "gopher", host: "g", gtype: "12" }, "gtype", "invalid-value"],
    [
      { scheme: "gopher", host: "g", gtype: "1", selector: "a\tb" },
      "selector",
      "invalid-value",
    ],
    [{ scheme: "mailto", address: "" }, "address", "invalid-value"],
    [{ scheme: "mailto" }, "address", "missing-part"],
    [{ scheme: "news", group: "1abc" }, "group", "invalid-value"],
    [{ scheme: "news", group: "a", host: "h" }, "host", "invalid-value"],
    [{ scheme: "news", articleId: "x" }, "host", "missing-part"],
    [{ scheme: "nntp", host: "n", group: "a b" }, "group", "invalid-value"],
    [
      { scheme: "nntp", host: "n", group: "a", article: "1x" },
      "article",
      "invalid-value",
    ],
    [
      { scheme: "wais", host: "w", database: "d", search: "s", wtype: "t" },
      "search",
      "invalid-value",
    ],
    [
      { scheme: "wais", host: "w", database: "d", wtype: "t" },
      "wtype",
      "needs-part",
    ],
    [{ scheme: "http", host: "a b" }, "host", "invalid-host"],
    [{ scheme: "http", host: "[::1]" }, "host", "invalid-host"],
    [{ scheme: "http" }, "host", "missing-part"],
    [{ scheme: "http", host: "a", port: "" }, "port", "invalid-port"],
    [{ scheme: "http", host: "a", port: 1.5 }, "port", "invalid-port"],
    [{ scheme: "file", host: "a:1", path: "" }, "host", "invalid-host"],
    [{ scheme: "file" }, "path", "missing-part"],
    [{ scheme: "a b", schemePart: "x" }, "scheme", "invalid-scheme"],
    [{ scheme: "foo", schemePart: "x", host: "h" }, "host", "invalid-value"],
  ] as [Rfc1738FormatParts, string, FormatErrorCode][])(
    "%j: the %s cannot stand there (%s)",
    (parts, part, code) => {
      expect(() => format(parts)).toThrow(
        expect.objectContaining({
          name: "UrlFormatError",
          dialect: "rfc1738",
          part,
          code,
        }),
      );
    },
  );

  test("a schemePart that reads as the common Internet scheme syntax: its parts must be given", () => {
    expect(() => format({ scheme: "foo", schemePart: "//h/x" })).toThrow(
      expect.objectContaining({ part: "schemePart", code: "invalid-value" }),
    );
    expect(format({ scheme: "foo", schemePart: "//h h/x" })).toBe(
      "foo://h%20h/x",
    );
  });

  test("a part the scheme does not have, a part of the wrong type, or no object, is a TypeError", () => {
    expect(() =>
      format({ scheme: "http", host: "a", query: "q" } as never),
    ).toThrow(/unknown part "query"/);
    expect(() => format({ scheme: "http", host: 1 } as never)).toThrow(
      TypeError,
    );
    expect(() => format(null as never)).toThrow(TypeError);
    expect(() =>
      format({
        scheme: "prospero",
        host: "p",
        path: "",
        fields: [{}],
      } as never),
    ).toThrow(TypeError);
  });

  test("a part on a polluted Object.prototype is no part", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto["search"] = "evil";
    proto["port"] = 1;
    try {
      expect(format({ scheme: "http", host: "a" })).toBe("http://a");
    } finally {
      delete proto["search"];
      delete proto["port"];
    }
  });
});

/** The parts of a parsed URL, decoded, in format's vocabulary. */
function partsOf(url: Rfc1738Url): Record<string, unknown> {
  const decoded = (text: string | undefined) =>
    text === undefined ? undefined : unescape(text);
  switch (url.kind) {
    case "http":
      return {
        scheme: url.rawScheme,
        host: url.host,
        port: url.rawPort,
        path: decoded(url.path),
        search: decoded(url.search),
      };
    case "ftp":
      return {
        scheme: url.rawScheme,
        user: decoded(url.user),
        password: decoded(url.password),
        host: url.host,
        port: url.rawPort,
        path:
          url.path === undefined
            ? undefined
            : url.segments.map(unescape).join("/"),
        typecode: url.typecode,
      };
    case "telnet":
      return {
        scheme: url.rawScheme,
        user: decoded(url.user),
        password: decoded(url.password),
        host: url.host,
        port: url.rawPort,
      };
    case "wais":
      return {
        scheme: url.rawScheme,
        host: url.host,
        port: url.rawPort,
        database: unescape(url.database),
        search: decoded(url.search),
        wtype: decoded(url.wtype),
        wpath: decoded(url.wpath),
      };
    default:
      return { scheme: url.rawScheme };
  }
}

const omitUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

describe("properties", () => {
  const text = fc.string({ maxLength: 10, unit: "grapheme" });
  const host = fc.constantFrom("a", "a.example", "x-1.b2", "10.0.0.1");
  const port = fc.option(fc.nat(99999), { nil: undefined });

  test("what format writes reads back, by parse, as the parts given", () => {
    const arbitrary = fc.oneof(
      fc.record(
        {
          scheme: fc.constant("http"),
          host,
          port,
          path: text,
          search: text,
        },
        { requiredKeys: ["scheme", "host"] },
      ),
      fc.record(
        {
          scheme: fc.constant("ftp"),
          user: text,
          password: text,
          host,
          port,
          path: text,
          typecode: fc.constantFrom("a", "i", "d"),
        },
        { requiredKeys: ["scheme", "host"] },
      ),
      fc.record(
        {
          scheme: fc.constant("wais"),
          host,
          port,
          database: text,
          search: text,
        },
        { requiredKeys: ["scheme", "host", "database"] },
      ),
    );
    fc.assert(
      fc.property(arbitrary, (parts) => {
        let written: string;
        try {
          written = format(parts as Rfc1738FormatParts);
        } catch (error) {
          // only the documented refusals: a part that needs another
          expect(error).toBeInstanceOf(UrlFormatError);
          expect((error as UrlFormatError).code).toBe("needs-part");
          return;
        }
        const back = omitUndefined(partsOf(parse(written)));
        const given = omitUndefined({
          ...parts,
          port: parts.port === undefined ? undefined : String(parts.port),
        });
        expect(back).toEqual(given);
      }),
      { numRuns: 2000, seed: 1738 },
    );
  });

  test("format of what parse read writes the URL again, for URLs already in format's escaping", () => {
    for (const url of [
      "http://a.example:8080/x%20y/z?q=1",
      "ftp://u:p@h/a/b;type=i",
      "wais://w/d?x%20y",
      "telnet://u@h:23",
    ]) {
      const parts = omitUndefined(partsOf(parse(url)));
      expect(format(parts as Rfc1738FormatParts)).toBe(url);
    }
  });
});
