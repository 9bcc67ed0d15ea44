/**
 * control-map.ts's walk also lists the cells that hold a piece (`occupied`, which the evaluation
 * reads instead of the 120 cells) and answers `controlled` (anything of a side strikes the cell)
 * from its bits: the list must be every occupied cell of ALL_CELLS in order, and `controlled`
 * must be eval.ts `plainAttacker`'s "something strikes it", on every cell, in random games.
 */

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { ALL_CELLS, exists } from '../../../src/pirate-chess/board.js';
import { cellName } from '../../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { RESULT, Result } from '../../../src/pirate-chess/state.js';
import { ControlMap } from '../../../bots/pirate-chess/control-map.js';
import { NONE, PIECE_VALUE, plainAttacker } from '../../../bots/pirate-chess/eval.js';

describe('control map walk', () => {
  it('lists every occupied cell in ALL_CELLS order and says controlled where plainAttacker finds an attacker, in random games', () => {
    const map = new ControlMap(), moves = new Int32Array(MAX_MOVES);
    let positions = 0, controlled = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `control-map-walk:${g}`), rng = new Rng(`control-map-walk-play:${g}`);
      for (let ply = 0; ply < 200 && s.v[RESULT] === Result.Playing; ply++) {
        map.build(s, PIECE_VALUE);
        const want = Array.from(ALL_CELLS).filter((c) => s.piece[c] !== 0);
        expect(Array.from(map.occupied.subarray(0, map.occupiedN)), `game ${g} ply ${ply}`).toEqual(want);
        for (const c of ALL_CELLS) {
          if (!exists(s, c)) continue;
          for (const by of [0, 1]) {
            const w = plainAttacker(s, c, by) !== NONE;
            if (w) controlled++;
            expect(map.controlled(c, by), `${cellName(c)} by ${by}, game ${g} ply ${ply}`).toBe(w);
          }
        }
        positions++;
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(positions).toBeGreaterThan(600);
    expect(controlled).toBeGreaterThan(positions * 20);
  });
});
