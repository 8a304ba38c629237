// url-grammars relativize: the shortest reference, by each dialect's resolve.
import { cli } from "./run-cli";

describe("relativize", () => {
  test.each([
    // RFC 2396 (the default): "?y" drops the base's last segment.
    [[], "http://a/b/c/?y", "?y\n"],
    [[], "http://a/b/c/d;p?y", "d;p?y\n"],
    // RFC 1808 and RFC 3986: "?y" keeps the base's path.
    [["--rfc", "1808"], "http://a/b/c/d;p?y", "?y\n"],
    [["--rfc", "3986"], "http://a/b/c/d;p?y", "?y\n"],
    [["--rfc", "3986"], "http://a/g", "/g\n"],
    [["--rfc", "3986"], "http://x/g", "//x/g\n"],
    [["--rfc", "3986"], "ftp://a/g", "ftp://a/g\n"],
  ])("%j %s", async (flags, target, expected) => {
    expect(
      await cli(["relativize", ...flags, "http://a/b/c/d;p?q", target]),
    ).toEqual({ code: 0, stdout: expected, stderr: "" });
  });

  test("--json, with resolve's options", async () => {
    const { stdout } = await cli([
      "relativize",
      "--rfc=3986",
      "--no-strict",
      "--json",
      "http://a/b/c/d;p?q",
      "http:g",
    ]);
    expect(JSON.parse(stdout)).toEqual({
      dialect: "rfc3986",
      base: "http://a/b/c/d;p?q",
      target: "http:g",
      options: { strict: false },
      relative: "g",
    });
  });

  test("RFC 1738 has no relative URLs: a usage error", async () => {
    const { code, stderr } = await cli([
      "relativize",
      "--rfc",
      "1738",
      "http://a/b",
      "http://a/c",
    ]);
    expect(code).not.toBe(0);
    expect(stderr).toContain("RFC 1738 defines no relative URLs");
  });

  test("a target outside the grammar exits 1", async () => {
    const { code, stderr } = await cli([
      "relativize",
      "http://a/b",
      "http://a/ c",
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain("UrlSyntaxError");
  });
});
