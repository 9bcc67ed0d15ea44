/**
 * What the viewer draws at one ply: a plain snapshot of a Jackal state (tiles, coins,
 * pieces, ships, the face-down layout for the "show hidden tiles" toggle), read from the
 * engine's state bytes as `jackal show` (src/jackal/show.ts) reads them. Frames are
 * computed in the browser from the record's moves, one per ply.
 */

import { CELLS, IS_LAND, NO_CELL, cellName } from '../../../jackal/geometry.js';
import { pieceName } from '../../../jackal/notation.js';
import { MODE_CREWS, MODE_PLAYER, OPT_EXPANSION } from '../../../jackal/options.js';
import { currentCrew, endReason, isTerminal, plies, scores } from '../../../jackal/outcome.js';
import {
  BOTTLES, COINS, F_CARRY, F_DRUNK_MASK, F_LOST, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, F2_TREASURE, KNOWN, LOST, MAX_PIECES, MODE,
  HOLD_AFLOAT, ITEM_BOAT, ITEM_CELL, ITEM_HOLD, NO_CREW, OPTIONS, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PENDING, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TREASURE_AT, TREASURE_SHIP,
} from '../../../jackal/state.js';
import { revealedArg, TYPE_KIND } from '../../../jackal/tiles.js';

/** A pirate (or an inhabitant who has joined a crew). */
export interface PieceView {
  /** Notation name: w1..r3, ben, mis, fri. */
  name: string;
  crew: number;
  /** Cell name, or null when dead (or gone). */
  cell: string | null;
  /** On a sea cell that holds no ship of his. */
  swimming: boolean;
  aboard: boolean;
  trapped: boolean;
  drunk: boolean;
  carrying: boolean;
  treasure: boolean;
  lost: boolean;
  /** Spinner step, 0-based (on spinners only). */
  step: number;
}

export interface Frame {
  ply: number;
  /** Crew to move (0..3), and whether the game is over (and why). */
  turn: number;
  over: string | null;
  pending: boolean;
  /** Per cell (0..168): visible kind and argument, coins lying, peeked-at bits. */
  kind: Uint8Array;
  arg: Uint8Array;
  coins: Uint8Array;
  known: Uint8Array;
  /** Per cell: the kind and argument of the face-down tile there (0, 0 where none). */
  hiddenKind: Uint8Array;
  hiddenArg: Uint8Array;
  pieces: PieceView[];
  ships: { crew: number; cell: string; coins: number }[];
  /** Crews in play, the player (seat) of each crew, the seats' scores. */
  crews: number[];
  playerOfCrew: number[];
  scores: number[];
  lost: number;
  /** Where the galleon treasure lies (a cell name), or null. */
  treasureAt: string | null;
  /** The crew whose ship holds the treasure, or null. */
  treasureShip: number | null;
  bottles: number[];
  /** Whether the game has the original expansion's outer sea lane (docs/RULES.md X-R15), which the board then draws. */
  lane: boolean;
  /** The expansion's launched boat: its crew and cell, or null while it is not afloat. */
  boat: { crew: number; cell: string } | null;
}

/** The frame of a state (allocates; one per ply). */
export function frameOf(s: State): Frame {
  const u8 = s.u8;
  const present = MODE_CREWS[u8[MODE]];
  const crews = [0, 1, 2, 3].filter((k) => ((present >> k) & 1) !== 0);
  const shipCells = new Set(crews.map((k) => u8[SHIP_CELL + k]));
  const boatHold = u8[ITEM_HOLD + ITEM_BOAT];
  const boat = boatHold >= HOLD_AFLOAT && boatHold < HOLD_AFLOAT + 4 ? { crew: boatHold - HOLD_AFLOAT, cell: u8[ITEM_CELL + ITEM_BOAT] } : null;
  if (boat) shipCells.add(boat.cell); // those on the boat are aboard, not swimming
  const hiddenKind = new Uint8Array(CELLS);
  const hiddenArg = new Uint8Array(CELLS);
  for (let c = 0; c < CELLS; c++) {
    const t = s.layout[c];
    if (t === 0) continue;
    hiddenKind[c] = TYPE_KIND[t & 63];
    hiddenArg[c] = revealedArg(t & 63, t >> 6);
  }
  const pieces: PieceView[] = [];
  for (let p = 0; p < MAX_PIECES; p++) {
    const crew = u8[P_CREW + p];
    if (crew === NO_CREW) continue;
    const c = u8[P_CELL + p];
    const f = u8[P_FLAGS + p];
    const onSea = c !== NO_CELL && !IS_LAND[c];
    pieces.push({
      name: pieceName(p), crew, cell: c === NO_CELL ? null : cellName(c),
      swimming: onSea && !shipCells.has(c), aboard: onSea && shipCells.has(c),
      trapped: (f & F_TRAPPED) !== 0, drunk: (f & F_DRUNK_MASK) !== 0, carrying: (f & F_CARRY) !== 0,
      treasure: (u8[P_FLAGS2 + p] & F2_TREASURE) !== 0, lost: (f & F_LOST) !== 0, step: (f & F_STEP_MASK) >> F_STEP_SHIFT,
    });
  }
  const tAt = u8[TREASURE_AT];
  const tShip = u8[TREASURE_SHIP];
  return {
    ply: plies(s), turn: currentCrew(s), over: isTerminal(s) ? endReason(s) : null, pending: u8[PENDING] !== 0,
    kind: u8.slice(TILE_KIND, TILE_KIND + CELLS), arg: u8.slice(TILE_ARG, TILE_ARG + CELLS),
    coins: u8.slice(COINS, COINS + CELLS), known: u8.slice(KNOWN, KNOWN + CELLS), hiddenKind, hiddenArg,
    pieces, ships: crews.map((k) => ({ crew: k, cell: cellName(u8[SHIP_CELL + k]), coins: u8[SHIP_COINS + k] })),
    crews, playerOfCrew: [0, 1, 2, 3].map((k) => MODE_PLAYER[u8[MODE] * 4 + k]), scores: scores(s), lost: u8[LOST],
    treasureAt: tAt === NO_CELL ? null : cellName(tAt), treasureShip: tShip < 4 ? tShip : null,
    bottles: crews.map((k) => u8[BOTTLES + k]),
    lane: (u8[OPTIONS] & OPT_EXPANSION) !== 0,
    boat: boat && { crew: boat.crew, cell: cellName(boat.cell) },
  };
}
