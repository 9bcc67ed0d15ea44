/**
 * Perft over the reference model: the number of move sequences of each length up to a
 * depth (every decision, follow-up choices included, is one ply; a game that ends sooner
 * adds nothing), counted by playing every legal move on a copy. Slow and plain, to confirm
 * the engine's counts (test/jackal/data/perft.json).
 */

import type { Game } from './game.js';
import { copyGame } from './position.js';
import { legalTexts, play } from './turn.js';

/** counts[d - 1] = move sequences of length d from g, for d = 1..depth. */
export function perftCounts(g: Game, depth: number): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (node: Game, level: number): void => {
    const moves = legalTexts(node);
    counts[level] += moves.length;
    if (level + 1 === depth) return;
    for (const m of moves) {
      const child = copyGame(node);
      play(child, m);
      walk(child, level + 1);
    }
  };
  if (depth > 0) walk(g, 0);
  return counts;
}
