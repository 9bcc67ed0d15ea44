/**
 * The position reader's section for the original expansion's items (position-format.ts,
 * "items"): where the boat, the two cannonballs and the wheelbarrow are. Only in a game
 * with options.expansion "original"; the state checker (check.ts) then checks the places
 * against the tiles, the pieces and the pending move as a net.
 */

import { IS_LAND, NO_CELL, SHIP_SIDE, cellName, isOuter } from './geometry.js';
import { CREW_NAMES } from './options.js';
import {
  CARRY_ITEMS, F_LOST, HOLD_ABOARD, HOLD_AFLOAT, HOLD_GONE, HOLD_HIDDEN, HOLD_LYING, HOLD_MOVING, HOLD_PIECE, ITEM_BALL1, ITEM_BALL2, ITEM_BARROW,
  ITEM_BOAT, ITEM_CELL, ITEM_HOLD, MAX_PIECES, NO_CREW, P_CELL, P_CREW, P_FLAGS, PEND_CARRY, PENDING, SHIP_CELL, TILE_KIND, TILE_TYPE,
} from './state.js';
import { BOAT_TYPE, CANNONBALL_TYPE, Kind, TILE_TYPES, WHEELBARROW_TYPE } from './tiles.js';
import { parsePieceName, pieceName } from './notation.js';
import { ReadContext, bad, cellAt, listAt, objectAt, onlyKeys, section, show } from './position-fields.js';
import { COIN_GROUND, PositionError } from './position-format.js';

/** Reads and checks "items" (the expansion only). */
export const readItems = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, u8 } = ctx;
  if (ctx.o.expansion !== 'original') {
    if (j.items !== undefined) bad('items', 'the original expansion\'s items; options.expansion is not "original"');
    return;
  }
  const ij = objectAt(j.items, 'items');
  onlyKeys(ij, 'items', ['boat', 'cannonballs', 'wheelbarrow']);
  const balls = listAt(ij.cannonballs, 'items.cannonballs', 2);
  if (balls.length !== 2) bad('items.cannonballs', `must list the 2 cannonballs, got ${balls.length}`);
  const places: [number, unknown, string, number][] = [
    [ITEM_BOAT, ij.boat, 'items.boat', BOAT_TYPE],
    [ITEM_BALL1, balls[0], 'items.cannonballs.0', CANNONBALL_TYPE],
    [ITEM_BALL2, balls[1], 'items.cannonballs.1', CANNONBALL_TYPE],
    [ITEM_BARROW, ij.wheelbarrow, 'items.wheelbarrow', WHEELBARROW_TYPE],
  ];
  let moving = false;
  for (const [slot, v, field, type] of places) {
    const [hold, cell] = placeAt(ctx, v, field, slot === ITEM_BOAT);
    u8[ITEM_HOLD + slot] = hold;
    u8[ITEM_CELL + slot] = cell === NO_CELL ? 0 : cell;
    if (hold === HOLD_MOVING) moving = true;
    const up = ctx.revealedCounts[type];
    if (hold === HOLD_HIDDEN && up >= (type === CANNONBALL_TYPE ? 2 : 1)) bad(field, `every ${TILE_TYPES[type].name} tile is revealed, so this item is not face down`);
  }
  for (const [type, first, last, field] of [[BOAT_TYPE, ITEM_BOAT, ITEM_BOAT, 'items.boat'], [CANNONBALL_TYPE, ITEM_BALL1, ITEM_BALL2, 'items.cannonballs'],
    [WHEELBARROW_TYPE, ITEM_BARROW, ITEM_BARROW, 'items.wheelbarrow']] as const) {
    let found = 0;
    for (let i = first; i <= last; i++) if (u8[ITEM_HOLD + i] !== HOLD_HIDDEN) found++;
    if (found !== ctx.revealedCounts[type]) bad(field, `${found} found but ${ctx.revealedCounts[type]} such tiles are revealed`);
  }
  if (moving) {
    if (u8[PENDING] === 0) bad('items', 'an item is "carried" but no decision is pending (nobody is in motion)');
    u8[PEND_CARRY] |= CARRY_ITEMS;
  }
  // Nobody swims in the outer lane: a piece there is aboard a ship or the boat (docs/RULES.md X-R15).
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = u8[P_CELL + p];
    if (c === NO_CELL || !isOuter(c) || u8[SHIP_CELL + SHIP_SIDE[c]] === c) continue;
    const h = u8[ITEM_HOLD + ITEM_BOAT];
    if (h >= HOLD_AFLOAT && h < HOLD_AFLOAT + 4 && u8[ITEM_CELL + ITEM_BOAT] === c) continue;
    bad(`pirates.${pieceName(p)}.cell`, `${cellName(c)} is in the outer lane, where only vessels and those aboard them stand; no vessel is there`);
  }
});

/** An item's place from its text: [ITEM_HOLD value, cell or NO_CELL]. */
function placeAt(ctx: ReadContext, v: unknown, field: string, boat: boolean): [number, number] {
  const { u8, present } = ctx;
  if (typeof v !== 'string') return bad(field, `must be "face-down", a cell, "held:<piece>", "carried", "aboard:<crew>", "afloat:<crew>:<cell>" or "gone", got ${show(v)}`);
  if (v === 'face-down') return [HOLD_HIDDEN, NO_CELL];
  if (v === 'carried') return [HOLD_MOVING, NO_CELL];
  if (v === 'gone') return [HOLD_GONE, NO_CELL];
  const parts = v.split(':');
  const crew = (name: string): number => {
    const k = CREW_NAMES.indexOf(name as (typeof CREW_NAMES)[number]);
    if (k < 0 || ((present >> k) & 1) === 0) bad(field, `${show(name)} is not a crew in play`);
    return k;
  };
  if (parts[0] === 'held' && parts.length === 2) {
    const p = parsePieceName(parts[1]);
    if (p < 0 || u8[P_CREW + p] === NO_CREW || u8[P_CELL + p] === NO_CELL) bad(field, `${show(parts[1])} is no piece on the board`);
    const at = u8[P_CELL + p];
    if (!IS_LAND[at] || (u8[TILE_KIND + at] !== Kind.Spinner && (u8[P_FLAGS + p] & F_LOST) === 0)) {
      bad(field, `${parts[1]} is not on a spinner nor lost in a cave (elsewhere items lie on the cell)`);
    }
    return [HOLD_PIECE + p, NO_CELL];
  }
  if (parts[0] === 'aboard' && parts.length === 2) return [HOLD_ABOARD + crew(parts[1]), NO_CELL];
  if (parts[0] === 'afloat' && parts.length === 3) {
    if (!boat) bad(field, 'only the boat floats');
    const k = crew(parts[1]);
    const c = cellAt(parts[2], field, true);
    if (SHIP_SIDE[c] === NO_CELL || u8[SHIP_CELL + SHIP_SIDE[c]] === c) bad(field, `${parts[2]} is not a free berth (a ship's cell along a side, with no ship)`);
    return [HOLD_AFLOAT + k, c];
  }
  const c = cellAt(v, field);
  const kind = u8[TILE_KIND + c];
  if (!IS_LAND[c] || kind === Kind.Closed) bad(field, `${v} is ${!IS_LAND[c] ? 'sea' : 'face down'}; items lie on revealed tiles`);
  if (!COIN_GROUND.includes(kind) && kind !== Kind.Cannon) bad(field, `nothing may lie on ${cellName(c)} (a ${TILE_TYPES[u8[TILE_TYPE + c]].name} tile)`);
  return [HOLD_LYING, c];
}
