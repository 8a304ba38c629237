// RFC 1738 section 3, scheme by scheme: what the RFC says is the same URL
// written two ways, and what is not; normalize writes each URL in one form.
import { equivalent, normalize } from "../../src/rfc1738";

type Row = [scheme: string, a: string, b: string, why: string];

const SAME: Row[] = [
  // 3.3: "If the port is omitted, the port defaults to 80." "If neither
  // <path> nor <searchpart> is present, the "/" may also be omitted."
  [
    "http",
    "http://www.sn.no",
    "HTTP://WWW.SN.NO:80/",
    "3.3: the lone / and port 80",
  ],
  ["http", "http://h", "http://h/", "3.3: the lone /"],
  ["http", "http://h:0080/a", "http://h/a", "3.1: a port is a number"],
  // 3.2: "The port defaults to 21" (via 3.1's default ports).
  [
    "ftp",
    "ftp://h:21/a;type=I",
    "FTP://H/a;type=i",
    "3.2: port 21, typecode case",
  ],
  // 3.4: "If <gopher-path> is empty ... the gtype defaults to 1"; port 70.
  ["gopher", "gopher://h/", "gopher://h/1", "3.4: default gtype 1"],
  ["gopher", "gopher://h", "gopher://h:70/1", "3.4: no gopher-path, port 70"],
  // 3.7: nntp's port defaults to 119.
  ["nntp", "nntp://h:119/g/1", "nntp://h/g/1", "3.7: port 119"],
  // 3.8: "The final "/" character may be omitted"; port 23.
  ["telnet", "telnet://u@h", "telnet://u@h:23/", "3.8: the final /, port 23"],
  // 3.9: wais' port defaults to 210.
  ["wais", "wais://h:210/db", "wais://h/db", "3.9: port 210"],
  // 3.10: "<host> can be the string "localhost" or the empty string".
  ["file", "file://localhost/etc/motd", "file:///etc/motd", "3.10: localhost"],
  [
    "file",
    "file://LOCALHOST/etc/motd",
    "file:///etc/motd",
    "3.10: localhost, any case",
  ],
  // 3.11: prospero's port defaults to 1525.
  ["prospero", "prospero://h:1525/a", "prospero://h/a", "3.11: port 1525"],
  // 2.2: the hex digits of an escape in either case.
  ["mailto", "mailto:a%2cb@h", "mailto:a%2Cb@h", "2.2: escape hex case"],
  ["news", "NEWS:comp.lang", "news:comp.lang", "5: the scheme's case"],
];

const DIFFERENT: Row[] = [
  ["http", "http://h/a", "http://h/a/", "3.3: a path is not the lone /"],
  ["http", "http://h/", "http://h:8080/", "3.1: another port"],
  ["gopher", "gopher://h/1", "gopher://h/0", "3.4: another gtype"],
  [
    "gopher",
    "gopher://h/1a",
    "gopher://h/a",
    "3.4: the first character is the gtype",
  ],
  ["ftp", "ftp://h/a", "ftp://h/A", "3.2: paths are case-sensitive"],
  ["file", "file://h/x", "file:///x", "3.10: another machine"],
  ["mailto", "mailto:A@h", "mailto:a@h", "3.5: the address as written"],
];

describe("the same URL", () => {
  test.each(SAME)("%s: %j and %j (%s)", (_, a, b) => {
    expect(equivalent(a, b)).toBe(true);
    expect(normalize(a)).toBe(normalize(b));
  });
});

describe("not the same URL", () => {
  test.each(DIFFERENT)("%s: %j and %j (%s)", (_, a, b) => {
    expect(equivalent(a, b)).toBe(false);
  });
});

test.each([
  ["http://www.sn.no", "http://www.sn.no/"],
  ["gopher://h", "gopher://h/1"],
  ["gopher://h/", "gopher://h/1"],
  ["telnet://h", "telnet://h/"],
  ["file://localhost/x", "file:///x"],
])("the normal form of %j is %j, and is its own", (input, normal) => {
  expect(normalize(input)).toBe(normal);
  expect(normalize(normal)).toBe(normal);
});
