/**
 * Friday meeting the missionary (PC20, PC34): both leave the game when they stand next to each
 * other at a turn's end (turn-end.ts takes them off), so the king's safety at a turn's end is
 * judged without them (legality.exposed; chain.arrive for a tile just turned over).
 *
 * Implementation notes. Only an islander who moved in this turn can stand next to the other at
 * its end: every turn starts with the two apart (the previous turn's end took any pair off; the
 * state checker, check.ts, holds it), and only a piece's own move, a tile's chain or a character
 * joining (PC19) moves or places a piece, the one that did it last being V[PEND_CELL] (fates.place,
 * apply.choose). So `meetingAt` reads one piece when the piece there is neither Friday nor the
 * missionary, which is the common case, and looks at 8 neighbours otherwise: no walk of the board.
 * Not seen this way: an islander who stepped next to the other earlier in the same turn, when a
 * later follow-up made another piece the pending one (a character joining beside the finder, a
 * pawn freed from a cave); the decision that brought the two together was judged with the meeting.
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as stateModule from './state.js';
import type { State } from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS } = boardModule;
const { DIRS } = geometryModule;
const { PEND_CELL } = stateModule;

/** ISLANDER[p] is 1 when piece byte p (0..255) is Friday or the missionary, of either side: the two who meet. */
export const ISLANDER = new Uint8Array(256);
for (let p = 0; p < 256; p++) if ((p & 15) === Piece.Friday || (p & 15) === Piece.Missionary) ISLANDER[p] = 1;

/** Whether both Friday and the missionary stand on s's board (a walk of the cells: asked once per generation, legality.ts). */
export function bothIslanders(s: State): boolean {
  let friday = false, missionary = false;
  for (let i = 0; i < 120; i++) {
    const t = s.piece[ALL_CELLS[i]] & 15;
    if (t === Piece.Friday) friday = true;
    else if (t === Piece.Missionary) missionary = true;
  }
  return friday && missionary;
}

/**
 * The cell of the islander who will meet the one on V[PEND_CELL] when the turn ends (Friday next
 * to the missionary or the missionary next to Friday, of either side), -1 when none will.
 */
export function meetingAt(s: State): number {
  const c = s.v[PEND_CELL];
  if (c <= 0 || ISLANDER[s.piece[c]] === 0) return -1;
  const other = (s.piece[c] & 15) === Piece.Friday ? Piece.Missionary : Piece.Friday;
  for (let d = 0; d < 8; d++) {
    const p = s.piece[c + DIRS[d]];
    if (p !== 0 && (p & 15) === other) return c + DIRS[d];
  }
  return -1;
}
