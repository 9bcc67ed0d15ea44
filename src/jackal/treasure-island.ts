/**
 * Treasure Island helpers shared by the move generator and apply: who the island's
 * inhabitants are and what they may do, the open caves, the cells an earthquake
 * may swap, the lighthouse's choices and its orderings, and the rum store.
 *
 * Implementation notes. Ben Gunn, the missionary and Friday are piece slots 12, 13
 * and 14; a crew owns one when P_CREW says so. A piece's powers follow from its
 * slot and, for the missionary, the CONVERTED flag (he drank and became an ordinary
 * pirate). Rulings are in docs/RULES.md (section "Treasure Island").
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import { Kind } from './tiles.js';
import * as tileScanModule from './tile-scan.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { CELLS, IS_LAND, LAND_CELLS, LAND_COUNT, LANE_NEIGHBOURS, NEIGHBOURS, NO_CELL } = geometryModule;
const { MODE_CREWS, MODE_TEAM, OPT_EXPANSION } = optionsModule;
const {
  BEN_GUNN, BOTTLES, COINS, F_LOST, F2_CONVERTED, FRIDAY, GRASS, MAX_PIECES, MISSIONARY, MODE, OPTIONS, P_CELL, P_CREW, P_FLAGS, P_FLAGS2,
  PIECES_AT_U16, TILE_KIND, TREASURE_AT, TURN, put, ITEM_CELL, inhabitantsClaimed,
} = stateModule;
const { cellsOfKind } = tileScanModule;

/** A fighter strikes and is struck, sails ships and counts for the native woman: pirates, Ben Gunn, a drunk missionary. */
export function isFighter(s: State, p: number): boolean {
  return p < MISSIONARY || (p === MISSIONARY && (s.u8[P_FLAGS2 + p] & F2_CONVERTED) !== 0);
}

/** The missionary while he is still one: cannot strike, cannot be struck, carries nothing. */
export function isPreacher(s: State, p: number): boolean {
  return p === MISSIONARY && (s.u8[P_FLAGS2 + p] & F2_CONVERTED) === 0;
}

export const isFriday = (p: number): boolean => p === FRIDAY;

/** isPreacher for canCarry, on the path of every move with a load: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const localIsPreacher = isPreacher;

/** Whether the piece may carry a coin or the treasure (everyone but the missionary). */
export const canCarry = (s: State, p: number): boolean => !localIsPreacher(s, p);

/** Cell of the unconverted missionary on the island, or NO_CELL. */
export function preacherCell(s: State): number {
  if ((s.u8[P_FLAGS2 + MISSIONARY] & F2_CONVERTED) !== 0) return NO_CELL;
  return s.u8[P_CELL + MISSIONARY];
}

/**
 * TEAM_PIRATES[mode * 4 + crew]: piece mask of the pirate slots (0..11) of the crews in
 * play that are allied with `crew` (itself included); ENEMY_PIRATES: of those that are not.
 * Pirate slots never change crew, so these are fixed; only the inhabitants (12..14) need
 * looking up per position.
 */
export const TEAM_PIRATES = new Uint16Array(16);
export const ENEMY_PIRATES = new Uint16Array(16);
for (let mode = 0; mode < 4; mode++) {
  for (let crew = 0; crew < 4; crew++) {
    for (let k = 0; k < 4; k++) {
      if (((MODE_CREWS[mode] >> k) & 1) === 0) continue;
      const bits = 0b111 << (3 * k);
      if (MODE_TEAM[mode * 4 + k] === MODE_TEAM[mode * 4 + crew]) TEAM_PIRATES[mode * 4 + crew] |= bits;
      else ENEMY_PIRATES[mode * 4 + crew] |= bits;
    }
  }
}

/** TEAM_CREWS[mode * 4 + crew]: bit k set when crew k is in play and allied with `crew` (itself included). */
export const TEAM_CREWS = new Uint8Array(16);
for (let mode = 0; mode < 4; mode++) {
  for (let crew = 0; crew < 4; crew++) {
    for (let k = 0; k < 4; k++) {
      if (((MODE_CREWS[mode] >> k) & 1) !== 0 && MODE_TEAM[mode * 4 + k] === MODE_TEAM[mode * 4 + crew]) TEAM_CREWS[mode * 4 + crew] |= 1 << k;
    }
  }
}

/**
 * NOT_ALLIED[team << 3 | (c & 7)]: 1 when an inhabitant whose P_CREW byte is `c` is an enemy of
 * the crews in `team` (a TEAM_CREWS bit set, 0..15): c is a crew (0..3) not in the set; ALLIED:
 * 1 when c is in the set. An unclaimed inhabitant (NO_CREW, 255: c & 7 = 7) is neither. Read
 * three times, for slots 12..14, instead of a loop with branches on the path of every move
 * (enemyPieces, land-entry.ts computeMasks).
 */
export const NOT_ALLIED = new Uint8Array(16 * 8), ALLIED = new Uint8Array(16 * 8);
for (let team = 0; team < 16; team++) {
  for (let c = 0; c < 4; c++) { ALLIED[team << 3 | c] = (team >> c) & 1; NOT_ALLIED[team << 3 | c] = ALLIED[team << 3 | c] ^ 1; }
}

/** The tables for enemyPieces, read at every move: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const enemyPirates = ENEMY_PIRATES, teamCrews = TEAM_CREWS, notAllied = NOT_ALLIED;

/** Piece mask of everything not allied with `crew`: enemy pirates and inhabitants of enemy crews. */
export function enemyPieces(s: State, crew: number): number {
  const u8 = s.u8;
  const mode = u8[MODE];
  const m = enemyPirates[mode * 4 + crew];
  if (!inhabitantsClaimed(s)) return m;
  const t = teamCrews[mode * 4 + crew] << 3;
  return m | notAllied[t | (u8[P_CREW + BEN_GUNN] & 7)] << BEN_GUNN | notAllied[t | (u8[P_CREW + MISSIONARY] & 7)] << MISSIONARY
    | notAllied[t | (u8[P_CREW + FRIDAY] & 7)] << FRIDAY;
}

/** Team number of a crew in this game's mode. */
export const teamOfCrew = (s: State, crew: number): number => MODE_TEAM[s.u8[MODE] * 4 + crew];

/** Fighters of a crew on the board (for the native woman's Treasure Island limit of three). */
export function fightersOf(s: State, crew: number): number {
  let n = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    if (s.u8[P_CREW + p] === crew && s.u8[P_CELL + p] !== NO_CELL && isFighter(s, p)) n++;
  }
  return n;
}

/**
 * TEAM_BOTTLES[mode * 4 + crew]: the bytes of the word BOTTLES (state.ts: 4 bytes, word-aligned,
 * one a crew) that are the stores of `crew`'s team, each 0xFF, as an i32 mask; built through a
 * byte view of its own, so it matches `i32`'s byte order on any machine.
 */
export const TEAM_BOTTLES = new Int32Array(16);
{
  const bytes = new Uint8Array(TEAM_BOTTLES.buffer);
  for (let i = 0; i < 16; i++) for (let k = 0; k < 4; k++) if (((TEAM_CREWS[i] >> k) & 1) !== 0) bytes[i * 4 + k] = 0xff;
}

/** TEAM_BOTTLES for teamHasBottle, read at every generation: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const teamBottles = TEAM_BOTTLES;

/** Whether a crew has rum to use: a bottle in its own store or its allies' (FAQ: a partner may drink my rum); one read. */
export const teamHasBottle = (s: State, crew: number): boolean => (s.i32[BOTTLES >> 2] & teamBottles[s.u8[MODE] * 4 + crew]) !== 0;

/** Spends one bottle from the crew's store, or else from an ally's. */
export function spendBottle(s: State, crew: number): void {
  const u8 = s.u8;
  if (u8[BOTTLES + crew] > 0) { put(s, BOTTLES + crew, u8[BOTTLES + crew] - 1); return; }
  const present = MODE_CREWS[u8[MODE]];
  const t = teamOfCrew(s, crew);
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) && teamOfCrew(s, k) === t && u8[BOTTLES + k] > 0) { put(s, BOTTLES + k, u8[BOTTLES + k] - 1); return; }
  }
}

/**
 * GRASS for grass lit in this turn while the turn goes on over later plies (an earthquake's
 * picks after the old lighthouse, a gift): crews + 1 ("lit, burns from the next turn") when no
 * grass burns now; crews + 2 when it burns already, for this turn stays the neighbour's
 * ("каждый ходит пиратами своего соседа", tn 32) and the round starts again from the next.
 */
export function grassLitValue(s: State): number {
  const present = MODE_CREWS[s.u8[MODE]];
  const crews = (present & 1) + ((present >> 1) & 1) + ((present >> 2) & 1) + ((present >> 3) & 1);
  const g = s.u8[GRASS];
  return g !== 0 && g !== crews + 1 ? crews + 2 : crews + 1;
}

/** Rum may be used on a turn only by the crew's own player: not while the grass burns (full-rules-ru.txt, "Трава"). */
export const rumAllowed = (s: State): boolean => s.u8[GRASS] === 0;

/**
 * The lowest slot of a fighter of `crew` who may give inhabitant `ch` (Friday or the sober
 * missionary, of any crew) a bottle: standing on or next to his cell, on the board and not
 * lost in a cave (full-rules-ru.txt 365 "встать на соседнюю клетку"; FAQ 563 "пока рядом с
 * ними есть кто-то из ваших пиратов"; docs/RULES.md TI-R8, D4), or -1. With the expansion
 * "next to" counts the outer lane's cells (a pirate aboard a vessel there, X-R17). Whether
 * the crew has a bottle is the caller's question.
 */
export function giverFor(s: State, crew: number, ch: number): number {
  const u8 = s.u8;
  const at = u8[P_CELL + ch];
  if (at === NO_CELL || u8[P_CREW + ch] === 255 || (u8[P_FLAGS + ch] & F_LOST) !== 0) return -1;
  if (ch === MISSIONARY ? preacherCell(s) === NO_CELL : ch !== FRIDAY) return -1;
  // Everyone on his cell and the (up to) eight around it, from PIECES_AT: a piece stands on
  // one cell, so the lowest qualifying bit is the lowest qualifying slot.
  const u16 = s.u16;
  const around = (u8[OPTIONS] & OPT_EXPANSION) !== 0 ? LANE_NEIGHBOURS : NEIGHBOURS;
  let near = u16[PIECES_AT_U16 + at];
  for (let d = at * 8, end = d + 8; d < end; d++) {
    const c = around[d];
    if (c !== NO_CELL) near |= u16[PIECES_AT_U16 + c];
  }
  for (let b = near; b !== 0; b &= b - 1) {
    const q = 31 - Math.clz32(b & -b);
    if (u8[P_CREW + q] === crew && isFighter(s, q) && (u8[P_FLAGS + q] & F_LOST) === 0) return q;
  }
  return -1;
}

/**
 * At the end of `crew`'s move: the lowest slot of a fighter of the crew who may give Friday or
 * the missionary a bottle now, or -1 (no bottle in the team's store, the grass burning, or no
 * one beside them). Grass lit in this turn (GRASS = crews + 1, or lit by this move and not yet
 * stored) burns from the next turn, so it does not stop the gift (TI-R8, TI-R12).
 */
export function giftGiver(s: State, crew: number): number {
  const u8 = s.u8;
  if (!teamHasBottle(s, crew) || (u8[P_CELL + FRIDAY] === NO_CELL && preacherCell(s) === NO_CELL)) return -1;
  const present = MODE_CREWS[u8[MODE]];
  const crews = (present & 1) + ((present >> 1) & 1) + ((present >> 2) & 1) + ((present >> 3) & 1);
  if (u8[GRASS] !== 0 && u8[GRASS] !== crews + 1) return -1;
  const a = giverFor(s, crew, MISSIONARY), b = giverFor(s, crew, FRIDAY);
  return a < 0 ? b : b < 0 ? a : Math.min(a, b);
}

/** Number of revealed cave tiles. */
export function openCaves(s: State): number {
  let n = 0;
  for (let i = 0; i < LAND_COUNT; i++) if (s.u8[TILE_KIND + LAND_CELLS[i]] === Kind.Cave) n++;
  return n;
}

/**
 * Writes into out the open caves other than `from` whose exit is not blocked by a
 * piece in the `enemies` mask standing on it; returns their count, or -1 when no cave
 * but `from` is open (so a caller need not count the caves in a second pass).
 */
export function caveExits(s: State, from: number, enemies: number, out: Uint8Array): number {
  let n = 0, others = 0;
  for (let i = 0, caves = cellsOfKind(s, Kind.Cave, kindScratch); i < caves; i++) {
    const c = kindScratch[i];
    if (c === from) continue;
    others++;
    if ((s.u16[PIECES_AT_U16 + c] & enemies) !== 0) continue;
    out[n++] = c;
  }
  return others === 0 ? -1 : n;
}
const kindScratch = new Uint8Array(CELLS);

/** A cell the earthquake may move: land where nobody stands and nothing lies. */
export function quakeMovable(s: State, c: number): boolean {
  const u8 = s.u8;
  // ITEM_CELL names a land cell only for an expansion item lying there (0 otherwise: no land cell).
  return IS_LAND[c] === 1 && s.u16[PIECES_AT_U16 + c] === 0 && u8[COINS + c] === 0 && u8[TREASURE_AT] !== c
    && u8[ITEM_CELL] !== c && u8[ITEM_CELL + 1] !== c && u8[ITEM_CELL + 2] !== c && u8[ITEM_CELL + 3] !== c;
}

/** Whether the earthquake has two cells to swap (quakeMovable); stops looking at the second. */
export function quakePairExists(s: State): boolean {
  let n = 0;
  for (let i = 0; i < LAND_COUNT; i++) if (quakeMovable(s, LAND_CELLS[i]) && ++n === 2) return true;
  return false;
}

/** Face-down tiles on the island. */
export const closedCount = (s: State): number => cellsOfKind(s, Kind.Closed, kindScratch);

/** k! for k = 0..4. */
export const FACTORIAL = Uint8Array.of(1, 1, 2, 6, 24);

/**
 * Decodes permutation `index` (0 <= index < k!) of k <= 4 items into out: out[i] is
 * which picked tile goes to the i-th picked cell (Lehmer code, lexicographic order).
 */
export function decodePermutation(index: number, k: number, out: Uint8Array): void {
  let used = 0;
  for (let i = 0; i < k; i++) {
    const f = FACTORIAL[k - 1 - i];
    let d = Math.floor(index / f);
    index -= d * f;
    for (let j = 0; j < k; j++) {
      if ((used >> j) & 1) continue;
      if (d === 0) { out[i] = j; used |= 1 << j; break; }
      d--;
    }
  }
}

/**
 * The crew whose player owes the next decision: the crew on turn, except while the
 * grass burns, when each crew is moved by the player of the crew that comes after it
 * in turn order (full-rules-ru.txt, "Трава").
 */
export function controllingCrew(s: State): number {
  const u8 = s.u8;
  const crew = u8[TURN];
  const grass = u8[GRASS];
  if (grass === 0) return crew;
  const present = MODE_CREWS[u8[MODE]];
  // GRASS = crews + 1: lit in this turn (old lighthouse, then an earthquake's picks); it
  // burns from the next turn, so this turn's player still decides. crews + 2: lit again in a
  // turn it burns, so the neighbour goes on deciding (grassLitValue).
  if (grass === (present & 1) + ((present >> 1) & 1) + ((present >> 2) & 1) + ((present >> 3) & 1) + 1) return crew;
  let next = crew;
  do next = (next + 1) & 3; while (((present >> next) & 1) === 0);
  return next;
}

// Re-exported from state.ts itself: a local binding exported would be read through a cell (movegen.ts, "Imports").
export { BEN_GUNN, FRIDAY, MISSIONARY } from './state.js';
