/**
 * The position reader's piece sections (position-read.ts runs them): the crews' pirates
 * and the inhabitants who joined a crew, the inhabitants against their tiles, and who may
 * share a cell.
 */

import { IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL, SHIP_SIDE, cellName } from './geometry.js';
import { CREW_NAMES } from './options.js';
import {
  CREW_SIZE, F_CARRY, F_DRUNK_SHIFT, F_LOST, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, F2_COIN2, F2_CONVERTED, F2_TREASURE, FRIDAY, MAX_PIECES, MISSIONARY,
  NO_CREW, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, SHIP_CELL, TILE_ARG, TILE_KIND, TILE_TYPE, rebuildPiecesAt,
} from './state.js';
import { Kind } from './tiles.js';
import { parsePieceName, pieceName } from './notation.js';
import { canRest } from './check.js';
import { ReadContext, tileArticle, bad, boolAt, cellAt, crewAt, intAt, objectAt, onlyKeys, section, teamOf } from './position-fields.js';
import { PositionError, INHABITANTS } from './position-format.js';

const PIRATE_FIELDS = ['crew', 'cell', 'trapped', 'drunk', 'step', 'carrying', 'lost', 'treasure', 'converted', 'secondCoin'];
const FLAG_FIELDS = ['trapped', 'drunk', 'step', 'carrying', 'lost', 'treasure', 'converted', 'secondCoin'];

/** Pieces: the crews' pirates, then the inhabitants who joined a crew. */
export const readPieces = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, s, u8, o, present, study } = ctx;
  const team = (k: number): number => teamOf(ctx, k);
  const pj = study && j.pirates === undefined ? {} : objectAt(j.pirates, 'pirates');
  u8.fill(NO_CELL, P_CELL, P_CELL + MAX_PIECES);
  u8.fill(NO_CREW, P_CREW, P_CREW + MAX_PIECES);
  checkPieceNames(ctx, pj);
  let carried = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const name = pieceName(p);
    const field = `pirates.${name}`;
    let k: number;
    if (p < 4 * CREW_SIZE) {
      k = Math.floor(p / CREW_SIZE);
      if (((present >> k) & 1) === 0) continue;
      if (pj[name] === undefined && !study) bad(field, 'missing: list every pirate of every crew in play (cell null when dead)');
    } else if (pj[name] === undefined) {
      continue;
    }
    // A study may leave a pirate out (he is aboard his ship) or give only his cell.
    const given = study && (pj[name] === undefined || typeof pj[name] === 'string' || pj[name] === null)
      ? { cell: pj[name] === undefined ? cellName(u8[SHIP_CELL + Math.floor(p / CREW_SIZE)]) : pj[name] }
      : pj[name];
    const one = objectAt(given, field);
    onlyKeys(one, field, PIRATE_FIELDS);
    if (p < 4 * CREW_SIZE) {
      k = Math.floor(p / CREW_SIZE);
      if (one.crew !== undefined) bad(`${field}.crew`, 'a pirate belongs to the crew of his letter; "crew" is for the inhabitants');
    } else {
      if (one.crew === undefined) bad(`${field}.crew`, 'missing: the crew the inhabitant has joined');
      k = crewAt(one.crew, `${field}.crew`, present);
    }
    u8[P_CREW + p] = k;
    if (one.converted !== undefined && boolAt(one.converted, `${field}.converted`)) {
      if (p !== MISSIONARY) bad(`${field}.converted`, 'only the missionary is converted');
      u8[P_FLAGS2 + p] |= F2_CONVERTED;
    }
    if (one.cell === undefined) bad(`${field}.cell`, 'missing: a cell name, or null when dead or out of the game');
    if (one.cell === null) {
      for (const f of FLAG_FIELDS) if (f !== 'converted' && one[f] !== undefined) bad(`${field}.${f}`, 'a dead piece has no flags');
      continue;
    }
    const c = cellAt(one.cell, `${field}.cell`, o.expansion === 'original');
    u8[P_CELL + p] = c;
    if (IS_LAND[c]) {
      carried += readFlagsOnLand(ctx, one, field, p, c);
    } else {
      for (const f of FLAG_FIELDS) if (f !== 'converted' && one[f] !== undefined) bad(`${field}.${f}`, 'a piece at sea has no flags');
      const side = SHIP_SIDE[c];
      if (side !== NO_CELL && u8[SHIP_CELL + side] === c && team(side) !== team(k)) {
        bad(`${field}.cell`, `${one.cell as string} is the ${CREW_NAMES[side]} ship, an enemy of ${CREW_NAMES[k]}`);
      }
      u8[P_FLAGS + p] = 0;
    }
  }
  rebuildPiecesAt(s);
  ctx.carried += carried;
});

/** Every key of `pirates` names a piece of a crew in play, or an inhabitant in a Treasure Island game. */
function checkPieceNames(ctx: ReadContext, pj: Record<string, unknown>): void {
  const { o, present, ti } = ctx;
  for (const key of Object.keys(pj)) {
    const p = parsePieceName(key);
    if (p < 0 || pieceName(p) !== key) bad(`pirates.${key}`, 'unknown piece name (w1..w3, y1..y3, b1..b3, r1..r3; ben, mis, fri)');
    if (p >= 4 * CREW_SIZE && !ti) bad(`pirates.${key}`, `the inhabitants live on Treasure Island; this game uses the ${o.tiles} tile set`);
    if (p < 4 * CREW_SIZE && ((present >> Math.floor(p / CREW_SIZE)) & 1) === 0) {
      bad(`pirates.${key}`, `crew ${CREW_NAMES[Math.floor(p / CREW_SIZE)]} does not play in this mode`);
    }
  }
}

/**
 * The flags of piece `p` standing on land cell `c` (P_FLAGS, and the coin2 and treasure bits
 * of P_FLAGS2), each checked against the tile; returns the coins he carries (0 to 2).
 */
function readFlagsOnLand(ctx: ReadContext, one: Record<string, unknown>, field: string, p: number, c: number): number {
  const { u8, o, ti } = ctx;
  let flags = 0;
  let carried = 0;
  const kind = u8[TILE_KIND + c];
  if (kind === Kind.Closed) bad(`${field}.cell`, `${one.cell as string} is face down; no piece stands on a face-down tile`);
  if (one.trapped !== undefined && boolAt(one.trapped, `${field}.trapped`)) {
    if (kind !== Kind.Trap) bad(`${field}.trapped`, `${one.cell as string} is not a trap`);
    flags |= F_TRAPPED;
  }
  if (one.drunk !== undefined) {
    const d = intAt(one.drunk, `${field}.drunk`, 0, 2);
    if (d !== 0 && kind !== Kind.RumBarrel) bad(`${field}.drunk`, `${one.cell as string} is not a rum barrel`);
    flags |= d << F_DRUNK_SHIFT;
  }
  const isLost = one.lost !== undefined && boolAt(one.lost, `${field}.lost`);
  if (isLost) {
    if (kind !== Kind.Cave) bad(`${field}.lost`, `${one.cell as string} is not a cave`);
    flags |= F_LOST;
  }
  const holdsTreasure = one.treasure !== undefined && boolAt(one.treasure, `${field}.treasure`);
  if (kind === Kind.Spinner) {
    const steps = u8[TILE_ARG + c];
    const step = one.step === undefined ? 1 : intAt(one.step, `${field}.step`, 1, steps);
    flags |= (step - 1) << F_STEP_SHIFT;
  } else if (one.step !== undefined) {
    bad(`${field}.step`, `${one.cell as string} is not a spinner`);
  }
  if (one.carrying !== undefined && boolAt(one.carrying, `${field}.carrying`)) {
    if (kind !== Kind.Spinner && !isLost) bad(`${field}.carrying`, `${one.cell as string} is not a spinner and he is not lost in a cave (elsewhere coins lie on the cell)`);
    flags |= F_CARRY;
    carried++;
    if (one.secondCoin !== undefined && boolAt(one.secondCoin, `${field}.secondCoin`)) {
      if (o.expansion !== 'original') bad(`${field}.secondCoin`, 'two coins need the wheelbarrow (options.expansion "original")');
      u8[P_FLAGS2 + p] |= F2_COIN2;
      carried++;
    }
  } else if (one.secondCoin !== undefined) {
    bad(`${field}.secondCoin`, 'a second coin needs a first ("carrying": true)');
  }
  if (holdsTreasure) {
    if (!ti) bad(`${field}.treasure`, 'the galleon treasure is in the Treasure Island set only');
    if (kind !== Kind.Spinner && !isLost) bad(`${field}.treasure`, `${one.cell as string} is not a spinner and he is not lost in a cave (elsewhere the treasure lies on the cell)`);
    u8[P_FLAGS2 + p] |= F2_TREASURE;
  }
  u8[P_FLAGS + p] = flags;
  return carried;
}

/** The inhabitants and their tiles: found (listed) exactly when the tile is revealed and used. */
export const readInhabitants = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { u8, ti } = ctx;
  if (ti) {
    for (const [p, kind] of INHABITANTS) {
      let tile = NO_CELL;
      for (let i = 0; i < LAND_COUNT; i++) if (u8[TILE_KIND + LAND_CELLS[i]] === kind) tile = LAND_CELLS[i];
      const found = u8[P_CREW + p] !== NO_CREW;
      const used = tile !== NO_CELL && u8[TILE_ARG + tile] === 0;
      if (found && !used) bad(`pirates.${pieceName(p)}`, `listed, but his tile is ${tile === NO_CELL ? 'face down' : `${cellName(tile)}, not yet used`}`);
      if (!found && used) bad(`pirates.${pieceName(p)}`, `missing: his tile at ${cellName(tile)} is used, so a crew has found him`);
    }
  }
});

/**
 * Enemies sharing a cell: only on a spinner (on different steps) or in the jungle (the
 * Treasure Island thicket). Comrades never share a trap with a caught pirate (arriving
 * frees him), except Friday, who frees nobody. The piece in motion is excepted.
 */
export const readSharing = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { u8, moving } = ctx;
  const team = (k: number): number => teamOf(ctx, k);
  // Where a piece may rest: only the piece in motion stands on a tile that moves him on.
  for (let p = 0; p < MAX_PIECES; p++) {
    const cp = u8[P_CELL + p];
    if (cp === NO_CELL || p === moving || !IS_LAND[cp] || canRest(u8[TILE_KIND + cp], p, ctx.o.expansion === 'original')) continue;
    const who = pieceName(p);
    bad(`pirates.${who}.cell`, `${who} stands on ${cellName(cp)}, ${tileArticle(u8[TILE_TYPE + cp])} tile, where a ${p < 4 * CREW_SIZE ? 'pirate' : 'piece'} may not rest`);
  }
  for (let p = 0; p < MAX_PIECES; p++) {
    const cp = u8[P_CELL + p];
    if (cp === NO_CELL || p === moving) continue;
    for (let q = p + 1; q < MAX_PIECES; q++) {
      if (u8[P_CELL + q] !== cp || q === moving) continue;
      const kp = u8[P_CREW + p], kq = u8[P_CREW + q];
      if (team(kp) === team(kq)) {
        if (((u8[P_FLAGS + p] | u8[P_FLAGS + q]) & F_TRAPPED) && p !== FRIDAY && q !== FRIDAY) {
          bad(`pirates.${pieceName(u8[P_FLAGS + p] & F_TRAPPED ? p : q)}.trapped`, `a comrade shares the trap at ${cellName(cp)}, so he is free`);
        }
        continue;
      }
      if (IS_LAND[cp] && u8[TILE_KIND + cp] === Kind.Thicket) continue;
      const spinner = IS_LAND[cp] && u8[TILE_KIND + cp] === Kind.Spinner;
      if (!spinner) bad(`pirates.${pieceName(q)}.cell`, `enemies ${pieceName(p)} and ${pieceName(q)} share ${cellName(cp)}`);
      if ((u8[P_FLAGS + p] & F_STEP_MASK) === (u8[P_FLAGS + q] & F_STEP_MASK)) {
        bad(`pirates.${pieceName(q)}.step`, `enemies ${pieceName(p)} and ${pieceName(q)} share a step of the spinner at ${cellName(cp)}`);
      }
    }
  }
});
