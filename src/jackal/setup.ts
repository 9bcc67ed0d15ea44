/**
 * Setting up a game: the deal (a seeded shuffle of the tile set onto the 117 land
 * cells, each rotating tile given a random quarter turn) and the starting position
 * (ships in the middle of their sides, three pirates aboard each).
 *
 * Implementation notes. The deal fixes the whole face-down layout, orientations
 * included, at the start. No player sees it, so this is the same game as drawing
 * each tile when it is revealed, and it makes a game a pure function of the deal
 * seed and the moves (docs/RULES.md, "The deal"). Same seed, same island, on every
 * machine: the shuffle uses only the seeded Rng.
 */

import { CELLS, LAND_CELLS, LAND_COUNT, NO_CELL, SHIP_SLOTS, SHIP_START_SLOT, SIDE_CELLS, IS_LAND } from './geometry.js';
import { GameOptions, MODE_CREWS, MODE_ID, OPT_AIRPLANE_IMMEDIATE, OPT_EXPANSION, OPT_LIGHTHOUSE_OPEN } from './options.js';
import { Rng } from '../core/rng.js';
import {
  CREW_SIZE, FIRST, MODE, NO_CREW, OPTIONS, P_CELL, P_CREW, SHIP_CELL, State, TILE_KIND, TILESET, TREASURE_AT, TREASURE_SHIP, TURN,
  rebuildPiecesAt, rehash,
} from './state.js';
import { Kind, TILE_SETS, TILE_TYPE_COUNT, TYPE_ROTATES, TileSet, setCoins, tileSetFor, tileTypeId } from './tiles.js';

/** Tile set names by TILESET byte. */
export const TILESET_NAMES: readonly string[] = ['classic', 'treasure-island'];
/** Coins a tile set's chests hold, by TILESET byte (the galleon treasure is counted apart). */
export const SET_TOTAL_COINS = Uint8Array.from(TILESET_NAMES, (n) => setCoins(TILE_SETS[n]));
/** 1 when the tile set has the galleon treasure, by TILESET byte. */
export const SET_HAS_GALLEON = Uint8Array.from(TILESET_NAMES, (n) => TILE_SETS[n].counts[tileTypeId('galleon')]);

/** The tile set a state's game was dealt from: its TILESET, with the expansion's tiles when OPT_EXPANSION is set. */
export const stateTileSet = (u8: Uint8Array): TileSet => tileSetFor(TILESET_NAMES[u8[TILESET]], (u8[OPTIONS] & OPT_EXPANSION) !== 0);

/** Fills `layout` (per cell: type | quarter turns << 6) with a shuffled deal of `set`. */
export function dealLayout(set: TileSet, rng: Rng, layout: Uint8Array): void {
  const bag = new Uint8Array(LAND_COUNT);
  let k = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) for (let i = 0; i < set.counts[t]; i++) bag[k++] = t;
  for (let i = LAND_COUNT - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = bag[i]; bag[i] = bag[j]; bag[j] = x;
  }
  layout.fill(0);
  for (let i = 0; i < LAND_COUNT; i++) {
    const t = bag[i];
    const q = TYPE_ROTATES[t] ? rng.int(4) : 0;
    layout[LAND_CELLS[i]] = t | (q << 6);
  }
}

/**
 * Writes the starting position with the given layout into s: every land cell face
 * down, ships mid-side, three pirates aboard each present crew. Pieces 3k..3k+2 are
 * crew k's pirates.
 */
export function startPosition(s: State, o: GameOptions, layout: Uint8Array): void {
  s.u8.fill(0);
  s.layout.set(layout);
  s.maxPlies = o.maxPlies;
  s.stallPlies = o.stallPlies;
  const u8 = s.u8;
  for (let c = 0; c < CELLS; c++) u8[TILE_KIND + c] = IS_LAND[c] ? Kind.Closed : Kind.Sea;
  const mode = MODE_ID[o.mode];
  u8[MODE] = mode;
  u8[OPTIONS] = (o.airplaneImmediate ? OPT_AIRPLANE_IMMEDIATE : 0) | (o.lighthouse === 'open' ? OPT_LIGHTHOUSE_OPEN : 0)
    | (o.expansion === 'original' ? OPT_EXPANSION : 0);
  u8[TREASURE_AT] = NO_CELL;
  u8[TREASURE_SHIP] = NO_CREW;
  u8[FIRST] = o.firstCrew;
  u8[TURN] = o.firstCrew;
  u8[TILESET] = TILESET_NAMES.indexOf(o.tiles);
  u8.fill(NO_CELL, P_CELL, P_CELL + 16);
  u8.fill(NO_CREW, P_CREW, P_CREW + 16);
  for (let k = 0; k < 4; k++) {
    if (((MODE_CREWS[mode] >> k) & 1) === 0) { u8[SHIP_CELL + k] = NO_CELL; continue; }
    const ship = SIDE_CELLS[k * SHIP_SLOTS + SHIP_START_SLOT];
    u8[SHIP_CELL + k] = ship;
    for (let i = 0; i < CREW_SIZE; i++) {
      u8[P_CREW + k * CREW_SIZE + i] = k;
      u8[P_CELL + k * CREW_SIZE + i] = ship;
    }
  }
  rebuildPiecesAt(s);
  rehash(s);
}

/** A new game: the deal from `seed` and the starting position. */
export function newGame(o: GameOptions, seed: string | number): State {
  const s = new State();
  const layout = new Uint8Array(CELLS);
  dealLayout(tileSetFor(o.tiles, o.expansion === 'original'), new Rng(`deal:${seed}`), layout);
  startPosition(s, o, layout);
  return s;
}
