// The recognizer against the RFCs' own examples, then per-rule facts read off
// the BNF by hand: it must give each BNF's language, independently of peggy.
import { compileRecognizer } from "./recognizer";
import { PROOF_DIALECTS, rfcBnf, type ProofDialectName } from "./dialects";
import { Random, SentenceGenerator } from "./sentences";

const recognizers = new Map(
  PROOF_DIALECTS.map((d) => [d, compileRecognizer(rfcBnf(d))] as const),
);
const accepts = (dialect: ProofDialectName, rule: string, input: string) =>
  recognizers.get(dialect)!.accepts(rule, input);

// RFC 2396 section 1.3 (the lines our copy of the RFC lost), and Appendix B's example.
const rfc2396Examples = [
  "ftp://ftp.is.co.za/rfc/rfc1808.txt",
  "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
  "http://www.math.uio.no/faq/compression-faq/part1.html",
  "mailto:mduerst@ifi.unizh.ch",
  "news:comp.infosystems.www.servers.unix",
  "telnet://melvyl.ucop.edu/",
  "http://www.ics.uci.edu/pub/ietf/uri/#Related",
];

// RFC 2396 Appendix C: the base and every reference of C.1 and C.2 but "?y".
const rfc2396AppendixC = [
  "http://a/b/c/d;p?q",
  "g:h",
  "g",
  "./g",
  "g/",
  "/g",
  "//g",
  "g?y",
  "#s",
  "g#s",
  "g?y#s",
  ";x",
  "g;x",
  "g;x?y#s",
  ".",
  "./",
  "..",
  "../",
  "../g",
  "../..",
  "../../",
  "../../g",
  "",
  "../../../g",
  "../../../../g",
  "/./g",
  "/../g",
  "g.",
  ".g",
  "g..",
  "..g",
  "./../g",
  "./g/.",
  "g/./h",
  "g/../h",
  "g;x=1/./y",
  "g;x=1/../y",
  "g?y/./x",
  "g?y/../x",
  "g#s/./x",
  "g#s/../x",
  "http:g",
];

// RFC 1808 section 5: the base and every reference (with "?y", which RFC 1808's BNF has).
const rfc1808Section5 = [
  "http://a/b/c/d;p?q#f",
  "g:h",
  "g",
  "./g",
  "g/",
  "/g",
  "//g",
  "?y",
  "g?y",
  "g?y/./x",
  "#s",
  "g#s",
  "g#s/./x",
  "g?y#s",
  ";x",
  "g;x",
  "g;x?y#s",
  ".",
  "./",
  "..",
  "../",
  "../g",
  "../..",
  "../../",
  "../../g",
  "",
  "../../../g",
  "../../../../g",
  "/./g",
  "/../g",
  "g.",
  ".g",
  "g..",
  "..g",
  "./../g",
  "./g/.",
  "g/./h",
  "g/../h",
  "http:g",
  "http:",
];

describe("RFC examples are members", () => {
  test.each(rfc2396Examples)(
    "rfc2396 URI-reference and absoluteURI: %s",
    (uri) => {
      expect(accepts("rfc2396", "URI-reference", uri)).toBe(true);
      expect(accepts("rfc2396", "absoluteURI", uri.replace(/#.*/, ""))).toBe(
        true,
      );
    },
  );
  test.each(rfc2396AppendixC)("rfc2396 URI-reference: %j", (ref) => {
    expect(accepts("rfc2396", "URI-reference", ref)).toBe(true);
  });
  test.each(rfc1808Section5)("rfc1808 URL: %j", (ref) => {
    expect(accepts("rfc1808", "URL", ref)).toBe(true);
  });
  test.each(rfc2396Examples.filter((u) => !u.includes("#")))(
    "rfc1738 url: %s",
    (url) => {
      expect(accepts("rfc1738", "url", url)).toBe(true);
    },
  );
});

// [dialect, rule, input, member?]
const facts: [ProofDialectName, string, string, boolean][] = [
  ["rfc2396", "URI-reference", "?y", false], // no relative reference is only a query
  ["rfc2396", "URI-reference", "a#b#c", false],
  ["rfc2396", "URI-reference", "http://a/b c", false],
  ["rfc2396", "URI-reference", "http:", false], // hier_part and opaque_part are not empty
  ["rfc2396", "URI-reference", "a:b:c", true], // opaque_part
  ["rfc2396", "URI-reference", "1a:b", false], // rel_segment has no ":"
  ["rfc2396", "absoluteURI", "a:/", true],
  ["rfc2396", "opaque_part", "/a", false],
  ["rfc2396", "scheme", "a+1-.", true],
  ["rfc2396", "scheme", "1a", false],
  ["rfc2396", "authority", "a@b@c", true], // a reg_name
  ["rfc2396", "authority", "user:pw@host.example.:8080", true],
  ["rfc2396", "authority", "", true], // the empty server
  ["rfc2396", "server", "@", false], // "@" wants a hostport
  ["rfc2396", "server", "", true],
  ["rfc2396", "server", "a.b:", true], // port = *digit
  ["rfc2396", "server", "a:b", false],
  ["rfc2396", "reg_name", "", false],
  ["rfc2396", "hostname", "a.b.", true], // a trailing dot
  ["rfc2396", "hostname", "a.b..", false],
  ["rfc2396", "hostname", "a-1.b2", true], // labels ending in digits
  ["rfc2396", "hostname", "a-.b", false],
  ["rfc2396", "hostname", "-a", false],
  ["rfc2396", "hostname", "a.1b", false], // toplabel starts with alpha
  ["rfc2396", "hostname", "1.2.3.4", false],
  ["rfc2396", "hostname", "a--b", true],
  ["rfc2396", "IPv4address", "1.2.3.4", true],
  ["rfc2396", "IPv4address", "999.0.00.1234", true], // the BNF does not bound the numbers
  ["rfc2396", "IPv4address", "1.2.3", false],
  ["rfc2396", "host", "1.2.3.4.", false],
  ["rfc2396", "escaped", "%4F", true],
  ["rfc2396", "escaped", "%4", false],
  ["rfc2396", "escaped", "%4g", false],
  ["rfc2396", "segment", "a;b;;c", true],
  ["rfc2396", "path_segments", "", true],
  ["rfc2396", "path", "", true],
  ["rfc2396", "mark", "~", true],
  ["rfc2396", "uric", "#", false],
  ["rfc1808", "URL", "http://a/b#c#d", false],
  ["rfc1808", "URL", "a b", false],
  ["rfc1808", "URL", "%", false],
  ["rfc1808", "absoluteURL", "HTTP://a", true],
  ["rfc1808", "scheme", "1+.", true], // RFC 1808 lets a scheme start with anything
  ["rfc1808", "rel_path", "", true],
  ["rfc1808", "params", "a/b;;c", true],
  ["rfc1808", "net_loc", "u@h;p?q", true],
  ["rfc1808", "national", "\\", true],
  ["rfc1808", "punctuation", '"', true],
  ["rfc1738", "scheme", "http", true],
  ["rfc1738", "scheme", "HTTP", false], // "the scheme is in lower case"
  ["rfc1738", "url", "HTTP://a", false],
  ["rfc1738", "hostname", "a.b.", false], // no trailing dot in RFC 1738
  ["rfc1738", "hostport", "h:", false], // port = digits
  ["rfc1738", "url", "http://h:/", true], // ... but otherurl takes it
  ["rfc1738", "httpurl", "http://h:/", false],
  ["rfc1738", "ftpurl", "ftp://u:p@h/a/b;type=i", true],
  ["rfc1738", "ftpurl", "ftp://h/a;type=x", false],
  ["rfc1738", "gopherurl", "gopher://h/1sel%09search%09plus", true],
  ["rfc1738", "gopherurl", "gopher://h", true],
  ["rfc1738", "fileurl", "file:///etc/motd", true],
  ["rfc1738", "fileurl", "file://localhost/etc/motd", true],
  ["rfc1738", "newsurl", "news:*", true],
  ["rfc1738", "newsurl", "news:a1@b.c", true],
  ["rfc1738", "nntpurl", "nntp://h/g/12", true],
  ["rfc1738", "waisurl", "wais://h/db/t/p", true],
  ["rfc1738", "prosperourl", "prospero://h/p;f=v;g=w", true],
  ["rfc1738", "mailtourl", "mailto:", false],
  ["rfc1738", "telneturl", "telnet://u:p@h:23/", true],
  ["rfc1738", "encoded822addr", "a@b", true], // "@" is reserved, and xchar has reserved
  ["rfc1738", "encoded822addr", "a b", false],
];

describe("per-rule facts of the BNFs", () => {
  test.each(facts)("%s %s %j: %p", (dialect, rule, input, member) => {
    expect(accepts(dialect, rule, input)).toBe(member);
  });
});

describe("no catastrophic backtracking on long near misses", () => {
  // A long member of every rule with a character no rule accepts at its end,
  // then in its middle: the RegExp must still answer quickly.
  test.each(PROOF_DIALECTS)(
    "%s: every rule, 300-character inputs",
    (dialect) => {
      const bnf = rfcBnf(dialect);
      const generator = new SentenceGenerator(bnf, { softLength: 300 });
      const random = new Random(1738);
      let slowest = 0;
      let slowestCase = "";
      for (const rule of bnf.names) {
        for (let k = 0; k < 5; k++) {
          const member = generator.member(rule, random);
          const middle = member.length >> 1;
          for (const input of [
            member + "\u0000",
            member.slice(0, middle) + " " + member.slice(middle),
          ]) {
            const start = process.hrtime.bigint();
            expect(accepts(dialect, rule, input)).toBe(false);
            const ms = Number(process.hrtime.bigint() - start) / 1e6;
            if (ms > slowest) {
              slowest = ms;
              slowestCase = `${rule} ${JSON.stringify(input)}`;
            }
          }
        }
      }
      const verdict =
        slowest < 250 ? "fast" : `${slowest} ms on ${dialect} ${slowestCase}`;
      expect(verdict).toBe("fast");
    },
  );
});
