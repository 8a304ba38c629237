// url-grammars generate and conformance as commands: their output is the
// API's, they stream (a closed pipe stops them at once), and their usage
// errors exit 2.
import { execFileSync } from "node:child_process";
import * as path from "node:path";
import { generate } from "../../src/generate";
import { bundle } from "../bundle";
import { cli } from "../cli/run-cli";

describe("url-grammars generate", () => {
  test("prints the API's strings, one a line", async () => {
    const { code, stdout } = await cli([
      "generate",
      "--rfc",
      "2396",
      "-n",
      "25",
      "--seed",
      "4",
    ]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [...generate("rfc2396", { count: 25, seed: 4 })]
        .map((s) => `${s.input}\n`)
        .join(""),
    );
  });

  test("--near-misses: each line is the grammar's verdict, a tab, the string", async () => {
    const { stdout } = await cli([
      "generate",
      "--rfc",
      "3986",
      "-n",
      "40",
      "--near-misses",
      "--rule",
      "IPv4address",
    ]);
    const expected = [
      ...generate("rfc3986", {
        count: 40,
        seed: 1,
        nearMisses: true,
        rule: "IPv4address",
      }),
    ];
    expect(stdout.split("\n").slice(0, -1)).toEqual(
      expected.map((s) => `${s.valid ? "valid" : "invalid"}\t${s.input}`),
    );
    expect(stdout).toMatch(/^invalid\t/m);
  });

  test("--json: one object a line", async () => {
    const { stdout } = await cli([
      "generate",
      "--rfc",
      "3986",
      "-n",
      "6",
      "--near-misses",
      "--json",
      "--max-length",
      "20",
    ]);
    const lines = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { input: string; kind: string });
    expect(lines).toEqual([
      ...generate("rfc3986", {
        count: 6,
        seed: 1,
        nearMisses: true,
        maxLength: 20,
      }),
    ]);
    expect(lines.map((l) => l.kind)).toEqual([
      "member",
      "near-miss",
      "member",
      "near-miss",
      "member",
      "near-miss",
    ]);
  });

  test.each([
    [["generate", "--rule", "nope"], /no rule "nope"/],
    [["generate", "-n=-3"], /-n takes a whole number/],
    [["generate", "--seed", "x"], /--seed takes a whole number/],
    [
      [
        "generate",
        "--rfc",
        "3986",
        "--rule",
        "IPv6address",
        "--max-length",
        "1",
        "-n",
        "1",
      ],
      /no member of IPv6address of at most 1/,
    ],
    [["generate", "extra"], /generate takes 0 argument/],
  ])("%j is a usage error: exit 2", async (argv, message) => {
    const { code, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  test("streams: a hundred million strings into head -2 stop at once, quietly, status 0", () => {
    const main = bundle("src/cli/main.ts");
    const started = Date.now();
    const piped = execFileSync(
      "sh",
      [
        "-c",
        `{ "${process.execPath}" "${main}" generate -n 100000000 2>&1; echo "status $?" >&2; } | head -2`,
      ],
      { encoding: "utf8" },
    );
    expect(piped.split("\n").slice(0, 2)).toEqual(
      [...generate("rfc2396", { count: 2, seed: 1 })].map((s) => s.input),
    );
    expect(Date.now() - started).toBeLessThan(20000);
  });
});

describe("url-grammars conformance", () => {
  test("the Node URL adapter: a report, exit 1", async () => {
    const { code, stdout } = await cli([
      "conformance",
      "--rfc",
      "2396",
      "-n",
      "50",
      "--components",
      "scheme,userinfo,host,port,path,query,fragment",
      "--",
      process.execPath,
      path.resolve(__dirname, "../fixtures/url-parser.js"),
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^RFC 2396, rule URI-reference: /);
    expect(stdout).toMatch(/^relativeURI +50\/50 \(100\.0%\)|^relativeURI /m);
    expect(stdout).toMatch(
      /rejects the member "" \(drawn from URI-reference: /,
    );
  });
});
