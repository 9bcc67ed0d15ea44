/**
 * The bot interface. A bot sees an Observation (a state with no face-down layout:
 * exactly what a player at the table knows), a budget, and its own seeded Rng, and
 * returns one of the legal moves of the observed state. Given the same observation,
 * budget and Rng state, a bot returns the same move.
 *
 * Bots never receive a State with a layout, so they cannot read face-down tiles;
 * those that search sample layouts with `determinizeInto`.
 */

import type { Observation } from '../src/jackal/observation.js';
import type { Rng } from '../src/core/rng.js';

/** How much a bot may think per decision. Iterations are deterministic; milliseconds are not. */
export interface Budget {
  /** Search iterations per decision (0 = the bot's default). */
  iterations: number;
  /** Wall-clock limit per decision in ms (0 = none). Not reproducible; use iterations for research. */
  ms: number;
}

export interface Bot {
  /** The registry spec that built it, e.g. "mcts:iterations=500,c=1.2". */
  readonly spec: string;
  /** Returns a legal move of obs.state for the player on turn. */
  chooseMove(obs: Observation, budget: Budget, rng: Rng): number;
}

/** A typed bot parameter, as the registry declares it. */
export interface ParamSpec {
  name: string;
  type: 'int' | 'float' | 'bool' | 'enum';
  default: number | boolean | string;
  min?: number;
  max?: number;
  values?: readonly string[];
  doc: string;
}

export type Params = Record<string, number | boolean | string>;

export interface BotFactory {
  name: string;
  doc: string;
  params: readonly ParamSpec[];
  create(params: Params, spec: string): Bot;
}
