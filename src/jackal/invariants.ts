/**
 * The random-game invariant run (OpenSpiel's random simulation tests, Stockfish's debug
 * re-check), the engine's own self-test: seeded random games over every mode, both tile
 * sets and every edition option, and at every position the engine reaches
 * - the state checker (check.ts) finds nothing broken;
 * - the position writer and reader agree: the position is written, read back (the reader
 *   accepts it), written again to the same text, and the read state has the same legal
 *   moves in the same order;
 * and at sampled plies every legal move is applied to a copy, and the position each one
 * reaches is checked the same way. How densely the game's own line is checked is a
 * parameter (CheckDensity): the quick run checks every position, the long run samples
 * the line to afford 100,000 games.
 *
 * `test/jackal/invariants.test.ts` runs a few hundred games; `npm run invariants` (bench/
 * invariants.ts) the long run. A violation names the options, the seed and the ply, so
 * `invariantGame(options, seed)` replays it.
 */

import { Rng } from '../core/rng.js';
import { applyMove } from './apply.js';
import { checkState } from './check.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { formatMove } from './notation.js';
import { DEFAULT_OPTIONS, EXPANSIONS, GameOptions, LIGHTHOUSE_RULES, MODE_CREWS, MODE_ID, MODES } from './options.js';
import { fromPosition, isPositionError, toPosition } from './position.js';
import { isTerminal, plies } from './outcome.js';
import { newGame } from './setup.js';
import { copyInto, State } from './state.js';
import { TILE_SETS } from './tiles.js';

export interface Violation {
  options: GameOptions;
  seed: number;
  ply: number;
  /** The move (notation) applied to a copy when the violation was met there; empty on the game's own line. */
  move: string;
  problem: string;
}

export interface GameCheck {
  plies: number;
  /** Positions checked (the game's own line and every sampled move's result). */
  positions: number;
  violation: Violation | null;
}

const movesA = new Int32Array(MAX_MOVES);
const movesB = new Int32Array(MAX_MOVES);
const scratch = new State();

/** What is wrong with a reached position (the checker; the round trip too when asked), or null. */
export function positionProblem(s: State, roundTrip: boolean): string | null {
  const errs = checkState(s);
  if (errs.length > 0) return `state checker: ${errs.join('; ')}`;
  if (!roundTrip) return null;
  const text = JSON.stringify(toPosition(s));
  const back = fromPosition(JSON.parse(text));
  if (isPositionError(back)) return `the position reader rejects it: ${back.field}: ${back.message}`;
  if (JSON.stringify(toPosition(back)) !== text) return 'written, read and written again, the position differs';
  if (isTerminal(s) !== isTerminal(back)) return 'read back, the game over flag differs';
  if (!isTerminal(s)) {
    const n = generateMoves(s, movesA);
    const m = generateMoves(back, movesB);
    if (n !== m) return `read back, ${m} legal moves instead of ${n}`;
    for (let i = 0; i < n; i++) if (movesA[i] !== movesB[i]) return `read back, legal move ${i} differs`;
  }
  return null;
}

/** The options of game g of the run: modes, tile sets, airplane and lighthouse rules, the expansion in turn; a first crew from the seed. */
export function invariantOptions(g: number, maxPlies: number): GameOptions {
  const sets = Object.keys(TILE_SETS);
  let i = g;
  const mode = MODES[i % MODES.length]; i = Math.floor(i / MODES.length);
  const tiles = sets[i % sets.length]; i = Math.floor(i / sets.length);
  const airplaneImmediate = i % 2 === 1; i = Math.floor(i / 2);
  const lighthouse = LIGHTHOUSE_RULES[i % LIGHTHOUSE_RULES.length]; i = Math.floor(i / LIGHTHOUSE_RULES.length);
  const expansion = EXPANSIONS[i % EXPANSIONS.length];
  const crews = [0, 1, 2, 3].filter((k) => (MODE_CREWS[MODE_ID[mode]] >> k) & 1);
  const firstCrew = crews[new Rng(`first:${g}`).int(crews.length)];
  return { ...DEFAULT_OPTIONS, mode, tiles, airplaneImmediate, lighthouse, expansion, firstCrew, maxPlies };
}

/** Option combinations invariantOptions cycles through (modes x tile sets x airplane x lighthouse x expansion). */
export const OPTION_COMBINATIONS = MODES.length * Object.keys(TILE_SETS).length * 2 * LIGHTHOUSE_RULES.length * EXPANSIONS.length;

/** How densely a game is checked (every n-th ply; 1 = every ply). */
export interface CheckDensity {
  /** Positions on the game's line given to the state checker. */
  checkEvery: number;
  /** Positions on the game's line written and read back. */
  roundTripEvery: number;
  /** Plies at which every legal move is applied to a copy and each result checked. */
  allMovesEvery: number;
  /** Whether those results are read back too (the costliest check; the long run samples it). */
  allMovesRoundTrip: boolean;
}

/**
 * Plays one seeded random game, checking the positions it reaches as `d` says (the
 * first and the last always fully). Stops at the first violation.
 */
export function invariantGame(o: GameOptions, seed: number, d: CheckDensity): GameCheck {
  const s = newGame(o, seed);
  const rng = new Rng(`invariants:${seed}`);
  const moves = new Int32Array(MAX_MOVES);
  let positions = 1;
  const fail = (problem: string, move = ''): GameCheck => ({ plies: plies(s), positions, violation: { options: o, seed, ply: plies(s), move, problem } });
  let problem = positionProblem(s, true);
  if (problem) return fail(problem);
  while (!isTerminal(s)) {
    const n = generateMoves(s, moves);
    if (n <= 0 || n > MAX_MOVES) return fail(`${n} legal moves in a game that is not over`);
    if (plies(s) % d.allMovesEvery === 0) {
      for (let i = 0; i < n; i++) {
        copyInto(scratch, s);
        applyMove(scratch, moves[i]);
        positions++;
        problem = positionProblem(scratch, d.allMovesRoundTrip);
        if (problem) return fail(problem, formatMove(s, moves[i]));
      }
    }
    applyMove(s, moves[rng.int(n)]);
    const ply = plies(s);
    const last = isTerminal(s);
    if (last || ply % d.checkEvery === 0 || ply % d.roundTripEvery === 0) {
      positions++;
      problem = positionProblem(s, last || ply % d.roundTripEvery === 0);
      if (problem) return fail(problem);
    }
  }
  return { plies: plies(s), positions, violation: null };
}

/** Describes a violation in one line (how to replay it included). */
export const violationText = (v: Violation): string =>
  `seed ${v.seed} ply ${v.ply}${v.move ? ` move ${v.move}` : ''} (${JSON.stringify(v.options)}): ${v.problem}`;
