// Which Chromium the page's tests and scripts run (scripts/site-browser.js):
// the one the dev dependency @sparticuz/chromium ships, unpacked once into the
// temp dir, unless CHROMIUM names another; a CHROMIUM that names no file is a
// typed error. Nothing here launches a browser (test/site/site.test.ts does).
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as zlib from "node:zlib";

// scripts/ is CommonJS JavaScript, run by npm run site and by hand.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const site = require("../../scripts/site-browser.js") as {
  ChromiumNotFoundError: new (
    message: string,
    file: string | undefined,
  ) => Error & { path: string | undefined };
  resolveChromium(
    env: Record<string, string | undefined>,
    cache?: string,
  ): Promise<{ executablePath: string; packaged: boolean }>;
  unpackChromium(
    source: string,
    version: string,
    cache: string,
  ): Promise<string>;
};

jest.setTimeout(60_000);

let scratch = "";
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-browser-"));
});
afterEach(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The version of @sparticuz/chromium that npm installed. */
function packageVersion(): string {
  const main = require.resolve("@sparticuz/chromium");
  const file = path.resolve(path.dirname(main), "..", "..", "package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string })
    .version;
}

describe("resolveChromium", () => {
  test("without CHROMIUM (or with it empty) it is the packaged Chromium, of the package's own version", async () => {
    const version = packageVersion();
    const found = await site.resolveChromium({});
    expect(found).toEqual({
      executablePath: path.join(
        os.tmpdir(),
        `url-grammars-chromium-${version}`,
        "chromium",
      ),
      packaged: true,
    });
    expect(await site.resolveChromium({ CHROMIUM: "" })).toEqual(found);
    const run = spawnSync(found.executablePath, ["--version"], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.stdout).toMatch(
      new RegExp(`^Chromium ${version.split(".")[0]}\\.`),
    );
  });

  test("with CHROMIUM it is the file named, and nothing is unpacked", async () => {
    expect(
      await site.resolveChromium({ CHROMIUM: process.execPath }, scratch),
    ).toEqual({ executablePath: process.execPath, packaged: false });
    expect(fs.readdirSync(scratch)).toEqual([]);
  });

  test.each([
    ["a missing file", (dir: string) => path.join(dir, "no-chromium")],
    ["a folder", (dir: string) => dir],
  ])(
    "CHROMIUM naming %s is a ChromiumNotFoundError that names it",
    async (_, named) => {
      const file = named(scratch);
      const error = await site
        .resolveChromium({ CHROMIUM: file }, scratch)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(site.ChromiumNotFoundError);
      expect(error).toMatchObject({
        name: "ChromiumNotFoundError",
        path: file,
        message: expect.stringContaining(`CHROMIUM=${file} is not a file`),
      });
    },
  );
});

describe("unpackChromium", () => {
  test("a caller that starts while another unpacks gets the whole file, never a part of it, and no partial folder is left", async () => {
    const bytes = Buffer.alloc(16 << 20);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) >>> 5;
    const source = path.join(scratch, "binary.br");
    fs.writeFileSync(
      source,
      zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      }),
    );
    const cache = path.join(scratch, "cache");
    fs.mkdirSync(cache);
    // Each caller reads the file the moment it is given its path.
    const unpack = () =>
      site
        .unpackChromium(source, "9.9.9", cache)
        .then((file) => ({ file, whole: fs.readFileSync(file).equals(bytes) }));
    const first = unpack();
    // The others start once the first has written part of the file.
    const written = (): boolean =>
      fs.readdirSync(cache).some(
        (dir) =>
          (fs.statSync(path.join(cache, dir, "chromium"), {
            throwIfNoEntry: false,
          })?.size ?? 0) > 0,
      );
    while (!written()) await new Promise((resolve) => setImmediate(resolve));
    const results = await Promise.all([first, unpack(), unpack(), unpack()]);
    const exe = path.join(cache, "url-grammars-chromium-9.9.9", "chromium");
    expect(results).toEqual(Array(4).fill({ file: exe, whole: true }));
    expect(fs.readdirSync(cache)).toEqual(["url-grammars-chromium-9.9.9"]);
    expect(fs.statSync(exe).mode & 0o111).not.toBe(0);
    // Once in place, it is taken as it is.
    fs.rmSync(source);
    expect(await site.unpackChromium(source, "9.9.9", cache)).toBe(exe);
  });

  test("a source that is not brotli rejects and leaves nothing behind", async () => {
    const source = path.join(scratch, "binary.br");
    fs.writeFileSync(source, "not brotli at all");
    const cache = path.join(scratch, "cache");
    fs.mkdirSync(cache);
    await expect(site.unpackChromium(source, "9.9.9", cache)).rejects.toThrow();
    expect(fs.readdirSync(cache)).toEqual([]);
  });
});
