// Appendix A describes a regular language (no rule refers to itself, directly
// or not), so each rule can be written as a regular expression, read off the
// ABNF by hand, alternative for alternative. A backtracking regular expression
// anchored at both ends tries every alternative and every repetition count, as
// ABNF's unordered alternatives do: it is an independent statement of each
// rule's language, against which the PEG rewrites (IPv6address's ordered
// alternatives, dec-octet's reversed order, host's IPv4address, path) are
// checked on many strings.
import fc from "fast-check";
import { isValid, rules, type Rfc3986Rule } from "../../src/rfc3986";

const g = (source: string): string => `(?:${source})`;
const alt = (...alternatives: string[]): string => g(alternatives.join("|"));

// RFC 5234 core rules.
const ALPHA = "[A-Za-z]";
const DIGIT = "[0-9]";
const HEXDIG = "[0-9A-Fa-f]"; // quoted strings are case-insensitive

const pct_encoded = g(`%${HEXDIG}${HEXDIG}`);
const unreserved = "[A-Za-z0-9\\-._~]";
const gen_delims = "[:/?#\\[\\]@]";
const sub_delims = "[!$&'()*+,;=]";
const reserved = alt(gen_delims, sub_delims);
const pchar = alt(unreserved, pct_encoded, sub_delims, ":", "@");
const query = g(`${alt(pchar, "/", "\\?")}*`);
const fragment = query;
const segment = g(`${pchar}*`);
const segment_nz = g(`${pchar}+`);
const segment_nz_nc = g(`${alt(unreserved, pct_encoded, sub_delims, "@")}+`);
const path_abempty = g(`(?:/${segment})*`);
const path_absolute = g(`/(?:${segment_nz}(?:/${segment})*)?`);
const path_noscheme = g(`${segment_nz_nc}(?:/${segment})*`);
const path_rootless = g(`${segment_nz}(?:/${segment})*`);
const path_empty = "";
const path = alt(
  path_abempty,
  path_absolute,
  path_noscheme,
  path_rootless,
  path_empty,
);
const reg_name = g(`${alt(unreserved, pct_encoded, sub_delims)}*`);
const dec_octet = alt(
  DIGIT,
  `[1-9]${DIGIT}`,
  `1${DIGIT}{2}`,
  `2[0-4]${DIGIT}`,
  `25[0-5]`,
);
const IPv4address = g(
  `${dec_octet}\\.${dec_octet}\\.${dec_octet}\\.${dec_octet}`,
);
const h16 = g(`${HEXDIG}{1,4}`);
const ls32 = alt(`${h16}:${h16}`, IPv4address);
const IPv6address = alt(
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
);
const IPvFuture = g(`[vV]${HEXDIG}+\\.${alt(unreserved, sub_delims, ":")}+`);
const IP_literal = g(`\\[${alt(IPv6address, IPvFuture)}\\]`);
const port = g(`${DIGIT}*`);
const host = alt(IP_literal, IPv4address, reg_name);
const userinfo = g(`${alt(unreserved, pct_encoded, sub_delims, ":")}*`);
const authority = g(`(?:${userinfo}@)?${host}(?::${port})?`);
const scheme = g(`${ALPHA}${alt(ALPHA, DIGIT, "\\+", "-", "\\.")}*`);
const relative_part = alt(
  `//${authority}${path_abempty}`,
  path_absolute,
  path_noscheme,
  path_empty,
);
const relative_ref = g(`${relative_part}(?:\\?${query})?(?:#${fragment})?`);
const hier_part = alt(
  `//${authority}${path_abempty}`,
  path_absolute,
  path_rootless,
  path_empty,
);
const absolute_URI = g(`${scheme}:${hier_part}(?:\\?${query})?`);
const URI = g(`${scheme}:${hier_part}(?:\\?${query})?(?:#${fragment})?`);
const URI_reference = alt(URI, relative_ref);

const ABNF: Record<Rfc3986Rule, string> = {
  URI,
  hier_part,
  URI_reference,
  absolute_URI,
  relative_ref,
  relative_part,
  scheme,
  authority,
  userinfo,
  host,
  port,
  IP_literal,
  IPvFuture,
  IPv6address,
  h16,
  ls32,
  IPv4address,
  dec_octet,
  reg_name,
  path,
  path_abempty,
  path_absolute,
  path_noscheme,
  path_rootless,
  path_empty,
  segment,
  segment_nz,
  segment_nz_nc,
  pchar,
  query,
  fragment,
  pct_encoded,
  unreserved,
  reserved,
  gen_delims,
  sub_delims,
  ALPHA,
  DIGIT,
  HEXDIG,
};
const REGEX = new Map(
  Object.entries(ABNF).map(([rule, source]) => [
    rule,
    new RegExp(`^${source}$`),
  ]),
);

/** Whether the ABNF (as a regular expression) and the parser agree on `input` at `rule`. */
function agreement(rule: Rfc3986Rule, input: string): unknown {
  return {
    rule,
    input,
    abnf: (REGEX.get(rule) as RegExp).test(input),
    parser: isValid(input, rule),
  };
}
const agree = (rule: Rfc3986Rule, input: string): void => {
  const result = agreement(rule, input) as { abnf: boolean };
  expect(result).toEqual({
    rule,
    input,
    abnf: result.abnf,
    parser: result.abnf,
  });
};

// Pieces that the rules are made of, and near misses of them.
const hex = fc.constantFrom(..."0123456789abcdefABCDEF");
const h16Piece = fc
  .array(hex, { minLength: 0, maxLength: 5 })
  .map((c) => c.join(""));
const octet = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map(String),
  fc.constantFrom("00", "01", "099", "256", "1000", ""),
);
const ipv4 = fc
  .array(octet, { minLength: 3, maxLength: 5 })
  .map((o) => o.join("."));
/** IPv6-like text: pieces joined by ":" or "::", sometimes ending in an IPv4 address. */
const ipv6 = fc
  .tuple(
    fc.array(fc.tuple(h16Piece, fc.constantFrom(":", ":", ":", "::", ":::")), {
      maxLength: 9,
    }),
    fc.oneof(h16Piece, ipv4),
  )
  .map(([pieces, last]) => pieces.map(([p, sep]) => p + sep).join("") + last);
const ipvFuture = fc
  .tuple(
    fc.constantFrom("v", "V", "w", ""),
    fc.array(hex, { maxLength: 3 }),
    fc.constantFrom(".", ""),
    fc.array(fc.constantFrom(..."a1-._~!$&'()*+,;=:@/%"), { maxLength: 4 }),
  )
  .map(([v, version, dot, rest]) => v + version.join("") + dot + rest.join(""));
const hostText = fc.oneof(
  ipv6.map((a) => `[${a}]`),
  ipvFuture.map((a) => `[${a}]`),
  ipv4,
  fc
    .array(fc.constantFrom(..."a1.-_~%2F!:@[]"), { maxLength: 8 })
    .map((c) => c.join("")),
);
const chars = fc.constantFrom(
  ..."aZ09-._~!$&'()*+,;=:@/?#[]%vV",
  "%41",
  "%zz",
  "//",
  "::",
  "1.2.3.4",
  " ",
);
const urlish = fc.array(chars, { maxLength: 16 }).map((c) => c.join(""));
const reference = fc
  .tuple(
    fc.constantFrom("", "http:", "a+b:", "1a:", "//", "/", "./"),
    fc.constantFrom("", "u@", "u:p@", "@", "a@b@"),
    hostText,
    fc.constantFrom("", ":", ":80", ":8a"),
    urlish,
  )
  .map(([a, b, c, d, e]) => a + (a.endsWith("//") ? b + c + d : "") + e);

const RUNS = { numRuns: 2000, seed: 3986 };

describe("the ABNF as regular expressions covers every rule", () => {
  test("one expression per rule, in the RFC's order", () => {
    expect(Object.keys(ABNF)).toEqual([...rules]);
  });
});

describe("the parser accepts exactly the ABNF's language", () => {
  test.each([
    ["IPv6address", ipv6],
    ["IP_literal", fc.oneof(ipv6, ipvFuture).map((a) => `[${a}]`)],
    ["IPvFuture", ipvFuture],
    ["ls32", fc.oneof(ipv4, ipv6)],
    ["h16", h16Piece],
    ["IPv4address", ipv4],
    ["dec_octet", octet],
    ["host", hostText],
    ["authority", reference.map((r) => r.replace(/^[^/]*\/\//, ""))],
    ["URI_reference", reference],
    ["URI", reference],
    ["relative_ref", reference],
    ["absolute_URI", reference],
    ["hier_part", reference],
    ["relative_part", reference],
    ["path", urlish],
    ["path_abempty", urlish],
    ["path_absolute", urlish],
    ["path_noscheme", urlish],
    ["path_rootless", urlish],
    ["query", urlish],
  ] as [Rfc3986Rule, fc.Arbitrary<string>][])("%s", (rule, strings) => {
    fc.assert(
      fc.property(strings, (input) => agree(rule, input)),
      RUNS,
    );
  });

  test("every rule, on strings over the characters Appendix A treats specially", () => {
    fc.assert(
      fc.property(urlish, (input) => {
        for (const rule of rules) agree(rule, input);
      }),
      { numRuns: 500, seed: 3986 },
    );
  });
});
