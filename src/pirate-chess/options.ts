/**
 * Rule options of a Pirate chess game, from plain data (CLI flags, an experiment file):
 *   maxPlies  research ply limit (decisions), 0 = none; default 1000
 *   island    `treasure` (the 117 Jackal tiles, default) or `bare` (every tile empty: chess
 *             on this board, for perft by hand and chess-only tests)
 */

import type { FieldError } from '../core/game.js';

export const ISLANDS = ['treasure', 'bare'];

export interface ChessOptions { maxPlies: number; island: string }

export const DEFAULT_OPTIONS: ChessOptions = { maxPlies: 1000, island: 'treasure' };

/** Validates plain option data; an error names the field, and its message is the problem alone (callers put the field before it). */
export function checkOptions(input: Record<string, unknown>): ChessOptions | FieldError {
  const o: ChessOptions = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'maxPlies') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1e6) return { code: 'bad-option', field: 'maxPlies', message: `must be a whole number from 0 to 1000000, got ${JSON.stringify(value)}` };
      o.maxPlies = value;
    } else if (key === 'island') {
      if (typeof value !== 'string' || !ISLANDS.includes(value)) return { code: 'bad-option', field: 'island', message: `must be one of ${ISLANDS.join(', ')}, got ${JSON.stringify(value)}` };
      o.island = value;
    } else {
      return { code: 'unknown-option', field: key, message: 'not an option of pirate-chess (maxPlies, island)' };
    }
  }
  return o;
}
