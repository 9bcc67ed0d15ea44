/**
 * Perft over the game interface: the number of move sequences of a given length from a
 * position (leaf nodes of the full game tree cut at that depth), for any game; and
 * divide, the same count split by first move. The CLI's `perft` runs it for every game.
 *
 * Conventions (those of Jackal's src/jackal/perft.ts and Pirate chess's): every decision,
 * follow-up choices included, is one level; a finished game before the full depth
 * contributes no leaves, as a mate does in chess perft; the last level is counted in bulk
 * (the move count, with no apply). One state and one move buffer per level, allocated
 * once per call, so the recursion allocates nothing.
 */

import type { Game } from './game.js';

/** Leaves below s at `depth` (≥ 1) plies, split by first move (in generation order). */
export function divide<S>(game: Game<S, unknown>, s: S, depth: number): { move: number; nodes: number }[] {
  const states: S[] = [], bufs: Int32Array[] = [];
  for (let i = 0; i < depth; i++) { states.push(game.clone(s)); bufs.push(new Int32Array(game.maxMoves)); }
  const count = (p: S, d: number): number => {
    const out = bufs[d - 1], n = game.generateMoves(p, out);
    if (d === 1) return n;
    const child = states[d - 1];
    let total = 0;
    for (let i = 0; i < n; i++) {
      game.copyInto(child, p);
      game.applyMove(child, out[i]);
      total += count(child, d - 1);
    }
    return total;
  };
  const first = bufs[depth - 1], n = game.generateMoves(s, first);
  const moves = Array.from(first.subarray(0, n));
  const root = states[depth - 1];
  return moves.map((m) => {
    if (depth === 1) return { move: m, nodes: 1 };
    game.copyInto(root, s);
    game.applyMove(root, m);
    return { move: m, nodes: count(root, depth - 1) };
  });
}

/** Leaves below s at `depth` (≥ 1) plies. */
export function perft<S>(game: Game<S, unknown>, s: S, depth: number): number {
  return divide(game, s, depth).reduce((t, r) => t + r.nodes, 0);
}
