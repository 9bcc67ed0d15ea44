/**
 * FreePirates (bots/jackal/eval-pirates.ts), the evaluation's gathered pirates, against the
 * slow truth of eval.ts (Evaluator.nearestPirate and Evaluator.enemyNear, which scan every
 * piece): on positions of random games in every mode, classic and Treasure Island, with and
 * without the expansion (its boat and outer lane), for every land cell and team; plus one
 * position checked by hand.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/jackal/apply.js';
import { cellOf, LAND_CELLS, LAND_COUNT } from '../../../src/jackal/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/jackal/movegen.js';
import { checkOptions, GameOptions, MODES } from '../../../src/jackal/options.js';
import { isTerminal } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { P_CELL, P_CREW, State } from '../../../src/jackal/state.js';
import { DEFAULT_EVAL_WEIGHTS, Evaluator, FAR } from '../../../bots/jackal/eval.js';
import { FreePirates } from '../../../bots/jackal/eval-pirates.js';

/** Checks every land cell and team of s (ev prepared for its game: the teams); returns the (cell, team) pairs checked. */
function compare(ev: Evaluator, free: FreePirates, s: State): number {
  free.collect(s);
  let checked = 0;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    for (let t = 0; t < ev.teams; t++) {
      const near = free.nearest(c, t), slow = ev.nearestPirate(s, c, t);
      if (near !== slow) throw new Error(`nearest(${c}, ${t}) = ${near}, Evaluator.nearestPirate ${slow}`);
      if (free.enemyNear(c, t) !== ev.enemyNear(s, c, t)) throw new Error(`enemyNear(${c}, ${t}) differs`);
      checked++;
    }
  }
  return checked;
}

describe('FreePirates equals the evaluator\'s piece scans', () => {
  it.each(MODES.flatMap((mode) => [['classic', 'none'], ['treasure-island', 'none'], ['classic', 'original']].map(([tiles, expansion]) => [mode, tiles, expansion])))(
    '%s, %s tiles, expansion %s: every land cell and team at every ply of a random game',
    (mode, tiles, expansion) => {
      const o = checkOptions({ mode, tiles, expansion }) as GameOptions;
      const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS), free = new FreePirates(), moves = new Int32Array(MAX_MOVES);
      let checked = 0, found = 0;
      for (let g = 0; g < 1; g++) {
        const s = newGame(o, `eval-pirates:${mode}:${tiles}:${expansion}:${g}`), rng = new Rng(`eval-pirates-play:${g}`);
        ev.prepare(s);
        for (let ply = 0; !isTerminal(s) && ply < 250; ply++) {
          checked += compare(ev, free, s);
          if (free.nearest(LAND_CELLS[ply % LAND_COUNT], 0) < FAR) found++;
          applyMove(s, moves[rng.int(generateMoves(s, moves))]);
        }
      }
      expect(checked).toBeGreaterThan(10_000);
      expect(found).toBeGreaterThan(50); // the positions do have free pirates to measure from
    },
  );

  it('by hand: a pirate two cells away on land, another aboard, an enemy beside the coin', () => {
    const s = newGame(checkOptions({ mode: '2p' }) as GameOptions, 'eval-pirates:hand');
    const free = new FreePirates();
    // crew 0's first pirate to (x 5, y 5), the others stay aboard; crew 1's first (the other
    // player's: in 2p crews 0 and 2 are one team, 1 and 3 the other) to (x 6, y 5)
    const crewPiece = (crew: number, k: number): number => {
      for (let p = 0, n = 0; p < 16; p++) if (s.u8[P_CREW + p] === crew && n++ === k) return p;
      throw new Error(`no piece ${k} of crew ${crew}`);
    };
    const mine = crewPiece(0, 0), theirs = crewPiece(1, 0);
    s.u8[P_CELL + mine] = cellOf(5, 5);
    s.u8[P_CELL + theirs] = cellOf(6, 5);
    free.collect(s);
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev.prepare(s);
    const team0 = ev.playerTeam[0];
    // (5, 7): two king steps from (5, 5); a pirate aboard walks from the land before his ship at
    // the middle of an edge, four steps or more from (5, 7), plus one turn
    expect(free.nearest(cellOf(5, 7), team0)).toBe(2);
    // the enemy at (6, 5) stands next to (7, 6) but not to (5, 7); for his own team nobody is an enemy there
    expect(free.enemyNear(cellOf(7, 6), team0)).toBe(true);
    expect(free.enemyNear(cellOf(5, 7), team0)).toBe(false);
    expect(free.enemyNear(cellOf(7, 6), ev.playerTeam[1])).toBe(false);
  });
});
