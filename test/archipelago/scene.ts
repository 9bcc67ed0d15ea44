/**
 * Study positions for rule scenarios, built by hand on island 1 (docs/ARCHIPELAGO.md):
 * every land cell open and empty unless given, ships placed, pirates aboard unless placed.
 * Island 1's cells: row 3 d..g, row 4 c..h, row 5 c..f, row 6 c..h, row 7 d..g (north up;
 * beach d3 g3 c4 h4 c6 h6 d7 g7). Tiles are given by name (`arrow1/2` = turned twice); a
 * closed tile is face down until a piece arrives; g7 is a closed empty tile unless given, so
 * that a scene is not over at its first turn's end (line 1102). These scenes are not full deals, so the
 * tile-set check of the state checker does not apply to them (`checkState(s, false)`).
 */
import { Rng } from '../../src/core/rng.js';
import { parseCell } from '../../src/archipelago/geometry.js';
import { designedIsland } from '../../src/archipelago/layout.js';
import { MODES } from '../../src/archipelago/options.js';
import { layIsland } from '../../src/archipelago/setup.js';
import {
  ABOARD, BEAR, BEAR_CREW, CLOSED_N, COIN_SUPPLY, COINS, CREWS, MISSIONARY, P_CELL, P_CREW, P_STAT, PHASE, Phase, SEEN, SHIP, State, TERRAIN, TILE, TURN,
  BOTTLES, BOTTLE_SUPPLY,
} from '../../src/archipelago/state.js';
import { Kind, KIND_NAMES } from '../../src/archipelago/tiles.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';

export interface Scene {
  mode?: string;
  open?: Record<string, string>;
  closed?: Record<string, string>;
  coins?: Record<string, number>;
  /** W1..R3, M: a cell, `ship` (aboard its own ship), or `dead`. */
  pieces?: Record<string, string>;
  /** Ship cells by crew letter; default W b4, Y i6, B e8, R e2. */
  ships?: Record<string, string>;
  stat?: Record<string, number>;
  missionary?: { at: string; crew: number; converted?: boolean };
  bear?: { at: string; crew: number };
  turn?: number;
  bottles?: number[];
}

export const cell = (name: string): number => {
  const c = parseCell(name);
  if (c < 0) throw new Error(`bad cell ${name}`);
  return c;
};

export function tileByte(text: string): number {
  const [name, turns] = text.split('/');
  const k = KIND_NAMES.indexOf(name);
  if (k < 1) throw new Error(`bad tile ${text}`);
  return k | (Number(turns ?? 0) << 6);
}

const PIECE = (name: string): number => (name === 'M' ? MISSIONARY : 'WYBR'.indexOf(name[0]) * 3 + Number(name[1]) - 1);
const SHIPS: Record<string, string> = { W: 'b4', Y: 'i6', B: 'e8', R: 'e2' };

export function scene(x: Scene): State {
  const mode = MODES.indexOf(x.mode ?? '2p');
  const s = layIsland(designedIsland(1), 1, mode, 0, new Rng('scene'));
  s.v[CLOSED_N] = 0;
  for (let c = 0; c < 240; c++) {
    s.under[c] = 0;
    if (s.u8[TERRAIN + c]) { s.u8[TILE + c] = Kind.Empty; s.u8[SEEN + c] = Kind.Empty; }
  }
  s.removed.fill(0);
  for (const [k, t] of Object.entries(x.open ?? {})) { const c = cell(k); s.u8[TILE + c] = tileByte(t); s.u8[SEEN + c] = tileByte(t) & 63; }
  const closed = { ...(x.open?.g7 === undefined && x.closed?.g7 === undefined ? { g7: 'empty' } : {}), ...x.closed };
  for (const [k, t] of Object.entries(closed)) { const c = cell(k); s.u8[TILE + c] = 0; s.u8[SEEN + c] = 0; s.under[c] = tileByte(t); s.v[CLOSED_N]++; }
  let coins = 0;
  for (const [k, n] of Object.entries(x.coins ?? {})) { s.u8[COINS + cell(k)] = n; coins += n; }
  s.v[COIN_SUPPLY] = 19 - coins;
  for (let k = 0; k < s.v[CREWS]; k++) {
    const letter = 'WYBR'[k];
    s.u8[SHIP + k] = cell(x.ships?.[letter] ?? SHIPS[letter]);
    for (let p = 3 * k; p < 3 * k + 3; p++) s.u8[P_CELL + p] = ABOARD + k;
  }
  for (const [name, at] of Object.entries(x.pieces ?? {})) {
    const p = PIECE(name);
    s.u8[P_CELL + p] = at === 'ship' ? ABOARD + s.u8[P_CREW + p] : at === 'dead' ? 255 : cell(at);
  }
  for (const [name, st] of Object.entries(x.stat ?? {})) s.u8[P_STAT + PIECE(name)] = st;
  if (x.missionary) {
    s.u8[P_CELL + MISSIONARY] = cell(x.missionary.at); s.u8[P_CREW + MISSIONARY] = x.missionary.crew;
    s.u8[P_STAT + MISSIONARY] = x.missionary.converted ? 64 : 0;
  }
  if (x.bear) { s.v[BEAR] = cell(x.bear.at); s.v[BEAR_CREW] = x.bear.crew; }
  if (x.bottles) x.bottles.forEach((b, k) => { s.v[BOTTLES + k] = b; s.v[BOTTLE_SUPPLY] -= b; });
  s.v[PHASE] = Phase.Play;
  s.v[TURN] = x.turn ?? 0;
  return s;
}

/** Plays moves given as text (each must be legal), returning the state. */
export function play(s: State, ...texts: string[]): State {
  for (const t of texts) {
    const m = G.parseMove(s, t);
    if (typeof m !== 'number') {
      const moves = new Int32Array(G.maxMoves), n = G.generateMoves(s, moves);
      throw new Error(`${t}: ${m.message}; legal: ${Array.from(moves.subarray(0, n), (x) => G.formatMove(s, x)).join(', ')}\n${G.show(s)}`);
    }
    G.applyMove(s, m);
  }
  return s;
}

/** The legal decisions as text. */
export function legal(s: State): string[] {
  const moves = new Int32Array(G.maxMoves), n = G.generateMoves(s, moves);
  return Array.from(moves.subarray(0, n), (m) => G.formatMove(s, m));
}

export const at = (s: State, name: string): number => s.u8[P_CELL + PIECE(name)];
export { PIECE };
