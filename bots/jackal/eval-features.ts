/**
 * The evaluation of bots/jackal/eval.ts written as a linear combination of named features, for
 * fitting its weights to game outcomes (`jackal fit`, src/study/fit.ts).
 *
 * Implementation notes. With `decay`, `threat` and `native` held fixed, a team's value is
 * linear in the other weights: every term of eval.ts and eval-island.ts is one of them
 * times a quantity of the position (a coin under a pirate times decay^turns, a dead pirate,
 * a bottle in store...), `threat` only scales a claim by (1 − threat), and `native` only
 * turns part of the `dead` cost back (n × dead × native). So
 *     value(team) = aboard(team) + Σ_i  w_i × f_i(team),
 * where `aboard` is the value with every linear weight zero (coins, and the galleon
 * treasure, aboard the team's ships) and f_i the value with w_i = 1 and the other linear
 * weights zero, less `aboard`. The features are computed exactly so, by the evaluator
 * itself on one weight record whose linear fields are set in turn (the evaluator reads
 * its weights at every `values` call; only `decay` is read once, at construction): what
 * the fit measures is what the search computes, term for term, and a test proves the sum
 * equal to the evaluation on random positions.
 *
 * A player's features are his team's less those of the best other team (the one whose
 * value, under the given weights, is highest: the `margin` that the search's rewards and
 * the heuristic's scores use), so w · f + aboard is the margin. In 2 teams the other team
 * is the only one and the margin is linear in the weights; with more it is linear near the
 * given weights.
 *
 * `reveal` scores a pirate standing on a face-down tile, which happens only in a bot's
 * simulations, never in a position of a game; its feature is zero on every real position.
 */

import { MODE_PLAYER, MODE_TEAM } from '../../src/jackal/options.js';
import { MODE, State } from '../../src/jackal/state.js';
import { EvalWeights, Evaluator } from './eval.js';

/** The weights that enter the evaluation linearly, in feature order (after `aboard`). */
export const LINEAR_WEIGHTS = ['carry', 'loose', 'dead', 'swim', 'trapped', 'explore', 'reveal', 'bottle', 'member', 'helper', 'lost'] as const;

export type LinearWeight = (typeof LINEAR_WEIGHTS)[number];

/** Feature names: `aboard` (weight 1 in the evaluation: the unit of value), then LINEAR_WEIGHTS. */
export const EVAL_FEATURES: readonly string[] = ['aboard', ...LINEAR_WEIGHTS];

/** Number of features (EVAL_FEATURES.length). */
export const FEATURE_COUNT = EVAL_FEATURES.length;

/** Computes margin features of observed positions. Allocation-free after construction. */
export class FeatureExtractor {
  /** The weights the features belong to (decay, threat, native fixed; the best other team chosen under them). */
  readonly base: Readonly<EvalWeights>;
  /** The record the evaluator reads; its linear fields are set in turn by `teamFeatures`. */
  private readonly probe: EvalWeights;
  private readonly ev: Evaluator;
  /** Per team t: its features at t * FEATURE_COUNT. */
  private readonly teamF = new Float64Array(4 * FEATURE_COUNT);
  /** Per team: its value under `base`. */
  private readonly baseValue = new Float64Array(4);

  constructor(base: Readonly<EvalWeights>) {
    this.base = base;
    this.probe = { ...base };
    this.ev = new Evaluator(this.probe);
  }

  /**
   * Writes into out[0..FEATURE_COUNT) the margin features of `player` in s (an observation
   * of s for that player: the features see what he sees). Returns the number of teams.
   */
  marginFeatures(s: State, player: number, out: Float64Array): number {
    const teams = this.teamFeatures(s);
    const mode = s.u8[MODE];
    let own = 0;
    for (let k = 0; k < 4; k++) if (MODE_PLAYER[mode * 4 + k] === player) { own = MODE_TEAM[mode * 4 + k]; break; }
    let other = -1;
    for (let u = 0; u < teams; u++) if (u !== own && (other < 0 || this.baseValue[u] > this.baseValue[other])) other = u;
    for (let i = 0; i < FEATURE_COUNT; i++) out[i] = this.teamF[own * FEATURE_COUNT + i] - (other < 0 ? 0 : this.teamF[other * FEATURE_COUNT + i]);
    return teams;
  }

  /** Every team's features of s (into teamF) and its value under `base` (baseValue); returns the number of teams. */
  private teamFeatures(s: State): number {
    const ev = this.ev, w = this.probe as unknown as Record<LinearWeight, number>, base = this.base as unknown as Record<LinearWeight, number>;
    ev.prepare(s);
    const teams = ev.teams;
    for (let i = 0; i < LINEAR_WEIGHTS.length; i++) w[LINEAR_WEIGHTS[i]] = base[LINEAR_WEIGHTS[i]];
    ev.values(s);
    for (let t = 0; t < teams; t++) this.baseValue[t] = ev.value[t];
    for (let i = 0; i < LINEAR_WEIGHTS.length; i++) w[LINEAR_WEIGHTS[i]] = 0;
    ev.values(s);
    for (let t = 0; t < teams; t++) this.teamF[t * FEATURE_COUNT] = ev.value[t];
    for (let i = 0; i < LINEAR_WEIGHTS.length; i++) {
      const k = LINEAR_WEIGHTS[i];
      w[k] = 1;
      ev.values(s);
      for (let t = 0; t < teams; t++) this.teamF[t * FEATURE_COUNT + 1 + i] = ev.value[t] - this.teamF[t * FEATURE_COUNT];
      w[k] = 0;
    }
    for (let i = 0; i < LINEAR_WEIGHTS.length; i++) w[LINEAR_WEIGHTS[i]] = base[LINEAR_WEIGHTS[i]];
    return teams;
  }
}
