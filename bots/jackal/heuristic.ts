/**
 * `heuristic`: one-move lookahead over the evaluation of `eval.ts`, the way a sound human
 * plays: land and explore, carry coins home by the shortest safe way, strike enemy
 * carriers, keep clear of known dangers, use balloons, cannons and the airplane, stand by
 * the native woman while there are dead to revive.
 *
 * Implementation notes. Every legal move is played on a copy of the observed state and the
 * result scored as (own team's value − `enemy` × the best other team's value). An
 * observation's layout holds only the tiles its player has been shown (the lighthouse), so
 * a pirate who steps onto any other face-down tile stays on it, face down; the evaluation
 * scores him by the expected worth of the tile from the hidden pool, and no hidden tile is
 * ever read. When a move leaves a choice to the same crew (a multi-way arrow,
 * a horse, the airplane) the move is worth its best follow-up, up to `lookahead` decisions
 * deep (flights, with 116 targets, only as the first follow-up; in rollouts one follow-up
 * at most). A sail is scored with the sailing team's home field recomputed for the new ship
 * position. Equal scores are broken with the bot's Rng. The distance fields are computed
 * once per decision (`Evaluator.prepare`); states, move lists and fields are preallocated,
 * so a decision allocates nothing. The same policy serves as the MCTS rollout policy, then
 * with the root's fields.
 */

import * as applyModule from '../../src/jackal/apply.js';
import * as geometryModule from '../../src/jackal/geometry.js';
import * as movegenModule from '../../src/jackal/movegen.js';
import * as movesModule from '../../src/jackal/moves.js';
import { MoveType } from '../../src/jackal/moves.js';
import * as optionsModule from '../../src/jackal/options.js';
import type { Rng } from '../../src/core/rng.js';
import * as outcomeModule from '../../src/jackal/outcome.js';
import * as stateModule from '../../src/jackal/state.js';
import { State } from '../../src/jackal/state.js';
import type { Bot, BotFactory, Params, ParamSpec } from '../bot.js';
import * as botModule from '../bot.js';
import * as evalModule from './eval.js';
import { EvalWeights, Evaluator } from './eval.js';

// module constants, not imported bindings: V8 folds them (bots/mcts.ts header, "Imports")
const { applyMove } = applyModule;
const { CELLS } = geometryModule;
const { generateMoves, MAX_MOVES } = movegenModule;
const { BOAT_SAIL, movePiece, moveType } = movesModule;
const { MODE_TEAM } = optionsModule;
const { controllingCrew } = outcomeModule;
const { MODE, OVER, P_CELL, PEND_PIECE, PENDING, copyInto } = stateModule;
const { numericParams, readNumericParams } = botModule;
const { DEFAULT_EVAL_WEIGHTS } = evalModule;

/** The heuristic's judgement: the evaluation weights plus how it weighs the enemy and looks ahead. */
export interface HeuristicParams extends EvalWeights {
  /** Weight of the best other team's value in a move's score (1 = zero-sum, 0 = ignore the enemy). */
  enemy: number;
  /** Follow-up decisions (arrow, horse, airplane choices) looked through when scoring a move. */
  lookahead: number;
}

/** The deepest lookahead the policy has room for. */
const MAX_LOOKAHEAD_PARAM = 4;

export const DEFAULT_HEURISTIC: Readonly<HeuristicParams> = { ...DEFAULT_EVAL_WEIGHTS, enemy: 1, lookahead: 3 };

const WEIGHT_DOCS: Record<keyof HeuristicParams, string> = {
  carry: 'worth of a coin under a team pirate, before the distance discount (a coin aboard = 1)',
  loose: 'worth of a coin lying on land, before the discount for the walk to it and home',
  decay: 'discount per turn a coin still needs to get aboard',
  dead: 'cost of a dead pirate',
  swim: 'cost of a pirate swimming in the sea',
  trapped: 'cost of a pirate caught in a trap',
  explore: 'pull of face-down land on a free pirate',
  reveal: 'bonus for stepping onto a face-down tile, besides its expected coins and dangers',
  threat: 'fraction of a carrier\'s claim lost when an enemy pirate stands next to him',
  native: 'fraction of the dead cost saved while a pirate stands on the native woman\'s fortress',
  bottle: 'worth of a rum bottle in the team\'s stores, the first three (Treasure Island)',
  member: 'worth of Ben Gunn or the converted missionary on the team (Treasure Island)',
  helper: 'worth of Friday or the sober missionary on the team (Treasure Island)',
  lost: 'cost of a piece lost in the cave system (Treasure Island)',
  enemy: 'weight of the best other team\'s value in a move\'s score (1 = zero-sum)',
  lookahead: 'follow-up choices looked through when scoring a move',
};

/**
 * The valid range of each parameter: worths and costs are not negative (a negative cost
 * would be a reward, which no weight means); `decay`, `threat` and `native` are fractions;
 * `reveal` is a bonus either way. The bounds keep a tuner's steps among meaningful values.
 */
const RANGES: Record<keyof HeuristicParams, [number, number]> = {
  carry: [0, 10], loose: [0, 10], decay: [0.01, 1], dead: [0, 100], swim: [0, 100], trapped: [0, 100],
  explore: [0, 10], reveal: [-10, 10], threat: [0, 1], native: [0, 1], bottle: [0, 10], member: [0, 10], helper: [0, 10], lost: [0, 100],
  enemy: [0, 10], lookahead: [0, MAX_LOOKAHEAD_PARAM],
};

/** Registry parameters for the heuristic's judgement with the given defaults (`mcts` has its own, bots/mcts.ts). */
export const heuristicParamSpecs = (defaults: Readonly<HeuristicParams>): ParamSpec[] => numericParams(defaults, RANGES, WEIGHT_DOCS, ['lookahead']);

/** Registry parameters of the heuristic. */
export const HEURISTIC_PARAMS: readonly ParamSpec[] = heuristicParamSpecs(DEFAULT_HEURISTIC);

/** Reads heuristic parameters from registry params (missing keys take defaults). */
export const heuristicParams = (p: Params): HeuristicParams => readNumericParams(DEFAULT_HEURISTIC, p);

const MAX_LOOKAHEAD = MAX_LOOKAHEAD_PARAM;
/** Score of a chain of choices that loops or runs past the lookahead: never preferred to one that ends. */
const NEVER = -1e6;
/** Follow-up lists longer than this (flights) are expanded only one level deep. */
const WIDE = 16;
/** Cost of each choice in a chain, so the shortest of equal chains is taken. */
const CHAIN_STEP = 1e-4;

/** The heuristic move chooser: allocation-free after construction. */
export class HeuristicPolicy {
  readonly ev: Evaluator;
  private readonly p: HeuristicParams;
  /** Per lookahead depth: the state after a move and its move list. */
  private readonly states: State[] = [];
  private readonly lists: Int32Array[] = [];
  private readonly savedHome = new Uint8Array(CELLS);
  /** Cells where the piece in motion was asked for a choice along the simulated chain. */
  private readonly chain = new Uint8Array(MAX_LOOKAHEAD + 2);
  private chainLen = 0;
  /** Whether a sail is scored with a recomputed home field (off in rollouts: it is costly). */
  private rehomeSails = true;

  constructor(p: HeuristicParams, ev?: Evaluator) {
    this.p = p;
    this.ev = ev ?? new Evaluator(p);
    for (let i = 0; i <= MAX_LOOKAHEAD + 1; i++) { this.states.push(new State()); this.lists.push(new Int32Array(MAX_MOVES)); }
  }

  /**
   * Chooses a move for the crew on turn in s, in the interest of the team of the player who
   * commands it (`controllingCrew`: while the grass burns, an enemy moves it). `prepare` false reuses the evaluator's
   * current distance fields (rollouts). s is not modified.
   */
  choose(s: State, rng: Rng, prepare: boolean): number {
    if (prepare) this.ev.prepare(s);
    this.rehomeSails = prepare;
    const moves = this.lists[0];
    const n = generateMoves(s, moves);
    if (n === 1) return moves[0];
    const team = MODE_TEAM[s.u8[MODE] * 4 + controllingCrew(s)];
    this.startChain(s);
    let best = -Infinity, chosen = moves[0], ties = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      const v = this.scoreMove(s, m, team, 1);
      if (v > best + 1e-9) { best = v; chosen = m; ties = 1; } else if (v >= best - 1e-9) {
        ties++;
        if (rng.int(ties) === 0) chosen = m;
      }
    }
    return chosen;
  }

  /**
   * Writes the score of each of moves[0..n) in s into out[0..n): the value margin of the
   * commanding player's team after the move (as `choose` ranks them). Uses the evaluator's
   * current fields (call `ev.prepare(s)` first).
   */
  scoreAll(s: State, moves: Int32Array, n: number, out: Float64Array): void {
    const team = MODE_TEAM[s.u8[MODE] * 4 + controllingCrew(s)];
    this.rehomeSails = true;
    this.startChain(s);
    for (let i = 0; i < n; i++) out[i] = this.scoreMove(s, moves[i], team, 1);
  }

  private startChain(s: State): void {
    this.chainLen = 0;
    if (s.u8[PENDING] !== 0) this.chain[this.chainLen++] = s.u8[P_CELL + s.u8[PEND_PIECE]];
  }

  /**
   * Score of playing m in s for `team`. A move that leaves a choice to the same crew is worth
   * its best follow-up less CHAIN_STEP, so shorter chains win ties; a chain that comes back
   * to a cell it already chose on, or runs past `lookahead` follow-ups, is worth NEVER plus
   * its static score. Since the value of the best chain rises by at least CHAIN_STEP at each
   * choice actually played, a turn made of choices cannot go on for ever (the engine does
   * not end a turn stuck in choices; see PENDING_GRACE in bots/mcts.ts).
   */
  private scoreMove(s: State, m: number, team: number, depth: number): number {
    const after = this.states[depth];
    copyInto(after, s);
    applyMove(after, m);
    const u8 = after.u8;
    if (u8[OVER] === 0 && u8[PENDING] !== 0) {
      const at = u8[P_CELL + u8[PEND_PIECE]];
      let seen = false;
      for (let i = 0; i < this.chainLen; i++) if (this.chain[i] === at) seen = true;
      if (seen || depth > (this.rehomeSails ? this.p.lookahead : 1)) return NEVER + this.score(after, team);
      const list = this.lists[depth];
      const k = generateMoves(after, list);
      // A flight (116 targets) is looked through only as the first follow-up: deeper, its
      // branching would multiply; the state before it is scored as it stands.
      if (k > WIDE && depth > 1) return this.score(after, team) - CHAIN_STEP;
      this.chain[this.chainLen++] = at;
      let best = -Infinity;
      for (let i = 0; i < k; i++) {
        const v = this.scoreMove(after, list[i], team, depth + 1);
        if (v > best) best = v;
      }
      this.chainLen--;
      return best - CHAIN_STEP;
    }
    if (this.rehomeSails && moveType(m) === MoveType.Sail) {
      const vessel = movePiece(m); // a ship's crew, or BOAT_SAIL + the crew of the launched boat (the expansion)
      const sailing = MODE_TEAM[u8[MODE] * 4 + (vessel >= BOAT_SAIL ? vessel - BOAT_SAIL : vessel)];
      const home = this.ev.home, base = sailing * CELLS;
      for (let c = 0; c < CELLS; c++) this.savedHome[c] = home[base + c];
      this.ev.rehome(after, sailing);
      const v = this.score(after, team);
      for (let c = 0; c < CELLS; c++) home[base + c] = this.savedHome[c];
      return v;
    }
    return this.score(after, team);
  }

  private score(s: State, team: number): number {
    const ev = this.ev;
    ev.values(s);
    let other = -Infinity;
    for (let u = 0; u < ev.teams; u++) if (u !== team && ev.value[u] > other) other = ev.value[u];
    if (other === -Infinity) other = 0;
    return ev.value[team] - this.p.enemy * other;
  }
}

export const heuristicBot: BotFactory = {
  name: 'heuristic',
  doc: 'One-move lookahead over a documented evaluation (bots/jackal/eval.ts): carry coins home, explore, strike carriers, avoid known dangers.',
  params: HEURISTIC_PARAMS,
  games: ['jackal'],
  create(params, spec): Bot {
    const policy = new HeuristicPolicy(heuristicParams(params));
    return {
      spec,
      chooseMove(obs, _budget, rng) {
        return policy.choose(obs.state, rng, true);
      },
    };
  },
};
