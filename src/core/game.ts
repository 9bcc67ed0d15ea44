/**
 * The game interface: everything the bots, the harness and the CLI may ask of a rules
 * engine, so that they work for any game (Jackal, Pirate chess, …). The one home of this
 * contract; each engine implements it in `src/<game>/game.ts`.
 *
 * Modelled on OpenSpiel's `spiel.h`: players, the player to move, legal moves, apply,
 * terminal and returns, an observation per player and determinization of what that player
 * cannot see, move text both ways, and a position format.
 *
 * Implementation notes.
 * - A move is a non-negative integer below 2^30 whose layout is the engine's own (its
 *   `moves.ts` documents it). Move generation writes into a caller-owned `Int32Array` of at
 *   least `maxMoves` and returns the count; it allocates nothing, as does `applyMove`. The
 *   harness and search call these in their hot loops, so an implementation forwards to the
 *   engine's own functions with no wrapping per call.
 * - `S` is the engine's state (a class over typed arrays). An observation is a state of the
 *   same type whose hidden parts are blanked for one player: bots receive only those, and
 *   `determinizeInto` fills the blanks with a sample consistent with what that player knows.
 * - Chance (the deal; tiles turned over) is fixed by the deal seed when the game is created:
 *   the face-down layout is part of the state, hidden from the players. A game with a chance
 *   event during play (Archipelago's die) has explicit chance nodes as well: the optional
 *   `isChance` and `chanceOutcomes` below.
 * - Text at the boundary: option, move and position errors are values with the field named,
 *   never throws; the engine throws only on a broken invariant.
 * - A game object is frozen (`Object.freeze`): bots are handed it (a factory's `create`), so
 *   a bot that could swap `generateMoves` or `observe` for its own would be handed every full
 *   state the game loop passes them (test/bots/no-cheating.test.ts).
 */

import type { Rng } from './rng.js';

/** A refusal at the input boundary: which field, and what is wrong with it. */
export interface FieldError { code: string; field: string; message: string }

export const isFieldError = (r: unknown): r is FieldError =>
  typeof r === 'object' && r !== null && typeof (r as FieldError).field === 'string' && typeof (r as FieldError).message === 'string' && typeof (r as FieldError).code === 'string';

/** How a finished game ended, per player (seat 0..players-1). */
export interface Outcome {
  /** The engine's end reason (`all-coins`, `ply-limit`, `checkmate`, …). */
  reason: string;
  plies: number;
  /** Each player's score (coins aboard in Jackal; 1 / 0.5 / 0 in chess). Higher is better. */
  scores: number[];
  /** 1 + the number of players with a strictly higher score; ties share a rank. */
  ranks: number[];
}

export interface Game<S, O = unknown> {
  /** The `--game` name: `jackal`, `pirate-chess`. */
  readonly name: string;
  /** A move buffer of this length holds every legal move of any position (cite the worst case where defined). */
  readonly maxMoves: number;

  /** Rule options from plain data (flags, an experiment file), every key checked; defaults filled in. */
  checkOptions(input: Record<string, unknown>): O | FieldError;
  /** A new game of these options, its hidden parts dealt from `seed`. */
  newGame(options: O, seed: string | number): S;
  /** A fresh state equal to s; `copyInto(dst, src)` overwrites an existing one without allocating. */
  clone(s: S): S;
  copyInto(dst: S, src: S): void;

  /** Players (seats) of this game, numbered 0..players-1. */
  players(s: S): number;
  /** The player who owes the next decision. */
  currentPlayer(s: S): number;
  /** Writes the legal moves into out (length ≥ maxMoves) and returns their count; 0 only when terminal. */
  generateMoves(s: S, out: Int32Array): number;
  /** Plays a legal move (unchecked: the move is assumed to be one generateMoves gave). */
  applyMove(s: S, m: number): void;
  isTerminal(s: S): boolean;
  plies(s: S): number;
  /** The outcome of a terminal state. */
  outcome(s: S): Outcome;

  /** Player's view of s into out (allocated when not given): what that player may see, nothing more. */
  observe(s: S, player: number, out?: S): S;
  /** Fills the hidden parts of an observation `obs` with a sample consistent with it, into dst. */
  determinizeInto(dst: S, obs: S, rng: Rng): void;

  /** The move's text in the game's notation (s is the state before the move). */
  formatMove(s: S, m: number): string;
  /** A legal move from its text, or an error naming the problem. */
  parseMove(s: S, text: string): number | FieldError;
  /** The position format: plain JSON data that `fromPosition` reads back to an equal state. */
  toPosition(s: S): unknown;
  fromPosition(input: unknown): S | FieldError;
  /** A text picture of the position for a terminal. */
  show(s: S): string;

  /**
   * The state checker: every invariant a full state (not an observation) keeps between
   * decisions, re-derived from scratch; returns the broken ones as readable lines, empty when
   * the state is sound. Never called on a hot path: the generic random-game test runs it after
   * every move (OpenSpiel's random simulation test, Stockfish's `pos_is_ok`).
   */
  checkState(s: S): string[];

  /**
   * Chance nodes (OpenSpiel's), optional: a game without them never has one. At a chance
   * node (`isChance` true, not terminal) no player decides: the harness draws one of the
   * outcomes from the game's seeded generator with the given probabilities, applies it with
   * `applyMove` and records it like a move. Outcomes are moves in the game's notation (a
   * test may force one: Archipelago's `roll 4`), and `generateMoves` lists them too, so code
   * that knows nothing of chance still sees a legal move list; but a bot asked to decide
   * there would be choosing the dice, so a caller that can checks `isChance` first.
   */
  isChance?(s: S): boolean;
  /** At a chance node: writes the outcomes into moves and their probabilities (summing to 1) into probs; returns the count. */
  chanceOutcomes?(s: S, moves: Int32Array, probs: Float64Array): number;
}
