/**
 * `jackal view` / `replay` of a game the journal holds as a forfeit or an error (audit of
 * 2026-12-03): the refusal says what the journal holds. Before, it read as a game that
 * ended otherwise ("coins was [], replayed [0,0]"): an external program's fault need not
 * recur when the game is played again, and a forfeit has no finished game to show.
 */

import { afterAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/harness/play.js';
import { replayRun } from '../../src/harness/replay.js';
import { writeRun } from '../support/runs.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

const R = 'random';
const lost = (game: number, reason: string, error: string): GameRecord =>
  ({ game, deal: game >> 1, dealSeed: 0, bots: [R, R], coins: [], ranks: [], plies: 7, reason, error, ms: 0 });

describe('a game in error, played again', () => {
  const forfeit = 'Forfeit: bot random in seat 1 forfeits: the program exited with code 3';
  const dir = writeRun(tempDir('forfeit'), 'forfeit', { mode: '2p', bots: [R, R], deals: 1, maxPlies: 20 },
    [lost(0, 'forfeit', forfeit), lost(1, 'error', 'Error: the disk said no')]);

  it('a forfeit: named as the journal holds it, with its message and what the replay did', () => {
    expect(() => replayRun(dir, 0)).toThrow(`game 0 is in the journal as a forfeit, no finished game (${forfeit}); played again it ends as a whole game (ply-limit at ply 20), so nothing of the recorded game can be shown`);
  });

  it('an error alike', () => {
    expect(() => replayRun(dir, 1)).toThrow('game 1 is in the journal as an error, no finished game (Error: the disk said no); played again it ends as a whole game (ply-limit at ply 20)');
  });
});
