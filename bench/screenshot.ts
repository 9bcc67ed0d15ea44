/**
 * A page of ours (a report, a sweep) as a PNG, for the README and docs/:
 *
 *   node dist/bench/screenshot.js PAGE.html OUT.png [WIDTH [HEIGHT]]
 *
 * Opens the page from disk in headless Chromium (the system's /usr/bin/chromium, or
 * $CHROMIUM, through puppeteer-core, as the web tests launch it), waits until the page's
 * bundle says it has drawn (`window.jackalSweep.ready` on a sweep, `window.jackalReport.ready`
 * on a report), and saves WIDTH x HEIGHT CSS pixels (default 1000 wide, the whole page
 * tall). Fails (exit 1) if the page throws or asks for anything from the network; bad
 * arguments are one line and exit 2.
 */

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/**
 * Headless Chromium as the web tests and this script run it, with `extraArgs` after our
 * flags. A launch that fails is tried once more, with a console warning that says so: on a
 * busy machine the browser can miss puppeteer's start-up deadline once, which is no fault
 * of the page under test. A second failure rejects with the second error.
 */
export async function launchChromium(extraArgs: readonly string[] = [], executablePath = CHROMIUM): Promise<Browser> {
  const launch = (): Promise<Browser> => puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', ...extraArgs] });
  try {
    return await launch();
  } catch (e) {
    console.warn(`chromium: the browser at ${executablePath} failed to launch (${String((e as Error).message).split('\n')[0]}); trying once more`);
    return launch();
  }
}

/**
 * Opens the page at `html` (a file) in a new tab of `browser` at width x height. `errors`
 * collects what the page throws and every request that fails (a self-contained page makes none).
 */
export async function openPage(browser: Browser, html: string, width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push((e as Error).message));
  page.on('requestfailed', (r) => errors.push(`request ${r.url()}`));
  await page.setViewport({ width, height });
  await page.goto(`file://${resolve(html)}`);
  return { page, errors };
}

/**
 * Saves the page at `html` as a PNG at `png`. Rejects when the page fails to load or draw.
 * In `browser` when given (a test's, left open; its tab is closed), else in one of its own.
 */
export async function screenshotPage(html: string, png: string, width = 1000, height?: number, browser?: Browser): Promise<void> {
  const own = browser ? null : await launchChromium();
  let tab: Page | undefined;
  try {
    const { page, errors } = await openPage(browser ?? own!, html, width, height ?? 800);
    tab = page;
    await page.waitForFunction(() => {
      const w = window as unknown as { jackalSweep?: { ready: boolean }; jackalReport?: { ready: boolean } };
      return (!document.getElementById('jackal-sweep') || w.jackalSweep?.ready === true)
        && (!document.getElementById('jackal-report') || w.jackalReport?.ready === true);
    }, { timeout: 30_000 });
    if (errors.length) throw new Error(`${html}: ${errors.join('; ')}`);
    await page.screenshot({ path: png, fullPage: height === undefined });
  } finally {
    await tab?.close();
    await own?.close();
  }
}

function usage(problem: string): never {
  process.stderr.write(`screenshot: ${problem}\nusage: node dist/bench/screenshot.js PAGE.html OUT.png [WIDTH [HEIGHT]]\n`);
  process.exit(2);
}

async function main(args: string[]): Promise<void> {
  const [html, png, w, h] = args;
  if (!html || !png || args.length > 4) usage('give the page and the PNG to write');
  if (!existsSync(html)) usage(`PAGE: ${html} does not exist`);
  if (!png.endsWith('.png')) usage(`OUT: ${png} must end in .png`);
  const size = (v: string | undefined, what: string): number | undefined => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v) || Number(v) < 100 || Number(v) > 8000) usage(`${what}: must be a whole number of pixels from 100 to 8000, got ${JSON.stringify(v)}`);
    return Number(v);
  };
  await screenshotPage(html, png, size(w, 'WIDTH'), size(h, 'HEIGHT'));
  process.stderr.write(`screenshot: ${png}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((e: unknown) => { process.stderr.write(`screenshot: ${(e as Error).message}\n`); process.exit(1); });
}
