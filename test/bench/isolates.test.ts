/**
 * bench/isolates.ts, the mechanism every speed row is timed by: `spread` and `isolateFigures`
 * on hand-made runs (expected values by hand), and a tiny task (bench/isolate-probe.ts) run in
 * real worker threads: every isolate is fresh (its module state starts anew), reproduces the
 * sum computed here by a plain loop, and a wrong stored figure or a task that throws fails the
 * measurement. The worker is a .js file of dist/bench, so the compiled modules are imported.
 */

import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../..');
const dist = (p: string) => pathToFileURL(join(ROOT, 'dist/bench', p)).href;
const iso = await import(dist('isolates.js'));
const PROBE = dist('isolate-probe.js');

/** Sum of i*i mod 1000 for i below n, by the definition. */
function squaresMod1000(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += (i * i) % 1000;
  return s;
}

const run = (rate: number, sum: number | string, extra = 7) => ({ rates: { r: rate }, ratios: { q: rate / 10 }, checks: { sum, extra } });
const stored = (value: number | string) => ({ sum: { name: 'the sum', figure: { value, source: 'by hand' } } });

describe('spread', () => {
  it('best, median and slowest by hand; an even count takes the mean of the middle two', () => {
    expect(iso.spread([3, 1, 2])).toEqual({ best: 3, median: 2, slowest: 1 });
    expect(iso.spread([4, 1, 3, 2])).toEqual({ best: 4, median: 2.5, slowest: 1 });
    expect(iso.spread([5])).toEqual({ best: 5, median: 5, slowest: 5 });
    expect(() => iso.spread([])).toThrow(/no rates/);
  });
});

describe('isolateFigures', () => {
  it('rates give best, Median, Slowest and ByIsolate (in order); ratios their median; checks their value', () => {
    const f = iso.isolateFigures([run(30, 12), run(10, 12), run(20, 12)], stored(12));
    expect(f).toEqual({ r: 30, rMedian: 20, rSlowest: 10, rByIsolate: [30, 10, 20], q: 2, sum: 12, extra: 7 });
  });

  it('a check that differs from the stored figure fails, naming it and the isolate', () => {
    expect(() => iso.isolateFigures([run(1, 12), run(1, 13)], stored(12))).toThrow(/^the sum \(isolate 2 of 2\): computed 13, bench\/fixtures.json says 12/);
  });

  it('a check without a stored figure must be the same in every isolate', () => {
    expect(() => iso.isolateFigures([run(1, 12, 7), run(1, 12, 8)], stored(12))).toThrow(/^extra \(isolate 2 of 2\): computed 8, isolate 1 computed 7; the workload is not deterministic/);
  });

  it('a stored figure the runs do not report fails', () => {
    expect(() => iso.isolateFigures([run(1, 12)], { ...stored(12), gone: { name: 'gone', figure: { value: 1, source: 'by hand' } } })).toThrow(/^gone \(isolate 1 of 1\): computed undefined/);
  });
});

describe('isolates (worker threads, the probe task)', () => {
  const probe = (...args: unknown[]) => ({ module: PROBE, fn: 'probe', args });

  it('every isolate is fresh and reproduces the sum; the rates are positive', async () => {
    const runs = await iso.runIsolates(probe(5000, 20), 3);
    expect(runs.map((r: { checks: Record<string, unknown> }) => r.checks)).toEqual(Array(3).fill({ probeSum: squaresMod1000(5000), probeCalls: 1 }));
    for (const r of runs) expect(r.rates.probeOpsPerSec).toBeGreaterThan(0);
  }, 30_000);

  it('measureInIsolates checks every isolate against the stored figure', async () => {
    const sum = squaresMod1000(1000);
    const ok = await iso.measureInIsolates(probe(1000, 10), 2, { probeSum: { name: 'probe sum', figure: { value: sum, source: 'by hand' } } });
    expect(ok.probeSum).toBe(sum);
    expect(ok.probeOpsPerSec).toBeGreaterThanOrEqual(ok.probeOpsPerSecMedian);
    expect(ok.probeOpsPerSecMedian).toBeGreaterThanOrEqual(ok.probeOpsPerSecSlowest);
    await expect(iso.measureInIsolates(probe(1000, 10, 1), 2, { probeSum: { name: 'probe sum', figure: { value: sum, source: 'by hand' } } }))
      .rejects.toThrow(`probe sum (isolate 1 of 2): computed ${sum + 1}, bench/fixtures.json says ${sum}`);
  }, 30_000);

  it('a task that throws fails with its own message; a count below 1 is refused', async () => {
    await expect(iso.runIsolates(probe(0, 10), 1)).rejects.toThrow(/probe: n must be a whole number from 1 to 2\^20, got 0/);
    await expect(iso.runIsolates({ module: PROBE, fn: 'noSuchTask', args: [] }, 1)).rejects.toThrow(/exports no function noSuchTask/);
    await expect(iso.runIsolates(probe(10, 10), 0)).rejects.toThrow(/isolates: must be a whole number from 1, got 0/);
  }, 30_000);
});
