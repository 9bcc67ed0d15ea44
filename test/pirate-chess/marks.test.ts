/**
 * The exposure marks asked cell by cell (attack.ts `rayMarked`, which legality.ts asks instead of
 * marking every line of every launcher) against the marks made whole (`markExposure`): on
 * positions of seeded random games on the 117-tile island, with and without the ice hint, for
 * each king, on every cell of the board the two must agree, and `markLaunchers` must give the same
 * launchers and fills. Both marked and unmarked cells, and marks on launchers' lines away from
 * the king's own, must be well represented.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { hintIce, markExposure, markLaunchers, rayMarked } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, exists, kingCell } from '../../src/pirate-chess/board.js';
import { Rng } from '../../src/core/rng.js';
import { cellName } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { RESULT, Result } from '../../src/pirate-chess/state.js';

afterEach(() => hintIce(null));

describe('the exposure marks cell by cell', () => {
  it('equal the marks made whole on every cell of random positions', () => {
    const o = checkOptions({ maxPlies: 500 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    let marked = 0, unmarked = 0, offKingLines = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(o, `marks:${g}`), rng = new Rng(`marks-play:${g}`);
      for (let ply = 0; s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 3 === 2) {
          const hint = ply % 2 === 0;
          hintIce(hint ? s : null);
          for (let colour = 0; colour < 2; colour++) {
            const k = kingCell(s, colour);
            if (k < 0) continue;
            const mark = new Int32Array(240), rays = new Int32Array(240), launches = new Int32Array(240), fills = new Int32Array(240);
            const launches2 = new Int32Array(240), fills2 = new Int32Array(240);
            markExposure(s, colour, mark, rays, launches, fills, 1);
            markLaunchers(s, colour, launches2, fills2, 1);
            expect(Array.from(launches2)).toEqual(Array.from(launches));
            expect(Array.from(fills2)).toEqual(Array.from(fills));
            for (const x of ALL_CELLS) {
              if (!exists(s, x)) continue;
              const want = mark[x] === 1 || rays[x] === 1;
              expect(rayMarked(s, x, k, launches, 1), `game ${g} ply ${ply} colour ${colour} ${cellName(x)} hint ${hint}`).toBe(want);
              if (want) marked++; else unmarked++;
              if (want && rays[x] !== 1) offKingLines++;
            }
          }
          hintIce(null);
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(marked).toBeGreaterThan(5000);
    expect(unmarked).toBeGreaterThan(5000);
    expect(offKingLines).toBeGreaterThan(1000);
  }, 300_000); // 6 s alone; several times that on the shared machine under load
});
