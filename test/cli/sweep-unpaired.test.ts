/**
 * `jackal sweep` over runs it cannot pair says why (audit of 2026-12-03): a `--max-plies`
 * sweep plays the same deals (the same seed) under other rules, so its runs are not paired
 * with the first; before, the table said "no deals in common", which reads as another seed.
 */

import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/harness/play.js';
import { pairGame, writeRun } from '../support/runs.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { removeTempDirs, tempDir } from '../harness/helpers.js';

afterAll(removeTempDirs);

const M = 'mcts:iterations=250', H = 'heuristic';
const games = (): GameRecord[] => [pairGame(0, [5, 2], M, H), pairGame(1, [3, 3], M, H), pairGame(2, [1, 4], M, H), pairGame(3, [0, 6], M, H)];
const run = (tag: string, input: Record<string, unknown>): string => writeRun(tempDir(tag), tag, { mode: '2p', bots: [M, H], deals: 2, ...input }, games());

describe('jackal sweep: the runs it does not pair', () => {
  const first = run('plies-800', { maxPlies: 800 });
  const rules = run('plies-400', { maxPlies: 400 }); // the same seed and deals, other rules
  const seed = run('seed-b', { maxPlies: 800, seed: 'b' }); // the same rules, other deals
  const same = run('plies-800-again', { maxPlies: 800 }); // paired

  it('names other rules as other rules, another seed as no deals in common, and pairs the same rules and seed', async () => {
    const r = await jackalInProcess(['sweep', first, rules, seed, same, '--out', `${tempDir('page')}/sweep.html`], first);
    expect(r.status).toBe(0);
    const row = (tag: string): string => r.stdout.split('\n').find((l) => l.startsWith(`| \`${tag}\``)) ?? '';
    expect(row('plies-400')).toMatch(/ \| – \(other rules\) \|$/);
    expect(row('seed-b')).toMatch(/ \| – \(no deals in common\) \|$/);
    expect(row('plies-800-again')).toMatch(/ \| \+0\.000 \[.+\] over 2 deals \|$/);
  });
});
