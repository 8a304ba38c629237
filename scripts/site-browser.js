#!/usr/bin/env node
// The page in a real browser: headless Chromium driven by playwright-core. The
// Chromium is the one the dev dependency @sparticuz/chromium ships in its
// package (brotli-compressed, unpacked on first use into the temp dir; nothing
// is downloaded), or the one named by the environment: CHROMIUM=/path/to/it.
// Used by the tests (test/site/) and run by hand:
//   node scripts/site-browser.js screenshot [file]   the README's picture (docs/site.png)
//   node scripts/site-browser.js measure             the time of one keystroke's update
// Both build the page from the current source first.
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const zlib = require("node:zlib");
const { pipeline } = require("node:stream/promises");
const { pathToFileURL } = require("node:url");
const { chromium } = require("playwright-core");
const { buildSite } = require("./build-site.js");

const root = path.resolve(__dirname, "..");
const PACKAGE = "@sparticuz/chromium";

// Without the background-networking flags Chromium tries to reach its
// services, and a closed network refuses it loudly. --disable-gpu with
// --disable-software-rasterizer starts no GPU process: the packaged build
// ships its GL libraries apart (unused here), and a GPU process without them
// logs an error and exits; the page is drawn by the software compositor.
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-software-rasterizer",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** No Chromium to run: CHROMIUM names no file, or the packaged one cannot serve. */
class ChromiumNotFoundError extends Error {
  /** @param {string} message @param {string | undefined} file */
  constructor(message, file) {
    super(message);
    this.name = "ChromiumNotFoundError";
    /** The path that was looked at, when there was one. */
    this.path = file;
  }
}

/** The packaged Chromium: its compressed binary and the package's version. */
function packagedChromium() {
  let main;
  try {
    main = require.resolve(PACKAGE);
  } catch {
    throw new ChromiumNotFoundError(
      `${PACKAGE} is not installed (npm ci installs it with the dev dependencies), and CHROMIUM names no Chromium`,
      undefined,
    );
  }
  // main is <package>/build/cjs/index.cjs; the binary is in <package>/bin.
  const dir = path.resolve(path.dirname(main), "..", "..");
  const { version } = JSON.parse(
    fs.readFileSync(path.join(dir, "package.json"), "utf8"),
  );
  return { source: path.join(dir, "bin", "chromium.br"), version };
}

/**
 * The brotli-compressed `source` unpacked as `<cache>/url-grammars-chromium-<version>/chromium`,
 * once: each caller unpacks into its own new folder and renames it into place,
 * so a process that finds the binary finds it whole, two that unpack at once
 * (jest's workers) both end with the same complete file, and one killed while
 * unpacking leaves only its own folder, never a truncated binary.
 */
async function unpackChromium(source, version, cache = os.tmpdir()) {
  const dir = path.join(cache, `url-grammars-chromium-${version}`);
  const exe = path.join(dir, "chromium");
  if (fs.existsSync(exe)) return exe;
  const work = fs.mkdtempSync(`${dir}.part-`);
  try {
    await pipeline(
      fs.createReadStream(source),
      zlib.createBrotliDecompress(),
      fs.createWriteStream(path.join(work, "chromium"), { mode: 0o755 }),
    );
    try {
      fs.renameSync(work, dir);
    } catch (error) {
      // Another process renamed its folder into place first.
      if (!fs.existsSync(exe)) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return exe;
}

/**
 * The Chromium to run: the file CHROMIUM names when it is set (and not
 * empty), else the packaged one, unpacked into `cache` on first use.
 * Throws ChromiumNotFoundError when CHROMIUM names no file, or when there
 * is no packaged build for this machine.
 */
async function resolveChromium(env = process.env, cache = os.tmpdir()) {
  const named = env["CHROMIUM"];
  if (named !== undefined && named !== "") {
    if (!fs.statSync(named, { throwIfNoEntry: false })?.isFile())
      throw new ChromiumNotFoundError(
        `CHROMIUM=${named} is not a file: name a Chromium binary, or unset CHROMIUM to use the one ${PACKAGE} ships`,
        named,
      );
    return { executablePath: named, packaged: false };
  }
  if (process.platform !== "linux" || process.arch !== "x64")
    throw new ChromiumNotFoundError(
      `${PACKAGE} ships Chromium for Linux x64 only, not ${process.platform} ${process.arch}: set CHROMIUM=/path/to/chromium`,
      undefined,
    );
  const { source, version } = packagedChromium();
  return {
    executablePath: await unpackChromium(source, version, cache),
    packaged: true,
  };
}

/**
 * Chromium with a fresh profile, as a playwright-core browser context. Throws
 * (does not skip) when there is no Chromium to run.
 */
async function launchChromium() {
  const { executablePath } = await resolveChromium();
  const profile = fs.mkdtempSync(
    path.join(os.tmpdir(), "url-grammars-chromium-profile-"),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** The page's file:// URL with a state fragment ("#url=..." or ""). */
function siteUrl(file, fragment = "") {
  return pathToFileURL(file).href + fragment;
}

/** The state shown in the README's picture: a reference the columns resolve differently. */
const SCREENSHOT_STATE =
  "#url=//user@[::1]:080/a/./b/../c?q%23f&base=http://a/b/c/d;p?q&tree=2732";

/**
 * Where the picture shows the page: its link field shows the page's own
 * address, and a file:// URL would show a folder of the machine that took it.
 * Playwright answers for this address with the built file; nothing is fetched.
 */
const SCREENSHOT_AT = "https://example.com/url-grammars/";

/** Opens the page at `fragment` in `page` and writes a PNG of it to `out`. */
async function screenshotSite(page, file, out, fragment = SCREENSHOT_STATE) {
  const body = fs.readFileSync(file);
  const serve = (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body });
  await page.route(SCREENSHOT_AT, serve);
  try {
    await page.setViewportSize({ width: 1320, height: 900 });
    await page.goto(SCREENSHOT_AT + fragment);
    await page.locator("#components").waitFor();
    // Point at a node of the tree (by focus, which does not scroll), so that
    // the picture shows a span marked in the input.
    await page
      .locator("#tree button")
      .nth(4)
      .evaluate((button) => button.focus({ preventScroll: true }));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, fullPage: false });
  } finally {
    await page.unroute(SCREENSHOT_AT, serve);
  }
  return out;
}

/** A URL of about `bytes` characters: an authority, many segments, escapes and a query. */
function sampleUrl(bytes) {
  let url = "http://user:pass@www.example.com:8080";
  let i = 0;
  while (url.length < bytes - 40) {
    url += `/seg${i}%20x;p=${i}`;
    i++;
  }
  url += "?a=1&b=two%2Fthree#frag";
  return url.padEnd(bytes, "f").slice(0, bytes);
}

/**
 * The time of one keystroke's update (compare, every column, the table and
 * the tree), as the page measures it with performance.now() around it, for
 * URLs of each size in `sizes`: the median and the worst of `keys` keystrokes
 * typed at the end of the URL; the median time the browser then takes to
 * render the frame that shows it (style, layout, paint: from that frame's
 * animation callback to a message posted there); and the median from the
 * key press to the end of that frame (which adds the wait for the frame).
 */
async function measureSite(page, file, sizes = [100, 1024, 4096], keys = 30) {
  await page.bringToFront();
  await page.goto(siteUrl(file, "#url="));
  // For each key typed into the URL field: from the keydown listener to
  // the end of the frame that shows the page's update (the page's own input
  // listener runs first, having been added first).
  await page.evaluate(() => {
    const field = document.getElementById("url");
    window.keyToFrame = [];
    let down = 0;
    field.addEventListener("keydown", () => {
      down = performance.now();
    });
    field.addEventListener("input", () => {
      if (down === 0) return;
      const started = down;
      // A message posted from the frame's animation callback is handled
      // after that frame's style, layout and paint.
      requestAnimationFrame(() => {
        const frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          window.keyToFrame.push({
            key: performance.now() - started,
            render: performance.now() - frame,
          });
        channel.port2.postMessage(null);
      });
      down = 0;
    });
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const results = [];
  for (const bytes of sizes) {
    const url = sampleUrl(bytes);
    await page.locator("#url").fill(url);
    await page.locator("#url").press("End");
    await page.evaluate(() => (window.keyToFrame.length = 0));
    const updates = [];
    for (let k = 0; k < keys; k++) {
      await page.keyboard.type(k % 2 === 0 ? "x" : "y");
      await page.waitForFunction((n) => window.keyToFrame.length === n, k + 1);
      updates.push(
        Number(await page.locator("#timing").getAttribute("data-ms")),
      );
    }
    const frames = await page.evaluate(() => window.keyToFrame);
    results.push({
      bytes: url.length,
      medianUpdateMs: median(updates),
      worstUpdateMs: Math.max(...updates),
      medianRenderMs: median(frames.map((f) => f.render)),
      medianToFrameMs: median(frames.map((f) => f.key)),
    });
  }
  return results;
}

module.exports = {
  ChromiumNotFoundError,
  resolveChromium,
  unpackChromium,
  launchChromium,
  siteUrl,
  screenshotSite,
  measureSite,
  sampleUrl,
  SCREENSHOT_STATE,
  SCREENSHOT_AT,
};

if (require.main === module) {
  const [command, arg] = process.argv.slice(2);
  (async () => {
    const { file } = buildSite(
      fs.mkdtempSync(path.join(os.tmpdir(), "url-grammars-site-")),
    );
    const { context, close } = await launchChromium();
    try {
      const page = await context.newPage();
      if (command === "screenshot") {
        const out = path.resolve(arg ?? path.join(root, "docs", "site.png"));
        await screenshotSite(page, file, out);
        console.log(
          `${path.relative(process.cwd(), out)}: ${fs.statSync(out).size} bytes`,
        );
      } else if (command === "measure") {
        const version = context.browser()?.version() ?? "?";
        console.log(
          `Chromium ${version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"})`,
        );
        console.log(
          "bytes  update ms (median, worst)  render ms (median)  key to painted frame ms (median)",
        );
        for (const r of await measureSite(page, file))
          console.log(
            `${String(r.bytes).padStart(5)}  ${r.medianUpdateMs.toFixed(1).padStart(14)}, ${r.worstUpdateMs.toFixed(1).padStart(5)}  ${r.medianRenderMs.toFixed(1).padStart(18)}  ${r.medianToFrameMs.toFixed(1).padStart(32)}`,
          );
      } else {
        console.error(
          "usage: node scripts/site-browser.js screenshot [file] | measure",
        );
        process.exitCode = 2;
      }
    } finally {
      await close();
    }
  })().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
