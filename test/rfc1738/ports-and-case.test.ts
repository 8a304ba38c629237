// RFC 1738's default ports, and the scheme's case: ignored by default, as
// section 5 asks of interpreters, and the BNF's with strict.
import { DEFAULT_PORTS } from "../../src/shared/default-ports";
import { isValid, parse, serialize, tree, tryParse } from "../../src/rfc1738";

describe("default ports (section 3 and docs/rfc1738.md's list)", () => {
  test.each([
    ["ftp", "ftp://h/", 21],
    ["http", "http://h/", 80],
    ["gopher", "gopher://h/", 70],
    ["nntp", "nntp://h/g", 119],
    ["telnet", "telnet://h/", 23],
    ["wais", "wais://h/db", 210],
    ["prospero", "prospero://h/p", 1525],
  ] as const)("%s: %i", (scheme, input, port) => {
    expect(DEFAULT_PORTS[scheme]).toBe(port);
    expect(parse(input)).toMatchObject({
      kind: scheme,
      port,
      portDefaulted: true,
      rawPort: undefined,
    });
    const explicit = input.replace("://h", "://h:0" + port);
    expect(parse(explicit)).toMatchObject({
      kind: scheme,
      port,
      portDefaulted: false,
      rawPort: "0" + port,
    });
  });

  test("file, mailto and news have no port", () => {
    for (const input of ["file:///x", "mailto:a@b", "news:*"]) {
      expect(parse(input)).not.toHaveProperty("port");
    }
  });

  test("another scheme has a port only when it names one or has a known default", () => {
    expect(parse("x://h/")).toMatchObject({
      port: undefined,
      portDefaulted: false,
    });
    expect(parse("https://h/")).toMatchObject({
      port: 443,
      portDefaulted: true,
    });
    expect(parse("constructor://h/")).toMatchObject({ port: undefined });
  });

  test("a port of 400 digits is valid syntax (port = digits): rawPort keeps it", () => {
    const digits = "9".repeat(400);
    const url = parse(`http://h:${digits}/`);
    expect(url).toMatchObject({
      kind: "http",
      rawPort: digits,
      port: Infinity,
    });
    expect(serialize(url)).toBe(`http://h:${digits}/`);
  });
});

describe("scheme names: case-ignore by default, the BNF with strict", () => {
  test.each([
    ["HTTP://h.example/", "http", "HTTP", "http"],
    ["Ftp://h.example/", "ftp", "Ftp", "ftp"],
    ["NEWS:*", "news", "NEWS", "news"],
    ["WAIS://h/db?x", "wais", "WAIS", "wais"],
    ["X-App+1.0:data", "other", "X-App+1.0", "x-app+1.0"],
  ])("%s", (input, kind, rawScheme, scheme) => {
    const url = parse(input);
    expect(url).toMatchObject({ kind, rawScheme, scheme });
    expect(serialize(url)).toBe(input);
    expect(isValid(input)).toBe(true);
    expect(isValid(input, "url", { strict: true })).toBe(false);
    const strict = tryParse(input, { strict: true });
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.error.offset).toBe(0);
    expect(tree(input).text).toBe(input);
    expect(tree(input).children[0]?.text).toBe(input);
  });

  test("the lowercase scheme is valid either way", () => {
    expect(isValid("http://h/", "url", { strict: true })).toBe(true);
    expect(isValid("HTTP", "scheme")).toBe(true);
    expect(isValid("HTTP", "scheme", { strict: true })).toBe(false);
    expect(isValid("HTTP://h/", "httpurl")).toBe(true);
    expect(isValid("HTTP://h/", "httpurl", { strict: true })).toBe(false);
  });

  test("only the scheme's case is ignored", () => {
    expect(isValid("http://h/", "hostname")).toBe(false);
    expect(isValid("news:*", "url")).toBe(true);
    expect(parse("http://H.Example/A")).toMatchObject({
      host: "H.Example",
      path: "A",
    });
  });
});
