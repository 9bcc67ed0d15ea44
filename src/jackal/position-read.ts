/**
 * Reading a position (position-format.ts) back into a State, with validation:
 * `fromPosition` returns the State or a PositionError naming the field and the problem.
 *
 * Implementation notes. The reader starts from the engine's own start position for the
 * options and overwrites every field the format covers, one section at a time, in the
 * document's order: tiles (here), coins and ships (here), pieces and the inhabitants
 * (position-read-pieces.ts), the pending decision (position-read-pending.ts), the
 * Treasure Island fields (position-read-island.ts), then the totals and the end (here).
 * Each section reader returns a result value (undefined, or the first field error) and
 * leaves its tallies in the shared ReadContext for the later sections. After the field
 * checks the engine's state checker (check.ts) runs as a net.
 *
 * The end (`over`, readEnd): it must be what the engine would have made of the rest. The engine
 * decides it only between turns (turn-end.ts finishPly; R16: a game never ends while a choice is
 * owed, so it may pass maxPlies or stallPlies by the plies of the turn in progress): every coin
 * aboard or lost (and the galleon treasure in), then ply >= options.maxPlies, then stall >=
 * options.stallPlies, the first that holds. So with no `pending` a position marked "playing"
 * (or with `over` left out) that meets one of them is refused, naming `over`; with `pending` it
 * is read, as the engine holds it mid-turn, and a result set there is refused. A result whose
 * condition does not hold, or that an earlier condition in that order takes over ("stalled" at
 * the ply limit, "ply-limit" with every coin in), is refused too.
 */

import { CELLS, IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL, SHIP_SIDE, cellName } from './geometry.js';
import { checkState } from './check.js';
import {
  CREW_NAMES, DEFAULT_OPTIONS, MODE_CREWS, MODE_ID, OPT_AIRPLANE_IMMEDIATE, OPT_EXPANSION, OPT_LIGHTHOUSE_OPEN, OPT_STUDY, checkOptions,
} from './options.js';
import { Rng } from '../core/rng.js';
import { findDuplicateKey } from '../core/json-keys.js';
import { noCoinLeft } from './turn-end.js';
import { SET_TOTAL_COINS, TILESET_NAMES, startPosition } from './setup.js';
import {
  AT_PLY, AT_STALL, COINS, END_REASON_NAMES, FIRST, LOST, MODE, NO_CREW, OPTIONS, OVER, PENDING, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND,
  TILE_TYPE, TILESET, TREASURE_SHIP, TURN, rehash,
} from './state.js';
import { Kind, TILE_TYPE_COUNT, TILE_TYPES, TYPE_ARG, TYPE_KIND, TYPE_ROTATES, TileSet, revealedArg, tileSetFor } from './tiles.js';
import { ReadContext, bad, boolAt, cellAt, crewAt, intAt, landCellKey, objectAt, onlyKeys, section, show, tileCodeAt } from './position-fields.js';
import { PositionError, COIN_GROUND, READABLE_VERSIONS, isTreasureIsland } from './position-format.js';
import { readInhabitants, readPieces, readSharing } from './position-read-pieces.js';
import { readPending } from './position-read-pending.js';
import { readTreasureIsland } from './position-read-island.js';
import { readItems } from './position-read-items.js';

const TOP_FIELDS = [
  'format', 'version', 'options', 'turn', 'ply', 'stall', 'over', 'revealed', 'layout', 'observation', 'coins', 'pirates', 'ships', 'lost',
  'bottles', 'treasure', 'grass', 'known', 'items', 'pending', 'study',
];
const TI_FIELDS = ['bottles', 'treasure', 'grass', 'known'];

/** The top level, the options and the turn: a fresh state with the options' start position, as the context. */
function readHeader(input: unknown, opts: ReadOptions): ReadContext {
  const j = objectAt(input, '(position)');
  onlyKeys(j, '', TOP_FIELDS);
  const study = (j.study === undefined ? false : boolAt(j.study, 'study')) || opts.study === true;
  if (j.format !== undefined && j.format !== 'jackal-position') bad('format', `must be "jackal-position", got ${show(j.format)}`);
  if (!(study && j.version === undefined) && !READABLE_VERSIONS.includes(j.version as number)) bad('version', `must be ${READABLE_VERSIONS.join(' or ')}, got ${show(j.version)}`);

  // Options.
  const oj = j.options === undefined ? {} : objectAt(j.options, 'options');
  onlyKeys(oj, 'options', Object.keys(DEFAULT_OPTIONS));
  const o = checkOptions(oj);
  if ('code' in o) return bad(`options.${o.field}`, o.message);
  // Start from the engine's own start position, then write every field the format covers.
  const s = new State();
  startPosition(s, o, new Uint8Array(CELLS));
  const u8 = s.u8;
  const mode = MODE_ID[o.mode];
  const present = MODE_CREWS[mode];
  const set = tileSetFor(o.tiles, o.expansion === 'original');
  u8[MODE] = mode;
  u8[OPTIONS] = (o.airplaneImmediate ? OPT_AIRPLANE_IMMEDIATE : 0) | (o.lighthouse === 'open' ? OPT_LIGHTHOUSE_OPEN : 0) | (study ? OPT_STUDY : 0)
    | (o.expansion === 'original' ? OPT_EXPANSION : 0);
  u8[FIRST] = o.firstCrew;
  u8[TILESET] = TILESET_NAMES.indexOf(o.tiles);
  s.maxPlies = o.maxPlies;
  s.stallPlies = o.stallPlies;
  const ti = isTreasureIsland(s);
  if (!ti) for (const f of TI_FIELDS) if (j[f] !== undefined) bad(f, `a Treasure Island field; this game uses the ${o.tiles} tile set`);

  u8[TURN] = study && j.turn === undefined ? o.firstCrew : crewAt(j.turn, 'turn', present);
  const ply = j.ply === undefined ? 0 : intAt(j.ply, 'ply', 0, 2 ** 31 - 1);
  const stall = j.stall === undefined ? 0 : intAt(j.stall, 'stall', 0, ply);
  s.i32[AT_PLY] = ply;
  s.i32[AT_STALL] = stall;
  return {
    j, s, u8, o, mode, present, set, ti, total: SET_TOTAL_COINS[u8[TILESET]], study, ply, stall,
    revealedCounts: new Int32Array(TILE_TYPE_COUNT), hasLayout: false, lying: 0, carried: 0, aboard: 0, lost: 0, moving: -1, carriedTreasure: false,
  };
}

/** Tiles: revealed, then the face-down layout. */
export const readTiles = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, s, u8, set, ti, study } = ctx;
  for (let c = 0; c < CELLS; c++) u8[TILE_KIND + c] = IS_LAND[c] ? Kind.Closed : Kind.Sea;
  const counts = new Int32Array(TILE_TYPE_COUNT);
  const rj = j.revealed === undefined ? {} : objectAt(j.revealed, 'revealed');
  for (const [key, v] of Object.entries(rj)) {
    const field = `revealed.${key}`;
    const c = landCellKey(key, field);
    const code = tileCodeAt(v, field, false);
    const t = code & 63;
    u8[TILE_TYPE + c] = t;
    u8[TILE_KIND + c] = TYPE_KIND[t];
    u8[TILE_ARG + c] = code & 256 ? 0 : revealedArg(t, (code >> 6) & 3);
    if (++counts[t] > set.counts[t] && !study) bad(field, `more ${TILE_TYPES[t].name} tiles than the ${set.name} set holds (${set.counts[t]})`);
  }
  const revealedCounts = counts.slice();
  if (j.layout === undefined && !study) bad('layout', 'missing: give the face-down tiles, or null when they are unknown');
  const partial = j.observation === undefined ? false : boolAt(j.observation, 'observation');
  if (partial && j.layout === null) bad('observation', 'an observation with "layout": null needs no "observation" mark; give it only with a partial layout');
  let hasLayout = j.layout !== null;
  if (hasLayout) {
    const lj = j.layout === undefined ? {} : objectAt(j.layout, 'layout');
    for (const [key, v] of Object.entries(lj)) {
      const field = `layout.${key}`;
      const c = landCellKey(key, field);
      if (u8[TILE_KIND + c] !== Kind.Closed) bad(field, `${key} is revealed; the layout lists face-down cells only`);
      const code = tileCodeAt(v, field, true);
      s.layout[c] = code & 255;
      const t = code & 63;
      if (++counts[t] > set.counts[t] && !study) bad(field, `more ${TILE_TYPES[t].name} tiles (revealed and face down) than the ${set.name} set holds (${set.counts[t]})`);
    }
    if (study && !partial) drawStudyLayout(s, set, counts);
    if (!partial) {
      for (let i = 0; i < LAND_COUNT; i++) {
        const c = LAND_CELLS[i];
        if (u8[TILE_KIND + c] === Kind.Closed && s.layout[c] === 0) {
          bad(`layout.${cellName(c)}`, `face-down cell ${cellName(c)} has no tile in the layout (an observation's partial layout is marked "observation": true)`);
        }
      }
    } else {
      if (!ti) bad('observation', 'a partial layout comes from a Deluxe lighthouse peek (Treasure Island); a classic observation has "layout": null');
      hasLayout = false; // checked as an observation
    }
  }
  ctx.revealedCounts = revealedCounts;
  ctx.hasLayout = hasLayout;
});

/** Coins lying on cells. */
export const readCoins = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, u8, study } = ctx;
  const total = study ? 255 : ctx.total; // a byte holds a cell's coins
  let lying = 0;
  const cj = j.coins === undefined ? {} : objectAt(j.coins, 'coins');
  for (const [key, v] of Object.entries(cj)) {
    const field = `coins.${key}`;
    const c = landCellKey(key, field);
    const n = intAt(v, field, 0, total);
    const kind = u8[TILE_KIND + c];
    if (n > 0 && kind === Kind.Closed) bad(field, `${key} is face down; coins lie only on revealed tiles`);
    if (n > 0 && !COIN_GROUND.includes(kind)) bad(field, `coins cannot lie on a ${TILE_TYPES[u8[TILE_TYPE + c]].name} tile`);
    u8[COINS + c] = n;
    lying += n;
  }
  ctx.lying = lying;
});

/** Ships and the coins aboard; coins lost. */
export const readShips = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, u8, present, study } = ctx;
  const total = study ? 255 : ctx.total; // a byte holds a ship's coins
  const sj = study && j.ships === undefined ? {} : objectAt(j.ships, 'ships');
  onlyKeys(sj, 'ships', CREW_NAMES.filter((_, k) => (present >> k) & 1));
  let aboard = 0;
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0) { u8[SHIP_CELL + k] = NO_CELL; continue; }
    const field = `ships.${CREW_NAMES[k]}`;
    if (sj[CREW_NAMES[k]] === undefined) {
      if (study) continue; // at its start cell
      bad(field, 'missing: every crew in play has a ship');
    }
    const shj = objectAt(sj[CREW_NAMES[k]], field);
    onlyKeys(shj, field, ['cell', 'coins']);
    const c = cellAt(shj.cell, `${field}.cell`, ctx.o.expansion === 'original');
    if (SHIP_SIDE[c] !== k) bad(`${field}.cell`, `${shj.cell as string} is not a cell of the ${CREW_NAMES[k]} ship's side`);
    u8[SHIP_CELL + k] = c;
    u8[SHIP_COINS + k] = shj.coins === undefined ? 0 : intAt(shj.coins, `${field}.coins`, 0, total);
    aboard += u8[SHIP_COINS + k];
  }
  const lost = j.lost === undefined ? 0 : intAt(j.lost, 'lost', 0, total);
  u8[LOST] = lost;
  ctx.aboard = aboard;
  ctx.lost = lost;
});

/** Coins add up to the set's total. */
export const readCoinTotal = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { set, revealedCounts, lying, carried, aboard, lost, total, study } = ctx;
  if (study) return;
  let hiddenChest = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) if (TYPE_KIND[t] === Kind.Chest) hiddenChest += (set.counts[t] - revealedCounts[t]) * TYPE_ARG[t];
  const sum = lying + hiddenChest + carried + aboard + lost;
  if (sum !== total) {
    bad('coins', `coins do not add up: ${lying} lying + ${hiddenChest} in face-down chests + ${carried} carried + ${aboard} aboard + ${lost} lost = ${sum}, the ${set.name} set holds ${total}`);
  }
});

/** The end, then the state checker as a net. */
export const readEnd = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, s, u8, o, ti, aboard, lost, total, ply, stall, study } = ctx;
  const over = j.over === undefined ? 0 : END_REASON_NAMES.indexOf(j.over as (typeof END_REASON_NAMES)[number]);
  if (over < 0) bad('over', `must be one of ${END_REASON_NAMES.join(', ')}, got ${show(j.over)}`);
  if (over !== 0 && u8[PENDING] !== 0) bad('over', 'a game does not end while a choice is pending');
  const treasureIn = !ti || u8[TREASURE_SHIP] !== NO_CREW;
  const allIn = (study ? noCoinLeft(s) : aboard + lost === total) && treasureIn;
  const what = ti ? 'every coin aboard or lost and the treasure aboard or sunk' : 'every coin aboard or lost';
  const tally = study ? 'coins are left on the island' : `${aboard + lost} of ${total} coins`;
  if (over === 1 && !allIn) bad('over', `all-coins needs ${what} (${tally}${ti ? `, treasure ${treasureIn ? 'in' : 'not in'}` : ''})`);
  if (over === 0 && allIn && u8[PENDING] === 0) bad('over', `${what}, so the game is over ("all-coins")`);
  if (over === 2 && !(o.maxPlies > 0 && ply >= o.maxPlies)) bad('over', `ply-limit needs ply >= options.maxPlies (${ply} < ${o.maxPlies})`);
  if (over === 3 && !(o.stallPlies > 0 && stall >= o.stallPlies)) bad('over', `stalled needs stall >= options.stallPlies (${stall} < ${o.stallPlies})`);
  // turn-end.ts finishPly: between turns all-coins, then the ply limit, then the stall; while a choice is owed none (R16)
  const limit = o.maxPlies > 0 && ply >= o.maxPlies, stalled = o.stallPlies > 0 && stall >= o.stallPlies;
  if (over === 0 && u8[PENDING] === 0 && limit) bad('over', `ply ${ply} reached options.maxPlies ${o.maxPlies}, so the game is over ("ply-limit"); a game passes it only while a choice is owed`);
  if (over === 0 && u8[PENDING] === 0 && stalled) bad('over', `stall ${stall} reached options.stallPlies ${o.stallPlies}, so the game is over ("stalled"); a game passes it only while a choice is owed`);
  if (over >= 2 && allIn) bad('over', `${what}: the game ends "all-coins", which comes before the ply limit and the stall`);
  if (over === 3 && limit) bad('over', `ply ${ply} reached options.maxPlies ${o.maxPlies}: the game ends "ply-limit", which comes before the stall`);
  u8[OVER] = over;

  rehash(s);
  const errs = checkState(s, ctx.hasLayout);
  if (errs.length !== 0) bad('(position)', `inconsistent: ${errs.join('; ')}`);
});

/**
 * Study positions: the face-down cells the layout leaves out get tiles drawn from what the
 * tile set has left over the tiles written (revealed and face down), shuffled by the fixed
 * seed "study" so that reading is deterministic, with random quarter turns as at the deal.
 * The set always has enough: its 117 tiles less those written are at least the cells left.
 */
function drawStudyLayout(s: State, set: TileSet, written: Int32Array): void {
  const bag: number[] = [];
  for (let t = 1; t < TILE_TYPE_COUNT; t++) for (let i = written[t]; i < set.counts[t]; i++) bag.push(t);
  const rng = new Rng('study');
  for (let i = bag.length - 1; i > 0; i--) {
    const k = rng.int(i + 1);
    [bag[i], bag[k]] = [bag[k], bag[i]];
  }
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (s.u8[TILE_KIND + c] !== Kind.Closed || s.layout[c] !== 0) continue;
    const t = bag.pop()!;
    s.layout[c] = t | ((TYPE_ROTATES[t] ? rng.int(4) : 0) << 6);
  }
}

/** The sections, in the order they run; each sees what the ones before it read. */
const SECTIONS: readonly ((ctx: ReadContext) => PositionError | undefined)[] = [
  readTiles, readCoins, readShips, readPieces, readInhabitants, readPending, readSharing, readCoinTotal, readTreasureIsland, readItems, readEnd,
];

/** How to read: `study` reads every position as a study (as its "study": true would). */
export interface ReadOptions { study?: boolean }

/**
 * Reads a position object (or its JSON text) into a new State, or returns an error naming
 * the field.
 */
export function fromPosition(input: unknown, opts: ReadOptions = {}): State | PositionError {
  let ctx: ReadContext | undefined;
  const err = section(() => { ctx = readHeader(typeof input === 'string' ? parseJson(input) : input, opts); });
  if (err || !ctx) return err!;
  for (const step of SECTIONS) {
    const e = step(ctx);
    if (e) return e;
  }
  return ctx.s;
}

function parseJson(text: string): unknown {
  let j: unknown;
  try {
    j = JSON.parse(text);
  } catch (e) {
    return bad('(json)', `not valid JSON: ${(e as Error).message}`);
  }
  const dup = findDuplicateKey(text);
  if (dup) bad(dup.path, 'given twice (JSON would keep only the last)');
  return j;
}
