/**
 * Provenance: the code id follows the engine and bot sources (and nothing else), config.json
 * says what made a folder, and --resume and merge refuse a run made by other code unless
 * forced, naming what differs.
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { mergeRuns } from '../../src/harness/merge.js';
import { codeFiles, codeId } from '../../src/harness/provenance.js';
import { runMatch } from '../../src/harness/run.js';
import { buildDist, removeTempDirs, tempDir } from './helpers.js';

const config = (extra: Record<string, unknown> = {}): RunConfig =>
  buildConfig({ mode: '3p', bots: ['random', 'random', 'mcts:iterations=3'], deals: 2, seed: 'prov', maxPlies: 60, ...extra }, null);

beforeAll(buildDist, 60_000);
afterAll(removeTempDirs);

/** Rewrites one key of an out dir's config.json, as if another version of the code had made it. */
function tamper(dir: string, edit: (c: Record<string, unknown>) => void): void {
  const path = join(dir, 'config.json');
  const c = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  edit(c);
  writeFileSync(path, JSON.stringify(c, null, 2));
}

describe('code id', () => {
  it("changes with the game's engine, core, its bots or the game loop, not with another game, the statistics, the studies or the CLI", () => {
    const root = tempDir('tree');
    const put = (rel: string, text: string): void => { mkdirSync(join(root, rel, '..'), { recursive: true }); writeFileSync(join(root, rel), text); };
    const files = ['src/core/rng.ts', 'src/jackal/apply.ts', 'src/pirate-chess/apply.ts', 'bots/mcts.ts', 'bots/jackal/heuristic.ts', 'bots/pirate-chess/heuristic.ts',
      'src/harness/play.ts', 'src/harness/outputs.ts', 'src/study/tune.ts', 'src/web/viewer/app.ts', 'src/cli/main.ts', 'src/reference/game.ts', 'test/bots/jackal/heuristic.test.ts'];
    for (const f of files) put(f, 'a');
    expect(codeFiles(root, 'jackal')).toEqual(['bots/jackal/heuristic.ts', 'bots/mcts.ts', 'src/core/rng.ts', 'src/harness/play.ts', 'src/jackal/apply.ts']);
    expect(codeFiles(root)).toEqual(['bots/jackal/heuristic.ts', 'bots/mcts.ts', 'bots/pirate-chess/heuristic.ts', 'src/core/rng.ts', 'src/harness/play.ts', 'src/jackal/apply.ts', 'src/pirate-chess/apply.ts']);
    const base = codeId(root, 'jackal');
    expect(base).toMatch(/^[0-9a-f]{12}$/);
    for (const f of ['src/pirate-chess/apply.ts', 'bots/pirate-chess/heuristic.ts', 'src/harness/outputs.ts', 'src/study/tune.ts', 'src/web/viewer/app.ts', 'src/cli/main.ts', 'src/reference/game.ts', 'test/bots/jackal/heuristic.test.ts']) {
      put(f, 'b');
      expect(codeId(root, 'jackal')).toBe(base);
    }
    for (const f of ['src/jackal/apply.ts', 'bots/jackal/heuristic.ts', 'bots/mcts.ts', 'src/harness/play.ts', 'src/core/rng.ts']) {
      put(f, 'changed');
      const now = codeId(root, 'jackal');
      expect(now).not.toBe(base);
      put(f, 'a');
    }
    expect(codeId(root, 'jackal')).toBe(base);
  });
});

describe('config.json and games.csv', () => {
  it('record the code id, every bot parameter with its default, and the provenance', async () => {
    const dir = tempDir('prov');
    await runMatch(config(), { out: dir, workers: 1 });
    const c = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
    expect(c.code).toBe(codeId(undefined, 'jackal'));
    expect(c.bots.random).toEqual({});
    // mcts's defaults as bots/mcts.ts declares them; only iterations was given
    expect(c.bots['mcts:iterations=3']).toMatchObject({ iterations: 3, c: 0.1, depth: 4, rollout: 'fast' });
    expect(c.provenance).toMatchObject({ package: 'jackal-lab', node: process.version, code: codeId(undefined, 'jackal') });
    expect(typeof c.provenance.version).toBe('string');
    expect(c.provenance.git === null || (/^[0-9a-f]{40}$/.test(c.provenance.git.commit) && typeof c.provenance.git.dirty === 'boolean')).toBe(true);
    const row = readFileSync(join(dir, 'games.csv'), 'utf8').split('\n')[1].split(',');
    expect(row[10]).toBe(codeId(undefined, 'jackal'));
  }, 60_000);
});

describe('refusals', () => {
  it('--resume refuses a run of other code, naming it; --force replaces it', async () => {
    const dir = tempDir('other-code');
    await runMatch(config(), { out: dir, workers: 1, stopAfter: 1 });
    tamper(dir, (c) => { c.code = '000000000000'; });
    await expect(runMatch(config(), { out: dir, workers: 1, resume: true }))
      .rejects.toMatchObject({ field: 'resume', problem: expect.stringMatching(/engine or bot code differs \(code id "000000000000" there/) });
    const r = await runMatch(config(), { out: dir, workers: 1, force: true });
    expect(r.complete).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).code).toBe(codeId(undefined, 'jackal'));
  }, 60_000);

  it('--resume names a bot default that changed', async () => {
    const dir = tempDir('other-default');
    await runMatch(config(), { out: dir, workers: 1, stopAfter: 1 });
    tamper(dir, (c) => { (c.bots as Record<string, Record<string, unknown>>)['mcts:iterations=3'].c = 0.5; });
    await expect(runMatch(config(), { out: dir, workers: 1, resume: true }))
      .rejects.toMatchObject({ problem: expect.stringMatching(/bot mcts:iterations=3's parameter c differs \(0.5 there, 0.1 here/) });
  }, 60_000);

  it('merge refuses shards of other code unless forced', async () => {
    const dirs = [0, 1].map((k) => tempDir(`pshard${k}`));
    for (let k = 0; k < 2; k++) await runMatch({ ...config(), shard: { index: k, count: 2 } }, { out: dirs[k], workers: 1 });
    tamper(dirs[1], (c) => { c.code = '000000000000'; });
    expect(() => mergeRuns(dirs, tempDir('pmerged'))).toThrow(/engine or bot code differs.*--force/);
    expect(mergeRuns(dirs, tempDir('pmerged'), true).total).toBe(2 * 6);
  }, 60_000);
});
