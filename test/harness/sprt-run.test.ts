/**
 * SPRT runs: the test decides on blocks in deal order, so the files do not depend on the
 * worker count or on an interrupt and --resume, though the pool plays past the decision.
 */

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { runMatch } from '../../src/harness/run.js';
import { buildDist, outputs, removeTempDirs, tempDir } from './helpers.js';

// heuristic against random: the heuristic wins almost every game, so a 100 Elo test ends in a few deals
const config = (extra: Record<string, unknown> = {}): RunConfig => buildConfig({
  mode: '2p', bots: ['heuristic', 'random'], deals: 40, seed: 'sprt', maxPlies: 300, sprt: 'elo0=0,elo1=100,alpha=0.05,beta=0.05', ...extra,
}, null);

const files = (dir: string): Record<string, string> => ({ ...outputs(dir), 'sprt.csv': readFileSync(join(dir, 'sprt.csv'), 'utf8') });

let reference: Record<string, string>;

beforeAll(async () => {
  buildDist();
  const dir = tempDir('sprt-ref');
  const r = await runMatch(config(), { out: dir, workers: 1 });
  expect(r.complete).toBe(true);
  reference = files(dir);
}, 60_000);

afterAll(removeTempDirs);

describe('SPRT runs', () => {
  it('stop early at a decision and say so in sprt.csv', () => {
    const [head, row] = reference['sprt.csv'].trimEnd().split('\n');
    expect(head).toBe('bot,opponent,test,lower,upper,llr,blocks,games,result');
    const [bots, test, rest] = row.split('"');
    expect(bots).toBe('heuristic,random,');
    expect(test).toBe('elo0=0,elo1=100,alpha=0.05,beta=0.05,model=logistic');
    const [, lower, upper, llr, blocks, games, result] = rest.split(',');
    expect(result).toBe('H1');
    expect(Number(lower)).toBeCloseTo(-Math.log(19), 5);
    expect(Number(llr)).toBeGreaterThanOrEqual(Number(upper));
    expect(Number(blocks)).toBeLessThan(40);
    expect(Number(games)).toBe(2 * Number(blocks));
    // games.csv holds exactly the games of the deals counted: 2 games per deal, 2 rows per game
    expect(reference['games.csv'].trimEnd().split('\n')).toHaveLength(1 + Number(blocks) * 2 * 2);
  });

  it('give the same files on 2 workers after an interrupt and --resume as one run on 1 worker', async () => {
    // both sessions on 2 workers against the 1-worker reference: the worker count and the
    // resume in one run (a separate whole run on 2 workers added only a pool and its games)
    const dir = tempDir('sprt-resume');
    const first = await runMatch(config(), { out: dir, workers: 2, stopAfter: 3 });
    expect(first.complete).toBe(false);
    const second = await runMatch(config(), { out: dir, workers: 2, resume: true });
    expect(second.complete).toBe(true);
    expect(files(dir)).toEqual(reference);
    // resuming a decided run plays nothing more
    const third = await runMatch(config(), { out: dir, workers: 1, resume: true });
    expect(third.played).toBe(0);
    expect(files(dir)).toEqual(reference);
  }, 60_000);

  it('are refused for more than two bots, and sprt.csv is not left behind by a run without', async () => {
    expect(() => config({ mode: '3p', bots: ['heuristic', 'random', 'mcts:iterations=1'] })).toThrow(/exactly 2 distinct bots/);
    expect(() => buildConfig({ mode: '2p', bots: ['heuristic', 'random'], sprt: 'elo0=0,elo1=5' }, null, { index: 0, count: 2 })).toThrow(/cannot be sharded/);
    const dir = tempDir('sprt-then-plain');
    await runMatch(config({ deals: 2 }), { out: dir, workers: 1 });
    await runMatch(config({ deals: 2, sprt: undefined }), { out: dir, workers: 1, force: true });
    expect(existsSync(join(dir, 'sprt.csv'))).toBe(false);
  }, 60_000);
});
