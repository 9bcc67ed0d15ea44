/**
 * Applying moves. `applyMove(state, move)` is the unchecked hot path: the move is
 * assumed to be one `generateMoves` wrote for this state. `playChecked` is for
 * untrusted input and returns an error value instead.
 *
 * Implementation notes. A piece's movement is resolved as a chain in `travel`:
 * each cell it enters acts on it (arrows, ice, crocodile, cannon, balloon, horse,
 * airplane, caves...) until it stops, dies, or reaches a tile that asks the player
 * for a choice. A choice suspends the chain in the PENDING fields; the CHOOSE move
 * that answers it resumes the chain. The turn ends when the chain stops. Every write
 * to the visible state goes through `put`, which keeps the hash.
 *
 * Rulings used here (docs/RULES.md has the passages and tests):
 * - A chain entering a forced tile that moved the pirate on the same way earlier in
 *   the turn, with no choice made since, is a cycle: the pirate dies, and a carried
 *   coin stays on the start cell.
 * - A carried coin (or the galleon treasure) that meets a cell it may not enter
 *   (face-down, fortress, jungle, an enemy to strike) is left on the cell where the
 *   turn began; the pirate goes on.
 * - A coin that reaches the sea without a friendly ship there sinks (lost).
 */

import { DIR_DX, DIR_DY, IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL, RAY_TO_SEA, SHIP_SIDE, SIZE, xOf, yOf } from './geometry.js';
import { MODE_CREWS, MODE_PLAYER, MODE_TEAM, OPT_AIRPLANE_IMMEDIATE, OPT_EXPANSION, OPT_LIGHTHOUSE_OPEN, OPT_STUDY } from './options.js';
import {
  AT_PLY, AT_STALL, BOTTLES, CHOICE_CELLS, CHOICE_N, COINS, EndReason, F_CARRY, F_DRUNK_MASK, F_DRUNK_SHIFT, F_LOST, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED,
  BEN_GUNN, F2_CONVERTED, F2_TREASURE, FRIDAY, GRASS, HOW_FLIGHT, HOW_HORSE, HOW_VECTOR, KNOWN, LIGHT_PICKS, LOST, MAX_PIECES, MAX_VISITS, MISSIONARY,
  MODE, NO_CREW, OPTIONS, OVER, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PEND_AUX, PEND_CARRY, PEND_DX, PEND_DY, PEND_FROM, PEND_HOW, PEND_PIECE,
  PEND_START, PENDING, PIECES_AT_U16, Pending, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILE_TYPE, TILESET, TREASURE_AT,
  TREASURE_SHIP, TREASURE_SUNK, TURN, VISIT_N, VISITS, MAX_CHOICES, CARRY_COIN, CARRY_NONE, CARRY_TREASURE, placePiece, put,
  CARRY_COIN2, CARRY_ITEMS, F2_COIN2, HOLD_ABOARD, HOLD_AFLOAT, HOLD_GONE, HOLD_LYING, HOLD_MOVING, HOLD_PIECE, ITEM_BALL1, ITEM_BALL2, ITEM_BOAT,
  ITEM_CELL, ITEM_COUNT, ITEM_HOLD,
} from './state.js';
import { BOAT_TYPE, Kind, TYPE_KIND, revealedArg } from './tiles.js';
import { BOAT_SAIL, COIN2_BIT, COIN_BIT, LOAD_BITS, MoveType, TREASURE_BIT, movePiece, moveRum, moveTo, moveType } from './moves.js';
import { generateMoves, piecesMet, vesselAt } from './movegen.js';
import { moveItems, movingBalls, revealItem, setItem, takeItems } from './items.js';
import { fireCannon } from './cannonball.js';
import { SET_HAS_GALLEON, SET_TOTAL_COINS } from './setup.js';
import {
  caveExits, closedCount, controllingCrew, enemyPieces, decodePermutation, isFighter, isPreacher, preacherCell, quakeMovableCount, spendBottle,
} from './treasure-island.js';

/** Set when the current move revealed a tile or brought a coin aboard or lost one. */
let progress = false;
/** Set when the current move set the grass on fire. */
let grassLit = false;
const exitScratch = new Uint8Array(8);
const permScratch = new Uint8Array(4);
const pickScratch = new Uint8Array(4);

const signedByte = (v: number): number => (v << 24) >> 24;
const teamOf = (s: State, crew: number): number => MODE_TEAM[s.u8[MODE] * 4 + crew];
const lowBit = (b: number): number => 31 - Math.clz32(b & -b);

/** Piece mask of crews not allied with `crew`. */
const enemiesOf = enemyPieces;

/** Turns a face-down tile face up from the layout. Chests put their coins, the galleon its treasure, on the cell. */
function reveal(s: State, cell: number): void {
  const code = s.layout[cell];
  const type = code & 63;
  const kind = TYPE_KIND[type];
  const arg = revealedArg(type, code >> 6);
  put(s, TILE_TYPE + cell, type);
  put(s, TILE_KIND + cell, kind);
  put(s, TILE_ARG + cell, arg);
  put(s, KNOWN + cell, 0);
  if (kind === Kind.Chest) put(s, COINS + cell, s.u8[COINS + cell] + arg);
  else if (kind === Kind.Galleon) put(s, TREASURE_AT, cell);
  else if (type >= BOAT_TYPE) revealItem(s, cell, type); // the expansion's boat, cannonball, wheelbarrow
  s.layout[cell] = 0;
  progress = true;
}

/**
 * Puts what is carried (a PEND_CARRY value) down on a cell: coins onto COINS, the treasure
 * onto TREASURE_AT, the expansion's items (CARRY_ITEMS) to lie there.
 */
function putItem(s: State, cell: number, item: number): void {
  if (item & CARRY_COIN) put(s, COINS + cell, s.u8[COINS + cell] + ((item & CARRY_COIN2) !== 0 ? 2 : 1));
  if (item & CARRY_TREASURE) put(s, TREASURE_AT, cell);
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_LYING, cell);
}

/** What the piece in motion carries goes back to where the turn began. */
function dropCarry(s: State): void {
  const item = s.u8[PEND_CARRY];
  if (item !== CARRY_NONE) {
    putItem(s, s.u8[PEND_START], item);
    put(s, PEND_CARRY, CARRY_NONE);
  }
}

/** What the piece in motion carries is gone (sea, cannibal). */
function loseCarry(s: State): void {
  const item = s.u8[PEND_CARRY];
  if (item & CARRY_COIN) put(s, LOST, s.u8[LOST] + ((item & CARRY_COIN2) !== 0 ? 2 : 1));
  if (item & CARRY_TREASURE) put(s, TREASURE_SHIP, TREASURE_SUNK);
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_GONE, NO_CELL);
  if (item !== CARRY_NONE) { put(s, PEND_CARRY, CARRY_NONE); progress = true; }
}

/** Drops what a standing piece holds (on a spinner or lost in a cave) onto `cell`. */
function dropHeld(s: State, q: number, cell: number): void {
  const f = s.u8[P_FLAGS + q];
  const f2 = s.u8[P_FLAGS2 + q];
  if ((f & F_CARRY) !== 0) { put(s, COINS + cell, s.u8[COINS + cell] + ((f2 & F2_COIN2) !== 0 ? 2 : 1)); put(s, P_FLAGS + q, f & ~F_CARRY); }
  if ((f2 & F2_TREASURE) !== 0) put(s, TREASURE_AT, cell);
  if ((f2 & (F2_TREASURE | F2_COIN2)) !== 0) put(s, P_FLAGS2 + q, f2 & ~(F2_TREASURE | F2_COIN2));
  if ((s.u8[OPTIONS] & OPT_EXPANSION) !== 0) moveItems(s, HOLD_PIECE + q, 0, HOLD_LYING, cell);
}

/**
 * Removes a piece from the board (dead; an inhabitant leaves the game). What it held
 * standing (on a spinner, or lost in a cave) stays on its cell, as a struck pirate's
 * does (docs/RULES.md TI-R6: Friday leaving with a coin used to take it out of the game).
 */
function kill(s: State, p: number): void {
  const at = s.u8[P_CELL + p];
  if (at !== NO_CELL && IS_LAND[at] === 1) dropHeld(s, p, at);
  placePiece(s, p, NO_CELL);
  put(s, P_FLAGS + p, 0);
  put(s, P_FLAGS2 + p, s.u8[P_FLAGS2 + p] & F2_CONVERTED);
}

/**
 * Struck pieces on `cell`: each goes back to its own ship, leaving what it held on the
 * cell; Friday instead changes sides to the attacker's crew and stays (full-rules-ru.txt, "Пятница").
 */
function strike(s: State, cell: number, struck: number, attackerCrew: number): void {
  for (let b = struck; b !== 0; b &= b - 1) {
    const q = lowBit(b);
    if (q === FRIDAY) { put(s, P_CREW + q, attackerCrew); continue; }
    dropHeld(s, q, cell);
    put(s, P_FLAGS + q, 0);
    placePiece(s, q, s.u8[SHIP_CELL + s.u8[P_CREW + q]]);
  }
}

/** Delivers what the piece in motion carries to crew `ship`'s ship (or launched boat, which counts the same: X-R9). */
export function deliver(s: State, ship: number): void {
  const item = s.u8[PEND_CARRY];
  if (item === CARRY_NONE) return;
  if (item & CARRY_COIN) put(s, SHIP_COINS + ship, s.u8[SHIP_COINS + ship] + ((item & CARRY_COIN2) !== 0 ? 2 : 1));
  if (item & CARRY_TREASURE) put(s, TREASURE_SHIP, ship);
  if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_ABOARD + ship, NO_CELL);
  put(s, PEND_CARRY, CARRY_NONE);
  progress = true;
}

/**
 * The piece in motion arrives on a sea cell: aboard a friendly ship, dead on an enemy
 * one, else swimming; a swimmer met there is struck, which at sea kills (ruling 2),
 * with the water rules of the island's inhabitants (tile-notes-ru.txt, water and ships).
 */
function arriveSea(s: State, p: number, cell: number): void {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  const ship = vesselAt(s, cell);
  if (ship >= 0) {
    if (teamOf(s, ship) === teamOf(s, crew)) {
      placePiece(s, p, cell);
      put(s, P_FLAGS + p, 0);
      deliver(s, ship);
    } else {
      loseCarry(s);
      kill(s, p);
    }
    return;
  }
  if ((u8[PEND_CARRY] & CARRY_ITEMS) !== 0 && u8[ITEM_HOLD + ITEM_BOAT] === HOLD_MOVING && SHIP_SIDE[cell] !== NO_CELL && isFighter(s, p)) {
    launch(s, p, cell);
    return;
  }
  loseCarry(s);
  const here = s.u16[PIECES_AT_U16 + cell];
  const enemies = here & enemiesOf(s, crew);
  const preacher = preacherCell(s) === cell && p !== MISSIONARY;
  if (p === FRIDAY || isPreacher(s, p)) {
    // Friday and the missionary meet and both vanish; either dies striking anyone else.
    const partner = p === FRIDAY ? (preacher ? MISSIONARY : -1) : ((here >> FRIDAY) & 1 ? FRIDAY : -1);
    if (partner >= 0) { kill(s, partner); kill(s, p); return; }
    if (enemies !== 0) { kill(s, p); return; }
  } else if (enemies !== 0) {
    if (preacher && (enemies & (1 << MISSIONARY)) !== 0) { kill(s, p); return; } // striking the missionary: the pirate dies
    for (let b = enemies; b !== 0; b &= b - 1) {
      const q = lowBit(b);
      if (q === FRIDAY) put(s, P_CREW + q, crew); // Friday changes sides instead
      else kill(s, q);
    }
  }
  placePiece(s, p, cell);
  put(s, P_FLAGS + p, 0);
}

/**
 * The piece in motion brings the boat onto free water at berth `cell` (the expansion,
 * docs/RULES.md X-R7): the boat is launched there as a vessel of his crew with him aboard,
 * whatever else he carries is aboard it (X-R9), his team's swimmers there are picked up
 * and enemy swimmers drown (tile-notes-ru.txt 209 "Шлюпка может подбирать пиратов из воды
 * в момент спуска на воду"; 71 "топить плещущихся врагов").
 */
function launch(s: State, p: number, cell: number): void {
  const crew = s.u8[P_CREW + p];
  setItem(s, ITEM_BOAT, HOLD_AFLOAT + crew, cell);
  for (let b = s.u16[PIECES_AT_U16 + cell] & enemiesOf(s, crew); b !== 0; b &= b - 1) kill(s, lowBit(b));
  placePiece(s, p, cell);
  put(s, P_FLAGS + p, 0);
  if ((s.u8[PEND_CARRY] & CARRY_ITEMS) !== 0 && !anyMoving(s)) put(s, PEND_CARRY, s.u8[PEND_CARRY] & ~CARRY_ITEMS);
  deliver(s, crew);
  progress = true;
}

/** True when an item is still carried by the piece in motion. */
function anyMoving(s: State): boolean {
  for (let i = 0; i < ITEM_COUNT; i++) if (s.u8[ITEM_HOLD + i] === HOLD_MOVING) return true;
  return false;
}

/** Claims an inhabitant or rum bottles waiting on the cell for the entering piece p's crew. */
function claim(s: State, p: number, cell: number, kind: number): void {
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
function meet(s: State, cell: number): boolean {
  if (s.u8[P_CELL + FRIDAY] === cell && preacherCell(s) === cell) {
    kill(s, FRIDAY);
    kill(s, MISSIONARY);
    return true;
  }
  return false;
}

/**
 * Ends the chain with the piece standing on a land cell that does not move it on:
 * strikes, puts down what it carries, and lets the tile act. Returns true when the
 * tile asks for a follow-up decision (PENDING set), else false (the turn may end).
 */
function stop(s: State, p: number, cell: number, kind: number, enemies: number): boolean {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  if (enemies !== 0) strike(s, cell, enemies, crew);
  placePiece(s, p, cell);
  const item = u8[PEND_CARRY];
  put(s, PEND_CARRY, CARRY_NONE);
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
    // Free when a comrade (own crew or ally) is on the cell, and then the comrades are freed
    // too. Friday is never caught, but as a comrade he frees the caught (docs/RULES.md TI-R6).
    const friends = s.u16[PIECES_AT_U16 + cell] & ~enemiesOf(s, crew) & ~(1 << p);
    if (friends === 0) { if (p !== FRIDAY) flags |= F_TRAPPED; }
    else for (let b = friends; b !== 0; b &= b - 1) {
      const q = lowBit(b);
      put(s, P_FLAGS + q, u8[P_FLAGS + q] & ~F_TRAPPED);
    }
  } else if (kind === Kind.RumBarrel) {
    if (p === FRIDAY) { put(s, P_FLAGS2 + p, flags2); kill(s, p); return false; } // Friday meets rum and leaves
    if (isPreacher(s, p)) flags2 |= F2_CONVERTED; // the missionary drinks and is a pirate
    else flags |= 2 << F_DRUNK_SHIFT;
  }
  put(s, P_FLAGS + p, flags);
  put(s, P_FLAGS2 + p, flags2);
  if (u8[TILE_ARG + cell] !== 0) {
    switch (kind) {
      case Kind.BenGunn: case Kind.Missionary: case Kind.Friday: case Kind.Bottles:
        claim(s, p, cell, kind);
        break;
      case Kind.Grass:
        put(s, TILE_ARG + cell, 0);
        grassLit = true;
        break;
      case Kind.Earthquake:
        put(s, TILE_ARG + cell, 0);
        if (quakeMovableCount(s) >= 2) { put(s, PEND_PIECE, p); put(s, PENDING, Pending.Earthquake1); return true; }
        break;
      case Kind.Lighthouse:
        put(s, TILE_ARG + cell, 0);
        if (closedCount(s) > 0) { put(s, PEND_PIECE, p); put(s, PEND_AUX, 0); put(s, PENDING, Pending.LighthousePick); return true; }
        break;
      case Kind.Carramba:
        if (u8[P_CELL + p] === cell) { put(s, PEND_PIECE, p); put(s, PENDING, Pending.Carramba); return true; }
        break;
    }
  }
  meet(s, cell);
  return false;
}

/** Sets the last displacement of the piece in motion. */
function setDelta(s: State, dx: number, dy: number, how: number): void {
  put(s, PEND_DX, dx & 0xff);
  put(s, PEND_DY, dy & 0xff);
  put(s, PEND_HOW, how);
}

/** Entry code of a displacement (dx, dy in -2..2): 1..25. Code 26 stands for "any" (single arrows). */
const entryCode = (dx: number, dy: number): number => (dx + 2) * 5 + (dy + 2) + 1;
const ANY_ENTRY = 26;

/**
 * Records that the piece in motion passed forced tile `cell` arriving with entry
 * `code`; returns false if it already had this turn (the chain can only repeat
 * itself: a cycle, rules README ruling 3) or the record is full.
 */
function visit(s: State, cell: number, code: number): boolean {
  const u8 = s.u8;
  const n = u8[VISIT_N];
  for (let i = 0; i < n; i++) {
    if (u8[VISITS + 2 * i] === cell && u8[VISITS + 2 * i + 1] === code) return false;
  }
  if (n === MAX_VISITS) return false;
  put(s, VISITS + 2 * n, cell);
  put(s, VISITS + 2 * n + 1, code);
  put(s, VISIT_N, n + 1);
  return true;
}

/** The entry code of the last displacement of the piece in motion. */
const lastEntry = (u8: Uint8Array): number => entryCode(signedByte(u8[PEND_DX]), signedByte(u8[PEND_DY]));

/**
 * Records that the piece in motion reached choice tile `cell`; returns false on its
 * third arrival this turn (or when the record is full): whatever he chooses, he has
 * come round twice, so the chain can only repeat itself, a cycle (docs/RULES.md R6).
 */
function arriveAtChoice(s: State, cell: number): boolean {
  const u8 = s.u8;
  const n = u8[CHOICE_N];
  let seen = 0;
  for (let i = 0; i < n; i++) if (u8[CHOICE_CELLS + i] === cell) seen++;
  if (seen >= 2 || n === MAX_CHOICES) return false;
  put(s, CHOICE_CELLS + n, cell);
  put(s, CHOICE_N, n + 1);
  return true;
}

/** Mask of pieces lost in the cave system. */
function lostPieces(s: State): number {
  let m = 0;
  for (let p = 0; p < MAX_PIECES; p++) if ((s.u8[P_FLAGS + p] & F_LOST) !== 0) m |= 1 << p;
  return m;
}

/** Lost pieces come out of the cave at `cell`, putting down what they hold there. */
function emerge(s: State, lost: number, cell: number): void {
  for (let b = lost; b !== 0; b &= b - 1) {
    const q = lowBit(b);
    placePiece(s, q, cell);
    put(s, P_FLAGS + q, s.u8[P_FLAGS + q] & ~F_LOST);
    dropHeld(s, q, cell);
  }
}

/**
 * The piece has entered cave `cell` (whose enemies it has already met). With another
 * cave open it comes out at a free exit (a choice when there are several); with none,
 * it is lost underground until one opens (full-rules-ru.txt, "Пещера"). Returns true
 * when a choice is pending.
 */
function enterCave(s: State, p: number, cell: number, enemies: number): boolean {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  if (enemies !== 0) {
    strike(s, cell, enemies, crew);
    // The striker picks up the loot lying at the mouth and takes it through (FAQ 584:
    // "встали на клетку пещеры, взяли монету и оказались с ней в другом выходе").
    // He came empty-handed (no striking with a coin); the treasure first, being worth 3.
    if (u8[TREASURE_AT] === cell) { put(s, TREASURE_AT, NO_CELL); put(s, PEND_CARRY, CARRY_TREASURE); }
    else if (u8[COINS + cell] !== 0) { put(s, COINS + cell, u8[COINS + cell] - 1); put(s, PEND_CARRY, CARRY_COIN); }
  }
  const lost = lostPieces(s) & ~(1 << p);
  if (lost !== 0) {
    const other = u8[P_CELL + lowBit(lost)];
    if (other !== cell) {
      // A second cave has opened: the lost come out here, the opener goes through to theirs.
      placePiece(s, p, cell);
      emerge(s, lost, cell);
      return stop(s, p, other, Kind.Cave, 0);
    }
  }
  const n = caveExits(s, cell, enemiesOf(s, crew), exitScratch);
  let exits = 0;
  for (let i = 0; i < LAND_COUNT; i++) if (u8[TILE_KIND + LAND_CELLS[i]] === Kind.Cave && LAND_CELLS[i] !== cell) exits++;
  if (exits === 0) {
    // The only open cave: lost inside, holding what he carries.
    placePiece(s, p, cell);
    const item = u8[PEND_CARRY];
    put(s, PEND_CARRY, CARRY_NONE);
    put(s, P_FLAGS + p, F_LOST | ((item & CARRY_COIN) !== 0 ? F_CARRY : 0));
    put(s, P_FLAGS2 + p, (u8[P_FLAGS2 + p] & F2_CONVERTED) | ((item & CARRY_TREASURE) !== 0 ? F2_TREASURE : 0) | ((item & CARRY_COIN2) !== 0 ? F2_COIN2 : 0));
    if (item & CARRY_ITEMS) moveItems(s, HOLD_MOVING, 0, HOLD_PIECE + p, NO_CELL);
    return false;
  }
  if (n === 0) return stop(s, p, cell, Kind.Cave, 0); // every exit blocked by an enemy: he stays at the mouth
  if (n === 1) return stop(s, p, exitScratch[0], Kind.Cave, 0);
  placePiece(s, p, cell);
  put(s, PEND_PIECE, p);
  put(s, PENDING, Pending.CaveExit);
  return true;
}

/**
 * Moves piece p on from its current cell (PEND_FROM) onto `to`, resolving every
 * tile met, until it stops (the turn ends) or a tile asks for a choice (PENDING set).
 */
function travel(s: State, p: number, to: number): void {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  for (;;) {
    if (IS_LAND[to] === 0) { arriveSea(s, p, to); endTurn(s); return; }
    let kind = u8[TILE_KIND + to];
    if (kind === Kind.Closed) { dropCarry(s); reveal(s, to); kind = u8[TILE_KIND + to]; }
    const met = piecesMet(s, to, p) & ~(1 << p);
    let enemies = met & enemiesOf(s, crew);
    if (kind === Kind.Thicket) enemies = 0; // no fighting in the jungle
    const meeting = (p === FRIDAY && (met >> MISSIONARY) & 1 && preacherCell(s) === to) || (isPreacher(s, p) && ((met >> FRIDAY) & 1) !== 0);
    if (meeting) {
      // What Friday brings stays on the meeting cell, unless the tile holds no gold (TI-R6).
      if (kind === Kind.Fortress || kind === Kind.Native || kind === Kind.Thicket) dropCarry(s);
      else { putItem(s, to, u8[PEND_CARRY]); put(s, PEND_CARRY, CARRY_NONE); }
      kill(s, FRIDAY);
      kill(s, MISSIONARY);
      endTurn(s);
      return;
    }
    if (enemies !== 0) {
      dropCarry(s); // no striking with a coin in hand
      // Cannot stand there: an enemy fortress, an enemy beside his missionary, or a piece
      // that cannot strike. An impossible move kills (FAQ: "Любое невозможное действие").
      const shielded = ((met >> MISSIONARY) & 1) !== 0 && preacherCell(s) === to; // on a spinner he shields his own step only (TI-R4)
      if (kind === Kind.Fortress || kind === Kind.Native || shielded || !isFighter(s, p)) { kill(s, p); endTurn(s); return; }
    }
    if (kind === Kind.Fortress || kind === Kind.Native || kind === Kind.Thicket) dropCarry(s); // no gold there
    switch (kind) {
      case Kind.Arrow: {
        placePiece(s, p, to);
        const mask = u8[TILE_ARG + to];
        if ((mask & (mask - 1)) !== 0) {
          if (!arriveAtChoice(s, to)) { dropCarry(s); kill(s, p); endTurn(s); return; }
          put(s, PENDING, Pending.Arrow);
          return;
        }
        if (!visit(s, to, ANY_ENTRY)) { dropCarry(s); kill(s, p); endTurn(s); return; }
        const d = 31 - Math.clz32(mask);
        setDelta(s, DIR_DX[d], DIR_DY[d], HOW_VECTOR);
        put(s, PEND_FROM, to);
        to = to + DIR_DX[d] + DIR_DY[d] * SIZE;
        continue;
      }
      case Kind.Horse:
        placePiece(s, p, to);
        if (!arriveAtChoice(s, to)) { dropCarry(s); kill(s, p); endTurn(s); return; }
        put(s, PENDING, Pending.Horse);
        return;
      case Kind.Ice: {
        placePiece(s, p, to);
        const how = u8[PEND_HOW];
        if (how !== HOW_VECTOR && !arriveAtChoice(s, to)) { dropCarry(s); kill(s, p); endTurn(s); return; }
        if (how === HOW_HORSE) { put(s, PENDING, Pending.Horse); return; }
        if (how === HOW_FLIGHT) { put(s, PENDING, Pending.Airplane); return; }
        if (!visit(s, to, lastEntry(u8))) { dropCarry(s); kill(s, p); endTurn(s); return; }
        const nx = xOf(to) + signedByte(u8[PEND_DX]);
        const ny = yOf(to) + signedByte(u8[PEND_DY]);
        if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) { dropCarry(s); kill(s, p); endTurn(s); return; }
        put(s, PEND_FROM, to);
        to = ny * SIZE + nx;
        continue;
      }
      case Kind.Crocodile: {
        // Back to the cell it came from, which acts again (ruling 4). The way back counts
        // as the same kind of move (step, knight jump, flight), so ice there repeats a
        // jump or a flight as a choice (docs/RULES.md R8).
        if (!visit(s, to, lastEntry(u8))) { dropCarry(s); kill(s, p); endTurn(s); return; }
        const back = u8[PEND_FROM];
        setDelta(s, -signedByte(u8[PEND_DX]), -signedByte(u8[PEND_DY]), u8[PEND_HOW]);
        put(s, PEND_FROM, to);
        to = back;
        continue;
      }
      case Kind.Balloon: {
        // To the pirate's own ship, even in 2v2 (rulebook, Hot-Air Balloon).
        arriveSea(s, p, u8[SHIP_CELL + crew]);
        endTurn(s);
        return;
      }
      case Kind.Cannon:
        if ((u8[OPTIONS] & OPT_EXPANSION) !== 0 && cannonExpansion(s, p, to, enemies)) return;
        arriveSea(s, p, RAY_TO_SEA[to * 8 + u8[TILE_ARG + to]]);
        endTurn(s);
        return;
      case Kind.Cannibal:
        if (p === FRIDAY) { dropCarry(s); break; } // Friday does not fear the cannibal; no gold lies there
        loseCarry(s); // the cannibal eats the pirate with his coin (FAQ)
        kill(s, p);
        endTurn(s);
        return;
      case Kind.Airplane:
        if (u8[TILE_ARG + to] !== 0) {
          if (enemies !== 0) strike(s, to, enemies, crew);
          placePiece(s, p, to);
          if (!arriveAtChoice(s, to)) { dropCarry(s); kill(s, p); endTurn(s); return; }
          put(s, PENDING, (u8[OPTIONS] & OPT_AIRPLANE_IMMEDIATE) !== 0 ? Pending.Airplane : Pending.AirplaneOrStay);
          return;
        }
        break;
      case Kind.Cave:
        if (!enterCave(s, p, to, enemies)) endTurn(s);
        return;
    }
    if (!stop(s, p, to, kind, enemies)) endTurn(s);
    return;
  }
}

/**
 * A cannon with the expansion (docs/RULES.md X-R4..X-R6). A pirate who brings a cannonball
 * fires one shot along the barrel instead of flying, and stays on the cannon with the rest
 * of his load (full-rules-ru.txt 423; FAQ 566 "стою на клетке с ней"). Someone arriving
 * at a cannon where a shooter stands: an enemy strikes him and flies; a comrade flies and
 * takes him along (FAQ 566). Returns true when the turn is done here, false when the
 * piece flies as usual.
 */
function cannonExpansion(s: State, p: number, cell: number, enemies: number): boolean {
  const u8 = s.u8;
  const crew = u8[P_CREW + p];
  if (enemies !== 0) strike(s, cell, enemies, crew);
  if (movingBalls(s) > 0) {
    const ball = u8[ITEM_HOLD + ITEM_BALL1] === HOLD_MOVING ? ITEM_BALL1 : ITEM_BALL2;
    setItem(s, ball, HOLD_GONE, NO_CELL);
    if (!anyMoving(s)) put(s, PEND_CARRY, u8[PEND_CARRY] & ~CARRY_ITEMS);
    fireCannon(s, cell, u8[TILE_ARG + cell], kill, isVessel);
    progress = true;
    if (!stop(s, p, cell, Kind.Cannon, 0)) endTurn(s);
    return true;
  }
  const target = RAY_TO_SEA[cell * 8 + u8[TILE_ARG + cell]];
  const comrades = s.u16[PIECES_AT_U16 + cell] & ~enemiesOf(s, crew) & ~(1 << p);
  for (let b = comrades; b !== 0; b &= b - 1) {
    const q = lowBit(b);
    dropHeld(s, q, cell);
    flyAlong(s, q, target);
  }
  return false;
}

/** A comrade standing on the cannon flies along to `target` with nothing in hand (FAQ 566). */
function flyAlong(s: State, q: number, target: number): void {
  const k = vesselAt(s, target);
  if (k >= 0 && teamOf(s, k) !== teamOf(s, s.u8[P_CREW + q])) { kill(s, q); return; }
  if (k < 0) for (let b = s.u16[PIECES_AT_U16 + target] & enemiesOf(s, s.u8[P_CREW + q]); b !== 0; b &= b - 1) kill(s, lowBit(b));
  placePiece(s, q, target);
  put(s, P_FLAGS + q, 0);
}

const isVessel = (s: State, cell: number): boolean => vesselAt(s, cell) >= 0;

/** Forgets the forced tiles passed so far (at the end of a turn, and after each choice). */
function clearVisits(s: State): void {
  for (let i = 2 * s.u8[VISIT_N] - 1; i >= 0; i--) put(s, VISITS + i, 0);
  put(s, VISIT_N, 0);
}

/** Ends the turn: clears the chain, sobers the crew a notch, passes the turn clockwise, checks the end. */
function endTurn(s: State): void {
  const u8 = s.u8;
  put(s, PENDING, 0);
  put(s, PEND_PIECE, 0);
  put(s, PEND_CARRY, 0);
  put(s, PEND_START, 0);
  put(s, PEND_FROM, 0);
  put(s, PEND_DX, 0);
  put(s, PEND_DY, 0);
  put(s, PEND_HOW, 0);
  put(s, PEND_AUX, 0);
  clearVisits(s);
  for (let i = u8[CHOICE_N] - 1; i >= 0; i--) put(s, CHOICE_CELLS + i, 0);
  put(s, CHOICE_N, 0);
  const crew = u8[TURN];
  for (let p = crew * 3, last = crew * 3 + 2; p <= FRIDAY; p = p === last ? BEN_GUNN : p + 1) {
    if (u8[P_CREW + p] !== crew) continue;
    const f = u8[P_FLAGS + p];
    if ((f & F_DRUNK_MASK) !== 0) put(s, P_FLAGS + p, f - (1 << F_DRUNK_SHIFT));
  }
  const present = MODE_CREWS[u8[MODE]];
  // The grass burns for one round from the next turn (full-rules-ru.txt, "Трава"); a
  // GRASS of crews + 1 (lit earlier in this turn) comes down to crews here.
  if (grassLit) {
    let crews = 0;
    for (let k = 0; k < 4; k++) crews += (present >> k) & 1;
    put(s, GRASS, crews);
  } else if (u8[GRASS] !== 0) {
    put(s, GRASS, u8[GRASS] - 1);
  }
  let next = crew;
  do next = (next + 1) & 3; while (((present >> next) & 1) === 0);
  put(s, TURN, next);
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
function finishPly(s: State): void {
  const u8 = s.u8, i32 = s.i32;
  i32[AT_PLY]++;
  i32[AT_STALL] = progress ? 0 : i32[AT_STALL] + 1;
  if (u8[PENDING] !== 0) return;
  let aboard = u8[LOST];
  for (let k = 0; k < 4; k++) aboard += u8[SHIP_COINS + k];
  const set = u8[TILESET];
  const treasureIn = SET_HAS_GALLEON[set] === 0 || u8[TREASURE_SHIP] !== NO_CREW;
  const allIn = (u8[OPTIONS] & OPT_STUDY) === 0 ? aboard >= SET_TOTAL_COINS[set] : noCoinLeft(s);
  if (allIn && treasureIn) put(s, OVER, EndReason.AllCoins);
  else if (s.maxPlies > 0 && i32[AT_PLY] >= s.maxPlies) put(s, OVER, EndReason.PlyLimit);
  else if (s.stallPlies > 0 && i32[AT_STALL] >= s.stallPlies) put(s, OVER, EndReason.Stalled);
}

/** Starts a piece's MOVE: uses rum, takes or drops its items (`load`: the move's LOAD_BITS), leaves the cell, and travels. */
function startMove(s: State, p: number, to: number, load: number, rum: boolean): void {
  const u8 = s.u8;
  const from = u8[P_CELL + p];
  const flags = u8[P_FLAGS + p];
  let flags2 = u8[P_FLAGS2 + p];
  const fromKind = u8[TILE_KIND + from];
  if (rum) {
    spendBottle(s, u8[P_CREW + p]); // out of the trap or the spinner at once
    // A missionary who drinks becomes an ordinary pirate, however the rum reaches him
    // (full-rules-ru.txt, "Миссионер"; docs/RULES.md TI-R5).
    if (isPreacher(s, p)) flags2 |= F2_CONVERTED;
  } else if (to === from) {
    // Advancing one step on a spinner; strikes enemies on the step it reaches (ruling 5).
    const step = ((flags & F_STEP_MASK) >> F_STEP_SHIFT) + 1;
    const crew = u8[P_CREW + p];
    const enemies = s.u16[PIECES_AT_U16 + from] & enemiesOf(s, crew);
    let struck = 0;
    for (let b = enemies; b !== 0; b &= b - 1) {
      const q = lowBit(b);
      if (((u8[P_FLAGS + q] & F_STEP_MASK) >> F_STEP_SHIFT) === step) struck |= 1 << q;
    }
    put(s, P_FLAGS + p, (flags & ~F_STEP_MASK) | (step << F_STEP_SHIFT));
    if (struck !== 0) {
      dropHeld(s, p, from); // no striking with a coin in hand: it stays at the spinner's exit
      strike(s, from, struck, crew);
    }
    endTurn(s);
    return;
  }
  put(s, PEND_PIECE, p);
  put(s, PEND_START, from);
  put(s, PEND_FROM, from);
  let item: number;
  if ((u8[OPTIONS] & OPT_EXPANSION) !== 0) {
    item = takeLoad(s, p, from, load);
  } else {
    item = (load & COIN_BIT) !== 0 ? CARRY_COIN : (load & TREASURE_BIT) !== 0 ? CARRY_TREASURE : CARRY_NONE;
    takeItem(s, p, from, item);
  }
  put(s, PEND_CARRY, item);
  put(s, P_FLAGS + p, 0);
  put(s, P_FLAGS2 + p, flags2 & F2_CONVERTED);
  if (fromKind === Kind.Airplane && u8[TILE_ARG + from] !== 0 && IS_LAND[to] === 1) {
    put(s, TILE_ARG + from, 0); // leaving the unused airplane is flying it
    setDelta(s, 0, 0, HOW_FLIGHT);
  } else {
    setDelta(s, xOf(to) - xOf(from), yOf(to) - yOf(from), HOW_VECTOR);
  }
  travel(s, p, to);
}

/** Without the expansion: piece p takes `item` (one coin or the treasure) from `from`, putting down what he holds and does not take. */
function takeItem(s: State, p: number, from: number, item: number): void {
  const u8 = s.u8;
  const flags = u8[P_FLAGS + p];
  const flags2 = u8[P_FLAGS2 + p];
  // Take the item: the one held, or one lying here; anything held and not taken is put down.
  if (item === CARRY_COIN && (flags & F_CARRY) === 0) put(s, COINS + from, u8[COINS + from] - 1);
  if (item === CARRY_TREASURE && (flags2 & F2_TREASURE) === 0) put(s, TREASURE_AT, NO_CELL);
  if (item !== CARRY_COIN && (flags & F_CARRY) !== 0) put(s, COINS + from, u8[COINS + from] + 1);
  if (item !== CARRY_TREASURE && (flags2 & F2_TREASURE) !== 0) put(s, TREASURE_AT, from);
  if (item === CARRY_TREASURE && (flags2 & F2_TREASURE) !== 0) put(s, TREASURE_AT, NO_CELL);
}

/**
 * With the expansion: piece p puts down on `from` all he holds (on a spinner, or lost in a
 * cave) and takes `load` from there: up to two coins, the treasure, the items. Returns the
 * PEND_CARRY bits of what he carries.
 */
function takeLoad(s: State, p: number, from: number, load: number): number {
  const u8 = s.u8;
  dropHeld(s, p, from);
  let item = CARRY_NONE;
  if (load & COIN_BIT) {
    const n = (load & COIN2_BIT) !== 0 ? 2 : 1;
    put(s, COINS + from, u8[COINS + from] - n);
    item |= n === 2 ? CARRY_COIN | CARRY_COIN2 : CARRY_COIN;
  }
  if (load & TREASURE_BIT) { put(s, TREASURE_AT, NO_CELL); item |= CARRY_TREASURE; }
  if ((load & LOAD_BITS & ~(COIN_BIT | COIN2_BIT | TREASURE_BIT)) !== 0 && takeItems(s, p, from, load)) item |= CARRY_ITEMS;
  return item;
}

/**
 * Sails ship k (or, k >= BOAT_SAIL, crew k - BOAT_SAIL's launched boat) to cell `to`,
 * carrying everyone aboard; picks up friendly swimmers, drowns enemy ones.
 */
function sail(s: State, k: number, to: number): void {
  const boat = k >= BOAT_SAIL;
  if (boat) k -= BOAT_SAIL;
  const from = boat ? s.u8[ITEM_CELL + ITEM_BOAT] : s.u8[SHIP_CELL + k];
  const aboard = s.u16[PIECES_AT_U16 + from];
  const there = s.u16[PIECES_AT_U16 + to];
  const enemies = enemiesOf(s, k);
  for (let b = there & enemies; b !== 0; b &= b - 1) kill(s, lowBit(b));
  for (let b = aboard; b !== 0; b &= b - 1) placePiece(s, lowBit(b), to);
  if (boat) put(s, ITEM_CELL + ITEM_BOAT, to);
  else put(s, SHIP_CELL + k, to);
}

function swapByte(s: State, off: number, a: number, b: number): void {
  const va = s.u8[off + a], vb = s.u8[off + b];
  put(s, off + a, vb);
  put(s, off + b, va);
}

/** Swaps everything about two land cells' tiles (the earthquake): faces, face-down tiles, peeks. */
function swapTiles(s: State, a: number, b: number): void {
  swapByte(s, TILE_KIND, a, b);
  swapByte(s, TILE_TYPE, a, b);
  swapByte(s, TILE_ARG, a, b);
  swapByte(s, KNOWN, a, b);
  const la = s.layout[a];
  s.layout[a] = s.layout[b];
  s.layout[b] = la;
}

/** The lighthouse's picks are made: open them for good (old rule) or order the peeked tiles (Deluxe). */
function lighthouseDone(s: State, p: number): boolean {
  const u8 = s.u8;
  const k = u8[PEND_AUX];
  if ((u8[OPTIONS] & OPT_LIGHTHOUSE_OPEN) !== 0) {
    // Old rule: the tiles were opened as they were picked and stay open; what they hold
    // waits for the first pirate, except that once the picks are done grass burns and an
    // earthquake shakes (tile-notes-ru.txt, Grass: "сразу после окончания открытия клеток
    // с маяка"), and a cave opened while pieces are lost lets them out.
    let quake = false;
    const lost = lostPieces(s);
    for (let i = 0; i < k; i++) {
      const c = u8[LIGHT_PICKS + i];
      const kind = u8[TILE_KIND + c];
      if (kind === Kind.Grass) { put(s, TILE_ARG + c, 0); grassLit = true; }
      else if (kind === Kind.Earthquake) { put(s, TILE_ARG + c, 0); quake = true; }
      else if (kind === Kind.Cave && lost !== 0 && (lostPieces(s) & lost) === lost) emerge(s, lost, c);
    }
    for (let i = 0; i < 4; i++) put(s, LIGHT_PICKS + i, 0);
    put(s, PEND_AUX, 0);
    if (quake && quakeMovableCount(s) >= 2) {
      // The turn goes on over the earthquake's two picks (later plies): grass lit now is
      // kept in the state as crews + 1 ("lit, burns from the next turn"; controllingCrew).
      if (grassLit) {
        const present = MODE_CREWS[u8[MODE]];
        put(s, GRASS, (present & 1) + ((present >> 1) & 1) + ((present >> 2) & 1) + ((present >> 3) & 1) + 1);
      }
      put(s, PEND_PIECE, p);
      put(s, PENDING, Pending.Earthquake1);
      return true;
    }
    return false;
  }
  if (k >= 2) { put(s, PENDING, Pending.LighthouseOrder); return true; }
  finishPeek(s, 0);
  return false;
}

/** Deluxe lighthouse: puts the picked tiles back in the chosen order; the peeker now knows them. */
function finishPeek(s: State, perm: number): void {
  const u8 = s.u8;
  const k = u8[PEND_AUX];
  const mode = u8[MODE];
  const peeker = MODE_PLAYER[mode * 4 + controllingCrew(s)];
  decodePermutation(perm, k, permScratch);
  for (let i = 0; i < k; i++) pickScratch[i] = s.layout[u8[LIGHT_PICKS + i]];
  for (let i = 0; i < k; i++) {
    const c = u8[LIGHT_PICKS + i];
    s.layout[c] = pickScratch[permScratch[i]];
    // Whoever peeked here before no longer knows which of the four lies here.
    put(s, KNOWN + c, 1 << peeker);
  }
  for (let i = 0; i < 4; i++) put(s, LIGHT_PICKS + i, 0);
  put(s, PEND_AUX, 0);
}

/** Resolves a CHOOSE move for the pending decision. */
function choose(s: State, p: number, to: number): void {
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
    case Pending.LighthousePick: {
      const k = u8[PEND_AUX];
      put(s, LIGHT_PICKS + k, to);
      put(s, PEND_AUX, k + 1);
      let left: number;
      if ((u8[OPTIONS] & OPT_LIGHTHOUSE_OPEN) !== 0) {
        // Old rule: a tile turned over is open at once, for everyone, so each pick sees the
        // tiles opened before it (full-rules-ru.txt 320; docs/RULES.md TI-R14). What it does
        // waits for the last pick (lighthouseDone).
        reveal(s, to);
        left = closedCount(s);
      } else {
        // Deluxe: the peeker sees each tile as he picks it, so he can choose the order to put
        // them back (his observation shows it from now on; the others' never does).
        put(s, KNOWN + to, u8[KNOWN + to] | (1 << MODE_PLAYER[u8[MODE] * 4 + controllingCrew(s)]));
        left = closedCount(s) - (k + 1);
      }
      if (k + 1 < 4 && left > 0) { put(s, PENDING, Pending.LighthousePick); return; }
      if (!lighthouseDone(s, p)) endTurn(s);
      return;
    }
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
  put(s, PEND_FROM, at);
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

/**
 * Applies a move generated for this state. Unchecked: any other value is undefined
 * behaviour (use playChecked for untrusted input). Allocates nothing.
 */
export function applyMove(s: State, m: number): void {
  progress = false;
  grassLit = false;
  const u8 = s.u8;
  const to = moveTo(m);
  switch (moveType(m)) {
    case MoveType.Move:
      startMove(s, movePiece(m), to, m & LOAD_BITS, moveRum(m));
      break;
    case MoveType.Choose:
      choose(s, movePiece(m), to);
      break;
    case MoveType.Stay: {
      const p = movePiece(m);
      const at = u8[P_CELL + p];
      if (u8[PENDING] === Pending.Carramba) {
        put(s, TILE_ARG + at, 0); // he swore, as a pirate must
        put(s, PENDING, 0);
        meet(s, at);
      } else {
        putItem(s, at, u8[PEND_CARRY]);
        put(s, PEND_CARRY, CARRY_NONE);
      }
      endTurn(s);
      break;
    }
    case MoveType.Sail:
      sail(s, movePiece(m), to);
      endTurn(s);
      break;
    case MoveType.Revive:
      placePiece(s, movePiece(m), to);
      put(s, P_FLAGS + movePiece(m), 0);
      endTurn(s);
      break;
    case MoveType.GiveRum: {
      const ch = movePiece(m);
      spendBottle(s, u8[TURN]);
      if (ch === FRIDAY) kill(s, ch); // Friday's weak liver: he leaves the game
      else put(s, P_FLAGS2 + ch, u8[P_FLAGS2 + ch] | F2_CONVERTED); // the missionary becomes a pirate
      endTurn(s);
      break;
    }
    case MoveType.Pass:
      endTurn(s);
      break;
  }
  finishPly(s);
}

/** Error value of a checked apply. */
export interface MoveError { code: 'game-over' | 'illegal-move'; message: string }

/**
 * Applies a move from untrusted input: returns null when it was legal and applied,
 * else an error value and leaves the state untouched.
 */
export function playChecked(s: State, m: number, scratch: Int32Array): MoveError | null {
  if (s.u8[OVER] !== 0) return { code: 'game-over', message: 'the game is over' };
  const n = generateMoves(s, scratch);
  for (let i = 0; i < n; i++) {
    if (scratch[i] === m) { applyMove(s, m); return null; }
  }
  return { code: 'illegal-move', message: `move ${m} is not legal here` };
}
