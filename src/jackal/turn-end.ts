/**
 * The end of a turn and of a ply: the chain's record is cleared, the crew's drunk pirates
 * sober a notch, the grass burns down a turn, the turn passes clockwise to the next crew in
 * play; then the ply is counted and the game's end decided (docs/RULES.md R16: every coin
 * aboard or lost, the ply limit, the stall limit).
 *
 * `turnNews` is what the move being applied has done that the end must know: whether it
 * made progress (revealed a tile, brought a coin aboard or lost one: the stall count) and
 * whether it lit the grass. `applyMove` clears it before each move; the effects set it.
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { EndReason, Pending, State } from './state.js';
import * as motionModule from './motion.js';
import * as tilesModule from './tiles.js';
import { Kind } from './tiles.js';
import * as setupModule from './setup.js';
import * as cyclesModule from './cycles.js';
import * as treasureIslandModule from './treasure-island.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { LAND_CELLS, LAND_COUNT } = geometryModule;
const { MODE_CREWS, OPT_STUDY } = optionsModule;
const {
  AT_PLY, AT_STALL, BEN_GUNN, BOTTLES, CARRY_COIN, COINS, F_CARRY, F_DRUNK_MASK, F_DRUNK_SHIFT, FRIDAY, GRASS, LOST, MAX_PIECES, MODE, NO_CREW,
  OPTIONS, OVER, P_CREW, P_FLAGS, PEND_AUX, PEND_CARRY, PEND_PIECE, PENDING, SHIP_COINS, CHOICE_N, VISIT_N, TILE_KIND, TILESET, TREASURE_SHIP, TURN,
  anyDrunk, inhabitantsClaimed, put,
} = stateModule;
const { clearMotion, putMotion } = motionModule;
const { TYPE_KIND } = tilesModule;
const { SET_HAS_GALLEON, SET_TOTAL_COINS } = setupModule;
const { clearChoices, clearVisits } = cyclesModule;
const { giftGiver, grassLitValue } = treasureIslandModule;

/** What the move being applied has done that the end of the turn and the ply count. */
export const turnNews = {
  /** A tile was revealed, or a coin brought aboard or lost (resets the stall count). */
  progress: false,
  /** The grass was set on fire (it burns from the next turn). */
  grassLit: false,
};
/** turnNews for this module's reads at every ply: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const news = turnNews;

/** Number of crews in play in a MODE_CREWS mask. */
export const crewCount = (present: number): number => (present & 1) + ((present >> 1) & 1) + ((present >> 2) & 1) + ((present >> 3) & 1);

/**
 * Ends the crew's move: clears the chain; then, when a fighter of the crew stands beside
 * Friday or the missionary and the team has a bottle, the turn waits for the gift decision
 * (Pending.Gift: full-rules-ru.txt 365 "можно на том же ходу передать", TI-R8); else the turn
 * passes to the next crew.
 */
export function endTurn(s: State): void {
  clearChain(s);
  // One read says whether any crew has a bottle (BOTTLES is 4 bytes at a word boundary): the
  // classic game never has one, so its turns end without looking further.
  const giver = s.i32[BOTTLES >> 2] === 0 ? -1 : giftGiver(s, s.u8[TURN]);
  if (giver < 0) { nextTurn(s); return; }
  // Grass lit by this move burns from the next turn: kept as lit until then (controllingCrew).
  if (news.grassLit) put(s, GRASS, grassLitValue(s));
  putMotion(s, PEND_PIECE, giver);
  put(s, PENDING, Pending.Gift);
}

/** Clears the turn's chain: the pending decision and the record of the piece in motion. */
function clearChain(s: State): void {
  put(s, PENDING, 0);
  clearMotion(s); // PEND_PIECE .. PEND_HOW
  put(s, PEND_AUX, 0);
  if (s.u8[VISIT_N] !== 0) clearVisits(s);
  if (s.u8[CHOICE_N] !== 0) clearChoices(s);
}

/** The crew declines the gift (Pending.Gift): the turn passes. */
export function passTurn(s: State): void {
  put(s, PENDING, 0);
  putMotion(s, PEND_PIECE, 0);
  nextTurn(s);
}

/** Sobers the crew a notch, burns the grass down a turn, gives the turn to the next crew clockwise. */
function nextTurn(s: State): void {
  const u8 = s.u8;
  const crew = u8[TURN];
  if (anyDrunk(s)) {
    for (let p = crew * 3, last = p + 3; p < last; p++) soberNotch(s, p);
    if (inhabitantsClaimed(s)) for (let p = BEN_GUNN; p <= FRIDAY; p++) if (u8[P_CREW + p] === crew) soberNotch(s, p);
  }
  const present = MODE_CREWS[u8[MODE]];
  // The grass burns for one round from the next turn (full-rules-ru.txt, "Трава"); a
  // GRASS of crews + 1 or + 2 (lit earlier in this turn) comes down to crews here.
  const crews = crewCount(present);
  if (news.grassLit || u8[GRASS] > crews) put(s, GRASS, crews);
  else if (u8[GRASS] !== 0) put(s, GRASS, u8[GRASS] - 1);
  let next = crew;
  do next = (next + 1) & 3; while (((present >> next) & 1) === 0);
  put(s, TURN, next);
}

/** Piece p, if drunk, sobers a notch. */
function soberNotch(s: State, p: number): void {
  const f = s.u8[P_FLAGS + p];
  if ((f & F_DRUNK_MASK) !== 0) put(s, P_FLAGS + p, f - (1 << F_DRUNK_SHIFT));
}

/**
 * True when no coin is left to bring aboard: none lies on a cell, none is carried, no chest
 * is face down. The end of a study position (OPT_STUDY), whose coins need not make up the
 * set's total; a face-down layout left unknown (an observation) counts as holding no chest.
 */
export function noCoinLeft(s: State): boolean {
  const u8 = s.u8;
  if (u8[PENDING] !== 0 && (u8[PEND_CARRY] & CARRY_COIN) !== 0) return false;
  for (let p = 0; p < MAX_PIECES; p++) if ((u8[P_FLAGS + p] & F_CARRY) !== 0) return false;
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (u8[COINS + c] !== 0) return false;
    if (u8[TILE_KIND + c] === Kind.Closed && TYPE_KIND[s.layout[c] & 63] === Kind.Chest) return false;
  }
  return true;
}

/** Counts the ply and decides whether the game is over (only between turns). */
export function finishPly(s: State): void {
  const u8 = s.u8, i32 = s.i32;
  i32[AT_PLY]++;
  i32[AT_STALL] = news.progress ? 0 : i32[AT_STALL] + 1;
  if (u8[PENDING] !== 0) return;
  const ships = i32[SHIP_COINS >> 2]; // the four ships' coins in one word (state.ts SHIP_COINS)
  const aboard = u8[LOST] + (ships & 255) + ((ships >> 8) & 255) + ((ships >> 16) & 255) + ((ships >>> 24) & 255);
  const set = u8[TILESET];
  const treasureIn = SET_HAS_GALLEON[set] === 0 || u8[TREASURE_SHIP] !== NO_CREW;
  const allIn = (u8[OPTIONS] & OPT_STUDY) === 0 ? aboard >= SET_TOTAL_COINS[set] : noCoinLeft(s);
  if (allIn && treasureIn) put(s, OVER, EndReason.AllCoins);
  else if (s.maxPlies > 0 && i32[AT_PLY] >= s.maxPlies) put(s, OVER, EndReason.PlyLimit);
  else if (s.stallPlies > 0 && i32[AT_STALL] >= s.stallPlies) put(s, OVER, EndReason.Stalled);
}
