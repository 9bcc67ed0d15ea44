/**
 * The Archipelago state: one byte array `u8` of per-cell blocks and pieces, a word array
 * `v` of scalars, and two hidden byte arrays (`under`, `removed`).
 *
 * Implementation notes. Copy-and-play: `copyInto` is four `TypedArray.set`s (about 2 kB).
 * What the players cannot see lives apart: `under` (the face-down tiles) and `removed`
 * (the tiles taken out at random before laying, line 658); an observation zeroes both,
 * except the tiles a player peeked at from the lighthouse (KNOWN).
 *
 * u8 blocks (offset + cell, cells 0..239, geometry.ts):
 *   TERRAIN  the tile back laid there (tiles.Back: 0 sea, 1 mountain, 2 forest, 3 beach);
 *            an earthquake swaps it with its tile
 *   TILE     the visible tile byte (tiles.ts): 0 closed; a one-shot tile reads Empty once it acted
 *   SEEN     the kind turned over here (public record, kept after a one-shot tile acted), 0 closed
 *   COINS    coins lying here, 0..19
 *   KNOWN    bit p: player p peeked at this closed tile (the lighthouse); bit 4 WASHED on a sea
 *            cell: a beach cell the tide took (tide.ts)
 *   BERTH    1 where a ship may be placed (from the layout)
 *   CLOCK    the cell's rank clockwise from the island's north mark (bear ties, line 900)
 * u8 pieces (offset + piece; pieces 0..11 are the pirates, crew = piece / 3; 12 the missionary;
 * 13 Ben Gunn, 14 Friday (the expansion boxes, src/archipelago/islanders.ts)):
 *   P_CELL   a cell; 240 + k aboard ship k; 255 dead or not in play
 *   P_STAT   bit 0 FALLEN (in a pit); bits 1-2 DRUNK (2 drank this turn, 1 skips its crew's
 *            next turn); bits 3-5 LAB step (1..4 on a labyrinth, 0 elsewhere); bit 6 CONVERTED
 *            (the missionary, once given a bottle, is a pirate of its crew; Ben Gunn, found,
 *            is one from the start); bit 7 CAVED (lost in the caves, caves.ts: laid over on
 *            the first open cave, out of reach, until a second cave is found)
 *   P_CREW   the piece's crew (0 white, 1 yellow, 2 black, 3 red); 255 the missionary, Ben
 *            Gunn or Friday unfound
 *   SHIP     (offset + crew) the ship's cell, 255 not placed or not in play
 *
 * Scalars V (index: meaning):
 *   TURN the crew whose turn it is; PHASE Phase.*; PLY decisions made; TURNS turns ended;
 *   MAX_PLIES the research ply limit (0 none); RESULT Result.*; MODE options.MODES index;
 *   CREWS crews in play (crews 0..CREWS-1); BOXES; ISLAND (0 a user's layout);
 *   SCORE+c coins aboard crew c's ship; BOTTLES+c bottles crew c holds; BOTTLE_SUPPLY and
 *   COIN_SUPPLY what the bank still holds (5 and 19 at the start); LOST coins sunk;
 *   BEAR the bear's cell (-1 asleep); BEAR_CREW the crew that woke it;
 *   a turn in progress: PEND_PIECE the piece moving, PEND_CELL where it is, VEC_DX/VEC_DY the
 *   last displacement (ice repeats it), HOW 1 after a flight (ice flies again), PREV the cell
 *   it came from (the crocodile's way back; 240 + k: a ship), START the cell its move began on
 *   (-1 a ship or the sea), CARRY 1 while it carries a coin, CHAIN forced steps taken (cycle
 *   guard), CHOICE Choice.* owed in PHASE Choose, PEEKS lighthouse peeks left, QUAKE_FIRST the
 *   earthquake's first pick (-1 none yet), MOVED the piece that moved this turn (-1 none);
 *   SMOKE turns left under the smoke; DIE the last roll (0 none yet); REMOVED_N tiles in `removed`;
 *   BEAR_NEW 1 in the turn the bear woke (it took its step then; it walks at the end of its
 *   waker's later turns, line 898); CLOSED_N land cells still face down (kept for the end test);
 *   NORTH_X, NORTH_Y the north mark in grid coordinates x 16 (CLOCK is derived from it);
 *   SEA_SLOT, SEA_HASH name this process's table of the island's sea (sea.ts; not part of
 *   the position: derived when a state is laid or read);
 *   45.. the expansions, the expedition, solo play and the stall (the map below).
 */

import * as geometryModule from './geometry.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS } = geometryModule;

export const TERRAIN = 0, TILE = 240, SEEN = 480, COINS = 720, KNOWN = 960, BERTH = 1200, CLOCK = 1440;
export const PIECES = 15, MISSIONARY = 12, PIRATES = 12, BEN_GUNN = 13, FRIDAY = 14;
export const P_CELL = 1680, P_STAT = P_CELL + PIECES, P_CREW = P_STAT + PIECES, SHIP = P_CREW + PIECES;
/**
 * The expedition's u8 block (abilities.ts, campaign.ts), after the pieces:
 *   ABILITY    (offset + pirate 0..11) bits 0-3 the ability card the pirate holds (abilities.ts
 *              Card, 0 none); bit 7 FIRED: the gunner fired this island
 *   CAMP_LEN   islands in the campaign (0: a single island, not a campaign)
 *   CAMP_ISLE  (offset + i, i < 10) the island number of the campaign's i-th island
 *   CAMP_COINS (offset + 4 * i + crew) coins aboard crew's ship at the end of island i
 *   CAMP_WON   (offset + i) bit k: crew k won island i (first by coins, then living pirates; shared);
 *              bit 7 LIMITED: island i ended at the ply limit
 *   CAMP_DRAWN (offset + j, j < 3) the face-up cards drawn after an island (0 none)
 *   CAMP_ORDER (offset + j, j < 3) the crews that choose a card, in order (255 none)
 *   CAMP_PICK  the index in CAMP_ORDER of the crew choosing now
 */
export const ABILITY = SHIP + 4, CAMP_LEN = ABILITY + 12, CAMP_ISLE = CAMP_LEN + 1, CAMP_COINS = CAMP_ISLE + 10;
export const CAMP_WON = CAMP_COINS + 40, CAMP_DRAWN = CAMP_WON + 10, CAMP_ORDER = CAMP_DRAWN + 3, CAMP_PICK = CAMP_ORDER + 3;
export const MAX_ISLES = 10, FIRED = 128, LIMITED = 128;
export const U8_LEN = CAMP_PICK + 1;
export const ABOARD = 240, OUT = 255;

export const WASHED = 16;
export const FALLEN = 1, DRUNK_SHIFT = 1, DRUNK_MASK = 6, LAB_SHIFT = 3, LAB_MASK = 56, CONVERTED = 64, CAVED = 128;

export const TURN = 0, PHASE = 1, PLY = 2, MAX_PLIES = 3, RESULT = 4, MODE = 5, CREWS = 6, BOXES = 7, ISLAND = 8;
export const SCORE = 9, BOTTLES = 13, BOTTLE_SUPPLY = 17, COIN_SUPPLY = 18, LOST = 19, BEAR = 20, BEAR_CREW = 21;
export const PEND_PIECE = 22, PEND_CELL = 23, VEC_DX = 24, VEC_DY = 25, HOW = 26, PREV = 27, START = 28, CARRY = 29;
export const CHAIN = 30, CHOICE = 31, PEEKS = 32, QUAKE_FIRST = 33, SMOKE = 34, MOVED = 35, DIE = 36, REMOVED_N = 37, TURNS = 38;
export const BEAR_NEW = 39, CLOSED_N = 40, NORTH_X = 41, NORTH_Y = 42, SEA_SLOT = 43, SEA_HASH = 44;
/**
 * Scalar slots from 45: 45-46 the cart; 47 the earthquake's arrows; 48-51 unused; 52-57 Jolly Roger and the Isle of
 * Tides; 58-61 the expedition; 62-63 solo play (solo-state.ts SOLO_ON, SOLO_BANK, defined
 * there beside their meaning); 64-65 the stall.
 */
/**
 * Thousand Caves' cart (cart.ts): CART where it stands: a cell, 240 + k aboard ship k, 0 not
 * found or sunk (cell a1 is always sea); CART_HELD 1 while the moving piece takes it along
 * (CART then names the place it left, where it goes back like a coin, rules.coinBack).
 */
export const CART = 45, CART_HELD = 46;
/**
 * The earthquake (quake.ts, A-R16): QUAKE_TURN the swapped cells whose face-up arrows the
 * player still turns, a byte each (bits 0-7 the one deciding now, bits 8-15 the next), 0 none.
 */
export const QUAKE_TURN = 47;
/**
 * Jolly Roger and the Isle of Tides (wheel.ts, tortoise.ts, palm.ts, tide.ts):
 *   UP bit p: piece p sits up the palm on its cell (palm.ts; cleared when it climbs down);
 *   TORTOISE the elephant tortoise's cell, 0 not found (cell a1 is always sea, geometry.ts
 *   MARGIN, so 0 is never its cell and a state zeroed by others' code has no tortoise);
 *   TORTOISE_CREW the crew that found it (it walks at the end of that crew's turns);
 *   TORTOISE_HEAD 1 + the direction of its last step (0 none yet); WHEEL_DUE the wheels
 *   passed this turn, up to three cells packed a byte each, 0 none (they turn at the turn's
 *   end, once each); TIDE_LEFT beach tiles the tide still takes in PHASE Tide.
 */
export const UP = 52, TORTOISE = 53, TORTOISE_CREW = 54, TORTOISE_HEAD = 55, WHEEL_DUE = 56, TIDE_LEFT = 57;
/**
 * The expedition (abilities.ts, campaign.ts): CARDS bit c: ability card c is held by some
 * pirate (a gate: zero means no ability hook can apply); CAMP_AT the index of the island
 * being played in the campaign; PLY0 the PLY at which this island began (the ply limit
 * counts from it); CAMP_SEED hidden: the seed from which the campaign's next islands are
 * laid (an observation holds 0; determinization draws a fresh one).
 */
export const CARDS = 58, CAMP_AT = 59, PLY0 = 60, CAMP_SEED = 61;
/**
 * The stall (stall.ts, docs/RULES.md A-R27): STALL turns ended since the last progress (a
 * tile turned over, a coin brought aboard or lost); STALL_MARK the progress mark then.
 */
export const STALL = 64, STALL_MARK = 65;
export const NV = 66;
export const MAX_REMOVED = 39; // nine boxes remove 12 + 11 + 10 (line 1134); the two tides of box 9 take 3 beach tiles each (tide.ts)

/** Phases; the expedition's: Duel the musketeer's die and Draw the cards drawn (chance nodes), Card a crew chooses a card. */
export const enum Phase { Berth = 0, Play = 1, Choose = 2, Peek = 3, Quake = 4, Bottle = 5, Roll = 6, Over = 7, Tide = 8, Duel = 9, Draw = 10, Card = 11 }
export const PHASE_NAMES = ['berth', 'play', 'choose', 'peek', 'quake', 'bottle', 'roll', 'over', 'tide', 'duel', 'draw', 'card'];
/** Cave: which open cave to come out of (caves.ts). */
export const enum Choice { None = 0, Arrow = 1, Horse = 2, Trampoline = 3, Flight = 4, Musket = 5, Cave = 6 }
export const CHOICE_NAMES = ['none', 'arrow', 'horse', 'trampoline', 'flight', 'musket', 'cave'];
/** CrewLost: solo play only, every pirate dead (solo-turn.ts); Stalled: no progress for STALL_TURNS turns (stall.ts, A-R27). */
export const enum Result { Playing = 0, AllCoins = 1, PlyLimit = 2, CrewLost = 3, Stalled = 4 }
export const RESULT_NAMES = ['playing', 'all-coins', 'ply-limit', 'crew-lost', 'stalled'];
export const CREW_NAMES = ['white', 'yellow', 'black', 'red'];

export class State {
  readonly u8 = new Uint8Array(U8_LEN);
  readonly v = new Int32Array(NV);
  /** Hidden: the face-down tile byte of each closed cell (0 open, sea, or unknown to an observer). */
  readonly under = new Uint8Array(CELLS);
  /** Hidden: the tiles removed before laying, mountains first, then forest, then beach (0 unknown). */
  readonly removed = new Uint8Array(MAX_REMOVED);
}

export function copyInto(dst: State, src: State): void {
  dst.u8.set(src.u8); dst.v.set(src.v); dst.under.set(src.under); dst.removed.set(src.removed);
}

export function cloneState(s: State): State {
  const d = new State();
  copyInto(d, s);
  return d;
}

export function statesEqual(a: State, b: State): boolean {
  for (let i = 0; i < U8_LEN; i++) if (a.u8[i] !== b.u8[i]) return false;
  for (let i = 0; i < NV; i++) if (a.v[i] !== b.v[i]) return false;
  for (let i = 0; i < CELLS; i++) if (a.under[i] !== b.under[i]) return false;
  for (let i = 0; i < MAX_REMOVED; i++) if (a.removed[i] !== b.removed[i]) return false;
  return true;
}

export const labStep = (s: State, p: number): number => (s.u8[P_STAT + p] & LAB_MASK) >> LAB_SHIFT;
export const drunk = (s: State, p: number): number => (s.u8[P_STAT + p] & DRUNK_MASK) >> DRUNK_SHIFT;
/** Whether piece p is a pirate (a fighter): one of the twelve, the missionary once converted, Ben Gunn found. */
export const isPirate = (s: State, p: number): boolean => p < PIRATES || (s.u8[P_STAT + p] & CONVERTED) !== 0;
/** Whether crews a and b are on one side (the same crew, or partners in 2v2: crews 0+2 and 1+3). */
export const allied = (s: State, a: number, b: number): boolean => a === b || (s.v[MODE] === 1 && ((a ^ b) & 1) === 0);

/**
 * Whether the smoke burns on this turn: SMOKE counts the turns left, CREWS + 1 in the turn it
 * was found, which is still its own player's ("сначала ходит игрок с чёрными пиратами" after
 * you, line 880, tile-notes-ru.txt 45; RULES.md TN6), then CREWS .. 1 for the round it burns.
 */
export const smokeBurns = (s: State): boolean => s.v[SMOKE] > 0 && s.v[SMOKE] <= s.v[CREWS];

/** The player who owes the next decision: the crew on turn, or under the smoke the player after it (line 880). */
export function controller(s: State): number {
  const t = s.v[TURN];
  return smokeBurns(s) && s.v[PHASE] !== Phase.Berth ? (t + 1) % s.v[CREWS] : t;
}
