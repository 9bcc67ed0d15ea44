/**
 * A piece stops on a land cell that does not move it on, and the tile acts on it: it
 * strikes the enemies there, puts down what it carries (on a spinner it holds it), a trap
 * catches it or a comrade frees the caught (rulebook 159; TI-R6), a rum barrel makes it
 * drunk (R14; Friday leaves the game, the missionary is converted: TI-R5, TI-R6), and a
 * tile's first visitor finds what it holds: an inhabitant or bottles (TI-R1, TI-R8), the
 * grass (TI-R12), the earthquake (TI-R11), the lighthouse (TI-R13, TI-R14), the carramba
 * (TI-R17).
 */

import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import * as motionModule from './motion.js';
import * as geometryModule from './geometry.js';
import { Kind } from './tiles.js';
import * as itemsModule from './items.js';
import * as treasureIslandModule from './treasure-island.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as inhabitantsModule from './inhabitants.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const {
  CARRY_COIN, CARRY_COIN2, CARRY_ITEMS, CARRY_NONE, CARRY_TREASURE, F_CARRY, F_DRUNK_SHIFT, F_STEP_SHIFT, F_TRAPPED, F2_COIN2, F2_CONVERTED,
  F2_TREASURE, FRIDAY, HOLD_MOVING, HOLD_PIECE, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PEND_AUX, PEND_CARRY, PEND_PIECE, PENDING, PIECES_AT_U16, TILE_ARG,
  placePiece, put,
} = stateModule;
const { putMotion } = motionModule;
const { NO_CELL } = geometryModule;
const { moveItems } = itemsModule;
const { closedCount, enemyPieces, isPreacher, quakePairExists } = treasureIslandModule;
const { putItem } = coinsModule;
const { kill, lowBit, strike } = fightModule;
const { claim, meet } = inhabitantsModule;
const { turnNews } = turnEndModule;

/**
 * Ends the chain with the piece standing on a land cell that does not move it on:
 * strikes, puts down what it carries, and lets the tile act. Returns true when the
 * tile asks for a follow-up decision (PENDING set), else false (the turn may end).
 */
export function stop(s: State, p: number, cell: number, kind: number, enemies: number): boolean {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  // A trap's comrades are those who stood there before the piece came, read before the
  // strike: an enemy Friday won over by it is no comrade who came to free him (FAQ 557).
  const comrades = kind === Kind.Trap ? s.u16[PIECES_AT_U16 + cell] & ~enemyPieces(s, crew) & ~(1 << p) : 0;
  if (enemies !== 0) strike(s, cell, enemies, crew);
  placePiece(s, p, cell);
  const item = u8[PEND_CARRY];
  putMotion(s, PEND_CARRY, CARRY_NONE);
  let flags = 0;
  let flags2 = u8[P_FLAGS2 + p] & F2_CONVERTED;
  if (kind === Kind.Spinner) {
    // Friday crosses any spinner in one move: he stands at its exit (full-rules-ru.txt).
    if (p === FRIDAY) flags |= (u8[TILE_ARG + cell] - 1) << F_STEP_SHIFT;
    if (item & CARRY_COIN) flags |= F_CARRY;
    if (item & CARRY_COIN2) flags2 |= F2_COIN2;
    if (item & CARRY_TREASURE) flags2 |= F2_TREASURE;
    if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_PIECE + p, NO_CELL);
  } else {
    putItem(s, cell, item);
  }
  if (kind === Kind.Trap) {
    flags |= trap(s, p, comrades);
  } else if (kind === Kind.RumBarrel) {
    if (p === FRIDAY) { put(s, P_FLAGS2 + p, flags2); kill(s, p); return false; } // Friday meets rum and leaves
    if (isPreacher(s, p)) flags2 |= F2_CONVERTED; // the missionary drinks and is a pirate
    else flags |= 2 << F_DRUNK_SHIFT;
  }
  put(s, P_FLAGS + p, flags);
  put(s, P_FLAGS2 + p, flags2);
  if (u8[TILE_ARG + cell] !== 0 && firstVisit(s, p, cell, kind)) return true;
  meet(s, cell);
  return false;
}

/**
 * Piece p enters a trap where `comrades` (own crew or allies, as they stood before it came)
 * are: free when there are any, and then the caught among them are freed too; else caught
 * (F_TRAPPED returned). Friday is never caught, but as a comrade he frees the caught
 * (docs/RULES.md R13, TI-R6). The comrades are read before the piece strikes: an enemy
 * Friday it wins over there has not come to the trap after it, so it is caught (R13, FAQ 557).
 */
function trap(s: State, p: number, comrades: number): number {
  if (comrades === 0) return p !== FRIDAY ? F_TRAPPED : 0;
  for (let b = comrades; b !== 0; b &= b - 1) {
    const q = lowBit(b);
    put(s, P_FLAGS + q, s.u8[P_FLAGS + q] & ~F_TRAPPED);
  }
  return 0;
}

/**
 * What an unspent tile (TILE_ARG non-zero) does for the piece p that stops on it: an
 * inhabitant or bottles are claimed, the grass is lit, the earthquake and the lighthouse
 * ask for picks, the carramba asks whether he swears. Returns true when a decision is pending.
 */
function firstVisit(s: State, p: number, cell: number, kind: number): boolean {
  switch (kind) {
    case Kind.BenGunn: case Kind.Missionary: case Kind.Friday: case Kind.Bottles:
      claim(s, p, cell, kind);
      return false;
    case Kind.Grass:
      put(s, TILE_ARG + cell, 0);
      turnNews.grassLit = true;
      return false;
    case Kind.Earthquake:
      put(s, TILE_ARG + cell, 0);
      if (quakePairExists(s)) { putMotion(s, PEND_PIECE, p); put(s, PENDING, Pending.Earthquake1); return true; }
      return false;
    case Kind.Lighthouse:
      put(s, TILE_ARG + cell, 0);
      if (closedCount(s) > 0) { putMotion(s, PEND_PIECE, p); put(s, PEND_AUX, 0); put(s, PENDING, Pending.LighthousePick); return true; }
      return false;
    case Kind.Carramba:
      if (s.u8[P_CELL + p] === cell) { putMotion(s, PEND_PIECE, p); put(s, PENDING, Pending.Carramba); return true; }
      return false;
  }
  return false;
}
