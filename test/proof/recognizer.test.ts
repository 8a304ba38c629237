// The recognizer against the RFCs' own examples, then per-rule facts read off
// the BNF by hand: it must give each BNF's language, independently of peggy.
import { compileRecognizer } from "../../src/shared/recognizer";
import { PROOF_DIALECTS, rfcBnf, type ProofDialectName } from "./dialects";
import { Random, SentenceGenerator } from "../../src/shared/sentences";

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

// RFC 3986 section 1.1.2.
const rfc3986Examples = [
  "ftp://ftp.is.co.za/rfc/rfc1808.txt",
  "http://www.ietf.org/rfc/rfc2396.txt",
  "ldap://[2001:db8::7]/c=GB?objectClass?one",
  "mailto:John.Doe@example.com",
  "news:comp.infosystems.www.servers.unix",
  "tel:+1-816-555-1212",
  "telnet://192.0.2.16:80/",
  "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
];

// RFC 3986 section 5.4: the base and every reference of 5.4.1 and 5.4.2.
const rfc3986Section54 = [
  "http://a/b/c/d;p?q",
  "g:h",
  "g",
  "./g",
  "g/",
  "/g",
  "//g",
  "?y",
  "g?y",
  "#s",
  "g#s",
  "g?y#s",
  ";x",
  "g;x",
  "g;x?y#s",
  "",
  ".",
  "./",
  "..",
  "../",
  "../g",
  "../..",
  "../../",
  "../../g",
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

// RFC 2732 section 2, the example URLs.
const rfc2732Section2 = [
  "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
  "http://[1080:0:0:0:8:800:200C:417A]/index.html",
  "http://[3ffe:2a00:100:7031::1]",
  "http://[1080::8:800:200C:417A]/foo",
  "http://[::192.9.5.5]/ipng",
  "http://[::FFFF:129.144.52.38]:80/index.html",
  "http://[2010:836B:4179::836B:4179]",
];

// RFC 3987's IRIs, written in the RFC in XML notation ("&#xE9;" for U+00E9):
// the examples of sections 3.1 and 3.2.1, and the two IRIs of section 5.3.2
// that an application "could reasonably consider" equivalent.
const rfc3987Examples = [
  "http://r\u00E9sum\u00E9.example.org",
  "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org",
  "http://www.example.org/red%09ros\u00E9#red",
  "http://example.com/\u{10300}\u{10301}\u{10302}",
  "http://www.example.org/D\u00FCrst",
  "http://\u7D0D\u8C46.example.org/%E2%80%AE",
  "example://a/b/c/%7Bfoo%7D/ros\u00E9",
  "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
];

// RFC 6874 section 2: "the scoped address fe80::a%en1 would appear in a URI as
// http://[fe80::a%25en1]".
const rfc6874Section2 = ["http://[fe80::a%25en1]"];

describe("RFC examples are members", () => {
  test.each(rfc3987Examples)("rfc3987 IRI and IRI-reference: %s", (iri) => {
    expect(accepts("rfc3987", "IRI", iri)).toBe(true);
    expect(accepts("rfc3987", "IRI-reference", iri)).toBe(true);
    // A URI only where every character is ASCII.
    expect(accepts("rfc3987", "URI", iri)).toBe(/^[\x00-\x7f]*$/.test(iri));
  });
  test.each(rfc6874Section2)("rfc6874 URI and URI-reference: %s", (uri) => {
    expect(accepts("rfc6874", "URI", uri)).toBe(true);
    expect(accepts("rfc6874", "URI-reference", uri)).toBe(true);
    expect(accepts("rfc3986", "URI-reference", uri)).toBe(false);
  });

  // All but http://[::192.9.5.5]/ipng, which RFC 2373's grammar cannot derive
  // (the deviation of test/proof/deviations.ts; see the facts below).
  test.each(rfc2732Section2.filter((u) => !u.includes("[::192")))(
    "rfc2732 URI-reference and absoluteURI: %s",
    (uri) => {
      expect(accepts("rfc2732", "URI-reference", uri)).toBe(true);
      expect(accepts("rfc2732", "absoluteURI", uri)).toBe(true);
      expect(accepts("rfc2396", "URI-reference", uri)).toBe(false);
    },
  );
  test.each(rfc3986Examples)("rfc3986 URI and URI-reference: %s", (uri) => {
    expect(accepts("rfc3986", "URI", uri)).toBe(true);
    expect(accepts("rfc3986", "URI-reference", uri)).toBe(true);
  });
  test.each(rfc3986Section54)("rfc3986 URI-reference: %j", (ref) => {
    expect(accepts("rfc3986", "URI-reference", ref)).toBe(true);
  });
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
  // RFC 3987: a character is a code point; ucschar's and iprivate's ranges.
  ["rfc3987", "ucschar", "\u00A0", true],
  ["rfc3987", "ucschar", "\u009F", false],
  ["rfc3987", "ucschar", "\uD7FF", true],
  ["rfc3987", "ucschar", "\uD800", false], // a lone surrogate is no character
  ["rfc3987", "ucschar", "\uDFFF", false],
  ["rfc3987", "ucschar", "\uDC00\uD800", false], // two lone surrogates, not a pair
  ["rfc3987", "ucschar", "\uE000", false], // iprivate's
  ["rfc3987", "ucschar", "\uF8FF", false],
  ["rfc3987", "ucschar", "\uF900", true],
  ["rfc3987", "ucschar", "\uFDCF", true],
  ["rfc3987", "ucschar", "\uFDD0", false], // a noncharacter
  ["rfc3987", "ucschar", "\uFDF0", true],
  ["rfc3987", "ucschar", "\uFFEF", true],
  ["rfc3987", "ucschar", "\uFFF0", false],
  ["rfc3987", "ucschar", "\uFFFE", false],
  ["rfc3987", "ucschar", "\u{10000}", true], // one character, two UTF-16 code units
  ["rfc3987", "ucschar", "\u{1FFFD}", true],
  ["rfc3987", "ucschar", "\u{1FFFE}", false],
  ["rfc3987", "ucschar", "\u{1FFFF}", false],
  ["rfc3987", "ucschar", "\u{20000}", true],
  ["rfc3987", "ucschar", "\u{DFFFD}", true],
  ["rfc3987", "ucschar", "\u{E0000}", false], // ucschar's last range starts at E1000
  ["rfc3987", "ucschar", "\u{E0FFF}", false],
  ["rfc3987", "ucschar", "\u{E1000}", true],
  ["rfc3987", "ucschar", "\u{EFFFD}", true],
  ["rfc3987", "ucschar", "\u{F0000}", false],
  ["rfc3987", "ucschar", "\u200E", true], // section 4.1 forbids it; the ABNF does not
  ["rfc3987", "ucschar", "\u202E", true],
  ["rfc3987", "iprivate", "\uE000", true],
  ["rfc3987", "iprivate", "\uF8FF", true],
  ["rfc3987", "iprivate", "\u{F0000}", true],
  ["rfc3987", "iprivate", "\u{FFFFD}", true],
  ["rfc3987", "iprivate", "\u{FFFFE}", false],
  ["rfc3987", "iprivate", "\u{100000}", true],
  ["rfc3987", "iprivate", "\u{10FFFD}", true],
  ["rfc3987", "iprivate", "\u{10FFFF}", false],
  ["rfc3987", "iunreserved", "\u00E9", true],
  ["rfc3987", "iunreserved", "\u00E9\u00E9", false], // one character
  ["rfc3987", "iquery", "a=\uE000\u{10FFFD}", true], // private characters in iquery only
  ["rfc3987", "ifragment", "\uE000", false],
  ["rfc3987", "ipath", "/\uE000", false],
  ["rfc3987", "ireg-name", "\u{F0000}", false],
  ["rfc3987", "IRI", "http://\u00E9/?\uE000#\u00E9", true],
  ["rfc3987", "IRI", "http://a/\uD800", false],
  ["rfc3987", "IRI", "http://a/\uDC00", false],
  ["rfc3987", "IRI", "http://a/\uD800\uDC00", true], // U+10000, as a pair
  ["rfc3987", "IRI", "\u00E9:a", false], // a scheme is ASCII
  ["rfc3987", "IRI-reference", "\u00E9:a", false], // ... and a first segment has no ":"
  ["rfc3987", "IRI-reference", "\u00E9/a:b", true],
  ["rfc3987", "ihost", "1.2.3.4\u00E9", true], // an ireg-name
  ["rfc3987", "IP-literal", "[\u00E9]", false], // RFC 3986's rule, unchanged
  ["rfc3987", "URI", "http://\u00E9/", false], // RFC 3986's rules stay RFC 3986's
  ["rfc3987", "iuserinfo", "\u00E9:\u00E9", true],
  ["rfc3987", "isegment-nz-nc", "\u00E9:", false],
  // RFC 6874: a zone identifier after "%25".
  ["rfc6874", "IP-literal", "[fe80::a%25en1]", true],
  ["rfc6874", "IP-literal", "[fe80::a%en1]", false], // a bare "%" (section 3's suggestion, not the syntax)
  ["rfc6874", "IP-literal", "[fe80::a%25]", false], // ZoneID is 1*
  ["rfc6874", "IP-literal", "[fe80::a%25%2]", false],
  ["rfc6874", "IP-literal", "[fe80::a%25%25]", true], // a "%" in the zone, encoded
  ["rfc6874", "IP-literal", "[fe80::a%25a%20b]", true],
  ["rfc6874", "IP-literal", "[fe80::a%25a:b]", false], // ":" is not unreserved
  ["rfc6874", "IP-literal", "[fe80::a%25en1%25en2]", true], // the ZoneID is "en1%25en2"
  ["rfc6874", "IP-literal", "[::1.2.3.4%25x]", true],
  ["rfc6874", "IP-literal", "[v1.x%25x]", false], // IPvFuture takes no zone ...
  ["rfc6874", "IP-literal", "[v1.x%25]", false], // ... nor a "%"
  ["rfc6874", "IPv6addrz", "1:2:3:4:5:6:7:8%25x", true],
  ["rfc6874", "IPv6addrz", "1:2:3:4:5:6:7:8:9%25x", false],
  ["rfc6874", "ZoneID", "en1", true],
  ["rfc6874", "ZoneID", "%E2%82%AC", true],
  ["rfc6874", "ZoneID", "\u00E9", false],
  ["rfc6874", "URI", "http://[fe80::1%25eth0]:8080/", true],
  ["rfc6874", "reg-name", "fe80::1%25eth0", false],
  // RFC 2732: RFC 2396 amended, with RFC 2373's IPv6address.
  ["rfc2732", "URI-reference", "http://[::192.9.5.5]/ipng", false], // see above
  ["rfc2732", "IPv6address", "::192.9.5.5", false], // hexpart "::" then ":" IPv4address: ":::"
  ["rfc2732", "IPv6address", ":::192.9.5.5", true], // ... which RFC 2373's grammar admits
  ["rfc2732", "IPv6address", "1:::1.2.3.4", true],
  ["rfc2732", "IPv6address", "::FFFF:129.144.52.38", true],
  ["rfc2732", "IPv6address", "1:2:3:4:5:6:7:8:9", true], // RFC 2373 does not count the groups
  ["rfc2732", "IPv6address", "1", true], // a hexseq of one hex4
  ["rfc2732", "IPv6address", "::", true],
  ["rfc2732", "IPv6address", "1::2::3", false],
  ["rfc2732", "IPv6address", "12345::", false],
  ["rfc2732", "IPv6address", "1:2:1.2.3.4", true],
  ["rfc2732", "IPv6address", "1.2.3.4", false], // the IPv4address follows a ":"
  ["rfc2732", "IPv6address", "1::1.2.3", false],
  ["rfc2732", "IPv4address", "999.1.1.1", true], // RFC 2373 bounds the digits, not the value
  ["rfc2732", "IPv4address", "1.2.3.1234", false],
  ["rfc2732", "host", "[::1]", true],
  ["rfc2732", "host", "[v1.x]", false], // RFC 3986's IPvFuture is not RFC 2732's
  ["rfc2732", "host", "[::1", false],
  ["rfc2732", "host", "1.2.3.1234", false],
  ["rfc2732", "authority", "1.2.3.1234", true], // a reg_name
  ["rfc2732", "URI-reference", "http://[::1/", false],
  ["rfc2732", "URI-reference", "http://a/?q=[1]#[2]", true], // "[" and "]" are reserved
  ["rfc2396", "URI-reference", "http://a/?q=[1]", false],
  ["rfc2732", "segment", "[", false], // ... but pchar does not list them
  ["rfc2732", "HEXDIG", "f", true],
  ["rfc2732", "DIGIT", "a", false],
  // RFC 3986: every alternative of IPv6address, and where they overlap.
  ["rfc3986", "IPv6address", "1:2:3:4:5:6:7:8", true], // 6( h16 ":" ) ls32
  ["rfc3986", "IPv6address", "1:2:3:4:5:6:1.2.3.4", true], // ls32 an IPv4address
  ["rfc3986", "IPv6address", "::2:3:4:5:6:7:8", true], // "::" 5( h16 ":" ) ls32
  ["rfc3986", "IPv6address", "1::3:4:5:6:7:8", true],
  ["rfc3986", "IPv6address", "1:2::4:5:6:7:8", true],
  ["rfc3986", "IPv6address", "1:2:3::5:6:7:8", true],
  ["rfc3986", "IPv6address", "1:2:3:4::6:7:8", true],
  ["rfc3986", "IPv6address", "1:2:3:4:5::7:8", true],
  ["rfc3986", "IPv6address", "1:2:3:4:5:6::8", true], // [ *5( h16 ":" ) h16 ] "::" h16
  ["rfc3986", "IPv6address", "1:2:3:4:5:6:7::", true], // [ *6( h16 ":" ) h16 ] "::"
  ["rfc3986", "IPv6address", "::", true],
  ["rfc3986", "IPv6address", "::1", true],
  ["rfc3986", "IPv6address", "1::", true],
  ["rfc3986", "IPv6address", "::1.2.3.4", true],
  ["rfc3986", "IPv6address", "::ffff:1.2.3.4", true],
  ["rfc3986", "IPv6address", "1::1.2.3.4", true],
  ["rfc3986", "IPv6address", "FEDC:ba98::abcd", true], // HEXDIG in either case
  ["rfc3986", "IPv6address", "1:2:3:4:5:6:7:8:9", false], // nine groups
  ["rfc3986", "IPv6address", "1:2:3:4:5:6:7", false], // seven without "::"
  ["rfc3986", "IPv6address", "1::2::3", false], // two "::"
  ["rfc3986", "IPv6address", ":::", false],
  ["rfc3986", "IPv6address", "1:::2", false],
  ["rfc3986", "IPv6address", "::1:2:3:4:5:6:7:8", false], // "::" stands for one group at least
  ["rfc3986", "IPv6address", "1:2:3:4:5:6:7::8", false],
  ["rfc3986", "IPv6address", "12345::", false], // h16 = 1*4HEXDIG
  ["rfc3986", "IPv6address", "::1.2.3", false],
  ["rfc3986", "IPv6address", "::256.1.1.1", false],
  ["rfc3986", "IPv6address", "1.2.3.4::", false], // ls32 comes last
  ["rfc3986", "IPv6address", ":1::", false],
  ["rfc3986", "IPv6address", "g::", false],
  // dec-octet: every boundary, and one past.
  ["rfc3986", "dec-octet", "0", true],
  ["rfc3986", "dec-octet", "9", true],
  ["rfc3986", "dec-octet", "10", true],
  ["rfc3986", "dec-octet", "99", true],
  ["rfc3986", "dec-octet", "100", true],
  ["rfc3986", "dec-octet", "199", true],
  ["rfc3986", "dec-octet", "200", true],
  ["rfc3986", "dec-octet", "249", true],
  ["rfc3986", "dec-octet", "250", true],
  ["rfc3986", "dec-octet", "255", true],
  ["rfc3986", "dec-octet", "256", false],
  ["rfc3986", "dec-octet", "260", false],
  ["rfc3986", "dec-octet", "300", false],
  ["rfc3986", "dec-octet", "00", false], // no leading zero
  ["rfc3986", "dec-octet", "01", false],
  ["rfc3986", "dec-octet", "", false],
  ["rfc3986", "IPv4address", "255.255.255.255", true],
  ["rfc3986", "IPv4address", "1.2.3.256", false],
  ["rfc3986", "host", "1.2.3.256", true], // a reg-name
  ["rfc3986", "host", "1.2.3.4.5", true], // a reg-name
  ["rfc3986", "host", "", true], // the empty reg-name
  ["rfc3986", "host", "[::1]", true],
  ["rfc3986", "host", "[v7.a:b]", true], // IPvFuture
  ["rfc3986", "host", "[V7.a]", true], // "v" is case-insensitive
  ["rfc3986", "host", "[v7]", false],
  ["rfc3986", "host", "[::1", false],
  ["rfc3986", "host", "a:b", false],
  // authority and the paths: where a PEG would stop early.
  ["rfc3986", "authority", "", true],
  ["rfc3986", "authority", "u:p@h:80", true],
  ["rfc3986", "authority", "@", true], // an empty userinfo, an empty host
  ["rfc3986", "authority", "h:", true], // port = *DIGIT
  ["rfc3986", "authority", "a@b@c", false], // "@" is in neither userinfo nor host
  ["rfc3986", "authority", "[::1]:8080", true],
  ["rfc3986", "authority", "1.2.3.4:5", true],
  ["rfc3986", "authority", "1.2.3.4.5:6", true],
  ["rfc3986", "URI", "http://[::1]:80/a?b#c", true],
  ["rfc3986", "URI", "http://1.2.3.4.example/", true],
  ["rfc3986", "URI", "http://a:b:c/", false], // one ":" before the port
  ["rfc3986", "URI", "http:", true], // path-empty
  ["rfc3986", "URI", "HTTP://A/", true],
  ["rfc3986", "URI", "1http://a", false],
  ["rfc3986", "URI-reference", "?y", true],
  ["rfc3986", "URI-reference", "a:b:c", true], // path-rootless
  ["rfc3986", "URI-reference", "1a:b", false], // path-noscheme has no ":" in its first segment
  ["rfc3986", "URI-reference", "./1a:b", true],
  ["rfc3986", "URI-reference", "#a#b", false],
  ["rfc3986", "URI-reference", "//a//b", true], // path-abempty: empty segments
  ["rfc3986", "relative-ref", "//", true],
  ["rfc3986", "path-abempty", "", true],
  ["rfc3986", "path-abempty", "//", true],
  ["rfc3986", "path-abempty", "a", false],
  ["rfc3986", "path-absolute", "/", true],
  ["rfc3986", "path-absolute", "//a", false], // begins with "/" but not "//"
  ["rfc3986", "path-noscheme", "a:b", false],
  ["rfc3986", "path-noscheme", "a/b:c", true],
  ["rfc3986", "path-rootless", "a:b", true],
  ["rfc3986", "path-empty", "", true],
  ["rfc3986", "path-empty", "a", false],
  ["rfc3986", "path", "", true],
  ["rfc3986", "path", "//a", true], // path-abempty
  ["rfc3986", "pct-encoded", "%4f", true], // HEXDIG's "F" is case-insensitive
  ["rfc3986", "pct-encoded", "%4g", false],
  ["rfc3986", "HEXDIG", "a", true],
  ["rfc3986", "HEXDIG", "g", false],
  ["rfc3986", "scheme", "a+1-.", true],
  ["rfc3986", "reserved", "[", true],
  ["rfc3986", "unreserved", "~", true],
  ["rfc3986", "unreserved", "!", false], // a sub-delim
  ["rfc3986", "segment-nz-nc", "a:b", false],
  ["rfc3986", "query", "a/b?c:@", true],
  ["rfc3986", "fragment", "#", false],
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
            // The fastest of three runs: a pause of the machine slows one
            // run, catastrophic backtracking every run.
            let ms = Infinity;
            for (let run = 0; run < 3; run++) {
              const start = process.hrtime.bigint();
              expect(accepts(dialect, rule, input)).toBe(false);
              ms = Math.min(ms, Number(process.hrtime.bigint() - start) / 1e6);
            }
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
