/**
 * The pool's phase marks (src/harness/pool-play.ts PoolTimes) and the harness bench's cut of a
 * run's wall clock into phases (bench/harness.bench.ts runPhases): the marks come in the order
 * of a pool's life (made, each thread's first chunk, the last game, settled, closed), one
 * `ready` per thread, and the phases add up to the run's wall time, worked by hand on marks
 * made up for the purpose.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPhases } from '../../bench/harness.bench.js';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch } from '../../src/harness/run.js';
import { removeTempDirs, requireDist, tempDir } from './helpers.js';

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('pool phase marks', () => {
  it('come in the order of the pool\'s life, one ready per thread, within the run', async () => {
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 20, maxPlies: 40, seed: 'pool-times' }, null);
    const begin = performance.now();
    const r = await runMatch(config, { out: tempDir('pool-times'), workers: 2 });
    const end = performance.now();
    expect(r.complete).toBe(true);
    const t = r.poolTimes!;
    expect(t.ready).toHaveLength(2);
    const marks = [begin, t.created, ...t.ready, t.lastRecord, t.drained, t.closed, end];
    for (let i = 1; i < marks.length; i++) expect(marks[i], `mark ${i}`).toBeGreaterThanOrEqual(marks[i - 1]);
  });

  it('cut a run\'s wall clock into phases that add up to it', () => {
    // by hand: made at 30 (prepare 30 - 10 = 20), ready at 120 and 150 (start 150 - 30 = 120),
    // last game at 2150 (play 2000), closed at 2200 (teardown 50), returned at 2400 (outputs 200)
    const p = runPhases(10, 2400, { created: 30, ready: [120, 150], lastRecord: 2150, drained: 2160, closed: 2200 }, 333.4);
    expect(p).toEqual({ prepare: 20, start: 120, play: 2000, teardown: 50, outputs: 200, mainCpu: 333 });
    expect(p.prepare + p.start + p.play + p.teardown + p.outputs).toBe(2400 - 10);
  });

  it('of a pool whose threads never ran a chunk: start 0, the rest from the pool\'s making', () => {
    const p = runPhases(0, 100, { created: 5, ready: [], lastRecord: 5, drained: 40, closed: 60 }, 0);
    expect(p).toEqual({ prepare: 5, start: 0, play: 0, teardown: 55, outputs: 40, mainCpu: 0 });
  });
});
