/**
 * Perft: the number of decision sequences of a given length from a position (a follow-up
 * choice is a decision of its own, so a move that turns over a horse counts its knight
 * jumps one level deeper). Buffers and states per depth are allocated once per call.
 */

import { applyMove } from './apply.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { copyInto, State } from './state.js';

export function perft(s: State, depth: number): number {
  const states: State[] = [], bufs: Int32Array[] = [];
  for (let i = 0; i < depth; i++) { states.push(new State()); bufs.push(new Int32Array(MAX_MOVES)); }
  const walk = (p: State, d: number): number => {
    if (d === 0) return 1;
    const out = bufs[d - 1], n = generateMoves(p, out);
    if (d === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const child = states[d - 1];
      copyInto(child, p);
      applyMove(child, out[i]);
      total += walk(child, d - 1);
    }
    return total;
  };
  return walk(s, depth);
}
