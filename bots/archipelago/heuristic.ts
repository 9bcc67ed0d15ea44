/**
 * The Archipelago `heuristic` (registered as `heuristic` for `--game archipelago`): plays
 * every legal decision on a copy of the observation and scores the result with the
 * evaluation of eval.ts for the player deciding (under the smoke that player moves a
 * neighbour's pirates, and scores for itself). A decision that leaves a follow-up to the
 * same player (an arrow's way, the horse, the trampoline, a flight, the musket, peeks, the
 * earthquake, bottles) is worth its best follow-up, `lookahead` decisions deep; one that
 * reaches the die (the dice crossroads', or the musketeer's duel) is worth the mean over the
 * six faces (expectimax: the roll is chance, not the player's); a campaign's draw and card
 * choices are not looked into (cards.ts decides those). A step onto a face-down tile of the observation stands there
 * unrevealed (chain.ts), so nothing hidden is read. Ties go to the bot's Rng. States and
 * move lists are preallocated: a decision allocates nothing.
 */

import type { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/archipelago/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/archipelago/movegen.js';
import { controller, copyInto, PHASE, Phase, QUAKE_TURN, RESULT, State } from '../../src/archipelago/state.js';
import { outcome } from '../../src/archipelago/game.js';
import type { Bot, BotFactory, Params, ParamSpec } from '../bot.js';
import { numericParams, readNumericParams } from '../bot.js';
import { ArchEvaluator, ArchWeights, DEFAULT_ARCH_WEIGHTS } from './eval.js';
import { bestCardMove } from './cards.js';
import { tidePick } from './tides-eval.js';
import { isSolo } from '../../src/archipelago/solo-state.js';
import type { MissionGoal } from '../../src/archipelago/solo-mission.js';
import { SoloPlanner } from './solo-plan.js';
import { goalOfRules, goalOfState } from './solo-goal.js';

export interface ArchHeuristicParams extends ArchWeights { lookahead: number; soloTurns: number; soloReach: number; soloWidth: number; soloWide: number }

const MAX_LOOKAHEAD = 3;
export const DEFAULT_ARCH_HEURISTIC: Readonly<ArchHeuristicParams> = { ...DEFAULT_ARCH_WEIGHTS, lookahead: 2, soloTurns: 4, soloReach: 12, soloWidth: 8, soloWide: 1024 };
/** Follow-up lists longer than this (flights, peeks, earthquake picks) are looked through only as the first follow-up. */
const WIDE = 16;

const DOCS: Record<keyof ArchHeuristicParams, string> = {
  coinNear: 'worth of a coin on the island next to a carrier and the ship (a coin aboard is 100)',
  pirateStep: 'cost of each step from the nearest carrier to a coin',
  shipStep: 'cost of each step from a coin to the ship',
  pirate: 'worth of each living pirate',
  fallen: 'cost of a pirate fallen in a pit',
  labStep: 'cost of each labyrinth step still to walk',
  swimming: 'cost of a pirate at sea',
  bear: 'cost of a pirate next to the bear (half two steps away)',
  bank: 'worth of a pirate standing on coins in the bank',
  explore: 'cost of each step from the nearest piece to a closed tile',
  reveal: 'worth of a pirate turning a closed tile over (its share of the unfound coins)',
  enemy: 'weight of the other sides\' mean worth, subtracted',
  lookahead: 'follow-up decisions of the same player looked through when scoring a decision',
  soloTurns: 'solo play: whole turns looked through (the one under way counts; solo-plan.ts)',
  soloReach: 'solo play: the most whole turns looked through to see the card\'s last turn (solo-plan.ts)',
  soloWidth: 'solo play: turn ends kept between the turns looked through',
  soloWide: 'solo play: turn ends kept by the plan to the card\'s last turn, an eighth of them tried first (0: no such plan; solo-plan.ts)',
};
const RANGES: Record<keyof ArchHeuristicParams, [number, number]> = {
  coinNear: [0, 99], pirateStep: [0, 20], shipStep: [0, 20], pirate: [0, 200], fallen: [0, 100], labStep: [0, 20], swimming: [0, 100],
  bear: [0, 100], bank: [0, 50], explore: [0, 20], reveal: [0, 100], enemy: [0, 2], lookahead: [0, MAX_LOOKAHEAD], soloTurns: [1, 6], soloReach: [1, 16], soloWidth: [1, 64], soloWide: [0, 1024],
};

export const ARCH_HEURISTIC_PARAMS: readonly ParamSpec[] = numericParams(DEFAULT_ARCH_HEURISTIC, RANGES, DOCS, ['lookahead', 'soloTurns', 'soloReach', 'soloWidth', 'soloWide']);
export const archHeuristicParams = (p: Params): ArchHeuristicParams => readNumericParams(DEFAULT_ARCH_HEURISTIC, p);

/** A finished game's worth: far above any position's, by rank. */
const FINISHED = 10000;

export class ArchHeuristicPolicy {
  readonly ev: ArchEvaluator;
  private readonly lookahead: number;
  private readonly states: State[] = [];
  private readonly lists: Int32Array[] = [];
  readonly scores = new Float64Array(MAX_MOVES);
  /** Solo play: the turn's planner (solo-plan.ts), made at the first solo decision; the card's goal when the rules told it (solo-goal.ts). */
  private solo: SoloPlanner | null = null;
  soloGoal: MissionGoal | null = null;
  private readonly soloTurns: number;
  private readonly soloWidth: number;
  private readonly soloReach: number;
  private readonly soloWide: number;

  constructor(p: ArchHeuristicParams) {
    this.ev = new ArchEvaluator(p);
    this.lookahead = p.lookahead;
    this.soloTurns = p.soloTurns; this.soloWidth = p.soloWidth; this.soloReach = p.soloReach; this.soloWide = p.soloWide;
    for (let i = 0; i <= MAX_LOOKAHEAD + 2; i++) { this.states.push(new State()); this.lists.push(new Int32Array(MAX_MOVES)); }
  }

  /** Scores every legal move of s into `scores` (for the player deciding at s); returns the count, moves in `moves`. */
  scoreMoves(s: State, moves: Int32Array): number {
    const n = generateMoves(s, moves), me = controller(s);
    for (let i = 0; i < n; i++) {
      const t = this.states[0];
      copyInto(t, s);
      applyMove(t, moves[i]);
      this.scores[i] = this.worth(t, me, 1, true);
    }
    return n;
  }

  /** The worth for `me` of t after a decision: its follow-ups (same player) or the die's mean, else the evaluation. */
  private worth(t: State, me: number, depth: number, wide: boolean): number {
    if (t.v[RESULT] !== 0) {
      const o = outcome(t);
      return FINISHED * (o.ranks.length - o.ranks[me]) + this.ev.value(t, me);
    }
    const ph = t.v[PHASE], die = ph === Phase.Roll || ph === Phase.Duel; // the dice crossroads' die, the musketeer's
    if (depth > this.lookahead || ph === Phase.Play || ph === Phase.Berth || ph === Phase.Draw || ph === Phase.Card) return this.ev.value(t, me);
    if (!die && controller(t) !== me) return this.ev.value(t, me);
    const list = this.lists[depth], n = generateMoves(t, list);
    if (!die && n > WIDE && !wide) return this.ev.value(t, me);
    const u = this.states[depth];
    let best = -Infinity, sum = 0;
    for (let i = 0; i < n; i++) {
      copyInto(u, t);
      applyMove(u, list[i]);
      const x = this.worth(u, me, depth + 1, false);
      sum += x;
      if (x > best) best = x;
    }
    return die ? sum / n : best;
  }

  /** The best move of s (ties to rng). */
  choose(s: State, moves: Int32Array, rng: Rng): number {
    if (s.v[PHASE] === Phase.Card) return bestCardMove(s, moves, generateMoves(s, moves)); // a campaign's card (cards.ts)
    if (s.v[PHASE] === Phase.Tide) return tidePick(s, moves, generateMoves(s, moves)); // the tide's beach cells (tides-eval.ts)
    if (isSolo(s)) return (this.solo ??= new SoloPlanner(this.soloTurns, this.soloWidth, this.soloReach, this.soloWide)).choose(s, moves, rng, this.soloGoal ?? goalOfState(s)); // a mission card (solo-plan.ts)
    const n = this.scoreMoves(s, moves);
    const keep = s.v[PHASE] === Phase.Quake && s.v[QUAKE_TURN] !== 0; // an earthquake's arrow: ties keep its way, listed first (quake.ts)
    let best = -Infinity, ties = 0, pick = moves[0];
    for (let i = 0; i < n; i++) {
      const x = this.scores[i];
      if (x > best + 1e-9) { best = x; ties = 1; pick = moves[i]; } else if (!keep && x > best - 1e-9 && rng.int(++ties) === 0) pick = moves[i];
    }
    return pick;
  }
}

export const archHeuristicBot: BotFactory = {
  name: 'heuristic',
  doc: 'Archipelago: each decision scored on a copy by eval.ts (coins home by carrier and ship distance, pirates, the bear, the bank, exploring), follow-ups looked through, the die averaged.',
  params: ARCH_HEURISTIC_PARAMS,
  games: ['archipelago'],
  create(params, spec): Bot<State> {
    const policy = new ArchHeuristicPolicy(archHeuristicParams(params));
    const moves = new Int32Array(MAX_MOVES);
    return {
      spec,
      chooseMove: (obs, _budget, rng) => policy.choose(obs.state, moves, rng),
      startGame: (info) => { policy.soloGoal = goalOfRules(info.rules); }, // a solo card's goal, face up (solo-goal.ts)
    };
  },
};
