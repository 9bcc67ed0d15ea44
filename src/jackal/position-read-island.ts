/**
 * The position reader's Treasure Island section (position-read.ts runs it): the galleon
 * treasure, the rum bottles, the burning grass and the Deluxe lighthouse peeks.
 */

import { IS_LAND, LAND_CELLS, LAND_COUNT, cellName } from './geometry.js';
import { CREW_NAMES, MODE_PLAYERS, OPT_STUDY } from './options.js';
import { stateTileSet } from './setup.js';
import {
  BOTTLES, F2_TREASURE, GRASS, KNOWN, MAX_PIECES, MODE, OPTIONS, P_FLAGS2, PENDING, Pending, State, TILE_ARG, TILE_KIND, TILE_TYPE, TREASURE_AT,
  TREASURE_SHIP, TREASURE_SUNK,
} from './state.js';
import { Kind, TILE_TYPE_COUNT, TILE_TYPES, TYPE_ARG, TYPE_KIND, tileTypeId } from './tiles.js';
import { pieceName } from './notation.js';
import { ReadContext, bad, cellAt, crewAt, intAt, landCellKey, listAt, objectAt, onlyKeys, section, show } from './position-fields.js';
import { PositionError, COIN_GROUND } from './position-format.js';

/** Reads and checks the Treasure Island fields: treasure, bottles, grass, known. */
export const readTreasureIsland = (ctx: ReadContext): PositionError | undefined => section(() => {
  if (ctx.ti) treasureIsland(ctx.s, ctx.j, ctx.present, ctx.revealedCounts, ctx.carriedTreasure);
});

function treasureIsland(s: State, j: Record<string, unknown>, present: number, revealedCounts: Int32Array, carriedTreasure: boolean): void {
  readTreasure(s, j, present, revealedCounts, carriedTreasure);
  readBottles(s, j, present, revealedCounts);
  readGrass(s, j, present);
  readKnown(s, j);
}

/** The galleon treasure: face down, lying on a cell, held, carried, aboard a crew's ship, or sunk. */
function readTreasure(s: State, j: Record<string, unknown>, present: number, revealedCounts: Int32Array, carriedTreasure: boolean): void {
  const u8 = s.u8;
  const galleon = tileTypeId('galleon');
  const galleonUp = revealedCounts[galleon] > 0;
  let holder = -1;
  for (let p = 0; p < MAX_PIECES; p++) {
    if ((u8[P_FLAGS2 + p] & F2_TREASURE) === 0) continue;
    if (holder >= 0) bad(`pirates.${pieceName(p)}.treasure`, `${pieceName(holder)} holds the treasure already`);
    holder = p;
  }
  const tv = j.treasure === undefined ? 'face-down' : j.treasure;
  const heldField = holder >= 0 ? `pirates.${pieceName(holder)}.treasure` : 'pending.treasure';
  const stray = holder >= 0 || carriedTreasure;
  if (typeof tv !== 'string') return bad('treasure', `must be "face-down", a cell, "held", "carried", a crew name or "sunk", got ${show(tv)}`);
  if (tv === 'face-down') {
    if (galleonUp) bad('treasure', 'the galleon tile is revealed, so the treasure is not face down');
  } else if (!galleonUp) {
    bad('treasure', `the galleon tile is face down, so the treasure is too (write "face-down"), got ${show(tv)}`);
  }
  if (tv === 'held') {
    if (holder < 0) bad('treasure', '"held", but no piece is marked "treasure": true');
  } else if (tv === 'carried') {
    if (!carriedTreasure) bad('treasure', '"carried", but the pending decision has no "treasure": true');
  } else if (stray) {
    bad(heldField, `the treasure is "${tv}", so no piece holds it`);
  }
  if (tv === 'sunk') {
    u8[TREASURE_SHIP] = TREASURE_SUNK;
  } else if ((CREW_NAMES as readonly string[]).includes(tv)) {
    u8[TREASURE_SHIP] = crewAt(tv, 'treasure', present);
  } else if (!['face-down', 'held', 'carried'].includes(tv)) {
    const c = cellAt(tv, 'treasure');
    if (!IS_LAND[c]) bad('treasure', `${tv} is sea; a sunk treasure is "sunk"`);
    const kind = u8[TILE_KIND + c];
    if (!COIN_GROUND.includes(kind)) bad('treasure', `the treasure cannot lie on ${tv}, a ${kind === Kind.Closed ? 'face-down' : TILE_TYPES[u8[TILE_TYPE + c]].name} tile`);
    u8[TREASURE_AT] = c;
  }
}

/** Rum bottles: the stores, plus those still lying on revealed tiles and under face-down ones, make at most the set's. */
function readBottles(s: State, j: Record<string, unknown>, present: number, revealedCounts: Int32Array): void {
  const u8 = s.u8;
  const set = stateTileSet(u8);
  const bj = j.bottles === undefined ? {} : objectAt(j.bottles, 'bottles');
  onlyKeys(bj, 'bottles', CREW_NAMES.filter((_, k) => (present >> k) & 1));
  let setBottles = 0, inPlay = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) {
    if (TYPE_KIND[t] !== Kind.Bottles) continue;
    setBottles += set.counts[t] * TYPE_ARG[t];
    inPlay += (set.counts[t] - revealedCounts[t]) * TYPE_ARG[t];
  }
  for (let i = 0; i < LAND_COUNT; i++) if (u8[TILE_KIND + LAND_CELLS[i]] === Kind.Bottles) inPlay += u8[TILE_ARG + LAND_CELLS[i]];
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0 || bj[CREW_NAMES[k]] === undefined) continue;
    u8[BOTTLES + k] = intAt(bj[CREW_NAMES[k]], `bottles.${CREW_NAMES[k]}`, 0, setBottles);
    inPlay += u8[BOTTLES + k];
  }
  if (inPlay > setBottles && (s.u8[OPTIONS] & OPT_STUDY) === 0) bad('bottles', `more rum bottles (stores, lying and face down: ${inPlay}) than the set holds (${setBottles})`);
}

/** Grass: burning for up to one round after a grass tile burnt. */
function readGrass(s: State, j: Record<string, unknown>, present: number): void {
  const u8 = s.u8;
  let crews = 0;
  for (let k = 0; k < 4; k++) crews += (present >> k) & 1;
  // crews + 1 means "lit during this turn, burns from the next" (while an earthquake's picks,
  // which the lighting turn's player still makes, or the gift after the move are pending:
  // docs/RULES.md TI-R12, TI-R8); crews + 2 "lit again during a turn it burns" (the
  // earthquake's picks after the old lighthouse, made by the neighbour: TN7).
  const grass = j.grass === undefined ? 0 : intAt(j.grass, 'grass', 0, crews + 2);
  if (grass === crews + 1 && u8[PENDING] !== Pending.Earthquake1 && u8[PENDING] !== Pending.Earthquake2 && u8[PENDING] !== Pending.Gift) {
    bad('grass', `${crews + 1} (lit this turn) is only possible while an earthquake's picks or a gift are pending`);
  }
  if (grass === crews + 2 && u8[PENDING] !== Pending.Earthquake1 && u8[PENDING] !== Pending.Earthquake2) {
    bad('grass', `${crews + 2} (lit again while burning) is only possible while an earthquake's picks are pending`);
  }
  if (grass !== 0) {
    let burnt = false;
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (u8[TILE_KIND + c] === Kind.Grass && u8[TILE_ARG + c] === 0) burnt = true;
    }
    if (!burnt) bad('grass', 'the grass burns only after a grass tile has burnt ("grass:used")');
  }
  u8[GRASS] = grass;
}

/** Peeks: face-down cells and the players who know them; an observation's layout holds only those. */
function readKnown(s: State, j: Record<string, unknown>): void {
  const u8 = s.u8;
  const players = MODE_PLAYERS[u8[MODE]];
  const kj = j.known === undefined ? {} : objectAt(j.known, 'known');
  for (const [key, v] of Object.entries(kj)) {
    const field = `known.${key}`;
    const c = landCellKey(key, field);
    if (u8[TILE_KIND + c] !== Kind.Closed) bad(field, `${key} is revealed; only face-down tiles are peeked at`);
    const who = listAt(v, field, players);
    if (who.length === 0) bad(field, 'list the players who know the tile (omit the cell when none does)');
    let bits = 0;
    who.forEach((x, i) => {
      const b = intAt(x, `${field}[${i}]`, 0, players - 1);
      if ((bits >> b) & 1) bad(`${field}[${i}]`, `player ${b} listed twice`);
      bits |= 1 << b;
    });
    u8[KNOWN + c] = bits;
  }
  if (j.observation === true) {
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (s.layout[c] !== 0 && u8[KNOWN + c] === 0) bad(`layout.${cellName(c)}`, 'an observation knows only the face-down tiles its player peeked at ("known")');
    }
  }
}
