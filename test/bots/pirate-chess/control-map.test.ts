/**
 * control-map.ts against eval.ts `plainAttacker` (the cell-by-cell scan, the slow truth): the
 * same answer on every cell of the board for both sides, in random games and in scenes built
 * to tell the precedence apart (a pawn before a cheaper-looking line, a knight before a pirate);
 * and the evaluation's best capture, judged most valuable piece first, equal to the plain loop
 * over every piece in cell order.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { ALL_CELLS, capturable, exists } from '../../../src/pirate-chess/board.js';
import { cellName } from '../../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { colourOf } from '../../../src/pirate-chess/pieces.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { cell, scene } from '../../pirate-chess/scene.js';
import { ControlMap } from '../../../bots/pirate-chess/control-map.js';
import { ChessEvaluator, DEFAULT_CHESS_WEIGHTS, NONE, PIECE_VALUE, plainAttacker } from '../../../bots/pirate-chess/eval.js';

/** The best capture as eval.ts first wrote it: every piece of the victim's side in cell order. */
function bestCaptureInOrder(ev: ChessEvaluator, s: State, by: number): number {
  let best = 0;
  for (const c of ALL_CELLS) {
    const p = s.piece[c];
    if (p === 0 || colourOf(p) !== 1 - by) continue;
    const v = PIECE_VALUE[p & 15];
    if (v <= best || !capturable(s, c)) continue;
    const a = ev.attackerOf(s, c, by);
    if (a === NONE) continue;
    const gain = ev.attackerOf(s, c, 1 - by) !== NONE ? v - a : v;
    if (gain > best) best = gain;
  }
  return best;
}

describe('control map', () => {
  it('answers every cell as plainAttacker does, and the best capture is the in-order loop\'s, in random games', () => {
    const map = new ControlMap(), ev = new ChessEvaluator({ ...DEFAULT_CHESS_WEIGHTS }), moves = new Int32Array(MAX_MOVES);
    let cells = 0, attacked = 0, captures = 0;
    for (let g = 0; g < 6; g++) {
      const s = newGame(checkOptions({ maxPlies: 400 }) as ChessOptions, `control-map:${g}`), rng = new Rng(`control-map-play:${g}`);
      for (let ply = 0; ply < 200 && s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 5 === 0) {
          map.build(s, PIECE_VALUE);
          for (const c of ALL_CELLS) {
            if (!exists(s, c)) continue;
            for (const by of [0, 1]) {
              const want = plainAttacker(s, c, by);
              expect(map.attacker(c, by), `${cellName(c)} by ${by}, game ${g} ply ${ply}`).toBe(want);
              cells++;
              if (want !== NONE) attacked++;
            }
          }
          ev.mapControl(s);
          for (const by of [0, 1]) {
            const want = bestCaptureInOrder(ev, s, by);
            expect(ev.bestCapture(s, by), `by ${by}, game ${g} ply ${ply}`).toBe(want);
            if (want > 0) captures++;
          }
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(cells).toBeGreaterThan(20_000);
    expect(attacked).toBeGreaterThan(cells / 10);
    expect(captures).toBeGreaterThan(20);
  });

  it('keeps plainAttacker\'s precedence: a pawn, else a knight, else the cheapest line or step', () => {
    // e5 is struck by the white pawn d4, the knight c4 and the rook e1: a pawn (1)
    let s = scene({ pieces: { g1: 'wK', g11: 'bK', d4: 'wP', c4: 'wN', e1: 'wR' } });
    const map = new ControlMap();
    map.build(s, PIECE_VALUE);
    expect(map.attacker(cell('e5'), 0)).toBe(1);
    // f6 is struck by the knight e4 and the pirate f5 (worth 2): the knight's 3, as plainAttacker says
    s = scene({ pieces: { g1: 'wK', g11: 'bK', e4: 'wN', f5: 'wA' } });
    map.build(s, PIECE_VALUE);
    expect(plainAttacker(s, cell('f6'), 0)).toBe(3);
    expect(map.attacker(cell('f6'), 0)).toBe(3);
    // d8 by the queen d1 behind nothing, and the rook d10: the rook's 5; a bishop blocked by a pawn strikes nothing beyond it
    s = scene({ pieces: { g1: 'wK', g11: 'bK', d1: 'wQ', d10: 'wR', a5: 'wB', b6: 'wP' } });
    map.build(s, PIECE_VALUE);
    expect(map.attacker(cell('d8'), 0)).toBe(5);
    expect(map.attacker(cell('c7'), 0)).toBe(plainAttacker(s, cell('c7'), 0));
    expect(map.attacker(cell('d8'), 1)).toBe(NONE);
  });
});
