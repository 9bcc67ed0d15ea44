/**
 * The byte layout of the game state's buffer (state.ts): every field's offset, size,
 * meaning and range, and the sizes that bound them. (Not the face-down layout of tiles,
 * which is `State.layout`.) state.ts re-exports all of it.
 *
 * The byte layout is declared below, one field a line, in buffer order: each field's
 * size is given once and its offset is the sum of the sizes before it (`field`), so a
 * new field is one new line and no offset is typed by hand. Each declaration documents
 * the field's meaning and range, and its bit fields where it has them. STATE_FIELDS
 * lists them all; test/jackal/state-layout.test.ts checks that they tile the buffer without
 * overlapping and pins the total size.
 *
 * On spinners (and underground in a cave), a coin travels with its pirate (CARRY) so
 * that it stays with him; everywhere else coins lie in COINS and a pirate picks one up
 * as part of a move. The galleon treasure likewise (TREASURE_AT, P_FLAGS2 TREASURE).
 */

import { CELLS, LANE_END } from './geometry.js';

export const NO_CREW = 255;
export const MAX_PIECES = 16;
/** Pirates per crew at the start (rulebook: three sailors of each colour). */
export const CREW_SIZE = 3;
/** Entries VISITS holds: (cell, entry code) pairs. */
export const MAX_VISITS = 48;
/** Entries CHOICE_CELLS holds. */
export const MAX_CHOICES = 12;
/** Item slots of the original expansion: the boat, two cannonballs, the wheelbarrow. */
export const ITEM_COUNT = 4;
export const ITEM_BOAT = 0, ITEM_BALL1 = 1, ITEM_BALL2 = 2, ITEM_BARROW = 3;
/** ITEM_HOLD values (see ITEM_HOLD). */
export const HOLD_HIDDEN = 0, HOLD_LYING = 1, HOLD_MOVING = 2, HOLD_GONE = 3, HOLD_ABOARD = 4, HOLD_AFLOAT = 8, HOLD_PIECE = 16;

// ---------------------------------------------------------------------------
// Byte layout.

/** One field of the state buffer: its name, byte offset, size in bytes, and region. */
export interface StateField {
  readonly name: string;
  readonly offset: number;
  readonly bytes: number;
  /** 'hashed': what players see, in the hash; 'derived': caches of hashed fields (PIECES_AT, HASH_BASE); 'words': i32 counters and the hash. */
  readonly region: 'hashed' | 'derived' | 'words';
}
const fields: StateField[] = [];
let nextByte = 0;
let region: StateField['region'] = 'hashed';
/**
 * Declares the next field: `bytes` long, at the next offset that is a multiple of `align`
 * (padding bytes are left before it when needed). Returns the field's byte offset.
 */
function field(name: string, bytes: number, align = 1): number {
  nextByte = Math.ceil(nextByte / align) * align;
  const offset = nextByte;
  fields.push({ name, offset, bytes, region });
  nextByte += bytes;
  return offset;
}

// The hashed region: everything a player can see, hashed (state.ts `syncHash`, from HASH_BASE).

/** [169] Visible tile kind per cell (tiles.Kind): 0 sea, 1 face-down, 2.. revealed. */
export const TILE_KIND = field('TILE_KIND', CELLS);
/** [169] Visible tile argument: arrow direction mask, spinner steps, cannon direction, one-shot tiles 1 (or their count) until used, then 0. */
export const TILE_ARG = field('TILE_ARG', CELLS);
/** [169] Visible tile type id (tiles.TILE_TYPES), 0 for sea and face-down cells. */
export const TILE_TYPE = field('TILE_TYPE', CELLS);
/** [169] Coins lying on the cell, 0..37. */
export const COINS = field('COINS', CELLS);
/** [16] Piece cell, NO_CELL (255) when dead or not in the game. Slots 0..11 the crews' pirates (crew * 3 + i), 12..14 the inhabitants. */
export const P_CELL = field('P_CELL', MAX_PIECES);
/**
 * [16] The crew (0..3) the piece belongs to, NO_CREW (255) for an unused slot. Word-aligned:
 * slots 12..15 (the inhabitants and the never-used slot 15) are one i32, INHABITANT_CREWS.
 */
export const P_CREW = field('P_CREW', MAX_PIECES, 4);
/**
 * [16] Piece flags:
 *   bit 0     F_CARRY    holds a coin (only on spinners and lost in a cave, see the module comment)
 *   bit 1     F_TRAPPED  caught in a trap, waiting for a comrade
 *   bits 2-3  DRUNK      2 = drank this turn, 1 = skips this crew turn, 0 = sober
 *   bits 4-6  STEP       spinner step, 0 = the first (I) .. 4 = the fifth (V)
 *   bit 7     F_LOST     lost in the cave system, waiting for a second cave to open
 * Word-aligned: the end of a turn asks whether anyone is drunk with four i32 reads (anyDrunk).
 */
export const P_FLAGS = field('P_FLAGS', MAX_PIECES, 4);
/** [4] Each crew's ship cell (a side cell), NO_CELL when the crew is absent. */
export const SHIP_CELL = field('SHIP_CELL', 4);
/** [4] Coins brought aboard each crew's ship, 0..37. Word-aligned: the end-of-ply test sums all four from one i32 read. */
export const SHIP_COINS = field('SHIP_COINS', 4, 4);
/** Crew to move, 0..3. */
export const TURN = field('TURN', 1);
/** Follow-up decision owed by the crew to move (Pending), 0 none. */
export const PENDING = field('PENDING', 1);
/** The piece in motion while PENDING != 0. */
export const PEND_PIECE = field('PEND_PIECE', 1, 2);
/** What the piece in motion carries: CARRY_NONE, CARRY_COIN or CARRY_TREASURE (a bit set with the expansion: CARRY_COIN2, CARRY_ITEMS). */
export const PEND_CARRY = field('PEND_CARRY', 1);
export const CARRY_NONE = 0, CARRY_COIN = 1, CARRY_TREASURE = 2;
/**
 * With the expansion PEND_CARRY is a bit set: CARRY_COIN | CARRY_COIN2 = two coins (in the
 * wheelbarrow), CARRY_ITEMS = some item slots are HOLD_MOVING. Without it only 0, 1 or 2 occur.
 */
export const CARRY_COIN2 = 4, CARRY_ITEMS = 8;
/** Cell where the turn began (a carried coin returns here). */
export const PEND_START = field('PEND_START', 1, 4);
/** Cell the piece entered its current cell from (for the crocodile). */
export const PEND_FROM = field('PEND_FROM', 1);
/** Last displacement east, a signed byte -2..2 (for ice and the crocodile). */
export const PEND_DX = field('PEND_DX', 1);
/** Last displacement south, a signed byte -2..2. */
export const PEND_DY = field('PEND_DY', 1);
/** How the piece last moved: HOW_VECTOR (step or arrow), HOW_HORSE (jump), HOW_FLIGHT. */
export const PEND_HOW = field('PEND_HOW', 1);
/** Coins lost at sea or to the cannibal, 0..37. */
export const LOST = field('LOST', 1);
/** options.MODES index. */
export const MODE = field('MODE', 1);
/** options.OPT_* bits. */
export const OPTIONS = field('OPTIONS', 1);
/** Crew that moves first. */
export const FIRST = field('FIRST', 1);
/** 0 while playing, else the EndReason. */
export const OVER = field('OVER', 1);
/** Tile set index (setup.TILESET_NAMES; 0 classic). */
export const TILESET = field('TILESET', 1);
/** Entries in VISITS, 0..MAX_VISITS. */
export const VISIT_N = field('VISIT_N', 1);
/**
 * [96] (cell, entry code) pairs of the forced tiles the piece in motion passed since the
 * turn began or its last choice: single arrows (code 26), ice and crocodiles (code 1..25 =
 * (dx + 2) * 5 + dy + 2 + 1, the displacement it arrived with). Meeting a pair again is a cycle.
 */
export const VISITS = field('VISITS', 2 * MAX_VISITS);
/** [4] Rum bottles in each crew's ship store, 0..10 (Treasure Island). Word-aligned: movegen tests all four stores with one i32 read. */
export const BOTTLES = field('BOTTLES', 4, 4);
/** Cell where the galleon treasure lies, NO_CELL when not on the island (face down, carried, aboard or lost). */
export const TREASURE_AT = field('TREASURE_AT', 1);
/** Crew whose ship holds the treasure, TREASURE_SUNK (4) when sunk, NO_CREW otherwise. */
export const TREASURE_SHIP = field('TREASURE_SHIP', 1);
/**
 * Crew turns left under the burning grass (each crew moved by the player of the crew after
 * it), 0 = none; crews + 1 = lit during this turn (old lighthouse, then an earthquake's
 * picks; or the gift after the move), burns from the next; crews + 2 = lit again during a
 * turn it burns (the neighbour still decides; a new round from the next turn).
 */
export const GRASS = field('GRASS', 1);
/** Follow-up detail: the lighthouse picks made so far; the first earthquake cell. */
export const PEND_AUX = field('PEND_AUX', 1);
/** [4] Cells picked at the lighthouse, in pick order. */
export const LIGHT_PICKS = field('LIGHT_PICKS', 4);
/**
 * [16] More piece flags:
 *   bit 0  F2_TREASURE   holds the galleon treasure (on a spinner or lost in a cave)
 *   bit 1  F2_CONVERTED  the missionary drank and is an ordinary pirate
 *   bit 2  F2_COIN2      holds a second coin (with the wheelbarrow; only with F_CARRY)
 */
export const P_FLAGS2 = field('P_FLAGS2', MAX_PIECES);
/** [169] Bit i set when player i has peeked at the face-down tile here (Deluxe lighthouse); the tile itself stays in `layout`. */
export const KNOWN = field('KNOWN', CELLS);
/** Entries in CHOICE_CELLS, 0..MAX_CHOICES. */
export const CHOICE_N = field('CHOICE_N', 1);
/**
 * [12] The choice tiles (multi-way arrow, horse, ice after a jump or a flight, unused
 * airplane) the piece in motion reached this turn, one entry per arrival; a third arrival
 * at one tile is a cycle (R6). Cleared when the turn ends.
 */
export const CHOICE_CELLS = field('CHOICE_CELLS', MAX_CHOICES);
// The "original" expansion's items (docs/RULES.md X-R*), one slot each: ITEM_BOAT,
// ITEM_BALL1, ITEM_BALL2, ITEM_BARROW. Declared last and all 0 without the expansion, so
// the offsets, bytes and hash of a game without it are what they were before.
/** [4] Per item slot, the cell where it lies (HOLD_LYING, a land cell) or floats (HOLD_AFLOAT, a sea cell); 0 otherwise (cell 0 is a sea corner no item can reach). */
export const ITEM_CELL = field('ITEM_CELL', ITEM_COUNT);
/**
 * [4] Per item slot, where it is:
 *   0      HOLD_HIDDEN   not found: its tile is face down (or the expansion is off)
 *   1      HOLD_LYING    lies on land cell ITEM_CELL
 *   2      HOLD_MOVING   carried by the piece in motion (PEND_PIECE; PEND_CARRY has CARRY_ITEMS)
 *   3      HOLD_GONE     destroyed by a cannonball's shot, or sunk
 *   4..7   HOLD_ABOARD+k brought aboard crew k's ship or boat (out of play, like an aboard coin)
 *   8..11  HOLD_AFLOAT+k the boat only: launched, crew k's vessel, at sea cell ITEM_CELL
 *   16..31 HOLD_PIECE+p  held by standing piece p (on a spinner, or lost in a cave), like F_CARRY
 */
export const ITEM_HOLD = field('ITEM_HOLD', ITEM_COUNT);
/** Bytes in the hashed region (offsets 0 .. HASHED_BYTES - 1). */
export const HASHED_BYTES = nextByte;

// Derived, unhashed.
region = 'derived';
/** [205] u16: bit p set when piece p stands on the cell, the outer lane's cells included (rebuilt from P_CELL by rebuildPiecesAt). */
const PIECES_AT = field('PIECES_AT', 2 * LANE_END, 2);
/** PIECES_AT as an index into `u16`. */
export const PIECES_AT_U16 = PIECES_AT / 2;
/**
 * [1064] The hashed region (bytes 0 .. HASHED_BYTES - 1) as it was when the stored hash
 * (HASH_LO, HASH_HI) was last brought up to date, and 2 bytes of padding (always 0): the
 * stored hash is the hash of these bytes. Engine writes leave the hash alone; state.ts
 * `syncHash` folds in every byte that differs from its copy here and copies it, so a
 * reader of the hash pays for the bytes changed since the last read, and a random playout
 * that never reads it pays nothing. Word-aligned: syncHash compares a word at a time.
 */
export const HASH_BASE = field('HASH_BASE', Math.ceil(HASHED_BYTES / 4) * 4, 4);
/** Bytes addressed as single bytes (the hashed region and the derived cache). */
export const U8_BYTES = nextByte;

// Words (`i32`), unhashed. AT_* are indices into `i32`.
region = 'words';
/** Plies played. */
export const AT_PLY = field('PLY', 4, 4) / 4;
/** Plies since the last reveal, or coin brought aboard or lost. */
export const AT_STALL = field('STALL', 4, 4) / 4;
/** Low and high halves of the 64-bit hash of the hashed region as of HASH_BASE: read them after state.ts `syncHash`. */
export const AT_HASH_LO = field('HASH_LO', 4, 4) / 4;
export const AT_HASH_HI = field('HASH_HI', 4, 4) / 4;
/** The whole buffer. */
export const BUFFER_BYTES = nextByte;
/** Every field in buffer order. */
export const STATE_FIELDS: readonly StateField[] = fields;
