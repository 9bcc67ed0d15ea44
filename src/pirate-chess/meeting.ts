/**
 * Friday meeting the missionary (PC20, PC34, PC35): both leave the game when they stand next to each
 * other at a turn's end (turn-end.ts takes them off), so the king's safety at a turn's end is
 * judged without them (legality.exposed, which asks `meetingExposed` here; chain.arrive for a tile
 * just turned over), and the legality shortcuts, which know no meeting, leave a move of either
 * to a probe while both stand on the board (`meetMayFollow`).
 *
 * Implementation notes. Only an islander who moved in this turn can stand next to the other at
 * its end: every turn starts with the two apart (the previous turn's end took any pair off; the
 * state checker, check.ts, holds it), and only a piece's own move, a tile's chain or a character
 * joining (PC19) moves or places a piece, the one that did it last being V[PEND_CELL] (fates.place,
 * apply.choose). So `meetingAt` reads one piece when the piece there is neither Friday nor the
 * missionary, which is the common case, and looks at 8 neighbours otherwise: no walk of the board.
 * An islander who came next to the other earlier in the same turn while a later follow-up made
 * another piece the pending one can only be the finder of a character who joins beside him (PC19:
 * Ben Gunn, whose placement and whose own chain follow): apply.choose then keeps the finder's cell
 * in V[MET], and `meetingAt` looks there too, so the joiner's cells and everything after them are
 * judged after the meeting, which the rest of the turn may still undo (the joiner takes an enemy
 * Friday, a bottle parts the two) or not (the joiner lost: V[PEND_CELL] -1). A promotion owed (a pawn
 * freed from a cave, V[PEND_CELL] on the enemy pawn) walks the board for a pair instead (`pairAt`);
 * an islander freed from a cave, never the pending piece, is judged where the cave frees him
 * (chain.freedMeetingExposes).
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import * as stateModule from './state.js';
import { Phase } from './state.js';
import type { State } from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS } = boardModule;
const { DIRS } = geometryModule;
const { colourOf, typeOf } = piecesModule;
const { BOTTLES, CHAIN_LIMIT, GRASS, MET, PEND_CELL, PHASE, SIDE } = stateModule;

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
 * to the missionary or the missionary next to Friday, of either side), -1 when none will; when the
 * piece there is the other side's (a freed pawn's promotion), any islander beside the other
 * (`pairAt`); when it is none of the two (or none is pending), the islander beside the one on V[MET].
 */
export function meetingAt(s: State): number {
  const c = s.v[PEND_CELL];
  if (c <= 0) return metPartner(s);
  const p = s.piece[c];
  if (ISLANDER[p] === 1) return partnerOf(s, c);
  return p !== 0 && colourOf(p) !== s.v[SIDE] ? pairAt(s) : metPartner(s); // an enemy piece pending: a freed pawn's promotion
}

/** The islander beside the one on V[MET] (the finder of a character who joined, PC19), -1 when none (V[MET] 0: the common case, one word read). */
function metPartner(s: State): number {
  const m = s.v[MET];
  return m !== 0 && ISLANDER[s.piece[m]] === 1 ? partnerOf(s, m) : -1;
}

/** The cell of the islander next to the islander on c who would meet him (the other kind, of either side), -1 when none (chain.ts: a piece freed from a cave). */
export function partnerOf(s: State, c: number): number {
  const other = (s.piece[c] & 15) === Piece.Friday ? Piece.Missionary : Piece.Friday;
  for (let d = 0; d < 8; d++) {
    const p = s.piece[c + DIRS[d]];
    if (p !== 0 && (p & 15) === other) return c + DIRS[d];
  }
  return -1;
}

/**
 * When V[PEND_CELL] holds a piece of the side not on turn: the cell of an islander beside the
 * other, -1 when none, by a walk of the board. Only an enemy pawn freed from a cave is pending so
 * (apply.afterDecision owes its promotion with PEND_CELL on it, and it stays there while the
 * promotion is judged, in PHASE Promote and after apply.play's Promote has set PHASE Play): the piece that freed it came out of
 * the other cave (chain.cave) and, Friday or the missionary, may have come out next to the other,
 * so the promotion is judged after their meeting (PC34). Any pair there met in this turn (every
 * turn starts with the two apart), so it meets at its end. Such promotions are rare: the walk costs
 * nothing that matters.
 */
function pairAt(s: State): number {
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (ISLANDER[s.piece[c]] === 1 && partnerOf(s, c) >= 0) return c;
  }
  return -1;
}

/**
 * How legality judges the king of `side` on s as it stands once the cells a and b changed (the
 * two islanders' cells): `exposed` on the board with a and b logged as changed by the probe under
 * way, the log taken back after (legality.ts passes its own, which this module cannot import:
 * legality imports it).
 */
export type JudgeChanged = (s: State, side: number, a: number, b: number) => boolean;

/**
 * legality.exposed when Friday and the missionary will meet at the turn's end (`meetingAt`: the
 * islander on V[PEND_CELL] and the one on `other`): the end takes both off (PC20), so the king is
 * judged without them (PC34). While the mover may still throw a bottle in the same turn (PC23:
 * apply.afterDecision offers it beside the piece that moved last, V[PEND_CELL], when that is ours,
 * the side holds one, no grass burns, and the decision is not the throw itself, PHASE Rum, which
 * apply.choose judges before leaving that phase, nor a promotion: a freed enemy pawn's is judged
 * after any throw, with V[PEND_CELL] on that pawn), the throw that parts them ends the turn too:
 * to the missionary he becomes a pirate and stays, to Friday Friday alone leaves. The king is safe
 * when one of these ends leaves him safe: the follow-ups then offered (pseudo.ts, Phase.Rum) are
 * judged the same way. The pieces are put back before it answers.
 */
export function meetingExposed(s: State, side: number, other: number, judge: JudgeChanged): boolean {
  const pend = s.v[PEND_CELL], mover = pend > 0 && ISLANDER[s.piece[pend]] === 1 ? pend : partnerOf(s, other); // a freed pawn's promotion: pairAt
  const a = s.piece[mover], as = s.pstat[mover], b = s.piece[other], bs = s.pstat[other], thrower = pend > 0 ? s.piece[pend] : 0;
  s.piece[mover] = 0; s.pstat[mover] = 0; s.piece[other] = 0; s.pstat[other] = 0;
  let bad = judge(s, side, mover, other);
  const phase = s.v[PHASE];
  if (bad && phase !== Phase.Rum && phase !== Phase.Promote && s.v[BOTTLES + s.v[SIDE]] > 0 && s.v[GRASS] === 0 && thrower !== 0 && colourOf(thrower) === s.v[SIDE]) {
    // the throw goes to an islander beside the thrower on V[PEND_CELL]: the mover himself (beside the other), or the joiner (V[MET])
    const friday = typeOf(a) === Piece.Friday ? mover : other, missionary = friday === mover ? other : mover;
    if (pend === mover ? pend === friday : touches(pend, missionary)) { // to the missionary: a pirate who stays, Friday too
      s.piece[friday] = typeOf(a) === Piece.Friday ? a : b; s.pstat[friday] = typeOf(a) === Piece.Friday ? as : bs;
      s.piece[missionary] = ((typeOf(a) === Piece.Friday ? b : a) & ~15) | Piece.Pirate; s.pstat[missionary] = typeOf(a) === Piece.Friday ? bs : as; // fates.drink
      bad = judge(s, side, mover, other);
      s.piece[friday] = 0; s.pstat[friday] = 0; s.piece[missionary] = 0; s.pstat[missionary] = 0;
    }
    if (bad && (pend === mover ? pend === missionary : touches(pend, friday))) { // to Friday: he alone leaves
      s.piece[missionary] = typeOf(a) === Piece.Friday ? b : a; s.pstat[missionary] = typeOf(a) === Piece.Friday ? bs : as;
      bad = judge(s, side, mover, other);
    }
  }
  s.piece[mover] = a; s.pstat[mover] = as; s.piece[other] = b; s.pstat[other] = bs;
  return bad;
}

/** Whether the cells a and b are neighbours. */
function touches(a: number, b: number): boolean {
  for (let d = 0; d < 8; d++) if (a + DIRS[d] === b) return true;
  return false;
}

/** Legality's nesting levels (legality.MAX_NEST + 1, which this module cannot import: legality imports it). */
const LEVELS = CHAIN_LIMIT + 3;
/** Per legality nesting level: BOTH[L] says whether Friday and the missionary both stand on the position judged there (`bothIslanders`) when BOTH_TAG[L] holds the tag given. */
const BOTH = new Int8Array(LEVELS);
const BOTH_TAG = new Int32Array(LEVELS);

/**
 * Whether a move of Friday or the missionary in s (the position legality judges at nesting level
 * `level`, generation `tag`: legality.TAG) may end beside the other (PC34), so that the shortcuts,
 * which know no meeting, must leave it to a probe: when the other stands on the board too (asked
 * once per generation: most have no islander move, and most positions with one have no pair).
 */
export function meetMayFollow(s: State, level: number, tag: number): boolean {
  if (BOTH_TAG[level] !== tag) { BOTH[level] = bothIslanders(s) ? 1 : 0; BOTH_TAG[level] = tag; }
  return BOTH[level] === 1;
}

/** Forgets `meetMayFollow`'s answer at `level` (legality's tags there start again from 1). */
export function forgetPair(level: number): void { BOTH_TAG[level] = 0; }
