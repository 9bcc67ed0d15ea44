/**
 * The weights of the position evaluation (bots/eval.ts), shared by the `heuristic` and
 * `mcts` bots, and their defaults with where they come from.
 */

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
 * of the coordinate-descent script that `jackal tune` replaced): `threat` 0.5 → 0.25 and `carry` 0.8 → 0.95 were kept; the trials of
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
