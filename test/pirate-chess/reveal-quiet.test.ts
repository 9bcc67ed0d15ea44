/**
 * A real play's first tile turned over that moves nobody and asks nothing (forced.QUIET) acts
 * with no snapshot and no control test (chain.ts `arrive`, PCS5): the decision is legal, so the
 * king is as safe as on the closed tile its probe judged. With legality's shortcuts off the play
 * takes the old way (snapshots, the control test, ruling PC5); in seeded random games every
 * decision played both ways must leave the same state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { Rng } from '../../src/core/rng.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyInto, RESULT, Result, sameShown, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { QUIET } from '../../src/pirate-chess/forced.js';
import { ALL_CELLS } from '../../src/pirate-chess/board.js';

afterEach(() => setShortcuts(true));

/** How many cells are face down in s. */
function closedCells(s: State): number {
  let n = 0;
  for (let i = 0; i < 120; i++) if (s.tile[ALL_CELLS[i]] === Tile.FaceDown) n++;
  return n;
}

describe('a quiet tile turned over by a real play', () => {
  it('leaves the same state as the play with its snapshots and control test, every decision of 40 seeded random games', () => {
    const o = checkOptions({ maxPlies: 400 }) as ChessOptions;
    const moves = new Int32Array(MAX_MOVES), slow = new State();
    let decisions = 0, quietReveals = 0;
    for (let g = 0; g < 40; g++) {
      const s = newGame(o, `reveal-quiet:${g}`), rng = new Rng(`reveal-quiet-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const m = moves[rng.int(generateMoves(s, moves))];
        copyInto(slow, s);
        const closed = closedCells(s), before = new Uint8Array(s.under);
        applyMove(s, m);
        setShortcuts(false);
        applyMove(slow, m);
        setShortcuts(true);
        decisions++;
        if (closedCells(s) < closed) for (let i = 0; i < 120; i++) { const c = ALL_CELLS[i]; if (before[c] !== 0 && s.under[c] === 0 && QUIET[before[c] & 63] === 1) quietReveals++; }
        // the whole state but the king-cell cache (a control test refreshes it: not part of the position)
        const same = sameShown(slow, s) && slow.under.every((b, i) => b === s.under[i]) && slow.known.every((b, i) => b === s.known[i])
          && slow.hist.every((h, i) => h === s.hist[i]);
        if (!same) expect(`game ${g}, decision ${decisions}: states differ`).toBe('the same state');
      }
    }
    expect(decisions).toBeGreaterThan(5000);
    expect(quietReveals).toBeGreaterThan(500);
  }, 300_000);
});
