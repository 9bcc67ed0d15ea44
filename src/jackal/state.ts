/**
 * The game state: one ArrayBuffer with byte, half-word and word views, plus the
 * face-down layout in an array of its own.
 *
 * Implementation notes. Every field is a byte (or a run of bytes) at a fixed offset in
 * `u8`, so a state copy is one `TypedArray.set`. The hashed region is everything a player
 * can see; the layout of face-down tiles is not hashed and lives apart in `layout`, so an
 * observation is a state with its layout zeroed. The position hash is brought up to date
 * when it is read (`syncHash`), from a copy of the hashed region as of the stored hash
 * (HASH_BASE): a move writes its bytes plainly, and a random playout, which never reads
 * the hash, pays nothing for it (keeping it at every write was a sixth of a playout).
 * Caches derived from the pieces (PIECES_AT) and that copy sit after the hashed region;
 * the state checker recomputes and compares them. The fields' offsets and meanings are
 * declared in state-layout.ts; this module re-exports them.
 */

import * as geometryModule from './geometry.js';
import * as stateLayoutModule from './state-layout.js';

export * from './state-layout.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { CELLS, LANE_END, NO_CELL } = geometryModule;
const { AT_HASH_HI, AT_HASH_LO, BUFFER_BYTES, HASH_BASE, HASHED_BYTES, MAX_PIECES, P_CELL, P_CREW, P_FLAGS, PIECES_AT_U16 } = stateLayoutModule;

/**
 * Index into `i32` of P_CREW's slots 12..15: -1 (every byte NO_CREW) while no inhabitant
 * belongs to a crew (always in the classic game; slot 15 is never used), so one read tells
 * whether the hot paths must look at slots 12..14 at all.
 */
export const INHABITANT_CREWS = (P_CREW + 12) / 4;
/** INHABITANT_CREWS for this module's reads: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const inhabitantCrews = INHABITANT_CREWS;
/** True while some inhabitant (Ben Gunn, the missionary, Friday) belongs to a crew, dead or alive. */
export const inhabitantsClaimed = (s: State): boolean => s.i32[inhabitantCrews] !== -1;

/** P_FLAGS bits (see P_FLAGS). */
export const F_CARRY = 1;
export const F_TRAPPED = 2;
export const F_DRUNK_SHIFT = 2;
export const F_DRUNK_MASK = 0x0c;
export const F_STEP_SHIFT = 4;
export const F_STEP_MASK = 0x70;
/** Lost in the cave system, waiting for a second cave to open (Treasure Island). */
export const F_LOST = 0x80;
/** P_FLAGS2 bits (see P_FLAGS2). */
export const F2_TREASURE = 1;
export const F2_CONVERTED = 2;
export const F2_COIN2 = 4;

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
  /**
   * The crew's move is made and a fighter of it stands beside Friday or the missionary with a
   * bottle in the team's store: give him one (GiveRum) or not (Pass), in the same turn (TI-R8).
   * The chain's fields are cleared; PEND_PIECE is the giver (the lowest such slot).
   */
  Gift = 11,
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

/** The game state. Its byte layout is in state-layout.ts. */
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

/** True when both states hold the same bytes, layout and limits (the hashes brought up to date first, so HASH_BASE is the hashed region in both). */
export function statesEqual(a: State, b: State): boolean {
  if (a.maxPlies !== b.maxPlies || a.stallPlies !== b.stallPlies) return false;
  syncHash(a);
  syncHash(b);
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

/**
 * The keys of every (offset, value) pair of the hashed region, computed once: entry
 * 2 * ((offset << 8) | value) is mixLo of the pair and the next entry mixHi; value 0's
 * keys are 0. About 2 MB; `syncHash` reads two words instead of computing two multiply chains.
 */
export const KEYS = new Int32Array(HASHED_BYTES * 512);
for (let i = 0; i < HASHED_BYTES * 256; i++) {
  if ((i & 255) !== 0) { KEYS[2 * i] = mixLo(i); KEYS[2 * i + 1] = mixHi(i); }
}

/**
 * Writes a byte of the hashed region. The hash is not touched: `syncHash` brings it up to
 * date when it is read. (The engine's writes all come here, so one line could log them.)
 */
export function put(s: State, off: number, v: number): void {
  s.u8[off] = v;
}

/** put for this module's own writes: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const localPut = put;

/** HASH_BASE as an index into `i32`; the words holding the hashed region (the last holds 2 bytes of PIECES_AT too). */
const BASE_I32 = HASH_BASE >> 2, HASHED_WORDS = Math.ceil(HASHED_BYTES / 4);

/**
 * Brings the stored hash (AT_HASH_LO, AT_HASH_HI) up to date with the hashed region: for
 * every byte that differs from its copy in HASH_BASE, XORs out the key of the copy's value
 * and in the key of the present one, and copies it. Call before reading the hash; it
 * allocates nothing, and costs a compare a word plus the bytes changed since the last call.
 */
export function syncHash(s: State): void {
  const u8 = s.u8, i32 = s.i32;
  let lo = 0, hi = 0;
  for (let w = 0; w < HASHED_WORDS; w++) {
    if (i32[w] === i32[BASE_I32 + w]) continue;
    for (let off = w << 2, end = Math.min(off + 4, HASHED_BYTES); off < end; off++) {
      const old = u8[HASH_BASE + off], v = u8[off];
      if (old === v) continue;
      const a = ((off << 8) | old) << 1, b = ((off << 8) | v) << 1;
      lo ^= KEYS[a] ^ KEYS[b];
      hi ^= KEYS[a + 1] ^ KEYS[b + 1];
      u8[HASH_BASE + off] = v;
    }
  }
  i32[AT_HASH_LO] ^= lo;
  i32[AT_HASH_HI] ^= hi;
}

/** True when some piece is drunk (P_FLAGS DRUNK non-zero), from the four words of P_FLAGS. */
export function anyDrunk(s: State): boolean {
  const i32 = s.i32, w = P_FLAGS >> 2;
  return ((i32[w] | i32[w + 1] | i32[w + 2] | i32[w + 3]) & 0x0c0c0c0c) !== 0; // F_DRUNK_MASK in each byte
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

/** Sets the stored hash to its full recompute and HASH_BASE to the hashed region (a new game, a position read). */
export function rehash(s: State): void {
  const t = new Int32Array(2);
  fullHash(s, t);
  s.i32[AT_HASH_LO] = t[0];
  s.i32[AT_HASH_HI] = t[1];
  s.u8.copyWithin(HASH_BASE, 0, HASHED_BYTES);
}

/** The hash as an unsigned 64-bit hex string (for display and fixtures). */
export function hashHex(s: State): string {
  syncHash(s);
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
  localPut(s, P_CELL + p, cell);
}

/** Rebuilds PIECES_AT from P_CELL (after loading a position). */
export function rebuildPiecesAt(s: State): void {
  s.u16.fill(0, PIECES_AT_U16, PIECES_AT_U16 + LANE_END);
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = s.u8[P_CELL + p];
    if (c !== NO_CELL) s.u16[PIECES_AT_U16 + c] |= 1 << p;
  }
}

export const pieceStep = (s: State, p: number): number => (s.u8[P_FLAGS + p] & F_STEP_MASK) >> F_STEP_SHIFT;
export const pieceDrunk = (s: State, p: number): number => (s.u8[P_FLAGS + p] & F_DRUNK_MASK) >> F_DRUNK_SHIFT;
