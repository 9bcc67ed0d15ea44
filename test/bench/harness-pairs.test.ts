/**
 * The harness bench (bench/harness.bench.ts) alternates 1-worker and all-cores runs in pairs
 * and reports the median of the per-pair speedups: the order, the pairing of the ratios, and
 * the command line (one line and exit 2 on a bad count; a small run's figures consistent).
 * dist/ is built from the current sources by test/global-setup.ts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairOrder, pairSpeedups, type HarnessRun } from '../../bench/harness.bench.js';

const ROOT = join(__dirname, '..', '..');
const node = (file: string, ...args: string[]) => spawnSync(process.execPath, [join(ROOT, file), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

const run = (workers: number, gamesPerSec: number): HarnessRun => ({ workers, gamesPerSec, coresUsed: 1, busy: 1, gamesPerCpuSec: 1, checksum: 'x', games: 1 });

describe('harness bench pairs', () => {
  it('alternates the order pair by pair: 1,2 then 2,1 then 1,2 (the task\'s 1,2,2,1,...)', () => {
    expect(pairOrder(3, 2)).toEqual([1, 2, 2, 1, 1, 2]);
    expect(pairOrder(1, 4)).toEqual([1, 4]);
    expect(pairOrder(2, 8)).toEqual([1, 8, 8, 1]);
  });

  it('divides each pair\'s all-cores rate by its own 1-worker rate, whichever ran first', () => {
    // Hand-made runs: pair 0 (1 worker 100, 2 workers 180) = 1.8; pair 1 (2 workers 200, 1 worker 125) = 1.6.
    expect(pairSpeedups([run(1, 100), run(2, 180), run(2, 200), run(1, 125)])).toEqual([1.8, 1.6]);
  });

  it('a machine that speeds up steadily: the per-pair ratios straddle the true speedup, the sequential ratio does not', () => {
    // True speedup 1.8; the machine's speed is 1 + 0.1 t for the t-th run (0-based), so run t of
    // w workers plays at 100 x (w === 1 ? 1 : 1.8) x (1 + 0.1 t). By hand: pair 0 = 1.8 x 1.1 / 1.0 = 1.98,
    // pair 1 = 1.8 x 1.2 / 1.3 = 1.6615..., pair 2 = 1.8 x 1.5 / 1.4 = 1.9286...
    const order = pairOrder(3, 2);
    const runs = order.map((w, t) => run(w, 100 * (w === 1 ? 1 : 1.8) * (1 + 0.1 * t)));
    const r = pairSpeedups(runs);
    expect(r[0]).toBeCloseTo(1.98, 10);
    expect(r[1]).toBeCloseTo((1.8 * 1.2) / 1.3, 10);
    expect(r[2]).toBeCloseTo((1.8 * 1.5) / 1.4, 10);
    expect(Math.min(...r)).toBeLessThan(1.8);
    expect(Math.max(...r)).toBeGreaterThan(1.8);
  });

  it.each([
    [['5', '0'], /^pairs: must be a positive integer, got 0$/],
    [['0'], /^deals: must be a positive integer, got 0$/],
  ])('node dist/bench/harness.bench.js %j exits 2 with one line', (args, message) => {
    const r = node('dist/bench/harness.bench.js', ...args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });

  it('npm run bench -- --pairs 0 exits 2 with one line', () => {
    const r = node('dist/bench/bench.js', '--only', 'harness', '--pairs', '0');
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe('--pairs: must be a positive integer, got 0');
  });

  it('a small run of 2 pairs: every run\'s CSVs agree (else it throws), and the figures hang together', () => {
    const r = node('dist/bench/harness.bench.js', '10', '2');
    expect(r.status, r.stderr).toBe(0);
    const h = JSON.parse(r.stdout);
    expect(h.games).toBe(20); // both seatings of 10 deals
    expect(h.pairs).toBe(2);
    expect(h.checksum).toMatch(/^[0-9a-f]{16}$/);
    expect(['bundle', 'modules']).toContain(h.worker);
    // Two pairs: the median of two ratios lies between them.
    expect(h.speedupMin).toBeLessThanOrEqual(h.speedup);
    expect(h.speedup).toBeLessThanOrEqual(h.speedupMax);
    expect(h.gamesPerSec1).toBeGreaterThan(0);
    expect(h.gamesPerSecAll).toBeGreaterThan(0);
  });
});
