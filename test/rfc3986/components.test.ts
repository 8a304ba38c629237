// Typed components: the RFC's examples (sections 1.1.2, 3, 3.2.2, 3.3, 4.2,
// Appendix B), each shape of reference, undefined against empty, the round
// trip serialize(parse(s)) === s, and the union's impossible combinations.
import { UrlSyntaxError } from "../../src/errors";
import {
  parse,
  serialize,
  tryParse,
  type Rfc3986Reference,
  type Rfc3986RelativeRef,
  type Rfc3986URI,
} from "../../src/rfc3986";

describe("section 1.1.2, example URIs", () => {
  test.each([
    [
      "ftp://ftp.is.co.za/rfc/rfc1808.txt",
      { scheme: "ftp", authority: "ftp.is.co.za", path: "/rfc/rfc1808.txt" },
    ],
    [
      "http://www.ietf.org/rfc/rfc2396.txt",
      { scheme: "http", authority: "www.ietf.org", path: "/rfc/rfc2396.txt" },
    ],
    [
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
      {
        scheme: "ldap",
        authority: "[2001:db8::7]",
        host: {
          type: "IP-literal",
          text: "[2001:db8::7]",
          ipLiteral: { type: "IPv6address", address: "2001:db8::7" },
        },
        path: "/c=GB",
        query: "objectClass?one",
      },
    ],
    [
      "mailto:John.Doe@example.com",
      {
        scheme: "mailto",
        authority: undefined,
        pathForm: "path-rootless",
        path: "John.Doe@example.com",
      },
    ],
    [
      "news:comp.infosystems.www.servers.unix",
      {
        scheme: "news",
        pathForm: "path-rootless",
        path: "comp.infosystems.www.servers.unix",
      },
    ],
    [
      "tel:+1-816-555-1212",
      { scheme: "tel", pathForm: "path-rootless", path: "+1-816-555-1212" },
    ],
    [
      "telnet://192.0.2.16:80/",
      {
        scheme: "telnet",
        authority: "192.0.2.16:80",
        host: { type: "IPv4address", text: "192.0.2.16" },
        port: "80",
        path: "/",
      },
    ],
    [
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
      {
        scheme: "urn",
        pathForm: "path-rootless",
        path: "oasis:names:specification:docbook:dtd:xml:4.1.2",
      },
    ],
  ])("%s", (input, expected) => {
    expect(parse(input)).toMatchObject({ kind: "URI", ...expected });
  });
});

describe("section 3, the two example URIs and their component parts", () => {
  test("foo://example.com:8042/over/there?name=ferret#nose", () => {
    expect(parse("foo://example.com:8042/over/there?name=ferret#nose")).toEqual(
      {
        kind: "URI",
        scheme: "foo",
        authority: "example.com:8042",
        userinfo: undefined,
        host: { type: "reg-name", text: "example.com" },
        port: "8042",
        pathForm: "path-abempty",
        path: "/over/there",
        segments: ["over", "there"],
        query: "name=ferret",
        fragment: "nose",
      },
    );
  });

  test("urn:example:animal:ferret:nose", () => {
    expect(parse("urn:example:animal:ferret:nose")).toEqual({
      kind: "URI",
      scheme: "urn",
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      pathForm: "path-rootless",
      path: "example:animal:ferret:nose",
      segments: ["example:animal:ferret:nose"],
      query: undefined,
      fragment: undefined,
    });
  });
});

describe("section 3.2.2, host", () => {
  test.each([
    ["http://www.example.com/", { type: "reg-name", text: "www.example.com" }],
    ["http://192.0.2.16/", { type: "IPv4address", text: "192.0.2.16" }],
    // "If host matches the rule for IPv4address, then it should be considered
    // an IPv4 address literal and not a reg-name."
    ["http://1.2.3.4/", { type: "IPv4address", text: "1.2.3.4" }],
    ["http://1.2.3.4x/", { type: "reg-name", text: "1.2.3.4x" }],
    ["http://1.2.3.256/", { type: "reg-name", text: "1.2.3.256" }],
    ["http://01.2.3.4/", { type: "reg-name", text: "01.2.3.4" }],
    ["http://1.2.3/", { type: "reg-name", text: "1.2.3" }],
    ["http://1.2.3.4.5/", { type: "reg-name", text: "1.2.3.4.5" }],
    // "the "file" URI scheme is defined so that no authority, an empty host,
    // and "localhost" all mean the end-user's machine"
    ["file:///etc/hosts", { type: "reg-name", text: "" }],
    ["http://localhost/", { type: "reg-name", text: "localhost" }],
    [
      "http://%E2%82%AC.example/",
      { type: "reg-name", text: "%E2%82%AC.example" },
    ],
    [
      "http://[::ffff:192.0.2.16]/",
      {
        type: "IP-literal",
        text: "[::ffff:192.0.2.16]",
        ipLiteral: { type: "IPv6address", address: "::ffff:192.0.2.16" },
      },
    ],
    [
      "http://[v7.fe80::a+en1]/",
      {
        type: "IP-literal",
        text: "[v7.fe80::a+en1]",
        ipLiteral: {
          type: "IPvFuture",
          version: "7",
          address: "v7.fe80::a+en1",
        },
      },
    ],
    [
      // "v" is case-insensitive in the ABNF.
      "http://[VA.x]/",
      {
        type: "IP-literal",
        text: "[VA.x]",
        ipLiteral: { type: "IPvFuture", version: "A", address: "VA.x" },
      },
    ],
  ])("%s", (input, host) => {
    expect(parse(input).host).toEqual(host);
  });

  test.each([
    "http://[v.x]/",
    "http://[v1]/",
    "http://[fe80::1%25en0]/",
    "http://[1.2.3.4]/",
    "http://[::1/",
    "http://::1/",
    "http://[::1]x/",
  ])("not a host: %s", (input) => {
    expect(() => parse(input)).toThrow(UrlSyntaxError);
  });

  test("the nine IPv6address forms, each as a host", () => {
    for (const address of [
      "1:2:3:4:5:6:7:8",
      "::2:3:4:5:6:7:8",
      "1::3:4:5:6:7:8",
      "1:2::4:5:6:7:8",
      "1:2:3::5:6:7:8",
      "1:2:3:4::6:7:8",
      "1:2:3:4:5::7:8",
      "1:2:3:4:5:6::8",
      "1:2:3:4:5:6:7::",
    ]) {
      expect(parse(`http://[${address}]:80/`).host).toEqual({
        type: "IP-literal",
        text: `[${address}]`,
        ipLiteral: { type: "IPv6address", address },
      });
    }
  });
});

describe("section 3.3, path", () => {
  test("<mailto:fred@example.com> has a path of fred@example.com", () => {
    expect(parse("mailto:fred@example.com").path).toBe("fred@example.com");
  });
  test("<foo://info.example.com?fred> has an empty path", () => {
    expect(parse("foo://info.example.com?fred")).toMatchObject({
      authority: "info.example.com",
      pathForm: "path-abempty",
      path: "",
      segments: [],
      query: "fred",
    });
  });
});

describe("section 4.2, relative references", () => {
  test('"this:that" is a URI; "./this:that" is a relative-path reference', () => {
    expect(parse("this:that")).toMatchObject({ kind: "URI", scheme: "this" });
    expect(parse("./this:that")).toMatchObject({
      kind: "relative-ref",
      scheme: undefined,
      pathForm: "path-noscheme",
      path: "./this:that",
      segments: [".", "this:that"],
    });
  });

  test.each([
    ["//g", "path-abempty", "g"],
    ["/g", "path-absolute", undefined],
    ["g", "path-noscheme", undefined],
    ["?y", "path-empty", undefined],
    ["", "path-empty", undefined],
  ])("%j: %s", (input, pathForm, authority) => {
    expect(parse(input)).toMatchObject({
      kind: "relative-ref",
      pathForm,
      authority,
    });
  });
});

describe("Appendix B, the regular expression's five components", () => {
  const appendixB =
    /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

  test.each([
    "http://www.ics.uci.edu/pub/ietf/uri/#Related",
    "foo://example.com:8042/over/there?name=ferret#nose",
    "urn:example:animal:ferret:nose",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "//g",
    "?y",
    "#s",
    "",
    "g;x?y#s",
    "http://@a:/b?#",
    "a:?#",
  ])("%s", (input) => {
    const m = appendixB.exec(input) as RegExpExecArray;
    const ref = parse(input);
    expect([
      ref.scheme,
      ref.authority,
      ref.path,
      ref.query,
      ref.fragment,
    ]).toEqual([m[2], m[4], m[5], m[7], m[9]]);
  });

  test("the example: query <undefined>", () => {
    expect(parse("http://www.ics.uci.edu/pub/ietf/uri/#Related")).toMatchObject(
      {
        scheme: "http",
        authority: "www.ics.uci.edu",
        path: "/pub/ietf/uri/",
        query: undefined,
        fragment: "Related",
      },
    );
  });
});

describe("undefined (no delimiter) is not empty (delimiter, nothing after)", () => {
  test.each([
    [
      "http://a/b",
      {
        query: undefined,
        fragment: undefined,
        port: undefined,
        userinfo: undefined,
      },
    ],
    ["http://@a:/b?#", { query: "", fragment: "", port: "", userinfo: "" }],
    ["http://", { authority: "", host: { type: "reg-name", text: "" } }],
    ["http:", { authority: undefined, path: "", pathForm: "path-empty" }],
  ])("%s", (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
  });
});

describe("segments", () => {
  test.each([
    ["http://a", []],
    ["http://a/", [""]],
    ["http://a/b//c/", ["b", "", "c", ""]],
    ["a:b/c", ["b", "c"]],
    ["../g;x", ["..", "g;x"]],
    ["/", [""]],
  ])("%j", (input, segments) => {
    expect(parse(input).segments).toEqual(segments);
  });
});

describe("round trip: serialize(parse(s)) === s", () => {
  test.each([
    "http://www.ics.uci.edu/pub/ietf/uri/#Related",
    "http://@a:/b?#",
    "",
    "#",
    "?",
    "?y",
    "//",
    "///",
    "g;x=1/../y",
    "mailto:a@b?c#d",
    "urn:example:animal:ferret:nose",
    "ftp://u:p@1.2.3.4:21/a%20b;type=i",
    "HTTP://EXAMPLE.COM:0080/%7e",
    "http://[v7.x]:/",
    "./this:that",
  ])("%j", (input) => {
    expect(serialize(parse(input))).toBe(input);
  });
});

describe("serialize: section 5.3", () => {
  test("edited components are recomposed", () => {
    const ref = parse("http://a/b?q#f");
    expect(serialize({ ...ref, query: "z", fragment: undefined })).toBe(
      "http://a/b?z",
    );
    expect(
      serialize({
        scheme: undefined,
        authority: "",
        path: "",
        query: "",
        fragment: "",
      }),
    ).toBe("//?#");
  });

  test("an object whose components are inherited is a TypeError, never read", () => {
    const inherited = Object.create({ query: "q", scheme: "x" }) as object;
    expect(() =>
      serialize(Object.assign(inherited, { path: "p" }) as never),
    ).toThrow(/rfc3986\.serialize: expected .*; found an object that inherits/);
  });

  test("a non-object, or a component that is not a string, is a TypeError", () => {
    expect(() => serialize(null as never)).toThrow(TypeError);
    expect(() => serialize("http://a" as never)).toThrow(TypeError);
    expect(() =>
      serialize({ scheme: 1, path: "" } as unknown as Rfc3986Reference),
    ).toThrow(TypeError);
    expect(() =>
      serialize({ path: null } as unknown as Rfc3986Reference),
    ).toThrow(TypeError);
  });
});

describe("tryParse", () => {
  test("gives the value", () => {
    const result = tryParse("http://a/");
    expect(result.ok && result.value.host).toEqual({
      type: "reg-name",
      text: "a",
    });
  });
  test("gives the error parse would throw", () => {
    const result = tryParse("http://a/ b");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(UrlSyntaxError);
      expect(result.error.offset).toBe(9);
    }
  });
  test("a non-string is a TypeError, not a result", () => {
    expect(() => tryParse(42 as never)).toThrow(TypeError);
  });
});

describe("the types allow only what the grammar allows", () => {
  test("the path form narrows the authority, and the kind the path form", () => {
    const ref = parse("http://a/b");
    if (ref.pathForm === "path-abempty") {
      // With path-abempty there is an authority, and a host.
      const host: string = ref.host.text;
      expect(host).toBe("a");
    }
    if (ref.kind === "URI") {
      const scheme: string = ref.scheme;
      expect(scheme).toBe("http");
    }
    const shapes = (r: Rfc3986Reference): string =>
      r.kind === "URI"
        ? `${r.pathForm}${r.authority === undefined ? "" : "+authority"}`
        : r.pathForm;
    expect(shapes(parse("a:b"))).toBe("path-rootless");
    expect(shapes(parse("a://b"))).toBe("path-abempty+authority");
  });

  test("impossible combinations do not type-check", () => {
    const uri: Rfc3986URI = {
      kind: "URI",
      scheme: "a",
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      // @ts-expect-error path-noscheme is only in a relative-ref
      pathForm: "path-noscheme",
      path: "b",
      segments: ["b"],
      query: undefined,
      fragment: undefined,
    };
    const relative: Rfc3986RelativeRef = {
      kind: "relative-ref",
      scheme: undefined,
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      // @ts-expect-error path-rootless is only in a URI
      pathForm: "path-rootless",
      path: "b:c",
      segments: ["b:c"],
      query: undefined,
      fragment: undefined,
    };
    // @ts-expect-error path-abempty needs an authority
    const noAuthority: Rfc3986Reference = {
      kind: "URI",
      scheme: "a",
      authority: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      pathForm: "path-abempty",
      path: "/b",
      segments: ["b"],
      query: undefined,
      fragment: undefined,
    };
    // The values exist only for the compiler; each is what it says.
    expect([uri.pathForm, relative.pathForm, noAuthority.pathForm]).toEqual([
      "path-noscheme",
      "path-rootless",
      "path-abempty",
    ]);
  });
});
