/**
 * The land cells whose coins the evaluation's claims measure (Evaluator.values, eval.ts):
 * those where coins lie, and those where a pirate holds a coin part way up a spinner
 * (F_CARRY). Found without visiting all 117 land cells: the COINS bytes are tested a word
 * (four cells) at a time, most words being zero in a mid-game position, and the carriers
 * come from the 16 piece slots. The cells are listed in index order, the order in which
 * `values` adds the claims, so its sums are bit for bit those of a scan over LAND_CELLS
 * (test/bots/jackal/claim-cells.test.ts compares the two on many positions).
 *
 * A cell is listed when coins lie on it or a piece with F_CARRY stands on it (P_CELL); the
 * caller still tests the pieces at the cell (PIECES_AT), so a slot whose flags outlived its
 * piece cannot add a claim. Words are only tested for zero, so the byte order of `i32` does
 * not matter. Nothing here allocates after construction.
 */

import * as geometryModule from '../../src/jackal/geometry.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { CELLS, IS_LAND } = geometryModule;
const { COINS, F_CARRY, MAX_PIECES, P_CELL, P_FLAGS } = stateModule;

/** 32-bit words of the cell bit set (169 cells). */
const WORDS = (CELLS + 31) >> 5;
/** The i32 words that hold the COINS bytes: COINS .. COINS + CELLS - 1 (the first and last words may hold bytes of the fields around it). */
const COIN_WORD_FIRST = COINS >> 2;
const COIN_WORD_LAST = (COINS + CELLS - 1) >> 2;

export class ClaimCells {
  /** cells[0..count): the cells of the last `gather`, in index order. */
  readonly cells = new Uint8Array(CELLS);
  /** Bit c & 31 of word c >> 5: cell c is listed. */
  private readonly bits = new Int32Array(WORDS);

  /** Lists the land cells of s with lying coins or a coin carrier on them; returns their count. */
  gather(s: State): number {
    const u8 = s.u8, i32 = s.i32, bits = this.bits;
    for (let w = 0; w < WORDS; w++) bits[w] = 0;
    for (let w = COIN_WORD_FIRST; w <= COIN_WORD_LAST; w++) {
      if (i32[w] === 0) continue;
      const from = w << 2 > COINS ? w << 2 : COINS, to = (w << 2) + 4 < COINS + CELLS ? (w << 2) + 4 : COINS + CELLS;
      for (let b = from; b < to; b++) {
        const c = b - COINS;
        if (u8[b] !== 0 && IS_LAND[c] === 1) bits[c >> 5] |= 1 << (c & 31);
      }
    }
    for (let p = 0; p < MAX_PIECES; p++) {
      if ((u8[P_FLAGS + p] & F_CARRY) === 0) continue;
      const c = u8[P_CELL + p];
      if (c < CELLS && IS_LAND[c] === 1) bits[c >> 5] |= 1 << (c & 31);
    }
    const cells = this.cells;
    let k = 0;
    for (let w = 0; w < WORDS; w++) {
      for (let b = bits[w]; b !== 0; b &= b - 1) cells[k++] = (w << 5) + 31 - Math.clz32(b & -b);
    }
    return k;
  }
}
