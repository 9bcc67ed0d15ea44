/**
 * King danger (danger.ts `mapDanger`, attack.ts `kingAttacked`), which legality.ts trusts for the
 * king's own moves and for whether it stands in check: on positions of seeded random games on
 * the 117-tile island, each king's map is made once, then the king is put on every empty cell
 * of the board in turn (and left on its own), and `kingAttacked` must equal control by its
 * definition (every piece of the other side that controls, tried on each of its own moves:
 * attack.strikes), with and without the ice hint the move generator gives.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { hintIce, kingAttacked } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists, kingCell } from '../../src/pirate-chess/board.js';
import { mapDanger } from '../../src/pirate-chess/danger.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { RESULT, Result } from '../../src/pirate-chess/state.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';

afterEach(() => hintIce(null));


describe('kingAttacked on the danger map', () => {
  it('equals control by its definition for the king on its own cell and on every empty cell', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    let asked = 0, attacked = 0, inCheck = 0;
    for (let g = 0; g < 6; g++) {
      const s = newGame(o, `danger:${g}`);
      const play = new Rng(`danger-play:${g}`);
      for (let ply = 0; s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 5 === 4) {
          for (let colour = 0; colour < 2; colour++) {
            const k = kingCell(s, colour), by = 1 - colour;
            if (k < 0) continue;
            const king = s.piece[k];
            const hint = ply % 10 === 9;
            hintIce(hint ? s : null);
            mapDanger(s, by, k);
            const home = byDefinition(s, k, by);
            expect(kingAttacked(s, k, by), `game ${g} ply ${ply} colour ${colour} at home`).toBe(home);
            if (home) inCheck++;
            for (const t of ALL_CELLS) {
              if (!exists(s, t) || s.piece[t] !== 0) continue;
              s.piece[k] = 0; s.piece[t] = king;
              const want = byDefinition(s, t, by);
              expect(kingAttacked(s, t, by), `game ${g} ply ${ply} colour ${colour} king on ${cellName(t)}, hint ${hint}`).toBe(want);
              s.piece[t] = 0; s.piece[k] = king;
              asked++;
              if (want) attacked++;
            }
            hintIce(null);
          }
        }
        applyMove(s, moves[play.int(generateMoves(s, moves))]);
      }
    }
    expect(asked).toBeGreaterThan(20000);
    expect(attacked).toBeGreaterThan(asked / 10); // both answers well represented
    expect(inCheck).toBeGreaterThan(10);
  }, 120_000);
});
