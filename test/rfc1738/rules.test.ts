// Every rule of RFC 1738 section 5: one member and one non-member, parsed with
// that rule as start rule, by the BNF's own answer (`strict`).
import { isValid, parseRule, rules, type Rfc1738Rule } from "../../src/rfc1738";

const table: Record<Rfc1738Rule, readonly [member: string, nonMember: string]> =
  {
    genericurl: ["foo:bar", "foo bar"],
    url: ["http://a.b/c", "no-colon"],
    otherurl: ["x-y+z.1:a;b", ":nope"],
    scheme: ["x-y+z.1", "a_b"],
    schemepart: ["//u:p@h:1/x", "a b"],
    ip_schemepart: ["//h", "//h:"],
    login: ["u:p@h.com:21", "u@"],
    hostport: ["h.com:80", "h.com:"],
    host: ["1.2.3.4", "1.2.3"],
    hostname: ["a-1.b2.com", "a.b."],
    domainlabel: ["1a-b", "a-"],
    toplabel: ["a-1", "1a"],
    alphadigit: ["7", "-"],
    hostnumber: ["10.0.0.1", "10.0.0"],
    port: ["8080", ""],
    user: ["a%20b;?&=", "a:b"],
    password: ["p%40ss", "p@ss"],
    urlpath: ["a/b;c?d", "a#b"],
    ftpurl: ["ftp://u:p@h/a/b;type=i", "ftp://h/a;type=x"],
    fpath: ["a/b/c", "a;b"],
    fsegment: ["a?b:c@d&e=f", "a/b"],
    ftptype: ["D", "x"],
    fileurl: ["file:///etc/motd", "file://h"],
    httpurl: ["http://h:80/a/b?c", "http://u@h/"],
    hpath: ["a/b;c", "a?b"],
    hsegment: ["a;b:c@d", "a/b"],
    search: ["q=a;b", "a/b"],
    gopherurl: ["gopher://h/1sel%09search%09+plus", "gopher://h:/"],
    gtype: ["1", "12"],
    selector: ["a%09b/c", "a b"],
    gopher_plus_string: ["+INFO", "a#"],
    mailtourl: ["mailto:a@b.c", "mailto:"],
    encoded822addr: ["a@b", ""],
    newsurl: ["news:comp.infosystems.www", "news:"],
    grouppart: ["*", "**"],
    group: ["comp.lang.c++", "1comp"],
    article: ["123@h.com", "123@"],
    nntpurl: ["nntp://h/comp.x/12", "nntp://h/comp.x/"],
    telneturl: ["telnet://u:p@h:23/", "telnet://h/x"],
    waisurl: ["wais://h/db?q", "wais://h/db/t"],
    waisdatabase: ["wais://h/db", "wais://h/db?q"],
    waisindex: ["wais://h/db?q", "wais://h/db"],
    waisdoc: ["wais://h/db/t/p", "wais://h/db/t"],
    database: ["db%20x", "db/x"],
    wtype: ["TEXT", "a/b"],
    wpath: ["a%2Fb", "a/b"],
    prosperourl: ["prospero://h/a/b;x=1;y=2", "prospero://h"],
    ppath: ["a/b", "a;b"],
    psegment: ["a?b", "a;b"],
    fieldspec: [";a=b", "a=b"],
    fieldname: ["a?:@&", "a=b"],
    fieldvalue: ["v", "v=w"],
    lowalpha: ["a", "A"],
    hialpha: ["A", "a"],
    alpha: ["Z", "1"],
    digit: ["0", "a"],
    safe: ["$", "!"],
    extra: ["!", "$"],
    national: ["{", "a"],
    punctuation: ["#", "a"],
    reserved: [";", "a"],
    hex: ["F", "G"],
    escape: ["%2f", "%2g"],
    unreserved: ["+", ";"],
    uchar: ["%41", ";"],
    xchar: [";", "#"],
    digits: ["123", ""],
  };

test("the rules are the 67 rules of section 5, in the RFC's order", () => {
  expect(rules).toHaveLength(67);
  expect([...rules].sort()).toEqual(Object.keys(table).sort());
  expect(rules.slice(0, 4)).toEqual([
    "genericurl",
    "url",
    "otherurl",
    "scheme",
  ]);
  expect(rules[rules.length - 1]).toBe("digits");
});

describe.each(
  Object.entries(table) as [Rfc1738Rule, readonly [string, string]][],
)("%s", (rule, [member, nonMember]) => {
  test(`member ${JSON.stringify(member)}`, () => {
    expect(isValid(member, rule, { strict: true })).toBe(true);
    expect(() => parseRule(rule, member, { strict: true })).not.toThrow();
  });
  test(`non-member ${JSON.stringify(nonMember)}`, () => {
    expect(isValid(nonMember, rule, { strict: true })).toBe(false);
  });
});

describe("PEG traps: each rewrite keeps the BNF's language", () => {
  test.each<[Rfc1738Rule, string, boolean]>([
    // hostname = *[ domainlabel "." ] toplabel: no trailing dot, the toplabel is not swallowed
    ["hostname", "a.b.c", true],
    ["hostname", "a", true],
    ["hostname", "a.", false],
    ["hostname", "1.2.3.4", false],
    ["hostname", "1.2.3.x", true],
    ["hostname", "a.1b", false],
    // domainlabel / toplabel: the repetition leaves the final alphadigit
    ["domainlabel", "a--b", true],
    ["domainlabel", "-a", false],
    ["toplabel", "a", true],
    ["toplabel", "ab-", false],
    // host = hostname | hostnumber
    ["host", "1.2.3.4.com", true],
    ["host", "1.2.3.4.5", false],
    // schemepart: *xchar, when it is no whole ip-schemepart
    ["schemepart", "//h:/", true],
    ["schemepart", "//h/a#b", false],
    // ftpurl: fpath never takes ";type=", and a bad ftptype is no ftpurl
    ["ftpurl", "ftp://h/a/b;type=A", true],
    ["ftpurl", "ftp://h/a;b", false],
    ["ftpurl", "ftp://h;type=a", false],
    // fileurl: "localhost" and host
    ["fileurl", "file://localhost/x", true],
    ["fileurl", "file://localhost.example/x", true],
    // waisurl: three forms sharing a prefix
    ["waisurl", "wais://h/db", true],
    ["waisurl", "wais://h/db?s", true],
    ["waisurl", "wais://h/db/t/p", true],
    ["waisurl", "wais://h/db?s/x", false],
    // gopherurl: the bare / read as "/", "%09" within and between parts
    ["gopherurl", "gopher://h", true],
    ["gopherurl", "gopher://h/", true],
    ["gopherurl", "gopher://h/1", true],
    ["gopherurl", "gopher://h/1a%09b/c", true],
    ["gopherurl", "gopher://h/1a%09b%09c%09d", true],
    // grouppart: "*" and group start articles
    ["grouppart", "*x@h", true],
    ["grouppart", "comp.x@h", true],
    ["grouppart", "comp.x@", false],
    // url: a scheme's branch wins only when it spans the input; otherwise otherurl
    ["url", "http://h:/", true],
    ["url", "http://u@h/", true],
    ["url", "ftp://h/a;type=x", true],
    ["url", "http://h/a b", false],
  ])("%s %j: %s", (rule, input, expected) => {
    expect(isValid(input, rule, { strict: true })).toBe(expected);
  });
});
