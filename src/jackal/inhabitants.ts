/**
 * The island's inhabitants of Treasure Island (full-rules-ru.txt 331-351; docs/RULES.md
 * TI-R1, TI-R5, TI-R6, TI-R8): Ben Gunn, the missionary and Friday join the crew that finds
 * them; bottles found go to the crew's store (Friday drinks one and leaves the game, the
 * missionary drinks one and is a pirate); a bottle given does the same; Friday and the sober
 * missionary on one cell both vanish.
 */

import * as stateModule from './state.js';
import { State } from './state.js';
import { Kind } from './tiles.js';
import * as treasureIslandModule from './treasure-island.js';
import * as fightModule from './fight.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { BEN_GUNN, BOTTLES, F2_CONVERTED, FRIDAY, MISSIONARY, P_CELL, P_CREW, P_FLAGS2, TILE_ARG, placePiece, put } = stateModule;
const { isPreacher, preacherCell, spendBottle } = treasureIslandModule;
const { kill } = fightModule;

/** Claims an inhabitant or rum bottles waiting on the cell for the entering piece p's crew. */
export function claim(s: State, p: number, cell: number, kind: number): void {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  if (kind === Kind.BenGunn || kind === Kind.Missionary || kind === Kind.Friday) {
    put(s, TILE_ARG + cell, 0);
    const ch = kind === Kind.BenGunn ? BEN_GUNN : kind === Kind.Missionary ? MISSIONARY : FRIDAY;
    put(s, P_CREW + ch, crew);
    placePiece(s, ch, cell);
  } else if (kind === Kind.Bottles) {
    let n = u8[TILE_ARG + cell];
    put(s, TILE_ARG + cell, 0);
    if (p === FRIDAY) { n--; kill(s, FRIDAY); } // Friday drinks a bottle and leaves the game
    else if (isPreacher(s, p)) { n--; put(s, P_FLAGS2 + p, u8[P_FLAGS2 + p] | F2_CONVERTED); } // the missionary drinks and is a pirate
    put(s, BOTTLES + crew, u8[BOTTLES + crew] + n);
  }
}

/** Friday and the preaching missionary on one cell vanish together. Returns true if they did. */
export function meet(s: State, cell: number): boolean {
  if (s.u8[P_CELL + FRIDAY] === cell && preacherCell(s) === cell) {
    kill(s, FRIDAY);
    kill(s, MISSIONARY);
    return true;
  }
  return false;
}

/**
 * Crew `crew` gives inhabitant `ch` a bottle from its store (TI-R8): Friday's weak liver
 * takes him out of the game, the missionary drinks and is an ordinary pirate of his crew.
 */
export function giveRum(s: State, crew: number, ch: number): void {
  spendBottle(s, crew);
  if (ch === FRIDAY) kill(s, ch);
  else put(s, P_FLAGS2 + ch, s.u8[P_FLAGS2 + ch] | F2_CONVERTED);
}
