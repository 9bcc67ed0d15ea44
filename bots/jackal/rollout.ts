/**
 * `fast` rollout policy for the MCTS: a rule-based move chooser that costs about as much
 * as the move generator, so that rollouts can look a few plies past the tree without the
 * noise of random play (pirates walking into the sea, carriers wandering off).
 *
 * Each legal move gets a score from table lookups only (no copy of the state, no
 * evaluation): the distance fields of the evaluator's last `prepare` (the root's, in a
 * search) and the tiles and pieces at the target cell. The best score is played; equal
 * scores and, with probability `epsilon`, any move are drawn with the Rng, so rollouts
 * still spread over plausible lines. Scores are in rough coins:
 *   - a coin carried aboard a team ship: `aboard`; a coin thrown in the sea: −`seaCoin`;
 *   - a coin carried on land: `carry` + `step` × (turns home saved, the tiles at the target
 *     followed: `Evaluator.entry`), or −`carry` where no way home is known from the target;
 *   - a strike on enemy pirates: `strike` (+ `strikeCoin` when coins lie under them);
 *   - a step onto a face-down tile: `reveal` − `near` × (its king distance to a team ship + 4);
 *     onto lying coins (empty-handed): `pick`;
 *   - a revive: `revive`;
 *   - a step into the sea off a ship: −`swim`; onto an enemy ship: −`death`; onto a revealed
 *     cannibal: −`death`; trap or crocodile: −`trap`;
 *   - otherwise the pull to face-down land: `pull` × (king steps gained towards it);
 *   - a sail: `sail` (mostly negative: ships move when the evaluation says so, at the root).
 * Scores are for the crew's own team; while the grass burns the crew is commanded by an
 * enemy (`controllingCrew`), who plays the lowest score instead.
 * The scores were set by hand. Fitted to the heuristic's own choices (least mean regret by
 * its evaluation, over 3,800 positions of heuristic self-play) they changed that regret by
 * under 5%: what the policy misses (sails, which of several tiles to explore) needs the
 * evaluation itself. As a bot it beats `random` ~97% and loses to `heuristic` ~95%; as a
 * rollout policy it only has to be cheap and not absurd. Nothing here allocates.
 */

import * as geometryModule from '../../src/jackal/geometry.js';
import * as movesModule from '../../src/jackal/moves.js';
import { MoveType } from '../../src/jackal/moves.js';
import * as optionsModule from '../../src/jackal/options.js';
import * as outcomeModule from '../../src/jackal/outcome.js';
import type { Rng } from '../../src/core/rng.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import * as itemsModule from '../../src/jackal/items.js';
import { Kind } from '../../src/jackal/tiles.js';
import * as evalModule from './eval.js';
import { Evaluator } from './eval.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { CELLS, IS_LAND, NO_CELL, SHIP_SIDE } = geometryModule;
const { moveCoin, movePiece, moveTo, moveType } = movesModule;
const { MODE_CREWS, MODE_TEAM } = optionsModule;
const { controllingCrew } = outcomeModule;
const { COINS, MODE, P_CELL, P_CREW, PIECES_AT_U16, SHIP_CELL, TILE_KIND, TURN } = stateModule;
const { boatAt } = itemsModule;
const { FAR } = evalModule;

/** The fast policy's scores, in rough coins (see the module comment). */
export interface FastWeights {
  aboard: number; seaCoin: number; carry: number; step: number; strike: number; strikeCoin: number; reveal: number;
  /** Reveal score lost per turn the revealed cell lies from home. */
  near: number;
  pick: number; revive: number; swim: number; death: number; trap: number; pull: number; sail: number;
  /** Chance of a uniformly random move instead of the best one. */
  epsilon: number;
}

export const DEFAULT_FAST: Readonly<FastWeights> = {
  aboard: 4, seaCoin: 3, carry: 1, step: 0.5, strike: 1, strikeCoin: 1, reveal: 0.5,
  near: 0.05, pick: 0.6, revive: 2, swim: 2, death: 6, trap: 1, pull: 0.15, sail: -0.3, epsilon: 0.1,
};

export class FastPolicy {
  private readonly ev: Evaluator;
  readonly w: FastWeights;

  constructor(ev: Evaluator, w: FastWeights = DEFAULT_FAST) {
    this.ev = ev;
    this.w = { ...w };
  }

  /** Chooses one of moves[0..n) (the legal moves of s). */
  choose(s: State, moves: Int32Array, n: number, rng: Rng): number {
    if (n === 1) return moves[0];
    const w = this.w;
    if (rng.float() < w.epsilon) return moves[rng.int(n)];
    const u8 = s.u8;
    const mode = u8[MODE];
    const team = MODE_TEAM[mode * 4 + u8[TURN]];
    // While the grass burns an enemy commands the crew on turn: he plays its worst move.
    const sign = MODE_TEAM[mode * 4 + controllingCrew(s)] === team ? 1 : -1;
    const home = this.ev.home, base = team * CELLS, toClosed = this.ev.toClosed;
    let best = -Infinity, chosen = moves[0], ties = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      const type = moveType(m);
      let v = 0;
      if (type === MoveType.Sail) v = w.sail;
      else if (type === MoveType.Revive) v = w.revive;
      else if (type === MoveType.Move || type === MoveType.Choose) {
        const to = moveTo(m);
        const from = u8[P_CELL + movePiece(m)];
        if (IS_LAND[to] === 0) {
          const side = SHIP_SIDE[to];
          const ship = side !== NO_CELL && u8[SHIP_CELL + side] === to && ((MODE_CREWS[mode] >> side) & 1) !== 0;
          // the vessel's crew: the ship's, or (the expansion) the launched boat's
          const crew = ship ? side : boatAt(s, to);
          if (crew >= 0 && MODE_TEAM[mode * 4 + crew] === team) v = moveCoin(m) ? w.aboard : 0;
          else if (crew >= 0) v = -w.death;
          else v = moveCoin(m) ? -w.seaCoin : -w.swim;
        } else {
          const kind = u8[TILE_KIND + to];
          if (moveCoin(m)) {
            const h = this.ev.entry(s, team, from, to);
            const was = IS_LAND[from] === 1 && home[base + from] < FAR ? home[base + from] : h + 1;
            v = h >= FAR ? -w.carry : w.carry + w.step * (was - h);
          } else if (kind === Kind.Closed) v = w.reveal - w.near * home[base + to];
          else if (kind === Kind.Cannibal) v = -w.death;
          else if (kind === Kind.Trap || kind === Kind.Crocodile) v = -w.trap;
          else {
            if (u8[COINS + to] !== 0) v = w.pick;
            const a = toClosed[from < CELLS && IS_LAND[from] === 1 ? from : to], b = toClosed[to];
            if (a < FAR && b < FAR) v += w.pull * (a - b);
          }
          const here = s.u16[PIECES_AT_U16 + to];
          for (let bits = here; bits !== 0; bits &= bits - 1) {
            const p = 31 - Math.clz32(bits & -bits);
            const crew = u8[P_CREW + p];
            if (crew !== 255 && MODE_TEAM[mode * 4 + crew] !== team) {
              v += w.strike + (u8[COINS + to] !== 0 ? w.strikeCoin : 0);
              break;
            }
          }
        }
      }
      v *= sign;
      if (v > best + 1e-9) { best = v; chosen = m; ties = 1; } else if (v >= best - 1e-9) {
        ties++;
        if (rng.int(ties) === 0) chosen = m;
      }
    }
    return chosen;
  }
}
