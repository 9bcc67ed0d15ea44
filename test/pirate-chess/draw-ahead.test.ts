/**
 * draw-ahead.ts: the next rollout decision drawn at the end of the turn must be drawLegal's
 * (the same decision, the same Rng draws, the same position and result), and when the side to
 * move has no legal decision the game ends as the mate test says, with the Rng untouched. Held
 * to the plain path (applyMove, then drawLegal) on every ply of random games
 * (test/bots/pirate-chess/draw-ahead-search.test.ts holds the search with it to the search without).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { drawLegal } from '../../src/pirate-chess/draw.js';
import { armDrawAhead, disarmDrawAhead, takeDrawn } from '../../src/pirate-chess/draw-ahead.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyInto, KING_AT, RESULT, Result, State } from '../../src/pirate-chess/state.js';

const O = checkOptions({}) as ChessOptions;
const same = (a: State, b: State): boolean => a.bytes.every((x, i) => x === b.bytes[i]);

/** Plays every ply of `games` random games both ways; returns the tallies. */
function holdToPlain(games: number, shortcuts: boolean): { plies: number; drawn: number; over: number; mates: number; differ: number } {
  const t = { plies: 0, drawn: 0, over: 0, mates: 0, differ: 0 };
  const moves = new Int32Array(MAX_MOVES), buf = new Int32Array(MAX_MOVES), a = new State(), b = new State();
  const ra = new Rng(0), rb = new Rng(0);
  setShortcuts(shortcuts);
  try {
    for (let g = 0; g < games; g++) {
      const s = newGame(O, `draw-ahead:${g}`), rng = new Rng(`draw-ahead-play:${g}`), draws = new Rng(`draw-ahead-draws:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const m = moves[rng.int(generateMoves(s, moves))];
        copyInto(a, s); copyInto(b, s); ra.copyFrom(draws); rb.copyFrom(draws);
        armDrawAhead(ra); applyMove(a, m); disarmDrawAhead();
        const ahead = takeDrawn(a);
        applyMove(b, m);
        const plain = b.v[RESULT] === Result.Playing && ahead >= 0 ? drawLegal(b, buf, rb) : -1;
        t.plies++;
        if (ahead >= 0) t.drawn++;
        if (b.v[RESULT] !== Result.Playing) t.over++;
        if (b.v[RESULT] === Result.WhiteMates || b.v[RESULT] === Result.BlackMates || b.v[RESULT] === Result.Stalemate) t.mates++;
        a.v[KING_AT] = b.v[KING_AT]; a.v[KING_AT + 1] = b.v[KING_AT + 1]; // the king-cell cache (state.ts), not part of the position
        if (!same(a, b) || ahead !== plain || ra.save() !== rb.save()) t.differ++;
        draws.nextU32(); // a fresh stream per ply
        applyMove(s, m);
      }
    }
  } finally { setShortcuts(true); armDrawAhead(null); }
  return t;
}

describe('pirate chess: the next decision drawn at the end of the turn (draw-ahead.ts)', () => {
  it('is drawLegal\'s decision with the same Rng draws and the same position, on every ply of random games', () => {
    const t = holdToPlain(12, true);
    expect(t.plies).toBeGreaterThan(2000);
    expect(t.drawn).toBeGreaterThan(t.plies / 2); // most plies end a turn
    expect(t.over).toBe(12); // every game ended once, as without the draw (same() holds RESULT)
    expect(t.mates).toBeGreaterThan(5); // games ended by the mate test (the Rng put back), 12 of 12 when written
    expect(t.differ).toBe(0);
  });

  it('with legality\'s shortcuts off nothing is drawn ahead (the reference asks after-turn.ts as before)', () => {
    const t = holdToPlain(2, false);
    expect(t.plies).toBeGreaterThan(100);
    expect(t.drawn).toBe(0);
    expect(t.differ).toBe(0);
  });
});
