/**
 * The bot interface, for any game of the game interface (src/core/game.ts). A bot sees
 * an Observation (a state whose hidden parts are blanked for the player on turn:
 * exactly what that player at the table knows), a budget, and its own seeded Rng, and
 * returns one of the legal moves of the observed state. Given the same observation,
 * budget and Rng state, a bot returns the same move.
 *
 * Bots never receive a full state, so they cannot read face-down tiles; those that
 * search sample the hidden parts with the game's `determinizeInto`. What the harness hands
 * a bot (observation, legal list, budget, rules, the game object) is its seat's alone and
 * leads to nothing else (test/bots/no-cheating.test.ts); what a module can import is
 * another matter (docs/BOTS.md, "What the no-cheating guarantee covers"). A factory builds a
 * bot for one game; `games` lists the games it knows (a heuristic knows one game's
 * strategy), none meaning every game (it uses the interface alone).
 */

import type { Game, Outcome } from '../src/core/game.js';
import type { Rng } from '../src/core/rng.js';
import type { State } from '../src/jackal/state.js';

/** A player's view: the game's state with its hidden parts blanked, and who is looking. */
export interface Observation<S = State> {
  readonly state: S;
  readonly player: number;
  /**
   * The legal moves, legal[0..legalCount), when the caller has them at hand (the harness's
   * game loop): the list `generateMoves(state)` gives, so a bot may read it instead of
   * generating it again (a player's observation gives the same list as the full state:
   * test/bots/random.test.ts). The caller reuses the array: read it during the call only. It
   * is a copy: a move written into it is not made legal (the harness checks its own list).
   */
  readonly legal?: Int32Array;
  readonly legalCount?: number;
}

/** How much a bot may think per decision. Iterations are deterministic; milliseconds are not. */
export interface Budget {
  /** Search iterations per decision (0 = the bot's default). */
  iterations: number;
  /**
   * Time limit per decision in ms (0 = none): for `mcts`, CPU ms of the bot's thread
   * (src/core/thread-clock.ts), overriding its `ms` parameter. Not reproducible; use
   * iterations for research.
   */
  ms: number;
}

/** A bot for games whose state type is S (Jackal's State unless said otherwise). */
export interface Bot<S = State> {
  /** The registry spec that built it, e.g. "mcts:iterations=500,c=1.2". */
  readonly spec: string;
  /** Returns a legal move of obs.state for the player on turn. */
  chooseMove(obs: Observation<S>, budget: Budget, rng: Rng): number;
  /** Optional, for bots that search: the iterations the last chooseMove spent (the harness records them per move under a time budget). */
  iterations?(): number;
  /**
   * Optional game events, for bots that keep a game's history outside the observation (an
   * external program, bots/external-bot.ts): the game loop calls `startGame` before the
   * first move, `moved` after every move of any player (`player` -1 for a chance outcome),
   * with its text, and `endGame` once the game is over or has failed. The text of a move is
   * what every player at the table sees; a bot may throw `Forfeit` (or `MachineFault`) from any of them.
   */
  startGame?(info: GameStart): void;
  moved?(player: number, move: string): void;
  endGame?(outcome: Outcome | null): void;
}

/** What a bot is told when a game begins. */
export interface GameStart {
  /** The game's registry name (`jackal`, `pirate-chess`). */
  game: string;
  /** The rule options, as the game's checkOptions filled them. */
  rules: Record<string, unknown>;
  /** The bot's seat (player number). */
  seat: number;
  players: number;
}

/**
 * Thrown by a bot that gives up the game (an external program's illegal, garbled or late
 * reply, or its exit): the game loop records the game as forfeited, with the message, and
 * the run goes on. The message names the bot and the reason.
 */
export class Forfeit extends Error {
  override readonly name = 'Forfeit';
}

/**
 * Thrown when a bot cannot play for a want of the machine, not a fault of its own: an external
 * program that cannot be started because the machine is short of file descriptors, processes
 * or memory (spawn's EMFILE, ENFILE, EAGAIN, ENOMEM; bots/external-bot.ts). Never a game's
 * result: the game loop records nothing and passes it on (src/harness/play.ts), and a run
 * stops with the games done kept (exit 4); `--resume` plays the game again. The message names
 * the bot, its seat and the error.
 */
export class MachineFault extends Error {
  override readonly name = 'MachineFault';
}

/** Whether `e` is a MachineFault (by name: a worker bundle carries its own copy of the class). */
export const isMachineFault = (e: unknown): e is MachineFault => e instanceof Error && e.name === 'MachineFault';

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
  /** The games (their `--game` names) this bot plays; absent: every game. */
  games?: readonly string[];
  /** A bot for `game` (one of `games`, when given). */
  create(params: Params, spec: string, game: Game<any, any>): Bot<any>;
}

/**
 * Registry parameters from a record of numeric defaults, each with its range and doc
 * (`ints` are whole numbers, the rest floats), in the defaults' key order.
 */
export function numericParams<K extends string>(
  defaults: Readonly<Record<K, number>>, ranges: Readonly<Record<K, [number, number]>>, docs: Readonly<Record<K, string>>, ints: readonly K[],
): ParamSpec[] {
  return (Object.keys(defaults) as K[]).map((name) => ({
    name, type: ints.includes(name) ? 'int' as const : 'float' as const, default: defaults[name], min: ranges[name][0], max: ranges[name][1], doc: docs[name],
  }));
}

/** The numeric values of `defaults`'s keys from registry params; missing keys keep their defaults. */
export function readNumericParams<T extends object>(defaults: Readonly<T>, p: Params): T {
  const out = { ...defaults };
  for (const k of Object.keys(out) as (keyof T & string)[]) if (typeof p[k] === 'number') (out[k] as unknown) = p[k];
  return out;
}
