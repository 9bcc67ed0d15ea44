/**
 * Random games with the state checker after every decision (src/pirate-chess/check.ts), the position
 * JSON round trip, and the repetition hash kept against a recompute.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { Rng } from '../../src/core/rng.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { RESULT } from '../../src/pirate-chess/state.js';
import { checkState } from '../../src/pirate-chess/check.js';

describe('pirate chess invariants', () => {
  it('random games keep every invariant after every decision', () => {
    const o = checkOptions({ maxPlies: 300 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES);
    const reasons = new Set<number>();
    for (let g = 0; g < 6; g++) {
      const s = newGame(o, `inv:${g}`);
      const rng = new Rng(`inv-play:${g}`);
      expect(checkState(s)).toEqual([]);
      for (let ply = 0; ; ply++) {
        const n = generateMoves(s, moves);
        if (n === 0) break;
        applyMove(s, moves[rng.int(n)]);
        const bad = checkState(s);
        if (bad.length) throw new Error(`game ${g} ply ${ply}: ${bad.join('; ')}`);
        if (ply % 23 === 0) {
          const back = fromPosition(JSON.parse(JSON.stringify(toPosition(s))));
          expect(toPosition(back as never)).toEqual(toPosition(s));
        }
      }
      reasons.add(s.v[RESULT]);
    }
    expect(reasons.size).toBeGreaterThan(1);
  });
});
