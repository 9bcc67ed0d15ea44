/**
 * The bench's MCTS, Pirate chess and Archipelago speed rows timed in isolates (bench/isolates.ts), each with
 * a short timed span (the engine rows and the machine's speed: test/bench/bench-rows.test.ts):
 * every isolate's counts and checksums must equal bench/fixtures.json's (read here from the
 * file), and the rates must be ordered best >= median >= slowest > 0. Runs the compiled modules
 * (the worker is a .js file of dist/bench). One isolate a row, two for Pirate chess (whose
 * searches are the likeliest to differ between isolates, if anything does), a few seconds each.
 */

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../..');
const load = (p: string) => import(pathToFileURL(join(ROOT, 'dist/bench', p)).href);
const fixtures = JSON.parse(readFileSync(join(ROOT, 'bench/fixtures.json'), 'utf8'));

/** best >= median >= slowest > 0 for each rate key. */
function ordered(f: Record<string, number>, keys: string[]): void {
  for (const k of keys) {
    expect(f[k], k).toBeGreaterThanOrEqual(f[`${k}Median`]);
    expect(f[`${k}Median`], k).toBeGreaterThanOrEqual(f[`${k}Slowest`]);
    expect(f[`${k}Slowest`], k).toBeGreaterThan(0);
  }
}

describe('bench rows in isolates', () => {
  it('mcts: every isolate chooses the stored moves, both specs', async () => {
    const f = await (await load('mcts.bench.js')).benchMctsRows(20, 1);
    expect(f.mctsChecksum).toBe(fixtures.mcts.checksum.value);
    expect(f.mctsDefaultChecksum).toBe(fixtures.mcts.defaultsChecksum.value);
    ordered(f, ['mctsItersPerSec', 'mctsDefaultItersPerSec']);
  }, 60_000);

  it('pirate chess: every isolate plays the stored playouts and chooses the stored mcts moves', async () => {
    const f = await (await load('pirate-chess.bench.js')).benchPirateChess(20, 5000, 2);
    expect(f.pcPlayoutPlies).toBe(fixtures.pirateChess.playoutPlies.value);
    expect(f.pcPlayoutFinal).toBe(fixtures.pirateChess.playoutFinal.value);
    expect(f.pcMctsChecksum).toBe(fixtures.pirateChess.mctsChecksum.value);
    ordered(f, ['pcPlayoutPliesPerSec', 'pcMctsItersPerSec']);
  }, 60_000);

  it('archipelago: every isolate plays the stored playouts (the row; its GC run and ratio to Jackal take long, so not here)', async () => {
    const arch = await load('archipelago.bench.js'), iso = await load('isolates.js');
    const runs = await iso.runIsolates({ module: pathToFileURL(join(ROOT, 'dist/bench/archipelago.bench.js')).href, fn: 'archPlayoutIsolate', args: [20] }, 2);
    for (const r of runs) {
      expect(r.checks).toEqual({ archPlayoutPlies: arch.ARCH_PLAYOUT_PLIES, archPlayoutFinal: arch.ARCH_PLAYOUT_FINAL });
      expect(r.rates.archPlayoutPliesPerSec).toBeGreaterThan(0);
    }
  }, 60_000);
});
