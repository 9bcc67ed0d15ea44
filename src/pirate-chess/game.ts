/**
 * Pirate chess as a `Game` (src/core/game.ts): each member forwards to the engine's own
 * function. Two players, white (0) and black (1); scores 1 / ½ / 0.
 */

import type { FieldError, Game, Outcome } from '../core/game.js';
import type { Rng } from '../core/rng.js';
import { applyMove } from './apply.js';
import { checkState } from './check.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { formatMove, parseMove } from './notation.js';
import { determinizeInto, observeInto } from './observation.js';
import { ChessOptions, checkOptions } from './options.js';
import { fromPosition, toPosition } from './position.js';
import { newGame } from './setup.js';
import { show } from './show.js';
import { cloneState, controller, copyInto, PLY, Result, RESULT, RESULT_NAMES, State } from './state.js';

export function outcome(s: State): Outcome {
  const r = s.v[RESULT];
  const scores = r === Result.WhiteMates ? [1, 0] : r === Result.BlackMates ? [0, 1] : [0.5, 0.5];
  const ranks = scores.map((x) => 1 + scores.filter((y) => y > x).length);
  return { reason: RESULT_NAMES[r], plies: s.v[PLY], scores, ranks };
}

/** Frozen: bots are handed this object, and none may swap a member for one that sees the states the game loop passes (src/core/game.ts). */
export const PIRATE_CHESS: Game<State, ChessOptions> = Object.freeze({
  name: 'pirate-chess',
  maxMoves: MAX_MOVES,
  checkOptions,
  newGame,
  clone: cloneState,
  copyInto,
  players: () => 2,
  currentPlayer: controller,
  generateMoves,
  applyMove,
  isTerminal: (s: State) => s.v[RESULT] !== Result.Playing,
  plies: (s: State) => s.v[PLY],
  outcome,
  observe: (s: State, player: number, out?: State): State => observeInto(out ?? new State(), s, player),
  determinizeInto: (dst: State, obs: State, rng: Rng) => determinizeInto(dst, obs, rng),
  formatMove,
  parseMove: (s: State, text: string): number | FieldError => parseMove(s, text),
  toPosition,
  fromPosition,
  show,
  checkState: (s: State): string[] => checkState(s),
});
