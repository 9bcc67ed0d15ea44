/**
 * The stall (docs/RULES.md A-R27): "when no player can take the last coin, by unanimous
 * decision the game ends, the last coin goes to no one" (full-rules-ru.txt line 1106).
 * A computer table cannot ask for a vote, so the engine stands for it: after STALL_TURNS
 * turns in a row in which no tile was turned over and no coin was brought aboard or lost,
 * the game ends with the result "stalled"; the coins still on the island go to no one.
 *
 * Implementation notes. The count lives in the state (V STALL, STALL_MARK, state.ts):
 * STALL_MARK is the progress mark (coins aboard and lost, and the closed tiles) at the end
 * of the last turn that made progress, so a turn end compares one number. Every turn ends
 * through apply.ts `closeTurn`; solo play has goals in turns of its own and no stall.
 * The limit is a constant of the ruling, not an option: 400 turns, as Jackal's stall rule
 * (400 plies, a ply there being a crew's turn); 100 rounds of four crews. In heuristic
 * self-play on island 2 (4p, 20 deals) the games that finished by their coins went at most
 * 145 turns (one 529, one 1,347) without progress, those that hit the ply limit 516 to
 * 2,982: no progress for 400 turns means none is coming (docs/BOTS.md).
 */

import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CLOSED_N, CREWS, LOST, SCORE, STALL, STALL_MARK } = stateModule;

/** Turns in a row without progress that end the game (A-R27). */
export const STALL_TURNS = 400;

/** Closed tiles are below 256 (240 cells), so the mark separates the two counts. */
const CLOSED_SPAN = 256;

/** The progress mark of s: (coins aboard every ship + coins lost) x 256 + closed tiles. */
export function progressMark(s: State): number {
  let coins = s.v[LOST];
  for (let k = 0; k < s.v[CREWS]; k++) coins += s.v[SCORE + k];
  return coins * CLOSED_SPAN + s.v[CLOSED_N];
}

/**
 * Counts the turn that ends now: restarts the count when the mark moved since the last
 * progress, else adds one. Returns true when the game ends stalled.
 */
export function stallTurnEnd(s: State): boolean {
  const mark = progressMark(s);
  if (mark !== s.v[STALL_MARK]) { s.v[STALL_MARK] = mark; s.v[STALL] = 0; return false; }
  return ++s.v[STALL] >= STALL_TURNS;
}

/**
 * The position fields (position.ts): `stall: { turns, coins, closed }`, the turns since the
 * last progress and the coins (aboard and lost) and closed tiles counted then.
 */
export function stallToPosition(s: State, o: Record<string, unknown>): void {
  o.stall = { turns: s.v[STALL], coins: Math.floor(s.v[STALL_MARK] / CLOSED_SPAN), closed: s.v[STALL_MARK] % CLOSED_SPAN };
}

/**
 * Reads `stall` (position-read.ts); absent, the count starts now (0 turns, the position's
 * own mark). Returns [field, message] for a bad value, else null.
 */
export function readStall(s: State, x: unknown): [string, string] | null {
  if (x === undefined || x === null) { s.v[STALL] = 0; s.v[STALL_MARK] = progressMark(s); return null; }
  if (typeof x !== 'object' || Array.isArray(x)) return ['stall', 'must be { turns, coins, closed }'];
  const o = x as Record<string, unknown>;
  for (const k of Object.keys(o)) if (k !== 'turns' && k !== 'coins' && k !== 'closed') return [`stall.${k}`, 'not a stall field (turns, coins, closed)'];
  const whole = (v: unknown, hi: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= hi;
  if (!whole(o.turns, STALL_TURNS)) return ['stall.turns', `must be a whole number from 0 to ${STALL_TURNS}, got ${JSON.stringify(o.turns)}`];
  if (!whole(o.coins, 255)) return ['stall.coins', `must be a whole number from 0 to 255, got ${JSON.stringify(o.coins)}`];
  if (!whole(o.closed, CLOSED_SPAN - 1)) return ['stall.closed', `must be a whole number from 0 to ${CLOSED_SPAN - 1}, got ${JSON.stringify(o.closed)}`];
  s.v[STALL] = o.turns as number;
  s.v[STALL_MARK] = (o.coins as number) * CLOSED_SPAN + (o.closed as number);
  return null;
}
