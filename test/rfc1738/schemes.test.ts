// The typed URL of every scheme of section 5, edge forms included, and the
// round trip serialize(parse(s)) === s (default ports and the scheme's case: ports-and-case.test.ts).
import { parse, serialize } from "../../src/rfc1738";

// Section 3.1: "<URL:ftp://@host.com/> has an empty user name and no password,
// <URL:ftp://host.com/> has no user name, while <URL:ftp://foo:@host.com/> has
// a user name of "foo" and an empty password."
const section31: [string, object][] = [
  [
    "ftp://@host.com/",
    { kind: "ftp", anonymous: false, user: "", password: undefined },
  ],
  [
    "ftp://host.com/",
    { kind: "ftp", anonymous: true, user: undefined, password: undefined },
  ],
  [
    "ftp://foo:@host.com/",
    { kind: "ftp", anonymous: false, user: "foo", password: "" },
  ],
];

describe("RFC 1738 section 3.1: an empty user or password is not none", () => {
  test.each(section31)("%s", (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
  });
});

const http = { kind: "http", scheme: "http", rawScheme: "http" } as const;
const ftp = { kind: "ftp", scheme: "ftp", rawScheme: "ftp" } as const;
const gopher = { kind: "gopher", scheme: "gopher", rawScheme: "gopher" };
const wais = { kind: "wais", scheme: "wais", rawScheme: "wais" } as const;
const h = { host: "h.example", hostKind: "hostname" } as const;

/** Every scheme, with its edge forms: the whole typed object. */
const typed: [string, object][] = [
  // HTTP, section 3.3
  [
    "http://h.example",
    {
      ...http,
      ...h,
      port: 80,
      portDefaulted: true,
      rawPort: undefined,
      path: undefined,
      segments: [],
      search: undefined,
      decoded: { segments: [], search: undefined },
    },
  ],
  [
    "http://h.example:8080/a%20b/c;d?q=%7E1",
    {
      ...http,
      ...h,
      port: 8080,
      portDefaulted: false,
      rawPort: "8080",
      path: "a%20b/c;d",
      segments: ["a%20b", "c;d"],
      search: "q=%7E1",
      decoded: { segments: ["a b", "c;d"], search: "q=~1" },
    },
  ],
  [
    "http://10.0.0.1/?",
    {
      ...http,
      host: "10.0.0.1",
      hostKind: "hostnumber",
      port: 80,
      portDefaulted: true,
      path: "",
      segments: [""],
      search: "",
      decoded: { segments: [""], search: "" },
    },
  ],
  // FTP, section 3.2, with ;type=d and a user and password
  [
    "ftp://u%40x:p%3Aw@h.example:2121/pub/a%2Fb/;type=d",
    {
      ...ftp,
      ...h,
      anonymous: false,
      user: "u%40x",
      password: "p%3Aw",
      port: 2121,
      portDefaulted: false,
      rawPort: "2121",
      path: "pub/a%2Fb/",
      segments: ["pub", "a%2Fb", ""],
      rawTypecode: "d",
      typecode: "d",
      decoded: {
        user: "u@x",
        password: "p:w",
        segments: ["pub", "a/b", ""],
      },
    },
  ],
  [
    "ftp://h.example/file.txt;type=I",
    {
      ...ftp,
      ...h,
      anonymous: true,
      user: undefined,
      password: undefined,
      port: 21,
      portDefaulted: true,
      rawPort: undefined,
      path: "file.txt",
      segments: ["file.txt"],
      rawTypecode: "I",
      typecode: "i",
      decoded: {
        user: "anonymous",
        password: undefined,
        segments: ["file.txt"],
      },
    },
  ],
  [
    "ftp://h.example",
    {
      ...ftp,
      ...h,
      anonymous: true,
      path: undefined,
      segments: [],
      rawTypecode: undefined,
      typecode: undefined,
    },
  ],
  // FILE, section 3.10: localhost, an empty host, a host
  [
    "file://localhost/etc/motd",
    {
      kind: "file",
      scheme: "file",
      rawScheme: "file",
      host: "localhost",
      hostKind: "localhost",
      path: "etc/motd",
      segments: ["etc", "motd"],
      decoded: { segments: ["etc", "motd"] },
    },
  ],
  [
    "file:///etc/motd",
    {
      kind: "file",
      scheme: "file",
      rawScheme: "file",
      host: "",
      hostKind: "empty",
      path: "etc/motd",
      segments: ["etc", "motd"],
      decoded: { segments: ["etc", "motd"] },
    },
  ],
  [
    "file://vms.host.edu/disk$user/my/notes/note12345.txt",
    {
      kind: "file",
      host: "vms.host.edu",
      hostKind: "hostname",
      path: "disk$user/my/notes/note12345.txt",
      segments: ["disk$user", "my", "notes", "note12345.txt"],
    },
  ],
  // GOPHER, section 3.4: %09 search and a gopher+ string
  [
    "gopher://h.example:7070/7sel%20x%09find%20me%09+INFO",
    {
      ...gopher,
      ...h,
      port: 7070,
      portDefaulted: false,
      rawPort: "7070",
      path: "7sel%20x%09find%20me%09+INFO",
      gtype: "7",
      gtypeDefaulted: false,
      selector: "sel%20x",
      search: "find%20me",
      gopherPlus: "+INFO",
      decoded: {
        gtype: "7",
        selector: "sel x",
        search: "find me",
        gopherPlus: "+INFO",
      },
    },
  ],
  [
    "gopher://h.example/7sel%09find",
    {
      ...gopher,
      gtype: "7",
      selector: "sel",
      search: "find",
      gopherPlus: undefined,
    },
  ],
  [
    "gopher://h.example/0a%09b/c",
    {
      ...gopher,
      gtype: "0",
      selector: "a%09b/c",
      search: undefined,
      gopherPlus: undefined,
      decoded: {
        gtype: "0",
        selector: "a\tb/c",
        search: undefined,
        gopherPlus: undefined,
      },
    },
  ],
  [
    "gopher://h.example",
    {
      ...gopher,
      ...h,
      port: 70,
      portDefaulted: true,
      path: undefined,
      gtype: "1",
      gtypeDefaulted: true,
      selector: "",
      search: undefined,
      gopherPlus: undefined,
    },
  ],
  [
    "gopher://h.example/",
    { ...gopher, path: "", gtype: "1", gtypeDefaulted: true, selector: "" },
  ],
  // MAILTO, section 3.5
  [
    "mailto:info@h.example",
    {
      kind: "mailto",
      scheme: "mailto",
      rawScheme: "mailto",
      address: "info@h.example",
      decoded: { address: "info@h.example" },
    },
  ],
  // NEWS, section 3.6: all groups, a group, an article
  [
    "news:*",
    {
      kind: "news",
      scheme: "news",
      rawScheme: "news",
      form: "all-groups",
      group: undefined,
      article: undefined,
    },
  ],
  [
    "news:comp.infosystems.www.misc",
    {
      kind: "news",
      form: "group",
      group: "comp.infosystems.www.misc",
      article: undefined,
    },
  ],
  [
    "news:12%2F34@h.example",
    {
      kind: "news",
      form: "article",
      group: undefined,
      article: "12%2F34@h.example",
      articleId: "12%2F34",
      ...h,
      decoded: { articleId: "12/34" },
    },
  ],
  // NNTP, section 3.7
  [
    "nntp://h.example/comp.lang.c/1234",
    {
      kind: "nntp",
      scheme: "nntp",
      rawScheme: "nntp",
      ...h,
      port: 119,
      portDefaulted: true,
      group: "comp.lang.c",
      article: "1234",
    },
  ],
  [
    "nntp://h.example:563/comp.lang.c",
    {
      kind: "nntp",
      port: 563,
      portDefaulted: false,
      rawPort: "563",
      group: "comp.lang.c",
      article: undefined,
    },
  ],
  // TELNET, section 3.8: a user and password
  [
    "telnet://guest:s%3Acret@h.example:2323/",
    {
      kind: "telnet",
      scheme: "telnet",
      rawScheme: "telnet",
      user: "guest",
      password: "s%3Acret",
      ...h,
      port: 2323,
      portDefaulted: false,
      rawPort: "2323",
      trailingSlash: true,
      decoded: { user: "guest", password: "s:cret" },
    },
  ],
  [
    "telnet://h.example",
    {
      kind: "telnet",
      user: undefined,
      password: undefined,
      port: 23,
      portDefaulted: true,
      trailingSlash: false,
      decoded: { user: undefined, password: undefined },
    },
  ],
  // WAIS, section 3.9: the three forms
  [
    "wais://h.example/db",
    {
      ...wais,
      ...h,
      port: 210,
      portDefaulted: true,
      form: "database",
      database: "db",
      search: undefined,
      wtype: undefined,
      wpath: undefined,
      decoded: { database: "db" },
    },
  ],
  [
    "wais://h.example:2100/db?a%20b",
    {
      ...wais,
      port: 2100,
      form: "index",
      database: "db",
      search: "a%20b",
      decoded: { database: "db", search: "a b" },
    },
  ],
  [
    "wais://h.example/db/TEXT/doc%201",
    {
      ...wais,
      form: "document",
      database: "db",
      search: undefined,
      wtype: "TEXT",
      wpath: "doc%201",
      decoded: { database: "db", wtype: "TEXT", wpath: "doc 1" },
    },
  ],
  // PROSPERO, section 3.11: several fields
  [
    "prospero://h.example/pub/a%20b;vers=2;lang=en%2Dus;x=",
    {
      kind: "prospero",
      scheme: "prospero",
      rawScheme: "prospero",
      ...h,
      port: 1525,
      portDefaulted: true,
      path: "pub/a%20b",
      segments: ["pub", "a%20b"],
      fields: [
        { name: "vers", value: "2" },
        { name: "lang", value: "en%2Dus" },
        { name: "x", value: "" },
      ],
      decoded: {
        segments: ["pub", "a b"],
        fields: [
          { name: "vers", value: "2" },
          { name: "lang", value: "en-us" },
          { name: "x", value: "" },
        ],
      },
    },
  ],
  // Any other scheme: *xchar, or the common Internet scheme syntax of section 3.1
  [
    "urn:isbn:0-395-36341-1",
    {
      kind: "other",
      scheme: "urn",
      rawScheme: "urn",
      schemePart: "isbn:0-395-36341-1",
      form: "xchars",
      host: undefined,
      port: undefined,
      decoded: { schemePart: "isbn:0-395-36341-1" },
    },
  ],
  [
    "x-app://@h.example:99/a/%41",
    {
      kind: "other",
      scheme: "x-app",
      schemePart: "//@h.example:99/a/%41",
      form: "ip-schemepart",
      user: "",
      password: undefined,
      ...h,
      port: 99,
      portDefaulted: false,
      rawPort: "99",
      urlPath: "a/%41",
      decoded: { user: "", password: undefined, urlPath: "a/A" },
    },
  ],
  [
    "x-app://h.example",
    {
      kind: "other",
      form: "ip-schemepart",
      user: undefined,
      port: undefined,
      portDefaulted: false,
      rawPort: undefined,
      urlPath: undefined,
    },
  ],
  // One of the ten schemes whose rest breaks that scheme's syntax: an otherurl.
  [
    "http://user@h.example/",
    {
      kind: "other",
      scheme: "http",
      form: "ip-schemepart",
      user: "user",
      ...h,
      port: 80,
      portDefaulted: true,
      urlPath: "",
    },
  ],
  [
    "http://h.example:/",
    {
      kind: "other",
      scheme: "http",
      form: "xchars",
      schemePart: "//h.example:/",
    },
  ],
  [
    "ftp://h.example/a;type=x",
    {
      kind: "other",
      scheme: "ftp",
      form: "ip-schemepart",
      urlPath: "a;type=x",
    },
  ],
];

describe("a typed object for every scheme", () => {
  test.each(typed)("%s", (input, expected) => {
    expect(parse(input)).toMatchObject(expected);
  });
});

describe("an ftp URL without a user is anonymous (section 3.2.1)", () => {
  test.each([
    ["ftp://h.example/", true, "anonymous"],
    ["ftp://anonymous@h.example/", false, "anonymous"],
    ["ftp://joe@h.example/", false, "joe"],
  ])("%s", (input, anonymous, user) => {
    const url = parse(input);
    if (url.kind !== "ftp") throw new Error(`not ftp: ${url.kind}`);
    expect(url.anonymous).toBe(anonymous);
    expect(url.decoded.user).toBe(user);
    expect(url.user === undefined).toBe(anonymous);
  });
});

/** Inputs whose round trip is checked, beyond the tables above. */
const roundTrip = [
  "http://h",
  "http://h/",
  "http://h:0/",
  "http://h/a//b/?",
  "ftp://:@h/",
  "ftp://u:@h:21/;type=a",
  "ftp://h//",
  "file://1.2.3.4/",
  "gopher://h/%09",
  "gopher://h/1%09%09",
  "gopher://h/1%09a%09b%09c",
  "gopher://h/1a%09b?c",
  "mailto:%22a%22@b",
  "news:a1.b-c_d+e",
  "nntp://h/g/0",
  "telnet://@h",
  "wais://h/",
  "wais://h/?",
  "wais://h///",
  "prospero://h/;=",
  "prospero://h/a/b",
  "a:",
  "a://",
  "a://h:1",
  "0+-.://1.1.1.1:1/?;:@&=",
];

describe("serialize(parse(s)) === s", () => {
  test.each([
    ...section31.map(([s]) => s),
    ...typed.map(([s]) => s),
    ...roundTrip,
  ])("%s", (input) => {
    expect(serialize(parse(input))).toBe(input);
  });
});
