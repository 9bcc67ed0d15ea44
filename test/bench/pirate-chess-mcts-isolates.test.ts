/**
 * bench/pirate-chess.bench.ts `benchPirateChessMctsIsolates`: the Pirate chess `mcts` row timed
 * in fresh worker threads. Every isolate must choose the moves bench/fixtures.json stores
 * (pirateChess.mctsChecksum, set when the row's searches were last changed on purpose), and the
 * figures must be ordered best >= median >= slowest > 0. Runs the compiled module (the worker
 * is a .js file of dist/bench); three isolates, a few seconds.
 */

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../..');

describe('pirate chess mcts bench isolates', () => {
  it('every isolate chooses the stored moves; best >= median >= slowest > 0', async () => {
    const stored = JSON.parse(readFileSync(join(ROOT, 'bench/fixtures.json'), 'utf8')).pirateChess.mctsChecksum.value;
    const b = await import(pathToFileURL(join(ROOT, 'dist/bench/pirate-chess.bench.js')).href);
    const r = await b.benchPirateChessMctsIsolates(3);
    expect(r.checksums).toEqual([stored, stored, stored]);
    expect(r.best).toBeGreaterThanOrEqual(r.median);
    expect(r.median).toBeGreaterThanOrEqual(r.min);
    expect(r.min).toBeGreaterThan(0);
  }, 60_000);
});
