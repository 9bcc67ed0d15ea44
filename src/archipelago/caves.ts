/**
 * The caves of Thousand Caves (line 979), rulings A-B8..A-B10 in docs/RULES.md.
 *
 * The piece that turns over the first cave is laid over (P_STAT CAVED): lost in the caves,
 * out of everyone's reach (not struck, not shot, not smelt or bitten by the bear, not moved),
 * until a second cave is turned over. Then the finder goes to the first open cave and the
 * lost piece comes out of the new one. From then on a piece coming onto an open cave goes at
 * once to one of the other open caves (its player picks when there are several: Choice.Cave),
 * never to one where an enemy pirate or the enemy preacher stands (line 983; Friday may come
 * out onto the enemy preacher and both leave, A-B16: he is none of line 914's "враги"); with no such
 * cave it stands on the cave as on an empty tile (line 984). It comes out standing (the exit
 * is not entered again) and carries its coin through. A pirate coming onto a cave where
 * enemies stand strikes them there and goes on (chain.ts strikeAtEntrance, A-B10).
 * The lost piece's coming out is such a passage too (A-B9): not onto a cave where his enemy
 * stands; he waits lost until the way is free ("Нужно дождаться пока он не освободит вам
 * проход", line 984) and comes out at the end of that turn (`caveRelease`).
 */

import * as geometryModule from './geometry.js';
import * as rulesModule from './rules.js';
import * as islandersModule from './islanders.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS } = geometryModule;
const { enemiesAt, enemyPreacherAt, toShip } = rulesModule;
const { fridayMeets } = islandersModule;
const { hasCard } = abilitiesModule;
const { move } = movesModule;
const { BEAR, CAVED, FRIDAY, P_CELL, P_CREW, P_STAT, PIECES, TERRAIN, TILE } = stateModule;
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
 * Whether piece p entering the cave `from` may come out of cell c: another open cave, no enemy
 * pirate there (line 983), nor the enemy preacher (line 914) but for Friday, who meets him (A-B16).
 */
const isExit = (s: State, c: number, from: number, p: number): boolean => {
  const crew = s.u8[P_CREW + p];
  return c !== from && isOpenCave(s, c) && enemiesAt(s, c, crew, 0) === 0 && (p === FRIDAY || !enemyPreacherAt(s, c, crew));
};

/**
 * The open caves piece p entering the cave `from` may come out of (isExit). Written
 * to out as Choose moves when out is given; returns the new count (n + exits).
 */
export function caveExits(s: State, from: number, p: number, out: Int32Array | null, n: number): number {
  for (let c = 0; c < CELLS; c++) {
    if (!isExit(s, c, from, p)) continue;
    if (out) out[n] = move(MoveKind.Choose, 0, c);
    n++;
  }
  return n;
}

/** The one exit when there is exactly one (else -1: none, or a choice). */
export function onlyExit(s: State, from: number, p: number): number {
  let exit = -1;
  for (let c = 0; c < CELLS; c++) {
    if (!isExit(s, c, from, p)) continue;
    if (exit >= 0) return -1;
    exit = c;
  }
  return exit;
}

/** Whether the lost piece may come out of the caves at c now (line 984: not where his enemy stands). */
export const mayEmerge = (s: State, lost: number, c: number): boolean => isExit(s, c, s.u8[P_CELL + lost], lost);

/**
 * The lost piece comes out of the caves at c (A-B9): standing, no longer laid over; the bear
 * there bites him (line 898 "Любой, кого вынесло на клетку с медведем"); Friday there meets
 * him (won over by a pirate of another side, gone with the preacher, line 994).
 */
export function emerge(s: State, lost: number, c: number): void {
  s.u8[P_STAT + lost] &= ~CAVED;
  s.u8[P_CELL + lost] = c;
  if (s.v[BEAR] === c && !hasCard(s, lost, Card.Tamer)) { toShip(s, lost); return; }
  fridayMeets(s, lost, c, s.u8[P_CREW + lost]);
}

/**
 * At a turn's end, a piece still lost while another cave is open (its way out was held by an
 * enemy when that cave was found, A-B9) comes out at the first such cave in cell order now
 * free of his enemies. Nothing happens in a game where no one waited so.
 */
export function caveRelease(s: State): void {
  const lost = lostInCaves(s);
  if (lost < 0) return;
  for (let c = 0; c < CELLS; c++) if (mayEmerge(s, lost, c)) { emerge(s, lost, c); return; }
}
