// Every rule of RFC 2396 Appendix A, started at that rule: a member and a
// non-member (more for the rules PEG makes tricky).
import { isValid, parseRule, rules, type Rfc2396Rule } from "../../src/rfc2396";
import { UrlSyntaxError } from "../../src/errors";

/** rule, members, non-members */
const table: [Rfc2396Rule, string[], string[]][] = [
  [
    "URI_reference",
    ["http://a/b?c#d", "", "#f", "g;x?y#s", "//a", "mailto:x@y"],
    ["http:", "?y", "a b", "#%", "http://a/%zz"],
  ],
  [
    "absoluteURI",
    ["http://a/b?q", "g:h", "file:/x", "news:comp.infosystems.www"],
    ["g", "http:", "1a:b", "http://a/#f"],
  ],
  [
    "relativeURI",
    ["g", "/g", "//g", "g?y", "./g", ".."],
    ["?y", "", "g:h", "g#s"],
  ],
  ["hier_part", ["//a/b?c", "/b", "//a", "/?q"], ["b", "//a#f"]],
  ["opaque_part", ["x@y", "a?b/c", "%20"], ["/x", "", "a b"]],
  ["uric_no_slash", ["a", "?", "%41", ";"], ["/", "#", "ab"]],
  ["net_path", ["//a", "//a/b", "//", "//u@h:1/p"], ["/a", "//a?q"]],
  ["abs_path", ["/", "/a/b;p/c", "//"], ["a", "/a?b", "/a b"]],
  ["rel_path", ["a", "a/b/", "a;p/b", "..", "a@b"], ["/a", "a:b", ""]],
  ["rel_segment", ["a", ";", "@&=+$,", "%7e"], ["", "a/b", "a:b", "a?"]],
  ["scheme", ["http", "a+b-c.d", "A1"], ["1a", "", "a_b", "+a"]],
  ["authority", ["host", "u@h:80", "", "a.1:8", "a_b"], ["a/b", "a?", "a b"]],
  ["reg_name", ["a_b", "a.1", "host", "@:;"], ["", "a/b", "a b"]],
  [
    "server",
    ["", "host", "user@host", "user:pw@host:80", "@host", "1.2.3.4:"],
    ["a_b", "u@", "a.1"],
  ],
  ["userinfo", ["", "user:pw", "%41;&=+$,"], ["a@b", "a/b"]],
  [
    "hostport",
    ["host", "host:80", "host:", "1.2.3.4:8"],
    ["host:8a", ":80", ""],
  ],
  [
    "host",
    ["a", "a.b.c", "a.b.c.", "1.2.3.4", "a-b.c-d"],
    ["", "a.1", "-a", "a-", "a..b", "1.2.3"],
  ],
  [
    "hostname",
    ["com", "www.example.com", "example.com.", "a.", "1a.b2", "a.b-c.d9", "x"],
    ["1.2.3.4", "a.1", "a-.b", ".a", "a..b", "a.b.."],
  ],
  [
    "domainlabel",
    ["a", "1", "a-b", "a--b", "1a1", "ab"],
    ["", "-a", "a-", "a.b"],
  ],
  ["toplabel", ["a", "a1", "a-1", "ab-cd"], ["1", "1a", "a-", "-a", ""]],
  [
    "IPv4address",
    ["1.2.3.4", "999.0.00.1234"],
    ["1.2.3", "1.2.3.4.", "a.b.c.d", "1..2.3"],
  ],
  ["port", ["", "80", "0080"], ["8a", " 80"]],
  ["path", ["", "/a/b", "x@y", "/", "a/b/", "?"], ["#", "a b", "%"]],
  ["path_segments", ["", "a", "a/b", "a;p;q/b", "/"], ["a?", "a b"]],
  ["segment", ["", "a", "a;p", ";p;q", "a:b@c"], ["a/b", "a?b", "a b"]],
  ["param", ["", "x=1", ":@&=+$,"], [";", "/", "a b"]],
  ["pchar", ["a", ":", "%2F", "~"], ["/", ";", "?", "%", "ab"]],
  ["query", ["", "a=b&c=d", "/./x?y"], ["#", "a b", "%g0"]],
  ["fragment", ["", "s", "s/../x"], ["#", "a b"]],
  ["uric", ["a", "/", "%41", ";"], ["#", " ", "%4"]],
  [
    "reserved",
    [";", "/", "?", ":", "@", "&", "=", "+", "$", ","],
    ["a", "#", "-"],
  ],
  [
    "unreserved",
    ["a", "Z", "0", "-", "_", ".", "!", "~", "*", "'", "(", ")"],
    ["/", "%", "#"],
  ],
  ["mark", ["-", "_", ".", "!", "~", "*", "'", "(", ")"], ["a", "/", "%"]],
  ["escaped", ["%41", "%aF", "%00"], ["%", "%4", "%g1", "%411"]],
  ["hex", ["0", "9", "a", "F"], ["g", "G", ""]],
  ["alphanum", ["a", "Z", "5"], ["-", "", "ab"]],
  ["alpha", ["a", "Z"], ["1", "", "é"]],
  ["lowalpha", ["a", "z"], ["A", "0"]],
  ["upalpha", ["A", "Z"], ["a", "0"]],
  ["digit", ["0", "9"], ["a", "", "10"]],
];

describe("every rule of Appendix A has a row", () => {
  test("the table covers exactly the rules the module lists, in the RFC's order", () => {
    expect(table.map(([rule]) => rule)).toEqual([...rules]);
    expect(rules).toHaveLength(40);
  });
});

describe.each(table)("%s", (rule, members, nonMembers) => {
  test.each(members)(`member: %j`, (input) => {
    expect(isValid(input, rule)).toBe(true);
    expect(() => parseRule(rule, input)).not.toThrow();
  });
  test.each(nonMembers)(`non-member: %j`, (input) => {
    expect(isValid(input, rule)).toBe(false);
    expect(() => parseRule(rule, input)).toThrow(UrlSyntaxError);
  });
});

describe("what the structural rules return", () => {
  test("authority: server only when it spans the whole authority (section 4.3)", () => {
    expect(parseRule("authority", "u@h:80")).toEqual({
      userinfo: "u",
      hostport: { host: { type: "hostname", text: "h" }, port: "80" },
    });
    expect(parseRule("authority", "a.1:8")).toBe("a.1:8");
    expect(parseRule("authority", "")).toBeNull();
  });

  test("host: which alternative matched", () => {
    expect(parseRule("host", "1.2.3.4")).toEqual({
      type: "IPv4address",
      text: "1.2.3.4",
    });
    expect(parseRule("host", "a.b.")).toEqual({
      type: "hostname",
      text: "a.b.",
    });
  });

  test("character rules return the text they matched", () => {
    expect(parseRule("path_segments", "a;p/b")).toBe("a;p/b");
    expect(parseRule("escaped", "%7e")).toBe("%7e");
    expect(parseRule("port", "")).toBe("");
  });
});

describe("parseRule and isValid refuse what is not a rule", () => {
  test("an unknown rule name is a TypeError", () => {
    expect(() => parseRule("URI-reference" as Rfc2396Rule, "a")).toThrow(
      TypeError,
    );
    expect(() => isValid("a", "lenient_URI_reference" as Rfc2396Rule)).toThrow(
      TypeError,
    );
  });
});
