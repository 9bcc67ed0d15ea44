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
 *   hit[i]   which kinds of piece of side `by` strike c, a bit each: bit 0 a pawn, bit 1 a knight,
 *            then the line and step attackers, bit 2 a pirate, 3 a bishop, 4 a rook, 5 a queen,
 *            6 the king (TYPE_BIT); 0 nothing
 * `attacker` reads the precedence off the bits: a pawn, else a knight, else the least worth among
 * the line and step bits (`least`, made once per `worth` table). `build` clears `hit` (480 bytes)
 * and ORs the bits in, with no branch on what a cell held before (an epoch stamp per entry and a
 * compare of worths per step cost more). A step, jump or pawn's strike from a cell of ALL_CELLS
 * lands inside the 240-cell mailbox (geometry.ts: two rings of off-board cells round the 12x11
 * grid, and a knight's jump is two cells at most), and a line stops at the first cell off the
 * board, so `hit` is written with no bounds test. The same walk lists the cells that hold a piece
 * (`occupied`: the evaluation reads them, not the 120 cells). Nothing allocates after the first
 * build.
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
const PAWN_HIT = 1, KNIGHT_HIT = 2, LINE_HITS = 0x7c;
/** TYPE_BIT[type]: the `hit` bit of a line or step attacker of that type (pieces.Piece): bishop, rook, queen, king, pirate. */
const TYPE_BIT = Uint8Array.of(0, 0, 0, 8, 16, 32, 64, 4);

export class ControlMap {
  private readonly hit = new Uint8Array(2 * CELLS);
  /** least[hit & LINE_HITS]: the least worth among the line and step attackers the bits name (KING_ATTACKER for the king), NONE for none; made for `leastFor`. */
  private readonly least = new Float64Array(128);
  private leastFor: Float64Array | null = null;
  /** The cells that hold a piece, in ALL_CELLS order, occupied[0..occupiedN), for the position last built. */
  readonly occupied = new Int32Array(120);
  occupiedN = 0;

  /** Maps s's plain control (for `attacker` until the next call); `worth` gives a piece byte's value. */
  build(s: State, worth: Float64Array): void {
    if (worth !== this.leastFor) this.leastOf(worth);
    const hit = this.hit, occupied = this.occupied;
    hit.fill(0);
    let n = 0;
    for (let i = 0; i < 120; i++) {
      const a = ALL_CELLS[i], p = s.piece[a];
      if (p === 0) continue;
      occupied[n++] = a;
      if (!controls(s, a)) continue;
      const by = colourOf(p), t = typeOf(p), o = by * CELLS;
      if (t === Piece.Pawn) {
        const f = forward(by);
        hit[o + a + f - 1] |= PAWN_HIT; hit[o + a + f + 1] |= PAWN_HIT;
      } else if (t === Piece.Knight) {
        for (let j = 0; j < 8; j++) hit[o + a + KNIGHT[j]] |= KNIGHT_HIT;
      } else if (t === Piece.King || t === Piece.Pirate) {
        const bit = TYPE_BIT[t];
        for (let d = 0; d < 8; d++) hit[o + a + DIRS[d]] |= bit;
      } else if (t <= Piece.Queen) {
        const bit = TYPE_BIT[t];
        for (let d = FIRST_DIR[t]; d < 8; d += DIR_STEP[t]) {
          const D = DIRS[d];
          for (let x = a + D; exists(s, x); x += D) {
            hit[o + x] |= bit;
            if (s.piece[x] !== 0) break;
          }
        }
      }
    }
    this.occupiedN = n;
  }

  /** plainAttacker(s, c, by) for the position last built, c on the board. */
  attacker(c: number, by: number): number {
    const h = this.hit[by * CELLS + c];
    return (h & PAWN_HIT) !== 0 ? 1 : (h & KNIGHT_HIT) !== 0 ? 3 : this.least[h & LINE_HITS];
  }

  /** Whether anything of side `by` strikes c (attacker(c, by) !== NONE), for the position last built. */
  controlled(c: number, by: number): boolean {
    return this.hit[by * CELLS + c] !== 0;
  }

  /** Whether a piece of side `by` other than a pawn strikes c (one that may move onto c when it is empty), for the position last built. */
  mover(c: number, by: number): boolean {
    return (this.hit[by * CELLS + c] & ~PAWN_HIT) !== 0;
  }

  /** `least` for the worth table `worth` (the king KING_ATTACKER). */
  private leastOf(worth: Float64Array): void {
    this.leastFor = worth;
    for (let h = 0; h < 128; h++) {
      let v = NONE;
      for (let t = Piece.Bishop; t <= Piece.Pirate; t++) {
        if ((h & TYPE_BIT[t]) !== 0) v = Math.min(v, t === Piece.King ? KING_ATTACKER : worth[t]);
      }
      this.least[h] = v;
    }
  }
}
