/**
 * The position format: plain JSON a person can write by hand (a study position) and the
 * engine writes back, read with one error naming the first wrong field. docs/ARCHIPELAGO.md
 * ("Positions") documents every key; in short:
 *
 *   game "archipelago"; mode; island (0 a user's layout); boxes; maxPlies
 *   terrain  15 strings of 16 characters (`.` sea, M F B the backs); north [x, y] grid coordinates (each within ±1e6)
 *   berths   cells where ships may be placed (at least 4, as a layout has; none in solo)
 *   tiles    open cells: "kind" or "kind/turns"; seen: the kind turned over where it differs (a one-shot tile that acted)
 *   closed   face-down cells' tiles ("kind/turns"); a closed cell left out is unknown (an observation)
 *   removed  the removed tiles, mountains first, then forest, then beach (left out: unknown)
 *   known    cells a player peeked at: { cell: [players] }
 *   coins    { cell: n }; ships { crew: cell }; pieces { W1: { at: cell | "ship:<crew>" | "waiting" | "dead",
 *            fallen, drunk, lab, caved } , M: { at, crew, converted }, G (Ben Gunn) and F (Friday): { at, crew } }
 *   cart { at: cell | "ship:<crew>", held } once found (cart.ts);
 *   bear { at, crew, new } or null; scores, bottles { crew: n }; coinSupply, bottleSupply, lost
 *   stall { turns, coins, closed }: turns since the last progress, coins aboard or lost and closed tiles then (stall.ts)
 *   tortoise, tide, pieces.W1.up, pending.wheels, pending.tideLeft: Jolly Roger and the Isle of Tides
 *            (position-tides.ts), written only when not the default
 *   solo { on }: solo play only, the pirate on turn (black, yellow, red; W1, W2, W3 are they)
 *            (solo-position.ts)
 *   turn, phase, ply, turns, smoke, die; pending { piece, cell, vec, how, prev, start, carry,
 *            chain, choice, peeks, quakeFirst, moved, quakeArrows } (the middle of a turn; quakeArrows,
 *            written only when any: the cells whose arrows the earthquake's player still turns, quake.ts)
 *   expedition  cards held and a campaign's record (expedition-position.ts), only when there are any
 */

import { WAITING } from './position-read.js';
import { tidesToPosition } from './position-tides.js';
import { quakeToPosition } from './quake.js';
import { stallToPosition } from './stall.js';
import { dealRemovals } from './tide.js';
import { soloFields } from './solo-position.js';
import { expeditionFields } from './expedition-position.js';
import { CELLS, cellName, H, W } from './geometry.js';
import { MODES } from './options.js';
import { pieceName } from './notation.js';
import {
  ABOARD, BEAR, BEAR_CREW, BEAR_NEW, BERTH, BOTTLE_SUPPLY, BOTTLES, BOXES, CARRY, CHAIN, CHOICE, CHOICE_NAMES, COIN_SUPPLY,
  CART, CART_HELD, CAVED, COINS, CONVERTED, CREW_NAMES, CREWS, DIE, DRUNK_SHIFT, FALLEN, HOW, ISLAND, KNOWN, LAB_SHIFT, LOST, MAX_PLIES, MISSIONARY, MODE,
  MOVED, NORTH_X, NORTH_Y, OUT, P_CELL, P_CREW, P_STAT, PEEKS, PEND_CELL, PEND_PIECE, PHASE, PHASE_NAMES, PIECES, PLY, PREV, QUAKE_FIRST,
  RESULT, SCORE, SEEN, SHIP, SMOKE, START, State, TERRAIN, TILE, TURN, TURNS, VEC_DX, VEC_DY,
} from './state.js';
import { BACK_CHARS, boxList, KIND_NAMES, kindOf, LIST_MARK, turnsOf } from './tiles.js';

const tileText = (t: number): string => (turnsOf(t) ? `${KIND_NAMES[kindOf(t)]}/${turnsOf(t)}` : KIND_NAMES[kindOf(t)]);
const placeText = (c: number): string | null => (c < 0 ? null : c >= ABOARD && c < ABOARD + 4 ? `ship:${CREW_NAMES[c - ABOARD]}` : c === OUT ? 'dead' : cellName(c));

export function toPosition(s: State): unknown {
  const crews = s.v[CREWS], u = s.u8, v = s.v;
  const terrain: string[] = [];
  for (let y = 0; y < H; y++) { let r = ''; for (let x = 0; x < W; x++) r += BACK_CHARS[u[TERRAIN + y * W + x]]; terrain.push(r); }
  const tiles: Record<string, string> = {}, seen: Record<string, string> = {}, closed: Record<string, string> = {};
  const coins: Record<string, number> = {}, known: Record<string, number[]> = {}, berths: string[] = [];
  for (let c = 0; c < CELLS; c++) {
    if (u[BERTH + c]) berths.push(cellName(c));
    if (u[COINS + c]) coins[cellName(c)] = u[COINS + c];
    if (u[KNOWN + c] & 15) known[cellName(c)] = [0, 1, 2, 3].filter((p) => (u[KNOWN + c] >> p) & 1); // bit 4 WASHED: the tide key (position-tides.ts)
    if (!u[TERRAIN + c]) continue;
    if (u[TILE + c]) {
      tiles[cellName(c)] = tileText(u[TILE + c]);
      if (u[SEEN + c] !== kindOf(u[TILE + c])) seen[cellName(c)] = KIND_NAMES[u[SEEN + c]];
    } else if (s.under[c]) closed[cellName(c)] = tileText(s.under[c]);
  }
  const pieces: Record<string, unknown> = {};
  for (let p = 0; p < PIECES; p++) {
    if (p < MISSIONARY && u[P_CREW + p] >= crews) continue;
    if (p >= MISSIONARY && u[P_CREW + p] === OUT) continue; // an islander not found
    // a crew whose ship has not berthed yet waits aboard it: out of play, but not dead
    const waiting = u[P_CELL + p] === OUT && u[SHIP + u[P_CREW + p]] === OUT;
    const st = u[P_STAT + p], e: Record<string, unknown> = { at: waiting ? WAITING : placeText(u[P_CELL + p]) };
    if (st & FALLEN) e.fallen = true;
    if ((st >> DRUNK_SHIFT) & 3) e.drunk = (st >> DRUNK_SHIFT) & 3;
    if ((st >> LAB_SHIFT) & 7) e.lab = (st >> LAB_SHIFT) & 7;
    if (p >= MISSIONARY) e.crew = CREW_NAMES[u[P_CREW + p]];
    if (p === MISSIONARY) e.converted = (st & CONVERTED) !== 0;
    if (st & CAVED) e.caved = true;
    pieces[pieceName(p)] = e;
  }
  const perCrew = (f: (k: number) => unknown): Record<string, unknown> => Object.fromEntries(Array.from({ length: crews }, (_, k) => [CREW_NAMES[k], f(k)]));
  const dealt = dealRemovals(s); // the tide's slots follow (position-tides.ts)
  const removed = dealt > 0 && s.removed[0] !== 0 ? Array.from(s.removed.subarray(0, dealt), (t) => KIND_NAMES[t]) : undefined;
  const o: Record<string, unknown> = {
    game: 'archipelago', mode: MODES[v[MODE]], island: v[ISLAND], boxes: v[BOXES] < LIST_MARK ? v[BOXES] : boxList(v[BOXES]), maxPlies: v[MAX_PLIES],
    terrain, north: [v[NORTH_X] / 16, v[NORTH_Y] / 16], berths, tiles, seen, closed, removed, known, coins,
    ships: perCrew((k) => placeText(u[SHIP + k] === OUT ? -1 : u[SHIP + k])), pieces,
    bear: v[BEAR] < 0 ? null : { at: cellName(v[BEAR]), crew: CREW_NAMES[v[BEAR_CREW]], new: v[BEAR_NEW] === 1 },
    scores: perCrew((k) => v[SCORE + k]), bottles: perCrew((k) => v[BOTTLES + k]),
    coinSupply: v[COIN_SUPPLY], bottleSupply: v[BOTTLE_SUPPLY], lost: v[LOST],
    turn: CREW_NAMES[v[TURN]], phase: PHASE_NAMES[v[PHASE]], result: v[RESULT], ply: v[PLY], turns: v[TURNS], smoke: v[SMOKE], die: v[DIE],
    ...soloFields(s),
    ...expeditionFields(s), // cards held, a campaign (expedition-position.ts)
    pending: {
      piece: v[PEND_PIECE] < 0 ? null : pieceName(v[PEND_PIECE]), cell: v[PEND_CELL] < 0 ? null : cellName(v[PEND_CELL]),
      vec: [v[VEC_DX], v[VEC_DY]], how: v[HOW], prev: placeText(v[PREV] < 0 ? -1 : v[PREV]), start: v[START] < 0 ? null : cellName(v[START]),
      carry: v[CARRY], chain: v[CHAIN], choice: CHOICE_NAMES[v[CHOICE]], peeks: v[PEEKS],
      quakeFirst: v[QUAKE_FIRST] < 0 ? null : cellName(v[QUAKE_FIRST]), moved: v[MOVED] < 0 ? null : pieceName(v[MOVED]),
    },
  };
  tidesToPosition(s, o);
  quakeToPosition(s, o.pending as Record<string, unknown>); // pending.quakeArrows: the swapped arrows still to turn (quake.ts)
  stallToPosition(s, o); // turns since the last progress (stall.ts)
  if (v[CART] !== 0) o.cart = { at: placeText(v[CART]), held: v[CART_HELD] === 1 }; // the cart (cart.ts), once found
  return o;
}

export { fromPosition, WAITING } from './position-read.js';
