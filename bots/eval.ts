/**
 * Position evaluation shared by the `heuristic` bot and the `mcts` cut-off: a value per
 * team, in coins, from what a player at the table can see.
 *
 * Implementation notes. The value of a team is
 *   coins aboard its ships
 *   + for every coin on land, the team's claim on it: `carry` (a team pirate stands on it)
 *     or `loose` (the nearest team pirate must walk there), discounted by `decay` per turn
 *     the coin still needs: pirate → coin (king steps) + coin → ship (`home` distance below);
 *     each further coin on a cell needs a round trip more;
 *   − the carry value at risk when an enemy pirate stands next to a carrier (`threat`);
 *   − costs of dead, swimming and trapped pirates, less while a pirate of a crew with dead
 *     stands on the native woman's fortress (`native`);
 *   + an exploring pull per free pirate, discounted by the king distance to face-down land.
 * Both teams claim the same coins; scores that compare teams see who is nearer.
 *
 * The `home` distance of a cell is the number of turns a pirate standing there with a coin
 * needs to bring it aboard a ship of the team, moving only where a coin may go: revealed
 * tiles, no fortress, no cannibal, no crocodile. Tile chains are followed as the engine does
 * (single arrows and ice carry on, multi-way arrows and the horse are choices made in the
 * same turn, balloons go aboard, a cannon is home only when its ball lands on a team ship,
 * an unused airplane flies anywhere); spinners, rum and traps cost the turns they hold a
 * pirate. Distances come from a Bellman-Ford relaxation over those edges, per team, and are
 * computed once per decision by `prepare` (the MCTS reuses the root's through a search).
 *
 * A pirate standing on a face-down cell happens only when a bot simulates a move on an
 * observation (its layout is zeroed, so the engine leaves the tile closed): such a pirate is
 * scored by the expected value of the tile under him, from the hidden pool.
 *
 * Nothing here allocates after construction.
 */

import {
  CELLS, DIR_DX, DIR_DY, IS_LAND, KNIGHT, KNIGHT_DX, KNIGHT_DY, LAND_CELLS, LAND_COUNT, NEIGHBOURS, NO_CELL, RAY_TO_SEA, SHIP_FRONT,
  SHIP_SIDE, SIZE, xOf, yOf,
} from '../src/jackal/geometry.js';
import { hiddenPool } from '../src/jackal/observation.js';
import { MODE_CREWS, MODE_PLAYER, MODE_PLAYERS, MODE_TEAM } from '../src/jackal/options.js';
import {
  COINS, F_CARRY, F_DRUNK_MASK, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, MAX_PIECES, MODE, P_CELL, P_CREW, P_FLAGS, PIECES_AT_U16, SHIP_CELL, SHIP_COINS, State,
  TILE_ARG, TILE_KIND,
} from '../src/jackal/state.js';
import { Kind, TILE_TYPE_COUNT, TYPE_ARG, TYPE_KIND } from '../src/jackal/tiles.js';

/** The weights of the evaluation, in coins (a coin aboard is worth 1). */
export interface EvalWeights {
  /** A coin under a team pirate, before the distance discount. */
  carry: number;
  /** A coin lying on land, before the discount for the walk to it and home. */
  loose: number;
  /** Discount per turn a coin still needs to get aboard (0..1). */
  decay: number;
  /** Cost of a dead pirate. */
  dead: number;
  /** Cost of a pirate swimming in the sea. */
  swim: number;
  /** Cost of a pirate caught in a trap. */
  trapped: number;
  /** Pull of face-down land on a free pirate (per pirate, discounted by king distance). */
  explore: number;
  /** Bonus for a pirate standing on a just-entered face-down tile (simulations only), besides its expected coins. */
  reveal: number;
  /** Fraction of a carrier's claim lost when an enemy pirate stands next to him. */
  threat: number;
  /** Fraction of the dead cost saved while a crew pirate stands on the native woman's fortress. */
  native: number;
}

/**
 * Set by hand, then tuned by coordinate descent with the heuristic against itself (one
 * weight at a time, two trial values each, 2,000 games a trial, 2p, 600 plies; the method
 * of bench/tune.ts): `threat` 0.5 → 0.25 and `carry` 0.8 → 0.95 were kept; the trials of
 * the other weights lost or stayed within noise (README, Bots, lists them).
 */
export const DEFAULT_EVAL_WEIGHTS: Readonly<EvalWeights> = {
  carry: 0.95,
  loose: 0.5,
  decay: 0.85,
  dead: 1.2,
  swim: 0.4,
  trapped: 0.5,
  explore: 0.12,
  reveal: 0.1,
  threat: 0.25,
  native: 0.6,
};

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

/** Evaluator: holds the per-decision distance fields and scratch. One per bot. */
export class Evaluator {
  readonly w: EvalWeights;
  /** home[team * CELLS + cell]: turns to bring a coin from cell aboard a team ship (FAR if unknown). */
  readonly home = new Uint8Array(4 * CELLS);
  /** King distance from each cell to the nearest face-down land cell (FAR when none). */
  readonly toClosed = new Uint8Array(CELLS);
  /** Resolution of a step in direction d from cell c, res[c * 8 + d] (see R_*). */
  private readonly res = new Int32Array(CELLS * 8);
  /** Resolution of knight jump k from cell c. */
  private readonly resK = new Int32Array(CELLS * 8);
  private readonly extra = new Uint8Array(CELLS);
  /** Per team: turns home from a multi-way arrow (its best way) and from a knight jump's start. */
  private readonly arrowAll = new Uint8Array(4 * CELLS);
  private readonly knightAll = new Uint8Array(4 * CELLS);
  /** Per team: turns home after a flight from an unused airplane. */
  private readonly airOf = new Uint8Array(4);
  private readonly pool = new Int32Array(64);
  private readonly queue = new Uint8Array(CELLS);
  /** decayPow[i] = decay^i. */
  private readonly decayPow = new Float64Array(512);
  /** Expected value terms of a face-down tile (from the hidden pool at prepare). */
  private expCoins = 0;
  private pCannibal = 0;
  private pTrap = 0;
  /** Number of teams (team ids are 0..teams-1). */
  teams = 1;
  /** Per player, its team. */
  readonly playerTeam = new Uint8Array(4);
  players = 0;
  /** Team margins that `rewards` measures from (see `setBaseline`). */
  readonly baseline = new Float64Array(4);
  /** Team values written by `values`. */
  readonly value = new Float64Array(4);

  /** Views of `home`, `arrowAll` and `knightAll` per team, made once. */
  private readonly homeOf: Uint8Array[] = [];
  private readonly arrowOf: Uint8Array[] = [];
  private readonly knightOf: Uint8Array[] = [];

  constructor(w: EvalWeights) {
    this.w = w;
    for (let t = 0; t < 4; t++) {
      this.homeOf.push(this.home.subarray(t * CELLS, t * CELLS + CELLS));
      this.arrowOf.push(this.arrowAll.subarray(t * CELLS, t * CELLS + CELLS));
      this.knightOf.push(this.knightAll.subarray(t * CELLS, t * CELLS + CELLS));
    }
    for (let i = 0; i < this.decayPow.length; i++) this.decayPow[i] = Math.pow(w.decay, i);
  }

  /**
   * Computes the distance fields and hidden-pool expectations for s. Call once per
   * decision before `values`; the fields stay valid as an approximation for nearby states.
   */
  prepare(s: State): void {
    const u8 = s.u8;
    const mode = u8[MODE];
    this.players = MODE_PLAYERS[mode];
    let teams = 0;
    for (let k = 0; k < 4; k++) if ((MODE_CREWS[mode] >> k) & 1) teams = Math.max(teams, MODE_TEAM[mode * 4 + k] + 1);
    this.teams = teams;
    for (let k = 0; k < 4; k++) this.playerTeam[MODE_PLAYER[mode * 4 + k]] = MODE_TEAM[mode * 4 + k];
    // hidden pool expectations
    const hidden = hiddenPool(s, this.pool);
    let coins = 0;
    for (let t = 0; t < TILE_TYPE_COUNT; t++) if (TYPE_KIND[t] === Kind.Chest) coins += this.pool[t] * TYPE_ARG[t];
    let cannibal = 0, trap = 0;
    for (let t = 0; t < TILE_TYPE_COUNT; t++) {
      if (TYPE_KIND[t] === Kind.Cannibal) cannibal += this.pool[t];
      else if (TYPE_KIND[t] === Kind.Trap) trap += this.pool[t];
    }
    this.expCoins = hidden > 0 ? coins / hidden : 0;
    this.pCannibal = hidden > 0 ? cannibal / hidden : 0;
    this.pTrap = hidden > 0 ? trap / hidden : 0;
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
      for (let d = 0; d < 8; d++) {
        if (NEIGHBOURS[from * 8 + d] === to) return this.valueOf(s, this.res[from * 8 + d], t, dist, air);
        if (KNIGHT[from * 8 + d] === to) return this.valueOf(s, this.resK[from * 8 + d], t, dist, air);
      }
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

  /**
   * Writes every team's value for s into `this.value` (index = team) using the fields of
   * the last `prepare`/`rehome`.
   */
  values(s: State): void {
    const u8 = s.u8, w = this.w, pow = this.decayPow;
    const mode = u8[MODE];
    const teams = this.teams;
    const val = this.value;
    for (let t = 0; t < 4; t++) val[t] = 0;
    for (let k = 0; k < 4; k++) {
      if ((MODE_CREWS[mode] >> k) & 1) val[MODE_TEAM[mode * 4 + k]] += u8[SHIP_COINS + k];
    }
    // Dead per crew, and whether a crew pirate stands on the native's fortress.
    let deadMask = 0, nativeMask = 0;
    for (let p = 0; p < MAX_PIECES; p++) {
      const crew = u8[P_CREW + p];
      if (crew === 255) continue;
      const t = MODE_TEAM[mode * 4 + crew];
      const at = u8[P_CELL + p];
      if (at === NO_CELL) { val[t] -= w.dead; deadMask |= 1 << crew; continue; }
      const flags = u8[P_FLAGS + p];
      if (IS_LAND[at] === 0) {
        if (SHIP_SIDE[at] === NO_CELL || u8[SHIP_CELL + SHIP_SIDE[at]] !== at) { val[t] -= w.swim; continue; }
        // aboard: pulls towards the land in front
        const dc = this.toClosed[SHIP_FRONT[at]];
        if (dc < FAR) val[t] += w.explore * pow[dc + 1];
        continue;
      }
      const kind = u8[TILE_KIND + at];
      if (kind === Kind.Native) nativeMask |= 1 << crew;
      if ((flags & F_TRAPPED) !== 0) val[t] -= w.trapped;
      if (kind === Kind.Closed) {
        // Simulated step onto a face-down tile: its expected worth.
        const dh = this.shipKing(s, at, t) + 1;
        val[t] += w.reveal + this.expCoins * w.carry * pow[dh] - this.pCannibal * w.dead - this.pTrap * w.trapped;
        continue;
      }
      const carrying = (flags & F_CARRY) !== 0 || u8[COINS + at] !== 0;
      if (!carrying) {
        const dc = this.toClosed[at];
        if (dc < FAR) val[t] += w.explore * pow[dc];
      }
    }
    for (let k = 0; k < 4; k++) {
      if (((deadMask >> k) & 1) === 0) continue;
      const t = MODE_TEAM[mode * 4 + k];
      if ((nativeMask >> k) & 1) {
        let n = 0;
        for (let i = 0; i < 3; i++) if (u8[P_CELL + 3 * k + i] === NO_CELL) n++;
        val[t] += n * w.dead * w.native;
      }
    }
    // Coin claims.
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      const n = u8[COINS + c];
      const here = s.u16[PIECES_AT_U16 + c];
      if (n === 0 && here === 0) continue;
      // coins carried on spinners (F_CARRY) stand with their pirates
      let carried = 0;
      for (let b = here; b !== 0; b &= b - 1) {
        const p = 31 - Math.clz32(b & -b);
        if ((u8[P_FLAGS + p] & F_CARRY) !== 0) carried++;
      }
      if (n === 0 && carried === 0) continue;
      for (let t = 0; t < teams; t++) this.claim(s, c, n, here, t);
    }
  }

  /** Adds team t's claim on the coins at cell c (n lying there, `here` = pieces on c). */
  private claim(s: State, c: number, n: number, here: number, t: number): void {
    const u8 = s.u8, w = this.w, pow = this.decayPow;
    const mode = u8[MODE];
    const dh = this.home[t * CELLS + c];
    const isSpinner = u8[TILE_KIND + c] === Kind.Spinner;
    const lastStep = isSpinner ? u8[TILE_ARG + c] - 1 : 0;
    let v = 0;
    let carriers = 0;
    let carrierHome = FAR;
    // Team pirates on c that hold a coin (spinner CARRY) or stand where they can take one.
    for (let b = here; b !== 0; b &= b - 1) {
      const p = 31 - Math.clz32(b & -b);
      if (MODE_TEAM[mode * 4 + u8[P_CREW + p]] !== t) continue;
      const f = u8[P_FLAGS + p];
      if ((f & F_TRAPPED) !== 0) continue;
      const step = (f & F_STEP_MASK) >> F_STEP_SHIFT;
      const left = isSpinner ? lastStep - step : 0;
      const drunk = (f & F_DRUNK_MASK) !== 0 ? 1 : 0;
      if ((f & F_CARRY) !== 0) {
        v += w.carry * pow[dh + left + drunk];
        carriers++;
      } else if (n > 0 && carrierHome === FAR) {
        carrierHome = dh + left + drunk; // he may take one of the lying coins
      }
    }
    // Lying coins: the first goes with a pirate already here, the rest need round trips.
    let walk: number;
    let weight: number;
    if (carrierHome < FAR) { walk = carrierHome - dh; weight = w.carry; } else { walk = this.nearestPirate(s, c, t); weight = w.loose; }
    if (walk < FAR) {
      for (let i = 0; i < n && i < 6; i++) {
        const turns = walk + dh + 2 * dh * i;
        v += (i === 0 ? weight : w.loose) * pow[turns < 500 ? turns : 500];
      }
    }
    if (v > 0 && (carriers > 0 || carrierHome < FAR) && this.enemyNear(s, c, t)) v *= 1 - w.threat;
    this.value[t] += v;
  }

  /** King distance from c to the nearest free team pirate (aboard counts from the land in front, +1). */
  private nearestPirate(s: State, c: number, t: number): number {
    const u8 = s.u8;
    const mode = u8[MODE];
    let best = FAR;
    for (let p = 0; p < MAX_PIECES; p++) {
      const crew = u8[P_CREW + p];
      if (crew === 255 || MODE_TEAM[mode * 4 + crew] !== t) continue;
      const at = u8[P_CELL + p];
      if (at === NO_CELL || (u8[P_FLAGS + p] & F_TRAPPED) !== 0) continue;
      let d: number;
      if (IS_LAND[at] === 1) d = kingDistance(at, c);
      else if (SHIP_SIDE[at] !== NO_CELL && u8[SHIP_CELL + SHIP_SIDE[at]] === at) d = kingDistance(SHIP_FRONT[at], c) + 1;
      else continue;
      if (d < best) best = d;
    }
    return best;
  }

  /** King distance from land cell c to the nearest ship of team t. */
  private shipKing(s: State, c: number, t: number): number {
    const u8 = s.u8;
    let best = FAR;
    for (let k = 0; k < 4; k++) {
      if (((MODE_CREWS[u8[MODE]] >> k) & 1) === 0 || MODE_TEAM[u8[MODE] * 4 + k] !== t) continue;
      const d = kingDistance(c, u8[SHIP_CELL + k]);
      if (d < best) best = d;
    }
    return best;
  }

  /** Whether an enemy pirate of team t stands free on land next to c. */
  private enemyNear(s: State, c: number, t: number): boolean {
    const u8 = s.u8;
    const mode = u8[MODE];
    for (let p = 0; p < MAX_PIECES; p++) {
      const crew = u8[P_CREW + p];
      if (crew === 255 || MODE_TEAM[mode * 4 + crew] === t) continue;
      const at = u8[P_CELL + p];
      if (at === NO_CELL || IS_LAND[at] === 0) continue;
      if ((u8[P_FLAGS + p] & (F_TRAPPED | F_STEP_MASK)) !== 0) continue;
      if (kingDistance(at, c) === 1) return true;
    }
    return false;
  }

  /**
   * Rewards in [0, 1] per player (out[player]) for a search: the logistic of how much the
   * player's team margin (own value − best other team's) has grown since `setBaseline`,
   * with temperature `scale` coins. Measuring from the root keeps the logistic out of its
   * flat tails when one side is far ahead, so the search still tells moves apart.
   */
  rewards(s: State, scale: number, out: Float64Array): void {
    this.values(s);
    for (let i = 0; i < this.players; i++) {
      const t = this.playerTeam[i];
      out[i] = 1 / (1 + Math.exp(-(this.margin(t) - this.baseline[t]) / scale));
    }
  }

  /** Margins of s become the zero point of `rewards`. */
  setBaseline(s: State): void {
    this.values(s);
    for (let t = 0; t < this.teams; t++) this.baseline[t] = this.margin(t);
  }

  /** Team t's value minus the best other team's, from `this.value`. */
  margin(t: number): number {
    let other = -Infinity;
    for (let u = 0; u < this.teams; u++) if (u !== t && this.value[u] > other) other = this.value[u];
    return this.value[t] - other;
  }
}

export const kingDistance = (a: number, b: number): number => Math.max(Math.abs(xOf(a) - xOf(b)), Math.abs(yOf(a) - yOf(b)));

/** Whether a ship of team t stands on sea cell c. */
function teamShipAt(s: State, c: number, t: number): boolean {
  const side = SHIP_SIDE[c];
  if (side === NO_CELL) return false;
  const u8 = s.u8;
  const mode = u8[MODE];
  return u8[SHIP_CELL + side] === c && ((MODE_CREWS[mode] >> side) & 1) !== 0 && MODE_TEAM[mode * 4 + side] === t;
}

/**
 * Exact end-of-game rewards per player: the shared first place splits 1 (a k-way tie gives
 * each 1/k), everyone else 0. Scores are the coins aboard the player's crews (or team in 2v2).
 */
export function terminalRewards(scores: Float64Array, out: Float64Array, players: number): void {
  let best = -1, k = 0;
  for (let i = 0; i < players; i++) {
    if (scores[i] > best) { best = scores[i]; k = 1; } else if (scores[i] === best) k++;
  }
  for (let i = 0; i < players; i++) out[i] = scores[i] === best ? 1 / k : 0;
}
