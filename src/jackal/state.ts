/**
 * The game state: one ArrayBuffer with byte, half-word and word views, plus the
 * face-down layout in an array of its own.
 *
 * Implementation notes. Every field is a byte at a fixed offset in `u8`, so a state
 * copy is one `TypedArray.set` and the position hash can be kept incrementally by
 * one setter (`put`) that XORs the old and new value of the byte out of and into
 * the hash. The hashed region is everything a player can see; the layout of
 * face-down tiles is not hashed and lives apart in `layout`, so an observation is
 * a state with its layout zeroed. A cache derived from the pieces (PIECES_AT) sits
 * after the hashed region; the state checker recomputes and compares it.
 *
 * Byte layout of `u8` (offset: field, meaning, range):
 *   TILE_KIND  [169] @0    visible tile kind per cell (tiles.Kind): 0 sea, 1 face-down, 2.. revealed
 *   TILE_ARG   [169] @169  visible tile argument (arrow mask, spinner steps, cannon dir, airplane unused=1)
 *   TILE_TYPE  [169] @338  visible tile type id (tiles.TILE_TYPES), 0 for sea and face-down cells
 *   COINS      [169] @507  coins lying on the cell, 0..37
 *   P_CELL     [16]  @676  piece (pirate) cell, NO_CELL (255) when dead or not in the game
 *   P_CREW     [16]  @692  the crew (0..3) the piece belongs to, NO_CREW (255) for an unused slot
 *   P_FLAGS    [16]  @708  bit 0 CARRY: holds a coin (only on spinners, see below)
 *                          bit 1 TRAPPED: caught in a trap, waiting for a comrade
 *                          bits 2-3 DRUNK: 2 = drank this turn, 1 = skips this crew turn, 0 = sober
 *                          bits 4-6 STEP: spinner step, 0 = the first (I) .. 4 = the fifth (V)
 *   SHIP_CELL  [4]   @724  crew's ship cell (a side cell), NO_CELL when the crew is absent
 *   SHIP_COINS [4]   @728  coins brought aboard each crew's ship, 0..37
 *   TURN             @732  crew to move, 0..3
 *   PENDING          @733  follow-up decision owed by the crew to move (Pending.*), 0 none
 *   PEND_PIECE       @734  the piece in motion while PENDING != 0
 *   PEND_CARRY       @735  1 if the piece in motion carries a coin
 *   PEND_START       @736  cell where the turn began (a carried coin returns here)
 *   PEND_FROM        @737  cell the piece entered its current cell from (for the crocodile)
 *   PEND_DX, PEND_DY @738  last displacement as signed bytes (for ice and crocodile)
 *   PEND_HOW         @740  how the piece last moved: 0 step/arrow vector, 1 horse jump, 2 flight
 *   LOST             @741  coins lost at sea or to the cannibal, 0..37
 *   MODE             @742  options.MODES index
 *   OPTIONS          @743  options.OPT_* bits
 *   FIRST            @744  crew that moves first
 *   OVER             @745  0 while playing, else EndReason
 *   TILESET          @746  tile set index (0 classic)
 *   VISIT_N          @747  entries in VISITS, 0..48
 *   VISITS     [96]  @748  (cell, entry code) pairs of the forced tiles the piece in motion
 *                          passed since the turn began or its last choice: single arrows
 *                          (code 26), ice and crocodiles (code 1..25 = the displacement it
 *                          arrived with). Meeting a pair again is a cycle.
 *   BOTTLES    [4]   @844  rum bottles in each crew's ship store, 0..10 (Treasure Island)
 *   TREASURE_AT      @848  cell where the galleon treasure lies, NO_CELL when it does not lie
 *                          on the island (face down, carried, aboard or lost)
 *   TREASURE_SHIP    @849  crew whose ship holds the treasure, 4 = sunk, NO_CREW otherwise
 *   GRASS            @850  crew turns left under the burning grass (each crew moved by the
 *                          player of the crew after it), 0 = none; crews + 1 = lit during this
 *                          turn (old lighthouse, then an earthquake's picks), burns from the next
 *   PEND_AUX         @851  follow-up detail: lighthouse picks made so far; first earthquake cell
 *   LIGHT_PICKS [4]  @852  cells picked at the lighthouse (in pick order)
 *   P_FLAGS2   [16]  @856  bit 0 TREASURE: holds the galleon treasure (on a spinner or lost in a cave)
 *                          bit 1 CONVERTED: the missionary drank and is an ordinary pirate
 *   KNOWN      [169] @872  bit i set when player i has peeked at the face-down tile here
 *                          (Deluxe lighthouse); the tile itself stays in `layout`
 *   CHOICE_N         @1041 entries in CHOICE_CELLS, 0..12
 *   CHOICE_CELLS [12] @1042 the choice tiles (multi-way arrow, horse, ice after a jump or a
 *                          flight, unused airplane) the piece in motion reached this turn, one
 *                          entry per arrival; a third arrival at one tile is a cycle (R6).
 *                          Cleared when the turn ends.
 * Unhashed, derived:
 *   PIECES_AT  [169] u16 @1054  bit p set when piece p stands on the cell
 * Words (`i32`), unhashed:
 *   PLY   @ i32[AT_PLY]   plies played
 *   STALL @ i32[AT_STALL] plies since the last reveal or coin brought aboard or lost
 *   HASH_LO, HASH_HI      64-bit Zobrist-style hash of the hashed region
 *
 * On spinners (and underground in a cave), a coin travels with its pirate (CARRY) so
 * that it stays with him; everywhere else coins lie in COINS and a pirate picks one up
 * as part of a move. The galleon treasure likewise (TREASURE_AT, P_FLAGS2 TREASURE).
 */

import { CELLS, NO_CELL } from './geometry.js';

export const NO_CREW = 255;
export const MAX_PIECES = 16;
/** Pirates per crew at the start (rulebook: three sailors of each colour). */
export const CREW_SIZE = 3;

export const TILE_KIND = 0;
export const TILE_ARG = 169;
export const TILE_TYPE = 338;
export const COINS = 507;
export const P_CELL = 676;
export const P_CREW = 692;
export const P_FLAGS = 708;
export const SHIP_CELL = 724;
export const SHIP_COINS = 728;
export const TURN = 732;
export const PENDING = 733;
export const PEND_PIECE = 734;
export const PEND_CARRY = 735;
export const PEND_START = 736;
export const PEND_FROM = 737;
export const PEND_DX = 738;
export const PEND_DY = 739;
export const PEND_HOW = 740;
export const LOST = 741;
export const MODE = 742;
export const OPTIONS = 743;
export const FIRST = 744;
export const OVER = 745;
export const TILESET = 746;
export const VISIT_N = 747;
export const VISITS = 748;
export const MAX_VISITS = 48;
export const BOTTLES = 844; // word-aligned: movegen tests all four stores with one i32 read
export const TREASURE_AT = 848;
export const TREASURE_SHIP = 849;
export const GRASS = 850;
export const PEND_AUX = 851;
export const LIGHT_PICKS = 852;
export const P_FLAGS2 = 856;
export const KNOWN = 872;
export const CHOICE_N = 1041;
export const CHOICE_CELLS = 1042;
export const MAX_CHOICES = 12;
export const HASHED_BYTES = 1054;
export const PIECES_AT_U16 = 527; // u16 index: byte offset 1054
export const U8_BYTES = 1054 + 2 * CELLS; // 1392
export const AT_PLY = 348; // i32 index: byte offset 1392
export const AT_STALL = 349;
export const AT_HASH_LO = 350;
export const AT_HASH_HI = 351;
export const BUFFER_BYTES = 4 * 352;

/** P_FLAGS bits. */
export const F_CARRY = 1;
export const F_TRAPPED = 2;
export const F_DRUNK_SHIFT = 2;
export const F_DRUNK_MASK = 0x0c;
export const F_STEP_SHIFT = 4;
export const F_STEP_MASK = 0x70;
/** Lost in the cave system, waiting for a second cave to open (Treasure Island). */
export const F_LOST = 0x80;
/** P_FLAGS2 bits. */
export const F2_TREASURE = 1;
export const F2_CONVERTED = 2;

/** Piece slots of the island's inhabitants (Treasure Island); slots 0..11 are the crews' pirates. */
export const BEN_GUNN = 12, MISSIONARY = 13, FRIDAY = 14;
/** Treasure-ship value for a sunk treasure. */
export const TREASURE_SUNK = 4;

/** PENDING values: the follow-up decision the crew to move owes. */
export const enum Pending {
  None = 0,
  /** On a multi-way arrow: choose a direction. */
  Arrow = 1,
  /** On a horse (or ice after a horse jump): choose a knight jump. */
  Horse = 2,
  /** On an unused airplane just entered: fly anywhere, or stay (classic). */
  AirplaneOrStay = 3,
  /** Must fly anywhere (ice after a flight, or the 2020 airplane). */
  Airplane = 4,
  /** Came into the open cave system: choose the exit (Treasure Island). */
  CaveExit = 5,
  /** Earthquake: choose the first of two cells to swap. */
  Earthquake1 = 6,
  /** Earthquake: choose the second cell (the first is PEND_AUX). */
  Earthquake2 = 7,
  /** Lighthouse: choose a face-down cell to look at (PEND_AUX picked so far). */
  LighthousePick = 8,
  /** Deluxe lighthouse: choose the order to put the 4 tiles back (Choose TO = permutation 0..23). */
  LighthouseOrder = 9,
  /** Carramba: swear (Stay) or keep silent (Choose: the pirate is lost). */
  Carramba = 10,
}

/** PEND_HOW values. */
export const HOW_VECTOR = 0, HOW_HORSE = 1, HOW_FLIGHT = 2;

/** Why a game ended (OVER byte). */
export const enum EndReason {
  Playing = 0,
  /** Every coin is aboard a ship or lost (rules README, ruling 6). */
  AllCoins = 1,
  /** The configured ply limit was reached. */
  PlyLimit = 2,
  /** No reveal and no coin aboard or lost for the configured number of plies. */
  Stalled = 3,
}
export const END_REASON_NAMES = ['playing', 'all-coins', 'ply-limit', 'stalled'] as const;

/** The game state. See the module comment for the byte layout. */
export class State {
  readonly buf: ArrayBuffer;
  readonly u8: Uint8Array;
  readonly u16: Uint16Array;
  readonly i32: Int32Array;
  /**
   * The face-down layout, apart from what players see: per cell, tile type id in
   * bits 0-5 and its quarter turns in bits 6-7; 0 for sea and for revealed cells.
   */
  readonly layout: Uint8Array;
  /** Game limits (options.maxPlies, stallPlies); configuration, not position. */
  maxPlies = 0;
  stallPlies = 0;

  constructor() {
    this.buf = new ArrayBuffer(BUFFER_BYTES);
    this.u8 = new Uint8Array(this.buf);
    this.u16 = new Uint16Array(this.buf);
    this.i32 = new Int32Array(this.buf);
    this.layout = new Uint8Array(CELLS);
  }
}

/** Copies src into dst without allocating. */
export function copyInto(dst: State, src: State): void {
  dst.u8.set(src.u8);
  dst.layout.set(src.layout);
  dst.maxPlies = src.maxPlies;
  dst.stallPlies = src.stallPlies;
}

export function cloneState(src: State): State {
  const s = new State();
  copyInto(s, src);
  return s;
}

/** True when both states hold the same bytes, layout and limits. */
export function statesEqual(a: State, b: State): boolean {
  if (a.maxPlies !== b.maxPlies || a.stallPlies !== b.stallPlies) return false;
  for (let i = 0; i < BUFFER_BYTES; i++) if (a.u8[i] !== b.u8[i]) return false;
  for (let i = 0; i < CELLS; i++) if (a.layout[i] !== b.layout[i]) return false;
  return true;
}

// ---------------------------------------------------------------------------
// Hash. The key of (offset, value) is a 64-bit mix of the pair; value 0 keys to 0,
// so the hash of a state is the XOR of keys of its non-zero hashed bytes.

function mixLo(i: number): number {
  let x = Math.imul(i ^ 0x5bd1e995, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return x ^ (x >>> 16);
}
function mixHi(i: number): number {
  let x = Math.imul(i ^ 0x27d4eb2f, 0x9e3779b1);
  x ^= x >>> 15;
  x = Math.imul(x, 0x165667b1);
  return x ^ (x >>> 13);
}

/** Writes a hashed byte and updates the hash. Every engine write to the hashed region goes here. */
export function put(s: State, off: number, v: number): void {
  const u8 = s.u8;
  const old = u8[off];
  if (old === v) return;
  const i32 = s.i32;
  const base = off << 8;
  if (old !== 0) { i32[AT_HASH_LO] ^= mixLo(base | old); i32[AT_HASH_HI] ^= mixHi(base | old); }
  if (v !== 0) { i32[AT_HASH_LO] ^= mixLo(base | v); i32[AT_HASH_HI] ^= mixHi(base | v); }
  u8[off] = v;
}

/** Recomputes the hash from scratch into [lo, hi] (for tests and the state checker). */
export function fullHash(s: State, out: Int32Array): void {
  let lo = 0, hi = 0;
  for (let off = 0; off < HASHED_BYTES; off++) {
    const v = s.u8[off];
    if (v !== 0) { lo ^= mixLo((off << 8) | v); hi ^= mixHi((off << 8) | v); }
  }
  out[0] = lo;
  out[1] = hi;
}

/** Sets the stored hash to its full recompute (after bulk writes outside `put`). */
export function rehash(s: State): void {
  const t = new Int32Array(2);
  fullHash(s, t);
  s.i32[AT_HASH_LO] = t[0];
  s.i32[AT_HASH_HI] = t[1];
}

/** The hash as an unsigned 64-bit hex string (for display and fixtures). */
export function hashHex(s: State): string {
  const h = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return h(s.i32[AT_HASH_HI]) + h(s.i32[AT_HASH_LO]);
}

// ---------------------------------------------------------------------------
// Piece placement: keeps PIECES_AT in step with P_CELL.

/** Moves piece p to cell (NO_CELL to remove it) and updates PIECES_AT. */
export function placePiece(s: State, p: number, cell: number): void {
  const old = s.u8[P_CELL + p];
  const bit = 1 << p;
  if (old !== NO_CELL) s.u16[PIECES_AT_U16 + old] &= ~bit;
  if (cell !== NO_CELL) s.u16[PIECES_AT_U16 + cell] |= bit;
  put(s, P_CELL + p, cell);
}

/** Rebuilds PIECES_AT from P_CELL (after loading a position). */
export function rebuildPiecesAt(s: State): void {
  s.u16.fill(0, PIECES_AT_U16, PIECES_AT_U16 + CELLS);
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = s.u8[P_CELL + p];
    if (c !== NO_CELL) s.u16[PIECES_AT_U16 + c] |= 1 << p;
  }
}

export const pieceStep = (s: State, p: number): number => (s.u8[P_FLAGS + p] & F_STEP_MASK) >> F_STEP_SHIFT;
export const pieceDrunk = (s: State, p: number): number => (s.u8[P_FLAGS + p] & F_DRUNK_MASK) >> F_DRUNK_SHIFT;
