// Property tests: URLs generated from the BNF of section 5 parse, keep their
// parts, and serialize back to themselves; any string either parses and
// round-trips or gives a UrlSyntaxError; scheme case; normalize; escape.
import fc from "fast-check";
import { UrlSyntaxError } from "../../src/errors";
import {
  equivalent,
  escape,
  isValid,
  normalize,
  parse,
  serialize,
  tryParse,
  unescape,
  type Rfc1738EscapeComponent,
} from "../../src/rfc1738";

const LOW = "abcdefghijklmnopqrstuvwxyz";
const HI = LOW.toUpperCase();
const DIGIT = "0123456789";
const ALPHA = LOW + HI;
const UNRESERVED = ALPHA + DIGIT + "$-_.+" + "!*'(),";
const RESERVED = ";/?:@&=";

const oneOf = (set: string) => fc.constantFrom(...set);
const escapeArb = fc
  .tuple(oneOf(DIGIT + "ABCDEFabcdef"), oneOf(DIGIT + "ABCDEFabcdef"))
  .map(([a, b]) => `%${a}${b}`);
/** *[ uchar | extra ], where extra are more single characters. */
const ucharsAnd = (extra: string, minLength = 0) =>
  fc.string({
    unit: fc.oneof(
      { arbitrary: oneOf(UNRESERVED + extra), weight: 4 },
      { arbitrary: escapeArb, weight: 1 },
    ),
    minLength,
    maxLength: 12,
  });
const xchars = (minLength = 0) => ucharsAnd(RESERVED, minLength);
const digits = fc.string({ unit: oneOf(DIGIT), minLength: 1, maxLength: 6 });
const optional = <T>(arb: fc.Arbitrary<T>) =>
  fc.option(arb, { nil: undefined });

// hostname = *[ domainlabel "." ] toplabel
const labelTail = fc.option(
  fc
    .tuple(
      fc.string({ unit: oneOf(ALPHA + DIGIT + "-"), maxLength: 5 }),
      oneOf(ALPHA + DIGIT),
    )
    .map(([middle, last]) => middle + last),
  { nil: "" },
);
const domainlabel = fc
  .tuple(oneOf(ALPHA + DIGIT), labelTail)
  .map(([a, b]) => a + b);
const toplabel = fc.tuple(oneOf(ALPHA), labelTail).map(([a, b]) => a + b);
const hostname = fc
  .tuple(fc.array(domainlabel, { maxLength: 3 }), toplabel)
  .map(([labels, top]) => [...labels, top].join("."));
const hostnumber = fc
  .array(digits, { minLength: 4, maxLength: 4 })
  .map((groups) => groups.join("."));
const host = fc.oneof(hostname, hostnumber);
const hostport = fc.record({ host, port: optional(digits) });
const writeHostport = (hp: { host: string; port: string | undefined }) =>
  hp.port === undefined ? hp.host : `${hp.host}:${hp.port}`;
// user and password = *[ uchar | ";" | "?" | "&" | "=" ]
const userinfo = optional(
  fc.record({ user: ucharsAnd(";?&="), password: optional(ucharsAnd(";?&=")) }),
);
const writeUserinfo = (
  u: { user: string; password: string | undefined } | undefined,
) =>
  u === undefined
    ? ""
    : u.password === undefined
      ? `${u.user}@`
      : `${u.user}:${u.password}@`;
const segments = (extra: string) =>
  fc.array(ucharsAnd(extra), { minLength: 1, maxLength: 4 });

const httpArb = fc
  .record({
    hostport,
    path: optional(segments(";:@&=")),
    search: optional(ucharsAnd(";:@&=")),
  })
  .map((p) => ({
    ...p,
    text:
      "http://" +
      writeHostport(p.hostport) +
      (p.path === undefined
        ? ""
        : "/" +
          p.path.join("/") +
          (p.search === undefined ? "" : "?" + p.search)),
  }));

const ftpArb = fc
  .record({
    userinfo,
    hostport,
    path: optional(segments("?:@&=")),
    type: optional(oneOf("AIDaid")),
  })
  .map((p) => ({
    ...p,
    text:
      "ftp://" +
      writeUserinfo(p.userinfo) +
      writeHostport(p.hostport) +
      (p.path === undefined
        ? ""
        : "/" +
          p.path.join("/") +
          (p.type === undefined ? "" : ";type=" + p.type)),
  }));

const noTab = (s: string) => !s.includes("%09");
const gopherArb = fc
  .record({
    hostport,
    slash: fc.boolean(),
    gtype: optional(fc.oneof(oneOf(UNRESERVED + RESERVED), escapeArb)),
    selector: xchars().filter(noTab),
    search: optional(ucharsAnd(";:@&=").filter(noTab)),
    gopherPlus: optional(xchars()),
  })
  .map((p) => {
    let path = "";
    if (p.gtype !== undefined) {
      path = p.gtype + p.selector;
      if (p.search !== undefined) {
        path += "%09" + p.search;
        if (p.gopherPlus !== undefined) path += "%09" + p.gopherPlus;
      }
    }
    const slash = p.slash || p.gtype !== undefined;
    return {
      ...p,
      path: slash ? path : undefined,
      text: "gopher://" + writeHostport(p.hostport) + (slash ? "/" + path : ""),
    };
  });

const group = fc
  .tuple(
    oneOf(ALPHA),
    fc.string({ unit: oneOf(ALPHA + DIGIT + "-.+_"), maxLength: 8 }),
  )
  .map(([a, b]) => a + b);
const newsArb = fc
  .oneof(
    fc.constant("*"),
    group,
    fc.tuple(ucharsAnd(";/?:&=", 1), host).map(([id, h]) => `${id}@${h}`),
  )
  .map((part) => ({ text: "news:" + part }));

const waisArb = fc
  .record({
    hostport,
    database: ucharsAnd(""),
    form: fc.oneof(
      fc.constant({ form: "database" as const }),
      fc.record({
        form: fc.constant("index" as const),
        search: ucharsAnd(";:@&="),
      }),
      fc.record({
        form: fc.constant("document" as const),
        wtype: ucharsAnd(""),
        wpath: ucharsAnd(""),
      }),
    ),
  })
  .map((p) => {
    const f = p.form;
    const rest =
      f.form === "database"
        ? ""
        : f.form === "index"
          ? "?" + f.search
          : `/${f.wtype}/${f.wpath}`;
    return {
      ...p,
      text: `wais://${writeHostport(p.hostport)}/${p.database}${rest}`,
    };
  });

const prosperoArb = fc
  .record({
    hostport,
    path: segments("?:@&="),
    fields: fc.array(
      fc.record({ name: ucharsAnd("?:@&"), value: ucharsAnd("?:@&") }),
      { maxLength: 4 },
    ),
  })
  .map((p) => ({
    ...p,
    text:
      `prospero://${writeHostport(p.hostport)}/${p.path.join("/")}` +
      p.fields.map((f) => `;${f.name}=${f.value}`).join(""),
  }));

const PREDEFINED = [
  "http",
  "ftp",
  "news",
  "nntp",
  "telnet",
  "gopher",
  "wais",
  "mailto",
  "file",
  "prospero",
];
const scheme = fc
  .string({ unit: oneOf(LOW + DIGIT + "+-."), minLength: 1, maxLength: 8 })
  .filter((s) => !PREDEFINED.includes(s));
const otherArb = fc.oneof(
  fc
    .tuple(scheme, xchars())
    .map(([s, part]) => ({ scheme: s, text: `${s}:${part}` })),
  fc
    .tuple(scheme, userinfo, hostport, optional(xchars()))
    .map(([s, u, hp, urlPath]) => ({
      scheme: s,
      text: `${s}://${writeUserinfo(u)}${writeHostport(hp)}${urlPath === undefined ? "" : "/" + urlPath}`,
    })),
);

const otherSchemes = fc.oneof(
  fc.tuple(xchars(1)).map(([a]) => ({ kind: "mailto", text: "mailto:" + a })),
  fc.tuple(hostport, group, optional(digits)).map(([hp, g, d]) => ({
    kind: "nntp",
    text: `nntp://${writeHostport(hp)}/${g}${d === undefined ? "" : "/" + d}`,
  })),
  fc.tuple(userinfo, hostport, fc.boolean()).map(([u, hp, slash]) => ({
    kind: "telnet",
    text: `telnet://${writeUserinfo(u)}${writeHostport(hp)}${slash ? "/" : ""}`,
  })),
  fc
    .tuple(
      fc.oneof(fc.constant(""), fc.constant("localhost"), host),
      segments("?:@&="),
    )
    .map(([h, p]) => ({ kind: "file", text: `file://${h}/${p.join("/")}` })),
);

/** Every generated URL, with the kind its scheme's rule gives it. */
const anyUrl = fc.oneof(
  httpArb.map((p) => ({ kind: "http", text: p.text })),
  ftpArb.map((p) => ({ kind: "ftp", text: p.text })),
  gopherArb.map((p) => ({ kind: "gopher", text: p.text })),
  newsArb.map((p) => ({ kind: "news", text: p.text })),
  waisArb.map((p) => ({ kind: "wais", text: p.text })),
  prosperoArb.map((p) => ({ kind: "prospero", text: p.text })),
  otherArb.map((p) => ({ kind: "other", text: p.text })),
  otherSchemes,
);

describe("generated URLs", () => {
  test("are valid by the BNF, parse to their scheme's kind, and round-trip", () => {
    fc.assert(
      fc.property(anyUrl, ({ kind, text }) => {
        expect(isValid(text, "url", { strict: true })).toBe(true);
        const url = parse(text);
        expect(url.kind).toBe(kind);
        expect(serialize(url)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  test("http: the parts come back", () => {
    fc.assert(
      fc.property(httpArb, (p) => {
        expect(parse(p.text)).toMatchObject({
          kind: "http",
          host: p.hostport.host,
          rawPort: p.hostport.port,
          portDefaulted: p.hostport.port === undefined,
          path: p.path?.join("/"),
          segments: p.path ?? [],
          search: p.path === undefined ? undefined : p.search,
        });
      }),
    );
  });

  test("ftp: the parts come back, and no user is anonymous", () => {
    fc.assert(
      fc.property(ftpArb, (p) => {
        expect(parse(p.text)).toMatchObject({
          kind: "ftp",
          anonymous: p.userinfo === undefined,
          user: p.userinfo?.user,
          password: p.userinfo?.password,
          host: p.hostport.host,
          rawPort: p.hostport.port,
          segments: p.path ?? [],
          rawTypecode: p.path === undefined ? undefined : p.type,
          typecode: p.path === undefined ? undefined : p.type?.toLowerCase(),
        });
      }),
    );
  });

  test("gopher: the parts come back (selector and search without %09)", () => {
    fc.assert(
      fc.property(gopherArb, (p) => {
        const hasGtype = p.gtype !== undefined;
        const hasSearch = hasGtype && p.search !== undefined;
        expect(parse(p.text)).toMatchObject({
          kind: "gopher",
          path: p.path,
          gtype: p.gtype ?? "1",
          gtypeDefaulted: !hasGtype,
          selector: hasGtype ? p.selector : "",
          search: hasSearch ? p.search : undefined,
          gopherPlus: hasSearch ? p.gopherPlus : undefined,
        });
      }),
    );
  });

  test("wais and prospero: the parts come back", () => {
    fc.assert(
      fc.property(waisArb, (p) => {
        expect(parse(p.text)).toMatchObject({
          kind: "wais",
          database: p.database,
          ...p.form,
        });
      }),
    );
    fc.assert(
      fc.property(prosperoArb, (p) => {
        expect(parse(p.text)).toMatchObject({
          kind: "prospero",
          segments: p.path,
          fields: p.fields,
        });
      }),
    );
  });
});

describe("any string", () => {
  const urlish = fc.string({
    unit: fc.oneof(
      oneOf(UNRESERVED + RESERVED + "%#<> \t"),
      escapeArb,
      fc.constantFrom(
        "http://",
        "ftp://",
        "news:",
        "gopher://h/",
        "wais://h/",
        "%09",
        "é",
      ),
    ),
    maxLength: 30,
  });
  test("parses and round-trips, or gives a UrlSyntaxError; isValid agrees", () => {
    fc.assert(
      fc.property(urlish, (text) => {
        const result = tryParse(text);
        expect(isValid(text)).toBe(result.ok);
        if (result.ok) {
          expect(serialize(result.value)).toBe(text);
        } else {
          expect(result.error).toBeInstanceOf(UrlSyntaxError);
          expect(result.error.offset).toBeGreaterThanOrEqual(0);
          expect(result.error.offset).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("scheme case", () => {
  test("uppercasing scheme letters keeps the URL and its kind, and only strict rejects it", () => {
    fc.assert(
      fc.property(
        anyUrl,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        ({ kind, text }, flips) => {
          const colon = text.indexOf(":");
          const upper =
            [...text.slice(0, colon)]
              .map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c))
              .join("") + text.slice(colon);
          const url = parse(upper);
          expect(url.kind).toBe(kind);
          expect(url.scheme).toBe(text.slice(0, colon));
          expect(url.rawScheme).toBe(upper.slice(0, colon));
          expect(serialize(url)).toBe(upper);
          expect(isValid(upper, "url", { strict: true })).toBe(upper === text);
        },
      ),
    );
  });

  // parse folds the scheme only when the input as given is rejected: this is
  // why that gives the answer of folding first.
  test("an uppercase letter in the leading run of scheme characters puts any input outside the BNF's language", () => {
    const schemeChars = fc.string({
      unit: oneOf(ALPHA + DIGIT + "+-."),
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        schemeChars,
        oneOf(HI),
        schemeChars,
        fc.oneof(
          anyUrl.map(({ text }) => text.slice(text.indexOf(":"))),
          fc.string(),
        ),
        (before, letter, after, rest) => {
          const input = before + letter + after + rest;
          expect(isValid(input, "url", { strict: true })).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("normalize", () => {
  test("is idempotent, and a URL is equivalent to its normal form", () => {
    fc.assert(
      fc.property(anyUrl, fc.boolean(), ({ text }, decodeUnreserved) => {
        const options = { decodeUnreserved };
        const normal = normalize(text, options);
        expect(isValid(normal, "url", { strict: true })).toBe(true);
        expect(normalize(normal, options)).toBe(normal);
        expect(equivalent(text, normal, options)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test.each([
    ["HTTP://WWW.Example.COM:80/a%7e", "http://www.example.com/a%7E"],
    ["http://h:0080/", "http://h/"],
    ["http://h:0081/", "http://h:81/"],
    ["ftp://U@H:21/x;type=D", "ftp://U@h/x;type=d"],
    ["gopher://H:70/1%09x", "gopher://h/1%09x"],
    // Section 3.10: "localhost" and the empty host are one machine.
    ["file://LocalHost/x", "file:///x"],
    ["X-Y://H.Example:1/p", "x-y://h.example:1/p"],
    ["https://h:443/", "https://h/"],
    ["news:Comp.X", "news:Comp.X"],
    ["mailto:A@B.C", "mailto:A@B.C"],
  ])("%s -> %s", (input, expected) => {
    expect(normalize(input)).toBe(expected);
    expect(equivalent(input, expected)).toBe(true);
  });

  test("decodeUnreserved decodes escapes of unreserved characters only", () => {
    expect(normalize("http://h/%41%2f%7e", { decodeUnreserved: true })).toBe(
      "http://h/A%2F%7E",
    );
    // Decoding would give the URL a port ("x://h:%38%30/" is *xchar, "x://h:80/"
    // an ip-schemepart): the escapes stay as written.
    expect(normalize("x://h:%38%30/", { decodeUnreserved: true })).toBe(
      "x://h:%38%30/",
    );
    expect(equivalent("http://h/%61", "http://h/a")).toBe(false);
    expect(
      equivalent("http://h/%61", "http://h/a", { decodeUnreserved: true }),
    ).toBe(true);
  });
});

describe("escape and unescape", () => {
  const components: [Rfc1738EscapeComponent, Parameters<typeof isValid>[1]][] =
    [
      ["user", "user"],
      ["password", "password"],
      ["urlpath", "urlpath"],
      ["fsegment", "fsegment"],
      ["hsegment", "hsegment"],
      ["search", "search"],
      ["selector", "selector"],
      ["gopher_plus_string", "gopher_plus_string"],
      ["encoded822addr", "encoded822addr"],
      ["database", "database"],
      ["wtype", "wtype"],
      ["wpath", "wpath"],
      ["psegment", "psegment"],
      ["fieldname", "fieldname"],
      ["fieldvalue", "fieldvalue"],
    ];
  test.each(components)(
    "%s: the result is in the rule's language, and unescape inverts it",
    (component, rule) => {
      fc.assert(
        fc.property(
          fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
          (text) => {
            const escaped = escape(text, component);
            expect(isValid(escaped, rule, { strict: true })).toBe(true);
            expect(unescape(escaped)).toBe(text);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  test.each([
    ["a b/c", "hsegment", "a%20b%2Fc"],
    ["a:b@c", "user", "a%3Ab%40c"],
    ["x\ty", "selector", "x%09y"],
    ["é", "search", "%C3%A9"],
    ["100%", "wpath", "100%25"],
    ["a=b;c", "fieldvalue", "a%3Db%3Bc"],
  ] as const)("%j as %s = %s", (text, component, expected) => {
    expect(escape(text, component)).toBe(expected);
  });
});
