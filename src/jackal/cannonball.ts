/**
 * A cannonball fired from a cannon (the original expansion, full-rules-ru.txt 423;
 * docs/RULES.md X-R4, X-R5): "Во всех клетках по прямой от пушки убираются все
 * предметы: пираты погибают, а монеты и другие штуки уничтожаются." Every cell in line
 * from the cannon in the barrel's direction, to the edge of the board, loses what is on
 * it: pieces die, coins (counted as lost), the galleon treasure (sunk) and the items are
 * destroyed. Ships, the launched boat and everyone aboard are untouched (FAQ 578 "Да
 * ничего, всё остаётся на месте"; tile-notes-ru.txt 83 "нельзя ... потопить из пушки или
 * убить пиратов на них"). Face-down tiles keep what they hide, and pieces lost
 * underground in a cave are not on the surface to be hit.
 */

import * as geometryModule from './geometry.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as itemsModule from './items.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { DIR_DX, DIR_DY, IS_LAND, SIZE, xOf, yOf, NO_CELL } = geometryModule;
const {
  COINS, F_LOST, HOLD_GONE, HOLD_LYING, ITEM_CELL, ITEM_COUNT, ITEM_HOLD, LOST, P_FLAGS, PIECES_AT_U16, TREASURE_AT, TREASURE_SHIP, TREASURE_SUNK,
  put,
} = stateModule;
const { setItem } = itemsModule;

/**
 * Fires from the cannon on `cell` in direction `dir`. `kill` removes a piece from the board
 * (apply.ts: what it held is put down on its cell first, and is then destroyed here);
 * `isVessel` says whether a sea cell holds a ship or the launched boat.
 */
export function fireCannon(s: State, cell: number, dir: number, kill: (s: State, p: number) => void, isVessel: (s: State, cell: number) => boolean): void {
  const u8 = s.u8;
  let x = xOf(cell), y = yOf(cell);
  for (;;) {
    x += DIR_DX[dir]; y += DIR_DY[dir];
    if (x < 0 || y < 0 || x >= SIZE || y >= SIZE) return;
    const c = y * SIZE + x;
    if (IS_LAND[c] === 0 && isVessel(s, c)) continue;
    for (let b = s.u16[PIECES_AT_U16 + c]; b !== 0; b &= b - 1) {
      const p = 31 - Math.clz32(b & -b);
      if ((u8[P_FLAGS + p] & F_LOST) === 0) kill(s, p);
    }
    if (IS_LAND[c] === 0) continue;
    if (u8[COINS + c] !== 0) { put(s, LOST, u8[LOST] + u8[COINS + c]); put(s, COINS + c, 0); }
    if (u8[TREASURE_AT] === c) { put(s, TREASURE_AT, NO_CELL); put(s, TREASURE_SHIP, TREASURE_SUNK); }
    for (let i = 0; i < ITEM_COUNT; i++) {
      if (u8[ITEM_HOLD + i] === HOLD_LYING && u8[ITEM_CELL + i] === c) setItem(s, i, HOLD_GONE, NO_CELL);
    }
  }
}
