// The command line's RFC 3987 and RFC 6874: to-uri and to-iri, and --rfc 3987
// and --rfc 6874 in the commands that take a dialect.
import * as rfc3987 from "../../src/rfc3987";
import { cli } from "./run-cli";

describe("to-uri and to-iri: RFC 3987 section 3's mappings", () => {
  test.each([
    // Section 3.1's example, and one with a character of iprivate in the query.
    [
      "http://r\u00e9sum\u00e9.example.org",
      "http://r%C3%A9sum%C3%A9.example.org",
    ],
    [
      "http://a/\u{10300}?\ue000#\u00e9",
      "http://a/%F0%90%8C%80?%EE%80%80#%C3%A9",
    ],
  ])("to-uri %j is %j, as toURI says", async (iri, uri) => {
    expect(await cli(["to-uri", iri])).toEqual({
      code: 0,
      stdout: `${uri}\n`,
      stderr: "",
    });
    expect(rfc3987.toURI(iri)).toBe(uri);
  });

  test.each([
    // Section 3.2's example: "%e2%80%ae" (RLO, section 4.1) is re-encoded (step 4).
    [
      "http://xn--99zt52a.example.org/%e2%80%ae",
      "http://xn--99zt52a.example.org/%E2%80%AE",
    ],
    ["http://a/%C3%A9%25%C3", "http://a/\u00e9%25%C3"],
    ["?%EE%80%80#%EE%80%80", "?\ue000#%EE%80%80"],
  ])("to-iri %j is %j, as toIRI says", async (uri, iri) => {
    expect(await cli(["to-iri", uri])).toEqual({
      code: 0,
      stdout: `${iri}\n`,
      stderr: "",
    });
    expect(rfc3987.toIRI(uri)).toBe(iri);
  });

  test("--json prints the input and the result", async () => {
    const { stdout } = await cli(["to-uri", "--json", "/\u00e9"]);
    expect(JSON.parse(stdout)).toEqual({
      dialect: "rfc3987",
      input: "/\u00e9",
      uri: "/%C3%A9",
    });
    const back = await cli(["to-iri", "--json", "/%C3%A9"]);
    expect(JSON.parse(back.stdout)).toEqual({
      dialect: "rfc3987",
      input: "/%C3%A9",
      iri: "/\u00e9",
    });
  });

  test.each([
    ["to-uri", "http://a/\u202e", 9, "no bidirectional formatting character"],
    ["to-uri", "a b", 1, '"#"'],
    ["to-iri", "http://a/\u00e9", 9, '"#"'],
  ])(
    "%s %j: the syntax error at its offset, exit 1",
    async (command, input, offset, expected) => {
      const { code, stdout, stderr } = await cli([command, input]);
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toContain(`at offset ${offset}`);
      expect(stderr).toContain(expected);
    },
  );

  test("--url-file: one line each, exit 1 if any failed", async () => {
    const { code, stdout, stderr } = await cli(["to-uri", "--url-file", "-"], {
      stdin: "/\u00e9\na b\n/\u00fc\n",
    });
    expect(code).toBe(1);
    expect(stdout).toBe("/%C3%A9\n/%C3%BC\n");
    expect(stderr).toContain("at offset 1");
  });
});

describe("--rfc 3987 and --rfc 6874", () => {
  test.each([
    [
      [
        "parse",
        "--rfc",
        "3987",
        "--get",
        "{host} {path}",
        "http://\u00fc.x/\u00e9",
      ],
      "\u00fc.x /\u00e9\n",
    ],
    [
      ["parse", "--rfc", "6874", "--get", "{host}", "http://[::1%25eth0]/"],
      "[::1%25eth0]\n",
    ],
    [
      ["resolve", "--rfc", "3987", "http://a/\u00e9/b", "../\u00fc?q"],
      "http://a/\u00fc?q\n",
    ],
    [
      ["resolve", "--rfc", "6874", "http://[::1%25x]/a/b", "c"],
      "http://[::1%25x]/a/c\n",
    ],
    [
      ["normalize", "--rfc", "3987", "HTTP://A/%C3%A9%7e"],
      "http://a/\u00e9~\n",
    ],
    [
      [
        "normalize",
        "--rfc",
        "3987",
        "--character-normalization",
        "NFKC",
        "http://a/\ufb01",
      ],
      "http://a/fi\n",
    ],
    [
      ["escape", "--rfc", "3987", "--component", "isegment", "\u00e9/ a"],
      "\u00e9%2F%20a\n",
    ],
    [
      [
        "equivalent",
        "--rfc",
        "6874",
        "http://[::1%25x]/%7e",
        "HTTP://[::1%25x]/~",
      ],
      "equivalent\n",
    ],
  ])("%j prints %j", async (argv, out) => {
    expect(await cli(argv)).toEqual({ code: 0, stdout: out, stderr: "" });
  });

  test("check --rfc 3987 reads IRIs, and refuses a bidirectional formatting character", async () => {
    const { code, stdout } = await cli(
      ["check", "--rfc", "3987", "--fail-on-invalid"],
      { stdin: "http://a/\u00e9\nhttp://a/\u200e\n" },
    );
    expect(code).toBe(1);
    const [ok, bad] = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(ok.rfc3987).toMatchObject({
      valid: true,
      components: { path: "/\u00e9" },
    });
    expect(bad.rfc3987).toMatchObject({ valid: false, error: { offset: 9 } });
  });

  test("an option of another dialect is refused", async () => {
    const { code, stderr } = await cli([
      "normalize",
      "--rfc",
      "3986",
      "--character-normalization",
      "NFC",
      "x",
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain("--character-normalization");
  });
});
