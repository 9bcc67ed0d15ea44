/**
 * The islanders of the expansion boxes: Ben Gunn (Ben Gunn's Isle, line 955) and Friday
 * (Friday's Isle, line 987), pieces BEN_GUNN and FRIDAY (state.ts), and the spyglass
 * (line 963). Rulings A-B1..A-B6 in docs/RULES.md.
 *
 * Ben Gunn, found, is "one more pirate of your crew" (line 957): CONVERTED from the start, so
 * he is a pirate everywhere `isPirate` asks (he strikes and is struck, carries a coin, rows
 * the ship like the converted missionary, counts as a fighter and a living pirate); he is not
 * of the crew's colour, so the sanctuary does not revive him (FAQ line 1246).
 * Friday plays for the crew that found him but is no pirate: he cannot strike (line 989),
 * rows no ship (FAQ line 1238: islanders are passengers), carries a coin like a pirate (line
 * 991 speaks of the coins he leaves); struck, he changes sides and stays; a bottle found or
 * handed to him, the preaching missionary on his cell, or the bear take him out of the game.
 */

import * as rulesModule from './rules.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { kill } = rulesModule;
const { ABOARD, allied, BEN_GUNN, CAVED, CONVERTED, FRIDAY, isPirate, MISSIONARY, P_CELL, P_CREW, P_STAT, PIRATES, TILE, UP } = stateModule;
const { kindOf } = tilesModule;

/** The tile of kind k just turned over at n by a piece of crew: Ben Gunn or Friday set on it for that crew (lines 957, 989). */
export function islanderFound(s: State, k: number, n: number, crew: number): void {
  const p = k === Kind.BenGunn ? BEN_GUNN : k === Kind.Friday ? FRIDAY : -1;
  if (p < 0) return;
  s.u8[P_CELL + p] = n; s.u8[P_CREW + p] = crew;
  s.u8[P_STAT + p] = p === BEN_GUNN ? CONVERTED : 0;
}

/**
 * Piece p of crew has come to stand on cell n, land or sea: Friday there meets the one who came.
 * A pirate not allied with Friday's crew strikes him: he changes sides and stays (line 989);
 * Friday and the preaching missionary on one cell both leave the game (line 990).
 */
export function fridayMeets(s: State, p: number, n: number, crew: number): void {
  if (s.u8[P_CELL + FRIDAY] !== n || (s.u8[P_STAT + FRIDAY] & CAVED) !== 0) return; // lost in the caves: out of reach (A-B9)
  // In the jungle nobody fights (line 796), so nobody wins him over there (A-B17).
  const jungle = s.u8[TILE + n] !== 0 && kindOf(s.u8[TILE + n]) === Kind.Jungle;
  // Nor up a palm, where nobody fights him (line 1040; A-J15); he still meets the preacher there (994 "на одной клетке").
  if (p !== FRIDAY && isPirate(s, p) && !jungle && ((s.v[UP] >> FRIDAY) & 1) === 0 && !allied(s, crew, s.u8[P_CREW + FRIDAY])) s.u8[P_CREW + FRIDAY] = crew;
  if (s.u8[P_CELL + MISSIONARY] === n && (s.u8[P_STAT + MISSIONARY] & (CONVERTED | CAVED)) === 0) { kill(s, FRIDAY); kill(s, MISSIONARY); }
}

/** Friday walks over pits, labyrinths and the cannibal as over empty tiles (line 991). */
export const fridayWalksOver = (p: number, k: number): boolean =>
  p === FRIDAY && (k === Kind.Pit || k === Kind.Lab2 || k === Kind.Lab3 || k === Kind.Lab4 || k === Kind.Cannibal);

/** Whether own pirate stands on an open spyglass: the crew's ship sails one cell further (line 965). */
export function spyglassBonus(s: State, crew: number): number {
  for (let p = 0; p <= BEN_GUNN; p++) {
    if (p >= PIRATES && p !== BEN_GUNN && p !== MISSIONARY) continue;
    const c = s.u8[P_CELL + p];
    if (c >= ABOARD || s.u8[P_CREW + p] !== crew || !isPirate(s, p)) continue;
    const t = s.u8[TILE + c];
    if (t !== 0 && kindOf(t) === Kind.Spyglass) return 1;
  }
  return 0;
}
