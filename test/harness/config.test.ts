import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/random.js';
import { registerBot } from '../../bots/registry.js';
import {
  buildConfig, configJson, dealSeed, gameCount, inShard, parseShard, planGame, RunConfig, shardGames,
} from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { readSavedConfig } from '../../src/harness/saved-config.js';
import { seatings } from '../../src/harness/seating.js';
import { UsageError } from '../../src/harness/usage-error.js';

const SMALL = { maxPlies: 200 };

registerBot({ ...randomBot, name: 'test-twin' });
registerBot({
  name: 'test-crash', doc: 'throws on its first decision', params: [],
  create: (_p, spec) => ({ spec, chooseMove: () => { throw new Error('boom\nline two'); } }),
});

/** The field of the UsageError that `f` throws. */
function fieldOf(f: () => unknown): string {
  try { f(); } catch (e) {
    if (e instanceof UsageError) return e.field;
    throw e;
  }
  throw new Error('no UsageError thrown');
}

describe('seatings', () => {
  it('2 and 3 seats: every permutation', () => {
    expect(seatings(2, 'auto')).toEqual([[0, 1], [1, 0]]);
    expect(seatings(3, 'auto')).toHaveLength(6);
    expect(new Set(seatings(3, 'auto').map(String)).size).toBe(6);
  });

  it('4 seats: the cyclic shifts, each bot in each seat exactly once', () => {
    const s = seatings(4, 'auto');
    expect(s).toHaveLength(4);
    for (let seat = 0; seat < 4; seat++) expect(new Set(s.map((r) => r[seat])).size).toBe(4);
    expect(seatings(4, 'all')).toHaveLength(24);
    expect(seatings(4, 'none')).toEqual([[0, 1, 2, 3]]);
  });
});

describe('buildConfig', () => {
  it('rejects bad input naming the field', () => {
    expect(fieldOf(() => buildConfig({ mode: '5p', bots: ['random'] }, null))).toBe('mode');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random', 'nosuch'] }, null))).toBe('bots[1]');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random:x=1'] }, null))).toBe('bots[0]');
    expect(fieldOf(() => buildConfig({ mode: '4p', bots: ['random', 'random'] }, null))).toBe('bots');
    expect(fieldOf(() => buildConfig({ mode: '2p' }, null))).toBe('bots');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random'], lineups: [['random']] }, null))).toBe('lineups');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random'], deals: 0 }, null))).toBe('deals');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random'], rotation: 'spin' }, null))).toBe('rotation');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random'], maxPlies: 0, stallPlies: 0 }, null))).toBe('maxPlies');
    expect(fieldOf(() => buildConfig({ mode: '2p', bots: ['random'], games: 4 }, null))).toBe('games');
    expect(fieldOf(() => buildConfig({ mode: '2p', roundRobin: ['random', 'random'] }, null))).toBe('roundRobin[1]');
  });

  it('a null is refused naming the key, not read as the key left out (it ran with the default seed)', () => {
    const problem = (input: Record<string, unknown>): string => {
      try { buildConfig(input, null); } catch (e) { if (e instanceof UsageError) return `${e.field}: ${e.problem}`; throw e; }
      return 'accepted';
    };
    const two = { mode: '2p', bots: ['random', 'random'] };
    expect(problem({ ...two, seed: null })).toBe('seed: must be a non-empty string or a number, got null');
    expect(problem({ ...two, deals: null })).toBe('deals: must be a whole number from 1 to 1e8, got null');
    expect(problem({ ...two, rotation: null })).toBe('rotation: must be one of auto, all, cyclic, none, got null');
    expect(problem({ ...two, budgetIterations: null })).toBe('budgetIterations: must be a whole number from 0 to 1e9, got null');
    expect(problem({ ...two, budgetMs: null })).toBe('budgetMs: must be a whole number from 0 to 1e9, got null');
    expect(problem({ ...two, game: null })).toMatch(/^game: unknown game null; known: jackal, /);
    expect(problem({ ...two, seed: ['1'] })).toBe('seed: must be a non-empty string or a number, got ["1"]');
    expect(problem({ ...two, seed: ' ' })).toBe('seed: must be a non-empty string or a number, got " "'); // as --seed ' ' is refused
    // every other key already refused a null; a key left out still takes its default
    for (const k of ['description', 'mode', 'tiles', 'maxPlies', 'record', 'sprt', 'anchor']) expect(problem({ ...two, [k]: null })).toMatch(new RegExp(`^${k}: `));
    expect(problem({ ...two, seed: undefined })).toBe('accepted');
  });

  it('an option with no default is a key too: Archipelago\'s boxes (match --boxes 1,3 was "unknown key"), kept by --resume', () => {
    const c = buildConfig({ game: 'archipelago', mode: '2p', island: 2, boxes: '1,3', bots: ['random', 'random'], deals: 1 }, 'boxes');
    expect(c.rules.boxes).toEqual([1, 3]);
    const dir = mkdtempSync(join(tmpdir(), 'jackal-boxes-'));
    writeFileSync(join(dir, 'config.json'), configJson(c));
    expect(readSavedConfig(join(dir, 'config.json'), 'resume')).toEqual(c);
    expect(fieldOf(() => buildConfig({ game: 'archipelago', mode: '2p', island: 2, boxes: '2,3', bots: ['random', 'random'] }, null))).toBe('boxes');
  });

  it('parses shards K/N and rejects the rest', () => {
    expect(parseShard('3/16')).toEqual({ index: 3, count: 16 });
    for (const bad of ['16/16', '1', '-1/4', 'a/b', '1/0', '']) expect(fieldOf(() => parseShard(bad))).toBe('shard');
  });

  it('a round robin plays every pair once per deal and seating', () => {
    const c = buildConfig({ mode: '2p', roundRobin: ['random', 'test-twin', 'test-crash'], deals: 3 }, null);
    expect(c.lineups).toEqual([['random', 'test-twin'], ['random', 'test-crash'], ['test-twin', 'test-crash']]);
    expect(gameCount(c)).toBe(3 * 3 * 2);
    // specs are compared in canonical form: 'random:' is 'random'
    expect(fieldOf(() => buildConfig({ mode: '2p', roundRobin: ['random', 'random:'] }, null))).toBe('roundRobin[1]');
    const d = buildConfig({ mode: '2p', lineups: [['random'], ['random', 'random']], deals: 3 }, null);
    expect(gameCount(d)).toBe(3 * 2 * 2);
  });
});

describe('game numbering and shards', () => {
  const c: RunConfig = buildConfig({ mode: '3p', bots: ['random'], deals: 7, seed: 'x', ...SMALL }, null);

  it('a deal is played in every seating, on the same deal seed', () => {
    expect(gameCount(c)).toBe(7 * 6);
    const plans = Array.from({ length: 6 }, (_, r) => planGame(c, 6 + r));
    expect(new Set(plans.map((p) => p.dealSeed))).toEqual(new Set([dealSeed('x', 1)]));
    expect(plans.map((p) => p.seating)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('shards K/N partition the games by deal', () => {
    const n = 3;
    const seen = new Map<number, number>();
    for (let k = 0; k < n; k++) {
      const s = { ...c, shard: { index: k, count: n } };
      for (const g of shardGames(s)) {
        expect(planGame(c, g).deal % n).toBe(k);
        seen.set(g, (seen.get(g) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(gameCount(c));
    expect([...seen.values()].every((v) => v === 1)).toBe(true);
    expect(inShard(c, 5)).toBe(true);
  });
});

describe('playGame', () => {
  const c = buildConfig({ mode: '4p', bots: ['random'], deals: 2, seed: 's', ...SMALL }, null);

  it('is a pure function of the configuration and the game number', () => {
    const a = playGame(c, 5);
    const b = playGame(c, 5);
    expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
    expect(a.error).toBe('');
    expect(a.coins).toHaveLength(4);
    // the engine ends a game at its ply limit between turns, so a few plies past 200 are fine
    expect(['all-coins', 'ply-limit', 'stalled']).toContain(a.reason);
    expect(a.plies).toBeLessThan(200 + 50);
    // another game of the same deal differs only by seating and bot streams, not the island
    expect(playGame(c, 6).dealSeed).toBe(a.dealSeed);
  });

  it('records a game that throws with its seed and the error, and returns', () => {
    const bad = buildConfig({ mode: '2p', bots: ['test-crash', 'random'], deals: 1, seed: 's', ...SMALL }, null);
    const r = playGame(bad, 0);
    expect(r.reason).toBe('error');
    expect(r.error).toBe('Error: boom line two');
    expect(r.dealSeed).toBe(dealSeed('s', 0));
    expect(r.coins).toEqual([]);
  });
});
