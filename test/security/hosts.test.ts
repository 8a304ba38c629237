// The table of docs/security.md, "Security: where the dialects read a
// different host", computed by running every dialect of DIALECTS and Node's
// WHATWG URL on the same URLs. `UPDATE_README=1 npx jest
// test/security/hosts.test.ts` rewrites the block between the page's markers.
import * as fs from "node:fs";
import * as path from "node:path";
import { DIALECTS } from "../../src/compare";
import {
  HOST_CASES,
  dialectHost,
  hostFindings,
  hostRows,
  hostTable,
  whatwgHost,
} from "./hosts";

const PAGE = path.resolve(__dirname, "../../docs/security.md");
const START = "<!-- security-hosts:start -->";
const END = "<!-- security-hosts:end -->";

const INTRO = [
  "Each row is computed by `test/security/hosts.test.ts`: the host each dialect",
  "of `DIALECTS` (`src/compare.ts`) extracts from the URL, with the port when",
  "one is written, and the host Node's WHATWG `URL` extracts",
  "(`UPDATE_README=1 npx jest test/security/hosts.test.ts` rewrites this block;",
  "a dialect added to `DIALECTS` gets a column). A program that validates a",
  "URL with one reader and fetches it with another is exposed wherever they",
  "differ.",
].join("\n");

function computedBlock(): string {
  const rows = hostRows();
  return `${INTRO}\n\n${hostTable(rows)}\n\n${hostFindings(rows)}`;
}

describe("the hosts the dialects and WHATWG read", () => {
  const dialect = (name: string) => DIALECTS.find((d) => d.name === name)!;

  test.each<[string, string, string | undefined]>([
    // The example: "?" may sit in the user part under RFC 1738 and RFC 1808.
    ["rfc1738", "http://good.com?@evil.com/", "evil.com"],
    ["rfc1808", "http://good.com?@evil.com/", "evil.com"],
    ["rfc2396", "http://good.com?@evil.com/", "good.com"],
    ["rfc2396", "http://0x7f.1/", undefined],
    ["rfc1738", "http://0177.0.0.1/", "0177.0.0.1"],
  ])("%s reads the host of %s as %s", (name, url, host) => {
    const reading = dialectHost(dialect(name), url);
    expect(reading.kind === "host" ? reading.host : undefined).toBe(host);
  });

  test.each<[string, string | undefined]>([
    ["http://good.com?@evil.com/", "good.com"],
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://evil%2Ecom/", "evil.com"],
    ["http://good.com:65536/", undefined],
  ])("WHATWG reads the host of %s as %s", (url, host) => {
    const reading = whatwgHost(url);
    expect(reading.kind === "host" ? reading.host : undefined).toBe(host);
  });

  test("every dialect has a column, and every case a row", () => {
    const table = hostTable(hostRows());
    const header = table.split("\n")[0] as string;
    for (const d of DIALECTS) expect(header).toContain(d.title);
    expect(table.split("\n")).toHaveLength(HOST_CASES.length + 2);
  });

  test("the block of docs/security.md is the computed table and findings", () => {
    const block = computedBlock();
    let page = fs.readFileSync(PAGE, "utf8");
    if (process.env["UPDATE_README"] === "1") {
      const before = page.slice(0, page.indexOf(START) + START.length);
      const after = page.slice(page.indexOf(END));
      fs.writeFileSync(PAGE, `${before}\n\n${block}\n\n${after}`);
      page = fs.readFileSync(PAGE, "utf8");
    }
    const start = page.indexOf(START);
    const end = page.indexOf(END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(page.slice(start + START.length, end).trim()).toBe(block);
  });
});
