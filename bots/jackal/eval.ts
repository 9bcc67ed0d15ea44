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
 *   + an exploring pull per free pirate, discounted by the king distance to face-down land
 *     (on it, the tile's expected worth, at least the pull at distance 0, so the pull leads
 *     onto the land), while a coin may lie face down.
 * Both teams claim the same coins; scores that compare teams see who is nearer.
 *
 * The `home` distance of a cell (the turns a pirate standing there with a coin needs to
 * bring it aboard) and the distance to face-down land come from bots/jackal/home.ts, computed
 * once per decision by `prepare` (the MCTS reuses the root's through a search). The
 * weights are in bots/jackal/eval-weights.ts.
 *
 * A pirate standing on a face-down cell happens only when a bot simulates a move on an
 * observation (its layout is zeroed, so the engine leaves the tile closed): such a pirate is
 * scored by the expected value of the tile under him, from the hidden pool.
 *
 * On Treasure Island the evaluator adds the island's terms (the galleon treasure, bottles,
 * the inhabitants, caves, what the lighthouse showed): bots/jackal/eval-treasure-island.ts.
 *
 * Nothing here allocates after construction.
 */

import * as geometryModule from '../../src/jackal/geometry.js';
import * as itemsModule from '../../src/jackal/items.js';
import * as observationModule from '../../src/jackal/observation.js';
import * as optionsModule from '../../src/jackal/options.js';
import * as setupModule from '../../src/jackal/setup.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import * as tilesModule from '../../src/jackal/tiles.js';
import { Kind } from '../../src/jackal/tiles.js';
import { IslandHost, IslandTerms } from './eval-treasure-island.js';
import { EvalWeights } from './eval-weights.js';
import * as homeModule from './home.js';
import { HomeDistances } from './home.js';
import { FreePirates } from './eval-pirates.js';
import { ClaimCells } from './claim-cells.js';

export { DEFAULT_EVAL_WEIGHTS } from './eval-weights.js';
export type { EvalWeights } from './eval-weights.js';
export { FAR, kingDistance } from './home.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { CELLS, IS_LAND, LANE_PARTNER, NO_CELL, OUTER_BASE, SHIP_FRONT, SHIP_SIDE } = geometryModule;
const { boatAt } = itemsModule;
const { hiddenPool } = observationModule;
const { MODE_CREWS, MODE_PLAYER, MODE_PLAYERS, MODE_TEAM } = optionsModule;
const { SET_HAS_GALLEON } = setupModule;
const {
  COINS, F_CARRY, F_DRUNK_MASK, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, MAX_PIECES, MODE, P_CELL, P_CREW, P_FLAGS, PIECES_AT_U16, SHIP_CELL,
  SHIP_COINS, TILE_ARG, TILE_KIND, TILESET,
} = stateModule;
const { TILE_TYPE_COUNT, TYPE_ARG, TYPE_KIND } = tilesModule;
const { FAR, kingDistance } = homeModule;

/** Evaluator: the per-decision distance fields, hidden-pool expectations and scratch. One per bot. */
export class Evaluator implements IslandHost {
  readonly w: EvalWeights;
  /** The distance fields of the last `prepare`. */
  readonly fields = new HomeDistances();
  /** home[team * CELLS + cell]: turns to bring a coin from cell aboard a team ship (FAR if unknown); `fields.home`. */
  readonly home: Uint8Array = this.fields.home;
  /** King distance from each cell to the nearest face-down land cell (FAR when none); `fields.toClosed`. */
  readonly toClosed: Uint8Array = this.fields.toClosed;
  /** Scratch: face-down tiles left per type (hiddenPool). */
  private readonly pool = new Int32Array(64);
  /** decayPow[i] = decay^i. */
  readonly decayPow = new Float64Array(512);
  /** The Treasure Island terms (bots/jackal/eval-treasure-island.ts), added for a tile set with the galleon. */
  private readonly island = new IslandTerms();
  /** The pirates the coin claims of `values` measure from (eval-pirates.ts), gathered per call. */
  private readonly free = new FreePirates();
  /** The cells whose coins `values` claims (claim-cells.ts), listed per call. */
  private readonly claimCells = new ClaimCells();
  private isIsland = false;
  /** Expected value terms of a face-down tile (from the hidden pool at prepare). */
  private expCoins = 0;
  private pCannibal = 0;
  private pTrap = 0;
  /**
   * The weight of the exploring pull for this decision: `explore` while the hidden pool can
   * still hold something worth finding (a coin; on Treasure Island always, its pool holds
   * more than coins), else 0: with every coin in sight, a pull toward face-down land only
   * holds pirates beside it, away from the coins left (the 4-player stalls, docs/BOTS.md).
   */
  private pull = 0;
  /** Number of teams (team ids are 0..teams-1). */
  teams = 1;
  /** Per player, its team. */
  readonly playerTeam = new Uint8Array(4);
  players = 0;
  /** Team margins that `rewards` measures from (see `setBaseline`). */
  readonly baseline = new Float64Array(4);
  /** Team values written by `values`. */
  readonly value = new Float64Array(4);

  constructor(w: EvalWeights) {
    this.w = w;
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
    this.isIsland = SET_HAS_GALLEON[u8[TILESET]] !== 0;
    this.pull = coins > 0 || this.isIsland ? 1 : 0;
    if (this.isIsland) this.island.prepare(this.pool, hidden);
    this.fields.prepare(s, teams);
  }

  /** Recomputes team t's home field for the ship positions of s (e.g. after a simulated sail). */
  rehome(s: State, t: number): void {
    this.fields.rehome(s, t);
  }

  /** See HomeDistances.entry: turns home for a coin carried from `from` to `to`. */
  entry(s: State, t: number, from: number, to: number): number {
    return this.fields.entry(s, t, from, to);
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
    const pull = w.explore * this.pull;
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
        // a swimmer, unless aboard a ship or (the expansion) the launched boat, which is his team's: an enemy's kills who enters it
        if ((SHIP_SIDE[at] === NO_CELL || u8[SHIP_CELL + SHIP_SIDE[at]] !== at) && boatAt(s, at) < 0) { val[t] -= w.swim; continue; }
        // aboard: pulls towards the land in front (in the outer lane, X-R15, the land in front of its berth, one sail further)
        const dc = this.toClosed[SHIP_FRONT[at < OUTER_BASE ? at : LANE_PARTNER[at]]];
        if (dc < FAR) val[t] += pull * pow[at < OUTER_BASE ? dc + 1 : dc + 2];
        continue;
      }
      const kind = u8[TILE_KIND + at];
      if (kind === Kind.Native) nativeMask |= 1 << crew;
      if ((flags & F_TRAPPED) !== 0) val[t] -= w.trapped;
      if (kind === Kind.Closed) {
        // Simulated step onto a face-down tile: its expected worth, but never less than the
        // exploring pull at distance 0, so that the pull leads onto face-down land and not
        // only beside it (late on, with few coins and many dangers left face down, the
        // expectation falls below the pull beside the tile, explore × decay, and pirates
        // stood beside it for ever: the 4-player stalls, docs/BOTS.md). Early on the
        // expectation is the larger and rules, as before.
        const dh = this.shipKing(s, at, t) + 1;
        const worth = w.reveal + this.expCoins * w.carry * pow[dh] - this.pCannibal * w.dead - this.pTrap * w.trapped;
        val[t] += worth > pull ? worth : pull;
        if (this.isIsland) val[t] += this.island.closedWorth(this, dh);
        continue;
      }
      const carrying = (flags & F_CARRY) !== 0 || u8[COINS + at] !== 0;
      if (!carrying) {
        const dc = this.toClosed[at];
        if (dc < FAR) val[t] += pull * pow[dc];
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
    this.free.collect(s);
    const cells = this.claimCells.cells;
    for (let i = 0, count = this.claimCells.gather(s); i < count; i++) {
      const c = cells[i];
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
    if (this.isIsland) this.island.values(this, s);
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
    // A pirate who walks onto a spinner starts at its first step, so a coin lying there
    // needs the spinner's steps besides the walk (without them a coin on a mountain was
    // worth as much lying beside a pirate as in his hands, and nobody climbed for it).
    if (carrierHome < FAR) { walk = carrierHome - dh; weight = w.carry; } else { walk = this.free.nearest(c, t) + lastStep; weight = w.loose; }
    if (walk < FAR) {
      for (let i = 0; i < n && i < 6; i++) {
        const turns = walk + dh + 2 * dh * i;
        v += (i === 0 ? weight : w.loose) * pow[turns < 500 ? turns : 500];
      }
    }
    if (v > 0 && (carriers > 0 || carrierHome < FAR) && this.free.enemyNear(c, t)) v *= 1 - w.threat;
    this.value[t] += v;
  }

  /** King distance from c to the nearest free team pirate (aboard counts from the land in front, +1). */
  nearestPirate(s: State, c: number, t: number): number {
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
      else if (SHIP_SIDE[at] !== NO_CELL && u8[SHIP_CELL + SHIP_SIDE[at]] === at) {
        d = at < OUTER_BASE ? kingDistance(SHIP_FRONT[at], c) + 1 : kingDistance(SHIP_FRONT[LANE_PARTNER[at]], c) + 2; // the outer lane: sail in first
      }
      else continue;
      if (d < best) best = d;
    }
    return best;
  }

  /** King distance from land cell c to the nearest ship of team t. */
  shipKing(s: State, c: number, t: number): number {
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
  enemyNear(s: State, c: number, t: number): boolean {
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
