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
import { progressDetail } from '../../src/harness/report.js';
import { summaryText } from '../../src/harness/summary.js';
import { cellNumber, csvRows, expectAgreement, expectInRange } from './stats/run-files.js';
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
    // score (¾ + 0)/2 = 0.375; its paired interval (score-interval.test.ts's python3): 0.06234191560866331 to 0.8441057798696983
    expect(t.pairs[0].penta).toEqual([1, 0, 0, 1, 0]);
    expect(t.pairs[0].score).toBeCloseTo(0.375, 12);
    expect(t.pairs[0].scoreLo).toBeCloseTo(0.06234191560866331, 12);
    expect(t.pairs[0].scoreHi).toBeCloseTo(0.8441057798696983, 12);
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
    const records = Array.from({ length: 12 }, (_, g) => rec(c, g, g % 3 === 0 ? [2, 1] : g % 3 === 1 ? [1, 2] : [1, 1]))
      .map((r) => ({ ...r, ranks: r.coins.map((x) => 1 + r.coins.filter((y) => y > x).length) })); // ranks as the coins give them
    const dir = tempDir('rr');
    writeOutputs(dir, c, records);
    const cross = readFileSync(join(dir, 'crosstable.csv'), 'utf8').trimEnd().split('\n');
    expect(cross).toHaveLength(1 + 3 * 2);
    const rows = csvRows(dir, 'crosstable.csv');
    for (const r of rows) {
      const back = rows.find((x) => x.bot === r.opponent && x.opponent === r.bot)!;
      expect(cellNumber(back.score)).toBeCloseTo(1 - cellNumber(r.score), 6);
      const elo = cellNumber(r.elo);
      if (Number.isFinite(elo)) expect(cellNumber(back.elo)).toBeCloseTo(-elo, 2); else expect(cellNumber(back.elo)).toBe(-elo);
    }
    const ratings = readFileSync(join(dir, 'ratings.csv'), 'utf8').trimEnd().split('\n').map((l) => l.split(','));
    expect(ratings[0]).toEqual(['bot', 'elo', 'elo_lo', 'elo_hi', 'se', 'anchor', 'group', 'reference', 'group_elo', 'group_elo_lo', 'group_elo_hi', 'note']);
    expect(ratings.find((r) => r[0] === 'random')).toEqual(['random', '0', '0', '0', '0', '1', '0', 'random', '0', '0', '0', '']);
    // heuristic won every game against random, yet random beat mcts and mcts heuristic: one bounded group, in that order
    expect(rows.find((r) => r.bot === 'heuristic' && r.opponent === 'random')!.note).toBe('score 1.0: Elo unbounded');
    expect(ratings.slice(1).map((r) => r[6])).toEqual(['0', '0', '0']);
    expectAgreement(dir, c, records);
    expectInRange(dir, 2);
  });
});

describe('a round robin where one bot loses every game', () => {
  // random, heuristic and a lookahead (R, H, L), 4 deals; random scores 0 in every game; H against L: deal 0 the
  // seat-0 bot wins both games (a pair split 1-1, block ½), deals 1-3 H wins both (block 1): score 7/8
  const R = 'random', H = 'heuristic', L = 'heuristic:lookahead=1';
  const c = buildConfig({ mode: '2p', roundRobin: [R, H, L], deals: 4 }, null);
  const records = Array.from({ length: 24 }, (_, g) => {
    const p = planGame(c, g);
    const winner = p.bots.includes(R) ? 1 - p.bots.indexOf(R) : p.deal === 0 ? 0 : p.bots.indexOf(H);
    const coins = winner === 0 ? [3, 0] : [0, 3];
    return { ...rec(c, g, coins), ranks: winner === 0 ? [1, 2] : [2, 1] };
  });
  const dir = tempDir('rr-loser');
  writeOutputs(dir, c, records);
  const cross = csvRows(dir, 'crosstable.csv');
  const ratings = csvRows(dir, 'ratings.csv');
  const z2 = 1.959963984540054 ** 2;

  it('crosstable: a score of 0 or 1 is an unbounded Elo with its finite bound, never a blank elo_hi', () => {
    const hr = cross.find((r) => r.bot === H && r.opponent === R)!;
    // by hand: 4 deals all won -> score interval [4 / (4 + z²), 1] = [0.510109, 1]; Elo of 0.510109 = 7.03 (python3: 7.025523715075992)
    expect([hr.score, hr.score_lo, hr.score_hi]).toEqual(['1', String(Number((4 / (4 + z2)).toFixed(6))), '1']);
    expect([hr.elo, hr.elo_lo, hr.elo_hi, hr.note]).toEqual(['inf', '7.03', 'inf', 'score 1.0: Elo unbounded']);
    const rh = cross.find((r) => r.bot === R && r.opponent === H)!;
    expect([rh.elo, rh.elo_lo, rh.elo_hi, rh.note]).toEqual(['-inf', '-inf', '-7.03', 'score 0.0: Elo unbounded']);
    const hl = cross.find((r) => r.bot === H && r.opponent === L)!;
    expect(cellNumber(hl.score)).toBe(0.875);
    expect(cellNumber(hl.elo)).toBeCloseTo(-400 * Math.log10(1 / 7), 2); // 338.04
    expect(hl.note).toBe('');
  });

  it('ratings: random is the anchor, the others above it without bound, and fitted among themselves', () => {
    expect(ratings.map((r) => [r.bot, r.elo, r.group, r.reference])).toEqual([[R, '0', '0', R], [H, 'inf', '1', H], [L, 'inf', '1', H]]);
    expect(ratings[1].note).toBe(`above ${R} without bound: its group (${H}, ${L}) won all 16 meetings with ${R}`);
    expect(cellNumber(ratings[2].group_elo)).toBeCloseTo(-400 * Math.log10(7), 2);
  });

  it('ratings, crosstable and report agree', () => expectAgreement(dir, c, records));

  it('the printed summary says what is unbounded and why, instead of "- ± -"', () => {
    const text = summaryText({ config: c, done: 24, total: 24, errors: 0, complete: true, tables: statsTables(c, records), out: dir });
    expect(text).not.toMatch(/- ± -/);
    expect(text).toMatch(/random vs heuristic +4 +0\.000 +0\.000 to 0\.490 +score 0\.0: Elo unbounded +<= -7\.0 +2\.3%/);
    expect(text).toMatch(/heuristic +\+inf +- +heuristic = 0/);
    expect(text).toMatch(new RegExp(`${L.replace(/[:=]/g, '.')} +\\+inf +- +-338\\.0 \\(.+\\) against heuristic`));
    expect(text).toContain(`above ${R} without bound: its group (${H}, ${L}) won all 16 meetings with ${R}`);
    // seat rows (seat 0, seat 1): deal 0 (2/3, 1/3), deals 1-3 (½, ½); contrasts 1/3, 0, 0, 0: mean 1/12, population
    // variance 1/48, W = 4 (1/12)² / (1/48) = 4/3, p = erfc(sqrt(2/3)) = 0.2482 (python3)
    expect(text).toContain('all seats equal: chi-square 1.33 on 1 df, p = 0.2482');
  });

  it('the progress line of a two-bot run that won every deal says the Elo is unbounded', () => {
    const two = buildConfig({ mode: '2p', bots: [H, R], deals: 2 }, null);
    const games = [0, 1, 2, 3].map((g) => { const p = planGame(two, g); return rec(two, g, p.bots.map((b) => (b === H ? 3 : 0))); });
    expect(progressDetail(two, games, null)).toBe(`${H} 1.000 vs ${R}, score 1.0: Elo unbounded (2 blocks)`);
    // deal 0 with seat 0 winning both games: a pair split 1-1, score ½, Elo 0 with a width
    expect(progressDetail(two, [rec(two, 0, [3, 0]), rec(two, 1, [3, 0])], null)).toMatch(/^heuristic 0\.500 vs random, Elo 0\.0 ± \d+\.\d \(1 block\)$/);
  });

  it('no figure lies outside its range, and every interval has a width', () => expectInRange(dir, 2));
});
