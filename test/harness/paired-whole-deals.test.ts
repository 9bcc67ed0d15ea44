/**
 * A deal counts in the paired figures only whole (audit of 2026-12-03): a deal one of
 * whose games ended in a forfeit or an error is left out of every blocked figure (bots'
 * paired interval, seat effects and p_all_equal, head to head and pentanomial, ratings,
 * SPRT), so those figures equal the same run's without that deal, while the per-game
 * figures still count the deal's finished games. Made-up records.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, gamesPerDeal, planGame, RunConfig } from '../../src/harness/config.js';
import { statsTables, Tables, writeOutputs } from '../../src/harness/outputs.js';
import type { GameRecord } from '../../src/harness/play.js';
import { sprtOf } from '../../src/harness/sequential.js';
import { summaryText } from '../../src/harness/summary.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

/** Game g of the configuration with these coins per seat (ranks as the coins give them), or ended for `reason` with `error`. */
function rec(c: RunConfig, g: number, coins: number[], reason = 'all-coins', error = ''): GameRecord {
  const p = planGame(c, g);
  const ranks = error ? [] : coins.map((x) => 1 + coins.filter((y) => y > x).length);
  return { game: g, deal: p.deal, dealSeed: p.dealSeed, bots: p.bots, coins: error ? [] : coins, ranks, plies: 10, reason, error, ms: 1 };
}

/** Game g of the configuration forfeited by its bot in seat 1. */
const forfeit = (c: RunConfig, g: number): GameRecord =>
  rec(c, g, [], 'forfeit', `Forfeit: bot ${planGame(c, g).bots[1]} in seat 1 forfeits: the program exited with code 3`);

/** Every figure taken over blocks. */
const paired = (t: Tables): unknown => ({
  bots: t.bots.map((r) => [r.blocks, r.paired]),
  seats: t.seats.map((r) => [r.blocks, r.paired]),
  seatTest: t.seatTest,
  pairs: t.pairs,
  ratings: t.ratings,
});

/** Coins of game g that vary from game to game, so that no two deals score alike. */
const coins2 = (g: number): number[] => [[5, 1], [2, 2], [0, 3], [4, 1], [1, 6], [3, 0], [2, 5], [6, 2]][g % 8];

describe('a forfeit in one seating of a 2p deal', () => {
  const c = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 4 }, null);
  const whole = Array.from({ length: 8 }, (_, g) => rec(c, g, coins2(g)));
  // deal 1 = games 2 and 3: game 3 is forfeited, game 2 finished
  const withForfeit = whole.map((r) => (r.game === 3 ? forfeit(c, 3) : r));
  const without = whole.filter((r) => r.deal !== 1);

  it('the paired figures are those of the run without that deal', () => {
    const t = statsTables(c, withForfeit);
    expect(t.pairs[0].blocks).toBe(3);
    expect(t.pairs[0].penta).not.toBeNull();
    expect(paired(t)).toEqual(paired(statsTables(c, without)));
  });

  it('the per-game figures still count the deal\'s finished game (unchanged)', () => {
    const t = statsTables(c, withForfeit);
    expect(t.bots.map((r) => r.games)).toEqual([7, 7]);
    expect(t.seats.map((r) => r.games)).toEqual([7, 7]);
  });

  it('the CSV notes and the summary say how many deals were left out and why', () => {
    const dir = tempDir('whole-deals');
    const t = writeOutputs(dir, c, withForfeit);
    expect(t.leftOut).toEqual({ forfeit: 1, error: 0 });
    const note = '1 deal left out of the paired figures (1 with a forfeit): a deal counts only whole, all its seatings finished';
    for (const file of ['seats.csv', 'crosstable.csv', 'ratings.csv']) {
      const rows = readFileSync(join(dir, file), 'utf8').trimEnd().split('\n').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row, file).toContain(note);
    }
    const text = summaryText({ config: c, done: 8, total: 8, errors: 1, forfeits: 1, complete: true, tables: t, out: dir });
    expect(text).toContain(`${note}, so blocks stay balanced by seat`);
  });
});

describe('an error in one seating of a 3p deal', () => {
  const c = buildConfig({ mode: '3p', bots: ['heuristic', 'random', 'mcts:iterations=5'], deals: 4 }, null);
  const per = gamesPerDeal(c);
  const coins = (g: number): number[] => [[3, 1, 0], [0, 2, 2], [1, 4, 2], [5, 0, 1], [2, 2, 2], [0, 1, 3], [1, 0, 0]][g % 7];
  const whole = Array.from({ length: 4 * per }, (_, g) => rec(c, g, coins(g)));
  // the second game of deal 1 ends in an error
  const withError = whole.map((r) => (r.game === per + 1 ? rec(c, r.game, [], 'error', 'Error: engine stuck') : r));

  it('seat effects, p_all_equal, head to head and ratings are those of the run without that deal', () => {
    const t = statsTables(c, withError);
    expect(t.seats[0].blocks).toBe(3);
    expect(paired(t)).toEqual(paired(statsTables(c, whole.filter((r) => r.deal !== 1))));
    expect(t.seats[0].games).toBe(4 * per - 1);
    expect(t.leftOut).toEqual({ forfeit: 0, error: 1 });
  });
});

describe('SPRT', () => {
  const c = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 4, sprt: 'elo0=0,elo1=100,alpha=0.05,beta=0.05' }, null);
  const whole = Array.from({ length: 8 }, (_, g) => rec(c, g, coins2(g)));

  it('skips a deal with a forfeit and counts the deals after it', () => {
    const withForfeit = whole.map((r) => (r.game === 1 ? forfeit(c, 1) : r));
    const s = sprtOf(c, withForfeit)!;
    // the reference: deals 1 to 3 played as deals 0 to 2 of a 3-deal run (the same seatings: game g + 2 sits as game g)
    const c3 = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 3, sprt: 'elo0=0,elo1=100,alpha=0.05,beta=0.05' }, null);
    const ref = sprtOf(c3, whole.filter((r) => r.deal !== 0).map((r) => ({ ...r, game: r.game - 2, deal: r.deal - 1 })))!;
    expect(ref.blocks).toBe(3);
    expect(s.blocks).toBe(3);
    expect(s.llr).toBe(ref.llr);
    expect(s.games).toBe(6);
    expect(s.skipped).toBe(1);
    expect(statsTables(c, withForfeit).pairs[0].blocks).toBe(3);
  });
});
