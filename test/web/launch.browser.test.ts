/**
 * launchChromium (bench/screenshot.ts) tries a failed launch once more and says so on the
 * console. The "browser" here is a script standing in for Chromium: it fails a set number
 * of times (counted in a file beside it), then runs the real one, so the retry is seen
 * without making the real browser fail.
 */

import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM, launchChromium } from '../../bench/screenshot.js';

/** A stand-in browser that exits 1 on its first `failures` starts and then execs the real Chromium. */
function flakyBrowser(failures: number): { path: string; starts: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'jackal-flaky-chromium-'));
  const count = join(dir, 'starts');
  const path = join(dir, 'chromium');
  writeFileSync(path, [
    '#!/bin/sh',
    `n=$(cat '${count}' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '${count}'`,
    `[ "$n" -gt ${failures} ] || { echo "stand-in failure $n" >&2; exit 1; }`,
    `exec '${CHROMIUM}' "$@"`,
    '',
  ].join('\n'));
  chmodSync(path, 0o755);
  return { path, starts: () => (existsSync(count) ? Number(readFileSync(count, 'utf8')) : 0) };
}

afterEach(() => { vi.restoreAllMocks(); });

describe('launchChromium', () => {
  it('a launch that fails once is tried again, with one warning, and the browser works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = flakyBrowser(1);
    const browser = await launchChromium([], fake.path);
    try {
      const page = await browser.newPage();
      expect(await page.evaluate(() => 6 * 7)).toBe(42);
    } finally {
      await browser.close();
    }
    expect(fake.starts()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^chromium: the browser at .* failed to launch \(.*\); trying once more$/);
  }, 120_000);

  it('a launch that fails twice rejects, after one retry and one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = flakyBrowser(2);
    await expect(launchChromium([], fake.path)).rejects.toThrow(/stand-in failure 2|Failed to launch/);
    expect(fake.starts()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('a working browser starts at the first try, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = flakyBrowser(0);
    const browser = await launchChromium([], fake.path);
    await browser.close();
    expect(fake.starts()).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  }, 120_000);
});
