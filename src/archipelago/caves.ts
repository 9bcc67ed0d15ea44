/**
 * The caves of Thousand Caves (line 979), rulings A-B8..A-B10 in docs/RULES.md.
 *
 * The piece that turns over the first cave is laid over (P_STAT CAVED): lost in the caves,
 * out of everyone's reach (not struck, not shot, not smelt or bitten by the bear, not moved),
 * until a second cave is turned over. Then the finder goes to the first open cave and the
 * lost piece comes out of the new one. From then on a piece coming onto an open cave goes at
 * once to one of the other open caves (its player picks when there are several: Choice.Cave),
 * never to one where an enemy pirate or the enemy preacher stands (line 983); with no such
 * cave it stands on the cave as on an empty tile (line 984). It comes out standing (the exit
 * is not entered again) and carries its coin through. A pirate coming onto a cave where
 * enemies stand strikes them there and goes on (chain.ts strikeAtEntrance, A-B10).
 */

import * as geometryModule from './geometry.js';
import * as rulesModule from './rules.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS } = geometryModule;
const { enemiesAt, enemyPreacherAt } = rulesModule;
const { move } = movesModule;
const { CAVED, P_CELL, P_STAT, PIECES, TERRAIN, TILE } = stateModule;
const { kindOf } = tilesModule;

const isOpenCave = (s: State, c: number): boolean => s.u8[TERRAIN + c] !== 0 && s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Cave;

/** The piece lost in the caves, or -1. */
export function lostInCaves(s: State): number {
  for (let p = 0; p < PIECES; p++) if ((s.u8[P_STAT + p] & CAVED) !== 0 && s.u8[P_CELL + p] < CELLS) return p;
  return -1;
}

/** Open caves other than `from` (the first in cell order is "the first open cave"); -1 none. */
export function otherCave(s: State, from: number): number {
  for (let c = 0; c < CELLS; c++) if (c !== from && isOpenCave(s, c)) return c;
  return -1;
}

/**
 * The open caves a piece of crew entering the cave `from` may come out of: not `from`, no
 * enemy pirate or enemy preacher there (line 983). Written to out as Choose moves when out is
 * given; returns the new count (n + exits).
 */
export function caveExits(s: State, from: number, crew: number, out: Int32Array | null, n: number): number {
  for (let c = 0; c < CELLS; c++) {
    if (c === from || !isOpenCave(s, c) || enemiesAt(s, c, crew, 0) > 0 || enemyPreacherAt(s, c, crew)) continue;
    if (out) out[n] = move(MoveKind.Choose, 0, c);
    n++;
  }
  return n;
}

/** The one exit when there is exactly one (else -1: none, or a choice). */
export function onlyExit(s: State, from: number, crew: number): number {
  let exit = -1;
  for (let c = 0; c < CELLS; c++) {
    if (c === from || !isOpenCave(s, c) || enemiesAt(s, c, crew, 0) > 0 || enemyPreacherAt(s, c, crew)) continue;
    if (exit >= 0) return -1;
    exit = c;
  }
  return exit;
}
