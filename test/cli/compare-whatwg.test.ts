// compare's WHATWG column on the command line: a relative-URL string without
// a base needs one (it is no invalid URL), and with a base the column is what
// new URL(input, base) says.
import { Readable } from "node:stream";
import { run, type Io } from "../../src/cli/run";
import { cli } from "./run-cli";

/** The cells of a row of compare's table (printed whole: cells apart by two spaces or more). */
function row(stdout: string, name: string): string[] {
  const line = stdout
    .split("\n")
    .find((l) => new RegExp(`^[*~ ]  ${name}(  |$)`).test(l));
  if (line === undefined) throw new Error(`no row ${name}`);
  return line.slice(3).split(/ {2,}/);
}

const BASE = "http://a/b/c/d;p?q";

describe("compare's WHATWG column", () => {
  test.each([
    ["?y", "needs a base"],
    ["//g", "needs a base"],
    ["#f", "needs a base"],
    ["g:h", "yes"],
  ])("%j without a base: %s", async (input, verdict) => {
    const { code, stdout } = await cli(["compare", input]);
    expect(code).toBe(0);
    expect(row(stdout, "valid").at(-1)).toBe(verdict);
    if (verdict === "needs a base") {
      expect(row(stdout, "why").at(-1)).toBe(
        "a relative-URL string: new URL() reads it against a base",
      );
      // RFC 1738 rejects it, the others accept it: WHATWG takes no side.
      const { stdout: json } = await cli(["compare", "--json", input]);
      const parsed = JSON.parse(json) as {
        whatwg: { verdict: string; valid: boolean };
        disagreements: { aspect: string; values: object }[];
      };
      expect(parsed.whatwg).toMatchObject({
        verdict: "needs-base",
        valid: false,
      });
      const validity = parsed.disagreements.find(
        (d) => d.aspect === "validity",
      );
      expect(validity?.values).not.toHaveProperty("whatwg");
    }
    expect(stdout).not.toContain("With the base, WHATWG URL is");
  });

  test.each([
    ["?y", "http://a/b/c/d;p?y", '"y"'],
    ["//g", "http://g/", "-"],
    ["#f", "http://a/b/c/d;p?q#f", '"q"'],
    ["g:h", "g:h", "-"],
  ])(
    "%j against the base: valid, resolved to %s",
    async (input, href, query) => {
      const { code, stdout } = await cli(["compare", "--base", BASE, input]);
      expect(code).toBe(0);
      expect(row(stdout, "valid").at(-1)).toBe("yes");
      expect(row(stdout, "resolved").at(-1)).toBe(href);
      expect(row(stdout, "href").at(-1)).toBe(JSON.stringify(href));
      expect(row(stdout, "query").at(-1)).toBe(query);
      expect(stdout).toContain(
        "With the base, WHATWG URL is new URL(input, base): its components are the resolved URL's, not compared.",
      );
    },
  );

  test("diff counts no validity difference for a string that needs a base", async () => {
    let stdout = "";
    const io: Io = {
      stdout: { write: (s) => ((stdout += s), true) },
      stderr: { write: () => true },
      stdin: Readable.from(["?y\n//g\n#f\ng:h\n"]),
      env: {},
    };
    expect(await run(["diff", "--rfc", "2396,3986", "--json"], io)).toBe(0);
    const summary = JSON.parse(stdout) as {
      lines: number;
      groups: { category: string; count: number }[];
    };
    expect(summary.lines).toBe(4);
    expect(summary.groups.find((g) => g.category === "validity")?.count).toBe(
      0,
    );
  });
});
