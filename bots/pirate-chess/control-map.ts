/**
 * Plain-chess control of every cell by both sides, mapped once per evaluated position: the answer
 * eval.ts `plainAttacker` gives cell by cell (the slow truth: it scans back from the cell asked),
 * found by following each piece that controls forward instead (its pawn diagonals, knight jumps,
 * king or pirate steps, and clear lines). The evaluation asks some fifty cells a position (the
 * cells round both kings, each piece that could be taken and whether it is defended); the map
 * answers each with one lookup.
 *
 * `plainAttacker`'s precedence is kept, not just the cheapest piece: a pawn (1), else a knight
 * (3), else the cheapest line or step attacker (a king KING_ATTACKER); so a pirate (2) next to a
 * cell a knight also strikes answers 3, as there. The answers hold for cells on the board (the
 * only ones asked); marks that fall off it are harmless.
 *
 * Layout, index by·CELLS + c (by the striking side, c the mailbox cell):
 *   seen[i]  the epoch of the position the entry was last written for; any other value: no attacker
 *   hit[i]   bit 0 a pawn of side by strikes c, bit 1 a knight
 *   line[i]  the worth of the cheapest line or step attacker (PIECE_VALUE; KING_ATTACKER for the king), NONE none
 * A new position bumps the epoch, so nothing is cleared per position; nothing allocates.
 */

import { ALL_CELLS, controls, exists, forward } from '../../src/pirate-chess/board.js';
import { CELLS, DIRS, KNIGHT } from '../../src/pirate-chess/geometry.js';
import { colourOf, Piece, typeOf } from '../../src/pirate-chess/pieces.js';
import type { State } from '../../src/pirate-chess/state.js';

/** No attacker (eval.ts re-exports it). */
export const NONE = 1000;
/** A king as the cheapest attacker of a defended piece: more than anything it could win. */
export const KING_ATTACKER = 50;

/** A slider's directions: DIRS from FIRST_DIR[t] by DIR_STEP[t] (bishops the odd, diagonal ones; rooks the even; queens all); 0 steps for other types. */
const FIRST_DIR = Int8Array.of(0, 0, 0, 1, 0, 0), DIR_STEP = Int8Array.of(0, 0, 0, 2, 2, 1);
const PAWN_HIT = 1, KNIGHT_HIT = 2;

export class ControlMap {
  private readonly seen = new Uint32Array(2 * CELLS);
  private readonly hit = new Uint8Array(2 * CELLS);
  private readonly line = new Float64Array(2 * CELLS);
  private epoch = 0;

  /** Maps s's plain control (for `attacker` until the next call); `worth` gives a piece byte's value. */
  build(s: State, worth: Float64Array): void {
    this.epoch = (this.epoch + 1) >>> 0 || 1; // 0 never names a position: fresh entries hold it
    for (let i = 0; i < 120; i++) {
      const a = ALL_CELLS[i], p = s.piece[a];
      if (p === 0 || !controls(s, a)) continue;
      const by = colourOf(p), t = typeOf(p), o = by * CELLS;
      if (t === Piece.Pawn) {
        const f = forward(by);
        this.strike(o, a + f - 1, PAWN_HIT); this.strike(o, a + f + 1, PAWN_HIT);
      } else if (t === Piece.Knight) {
        for (let j = 0; j < 8; j++) this.strike(o, a + KNIGHT[j], KNIGHT_HIT);
      } else if (t === Piece.King || t === Piece.Pirate) {
        const v = t === Piece.King ? KING_ATTACKER : worth[t];
        for (let d = 0; d < 8; d++) this.reach(o, a + DIRS[d], v);
      } else if (t <= Piece.Queen) {
        const v = worth[t];
        for (let d = FIRST_DIR[t]; d < 8; d += DIR_STEP[t]) {
          const D = DIRS[d];
          for (let x = a + D; exists(s, x); x += D) {
            this.reach(o, x, v);
            if (s.piece[x] !== 0) break;
          }
        }
      }
    }
  }

  /** plainAttacker(s, c, by) for the position last built, c on the board. */
  attacker(c: number, by: number): number {
    const i = by * CELLS + c;
    if (this.seen[i] !== this.epoch) return NONE;
    const h = this.hit[i];
    return (h & PAWN_HIT) !== 0 ? 1 : (h & KNIGHT_HIT) !== 0 ? 3 : this.line[i];
  }

  /** Whether a piece of side `by` other than a pawn strikes c (one that may move onto c when it is empty), for the position last built. */
  mover(c: number, by: number): boolean {
    const i = by * CELLS + c;
    return this.seen[i] === this.epoch && ((this.hit[i] & KNIGHT_HIT) !== 0 || this.line[i] !== NONE);
  }

  /** The entry of cell c for the side at offset o, made fresh for this position when it is not yet; -1 off the mailbox. */
  private entry(o: number, c: number): number {
    if (c < 0 || c >= CELLS) return -1;
    const i = o + c;
    if (this.seen[i] !== this.epoch) { this.seen[i] = this.epoch; this.hit[i] = 0; this.line[i] = NONE; }
    return i;
  }

  private strike(o: number, c: number, bit: number): void {
    const i = this.entry(o, c);
    if (i >= 0) this.hit[i] |= bit;
  }

  private reach(o: number, c: number, v: number): void {
    const i = this.entry(o, c);
    if (i >= 0 && v < this.line[i]) this.line[i] = v;
  }
}
