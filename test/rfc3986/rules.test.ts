// Every rule of RFC 3986 Appendix A (and RFC 5234's ALPHA, DIGIT, HEXDIG),
// started at that rule: members and non-members (more for the rules PEG makes
// tricky), then what the structural rules return.
import { UrlSyntaxError } from "../../src/errors";
import { isValid, parseRule, rules, type Rfc3986Rule } from "../../src/rfc3986";

/** rule, members, non-members */
const table: [Rfc3986Rule, string[], string[]][] = [
  [
    "URI",
    ["http://a/b?c#d", "g:h", "urn:a:b", "a:", "a://", "a:/", "a:?#"],
    ["//a", "a", "1a:b", "a:b c", "a://[::1/"],
  ],
  ["hier_part", ["//a/b", "/b", "b:c", "", "//"], ["b?c", "//a#f", "a b"]],
  [
    "URI_reference",
    ["http://a/b?c#d", "", "#f", "?y", "g;x?y#s", "//a", "./this:that"],
    [":this", "1a:b", "a b", "#%", "http://a/%zz", "[::1]"],
  ],
  [
    "absolute_URI",
    ["http://a/b?q", "g:h", "file:///etc/hosts"],
    ["g", "http://a/b#f", "http:g#", "//a"],
  ],
  [
    "relative_ref",
    ["g", "/g", "//g", "?y", "#s", "", "./g:h", "g/h:i"],
    ["g:h", "a b", "1a:b"],
  ],
  ["relative_part", ["//a", "/a", "a", "", "a/b:c"], ["a:b", "a?", "//a#"]],
  ["scheme", ["http", "a+b-c.d", "A1", "z"], ["1a", "", "a_b", "+a", "a:"]],
  [
    "authority",
    ["host", "u@h:80", "", "[::1]:", "u:p@1.2.3.4", "@", ":"],
    ["a/b", "a?", "a b", "u@h@i", "[::1", "h:8a"],
  ],
  ["userinfo", ["", "user:pw", "%41;&=+$,!"], ["a@b", "a/b", "%4"]],
  [
    "host",
    ["a", "1.2.3.4", "[::1]", "[v1.x]", "", "a.b.c.", "1.2.3.256", "%41"],
    ["[::1", "a:1", "a@b", "[1.2.3.4]", "a b"],
  ],
  ["port", ["", "80", "0080"], ["8a", " 80", "-1"]],
  [
    "IP_literal",
    ["[::]", "[2001:db8::7]", "[v7.a:b]", "[::ffff:1.2.3.4]"],
    ["::1", "[]", "[v.x]", "[1.2.3.4]", "[::1]]"],
  ],
  [
    "IPvFuture",
    ["v1.x", "V1.x", "vF.a:b", "v12AB.!$&'()*+,;=:-._~"],
    ["v.x", "v1.", "v1", "1.x", "vg.x", "v1.x/y", "v1.[", "v1.%41"],
  ],
  [
    "IPv6address",
    [
      // The nine alternatives of the ABNF, one row each.
      "1:2:3:4:5:6:7:8", //                           6( h16 ":" ) ls32
      "::2:3:4:5:6:7:8", //                      "::" 5( h16 ":" ) ls32
      "1::3:4:5:6:7:8", //             [ h16 ] "::" 4( h16 ":" ) ls32
      "1:2::4:5:6:7:8", //   [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
      "1:2:3::5:6:7:8", //   [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
      "1:2:3:4::6:7:8", //   [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
      "1:2:3:4:5::7:8", //   [ *4( h16 ":" ) h16 ] "::"              ls32
      "1:2:3:4:5:6::8", //   [ *5( h16 ":" ) h16 ] "::"              h16
      "1:2:3:4:5:6:7::", //  [ *6( h16 ":" ) h16 ] "::"
      // Each with an IPv4 ls32, or with its optional part left out.
      "1:2:3:4:5:6:1.2.3.4",
      "::2:3:4:5:6:1.2.3.4",
      "::4:5:6:7:8",
      "::5:6:7:8",
      "::6:7:8",
      "::7:8",
      "::8",
      "::",
      "::1.2.3.4",
      "::ffff:192.0.2.16",
      "2001:db8::7",
      "ABCD:ef01::",
      "1::",
    ],
    [
      "::1:2:3:4:5:6:7:8",
      "1:2:3:4:5:6:7",
      "1:2:3:4:5:6:7:8:9",
      ":::",
      "1::2::3",
      "1:::2",
      ":1::2",
      "1::2:",
      "12345::",
      "::g",
      "::1.2.3.256",
      "::1.2.3.04",
      "::1.2.3",
      "1:2:3:4:5:6:7:1.2.3.4",
      "::1.2.3.4:5",
      "",
    ],
  ],
  ["h16", ["0", "ffff", "AbC"], ["", "12345", "g", ":"]],
  ["ls32", ["1:2", "ffff:0", "1.2.3.4"], ["1", "1:", "1:2:3", "1.2.3"]],
  [
    "IPv4address",
    ["1.2.3.4", "0.0.0.0", "255.255.255.255", "192.0.2.16", "249.200.100.99"],
    [
      "1.2.3",
      "1.2.3.4.",
      "1.2.3.256",
      "1.2.3.04",
      "01.2.3.4",
      "300.1.1.1",
      "1..2.3",
    ],
  ],
  [
    "dec_octet",
    ["0", "9", "10", "99", "100", "199", "200", "249", "250", "255"],
    ["", "00", "01", "256", "260", "300", "1000", "a"],
  ],
  ["reg_name", ["", "a_b", "www.example.com", "%41!$"], ["a:b", "a@b", "[a]"]],
  [
    "path",
    ["", "/", "/a/b", "//a", "a", "a:b", "a/b:c", "a/"],
    ["?", "#", "a b", "%"],
  ],
  ["path_abempty", ["", "/", "/a/b/", "//"], ["a", "a/b"]],
  ["path_absolute", ["/", "/a", "/a//b", "/a:b"], ["//", "//a", "", "a"]],
  ["path_noscheme", ["a", "a/b:c", "a@b", "./a:b"], ["a:b", "/a", ""]],
  ["path_rootless", ["a", "a:b", "a:b/c"], ["/a", ""]],
  ["path_empty", [""], ["a", "/"]],
  ["segment", ["", "a", "a:b@c", "%41", ";x=1"], ["a/b", "a?b", "%"]],
  ["segment_nz", ["a", ":", "@"], ["", "a/b"]],
  ["segment_nz_nc", ["a", "@", "a;b=c"], ["", ":", "a:b"]],
  [
    "pchar",
    ["a", ":", "@", "%2F", "~", "!", "="],
    ["/", "?", "#", "%", "ab", "["],
  ],
  ["query", ["", "a=b&c=d", "/?", "?/"], ["#", "a b", "%g0", "["]],
  ["fragment", ["", "s", "s/../x?y"], ["#", "a b", "]"]],
  ["pct_encoded", ["%41", "%aF", "%00"], ["%", "%4", "%g1", "%411", "a"]],
  ["unreserved", ["a", "Z", "0", "-", ".", "_", "~"], ["!", "*", "%", ""]],
  [
    "reserved",
    [":", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")", "*"],
    ["a", "-", "%", "~"],
  ],
  ["gen_delims", [":", "/", "?", "#", "[", "]", "@"], ["!", "a", ""]],
  [
    "sub_delims",
    ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="],
    [":", "a", "-"],
  ],
  ["ALPHA", ["a", "z", "A", "Z"], ["0", "", "é", "ab"]],
  ["DIGIT", ["0", "9"], ["a", "", "10"]],
  ["HEXDIG", ["0", "9", "a", "f", "A", "F"], ["g", "G", ""]],
];

describe("every rule of Appendix A has a row", () => {
  test("the table covers exactly the rules the module lists, in the RFC's order", () => {
    expect(table.map(([rule]) => rule)).toEqual([...rules]);
    expect(rules).toHaveLength(39);
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
  test("host: which alternative matched (section 3.2.2, first-match-wins)", () => {
    expect(parseRule("host", "1.2.3.4")).toEqual({
      type: "IPv4address",
      text: "1.2.3.4",
    });
    for (const regName of ["1.2.3.4x", "1.2.3.256", "1.2.3.4.", "1.2.3"]) {
      expect(parseRule("host", regName)).toEqual({
        type: "reg-name",
        text: regName,
      });
    }
    expect(parseRule("host", "[::1]")).toEqual({
      type: "IP-literal",
      text: "[::1]",
      ipLiteral: { type: "IPv6address", address: "::1" },
    });
    expect(parseRule("host", "[v1F.x:y]")).toEqual({
      type: "IP-literal",
      text: "[v1F.x:y]",
      ipLiteral: { type: "IPvFuture", version: "1F", address: "v1F.x:y" },
    });
  });

  test("dec-octet: every IPv4address of 0-255 octets is one, read as written", () => {
    for (const octet of ["0", "9", "10", "99", "100", "199", "200", "249"]) {
      const address = `${octet}.25.250.255`;
      expect(parseRule("host", address)).toEqual({
        type: "IPv4address",
        text: address,
      });
    }
  });

  test("authority: userinfo and port, null when their delimiter is absent", () => {
    expect(parseRule("authority", "u@h:80")).toEqual({
      text: "u@h:80",
      userinfo: "u",
      host: { type: "reg-name", text: "h" },
      port: "80",
    });
    expect(parseRule("authority", "h")).toMatchObject({
      userinfo: null,
      port: null,
    });
    expect(parseRule("authority", "@h:")).toMatchObject({
      userinfo: "",
      port: "",
    });
  });

  test("hier_part and relative_part: the path rule that matched", () => {
    expect(parseRule("hier_part", "//a/b")).toMatchObject({
      pathForm: "path-abempty",
      path: "/b",
    });
    expect(parseRule("hier_part", "/b")).toEqual({
      authority: null,
      pathForm: "path-absolute",
      path: "/b",
    });
    expect(parseRule("hier_part", "b:c")).toMatchObject({
      pathForm: "path-rootless",
    });
    expect(parseRule("hier_part", "")).toMatchObject({
      pathForm: "path-empty",
    });
    expect(parseRule("relative_part", "b")).toMatchObject({
      pathForm: "path-noscheme",
    });
  });

  test("path: the first alternative, in the RFC's order, that spans the path", () => {
    expect(parseRule("path", "")).toEqual({ type: "path-abempty", text: "" });
    expect(parseRule("path", "/a")).toEqual({
      type: "path-abempty",
      text: "/a",
    });
    expect(parseRule("path", "a/b")).toEqual({
      type: "path-noscheme",
      text: "a/b",
    });
    expect(parseRule("path", "a:b")).toEqual({
      type: "path-rootless",
      text: "a:b",
    });
  });

  test("URI_reference: a URI or a relative-ref", () => {
    expect(parseRule("URI_reference", "a:b")).toMatchObject({
      type: "URI",
      scheme: "a",
    });
    expect(parseRule("URI_reference", "?y")).toMatchObject({
      type: "relative-ref",
      query: "y",
      fragment: null,
    });
    expect(parseRule("absolute_URI", "a:b?q")).toMatchObject({
      type: "absolute-URI",
      query: "q",
    });
  });

  test("character rules return the text they matched", () => {
    expect(parseRule("IPv6address", "::1")).toBe("::1");
    expect(parseRule("pct_encoded", "%7e")).toBe("%7e");
    expect(parseRule("port", "")).toBe("");
    expect(parseRule("path_empty", "")).toBe("");
  });
});

describe("parseRule and isValid refuse what is not a rule", () => {
  test("an unknown rule name is a TypeError", () => {
    expect(() => parseRule("URI-reference" as Rfc3986Rule, "a")).toThrow(
      TypeError,
    );
    expect(() => isValid("a", "toString" as Rfc3986Rule)).toThrow(TypeError);
  });
});
