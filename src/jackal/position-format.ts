/**
 * The position format: a whole game position as readable JSON. This file is the format's
 * specification and its types; `position-write.ts` writes a state (`toPosition`),
 * `position-read.ts` reads one back with validation (`fromPosition`), and `position.ts`
 * is the entry point that exports both.
 *
 * `toPosition(state)` writes a plain JSON object; `fromPosition(json)` reads one and
 * returns a State or an error value naming the field and the problem. Writing is
 * lossless for both tile sets: `fromPosition(toPosition(s))` equals s (statesEqual),
 * hash and derived caches included, and writing that again gives a deep-equal object.
 *
 * Format (version 2). Cells are named as in geometry (`g2`: file a..m west to east,
 * rank 1..13 from the south; with the original expansion also the outer sea lane, `g1+`
 * beyond berth g1, where only ships, the boat and those aboard stand); crews by name (white south, yellow west, black north,
 * red east); pieces as in the move notation (`w1`..`r3`; the Treasure Island
 * inhabitants `ben`, `mis`, `fri`); players (seats) by number 0..players-1.
 *
 *   {
 *     "format": "jackal-position",        optional marker
 *     "version": 2,
 *     "study": true,                       optional: a study position (below)
 *     "options": { "mode": "4p", "tiles": "classic", "firstCrew": 0, "airplaneImmediate": false,
 *                  "lighthouse": "peek", "maxPlies": 4000, "stallPlies": 400 },
 *                                          any omitted option takes its default (options.ts);
 *                                          tiles "classic" or "treasure-island"
 *     "turn": "white",                     the crew to move
 *     "ply": 12, "stall": 3,               plies played; plies since the last progress
 *     "over": "playing",                   or "all-coins", "ply-limit", "stalled"
 *     "revealed": { "g2": "empty", "f3": "arrow3:1", "e5": "airplane:used", ... },
 *                                          face-up tiles; every other land cell is face down
 *     "layout": { "b6": "chest2", "c7": "cannon:3", ... } or null,
 *                                          the face-down tile of every face-down cell, or
 *                                          null when unknown (an observation): such a
 *                                          position lists moves but cannot reveal tiles
 *     "observation": true,                 only when the layout lists some face-down cells
 *                                          but not all: an observation of a player who
 *                                          peeked at those with the Deluxe lighthouse
 *     "coins": { "g2": 1 },                coins lying on cells (cells without coins omitted)
 *     "pirates": {                         every pirate of every crew in play, dead or alive,
 *                                          then the inhabitants who have joined a crew
 *       "w1": { "cell": "g1" },            aboard a ship, swimming, or on land
 *       "w2": { "cell": null },            dead
 *       "w3": { "cell": "d4", "trapped": true },
 *       "y1": { "cell": "c5", "drunk": 1 },       1 = skips his crew's next turn
 *       "b2": { "cell": "e7", "step": 2, "carrying": true },
 *                                          on a spinner: step 1 (I) .. 5 (V), and whether
 *                                          he holds a coin (coins on spinners travel with
 *                                          their pirate)
 *       "b3": { "cell": "f6", "lost": true, "carrying": false, "treasure": true },
 *                                          lost in the caves (on the only open cave),
 *                                          holding a coin and/or the galleon treasure
 *       "fri": { "crew": "red", "cell": "h8" },   an inhabitant: the crew he has joined;
 *                                          cell null when he has left the game. Not listed
 *                                          while no crew has found him
 *       "mis": { "crew": "white", "cell": "c3", "converted": true }
 *                                          the missionary drank: an ordinary pirate now
 *     },                                   "treasure": true on a spinner too, like "carrying"
 *     "ships": { "white": { "cell": "g1", "coins": 0 }, ... },   crews in play only; with the
 *                                          expansion a ship (and a pirate aboard a vessel)
 *                                          may be in the outer lane: "g1+" is the cell
 *                                          beyond berth g1 (docs/RULES.md X-R15)
 *     "lost": 0,                           coins sunk or eaten
 *     "bottles": { "white": 0, ... },      rum bottles in each crew's store (Treasure Island)
 *     "treasure": "face-down",             where the galleon treasure is (Treasure Island):
 *                                          "face-down" (its tile is), a cell name (lying
 *                                          there), "held" (by the piece marked "treasure"),
 *                                          "carried" (by the piece in motion), a crew name
 *                                          (aboard that crew's ship), or "sunk"
 *     "grass": 0,                          crew turns left under the burning grass (Treasure Island)
 *     "known": { "c5": [0], "d9": [0, 2] }, face-down cells and the players who peeked at
 *                                          them with the Deluxe lighthouse (Treasure Island)
 *     "items": { "boat": "afloat:white:f1", "cannonballs": ["face-down", "c4"],
 *                "wheelbarrow": "held:w2" }, the original expansion (options.expansion
 *                                          "original") only: where each item is:
 *                                          "face-down" (its tile is), a cell name (lying
 *                                          there), "held:w2" (by that piece, on a spinner
 *                                          or lost in a cave), "carried" (by the piece in
 *                                          motion), "aboard:white" (brought aboard that
 *                                          crew's ship or boat), "afloat:white:f1" (the
 *                                          boat, launched by that crew, on that berth
 *                                          or outer cell "f1+"),
 *                                          "gone" (destroyed by a shot, or sunk). A pirate
 *                                          holding two coins (wheelbarrow) has "carrying"
 *                                          and "secondCoin": true, and so has "pending".
 *     "pending": null or {                 a follow-up decision the crew to move owes
 *       "kind": "arrow" | "horse" | "airplane-or-stay" | "airplane" | "cave-exit"
 *             | "earthquake-first" | "earthquake-second" | "lighthouse-pick"
 *             | "lighthouse-order" | "carramba",
 *       "pirate": "w1",                    the piece in motion
 *       "carrying": false,                 he holds a coin
 *       "treasure": true,                  he holds the galleon treasure (omitted when not)
 *       "start": "g1",                     where his turn began (a dropped coin returns here)
 *       "from": "g2",                      the cell he entered his current cell from
 *       "dx": 0, "dy": -1,                 his last displacement (x east, y SOUTH, -2..2)
 *       "how": "vector" | "horse" | "flight",
 *       "visits": [ { "cell": "g3", "any": true }, { "cell": "g4", "dx": 0, "dy": -1 } ],
 *                                          forced tiles passed since the turn began or the
 *                                          last choice, with the displacement he arrived
 *                                          with ("any" for single arrows), for cycles
 *       "choices": ["e5", "e5"],           choice tiles he reached this turn, one entry per
 *                                          arrival (a third arrival at one is a cycle)
 *       "first": "c5",                     earthquake-second only: the first cell chosen
 *       "picks": ["c5", "d9"]              lighthouse kinds only: the cells picked so far
 *     }
 *   }
 *
 * Study positions ("study": true in the document, or `jackal … --study`) are for writing
 * scenarios by hand. The tile set's counts and its coin total are not enforced (so the
 * rum bottles' total neither); "version", "turn" (the first crew), "ships" (each at its
 * start cell), "layout" and any pirate may be left out: a pirate left out is aboard his
 * ship, and a pirate may be given as just his cell ("w1": "c4", or null when dead). The
 * face-down cells the layout leaves out are filled from what the tile set has left over
 * the tiles written, shuffled with the fixed seed "study" (so the same document always
 * reads to the same state); "layout": null still
 * means unknown. Everything else is checked as in any position. The state keeps the mark
 * (options.OPT_STUDY): the writer writes "study": true back, and such a game ends
 * ("all-coins") when no coin is left to find: none lying, none carried, no chest face down.
 * Bots' determinizations draw from the set's counts and may not fit a study's tiles.
 *
 * The Treasure Island fields (bottles, treasure, grass, known, inhabitants, lost,
 * treasure and converted flags) are written only for that tile set and rejected in a
 * classic position. Reading accepts version 1 too: a version 1 document is a version 2
 * document without the new fields (which take their empty values), so old classic
 * files still load.
 *
 * Tile codes: the tile type name (tiles.TILE_TYPES: empty, arrow1, arrow1d, arrow2,
 * arrow2d, arrow3, arrow4, arrow4d, horse, jungle, desert, swamp, mountains, ice,
 * trap, crocodile, cannibal, fortress, native, rum, balloon, airplane, cannon,
 * chest1..chest5; Treasure Island: galleon, carramba, lighthouse, ben-gunn,
 * missionary, friday, bottles1..bottles3, cave, earthquake, thicket (the Treasure
 * Island jungle), grass). Rotating types (arrows, cannon) add `:q`, the quarter turns
 * clockwise 0..3 from the printed face: at q = 0 arrow1 points north, arrow1d
 * north-east, arrow2 north+south, arrow2d NE+SW, arrow3 NW+E+S, and the cannon's
 * barrel north. A revealed arrow is written with the smallest q that gives its
 * directions (the state keeps directions, not the turn). A one-shot tile that has
 * done its work is `:used`: a flown airplane, a carramba sworn at, a lighthouse
 * looked from, an inhabitant's tile whose inhabitant has joined a crew, a rum-bottle
 * tile emptied, an earthquake that shook, grass that burnt. Reading accepts a missing
 * `:q` as 0.
 *
 * Validation: unknown fields, wrong types, cells that do not exist or are the wrong
 * kind (land/sea/side), tile counts that do not make up the tile set, pieces or
 * ships of crews not in play, flags where they mean nothing, enemies sharing a cell,
 * coins not adding up to the set's total, the treasure in other than exactly one
 * place, more rum bottles than the set holds, inhabitants and their tiles out of step,
 * Treasure Island fields in a classic game, and an inconsistent pending decision or
 * end. After the field checks the engine's state checker (check.ts) runs as a net.
 */

import { GameOptions } from './options.js';
import { SET_HAS_GALLEON } from './setup.js';
import { BEN_GUNN, FRIDAY, MISSIONARY, State, TILESET } from './state.js';
import { Kind } from './tiles.js';

export const POSITION_VERSION = 2;
/** Versions fromPosition reads (version 1 is version 2 without the Treasure Island and choice fields). */
export const READABLE_VERSIONS: readonly number[] = [1, 2];

/** A piece in the position format. */
export interface PirateJson {
  /** Inhabitants only: the crew he has joined. */
  crew?: string;
  cell: string | null;
  trapped?: boolean;
  drunk?: number;
  step?: number;
  carrying?: boolean;
  lost?: boolean;
  treasure?: boolean;
  converted?: boolean;
  /** The expansion: holds a second coin (with the wheelbarrow), besides "carrying". */
  secondCoin?: boolean;
}

export interface VisitJson { cell: string; any?: boolean; dx?: number; dy?: number }

export const PENDING_NAMES = [
  'none', 'arrow', 'horse', 'airplane-or-stay', 'airplane', 'cave-exit', 'earthquake-first', 'earthquake-second', 'lighthouse-pick',
  'lighthouse-order', 'carramba', 'gift',
] as const;
export type PendingName = Exclude<(typeof PENDING_NAMES)[number], 'none'>;
export const HOW_NAMES = ['vector', 'horse', 'flight'] as const;

export interface PendingJson {
  kind: PendingName;
  pirate: string;
  carrying: boolean;
  treasure?: boolean;
  secondCoin?: boolean;
  start: string;
  from: string;
  dx: number;
  dy: number;
  how: 'vector' | 'horse' | 'flight';
  visits: VisitJson[];
  choices?: string[];
  first?: string;
  picks?: string[];
}

/** A whole position, as written by toPosition. See the module comment. */
export interface PositionJson {
  format: 'jackal-position';
  version: number;
  study?: true;
  options: GameOptions;
  turn: string;
  ply: number;
  stall: number;
  over: string;
  revealed: Record<string, string>;
  layout: Record<string, string> | null;
  observation?: boolean;
  coins: Record<string, number>;
  pirates: Record<string, PirateJson>;
  ships: Record<string, { cell: string; coins: number }>;
  lost: number;
  bottles?: Record<string, number>;
  treasure?: string;
  grass?: number;
  known?: Record<string, number[]>;
  items?: ItemsJson;
  pending: PendingJson | null;
}

/** Where the original expansion's items are (see the module comment). */
export interface ItemsJson { boat: string; cannonballs: [string, string]; wheelbarrow: string }

/** Error value of fromPosition: the field (a path like `pirates.w3.cell`) and the problem. */
export interface PositionError { code: 'bad-position'; field: string; message: string }

export const isPositionError = (r: State | PositionError): r is PositionError => !(r instanceof State);

export const ANY_ENTRY = 26;
/** Kinds a coin (or the treasure) may lie on, as the state checker has it. */
export const COIN_GROUND: readonly number[] = [
  Kind.Empty, Kind.Spinner, Kind.Trap, Kind.RumBarrel, Kind.Airplane, Kind.Chest, Kind.Galleon, Kind.Carramba, Kind.Lighthouse, Kind.BenGunn,
  Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Cave, Kind.Earthquake, Kind.Grass,
];
/** Kinds whose argument is 1 (or the printed count) until the tile has done its work, then 0 (`:used`). */
export const ONE_SHOT: readonly number[] = [
  Kind.Airplane, Kind.Carramba, Kind.Lighthouse, Kind.BenGunn, Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Earthquake, Kind.Grass,
];
/** The inhabitants' slots and the kinds of their tiles. */
export const INHABITANTS: readonly [number, number][] = [[BEN_GUNN, Kind.BenGunn], [MISSIONARY, Kind.Missionary], [FRIDAY, Kind.Friday]];
export const signedByte = (v: number): number => (v << 24) >> 24;
export const isTreasureIsland = (s: State): boolean => SET_HAS_GALLEON[s.u8[TILESET]] !== 0;
