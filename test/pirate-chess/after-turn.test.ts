/**
 * The work kept for the next generation (after-turn.ts): at the end of a turn (`legalAfterTurn`)
 * and when a real play's tile asks its player where to send the piece (`legalChoiceOwed`, called
 * by chain.offerChoice). The list the next generation resumes from that work must be the list the
 * copy-and-play reference (test/support/pirate-chess-reference.ts) makes afresh, in the same order,
 * and nothing may be kept for a position the work did not judge (a tile with no legal choice does
 * not act and the play goes on).
 */
import { describe, expect, it } from 'vitest';
import { resumeAfterTurn } from '../../src/pirate-chess/after-turn.js';
import { applyMove, play } from '../../src/pirate-chess/apply.js';
import { Rng } from '../../src/core/rng.js';
import { MAX_MOVES, generateMoves } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyInto, PHASE, Phase, RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { legal, play as playMoves, scene } from './scene.js';

describe('the legal list resumed after a real play', () => {
  it('equals the reference on every position of 24 seeded random games, follow-up choices included', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const kept = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES), fresh = new Int32Array(MAX_MOVES);
    const copy = new State();
    let resumedTurns = 0, resumedChoices = 0, choices = 0;
    for (let g = 0; g < 24; g++) {
      const s = newGame(o, `after-turn:${g}`);
      const rng = new Rng(`after-turn-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        copyInto(copy, s); // another state object: nothing kept stands for it
        const k = resumeAfterTurn(s, kept, play); // -1: no kept work stands for s
        const n = k >= 0 ? k : generateMoves(s, kept);
        if (s.v[PHASE] === Phase.Choose) { choices++; if (k >= 0) resumedChoices++; } else if (k >= 0) resumedTurns++;
        const m = referenceLegal(copy, slow), f = generateMoves(copy, fresh);
        const text = (buf: Int32Array, c: number) => Array.from(buf.subarray(0, c), (x) => formatMove(s, x)).join(' ');
        if (n !== m || kept.subarray(0, n).some((x, i) => x !== slow[i])) expect(`${g}:${s.v[4]}: ${text(kept, n)}`).toBe(`${g}:${s.v[4]}: ${text(slow, m)}`);
        if (f !== m || fresh.subarray(0, f).some((x, i) => x !== slow[i])) expect(`${g}:${s.v[4]}: ${text(fresh, f)}`).toBe(`${g}:${s.v[4]}: ${text(slow, m)}`);
        applyMove(s, kept[rng.int(n)]);
      }
    }
    // the kept work served most turns and most of the tiles' choices (the counts of this seed set: a broken keep shows as 0)
    expect(resumedTurns).toBeGreaterThan(3000);
    expect(choices).toBeGreaterThan(500);
    expect(resumedChoices).toBeGreaterThan(choices / 2);
  }, 300_000);
});

describe('a tile with no legal choice keeps nothing', () => {
  it('a pawn blocking a check onto a closed two-way arrow on its last cell: the arrow does not act, and its promotions are listed', () => {
    // the black rook on j11 checks the white king on c11 along the last rank; the pawn e10-e11 blocks it on a closed arrow
    // pointing north (off the board: the pawn lost) and south (back to e10): either way opens the rank, so the arrow does
    // not act (PC6) and the pawn, on its last cell, is promoted next. The legal list of that position is the reference's.
    const s = playMoves(scene({ pieces: { c11: 'wK', e10: 'wP', j11: 'bR', h5: 'bK' }, closed: { e11: 'arrow-2s/0' } }), 'e10-e11');
    expect(s.v[PHASE]).toBe(Phase.Promote);
    const copy = new State();
    copyInto(copy, s);
    const fast = legal(s); // first: any other generation at the top level would void what the play kept
    const slow = new Int32Array(MAX_MOVES), m = referenceLegal(copy, slow);
    expect(m).toBeGreaterThan(0);
    expect(fast).toEqual(Array.from(slow.subarray(0, m), (x) => formatMove(copy, x)).sort()); // legal() sorts
  });
});
