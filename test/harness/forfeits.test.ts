/**
 * bots.csv's `forfeits` column: on made-up records, the games each bot gave up (end_reason
 * forfeit, its seat named in the error as an external bot names it), counted by hand.
 */

import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, planGame, RunConfig } from '../../src/harness/config.js';
import { forfeitSeat } from '../../src/harness/forfeits.js';
import { writeOutputs } from '../../src/harness/outputs.js';
import type { GameRecord } from '../../src/harness/play.js';
import { csvRows } from './stats/run-files.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

function rec(c: RunConfig, g: number, forfeitBy: number | null): GameRecord {
  const p = planGame(c, g);
  const base = { game: g, deal: p.deal, dealSeed: p.dealSeed, bots: p.bots, plies: 10, ms: 1 };
  if (forfeitBy === null) return { ...base, coins: [2, 1], ranks: [1, 2], reason: 'all-coins', error: '' };
  // the text the game loop records for an external bot's Forfeit (play.ts oneLine, external-bot.ts)
  return { ...base, coins: [], ranks: [], reason: 'forfeit', error: `Forfeit: bot ${p.bots[forfeitBy]} in seat ${forfeitBy} forfeits: no reply within 50 ms` };
}

describe('bots.csv counts each bot\'s forfeits', () => {
  const A = 'heuristic'; // any registered bots: the records are made up, so none is run
  const B = 'random';
  // seating 0 puts A in seat 0, seating 1 puts B in seat 0 (games 2k, 2k+1 are deal k's two seatings)
  const c = buildConfig({ mode: '2p', bots: [A, B], deals: 3 }, null);

  it('the forfeiting seat is read from the error; a record that is no forfeit has none', () => {
    expect(planGame(c, 0).bots).toEqual([A, B]);
    expect(planGame(c, 1).bots).toEqual([B, A]);
    expect(forfeitSeat(rec(c, 1, 1))).toBe(1);
    expect(forfeitSeat(rec(c, 0, null))).toBe(-1);
    expect(forfeitSeat({ ...rec(c, 0, 0), error: 'Forfeit: gave up' })).toBe(-1); // no seat named: counted for no bot
  });

  it('A forfeits games 0 (seat 0) and 3 (seat 1), B game 4 (seat 1): forfeits 2 and 1, and only the 3 clean games count as games', () => {
    const records = [rec(c, 0, 0), rec(c, 1, null), rec(c, 2, null), rec(c, 3, 1), rec(c, 4, 1), rec(c, 5, null)];
    expect(records[4].bots[1]).toBe(B);
    const dir = tempDir('forfeits');
    writeOutputs(dir, c, records);
    const rows = csvRows(dir, 'bots.csv');
    expect(rows.map((r) => [r.bot, r.games, r.forfeits])).toEqual([[A, '3', '2'], [B, '3', '1']]);
  });
});
