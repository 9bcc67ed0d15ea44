/**
 * Control (attack.ts): `attacked`, which gathers the open tiles that may send a piece on to the
 * target and follows only the pieces that reach them, against control by its definition, every
 * piece of the side that controls tried on each of its own moves (`strikes`), on every cell of
 * positions from random games on the 117-tile island, with and without the ice hint the move
 * generator gives.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { attacked, hintIce } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists } from '../../src/pirate-chess/board.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { RESULT, Result } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { controlByDefinition as byDefinition } from '../support/pirate-chess-reference.js';


describe('attacked', () => {
  it('equals control by its definition on every cell of random positions', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    let checked = 0, viaTiles = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(o, `attack:${g}`);
      const rng = new Rng(`attack-play:${g}`);
      for (let ply = 0; s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 20 === 19) {
          for (const hint of [false, true]) {
            hintIce(hint ? s : null);
            for (const c of ALL_CELLS) {
              if (!exists(s, c)) continue;
              for (const by of [0, 1]) {
                const want = byDefinition(s, c, by);
                expect(attacked(s, c, by), `game ${g} ply ${ply} ${cellName(c)} by ${by}`).toBe(want);
                checked++;
              }
            }
          }
          hintIce(null);
          let open = 0;
          for (const c of ALL_CELLS) if (s.tile[c] > Tile.FaceDown) open++;
          if (open > 60) viaTiles++;
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(checked).toBeGreaterThan(10000);
    expect(viaTiles).toBeGreaterThan(5); // positions with most of the island open
  });
});
