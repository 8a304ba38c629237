// compare: every dialect side by side, and the points where they disagree.
import fc from "fast-check";
import { compare, DIALECTS, type DialectEntry } from "../src/compare";
import { UrlSyntaxError } from "../src/errors";

describe("compare", () => {
  test("reports every dialect, oldest RFC first", () => {
    expect(compare("http://a/b").dialects.map((d) => d.dialect)).toEqual([
      "rfc1738",
      "rfc1808",
      "rfc2396",
      "rfc2732",
      "rfc3986",
      "rfc3987",
      "rfc6874",
    ]);
  });

  test("RFC 3986: the host's text and the alternative that matched", () => {
    const { dialects, disagreements } = compare("http://[::1]:8/a");
    const rfc3986 = dialects.find((d) => d.dialect === "rfc3986");
    expect(rfc3986?.valid && rfc3986.components).toEqual({
      kind: "URI",
      scheme: "http",
      authority: "[::1]:8",
      userinfo: undefined,
      host: "[::1]",
      hostKind: "IPv6address",
      port: "8",
      pathForm: "path-abempty",
      path: "/a",
      query: undefined,
      fragment: undefined,
    });
    expect(disagreements).toContainEqual({
      aspect: "validity",
      values: expect.objectContaining({
        rfc2396: false,
        rfc2732: true,
        rfc3986: true,
      }),
    });
    const rfc2732 = dialects.find((d) => d.dialect === "rfc2732");
    expect(rfc2732?.valid && rfc2732.components).toMatchObject({
      host: "[::1]",
      hostKind: "IPv6reference",
    });
  });

  test("RFC 6874: an IPv6addrz host, its zone identifier as written", () => {
    const { dialects } = compare("http://[fe80::1%25en%301]:8/a", {
      whatwg: false,
    });
    const rfc6874 = dialects.find((d) => d.dialect === "rfc6874");
    expect(rfc6874?.valid && rfc6874.components).toMatchObject({
      host: "[fe80::1%25en%301]",
      hostKind: "IPv6addrz",
      zoneID: "en%301",
      port: "8",
    });
    for (const name of ["rfc3986", "rfc3987"])
      expect(dialects.find((d) => d.dialect === name)?.valid).toBe(false);
  });

  test("RFC 3987: a host and path in Unicode, as written; RFC 3986 rejects them", () => {
    const { dialects, disagreements } = compare(
      "http://b\u00fccher.example/\u00e4",
    );
    const rfc3987 = dialects.find((d) => d.dialect === "rfc3987");
    expect(rfc3987?.valid && rfc3987.components).toMatchObject({
      kind: "IRI",
      host: "b\u00fccher.example",
      hostKind: "ireg-name",
      pathForm: "ipath-abempty",
      path: "/\u00e4",
    });
    expect(disagreements).toContainEqual(
      expect.objectContaining({
        aspect: "component",
        component: "host",
        values: expect.objectContaining({
          rfc3987: "b\u00fccher.example",
          whatwg: "xn--bcher-kva.example",
        }),
      }),
    );
  });

  test("validity: each dialect's verdict, with the error where invalid", () => {
    const { dialects, disagreements } = compare("http://a/~b");
    const byName = Object.fromEntries(dialects.map((d) => [d.dialect, d]));
    expect(byName["rfc2396"]?.valid).toBe(true);
    expect(byName["rfc1808"]?.valid).toBe(false);
    const rfc1808 = byName["rfc1808"];
    if (rfc1808 !== undefined && !rfc1808.valid) {
      expect(rfc1808.error).toBeInstanceOf(UrlSyntaxError);
      expect(rfc1808.error.offset).toBe(9);
    }
    expect(disagreements).toContainEqual({
      aspect: "validity",
      values: expect.objectContaining({ rfc1808: false, rfc2396: true }),
    });
  });

  test("components: a value two dialects name alike but read differently", () => {
    const { disagreements } = compare("http://a/b/c");
    expect(disagreements).toContainEqual({
      aspect: "component",
      component: "path",
      // RFC 1808 keeps the "/" apart: the same path, in another vocabulary.
      addressed: false,
      values: expect.objectContaining({ rfc1808: "b/c", rfc2396: "/b/c" }),
    });
  });

  test("resolved: RFC 1738 says it defines no resolution instead of being left out", () => {
    const { dialects, disagreements } = compare(";x", {
      base: "http://a/b/c/d;p?q#f",
      whatwg: false,
    });
    const rfc1738 = dialects.find((d) => d.dialect === "rfc1738");
    expect(rfc1738?.resolved).toEqual({
      defined: false,
      reason: "RFC 1738 defines no relative URLs",
    });
    expect(disagreements).toContainEqual({
      aspect: "resolved",
      values: {
        rfc1808: "http://a/b/c/d;x",
        rfc2396: "http://a/b/c/;x",
        rfc2732: "http://a/b/c/;x",
        rfc3986: "http://a/b/c/;x",
        rfc3987: "http://a/b/c/;x",
        rfc6874: "http://a/b/c/;x",
      },
    });
  });

  test("a failed resolution shows as null among the resolved values", () => {
    const { disagreements } = compare("c", {
      base: "foo:a/b",
      whatwg: false,
    });
    expect(disagreements).toContainEqual({
      aspect: "resolved",
      values: {
        rfc1808: "foo:a/c",
        rfc2396: null,
        rfc2732: null,
        rfc3986: "foo:a/c",
        rfc3987: "foo:a/c",
        rfc6874: "foo:a/c",
      },
    });
  });

  test("no disagreement where the dialects agree", () => {
    expect(
      compare("#s", { base: "http://a/b/c/d;p?q#f" }).disagreements.filter(
        (d) => d.aspect === "resolved",
      ),
    ).toEqual([]);
  });

  test("a non-string is a TypeError", () => {
    expect(() => compare(1 as never)).toThrow(TypeError);
    expect(() => compare("a", { base: 1 as never })).toThrow(TypeError);
  });
});

describe("viewJson: what check writes, without building the view", () => {
  /** Every dialect that reads `url`: its viewJson is JSON.stringify of its view. */
  const viewJsonIsStringify = (url: string): void => {
    for (const d of DIALECTS) {
      let view: unknown;
      try {
        view = d.view(url);
      } catch {
        continue;
      }
      expect(d.viewJson(url)).toBe(JSON.stringify(view));
    }
  };
  /** Strings of URL characters. */
  const urlText = fc.stringMatching(
    /^[a-z][a-z0-9+.-]*:(\/\/[a-zA-Z0-9.:@\[\]%-]*)?[a-zA-Z0-9\/;?#=&%~._!$'()*+,@:-]*$/,
  );
  const urls = [
    "http://www.ics.uci.edu/pub/ietf/uri/#Related",
    "ftp://u:p@ftp.example.com:21/pub/file.txt;type=i",
    "http://[::1]:8/a?b#c",
    "news:comp.infosystems.www.servers.unix",
    "mailto:a@b",
    "gopher://h:70/1x",
    "HTTP://A.B/%7e",
    "a/b;p?q",
    "http://[fe80::1%25eth0]:8/a",
    "http://b\u00fccher.example/p\u00e4?q=\u{1f600}\ue000#\u00e9",
    "",
  ];
  test.each(DIALECTS.flatMap((d) => urls.map((u) => [d.name, u] as const)))(
    "%s %j: the bytes JSON.stringify writes",
    (name, url) => {
      const d = DIALECTS.find((e) => e.name === name) as DialectEntry;
      let view: unknown;
      try {
        view = d.view(url);
      } catch {
        expect(() => d.viewJson(url)).toThrow();
        return;
      }
      expect(d.viewJson(url)).toBe(JSON.stringify(view));
    },
  );

  test("on generated strings of URL characters", () => {
    fc.assert(
      fc.property(urlText, (url) => {
        viewJsonIsStringify(url);
      }),
      { numRuns: 2000 },
    );
  });

  // The RFC dialects' viewJson writes each string field between quotes as it
  // is (src/compare.ts, primitiveJson): no field may hold a character JSON
  // escapes. Inputs holding such characters, raw and percent-encoded (a field
  // that decoded its escapes would hold them), wherever they land.
  const SPECIALS = [
    '"',
    "\\",
    "\u0000",
    "\n",
    "\u001f",
    "\u007f",
    "\ud800",
    "\udc00",
    "\u00e9",
    "\u200e",
    "\ud83d\ude00",
    "\ue000",
    " ",
    "%22",
    "%5C",
    "%5c",
    "%00",
    "%0A",
    "%7F",
    "%C3%A9",
    "%ED%A0%80",
  ];
  test.each([
    "http://a/%22%5C%00",
    "ftp://u%22:p%5C@h/%22%0A;type=a",
    "file://h/%5C%22",
    "gopher://h/1%22%00",
    "wais://h/db?%22",
    "prospero://h/%22;f=%5C",
    "news:%22@h",
    "nntp://h/g%22/1",
    "telnet://u%22:p%5C@h/",
    "mailto:%22%5C@h",
    "http://u%22:p%5C@h/%22?%5C#%00",
  ])("%j: every dialect's viewJson is JSON.stringify's", (url) => {
    viewJsonIsStringify(url);
  });

  test("on generated URLs holding characters JSON escapes, raw and percent-encoded", () => {
    fc.assert(
      fc.property(
        urlText,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SPECIALS)), {
          maxLength: 4,
        }),
        (base, inserts) => {
          let url = base;
          for (const [at, special] of inserts) {
            const i = at % (url.length + 1);
            url = url.slice(0, i) + special + url.slice(i);
          }
          viewJsonIsStringify(url);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe("compare with a base reads the input once a column: its resolved is the dialect's resolve", () => {
  /** What resolve gives: the string, or the error's class and fields. */
  const outcome = (run: () => string): unknown => {
    try {
      return { ok: true, value: run() };
    } catch (error) {
      return {
        ok: false,
        error: { ...(error as object), message: String(error) },
      };
    }
  };
  const BASES = [
    "http://a/b/c/d;p?q#f",
    "foo:a/b",
    "b/c", // no scheme: a resolution error
    "http://a b/", // no reference: a syntax error in the base
    "HTTP://A/b",
    "http://b\u00fccher.example/\u00e4/b?q", // an IRI: RFC 3987's alone
    "http://[fe80::1%25eth0]/a/b", // a zone identifier: RFC 6874's alone
    "http://a/\u200e/b", // section 4.1's bidirectional formatting character
  ];
  const REFERENCES = [
    "g",
    "?y",
    "//g",
    "#f",
    "g:h",
    "http:g",
    ";x",
    "",
    "../../../g",
    "/./g/..",
    "g b", // a syntax error in the reference
    "?",
    "a:",
    "\u00e9t\u00e9/../x?\ue000",
    "//[::1%25z]/g",
    "x\u202e",
  ];
  test.each(BASES.flatMap((base) => REFERENCES.map((r) => [base, r])))(
    "base %j, reference %j",
    (base, reference) => {
      const { dialects } = compare(reference, { base, whatwg: false });
      for (const report of dialects) {
        const entry = DIALECTS.find(
          (d) => d.name === report.dialect,
        ) as DialectEntry;
        const resolve = entry.resolve;
        if (typeof resolve !== "function") {
          expect(report.resolved).toEqual(resolve);
          continue;
        }
        const resolved = report.resolved as
          { ok: true; value: string } | { ok: false; error: object };
        expect([
          report.dialect,
          outcome(() =>
            resolved.ok
              ? resolved.value
              : (() => {
                  throw resolved.error;
                })(),
          ),
        ]).toEqual([report.dialect, outcome(() => resolve(base, reference))]);
      }
    },
  );
});
