/**
 * Castling onto tiles (ruling PC25): the king and the rook go to their cells, both tiles are
 * turned over at once, the king's tile acts first (`castle`), the rook's when the king's tile
 * and the follow-ups it asks for are done (`castledRook`, called by apply.ts).
 */

import * as attackModule from './attack.js';
import { How } from './chain.js';
import * as chainModule from './chain.js';
import * as fatesModule from './fates.js';
import * as geometryModule from './geometry.js';
import * as legalityModule from './legality.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as turnEndModule from './turn-end.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { inCheck, noteIce } = attackModule;
const { act, arrive, dropSnapshot, noteReveal, rookTileTurned, takeSnapshot } = chainModule;
const { place } = fatesModule;
const { fileOf } = geometryModule;
const { BAD, OK, PENDING } = legalityModule;
const { copyInto, PEND_CELL, ROOK_TILE, SIDE, START } = stateModule;
const { beginTurn } = turnEndModule;

/**
 * Castling (ruling PC25; seed line 14: "В случае рокировки клетки, на которые пошли король и
 * ладья, вскрываются одновременно, но первым действует эффект клетки, на которой оказался
 * король"): the king and the rook both go to their cells, both tiles are turned over at once,
 * and the king's tile acts first, with the rook already on its cell (an arrow pointing at it
 * does not act on the king: the cell holds his own piece). The rook's tile acts when the
 * king's tile and the follow-ups it asks for are done (castledRook). Line 15 holds for each
 * tile as for any turned over (PC5): one whose effect would leave the king in check does not act.
 */
export function castle(s: State, from: number, to: number, probe: boolean): number {
  beginTurn(s, from);
  const short = to > from, rookFrom = short ? from + 3 : from - 4, rookTo = short ? from + 1 : from - 1;
  place(s, rookFrom, rookTo);
  place(s, from, to);
  const fresh = !probe && s.tile[rookTo] === Tile.FaceDown && s.under[rookTo] !== 0;
  if (fresh) { s.tile[rookTo] = s.under[rookTo]; s.under[rookTo] = 0; noteReveal(); noteIce(s, rookTo); }
  s.v[ROOK_TILE] = rookTo | (fresh ? 256 : 0);
  const r = arrive(s, to, from, short ? 1 : -1, 2, How.Step, probe); // the king's tile first
  if (r !== BAD || !fresh) return r; // OK: the rook's tile acts next (play); PENDING: after the king's follow-ups
  // his own tile went face down again and the open rook's tile checks him: it goes face down too (PC5)
  s.under[rookTo] = s.tile[rookTo]; s.tile[rookTo] = Tile.FaceDown; s.v[ROOK_TILE] = 0;
  return inCheck(s, s.v[SIDE]) ? BAD : OK;
}

/**
 * The castled rook's tile acts (ROOK_TILE, then cleared), from the rook's start: an open tile
 * as any (its effect is known), one turned over with the king's by ruling PC5 (its effect
 * leaving the king in check, it does not act; its mere presence checking him, it goes face
 * down again). The king stays the piece that moved (PEND_CELL) unless the rook's tile asks for
 * a follow-up.
 */
export function castledRook(s: State, probe: boolean): number {
  const code = s.v[ROOK_TILE], cell = code & 255, side = s.v[SIDE], king = s.v[PEND_CELL];
  const short = fileOf(cell) === 7, rookFrom = short ? cell + 2 : cell - 3;
  s.v[ROOK_TILE] = 0;
  s.v[START] = rookFrom; s.v[PEND_CELL] = cell;
  let r: number;
  if (code < 256) r = arrive(s, cell, rookFrom, short ? -1 : 1, short ? 2 : 3, How.Step, probe);
  else {
    const open = takeSnapshot(s);
    rookTileTurned(); // just turned over: a choice with no safe way does not act (PC30)
    r = act(s, cell, rookFrom, short ? -1 : 1, short ? 2 : 3, How.Step, false);
    dropSnapshot();
    if (r !== PENDING && (r === BAD || inCheck(s, side))) {
      copyInto(s, open);
      if (inCheck(s, side)) { s.under[cell] = s.tile[cell]; s.tile[cell] = Tile.FaceDown; }
      r = inCheck(s, side) ? BAD : OK;
    }
  }
  if (r === OK) s.v[PEND_CELL] = king;
  return r;
}
