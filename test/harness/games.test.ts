/**
 * The harness for any game: config.json records the game; a config.json written before
 * there was a `game` key reads as a Jackal run (resume and merge accept it as the same
 * run); a Pirate chess run is checked by the chess engine's options and bots, and plays
 * through the game interface with its results in the same files.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, configDiff, rulesHash } from '../../src/harness/config.js';
import { mergeRuns } from '../../src/harness/merge.js';
import { playGame } from '../../src/harness/play.js';
import { runMatch } from '../../src/harness/run.js';
import { readSavedConfig } from '../../src/harness/saved-config.js';
import { buildDist, outputs, removeTempDirs, tempDir } from './helpers.js';

beforeAll(buildDist, 60_000);
afterAll(removeTempDirs);

const jackalInput = { mode: '2p', bots: ['random'], deals: 3, seed: 'games', maxPlies: 150 };

/** Rewrites a run's config.json as the harness wrote it before games: without `game`. */
function stripGame(dir: string): void {
  const path = join(dir, 'config.json');
  const c = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  delete c.game;
  writeFileSync(path, `${JSON.stringify(c, null, 2)}\n`);
}

describe('the game in the configuration', () => {
  it('is jackal by default, first among the settings after the code id', () => {
    const c = buildConfig(jackalInput, null);
    expect(c.game).toBe('jackal');
    expect(Object.keys(c).slice(0, 4)).toEqual(['name', 'code', 'game', 'rules']);
  });

  it('an old config.json without a game reads back as the same Jackal run', () => {
    const dir = tempDir('old-config');
    const c = buildConfig(jackalInput, null);
    writeFileSync(join(dir, 'config.json'), `${JSON.stringify(c, null, 2)}\n`);
    stripGame(dir);
    const read = readSavedConfig(join(dir, 'config.json'), 'resume');
    expect(configDiff(read, c)).toBeNull();
    expect(JSON.stringify(read)).toBe(JSON.stringify(c)); // same keys in the same order
  });

  it('resume and merge accept an old-format run and finish it as one run would', async () => {
    const whole = tempDir('whole');
    expect((await runMatch(buildConfig(jackalInput, null), { out: whole, workers: 1 })).complete).toBe(true);
    const shards = [0, 1].map((k) => tempDir(`old-shard-${k}`));
    for (const [k, dir] of shards.entries()) {
      const r = await runMatch(buildConfig(jackalInput, null, { index: k, count: 2 }), { out: dir, workers: 1, stopAfter: 1 });
      expect(r.complete).toBe(false);
      stripGame(dir);
      expect((await runMatch(buildConfig(jackalInput, null, { index: k, count: 2 }), { out: dir, workers: 1, resume: true })).complete).toBe(true);
      stripGame(dir);
    }
    const merged = tempDir('old-merged');
    mergeRuns(shards, merged);
    expect(outputs(merged)).toEqual(outputs(whole));
  }, 120_000);

  it('unknown games, other games\' rule keys and bot parameters of another game are refused by key', () => {
    expect(() => buildConfig({ ...jackalInput, game: 'chequers' }, null)).toThrow(/game: unknown game "chequers"/);
    expect(() => buildConfig({ game: 'pirate-chess', mode: '2p', bots: ['random'] }, null)).toThrow(/mode: unknown key for pirate-chess/);
    expect(() => buildConfig({ game: 'pirate-chess', bots: ['heuristic:carry=1'] }, null)).toThrow(/bots\[0\]: .*heuristic\.carry/);
    expect(() => buildConfig({ game: 'pirate-chess', bots: ['random'], island: 'moon' }, null)).toThrow(/island/);
    expect(() => buildConfig({ game: 'pirate-chess', bots: ['random'], maxPlies: 0 }, null)).toThrow(/maxPlies/);
  });
});

describe('a Pirate chess run', () => {
  const input = { game: 'pirate-chess', bots: ['random', 'mcts:iterations=4,depth=4'], deals: 2, seed: 'chess', maxPlies: 24 };

  it('plays through the interface: two seats, chess scores, its own rules hash', () => {
    const c = buildConfig(input, null);
    expect(c.rules).toEqual({ maxPlies: 24, island: 'treasure' });
    expect(rulesHash(c)).not.toBe(rulesHash(buildConfig({ ...input, game: undefined, bots: ['random'], maxPlies: 24 }, null)));
    const g = playGame(c, 1);
    expect(g.error).toBe('');
    expect(g.coins[0] + g.coins[1]).toBe(1);
    expect(g.ranks).toHaveLength(2);
  });

  it('gives the same files for 1 and 2 workers', async () => {
    const a = tempDir('chess-1'), b = tempDir('chess-2');
    await runMatch(buildConfig(input, null), { out: a, workers: 1 });
    await runMatch(buildConfig(input, null), { out: b, workers: 2 });
    expect(outputs(b)).toEqual(outputs(a));
    expect(JSON.parse(readFileSync(join(a, 'config.json'), 'utf8')).game).toBe('pirate-chess');
    expect(outputs(a)['seats.csv'].trim().split('\n')).toHaveLength(3);
  }, 120_000);
});
