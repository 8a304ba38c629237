// RFC 2732 section 2, every example verbatim: the seven literal IPv6
// addresses and the seven URLs that carry them; then section 3's changes, one
// table each, against RFC 2396 on the same strings.
import * as rfc2396 from "../../src/rfc2396";
import {
  isValid,
  parse,
  parseRule,
  serialize,
  type Rfc2732Reference,
} from "../../src/rfc2732";

// [the address as section 2 lists it, the URL section 2 writes it in, the URL's port and path]
const section2: [string, string, string | undefined, string][] = [
  [
    "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
    "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
    "80",
    "/index.html",
  ],
  [
    "1080:0:0:0:8:800:200C:4171",
    "http://[1080:0:0:0:8:800:200C:417A]/index.html",
    undefined,
    "/index.html",
  ],
  ["3ffe:2a00:100:7031::1", "http://[3ffe:2a00:100:7031::1]", undefined, ""],
  [
    "1080::8:800:200C:417A",
    "http://[1080::8:800:200C:417A]/foo",
    undefined,
    "/foo",
  ],
  ["::192.9.5.5", "http://[::192.9.5.5]/ipng", undefined, "/ipng"],
  [
    "::FFFF:129.144.52.38",
    "http://[::FFFF:129.144.52.38]:80/index.html",
    "80",
    "/index.html",
  ],
  [
    "2010:836B:4179::836B:4179",
    "http://[2010:836B:4179::836B:4179]",
    undefined,
    "",
  ],
];

/** The host of a URL with a server authority (or a test failure saying what it has instead). */
const hostOf = (ref: Rfc2732Reference) =>
  ref.authorityKind === "server" && ref.host !== undefined
    ? { host: ref.host, hostKind: ref.hostKind }
    : { authorityKind: ref.authorityKind };

describe("RFC 2732 section 2: the example addresses are IPv6addresses", () => {
  test.each(section2.map(([address]) => address))("%s", (address) => {
    expect(isValid(address, "IPv6address")).toBe(true);
    expect(parseRule("IPv6reference", `[${address}]`)).toBe(`[${address}]`);
    expect(parseRule("host", `[${address}]`)).toEqual({
      type: "IPv6reference",
      text: `[${address}]`,
    });
  });
});

describe("RFC 2732 section 2: the example URLs", () => {
  test.each(section2)("%s: %s", (address, url, port, path) => {
    const ref = parse(url);
    const literal = url.slice(url.indexOf("["), url.indexOf("]") + 1);
    expect({
      kind: ref.kind,
      form: ref.form,
      scheme: ref.scheme,
      ...hostOf(ref),
      port: ref.port,
      path: ref.path,
      serialized: serialize(ref),
      valid: isValid(url),
    }).toEqual({
      kind: "absolute",
      form: "hierarchical",
      scheme: "http",
      host: literal,
      hostKind: "IPv6reference",
      port,
      path,
      serialized: url,
      valid: true,
    });
    // The second URL carries ...417A where the list has ...4171 (as in the RFC).
    expect(literal.slice(1, -1).slice(0, -1)).toBe(address.slice(0, -1));
  });

  test.each(section2.map(([, url]) => url))(
    "RFC 2396 has no IPv6reference: %s is no URI there",
    (url) => {
      expect(rfc2396.isValid(url)).toBe(false);
    },
  );
});

describe("RFC 2732 section 3 (2): IPv4address is RFC 2373's, one to three digits a part", () => {
  // [input, RFC 2732's reading, RFC 2396's reading]
  const rows: [string, object, object][] = [
    [
      "http://1.2.3.4/",
      { authorityKind: "server", host: "1.2.3.4", hostKind: "IPv4address" },
      { authorityKind: "server", host: "1.2.3.4", hostKind: "IPv4address" },
    ],
    [
      "http://999.1.1.1/", // RFC 2373 bounds the digits, not the value
      { authorityKind: "server", host: "999.1.1.1", hostKind: "IPv4address" },
      { authorityKind: "server", host: "999.1.1.1", hostKind: "IPv4address" },
    ],
    [
      "http://1.2.3.1234/", // four digits: a reg_name in RFC 2732
      { authorityKind: "registry", regName: "1.2.3.1234" },
      { authorityKind: "server", host: "1.2.3.1234", hostKind: "IPv4address" },
    ],
    [
      "http://0001.2.3.4:80/",
      { authorityKind: "registry", regName: "0001.2.3.4:80" },
      { authorityKind: "server", host: "0001.2.3.4", hostKind: "IPv4address" },
    ],
  ];
  const reading = (ref: Rfc2732Reference | rfc2396.Rfc2396Reference) =>
    ref.authorityKind === "registry"
      ? { authorityKind: ref.authorityKind, regName: ref.regName }
      : {
          authorityKind: ref.authorityKind,
          host: ref.host,
          hostKind: ref.hostKind,
        };
  test.each(rows)("%s", (input, rfc2732, rfc2396Reading) => {
    expect(reading(parse(input))).toEqual(rfc2732);
    expect(reading(rfc2396.parse(input))).toEqual(rfc2396Reading);
  });
});

describe('RFC 2732 section 3 (3): "[" and "]" are reserved', () => {
  // [input, valid in RFC 2732, valid in RFC 2396]
  const rows: [string, boolean, boolean][] = [
    ["http://a/b?q=[1]", true, false], // query = *uric, and uric has reserved
    ["http://a/b#[x]", true, false], // fragment = *uric
    ["mailto:x[1]", true, false], // opaque_part = uric_no_slash *uric
    ["http://a/[b]", false, false], // pchar lists its characters: no "["
    ["http://a[b]/", false, false], // nor does reg_name
    ["http://u[1]@a/", false, false], // nor userinfo
    ["[x]", false, false], // nor rel_segment
    ["http://[::1]x/", false, false], // an IPv6reference is the whole host
  ];
  test.each(rows)("%s: %p, RFC 2396: %p", (input, rfc2732, rfc2396Valid) => {
    expect(isValid(input)).toBe(rfc2732);
    expect(rfc2396.isValid(input)).toBe(rfc2396Valid);
  });
  test.each(["[", "]"])("reserved %j", (c) => {
    expect(isValid(c, "reserved")).toBe(true);
    expect(isValid(c, "uric")).toBe(true);
    expect(isValid(c, "pchar")).toBe(false);
    expect(rfc2396.isValid(c, "reserved")).toBe(false);
  });
});
