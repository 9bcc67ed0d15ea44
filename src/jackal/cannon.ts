/**
 * The cannon (rulebook 163; FAQ 554; docs/RULES.md R10): the piece flies along the barrel to
 * the first sea cell, where a ship of its team takes it aboard, an enemy ship kills it, else
 * it swims and its coin sinks. With the original expansion (X-R4..X-R6) a pirate who brings a
 * cannonball fires instead (the shot itself: cannonball.ts), and comrades standing on the
 * cannon fly along (FAQ 566).
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as motionModule from './motion.js';
import { Kind } from './tiles.js';
import * as itemsModule from './items.js';
import * as movegenModule from './movegen.js';
import * as treasureIslandModule from './treasure-island.js';
import * as cannonballModule from './cannonball.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as seaModule from './sea.js';
import * as stopModule from './stop.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { NO_CELL, RAY_TO_SEA } = geometryModule;
const { OPT_EXPANSION } = optionsModule;
const {
  CARRY_ITEMS, HOLD_GONE, HOLD_MOVING, ITEM_BALL1, ITEM_BALL2, ITEM_HOLD, OPTIONS, P_CREW, P_FLAGS, PEND_CARRY, PIECES_AT_U16, TILE_ARG, placePiece,
  put,
} = stateModule;
const { putMotion } = motionModule;
const { movingBalls, setItem } = itemsModule;
const { vesselAt } = movegenModule;
const { enemyPieces, isFighter, teamOfCrew } = treasureIslandModule;
const { fireCannon } = cannonballModule;
const { anyMoving, dropHeld } = coinsModule;
const { kill, lowBit, strike } = fightModule;
const { arriveSea, swim } = seaModule;
const { stop } = stopModule;
const { endTurn, turnNews } = turnEndModule;

/** Piece p (who has met the `enemies` there) enters the cannon on `cell`; the turn ends or a choice is pending. */
export function enterCannon(s: State, p: number, cell: number, enemies: number): void {
  const target = RAY_TO_SEA[cell * 8 + s.u8[TILE_ARG + cell]];
  let after = 0;
  if ((s.u8[OPTIONS] & OPT_EXPANSION) !== 0) {
    after = cannonExpansion(s, p, cell, enemies, target);
    if (after < 0) return;
  }
  arriveSea(s, p, target);
  for (let b = after; b !== 0; b &= b - 1) flyAlong(s, lowBit(b), target);
  endTurn(s);
}

/**
 * A cannon with the expansion (docs/RULES.md X-R4..X-R6). A pirate who brings a cannonball
 * fires one shot along the barrel instead of flying, and stays on the cannon with the rest
 * of his load (full-rules-ru.txt 423; FAQ 566 "стою на клетке с ней"). Someone arriving
 * at a cannon where a shooter stands: an enemy strikes him and flies; a comrade flies and
 * takes him along (FAQ 566). Returns -1 when the turn is done here; else the piece flies as
 * usual, and the result is the comrades who land after him (X-R20: the comrades who fight
 * land first, here; Friday, who strikes nobody, after the arriving piece, so that when they
 * land together it is a pirate who meets a swimmer there).
 */
function cannonExpansion(s: State, p: number, cell: number, enemies: number, target: number): number {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  // Comrades who fly along are those who stood there before the strike: an enemy Friday won
  // over by it is struck ("ваш оказывается побитым") and stays, changed sides (FAQ 566, TI-R6).
  const comrades = s.u16[PIECES_AT_U16 + cell] & ~enemyPieces(s, crew) & ~(1 << p);
  if (enemies !== 0) strike(s, cell, enemies, crew);
  if (movingBalls(s) > 0) {
    const ball = u8[ITEM_HOLD + ITEM_BALL1] === HOLD_MOVING ? ITEM_BALL1 : ITEM_BALL2;
    setItem(s, ball, HOLD_GONE, NO_CELL);
    if (!anyMoving(s)) putMotion(s, PEND_CARRY, u8[PEND_CARRY] & ~CARRY_ITEMS);
    fireCannon(s, cell, u8[TILE_ARG + cell], kill, isVessel);
    turnNews.progress = true;
    if (!stop(s, p, cell, Kind.Cannon, 0)) endTurn(s);
    return -1;
  }
  let after = 0;
  for (let b = comrades; b !== 0; b &= b - 1) {
    const q = lowBit(b);
    dropHeld(s, q, cell);
    if (isFighter(s, q)) flyAlong(s, q, target);
    else after |= 1 << q;
  }
  return after;
}

/**
 * A comrade standing on the cannon flies along to `target` with nothing in hand (FAQ 566):
 * aboard a vessel of his team, dead on an enemy's, else he lands in the water and meets who
 * swims there by the water rules, as the arriving piece does (sea.ts `swim`, TI-R7; X-R20:
 * he used to kill every enemy there, the missionary and Friday too).
 */
function flyAlong(s: State, q: number, target: number): void {
  const k = vesselAt(s, target);
  if (k >= 0) {
    if (teamOfCrew(s, k) !== teamOfCrew(s, s.u8[P_CREW + q])) { kill(s, q); return; }
  } else if (!swim(s, q, target, s.u8[P_CREW + q])) return;
  placePiece(s, q, target);
  put(s, P_FLAGS + q, 0);
}

const isVessel = (s: State, cell: number): boolean => vesselAt(s, cell) >= 0;
