/**
 * From records to blocks and the paired tables, on made-up records whose figures are
 * worked out by hand in the comments.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, planGame, RunConfig } from '../../src/harness/config.js';
import { statsTables, writeOutputs } from '../../src/harness/outputs.js';
import { blockComparisons, completeBlocks, pairSamples, sideBlockRows } from '../../src/harness/paired.js';
import type { GameRecord } from '../../src/harness/play.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

/** A finished game g of the configuration with these coins per seat. */
function rec(c: RunConfig, g: number, coins: number[]): GameRecord {
  const p = planGame(c, g);
  return { game: g, deal: p.deal, dealSeed: p.dealSeed, bots: p.bots, coins, ranks: coins.map(() => 1), plies: 10, reason: 'all-coins', error: '', ms: 1 };
}

describe('two bots, two seats', () => {
  // seating 0: heuristic in seat 0; seating 1: random in seat 0
  const c = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 3 }, null);
  const records = [
    rec(c, 0, [5, 1]), rec(c, 1, [3, 3]), // deal 0: heuristic wins, then a tie: heuristic scores 1 + ½ -> block ¾
    rec(c, 2, [0, 2]), rec(c, 3, [4, 1]), // deal 1: random wins both (seat 1, then seat 0): block 0
    rec(c, 4, [9, 0]), // deal 2 is not complete: left out of the paired figures
  ];

  it('keeps complete deals only, in deal order', () => {
    expect(completeBlocks(c, records).map((b) => b.map((r) => r.game))).toEqual([[0, 1], [2, 3]]);
  });

  it('the pair values are the game-pair means: ¾ and 0', () => {
    const [p] = pairSamples(c, completeBlocks(c, records));
    expect(p).toMatchObject({ a: 0, b: 1, games: 4, values: [0.75, 0], gamesPerBlock: [2, 2] });
  });

  it('the seat rows are each seat\'s mean share per deal', () => {
    // deal 0: seat 0 won once and tied once (1, ½) -> ¾; deal 1: seat 0 lost then won -> ½
    expect(sideBlockRows(c, completeBlocks(c, records))).toEqual([[0.75, 0.25], [0.5, 0.5]]);
  });

  it('the tables: pentanomial, score, seat effect', () => {
    const t = statsTables(c, records);
    // score (¾ + 0)/2 = 0.375; variance ((0.375)² + (0.375)²)/2 = 0.140625; se sqrt(0.140625/2) = 0.2651650429
    expect(t.pairs[0].penta).toEqual([1, 0, 0, 1, 0]);
    expect(t.pairs[0].score).toBeCloseTo(0.375, 12);
    expect(t.pairs[0].scoreHi - t.pairs[0].score).toBeCloseTo(1.959963984540054 * 0.2651650429, 9);
    // seat 0's effect: mean of (¾ - ½, ½ - ½) = 0.125
    expect(t.seats[0].paired.value).toBeCloseTo(0.125, 12);
    expect(t.seats[1].paired.value).toBeCloseTo(-0.125, 12);
    expect(t.bots[0].blocks).toBe(2);
  });
});

describe('more seats', () => {
  it('2v2: partners are never compared, and a seat\'s effect is its team\'s', () => {
    const c = buildConfig({ mode: '2v2', bots: ['heuristic', 'random', 'heuristic', 'random'], rotation: 'none', deals: 1 }, null);
    const r = rec(c, 0, [4, 2, 4, 2]);
    // seats 0, 2 (heuristic) against 1, 3 (random): 4 comparisons, all won by heuristic
    expect(blockComparisons(c, [[r]])).toEqual([[{ a: 0, b: 1, score: 1 }, { a: 0, b: 1, score: 1 }, { a: 0, b: 1, score: 1 }, { a: 0, b: 1, score: 1 }]]);
    expect(sideBlockRows(c, [[r]])).toEqual([[1, 0]]);
    const t = statsTables(c, [r]);
    expect(t.seats.map((s) => s.paired.value)).toEqual([0.5, -0.5, 0.5, -0.5]);
  });

  it('4p: one heuristic against three randoms is three head-to-head comparisons a game', () => {
    const c = buildConfig({ mode: '4p', bots: ['heuristic', 'random', 'random', 'random'], rotation: 'none', deals: 1 }, null);
    // heuristic 3 coins; randoms 5, 3, 1: it loses to one, ties one, beats one -> (0 + ½ + 1)/3 = ½
    const [p] = pairSamples(c, [[rec(c, 0, [3, 5, 3, 1])]]);
    expect(p.values).toEqual([0.5]);
  });
});

describe('round robin files', () => {
  it('crosstable.csv has both directions of every pair; ratings.csv is anchored at random', () => {
    const c = buildConfig({ mode: '2p', roundRobin: ['heuristic', 'random', 'mcts:iterations=5'], deals: 2 }, null);
    // 3 lineups x 2 seatings x 2 deals; coins made up so that nobody wins everything
    const records = Array.from({ length: 12 }, (_, g) => rec(c, g, g % 3 === 0 ? [2, 1] : g % 3 === 1 ? [1, 2] : [1, 1]));
    const dir = tempDir('rr');
    writeOutputs(dir, c, records);
    const cross = readFileSync(join(dir, 'crosstable.csv'), 'utf8').trimEnd().split('\n');
    expect(cross).toHaveLength(1 + 3 * 2);
    const rows = cross.slice(1).map((l) => l.split(','));
    for (const r of rows) {
      const back = rows.find((x) => x[0] === r[1] && x[1] === r[0])!;
      expect(Number(back[4])).toBeCloseTo(1 - Number(r[4]), 6);
      expect(Number(back[7])).toBeCloseTo(-Number(r[7]), 2);
    }
    const ratings = readFileSync(join(dir, 'ratings.csv'), 'utf8').trimEnd().split('\n').map((l) => l.split(','));
    expect(ratings[0]).toEqual(['bot', 'elo', 'elo_lo', 'elo_hi', 'se', 'anchor']);
    expect(ratings.find((r) => r[0] === 'random')).toEqual(['random', '0', '0', '0', '0', '1']);
  });
});
