// The typed components of section 2.4, RFC 1738 section 3.1's login inside a
// net_loc, and the round trip serialize(parse(s)) === s.
import fc from "fast-check";
import { UrlSyntaxError } from "../../src/errors";
import { parse, serialize, tryParse, type Rfc1808URL } from "../../src/rfc1808";

/** The fields a table row checks. */
function fields(url: Rfc1808URL) {
  return {
    kind: url.kind,
    form: url.form,
    scheme: url.scheme,
    netLoc: url.netLoc,
    path: url.path,
    pathAbsolute: url.pathAbsolute,
    params: url.params,
    paramList: url.paramList,
    query: url.query,
    fragment: url.fragment,
  };
}

const none = {
  scheme: undefined,
  netLoc: undefined,
  params: undefined,
  paramList: undefined,
  query: undefined,
  fragment: undefined,
};

describe("section 2.4's components", () => {
  test.each<[string, ReturnType<typeof fields>]>([
    [
      "http://a/b/c/d;p?q#f",
      {
        kind: "absolute",
        form: "generic-RL",
        scheme: "http",
        netLoc: "a",
        path: "b/c/d",
        pathAbsolute: true,
        params: "p",
        paramList: ["p"],
        query: "q",
        fragment: "f",
      },
    ],
    [
      "ftp://host/dir/file;type=d;x",
      {
        ...none,
        kind: "absolute",
        form: "generic-RL",
        scheme: "ftp",
        netLoc: "host",
        path: "dir/file",
        pathAbsolute: true,
        params: "type=d;x",
        paramList: ["type=d", "x"],
      },
    ],
    [
      "http:",
      {
        ...none,
        kind: "absolute",
        form: "generic-RL",
        scheme: "http",
        path: "",
        pathAbsolute: false,
      },
    ],
    [
      "mailto:a@b",
      {
        ...none,
        kind: "absolute",
        form: "generic-RL",
        scheme: "mailto",
        path: "a@b",
        pathAbsolute: false,
      },
    ],
    [
      "http://a//b#f",
      {
        ...none,
        kind: "absolute",
        form: "opaque",
        scheme: "http",
        path: undefined,
        pathAbsolute: undefined,
        fragment: "f",
      },
    ],
    [
      "//g",
      {
        ...none,
        kind: "relative",
        form: "net_path",
        netLoc: "g",
        path: "",
        pathAbsolute: false,
      },
    ],
    [
      "//a?b;c",
      {
        ...none,
        kind: "relative",
        form: "net_path",
        netLoc: "a?b;c",
        path: "",
        pathAbsolute: false,
      },
    ],
    [
      "///g",
      {
        ...none,
        kind: "relative",
        form: "net_path",
        netLoc: "",
        path: "g",
        pathAbsolute: true,
      },
    ],
    [
      "/g",
      {
        ...none,
        kind: "relative",
        form: "abs_path",
        path: "g",
        pathAbsolute: true,
      },
    ],
    [
      "/",
      {
        ...none,
        kind: "relative",
        form: "abs_path",
        path: "",
        pathAbsolute: true,
      },
    ],
    [
      "",
      {
        ...none,
        kind: "relative",
        form: "rel_path",
        path: "",
        pathAbsolute: false,
      },
    ],
    [
      ";?#",
      {
        kind: "relative",
        form: "rel_path",
        scheme: undefined,
        netLoc: undefined,
        path: "",
        pathAbsolute: false,
        params: "",
        paramList: [""],
        query: "",
        fragment: "",
      },
    ],
    [
      "g;p/../x?y/./z#s/./x",
      {
        kind: "relative",
        form: "rel_path",
        scheme: undefined,
        netLoc: undefined,
        path: "g",
        pathAbsolute: false,
        params: "p/../x",
        paramList: ["p/../x"],
        query: "y/./z",
        fragment: "s/./x",
      },
    ],
  ])("%p", (input, expected) => {
    expect(fields(parse(input))).toEqual(expected);
  });

  test("the opaque form keeps the text after the scheme", () => {
    const url = parse("http://a//b?c#f");
    expect(url.form).toBe("opaque");
    if (url.form === "opaque") expect(url.opaque).toBe("//a//b?c");
  });
});

describe("RFC 1738 section 3.1 inside a net_loc", () => {
  // RFC 1738 section 3.1: "<URL:ftp://@host.com/> has an empty user name and no
  // password, <URL:ftp://host.com/> has no user name, while
  // <URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password."
  test.each([
    ["ftp://@host.com/", "", undefined],
    ["ftp://host.com/", undefined, undefined],
    ["ftp://foo:@host.com/", "foo", ""],
    ["ftp://foo:bar@host.com/", "foo", "bar"],
    ["ftp://foo@host.com/", "foo", undefined],
    ["ftp://:@host.com/", "", ""],
    ["ftp://f%40o;x?y&z=1:p%3Aw@host.com/", "f%40o;x?y&z=1", "p%3Aw"],
  ])("%s: user %p, password %p", (input, user, password) => {
    const url = parse(input);
    expect(url.netLocKind).toBe("login");
    expect(url.user).toBe(user);
    expect(url.password).toBe(password);
    expect(url.host).toBe("host.com");
    expect(url.hostKind).toBe("hostname");
    expect(url.port).toBeUndefined();
  });

  test.each([
    ["http://a.b-c.d:8080/", "a.b-c.d", "hostname", "8080"],
    ["http://10.0.0.1/", "10.0.0.1", "hostnumber", undefined],
    ["http://x/", "x", "hostname", undefined],
    ["//h:0", "h", "hostname", "0"],
    [`http://h:${"9".repeat(400)}/`, "h", "hostname", "9".repeat(400)],
  ])("%s: host %s (%s), port %p", (input, host, hostKind, port) => {
    const url = parse(input);
    expect(url.netLocKind).toBe("login");
    expect(url.host).toBe(host);
    expect(url.hostKind).toBe(hostKind);
    expect(url.port).toBe(port);
  });

  test.each([
    // Section 2.2 allows these net_locs; RFC 1738's login does not.
    ["http://a?b/", "a?b"],
    ["http://a;b/", "a;b"],
    ["http://a@b@c/", "a@b@c"],
    ["http://host:/", "host:"],
    ["http://host:8x/", "host:8x"],
    ["http://a.1/", "a.1"],
    ["http://-a/", "-a"],
    ["http://a-/", "a-"],
    ["http://1.2.3/", "1.2.3"],
    ["http://u:p:q@h/", "u:p:q@h"],
    ["http:///", ""],
  ])("%s: the net_loc %p is no login", (input, netLoc) => {
    const url = parse(input);
    expect(url.netLocKind).toBe("other");
    expect(url.netLoc).toBe(netLoc);
    expect([url.user, url.password, url.host, url.hostKind, url.port]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  test("no net_loc: no login fields", () => {
    const url = parse("mailto:u@h");
    expect(url.netLocKind).toBeUndefined();
    expect(url.user).toBeUndefined();
    expect(url.host).toBeUndefined();
  });
});

describe("round trip: serialize(parse(s)) === s", () => {
  const table = [
    "",
    "#",
    "?",
    ";",
    ";?#",
    "//",
    "///",
    "/",
    "g:h",
    "http:",
    "http://a",
    "http://a/",
    "http://a?b",
    "http://a/b/c/d;p?q#f",
    "http://a//b",
    "http:////#",
    "ftp://foo:@host.com/dir;type=d",
    "g;x=1/../y?y/./x#s/./x",
    "1+.-:%2F",
    "%7e",
  ];
  test.each(table)("%p", (input) => {
    expect(serialize(parse(input))).toBe(input);
  });

  // Strings over the characters the grammar knows (and some it does not), in
  // URL-like arrangements: every one that parses must come back unchanged, and
  // every one that does not must give a UrlSyntaxError.
  const unit = fc.constantFrom(
    ..."aZ09$-_.+!*'(),;/?:@&=#%~ ".split(""),
    "%2f",
    "//",
    "..",
    "./",
  );
  const urlish = fc
    .tuple(
      fc.option(fc.constantFrom("http:", "g:", "1+x:", "a.b:"), { nil: "" }),
      fc.string({ unit, maxLength: 24 }),
    )
    .map(([scheme, rest]) => scheme + rest);

  test("property: the round trip holds for every string that parses", () => {
    fc.assert(
      fc.property(urlish, (input) => {
        const result = tryParse(input);
        if (result.ok) {
          expect(serialize(result.value)).toBe(input);
        } else {
          expect(result.error).toBeInstanceOf(UrlSyntaxError);
          expect(result.error.offset).toBeGreaterThanOrEqual(0);
          expect(result.error.offset).toBeLessThanOrEqual(input.length);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("one layout for every URL", () => {
  // Every form, with and without a login: JSON of any parse lists its fields
  // in one order, the order Rfc1808URL's members declare them.
  const ORDER = [
    "kind",
    "form",
    "scheme",
    "netLoc",
    "netLocKind",
    "user",
    "password",
    "host",
    "hostKind",
    "port",
    "path",
    "pathAbsolute",
    "params",
    "paramList",
    "query",
    "opaque",
    "fragment",
  ];
  test.each([
    "http://a//b#f",
    "http://u:p@a.b:80/c;d?e#f",
    "http://u@a.b/c",
    "http://a.b",
    "http://a?b",
    "//a/b",
    "//u:p@1.2.3.4:8/c",
    "/a;p?q",
    "a/b",
    "",
    "#f",
  ])("%j", (input) => {
    expect(Object.keys(parse(input))).toEqual(ORDER);
  });
});
