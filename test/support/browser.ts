/**
 * One headless Chromium per browser test file (test/web/*.browser.test.ts, report.test.ts; a
 * launch costs about 3 s of CPU, so one file runs the tests of several pages, each kept in a
 * module that takes the file's `Chromium`, e.g. test/web/viewer-tides.ts): `useChromium`
 * registers the file's beforeAll (the page bundles built, the browser found, a temporary
 * folder for the pages, one launch through bench/screenshot.ts `launchChromium`, which
 * tries a failed launch once more and says so) and afterAll (the browser closed). `open`
 * writes a page into that folder, opens it in a new tab at the viewers' 1180 x 760 and waits
 * for the page's handle; everything a page throws, logs as an error or fails to load
 * (blob: URLs aside: the table page's worker) lands in `errors`, named by the page, which a
 * test expects empty at its end. Screenshots go to `SCREENSHOT_DIR` (default: a temporary
 * dir; `npm run screenshots` writes docs/), at 0.6 scale, small enough to commit.
 */

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM, launchChromium } from '../../bench/screenshot.js';
import { ensureBundles } from './bundles.js';

export const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'jackal-screenshots');

/** The flags the table tests launch with: a profile of their own, nothing fetched in the background. */
export const QUIET_PROFILE = (dir: string): string[] =>
  ['--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${join(dir, 'profile')}`];

export interface Chromium {
  /** The file's browser (from beforeAll on). */
  readonly browser: Browser;
  /** The file's temporary folder of pages. */
  readonly dir: string;
  /** What the pages threw, logged as errors or failed to load, each `name: …`. */
  readonly errors: string[];
  /** Writes `html` to `<dir>/<name>.html`, opens it and waits until `ready` (a page expression) is true. */
  open(name: string, html: string, ready: string): Promise<Page>;
}

/** The browser of this test file, launched once before its tests (`tag` names its temporary folder). */
export function useChromium(tag: string, extraArgs: (dir: string) => string[] = () => []): Chromium {
  const errors: string[] = [];
  const dir = join(tmpdir(), `jackal-${tag}-${process.pid}`);
  let browser: Browser | undefined;
  const self: Chromium = {
    get browser(): Browser {
      if (!browser) throw new Error('the browser is launched in beforeAll');
      return browser;
    },
    dir,
    errors,
    async open(name, html, ready) {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      const page = await self.browser.newPage();
      page.on('pageerror', (e) => errors.push(`${name}: ${(e as Error).message}`));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(`${name}: console: ${m.text()}`); });
      page.on('requestfailed', (r) => { if (!r.url().startsWith('blob:')) errors.push(`${name}: request ${r.url()}`); });
      await page.setViewport({ width: 1180, height: 760 });
      await page.goto(`file://${file}`);
      try {
        await page.waitForFunction(ready);
      } catch (e) {
        // a page that throws while loading never gets ready: say what it threw, not just that the wait timed out
        throw new Error(`${name}: the page never got ready (${ready}): ${errors.length ? errors.join('; ') : (e as Error).message}`);
      }
      return page;
    },
  };
  beforeAll(async () => {
    ensureBundles();
    if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM)`);
    mkdirSync(dir, { recursive: true });
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium(extraArgs(dir));
  }, 120_000);
  afterAll(async () => { await browser?.close(); });
  return self;
}

/** A screenshot of the page at 0.6 scale into SHOTS/`name`. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewport({ width: 1180, height: 760, deviceScaleFactor: 0.6 });
  await page.screenshot({ path: join(SHOTS, name) });
  await page.setViewport({ width: 1180, height: 760 });
}
