/**
 * Legal moves into a caller's buffer: the pseudo-legal decisions (pseudo.ts), then those that
 * leave the mover's king safe (legality.ts, which probes the rest with apply.play).
 *
 * Capacity: MAX_MOVES = 1024. The worst opening decision we can build is nine queens, two
 * rooks, two bishops, two knights and a king in the open: 9·41 + 2·21 + 2·20 + 2·8 + 8 + 2
 * castlings = 477 (a queen on this 12×11 board reaches at most 21 cells as a rook and 20
 * as a bishop), plus buying back (5 types × at most 8 start cells = 40) and bottles (16): 533.
 * The largest follow-up is the airplane: every other cell, 119. So 1024 holds any of them.
 */

import { play } from './apply.js';
import { keepLegal, resumeAfterTurn } from './legality.js';
import { encodeMove, MoveKind } from './moves.js';
import { pseudo } from './pseudo.js';
import { PEND_CELL, PHASE, Phase, RESULT, Result, State } from './state.js';

export { MAX_MOVES, setShortcuts } from './legality.js';

/** Writes the legal decisions into out (length ≥ MAX_MOVES) and returns their count; 0 when the game is over. */
export function generateMoves(s: State, out: Int32Array): number {
  if (s.v[RESULT] !== Result.Playing) return 0;
  const resumed = resumeAfterTurn(s, out, play);
  if (resumed >= 0) return resumed;
  let n = keepLegal(s, out, pseudo(s, out), play);
  if (n === 0 && s.v[PHASE] === Phase.LightExt) out[n++] = encodeMove(MoveKind.Choose, s.v[PEND_CELL], 0, 0); // every extension checks our king: none
  return n;
}
