#!/usr/bin/env node
// The page in a real browser: Debian's Chromium, headless, driven by
// playwright-core (no browser of its own is downloaded). Used by the tests
// (test/site/) and run by hand:
//   node scripts/site-browser.js screenshot [file]   the README's picture (docs/site.png)
//   node scripts/site-browser.js measure             the time of one keystroke's update
// Both build the page from the current source first.
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { pathToFileURL } = require("node:url");
const { chromium } = require("playwright-core");
const { buildSite } = require("./build-site.js");

const root = path.resolve(__dirname, "..");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

// Without the background-networking flags Chromium tries to reach its
// services, and a closed network refuses it loudly.
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Chromium with a fresh profile, as a playwright-core browser context. Throws
 * (does not skip) when the binary is missing: .ci/run installs it.
 */
async function launchChromium() {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's package (apt-get install -y --no-install-recommends chromium), as .ci/run does, or set CHROMIUM`,
    );
  const profile = fs.mkdtempSync(
    path.join(os.tmpdir(), "url-grammars-chromium-"),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
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

/** Opens the page at `fragment` in `page` and writes a PNG of it to `out`. */
async function screenshotSite(page, file, out, fragment = SCREENSHOT_STATE) {
  await page.setViewportSize({ width: 1320, height: 900 });
  await page.goto(siteUrl(file, fragment));
  await page.locator("#components").waitFor();
  // Point at a node of the tree (by focus, which does not scroll), so that
  // the picture shows a span marked in the input.
  await page
    .locator("#tree button")
    .nth(4)
    .evaluate((button) => button.focus({ preventScroll: true }));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, fullPage: false });
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
  launchChromium,
  siteUrl,
  screenshotSite,
  measureSite,
  sampleUrl,
  SCREENSHOT_STATE,
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
