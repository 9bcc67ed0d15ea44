/**
 * Turning a face-down tile face up (rulebook 61): its type, kind and argument (an arrow's or
 * cannon's direction, as dealt: docs/RULES.md R1) come from the layout; chests put their
 * coins on the cell, the galleon its treasure, the expansion's item tiles their item.
 */

import * as stateModule from './state.js';
import { State } from './state.js';
import * as tilesModule from './tiles.js';
import { Kind } from './tiles.js';
import * as itemsModule from './items.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { COINS, KNOWN, TILE_ARG, TILE_KIND, TILE_TYPE, TREASURE_AT, put } = stateModule;
const { BOAT_TYPE, TYPE_KIND, revealedArg } = tilesModule;
const { revealItem } = itemsModule;
const { turnNews } = turnEndModule;

/** Turns a face-down tile face up from the layout. Chests put their coins, the galleon its treasure, on the cell. */
export function reveal(s: State, cell: number): void {
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
  turnNews.progress = true;
}
