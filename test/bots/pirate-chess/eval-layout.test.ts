/**
 * tile-reach.ts keeps its list of the tiles that send a piece on per layout era (launchers.ts), so
 * one evaluator scoring position after position reuses it while the tiles of the layout stand:
 * its `margin` must equal a fresh evaluator's (which lists the tiles afresh) on every position of
 * random games, through the tiles they turn over (new arrows, horses, ice and balloons end an era).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { RESULT, Result } from '../../../src/pirate-chess/state.js';
import { ChessEvaluator, DEFAULT_CHESS_WEIGHTS } from '../../../bots/pirate-chess/eval.js';

describe('evaluation across tile layouts', () => {
  it('one evaluator scores every position of random games as a fresh one does', () => {
    const kept = new ChessEvaluator({ ...DEFAULT_CHESS_WEIGHTS }), moves = new Int32Array(MAX_MOVES);
    let positions = 0, differing = 0;
    for (let g = 0; g < 6; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `eval-layout:${g}`), rng = new Rng(`eval-layout-play:${g}`);
      let last = NaN;
      for (let ply = 0; ply < 300 && s.v[RESULT] === Result.Playing; ply++) {
        for (const side of [0, 1]) {
          const want = new ChessEvaluator({ ...DEFAULT_CHESS_WEIGHTS }).margin(s, side);
          expect(kept.margin(s, side), `game ${g} ply ${ply} side ${side}`).toBe(want);
          if (side === 0 && want !== last) differing++;
          if (side === 0) last = want;
        }
        positions++;
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(positions).toBeGreaterThan(1000);
    expect(differing).toBeGreaterThan(positions / 4);
  });
});
