/**
 * What the printed summary says in the corner cases where a figure could be read as
 * something else (audit of 2026-12-03): games cut short by the research stops, forfeits,
 * and a score column that is not coins (Pirate chess, Archipelago solo). Made-up records;
 * the counts are worked out by hand in the comments.
 */

import { describe, expect, it } from 'vitest';
import { buildConfig, planGame, RunConfig } from '../../src/harness/config.js';
import { statsTables } from '../../src/harness/outputs.js';
import type { GameRecord } from '../../src/harness/play.js';
import { summaryText } from '../../src/harness/summary.js';

/** Game g of the configuration with these scores per seat, ended for this reason; ranks as play.ts gives them. */
function rec(c: RunConfig, g: number, coins: number[], reason = 'all-coins', error = ''): GameRecord {
  const p = planGame(c, g);
  const ranks = error ? [] : coins.map((x) => 1 + coins.filter((y) => y > x).length);
  return { game: g, deal: p.deal, dealSeed: p.dealSeed, bots: p.bots, coins: error ? [] : coins, ranks, plies: 10, reason, error, ms: 1 };
}

const summary = (c: RunConfig, records: GameRecord[], extra: { errors?: number; forfeits?: number } = {}): string =>
  summaryText({ config: c, done: records.length, total: records.length, errors: extra.errors ?? 0, forfeits: extra.forfeits, complete: true, tables: statsTables(c, records), out: '/tmp/x' });

describe('games ended by the research stops', () => {
  const c = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 2, maxPlies: 300 }, null);

  it('says how many were cut at --max-plies or stalled, and how many of them count as wins and as ties', () => {
    const text = summary(c, [
      rec(c, 0, [3, 1], 'ply-limit'), rec(c, 1, [0, 0], 'ply-limit'), // one led at the stop (a win), one even (a tie)
      rec(c, 2, [2, 2], 'stalled'), rec(c, 3, [9, 7]), // a stalled tie; a finished game, not a stop
    ]);
    expect(text).toContain('2 games stopped at the ply limit (--max-plies 300), end_reason ply-limit: scored as they stood and counted as finished games: 1 with one side alone first (wins), 1 with first place shared (ties)');
    expect(text).toContain('1 game stalled (no progress: the stall rule), end_reason stalled: scored as they stood and counted as finished games: 0 with one side alone first (wins), 1 with first place shared (ties)');
  });

  it('says nothing of them when every game finished', () => {
    expect(summary(c, [rec(c, 0, [3, 1]), rec(c, 1, [0, 4])])).not.toMatch(/ply limit|stalled/);
  });

  it('in 2v2 a team alone first is a win, though both partners rank 1', () => {
    const t = buildConfig({ mode: '2v2', bots: ['heuristic', 'random', 'heuristic', 'random'], deals: 1, maxPlies: 300 }, null);
    // partners (seats 0+2, 1+3) hold the team's coins: 5 against 2 is won, 4 against 4 shared
    const text = summary(t, [rec(t, 0, [5, 2, 5, 2], 'ply-limit'), rec(t, 1, [4, 4, 4, 4], 'ply-limit')]);
    expect(text).toContain('2 games stopped at the ply limit (--max-plies 300), end_reason ply-limit: scored as they stood and counted as finished games: 1 with one side alone first (wins), 1 with first place shared (ties)');
  });
});

describe('forfeits', () => {
  const c = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 2 }, null);
  // game 0: random (seat 1) forfeits; of the others heuristic wins game 1 (seat 1), random games 2 (seat 1) and 3 (seat 0)
  const records = [
    rec(c, 0, [], 'forfeit', 'Forfeit: bot random in seat 1 forfeits: the program exited with code 3'),
    rec(c, 1, [0, 5]), rec(c, 2, [0, 5]), rec(c, 3, [5, 0]),
  ];

  it('the bot table has the forfeits column of bots.csv, and the summary says they count in no figure', () => {
    const text = summary(c, records, { errors: 1, forfeits: 1 });
    expect(text).toMatch(/bot +games +wins +ties +losses +win rate +95% per game +95% paired +blocks +mean coins +forfeits\n/);
    // heuristic: 1 win, 2 losses; random: 2 wins, 1 loss, and game 0 forfeited
    expect(text).toMatch(/\nheuristic +3 +1 +0 +2 +0\.333 .* +0\n/);
    expect(text).toMatch(/\nrandom +3 +2 +0 +1 +0\.667 .* +1\n/);
    expect(text).toContain('forfeited games count in no figure below');
  });

  it('no forfeits column when no bot forfeited', () => {
    expect(summary(c, records.slice(1))).not.toMatch(/forfeit/);
  });
});

describe('a score column that is not coins', () => {
  it('Pirate chess: the mean game score (1, ½, 0), not coins (the game has coins of its own)', () => {
    const c = buildConfig({ game: 'pirate-chess', bots: ['heuristic', 'random'], deals: 1 }, null);
    const text = summary(c, [rec(c, 0, [1, 0], 'checkmate'), rec(c, 1, [0.5, 0.5], 'ply-limit')]);
    expect(text).toMatch(/bot +games .* blocks +mean score\n/);
    expect(text).toMatch(/seat +games .* mean score\n/);
    expect(text).not.toContain('mean coins');
  });

  it('Archipelago solo: the mission score, and a win rate of 1 by construction', () => {
    const c = buildConfig({ game: 'archipelago', mode: 'solo', mission: 1, bots: ['heuristic'], deals: 2 }, null);
    // 2 coins banked, 3 living, 9 turns: 20000 + 3000 + 990
    const text = summary(c, [rec(c, 0, [23990]), rec(c, 1, [1993])]);
    expect(text).toMatch(/heuristic +2 +2 +0 +0 +1\.000 .* 12991\.50\n/);
    expect(text).toContain('solo: one seat, so every game counts as its win (win rate 1 by construction); mean score is the mission score');
    expect(text).not.toContain('mean coins');
  });

  it('Jackal keeps "mean coins"', () => {
    const c = buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 1 }, null);
    expect(summary(c, [rec(c, 0, [3, 1]), rec(c, 1, [0, 4])])).toMatch(/bot +games .* blocks +mean coins\n/);
  });
});
