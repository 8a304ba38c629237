// Typed components: Appendix B's example, each form of reference, undefined
// against empty, and the round trip serialize(parse(s)) === s.
import { parse, serialize, tryParse } from "../../src/rfc2396";
import { UrlSyntaxError } from "../../src/errors";

describe("RFC 2396 Appendix B", () => {
  // The regular expression's split of the example, $2, $4, $5, $7, $9.
  const appendixB =
    /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
  const input = "http://www.ics.uci.edu/pub/ietf/uri/#Related";

  test("the components are the regular expression's subexpressions", () => {
    const m = appendixB.exec(input) as RegExpExecArray;
    const ref = parse(input);
    expect(ref.scheme).toBe(m[2]);
    expect(ref.authority).toBe(m[4]);
    expect(ref.path).toBe(m[5]);
    expect(ref.query).toBe(m[7]);
    expect(ref.fragment).toBe(m[9]);
  });

  test("as the RFC lists them: query <undefined>", () => {
    expect(parse(input)).toMatchObject({
      scheme: "http",
      authority: "www.ics.uci.edu",
      path: "/pub/ietf/uri/",
      query: undefined,
      fragment: "Related",
    });
  });
});

describe("each form of reference", () => {
  test.each([
    [
      "http://user:pw@www.example.com:8080/a/b;p;q/c?x=1#top",
      {
        kind: "absolute",
        form: "hierarchical",
        scheme: "http",
        authority: "user:pw@www.example.com:8080",
        authorityKind: "server",
        userinfo: "user:pw",
        host: "www.example.com",
        hostKind: "hostname",
        port: "8080",
        regName: undefined,
        path: "/a/b;p;q/c",
        segments: [
          { segment: "a", params: [] },
          { segment: "b", params: ["p", "q"] },
          { segment: "c", params: [] },
        ],
        query: "x=1",
        fragment: "top",
        opaque: undefined,
      },
    ],
    [
      "ftp://10.0.0.1/",
      {
        kind: "absolute",
        form: "hierarchical",
        host: "10.0.0.1",
        hostKind: "IPv4address",
        port: undefined,
        userinfo: undefined,
        path: "/",
        segments: [{ segment: "", params: [] }],
      },
    ],
    [
      "mailto:fred@example.com?subject=hi",
      {
        kind: "absolute",
        form: "opaque",
        scheme: "mailto",
        opaque: "fred@example.com?subject=hi",
        path: "fred@example.com?subject=hi",
        segments: undefined,
        query: undefined,
        authority: undefined,
      },
    ],
    [
      "//a_b.example:8/x",
      {
        kind: "relative",
        form: "network-path",
        authority: "a_b.example:8",
        authorityKind: "registry",
        regName: "a_b.example:8",
        host: undefined,
        port: undefined,
        path: "/x",
      },
    ],
    [
      "/a/b",
      {
        kind: "relative",
        form: "absolute-path",
        authority: undefined,
        path: "/a/b",
      },
    ],
    [
      "../g;x?y",
      {
        kind: "relative",
        form: "relative-path",
        path: "../g;x",
        segments: [
          { segment: "..", params: [] },
          { segment: "g", params: ["x"] },
        ],
        query: "y",
      },
    ],
    [
      "?y",
      {
        kind: "relative",
        form: "query-only",
        path: "",
        segments: [],
        query: "y",
      },
    ],
    [
      "#s",
      {
        kind: "relative",
        form: "same-document",
        path: "",
        query: undefined,
        fragment: "s",
      },
    ],
    [
      "",
      {
        kind: "relative",
        form: "same-document",
        path: "",
        fragment: undefined,
      },
    ],
    [
      "file:///etc/hosts",
      {
        form: "hierarchical",
        authority: "",
        authorityKind: "server",
        host: undefined,
        path: "/etc/hosts",
      },
    ],
  ])("%s", (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
  });
});

describe("undefined (no separator) is not empty (separator, nothing after)", () => {
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
  ])("%s", (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
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
    "news:comp.infosystems.www.servers.unix",
    "ftp://u:p@1.2.3.4:21/a%20b;type=i",
    "HTTP://EXAMPLE.COM:0080/%7e",
  ])("%j", (input) => {
    expect(serialize(parse(input))).toBe(input);
  });
});

describe("serialize recombines edited components (section 5.2 step 7)", () => {
  test("a changed query and a dropped fragment", () => {
    const ref = parse("http://a/b?q#f");
    expect(serialize({ ...ref, query: "z", fragment: undefined })).toBe(
      "http://a/b?z",
    );
  });
  test("a non-object is a TypeError", () => {
    expect(() => serialize(null as never)).toThrow(TypeError);
  });
});

describe("tryParse", () => {
  test("gives the value", () => {
    const result = tryParse("http://a/");
    expect(result.ok && result.value.host).toBe("a");
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
