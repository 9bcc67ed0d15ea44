/**
 * Home distances: for every cell and team, the number of turns a pirate standing there
 * with a coin needs to bring it aboard a ship of the team, moving only where a coin may
 * go: revealed tiles, no fortress, no cannibal, no crocodile. Tile chains are followed as
 * the engine does (single arrows and ice carry on, multi-way arrows and the horse are
 * choices made in the same turn, balloons go aboard, a cannon is home only when its ball
 * lands on a team ship, an unused airplane flies anywhere); spinners, rum and traps cost
 * the turns they hold a pirate. Also the king distance from every cell to face-down land.
 *
 * Implementation notes. Each step and knight jump from each land cell is resolved once
 * per decision into a code (R_* below: a cell where the coin rests, the sea, a choice
 * tile, home); the distances then come from a Bellman-Ford relaxation over those edges,
 * per team. `prepare` computes them once per decision (the MCTS reuses the root's
 * through a search); `rehome` redoes one team's after its ships moved. Nothing here
 * allocates after construction.
 */


import * as geometryModule from '../../src/jackal/geometry.js';
import * as optionsModule from '../../src/jackal/options.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import { Kind } from '../../src/jackal/tiles.js';
import * as itemsModule from '../../src/jackal/items.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const {
  CELLS, DIR_DX, DIR_DY, FRAME_X, FRAME_Y, IS_LAND, KNIGHT, KNIGHT_DX, KNIGHT_DY, LAND_CELLS, LAND_COUNT, NEIGHBOURS, NO_CELL, RAY_TO_SEA,
  SHIP_SIDE, SIZE, xOf, yOf,
} = geometryModule;
const { MODE_CREWS, MODE_TEAM } = optionsModule;
const { MODE, SHIP_CELL, TILE_ARG, TILE_KIND } = stateModule;
const { boatAt } = itemsModule;

/** Distance meaning "no way home known". */
export const FAR = 250;

// Results of following a step from a cell (resolution codes).
const R_INVALID = -1;
const R_HOME = 1000; // aboard whatever the ship positions (balloon)
const R_SEA = 2000; // + sea cell: home if a team ship stands there
const R_ARROW = 3000; // + cell: a multi-way arrow asks for a direction
const R_KNIGHT = 4000; // + cell: a knight jump is asked for (horse, ice after a horse)
const R_AIR = 5000; // an unused airplane: fly anywhere

/** Extra turns a tile holds a pirate who stops on it, by kind; FAR where a coin cannot rest. */
const HOLD = new Uint8Array(32).fill(FAR);
HOLD[Kind.Empty] = 0; HOLD[Kind.Chest] = 0; HOLD[Kind.Airplane] = 0; HOLD[Kind.RumBarrel] = 1; HOLD[Kind.Trap] = 3;
// Treasure Island tiles where a coin may rest and a pirate walks on freely (the one-shot
// effects are spent or claimed by the time a coin passes); the jungle holds no coin.
for (const k of [Kind.Galleon, Kind.Carramba, Kind.Lighthouse, Kind.BenGunn, Kind.Missionary, Kind.Friday, Kind.Bottles, Kind.Cave,
  Kind.Earthquake, Kind.Grass]) HOLD[k] = 0;
// Spinner: arg - 1, filled in per cell.

/**
 * How `to` is reached from `from` in one move, as the scan NEIGHBOURS[from * 8 + d], then
 * KNIGHT[from * 8 + d], for d = 0..7 finds it first: d for a step in direction d, 8 + d for
 * knight jump d, NOT_ONE_MOVE when neither. `HomeDistances.entry` asks it for every carried
 * coin's move the rollouts score, where the scan of up to 16 entries showed in profiles.
 */
function stepScan(from: number, to: number): number {
  for (let d = 0; d < 8; d++) {
    if (NEIGHBOURS[from * 8 + d] === to) return d;
    if (KNIGHT[from * 8 + d] === to) return 8 + d;
  }
  return NOT_ONE_MOVE;
}
const NOT_ONE_MOVE = 255;

/** STEP_TO[from * CELLS + to] = stepScan(from, to) for the grid's cells (169 x 169 bytes; NEIGHBOURS and KNIGHT hold only grid cells and NO_CELL). */
export const STEP_TO = new Uint8Array(CELLS * CELLS);
for (let from = 0; from < CELLS; from++) for (let to = 0; to < CELLS; to++) STEP_TO[from * CELLS + to] = stepScan(from, to);

/** The distance fields of one decision. One per evaluator. */
export class HomeDistances {
  /** home[team * CELLS + cell]: turns to bring a coin from cell aboard a team ship (FAR if unknown). */
  readonly home = new Uint8Array(4 * CELLS);
  /** King distance from each cell to the nearest face-down land cell (FAR when none). */
  readonly toClosed = new Uint8Array(CELLS);
  /** Resolution of a step in direction d from cell c, res[c * 8 + d] (see R_*). */
  private readonly res = new Int32Array(CELLS * 8);
  /** Resolution of knight jump k from cell c. */
  private readonly resK = new Int32Array(CELLS * 8);
  /** Turns a tile holds a pirate who stops on it (HOLD, spinners per cell), FAR where a coin cannot rest. */
  private readonly extra = new Uint8Array(CELLS);
  /** Per team: turns home from a multi-way arrow (its best way) and from a knight jump's start. */
  private readonly arrowAll = new Uint8Array(4 * CELLS);
  private readonly knightAll = new Uint8Array(4 * CELLS);
  /** Per team: turns home after a flight from an unused airplane. */
  private readonly airOf = new Uint8Array(4);
  private readonly queue = new Uint8Array(CELLS);
  /** Views of `home`, `arrowAll` and `knightAll` per team, made once. */
  private readonly homeOf: Uint8Array[] = [];
  private readonly arrowOf: Uint8Array[] = [];
  private readonly knightOf: Uint8Array[] = [];

  constructor() {
    for (let t = 0; t < 4; t++) {
      this.homeOf.push(this.home.subarray(t * CELLS, t * CELLS + CELLS));
      this.arrowOf.push(this.arrowAll.subarray(t * CELLS, t * CELLS + CELLS));
      this.knightOf.push(this.knightAll.subarray(t * CELLS, t * CELLS + CELLS));
    }
  }

  /** Computes the fields for s and teams 0..teams-1. */
  prepare(s: State, teams: number): void {
    this.closedDistances(s);
    this.resolveAll(s);
    for (let t = 0; t < teams; t++) this.relax(s, t);
  }

  /** Recomputes team t's home field for the ship positions of s (e.g. after a simulated sail). */
  rehome(s: State, t: number): void {
    this.relax(s, t);
  }

  /**
   * Turns team t needs to bring aboard a coin carried from `from` to `to` by one step, a
   * knight jump or a flight, the forced tiles at `to` followed (FAR when no way is known).
   * Uses the fields of the last `prepare`.
   */
  entry(s: State, t: number, from: number, to: number): number {
    const dist = this.homeOf[t], air = this.airOf[t];
    if (from < CELLS && IS_LAND[from] === 1) {
      // the step's direction or jump from STEP_TO; a `to` off the grid (NO_CELL) by the scan it stands for
      const k = to < CELLS ? STEP_TO[from * CELLS + to] : stepScan(from, to);
      if (k < 8) return this.valueOf(s, this.res[from * 8 + k], t, dist, air);
      if (k < 16) return this.valueOf(s, this.resK[from * 8 + k - 8], t, dist, air);
    }
    if (IS_LAND[to] === 0) return teamShipAt(s, to, t) ? 0 : FAR;
    const e = this.extra[to];
    return e >= FAR ? FAR : dist[to] + e;
  }

  /** Multi-source BFS (king steps over the whole grid) from the face-down land cells. */
  private closedDistances(s: State): void {
    const d = this.toClosed, q = this.queue;
    d.fill(FAR);
    let head = 0, tail = 0;
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (s.u8[TILE_KIND + c] === Kind.Closed) { d[c] = 0; q[tail++] = c; }
    }
    while (head < tail) {
      const c = q[head++];
      for (let k = 0; k < 8; k++) {
        const n = NEIGHBOURS[c * 8 + k];
        if (n !== NO_CELL && d[n] === FAR) { d[n] = d[c] + 1; q[tail++] = n; }
      }
    }
  }

  /**
   * Follows a coin-carrying pirate entering `to` with displacement (dx, dy) through the
   * forced tiles; returns a resolution code.
   */
  private follow(s: State, to: number, dx: number, dy: number, knight: boolean): number {
    const u8 = s.u8;
    for (let guard = 0; guard < 24; guard++) {
      if (to === NO_CELL) return R_INVALID;
      if (IS_LAND[to] === 0) return R_SEA + to;
      const kind = u8[TILE_KIND + to];
      switch (kind) {
        case Kind.Arrow: {
          const mask = u8[TILE_ARG + to];
          if ((mask & (mask - 1)) !== 0) return R_ARROW + to;
          const d = 31 - Math.clz32(mask);
          dx = DIR_DX[d]; dy = DIR_DY[d]; knight = false;
          to = NEIGHBOURS[to * 8 + d];
          continue;
        }
        case Kind.Ice: {
          if (knight) return R_KNIGHT + to;
          const nx = xOf(to) + dx, ny = yOf(to) + dy;
          if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) return R_INVALID;
          to = ny * SIZE + nx;
          continue;
        }
        case Kind.Horse: return R_KNIGHT + to;
        case Kind.Balloon: return R_HOME;
        case Kind.Cannon: return R_SEA + RAY_TO_SEA[to * 8 + u8[TILE_ARG + to]];
        case Kind.Airplane: return u8[TILE_ARG + to] !== 0 ? R_AIR : to;
        case Kind.Spinner: return to;
        default:
          return HOLD[kind] === FAR ? R_INVALID : to;
      }
    }
    return R_INVALID;
  }

  private resolveAll(s: State): void {
    const u8 = s.u8;
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      const kind = u8[TILE_KIND + c];
      this.extra[c] = kind === Kind.Spinner ? u8[TILE_ARG + c] - 1 : HOLD[kind];
      for (let d = 0; d < 8; d++) {
        this.res[c * 8 + d] = this.follow(s, NEIGHBOURS[c * 8 + d], DIR_DX[d], DIR_DY[d], false);
        this.resK[c * 8 + d] = this.follow(s, KNIGHT[c * 8 + d], KNIGHT_DX[d], KNIGHT_DY[d], true);
      }
    }
  }

  /** Value (turns still needed) of a resolution code under team t's current field. */
  private valueOf(s: State, r: number, t: number, dist: Uint8Array, air: number): number {
    if (r < 0) return FAR;
    if (r < CELLS) { const e = this.extra[r]; return e >= FAR ? FAR : dist[r] + e; }
    if (r === R_HOME) return 0;
    if (r < R_ARROW) return teamShipAt(s, r - R_SEA, t) ? 0 : FAR;
    if (r < R_KNIGHT) return this.arrowOf[t][r - R_ARROW];
    if (r < R_AIR) return this.knightOf[t][r - R_KNIGHT];
    return air;
  }

  /** Bellman-Ford relaxation of team t's home field. */
  private relax(s: State, t: number): void {
    const u8 = s.u8;
    const dist = this.homeOf[t];
    dist.fill(FAR);
    const dArrow = this.arrowOf[t], dKnight = this.knightOf[t];
    dArrow.fill(FAR);
    dKnight.fill(FAR);
    let air = FAR;
    for (let pass = 0; pass < 40; pass++) {
      let changed = false;
      let bestStop = FAR;
      for (let i = 0; i < LAND_COUNT; i++) {
        const c = LAND_CELLS[i];
        const kind = u8[TILE_KIND + c];
        if (kind === Kind.Closed) continue;
        if (kind === Kind.Arrow) {
          const mask = u8[TILE_ARG + c];
          if ((mask & (mask - 1)) === 0) continue;
          let best = FAR;
          for (let d = 0; d < 8; d++) {
            if (((mask >> d) & 1) === 0) continue;
            const v = this.valueOf(s, this.res[c * 8 + d], t, dist, air);
            if (v < best) best = v;
          }
          if (best < dArrow[c]) { dArrow[c] = best; changed = true; }
          continue;
        }
        if (kind === Kind.Horse || kind === Kind.Ice) {
          let best = FAR;
          for (let k = 0; k < 8; k++) {
            const v = this.valueOf(s, this.resK[c * 8 + k], t, dist, air);
            if (v < best) best = v;
          }
          if (best < dKnight[c]) { dKnight[c] = best; changed = true; }
          if (kind === Kind.Horse) continue;
        }
        if (this.extra[c] >= FAR) continue; // no coin rests here
        let best = FAR;
        for (let d = 0; d < 8; d++) {
          const v = this.valueOf(s, this.res[c * 8 + d], t, dist, air);
          if (v + 1 < best) best = v + 1;
        }
        if (best < dist[c]) { dist[c] = best; changed = true; }
        if (dist[c] < bestStop) bestStop = dist[c];
      }
      if (bestStop < air) { air = bestStop; changed = true; }
      if (!changed) break;
    }
    this.airOf[t] = air;
    // A carrier on a cell the relaxation could not reach still has a claim: king distance
    // to the nearest team ship plus a penalty for the detour (clamped below FAR).
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (dist[c] < FAR) continue;
      let best = FAR;
      for (let k = 0; k < 4; k++) {
        if (((MODE_CREWS[u8[MODE]] >> k) & 1) === 0 || MODE_TEAM[u8[MODE] * 4 + k] !== t) continue;
        const sh = u8[SHIP_CELL + k];
        const kd = kingDistance(c, sh) + 4;
        if (kd < best) best = kd;
      }
      dist[c] = best;
    }
  }
}

/** King (Chebyshev) distance between two cells; an outer-lane cell (the expansion) counts one beyond its berth. */
export const kingDistance = (a: number, b: number): number => Math.max(Math.abs(FRAME_X[a] - FRAME_X[b]), Math.abs(FRAME_Y[a] - FRAME_Y[b]));

/**
 * KING_DISTANCE[a * CELLS + b] = kingDistance(a, b) for the grid's cells a, b < CELLS
 * (169 x 169 bytes): the coin claims ask it for every coin cell and free pirate of every
 * leaf the search scores (eval-pirates.ts), where the two lookups and the arithmetic of
 * `kingDistance` showed in profiles.
 */
export const KING_DISTANCE = new Uint8Array(CELLS * CELLS);
for (let a = 0; a < CELLS; a++) for (let b = 0; b < CELLS; b++) KING_DISTANCE[a * CELLS + b] = kingDistance(a, b);

/**
 * Whether a ship of team t stands on sea cell c, or (the original expansion) a launched boat
 * of the team floats there: coins brought aboard it count as aboard (docs/RULES.md X-R9).
 */
function teamShipAt(s: State, c: number, t: number): boolean {
  const side = SHIP_SIDE[c];
  if (side === NO_CELL) return false;
  const u8 = s.u8;
  const mode = u8[MODE];
  if (u8[SHIP_CELL + side] === c) return ((MODE_CREWS[mode] >> side) & 1) !== 0 && MODE_TEAM[mode * 4 + side] === t;
  const boat = boatAt(s, c);
  return boat >= 0 && MODE_TEAM[mode * 4 + boat] === t;
}
