/**
 * Follow-up decisions (CHOOSE moves) of a turn whose chain is suspended (chain.ts): where a
 * multi-way arrow, the horse, ice after a jump or a flight, or the airplane sends the piece;
 * which cave exit (TI-R9); the earthquake's two cells (TI-R11); the lighthouse's picks and
 * order (TI-R13, TI-R14); whether a piece on the carramba keeps silent (TI-R17). A choice
 * of where to go resets the record of forced tiles (R6) and resumes the chain.
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import * as motionModule from './motion.js';
import { Kind } from './tiles.js';
import * as cyclesModule from './cycles.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as stopModule from './stop.js';
import * as earthquakeModule from './earthquake.js';
import * as lighthouseModule from './lighthouse.js';
import * as chainModule from './chain.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { xOf, yOf } = geometryModule;
const { HOW_FLIGHT, HOW_HORSE, HOW_VECTOR, P_CELL, PEND_AUX, PEND_FROM, PENDING, TILE_ARG, TILE_KIND, put } = stateModule;
const { putMotion } = motionModule;
const { clearVisits, setDelta } = cyclesModule;
const { dropHeld } = coinsModule;
const { kill } = fightModule;
const { stop } = stopModule;
const { swapTiles } = earthquakeModule;
const { finishPeek, lighthouseDone, pickCell } = lighthouseModule;
const { travel } = chainModule;
const { endTurn } = turnEndModule;

/** Resolves a CHOOSE move of piece p (to `to`) for the pending decision. */
export function choose(s: State, p: number, to: number): void {
  const u8 = s.u8;
  const at = u8[P_CELL + p];
  const pending = u8[PENDING];
  put(s, PENDING, 0);
  switch (pending) {
    case Pending.CaveExit:
      if (!stop(s, p, to, Kind.Cave, 0)) endTurn(s);
      return;
    case Pending.Earthquake1:
      put(s, PEND_AUX, to);
      put(s, PENDING, Pending.Earthquake2);
      return;
    case Pending.Earthquake2:
      swapTiles(s, u8[PEND_AUX], to);
      endTurn(s);
      return;
    case Pending.LighthousePick:
      if (pickCell(s, to)) put(s, PENDING, Pending.LighthousePick);
      else if (!lighthouseDone(s, p)) endTurn(s);
      return;
    case Pending.LighthouseOrder:
      finishPeek(s, to);
      endTurn(s);
      return;
    case Pending.Carramba:
      // Kept silent: he is upset and lost (tile-notes-ru.txt, Carramba). What he carried stays.
      put(s, TILE_ARG + at, 0);
      dropHeld(s, p, at);
      kill(s, p);
      endTurn(s);
      return;
  }
  // A chain that passes a choice is no cycle: the player could choose otherwise (R6).
  clearVisits(s);
  putMotion(s, PEND_FROM, at);
  if (pending === Pending.Horse) {
    setDelta(s, xOf(to) - xOf(at), yOf(to) - yOf(at), HOW_HORSE);
  } else if (pending === Pending.Arrow) {
    setDelta(s, xOf(to) - xOf(at), yOf(to) - yOf(at), HOW_VECTOR);
  } else {
    if (u8[TILE_KIND + at] === Kind.Airplane) put(s, TILE_ARG + at, 0);
    setDelta(s, 0, 0, HOW_FLIGHT);
  }
  travel(s, p, to);
}
