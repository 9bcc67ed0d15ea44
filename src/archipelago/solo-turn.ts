/**
 * The end of a pirate's move in solo play (line 1177-1179): the rum wears off, the game
 * ends when no coin is left to bring to the bank (or every pirate is dead), else the next
 * living pirate in the order black, yellow, red moves; after the last of them the bear
 * takes its step and the turn is over. apply.ts calls this instead of the crews' turn end.
 * Allocates nothing.
 *
 * The end is tested after every pirate's move, before the bear's step: the moment the last
 * coin lies in the bank the puzzle is solved, and the turn under way counts as a whole turn
 * (V[TURNS] is then the turns used, the card's measure).
 */

import * as bearModule from './bear.js';
import * as soloStateModule from './solo-state.js';
import { Phase, Result, State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { bearStep } = bearModule;
const { coinsAbroad, SOLO_ON, SOLO_PIRATES } = soloStateModule;
const { CARRY, CHAIN, DRUNK_MASK, DRUNK_SHIFT, MOVED, OUT, P_CELL, P_STAT, PEND_CELL, PEND_PIECE, PHASE, RESULT, START, TURNS } = stateModule;

/** The next living pirate from `from` on in the order of moving, or SOLO_PIRATES when none. */
function nextLiving(s: State, from: number): number {
  let p = from;
  while (p < SOLO_PIRATES && s.u8[P_CELL + p] === OUT) p++;
  return p;
}

export function soloCloseTurn(s: State): void {
  const p = s.v[SOLO_ON];
  const dr = (s.u8[P_STAT + p] & DRUNK_MASK) >> DRUNK_SHIFT;
  if (dr > 0) s.u8[P_STAT + p] = (s.u8[P_STAT + p] & ~DRUNK_MASK) | ((dr - 1) << DRUNK_SHIFT);
  s.v[PHASE] = Phase.Play;
  s.v[MOVED] = -1; s.v[START] = -1; s.v[CHAIN] = 0; s.v[PEND_PIECE] = -1; s.v[PEND_CELL] = -1; s.v[CARRY] = 0;
  if (coinsAbroad(s) === 0) { s.v[TURNS]++; s.v[RESULT] = Result.AllCoins; s.v[PHASE] = Phase.Over; return; }
  let next = nextLiving(s, p + 1);
  if (next === SOLO_PIRATES) { // the pirates have moved: the bear's step ends the turn (line 1178)
    bearStep(s);
    s.v[TURNS]++;
    next = nextLiving(s, 0);
  }
  if (next === SOLO_PIRATES) { s.v[RESULT] = Result.CrewLost; s.v[PHASE] = Phase.Over; return; }
  s.v[SOLO_ON] = next;
}
