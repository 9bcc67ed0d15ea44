/**
 * Jackal: Archipelago as a `Game` (src/core/game.ts): each member forwards to the engine's
 * own function. Seats are crews (0 white, 1 yellow, 2 black, 3 red); in 2v2 crews 0+2 and
 * 1+3 share a side. The die of the dice crossroads is a chance node: `isChance` is true in
 * the Roll phase, `chanceOutcomes` gives the six faces at 1/6 each, and the faces are also
 * the legal "moves" there, so a forced roll is a move in the notation (`roll 4`).
 */

import type { FieldError, Game, Outcome } from '../core/game.js';
import type { Rng } from '../core/rng.js';
import { applyMove } from './apply.js';
import { campaignOutcome, drawOutcomes } from './campaign.js';
import { checkState } from './check.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { move, MoveKind } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { determinizeInto, observeInto } from './observation.js';
import { ArchOptions, checkOptions } from './options.js';
import { fromPosition, toPosition } from './position.js';
import { newGame } from './setup.js';
import { show } from './show.js';
import { soloOutcome } from './solo-score.js';
import { isSolo } from './solo-state.js';
import { seatLiving, seatScore } from './standing.js';
import { CAMP_LEN, cloneState, controller, copyInto, CREWS, PHASE, Phase, PLY, RESULT, RESULT_NAMES, State } from './state.js';

// The counts' home is standing.ts; the search bots import them from here too.
export { living, seatScore } from './standing.js';

/**
 * Scores are coins aboard; ranks break equal coins by living pirates (line 1104: most coins,
 * then most living pirates; a 2v2 team counts both crews).
 */
export function outcome(s: State): Outcome {
  if (s.u8[CAMP_LEN] !== 0) return campaignOutcome(s); // a campaign: islands won, then coins (campaign.ts)
  if (isSolo(s)) return soloOutcome(s); // one player: the score orders coins, survivors, turns (solo-score.ts)
  const n = s.v[CREWS];
  const scores: number[] = [], alive: number[] = [];
  for (let k = 0; k < n; k++) {
    scores.push(seatScore(s, k));
    alive.push(seatLiving(s, k));
  }
  const ranks = scores.map((x, i) => 1 + scores.filter((y, j) => y > x || (y === x && alive[j] > alive[i])).length);
  return { reason: RESULT_NAMES[s.v[RESULT]], plies: s.v[PLY], scores, ranks };
}

/** Chance nodes: the die of the dice crossroads (Roll) and of the musketeer's duel (Duel), the cards drawn between a campaign's islands (Draw). */
export const isChance = (s: State): boolean => s.v[PHASE] === Phase.Roll || s.v[PHASE] === Phase.Duel || s.v[PHASE] === Phase.Draw;

/** The die's outcomes: six moves `roll f`, each 1/6. */
export function chanceOutcomes(s: State, moves: Int32Array, probs: Float64Array): number {
  if (!isChance(s)) return 0;
  if (s.v[PHASE] === Phase.Draw) return drawOutcomes(s, moves, probs);
  for (let f = 1; f <= 6; f++) { moves[f - 1] = move(MoveKind.Roll, 0, f); probs[f - 1] = 1 / 6; }
  return 6;
}

/** Frozen: bots are handed this object, and none may swap a member for one that sees the states the game loop passes (src/core/game.ts). */
export const ARCHIPELAGO: Game<State, ArchOptions> & Required<Pick<Game<State, ArchOptions>, 'isChance' | 'chanceOutcomes'>> = Object.freeze({
  name: 'archipelago',
  maxMoves: MAX_MOVES,
  checkOptions,
  newGame,
  clone: cloneState,
  copyInto,
  players: (s: State) => s.v[CREWS],
  currentPlayer: controller,
  generateMoves,
  applyMove,
  isTerminal: (s: State) => s.v[RESULT] !== 0,
  plies: (s: State) => s.v[PLY],
  outcome,
  observe: (s: State, player: number, out?: State): State => observeInto(out ?? new State(), s, player),
  determinizeInto: (dst: State, obs: State, rng: Rng) => determinizeInto(dst, obs, rng),
  formatMove,
  parseMove: (s: State, text: string): number | FieldError => parseMove(s, text),
  toPosition,
  fromPosition,
  show,
  checkState: (s: State) => checkState(s),
  isChance,
  chanceOutcomes,
});
