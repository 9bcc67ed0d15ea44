/**
 * The Treasure Island terms of the position evaluation (bots/jackal/eval.ts adds them for a tile
 * set with the galleon; rules in docs/RULES.md, TI-R1..TI-R17). In coins, per team:
 *   + the galleon treasure aboard a team ship: GALLEON_VALUE, as it scores (rules.ts);
 *   + the team's claim on the treasure on land, as on a coin worth GALLEON_VALUE: `carry`
 *     when a team pirate holds it or stands where he can take it, else `loose` for the walk
 *     of the nearest team pirate, discounted by `decay` per turn to get it aboard and cut by
 *     `threat` when an enemy stands next to it (an enemy holding it leaves no claim);
 *   + `bottle` per rum bottle in the team's stores, the first BOTTLES_COUNTED only (a bottle
 *     frees a trapped pirate or one on a spinner, converts the missionary or sends an enemy
 *     Friday away; a store of ten does not do ten times that);
 *   + `member` per inhabitant who fights for the team (Ben Gunn, the converted missionary),
 *     `helper` for Friday (carries, does not fight) and the sober missionary (shields the
 *     pieces on his cell); the dead cost eval.ts charges for a piece off the board is given
 *     back for inhabitants, who are never revived: losing one costs what he was worth;
 *   − `lost` per piece lost in the cave system (it cannot move until a second cave opens);
 *   + what a player knows of face-down tiles (the Deluxe lighthouse's peek, KNOWN with the
 *     tile in the layout): a known chest or galleon is claimed by the knower's team like
 *     loose coins, for the walk of its nearest pirate and the way to its ship.
 * And the hidden pool's share of the island's finds is added to the expected worth of a
 * face-down tile a simulated pirate stands on (`closedWorth`).
 *
 * Nothing here allocates after construction.
 */

import * as geometryModule from '../../src/jackal/geometry.js';
import * as treasureIslandModule from '../../src/jackal/treasure-island.js';
import * as optionsModule from '../../src/jackal/options.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import * as tilesModule from '../../src/jackal/tiles.js';
import { Kind } from '../../src/jackal/tiles.js';
import type { EvalWeights } from './eval-weights.js';
import * as homeModule from './home.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { CELLS, IS_LAND, LAND_CELLS, LAND_COUNT, NO_CELL } = geometryModule;
const { isPreacher } = treasureIslandModule;
const { MODE_CREWS, MODE_PLAYER, MODE_TEAM } = optionsModule;
const {
  BEN_GUNN, BOTTLES, F2_TREASURE, F_DRUNK_MASK, F_LOST, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, FRIDAY, KNOWN, MAX_PIECES, MODE, NO_CREW,
  P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PIECES_AT_U16, TILE_ARG, TILE_KIND, TREASURE_AT, TREASURE_SHIP,
} = stateModule;
const { GALLEON_VALUE, TILE_TYPE_COUNT, TYPE_ARG, TYPE_KIND } = tilesModule;
const { FAR } = homeModule;

/** Bottles of a team's stores that count (see the module comment). */
export const BOTTLES_COUNTED = 3;

/** What the island terms need of the evaluator (bots/jackal/eval.ts's Evaluator). */
export interface IslandHost {
  readonly w: EvalWeights;
  /** decayPow[i] = decay^i. */
  readonly decayPow: Float64Array;
  /** home[team * CELLS + cell]: turns to bring a coin from cell aboard (FAR if unknown). */
  readonly home: Uint8Array;
  readonly teams: number;
  /** Team values being summed. */
  readonly value: Float64Array;
  nearestPirate(s: State, c: number, t: number): number;
  shipKing(s: State, c: number, t: number): number;
  enemyNear(s: State, c: number, t: number): boolean;
}

export class IslandTerms {
  /** Chance that a face-down tile is the galleon, holds bottles (their mean count), a fighter or a helper. */
  private pGalleon = 0;
  private meanBottles = 0;
  private pFighter = 0;
  private pHelper = 0;

  /** The hidden pool's shares (pool: face-down tiles left per type, hidden: their total). */
  prepare(pool: Int32Array, hidden: number): void {
    let galleon = 0, bottles = 0, fighter = 0, helper = 0;
    for (let t = 0; t < TILE_TYPE_COUNT; t++) {
      const n = pool[t];
      if (n === 0) continue;
      switch (TYPE_KIND[t]) {
        case Kind.Galleon: galleon += n; break;
        case Kind.Bottles: bottles += n * TYPE_ARG[t]; break;
        case Kind.BenGunn: fighter += n; break;
        case Kind.Missionary: case Kind.Friday: helper += n; break;
        default: break;
      }
    }
    const inv = hidden > 0 ? 1 / hidden : 0;
    this.pGalleon = galleon * inv;
    this.meanBottles = bottles * inv;
    this.pFighter = fighter * inv;
    this.pHelper = helper * inv;
  }

  /** Expected island worth of a face-down tile a team pirate stands on, dh turns from its ship. */
  closedWorth(h: IslandHost, dh: number): number {
    const w = h.w;
    return this.pGalleon * GALLEON_VALUE * w.carry * h.decayPow[dh] + this.meanBottles * w.bottle
      + this.pFighter * w.member + this.pHelper * w.helper;
  }

  /** Adds every team's island terms for s to h.value. */
  values(h: IslandHost, s: State): void {
    const u8 = s.u8, w = h.w, val = h.value;
    const mode = u8[MODE];
    const present = MODE_CREWS[mode];
    const teamOf = (crew: number): number => MODE_TEAM[mode * 4 + crew];
    // the treasure aboard
    const ship = u8[TREASURE_SHIP];
    if (ship < 4 && ((present >> ship) & 1) !== 0) val[teamOf(ship)] += GALLEON_VALUE;
    // bottles: a crew uses its allies' stores too (TI-R8)
    for (let t = 0; t < h.teams; t++) {
      let n = 0;
      for (let k = 0; k < 4; k++) if (((present >> k) & 1) !== 0 && teamOf(k) === t) n += u8[BOTTLES + k];
      val[t] += w.bottle * (n < BOTTLES_COUNTED ? n : BOTTLES_COUNTED);
    }
    // inhabitants, and the pieces lost in the caves
    for (let p = 0; p < MAX_PIECES; p++) {
      const crew = u8[P_CREW + p];
      if (crew === NO_CREW) continue;
      const t = teamOf(crew);
      const at = u8[P_CELL + p];
      if (p >= BEN_GUNN) {
        if (at === NO_CELL) { val[t] += w.dead; continue; } // eval.ts charged it as a dead pirate
        val[t] += p === FRIDAY || isPreacher(s, p) ? w.helper : w.member;
      }
      if (at !== NO_CELL && (u8[P_FLAGS + p] & F_LOST) !== 0) val[t] -= w.lost;
    }
    this.treasure(h, s);
    this.known(h, s);
  }

  /** Every team's claim on the galleon treasure while it is on land. */
  private treasure(h: IslandHost, s: State): void {
    const u8 = s.u8, w = h.w, pow = h.decayPow;
    const mode = u8[MODE];
    let c = u8[TREASURE_AT];
    let holder = -1;
    if (c === NO_CELL) {
      for (let p = 0; p < MAX_PIECES && holder < 0; p++) if ((u8[P_FLAGS2 + p] & F2_TREASURE) !== 0 && u8[P_CREW + p] !== NO_CREW) holder = p;
      if (holder < 0) return; // face down, aboard, sunk, or carried in the middle of a move
      c = u8[P_CELL + holder];
      if (c === NO_CELL || IS_LAND[c] === 0) return;
    }
    for (let t = 0; t < h.teams; t++) {
      const dh = h.home[t * CELLS + c];
      if (dh >= FAR) continue;
      // `carried`: the claim is a pirate's who stands with the treasure (the threat cut applies).
      let turns = FAR, weight = 0, carried = false;
      if (holder >= 0) {
        if (MODE_TEAM[mode * 4 + u8[P_CREW + holder]] !== t) continue;
        turns = dh + this.delay(s, holder, c);
        weight = w.carry;
        carried = true;
      } else {
        for (let b = s.u16[PIECES_AT_U16 + c]; b !== 0; b &= b - 1) {
          const p = 31 - Math.clz32(b & -b);
          if (MODE_TEAM[mode * 4 + u8[P_CREW + p]] !== t || isPreacher(s, p) || (u8[P_FLAGS + p] & F_TRAPPED) !== 0) continue;
          const d = dh + this.delay(s, p, c);
          if (d < turns) { turns = d; weight = w.carry; carried = true; }
        }
        if (turns >= FAR) {
          const walk = h.nearestPirate(s, c, t);
          if (walk >= FAR) continue;
          turns = walk + dh;
          weight = w.loose;
        }
      }
      let v = GALLEON_VALUE * weight * pow[turns < 500 ? turns : 500];
      if (carried && h.enemyNear(s, c, t)) v *= 1 - w.threat;
      h.value[t] += v;
    }
  }

  /** Turns piece p on cell c loses before it can carry a load off: spinner steps left, a drink to sleep off. */
  private delay(s: State, p: number, c: number): number {
    const u8 = s.u8;
    const f = u8[P_FLAGS + p];
    const left = u8[TILE_KIND + c] === Kind.Spinner ? u8[TILE_ARG + c] - 1 - ((f & F_STEP_MASK) >> F_STEP_SHIFT) : 0;
    return (left > 0 ? left : 0) + ((f & F_DRUNK_MASK) !== 0 ? 1 : 0);
  }

  /** The knowers' claims on the chests and the galleon they have peeked at. */
  private known(h: IslandHost, s: State): void {
    const u8 = s.u8, w = h.w, pow = h.decayPow;
    const mode = u8[MODE];
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      const knowers = u8[KNOWN + c];
      if (knowers === 0 || u8[TILE_KIND + c] !== Kind.Closed) continue;
      const type = s.layout[c] & 63;
      if (type === 0) continue; // known to a player whose view this is not
      const kind = TYPE_KIND[type];
      const worth = kind === Kind.Chest ? TYPE_ARG[type] : kind === Kind.Galleon ? GALLEON_VALUE : 0;
      if (worth === 0) continue;
      let teams = 0;
      for (let k = 0; k < 4; k++) {
        if (((MODE_CREWS[mode] >> k) & 1) === 0 || ((knowers >> MODE_PLAYER[mode * 4 + k]) & 1) === 0) continue;
        teams |= 1 << MODE_TEAM[mode * 4 + k];
      }
      for (let t = 0; t < h.teams; t++) {
        if (((teams >> t) & 1) === 0) continue;
        const walk = h.nearestPirate(s, c, t);
        if (walk >= FAR) continue;
        const turns = walk + h.shipKing(s, c, t) + 1;
        h.value[t] += worth * w.loose * pow[turns < 500 ? turns : 500];
      }
    }
  }
}
