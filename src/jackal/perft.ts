/**
 * Perft: the number of move sequences of a given length from a position (leaf
 * nodes of the full game tree cut at that depth), the standard check of a move
 * generator and apply against frozen counts; and divide, the same count split by
 * first move.
 *
 * Conventions. Every ply (every decision, follow-up choices included) is one level.
 * A finished game (no legal moves) before the full depth contributes no leaves, as a
 * mate does in chess perft. The tree is that of the real deal: entering a face-down
 * cell reveals the tile the layout holds there, so counts are deterministic for a
 * seed; a position without a layout cannot be perft'ed past a reveal.
 *
 * Implementation notes. Copy-and-play with one preallocated State and one move
 * buffer per depth level; the recursion allocates nothing. The last level is
 * counted in bulk (the move count, with no apply).
 */

import { applyMove } from './apply.js';
import { MAX_MOVES, generateMoves } from './movegen.js';
import { State, copyInto } from './state.js';

/** Per-level scratch, grown (outside the recursion) to the deepest depth asked for. */
const levelStates: State[] = [];
const levelMoves: Int32Array[] = [];

function ensureLevels(depth: number): void {
  while (levelStates.length < depth) {
    levelStates.push(new State());
    levelMoves.push(new Int32Array(MAX_MOVES));
  }
}

/** Leaves below s at `depth` more plies; uses level buffers [level, level + depth). */
function count(s: State, depth: number, level: number): number {
  const moves = levelMoves[level];
  const n = generateMoves(s, moves);
  if (depth === 1) return n;
  const child = levelStates[level];
  let total = 0;
  for (let i = 0; i < n; i++) {
    copyInto(child, s);
    applyMove(child, moves[i]);
    total += count(child, depth - 1, level + 1);
  }
  return total;
}

/** Counts the leaf nodes `depth` plies below s (1 at depth 0). Leaves s unchanged. */
export function perft(s: State, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new Error(`perft: depth must be a whole number >= 0, got ${depth}`);
  if (depth === 0) return 1;
  ensureLevels(depth);
  return count(s, depth, 0);
}

/** Per-first-move leaf counts at `depth` (>= 1), in generation order. Their sum is perft(s, depth). */
export function divide(s: State, depth: number): { move: number; nodes: number }[] {
  if (!Number.isInteger(depth) || depth < 1) throw new Error(`divide: depth must be a whole number >= 1, got ${depth}`);
  ensureLevels(depth + 1);
  const moves = new Int32Array(MAX_MOVES);
  const n = generateMoves(s, moves);
  const child = new State();
  const out: { move: number; nodes: number }[] = [];
  for (let i = 0; i < n; i++) {
    copyInto(child, s);
    applyMove(child, moves[i]);
    out.push({ move: moves[i], nodes: depth === 1 ? 1 : count(child, depth - 1, 1) });
  }
  return out;
}
