/**
 * Jackal as a `Game` (src/core/game.ts): each member forwards to the engine's own function,
 * so the hot paths (generateMoves, applyMove, observe, determinizeInto) cost what they cost
 * when called directly. An observation is a `State` whose face-down layout is zeroed except
 * the tiles the observer peeked at (observation.ts).
 */

import type { FieldError, Game, Outcome } from '../core/game.js';
import { applyMove } from './apply.js';
import { checkState } from './check.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { formatMove, isNotationError, parseMove } from './notation.js';
import { determinizeInto, observeInto } from './observation.js';
import { checkOptions, GameOptions } from './options.js';
import { fromPosition, toPosition } from './position.js';
import { currentPlayer, isTerminal, playerCount, plies, result } from './outcome.js';
import { newGame } from './setup.js';
import { cloneState, copyInto, State } from './state.js';
import { drawBoard } from './show.js';

/** Frozen: bots are handed this object, and none may swap a member for one that sees the states the game loop passes (src/core/game.ts). */
export const JACKAL: Game<State, GameOptions> = Object.freeze({
  name: 'jackal',
  maxMoves: MAX_MOVES,
  checkOptions: (input: Record<string, unknown>) => checkOptions(input as Partial<Record<keyof GameOptions, unknown>>),
  newGame,
  clone: cloneState,
  copyInto,
  players: playerCount,
  currentPlayer,
  generateMoves,
  applyMove,
  isTerminal,
  plies,
  outcome(s: State): Outcome {
    const r = result(s);
    return { reason: r.reason, plies: r.plies, scores: r.scores, ranks: r.ranks };
  },
  observe: (s: State, player: number, out?: State): State => observeInto(out ?? new State(), s, player),
  determinizeInto,
  formatMove,
  parseMove(s: State, text: string): number | FieldError {
    const r = parseMove(s, text);
    return isNotationError(r) ? { code: r.code, field: 'move', message: r.message } : r;
  },
  toPosition,
  fromPosition,
  show: drawBoard,
  checkState: (s: State): string[] => checkState(s),
});
