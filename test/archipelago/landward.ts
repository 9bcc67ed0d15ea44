/** Test support: a random policy that lands pirates. */
import type { Rng } from '../../src/core/rng.js';
import { MoveKind, moveKind } from '../../src/archipelago/moves.js';

/**
 * A random move that sails only one time in ten when anything else is legal: uniform play
 * mostly sails (a ship has up to 48 destinations), so pirates would seldom land and the
 * tiles seldom act.
 */
export function landward(moves: Int32Array, n: number, rng: Rng): number {
  let other = 0;
  for (let i = 0; i < n; i++) if (moveKind(moves[i]) !== MoveKind.Sail) other++;
  if (other === 0 || other === n || rng.int(10) === 0) return moves[rng.int(n)];
  let k = rng.int(other);
  for (let i = 0; i < n; i++) if (moveKind(moves[i]) !== MoveKind.Sail && k-- === 0) return moves[i];
  return moves[0];
}
