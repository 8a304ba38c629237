// One rule for ports in every dialect (normalPort, src/shared/default-ports.ts):
// a port is a number, so leading zeros do not change it; an empty port or the
// scheme's default is no port.
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import { normalPort } from "../../src/shared/default-ports";

test.each([
  ["http", "80", undefined],
  ["http", "080", undefined],
  ["http", "00000000000000000000080", undefined],
  ["http", "", undefined],
  ["http", "8080", "8080"],
  ["http", "08080", "8080"],
  ["http", "0", "0"],
  ["http", "000", "0"],
  ["HTTP", "80", undefined],
  ["foo", "080", "80"],
  [undefined, "080", "80"],
  ["http", "99999999999999999999999999", "99999999999999999999999999"],
])("normalPort(%j, %j) is %j", (scheme, digits, expected) => {
  expect(normalPort(scheme, digits)).toBe(expected);
});

// Each pair: equivalent in every dialect (RFC 3986 with scheme-based
// normalization, section 6.2.3, where ports are normalized).
const EQUIVALENT: [string, string][] = [
  ["http://a:080/", "http://a/"],
  ["http://a:08080/", "http://a:8080/"],
  ["http://a:00000000000000000000080/", "http://a/"],
  ["ftp://a:021/x", "ftp://a/x"],
];
const DIFFERENT: [string, string][] = [
  ["http://a:8080/", "http://a:80/"],
  ["http://a:0/", "http://a/"],
  ["http://a:08080/", "http://a:808/"],
];

const DIALECTS = [
  ["rfc1738", (a: string, b: string) => rfc1738.equivalent(a, b)],
  ["rfc1808", (a: string, b: string) => rfc1808.equivalent(a, b)],
  ["rfc2396", (a: string, b: string) => rfc2396.equivalent(a, b)],
  ["rfc2732", (a: string, b: string) => rfc2732.equivalent(a, b)],
  [
    "rfc3986",
    (a: string, b: string) =>
      rfc3986.equivalent(a, b, { schemeBasedNormalization: true }),
  ],
] as const;

describe.each(DIALECTS)("%s", (_, equivalent) => {
  test.each(EQUIVALENT)("%j is %j", (a, b) => {
    expect(equivalent(a, b)).toBe(true);
  });
  test.each(DIFFERENT)("%j is not %j", (a, b) => {
    expect(equivalent(a, b)).toBe(false);
  });
});

// An empty port: a port in RFC 2396 and RFC 3986 (port = *digit), where it
// is no port; RFC 1738 and RFC 1808 have port = 1*digit, so "a:" is no
// hostport there, and such a URL is compared as written.
test.each(
  DIALECTS.filter(([name]) => name !== "rfc1738" && name !== "rfc1808"),
)("%s: an empty port is no port", (_, equivalent) => {
  expect(equivalent("http://a:/", "http://a/")).toBe(true);
});
