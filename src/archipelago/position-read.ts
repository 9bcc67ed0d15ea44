/**
 * Reading a position (position.ts documents the format): every field checked, the first
 * wrong one named in a FieldError; then the state checker (check.ts) over the whole, its
 * first complaint named as field `position`; then the end (position-end.ts): a `result` that is
 * not what the engine would have made of the rest is refused naming `result` — 0 (playing) at
 * the ply limit, at stall.turns 400, or at a turn's start with the island empty (solo: no coin to
 * bring, no pirate living), and a result whose condition does not hold. Mid-turn an empty island
 * reads as playing (the turn's end decides, A-R22), as do a campaign's cards between islands.
 */

import { readTides } from './position-tides.js';
import { readStall } from './stall.js';
import { readQuakeArrows } from './quake.js';
import type { FieldError } from '../core/game.js';
import { readSoloFields } from './solo-position.js';
import { readExpeditionFields } from './expedition-position.js';
import { SOLO_MODE } from './solo-state.js';
import { CELLS, H, parseCell, W } from './geometry.js';
import { checkState } from './check.js';
import { endContradiction } from './position-end.js';
import { clockRanks } from './layout.js';
import { attachSea } from './sea.js';
import { MODE_CREWS, MODES } from './options.js';
import { pieceByName } from './notation.js';
import { DESIGNED_ISLANDS, NORTH_MAX, readBoxes } from './layout.js';
import {
  ABOARD, BEAR, BEAR_CREW, BEAR_NEW, BERTH, BOTTLE_SUPPLY, BOTTLES, BOXES, CARRY, CHAIN, CHOICE, CHOICE_NAMES, CLOCK, CLOSED_N, COIN_SUPPLY,
  BEN_GUNN, CART, CART_HELD, CAVED, COINS, CONVERTED, CREW_NAMES, CREWS, DIE, DRUNK_SHIFT, FALLEN, HOW, ISLAND, KNOWN, LAB_SHIFT, LOST, MAX_PLIES, MAX_REMOVED, MISSIONARY,
  MODE, MOVED, NORTH_X, NORTH_Y, OUT, P_CELL, P_CREW, P_STAT, PEEKS, PEND_CELL, PEND_PIECE, PHASE, PHASE_NAMES, PIECES, PLY, PREV,
  QUAKE_FIRST, REMOVED_N, RESULT, SCORE, SEEN, SHIP, SMOKE, START, State, TERRAIN, TILE, TURN, TURNS, VEC_DX, VEC_DY,
} from './state.js';
import { BACK_CHARS, isTurned, KIND_NAMES, removedCount } from './tiles.js';

class Bad { constructor(readonly field: string, readonly message: string) {} }
const fail = (field: string, message: string): never => { throw new Bad(field, message); };
type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

function int(x: unknown, field: string, lo: number, hi: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x > hi) fail(field, `must be a whole number from ${lo} to ${hi}, got ${JSON.stringify(x)}`);
  return x as number;
}
/** A number that may be left out (then 0); a null is a value, refused as int refuses it ("die": null read as 0). */
const optInt = (x: unknown, field: string, lo: number, hi: number): number => (x === undefined ? 0 : int(x, field, lo, hi));
/** A flag that may be left out (then false); anything but true or false is refused ("fallen": "yes" read as false). */
function flag(x: unknown, field: string): boolean {
  if (x !== undefined && typeof x !== 'boolean') fail(field, `must be true or false, got ${JSON.stringify(x)}`);
  return x === true;
}
/** Refuses a key of the object at `field` that is not one of `keys` (a misspelled "fallen" was skipped in silence). */
function onlyKeys(o: Obj, keys: readonly string[], field: string, what: string): void {
  for (const k of Object.keys(o)) if (!keys.includes(k)) fail(`${field}.${k}`, `not ${what} field (${keys.join(', ')})`);
}
/** The keys of a piece, the bear, the cart and the pending turn (position.ts writes them; `up`, `wheels`, `tideLeft`: position-tides.ts). */
const PIECE_KEYS = ['at', 'fallen', 'drunk', 'lab', 'crew', 'converted', 'caved', 'up'];
const BEAR_KEYS = ['at', 'crew', 'new'];
const CART_KEYS = ['at', 'held'];
const PENDING_KEYS = ['piece', 'cell', 'vec', 'how', 'prev', 'start', 'carry', 'chain', 'choice', 'peeks', 'quakeFirst', 'moved', 'quakeArrows', 'wheels', 'tideLeft'];
function cell(x: unknown, field: string): number {
  const c = typeof x === 'string' ? parseCell(x) : -1;
  if (c < 0) fail(field, `must be a cell a1..p15, got ${JSON.stringify(x)}`);
  return c;
}
function oneOf(x: unknown, names: readonly string[], field: string): number {
  const i = typeof x === 'string' ? names.indexOf(x) : -1;
  if (i < 0) fail(field, `must be one of ${names.join(', ')}, got ${JSON.stringify(x)}`);
  return i;
}
/** A tile "kind" or "kind/turns" (turns 0..3, only on kinds laid turned). */
function tile(x: unknown, field: string): number {
  const m = typeof x === 'string' ? /^([a-z0-9]+)(?:\/([0-3]))?$/.exec(x) : null;
  const k = m ? KIND_NAMES.indexOf(m[1]) : -1;
  if (!m || k < 1) return fail(field, `unknown tile ${JSON.stringify(x)}; tiles: ${KIND_NAMES.slice(1).join(', ')}`);
  const turns = m[2] ? Number(m[2]) : 0;
  if (turns && !isTurned(k)) fail(field, `${m[1]} is not laid turned`);
  return k | (turns << 6);
}
function map(x: unknown, field: string): Obj {
  if (x === undefined) return {};
  if (!isObj(x)) fail(field, 'must be an object keyed by cell');
  return x as Obj;
}
/** A piece's place before its crew's ship berths (the Berth phase): aboard, not yet in play, not dead (position.ts writes it). */
export const WAITING = 'waiting';

/** A place: a cell, "ship:<crew>" (aboard), "dead" (a piece's "waiting" is read by readPieces). */
function place(x: unknown, field: string): number {
  if (x === 'dead') return OUT;
  if (typeof x === 'string' && x.startsWith('ship:')) return ABOARD + oneOf(x.slice(5), CREW_NAMES, field);
  return cell(x, field);
}

export function fromPosition(input: unknown): State | FieldError {
  try {
    return read(input);
  } catch (e) {
    if (e instanceof Bad) return { code: 'bad-position', field: e.field, message: e.message };
    throw e;
  }
}

function read(input: unknown): State {
  if (!isObj(input)) return fail('position', 'must be a JSON object');
  const o = input, s = new State(), v = s.v;
  const known = ['game', 'mode', 'island', 'boxes', 'maxPlies', 'terrain', 'north', 'berths', 'tiles', 'seen', 'closed', 'removed', 'known', 'coins',
    'ships', 'pieces', 'bear', 'scores', 'bottles', 'coinSupply', 'bottleSupply', 'lost', 'turn', 'phase', 'result', 'ply', 'turns', 'smoke', 'die', 'pending', 'solo', 'expedition', 'tortoise', 'tide', 'cart', 'stall'];
  for (const k of Object.keys(o)) if (!known.includes(k)) fail(k, 'not a position field');
  if (o.game !== 'archipelago') fail('game', `must be "archipelago", got ${JSON.stringify(o.game)}`);
  v[MODE] = oneOf(o.mode, MODES, 'mode');
  const crews = (v[CREWS] = MODE_CREWS[v[MODE]]);
  v[ISLAND] = int(o.island, 'island', 0, v[MODE] === SOLO_MODE ? 999 : DESIGNED_ISLANDS); // solo: the mission's number
  const boxes = readBoxes(o.boxes);
  v[BOXES] = typeof boxes === 'number' ? boxes : fail('boxes', boxes);
  v[MAX_PLIES] = optInt(o.maxPlies, 'maxPlies', 0, 1e6);
  readCells(s, o);
  readPieces(s, o, crews);
  const crewMap = (x: unknown, field: string, hi: number): void => {
    const m = map(x, field);
    for (const k of Object.keys(m)) { const c = oneOf(k, CREW_NAMES.slice(0, crews), field); (field === 'scores' ? (v[SCORE + c] = int(m[k], `${field}.${k}`, 0, 19)) : (v[BOTTLES + c] = int(m[k], `${field}.${k}`, 0, hi))); }
  };
  crewMap(o.scores, 'scores', 19);
  crewMap(o.bottles, 'bottles', 5);
  v[COIN_SUPPLY] = int(o.coinSupply, 'coinSupply', 0, 19);
  v[BOTTLE_SUPPLY] = int(o.bottleSupply, 'bottleSupply', 0, 5);
  v[LOST] = optInt(o.lost, 'lost', 0, 19);
  v[TURN] = oneOf(o.turn, CREW_NAMES.slice(0, crews), 'turn');
  v[PHASE] = oneOf(o.phase, PHASE_NAMES, 'phase');
  v[RESULT] = optInt(o.result, 'result', 0, 4);
  v[PLY] = optInt(o.ply, 'ply', 0, 1e7);
  v[TURNS] = optInt(o.turns, 'turns', 0, 1e7);
  v[SMOKE] = optInt(o.smoke, 'smoke', 0, 5);
  v[DIE] = optInt(o.die, 'die', 0, 6);
  if ((v[RESULT] !== 0) !== (v[PHASE] === 7)) fail('phase', 'is "over" exactly when result is not 0');
  readPending(s, o.pending);
  if (o.cart !== undefined && o.cart !== null) { // the cart (cart.ts): { at: cell or "ship:<crew>", held }
    if (!isObj(o.cart)) fail('cart', 'must be null or { at, held }');
    const cart = o.cart as Obj;
    onlyKeys(cart, CART_KEYS, 'cart', 'a cart');
    const at = place(cart.at, 'cart.at');
    v[CART] = at === OUT ? fail('cart.at', 'must be a cell or "ship:<crew>"') : at;
    v[CART_HELD] = flag(cart.held, 'cart.held') ? 1 : 0;
  }
  const solo = readSoloFields(s, o.solo);
  if (solo) fail(solo.field, solo.message);
  const expedition = readExpeditionFields(s, o.expedition);
  if (expedition) fail(expedition.field, expedition.message);
  const tides = readTides(s, o); // position-tides.ts
  if (tides) fail(tides[0], tides[1]);
  const stall = readStall(s, o.stall); // after the scores, lost and closed tiles it defaults from (stall.ts)
  if (stall) fail(stall[0], stall[1]);
  attachSea(s);
  const errs = checkState(s, hasLayout(s));
  if (errs.length) fail('position', errs[0]);
  const ended = endContradiction(s); // position-end.ts: the result the engine would have made of the rest
  if (ended) fail('result', ended);
  return s;
}

/** Whether every closed cell's tile and the removals are given (a full state, not an observation). */
function hasLayout(s: State): boolean {
  for (let c = 0; c < CELLS; c++) if (s.u8[TERRAIN + c] && !s.u8[TILE + c] && !s.under[c]) return false;
  return s.v[REMOVED_N] === 0 || s.removed[0] !== 0;
}

function readCells(s: State, o: Obj): void {
  const u = s.u8, v = s.v;
  if (!Array.isArray(o.terrain) || o.terrain.length !== H) fail('terrain', `must be ${H} strings of ${W} characters`);
  (o.terrain as unknown[]).forEach((row, y) => {
    if (typeof row !== 'string' || row.length !== W) fail(`terrain[${y}]`, `must be a string of ${W} characters`);
    for (let x = 0; x < W; x++) {
      const b = BACK_CHARS.indexOf((row as string)[x]);
      if (b < 0) fail(`terrain[${y}][${x}]`, `unknown terrain ${JSON.stringify((row as string)[x])}`);
      u[TERRAIN + y * W + x] = b;
    }
  });
  const north = o.north;
  if (!Array.isArray(north) || north.length !== 2 || !north.every((z) => typeof z === 'number' && Number.isFinite(z))) fail('north', 'must be [x, y]');
  // the mark gives a bearing from the island's centre (layout.clockRanks), kept in sixteenths as 32-bit integers: 1e9 wrapped round
  (north as number[]).forEach((z, i) => { if (Math.abs(z) > NORTH_MAX) fail(`north[${i}]`, `must be from -${NORTH_MAX} to ${NORTH_MAX} (grid cells; any bearing is within reach), got ${z}`); });
  v[NORTH_X] = Math.round((north as number[])[0] * 16); v[NORTH_Y] = Math.round((north as number[])[1] * 16);
  const land = u.subarray(TERRAIN, TERRAIN + CELLS);
  if (!land.some((b) => b !== 0)) fail('terrain', 'no land');
  u.set(clockRanks(land, v[NORTH_X] / 16, v[NORTH_Y] / 16), CLOCK);
  if (!Array.isArray(o.berths)) fail('berths', 'must be a list of cells');
  (o.berths as unknown[]).forEach((b, i) => { const c = cell(b, `berths[${i}]`); if (u[TERRAIN + c]) fail(`berths[${i}]`, 'is land'); u[BERTH + c] = 1; });
  // the berths are the layout's (layout.ts: at least 4, "four ships need at least 4"); a solo mission has no ships and none
  let berthN = 0;
  for (let c = 0; c < CELLS; c++) berthN += u[BERTH + c];
  if (v[MODE] !== SOLO_MODE && berthN < 4) fail('berths', `must list at least 4 cells where ships may be placed (as a layout does), got ${berthN}`);
  const onLand = (k: string, field: string): number => { const c = cell(k, field); if (!u[TERRAIN + c]) fail(field, 'is sea'); return c; };
  const tiles = map(o.tiles, 'tiles'), seen = map(o.seen, 'seen'), closed = map(o.closed, 'closed');
  for (const k of Object.keys(tiles)) { const c = onLand(k, `tiles.${k}`); u[TILE + c] = tile(tiles[k], `tiles.${k}`); u[SEEN + c] = u[TILE + c] & 63; }
  for (const k of Object.keys(seen)) { const c = onLand(k, `seen.${k}`); if (!u[TILE + c]) fail(`seen.${k}`, 'is not open'); u[SEEN + c] = tile(seen[k], `seen.${k}`) & 63; }
  for (const k of Object.keys(closed)) { const c = onLand(k, `closed.${k}`); if (u[TILE + c]) fail(`closed.${k}`, 'is open'); s.under[c] = tile(closed[k], `closed.${k}`); }
  for (let c = 0; c < CELLS; c++) if (u[TERRAIN + c] && !u[TILE + c]) v[CLOSED_N]++;
  let removedN = 0;
  if (v[MODE] !== SOLO_MODE) for (let b = 1; b <= 3; b++) removedN += removedCount(v[BOXES], b); // solo: nothing removed (every tile given)
  v[REMOVED_N] = removedN;
  if (o.removed !== undefined) {
    if (!Array.isArray(o.removed) || o.removed.length !== removedN || removedN > MAX_REMOVED) fail('removed', `must list the ${removedN} removed tiles`);
    (o.removed as unknown[]).forEach((t, i) => { s.removed[i] = tile(t, `removed[${i}]`); });
  }
  const kn = map(o.known, 'known');
  for (const k of Object.keys(kn)) {
    const c = onLand(k, `known.${k}`), ps = kn[k];
    if (!Array.isArray(ps)) fail(`known.${k}`, 'must be a list of players');
    for (const p of ps as unknown[]) u[KNOWN + c] |= 1 << int(p, `known.${k}`, 0, 3);
  }
  const coins = map(o.coins, 'coins');
  for (const k of Object.keys(coins)) u[COINS + onLand(k, `coins.${k}`)] = int(coins[k], `coins.${k}`, 0, 19);
}

function readPieces(s: State, o: Obj, crews: number): void {
  const u = s.u8, v = s.v;
  for (let p = 0; p < PIECES; p++) { u[P_CELL + p] = OUT; u[P_CREW + p] = p < MISSIONARY ? (p / 3) | 0 : OUT; }
  for (let k = 0; k < 4; k++) u[SHIP + k] = OUT;
  const ships = map(o.ships, 'ships');
  for (const k of Object.keys(ships)) {
    const crew = oneOf(k, CREW_NAMES.slice(0, crews), 'ships');
    if (ships[k] !== null) u[SHIP + crew] = cell(ships[k], `ships.${k}`);
  }
  const pieces = map(o.pieces, 'pieces');
  for (const name of Object.keys(pieces)) {
    const p = pieceByName(name);
    if (p < 0) fail(`pieces.${name}`, 'a piece is W1..R3, M, G (Ben Gunn) or F (Friday)');
    if (p < MISSIONARY && u[P_CREW + p] >= crews) fail(`pieces.${name}`, `crew not in a ${MODES[v[MODE]]} game`);
    const e = pieces[name];
    if (!isObj(e)) return fail(`pieces.${name}`, 'must be an object with at');
    onlyKeys(e, PIECE_KEYS, `pieces.${name}`, 'a piece');
    // "waiting": aboard a ship not berthed yet (position.ts WAITING), out of play as the dead are
    u[P_CELL + p] = e.at === WAITING ? OUT : place(e.at, `pieces.${name}.at`);
    let st = 0;
    if (flag(e.fallen, `pieces.${name}.fallen`)) st |= FALLEN;
    st |= optInt(e.drunk, `pieces.${name}.drunk`, 0, 2) << DRUNK_SHIFT;
    st |= optInt(e.lab, `pieces.${name}.lab`, 0, 4) << LAB_SHIFT;
    if (p >= MISSIONARY) u[P_CREW + p] = oneOf(e.crew, CREW_NAMES.slice(0, crews), `pieces.${name}.crew`);
    if ((flag(e.converted, `pieces.${name}.converted`) && p === MISSIONARY) || p === BEN_GUNN) st |= CONVERTED; // Ben Gunn is a pirate (islanders.ts)
    if (flag(e.caved, `pieces.${name}.caved`)) st |= CAVED;
    u[P_STAT + p] = st;
    if (e.at === WAITING && u[SHIP + u[P_CREW + p]] !== OUT) fail(`pieces.${name}.at`, `"${WAITING}" is only before the crew's ship berths; its ship is on the board ("dead" for a pirate out of play)`);
  }
  if (o.bear === null || o.bear === undefined) { v[BEAR] = -1; v[BEAR_CREW] = -1; return; }
  if (!isObj(o.bear)) fail('bear', 'must be null or { at, crew }');
  const b = o.bear as Obj;
  onlyKeys(b, BEAR_KEYS, 'bear', 'a bear');
  v[BEAR] = cell(b.at, 'bear.at');
  v[BEAR_CREW] = oneOf(b.crew, CREW_NAMES.slice(0, crews), 'bear.crew');
  v[BEAR_NEW] = flag(b.new, 'bear.new') ? 1 : 0;
}

function readPending(s: State, x: unknown): void {
  const v = s.v;
  v[PEND_PIECE] = v[PEND_CELL] = v[PREV] = v[START] = v[QUAKE_FIRST] = v[MOVED] = -1;
  if (x === undefined) return;
  if (!isObj(x)) return fail('pending', 'must be an object');
  onlyKeys(x, PENDING_KEYS, 'pending', 'a pending');
  const pieceOf = (t: unknown, field: string): number => {
    if (t === null || t === undefined) return -1;
    const p = pieceByName(t);
    return p >= 0 ? p : fail(field, 'must be a piece W1..R3, M, G or F, or null');
  };
  const optCell = (t: unknown, field: string): number => (t === null || t === undefined ? -1 : cell(t, field));
  v[PEND_PIECE] = pieceOf(x.piece, 'pending.piece');
  v[PEND_CELL] = optCell(x.cell, 'pending.cell');
  const vec = x.vec === undefined ? [0, 0] : x.vec;
  if (!Array.isArray(vec) || vec.length !== 2) fail('pending.vec', 'must be [dx, dy]');
  v[VEC_DX] = int((vec as unknown[])[0], 'pending.vec[0]', -15, 15); v[VEC_DY] = int((vec as unknown[])[1], 'pending.vec[1]', -14, 14); // a flight's displacement spans the grid
  v[HOW] = optInt(x.how, 'pending.how', 0, 1);
  v[PREV] = x.prev === null || x.prev === undefined ? -1 : place(x.prev, 'pending.prev');
  v[START] = optCell(x.start, 'pending.start');
  v[CARRY] = optInt(x.carry, 'pending.carry', 0, 2); // two: a porter
  v[CHAIN] = optInt(x.chain, 'pending.chain', 0, 64);
  v[CHOICE] = x.choice === undefined ? 0 : oneOf(x.choice, CHOICE_NAMES, 'pending.choice');
  v[PEEKS] = optInt(x.peeks, 'pending.peeks', 0, 4);
  v[QUAKE_FIRST] = optCell(x.quakeFirst, 'pending.quakeFirst');
  const arrows = readQuakeArrows(s, x.quakeArrows); // the earthquake's arrows still to turn (quake.ts)
  if (arrows) fail(arrows[0], arrows[1]);
  v[MOVED] = pieceOf(x.moved, 'pending.moved');
}
